//! One engine as the operator registers it: `--engine NAME=PROTOCOL:COMMAND` (or an entry of
//! `BOARDROOM_ENGINES`, entries separated by `;`), or an entry of the `--engines-file` JSON
//! settings, which can also say what the engine plays, its time per move and its memory.
//! Everything is checked when the server starts, so that a typo stops it with a sentence
//! rather than a room losing a game later.

use std::fmt;
use std::path::Path;
use std::time::Duration;

use boardroom_engine::GameKind;
use serde_json::Value;

use super::nboard::DEFAULT_DEPTH;
use super::plays::{Played, Plays, rules_named};

/// The time an engine has for a move when its settings give none.
pub const DEFAULT_TIME_PER_MOVE: Duration = Duration::from_secs(5);

/// The memory an engine may use when its settings give none: 1 GiB of address space.
pub const DEFAULT_MEMORY: u64 = 1 << 30;

/// The part of an engine's address space kept for its program, libraries, stacks and
/// allocator (a quarter, between these bounds): the rest is what it is told it may use.
const HEADROOM: std::ops::RangeInclusive<u64> = (64 << 20)..=(512 << 20);

/// The longest an engine's name may be.
const MAX_NAME: usize = 32;

/// The protocol an engine speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EngineProtocol {
    /// Gomocup's Piskvork protocol (`pbrain-*` programs): gomoku and renju.
    Piskvork,
    /// The NBoard protocol (Edax, NTest): reversi.
    Nboard,
    /// Botzone's JSON turns: any game.
    Botzone,
}

impl EngineProtocol {
    /// Every protocol.
    pub const ALL: [EngineProtocol; 3] = [
        EngineProtocol::Piskvork,
        EngineProtocol::Nboard,
        EngineProtocol::Botzone,
    ];

    /// The name the flags and the protocol use.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EngineProtocol::Piskvork => "piskvork",
            EngineProtocol::Nboard => "nboard",
            EngineProtocol::Botzone => "botzone",
        }
    }

    fn named(name: &str) -> Result<EngineProtocol, String> {
        EngineProtocol::ALL
            .into_iter()
            .find(|p| p.as_str() == name)
            .ok_or_else(|| {
                format!("unknown protocol {name:?}: expected piskvork, nboard or botzone")
            })
    }
}

impl fmt::Display for EngineProtocol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One registered engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSpec {
    /// The name players seat it by: letters, digits, `-`, `_` and `.`, at most 32.
    pub name: String,
    /// What it speaks.
    pub protocol: EngineProtocol,
    /// The program and its arguments.
    pub command: Vec<String>,
    /// What it plays, when the settings say; otherwise the server asks the engine (Piskvork,
    /// NBoard) or takes NoGo (Botzone, whose course bots play it).
    pub plays: Option<Plays>,
    /// Its time for a move (a room's clock may give it less).
    pub time_per_move: Duration,
    /// Its address space, in bytes.
    pub memory: u64,
    /// NBoard's search depth.
    pub depth: u32,
}

impl EngineSpec {
    /// The memory the engine is told it may use (Piskvork's `INFO max_memory`): its address
    /// space less the headroom its program needs. A Gomocup brain sizes its tables to what it
    /// is told, as under the Gomocup manager, which counts only the memory a brain fills; told
    /// its whole address space, it could never fit its table beside its own code.
    #[must_use]
    pub fn told_memory(&self) -> u64 {
        let headroom = (self.memory / 4).clamp(*HEADROOM.start(), *HEADROOM.end());
        self.memory.saturating_sub(headroom)
    }

    /// An engine with every default.
    ///
    /// # Errors
    /// A sentence for a bad name or an empty command.
    pub fn new(
        name: &str,
        protocol: EngineProtocol,
        command: Vec<String>,
    ) -> Result<EngineSpec, String> {
        if name.is_empty()
            || name.len() > MAX_NAME
            || !name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        {
            return Err(format!(
                "engine name {name:?}: 1 to {MAX_NAME} letters, digits, '-', '_' or '.'"
            ));
        }
        if command.is_empty() {
            return Err(format!("engine {name}: the command is empty"));
        }
        Ok(EngineSpec {
            name: name.to_owned(),
            protocol,
            command,
            plays: None,
            time_per_move: DEFAULT_TIME_PER_MOVE,
            memory: DEFAULT_MEMORY,
            depth: DEFAULT_DEPTH,
        })
    }

    /// Reads `NAME=PROTOCOL:COMMAND`, the command split like a shell's words (quotes and
    /// backslashes work; nothing else of a shell does).
    ///
    /// # Errors
    /// A sentence saying what is wrong.
    pub fn from_flag(text: &str) -> Result<EngineSpec, String> {
        let text = text.trim();
        let (name, rest) = text
            .split_once('=')
            .ok_or_else(|| format!("{text:?} is not NAME=PROTOCOL:COMMAND"))?;
        let (protocol, command) = rest
            .split_once(':')
            .ok_or_else(|| format!("{text:?} is not NAME=PROTOCOL:COMMAND"))?;
        EngineSpec::new(
            name.trim(),
            EngineProtocol::named(protocol.trim())?,
            split_words(command)?,
        )
    }

    /// What the engine plays without being asked: the settings' word, else what its protocol
    /// can only mean (NBoard: reversi; Botzone: NoGo). `None`: ask the engine.
    #[must_use]
    pub fn known_plays(&self) -> Option<Plays> {
        if let Some(plays) = &self.plays {
            return Some(plays.clone());
        }
        match self.protocol {
            EngineProtocol::Piskvork | EngineProtocol::Nboard => None,
            EngineProtocol::Botzone => Some(Plays(vec![Played::any(GameKind::NoGo)])),
        }
    }
}

/// The engines of a `--engines-file`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EnginesFile(pub Vec<EngineSpec>);

impl EnginesFile {
    /// Reads the settings file at `path`.
    ///
    /// # Errors
    /// A sentence naming the file and what is wrong in it.
    pub fn load(path: &Path) -> Result<EnginesFile, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("engines file {}: {e}", path.display()))?;
        EnginesFile::parse(&text).map_err(|e| format!("engines file {}: {e}", path.display()))
    }

    /// Reads settings: `{"engines": [{"name": ..., "protocol": ..., "command": ...}, ...]}`.
    ///
    /// # Errors
    /// A sentence saying which entry is wrong and how.
    pub fn parse(text: &str) -> Result<EnginesFile, String> {
        let value: Value = serde_json::from_str(text).map_err(|e| format!("not JSON: {e}"))?;
        let entries = value
            .get("engines")
            .and_then(Value::as_array)
            .ok_or("expected {\"engines\": [...]}")?;
        let specs = entries
            .iter()
            .enumerate()
            .map(|(i, entry)| entry_spec(entry).map_err(|e| format!("engines[{i}]: {e}")))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(EnginesFile(specs))
    }
}

/// One entry of the settings file.
fn entry_spec(entry: &Value) -> Result<EngineSpec, String> {
    let text = |key: &str| entry.get(key).and_then(Value::as_str);
    let name = text("name").ok_or("\"name\" is missing or not a string")?;
    let protocol =
        EngineProtocol::named(text("protocol").ok_or("\"protocol\" is missing or not a string")?)?;
    let command = match entry.get("command") {
        Some(Value::String(line)) => split_words(line)?,
        Some(Value::Array(words)) => words
            .iter()
            .map(|w| w.as_str().map(str::to_owned))
            .collect::<Option<Vec<_>>>()
            .ok_or("\"command\" is a string or a list of strings")?,
        _ => return Err("\"command\" is missing: a string or a list of strings".to_owned()),
    };
    let mut spec = EngineSpec::new(name, protocol, command)?;
    let number = |key: &str| -> Result<Option<u64>, String> {
        match entry.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => v
                .as_u64()
                .filter(|n| *n > 0)
                .map(Some)
                .ok_or_else(|| format!("\"{key}\" is a positive integer")),
        }
    };
    if let Some(ms) = number("time_per_move_ms")? {
        spec.time_per_move = Duration::from_millis(ms);
    }
    if let Some(mb) = number("memory_mb")? {
        spec.memory = mb.saturating_mul(1 << 20);
    }
    if let Some(depth) = number("depth")? {
        spec.depth = u32::try_from(depth).map_err(|_| "\"depth\" is too large")?;
    }
    if let Some(games) = entry.get("games") {
        let games = games.as_array().ok_or("\"games\" is a list")?;
        let plays = games.iter().map(played).collect::<Result<Vec<_>, _>>()?;
        spec.plays = Some(Plays(plays));
    }
    Ok(spec)
}

/// One entry of an engine's `games`: `"gomoku"`, or `{"game": "gomoku", "rules": [...],
/// "sizes": [...]}`.
fn played(value: &Value) -> Result<Played, String> {
    let game_of = |name: &str| -> Result<GameKind, String> {
        name.parse().map_err(|_| format!("unknown game {name:?}"))
    };
    if let Some(name) = value.as_str() {
        return Ok(Played::any(game_of(name)?));
    }
    let game = game_of(
        value
            .get("game")
            .and_then(Value::as_str)
            .ok_or("a game is a name or {\"game\": name, ...}")?,
    )?;
    let mut played = Played::any(game);
    if let Some(rules) = value.get("rules") {
        let names = rules
            .as_array()
            .ok_or("\"rules\" is a list")?
            .iter()
            .map(|r| r.as_str().ok_or_else(|| format!("unknown rule {r}")))
            .collect::<Result<Vec<_>, _>>()?;
        played.rules = rules_named(game, names)?;
    }
    if let Some(sizes) = value.get("sizes") {
        let mut sizes = sizes
            .as_array()
            .ok_or("\"sizes\" is a list")?
            .iter()
            .map(|s| {
                s.as_u64()
                    .and_then(|s| u8::try_from(s).ok())
                    .ok_or_else(|| format!("size {s} is not a board size"))
            })
            .collect::<Result<Vec<_>, _>>()?;
        sizes.sort_unstable();
        sizes.dedup();
        played.sizes = sizes;
    }
    Ok(played)
}

/// Splits a command line into words: whitespace separates, `'...'` and `"..."` quote, and a
/// backslash takes the next character as it is (outside single quotes).
fn split_words(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                let current = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => current.push(c),
                        None => return Err(format!("{line:?}: a quote is not closed")),
                    }
                }
            }
            '"' => {
                let current = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => current.push(chars.next().unwrap_or('\\')),
                        Some(c) => current.push(c),
                        None => return Err(format!("{line:?}: a quote is not closed")),
                    }
                }
            }
            '\\' => word
                .get_or_insert_with(String::new)
                .push(chars.next().unwrap_or('\\')),
            c if c.is_whitespace() => words.extend(word.take()),
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {

    use super::*;

    #[test]
    fn an_engine_is_told_its_address_space_less_room_for_its_program() {
        let told = |mb: u64| {
            let mut spec = EngineSpec::new("e", EngineProtocol::Piskvork, vec!["e".to_owned()])
                .unwrap_or_else(|e| panic!("{e}"));
            spec.memory = mb << 20;
            spec.told_memory() >> 20
        };
        assert_eq!(told(1024), 768, "the default: a quarter kept");
        assert_eq!(told(128), 64, "at least 64 MiB kept");
        assert_eq!(told(8192), 7680, "at most 512 MiB kept");
        assert_eq!(told(32), 0, "too small to tell anything but nothing");
    }

    #[test]
    fn flags() {
        let spec = EngineSpec::from_flag("pela=piskvork:/opt/pbrain-pela --threads 2")
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(spec.name, "pela");
        assert_eq!(spec.protocol, EngineProtocol::Piskvork);
        assert_eq!(spec.command, ["/opt/pbrain-pela", "--threads", "2"]);
        assert_eq!(spec.known_plays(), None);
        let quoted = EngineSpec::from_flag(r#"edax=nboard:"/opt/my engines/edax" -q 'a b' c\ d"#)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(quoted.command, ["/opt/my engines/edax", "-q", "a b", "c d"]);
        let botzone =
            EngineSpec::from_flag("nogo=botzone:python3 bot.py").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            botzone.known_plays(),
            Some(Plays(vec![Played::any(GameKind::NoGo)]))
        );
        for bad in [
            "pela",
            "pela=piskvork",
            "pela=gtp:gnugo",
            "=piskvork:x",
            "a b=piskvork:x",
            "pela=piskvork:",
            "pela=piskvork:'open",
        ] {
            assert!(EngineSpec::from_flag(bad).is_err(), "{bad:?} was taken");
        }
    }

    #[test]
    fn settings_file() {
        let file = EnginesFile::parse(
            r#"{"engines": [
                {"name": "pela", "protocol": "piskvork", "command": ["/opt/pbrain-pela"],
                 "games": [{"game": "gomoku", "rules": ["freestyle", "standard"], "sizes": [19, 15]}],
                 "time_per_move_ms": 2000, "memory_mb": 256},
                {"name": "edax", "protocol": "nboard", "command": "/opt/edax -n 1", "depth": 20},
                {"name": "hexbot", "protocol": "botzone", "command": "./hexbot", "games": ["hex_gomoku", "nogo"]}
            ]}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let [pela, edax, hexbot] = file.0.as_slice() else {
            panic!("three engines, not {:?}", file.0);
        };
        assert_eq!(pela.time_per_move, Duration::from_secs(2));
        assert_eq!(pela.memory, 256 << 20);
        assert_eq!(
            pela.known_plays(),
            Some(Plays(vec![Played {
                game: GameKind::Gomoku,
                rules: vec!["freestyle", "standard"],
                sizes: vec![15, 19],
            }]))
        );
        assert_eq!(edax.command, ["/opt/edax", "-n", "1"]);
        assert_eq!(edax.depth, 20);
        assert_eq!(hexbot.known_plays().map(|p| p.0.len()), Some(2));
        let wrong = [
            ("[]", "expected"),
            (
                r#"{"engines": [{"protocol": "piskvork", "command": "x"}]}"#,
                "engines[0]: \"name\"",
            ),
            (
                r#"{"engines": [{"name": "a", "protocol": "piskvork"}]}"#,
                "\"command\"",
            ),
            (
                r#"{"engines": [{"name": "a", "protocol": "piskvork", "command": "x", "games": ["chess"]}]}"#,
                "chess",
            ),
            (
                r#"{"engines": [{"name": "a", "protocol": "piskvork", "command": "x", "games": [{"game": "gomoku", "rules": ["pente"]}]}]}"#,
                "pente",
            ),
            (
                r#"{"engines": [{"name": "a", "protocol": "piskvork", "command": "x", "time_per_move_ms": -1}]}"#,
                "time_per_move_ms",
            ),
        ];
        for (text, said) in wrong {
            let error = EnginesFile::parse(text).err().unwrap_or_default();
            assert!(
                error.contains(said),
                "{text}: {error:?} should name {said:?}"
            );
        }
    }
}
