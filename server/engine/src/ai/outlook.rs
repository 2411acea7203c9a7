//! A bot's verdict on a position, coarse on purpose: enough to accept or refuse a draw.

/// How the side to move stands, in a bot's judgement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outlook {
    /// Clearly ahead, or a proven win.
    Winning,
    /// Neither side clearly ahead.
    Balanced,
    /// Clearly behind, or a proven loss.
    Losing,
}

impl Outlook {
    /// The same position seen by the other side.
    #[must_use]
    pub const fn for_opponent(self) -> Outlook {
        match self {
            Outlook::Winning => Outlook::Losing,
            Outlook::Balanced => Outlook::Balanced,
            Outlook::Losing => Outlook::Winning,
        }
    }

    /// `Winning` above `margin`, `Losing` below `-margin`, `Balanced` between.
    #[must_use]
    pub fn from_score<T: PartialOrd + std::ops::Neg<Output = T> + Copy>(
        score: T,
        margin: T,
    ) -> Outlook {
        if score > margin {
            Outlook::Winning
        } else if score < -margin {
            Outlook::Losing
        } else {
            Outlook::Balanced
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_sides() {
        assert_eq!(Outlook::from_score(500, 300), Outlook::Winning);
        assert_eq!(Outlook::from_score(-500, 300), Outlook::Losing);
        assert_eq!(Outlook::from_score(300, 300), Outlook::Balanced);
        assert_eq!(Outlook::from_score(0.1_f32, 0.15), Outlook::Balanced);
        assert_eq!(Outlook::Winning.for_opponent(), Outlook::Losing);
        assert_eq!(Outlook::Balanced.for_opponent(), Outlook::Balanced);
    }
}
