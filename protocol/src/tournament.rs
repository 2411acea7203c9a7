//! Events (tournaments): what a host sets up (`create_tournament`), what players and the host
//! ask of an event, and what everyone watching it is told (`tournament`, `tournament_game`).
//! The rules (pairing, scoring, tie-breaks) are the server's; `docs/tournaments.md` has them.

use serde::{Deserialize, Serialize};

use crate::types::{AiLevel, GameKind, Options, RoomCode, Seat};

/// How an event pairs its entrants. JSON: the tag `format` beside its fields, flattened into
/// the settings: `{"format": "swiss", "rounds": 5}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "format", rename_all = "snake_case")]
pub enum TournamentFormat {
    /// Everyone plays everyone (twice, colours swapped, when `double`).
    RoundRobin {
        /// Two cycles.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        double: bool,
    },
    /// A Swiss of `rounds` rounds (the FIDE Dutch system).
    Swiss {
        /// How many rounds (1 to 64).
        rounds: u32,
    },
    /// Whoever is free is paired at once, for `minutes` from the start (1 to 1440); a win
    /// scores 2, a draw 1, and on a streak double.
    Arena {
        /// How long it lasts.
        minutes: u32,
    },
    /// The first entrant the host names (`entrants[0]` of `create_tournament`) plays every other
    /// one (twice, colours swapped, when `double`).
    Gauntlet {
        /// Two games against each opponent.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        double: bool,
    },
}

/// What a host chooses for an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSettings {
    /// The event's name, as the standings page shows it (1 to 64 characters).
    pub name: String,
    /// The game every game of the event plays.
    pub game: GameKind,
    /// Its options (rule, size, clock, opening), as `create_room` takes them; absent means every
    /// default.
    #[serde(default)]
    pub options: Options,
    /// How entrants are paired.
    #[serde(flatten)]
    pub format: TournamentFormat,
    /// Whether people may join once the event has started (an arena or a Swiss; a round
    /// robin's table is fixed at the start). Absent means yes.
    #[serde(default = "yes")]
    pub late_join: bool,
    /// A break between rounds, in seconds (at most an hour); absent means none.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub round_break_s: u32,
    /// Each game starts from an opening of the game's balanced set (the server's built-in
    /// openings, `options.opening` left out), in turn; a pair that meets twice plays the same
    /// one with the colours swapped. Absent means no: every game as `options` says.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub openings: bool,
}

fn yes() -> bool {
    true
}

#[expect(
    clippy::trivially_copy_pass_by_ref,
    reason = "serde's skip_serializing_if passes a reference"
)]
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// An entrant the host enters: the server's AI at a level, one of its outside engines, or a
/// bot online. People enter themselves (`join_tournament`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EntrantChoice {
    /// The server's AI.
    Ai {
        /// Its level.
        level: AiLevel,
    },
    /// An outside engine of the server's, by the name `welcome.engines` lists.
    Engine {
        /// The engine's name.
        engine: String,
    },
    /// A bot online, by the name `bots` lists: for each of its games it gets `invited` to the
    /// seat kept for it, and joins.
    Bot {
        /// The bot's name.
        bot: String,
    },
}

/// What a host does to an event (`tournament_host`); `add`, `remove` and `fix` take the
/// message's fields of the same names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HostAction {
    /// Starts the event: its first round (or an arena's pairing) opens.
    Start,
    /// No new round or game opens; games under way go on.
    Pause,
    /// Lets a paused event go on.
    Resume,
    /// Ends the round under way: its unfinished games count for nobody.
    EndRound,
    /// Ends the event now.
    Finish,
    /// Enters the server's AI or an engine (`add`).
    Add,
    /// Takes an entrant (`entrant`) out for good; a game of theirs under way is lost.
    Remove,
    /// Sets or corrects a game's (`game`) result (`result`).
    Fix,
}

/// How a game of an event ended, as the standings count it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentResult {
    /// Black won.
    Black,
    /// White won.
    White,
    /// Drawn.
    Draw,
    /// Black won without a game: white did not play.
    BlackForfeit,
    /// White won without a game: black did not play.
    WhiteForfeit,
    /// Neither played: both lose.
    DoubleForfeit,
}

impl TournamentResult {
    /// Every result, in the order a host's choice offers them.
    pub const ALL: [TournamentResult; 6] = [
        TournamentResult::Black,
        TournamentResult::White,
        TournamentResult::Draw,
        TournamentResult::BlackForfeit,
        TournamentResult::WhiteForfeit,
        TournamentResult::DoubleForfeit,
    ];
}

/// Where an event stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TournamentStatus {
    /// Taking entrants; the host has not started it.
    Waiting,
    /// Under way.
    Running,
    /// Paused by the host.
    Paused,
    /// Over.
    Over,
}

/// An entrant's line in the standings, best first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingRow {
    /// The place, from 1; entrants tied on every tie-break share it.
    pub rank: u32,
    /// The entrant's id in the event (`"e7"`).
    pub entrant: String,
    /// The name shown.
    pub name: String,
    /// `person`, `ai` (with `level`), `engine` or `bot`.
    pub kind: String,
    /// The AI's level, for the AI.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<AiLevel>,
    /// For a person: their public player id (`welcome.player_id`), so a client finds its own
    /// line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player_id: Option<String>,
    /// `active`, `withdrawn` or `removed`.
    pub presence: String,
    /// The score as people read it (`"2.5"`; an arena's points).
    pub score: String,
    /// Games with a result, forfeits included.
    pub games: u32,
    /// Won.
    pub wins: u32,
    /// Drawn.
    pub draws: u32,
    /// Lost.
    pub losses: u32,
    /// The tie-breaks, as `tiebreaks` of the event names them, in order, as people read them.
    pub tiebreaks: Vec<String>,
    /// In an arena: on a streak, the next win counts double.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub on_fire: bool,
    /// The entrant's rating in the event's game when it joined (an account's, or the AI's
    /// fixed one): a Swiss numbers its entrants by it, strongest first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<u32>,
}

/// A game of an event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentGame {
    /// Its number in the event, from 1.
    pub game: u32,
    /// Its round (0 in an arena).
    pub round: u32,
    /// Black's entrant id.
    pub black: String,
    /// White's entrant id.
    pub white: String,
    /// The room it is played in, to watch it (absent until the room is open).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub room: Option<RoomCode>,
    /// Its result, once it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<TournamentResult>,
    /// An arena game still under way when the time ran out: it does not count.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub void: bool,
    /// The opening of the event's set it starts from (`settings.openings`), by name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opening: Option<String>,
}

/// A round's byes: who has no game, and what it scores (`"1"`, `"0"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentBye {
    /// The round.
    pub round: u32,
    /// Who.
    pub entrant: String,
    /// What it scores, as people read it.
    pub score: String,
}

/// The whole of an event, as everyone watching it sees it (`tournament`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentView {
    /// The event's id, for `/t/{id}`, `join_tournament` and the rest.
    pub id: String,
    /// What the host chose.
    pub settings: TournamentSettings,
    /// The host's name.
    pub host: String,
    /// Whether the receiver is the host (the host's controls apply).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub you_host: bool,
    /// Where it stands.
    pub status: TournamentStatus,
    /// Why it ended, once over: `complete`, `host`, `no_pairing`, `too_few_entrants`,
    /// `challenger_left`, `game_cap`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<String>,
    /// The round under way or last played (0 before the first, and in an arena).
    pub round: u32,
    /// How many rounds there will be, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds: Option<u32>,
    /// An arena's end, in milliseconds since the Unix epoch, once it started.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends_at_ms: Option<u64>,
    /// The tie-breaks' names, in the order they apply (`buchholz`, `sonneborn_berger`, ...).
    pub tiebreaks: Vec<String>,
    /// The standings, best first.
    pub standings: Vec<StandingRow>,
    /// Every game, in the order they were made (an arena's newest 200).
    pub games: Vec<TournamentGame>,
    /// The byes so far.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub byes: Vec<TournamentBye>,
}

/// A line of the list of events (`tournaments`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSummary {
    /// The event's id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The game.
    pub game: GameKind,
    /// The format's name (`round_robin`, `swiss`, `arena`, `gauntlet`).
    pub format: String,
    /// Where it stands.
    pub status: TournamentStatus,
    /// How many entrants are in it.
    pub entrants: u32,
    /// Whether a person may join now.
    pub open: bool,
}

/// Tells a player that their game of an event is ready: their client goes to `room` (and
/// `join_room`s it, as a player).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameReady {
    /// The event.
    pub tournament: String,
    /// The game's number in the event.
    pub game: u32,
    /// The room.
    pub room: RoomCode,
    /// The receiver's seat there.
    pub seat: Seat,
}
