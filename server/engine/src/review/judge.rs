//! A move judged by the positions before and after it: how much of the mover's chance to win
//! it gave away, and what that makes it.
//!
//! A move is measured against the engine's move: the position after it against the position
//! after the engine's (see [`super::Reference`]). The thresholds are lichess's: on lichess's
//! scale of winning chances from -1 to 1, a drop of 0.1 is an inaccuracy, 0.2 a mistake and 0.3
//! a blunder; on ours, a chance from 0 to 1, that is 0.05, 0.10 and 0.15. Reversi adds the
//! solver's disc count once both positions are solved exactly, since there a move can throw
//! away discs without changing the winner. Five in a row names a win by continuous fours that
//! the move let go.

use std::fmt::Write as _;

use super::Evaluation;
use super::scale::for_black;
use crate::board::Shape;
use crate::sgf::coordinate;
use crate::{Move, Side};

/// The drop in the mover's chance (0 to 1) from which a move is an inaccuracy.
pub const INACCURACY: f32 = 0.05;
/// The drop from which a move is a mistake.
pub const MISTAKE: f32 = 0.10;
/// The drop from which a move is a blunder.
pub const BLUNDER: f32 = 0.15;

/// Reversi, both positions solved exactly: the discs lost from which a move is an inaccuracy,
/// a mistake and a blunder.
pub const DISCS: [i32; 3] = [3, 6, 10];

/// What a move was, by what it gave away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// Nothing worth a mark: the engine's move, or one as good as far as it can tell.
    Good,
    /// A little given away.
    Inaccuracy,
    /// A real loss.
    Mistake,
    /// A loss that can turn the game.
    Blunder,
}

impl Class {
    /// The lowercase name, for the wire and the store.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Class::Good => "good",
            Class::Inaccuracy => "inaccuracy",
            Class::Mistake => "mistake",
            Class::Blunder => "blunder",
        }
    }

    /// The name with a capital, to begin a sentence.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Class::Good => "Good",
            Class::Inaccuracy => "Inaccuracy",
            Class::Mistake => "Mistake",
            Class::Blunder => "Blunder",
        }
    }

    /// The class of a drop in the mover's chance.
    #[must_use]
    pub fn of_drop(drop: f32) -> Class {
        if drop >= BLUNDER {
            Class::Blunder
        } else if drop >= MISTAKE {
            Class::Mistake
        } else if drop >= INACCURACY {
            Class::Inaccuracy
        } else {
            Class::Good
        }
    }

    /// The class of a number of discs lost against perfect play.
    #[must_use]
    pub fn of_discs(lost: i32) -> Class {
        let [inaccuracy, mistake, blunder] = DISCS;
        if lost >= blunder {
            Class::Blunder
        } else if lost >= mistake {
            Class::Mistake
        } else if lost >= inaccuracy {
            Class::Inaccuracy
        } else {
            Class::Good
        }
    }
}

/// One move of a game, judged.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveReview {
    /// The move's index in the game's history (0 for the first move).
    pub ply: usize,
    /// Who played it.
    pub mover: Side,
    /// The move.
    pub played: Move,
    /// The engine's move in the position before it.
    pub best: Option<Move>,
    /// Black's chance before the move.
    pub before: f32,
    /// Black's chance after it.
    pub after: f32,
    /// Black's chance after the engine's move instead, when the move was another.
    pub after_best: Option<f32>,
    /// The mover's chance the move gave away against the engine's move (against the position
    /// before it where the engine's move was not judged); zero when it gave away none.
    pub drop: f32,
    /// Reversi, the positions after both moves solved exactly: the discs the move lost against
    /// the engine's move.
    pub discs_lost: Option<i32>,
    /// What the move was.
    pub class: Class,
    /// Five in a row: the win by continuous fours the mover had and let go, from the mover's
    /// first four to the five. Empty unless the move missed one.
    pub missed_vcf: Vec<Move>,
}

/// Judges the move `played` by `mover`, the `ply`-th of the game, from the evaluations of the
/// positions before and after it.
#[must_use]
pub fn judge(
    ply: usize,
    mover: Side,
    played: Move,
    before: &Evaluation,
    after: &Evaluation,
) -> MoveReview {
    let engines = before.best == Some(played);
    // What the move is measured against: the engine's move judged, or else the position.
    let (measure, measure_basis) = match before.after_best {
        Some(reference) if !engines => (reference.black, reference.basis),
        _ => (before.black, before.basis),
    };
    let drop = (for_black(mover, measure) - after.chance(mover)).max(0.0);
    let discs_lost = match (measure_basis.margin(), after.margin()) {
        (Some(b), Some(a)) => Some(match mover {
            Side::Black => b - a,
            Side::White => a - b,
        }),
        _ => None,
    };
    let still_won = after.proven_winner() == Some(Some(mover));
    let missed_vcf =
        if !before.vcf.is_empty() && before.proven_winner() == Some(Some(mover)) && !still_won {
            before.vcf.clone()
        } else {
            Vec::new()
        };
    let class = if engines {
        // The engine's own move is never marked: a difference between two searches of it is
        // the searches' noise.
        Class::Good
    } else {
        // A move that keeps a proven win gives away no chance, only (in reversi) discs.
        let by_chance = if still_won {
            Class::Good
        } else {
            Class::of_drop(drop)
        };
        by_chance.max(discs_lost.map_or(Class::Good, Class::of_discs))
    };
    MoveReview {
        ply,
        mover,
        played,
        best: before.best,
        before: before.black,
        after: after.black,
        after_best: before.after_best.filter(|_| !engines).map(|r| r.black),
        drop,
        discs_lost: discs_lost.map(|d| d.max(0)),
        class,
        missed_vcf,
    }
}

impl MoveReview {
    /// The verdict in words, for a record's comment (`C`): black's chance after the move, and
    /// for a marked move what it gave away and the better move, in SGF's coordinates of `shape`.
    #[must_use]
    pub fn comment(&self, shape: Shape) -> String {
        if self.class == Class::Good {
            return format!("Black {}%", (self.after * 100.0).round());
        }
        let missed: Vec<String> = self
            .missed_vcf
            .iter()
            .map(|&m| coordinate(shape, m))
            .collect();
        verdict_words(&Verdict {
            class: self.class,
            mover: self.mover,
            before: Some(self.before),
            after: Some(self.after),
            best: self.best.map(|best| coordinate(shape, best)),
            after_best: self.after_best,
            discs_lost: self.discs_lost.and_then(|d| u32::try_from(d).ok()),
            missed_vcf: &missed,
        })
    }
}

/// What a marked move's verdict says, its points already named: SGF's letters for a record's
/// comment, the board's labels for a client that shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct Verdict<'a> {
    /// What the move was.
    pub class: Class,
    /// Who played it.
    pub mover: Side,
    /// Black's chance before the move, when known.
    pub before: Option<f32>,
    /// Black's chance after it, when known.
    pub after: Option<f32>,
    /// The engine's move instead, named.
    pub best: Option<String>,
    /// Black's chance after the engine's move, when judged.
    pub after_best: Option<f32>,
    /// Reversi: the discs lost against perfect play.
    pub discs_lost: Option<u32>,
    /// The win by continuous fours let go, named.
    pub missed_vcf: &'a [String],
}

/// A marked move's verdict in words: what the mover keeps of its chance after the move, and
/// after the engine's move instead; the discs lost; the missed win. E.g. "Mistake: white 38%
/// after this move, 52% after K7".
#[must_use]
pub fn verdict_words(verdict: &Verdict<'_>) -> String {
    let percent = |black: f32| (for_black(verdict.mover, black) * 100.0).round();
    let mut text = verdict.class.title().to_owned();
    if let Some(after) = verdict.after {
        let _ = write!(
            text,
            ": {} {}% after this move",
            verdict.mover,
            percent(after)
        );
    }
    match (&verdict.best, verdict.after_best, verdict.before) {
        (Some(best), Some(black), _) => {
            let _ = write!(text, ", {}% after {best}", percent(black));
        }
        (Some(best), None, Some(before)) => {
            let _ = write!(text, ", {}% before it; better {best}", percent(before));
        }
        _ => {}
    }
    if let Some(lost) = verdict.discs_lost.filter(|&d| d > 0) {
        let _ = write!(text, "; {lost} discs lost");
    }
    if !verdict.missed_vcf.is_empty() {
        let _ = write!(
            text,
            ". Missed a win by continuous fours: {}",
            verdict.missed_vcf.join(" ")
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Point;

    fn estimate(black: f32, best: Option<Move>) -> Evaluation {
        Evaluation::estimate(black, 0, best)
    }

    #[test]
    fn drops_are_classed_by_lichess_thresholds() {
        let cases = [
            (0.0, Class::Good),
            (0.049, Class::Good),
            (0.05, Class::Inaccuracy),
            (0.10, Class::Mistake),
            (0.149, Class::Mistake),
            (0.15, Class::Blunder),
            (1.0, Class::Blunder),
        ];
        for (drop, class) in cases {
            assert_eq!(Class::of_drop(drop), class, "{drop}");
        }
        assert_eq!(Class::of_discs(2), Class::Good);
        assert_eq!(Class::of_discs(6), Class::Mistake);
        assert_eq!(Class::of_discs(10), Class::Blunder);
    }

    #[test]
    fn a_drop_is_the_movers_and_the_engines_move_is_never_marked() {
        let a = Move::Place(Point::new(1, 1));
        let b = Move::Place(Point::new(2, 2));
        // White to move: black's chance rising from 0.4 to 0.7 is white's falling by 0.3.
        let judged = judge(
            1,
            Side::White,
            a,
            &estimate(0.4, Some(b)),
            &estimate(0.7, None),
        );
        assert_eq!(judged.class, Class::Blunder);
        assert!((judged.drop - 0.3).abs() < 1e-6);
        assert!(
            judged
                .comment(Shape::Square { size: 15 })
                .contains("better cc")
        );
        let same = judge(
            1,
            Side::White,
            b,
            &estimate(0.4, Some(b)),
            &estimate(0.7, None),
        );
        assert_eq!(same.class, Class::Good);
        // A gain is no loss.
        let gain = judge(
            0,
            Side::Black,
            a,
            &estimate(0.4, Some(b)),
            &estimate(0.7, None),
        );
        assert_eq!((gain.class, gain.drop), (Class::Good, 0.0));
    }

    #[test]
    fn a_move_is_measured_against_the_engines_move_when_it_was_judged() {
        let a = Move::Place(Point::new(1, 1));
        let b = Move::Place(Point::new(2, 2));
        let mut before = estimate(0.4, Some(b));
        // After the engine's move black would stand at 0.66: white gives away only 0.04 more.
        before.after_best = Some(estimate(0.66, None).as_reference());
        let judged = judge(1, Side::White, a, &before, &estimate(0.7, None));
        assert_eq!(judged.class, Class::Good);
        assert!((judged.drop - 0.04).abs() < 1e-6);
        assert_eq!(judged.after_best, Some(0.66));
        // A position already lost costs nothing more.
        before.after_best = Some(Evaluation::proven(Some(Side::Black), None, None).as_reference());
        let lost = Evaluation::proven(Some(Side::Black), None, None);
        assert_eq!(judge(1, Side::White, a, &before, &lost).class, Class::Good);
    }

    #[test]
    fn exact_discs_mark_a_move_that_keeps_the_win() {
        let a = Move::Place(Point::new(0, 0));
        let before = Evaluation::proven(Some(Side::Black), Some(30), None);
        let after = Evaluation::proven(Some(Side::Black), Some(18), None);
        let judged = judge(0, Side::Black, a, &before, &after);
        assert_eq!(
            (judged.class, judged.discs_lost),
            (Class::Blunder, Some(12))
        );
        let kept = Evaluation::proven(Some(Side::Black), Some(30), None);
        assert_eq!(judge(0, Side::Black, a, &before, &kept).class, Class::Good);
    }
}
