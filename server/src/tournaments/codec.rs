//! An event as the store keeps it: its settings, and each command it was given, as JSON text.
//! The event's rules (`boardroom-tournament`) have no serde of their own; this is the one place
//! that writes and reads them, so that an event run again after a restart is given exactly the
//! commands it was given before.

use boardroom_engine::openings::{self, Opening};
use boardroom_protocol::{AiLevel, TournamentFormat, TournamentSettings};
use boardroom_tournament::{
    Colour, Command, Entrant, EntrantId, Format, GameNo, Kind, Outcome, Settings,
};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

/// An event's settings as stored: what the host chose, with what the server added to it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Stored {
    /// What the host chose.
    pub(crate) settings: TournamentSettings,
    /// A gauntlet's challenger.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) challenger: Option<u64>,
    /// The Swiss system's first colour, drawn by lot when the event was made.
    #[serde(default)]
    pub(crate) white_first: bool,
}

impl Stored {
    /// The event's rules' settings.
    pub(crate) fn rules(&self) -> Settings {
        let format = match self.settings.format {
            TournamentFormat::RoundRobin { double } => Format::RoundRobin { double },
            TournamentFormat::Swiss { rounds } => Format::Swiss { rounds },
            TournamentFormat::Arena { minutes } => Format::Arena {
                duration_ms: u64::from(minutes) * 60_000,
            },
            TournamentFormat::Gauntlet { double } => Format::Gauntlet {
                challenger: EntrantId(self.challenger.unwrap_or_default()),
                double,
            },
        };
        Settings {
            late_join: self.settings.late_join,
            initial_colour: if self.white_first {
                Colour::White
            } else {
                Colour::Black
            },
            round_break_ms: u64::from(self.settings.round_break_s) * 1000,
            openings: u32::try_from(self.openings().len()).unwrap_or_default(),
            ..Settings::new(format)
        }
    }

    /// The event's set of openings: the game's built-in ones when the host asked for them
    /// (`settings.openings`), none otherwise.
    pub(crate) fn openings(&self) -> &'static [Opening] {
        if !self.settings.openings {
            return &[];
        }
        crate::convert::config(self.settings.game, &self.settings.options)
            .map_or(&[], |config| openings::for_config(&config))
    }

    /// The stored text.
    pub(crate) fn text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads the stored text.
    pub(crate) fn read(text: &str) -> Result<Stored, String> {
        serde_json::from_str(text).map_err(|e| format!("an event's settings: {e}"))
    }
}

/// A command as stored.
pub(crate) fn command_text(command: &Command) -> String {
    let value = match command {
        Command::Join(entrant) => json!({"join": entrant_value(entrant)}),
        Command::Withdraw(id) => json!({"withdraw": id.0}),
        Command::Remove(id) => json!({"remove": id.0}),
        Command::Start => json!("start"),
        Command::Pause => json!("pause"),
        Command::Resume => json!("resume"),
        Command::EndRound => json!("end_round"),
        Command::Finish => json!("finish"),
        Command::Tick => json!("tick"),
        Command::Report { game, outcome } => {
            json!({"report": {"game": game.0, "outcome": outcome.as_str()}})
        }
        Command::Fix { game, outcome } => {
            json!({"fix": {"game": game.0, "outcome": outcome.as_str()}})
        }
    };
    value.to_string()
}

/// Reads a stored command.
pub(crate) fn read_command(text: &str) -> Result<Command, String> {
    let bad = || format!("an event's command: {text:?}");
    let value: Value = serde_json::from_str(text).map_err(|_| bad())?;
    if let Some(word) = value.as_str() {
        return Ok(match word {
            "start" => Command::Start,
            "pause" => Command::Pause,
            "resume" => Command::Resume,
            "end_round" => Command::EndRound,
            "finish" => Command::Finish,
            "tick" => Command::Tick,
            _ => return Err(bad()),
        });
    }
    let (name, body) = value
        .as_object()
        .and_then(|o| o.iter().next())
        .ok_or_else(bad)?;
    let id = || body.as_u64().map(EntrantId).ok_or_else(bad);
    let game = |field: &str| -> Result<(GameNo, Outcome), String> {
        let game = body["game"]
            .as_u64()
            .and_then(|g| u32::try_from(g).ok())
            .ok_or_else(bad)?;
        let outcome = body["outcome"]
            .as_str()
            .and_then(|o| o.parse().ok())
            .ok_or_else(|| format!("{}: {field}", bad()))?;
        Ok((GameNo(game), outcome))
    };
    Ok(match name.as_str() {
        "join" => Command::Join(read_entrant(body).ok_or_else(bad)?),
        "withdraw" => Command::Withdraw(id()?),
        "remove" => Command::Remove(id()?),
        "report" => {
            let (game, outcome) = game("report")?;
            Command::Report { game, outcome }
        }
        "fix" => {
            let (game, outcome) = game("fix")?;
            Command::Fix { game, outcome }
        }
        _ => return Err(bad()),
    })
}

fn entrant_value(entrant: &Entrant) -> Value {
    let (kind, level) = match &entrant.kind {
        Kind::Person => ("person", None),
        Kind::Ai { level } => ("ai", Some(level.clone())),
        Kind::Engine => ("engine", None),
        Kind::Bot => ("bot", None),
    };
    json!({
        "id": entrant.id.0,
        "name": entrant.name,
        "kind": kind,
        "level": level,
        "rating": entrant.rating,
    })
}

fn read_entrant(value: &Value) -> Option<Entrant> {
    let kind = match value["kind"].as_str()? {
        "person" => Kind::Person,
        "ai" => Kind::Ai {
            level: value["level"].as_str()?.to_owned(),
        },
        "engine" => Kind::Engine,
        "bot" => Kind::Bot,
        _ => return None,
    };
    Some(Entrant {
        id: EntrantId(value["id"].as_u64()?),
        name: value["name"].as_str()?.to_owned(),
        kind,
        rating: value["rating"].as_u64().and_then(|r| u32::try_from(r).ok()),
    })
}

/// The level's name, as an AI entrant's kind keeps it.
pub(crate) fn level_name(level: AiLevel) -> &'static str {
    match level {
        AiLevel::Easy => "easy",
        AiLevel::Medium => "medium",
        AiLevel::Hard => "hard",
    }
}

/// The level an AI entrant's kind names.
pub(crate) fn level_of(name: &str) -> Option<AiLevel> {
    match name {
        "easy" => Some(AiLevel::Easy),
        "medium" => Some(AiLevel::Medium),
        "hard" => Some(AiLevel::Hard),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_reads_back_as_written() {
        let commands = [
            Command::Join(Entrant {
                id: EntrantId(12),
                name: "Ada \"the\" best 李".to_owned(),
                kind: Kind::Person,
                rating: Some(1500),
            }),
            Command::Join(Entrant {
                id: EntrantId(1 << 40),
                name: "Boardroom AI (hard)".to_owned(),
                kind: Kind::Ai {
                    level: "hard".to_owned(),
                },
                rating: None,
            }),
            Command::Withdraw(EntrantId(3)),
            Command::Remove(EntrantId(4)),
            Command::Start,
            Command::Pause,
            Command::Resume,
            Command::EndRound,
            Command::Finish,
            Command::Tick,
            Command::Report {
                game: GameNo(7),
                outcome: Outcome::ForfeitWin(Colour::White),
            },
            Command::Fix {
                game: GameNo(2),
                outcome: Outcome::DoubleForfeit,
            },
        ];
        for command in commands {
            let text = command_text(&command);
            assert_eq!(read_command(&text), Ok(command), "{text}");
        }
        for broken in [
            "",
            "\"jump\"",
            "{\"join\": {}}",
            "{\"report\": {\"game\": 1}}",
            "[]",
        ] {
            assert!(read_command(broken).is_err(), "{broken:?} is refused");
        }
    }

    #[test]
    fn settings_read_back_and_give_the_rules() {
        let stored = Stored {
            settings: serde_json::from_str(
                r#"{"name": "Club", "game": "gomoku", "format": "arena", "minutes": 30, "round_break_s": 5}"#,
            )
            .expect("settings"),
            challenger: None,
            white_first: true,
        };
        let again = Stored::read(&stored.text()).expect("reads back");
        assert_eq!(again, stored);
        let rules = again.rules();
        assert_eq!(
            rules.format,
            Format::Arena {
                duration_ms: 1_800_000
            }
        );
        assert_eq!(rules.initial_colour, Colour::White);
        assert_eq!(rules.round_break_ms, 5000);
        assert!(rules.late_join, "absent means yes");
    }
}
