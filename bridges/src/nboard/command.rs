//! The GUI's lines, parsed. Unknown commands are to be ignored, as the protocol asks.

use boardroom_engine::Move;

use super::parse_square;

/// A line from the GUI.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// `nboard version`: the session starts.
    Nboard,
    /// `set depth n`: the deepest middle-game search.
    Depth(u32),
    /// `set game GGF`: the position at the end of this game record.
    Game(String),
    /// `move F5/eval/time` (or NBoard 1's bare `F5`): a move was played, taking `time`
    /// seconds when given.
    Move(Move, Option<f64>),
    /// `hint n`: evaluate the position.
    Hint(u32),
    /// `go`: choose a move (without playing it).
    Go,
    /// `ping n`: answer `pong n` once everything before is done.
    Ping(String),
    /// `learn`: answer `learned`.
    Learn,
    /// `quit`: end.
    Quit,
    /// A command known but unreadable, with why.
    Bad(String),
    /// Anything else, ignored.
    Ignored,
}

impl Command {
    /// Reads one line.
    #[must_use]
    pub fn parse(line: &str) -> Command {
        let line = line.trim();
        let (word, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        let rest = rest.trim();
        match word.to_ascii_lowercase().as_str() {
            "nboard" => Command::Nboard,
            "set" => {
                let (what, value) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
                let value = value.trim();
                match what.to_ascii_lowercase().as_str() {
                    "depth" => value
                        .parse()
                        .map_or_else(|_| bad("set depth", value), Command::Depth),
                    "game" => Command::Game(value.to_owned()),
                    _ => Command::Ignored,
                }
            }
            "move" => played(rest),
            "hint" => rest
                .parse()
                .map_or_else(|_| bad("hint", rest), Command::Hint),
            "go" => Command::Go,
            "ping" => Command::Ping(rest.to_owned()),
            "learn" => Command::Learn,
            "quit" => Command::Quit,
            // NBoard 1 sends a move alone.
            _ if rest.is_empty() && parse_square(word).is_some() => played(word),
            _ => Command::Ignored,
        }
    }
}

/// `F5/eval/time`, eval and time optional.
fn played(text: &str) -> Command {
    let mut parts = text.split('/');
    let Some(m) = parts.next().and_then(parse_square) else {
        return bad("move", text);
    };
    let time = parts.nth(1).and_then(|t| t.trim().parse().ok());
    Command::Move(m, time)
}

/// A known command that cannot be read.
fn bad(command: &str, text: &str) -> Command {
    Command::Bad(format!("{command}: cannot read {text:?}"))
}

#[cfg(test)]
mod tests {
    use boardroom_engine::Point;

    use super::*;

    #[test]
    fn lines_and_what_they_mean() {
        let f5 = Move::Place(Point::new(5, 4));
        let cases = [
            ("nboard 2", Command::Nboard),
            ("set depth 12", Command::Depth(12)),
            (
                "set game (;GM[Othello];)",
                Command::Game("(;GM[Othello];)".to_owned()),
            ),
            ("set contempt 0", Command::Ignored),
            ("move F5", Command::Move(f5, None)),
            ("move f5/-1.00/2.5", Command::Move(f5, Some(2.5))),
            ("move PA", Command::Move(Move::Pass, None)),
            ("F5", Command::Move(f5, None)),
            ("hint 3", Command::Hint(3)),
            ("go", Command::Go),
            ("ping 17", Command::Ping("17".to_owned())),
            ("learn", Command::Learn),
            ("quit", Command::Quit),
            ("analyze", Command::Ignored),
        ];
        for (line, want) in cases {
            assert_eq!(Command::parse(line), want, "{line:?}");
        }
        for line in ["move Z9", "set depth deep", "hint many", "move"] {
            assert!(matches!(Command::parse(line), Command::Bad(_)), "{line:?}");
        }
    }
}
