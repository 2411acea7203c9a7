//! The engines of this server: each registered engine, what it was found to play, and the cap
//! on engine processes running at once. At start-up every engine whose settings do not say what
//! it plays is asked (its protocol's probe, in a process of its own, before a deadline); an
//! engine that cannot be asked, or plays nothing the server has, is listed with why, and never
//! seated.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};
use std::time::Duration;

use boardroom_engine::Config;
use boardroom_protocol::Words;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tokio_util::task::TaskTracker;

use super::manager::Machine;
use super::plays::Plays;
use super::runner::{Outcome, Runner};
use super::spec::{EngineProtocol, EngineSpec};
use super::{botzone, nboard, piskvork};
use crate::ai_pool::Owner;
use crate::words;

/// How long an engine has to say what it plays, at start-up.
const PROBE_TIME: Duration = Duration::from_secs(10);

/// What the server found out about an engine.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Found {
    /// What it plays (nothing, when it could not be asked).
    pub(crate) plays: Plays,
    /// Its own name for itself, when it told one.
    pub(crate) about: Option<String>,
    /// Why it plays nothing, when it does not.
    pub(crate) trouble: Option<String>,
}

/// One registered engine.
#[derive(Debug)]
pub(crate) struct Engine {
    /// As the operator registered it.
    pub(crate) spec: EngineSpec,
    /// What it plays, once known.
    found: OnceLock<Found>,
}

impl Engine {
    /// What it plays, once known.
    pub(crate) fn found(&self) -> Option<&Found> {
        self.found.get()
    }

    /// Whether it plays a game set up as `config` (an engine still being asked does not).
    pub(crate) fn plays(&self, config: &Config) -> bool {
        self.found().is_some_and(|f| f.plays.covers(config))
    }

    /// A fresh machine for its protocol.
    pub(crate) fn machine(&self) -> Box<dyn Machine> {
        match self.spec.protocol {
            EngineProtocol::Piskvork => Box::new(piskvork::Piskvork::new()),
            EngineProtocol::Nboard => Box::new(nboard::Nboard::new(self.spec.depth)),
            EngineProtocol::Botzone => Box::new(botzone::Botzone::new()),
        }
    }
}

/// Every registered engine.
#[derive(Debug)]
pub(crate) struct Engines {
    /// In the order registered; names are unique.
    list: Vec<Arc<Engine>>,
    /// One permit per engine process that may run.
    processes: Arc<Semaphore>,
    /// Engine processes running per owner (the address that made the room), and the most one
    /// owner may run: one address cannot take every place.
    per_owner: Arc<PerOwner>,
    /// How many engines are not found out yet.
    unknown: watch::Receiver<usize>,
}

/// Engine processes running by owner.
#[derive(Debug)]
struct PerOwner {
    /// The most one owner may run at once.
    cap: usize,
    /// Those running, by owner; an owner with none is forgotten.
    running: Mutex<HashMap<Owner, usize>>,
}

impl PerOwner {
    fn running(&self) -> MutexGuard<'_, HashMap<Owner, usize>> {
        self.running
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// A place for one engine process: one of the server's and one of its owner's, given back
/// when dropped (with the seat's task, when the process is no longer wanted).
#[derive(Debug)]
pub(crate) struct EnginePermit {
    /// The server's place.
    _place: OwnedSemaphorePermit,
    /// The owner's count, to take one off.
    per_owner: Arc<PerOwner>,
    /// Whose place it is.
    owner: Owner,
}

impl Drop for EnginePermit {
    fn drop(&mut self) {
        let mut running = self.per_owner.running();
        if let Some(n) = running.get_mut(&self.owner) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                running.remove(&self.owner);
            }
        }
    }
}

impl Engines {
    /// The engines of `specs` (a later one with an earlier one's name is left out, with a
    /// warning), at most `processes` of them running at once. Those whose settings do not say
    /// what they play are asked, on `tracker`.
    pub(crate) fn start(
        specs: &[EngineSpec],
        (processes, per_owner): (usize, usize),
        tracker: &TaskTracker,
    ) -> Arc<Engines> {
        let mut names = HashSet::new();
        let list: Vec<Arc<Engine>> = specs
            .iter()
            .filter(|spec| {
                let new = names.insert(spec.name.clone());
                if !new {
                    tracing::warn!(engine = %spec.name, "a second engine of that name is left out");
                }
                new
            })
            .map(|spec| {
                Arc::new(Engine {
                    spec: spec.clone(),
                    found: OnceLock::new(),
                })
            })
            .collect();
        let mut asking = Vec::new();
        for engine in &list {
            match engine.spec.known_plays() {
                Some(plays) => {
                    let _ = engine.found.set(Found {
                        plays,
                        ..Found::default()
                    });
                }
                None => asking.push(engine.clone()),
            }
        }
        let (left, unknown) = watch::channel(asking.len());
        let left = Arc::new(left);
        for engine in asking {
            let left = left.clone();
            tracker.spawn(async move {
                let found = probe(&engine).await;
                match &found.trouble {
                    Some(why) => tracing::warn!(engine = %engine.spec.name, trouble = %why, "engine plays nothing"),
                    None => tracing::info!(engine = %engine.spec.name, plays = ?found.plays, "engine ready"),
                }
                let _ = engine.found.set(found);
                left.send_modify(|n| *n = n.saturating_sub(1));
            });
        }
        Arc::new(Engines {
            list,
            processes: Arc::new(Semaphore::new(processes)),
            per_owner: Arc::new(PerOwner {
                cap: per_owner.max(1),
                running: Mutex::new(HashMap::new()),
            }),
            unknown,
        })
    }

    /// Waits until every engine has been found out (at most the probes' deadline).
    pub(crate) async fn ready(&self) {
        let mut unknown = self.unknown.clone();
        let _ = tokio::time::timeout(
            PROBE_TIME + Duration::from_secs(1),
            unknown.wait_for(|n| *n == 0),
        )
        .await;
    }

    /// The engines, in the order registered.
    pub(crate) fn list(&self) -> &[Arc<Engine>] {
        &self.list
    }

    /// Whether an engine's name looks like `name` (TR39's confusables, case aside:
    /// `text::looks_alike`): no bot may pass for it.
    pub(crate) fn named_like(&self, name: &str) -> bool {
        self.list
            .iter()
            .any(|e| crate::text::looks_alike(&e.spec.name, name))
    }

    /// The engine of this name.
    pub(crate) fn get(&self, name: &str) -> Option<Arc<Engine>> {
        self.list.iter().find(|e| e.spec.name == name).cloned()
    }

    /// Whether another engine process of `owner`'s may start now.
    ///
    /// # Errors
    /// The refusal's sentence: the server's places are taken, or the owner's.
    pub(crate) fn has_room(&self, owner: &Owner) -> Result<(), Words> {
        if self.processes.available_permits() == 0 {
            return Err(words::say("server-engines-all-busy", &[]));
        }
        let running = self.per_owner.running().get(owner).copied().unwrap_or(0);
        if running >= self.per_owner.cap {
            return Err(words::say("server-engines-address-cap", &[]));
        }
        Ok(())
    }

    /// A place for one engine process of `owner`'s, if the server and the owner have one.
    pub(crate) fn permit(&self, owner: &Owner) -> Option<EnginePermit> {
        let mut running = self.per_owner.running();
        let n = running.entry(owner.clone()).or_default();
        if *n >= self.per_owner.cap {
            if *n == 0 {
                running.remove(owner);
            }
            return None;
        }
        let place = self.processes.clone().try_acquire_owned().ok()?;
        *n += 1;
        Some(EnginePermit {
            _place: place,
            per_owner: self.per_owner.clone(),
            owner: owner.clone(),
        })
    }
}

/// Asks an engine what it plays.
async fn probe(engine: &Engine) -> Found {
    let machine: Box<dyn Machine> = match engine.spec.protocol {
        EngineProtocol::Piskvork => Box::new(piskvork::Probe::new()),
        EngineProtocol::Nboard => Box::new(nboard::Probe::new()),
        EngineProtocol::Botzone => {
            return Found {
                plays: engine.spec.known_plays().unwrap_or_default(),
                ..Found::default()
            };
        }
    };
    let mut runner = Runner::new(machine, engine.spec.command.clone(), engine.spec.memory);
    let deadline = tokio::time::Instant::now() + PROBE_TIME;
    let outcome = runner.start(deadline).await;
    runner.stop();
    let about = runner.about.take();
    match outcome {
        Outcome::Found(plays) => Found {
            plays,
            about,
            trouble: None,
        },
        Outcome::Fault(why) => Found {
            about,
            trouble: Some(why),
            ..Found::default()
        },
        Outcome::TimedOut => Found {
            about,
            trouble: Some(format!(
                "did not say what it plays within {} s",
                PROBE_TIME.as_secs()
            )),
            ..Found::default()
        },
        Outcome::Moved(_) | Outcome::Idle => Found {
            about,
            trouble: Some("did not say what it plays".to_owned()),
            ..Found::default()
        },
    }
}
