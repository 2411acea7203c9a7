//! The app's model of one server session, and the one function that changes it:
//! [`ViewState::apply`] folds a server message into it. Nothing here touches the window, the
//! network or the real time: the time a message arrived (`now`) is handed in, and the clocks and
//! countdowns are read at a `now` too, so every message type and every tick can be checked by
//! plain unit tests on a virtual clock.
//!
//! It follows the web client's `state.js`: the same fields, the same answers to "what may the
//! player do now", the same texts. The transcripts in `client/transcripts/` run through both
//! (`transcripts.rs` here), so both clients behave alike.

pub mod account;
pub mod ratings;
pub mod replay;
pub mod time;
pub mod verdict;

use std::collections::HashMap;
use std::time::{Duration, Instant};

use boardroom_protocol::{
    Changed, ClientMsg, ErrorCode, GameInfo, GameKind, GameResult, GameReview, GameSummary,
    HistoryEntry, Options, Pending, PendingKind, PlayerInfo, PlayerKind, Players, Point, Reason,
    RoomCode, RoomState, RoomSummary, Seat, ServerMsg, Status,
};

use self::time::{Clock, LOW, format_countdown, seconds_left};
use crate::t;

/// Keeps at most this many chat lines per room.
const CHAT_KEEP: usize = 200;

/// The signed-in player, from `welcome`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Me {
    /// The public id, stable across reconnects.
    pub player_id: String,
    /// The name the server shows.
    pub name: String,
    /// The secret that brings this player back after a reconnect.
    pub token: String,
}

/// One line of the room's chat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChatLine {
    /// The speaker's name.
    pub from: String,
    /// The speaker's seat, `None` for a spectator.
    pub seat: Option<Seat>,
    /// What was said.
    pub text: String,
    /// When the server received it, in milliseconds since the Unix epoch.
    pub at: u64,
    /// The id of the host's fixed phrase it is, said in the player's language.
    pub phrase: Option<String>,
}

impl ChatLine {
    /// What the line says: a fixed phrase in the player's language, anything else as said.
    #[must_use]
    pub fn said(&self) -> String {
        phrase_text(self.phrase.as_deref(), &self.text)
    }
}

/// A host's fixed phrase (`id`) in the player's language (`chat-phrase-ID`), else `text`.
#[must_use]
pub fn phrase_text(id: Option<&str>, text: &str) -> String {
    match id {
        Some(id) => crate::i18n::word(&format!("chat-phrase-{}", crate::i18n::id_part(id)), text),
        None => text.to_owned(),
    }
}

/// The last move played, for its marker on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    /// The point played, `None` for a pass.
    pub at: Option<Point>,
    /// The seat that moved.
    pub by: Seat,
    /// The discs it turned over (reversi).
    pub flipped: Vec<Point>,
}

/// An error the server sent, kept to show it to the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerError {
    /// What went wrong, for programs.
    pub code: ErrorCode,
    /// What went wrong, for people.
    pub message: String,
    /// The type of the message it answers.
    pub reference: Option<String>,
}

/// Something worth telling the player, numbered so the view can tell a new one from an old one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The sentence to show.
    pub text: String,
    /// Whether it reports an error.
    pub error: bool,
    /// Its number: each notice gets the next one.
    pub seq: u64,
}

/// The room the connection is in, as the server last described it.
#[derive(Debug, Clone, PartialEq)]
pub struct RoomView {
    /// The room's code.
    pub code: RoomCode,
    /// The current game's id.
    pub game_id: String,
    /// The game played.
    pub game: GameKind,
    /// What the catalogue says of the game.
    pub info: GameInfo,
    /// The room's options.
    pub options: Options,
    /// The viewer's seat, `None` when watching.
    pub you: Option<Seat>,
    /// Who sits where.
    pub players: Players,
    /// Every stone on the board, by point.
    pub stones: HashMap<Point, Seat>,
    /// The seat to move.
    pub to_move: Seat,
    /// Moves played so far; `put_step` echoes it.
    pub ply: u32,
    /// Every move since the start.
    pub history: Vec<HistoryEntry>,
    /// The points the side to move may play, as the server listed them (see
    /// [`RoomView::legal_points`]).
    pub legal: Vec<Point>,
    /// The last `step` left `legal` out because the points the side to move may play are all
    /// the empty points (this app's `hello` says `implied_legal`).
    pub legal_implied: bool,
    /// Where the game stands.
    pub status: Status,
    /// How the game ended, once over.
    pub result: Option<GameResult>,
    /// Why the game ended, once over.
    pub reason: Option<Reason>,
    /// The winning row, when a row won.
    pub line: Vec<Point>,
    /// Requests waiting for an answer.
    pub pending: Pending,
    /// The last move, for its marker.
    pub last: Option<LastMove>,
    /// How many watch, from the room list; `None` until known.
    pub spectators: Option<u32>,
    /// The chat, oldest first.
    pub chat: Vec<ChatLine>,
    /// The ply at which a move was sent and not yet answered: no second click meanwhile.
    pub sent: Option<u32>,
    /// Both clocks as last told, in a timed game.
    pub clock: Option<Clock>,
    /// By seat: when an absent player's time to come back runs out.
    pub away: HashMap<Seat, Instant>,
    /// The absent seat whose countdown ran out: the player opposite may claim the game.
    pub claimable: Option<Seat>,
    /// By request kind (undo, draw): until when asking again is refused, as the server said.
    pub waits: HashMap<PendingKind, Instant>,
    /// The ply from which the viewer may offer a draw again (a draw is offered once in so many
    /// moves), as the server said.
    pub draw_from_ply: Option<u32>,
}

/// The clocks as they stand at a time `now`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockView {
    /// Black's time left.
    pub black: Duration,
    /// White's time left.
    pub white: Duration,
    /// The seat whose clock runs.
    pub running: Option<Seat>,
    /// The seats low on time (under [`time::LOW`]), black first.
    pub low: Vec<Seat>,
    /// Before both first moves: the side to move and the time it has left to make its first.
    pub first_move: Option<(Seat, Duration)>,
}

impl ClockView {
    /// `seat`'s time left.
    #[must_use]
    pub fn left(&self, seat: Seat) -> Duration {
        match seat {
            Seat::Black => self.black,
            Seat::White => self.white,
        }
    }
}

/// An absent player as shown at a time `now`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Away {
    /// Their seat.
    pub seat: Seat,
    /// The time they have left to come back (zero once it ran out).
    pub left: Duration,
    /// Whether the countdown ran out and the player opposite may claim the game.
    pub claimable: bool,
    /// What to show, e.g. "Bashir left · 0:23 to come back".
    pub text: String,
}

/// The buttons that apply now; each is true when the server would accept pressing it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Actions {
    /// Ask to take back one's last move.
    pub undo: bool,
    /// Offer a draw.
    pub draw: bool,
    /// Give up.
    pub resign: bool,
    /// Ask for a new game once this one is over.
    pub play_again: bool,
    /// Seat the server AI in the empty seat.
    pub seat_ai: bool,
    /// A spectator may take the empty seat.
    pub take_seat: bool,
    /// Call the game off: until both sides have made their first move.
    pub abort: bool,
    /// Claim the victory or a draw: the opponent left and did not come back in time.
    pub claim: bool,
}

/// Everything the app knows about its session with one server.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ViewState {
    /// The signed-in player, once welcomed.
    pub me: Option<Me>,
    /// The lobby's room list.
    pub rooms: Vec<RoomSummary>,
    /// The room the connection is in.
    pub room: Option<RoomView>,
    /// The last error the server sent.
    pub error: Option<ServerError>,
    /// The last thing to tell the player (errors included).
    pub notice: Option<Notice>,
    /// Counts notices.
    pub seq: u64,
    /// The player's finished games as the `games` pages listed them, newest first.
    pub games: Vec<GameSummary>,
    /// Whether older games follow the last page.
    pub more_games: bool,
    /// Reviews by game id: how far each has come, and the review once it is done.
    pub reviews: HashMap<String, ReviewView>,
    /// The server's external engines, as `welcome` listed them.
    pub engines: Vec<boardroom_protocol::EngineInfo>,
    /// The games the server plays, as its catalogue (`welcome.games`) describes them; empty
    /// until welcomed, or from an older server (the app's own catalogue stands in then).
    pub catalogue: Vec<GameInfo>,
    /// The bots online, as the last `bots` said.
    pub bots: Vec<boardroom_protocol::BotInfo>,
    /// The server's events, as the last `tournaments` listed them.
    pub tournaments: Vec<boardroom_protocol::TournamentSummary>,
    /// The event the connection watches, as the last `tournament` showed it.
    pub tournament: Option<boardroom_protocol::TournamentView>,
    /// The host's notice to everyone, while it stands and the player has not closed it.
    pub host_notice: Option<String>,
    /// How the host lets players chat (`chat_mode`), and in the phrases' mode the phrases.
    pub chat_mode: boardroom_protocol::ChatMode,
    /// The phrases a player may send while [`ViewState::chat_mode`] is `phrases`.
    pub chat_phrases: Vec<boardroom_protocol::ChatPhrase>,
    /// When the notice last received was sent (its `at_ms`), and when the one the player hid
    /// was: the server sends the standing notice again after each reconnect's `welcome`, and
    /// one hidden stays hidden; a new notice (another `at_ms`) shows.
    host_notice_at: Option<i64>,
    host_notice_hidden: Option<i64>,
    /// The player's account, and the answers to sign-ins and account requests.
    pub account: account::AccountView,
    /// The profiles and the leaderboard the server sent.
    pub ratings: ratings::RatingsView,
}

/// A review as far as the server has told: positions judged of all, and the whole review once
/// it is done.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ReviewView {
    /// Positions judged.
    pub done: u32,
    /// Positions in all.
    pub total: u32,
    /// The finished review.
    pub review: Option<GameReview>,
}

/// Who played the move at `index` of a history: black first, turns alternate, a pass is a turn.
#[must_use]
pub fn mover_of(index: usize) -> Seat {
    if index.is_multiple_of(2) {
        Seat::Black
    } else {
        Seat::White
    }
}

/// Sets the pending request of `kind` to `seat` (or clears it).
fn set_pending(pending: &mut Pending, kind: PendingKind, seat: Option<Seat>) {
    match kind {
        PendingKind::Undo => pending.undo = seat,
        PendingKind::Draw => pending.draw = seat,
        PendingKind::PlayAgain => pending.play_again = seat,
    }
}

impl RoomView {
    /// The room as a `room_state` that arrived at `now` describes it; `previous` keeps the chat
    /// of the same room, and the waits of the same game; `catalogue` says what the game is.
    #[must_use]
    pub fn from_state(
        state: RoomState,
        previous: Option<&RoomView>,
        catalogue: &[GameInfo],
        now: Instant,
    ) -> RoomView {
        let same = previous.filter(|p| p.code == state.room);
        let mut stones = HashMap::new();
        for &p in &state.stones.black {
            stones.insert(p, Seat::Black);
        }
        for &p in &state.stones.white {
            stones.insert(p, Seat::White);
        }
        let last = state.history.last().map(|entry| LastMove {
            at: match entry {
                HistoryEntry::Place(p) => Some(*p),
                HistoryEntry::Pass => None,
            },
            by: mover_of(state.history.len() - 1),
            flipped: Vec::new(),
        });
        // The absent players' countdowns, where they stand now; a claimable seat's has run out.
        let mut away = HashMap::new();
        for seat in Seat::ALL {
            if let Some(ms) = state.players.get(seat).and_then(|p| p.claim_in_ms) {
                away.insert(seat, now + Duration::from_millis(ms));
            }
        }
        if let Some(seat) = state.claimable {
            away.insert(seat, now);
        }
        let same_game = same.filter(|p| p.game_id == state.game_id);
        let waits = same_game.map(|p| p.waits.clone()).unwrap_or_default();
        let draw_from_ply = same_game.and_then(|p| p.draw_from_ply);
        RoomView {
            code: state.room,
            game_id: state.game_id,
            info: crate::catalogue::info(catalogue, state.game),
            game: state.game,
            options: state.options,
            you: state.you,
            players: state.players,
            stones,
            to_move: state.to_move,
            ply: state.ply,
            history: state.history,
            legal: state.legal,
            legal_implied: false,
            status: state.status,
            result: state.result,
            reason: state.reason,
            line: state.line.unwrap_or_default(),
            pending: state.pending,
            last,
            spectators: same.and_then(|p| p.spectators),
            chat: same.map(|p| p.chat.clone()).unwrap_or_default(),
            sent: None,
            clock: state.clock.map(|c| Clock::told(&c, now)),
            away,
            claimable: state.claimable,
            waits,
            draw_from_ply,
        }
    }

    /// The number of stones (discs) of `seat`.
    #[must_use]
    pub fn count(&self, seat: Seat) -> usize {
        self.stones.values().filter(|&&s| s == seat).count()
    }

    /// Whether it is the viewer's turn to place a stone.
    #[must_use]
    pub fn is_my_turn(&self) -> bool {
        self.status == Status::Playing && self.you == Some(self.to_move)
    }

    /// Whether the viewer has a stone of their own in the history that undo could take back.
    fn has_own_move(&self) -> bool {
        self.history
            .iter()
            .enumerate()
            .any(|(i, h)| matches!(h, HistoryEntry::Place(_)) && Some(mover_of(i)) == self.you)
    }

    /// Whether the room lets players take moves back (`options.undo`, on unless set to false).
    #[must_use]
    pub fn undo_allowed(&self) -> bool {
        self.options.undo != Some(false)
    }

    /// The buttons that apply at `now`.
    #[must_use]
    pub fn actions(&self, now: Instant) -> Actions {
        let seated = self.you.is_some();
        let playing = seated && self.status == Status::Playing;
        let over = seated && self.status == Status::Over;
        let opponent_there = self
            .you
            .is_some_and(|you| self.players.get(you.other()).is_some());
        Actions {
            undo: playing
                && self.undo_allowed()
                && self.has_own_move()
                && self.pending.undo.is_none()
                && self.wait_left(PendingKind::Undo, now).is_zero(),
            draw: playing
                && self.pending.draw.is_none()
                && self.wait_left(PendingKind::Draw, now).is_zero()
                && self.moves_before_draw() == 0,
            resign: playing,
            abort: playing && self.history.len() < 2,
            claim: playing
                && self.you.map(Seat::other) == self.claimable
                && self.claimable.is_some(),
            play_again: over && opponent_there && self.pending.play_again.is_none(),
            seat_ai: seated && self.status == Status::Waiting,
            take_seat: !seated
                && self.status != Status::Over
                && Seat::ALL.iter().any(|&s| self.players.get(s).is_none()),
        }
    }

    /// The opponent's requests waiting for the viewer's answer.
    #[must_use]
    pub fn incoming(&self) -> Vec<PendingKind> {
        let Some(you) = self.you else {
            return Vec::new();
        };
        PENDING_KINDS
            .into_iter()
            .filter(|&k| self.pending.get(k) == Some(you.other()))
            .collect()
    }

    /// The viewer's own requests still waiting for an answer.
    #[must_use]
    pub fn outgoing(&self) -> Vec<PendingKind> {
        let Some(you) = self.you else {
            return Vec::new();
        };
        PENDING_KINDS
            .into_iter()
            .filter(|&k| self.pending.get(k) == Some(you))
            .collect()
    }

    /// Whether a click on `p` should send a move: the viewer's turn, no move in flight, and the
    /// point is empty. (The server still judges the rules.)
    #[must_use]
    pub fn can_play(&self, p: Point) -> bool {
        self.is_my_turn() && self.sent.is_none() && !self.stones.contains_key(&p)
    }

    /// The points the side to move may play, of the board's points `all`: the server's list,
    /// or every empty point when the server left them out as implied.
    #[must_use]
    pub fn legal_points(&self, all: &[Point]) -> Vec<Point> {
        if !self.legal_implied {
            return self.legal.clone();
        }
        all.iter()
            .copied()
            .filter(|p| !self.stones.contains_key(p))
            .collect()
    }

    /// The forbidden points of the side to move where the rule gives it some (renju's black):
    /// the server leaves them out of `legal`, so they are the empty points of `all` that are not
    /// legal (none when the legal points were implied: they are all the empty points).
    #[must_use]
    pub fn forbidden(&self, all: &[Point]) -> Vec<Point> {
        let forbidden = crate::catalogue::forbidden_seat(&self.info, &self.options);
        if forbidden != Some(self.to_move) || self.status != Status::Playing || self.legal_implied {
            return Vec::new();
        }
        all.iter()
            .copied()
            .filter(|p| !self.stones.contains_key(p) && !self.legal.contains(p))
            .collect()
    }

    /// The name to show for the player at `seat`: "the computer" for the AI.
    #[must_use]
    pub fn player_name(&self, seat: Seat) -> String {
        match self.players.get(seat) {
            Some(PlayerInfo {
                kind: PlayerKind::Ai,
                ..
            }) => t!("status-the-computer"),
            Some(p) => p.name.clone(),
            None => t!("status-seat", seat = seat.as_str()),
        }
    }

    /// The sentence that says how the game ended, e.g. "Black wins: five in a row.".
    #[must_use]
    pub fn result_text(&self) -> String {
        match self.result.filter(|_| self.status == Status::Over) {
            Some(result) => result_sentence(result, self.reason, &self.info),
            None => String::new(),
        }
    }

    /// The line under the players: whose turn, or how the game ended.
    #[must_use]
    pub fn status_text(&self) -> String {
        match self.status {
            Status::Waiting => {
                if self.you.is_none() {
                    t!("status-waiting-players")
                } else {
                    t!("status-waiting-opponent")
                }
            }
            Status::Over => {
                let mut sentences = vec![self.result_text()];
                if let (Some(you), Some(result)) = (self.you, self.result)
                    && let Some(winner) = result.winner()
                {
                    sentences.push(if winner == you {
                        t!("status-you-won")
                    } else {
                        t!("status-you-lost")
                    });
                }
                if crate::catalogue::counts_pieces(&self.info) {
                    sentences.push(count_text(
                        &self.info,
                        self.count(Seat::Black),
                        self.count(Seat::White),
                    ));
                }
                sentences.join(&t!("status-sentence-separator"))
            }
            Status::Playing => {
                let mut sentences = Vec::new();
                if let Some(LastMove { at: None, by, .. }) = &self.last {
                    sentences.push(t!("status-passed", seat = by.as_str()));
                }
                let seat = self.to_move.as_str();
                sentences.push(if self.is_my_turn() {
                    t!("status-your-turn", seat = seat)
                } else if self.you.is_some() {
                    t!(
                        "status-waiting-for",
                        name = self.player_name(self.to_move),
                        seat = seat
                    )
                } else {
                    t!("status-to-move", seat = seat)
                });
                sentences.join(&t!("status-sentence-separator"))
            }
        }
    }

    /// The clocks as they stand at `now`; `None` in an untimed game.
    #[must_use]
    pub fn clock_view(&self, now: Instant) -> Option<ClockView> {
        let clock = self.clock.as_ref()?;
        let (black, white) = (clock.left(Seat::Black, now), clock.left(Seat::White, now));
        let low = Seat::ALL
            .into_iter()
            .filter(|&seat| clock.left(seat, now) < LOW)
            .collect();
        let first_move = clock
            .first_move_left(now)
            .filter(|_| self.status == Status::Playing)
            .map(|left| (self.to_move, left));
        Some(ClockView {
            black,
            white,
            running: clock.running,
            low,
            first_move,
        })
    }

    /// The absent players at `now`, black first: each seat counting down or run out.
    #[must_use]
    pub fn away_view(&self, now: Instant) -> Vec<Away> {
        Seat::ALL
            .into_iter()
            .filter(|seat| self.away.contains_key(seat) || self.claimable == Some(*seat))
            .map(|seat| {
                let left = self
                    .away
                    .get(&seat)
                    .map_or(Duration::ZERO, |until| until.saturating_duration_since(now));
                let claimable = self.claimable == Some(seat);
                let name = self.player_name(seat);
                let text = if claimable || left.is_zero() {
                    t!("status-away-gone", name = name)
                } else {
                    t!(
                        "status-away-countdown",
                        name = name,
                        time = format_countdown(left)
                    )
                };
                Away {
                    seat,
                    left,
                    claimable,
                    text,
                }
            })
            .collect()
    }

    /// How long until a request of `kind` may be made again, at `now`; zero if it may.
    #[must_use]
    pub fn wait_left(&self, kind: PendingKind, now: Instant) -> Duration {
        self.waits
            .get(&kind)
            .map_or(Duration::ZERO, |until| until.saturating_duration_since(now))
    }

    /// How many moves are still to be played before the viewer may offer a draw again; 0 if
    /// it may.
    #[must_use]
    pub fn moves_before_draw(&self) -> u32 {
        self.draw_from_ply
            .map_or(0, |from| from.saturating_sub(self.ply))
    }

    /// What the viewer waits for before asking again, e.g. "You may ask to take back a move
    /// again in 12 s."; empty when nothing waits.
    #[must_use]
    pub fn wait_text(&self, now: Instant) -> String {
        let mut lines = Vec::new();
        let undo = self.wait_left(PendingKind::Undo, now);
        if !undo.is_zero() {
            lines.push(t!("status-wait-undo", seconds = seconds_left(undo)));
        }
        let draw = self.wait_left(PendingKind::Draw, now);
        let moves = self.moves_before_draw();
        if !draw.is_zero() && moves > 0 {
            lines.push(t!(
                "status-wait-draw-time-moves",
                seconds = seconds_left(draw),
                moves = moves
            ));
        } else if !draw.is_zero() {
            lines.push(t!("status-wait-draw-time", seconds = seconds_left(draw)));
        } else if moves > 0 && self.status == Status::Playing {
            lines.push(t!("status-wait-draw-moves", moves = moves));
        }
        lines.join(&t!("status-sentence-separator"))
    }

    /// A move was played: put the stone, set every other point it changed (`changed`, or an
    /// older server's `flipped`), move the turn on, set the clocks it carries.
    #[expect(
        clippy::too_many_arguments,
        reason = "the fields of a `step` message, taken apart by the caller's match"
    )]
    fn step(
        &mut self,
        ply: u32,
        by: Seat,
        at: Option<Point>,
        (changed, flipped): (Vec<Changed>, Vec<Point>),
        to_move: Seat,
        (legal, legal_implied): (Vec<Point>, bool),
        clock: Option<Clock>,
    ) {
        if let Some(p) = at {
            self.stones.insert(p, by);
        }
        let changed = if changed.is_empty() {
            flipped
                .iter()
                .map(|&at| Changed {
                    at,
                    stone: Some(by),
                })
                .collect()
        } else {
            changed
        };
        for change in &changed {
            match change.stone {
                Some(seat) => self.stones.insert(change.at, seat),
                None => self.stones.remove(&change.at),
            };
        }
        let flipped = changed
            .iter()
            .filter(|c| c.stone == Some(by))
            .map(|c| c.at)
            .collect();
        self.history.push(match at {
            Some(p) => HistoryEntry::Place(p),
            None => HistoryEntry::Pass,
        });
        self.ply = ply;
        self.to_move = to_move;
        self.legal = legal;
        self.legal_implied = legal_implied;
        self.sent = None;
        if clock.is_some() {
            self.clock = clock;
        }
        self.last = Some(LastMove { at, by, flipped });
    }

    /// The game ended at `now`: the clocks stop (a flag fall's at zero), the countdowns end.
    fn end(&mut self, result: GameResult, reason: Reason, line: Vec<Point>, now: Instant) {
        self.status = Status::Over;
        self.result = Some(result);
        self.reason = Some(reason);
        self.line = line;
        self.legal.clear();
        self.legal_implied = false;
        self.pending = Pending::default();
        self.sent = None;
        let flagged = (reason == Reason::Timeout)
            .then(|| result.winner().map(Seat::other))
            .flatten();
        self.clock = self.clock.map(|c| c.stopped(now, flagged));
        self.away.clear();
        self.claimable = None;
    }
}

/// The sentence that says how a game of `info`'s ended, e.g. "Black wins: five in a row.":
/// the room's result and the replay's end say it alike.
#[must_use]
pub fn result_sentence(result: GameResult, reason: Option<Reason>, info: &GameInfo) -> String {
    let piece = crate::catalogue::piece(info);
    let Some(winner) = result.winner() else {
        return match reason {
            Some(Reason::Agreement) => t!("status-draw-agreement"),
            Some(Reason::Count) => t!("status-draw-count", piece = piece),
            Some(Reason::BoardFull) => t!("status-draw-board-full"),
            Some(Reason::Forfeit) => t!("status-draw-forfeit"),
            Some(Reason::Aborted) => t!("status-aborted"),
            _ => t!("status-draw"),
        };
    };
    let winner = winner.as_str();
    let why = |why: String| t!("status-wins-why", winner = winner, why = why);
    match reason {
        Some(Reason::Resign) => t!("status-wins-resign", winner = winner),
        Some(Reason::Forfeit) => t!("status-wins-forfeit", winner = winner),
        Some(Reason::Timeout) => t!("status-wins-timeout", winner = winner),
        Some(Reason::NoLegalMove) => t!("status-wins-no-legal-move", winner = winner),
        Some(Reason::Five) => why(t!("reason-five")),
        Some(Reason::Count) => why(t!("reason-count", piece = piece)),
        Some(Reason::BoardFull) => why(t!("reason-board-full")),
        Some(Reason::Agreement | Reason::Aborted) | None => t!("status-wins", winner = winner),
    }
}

/// The pieces on the board, counted: "Discs: black 2, white 2.".
#[must_use]
pub fn count_text(info: &GameInfo, black: usize, white: usize) -> String {
    t!(
        "status-count",
        piece = crate::catalogue::piece(info),
        black = black,
        white = white
    )
}

/// The request kinds, in the order the view lists them.
const PENDING_KINDS: [PendingKind; 3] =
    [PendingKind::Undo, PendingKind::Draw, PendingKind::PlayAgain];

/// `text` with its first letter in capitals.
pub(crate) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Puts the lines of a `chat_history` into `chat`, in time order: a line already there (the
/// same time, speaker and text, as after a reconnect) is not shown twice.
fn merge_chat(chat: &mut Vec<ChatLine>, lines: Vec<boardroom_protocol::ChatEntry>) {
    for entry in lines {
        let known = chat
            .iter()
            .any(|c| c.at == entry.at && c.from == entry.from && c.text == entry.text);
        if !known {
            chat.push(ChatLine {
                from: entry.from,
                seat: entry.seat,
                text: entry.text,
                at: entry.at,
                phrase: entry.phrase,
            });
        }
    }
    chat.sort_by_key(|c| c.at);
    if chat.len() > CHAT_KEEP {
        let extra = chat.len() - CHAT_KEEP;
        chat.drain(..extra);
    }
}

/// What to send again for a request the app makes by itself rather than at a click, refused by
/// `reference`'s `server_busy`: it is asked again when the server says, and no notice is shown
/// (the player did not ask for it). `None` for any other request.
#[must_use]
pub fn asked_again(reference: Option<&str>) -> Option<ClientMsg> {
    match reference? {
        "list_rooms" => Some(ClientMsg::ListRooms),
        "list_tournaments" => Some(ClientMsg::ListTournaments),
        "list_games" => Some(ClientMsg::ListGames {
            before: None,
            limit: None,
        }),
        _ => None,
    }
}

/// The request a refusal's `retry_in_ms` is about, by the `ref` of the error.
fn wait_kind(reference: Option<&str>) -> Option<PendingKind> {
    match reference {
        Some("undo_request") => Some(PendingKind::Undo),
        Some("draw_offer") => Some(PendingKind::Draw),
        _ => None,
    }
}

impl ViewState {
    /// Folds one server message, which arrived at `now`, into the state. Messages that do not
    /// fit the state (a step with no room) change nothing.
    pub fn apply(&mut self, msg: ServerMsg, now: Instant) {
        match msg {
            ServerMsg::Welcome {
                player_id,
                token,
                name,
                engines,
                games,
                account,
                ..
            } => {
                self.account.welcomed(account);
                self.engines = engines;
                self.catalogue = games;
                self.me = Some(Me {
                    player_id,
                    name,
                    token,
                });
            }
            ServerMsg::Rooms { rooms, .. } => {
                if let Some(room) = &mut self.room
                    && let Some(mine) = rooms.iter().find(|r| r.room == room.code)
                {
                    room.spectators = Some(mine.spectators);
                }
                self.rooms = rooms;
            }
            ServerMsg::RoomState(state) => {
                self.room = Some(RoomView::from_state(
                    *state,
                    self.room.as_ref(),
                    &self.catalogue,
                    now,
                ));
            }
            ServerMsg::Left { room, by_host } => {
                if self.room.as_ref().is_some_and(|r| r.code == room) {
                    self.room = None;
                }
                // The host closed the room from the console: back in the lobby, and told why.
                if by_host {
                    self.notify(&t!("host-closed-room"));
                }
            }
            ServerMsg::Step {
                ply,
                by,
                at,
                flipped,
                changed,
                to_move,
                legal,
                legal_implied,
                clock,
                ..
            } => {
                if let Some(room) = &mut self.room {
                    let clock = clock.map(|c| Clock::told(&c, now));
                    room.step(
                        ply,
                        by,
                        at,
                        (changed, flipped.unwrap_or_default()),
                        to_move,
                        (legal, legal_implied),
                        clock,
                    );
                }
            }
            ServerMsg::Undone { .. } => {
                if let Some(room) = &mut self.room {
                    room.sent = None;
                    self.notify(&t!("status-undone"));
                }
            }
            ServerMsg::GameOver {
                result,
                reason,
                line,
                clock,
                ..
            } => {
                if let Some(room) = &mut self.room {
                    room.end(result, reason, line.unwrap_or_default(), now);
                    // The server's stopped clocks are the last word on them.
                    if let Some(clock) = clock {
                        room.clock = Some(Clock::told(&clock, now));
                    }
                }
            }
            ServerMsg::UndoRequested { by } => self.set_request(PendingKind::Undo, by),
            ServerMsg::DrawOffered { by } => self.set_request(PendingKind::Draw, by),
            ServerMsg::PlayAgainOffered { by } => self.set_request(PendingKind::PlayAgain, by),
            ServerMsg::UndoRefused { retry_in_ms } => {
                self.refused(
                    PendingKind::Undo,
                    &t!("status-undo-refused"),
                    retry_in_ms.map(|ms| now + Duration::from_millis(ms)),
                );
            }
            ServerMsg::DrawRefused {
                retry_in_ms,
                retry_at_ply,
            } => {
                if let Some(room) = &mut self.room
                    && retry_at_ply.is_some()
                    && room.pending.draw.is_some()
                    && room.pending.draw == room.you
                {
                    room.draw_from_ply = retry_at_ply;
                }
                self.refused(
                    PendingKind::Draw,
                    &t!("status-draw-refused"),
                    retry_in_ms.map(|ms| now + Duration::from_millis(ms)),
                );
            }
            ServerMsg::PlayAgainRefused => {
                self.refused(
                    PendingKind::PlayAgain,
                    &t!("status-play-again-refused"),
                    None,
                );
            }
            ServerMsg::OfferCancelled { kind } => {
                if let Some(room) = &mut self.room {
                    set_pending(&mut room.pending, kind, None);
                }
            }
            ServerMsg::PlayerJoined {
                seat,
                name,
                kind,
                level,
                clock,
                engine,
            } => {
                if let Some(room) = &mut self.room {
                    let text = t!(
                        "status-took-seat",
                        name = shown_name(&name),
                        seat = seat.as_str()
                    );
                    *room.players.get_mut(seat) = Some(PlayerInfo {
                        name,
                        kind,
                        connected: true,
                        level,
                        claim_in_ms: None,
                        engine,
                    });
                    if room.status == Status::Waiting
                        && Seat::ALL.iter().all(|&s| room.players.get(s).is_some())
                    {
                        room.status = Status::Playing;
                    }
                    // The game is under way: its clocks, and the first move's countdown.
                    if let Some(clock) = clock {
                        room.clock = Some(Clock::told(&clock, now));
                    }
                    self.notify(&text);
                }
            }
            ServerMsg::PlayerLeft { seat } => {
                if let Some(room) = &mut self.room {
                    let name = room.players.get(seat).map_or_else(
                        || t!("status-seat", seat = seat.as_str()),
                        |p| shown_name(&p.name),
                    );
                    *room.players.get_mut(seat) = None;
                    if room.status == Status::Playing {
                        room.status = Status::Waiting;
                    }
                    if room.you == Some(seat) {
                        room.you = None;
                    }
                    for kind in PENDING_KINDS {
                        if room.pending.get(kind) == Some(seat) {
                            set_pending(&mut room.pending, kind, None);
                        }
                    }
                    room.away.remove(&seat);
                    if room.claimable == Some(seat) {
                        room.claimable = None;
                    }
                    self.notify(&t!("status-left-seat", name = name, seat = seat.as_str()));
                }
            }
            ServerMsg::PeerStatus {
                seat,
                connected,
                claim_in_ms,
            } => self.peer_status(seat, connected, claim_in_ms, now),
            ServerMsg::Claimable { seat } => {
                if let Some(room) = &mut self.room {
                    room.claimable = Some(seat);
                    room.away.insert(seat, now);
                    let name = room.player_name(seat);
                    let text = if room.you == Some(seat.other()) {
                        t!("status-claimable-you", name = name)
                    } else {
                        t!("status-claimable", name = name)
                    };
                    self.notify(&text);
                }
            }
            ServerMsg::PlayerInfo { seat, name } => {
                if let Some(room) = &mut self.room {
                    if let Some(player) = room.players.get_mut(seat) {
                        player.name.clone_from(&name);
                    }
                    if room.you == Some(seat)
                        && let Some(me) = &mut self.me
                    {
                        me.name = name;
                    }
                }
            }
            ServerMsg::Chat {
                from,
                seat,
                text,
                at,
                phrase,
            } => {
                if let Some(room) = &mut self.room {
                    room.chat.push(ChatLine {
                        from,
                        seat,
                        text,
                        at,
                        phrase,
                    });
                    if room.chat.len() > CHAT_KEEP {
                        let extra = room.chat.len() - CHAT_KEEP;
                        room.chat.drain(..extra);
                    }
                }
            }
            ServerMsg::ChatHistory { lines } => {
                if let Some(room) = &mut self.room {
                    merge_chat(&mut room.chat, lines);
                }
            }
            ServerMsg::Error {
                code: ErrorCode::ServerBusy,
                retry_in_ms: Some(_),
                reference,
                ..
            } if asked_again(reference.as_deref()).is_some() => {}
            ServerMsg::Error {
                code,
                message,
                reference,
                retry_in_ms,
                retry_at_ply,
                words,
            } => {
                // The server's sentence in the player's language when the catalogues have it.
                let said = words
                    .as_ref()
                    .and_then(crate::i18n::server_words)
                    .unwrap_or_else(|| message.clone());
                if let Some(room) = &mut self.room {
                    if reference.as_deref() == Some("put_step") {
                        room.sent = None;
                    }
                    if let (Some(kind), Some(ms)) = (wait_kind(reference.as_deref()), retry_in_ms) {
                        room.waits.insert(kind, now + Duration::from_millis(ms));
                    }
                    if reference.as_deref() == Some("draw_offer") && retry_at_ply.is_some() {
                        room.draw_from_ply = retry_at_ply;
                    }
                }
                self.account
                    .refused(reference.as_deref(), code, &said, retry_in_ms, now);
                let text = error_text(code, &said, retry_in_ms.is_some());
                self.error = Some(ServerError {
                    code,
                    message,
                    reference,
                });
                self.seq += 1;
                self.notice = Some(Notice {
                    text,
                    error: true,
                    seq: self.seq,
                });
            }
            ServerMsg::Pong => {}
            ServerMsg::Games { games, more } => {
                // A page older than the last listed game extends the list; any other replaces it.
                // A game id is its number, then the server's tag: the numbers order the games.
                let older = |id: &str| id.split('-').next().and_then(|n| n.parse::<i64>().ok());
                let extends = match (self.games.last(), games.first()) {
                    (Some(last), Some(first)) => older(&first.game_id) < older(&last.game_id),
                    _ => false,
                };
                if !extends {
                    self.games.clear();
                }
                self.games.extend(games);
                self.more_games = more;
            }
            ServerMsg::ReviewProgress {
                game_id,
                done,
                total,
            } => {
                let view = self.reviews.entry(game_id).or_default();
                view.done = done;
                view.total = total;
            }
            // A game to replay: the desktop app fetches a game's record as SGF over HTTP and reads it
            // with the engine (records.rs), so it does not ask for this one.
            ServerMsg::GameRecord(_) => {}
            // For bots and the create form's bot list: the desktop app does not list bots yet.
            ServerMsg::Bots { bots } => self.bots = bots,
            // Sent to bots only: the app never signs in as one.
            ServerMsg::Invited { .. } => {}
            ServerMsg::Account { revoked, .. } => self.account.answered(revoked),
            ServerMsg::Leaderboard { kind, rows } => self.ratings.leaderboard_came(kind, rows),
            ServerMsg::Profile {
                player_id,
                name,
                account,
                ratings,
            } => self.ratings.profile_came(ratings::Profile {
                player_id,
                name,
                account,
                ratings,
                received: now,
            }),
            ServerMsg::Tournament(view) => self.tournament = Some(*view),
            ServerMsg::ChatMode { mode, phrases } => {
                self.chat_mode = mode;
                self.chat_phrases = phrases;
            }
            ServerMsg::Notice { text, at_ms } => {
                self.host_notice_at = Some(at_ms);
                self.host_notice =
                    Some(text).filter(|t| !t.is_empty() && self.host_notice_hidden != Some(at_ms));
            }
            ServerMsg::Tournaments { tournaments } => self.tournaments = tournaments,
            // The app goes to the game's room (app.rs): the seat there is already the player's.
            ServerMsg::TournamentGame(_) => {
                let text = match &self.tournament {
                    Some(event) => t!("event-game-ready", event = event.settings.name.as_str()),
                    None => t!("event-game-ready-unnamed"),
                };
                self.notify(&text);
            }
            ServerMsg::Review(review) => {
                let total = u32::try_from(review.black.len()).unwrap_or(u32::MAX);
                self.reviews.insert(
                    review.game_id.clone(),
                    ReviewView {
                        done: total,
                        total,
                        review: Some(*review),
                    },
                );
            }
        }
    }

    /// A seated player's connection dropped (with the time they have to come back) or came back.
    fn peer_status(&mut self, seat: Seat, connected: bool, claim_in_ms: Option<u64>, now: Instant) {
        let Some(room) = &mut self.room else {
            return;
        };
        let Some(player) = room.players.get_mut(seat) else {
            return;
        };
        player.connected = connected;
        if connected {
            let was_away = room.away.remove(&seat).is_some() || room.claimable == Some(seat);
            if room.claimable == Some(seat) {
                room.claimable = None;
            }
            if was_away {
                let text = t!("status-back", name = room.player_name(seat));
                self.notify(&text);
            }
        } else if let Some(ms) = claim_in_ms {
            room.away.insert(seat, now + Duration::from_millis(ms));
        }
    }

    /// Records a request of `kind` made by `by`.
    fn set_request(&mut self, kind: PendingKind, by: Seat) {
        if let Some(room) = &mut self.room {
            set_pending(&mut room.pending, kind, Some(by));
        }
    }

    /// A request of `kind` was refused; the one who made it, if that is the viewer, may ask
    /// again only from `retry_at`.
    fn refused(&mut self, kind: PendingKind, text: &str, retry_at: Option<Instant>) {
        if let Some(room) = &mut self.room {
            let by = room.pending.get(kind);
            if let Some(at) = retry_at
                && by.is_some()
                && by == room.you
            {
                room.waits.insert(kind, at);
            }
            set_pending(&mut room.pending, kind, None);
        }
        self.notify(text);
    }

    /// Hides the host's notice until the host sends another (the same one sent again after a
    /// reconnect stays hidden).
    pub fn hide_host_notice(&mut self) {
        self.host_notice = None;
        self.host_notice_hidden = self.host_notice_at;
    }

    /// Tells the player something (not an error).
    pub fn notify(&mut self, text: &str) {
        self.seq += 1;
        self.notice = Some(Notice {
            text: text.to_owned(),
            error: false,
            seq: self.seq,
        });
    }
}

/// A player's name as it is shown: the server's AI (`Boardroom AI (hard)`, a name the server
/// keeps for it) in the player's language, any other as it is.
#[must_use]
pub fn shown_name(name: &str) -> String {
    match name
        .strip_prefix("Boardroom AI (")
        .and_then(|rest| rest.strip_suffix(')'))
    {
        Some(level @ ("easy" | "medium" | "hard")) => t!("desk-ai-name", level = level),
        _ => name.to_owned(),
    }
}

/// An error as a sentence: the server's words with a capital and a full stop, and a hint for
/// some codes. A busy server that said when to ask again (`said_when`, its `retry_in_ms`) has
/// said so in its words, which go alone.
#[must_use]
pub fn error_text(code: ErrorCode, message: &str, said_when: bool) -> String {
    let text = sentence(message, code);
    let hint = match code {
        ErrorCode::RateLimited => t!("app-error-rate-limited"),
        ErrorCode::ServerBusy if said_when => return text,
        ErrorCode::ServerBusy => t!("app-error-server-busy"),
        ErrorCode::NoSuchRoom => t!("app-error-no-such-room"),
        _ => return text,
    };
    [text, hint].join(&t!("status-sentence-separator"))
}

/// The server's `message` as a sentence (the code's name when it said nothing).
fn sentence(message: &str, code: ErrorCode) -> String {
    let message = message.trim();
    let mut text = if message.is_empty() {
        code.as_str().replace('_', " ")
    } else {
        message.to_owned()
    };
    text = capital(&text);
    if !text.ends_with(['.', '!', '?', '。', '！', '？']) {
        // Words in Chinese, Japanese or Korean end as the language ends a sentence; the
        // server's English (from a catalogue or not) with a full stop.
        if text.chars().last().is_some_and(|c| u32::from(c) >= 0x2E80) {
            text = t!("desk-sentence", text = text);
        } else {
            text.push('.');
        }
    }
    text
}

#[cfg(test)]
mod tests;
#[cfg(test)]
mod transcripts;
