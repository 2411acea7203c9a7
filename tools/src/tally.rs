//! A match's results from one side's point of view, and what they say about the difference in
//! strength: the score, the Elo difference it implies, and its 95% interval.

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
        const Z: f64 = 1.96;
        let n = self.games().max(1) as f64;
        let s = self.score();
        let variance = self.variance();
        if variance > 0.0 {
            let half = Z * (variance / n).sqrt();
            return ((s - half).max(0.0), (s + half).min(1.0));
        }
        let centre = (s + Z * Z / (2.0 * n)) / (1.0 + Z * Z / n);
        let half = Z / (1.0 + Z * Z / n) * (s * (1.0 - s) / n + Z * Z / (4.0 * n * n)).sqrt();
        ((centre - half).max(0.0), (centre + half).min(1.0))
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
}
