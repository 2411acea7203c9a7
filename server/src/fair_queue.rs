//! Fair turns at a few slots: jobs wait in one queue per owner, owners are served in turn, and
//! no owner runs more than its share at once. However many jobs one owner queues, another
//! owner's job waits for at most one job to finish (lichess's fishnet and OGS's AI queue share
//! their engines the same way, per user rather than first come first served).
//!
//! A pure state machine: it says which job to start, the caller starts it, and tells it when
//! that job is done.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;

/// Jobs of type `J` by owner `K`, waiting for one of `slots`.
#[derive(Debug)]
pub(crate) struct FairQueue<K, J> {
    /// Jobs that may run at once.
    slots: usize,
    /// Jobs one owner may run at once.
    per_owner: usize,
    /// Jobs running now.
    running: usize,
    /// Per owner: jobs running, and jobs waiting in order. An owner with neither is forgotten.
    owners: HashMap<K, (usize, VecDeque<J>)>,
    /// Owners with waiting jobs, in the order they are served; an owner goes to the back once
    /// one of its jobs starts.
    turns: VecDeque<K>,
}

impl<K: Clone + Eq + Hash, J> FairQueue<K, J> {
    /// A queue for `slots` jobs at once, at most `per_owner` of them one owner's.
    #[must_use]
    pub(crate) fn new(slots: usize, per_owner: usize) -> FairQueue<K, J> {
        FairQueue {
            slots: slots.max(1),
            per_owner: per_owner.max(1),
            running: 0,
            owners: HashMap::new(),
            turns: VecDeque::new(),
        }
    }

    /// Queues `owner`'s job; returns the jobs to start now (at most one).
    pub(crate) fn push(&mut self, owner: K, job: J) -> Vec<(K, J)> {
        let (_, waiting) = self.owners.entry(owner.clone()).or_default();
        waiting.push_back(job);
        if !self.turns.contains(&owner) {
            self.turns.push_back(owner);
        }
        self.start()
    }

    /// One of `owner`'s jobs finished; returns the jobs to start now.
    pub(crate) fn done(&mut self, owner: &K) -> Vec<(K, J)> {
        self.running = self.running.saturating_sub(1);
        if let Some((running, waiting)) = self.owners.get_mut(owner) {
            *running = running.saturating_sub(1);
            if *running == 0 && waiting.is_empty() {
                self.owners.remove(owner);
            }
        }
        self.start()
    }

    /// Jobs waiting, all owners together.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn waiting(&self) -> usize {
        self.owners.values().map(|(_, w)| w.len()).sum()
    }

    /// Starts jobs while a slot is free: the first owner in turn that may run one more.
    fn start(&mut self) -> Vec<(K, J)> {
        let mut started = Vec::new();
        while self.running < self.slots {
            let Some(turn) = self.turns.iter().position(|owner| {
                self.owners.get(owner).is_some_and(|(running, waiting)| {
                    *running < self.per_owner && !waiting.is_empty()
                })
            }) else {
                break;
            };
            let Some(owner) = self.turns.remove(turn) else {
                break;
            };
            let Some((running, waiting)) = self.owners.get_mut(&owner) else {
                continue;
            };
            let Some(job) = waiting.pop_front() else {
                continue;
            };
            *running += 1;
            self.running += 1;
            if !waiting.is_empty() {
                self.turns.push_back(owner.clone());
            }
            started.push((owner, job));
        }
        started
    }
}

#[cfg(test)]
mod tests {
    use super::FairQueue;

    /// Runs a script of `push OWNER JOB` and `done OWNER` lines and checks what each starts.
    fn check(slots: usize, per_owner: usize, script: &[(&str, &str)]) {
        let mut queue: FairQueue<String, String> = FairQueue::new(slots, per_owner);
        for (step, (line, want)) in script.iter().enumerate() {
            let words: Vec<&str> = line.split_whitespace().collect();
            let started = match words.as_slice() {
                ["push", owner, job] => queue.push((*owner).to_owned(), (*job).to_owned()),
                ["done", owner] => queue.done(&(*owner).to_owned()),
                _ => panic!("bad line {line:?}"),
            };
            let got: Vec<String> = started.into_iter().map(|(_, job)| job).collect();
            assert_eq!(got.join(" "), *want, "step {step}: {line}");
        }
    }

    #[test]
    fn a_second_owner_waits_for_one_job_at_most() {
        // Two slots, one per owner: the hog's four jobs run one at a time, and the others'
        // jobs take the second slot at once.
        check(
            2,
            1,
            &[
                ("push hog h1", "h1"),
                ("push hog h2", ""),
                ("push hog h3", ""),
                ("push hog h4", ""),
                ("push ann a1", "a1"),
                ("push bob b1", ""),
                ("done ann", "b1"),
                ("done hog", "h2"),
                ("push ann a2", ""),
                ("done bob", "a2"),
                ("done hog", "h3"),
            ],
        );
    }

    #[test]
    fn owners_take_turns_at_a_single_slot() {
        check(
            1,
            1,
            &[
                ("push hog h1", "h1"),
                ("push hog h2", ""),
                ("push hog h3", ""),
                ("push ann a1", ""),
                ("done hog", "h2"),
                ("done hog", "a1"),
                ("done ann", "h3"),
                ("done hog", ""),
            ],
        );
    }

    #[test]
    fn an_owner_may_use_several_slots_up_to_its_share() {
        check(
            3,
            2,
            &[
                ("push hog h1", "h1"),
                ("push hog h2", "h2"),
                ("push hog h3", ""),
                ("push ann a1", "a1"),
                ("done ann", ""),
                ("done hog", "h3"),
            ],
        );
        let mut queue: FairQueue<&str, u8> = FairQueue::new(2, 1);
        queue.push("a", 1);
        queue.push("a", 2);
        assert_eq!(queue.waiting(), 1);
        queue.done(&"a");
        queue.done(&"a");
        assert_eq!(queue.waiting(), 0);
        assert!(queue.owners.is_empty(), "owners with nothing are forgotten");
    }
}
