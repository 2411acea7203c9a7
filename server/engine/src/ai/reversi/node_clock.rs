//! What the middle-game search and the endgame solver both keep while they search: the count
//! of positions visited, and a look at the clock (and the stop flag) every so many of them,
//! so that neither reads the time at every node nor runs past its budget.

use crate::ai::Budget;

/// The node counter of one search, with its budget.
pub(super) struct NodeClock<'a, 'b> {
    /// When to stop.
    budget: &'a Budget<'b>,
    /// Nodes between two looks at the clock.
    interval: u64,
    /// Positions visited.
    pub(super) nodes: u64,
    /// The node count at which to look at the clock next.
    next_check: u64,
    /// Set once the budget ran out; every result after it is meaningless.
    pub(super) aborted: bool,
}

impl<'a, 'b> NodeClock<'a, 'b> {
    /// A fresh count that looks at the clock at once, then every `interval` nodes.
    pub(super) fn new(budget: &'a Budget<'b>, interval: u64) -> NodeClock<'a, 'b> {
        NodeClock {
            budget,
            interval,
            nodes: 0,
            next_check: 0,
            aborted: false,
        }
    }

    /// Counts a node and looks at the clock now and then; true when the search must stop.
    #[inline]
    pub(super) fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.next_check = self.nodes + self.interval;
            self.aborted |= self.budget.exhausted();
        }
        self.aborted
    }
}
