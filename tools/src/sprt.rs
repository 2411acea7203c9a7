//! The sequential probability ratio test that decides whether a change made an engine
//! stronger: games are played until the evidence favours one of two hypotheses about the Elo
//! difference, `elo0` (H0) or `elo1` (H1), with error rates `alpha` (accepting H1 when H0
//! holds) and `beta` (the other way round).
//!
//! The log-likelihood ratio is the generalised SPRT's normal approximation, as chess engine
//! testing frameworks compute it: over `n` independent results (games, as wins, draws and
//! losses; or the arena's pairs of games, both colours from one opening, as their five possible
//! scores) with `s` the mean score and `var` the variance of one result's score, and `s0`, `s1`
//! the scores the two Elo values imply, `LLR = n (s1 - s0) (2 s - s0 - s1) / (2 var)`. The
//! test stops once the LLR leaves `(ln(beta / (1 - alpha)), ln((1 - beta) / alpha))`, Wald's
//! bounds.

use crate::tally::{Scored, expected_score};

/// What the test concluded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decision {
    /// The difference is `elo0` or less: reject the change.
    H0,
    /// The difference is `elo1` or more: accept it.
    H1,
}

/// A test's hypotheses and error rates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    /// The Elo difference of the null hypothesis.
    pub elo0: f64,
    /// The Elo difference of the alternative.
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Why a test cannot be set up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SprtError {
    /// `elo1` is not above `elo0`.
    Order,
    /// An error rate outside `(0, 0.5)`.
    Rate,
}

impl std::fmt::Display for SprtError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SprtError::Order => write!(f, "elo1 must be above elo0"),
            SprtError::Rate => write!(f, "alpha and beta must lie between 0 and 0.5"),
        }
    }
}

impl std::error::Error for SprtError {}

impl Sprt {
    /// A test of `elo0` against `elo1` with both error rates 5%.
    ///
    /// # Errors
    /// [`SprtError::Order`] unless `elo0 < elo1`.
    pub fn new(elo0: f64, elo1: f64) -> Result<Sprt, SprtError> {
        Sprt::with_rates(elo0, elo1, 0.05, 0.05)
    }

    /// A test with the given error rates.
    ///
    /// # Errors
    /// [`SprtError::Order`] unless `elo0 < elo1`, [`SprtError::Rate`] for a rate outside
    /// `(0, 0.5)`.
    pub fn with_rates(elo0: f64, elo1: f64, alpha: f64, beta: f64) -> Result<Sprt, SprtError> {
        if elo0.partial_cmp(&elo1) != Some(std::cmp::Ordering::Less) {
            return Err(SprtError::Order);
        }
        if ![alpha, beta].iter().all(|r| *r > 0.0 && *r < 0.5) {
            return Err(SprtError::Rate);
        }
        Ok(Sprt {
            elo0,
            elo1,
            alpha,
            beta,
        })
    }

    /// Wald's bounds on the LLR: below the first H0 is accepted, above the second H1.
    #[must_use]
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 to H0 after these results (games, or pairs of games).
    /// Zero while every one ended alike: their spread is not known yet, and the approximation
    /// needs it.
    #[must_use]
    pub fn llr(&self, t: &impl Scored) -> f64 {
        let variance = t.spread();
        if variance <= 0.0 {
            return 0.0;
        }
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        let n = t.samples() as f64;
        n * (s1 - s0) * (2.0 * t.mean() - s0 - s1) / (2.0 * variance)
    }

    /// The decision these results support, if any yet.
    #[must_use]
    pub fn decide(&self, t: &impl Scored) -> Option<Decision> {
        self.verdict(self.llr(t))
    }

    /// The decision an LLR supports, if any.
    #[must_use]
    pub fn verdict(&self, llr: f64) -> Option<Decision> {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Decision::H1)
        } else if llr <= lower {
            Some(Decision::H0)
        } else {
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tally::{Pairs, Tally, Verdict};

    fn tally(wins: usize, draws: usize, losses: usize) -> Tally {
        Tally {
            wins,
            draws,
            losses,
        }
    }

    #[test]
    fn bounds_at_five_percent() {
        let (lower, upper) = Sprt::new(0.0, 10.0).expect("valid").bounds();
        assert!((lower + 2.944).abs() < 1e-3);
        assert!((upper - 2.944).abs() < 1e-3);
    }

    #[test]
    fn the_llr_matches_a_hand_computation() {
        // 60 wins and 40 losses for [0, 20]: s = 0.6, var = 0.24, s0 = 0.5, s1 = 0.528751,
        // so LLR = 100 * 0.028751 * (1.2 - 1.028751) / 0.48 = 1.0258.
        let sprt = Sprt::new(0.0, 20.0).expect("valid");
        let llr = sprt.llr(&tally(60, 0, 40));
        assert!((llr - 1.0258).abs() < 1e-3, "{llr}");
        assert_eq!(sprt.decide(&tally(60, 0, 40)), None);
        // The same score with draws has less spread, hence more evidence.
        assert!(sprt.llr(&tally(40, 40, 20)) > llr);
    }

    /// Pairs read as their own results: with every pair split the games' spread is in the
    /// openings, not in the sides, and the same score is more evidence than as single games.
    #[test]
    fn pairs_weigh_by_their_own_spread() {
        let sprt = Sprt::new(0.0, 20.0).expect("valid");
        let (mut pairs, mut games) = (Pairs::default(), Tally::default());
        for k in 0..100 {
            let (a, b) = match k % 10 {
                0..=1 => (Verdict::Win, Verdict::Win),
                2 => (Verdict::Loss, Verdict::Loss),
                _ => (Verdict::Win, Verdict::Loss),
            };
            pairs.add(a, b);
            games.add(a);
            games.add(b);
        }
        assert!((pairs.score() - games.score()).abs() < 1e-12);
        assert!(sprt.llr(&pairs) > 1.5 * sprt.llr(&games));
        // 70 pairs scored 1/2, 20 scored 1 and 10 scored 0: score 0.55, variance
        // 0.375 - 0.3025 = 0.0725, so LLR = 100 * 0.028751 * (1.1 - 1.028751) / 0.145 = 1.4128.
        assert!(
            (sprt.llr(&pairs) - 1.4128).abs() < 1e-3,
            "{}",
            sprt.llr(&pairs)
        );
    }

    #[test]
    fn clear_results_decide() {
        let sprt = Sprt::new(0.0, 50.0).expect("valid");
        assert_eq!(sprt.decide(&tally(150, 0, 50)), Some(Decision::H1));
        assert_eq!(sprt.decide(&tally(50, 0, 150)), Some(Decision::H0));
        // Even results sit between the hypotheses, nearer the null: H0 in the end.
        assert_eq!(sprt.decide(&tally(10, 0, 10)), None);
        assert_eq!(sprt.decide(&tally(500, 0, 500)), Some(Decision::H0));
        // Nothing is decided before the games differ.
        assert_eq!(sprt.llr(&tally(30, 0, 0)), 0.0);
    }

    #[test]
    fn bad_hypotheses_are_refused() {
        assert_eq!(Sprt::new(10.0, 0.0), Err(SprtError::Order));
        assert_eq!(Sprt::new(f64::NAN, 0.0), Err(SprtError::Order));
        assert_eq!(Sprt::with_rates(0.0, 10.0, 0.0, 0.05), Err(SprtError::Rate));
    }
}
