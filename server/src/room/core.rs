//! The rules of a room, with no IO: who is in the room, who sits where, the game, and the
//! requests waiting for an answer. A [`Command`] and the current time go in; the next state and
//! the [`Event`]s that say what happened come out, or a [`Refusal`].
//!
//! [`Core::handle`] takes `&self` and returns the next state, so a refused command, or one whose
//! events the store could not keep, leaves the room exactly as it was: the room's task (the shell
//! in `task.rs`) keeps the new state only once its events are durable. Transcript files drive
//! this file in tests (`tests.rs`), with a virtual clock.

use std::time::{Duration, Instant};

use boardroom_engine::ai::{Level, Outlook};
use boardroom_engine::{AnyGame, Change, Config, Game, Move, MoveList, Point, Side};
use boardroom_protocol::{ErrorCode, GameResult, JoinAs, Pending, PendingKind, Reason, Status};
use rand::SeedableRng;
use rand::rngs::SmallRng;

use super::chat_log::{ChatLine, ChatLog};
use super::clock::{ClockView, Clocks, FIRST_MOVES};
use super::holder::Holder;
use super::opening::{Drawn, OpeningSpec};
use super::rules::{Rules, Timing};
use crate::convert;
use crate::engines::{Answer, Failure};
use crate::game_ids::GameIds;
use crate::outbox::ConnId;
use crate::refusal::Refusal;
use crate::store::{GameId, PlayerId};
use crate::words::{num, text};

/// One connection in the room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Member {
    /// The connection.
    pub(crate) conn: ConnId,
    /// The player behind it.
    pub(crate) player: PlayerId,
    /// The player's name, for chat.
    pub(crate) name: String,
    /// The seat it plays, or `None` for a spectator.
    pub(crate) seat: Option<Side>,
}

/// How the current game ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Ended {
    /// Who won.
    pub(crate) result: GameResult,
    /// Why.
    pub(crate) reason: Reason,
    /// The winning row, if any.
    pub(crate) line: Vec<Point>,
    /// The clocks as they stopped, in a timed game.
    pub(crate) clock: Option<ClockView>,
    /// A sentence on why, when the reason alone does not say it (an engine that crashed, ran
    /// out of time or played an illegal move).
    pub(crate) detail: Option<String>,
}

/// What a room is asked to do. Everything a client says in a room, and everything the AI
/// answers, comes in as one of these.
#[derive(Debug, Clone)]
pub(crate) enum Command {
    /// A connection enters, as a player (its own seat, or a free one) or a spectator.
    Join {
        /// The connection.
        conn: ConnId,
        /// The player behind it.
        player: PlayerId,
        /// The player's current name.
        name: String,
        /// Player or spectator.
        join_as: JoinAs,
    },
    /// A connection leaves on purpose; its seat is given up.
    Leave {
        /// The connection.
        conn: ConnId,
    },
    /// A connection dropped; its seat stays its player's.
    Disconnected {
        /// The connection.
        conn: ConnId,
    },
    /// The host removed a player from the server: they leave, and lose a seat they held away.
    Remove {
        /// Who.
        player: PlayerId,
    },
    /// A player took a new name.
    Renamed {
        /// Who.
        player: PlayerId,
        /// The new name, already checked.
        name: String,
    },
    /// A chat line.
    Chat {
        /// Who speaks.
        conn: ConnId,
        /// What they say.
        text: String,
        /// When the server received it, in ms since the epoch.
        at_ms: u64,
    },
    /// A stone put on a point.
    Put {
        /// Who plays.
        conn: ConnId,
        /// Where.
        at: Point,
        /// The ply the player saw.
        ply: u32,
        /// The network delay measured on the player's connection (capped by the room), which
        /// their clock is not charged for.
        lag: Duration,
    },
    /// A request: undo, draw or play again.
    Ask {
        /// Who asks.
        conn: ConnId,
        /// What.
        kind: PendingKind,
    },
    /// An answer to the opponent's request.
    Answer {
        /// Who answers.
        conn: ConnId,
        /// To what.
        kind: PendingKind,
        /// Yes or no.
        agree: bool,
    },
    /// A player gives up the game.
    Resign {
        /// Who.
        conn: ConnId,
    },
    /// A player calls the game off before both sides have moved.
    Abort {
        /// Who.
        conn: ConnId,
    },
    /// A player claims the game of an opponent whose countdown ran out.
    Claim {
        /// Who.
        conn: ConnId,
        /// A draw rather than a win.
        draw: bool,
    },
    /// Time passed: a clock may have run out, a first move not come, a countdown ended. The
    /// shell sends it at [`Core::next_deadline`].
    Tick,
    /// The server's AI takes the free seat.
    SeatAi {
        /// Who asks (a seated player).
        conn: ConnId,
        /// The AI's level.
        level: Level,
    },
    /// The shell found that the position the AI or an engine would answer at `turn` is that
    /// of a game a player of the room has under way elsewhere (`live_games.rs`): the game is
    /// called off, no result, with `detail` saying why.
    CallOff {
        /// The turn it found that at (see [`Core::turn`]); a later turn is not called off.
        turn: u64,
        /// Why, for the players.
        detail: String,
    },
    /// The seats belong to their players until the game ends: an event's game.
    HoldSeats,
    /// The game's result was decided away from the board (an event's player withdrew, or its
    /// host set the result): a game under way ends with it, `detail` saying why.
    Adjudicate {
        /// The result.
        result: GameResult,
        /// Why, as the protocol says it.
        reason: Reason,
        /// Why, for the players.
        detail: String,
    },
    /// The AI's search answered.
    AiMoved {
        /// The turn it searched (see [`Core::turn`]).
        turn: u64,
        /// Its move, if it found one.
        mv: Option<Move>,
    },
    /// An external engine takes the free seat.
    SeatEngine {
        /// Who asks (a seated player).
        conn: ConnId,
        /// The player record that stands for the engine.
        player: PlayerId,
        /// The engine's registered name.
        name: String,
    },
    /// A seated player invites a bot online to the free seat (`create_room` or `seat_ai` with
    /// `bot`): the seat is kept for it until it joins, declines, or its time runs out.
    Invite {
        /// Who asks (a seated player).
        conn: ConnId,
        /// The bot's player.
        player: PlayerId,
        /// The bot's name.
        name: String,
    },
    /// An invited bot says no: its seat is free again.
    Decline {
        /// The bot's player.
        player: PlayerId,
    },
    /// An engine answered the question for a turn: a move (checked like anyone's), or a
    /// failure, which costs it the game.
    EngineAnswered {
        /// The turn it was asked about (see [`Core::turn`]).
        turn: u64,
        /// What it answered.
        answer: Answer,
    },
    /// The AI weighed the position after a draw offer.
    AiJudged {
        /// The turn it judged.
        turn: u64,
        /// How the side to move stands, if the AI has a view.
        outlook: Option<Outlook>,
    },
}

/// What happened in a room, in order. The shell stores the durable ones, then tells the
/// members.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Event {
    /// A connection is in the room now and is owed the whole state.
    Entered {
        /// The connection.
        conn: ConnId,
    },
    /// A seat changed hands: taken by `holder`, or given up (`None`).
    Seat {
        /// Which seat.
        side: Side,
        /// Who holds it now.
        holder: Option<Holder>,
        /// In a timed game that this seat puts under way: the clocks, the first move's
        /// countdown running (a player already seated learns of it here).
        clock: Option<ClockView>,
    },
    /// A seated player's connection went away or came back; `except` is not told (it is the
    /// connection that came back, and gets the whole state instead).
    Presence {
        /// Whose.
        side: Side,
        /// Here or not.
        connected: bool,
        /// Gone in a game under way: how long they have to come back before the opponent may
        /// claim.
        claim_in: Option<Duration>,
        /// Who is not told.
        except: Option<ConnId>,
    },
    /// An absent player's countdown ran out: the opponent may claim.
    Claimable {
        /// The absent player's seat.
        side: Side,
    },
    /// A connection is out of the room.
    Left {
        /// The connection.
        conn: ConnId,
    },
    /// A seated player's name changed.
    Renamed {
        /// Whose seat.
        side: Side,
        /// The new name.
        name: String,
    },
    /// A chat line for everyone in the room.
    Chat {
        /// The speaker's name.
        from: String,
        /// The speaker's seat, `None` for a spectator.
        seat: Option<Side>,
        /// The text.
        text: String,
        /// When, in ms since the epoch.
        at_ms: u64,
    },
    /// A move was played (a stone, or a pass the server played for a side with no move).
    Moved {
        /// Who moved.
        by: Side,
        /// The move.
        mv: Move,
        /// Moves played, this one included.
        ply: usize,
        /// The points the move changed besides its own (reversi's turned discs).
        changed: Vec<Change>,
        /// Whose turn it is now.
        to_move: Side,
        /// What `to_move` may play now.
        legal: MoveList,
        /// The clocks just after the move, in a timed game.
        clock: Option<ClockView>,
        /// `legal` is exactly the free points (gomoku and hex gomoku, renju but for black's
        /// forbidden points, NoGo early on): a client that works them out itself need not be
        /// sent them.
        legal_implied: bool,
    },
    /// A request was made.
    Requested {
        /// What.
        kind: PendingKind,
        /// Who asked.
        by: Side,
    },
    /// A request was refused.
    Refused {
        /// What.
        kind: PendingKind,
        /// How long the requester must now wait before asking for the same again (undo and
        /// draw; `None` when there is no wait).
        retry_in: Option<Duration>,
        /// For a draw: the ply from which the requester may offer one again.
        retry_at_ply: Option<u32>,
    },
    /// A request lapsed (a move was played meanwhile, or its maker left).
    Cancelled {
        /// What.
        kind: PendingKind,
    },
    /// A new game began with these opening moves (after [`Event::NewGame`], which already
    /// told everyone the whole state): they are stored like moves.
    Opened {
        /// The opening's moves, from the first.
        moves: Vec<Move>,
    },
    /// A seat is kept for an invited bot (the shell tells the bot).
    Invited {
        /// Which seat.
        side: Side,
        /// How long it is kept.
        within: Duration,
    },
    /// A seat kept for a bot is free again: the bot declined, or did not come in time.
    InviteLapsed {
        /// Which seat.
        side: Side,
        /// The bot's name.
        name: String,
        /// Whether it said no (rather than not coming).
        declined: bool,
    },
    /// Moves were taken back.
    Undone {
        /// How many moves are left.
        keep: usize,
    },
    /// The game ended.
    Ended(Ended),
    /// A new game started in the room with the colours swapped; the store names it.
    NewGame,
    /// The AI is to weigh a draw offer; its answer comes back as [`Command::AiJudged`].
    Judge {
        /// The AI's level.
        level: Level,
    },
}

/// The room's whole state.
#[derive(Debug, Clone)]
pub(crate) struct Core {
    /// The room code.
    pub(crate) code: String,
    /// The game and its options.
    config: Config,
    /// The AI's time per move, when the room set one.
    ai_budget_ms: Option<u64>,
    /// The current game.
    game: AnyGame,
    /// The current game's stored id.
    game_id: GameId,
    /// Who sits where, black first.
    seats: [Option<Holder>; 2],
    /// How the current game ended, if it has.
    ended: Option<Ended>,
    /// Requests waiting for an answer, by the seat that asked.
    pending: Pending,
    /// The connections in the room.
    members: Vec<Member>,
    /// Counts every change of the position (a move, an undo, a new game), so that an AI answer
    /// for an older position is known as such.
    turn: u64,
    /// When someone last acted in the room.
    last_active: Instant,
    /// The clock and undo rules the room was created with.
    rules: Rules,
    /// The server's timing knobs.
    timing: Timing,
    /// The clocks, in a timed game.
    clocks: Option<Clocks>,
    /// For each seat (black first), since when its person has been gone in a game under way.
    away: [Option<Instant>; 2],
    /// For each empty seat, the bot invited to it, which nobody else may take meanwhile.
    invites: [Option<Invite>; 2],
    /// For each seat, whether its holder took it as an invited bot.
    bots: [bool; 2],
    /// When the side to move got its turn: a move, an undo, a new game, or the game getting
    /// under way.
    turn_since: Instant,
    /// For each seat, whether everyone has been told that it may be claimed.
    claimable: [bool; 2],
    /// For each seat, its undo and draw requests: refusals so far and when it may ask again.
    asking: [[Asking; 2]; 2],
    /// The time of the command being handled.
    now: Instant,
    /// The board's points, for telling whether the legal points are all the empty ones.
    points: usize,
    /// How the room's games start, when not from the empty board.
    opening: Option<OpeningSpec>,
    /// The opening the current game began with (no moves for none): undo never takes its
    /// moves back, and the clocks count plies from its end.
    opened: Drawn,
    /// Draws the openings of new games: seeded by the shell, so that the core stays pure.
    rng: SmallRng,
    /// How game ids are shown.
    ids: GameIds,
    /// What was said during the current game, for members who come (back) later.
    chat: ChatLog,
    /// The seats belong to their players until the game ends (an event's game): one who
    /// leaves before a move is away, as if the connection dropped, rather than giving the seat
    /// to whoever comes.
    hold_seats: bool,
}

/// A seat kept for an invited bot.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Invite {
    /// The bot's player.
    player: PlayerId,
    /// The bot's name.
    name: String,
    /// When the seat stops waiting for it.
    until: Instant,
}

/// What one seat has asked of one kind (undo or draw) in this game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Asking {
    /// Requests of this kind the opponent refused.
    refusals: u32,
    /// Not before this may it ask again.
    not_before: Option<Instant>,
    /// The ply of its last draw offer.
    last_offer_ply: Option<usize>,
}

/// A new or restored room's parts.
#[derive(Debug)]
pub(crate) struct Parts {
    /// The room code.
    pub(crate) code: String,
    /// The game and its options.
    pub(crate) config: Config,
    /// The AI's time per move, when the room set one.
    pub(crate) ai_budget_ms: Option<u64>,
    /// The current game's id.
    pub(crate) game_id: GameId,
    /// The current game, its moves replayed.
    pub(crate) game: AnyGame,
    /// Who sits where, black first.
    pub(crate) seats: [Option<Holder>; 2],
    /// Which seats a bot holds, black first: one invited into a new room, or a registered bot
    /// in a restored one.
    pub(crate) bots: [bool; 2],
    /// How the current game ended, if it has.
    pub(crate) ended: Option<Ended>,
    /// Requests of the current game waiting for an answer.
    pub(crate) pending: Pending,
    /// The clock and undo rules.
    pub(crate) rules: Rules,
    /// The server's timing knobs.
    pub(crate) timing: Timing,
    /// Each side's clock as stored after its last move (a restored timed game), black first;
    /// `None` for a side that has not moved on the clock.
    pub(crate) clock_left: [Option<Duration>; 2],
    /// The current game's chat so far (a restored room's), oldest first.
    pub(crate) chat: Vec<ChatLine>,
    /// How the room's games start (`options.opening`), when not from the empty board; the
    /// current game's moves begin with its opening.
    pub(crate) opening: Option<OpeningSpec>,
    /// The seed of the draws of later games' openings.
    pub(crate) seed: u64,
    /// How game ids are shown.
    pub(crate) ids: GameIds,
}

impl Core {
    /// A room from its parts, as of `now`. A request that the AI was still weighing is dropped
    /// (the asker can ask again), and so is one that no longer fits the game's state.
    #[must_use]
    pub(crate) fn new(parts: Parts, now: Instant) -> Core {
        let seats = parts.seats;
        let to_human = |by: Option<boardroom_protocol::Seat>| {
            by.filter(|seat| {
                !seats[convert::side(*seat).opponent().index()]
                    .as_ref()
                    .is_some_and(Holder::is_machine)
            })
        };
        let over = parts.ended.is_some();
        let pending = Pending {
            undo: to_human(parts.pending.undo).filter(|_| !over),
            draw: to_human(parts.pending.draw).filter(|_| !over),
            play_again: to_human(parts.pending.play_again).filter(|_| over),
        };
        let clocks = parts.rules.clock.map(|spec| {
            Clocks::restored(
                spec,
                parts.clock_left.map(|left| left.unwrap_or(spec.initial())),
                now,
            )
        });
        let points = parts.game.shape().point_count();
        let opened = parts
            .opening
            .as_ref()
            .map(|spec| spec.recognise(&parts.config, parts.game.history()))
            .unwrap_or_default();
        let mut core = Core {
            code: parts.code,
            config: parts.config,
            ai_budget_ms: parts.ai_budget_ms,
            game: parts.game,
            game_id: parts.game_id,
            seats,
            ended: parts.ended,
            pending,
            members: Vec::new(),
            turn: 0,
            last_active: now,
            rules: parts.rules,
            timing: parts.timing,
            clocks,
            away: [None; 2],
            invites: [None, None],
            bots: parts.bots,
            turn_since: now,
            claimable: [false; 2],
            asking: [[Asking::default(); 2]; 2],
            now,
            points,
            opening: parts.opening,
            opened,
            rng: SmallRng::seed_from_u64(parts.seed),
            ids: parts.ids,
            chat: parts.chat.into_iter().collect(),
            hold_seats: false,
        };
        // Nobody is in a room yet: in a game under way, every person's countdown starts now and
        // stops when they come (at once, for the creator of a new room).
        if core.status() == Status::Playing {
            for side in Side::ALL {
                if matches!(core.seats[side.index()], Some(Holder::Human { .. })) {
                    core.away[side.index()] = Some(now);
                }
            }
        }
        core
    }

    // ----- what the shell and the views read ----------------------------------------------

    /// The game and its options.
    pub(crate) fn config(&self) -> &Config {
        &self.config
    }

    /// The AI's time per move, when the room set one.
    pub(crate) fn ai_budget_ms(&self) -> Option<u64> {
        self.ai_budget_ms
    }

    /// The current game.
    pub(crate) fn game(&self) -> &AnyGame {
        &self.game
    }

    /// The current game's id.
    pub(crate) fn game_id(&self) -> GameId {
        self.game_id
    }

    /// The store named the new game.
    pub(crate) fn name_game(&mut self, game_id: GameId) {
        self.game_id = game_id;
    }

    /// The current game's id as clients know it.
    pub(crate) fn public_game_id(&self) -> String {
        self.ids.public(self.game_id)
    }

    /// Who sits where, black first.
    pub(crate) fn seats(&self) -> &[Option<Holder>; 2] {
        &self.seats
    }

    /// How the current game ended, if it has.
    pub(crate) fn ended(&self) -> Option<&Ended> {
        self.ended.as_ref()
    }

    /// The requests waiting for an answer.
    pub(crate) fn pending(&self) -> Pending {
        self.pending
    }

    /// The connections in the room.
    pub(crate) fn members(&self) -> &[Member] {
        &self.members
    }

    /// The member on this connection.
    pub(crate) fn member(&self, conn: ConnId) -> Option<&Member> {
        self.members.iter().find(|m| m.conn == conn)
    }

    /// The position's number: it changes with every move, undo and new game.
    pub(crate) fn turn(&self) -> u64 {
        self.turn
    }

    /// When someone last acted in the room.
    pub(crate) fn last_active(&self) -> Instant {
        self.last_active
    }

    /// The clock and undo rules.
    pub(crate) fn rules(&self) -> Rules {
        self.rules
    }

    /// How the room's games start, when not from the empty board.
    pub(crate) fn opening(&self) -> Option<&OpeningSpec> {
        self.opening.as_ref()
    }

    /// The opening the current game began with (no moves for none).
    pub(crate) fn opened(&self) -> &Drawn {
        &self.opened
    }

    /// Plies played since the opening: what the clocks, abort and forfeits count.
    fn played(&self) -> usize {
        self.game.ply().saturating_sub(self.opened.moves.len())
    }

    /// The clocks at `now`, in a timed game.
    pub(crate) fn clock_view(&self, now: Instant) -> Option<ClockView> {
        let clocks = self.clocks.as_ref()?;
        Some(clocks.view(
            self.played(),
            self.game.to_move(),
            self.status() == Status::Playing,
            self.timing.first_move,
            now,
        ))
    }

    /// How long the side to move has before its clock runs out, at `now` (for the AI's
    /// budget); `None` in an untimed game.
    pub(crate) fn time_to_move(&self, now: Instant) -> Option<Duration> {
        let view = self.clock_view(now)?;
        Some(match (view.running, view.first_move) {
            (_, Some(first)) => first,
            (Some(side), None) => view.left[side.index()],
            (None, None) => view.left[self.game.to_move().index()],
        })
    }

    /// What was said during the current game, oldest first.
    pub(crate) fn chat(&self) -> &ChatLog {
        &self.chat
    }

    /// The seat whose absent person may now be claimed against, if one may.
    pub(crate) fn claimable(&self) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|s| self.claimable[s.index()] && !self.is_connected(*s))
    }

    /// How long the absent person in `side` still has to come back before the opponent may
    /// claim, at `now`; `None` when no countdown runs for that seat.
    pub(crate) fn claim_in(&self, side: Side, now: Instant) -> Option<Duration> {
        let at = self.claim_at(side)?;
        (!self.is_connected(side)).then(|| at.saturating_duration_since(now))
    }

    /// When the countdown of the absent person in `side` runs out, while one runs: they are
    /// away from a game under way and may not be claimed against yet.
    fn claim_at(&self, side: Side) -> Option<Instant> {
        let since = self.away[side.index()]?;
        (self.status() == Status::Playing && !self.claimable[side.index()])
            .then(|| since + self.grace())
    }

    /// The countdown an absent person has to come back.
    fn grace(&self) -> Duration {
        if self.clocks.is_some() {
            self.timing.grace_timed
        } else {
            self.timing.grace_untimed
        }
    }

    /// When the room must next be sent a [`Command::Tick`]: a clock running out, a first move
    /// not made, a countdown ending. `None` while nothing is due.
    pub(crate) fn next_deadline(&self) -> Option<Instant> {
        let under_way = self.status() == Status::Playing;
        let clock = self.clocks.as_ref().and_then(|c| {
            c.deadline(
                self.played(),
                self.game.to_move(),
                under_way,
                self.timing.first_move,
            )
        });
        let countdowns = Side::ALL.into_iter().filter_map(|side| self.claim_at(side));
        let invites = self.invites.iter().flatten().map(|invite| invite.until);
        clock
            .into_iter()
            .chain(countdowns)
            .chain(invites)
            .chain(self.bot_wait())
            .min()
    }

    /// In an untimed game under way between a person and a bot, when the person to move has
    /// had their time for it (`Timing::bot_move`): a bot has few places, and one is held only
    /// while its game goes on.
    fn bot_wait(&self) -> Option<Instant> {
        let to_move = self.game.to_move().index();
        let against_bot = self.bots[1 - to_move] && !self.bots[to_move];
        (self.status() == Status::Playing && self.clocks.is_none() && against_bot)
            .then(|| self.turn_since + self.timing.bot_move)
    }

    /// Where the game stands.
    pub(crate) fn status(&self) -> Status {
        if self.ended.is_some() {
            Status::Over
        } else if self.seats.iter().all(Option::is_some) {
            Status::Playing
        } else {
            Status::Waiting
        }
    }

    /// Whether a seat's holder is here: always for the AI, for a person if any of their
    /// connections is a member.
    pub(crate) fn is_connected(&self, side: Side) -> bool {
        match &self.seats[side.index()] {
            Some(Holder::Ai { .. } | Holder::Engine { .. }) => true,
            Some(Holder::Human { player, .. }) => self.members.iter().any(|m| m.player == *player),
            None => false,
        }
    }

    /// The AI's level when it is the AI's move in a game under way.
    pub(crate) fn ai_to_move(&self) -> Option<Level> {
        if self.status() != Status::Playing {
            return None;
        }
        match self.seats[self.game.to_move().index()] {
            Some(Holder::Ai { level }) => Some(level),
            _ => None,
        }
    }

    /// The engine's name when it is an external engine's move in a game under way.
    pub(crate) fn engine_to_move(&self) -> Option<&str> {
        if self.status() != Status::Playing {
            return None;
        }
        match &self.seats[self.game.to_move().index()] {
            Some(Holder::Engine { name, .. }) => Some(name),
            _ => None,
        }
    }

    /// A room closes when nobody is in it and no person holds a seat to come back to.
    pub(crate) fn should_close(&self) -> bool {
        // An event's game between machines has nobody in its room: it stays until it ends.
        let event_game_on = self.hold_seats && self.status() == Status::Playing;
        self.members.is_empty()
            && !event_game_on
            && !self
                .seats
                .iter()
                .any(|s| matches!(s, Some(Holder::Human { .. })))
    }

    /// Whether `player` could join as `join_as` now: their own seat, a spectator's place, or
    /// a free seat.
    ///
    /// # Errors
    /// `room_full` when a seat is wanted and none is free.
    pub(crate) fn can_join(&self, player: PlayerId, join_as: JoinAs) -> Result<(), Refusal> {
        if join_as == JoinAs::Player
            && self.seat_of_player(player).is_none()
            && self.invited_seat(player).is_none()
        {
            self.free_seat().ok_or_else(room_full)?;
        }
        Ok(())
    }

    // ----- commands ---------------------------------------------------------------------------

    /// Handles a command as of `now`: the next state and what happened, or why not.
    ///
    /// # Errors
    /// A [`Refusal`] for the command's sender; `self` is untouched either way.
    pub(crate) fn handle(
        &self,
        command: Command,
        now: Instant,
    ) -> Result<(Core, Vec<Event>), Refusal> {
        let mut next = self.clone();
        next.now = now;
        let mut events = Vec::new();
        next.apply(command, now, &mut events)?;
        Ok((next, events))
    }

    fn apply(
        &mut self,
        command: Command,
        now: Instant,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        match command {
            Command::Join {
                conn,
                player,
                name,
                join_as,
            } => {
                self.last_active = now;
                self.join(conn, player, name, join_as, events)
            }
            Command::Leave { conn } => {
                self.leave(conn, events);
                Ok(())
            }
            Command::Disconnected { conn } => {
                self.disconnected(conn, events);
                Ok(())
            }
            Command::Remove { player } => {
                self.remove(player, events);
                Ok(())
            }
            Command::Renamed { player, name } => {
                self.renamed(player, &name, events);
                Ok(())
            }
            Command::AiMoved { turn, mv } => self.ai_moved(turn, mv, events),
            Command::CallOff { turn, detail } => {
                if turn == self.turn && self.status() == Status::Playing {
                    self.finish_because(
                        GameResult::Draw,
                        Reason::Aborted,
                        Vec::new(),
                        Some(detail),
                        events,
                    );
                }
                Ok(())
            }
            Command::AiJudged { turn, outlook } => {
                self.ai_judged(turn, outlook, events);
                Ok(())
            }
            Command::HoldSeats => {
                self.hold_seats = true;
                Ok(())
            }
            Command::Adjudicate {
                result,
                reason,
                detail,
            } => {
                if self.status() == Status::Playing {
                    self.finish_because(result, reason, Vec::new(), Some(detail), events);
                }
                Ok(())
            }
            Command::EngineAnswered { turn, answer } => {
                self.engine_answered(turn, answer, events);
                Ok(())
            }
            Command::Chat { conn, text, at_ms } => {
                let member = self.member_of(conn)?;
                let (from, seat) = (member.name.clone(), member.seat);
                self.last_active = now;
                self.chat.push(ChatLine {
                    from: from.clone(),
                    seat,
                    text: text.clone(),
                    at_ms,
                });
                events.push(Event::Chat {
                    from,
                    seat,
                    text,
                    at_ms,
                });
                Ok(())
            }
            Command::Put { conn, at, ply, lag } => {
                let side = self.playing(self.member_of(conn)?.seat)?;
                self.last_active = now;
                if self.game.to_move() != side {
                    return Err(Refusal::says(
                        ErrorCode::NotYourTurn,
                        "server-not-your-turn",
                        &[],
                    ));
                }
                if usize::try_from(ply).ok() != Some(self.game.ply()) {
                    return Err(Refusal::says(
                        ErrorCode::Stale,
                        "server-stale-ply",
                        &[("played", num(self.game.ply())), ("ply", num(ply))],
                    ));
                }
                let lag = lag.min(self.timing.lag_cap);
                if self.flag_fell(lag) {
                    // The move came after the mover's time ran out, lag allowed for.
                    self.tick(events);
                    return Ok(());
                }
                self.play(Move::Place(at), lag, events)
            }
            Command::Ask { conn, kind } => {
                let seat = self.member_of(conn)?.seat;
                self.last_active = now;
                match kind {
                    PendingKind::Undo => self.undo_request(seat, events),
                    PendingKind::Draw => self.draw_offer(seat, events),
                    PendingKind::PlayAgain => self.play_again_offer(seat, events),
                }
            }
            Command::Answer { conn, kind, agree } => {
                let side = self.seated(self.member_of(conn)?.seat)?;
                self.last_active = now;
                self.answer(side, kind, agree, events)
            }
            Command::Resign { conn } => {
                let side = self.playing(self.member_of(conn)?.seat)?;
                self.last_active = now;
                self.finish(
                    GameResult::win(convert::seat(side.opponent())),
                    Reason::Resign,
                    Vec::new(),
                    events,
                );
                Ok(())
            }
            Command::Abort { conn } => {
                self.playing(self.member_of(conn)?.seat)?;
                if self.played() >= FIRST_MOVES {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-abort-too-late",
                        &[],
                    ));
                }
                self.last_active = now;
                self.finish(GameResult::Draw, Reason::Aborted, Vec::new(), events);
                Ok(())
            }
            Command::Claim { conn, draw } => {
                let side = self.playing(self.member_of(conn)?.seat)?;
                if self.claimable() != Some(side.opponent()) {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-claim-too-soon",
                        &[],
                    ));
                }
                self.last_active = now;
                let result = if draw {
                    GameResult::Draw
                } else {
                    GameResult::win(convert::seat(side))
                };
                self.finish(result, Reason::Forfeit, Vec::new(), events);
                Ok(())
            }
            Command::Tick => {
                self.tick(events);
                Ok(())
            }
            Command::SeatAi { conn, level } => {
                self.seated(self.member_of(conn)?.seat)?;
                self.last_active = now;
                let free = self.free_seat().ok_or_else(seats_taken)?;
                self.set_seat(free, Some(Holder::Ai { level }), events);
                Ok(())
            }
            Command::Invite { conn, player, name } => {
                self.seated(self.member_of(conn)?.seat)?;
                if self.seat_of_player(player).is_some() || self.invited_seat(player).is_some() {
                    return Err(Refusal::says(
                        ErrorCode::BadRequest,
                        "server-already-seated-or-invited",
                        &[("name", text(&name))],
                    ));
                }
                self.last_active = now;
                let free = self.free_seat().ok_or_else(seats_taken)?;
                let within = self.timing.bot_join;
                self.invites[free.index()] = Some(Invite {
                    player,
                    name,
                    until: now + within,
                });
                events.push(Event::Invited { side: free, within });
                Ok(())
            }
            Command::Decline { player } => {
                let side = self.invited_seat(player).ok_or_else(|| {
                    Refusal::says(ErrorCode::NothingPending, "server-no-seat-kept", &[])
                })?;
                self.lapse(side, true, events);
                Ok(())
            }
            Command::SeatEngine { conn, player, name } => {
                self.seated(self.member_of(conn)?.seat)?;
                self.last_active = now;
                let free = self.free_seat().ok_or_else(seats_taken)?;
                self.set_seat(free, Some(Holder::Engine { player, name }), events);
                Ok(())
            }
        }
    }

    // ----- membership -------------------------------------------------------------------------

    fn join(
        &mut self,
        conn: ConnId,
        player: PlayerId,
        name: String,
        join_as: JoinAs,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let own = self.seat_of_player(player);
        let seat = match (own, join_as) {
            (Some(side), _) => Some(side),
            (None, JoinAs::Spectator) => None,
            (None, JoinAs::Player) => {
                // An invited bot takes the seat kept for it.
                let invited = self.invited_seat(player);
                let free = match invited {
                    Some(side) => {
                        self.invites[side.index()] = None;
                        side
                    }
                    None => self.free_seat().ok_or_else(room_full)?,
                };
                self.set_seat(
                    free,
                    Some(Holder::Human {
                        player,
                        name: name.clone(),
                    }),
                    events,
                );
                self.bots[free.index()] = invited.is_some();
                Some(free)
            }
        };
        let was_connected = seat.is_some_and(|s| self.is_connected(s));
        self.members.retain(|m| m.conn != conn);
        self.members.push(Member {
            conn,
            player,
            name: name.clone(),
            seat,
        });
        // A player who comes back under a new name shows it on the seat too.
        self.renamed(player, &name, events);
        if let Some(side) = seat {
            // Back in time: the countdown stops.
            self.away[side.index()] = None;
            self.claimable[side.index()] = false;
        }
        events.push(Event::Entered { conn });
        if let (Some(side), false, Some(_)) = (seat, was_connected, own) {
            events.push(Event::Presence {
                side,
                connected: true,
                claim_in: None,
                except: Some(conn),
            });
        }
        Ok(())
    }

    fn leave(&mut self, conn: ConnId, events: &mut Vec<Event>) {
        let Some(index) = self.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        let member = self.members.remove(index);
        events.push(Event::Left { conn });
        let Some(side) = member.seat else { return };
        self.give_up(side, member.player, events);
    }

    /// `player` gives up the seat `side` as one who leaves: a game under way in which a move
    /// was played is forfeited, and the seat is free (in an event's game, held while away).
    fn give_up(&mut self, side: Side, player: PlayerId, events: &mut Vec<Event>) {
        // Other connections of the same player lose the seat with it.
        for m in &mut self.members {
            if m.player == player {
                m.seat = None;
            }
        }
        if self.ended.is_none() && self.played() > 0 && self.status() == Status::Playing {
            self.finish(
                GameResult::win(convert::seat(side.opponent())),
                Reason::Forfeit,
                Vec::new(),
                events,
            );
        }
        if self.hold_seats && self.status() == Status::Playing && !self.is_connected(side) {
            // An event's seat stays its player's: away, with the countdown of any absence.
            if self.away[side.index()].is_none() {
                self.went_away(side, events);
            }
            return;
        }
        self.cancel_pending_of(side, events);
        self.set_seat(side, None, events);
    }

    /// The host removed `player` from the server: each of their connections leaves the room,
    /// and a seat still theirs with none of them here (away) is given up the same way, so
    /// that a kicked player's game is lost as a player's who leaves, not held for their return.
    fn remove(&mut self, player: PlayerId, events: &mut Vec<Event>) {
        let conns: Vec<ConnId> = self
            .members
            .iter()
            .filter(|m| m.player == player)
            .map(|m| m.conn)
            .collect();
        for conn in conns {
            self.leave(conn, events);
        }
        if let Some(side) = self.seat_of_player(player) {
            self.give_up(side, player, events);
        }
    }

    fn disconnected(&mut self, conn: ConnId, events: &mut Vec<Event>) {
        let Some(index) = self.members.iter().position(|m| m.conn == conn) else {
            return;
        };
        let member = self.members.remove(index);
        // Its queue goes with it: a remote member's queue outlives the member when its node
        // falls silent, and a frame put there would reach the client twice once it joins again.
        events.push(Event::Left { conn });
        if let Some(side) = member.seat
            && !self.is_connected(side)
        {
            self.went_away(side, events);
        }
    }

    /// `side`'s person is no longer in the room, the seat still theirs: everyone is told, and
    /// in a game under way the countdown to a claim starts.
    fn went_away(&mut self, side: Side, events: &mut Vec<Event>) {
        let claim_in = (self.status() == Status::Playing).then(|| {
            self.away[side.index()] = Some(self.now);
            self.grace()
        });
        events.push(Event::Presence {
            side,
            connected: false,
            claim_in,
            except: None,
        });
    }

    fn renamed(&mut self, player: PlayerId, new_name: &str, events: &mut Vec<Event>) {
        for member in &mut self.members {
            if member.player == player {
                new_name.clone_into(&mut member.name);
            }
        }
        for side in Side::ALL {
            if let Some(Holder::Human { player: p, name }) = &mut self.seats[side.index()]
                && *p == player
                && name != new_name
            {
                new_name.clone_into(name);
                events.push(Event::Renamed {
                    side,
                    name: new_name.to_owned(),
                });
            }
        }
    }

    fn set_seat(&mut self, side: Side, holder: Option<Holder>, events: &mut Vec<Event>) {
        let was_under_way = self.status() == Status::Playing;
        self.seats[side.index()].clone_from(&holder);
        self.bots[side.index()] = false;
        let under_way = self.status() == Status::Playing;
        if under_way && !was_under_way {
            self.turn_since = self.now;
        }
        // A game that just got under way (its second seat filled) starts its first turn now,
        // and the players are told its clocks.
        if under_way
            && !was_under_way
            && let Some(clocks) = &mut self.clocks
        {
            clocks.restart_turn(self.now);
        }
        let clock = if holder.is_some() && under_way {
            self.clock_view(self.now)
        } else {
            None
        };
        events.push(Event::Seat {
            side,
            holder,
            clock,
        });
    }

    /// An empty seat that is not kept for an invited bot.
    fn free_seat(&self) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|s| self.seats[s.index()].is_none() && self.invites[s.index()].is_none())
    }

    /// The seat kept for `player`, an invited bot.
    fn invited_seat(&self, player: PlayerId) -> Option<Side> {
        Side::ALL.into_iter().find(|s| {
            self.invites[s.index()]
                .as_ref()
                .is_some_and(|invite| invite.player == player)
        })
    }

    /// The bots invited to the room's seats, black first: what the per-bot cap counts.
    pub(crate) fn invited(&self) -> [Option<PlayerId>; 2] {
        [0, 1].map(|i| self.invites[i].as_ref().map(|invite| invite.player))
    }

    /// The seat kept for a bot is free again.
    fn lapse(&mut self, side: Side, declined: bool, events: &mut Vec<Event>) {
        if let Some(invite) = self.invites[side.index()].take() {
            events.push(Event::InviteLapsed {
                side,
                name: invite.name,
                declined,
            });
        }
    }

    fn seat_of_player(&self, player: PlayerId) -> Option<Side> {
        Side::ALL.into_iter().find(|s| {
            self.seats[s.index()]
                .as_ref()
                .and_then(Holder::player)
                .is_some_and(|p| p == player)
        })
    }

    /// The member on `conn`, or a refusal for a connection that is not in the room.
    fn member_of(&self, conn: ConnId) -> Result<&Member, Refusal> {
        self.member(conn)
            .ok_or_else(|| Refusal::says(ErrorCode::NotInRoom, "server-not-in-this-room", &[]))
    }

    /// The member's seat, or a refusal for a spectator.
    fn seated(&self, seat: Option<Side>) -> Result<Side, Refusal> {
        seat.ok_or_else(|| Refusal::says(ErrorCode::NotInRoom, "server-spectator-cannot-play", &[]))
    }

    /// The member's seat in a game under way, or why not.
    fn playing(&self, seat: Option<Side>) -> Result<Side, Refusal> {
        let side = self.seated(seat)?;
        if self.ended.is_some() {
            return Err(Refusal::says(ErrorCode::GameOver, "server-game-over", &[]));
        }
        if self.status() == Status::Waiting {
            return Err(Refusal::says(
                ErrorCode::NotYourTurn,
                "server-waiting-for-opponent",
                &[],
            ));
        }
        Ok(side)
    }

    /// Whether the server plays `side` (its AI or an engine), answering requests by itself.
    fn is_ai(&self, side: Side) -> bool {
        self.seats[side.index()]
            .as_ref()
            .is_some_and(Holder::is_machine)
    }

    // ----- moves ------------------------------------------------------------------------------

    /// Plays a move for the side to move (its clock credited with `lag`), then any passes
    /// forced on the side that cannot move.
    fn play(&mut self, mv: Move, lag: Duration, events: &mut Vec<Event>) -> Result<(), Refusal> {
        let mut must_pass = self.apply_move(mv, lag, events)?;
        while must_pass && self.ended.is_none() {
            must_pass = self.apply_move(Move::Pass, Duration::ZERO, events)?;
        }
        Ok(())
    }

    /// Whether the clock of the side to move ran out by now, `lag` allowed for.
    fn flag_fell(&self, lag: Duration) -> bool {
        self.clocks.as_ref().is_some_and(|clocks| {
            let ply = self.played();
            let to_move = self.game.to_move();
            ply >= FIRST_MOVES
                && clocks
                    .deadline(
                        ply,
                        to_move,
                        self.status() == Status::Playing,
                        self.timing.first_move,
                    )
                    .is_some_and(|deadline| self.now >= deadline + lag)
        })
    }

    /// Time passed: a clock that ran out ends the game, a first move that did not come aborts
    /// it, and a countdown that ended lets the opponent claim.
    fn tick(&mut self, events: &mut Vec<Event>) {
        for side in Side::ALL {
            if self.invites[side.index()]
                .as_ref()
                .is_some_and(|invite| self.now >= invite.until)
            {
                self.lapse(side, false, events);
            }
        }
        if self.status() != Status::Playing {
            return;
        }
        let clock = self.clocks.as_ref().and_then(|c| {
            c.deadline(
                self.played(),
                self.game.to_move(),
                true,
                self.timing.first_move,
            )
        });
        // A flag fallen and a bot's opponent out of its wait end the game the same way.
        if clock
            .into_iter()
            .chain(self.bot_wait())
            .any(|deadline| self.now >= deadline)
        {
            if self.played() < FIRST_MOVES {
                self.finish(GameResult::Draw, Reason::Aborted, Vec::new(), events);
            } else {
                let winner = convert::seat(self.game.to_move().opponent());
                self.finish(GameResult::win(winner), Reason::Timeout, Vec::new(), events);
            }
            return;
        }
        for side in Side::ALL {
            if let Some(since) = self.away[side.index()]
                && !self.claimable[side.index()]
                && self.now >= since + self.grace()
            {
                self.claimable[side.index()] = true;
                events.push(Event::Claimable { side });
            }
        }
    }

    /// One move: the rules, the clocks, the event, and the end of the game if it ends here.
    /// Answers whether the side to move now can only pass (the legal moves are worked out once
    /// a move, for the event and for this).
    fn apply_move(
        &mut self,
        mv: Move,
        lag: Duration,
        events: &mut Vec<Event>,
    ) -> Result<bool, Refusal> {
        let by = self.game.to_move();
        let ply_before = self.played();
        let (next, effects) = self.game.clone().play(mv).map_err(|refused| {
            Refusal::told(
                convert::error_code(refused.error),
                crate::words::illegal_move(mv, refused.error),
            )
        })?;
        self.game = next;
        self.turn += 1;
        self.turn_since = self.now;
        if let Some(clocks) = &mut self.clocks {
            clocks.moved(by, ply_before, lag, self.now);
        }
        // Room for every point at once: grown one push at a time, the list of a gomoku board
        // would be copied seven times on every move.
        let mut legal = MoveList::with_capacity(self.points);
        self.game.legal_moves(&mut legal);
        let clock = self.clock_view(self.now);
        let legal_implied = legal.first() != Some(&Move::Pass)
            && !legal.is_empty()
            && legal.len() == self.game.free_points();
        let must_pass = legal.as_slice() == [Move::Pass];
        events.push(Event::Moved {
            by,
            mv,
            ply: self.game.ply(),
            changed: effects.changed,
            to_move: self.game.to_move(),
            legal,
            clock,
            legal_implied,
        });
        for kind in [PendingKind::Undo, PendingKind::Draw] {
            self.cancel_pending(kind, events);
        }
        if let Some(outcome) = self.game.outcome() {
            self.finish(
                convert::result(outcome.winner),
                convert::reason(outcome.reason),
                outcome.line,
                events,
            );
        }
        Ok(must_pass)
    }

    /// Ends the game; requests still waiting lapse with it.
    fn finish(
        &mut self,
        result: GameResult,
        reason: Reason,
        line: Vec<Point>,
        events: &mut Vec<Event>,
    ) {
        self.finish_because(result, reason, line, None, events);
    }

    /// Ends the game with a sentence on why.
    fn finish_because(
        &mut self,
        result: GameResult,
        reason: Reason,
        line: Vec<Point>,
        detail: Option<String>,
        events: &mut Vec<Event>,
    ) {
        self.pending = Pending::default();
        self.away = [None; 2];
        self.claimable = [false; 2];
        let running = Clocks::running(
            self.played(),
            self.game.to_move(),
            self.status() == Status::Playing,
        );
        if let Some(clocks) = &mut self.clocks {
            clocks.stop(running, self.now);
        }
        // The clocks are read once the game is over, so that they show as stopped.
        self.ended = Some(Ended {
            result,
            reason,
            line,
            clock: None,
            detail,
        });
        let clock = self.clock_view(self.now);
        if let Some(ended) = &mut self.ended {
            ended.clock = clock;
            events.push(Event::Ended(ended.clone()));
        }
    }

    /// The AI's move, if it is still wanted: an answer for an older position (an undo, a new
    /// game or a resignation came first) is dropped.
    fn ai_moved(
        &mut self,
        turn: u64,
        mv: Option<Move>,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        if turn != self.turn || self.ai_to_move().is_none() {
            return Ok(());
        }
        let mv =
            mv.ok_or_else(|| Refusal::says(ErrorCode::ServerBusy, "server-ai-no-move", &[]))?;
        if self.flag_fell(Duration::ZERO) {
            self.tick(events);
            return Ok(());
        }
        self.play(mv, Duration::ZERO, events)
    }

    /// An engine's answer, if it is still wanted. A move is checked like anyone's; an illegal
    /// one, a time-out or a crash ends the game as the engine's loss, with a sentence saying
    /// which, and the room goes on (play again works; a crashed engine is started afresh).
    fn engine_answered(&mut self, turn: u64, answer: Answer, events: &mut Vec<Event>) {
        let Some(name) = self.engine_to_move().map(str::to_owned) else {
            return;
        };
        if turn != self.turn {
            return;
        }
        let side = self.game.to_move();
        let winner = GameResult::win(convert::seat(side.opponent()));
        let (reason, detail) = match answer {
            Answer::Moved(mv) => {
                if self.flag_fell(Duration::ZERO) {
                    self.tick(events);
                    return;
                }
                match self.game.clone().play(mv) {
                    Ok(_) => {
                        if let Err(refusal) = self.play(mv, Duration::ZERO, events) {
                            tracing::error!(room = %self.code, error = %refusal.message, "engine move refused after its check");
                        }
                        return;
                    }
                    Err(refused) => (
                        Reason::Forfeit,
                        format!("{name} played an illegal move {mv}: {}", refused.error),
                    ),
                }
            }
            Answer::Failed(Failure::TimedOut(budget)) => (
                Reason::Timeout,
                format!("{name} did not move within its {}", seconds(budget)),
            ),
            Answer::Failed(Failure::Broke(why)) => (Reason::Forfeit, format!("{name} {why}")),
        };
        self.finish_because(winner, reason, Vec::new(), Some(detail), events);
    }

    // ----- requests ---------------------------------------------------------------------------

    fn undo_request(&mut self, seat: Option<Side>, events: &mut Vec<Event>) -> Result<(), Refusal> {
        let side = self.playing(seat)?;
        if !self.rules.undo {
            return Err(Refusal::says(ErrorCode::BadRequest, "server-undo-off", &[]));
        }
        self.may_ask(side, PendingKind::Undo)?;
        if self.undo_target(side).is_none() {
            return Err(Refusal::says(
                ErrorCode::IllegalMove,
                "server-undo-nothing",
                &[],
            ));
        }
        self.open_request(PendingKind::Undo, side, events)?;
        if self.is_ai(side.opponent()) {
            self.answer(side.opponent(), PendingKind::Undo, true, events)?;
        }
        Ok(())
    }

    fn draw_offer(&mut self, seat: Option<Side>, events: &mut Vec<Event>) -> Result<(), Refusal> {
        let side = self.playing(seat)?;
        let retry_at_ply = self.next_draw_ply(side, PendingKind::Draw);
        self.may_ask(side, PendingKind::Draw)
            .map_err(|refusal| refusal.at_ply(retry_at_ply))?;
        let ply = self.game.ply();
        if let Some(next) = retry_at_ply
            && self.pending.draw.is_none()
        {
            return Err(Refusal::says(
                ErrorCode::RateLimited,
                "server-draw-too-soon",
                &[
                    ("every", num(self.timing.draw_every)),
                    ("left", num(next as usize - ply)),
                ],
            )
            .at_ply(retry_at_ply));
        }
        self.open_request(PendingKind::Draw, side, events)?;
        self.asking[side.index()][1].last_offer_ply = Some(ply);
        match self.seats[side.opponent().index()] {
            // The engine weighs the position off the room's task; its answer comes back as a
            // command, like a move.
            Some(Holder::Ai { level }) => events.push(Event::Judge { level }),
            // An external engine's protocol has no draw offers: the server's AI weighs the
            // position on its behalf.
            Some(Holder::Engine { .. }) => events.push(Event::Judge {
                level: Level::Medium,
            }),
            _ => {}
        }
        Ok(())
    }

    fn play_again_offer(
        &mut self,
        seat: Option<Side>,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let side = self.seated(seat)?;
        if self.ended.is_none() {
            return Err(Refusal::says(
                ErrorCode::GameNotOver,
                "server-game-still-on",
                &[],
            ));
        }
        if self.seats[side.opponent().index()].is_none() {
            return Err(Refusal::says(
                ErrorCode::NotYourTurn,
                "server-no-opponent-to-play-again",
                &[],
            ));
        }
        self.open_request(PendingKind::PlayAgain, side, events)?;
        if self.is_ai(side.opponent()) {
            self.answer(side.opponent(), PendingKind::PlayAgain, true, events)?;
        }
        Ok(())
    }

    /// `side` answers the opponent's request of `kind`.
    fn answer(
        &mut self,
        side: Side,
        kind: PendingKind,
        agree: bool,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let requester = self.close_request(kind, side)?;
        if !agree {
            let retry_in = self.refused(requester, kind);
            let retry_at_ply = self.next_draw_ply(requester, kind);
            events.push(Event::Refused {
                kind,
                retry_in,
                retry_at_ply,
            });
            return Ok(());
        }
        match kind {
            PendingKind::Undo => {
                if let Some(keep) = self.undo_target(requester) {
                    self.game = self.game.take_back(self.game.ply() - keep);
                    self.turn += 1;
                    self.turn_since = self.now;
                    if let Some(clocks) = &mut self.clocks {
                        clocks.restart_turn(self.now);
                    }
                    self.cancel_pending(PendingKind::Draw, events);
                    events.push(Event::Undone { keep });
                }
            }
            PendingKind::Draw => {
                self.finish(GameResult::Draw, Reason::Agreement, Vec::new(), events);
            }
            PendingKind::PlayAgain => {
                self.seats.swap(0, 1);
                self.bots.swap(0, 1);
                for member in &mut self.members {
                    member.seat = member.seat.map(Side::opponent);
                }
                let drawn = match &self.opening {
                    Some(spec) => spec.draw(&self.config, &mut self.rng),
                    None => Drawn::default(),
                };
                // The opening was checked when the room was made; should it fail now, the game
                // starts from the empty board rather than not at all.
                (self.game, self.opened) = match AnyGame::replay(&self.config, &drawn.moves) {
                    Ok(game) => (game, drawn),
                    Err(_) => (AnyGame::new(&self.config), Drawn::default()),
                };
                self.turn += 1;
                self.turn_since = self.now;
                self.clocks = self.rules.clock.map(|spec| Clocks::new(spec, self.now));
                self.asking = [[Asking::default(); 2]; 2];
                self.ended = None;
                self.pending = Pending::default();
                self.chat = ChatLog::default();
                events.push(Event::NewGame);
                if !self.opened.moves.is_empty() {
                    events.push(Event::Opened {
                        moves: self.opened.moves.clone(),
                    });
                }
            }
        }
        Ok(())
    }

    /// The AI answers a draw offer still open in the position it judged: it refuses only when
    /// its engine sees it clearly winning (an AI without a view agrees).
    fn ai_judged(&mut self, turn: u64, outlook: Option<Outlook>, events: &mut Vec<Event>) {
        let Some(by) = self.pending.draw else {
            return;
        };
        let ai = convert::side(by).opponent();
        if turn != self.turn || self.ended.is_some() || !self.is_ai(ai) {
            return;
        }
        let to_move = self.game.to_move();
        let for_ai = outlook.map(|o| if to_move == ai { o } else { o.for_opponent() });
        let agree = for_ai != Some(Outlook::Winning);
        if let Err(refusal) = self.answer(ai, PendingKind::Draw, agree, events) {
            tracing::warn!(room = %self.code, error = %refusal.message, "AI draw answer refused");
        }
    }

    /// Whether `side` may ask for an undo or a draw now, after the opponent's refusals: the
    /// wait doubles with each refusal.
    fn may_ask(&self, side: Side, kind: PendingKind) -> Result<(), Refusal> {
        let Some(index) = asking_index(kind) else {
            return Ok(());
        };
        let Some(not_before) = self.asking[side.index()][index].not_before else {
            return Ok(());
        };
        let wait = not_before.saturating_duration_since(self.now);
        if wait.is_zero() {
            return Ok(());
        }
        let what = if index == 0 { "undo" } else { "draw" };
        Err(Refusal::later(
            ErrorCode::RateLimited,
            "server-ask-again-later",
            &[("what", text(what)), ("seconds", num(wait.as_secs() + 1))],
            wait,
        ))
    }

    /// For a draw offer by `side`: the ply from which it may offer again, when that is still
    /// to come (draws are offered at most once every `draw_every` moves).
    fn next_draw_ply(&self, side: Side, kind: PendingKind) -> Option<u32> {
        if kind != PendingKind::Draw {
            return None;
        }
        let next = self.asking[side.index()][1].last_offer_ply? + self.timing.draw_every;
        (next > self.game.ply()).then(|| u32::try_from(next).unwrap_or(u32::MAX))
    }

    /// The opponent refused `requester`'s request of `kind`: the next one waits longer. Returns
    /// the wait.
    fn refused(&mut self, requester: Side, kind: PendingKind) -> Option<Duration> {
        let index = asking_index(kind)?;
        let asking = &mut self.asking[requester.index()][index];
        asking.refusals += 1;
        let doublings = asking.refusals.saturating_sub(1).min(16);
        let wait = self
            .timing
            .ask_again
            .saturating_mul(1 << doublings)
            .min(self.timing.ask_again_max);
        asking.not_before = Some(self.now + wait);
        (!wait.is_zero()).then_some(wait)
    }

    fn cancel_pending(&mut self, kind: PendingKind, events: &mut Vec<Event>) {
        if pending_slot(&mut self.pending, kind).take().is_some() {
            events.push(Event::Cancelled { kind });
        }
    }

    fn cancel_pending_of(&mut self, side: Side, events: &mut Vec<Event>) {
        let seat = Some(convert::seat(side));
        for kind in [PendingKind::Undo, PendingKind::Draw, PendingKind::PlayAgain] {
            if self.pending.get(kind) == seat {
                self.cancel_pending(kind, events);
            }
        }
    }

    /// Starts a request of `kind` by `side`, unless one is already waiting.
    fn open_request(
        &mut self,
        kind: PendingKind,
        side: Side,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        let slot = pending_slot(&mut self.pending, kind);
        if slot.is_some() {
            return Err(Refusal::says(
                ErrorCode::AlreadyPending,
                "server-request-pending",
                &[],
            ));
        }
        *slot = Some(convert::seat(side));
        events.push(Event::Requested { kind, by: side });
        Ok(())
    }

    /// Takes the answer to a request of `kind` from `side`: the request must be the opponent's.
    fn close_request(&mut self, kind: PendingKind, side: Side) -> Result<Side, Refusal> {
        let slot = pending_slot(&mut self.pending, kind);
        match *slot {
            Some(by) if convert::side(by) == side.opponent() => {
                *slot = None;
                Ok(side.opponent())
            }
            _ => Err(Refusal::says(
                ErrorCode::NothingPending,
                "server-nothing-to-answer",
                &[],
            )),
        }
    }

    /// The history length after taking back `side`'s last placement (and everything after it);
    /// the opening's moves are never taken back.
    fn undo_target(&self, side: Side) -> Option<usize> {
        let history = self.game.history();
        let first = self.game.start().to_move();
        (self.opened.moves.len()..history.len()).rev().find(|&i| {
            let mover = if i % 2 == 0 { first } else { first.opponent() };
            mover == side && history[i] != Move::Pass
        })
    }
}

/// Where a kind of request is kept in [`Core::asking`]: undo, then draw; play again is not
/// limited.
fn asking_index(kind: PendingKind) -> Option<usize> {
    match kind {
        PendingKind::Undo => Some(0),
        PendingKind::Draw => Some(1),
        PendingKind::PlayAgain => None,
    }
}

/// A time for a sentence: `2 s`, `0.5 s`.
fn seconds(time: Duration) -> String {
    let ms = time.as_millis();
    if ms.is_multiple_of(1000) {
        format!("{} s", ms / 1000)
    } else {
        format!("{:.1} s", time.as_secs_f64())
    }
}

fn room_full() -> Refusal {
    Refusal::says(ErrorCode::RoomFull, "server-room-full", &[])
}

fn seats_taken() -> Refusal {
    Refusal::says(ErrorCode::RoomFull, "server-seats-taken", &[])
}

fn pending_slot(pending: &mut Pending, kind: PendingKind) -> &mut Option<boardroom_protocol::Seat> {
    match kind {
        PendingKind::Undo => &mut pending.undo,
        PendingKind::Draw => &mut pending.draw,
        PendingKind::PlayAgain => &mut pending.play_again,
    }
}
