//! The standings (points, then the format's tie-breaks) and the crosstable.
//!
//! Worked out from the games on demand, never kept: a fixed result changes them at once.

use crate::entrant::{EntrantId, Presence};
use crate::game::{GameNo, GameState};
use crate::outcome::{Colour, Outcome};
use crate::settings::Format;
use crate::tournament::{Tournament, game_index};

/// A tie-break: what decides between entrants with equal points.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tiebreak {
    /// Among the tied, if they have all met: the points they scored against each other.
    DirectEncounter,
    /// The sum of the opponents' points; a round not played counts the entrant's own points,
    /// as if against an opponent of the same score (after the "dummy opponent" of the FIDE
    /// tie-break regulations of 2023).
    Buchholz,
    /// Buchholz without the highest and the lowest opponent (when there are three or more).
    MedianBuchholz,
    /// The points of the opponents beaten, and half those of the opponents drawn, over games
    /// played.
    SonnebornBerger,
    /// The games won, forfeits included.
    Wins,
    /// Fewer games played (an arena's points in fewer games).
    FewerGames,
}

impl Tiebreak {
    /// The tie-break's short name, as the CSV's header writes it.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Tiebreak::DirectEncounter => "direct_encounter",
            Tiebreak::Buchholz => "buchholz",
            Tiebreak::MedianBuchholz => "median_buchholz",
            Tiebreak::SonnebornBerger => "sonneborn_berger",
            Tiebreak::Wins => "wins",
            Tiebreak::FewerGames => "fewer_games",
        }
    }

    /// The tie-breaks of a format, in the order they apply.
    #[must_use]
    pub const fn of(format: &Format) -> &'static [Tiebreak] {
        match format {
            Format::RoundRobin { .. } => &[
                Tiebreak::DirectEncounter,
                Tiebreak::Wins,
                Tiebreak::SonnebornBerger,
            ],
            Format::Swiss { .. } => &[
                Tiebreak::Buchholz,
                Tiebreak::MedianBuchholz,
                Tiebreak::SonnebornBerger,
                Tiebreak::DirectEncounter,
                Tiebreak::Wins,
            ],
            Format::Gauntlet { .. } => &[Tiebreak::Wins, Tiebreak::SonnebornBerger],
            Format::Arena { .. } => &[Tiebreak::Wins, Tiebreak::FewerGames],
        }
    }
}

/// How points are counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    /// In half points: 2 is a win (1 point), 1 a draw.
    HalfPoints,
    /// An arena's points, as they are.
    Points,
}

impl Scale {
    /// Points as a person reads them: `3`, `3.5` (half points), `9` (an arena's).
    #[must_use]
    pub fn show(self, points: u32) -> String {
        match self {
            Scale::Points => points.to_string(),
            Scale::HalfPoints if points.is_multiple_of(2) => (points / 2).to_string(),
            Scale::HalfPoints => format!("{}.5", points / 2),
        }
    }
}

/// An entrant's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The place, from 1; entrants tied on every tie-break share it.
    pub rank: u32,
    /// Who.
    pub id: EntrantId,
    /// Still in, or gone.
    pub presence: Presence,
    /// Points, on the standings' [`Scale`].
    pub points: u32,
    /// Games with a result, forfeits included.
    pub games: u32,
    /// Games won (forfeits included).
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost (forfeits included).
    pub losses: u32,
    /// Buchholz, in half points (round robins and Swiss).
    pub buchholz: u32,
    /// Median Buchholz, in half points.
    pub median_buchholz: u32,
    /// Sonneborn-Berger, in quarter points (a half point times a half point).
    pub sonneborn_berger: u32,
    /// In an arena, on a streak: the next game counts double.
    pub on_fire: bool,
}

/// The standings, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standings {
    /// How the points are counted.
    pub scale: Scale,
    /// The tie-breaks, in the order they applied.
    pub tiebreaks: &'static [Tiebreak],
    /// The entrants, best first.
    pub rows: Vec<Row>,
}

/// How a game went for one of its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Won over the board.
    Win,
    /// Drawn.
    Draw,
    /// Lost over the board.
    Loss,
    /// Won without a game.
    ForfeitWin,
    /// Lost without a game.
    ForfeitLoss,
}

impl Verdict {
    /// The crosstable's sign: `1`, `½`, `0`, `+`, `-`.
    #[must_use]
    pub const fn sign(self) -> &'static str {
        match self {
            Verdict::Win => "1",
            Verdict::Draw => "½",
            Verdict::Loss => "0",
            Verdict::ForfeitWin => "+",
            Verdict::ForfeitLoss => "-",
        }
    }

    /// How `outcome` went for `side`.
    #[must_use]
    pub fn of(outcome: Outcome, side: Colour) -> Verdict {
        match (outcome.played(), outcome.half_points(side)) {
            (true, 2) => Verdict::Win,
            (true, 1) => Verdict::Draw,
            (true, _) => Verdict::Loss,
            (false, 2) => Verdict::ForfeitWin,
            (false, _) => Verdict::ForfeitLoss,
        }
    }
}

/// One game in a crosstable's cell, as its row's entrant played it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    /// The game.
    pub game: GameNo,
    /// The row's entrant's colour.
    pub colour: Colour,
    /// How it went for them, once it has a result.
    pub verdict: Option<Verdict>,
}

/// Who played whom and how: row `i`, column `j` holds the games of the `i`-th entrant of the
/// standings against the `j`-th, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Crosstable {
    /// The entrants, in the standings' order.
    pub ids: Vec<EntrantId>,
    /// The cells.
    pub cells: Vec<Vec<Vec<Mark>>>,
}

impl Tournament {
    /// The standings as they are now.
    #[must_use]
    pub fn standings(&self) -> Standings {
        let tiebreaks = Tiebreak::of(&self.settings.format);
        let rows: Vec<Row> = if self.is_arena() {
            (0..self.seats.len()).map(|s| self.arena_row(s)).collect()
        } else {
            self.round_rows()
        };
        let mut order = self.ranking();
        order.sort_by_key(|&s| std::cmp::Reverse(rows[s].points));
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for s in order {
            match groups.last_mut() {
                Some(g) if rows[g[0]].points == rows[s].points => g.push(s),
                _ => groups.push(vec![s]),
            }
        }
        for &tiebreak in tiebreaks {
            groups = groups
                .into_iter()
                .flat_map(|group| self.split(group, tiebreak, &rows))
                .collect();
        }
        let mut ranked = Vec::with_capacity(rows.len());
        for group in groups {
            let rank = ranked.len() as u32 + 1;
            for s in group {
                ranked.push(Row {
                    rank,
                    ..rows[s].clone()
                });
            }
        }
        Standings {
            scale: if self.is_arena() {
                Scale::Points
            } else {
                Scale::HalfPoints
            },
            tiebreaks,
            rows: ranked,
        }
    }

    /// A group tied so far, split by one more tie-break, best first.
    fn split(&self, mut group: Vec<usize>, tiebreak: Tiebreak, rows: &[Row]) -> Vec<Vec<usize>> {
        if group.len() < 2 {
            return vec![group];
        }
        let value = |s: usize| -> i64 {
            let r = &rows[s];
            match tiebreak {
                Tiebreak::DirectEncounter => 0,
                Tiebreak::Buchholz => i64::from(r.buchholz),
                Tiebreak::MedianBuchholz => i64::from(r.median_buchholz),
                Tiebreak::SonnebornBerger => i64::from(r.sonneborn_berger),
                Tiebreak::Wins => i64::from(r.wins),
                Tiebreak::FewerGames => -i64::from(r.games),
            }
        };
        let mut values: Vec<(usize, i64)> = group.iter().map(|&s| (s, value(s))).collect();
        if tiebreak == Tiebreak::DirectEncounter {
            values = self.direct_encounter(&group);
        }
        values.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
        group.clear();
        let mut out: Vec<Vec<usize>> = Vec::new();
        let mut last = None;
        for (s, v) in values {
            if last == Some(v) {
                if let Some(g) = out.last_mut() {
                    g.push(s);
                }
            } else {
                out.push(vec![s]);
            }
            last = Some(v);
        }
        out
    }

    /// The points each of `group` scored against the others, if they have all met; otherwise
    /// nothing to tell them apart.
    fn direct_encounter(&self, group: &[usize]) -> Vec<(usize, i64)> {
        let ids: Vec<EntrantId> = group.iter().map(|&s| self.seats[s].entrant.id).collect();
        let mut scored = vec![0i64; group.len()];
        let mut met = vec![vec![false; group.len()]; group.len()];
        for (i, &s) in group.iter().enumerate() {
            for &g in &self.seats[s].games {
                let game = &self.games[game_index(g)];
                let Some(outcome) = game.outcome() else {
                    continue;
                };
                let other = if game.pairing.black == ids[i] {
                    game.pairing.white
                } else {
                    game.pairing.black
                };
                if let Some(j) = ids.iter().position(|&id| id == other) {
                    met[i][j] = true;
                    scored[i] += i64::from(outcome.half_points(self.colour_in(s, game)));
                }
            }
        }
        let all_met = (0..group.len()).all(|i| (0..group.len()).all(|j| i == j || met[i][j]));
        group
            .iter()
            .zip(scored)
            .map(|(&s, v)| (s, if all_met { v } else { 0 }))
            .collect()
    }

    /// An arena entrant's row, unranked.
    fn arena_row(&self, seat: usize) -> Row {
        let sheet = self.sheet(seat);
        Row {
            rank: 0,
            id: self.seats[seat].entrant.id,
            presence: self.seats[seat].presence,
            points: sheet.points,
            games: sheet.wins + sheet.draws + sheet.losses,
            wins: sheet.wins,
            draws: sheet.draws,
            losses: sheet.losses,
            buchholz: 0,
            median_buchholz: 0,
            sonneborn_berger: 0,
            on_fire: sheet.on_fire,
        }
    }

    /// Every entrant's row of an event with rounds, unranked, by seat.
    fn round_rows(&self) -> Vec<Row> {
        let n = self.seats.len();
        let mut rows: Vec<Row> = self
            .seats
            .iter()
            .map(|s| Row {
                rank: 0,
                id: s.entrant.id,
                presence: s.presence,
                points: 0,
                games: 0,
                wins: 0,
                draws: 0,
                losses: 0,
                buchholz: 0,
                median_buchholz: 0,
                sonneborn_berger: 0,
                on_fire: false,
            })
            .collect();
        for game in &self.games {
            let GameState::Done(outcome) = game.state else {
                continue;
            };
            for (id, side) in [
                (game.pairing.black, Colour::Black),
                (game.pairing.white, Colour::White),
            ] {
                let row = &mut rows[self.index[&id]];
                let half = outcome.half_points(side);
                row.points += half;
                row.games += 1;
                match half {
                    2 => row.wins += 1,
                    1 => row.draws += 1,
                    _ => row.losses += 1,
                }
            }
        }
        for round in &self.rounds {
            for &(id, half_points) in &round.byes {
                rows[self.index[&id]].points += half_points;
            }
        }
        let points: Vec<u32> = rows.iter().map(|r| r.points).collect();
        let swiss = matches!(self.settings.format, Format::Swiss { .. });
        for seat in 0..n {
            // Each round's contribution to Buchholz: the opponent's points for a game played,
            // the entrant's own for a round not played.
            let mut parts: Vec<u32> = Vec::new();
            let mut sb = 0;
            let mut rounds_seen = vec![false; self.rounds.len()];
            for &g in &self.seats[seat].games {
                let game = &self.games[game_index(g)];
                let Some(outcome) = game.outcome() else {
                    continue;
                };
                if let Some(r) = (game.pairing.round as usize).checked_sub(1)
                    && let Some(seen) = rounds_seen.get_mut(r)
                {
                    *seen = true;
                }
                if outcome.played() {
                    let other = self.opponent_in(seat, game);
                    parts.push(points[other]);
                    sb += outcome.half_points(self.colour_in(seat, game)) * points[other];
                } else {
                    parts.push(points[seat]);
                }
            }
            let id = self.seats[seat].entrant.id;
            for (r, round) in self.rounds.iter().enumerate() {
                let bye = round.byes.iter().any(|&(b, _)| b == id);
                if bye || (swiss && round.over && !rounds_seen[r]) {
                    parts.push(points[seat]);
                }
            }
            let buchholz: u32 = parts.iter().sum();
            let median = if parts.len() >= 3 {
                buchholz - parts.iter().max().unwrap_or(&0) - parts.iter().min().unwrap_or(&0)
            } else {
                buchholz
            };
            let row = &mut rows[seat];
            row.buchholz = buchholz;
            row.median_buchholz = median;
            row.sonneborn_berger = sb;
        }
        rows
    }

    /// Who played whom and how, in the standings' order: a square of as many cells as entrants
    /// squared, meant for the fields of a round robin or a small Swiss.
    #[must_use]
    pub fn crosstable(&self) -> Crosstable {
        let ids: Vec<EntrantId> = self.standings().rows.iter().map(|r| r.id).collect();
        let place: std::collections::HashMap<EntrantId, usize> =
            ids.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        let mut cells = vec![vec![Vec::new(); ids.len()]; ids.len()];
        for game in &self.games {
            if game.state == GameState::Void {
                continue;
            }
            let p = game.pairing;
            let (b, w) = (place[&p.black], place[&p.white]);
            let outcome = game.outcome();
            cells[b][w].push(Mark {
                game: p.game,
                colour: Colour::Black,
                verdict: outcome.map(|o| Verdict::of(o, Colour::Black)),
            });
            cells[w][b].push(Mark {
                game: p.game,
                colour: Colour::White,
                verdict: outcome.map(|o| Verdict::of(o, Colour::White)),
            });
        }
        Crosstable { ids, cells }
    }
}
