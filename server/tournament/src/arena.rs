//! The arena: for a fixed time, whoever is free is paired at once with someone of a similar
//! score, and scored as lichess scores its arenas: 2 a win, 1 a draw, and after two wins in a
//! row every game counts double until one is not won.

use crate::entrant::Presence;
use crate::event::{Ending, Event};
use crate::game::GameState;
use crate::outcome::Colour;
use crate::tournament::{Out, Tournament, game_index};

/// An entrant's arena score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(crate) struct Sheet {
    /// Points.
    pub(crate) points: u32,
    /// Games won, drawn, lost (forfeits included).
    pub(crate) wins: u32,
    /// See `wins`.
    pub(crate) draws: u32,
    /// See `wins`.
    pub(crate) losses: u32,
    /// On a streak: the next game counts double.
    pub(crate) on_fire: bool,
}

impl Tournament {
    /// Ends an arena whose time is up, or pairs whoever is free.
    pub(crate) fn arena_step(&mut self, now: u64, out: &mut Out) {
        self.arena_time(now, out);
        if self.flowing() {
            self.pair_arena(now, out);
        }
    }

    /// Ends a running arena whose time is up: the standings freeze, the games under way no
    /// longer count.
    pub(crate) fn arena_time(&mut self, now: u64, out: &mut Out) {
        if matches!(self.status, crate::Status::Running { .. })
            && self.ends_at.is_some_and(|end| now >= end)
        {
            self.end(Ending::Complete, out);
        }
    }

    /// An entrant's score, from their games in order: a game counts double once the two
    /// before it were won; a draw or a loss ends the streak.
    pub(crate) fn sheet(&self, seat: usize) -> Sheet {
        let mut sheet = Sheet::default();
        let mut streak = 0;
        for &g in &self.seats[seat].games {
            let game = &self.games[game_index(g)];
            let Some(outcome) = game.outcome() else {
                continue;
            };
            let factor = if streak >= 2 { 2 } else { 1 };
            match outcome.half_points(self.colour_in(seat, game)) {
                2 => {
                    sheet.points += 2 * factor;
                    sheet.wins += 1;
                    streak += 1;
                }
                1 => {
                    sheet.points += factor;
                    sheet.draws += 1;
                    streak = 0;
                }
                _ => {
                    sheet.losses += 1;
                    streak = 0;
                }
            }
        }
        sheet.on_fire = streak >= 2;
        sheet
    }

    /// The opponent of `seat`'s last game, if it has one.
    fn last_opponent(&self, seat: usize) -> Option<usize> {
        let &g = self.seats[seat].games.last()?;
        Some(self.opponent_in(seat, &self.games[game_index(g)]))
    }

    /// Whether `a` and `b` played each other in the last game of either.
    fn just_met(&self, a: usize, b: usize) -> bool {
        self.last_opponent(a) == Some(b) || self.last_opponent(b) == Some(a)
    }

    /// The entrants still in and free, highest score first (then by pairing number).
    fn free(&self) -> Vec<usize> {
        let ranking = self.ranking();
        let mut free: Vec<(u32, usize, usize)> = ranking
            .iter()
            .enumerate()
            .filter(|&(_, &s)| {
                self.seats[s].presence == Presence::Active && self.seats[s].playing.is_none()
            })
            .map(|(place, &s)| (self.sheet(s).points, place, s))
            .collect();
        free.sort_by_key(|&(points, place, _)| (std::cmp::Reverse(points), place));
        free.into_iter().map(|(_, _, s)| s).collect()
    }

    /// Pairs the free entrants, each with the nearest below them in the standings who was not
    /// the opponent of their last game. Where only such opponents are left, the nearest plays
    /// again if no one else could come free (nobody is playing), or once one of the two has
    /// waited the settings' `rematch_wait_ms`.
    fn pair_arena(&mut self, now: u64, out: &mut Out) {
        let mut free = self.free();
        let playing = self
            .seats
            .iter()
            .any(|s| s.presence == Presence::Active && s.playing.is_some());
        let mut i = 0;
        while i + 1 < free.len() {
            let p = free[i];
            let partner = (i + 1..free.len())
                .find(|&j| !self.just_met(p, free[j]))
                .or_else(|| {
                    let since = self.seats[p]
                        .free_since
                        .min(self.seats[free[i + 1]].free_since);
                    let waited = now >= since.saturating_add(self.settings.rematch_wait_ms);
                    (!playing || waited).then_some(i + 1)
                });
            let Some(j) = partner else {
                i += 1;
                continue;
            };
            if !self.room_for(1) {
                self.end(Ending::GameCap, out);
                return;
            }
            let q = free.remove(j);
            free.remove(i);
            let (black, white) = self.arena_colours(p, q);
            let key = u32::try_from(self.games.len()).unwrap_or(0);
            let opening = self.opening(key);
            let pairing = self.new_game(0, black, white, opening, GameState::Open);
            out.push(Event::GameOpened(pairing));
        }
    }

    /// Who of `p` (the higher) and `q` plays black: the one who has had black less often; if
    /// they just played each other, the one who had white then; the one who had white last;
    /// else `p`.
    fn arena_colours(&self, p: usize, q: usize) -> (usize, usize) {
        let record = |s: usize| {
            let mut balance = 0i64;
            let mut last = None;
            for &g in &self.seats[s].games {
                let game = &self.games[game_index(g)];
                if game.outcome().is_some_and(crate::Outcome::played) {
                    let c = self.colour_in(s, game);
                    balance += if c == Colour::Black { 1 } else { -1 };
                    last = Some(c);
                }
            }
            (balance, last)
        };
        let (bp, lp) = record(p);
        let (bq, lq) = record(q);
        let q_id = self.seats[q].entrant.id;
        let together = self.seats[p]
            .games
            .iter()
            .rev()
            .map(|&g| &self.games[game_index(g)])
            .find(|g| g.has(q_id));
        let p_black = match bp.cmp(&bq) {
            std::cmp::Ordering::Less => true,
            std::cmp::Ordering::Greater => false,
            std::cmp::Ordering::Equal => match together {
                Some(game) if self.just_met(p, q) => self.colour_in(p, game) == Colour::White,
                _ => !(lq == Some(Colour::White) && lp != Some(Colour::White)),
            },
        };
        if p_black { (p, q) } else { (q, p) }
    }

    /// When the longest-waiting free entrant may be paired with the opponent of their last
    /// game, if anyone is waiting for that.
    pub(crate) fn rematch_deadline(&self) -> Option<u64> {
        let free = self.free();
        if free.len() < 2 {
            return None;
        }
        free.iter()
            .map(|&s| {
                self.seats[s]
                    .free_since
                    .saturating_add(self.settings.rematch_wait_ms)
            })
            .min()
    }
}
