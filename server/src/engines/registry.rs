//! The engines of this server: each registered engine, what it was found to play, and the cap
//! on engine processes running at once. At start-up every engine whose settings do not say what
//! it plays is asked (its protocol's probe, in a process of its own, before a deadline); an
//! engine that cannot be asked, or plays nothing the server has, is listed with why, and never
//! seated.

use std::collections::HashSet;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use boardroom_engine::Config;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tokio_util::task::TaskTracker;

use super::manager::Machine;
use super::plays::Plays;
use super::runner::{Outcome, Runner};
use super::spec::{EngineProtocol, EngineSpec};
use super::{botzone, nboard, piskvork};

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
    /// How many engines are not found out yet.
    unknown: watch::Receiver<usize>,
}

impl Engines {
    /// The engines of `specs` (a later one with an earlier one's name is left out, with a
    /// warning), at most `processes` of them running at once. Those whose settings do not say
    /// what they play are asked, on `tracker`.
    pub(crate) fn start(
        specs: &[EngineSpec],
        processes: usize,
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

    /// The engine of this name.
    pub(crate) fn get(&self, name: &str) -> Option<Arc<Engine>> {
        self.list.iter().find(|e| e.spec.name == name).cloned()
    }

    /// Whether another engine process may start now.
    pub(crate) fn has_room(&self) -> bool {
        self.processes.available_permits() > 0
    }

    /// A place for one engine process, if one is free.
    pub(crate) fn permit(&self) -> Option<OwnedSemaphorePermit> {
        self.processes.clone().try_acquire_owned().ok()
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
