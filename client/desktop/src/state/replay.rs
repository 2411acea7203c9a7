//! A finished game to step through: every position of its record worked out once by the
//! engine's rules, and a cursor moved by the buttons, the arrow keys, the move list and the
//! slider. Pure: the record comes in (from the server's SGF or a file the player opened), and
//! what to draw at the cursor comes out.

use std::collections::HashMap;

use boardroom_engine::sgf::SgfRecord;
use boardroom_engine::{self as engine, Game};
use boardroom_protocol::{
    AiLevel, ClientMsg, GameKind, GameResult, HistoryEntry, OpeningChoice, Opponent, Options,
    Point, Reason, Seat, SeatChoice,
};

use boardroom_server::convert;

use super::{LastMove, result_sentence};
use crate::t;

/// Where a replayed record came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// A finished game of a server: reviewed there, when the app is signed in to it.
    Server {
        /// The server, `host:port`.
        server: String,
        /// The game's id.
        game_id: String,
    },
    /// A file the player opened.
    File {
        /// The path as typed.
        path: String,
    },
}

/// One position of the record: the board after some number of moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    /// Every stone on the board, by point.
    pub stones: HashMap<Point, Seat>,
    /// The side to move.
    pub to_move: Seat,
    /// The move that led here, with the discs it turned (`None` at the start).
    pub last: Option<LastMove>,
    /// The winning row, when the rules ended the game here with one.
    pub line: Vec<Point>,
}

/// How the cursor moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nav {
    /// To the start, before the first move.
    First,
    /// One move back.
    Back,
    /// One move on.
    Forward,
    /// To the end, after the last move.
    Last,
    /// To the position after this many moves (capped at the end).
    To(usize),
}

/// A record being stepped through.
#[derive(Debug, Clone, PartialEq)]
pub struct Replay {
    /// Where it came from.
    pub source: Source,
    /// The game.
    pub game: GameKind,
    /// What the catalogue says of the game.
    pub info: boardroom_protocol::GameInfo,
    /// Its board and rule.
    pub options: Options,
    /// Black's name, as the record has it.
    pub black: String,
    /// White's name.
    pub white: String,
    /// The moves, passes included.
    pub moves: Vec<HistoryEntry>,
    /// The positions: `positions[k]` after `k` moves, the start first.
    pub positions: Vec<Position>,
    /// How the game ended, when it did: the rules' outcome, or what the record says.
    pub end: Option<(GameResult, Reason)>,
    /// The position shown: the number of moves played to reach it.
    pub at: usize,
    /// Whether the record starts from set-up stones rather than the game's usual start.
    pub from_setup: bool,
    /// Where the record says it comes from (SGF `SO`): a server's game kept from a file says
    /// so, as its names and result are the file's.
    pub source_note: Option<String>,
}

/// The protocol's point of an engine point.
fn point(p: engine::Point) -> Point {
    Point::new(p.x, p.y)
}

/// The protocol's seat of an engine side.
fn seat(side: engine::Side) -> Seat {
    match side {
        engine::Side::Black => Seat::Black,
        engine::Side::White => Seat::White,
    }
}

impl Replay {
    /// The replay of `record`, at its start. The record's moves were checked by the rules when
    /// it was read, so every position here is one the rules reach.
    #[must_use]
    pub fn new(record: &SgfRecord, source: Source) -> Replay {
        let game = &record.game;
        let config = game.config();
        let engine_options = config.to_options();
        let options = Options {
            size: engine_options.size,
            rule: engine_options.rule,
            center_first_forbidden: engine_options.center_first_forbidden,
            ..Options::default()
        };
        let mut board = game.start();
        let mut positions = vec![Self::position(&board, None)];
        let mut moves = Vec::new();
        for &m in game.history() {
            let mover = board.to_move();
            let by = seat(mover);
            let effects = board.play_unchecked(m);
            let at = match m {
                engine::Move::Place(p) => Some(point(p)),
                engine::Move::Pass => None,
            };
            moves.push(at.map_or(HistoryEntry::Pass, HistoryEntry::Place));
            let last = LastMove {
                at,
                by,
                flipped: effects.turned_to(mover).map(point).collect(),
            };
            positions.push(Self::position(&board, Some(last)));
        }
        let end = record
            .ending()
            .map(|(winner, ending)| convert::ending(winner, ending));
        let name = |n: &Option<String>, seat: Seat| {
            n.as_deref()
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .map_or_else(|| t!("app-side", seat = seat.as_str()), super::shown_name)
        };
        let kind = convert::game_kind_out(game.kind());
        Replay {
            source,
            info: crate::catalogue::info(&[], kind),
            game: kind,
            options,
            black: name(&record.info.black, Seat::Black),
            white: name(&record.info.white, Seat::White),
            moves,
            positions,
            end,
            at: 0,
            from_setup: record.setup().is_some(),
            source_note: record.info.source.clone(),
        }
    }

    /// The position of `board`, reached by `last`.
    fn position(board: &engine::AnyGame, last: Option<LastMove>) -> Position {
        let stones = board.stones();
        let mut map = HashMap::new();
        for p in stones.black {
            map.insert(point(p), Seat::Black);
        }
        for p in stones.white {
            map.insert(point(p), Seat::White);
        }
        Position {
            stones: map,
            to_move: seat(board.to_move()),
            last,
            line: board
                .outcome()
                .map(|o| o.line.into_iter().map(point).collect())
                .unwrap_or_default(),
        }
    }

    /// Moves the cursor.
    pub fn go(&mut self, nav: Nav) {
        let end = self.moves.len();
        self.at = match nav {
            Nav::First => 0,
            Nav::Back => self.at.saturating_sub(1),
            Nav::Forward => (self.at + 1).min(end),
            Nav::Last => end,
            Nav::To(n) => n.min(end),
        };
    }

    /// The position at the cursor.
    #[must_use]
    pub fn position_now(&self) -> &Position {
        // `at` never passes the end, and there is always the start.
        &self.positions[self.at.min(self.positions.len() - 1)]
    }

    /// Whether the cursor is at the end of the record.
    #[must_use]
    pub fn at_end(&self) -> bool {
        self.at == self.moves.len()
    }

    /// What stands at the cursor, in words: whose move, or at the end how the game ended.
    #[must_use]
    pub fn status_text(&self) -> String {
        let position = self.position_now();
        let mut sentences = Vec::new();
        if let Some(LastMove { at: None, by, .. }) = &position.last {
            sentences.push(t!("desk-replay-passed", seat = by.as_str()));
        }
        sentences.push(match self.end.filter(|_| self.at_end()) {
            Some((result, reason)) => result_sentence(result, Some(reason), &self.info),
            None if self.at_end() => t!("replay-end"),
            None => t!("status-to-move", seat = position.to_move.as_str()),
        });
        if crate::catalogue::counts_pieces(&self.info) {
            let count = |s: Seat| position.stones.values().filter(|&&v| v == s).count();
            sentences.push(super::count_text(
                &self.info,
                count(Seat::Black),
                count(Seat::White),
            ));
        }
        sentences.join(&t!("status-sentence-separator"))
    }

    /// The moves played to reach the cursor as a room's opening (`options.opening`, points
    /// from the usual start, black first). `None` when no new game can start here: the record
    /// starts from set-up stones, a pass is among the moves, or the rules ended the game here.
    #[must_use]
    pub fn opening_here(&self) -> Option<Vec<Point>> {
        let over = self.at_end()
            && matches!(
                self.end,
                Some((
                    _,
                    Reason::Five | Reason::Count | Reason::NoLegalMove | Reason::BoardFull
                ))
            );
        if self.from_setup || over {
            return None;
        }
        self.moves[..self.at.min(self.moves.len())]
            .iter()
            .map(|entry| match entry {
                HistoryEntry::Place(p) => Some(*p),
                HistoryEntry::Pass => None,
            })
            .collect()
    }

    /// The `create_room` of a new game from the position shown, against `opponent` (the
    /// computer at the medium level, or a friend), the player in the seat of the side to move.
    #[must_use]
    pub fn new_game_here(&self, opponent: Opponent) -> Option<ClientMsg> {
        let opening = self.opening_here()?;
        let seat = match self.position_now().to_move {
            Seat::Black => SeatChoice::Black,
            Seat::White => SeatChoice::White,
        };
        let ai = opponent == Opponent::Ai;
        Some(ClientMsg::CreateRoom {
            game: self.game,
            options: Some(Options {
                opening: (!opening.is_empty()).then_some(OpeningChoice::Moves(opening)),
                ..self.options.clone()
            }),
            seat: Some(seat),
            opponent: Some(opponent),
            ai_level: ai.then_some(AiLevel::Medium),
            engine: None,
            bot: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use std::fmt::Write as _;

    use boardroom_engine::sgf::from_sgf;

    use super::*;
    use crate::board::Geometry;

    /// Reads `sgf`, moves the cursor by `navs`, and compares what the position shows (the move
    /// number, the last move and the discs it turned, the stones, the status) with `expect`.
    #[track_caller]
    fn check(sgf: &str, navs: &[Nav], expect: &str) {
        let record = from_sgf(sgf).expect("a valid record");
        let mut replay = Replay::new(
            &record,
            Source::File {
                path: "test.sgf".to_owned(),
            },
        );
        for &nav in navs {
            replay.go(nav);
        }
        let geometry = Geometry::of(&replay.info, &replay.options);
        let position = replay.position_now();
        let mut seen = format!("{}/{}", replay.at, replay.moves.len());
        if let Some(last) = &position.last {
            let at = last
                .at
                .map_or_else(|| "pass".to_owned(), |p| geometry.name(p));
            write!(seen, " · {} {at}", last.by).ok();
            if !last.flipped.is_empty() {
                let mut flipped: Vec<String> =
                    last.flipped.iter().map(|&p| geometry.name(p)).collect();
                flipped.sort();
                write!(seen, " flips {}", flipped.join(",")).ok();
            }
        }
        let count = |s: Seat| position.stones.values().filter(|&&v| v == s).count();
        write!(
            seen,
            " · {}b {}w · {}",
            count(Seat::Black),
            count(Seat::White),
            replay.status_text()
        )
        .ok();
        if !position.line.is_empty() {
            write!(seen, " · line {}", position.line.len()).ok();
        }
        assert_eq!(seen, expect, "{navs:?}");
    }

    const GOMOKU: &str = "(;GM[4]FF[4]SZ[15]RU[freestyle]PB[Ada]PW[Lin];B[hh];W[aa];B[hi];W[ab];B[hj];W[ac];B[hk];W[ad];B[hl])";
    const RESIGNED: &str = "(;GM[4]FF[4]SZ[15]PB[Ada]PW[Lin]RE[W+R];B[hh];W[hi];B[ii])";
    const REVERSI: &str = "(;GM[2]FF[4]SZ[8];B[fe];W[fd];B[cc])";
    const NOGO: &str = "(;GM[1]FF[4]SZ[9]RU[nogo];B[aa];W[ii])";
    const HEX: &str = "(;GM[4]FF[4]RU[hex]HX[5]SZ[9];B[ee];W[ef])";

    #[test]
    fn positions_step_by_step() {
        use Nav::{Back, First, Forward, Last, To};
        let cases: &[(&str, &[Nav], &str)] = &[
            // The start: nothing played, black to move.
            (GOMOKU, &[], "0/9 · 0b 0w · Black to move."),
            (
                GOMOKU,
                &[Forward],
                "1/9 · black H8 · 1b 0w · White to move.",
            ),
            (
                GOMOKU,
                &[Forward, Forward, Back],
                "1/9 · black H8 · 1b 0w · White to move.",
            ),
            // Back at the start stays there.
            (GOMOKU, &[Back, Back], "0/9 · 0b 0w · Black to move."),
            // The end: the five ends the game, its row shown.
            (
                GOMOKU,
                &[Last],
                "9/9 · black H4 · 5b 4w · Black wins: five in a row. · line 5",
            ),
            (
                GOMOKU,
                &[Last, Forward],
                "9/9 · black H4 · 5b 4w · Black wins: five in a row. · line 5",
            ),
            (GOMOKU, &[To(4)], "4/9 · white A14 · 2b 2w · Black to move."),
            (
                GOMOKU,
                &[To(99)],
                "9/9 · black H4 · 5b 4w · Black wins: five in a row. · line 5",
            ),
            (GOMOKU, &[Last, First], "0/9 · 0b 0w · Black to move."),
            // A resignation is shown only at the end, as the record says it.
            (
                RESIGNED,
                &[To(2)],
                "2/3 · white H7 · 1b 1w · Black to move.",
            ),
            (
                RESIGNED,
                &[Last],
                "3/3 · black I7 · 2b 1w · White wins: black resigned.",
            ),
            // Reversi: the discs each move turns.
            (
                REVERSI,
                &[],
                "0/3 · 2b 2w · Black to move. Discs: black 2, white 2.",
            ),
            (
                REVERSI,
                &[Forward],
                "1/3 · black f5 flips e5 · 4b 1w · White to move. Discs: black 4, white 1.",
            ),
            (
                REVERSI,
                &[Forward, Forward],
                "2/3 · white f4 flips e4 · 3b 3w · Black to move. Discs: black 3, white 3.",
            ),
            (
                REVERSI,
                &[Last],
                "3/3 · black c3 flips d4 · 5b 2w · The record ends here. Discs: black 5, white 2.",
            ),
            (
                NOGO,
                &[Last],
                "2/2 · white I1 · 1b 1w · The record ends here.",
            ),
            (
                HEX,
                &[Forward, Forward],
                "2/2 · white 0,1 · 1b 1w · The record ends here.",
            ),
        ];
        for &(sgf, navs, expect) in cases {
            check(sgf, navs, expect);
        }
    }

    #[test]
    fn a_new_game_starts_from_the_moves_so_far() {
        let read = |sgf: &str, at: usize| {
            let record = from_sgf(sgf).expect("a valid record");
            let mut replay = Replay::new(
                &record,
                Source::File {
                    path: "test.sgf".to_owned(),
                },
            );
            replay.go(Nav::To(at));
            replay
        };
        let replay = read(RESIGNED, 2);
        let Some(ClientMsg::CreateRoom {
            options: Some(options),
            seat,
            ai_level,
            ..
        }) = replay.new_game_here(Opponent::Ai)
        else {
            panic!("a create_room");
        };
        assert_eq!(
            options.opening,
            Some(OpeningChoice::Moves(vec![
                Point::new(7, 7),
                Point::new(7, 8)
            ]))
        );
        assert_eq!(options.size, Some(15));
        assert_eq!(seat, Some(SeatChoice::Black));
        assert_eq!(ai_level, Some(AiLevel::Medium));
        // From the start: no opening at all.
        assert_eq!(read(RESIGNED, 0).opening_here(), Some(Vec::new()));
        // A resigned game's last position may be played on; a five may not.
        assert!(read(RESIGNED, 3).opening_here().is_some());
        assert_eq!(read(GOMOKU, 9).opening_here(), None);
        assert!(read(GOMOKU, 8).opening_here().is_some());
        // Set-up stones are not the usual start an opening is played from.
        let set_up = "(;GM[4]FF[4]SZ[15]AB[hh]AW[hi];B[ii])";
        assert_eq!(read(set_up, 1).opening_here(), None);
    }

    #[test]
    fn record_results_are_read_by_the_engine() {
        let end = |re: &str| {
            let record = from_sgf(&format!("(;GM[4]FF[4]SZ[15]RE[{re}];B[hh])")).expect("a record");
            let source = Source::File {
                path: "test.sgf".to_owned(),
            };
            Replay::new(&record, source).end
        };
        assert_eq!(end("B+R"), Some((GameResult::Black, Reason::Resign)));
        assert_eq!(end("w+t"), Some((GameResult::White, Reason::Timeout)));
        assert_eq!(end("0"), Some((GameResult::Draw, Reason::Agreement)));
        assert_eq!(end("Void"), Some((GameResult::Draw, Reason::Aborted)));
        assert_eq!(end("B+5"), None);
        assert_eq!(end("?"), None);
    }
}
