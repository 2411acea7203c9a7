//! When the two sides of a room used across nodes last heard from each other: a stamp that the
//! tasks carrying the member's traffic (its commands, the room's frames and their answers)
//! set as it goes, and when each other node last said it is there ([`Nodes`]). The room counts
//! a member as gone only once neither it nor its node has been heard for [`super::gate`]'s
//! silence, and a member's node asks the room whether it still knows the member (`alive`)
//! only when the room and its node have both been quiet: a node says it is there every second
//! for all its rooms and members at once, where an `alive` a member had been as many messages
//! on the bus as the moves (docs/scaling.md).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use tokio::sync::watch;
use tokio::time::Instant;

/// The last time something was heard, shared by the tasks that hear it.
#[derive(Debug, Clone)]
pub(crate) struct Heard {
    /// What the stamp counts from.
    epoch: Instant,
    /// Milliseconds from `epoch` to the last time heard.
    last_ms: Arc<AtomicU64>,
}

impl Heard {
    /// A stamp, heard at `now`.
    pub(crate) fn new(now: Instant) -> Heard {
        Heard {
            epoch: now,
            last_ms: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Heard at `now` (an earlier time than the last changes nothing).
    pub(crate) fn at(&self, now: Instant) {
        let ms = u64::try_from(now.saturating_duration_since(self.epoch).as_millis())
            .unwrap_or(u64::MAX);
        self.last_ms.fetch_max(ms, Ordering::Relaxed);
    }

    /// Heard now.
    pub(crate) fn now(&self) {
        self.at(Instant::now());
    }

    /// How long nothing has been heard, at `now`.
    pub(crate) fn silent_for(&self, now: Instant) -> Duration {
        let last = self.epoch + Duration::from_millis(self.last_ms.load(Ordering::Relaxed));
        now.saturating_duration_since(last)
    }
}

/// When each other node was last heard from: its word each second on the room list
/// (`listing`) or anything else of its own; and a signal, when one goes quiet, for the tasks
/// that would otherwise look at the time every second for it (a relay a remote member, a gate
/// a room).
#[derive(Debug)]
pub(crate) struct Nodes {
    /// Each node's last word, and whether it has been told as quiet since.
    by_name: Mutex<HashMap<String, (Instant, bool)>>,
    /// Counts the nodes that went quiet.
    quiet: watch::Sender<u64>,
}

/// A node silent this long is quiet: it says it is there every second, so this is a word
/// missed.
pub(crate) const QUIET: Duration = Duration::from_secs(2);

/// The most nodes remembered: far more than a cluster has, a bound against a bus that names
/// node after node.
const MAX_NODES: usize = 1024;

/// A node silent this long is forgotten to make room for one more.
const FORGET_AFTER: Duration = Duration::from_secs(60);

impl Default for Nodes {
    fn default() -> Nodes {
        Nodes {
            by_name: Mutex::default(),
            quiet: watch::Sender::new(0),
        }
    }
}

impl Nodes {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, (Instant, bool)>> {
        self.by_name.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// `node` was heard at `now`.
    pub(crate) fn at(&self, node: &str, now: Instant) {
        let mut by_name = self.lock();
        if let Some((last, told)) = by_name.get_mut(node) {
            if now > *last {
                *last = now;
                *told = false;
            }
            return;
        }
        if by_name.len() >= MAX_NODES {
            by_name.retain(|_, (last, _)| now.saturating_duration_since(*last) < FORGET_AFTER);
            if by_name.len() >= MAX_NODES {
                return;
            }
        }
        by_name.insert(node.to_owned(), (now, false));
    }

    /// How long `node` has been silent at `now`: forever, for a node never heard.
    pub(crate) fn silent_for(&self, node: &str, now: Instant) -> Duration {
        self.lock().get(node).map_or(Duration::MAX, |(last, _)| {
            now.saturating_duration_since(*last)
        })
    }

    /// Looks for nodes gone [`QUIET`] by `now` (called every second): signals once for each
    /// that went quiet since it was last heard.
    pub(crate) fn look(&self, now: Instant) {
        let mut gone_quiet = false;
        for (last, told) in self.lock().values_mut() {
            if !*told && now.saturating_duration_since(*last) >= QUIET {
                *told = true;
                gone_quiet = true;
            }
        }
        if gone_quiet {
            self.quiet.send_modify(|n| *n += 1);
        }
    }

    /// A signal each time a node goes quiet from now on.
    pub(crate) fn quiet(&self) -> watch::Receiver<u64> {
        self.quiet.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_node_is_silent_from_its_last_word_and_forever_before_its_first() {
        let nodes = Nodes::default();
        assert_eq!(nodes.silent_for("node-a", Instant::now()), Duration::MAX);
        nodes.at("node-a", Instant::now());
        tokio::time::advance(Duration::from_millis(1500)).await;
        assert_eq!(
            nodes.silent_for("node-a", Instant::now()),
            Duration::from_millis(1500)
        );
        assert_eq!(nodes.silent_for("node-b", Instant::now()), Duration::MAX);
        // A word that arrives late changes nothing.
        nodes.at("node-a", Instant::now() - Duration::from_millis(1600));
        assert_eq!(
            nodes.silent_for("node-a", Instant::now()),
            Duration::from_millis(1500)
        );
    }

    #[tokio::test(start_paused = true)]
    async fn a_node_that_goes_quiet_is_signalled_once_until_it_is_heard_again() {
        let nodes = Nodes::default();
        let mut quiet = nodes.quiet();
        nodes.at("node-a", Instant::now());
        nodes.at("node-b", Instant::now());
        let mut looks = Vec::new();
        for second in 1..=6 {
            tokio::time::advance(Duration::from_secs(1)).await;
            // node-a goes on speaking; node-b falls silent, then speaks again at 5 s.
            nodes.at("node-a", Instant::now());
            if second == 5 {
                nodes.at("node-b", Instant::now());
            }
            nodes.look(Instant::now());
            looks.push(quiet.has_changed().expect("open"));
            quiet.borrow_and_update();
        }
        assert_eq!(looks, [false, true, false, false, false, false]);
        // Silent again: signalled again.
        tokio::time::advance(QUIET).await;
        nodes.look(Instant::now());
        assert!(quiet.has_changed().expect("open"));
    }

    #[tokio::test(start_paused = true)]
    async fn a_bus_naming_node_after_node_fills_no_more_than_the_bound() {
        let nodes = Nodes::default();
        for n in 0..MAX_NODES + 10 {
            nodes.at(&format!("node-{n}"), Instant::now());
        }
        let last = format!("node-{}", MAX_NODES + 9);
        assert_eq!(nodes.silent_for(&last, Instant::now()), Duration::MAX);
        // Once the first ones have long been silent, a new node takes their place.
        tokio::time::advance(FORGET_AFTER).await;
        nodes.at(&last, Instant::now());
        assert_eq!(nodes.silent_for(&last, Instant::now()), Duration::ZERO);
        assert_eq!(nodes.silent_for("node-0", Instant::now()), Duration::MAX);
    }

    #[tokio::test(start_paused = true)]
    async fn silence_counts_from_the_last_time_heard_by_any_of_its_tasks() {
        let heard = Heard::new(Instant::now());
        let frames = heard.clone();
        tokio::time::advance(Duration::from_millis(700)).await;
        assert_eq!(heard.silent_for(Instant::now()), Duration::from_millis(700));
        frames.now();
        tokio::time::advance(Duration::from_millis(300)).await;
        assert_eq!(heard.silent_for(Instant::now()), Duration::from_millis(300));
        // A stamp from before the last changes nothing.
        heard.at(Instant::now() - Duration::from_millis(900));
        assert_eq!(heard.silent_for(Instant::now()), Duration::from_millis(300));
    }
}
