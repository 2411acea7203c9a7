//! A match's results from one side's point of view, and what they say about the difference in
//! strength: the score, the Elo difference it implies, and its 95% interval.
//!
//! The arena plays its games in pairs, both colours from one opening, and the two games of a
//! pair are not independent: an opening that favours one colour gives each side one of its
//! games. So the interval and the sequential test read the pairs ([`Pairs`], the five results
//! a pair can have, as chess engine testing frameworks count them), whose spread is the one
//! that counts; the games' own ([`Tally`]) is what a match of unpaired games would have.

/// How one game ended for the side being measured (the arena's A).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// It won.
    Win,
    /// Neither side won.
    Draw,
    /// It lost.
    Loss,
}

/// Wins, draws and losses.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// Wins.
    pub wins: usize,
    /// Draws.
    pub draws: usize,
    /// Losses.
    pub losses: usize,
}

impl Tally {
    /// Games counted.
    #[must_use]
    pub fn games(&self) -> usize {
        self.wins + self.draws + self.losses
    }

    /// Counts one game.
    pub fn add(&mut self, v: Verdict) {
        match v {
            Verdict::Win => self.wins += 1,
            Verdict::Draw => self.draws += 1,
            Verdict::Loss => self.losses += 1,
        }
    }

    /// `(wins + draws / 2) / games`: the mean of a game's points (1, 1/2 or 0).
    #[must_use]
    pub fn score(&self) -> f64 {
        let n = self.games().max(1) as f64;
        (self.wins as f64 + self.draws as f64 / 2.0) / n
    }

    /// The variance of one game's points around [`Tally::score`].
    #[must_use]
    pub fn variance(&self) -> f64 {
        let n = self.games().max(1) as f64;
        let s = self.score();
        let mean_square = (self.wins as f64 + self.draws as f64 / 4.0) / n;
        (mean_square - s * s).max(0.0)
    }

    /// The 95% interval of the score: from the games' own variance (a draw is half a point),
    /// or, when every game ended alike, from the Wilson interval, which stays inside 0..1.
    #[must_use]
    pub fn score_interval(&self) -> (f64, f64) {
        interval(self)
    }
}

/// What the interval and the sequential test read of a match: its independent samples (games,
/// or pairs of games), their mean score (a fraction of the points they could win) and the
/// variance of one sample's score.
pub trait Scored {
    /// Independent samples counted.
    fn samples(&self) -> usize;
    /// How many games they hold.
    fn games_in_samples(&self) -> usize;
    /// The mean score of a sample, 0 to 1.
    fn mean(&self) -> f64;
    /// The variance of one sample's score around [`Scored::mean`].
    fn spread(&self) -> f64;
}

impl Scored for Tally {
    fn samples(&self) -> usize {
        self.games()
    }

    fn games_in_samples(&self) -> usize {
        self.games()
    }

    fn mean(&self) -> f64 {
        self.score()
    }

    fn spread(&self) -> f64 {
        self.variance()
    }
}

/// The 95% interval of a match's score: from the samples' own variance, or, when every sample
/// scored alike, from the Wilson interval over its games, which stays inside 0..1.
#[must_use]
pub fn interval(results: &impl Scored) -> (f64, f64) {
    const Z: f64 = 1.96;
    let s = results.mean();
    let variance = results.spread();
    if variance > 0.0 {
        let half = Z * (variance / results.samples().max(1) as f64).sqrt();
        return ((s - half).max(0.0), (s + half).min(1.0));
    }
    let n = results.games_in_samples().max(1) as f64;
    let centre = (s + Z * Z / (2.0 * n)) / (1.0 + Z * Z / n);
    let half = Z / (1.0 + Z * Z / n) * (s * (1.0 - s) / n + Z * Z / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Pairs of games, both colours from one opening, by the points the measured side took from
/// the pair: 0, 1/2, 1, 3/2 or 2 (the pentanomial count).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pairs {
    /// How many pairs scored each number of half points, 0 to 4.
    pub counts: [usize; 5],
}

impl Pairs {
    /// Pairs counted.
    #[must_use]
    pub fn pairs(&self) -> usize {
        self.counts.iter().sum()
    }

    /// Counts the pair of games that ended `first` and `second`.
    pub fn add(&mut self, first: Verdict, second: Verdict) {
        let halves = |v: Verdict| match v {
            Verdict::Win => 2,
            Verdict::Draw => 1,
            Verdict::Loss => 0,
        };
        self.counts[halves(first) + halves(second)] += 1;
    }

    /// The mean score of a pair: its points over the two it could win.
    #[must_use]
    pub fn score(&self) -> f64 {
        self.moment(1)
    }

    /// The variance of a pair's score around [`Pairs::score`].
    #[must_use]
    pub fn variance(&self) -> f64 {
        let s = self.score();
        (self.moment(2) - s * s).max(0.0)
    }

    /// The 95% interval of the score, from the pairs' variance (see [`interval`]).
    #[must_use]
    pub fn score_interval(&self) -> (f64, f64) {
        interval(self)
    }

    /// The mean of a pair's score to the power `k`.
    fn moment(&self, k: i32) -> f64 {
        let n = self.pairs().max(1) as f64;
        let sum: f64 = (0..5)
            .map(|h| self.counts[h] as f64 * (h as f64 / 4.0).powi(k))
            .sum();
        sum / n
    }
}

impl Scored for Pairs {
    fn samples(&self) -> usize {
        self.pairs()
    }

    fn games_in_samples(&self) -> usize {
        2 * self.pairs()
    }

    fn mean(&self) -> f64 {
        self.score()
    }

    fn spread(&self) -> f64 {
        self.variance()
    }
}

/// The Elo difference a score implies, `-400 log10(1 / score - 1)` (infinite at 0 and 1).
#[must_use]
pub fn elo(score: f64) -> f64 {
    // Rounding leaves a bound computed to be 1 a hair below it.
    const EPSILON: f64 = 1e-9;
    if score <= EPSILON {
        f64::NEG_INFINITY
    } else if score >= 1.0 - EPSILON {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The expected score of a side `elo` points stronger: the inverse of [`elo`].
#[must_use]
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// An Elo value for printing: `+85`, `-3`, `+inf`.
#[must_use]
pub fn show_elo(e: f64) -> String {
    if e.is_infinite() {
        if e > 0.0 {
            "+inf".to_owned()
        } else {
            "-inf".to_owned()
        }
    } else if e.abs() < 0.5 {
        // Not "-0".
        "+0".to_owned()
    } else {
        format!("{e:+.0}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_from_scores() {
        assert!(elo(0.5).abs() < 1e-9);
        assert!((elo(0.75) - 190.85).abs() < 0.01);
        assert!((elo(0.25) + 190.85).abs() < 0.01);
        assert_eq!(elo(1.0), f64::INFINITY);
        assert_eq!(elo(0.0), f64::NEG_INFINITY);
        for e in [-300.0, -10.0, 0.0, 35.0, 400.0] {
            assert!((elo(expected_score(e)) - e).abs() < 1e-6);
        }
    }

    #[test]
    fn intervals_contain_the_score() {
        let even = Tally {
            wins: 40,
            draws: 20,
            losses: 40,
        };
        let (lo, hi) = even.score_interval();
        assert!(lo < 0.5 && hi > 0.5);
        assert!((0.5 - lo - (hi - 0.5)).abs() < 1e-9);
        // All wins: the interval reaches 1 and stays above 0.98 with 200 games.
        let sweep = Tally {
            wins: 200,
            draws: 0,
            losses: 0,
        };
        let (lo, hi) = sweep.score_interval();
        assert!(lo > 0.98 && lo < 1.0);
        assert_eq!(show_elo(elo(hi)), "+inf");
        assert_eq!(show_elo(-0.2), "+0");
        assert_eq!(show_elo(-0.7), "-1");
    }

    #[test]
    fn draws_are_half_a_point_with_less_spread() {
        let t = Tally {
            wins: 1,
            draws: 2,
            losses: 1,
        };
        assert!((t.score() - 0.5).abs() < 1e-12);
        // Points 1, 1/2, 1/2, 0 around 1/2: (1/4 + 0 + 0 + 1/4) / 4.
        assert!((t.variance() - 0.125).abs() < 1e-12);
    }

    /// Each case: the pairs' results as A's verdicts, then the pairs' score and variance.
    #[test]
    fn pairs_count_what_both_games_gave() {
        use Verdict::{Draw as D, Loss as L, Win as W};
        let check = |games: &[(Verdict, Verdict)], score: f64, variance: f64| {
            let mut p = Pairs::default();
            for &(a, b) in games {
                p.add(a, b);
            }
            assert_eq!(p.pairs(), games.len());
            assert!(
                (p.score() - score).abs() < 1e-12,
                "{games:?}: {}",
                p.score()
            );
            assert!(
                (p.variance() - variance).abs() < 1e-12,
                "{games:?}: {}",
                p.variance()
            );
        };
        // Every pair split: the same 50% as two wins and two losses, and no spread at all.
        check(&[(W, L), (L, W), (D, D)], 0.5, 0.0);
        // Scores 1 and 0 around 1/2.
        check(&[(W, W), (L, L)], 0.5, 0.25);
        // Scores 3/4 and 1/4 around 1/2.
        check(&[(W, D), (D, L)], 0.5, 0.0625);
        check(&[(W, W), (W, L), (W, W)], 5.0 / 6.0, 1.0 / 18.0);
    }

    /// Games that split inside their pairs (the opening decided each, the colour won) say
    /// more than the same games counted one by one: the pairs' interval is narrower. Pairs
    /// that agree (one side won both games) say less.
    #[test]
    fn split_pairs_narrow_the_interval() {
        use Verdict::{Loss as L, Win as W};
        let both = |pairs: &[(Verdict, Verdict, usize)]| {
            let (mut p, mut t) = (Pairs::default(), Tally::default());
            for &(a, b, n) in pairs {
                for _ in 0..n {
                    p.add(a, b);
                    t.add(a);
                    t.add(b);
                }
            }
            let width = |(lo, hi): (f64, f64)| hi - lo;
            (width(p.score_interval()), width(t.score_interval()))
        };
        let (pairs, games) = both(&[(W, L, 80), (W, W, 12), (L, L, 8)]);
        assert!(pairs < 0.8 * games, "{pairs} against {games}");
        let (pairs, games) = both(&[(W, L, 5), (W, W, 55), (L, L, 40)]);
        assert!(pairs > 1.2 * games, "{pairs} against {games}");
        // No spread: the Wilson interval over the pairs' games, as for games alone.
        let (pairs, games) = both(&[(W, W, 50)]);
        assert!((pairs - games).abs() < 1e-12);
    }
}
