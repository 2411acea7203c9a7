//! The manager's lines, parsed. Command words are matched without regard to case; numbers are
//! decimal and coordinates are `x,y` (spaces around the parts are tolerated).

use std::fmt;

use boardroom_engine::Point;

/// A line from the manager.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// `START size`: a new square board.
    Start(u32),
    /// `RECTSTART width,height`: a new rectangular board.
    RectStart(u32, u32),
    /// `RESTART`: a new game on the same board.
    Restart,
    /// `BEGIN`: play the first move.
    Begin,
    /// `TURN x,y`: the opponent played here; answer a move.
    Turn(Point),
    /// `BOARD`: a whole position follows, one stone a line, up to `DONE`.
    Board,
    /// `INFO key value`: a setting.
    Info(Info),
    /// `END`: quit.
    End,
    /// `ABOUT`: name the brain.
    About,
    /// `TAKEBACK x,y`: take back the stone there (the last move).
    Takeback(Point),
    /// `PLAY x,y`: play this move as the brain's own and repeat it.
    Play(Point),
    /// `SWAP2BOARD`: swap2's opening stones follow, one `x,y` a line, up to `DONE`.
    Swap2Board,
    /// Anything else: answered `UNKNOWN`.
    Unknown(String),
}

/// One `INFO` setting the brain uses; the rest are accepted and ignored, as the protocol asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Info {
    /// `timeout_turn`: milliseconds for each move, 0 meaning as fast as possible.
    TimeoutTurn(u64),
    /// `timeout_match`: milliseconds for the whole match, 0 meaning no limit.
    TimeoutMatch(u64),
    /// `time_left`: milliseconds left in the match (negative once exceeded).
    TimeLeft(i64),
    /// `rule`: a bit mask (1 exactly five, 2 continuous game, 4 renju, 8 caro).
    Rule(u32),
    /// `max_memory`: bytes the brain may use, 0 meaning no limit.
    MaxMemory(u64),
    /// Any other key, or a value the brain cannot read.
    Other,
}

/// A stone line of a `BOARD` block: `x,y,field`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stone {
    /// Where.
    pub point: Point,
    /// 1 the brain's own, 2 the opponent's, 3 a continuous game's marked stone.
    pub field: u8,
}

/// A line that names a command but cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadLine {
    /// The command word, upper case.
    pub command: &'static str,
    /// What was wrong with it.
    pub why: String,
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.command, self.why)
    }
}

impl Command {
    /// Reads one line (outside a `BOARD` block).
    ///
    /// # Errors
    /// [`BadLine`] when a known command's arguments cannot be read.
    pub fn parse(line: &str) -> Result<Command, BadLine> {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        let bad = |command: &'static str, why: String| BadLine { command, why };
        Ok(match word.to_ascii_uppercase().as_str() {
            "START" => Command::Start(
                rest.parse()
                    .map_err(|_| bad("START", format!("{rest:?} is not a board size")))?,
            ),
            "RECTSTART" => {
                let (w, h) = pair(rest)
                    .ok_or_else(|| bad("RECTSTART", format!("{rest:?} is not width,height")))?;
                Command::RectStart(w, h)
            }
            "RESTART" => Command::Restart,
            "BEGIN" => Command::Begin,
            "TURN" => Command::Turn(point(rest).map_err(|why| bad("TURN", why))?),
            "BOARD" => Command::Board,
            "INFO" => Command::Info(info(rest)),
            "END" => Command::End,
            "ABOUT" => Command::About,
            "TAKEBACK" => Command::Takeback(point(rest).map_err(|why| bad("TAKEBACK", why))?),
            "PLAY" => Command::Play(point(rest).map_err(|why| bad("PLAY", why))?),
            "SWAP2BOARD" => Command::Swap2Board,
            _ => Command::Unknown(line.to_owned()),
        })
    }
}

impl Stone {
    /// Reads a line of a `BOARD` block.
    ///
    /// # Errors
    /// A sentence saying why the line is no stone.
    pub fn parse(line: &str) -> Result<Stone, String> {
        let parts: Vec<&str> = line.split(',').map(str::trim).collect();
        let [x, y, field] = parts.as_slice() else {
            return Err(format!("{line:?} is not x,y,field"));
        };
        let point = point(&format!("{x},{y}"))?;
        match field.parse() {
            Ok(field @ 1..=3) => Ok(Stone { point, field }),
            _ => Err(format!("{field:?} is not a field (1, 2 or 3)")),
        }
    }
}

/// Two comma-separated numbers.
fn pair<T: std::str::FromStr>(text: &str) -> Option<(T, T)> {
    let (a, b) = text.split_once(',')?;
    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
}

/// A point `x,y`.
fn point(text: &str) -> Result<Point, String> {
    pair::<i8>(text)
        .map(|(x, y)| Point::new(x, y))
        .ok_or_else(|| format!("{text:?} is not x,y"))
}

/// An `INFO` line's key and value.
fn info(rest: &str) -> Info {
    let (key, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    let value = value.trim();
    let parsed = match key.to_ascii_lowercase().as_str() {
        "timeout_turn" => value.parse().ok().map(Info::TimeoutTurn),
        "timeout_match" => value.parse().ok().map(Info::TimeoutMatch),
        "time_left" => value.parse().ok().map(Info::TimeLeft),
        "rule" => value.parse().ok().map(Info::Rule),
        "max_memory" => value.parse().ok().map(Info::MaxMemory),
        _ => None,
    };
    parsed.unwrap_or(Info::Other)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_what_they_mean() {
        let p = Point::new;
        let cases: [(&str, Result<Command, &str>); 17] = [
            ("START 15", Ok(Command::Start(15))),
            ("start 20", Ok(Command::Start(20))),
            ("RECTSTART 15, 15", Ok(Command::RectStart(15, 15))),
            ("TURN 10,11", Ok(Command::Turn(p(10, 11)))),
            ("  turn  3 , 4  ", Ok(Command::Turn(p(3, 4)))),
            ("BEGIN", Ok(Command::Begin)),
            (
                "INFO timeout_turn 5000",
                Ok(Command::Info(Info::TimeoutTurn(5000))),
            ),
            ("INFO time_left -12", Ok(Command::Info(Info::TimeLeft(-12)))),
            ("INFO rule 4", Ok(Command::Info(Info::Rule(4)))),
            (
                "INFO max_memory 83886080",
                Ok(Command::Info(Info::MaxMemory(83_886_080))),
            ),
            ("INFO folder /tmp", Ok(Command::Info(Info::Other))),
            ("INFO timeout_turn soon", Ok(Command::Info(Info::Other))),
            ("TAKEBACK 9,10", Ok(Command::Takeback(p(9, 10)))),
            ("SWAP2BOARD", Ok(Command::Swap2Board)),
            ("START fifteen", Err("START")),
            ("TURN 10", Err("TURN")),
            ("TURN 300,1", Err("TURN")),
        ];
        for (line, want) in cases {
            let got = Command::parse(line).map_err(|e| e.command);
            assert_eq!(got, want, "{line:?}");
        }
    }

    #[test]
    fn board_lines() {
        assert_eq!(
            Stone::parse("7,8,2"),
            Ok(Stone {
                point: Point::new(7, 8),
                field: 2
            })
        );
        assert!(Stone::parse("7,8").is_err());
        assert!(Stone::parse("7,8,4").is_err());
        assert!(Stone::parse("a,8,1").is_err());
    }
}
