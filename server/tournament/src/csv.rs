//! The standings as CSV (RFC 4180), for a spreadsheet.

use std::fmt::Write as _;

use crate::standings::Scale;
use crate::tournament::Tournament;

/// One field, quoted where it must be. A field a spreadsheet would read as a formula (one that
/// starts with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, as OWASP
/// advises, so that an entrant's name cannot run anything on the host's machine.
fn field(text: &str) -> String {
    let guarded = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if guarded.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", guarded.replace('"', "\"\""))
    } else {
        guarded
    }
}

/// Quarter points as a decimal: `10`, `10.25`, `10.5`, `10.75`.
fn quarters(q: u32) -> String {
    match q % 4 {
        0 => (q / 4).to_string(),
        1 => format!("{}.25", q / 4),
        2 => format!("{}.5", q / 4),
        _ => format!("{}.75", q / 4),
    }
}

impl Tournament {
    /// The standings as CSV: a header, then one line per entrant, best first, each line ended
    /// by CRLF. Round robins, Swiss and gauntlets add Buchholz, median Buchholz and
    /// Sonneborn-Berger; an arena whether the entrant is on a streak.
    #[must_use]
    pub fn standings_csv(&self) -> String {
        let standings = self.standings();
        let arena = standings.scale == Scale::Points;
        let mut out = String::from("rank,name,kind,status,points,games,wins,draws,losses");
        out.push_str(if arena {
            ",on_fire\r\n"
        } else {
            ",buchholz,median_buchholz,sonneborn_berger\r\n"
        });
        for row in &standings.rows {
            let Some((entrant, _)) = self.entrant(row.id) else {
                continue;
            };
            let _ = write!(
                out,
                "{},{},{},{},{},{},{},{},{}",
                row.rank,
                field(&entrant.name),
                field(&entrant.kind.to_string()),
                row.presence.as_str(),
                standings.scale.show(row.points),
                row.games,
                row.wins,
                row.draws,
                row.losses,
            );
            if arena {
                let _ = write!(out, ",{}", if row.on_fire { "yes" } else { "no" });
            } else {
                let _ = write!(
                    out,
                    ",{},{},{}",
                    standings.scale.show(row.buchholz),
                    standings.scale.show(row.median_buchholz),
                    quarters(row.sonneborn_berger),
                );
            }
            out.push_str("\r\n");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields() {
        assert_eq!(field("Ann"), "Ann");
        assert_eq!(field("Smith, Ann"), "\"Smith, Ann\"");
        assert_eq!(field("the \"Bot\""), "\"the \"\"Bot\"\"\"");
        assert_eq!(field("=SUM(A1)"), "'=SUM(A1)");
        assert_eq!(field("-1,2"), "\"'-1,2\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
    }

    #[test]
    fn quarter_points() {
        assert_eq!(quarters(41), "10.25");
        assert_eq!(quarters(40), "10");
        assert_eq!(quarters(3), "0.75");
    }
}
