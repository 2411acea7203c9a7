//! The events that go by rounds (round robin, Swiss, gauntlet): when a round is over, when the
//! next one opens, and who plays whom in it.

use crate::berger;
use crate::dutch::{self, Float};
use crate::entrant::Presence;
use crate::event::{Ending, Event};
use crate::game::{GameState, Round};
use crate::outcome::{Colour, Outcome};
use crate::settings::Format;
use crate::tournament::{Out, Tournament, game_index};

/// A pair of a round robin's round: the seats of its first and second mover, `None` for the
/// free round of an odd field.
type TablePair = (Option<usize>, Option<usize>);

/// What the next round is.
enum Next {
    /// It can be opened.
    Round,
    /// There is none: the event is over for this reason.
    None(Ending),
}

impl Tournament {
    /// Closes the round if its games are all decided and opens the next one when its time
    /// comes, until a round is under way, the event waits (a break, a pause) or it is over.
    pub(crate) fn rounds_step(&mut self, now: u64, out: &mut Out) {
        while matches!(self.status, crate::Status::Running { .. }) {
            if let Some(round) = self.rounds.last()
                && !round.over
            {
                let open = round
                    .games
                    .iter()
                    .any(|&g| self.games[game_index(g)].state == GameState::Open);
                if open {
                    return;
                }
                let number = round.number;
                if let Some(r) = self.rounds.last_mut() {
                    r.over = true;
                }
                out.push(Event::RoundOver { round: number });
                self.next_round_at = Some(now.saturating_add(self.settings.round_break_ms));
            }
            if let Next::None(ending) = self.next() {
                self.end(ending, out);
                return;
            }
            if !self.flowing() || self.next_round_at.is_some_and(|t| now < t) {
                return;
            }
            self.next_round_at = None;
            self.open_round(out);
        }
    }

    /// Whether another round follows.
    fn next(&self) -> Next {
        let played = self.rounds.len() as u32;
        match self.settings.format {
            Format::RoundRobin { .. } => {
                if self.total_rounds().is_some_and(|t| played < t) {
                    Next::Round
                } else {
                    Next::None(Ending::Complete)
                }
            }
            Format::Swiss { rounds } => {
                if played >= rounds {
                    Next::None(Ending::Complete)
                } else if self.active().count() < 2 {
                    Next::None(Ending::TooFewEntrants)
                } else {
                    Next::Round
                }
            }
            Format::Gauntlet { .. } => match self.gauntlet_next() {
                Some(_) => Next::Round,
                None => Next::None(Ending::Complete),
            },
            Format::Arena { .. } => Next::None(Ending::Complete),
        }
    }

    /// Opens the next round: its games, its byes.
    fn open_round(&mut self, out: &mut Out) {
        let number = self.rounds.len() as u32 + 1;
        let games: Vec<(usize, usize, Option<u32>)>;
        let mut byes: Vec<(usize, u32)> = Vec::new();
        match self.settings.format {
            Format::RoundRobin { double } => {
                let (pairs, key) = self.berger_round(number, double);
                let mut list = Vec::new();
                for (black, white) in pairs {
                    match (black, white) {
                        (Some(b), Some(w)) => list.push((b, w, self.opening(key))),
                        (Some(p), None) | (None, Some(p)) => byes.push((p, 0)),
                        (None, None) => {}
                    }
                }
                games = list;
            }
            Format::Swiss { .. } => {
                let Some(pairs) = self.swiss_round(number) else {
                    self.end(Ending::NoPairing, out);
                    return;
                };
                let opening = self.opening(number - 1);
                games = pairs.games.iter().map(|&(b, w)| (b, w, opening)).collect();
                byes.extend(pairs.bye.map(|p| (p, 2)));
            }
            Format::Gauntlet { double, .. } => {
                let Some((challenger, opponent, leg)) = self.gauntlet_next() else {
                    self.end(Ending::Complete, out);
                    return;
                };
                let challenger_black = if double { leg == 0 } else { number % 2 == 1 };
                let opening = if leg == 0 {
                    self.opening(number - 1)
                } else {
                    self.between(challenger, opponent)
                        .first()
                        .and_then(|&g| self.games[game_index(g)].pairing.opening)
                };
                games = vec![if challenger_black {
                    (challenger, opponent, opening)
                } else {
                    (opponent, challenger, opening)
                }];
            }
            Format::Arena { .. } => return,
        }
        if !self.room_for(games.len()) {
            self.end(Ending::GameCap, out);
            return;
        }
        out.push(Event::RoundStarted { round: number });
        let mut round = Round {
            number,
            games: Vec::with_capacity(games.len()),
            byes: Vec::new(),
            over: false,
        };
        for (black, white, opening) in games {
            let state = match (self.is_in(black), self.is_in(white)) {
                (true, true) => GameState::Open,
                (true, false) => GameState::Done(Outcome::ForfeitWin(Colour::Black)),
                (false, true) => GameState::Done(Outcome::ForfeitWin(Colour::White)),
                (false, false) => GameState::Done(Outcome::DoubleForfeit),
            };
            let pairing = self.new_game(number, black, white, opening, state);
            round.games.push(pairing.game);
            if state == GameState::Open {
                out.push(Event::GameOpened(pairing));
            } else {
                out.standings();
            }
        }
        for (seat, half_points) in byes {
            if !self.is_in(seat) {
                continue;
            }
            let id = self.seats[seat].entrant.id;
            round.byes.push((id, half_points));
            out.push(Event::Bye {
                round: number,
                id,
                half_points,
            });
            if half_points > 0 {
                out.standings();
            }
        }
        self.rounds.push(round);
    }

    /// Whether a seat's entrant is still in.
    fn is_in(&self, seat: usize) -> bool {
        self.seats[seat].presence == Presence::Active
    }

    /// Round `number` of a round robin: its pairs (seats, `None` for the free round), first
    /// mover first, and the key of its opening.
    ///
    /// The second cycle of a double round robin repeats the first with colours reversed; the
    /// first cycle plays its last two rounds the other way round, as C.05 recommends, so that
    /// nobody has the same colour three times running across the cycles. Both games of a pair
    /// share an opening.
    fn berger_round(&self, number: u32, double: bool) -> (Vec<TablePair>, u32) {
        let n = u32::try_from(self.table.len()).unwrap_or(0);
        let per_cycle = n - 1;
        let cycle = (number - 1) / per_cycle;
        let place = (number - 1) % per_cycle + 1;
        let table_round = if double && cycle == 0 && per_cycle >= 2 && place + 1 >= per_cycle {
            2 * per_cycle - 1 - place
        } else {
            place
        };
        let pairs = berger::round(n, table_round)
            .into_iter()
            .map(|(a, b)| if cycle == 0 { (a, b) } else { (b, a) })
            .map(|(a, b)| (self.table[a as usize - 1], self.table[b as usize - 1]))
            .collect();
        (pairs, table_round - 1)
    }

    /// The pairing of Swiss round `number` among the entrants still in, by the Dutch system.
    fn swiss_round(&self, number: u32) -> Option<dutch::Pairs> {
        let seats = self.seats.len();
        let mut score = vec![0u32; seats];
        let mut floats = vec![[Float::None; 2]; seats];
        let mut had_bye = vec![false; seats];
        for round in &self.rounds {
            let mut float = vec![Float::Down; seats];
            for &g in &round.games {
                let game = &self.games[game_index(g)];
                let (b, w) = (
                    self.index[&game.pairing.black],
                    self.index[&game.pairing.white],
                );
                if game.outcome().is_some_and(Outcome::played) {
                    let (fb, fw) = match score[b].cmp(&score[w]) {
                        std::cmp::Ordering::Greater => (Float::Down, Float::Up),
                        std::cmp::Ordering::Less => (Float::Up, Float::Down),
                        std::cmp::Ordering::Equal => (Float::None, Float::None),
                    };
                    float[b] = fb;
                    float[w] = fw;
                }
            }
            for (seat, f) in float.into_iter().enumerate() {
                floats[seat] = [f, floats[seat][0]];
            }
            for &g in &round.games {
                let game = &self.games[game_index(g)];
                if let Some(outcome) = game.outcome() {
                    let (b, w) = (
                        self.index[&game.pairing.black],
                        self.index[&game.pairing.white],
                    );
                    score[b] += outcome.half_points(Colour::Black);
                    score[w] += outcome.half_points(Colour::White);
                    if let Outcome::ForfeitWin(c) = outcome {
                        had_bye[if c == Colour::Black { b } else { w }] = true;
                    }
                }
            }
            for &(id, half_points) in &round.byes {
                let seat = self.index[&id];
                score[seat] += half_points;
                had_bye[seat] = true;
            }
        }
        let ranking = self.ranking();
        let mut tpn = vec![0u32; seats];
        for (place, &seat) in ranking.iter().enumerate() {
            tpn[seat] = place as u32 + 1;
        }
        let last = self.total_rounds() == Some(number);
        let players: Vec<dutch::Player> = self
            .active()
            .map(|seat| {
                let mut colours = Vec::new();
                let mut opponents = Vec::new();
                for &g in &self.seats[seat].games {
                    let game = &self.games[game_index(g)];
                    opponents.push(self.opponent_in(seat, game));
                    if game.outcome().is_some_and(Outcome::played) {
                        colours.push(self.colour_in(seat, game));
                    }
                }
                dutch::Player {
                    id: seat,
                    tpn: tpn[seat],
                    score: score[seat],
                    colours,
                    opponents,
                    had_bye: had_bye[seat],
                    floats: floats[seat],
                    top: last && score[seat] > number - 1,
                }
            })
            .collect();
        dutch::pair(&players, self.settings.initial_colour)
    }

    /// The games between two seats, in order.
    fn between(&self, a: usize, b: usize) -> Vec<crate::GameNo> {
        let other = self.seats[b].entrant.id;
        self.seats[a]
            .games
            .iter()
            .copied()
            .filter(|&g| self.games[game_index(g)].has(other))
            .collect()
    }

    /// The gauntlet's next game: the challenger's seat, the opponent's, and which of their
    /// games it is (from 0). Opponents come in the order of the initial ranking list.
    fn gauntlet_next(&self) -> Option<(usize, usize, usize)> {
        let Format::Gauntlet { challenger, double } = self.settings.format else {
            return None;
        };
        let legs = if double { 2 } else { 1 };
        let &c = self.index.get(&challenger)?;
        if !self.is_in(c) {
            return None;
        }
        self.ranking()
            .into_iter()
            .filter(|&s| s != c && self.is_in(s))
            .find_map(|s| {
                let played = self.between(c, s).len();
                (played < legs).then_some((c, s, played))
            })
    }

    /// The gauntlet's rounds as its entrants stand: those played, and one for each game still
    /// owed to an entrant still in.
    pub(crate) fn gauntlet_total(&self) -> u32 {
        let Format::Gauntlet { challenger, double } = self.settings.format else {
            return 0;
        };
        let legs = if double { 2 } else { 1 };
        let Some(&c) = self.index.get(&challenger) else {
            return 0;
        };
        let owed: usize = if self.is_in(c) {
            (0..self.seats.len())
                .filter(|&s| s != c && self.is_in(s))
                .map(|s| legs - self.between(c, s).len().min(legs))
                .sum()
        } else {
            0
        };
        self.rounds.len() as u32 + owed as u32
    }
}
