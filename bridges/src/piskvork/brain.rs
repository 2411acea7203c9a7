//! The brain as a pure state machine: lines from the manager in, reply lines and search requests
//! out. It keeps the game (refereed by the engine's own rules, so an opponent's illegal move is
//! answered with `ERROR` instead of being played), the rule, the time limits, and a `BOARD`
//! block while one is being read.

use std::time::Duration;

use boardroom_engine::{Game, Gomoku, GomokuConfig, GomokuRule, Move, Point, Setup, Side, Stones};

use super::clock::Limits;
use super::command::{Command, Info, Stone};
use crate::session::{Machine, Output};

/// The only board size the brain plays.
pub const SIZE: u8 = 15;

/// The memory the brain needs, in bytes: the engine's tables (about 20 MiB on a 15x15 board)
/// and the program around them, with room to spare.
pub const MEMORY: u64 = 48 << 20;

/// What the brain asks the search for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ask {
    /// The brain's move in the game.
    Move,
    /// Swap2's first three stones: one of the rule's balanced openings.
    Opening,
    /// Swap2's choice once three or five stones are down: `SWAP` (take the other colour) when
    /// the side to move stands worse, else its move.
    SwapOrMove,
}

/// A request to search: what for, the position (the brain's side to move), and the time the
/// search may take.
#[derive(Debug, Clone)]
pub struct Search {
    /// What for.
    pub ask: Ask,
    /// The game, the brain's side to move.
    pub game: Gomoku,
    /// How long the search may run.
    pub time: Duration,
}

/// What a search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// A move for the side to move (`None` when there is none).
    Move(Option<Move>),
    /// Swap2's opening stones, in the order to play them.
    Opening(Vec<Move>),
    /// Swap2: take the other colour.
    Swap,
}

/// The brain's state between lines.
#[derive(Debug)]
pub struct Brain {
    /// Whether `START` (or `RECTSTART`) set a board up.
    started: bool,
    /// The rule `INFO rule` chose; freestyle until then.
    rule: GomokuRule,
    /// The game so far.
    game: Gomoku,
    /// What the manager said about time.
    limits: Limits,
    /// A setting the brain cannot honour, reported at the next command that asks for a move (the
    /// protocol keeps `INFO` unanswered).
    trouble: Option<String>,
    /// The stones of a `BOARD` block being read, or why one of its lines was refused.
    board: Option<Result<Vec<Stone>, String>>,
    /// The stones of a `SWAP2BOARD` block being read, or why one of its lines was refused.
    swap2: Option<Result<Vec<Point>, String>>,
    /// What the last search was asked for.
    asked: Ask,
}

impl Default for Brain {
    fn default() -> Brain {
        Brain::new()
    }
}

impl Brain {
    /// A brain before `START`.
    #[must_use]
    pub fn new() -> Brain {
        Brain {
            started: false,
            rule: GomokuRule::Freestyle,
            game: Gomoku::new(&config(GomokuRule::Freestyle)),
            limits: Limits::default(),
            trouble: None,
            board: None,
            swap2: None,
            asked: Ask::Move,
        }
    }

    /// The game as the brain sees it.
    #[must_use]
    pub fn game(&self) -> &Gomoku {
        &self.game
    }

    /// A `BOARD` block's line (`x,y,field` or `DONE`).
    fn board_line(&mut self, block: Result<Vec<Stone>, String>, line: &str) -> Vec<Output<Search>> {
        if !line.eq_ignore_ascii_case("DONE") {
            self.board = Some(block.and_then(|mut stones| {
                let stone = Stone::parse(line)?;
                if stone.field == 3 {
                    return Err("continuous games (field 3) are not supported".to_owned());
                }
                stones.push(stone);
                Ok(stones)
            }));
            return Vec::new();
        }
        if let Some(error) = self.not_ready() {
            return error;
        }
        match block.and_then(|stones| self.position(&stones)) {
            Ok(game) => {
                self.game = game;
                self.search()
            }
            Err(why) => error(format!("BOARD: {why}")),
        }
    }

    /// A `SWAP2BOARD` block's line (`x,y` or `DONE`): the stones so far, black first. None
    /// asks for an opening; three or five ask whether to swap.
    fn swap2_line(&mut self, block: Result<Vec<Point>, String>, line: &str) -> Vec<Output<Search>> {
        if !line.eq_ignore_ascii_case("DONE") {
            self.swap2 = Some(block.and_then(|mut stones| {
                match Command::parse(&format!("PLAY {line}")) {
                    Ok(Command::Play(p)) => stones.push(p),
                    _ => return Err(format!("{line:?} is not x,y")),
                }
                Ok(stones)
            }));
            return Vec::new();
        }
        if let Some(error) = self.not_ready() {
            return error;
        }
        let stones = match block {
            Ok(stones) => stones,
            Err(why) => return error(format!("SWAP2BOARD: {why}")),
        };
        let ask = match stones.len() {
            0 => Ask::Opening,
            3 | 5 => Ask::SwapOrMove,
            n => {
                return error(format!(
                    "SWAP2BOARD: {n} stones; swap2 asks after 0, 3 or 5"
                ));
            }
        };
        let mut game = Gomoku::new(&config(self.rule));
        for &p in &stones {
            game = match game.play(Move::Place(p)) {
                Ok((game, _)) => game,
                Err(refused) => {
                    return error(format!("SWAP2BOARD {}: {}", coords(p), refused.error));
                }
            };
        }
        if game.is_over() {
            return error("SWAP2BOARD: the game is already over".to_owned());
        }
        self.asked = ask;
        vec![Output::Search(Search {
            ask,
            game,
            time: self.limits.move_time(),
        })]
    }

    /// The game a `BOARD` block describes. Stones sent in the order of play (black, white,
    /// black...) are replayed as moves, so renju's forbidden points are checked as they were
    /// played and a take-back can undo them; any other order is taken as a set-up position.
    fn position(&self, stones: &[Stone]) -> Result<Gomoku, String> {
        let own = stones.iter().filter(|s| s.field == 1).count();
        let theirs = stones.len() - own;
        // Black moves first, so the side to move has as many stones as the other, or one fewer.
        let me = if own == theirs {
            Side::Black
        } else if theirs == own + 1 {
            Side::White
        } else {
            return Err(format!(
                "{own} own stones and {theirs} of the opponent's leave no one to move"
            ));
        };
        let side = |s: &Stone| if s.field == 1 { me } else { me.opponent() };
        let config = config(self.rule);
        let in_order = stones
            .iter()
            .enumerate()
            .all(|(k, s)| side(s) == if k % 2 == 0 { Side::Black } else { Side::White });
        let game = if in_order {
            let mut game = Gomoku::new(&config);
            for (k, s) in stones.iter().enumerate() {
                game = game
                    .play(Move::Place(s.point))
                    .map_err(|refused| {
                        format!("move {} at {}: {}", k + 1, coords(s.point), refused.error)
                    })?
                    .0;
            }
            game
        } else {
            let mut placed = Stones::default();
            for s in stones {
                match side(s) {
                    Side::Black => placed.black.push(s.point),
                    Side::White => placed.white.push(s.point),
                }
            }
            let setup = Setup {
                stones: placed,
                to_move: me,
            };
            Gomoku::from_setup(&config, &setup).map_err(|e| e.to_string())?
        };
        if game.is_over() {
            return Err("the game is already over".to_owned());
        }
        Ok(game)
    }

    /// The error to answer instead of a move, if the brain cannot play one now: no board yet, or
    /// a setting it could not honour.
    fn not_ready(&mut self) -> Option<Vec<Output<Search>>> {
        if !self.started {
            return Some(error("no board: START comes first".to_owned()));
        }
        self.trouble.take().map(error)
    }

    /// A search for the brain's move in the current game, or an error if there is none to make.
    fn search(&mut self) -> Vec<Output<Search>> {
        if self.game.is_over() {
            return error("the game is over".to_owned());
        }
        self.asked = Ask::Move;
        vec![Output::Search(Search {
            ask: Ask::Move,
            game: self.game.clone(),
            time: self.limits.move_time(),
        })]
    }

    /// `START`/`RECTSTART`: a new board if it is 15x15.
    fn start(&mut self, width: u32, height: u32) -> Vec<Output<Search>> {
        if width != u32::from(SIZE) || height != u32::from(SIZE) {
            return error(format!(
                "only {SIZE}x{SIZE} boards are supported, not {width}x{height}"
            ));
        }
        self.started = true;
        self.game = Gomoku::new(&config(self.rule));
        ok()
    }

    /// `INFO`: remember a limit or the rule.
    fn info(&mut self, info: Info) {
        match info {
            Info::TimeoutTurn(ms) => self.limits.turn = Some(ms),
            Info::TimeoutMatch(ms) => self.limits.total = Some(ms),
            Info::TimeLeft(ms) => self.limits.left = Some(ms),
            Info::Rule(mask) => self.set_rule(mask),
            Info::MaxMemory(bytes) if bytes > 0 && bytes < MEMORY => {
                self.trouble = Some(format!(
                    "max_memory {bytes} is below the {MEMORY} bytes the brain needs"
                ));
            }
            Info::MaxMemory(_) | Info::Other => {}
        }
    }

    /// `INFO rule`: 4 renju, else 8 caro, else 1 exactly five, else freestyle. The game so far
    /// is replayed under the new rule.
    fn set_rule(&mut self, mask: u32) {
        let rule = GomokuRule::from_gomocup_mask(mask);
        if rule == self.rule {
            return;
        }
        self.rule = rule;
        let config = config(rule);
        let start = match self.game.setup() {
            Some(setup) => Gomoku::from_setup(&config, setup).ok(),
            None => Some(Gomoku::new(&config)),
        };
        let replayed = start.and_then(|game| {
            self.game
                .history()
                .iter()
                .try_fold(game, |game, &m| game.play(m).ok().map(|(g, _)| g))
        });
        match replayed {
            Some(game) => self.game = game,
            None => {
                self.game = Gomoku::new(&config);
                self.trouble = Some(format!("the position is not legal under rule {mask}"));
            }
        }
    }

    /// `TURN`: the opponent's move, then the brain's.
    fn turn(&mut self, p: Point) -> Vec<Output<Search>> {
        if let Some(error) = self.not_ready() {
            return error;
        }
        match self.game.clone().play(Move::Place(p)) {
            Ok((game, _)) => {
                self.game = game;
                self.search()
            }
            Err(refused) => error(format!("TURN {}: {}", coords(p), refused.error)),
        }
    }

    /// `TAKEBACK`: undo the last move if it was at `p`.
    fn take_back(&mut self, p: Point) -> Vec<Output<Search>> {
        if self.game.history().last() == Some(&Move::Place(p)) {
            self.game = self.game.take_back(1);
            return ok();
        }
        // A stone of a BOARD set-up: the set-up without it, its side to move again.
        if self.game.history().is_empty()
            && let (Some(side), Some(setup)) = (self.game.stone_at(p), self.game.setup())
        {
            let mut setup = setup.clone();
            setup.stones.black.retain(|&q| q != p);
            setup.stones.white.retain(|&q| q != p);
            setup.to_move = side;
            if let Ok(game) = Gomoku::from_setup(&config(self.rule), &setup) {
                self.game = game;
                return ok();
            }
        }
        error(format!("TAKEBACK {}: not the last move", coords(p)))
    }

    /// `PLAY`: the manager's choice of the brain's move, repeated back.
    fn play(&mut self, p: Point) -> Vec<Output<Search>> {
        match self.game.clone().play(Move::Place(p)) {
            Ok((game, _)) => {
                self.game = game;
                vec![Output::Line(coords(p))]
            }
            Err(refused) => error(format!("PLAY {}: {}", coords(p), refused.error)),
        }
    }
}

impl Machine for Brain {
    type Search = Search;
    type Found = Found;

    fn handle(&mut self, line: &str) -> Vec<Output<Search>> {
        let line = line.trim();
        if line.is_empty() {
            return Vec::new();
        }
        if let Some(block) = self.board.take() {
            return self.board_line(block, line);
        }
        if let Some(block) = self.swap2.take() {
            return self.swap2_line(block, line);
        }
        let command = match Command::parse(line) {
            Ok(command) => command,
            Err(bad) => return error(bad.to_string()),
        };
        match command {
            Command::Start(size) => self.start(size, size),
            Command::RectStart(width, height) => self.start(width, height),
            Command::Restart => {
                self.game = Gomoku::new(&config(self.rule));
                ok()
            }
            Command::Begin => match self.not_ready() {
                Some(error) => error,
                None => self.search(),
            },
            Command::Turn(p) => self.turn(p),
            Command::Board => {
                self.board = Some(Ok(Vec::new()));
                Vec::new()
            }
            Command::Swap2Board => {
                self.swap2 = Some(Ok(Vec::new()));
                Vec::new()
            }
            Command::Info(info) => {
                self.info(info);
                Vec::new()
            }
            Command::End => vec![Output::Quit],
            Command::About => vec![Output::Line(format!(
                "name=\"Boardroom\", version=\"{}\", author=\"the Boardroom developers\"",
                env!("CARGO_PKG_VERSION")
            ))],
            Command::Takeback(p) => self.take_back(p),
            Command::Play(p) => self.play(p),
            Command::Unknown(text) => vec![Output::Line(format!("UNKNOWN {text}"))],
        }
    }

    fn found(&mut self, found: Found) -> Vec<Output<Search>> {
        let p = match (self.asked, found) {
            (Ask::Move | Ask::SwapOrMove, Found::Move(Some(Move::Place(p)))) => p,
            (Ask::SwapOrMove, Found::Swap) => return vec![Output::Line("SWAP".to_owned())],
            (Ask::Opening, Found::Opening(moves)) => {
                let stones: Vec<String> =
                    moves.iter().filter_map(|m| m.point()).map(coords).collect();
                return vec![Output::Line(stones.join(" "))];
            }
            (_, Found::Move(None)) => return error("no move: the game is over".to_owned()),
            (asked, found) => return error(format!("asked {asked:?}, the search found {found:?}")),
        };
        // Swap2's fourth or sixth stone is only proposed: the manager sends the board after.
        if self.asked == Ask::SwapOrMove {
            return vec![Output::Line(coords(p))];
        }
        match self.game.clone().play(Move::Place(p)) {
            Ok((game, _)) => {
                self.game = game;
                vec![Output::Line(coords(p))]
            }
            // Never expected: the search plays legal moves only.
            Err(refused) => error(format!("the search chose {}: {}", coords(p), refused.error)),
        }
    }

    /// `END` stops a search at once, so the brain quits as soon as the manager asks.
    fn interrupts(line: &str) -> bool {
        line.trim().eq_ignore_ascii_case("END")
    }
}

/// The game's set-up under a rule.
fn config(rule: GomokuRule) -> GomokuConfig {
    GomokuConfig { size: SIZE, rule }
}

/// A point as the protocol writes it.
fn coords(p: Point) -> String {
    format!("{},{}", p.x, p.y)
}

/// The `OK` reply.
fn ok() -> Vec<Output<Search>> {
    vec![Output::Line("OK".to_owned())]
}

/// An `ERROR` reply.
fn error(why: String) -> Vec<Output<Search>> {
    vec![Output::Line(format!("ERROR {why}"))]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a transcript against a brain: `> line` is handled; `< line` expects the next output
    /// to be that line; `? ms` expects a search for a move of that many milliseconds (`? opening
    /// ms` for swap2's opening, `? swap stones ms` for its choice); `! x,y` answers the search
    /// (`! none` with no move, `! swap`, `! open x,y x,y x,y`); `= quit` expects the brain to
    /// quit; `# rule` checks the game's rule and `@ n` how many stones are on the board.
    fn check(transcript: &str) {
        let mut brain = Brain::new();
        let mut outputs: std::collections::VecDeque<Output<Search>> = Default::default();
        for (number, line) in transcript.lines().map(str::trim).enumerate() {
            let Some((tag, rest)) = line.split_once(' ').or(Some((line, ""))) else {
                continue;
            };
            let at = format!("line {}: {line:?}", number + 1);
            match tag {
                ">" => outputs.extend(brain.handle(rest)),
                "!" => {
                    let point = |text: &str| match Command::parse(&format!("TURN {text}")) {
                        Ok(Command::Turn(p)) => Move::Place(p),
                        other => panic!("{at}: {other:?}"),
                    };
                    let found = match rest.split_once(' ') {
                        _ if rest == "none" => Found::Move(None),
                        _ if rest == "swap" => Found::Swap,
                        Some(("open", stones)) => {
                            Found::Opening(stones.split(' ').map(point).collect())
                        }
                        _ => Found::Move(Some(point(rest))),
                    };
                    outputs.extend(brain.found(found));
                }
                "<" => match outputs.pop_front() {
                    Some(Output::Line(got)) => assert_eq!(got, rest, "{at}"),
                    other => panic!("{at}: got {other:?}"),
                },
                "?" => match outputs.pop_front() {
                    Some(Output::Search(search)) => {
                        let ms = search.time.as_millis();
                        let got = match search.ask {
                            Ask::Move => {
                                assert_eq!(search.game.to_move(), brain.game().to_move(), "{at}");
                                format!("{ms}")
                            }
                            Ask::Opening => format!("opening {ms}"),
                            Ask::SwapOrMove => format!("swap {} {ms}", search.game.ply()),
                        };
                        assert_eq!(got, rest, "{at}");
                    }
                    other => panic!("{at}: got {other:?}"),
                },
                "=" => assert!(matches!(outputs.pop_front(), Some(Output::Quit)), "{at}"),
                "#" => assert_eq!(brain.game().config().rule.as_str(), rest, "{at}"),
                "@" => {
                    let stones = brain.game().stones();
                    let count = stones.black.len() + stones.white.len();
                    assert_eq!(count.to_string(), rest, "{at}");
                }
                "" => {}
                other => panic!("{at}: unknown tag {other:?}"),
            }
        }
        assert!(outputs.is_empty(), "left over: {outputs:?}");
    }

    #[test]
    fn a_game_with_limits_and_a_take_back() {
        check(
            "> START 15
             < OK
             > INFO timeout_turn 5000
             > INFO timeout_match 180000
             > INFO time_left 40000
             > BEGIN
             ? 1770
             ! 7,7
             < 7,7
             > TURN 8,8
             ? 1770
             ! 9,9
             < 9,9
             @ 3
             > TAKEBACK 9,9
             < OK
             > TAKEBACK 8,8
             < OK
             @ 1
             > TAKEBACK 8,8
             < ERROR TAKEBACK 8,8: not the last move
             > END
             = quit",
        );
    }

    #[test]
    fn settings_from_info() {
        check(
            "> INFO rule 4
             > START 15
             < OK
             # renju
             > INFO rule 1
             # standard
             > INFO rule 0
             # freestyle
             > INFO rule 5
             # renju
             > INFO rule 3
             # standard
             > INFO rule 8
             # caro
             > INFO rule 12
             # renju
             > BEGIN
             ? 870
             > INFO max_memory 1000000
             > INFO max_memory 0
             > INFO max_memory 367001600
             > TURN 7,7
             < ERROR max_memory 1000000 is below the 50331648 bytes the brain needs
             > TURN 7,7
             ? 870",
        );
    }

    #[test]
    fn a_rule_change_replays_the_game() {
        // Moves made under freestyle, replayed under renju when the rule changes: none of
        // black's was forbidden, so the game stands and goes on.
        check(
            "> START 15
             < OK
             > BOARD
             > 5,7,1
             > 0,0,2
             > 6,7,1
             > 0,2,2
             > DONE
             ? 870
             ! 7,7
             < 7,7
             > INFO rule 4
             # renju
             @ 5
             > TURN 0,4
             ? 870",
        );
    }

    #[test]
    fn boards_in_order_and_out_of_order() {
        check(
            "> START 15
             < OK
             > BOARD
             > 7,7,2
             > 8,8,1
             > 7,8,2
             > DONE
             ? 870
             ! 7,9
             < 7,9
             @ 4
             > TAKEBACK 7,9
             < OK
             > TAKEBACK 7,8
             < OK
             @ 2
             > RESTART
             < OK
             > BOARD
             > 3,3,2
             > 4,4,2
             > 5,5,1
             > DONE
             ? 870
             ! 6,6
             < 6,6
             > TAKEBACK 6,6
             < OK
             > TAKEBACK 4,4
             < OK
             @ 2
             > BOARD
             > 3,3,3
             > DONE
             < ERROR BOARD: continuous games (field 3) are not supported
             > BOARD
             > 1,1,1
             > 2,2,1
             > DONE
             < ERROR BOARD: 2 own stones and 0 of the opponent's leave no one to move
             > BOARD
             > 0,0,2
             > 1,0,1
             > 0,1,2
             > 2,0,1
             > 0,2,2
             > 3,0,1
             > 0,3,2
             > 4,0,1
             > 0,4,2
             > DONE
             < ERROR BOARD: the game is already over
             > BOARD
             > 7,7,1
             > DONE
             < ERROR BOARD: 1 own stones and 0 of the opponent's leave no one to move",
        );
    }

    #[test]
    fn moves_that_cannot_be_played() {
        check(
            "> TURN 7,7
             < ERROR no board: START comes first
             > START 15
             < OK
             > TURN 7,7
             ? 870
             ! none
             < ERROR no move: the game is over
             > TURN 7,7
             < ERROR TURN 7,7: point is occupied
             > TURN 15,0
             < ERROR TURN 15,0: point is off the board
             > PLAY 7,7
             < ERROR PLAY 7,7: point is occupied
             > ABOUT
             < name=\"Boardroom\", version=\"0.1.0\", author=\"the Boardroom developers\"
             > HELLO there
             < UNKNOWN HELLO there",
        );
    }

    #[test]
    fn swap2() {
        check(
            "> START 15
             < OK
             > SWAP2BOARD
             > DONE
             ? opening 870
             ! open 7,7 6,7 5,5
             < 7,7 6,7 5,5
             > SWAP2BOARD
             > 7,7
             > 6,7
             > 5,5
             > DONE
             ? swap 3 870
             ! swap
             < SWAP
             > SWAP2BOARD
             > 7,7
             > 6,7
             > 5,5
             > 8,8
             > 9,9
             > DONE
             ? swap 5 870
             ! 6,6
             < 6,6
             @ 0
             > SWAP2BOARD
             > 7,7
             > DONE
             < ERROR SWAP2BOARD: 1 stones; swap2 asks after 0, 3 or 5
             > SWAP2BOARD
             > 7,7
             > 7,7
             > 8,8
             > DONE
             < ERROR SWAP2BOARD 7,7: point is occupied
             > SWAP2BOARD
             > seven
             > DONE
             < ERROR SWAP2BOARD: \"seven\" is not x,y
             > BOARD
             > 7,7,2
             > DONE
             ? 870",
        );
    }
}
