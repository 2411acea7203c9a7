//! The room's core driven by transcript files: commands in, events out, on a virtual clock.
//!
//! Every `server/tests/data/room/*.room` file is a list of cases; `check` runs each one through
//! [`Core::handle`] and compares every event (or refusal) with the lines the file expects. The
//! format is described in `server/tests/data/room/README.md`.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use boardroom_engine::ai::{Level, Outlook};
use boardroom_engine::{AnyGame, Config, Game, GameKind, Move, Options, Side};
use boardroom_protocol::{JoinAs, Pending, PendingKind};

use super::clock::ClockView;
use super::core::{Command, Core, Event, Parts};
use super::holder::Holder;
use super::opening::OpeningSpec;
use super::rules::{ClockSpec, Rules, Timing};
use crate::convert;
use crate::transcript::{self, Script, move_text, parse_move};
use boardroom_protocol::OpeningChoice;
use rand::SeedableRng;
use rand::rngs::SmallRng;

/// The seed of every transcript room's openings.
const SEED: u64 = 7;
use crate::engines::{Answer, Failure};

/// A case being run: its core and the virtual clock.
struct Run {
    /// The room.
    core: Core,
    /// Time zero of the case.
    start: Instant,
    /// The virtual clock, since `start`.
    now: Duration,
}

fn parse_side(text: &str) -> Result<Side, String> {
    match text {
        "black" => Ok(Side::Black),
        "white" => Ok(Side::White),
        other => Err(format!("{other:?} is not a side")),
    }
}

fn parse_kind(text: &str) -> Result<PendingKind, String> {
    match text {
        "undo" => Ok(PendingKind::Undo),
        "draw" => Ok(PendingKind::Draw),
        "again" => Ok(PendingKind::PlayAgain),
        other => Err(format!("{other:?} is not undo, draw or again")),
    }
}

/// A clock as a transcript writes it: `60+2` (Fischer: seconds, then the increment) or
/// `30/move`.
fn parse_clock(text: &str) -> Result<ClockSpec, String> {
    let secs = |t: &str| {
        t.parse::<u64>()
            .map(Duration::from_secs)
            .map_err(|e| format!("clock {text:?}: {e}"))
    };
    if let Some(per_move) = text.strip_suffix("/move") {
        return Ok(ClockSpec::PerMove(secs(per_move)?));
    }
    let (initial, increment) = text.split_once('+').unwrap_or((text, "0"));
    Ok(ClockSpec::Fischer {
        initial: secs(initial)?,
        increment: secs(increment)?,
    })
}

fn kind_name(kind: PendingKind) -> &'static str {
    match kind {
        PendingKind::Undo => "undo",
        PendingKind::Draw => "draw",
        PendingKind::PlayAgain => "again",
    }
}

fn holder_text(holder: Option<&Holder>) -> String {
    match holder {
        None => "empty".to_owned(),
        Some(Holder::Human { player, name }) => format!("p{player} {name}"),
        Some(Holder::Ai { level }) => format!("ai {level}"),
        Some(Holder::Engine { player, name }) => format!("engine p{player} {name}"),
    }
}

/// The clocks an event carries, as ` clock=BLACK/WHITE [first=MS]`.
fn clock_text(line: &mut String, clock: Option<&ClockView>) {
    if let Some(clock) = clock {
        let [black, white] = clock.left.map(|d| d.as_millis());
        let _ = write!(line, " clock={black}/{white}");
        if let Some(first) = clock.first_move {
            let _ = write!(line, " first={}", first.as_millis());
        }
    }
}

/// One event as a transcript line (without the leading `>`).
fn describe(event: &Event) -> String {
    match event {
        Event::Entered { conn } => format!("entered c{conn}"),
        Event::Left { conn } => format!("left c{conn}"),
        Event::Seat {
            side,
            holder,
            clock,
        } => {
            let mut line = format!("seat {side} {}", holder_text(holder.as_ref()));
            clock_text(&mut line, clock.as_ref());
            line
        }
        Event::Presence {
            side,
            connected,
            claim_in,
            ..
        } => {
            let mut line = format!(
                "{side} {}",
                if *connected {
                    "connected"
                } else {
                    "disconnected"
                }
            );
            if let Some(claim_in) = claim_in {
                let _ = write!(line, " claim_in={}", claim_in.as_millis());
            }
            line
        }
        Event::Claimable { side } => format!("claimable {side}"),
        Event::Renamed { side, name } => format!("renamed {side} {name}"),
        Event::Chat { from, text, .. } => format!("chat {from}: {text}"),
        Event::Moved {
            by,
            mv,
            ply,
            changed,
            to_move,
            clock,
            ..
        } => {
            let mut line = format!("moved {by} {} ply={ply} to_move={to_move}", move_text(*mv));
            if !changed.is_empty() {
                let _ = write!(line, " flipped={}", changed.len());
            }
            clock_text(&mut line, clock.as_ref());
            line
        }
        Event::Requested { kind, by } => format!("asked {} by {by}", kind_name(*kind)),
        Event::Refused {
            kind,
            retry_in,
            retry_at_ply,
        } => {
            let mut line = format!("refused {}", kind_name(*kind));
            if let Some(retry_in) = retry_in {
                let _ = write!(line, " retry_in={}", retry_in.as_millis());
            }
            if let Some(ply) = retry_at_ply {
                let _ = write!(line, " retry_at_ply={ply}");
            }
            line
        }
        Event::Cancelled { kind } => format!("cancelled {}", kind_name(*kind)),
        Event::Undone { keep } => format!("undone keep={keep}"),
        Event::Ended(ended) => {
            let mut line = format!(
                "over {} {}",
                convert::result_name(ended.result),
                convert::reason_name(ended.reason)
            );
            clock_text(&mut line, ended.clock.as_ref());
            if let Some(detail) = &ended.detail {
                let _ = write!(line, ": {detail}");
            }
            line
        }
        Event::NewGame => "new game".to_owned(),
        Event::Opened { moves } => format!(
            "opened {}",
            moves
                .iter()
                .map(|m| move_text(*m))
                .collect::<Vec<_>>()
                .join("/")
        ),
        Event::Judge { level } => format!("judge {level}"),
        Event::Invited { side, within } => format!("invited {side} within={}", within.as_millis()),
        Event::InviteLapsed {
            side,
            name,
            declined,
        } => format!(
            "lapsed {side} {name} {}",
            if *declined { "declined" } else { "timeout" }
        ),
    }
}

impl Run {
    /// A room of `kind` with the options on the `room` line, every seat free unless the line
    /// seats someone as a restored room would (`black=p1:Ann`, `white=bot:p9:simplebot` for a
    /// registered bot).
    fn new(rest: &str) -> Result<Run, String> {
        let mut words = rest.split_whitespace();
        let kind: GameKind = words
            .next()
            .ok_or("room line names no game")?
            .parse()
            .map_err(|e| format!("{e}"))?;
        let mut options = Options::default();
        let mut ai_budget_ms = None;
        let mut rules = Rules::default();
        let mut opening = None;
        let mut seats = [None, None];
        let mut bots = [false; 2];
        for word in words {
            let (key, value) = word
                .split_once('=')
                .ok_or_else(|| format!("{word:?} is not key=value"))?;
            match key {
                "size" => options.size = Some(value.parse().map_err(|e| format!("{e}"))?),
                "rule" => options.rule = Some(value.to_owned()),
                "ai_budget_ms" => ai_budget_ms = Some(value.parse().map_err(|e| format!("{e}"))?),
                "undo" => rules.undo = value != "off",
                "clock" => rules.clock = Some(parse_clock(value)?),
                "opening" => opening = Some(value.to_owned()),
                "black" | "white" => {
                    let side = usize::from(key == "white");
                    let (bot, seated) = match value.strip_prefix("bot:") {
                        Some(rest) => (true, rest),
                        None => (false, value),
                    };
                    let (player, name) = seated
                        .split_once(':')
                        .ok_or_else(|| format!("{word:?} is not SIDE=pN:NAME"))?;
                    seats[side] = Some(Holder::Human {
                        player: Run::player(player)?,
                        name: name.to_owned(),
                    });
                    bots[side] = bot;
                }
                other => return Err(format!("unknown option {other:?}")),
            }
        }
        let config = Config::validate(kind, &options).map_err(|e| format!("{e}"))?;
        let start = Instant::now();
        // `opening=random`, `opening=NAME` or `opening=x,y/x,y/...`; its first game's moves
        // are drawn with the transcript's fixed seed.
        let opening = match opening {
            None => None,
            Some(text) => {
                let choice = if text.contains(',') {
                    let points = text
                        .split('/')
                        .map(|m| match parse_move(m)? {
                            Move::Place(p) => Ok(convert::point_out(p)),
                            Move::Pass => Err("an opening has no passes".to_owned()),
                        })
                        .collect::<Result<_, String>>()?;
                    OpeningChoice::Moves(points)
                } else {
                    OpeningChoice::Named(text)
                };
                OpeningSpec::from_wire(&choice, &config).map_err(|r| r.message)?
            }
        };
        let first = opening
            .as_ref()
            .map(|spec| spec.draw(&config, &mut SmallRng::seed_from_u64(SEED)))
            .unwrap_or_default();
        let game = AnyGame::replay(&config, &first.moves).map_err(|e| format!("{e}"))?;
        let parts = Parts {
            code: "TEST".to_owned(),
            config,
            ai_budget_ms,
            game_id: 1,
            game,
            seats,
            bots,
            ended: None,
            pending: Pending::default(),
            rules,
            timing: Timing::default(),
            clock_left: [None; 2],
            chat: Vec::new(),
            opening,
            seed: SEED,
            ids: crate::game_ids::GameIds::new(&crate::store::GameIdKey::default()),
        };
        Ok(Run {
            core: Core::new(parts, start),
            start,
            now: Duration::ZERO,
        })
    }

    /// A `c<N>` connection number.
    fn conn(word: &str) -> Result<u64, String> {
        word.strip_prefix('c')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("{word:?} is not a connection (c1, c2...)"))
    }

    /// A `p<N>` player id.
    fn player(word: &str) -> Result<i64, String> {
        word.strip_prefix('p')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("{word:?} is not a player (p1, p2...)"))
    }

    /// The command a transcript line stands for.
    fn command(&self, line: &str) -> Result<Command, String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        if let ["ai", rest @ ..] = words.as_slice() {
            return self.ai_command(rest);
        }
        if let ["engine", rest @ ..] = words.as_slice() {
            return self.engine_command(rest);
        }
        if words.as_slice() == ["tick"] {
            return Ok(Command::Tick);
        }
        if words.as_slice() == ["hold_seats"] {
            return Ok(Command::HoldSeats);
        }
        if let ["call_off", rest @ ..] = words.as_slice() {
            let stale = rest.first() == Some(&"stale");
            return Ok(Command::CallOff {
                turn: self.core.turn() - u64::from(stale),
                detail: rest[usize::from(stale)..].join(" "),
            });
        }
        if let ["decline", player] = words.as_slice() {
            return Ok(Command::Decline {
                player: Run::player(player)?,
            });
        }
        if let ["remove", player] = words.as_slice() {
            return Ok(Command::Remove {
                player: Run::player(player)?,
            });
        }
        if let ["rename", player, name] = words.as_slice() {
            return Ok(Command::Renamed {
                player: Run::player(player)?,
                name: (*name).to_owned(),
            });
        }
        let [who, verb, args @ ..] = words.as_slice() else {
            return Err(format!("{line:?} is not `cN verb ...`"));
        };
        let conn = Run::conn(who)?;
        Ok(match (*verb, args) {
            ("join", [player, name, join_as]) => Command::Join {
                conn,
                player: Run::player(player)?,
                name: (*name).to_owned(),
                join_as: match *join_as {
                    "player" => JoinAs::Player,
                    "spectator" => JoinAs::Spectator,
                    other => return Err(format!("{other:?} is not player or spectator")),
                },
            },
            ("leave", []) => Command::Leave { conn },
            ("drop", []) => Command::Disconnected { conn },
            ("put", [at, ply, extra @ ..]) => {
                let Move::Place(at) = parse_move(at)? else {
                    return Err("put needs a point".to_owned());
                };
                let lag = match extra {
                    [] => 0,
                    [lag] => lag
                        .strip_prefix("lag=")
                        .and_then(|ms| ms.parse().ok())
                        .ok_or_else(|| format!("{lag:?} is not lag=MS"))?,
                    _ => return Err(format!("{line:?}: too many words")),
                };
                Command::Put {
                    conn,
                    at,
                    ply: ply.parse().map_err(|e| format!("ply: {e}"))?,
                    lag: Duration::from_millis(lag),
                }
            }
            ("abort", []) => Command::Abort { conn },
            ("claim", [what]) => Command::Claim {
                conn,
                draw: match *what {
                    "win" => false,
                    "draw" => true,
                    other => return Err(format!("{other:?} is not win or draw")),
                },
            },
            ("chat", text) => Command::Chat {
                conn,
                text: text.join(" "),
                at_ms: 0,
            },
            ("ask", [kind]) => Command::Ask {
                conn,
                kind: parse_kind(kind)?,
            },
            ("agree" | "refuse", [kind]) => Command::Answer {
                conn,
                kind: parse_kind(kind)?,
                agree: *verb == "agree",
            },
            ("resign", []) => Command::Resign { conn },
            ("seat_ai", [level]) => Command::SeatAi {
                conn,
                level: level.parse().map_err(|e| format!("{e}"))?,
            },
            ("invite", [player, name]) => Command::Invite {
                conn,
                player: Run::player(player)?,
                name: (*name).to_owned(),
            },
            ("seat_engine", [player, name]) => Command::SeatEngine {
                conn,
                player: Run::player(player)?,
                name: (*name).to_owned(),
            },
            _ => return Err(format!("{line:?} is not a command")),
        })
    }

    /// `ai move x,y [stale]`, `ai none`, `ai judge winning|balanced|losing|none [stale]`.
    fn ai_command(&self, args: &[&str]) -> Result<Command, String> {
        let stale = args.last() == Some(&"stale");
        let turn = self.core.turn() - u64::from(stale);
        Ok(match args {
            ["move", at, ..] => Command::AiMoved {
                turn,
                mv: Some(parse_move(at)?),
            },
            ["none", ..] => Command::AiMoved { turn, mv: None },
            ["judge", outlook, ..] => Command::AiJudged {
                turn,
                outlook: match *outlook {
                    "winning" => Some(Outlook::Winning),
                    "balanced" => Some(Outlook::Balanced),
                    "losing" => Some(Outlook::Losing),
                    "none" => None,
                    other => return Err(format!("{other:?} is not an outlook")),
                },
            },
            _ => return Err(format!("ai {args:?} is not an AI answer")),
        })
    }

    /// `engine move x,y [stale]`, `engine timeout MS [stale]`, `engine broke SENTENCE`.
    fn engine_command(&self, args: &[&str]) -> Result<Command, String> {
        let stale = args.last() == Some(&"stale");
        let turn = self.core.turn() - u64::from(stale);
        let answer = match args {
            ["move", at, ..] => Answer::Moved(parse_move(at)?),
            ["timeout", ms, ..] => Answer::Failed(Failure::TimedOut(Duration::from_millis(
                ms.parse().map_err(|e| format!("timeout: {e}"))?,
            ))),
            ["broke", why @ ..] => Answer::Failed(Failure::Broke(why.join(" "))),
            _ => return Err(format!("engine {args:?} is not an engine answer")),
        };
        Ok(Command::EngineAnswered { turn, answer })
    }

    /// Runs a command; the lines it printed.
    fn step(&mut self, line: &str) -> Result<Vec<String>, String> {
        let command = self.command(line)?;
        let now = self.start + self.now;
        Ok(match self.core.handle(command, now) {
            Ok((next, events)) => {
                self.core = next;
                events
                    .iter()
                    .map(|e| format!("> {}", describe(e)))
                    .collect()
            }
            Err(refusal) => {
                let mut line = format!("! {}", refusal.code.as_str());
                if let Some(wait) = refusal.retry_in {
                    let _ = write!(line, " retry={}", wait.as_millis());
                }
                if let Some(ply) = refusal.retry_at_ply {
                    let _ = write!(line, " retry_at_ply={ply}");
                }
                vec![line]
            }
        })
    }

    /// A `?` query about the state, as the line it should read.
    fn query(&self, what: &str) -> Result<String, String> {
        let words: Vec<&str> = what.split_whitespace().collect();
        Ok(match words.as_slice() {
            ["status", ..] => format!("? status {:?}", self.core.status()).to_lowercase(),
            ["seat", side, ..] => {
                let side = parse_side(side)?;
                format!(
                    "? seat {side} {}",
                    holder_text(self.core.seats()[side.index()].as_ref())
                )
            }
            ["connected", side, ..] => {
                let side = parse_side(side)?;
                format!("? connected {side} {}", self.core.is_connected(side))
            }
            ["ply", ..] => format!("? ply {}", self.core.game().ply()),
            ["engine_to_move", ..] => format!(
                "? engine_to_move {}",
                self.core.engine_to_move().unwrap_or("none")
            ),
            ["ai_to_move", ..] => format!(
                "? ai_to_move {}",
                self.core
                    .ai_to_move()
                    .map_or_else(|| "none".to_owned(), |l: Level| l.to_string())
            ),
            ["invited", ..] => format!(
                "? invited {}",
                self.core
                    .invited()
                    .map(|p| p.map_or("none".to_owned(), |p| format!("p{p}")))
                    .join("/")
            ),
            ["should_close", ..] => format!("? should_close {}", self.core.should_close()),
            ["chat", ..] => {
                let lines: Vec<String> = self
                    .core
                    .chat()
                    .lines()
                    .map(|l| format!("{}: {}", l.from, l.text))
                    .collect();
                format!("? chat {}", lines.join(" | "))
                    .trim_end()
                    .to_owned()
            }
            ["clock", ..] => {
                let now = self.start + self.now;
                match self.core.clock_view(now) {
                    None => "? clock none".to_owned(),
                    Some(view) => {
                        let [black, white] = view.left.map(|d| d.as_millis());
                        let running = view.running.map_or("none".to_owned(), |s| s.to_string());
                        format!("? clock {black}/{white} running={running}")
                    }
                }
            }
            ["deadline", ..] => match self.core.next_deadline() {
                None => "? deadline none".to_owned(),
                Some(at) => format!("? deadline {}", at.duration_since(self.start).as_millis()),
            },
            ["claim_in", side, ..] => {
                let side = parse_side(side)?;
                let now = self.start + self.now;
                format!(
                    "? claim_in {side} {}",
                    self.core
                        .claim_in(side, now)
                        .map_or("none".to_owned(), |d| d.as_millis().to_string())
                )
            }
            ["claimable", ..] => format!(
                "? claimable {}",
                self.core
                    .claimable()
                    .map_or("none".to_owned(), |s| s.to_string())
            ),
            _ => return Err(format!("unknown query {what:?}")),
        })
    }
}

/// A case being run: the room of its last `room` line.
#[derive(Default)]
struct RoomScript {
    run: Option<Run>,
}

impl Script for RoomScript {
    fn is_expectation(line: &str) -> bool {
        line.starts_with('>') || line.starts_with('!')
    }

    fn step(&mut self, line: &str) -> Result<Vec<String>, String> {
        if let Some(rest) = line.strip_prefix("room ") {
            self.run = Some(Run::new(rest)?);
            return Ok(Vec::new());
        }
        let current = self.run.as_mut().ok_or("no `room` line yet")?;
        if let Some(ms) = line.strip_prefix("at ") {
            let ms = ms.trim().parse().map_err(|e| format!("at: {e}"))?;
            current.now = Duration::from_millis(ms);
            Ok(Vec::new())
        } else if let Some(query) = line.strip_prefix("? ") {
            let got = current.query(query)?;
            if got != line {
                return Err(format!("expected `{line}`, got `{got}`"));
            }
            Ok(Vec::new())
        } else {
            current.step(line)
        }
    }
}

#[test]
fn transcripts() {
    let files = transcript::files("room", "room");
    assert!(!files.is_empty(), "no room transcripts");
    transcript::check_all::<RoomScript>(&files);
}

/// The runner itself must notice a wrong transcript, or every transcript would pass.
#[test]
fn a_wrong_expectation_fails() {
    let check = transcript::check_text::<RoomScript>;
    let wrong =
        "case wrong\nroom gomoku\nc1 join p1 Ann player\n> seat white p1 Ann\n> entered c1\n";
    assert_eq!(check("wrong.room", wrong).len(), 1);
    let missing = "case missing\nroom gomoku\nc1 join p1 Ann player\n";
    assert_eq!(
        check("missing.room", missing).len(),
        1,
        "events not listed fail the case"
    );
}
