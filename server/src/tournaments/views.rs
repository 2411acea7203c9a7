//! An event as the protocol shows it (`tournament`, a line of `tournaments`), made from the
//! event's rules' state. Entrants are shown by their place in the order they joined (`e1`,
//! `e2`, ...), which says nothing of player ids.

use std::collections::HashMap;

use boardroom_protocol::{
    StandingRow, TournamentBye, TournamentGame, TournamentResult, TournamentStatus,
    TournamentSummary, TournamentView,
};
use boardroom_tournament::{
    Colour, EntrantId, GameState, Kind, Outcome, Scale, Status, Tiebreak, Tournament,
};

use super::codec::{self, Stored};
use super::entrants::person;

/// The most games a view lists (an arena's newest).
const MAX_GAMES_SHOWN: usize = 200;

/// What a view needs besides the rules' state.
pub(crate) struct Context<'a> {
    /// The event's id.
    pub(crate) id: i64,
    /// What the host chose.
    pub(crate) stored: &'a Stored,
    /// The host's name.
    pub(crate) host: &'a str,
    /// The rooms of the games opened, by game number.
    pub(crate) rooms: &'a HashMap<u32, String>,
    /// When an arena ends, in ms since the epoch.
    pub(crate) ends_at_ms: Option<u64>,
}

/// Each entrant's shown id, by the order they joined.
pub(crate) fn shown_ids(state: &Tournament) -> HashMap<EntrantId, String> {
    state
        .entrants()
        .enumerate()
        .map(|(i, (entrant, _))| (entrant.id, format!("e{}", i + 1)))
        .collect()
}

/// The entrant a shown id names.
pub(crate) fn entrant_of(state: &Tournament, shown: &str) -> Option<EntrantId> {
    let index: usize = shown.strip_prefix('e')?.parse().ok()?;
    state
        .entrants()
        .nth(index.checked_sub(1)?)
        .map(|(entrant, _)| entrant.id)
}

/// The protocol's status.
pub(crate) fn status(state: &Tournament) -> (TournamentStatus, Option<String>) {
    match state.status() {
        Status::Registering => (TournamentStatus::Waiting, None),
        Status::Running { paused: false } => (TournamentStatus::Running, None),
        Status::Running { paused: true } => (TournamentStatus::Paused, None),
        Status::Over(ending) => (TournamentStatus::Over, Some(ending.as_str().to_owned())),
    }
}

/// The protocol's result.
pub(crate) fn result(outcome: Outcome) -> TournamentResult {
    match outcome {
        Outcome::Win(Colour::Black) => TournamentResult::Black,
        Outcome::Win(Colour::White) => TournamentResult::White,
        Outcome::Draw => TournamentResult::Draw,
        Outcome::ForfeitWin(Colour::Black) => TournamentResult::BlackForfeit,
        Outcome::ForfeitWin(Colour::White) => TournamentResult::WhiteForfeit,
        Outcome::DoubleForfeit => TournamentResult::DoubleForfeit,
    }
}

/// The rules' outcome of the protocol's result.
pub(crate) fn outcome(result: TournamentResult) -> Outcome {
    match result {
        TournamentResult::Black => Outcome::Win(Colour::Black),
        TournamentResult::White => Outcome::Win(Colour::White),
        TournamentResult::Draw => Outcome::Draw,
        TournamentResult::BlackForfeit => Outcome::ForfeitWin(Colour::Black),
        TournamentResult::WhiteForfeit => Outcome::ForfeitWin(Colour::White),
        TournamentResult::DoubleForfeit => Outcome::DoubleForfeit,
    }
}

/// The whole event, for everyone watching it (`you_host` is set per receiver).
pub(crate) fn view(state: &Tournament, context: &Context<'_>) -> TournamentView {
    let ids = shown_ids(state);
    let shown = |id: EntrantId| ids.get(&id).cloned().unwrap_or_default();
    let standings = state.standings();
    let half = |value: u32| Scale::HalfPoints.show(value);
    let standing_rows = standings
        .rows
        .iter()
        .map(|row| {
            let (entrant, _) = state.entrant(row.id).expect("a row is an entrant's");
            let (kind, level) = match &entrant.kind {
                Kind::Person => ("person", None),
                Kind::Ai { level } => ("ai", codec::level_of(level)),
                Kind::Engine => ("engine", None),
                Kind::Bot => ("bot", None),
            };
            let tiebreaks = standings
                .tiebreaks
                .iter()
                .map(|tiebreak| match tiebreak {
                    Tiebreak::DirectEncounter => String::new(),
                    Tiebreak::Buchholz => half(row.buchholz),
                    Tiebreak::MedianBuchholz => half(row.median_buchholz),
                    Tiebreak::SonnebornBerger => quarters(row.sonneborn_berger),
                    Tiebreak::Wins => row.wins.to_string(),
                    Tiebreak::FewerGames => row.games.to_string(),
                })
                .collect();
            StandingRow {
                rank: row.rank,
                entrant: shown(row.id),
                name: entrant.name.clone(),
                kind: kind.to_owned(),
                level,
                player_id: (entrant.kind == Kind::Person).then(|| person(row.id).to_string()),
                presence: row.presence.as_str().to_owned(),
                score: standings.scale.show(row.points),
                games: row.games,
                wins: row.wins,
                draws: row.draws,
                losses: row.losses,
                tiebreaks,
                on_fire: row.on_fire,
                rating: entrant.rating,
            }
        })
        .collect();
    let all = state.games();
    let openings = context.stored.openings();
    let games = all[all.len().saturating_sub(MAX_GAMES_SHOWN)..]
        .iter()
        .map(|game| TournamentGame {
            game: game.pairing.game.0,
            round: game.pairing.round,
            black: shown(game.pairing.black),
            white: shown(game.pairing.white),
            room: context
                .rooms
                .get(&game.pairing.game.0)
                .map(|code| boardroom_protocol::RoomCode::from(code.clone())),
            result: game.outcome().map(result),
            void: game.state == GameState::Void,
            opening: game
                .pairing
                .opening
                .and_then(|n| openings.get(usize::try_from(n).ok()?))
                .map(|opening| opening.name().to_owned()),
        })
        .collect();
    let byes = state
        .rounds()
        .iter()
        .flat_map(|round| {
            round.byes.iter().map(|(id, half_points)| TournamentBye {
                round: round.number,
                entrant: shown(*id),
                score: half(*half_points),
            })
        })
        .collect();
    let (status, ending) = status(state);
    TournamentView {
        id: context.id.to_string(),
        settings: context.stored.settings.clone(),
        host: context.host.to_owned(),
        you_host: false,
        status,
        ending,
        round: state.rounds().last().map_or(0, |r| r.number),
        rounds: state.total_rounds(),
        ends_at_ms: context.ends_at_ms,
        tiebreaks: standings
            .tiebreaks
            .iter()
            .map(|t| t.as_str().to_owned())
            .collect(),
        standings: standing_rows,
        games,
        byes,
    }
}

/// The event's line in the list of events.
pub(crate) fn summary(state: &Tournament, id: i64, stored: &Stored) -> TournamentSummary {
    let (status, _) = status(state);
    let format = match stored.settings.format {
        boardroom_protocol::TournamentFormat::RoundRobin { .. } => "round_robin",
        boardroom_protocol::TournamentFormat::Swiss { .. } => "swiss",
        boardroom_protocol::TournamentFormat::Arena { .. } => "arena",
        boardroom_protocol::TournamentFormat::Gauntlet { .. } => "gauntlet",
    };
    let open = match state.status() {
        Status::Registering => true,
        Status::Running { .. } => {
            stored.settings.late_join
                && !matches!(
                    stored.settings.format,
                    boardroom_protocol::TournamentFormat::RoundRobin { .. }
                )
        }
        Status::Over(_) => false,
    };
    TournamentSummary {
        id: id.to_string(),
        name: stored.settings.name.clone(),
        game: stored.settings.game,
        format: format.to_owned(),
        status,
        entrants: u32::try_from(state.entrants().count()).unwrap_or(u32::MAX),
        open,
    }
}

/// Quarter points as people read them: `2`, `2.25`, `2.5`, `2.75`.
fn quarters(value: u32) -> String {
    match value % 4 {
        0 => (value / 4).to_string(),
        1 => format!("{}.25", value / 4),
        2 => format!("{}.5", value / 4),
        _ => format!("{}.75", value / 4),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quarter_points_read_as_decimals() {
        for (value, shown) in [(0, "0"), (5, "1.25"), (6, "1.5"), (7, "1.75"), (8, "2")] {
            assert_eq!(quarters(value), shown);
        }
    }

    #[test]
    fn results_and_outcomes_match_both_ways() {
        for result in TournamentResult::ALL {
            assert_eq!(super::result(outcome(result)), result);
        }
    }
}
