//! A Swiss round paired by the FIDE (Dutch) system, C.04.3, in the version approved at Baku in
//! 2016 (in force until FIDE's revision of 2025), with the basic rules of C.04.1: no game twice, one bye at
//! most, colours kept within two and never three times running.
//!
//! The round is paired bracket by bracket from the top scoregroup down (A.9). Each bracket's
//! candidates are made in the order of section D and judged by the criteria of section C
//! (`bracket.rs`); colours go by section E (`colour.rs`). Where this departs from the text, it
//! says so in `docs/tournaments.md`: the completion criterion C.4 is applied to every bracket
//! (so no last brackets ever collapse), C.7 and C.16 to C.19 are not applied, and a bracket
//! that runs out of its budget takes the best candidate found so far.
//!
//! Whether the players left can still all be paired is a question of matching (`matching.rs`),
//! asked before the round (if they cannot, the round has no pairing, A.9) and for each
//! candidate that would be taken.

mod bracket;
mod colour;
pub(crate) mod order;

use std::cmp::Reverse;

use self::bracket::{Bracket, C8, C9, C10, C11, C12, C13, C14, C15, Costs};
use self::colour::{Preference, Side, Strength};
use crate::matching::{Graph, maximum};
use crate::outcome::Colour;

pub(crate) use self::colour::{allocate, preference};

/// A float a player received in a round (A.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Float {
    /// Neither.
    None,
    /// Played someone with a lower score, or did not play.
    Down,
    /// Played someone with a higher score.
    Up,
}

/// A player to pair, as the round sees them.
#[derive(Debug, Clone)]
pub(crate) struct Player {
    /// The caller's name for the player.
    pub(crate) id: usize,
    /// The pairing number (A.2 b), from 1.
    pub(crate) tpn: u32,
    /// The score, in half points.
    pub(crate) score: u32,
    /// The colours of the games played over the board, oldest first.
    pub(crate) colours: Vec<Colour>,
    /// The caller's names of everyone the player has met.
    pub(crate) opponents: Vec<usize>,
    /// Has had the pairing-allocated bye, or a win by forfeit (C.2).
    pub(crate) had_bye: bool,
    /// The floats of the last round and of the round before it.
    pub(crate) floats: [Float; 2],
    /// A topscorer (A.7): more than half the possible score, in the final round.
    pub(crate) top: bool,
}

/// A round's pairing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Pairs {
    /// The games as (black, white), by the caller's names, in board order.
    pub(crate) games: Vec<(usize, usize)>,
    /// Who gets the pairing-allocated bye.
    pub(crate) bye: Option<usize>,
}

/// Pairs a round of `players` (every one of them to be paired or given the bye); `initial` is
/// the initial-colour drawn by lot. None if no pairing meets the absolute criteria.
pub(crate) fn pair(players: &[Player], initial: Colour) -> Option<Pairs> {
    let mut order: Vec<&Player> = players.iter().collect();
    order.sort_by_key(|p| (Reverse(p.score), p.tpn));
    let ctx = Ctx::new(order, initial);
    let n = ctx.players.len();
    let everyone: Vec<usize> = (0..n).collect();
    if !ctx.completes(&[], &everyone) {
        return None;
    }
    let mut pairs = Vec::new();
    let mut floating: Vec<usize> = Vec::new();
    let mut start = 0;
    while start < n {
        let score = ctx.players[start].score;
        let end = (start..n)
            .find(|&r| ctx.players[r].score != score)
            .unwrap_or(n);
        let mut members = std::mem::take(&mut floating);
        members.sort_unstable();
        let mdps = members.len();
        members.extend(start..end);
        let bracket = Bracket {
            ctx: &ctx,
            members,
            mdps,
            rest: (end..n).collect(),
        };
        let candidate = bracket.pair();
        pairs.extend(candidate.pairs);
        floating = candidate.downfloaters;
        start = end;
    }
    if floating.len() > 1 || floating.iter().any(|&p| !ctx.bye_ok(p)) {
        return None;
    }
    let mut games: Vec<(usize, usize)> = pairs
        .into_iter()
        .map(|(a, b)| {
            let (x, y) = (a.min(b), a.max(b));
            if ctx.allocate(x, y) == Colour::Black {
                (x, y)
            } else {
                (y, x)
            }
        })
        .collect();
    // Boards: the higher score of the pair first, then the higher sum, then the higher rank.
    games.sort_by_key(|&(a, b)| {
        let (sa, sb) = (ctx.players[a].score, ctx.players[b].score);
        (Reverse(sa.max(sb)), Reverse(sa + sb), a.min(b))
    });
    Some(Pairs {
        games: games
            .into_iter()
            .map(|(a, b)| (ctx.players[a].id, ctx.players[b].id))
            .collect(),
        bye: floating.first().map(|&p| ctx.players[p].id),
    })
}

/// The round's players in rank order (A.2: score, then pairing number), with what the criteria
/// ask of them worked out once. Players are named by their rank here.
pub(crate) struct Ctx<'a> {
    /// The players, by rank.
    players: Vec<&'a Player>,
    /// Their colour preferences.
    prefs: Vec<Option<Preference>>,
    /// Their colour differences.
    diffs: Vec<i32>,
    /// The initial-colour.
    initial: Colour,
}

impl<'a> Ctx<'a> {
    fn new(players: Vec<&'a Player>, initial: Colour) -> Ctx<'a> {
        let prefs = players.iter().map(|p| preference(&p.colours)).collect();
        let diffs = players
            .iter()
            .map(|p| colour::difference(&p.colours))
            .collect();
        Ctx {
            players,
            prefs,
            diffs,
            initial,
        }
    }

    /// A player's score.
    fn score(&self, p: usize) -> u32 {
        self.players[p].score
    }

    /// The colour a player wants: 0 black, 1 white, 2 none.
    fn wants(&self, p: usize) -> usize {
        match self.prefs[p] {
            Some(Preference {
                colour: Colour::Black,
                ..
            }) => 0,
            Some(Preference {
                colour: Colour::White,
                ..
            }) => 1,
            None => 2,
        }
    }

    /// Whether a player's colour preference is mild.
    fn mild(&self, p: usize) -> bool {
        matches!(
            self.prefs[p],
            Some(Preference {
                strength: Strength::Mild,
                ..
            })
        )
    }

    /// Whether two players may meet: C.1 (not met before) and C.3 (not two non-topscorers with
    /// the same absolute colour preference).
    fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (self.players[a], self.players[b]);
        if pa.opponents.contains(&pb.id) {
            return false;
        }
        if pa.top || pb.top {
            return true;
        }
        !matches!(
            (self.prefs[a], self.prefs[b]),
            (Some(x), Some(y)) if x.strength == Strength::Absolute
                && y.strength == Strength::Absolute
                && x.colour == y.colour
        )
    }

    /// Whether a player may have the pairing-allocated bye (C.2).
    fn bye_ok(&self, p: usize) -> bool {
        !self.players[p].had_bye
    }

    /// The colour of `x` against `y`, `x` the higher ranked (E).
    fn allocate(&self, x: usize, y: usize) -> Colour {
        let side = |p: usize| Side {
            history: &self.players[p].colours,
            preference: self.prefs[p],
            tpn: self.players[p].tpn,
        };
        allocate(side(x), side(y), self.initial)
    }

    /// What the pair of `x` and `y` (`x` the higher ranked) costs on the criteria C.8 to C.11
    /// once its colours are given, and C.13 and C.15 for `upfloater`, a resident paired with a
    /// moved-down player.
    fn pair_costs(&self, x: usize, y: usize, upfloater: Option<usize>) -> Costs {
        let mut costs = [0; 8];
        let cx = self.allocate(x, y);
        let top = self.players[x].top || self.players[y].top;
        for (p, c) in [(x, cx), (y, cx.opposite())] {
            if let Some(pref) = self.prefs[p]
                && pref.colour != c
            {
                costs[C10] += 1;
                if pref.strength >= Strength::Strong {
                    costs[C11] += 1;
                }
            }
            if top {
                if (self.diffs[p] + colour::step(c)).abs() > 2 {
                    costs[C8] += 1;
                }
                let history = &self.players[p].colours;
                if history.len() >= 2 && history[history.len() - 2..].iter().all(|&h| h == c) {
                    costs[C9] += 1;
                }
            }
        }
        if let Some(u) = upfloater {
            let floats = self.players[u].floats;
            costs[C13] += u32::from(floats[0] == Float::Up);
            costs[C15] += u32::from(floats[1] == Float::Up);
        }
        costs
    }

    /// What a downfloater costs on C.12 and C.14.
    fn float_costs(&self, p: usize) -> Costs {
        let mut costs = [0; 8];
        let floats = self.players[p].floats;
        costs[C12] = u32::from(floats[0] == Float::Down);
        costs[C14] = u32::from(floats[1] == Float::Down);
        costs
    }

    /// Whether the round can be completed once `downfloaters` move down onto `rest`: every one
    /// of them paired, one given the bye if they are odd. Below the last bracket there is no
    /// one left, and the one downfloater (if any) takes the bye.
    fn completes(&self, downfloaters: &[usize], rest: &[usize]) -> bool {
        if rest.is_empty() {
            return match downfloaters {
                [] => true,
                [p] => self.bye_ok(*p),
                _ => false,
            };
        }
        let mut set: Vec<usize> = downfloaters.to_vec();
        set.extend(rest);
        self.greedy(&set) || self.matched(&set)
    }

    /// Whether pairing each player with the first compatible one after him (the bye to the
    /// first who may have it and finds no one) pairs them all: usually so, and cheap.
    fn greedy(&self, set: &[usize]) -> bool {
        let mut taken = vec![false; set.len()];
        let mut bye = set.len().is_multiple_of(2);
        for i in 0..set.len() {
            if taken[i] {
                continue;
            }
            taken[i] = true;
            if let Some(j) =
                (i + 1..set.len()).find(|&j| !taken[j] && self.compatible(set[i], set[j]))
            {
                taken[j] = true;
            } else if !bye && self.bye_ok(set[i]) {
                bye = true;
            } else {
                return false;
            }
        }
        true
    }

    /// Whether a maximum matching pairs them all (a bye vertex joined to whoever may have the
    /// bye, if they are odd).
    fn matched(&self, set: &[usize]) -> bool {
        let n = set.len();
        let odd = n % 2 == 1;
        let graph = Graph::new(n + usize::from(odd), |a, b| {
            if b == n {
                self.bye_ok(set[a])
            } else {
                self.compatible(set[a], set[b])
            }
        });
        maximum(&graph).iter().all(Option::is_some)
    }
}
