//! Import of a game record from SGF: the main line of the first game tree, read into an
//! [`SgfRecord`] whose every move the rules have accepted. What is read and what is refused is
//! written down in `docs/sgf.md`.

use super::syntax::{self, Node, Property, text_value};
use super::{SgfError, SgfInfo, SgfTime, to_sgf_annotated};
use crate::board::Shape;
use crate::{AnyGame, Config, Game, GameKind, Move, Options, Point, Setup, Side, Stones};

/// A game read from SGF: the game itself (its set-up, its board and rule, and its moves, each
/// checked by the rules), what the record says beyond the moves, and each move's comment.
#[derive(Debug, Clone)]
pub struct SgfRecord {
    /// The game after every move of the main line.
    pub game: AnyGame,
    /// Names, date, result and clock.
    pub info: SgfInfo,
    /// The comment (`C`) of each move, `comments[k]` for the `k`-th move, where there is one.
    pub comments: Vec<Option<String>>,
}

impl SgfRecord {
    /// The board and rule.
    #[must_use]
    pub fn config(&self) -> Config {
        self.game.config()
    }

    /// The set-up position the moves start from, if not the standard start.
    #[must_use]
    pub fn setup(&self) -> Option<&Setup> {
        self.game.setup()
    }

    /// The moves, from the start position, passes included.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        self.game.history()
    }

    /// Who won (`None` for a draw) and how: the rules' own outcome where the moves end the game,
    /// else what the record's `RE` says; `None` when neither says.
    #[must_use]
    pub fn ending(&self) -> Option<(Option<Side>, super::Ending)> {
        match self.game.outcome() {
            Some(outcome) => Some((outcome.winner, super::Ending::Rules(outcome.reason))),
            None => self.info.result.as_deref().and_then(super::parse_result),
        }
    }

    /// The record written back as SGF, comments included: for a file Boardroom wrote, the same
    /// text.
    #[must_use]
    pub fn to_sgf(&self) -> String {
        to_sgf_annotated(&self.game, &self.info, &self.comments)
    }
}

/// Reads an SGF file's text: the main line of its first game tree.
///
/// # Errors
/// A [`SgfError`] naming the first problem and where it is: broken syntax, a game or rule
/// Boardroom does not play, a value that cannot be read, or a move the rules refuse.
pub fn from_sgf(text: &str) -> Result<SgfRecord, SgfError> {
    let nodes = syntax::main_line(text)?;
    let Some(root) = nodes.first() else {
        return Err(SgfError::Unsupported {
            what: "a game tree without nodes",
            at: text.find('(').unwrap_or(0),
        });
    };
    let config = game_config(root)?;
    let mut reader = Reader::new(config);
    for node in &nodes {
        reader.node(node)?;
    }
    reader.finish()
}

/// Reads an SGF file's bytes: UTF-8 (with or without a byte-order mark), or Latin-1 when the
/// file says so with `CA[ISO-8859-1]` (or `Latin1`, `Windows-1252`, read as Latin-1).
///
/// # Errors
/// [`SgfError::NotText`] for bytes in neither; otherwise as [`from_sgf`].
pub fn from_sgf_bytes(bytes: &[u8]) -> Result<SgfRecord, SgfError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => from_sgf(text),
        Err(_) if names_latin1(bytes) => {
            from_sgf(&bytes.iter().copied().map(char::from).collect::<String>())
        }
        Err(e) => Err(SgfError::NotText {
            at: e.valid_up_to(),
        }),
    }
}

/// Whether the raw file names a Latin-1 character set in `CA`.
fn names_latin1(bytes: &[u8]) -> bool {
    let Some(start) = bytes.windows(3).position(|w| w == b"CA[") else {
        return false;
    };
    let value: Vec<u8> = bytes[start + 3..]
        .iter()
        .take_while(|&&b| b != b']')
        .map(u8::to_ascii_lowercase)
        .filter(|b| b.is_ascii_alphanumeric())
        .collect();
    matches!(
        value.as_slice(),
        b"iso88591" | b"latin1" | b"windows1252" | b"cp1252"
    )
}

/// The first property of a node with this name.
fn find<'a>(node: &'a Node, name: &str) -> Option<&'a Property> {
    node.iter().find(|p| p.name == name)
}

/// The first value of a property, as `SimpleText`: kept as written (a name may begin with a
/// space), so that a record reads back to the same text.
fn simple(property: &Property) -> (usize, String) {
    let (at, raw) = &property.values[0];
    (*at, text_value(raw, true))
}

/// The first value of a property that holds a number or a word, without the spaces around it.
fn word(property: &Property) -> (usize, String) {
    let (at, value) = simple(property);
    (at, value.trim().to_owned())
}

/// The error for a value that cannot be read.
fn bad(property: &str, at: usize, value: &str) -> SgfError {
    SgfError::BadValue {
        property: property.to_owned(),
        value: value.to_owned(),
        at,
    }
}

/// The game, board and rule the root names (`GM`, `SZ`, `RU`, and `HX` for hex gomoku).
fn game_config(root: &Node) -> Result<Config, SgfError> {
    // FF[4]: a record without GM is a Go record.
    let game = find(root, "GM").map_or_else(|| "1".to_owned(), |p| word(p).1);
    let rule = find(root, "RU").map(|p| word(p).1.to_ascii_lowercase());
    let size = match find(root, "SZ") {
        None => None,
        Some(p) => Some(board_size(p)?),
    };
    let mut options = Options {
        size,
        ..Options::default()
    };
    let kind = match game.as_str() {
        "4" => match rule.as_deref() {
            Some("hex") => {
                options.size = hex_size(root, size)?;
                GameKind::HexGomoku
            }
            rule => {
                options.rule = Some(five_rule(rule)?.to_owned());
                GameKind::Gomoku
            }
        },
        "2" => GameKind::Reversi,
        "1" => {
            options.center_first_forbidden = Some(match rule.as_deref() {
                Some("nogo") => true,
                Some("nogo-free-centre" | "nogo-free-center") => false,
                _ => return Err(SgfError::UnknownGame { game }),
            });
            // FF[4]'s default board for Go.
            options.size = Some(size.unwrap_or(19));
            GameKind::NoGo
        }
        _ => return Err(SgfError::UnknownGame { game }),
    };
    Config::validate(kind, &options).map_err(SgfError::Options)
}

/// The side of a square board (`SZ[15]`, or `SZ[15:15]`).
fn board_size(property: &Property) -> Result<i64, SgfError> {
    let (at, value) = word(property);
    let number = |s: &str| s.trim().parse::<i64>().map_err(|_| bad("SZ", at, &value));
    match value.split_once(':') {
        None => number(&value),
        Some((columns, rows)) => {
            let (columns, rows) = (number(columns)?, number(rows)?);
            if columns == rows {
                Ok(columns)
            } else {
                Err(SgfError::Unsupported {
                    what: "a rectangular board",
                    at,
                })
            }
        }
    }
}

/// The hexagon's side: `HX`, which `SZ` (the bounding box) must agree with; or worked out from
/// `SZ` alone.
fn hex_size(root: &Node, box_side: Option<i64>) -> Result<Option<i64>, SgfError> {
    let Some(hx) = find(root, "HX") else {
        return Ok(box_side.map(|side| (side + 1) / 2));
    };
    let (at, value) = word(hx);
    let size: i64 = value.parse().map_err(|_| bad("HX", at, &value))?;
    if let Some(side) = box_side
        && side != 2 * size - 1
        && let Some(sz) = find(root, "SZ")
    {
        let (at, value) = word(sz);
        return Err(bad("SZ", at, &value));
    }
    Ok(Some(size))
}

/// The gomoku rule of a `RU` value (lowercase). No `RU` is freestyle; the names of renju's
/// opening rules mean renju.
fn five_rule(rule: Option<&str>) -> Result<&'static str, SgfError> {
    Ok(match rule {
        None | Some("freestyle" | "free" | "gomoku") => "freestyle",
        Some("standard" | "exact") => "standard",
        Some("renju" | "rif" | "yamaguchi" | "soosorv" | "taraguchi" | "sakata") => "renju",
        Some("caro") => "caro",
        Some(other) => {
            return Err(SgfError::UnknownRule {
                rule: other.to_owned(),
            });
        }
    })
}

/// The column and row a two-letter value names in a board's bounding box: `a`-`z` for 0 to 25,
/// `A`-`Z` for 26 to 51. `None` if it is not two letters.
fn box_index(value: &str) -> Option<(usize, usize)> {
    let index = |c: u8| match c {
        b'a'..=b'z' => Some(usize::from(c - b'a')),
        b'A'..=b'Z' => Some(usize::from(c - b'A') + 26),
        _ => None,
    };
    match value.as_bytes() {
        &[x, y] => Some((index(x)?, index(y)?)),
        _ => None,
    }
}

/// The point a two-letter value names, whether or not it is on the board (a point past the
/// bounding box is off it too); `None` if it is not two letters.
fn box_point(shape: Shape, value: &str) -> Option<Point> {
    let (bx, by) = box_index(value)?;
    let side = shape.box_side();
    if bx >= side || by >= side {
        // Outside the box: a point no board of this shape has.
        return Some(Point::new(i8::MAX, i8::MAX));
    }
    Some(shape.point_at_box(bx, by))
}

/// A move's value: a point, or a pass (empty, or `tt` on a box of 19 or less as FF\[3\] wrote it).
/// `None` if it is not two letters.
fn read_move(shape: Shape, value: &str) -> Option<Move> {
    let value = value.trim();
    if value.is_empty() || (value == "tt" && shape.box_side() <= 19) {
        return Some(Move::Pass);
    }
    box_point(shape, value).map(Move::Place)
}

/// A real number of seconds, as `TM`, `BL` and `WL` hold: `None` if it is not one.
fn seconds(value: &str) -> Option<f64> {
    value.parse::<f64>().ok().filter(|s| s.is_finite())
}

/// The reading of the main line, node by node.
struct Reader {
    /// The board and rule.
    config: Config,
    /// The set-up stones (`AB`, `AW`), gathered until the first move.
    stones: Option<Stones>,
    /// The side to move after the set-up (`PL`).
    to_move: Option<Side>,
    /// The game, once the first move (or the end) has fixed where it starts.
    game: Option<AnyGame>,
    /// Names, date, result and clock, first occurrence of each.
    info: SgfInfo,
    /// Each move's time left, in milliseconds.
    left: Vec<Option<u64>>,
    /// Each move's comment.
    comments: Vec<Option<String>>,
    /// Moves read so far, passes a reversi record left out included.
    number: usize,
}

impl Reader {
    /// A reader for a game of `config`.
    fn new(config: Config) -> Reader {
        Reader {
            config,
            stones: None,
            to_move: None,
            game: None,
            info: SgfInfo::default(),
            left: Vec::new(),
            comments: Vec::new(),
            number: 0,
        }
    }

    /// The board's shape.
    fn shape(&self) -> Shape {
        AnyGame::new(&self.config).shape()
    }

    /// Reads one node of the main line.
    fn node(&mut self, node: &Node) -> Result<(), SgfError> {
        let mut played: Option<(&Property, Side)> = None;
        for property in node {
            match property.name.as_str() {
                "AB" | "AW" | "PL" => self.setup_property(property)?,
                "AE" => {
                    return Err(SgfError::Unsupported {
                        what: "removing stones (AE)",
                        at: property.at,
                    });
                }
                "B" | "W" => {
                    if played.is_some() {
                        return Err(SgfError::Unsupported {
                            what: "a second move in one node",
                            at: property.at,
                        });
                    }
                    let side = if property.name == "B" {
                        Side::Black
                    } else {
                        Side::White
                    };
                    played = Some((property, side));
                }
                name => self.info_property(name, property)?,
            }
        }
        if let Some((property, side)) = played {
            self.play(property, side)?;
            let time = find(node, if side == Side::Black { "BL" } else { "WL" });
            let left = match time {
                None => None,
                Some(p) => {
                    let (at, value) = word(p);
                    let s = seconds(&value).ok_or_else(|| bad(&p.name, at, &value))?;
                    // A negative time left (some programs count overtime so) is no time left
                    // Boardroom's clocks could have shown.
                    #[expect(
                        clippy::cast_possible_truncation,
                        clippy::cast_sign_loss,
                        reason = "finite, non-negative, and far below u64::MAX milliseconds"
                    )]
                    (s >= 0.0).then(|| (s * 1000.0).round() as u64)
                }
            };
            let comment = find(node, "C").map(|p| text_value(&p.values[0].1, false));
            self.left.push(left);
            self.comments.push(comment);
        }
        Ok(())
    }

    /// `AB`, `AW` or `PL`: part of the set-up, allowed only before the first move.
    fn setup_property(&mut self, property: &Property) -> Result<(), SgfError> {
        if self.game.is_some() {
            return Err(SgfError::Unsupported {
                what: "set-up after the first move",
                at: property.at,
            });
        }
        if property.name == "PL" {
            let (at, value) = word(property);
            self.to_move = Some(match value.as_str() {
                "B" | "b" | "1" => Side::Black,
                "W" | "w" | "2" => Side::White,
                _ => return Err(bad("PL", at, &value)),
            });
            return Ok(());
        }
        let shape = self.shape();
        let stones = self.stones.get_or_insert_with(Stones::default);
        let stones = if property.name == "AB" {
            &mut stones.black
        } else {
            &mut stones.white
        };
        for (at, raw) in &property.values {
            let value = raw.trim();
            let points = match value.split_once(':') {
                None => box_point(shape, value).map(|p| vec![p]),
                Some((from, to)) => rectangle(shape, from, to),
            };
            match points {
                Some(points) if points.iter().all(|&p| shape.contains(p)) => {
                    stones.extend(points);
                }
                _ => return Err(bad(&property.name, *at, value)),
            }
        }
        Ok(())
    }

    /// A property of the game's information (names, date, result, clock), or one ignored.
    fn info_property(&mut self, name: &str, property: &Property) -> Result<(), SgfError> {
        let info = &mut self.info;
        let slot = match name {
            "PB" => &mut info.black,
            "PW" => &mut info.white,
            "RE" => &mut info.result,
            "DT" => &mut info.date,
            "SO" => &mut info.source,
            "TM" => {
                let (at, value) = word(property);
                let s = seconds(&value)
                    .filter(|&s| s >= 0.0)
                    .ok_or_else(|| bad("TM", at, &value))?;
                #[expect(
                    clippy::cast_possible_truncation,
                    clippy::cast_sign_loss,
                    reason = "finite and non-negative; whole seconds are what a record keeps"
                )]
                let main_s = s.floor() as u64;
                info.time.get_or_insert_with(SgfTime::default).main_s = main_s;
                return Ok(());
            }
            "OT" => {
                let time = info.time.get_or_insert_with(SgfTime::default);
                time.overtime = simple(property).1;
                return Ok(());
            }
            // Everything else (the moves' own BL, WL and C are read with their move) is not
            // part of a Boardroom record.
            _ => return Ok(()),
        };
        if slot.is_none() {
            *slot = Some(simple(property).1);
        }
        Ok(())
    }

    /// Creates the game as set up when the first move (or the end of the record) comes; `first`
    /// is the side of the first move, the side to move when `PL` does not say.
    fn start(&mut self, first: Option<Side>) -> Result<(), SgfError> {
        if self.game.is_some() {
            return Ok(());
        }
        let game = if self.stones.is_none() && self.to_move.is_none() {
            AnyGame::new(&self.config)
        } else {
            let setup = Setup {
                stones: self.stones.clone().unwrap_or_default(),
                to_move: self.to_move.or(first).unwrap_or(Side::Black),
            };
            AnyGame::from_setup(&self.config, &setup).map_err(SgfError::Setup)?
        };
        self.game = Some(game);
        Ok(())
    }

    /// Plays the move of a `B` or `W` property.
    fn play(&mut self, property: &Property, side: Side) -> Result<(), SgfError> {
        let shape = self.shape();
        self.start(Some(side))?;
        let Some(game) = &mut self.game else {
            return Ok(());
        };
        if game.to_move() != side {
            // Reversi records often leave out a forced pass.
            if game.kind() == GameKind::Reversi && game.is_legal(Move::Pass) {
                game.play_unchecked(Move::Pass);
                self.left.push(None);
                self.comments.push(None);
                self.number += 1;
            } else {
                return Err(SgfError::WrongTurn {
                    number: self.number + 1,
                    side,
                    at: property.at,
                });
            }
        }
        self.number += 1;
        let (at, raw) = &property.values[0];
        let m = read_move(shape, raw).ok_or_else(|| bad(&property.name, *at, raw))?;
        game.check(m).map_err(|error| SgfError::Illegal {
            number: self.number,
            written: format!("{}[{}]", property.name, raw),
            error,
            at: property.at,
        })?;
        game.play_unchecked(m);
        Ok(())
    }

    /// The record, once every node is read: the result checked against the rules' outcome.
    fn finish(mut self) -> Result<SgfRecord, SgfError> {
        self.start(None)?;
        let Some(game) = self.game else {
            return Err(SgfError::NoGameTree);
        };
        if let (Some(outcome), Some(result)) = (game.outcome(), &self.info.result) {
            let named = super::named_winner(result);
            // A game the rules decided may still be recorded as won on time or by resignation
            // (`B+T`): only a winner the rules contradict is refused.
            if let Some(named) = named
                && named != outcome.winner
            {
                return Err(SgfError::ResultMismatch {
                    result: result.clone(),
                    winner: outcome.winner,
                });
            }
        }
        if let Some(time) = &mut self.info.time {
            time.left_ms = self.left;
        }
        Ok(SgfRecord {
            game,
            info: self.info,
            comments: self.comments,
        })
    }
}

/// The points of an FF\[4\] rectangle `from:to` (two corners), or `None` if a corner cannot be
/// read.
fn rectangle(shape: Shape, from: &str, to: &str) -> Option<Vec<Point>> {
    let (a, b) = (box_index(from)?, box_index(to)?);
    let side = shape.box_side();
    if a.0.max(b.0) >= side || a.1.max(b.1) >= side {
        return None;
    }
    let mut out = Vec::new();
    for by in a.1.min(b.1)..=a.1.max(b.1) {
        for bx in a.0.min(b.0)..=a.0.max(b.0) {
            out.push(shape.point_at_box(bx, by));
        }
    }
    Some(out)
}
