//! Events in a cluster. Each event is run by one node, its owner, which claims it as a room is
//! claimed (`cluster::event_key`) and fences its writes with that claim; every node serves it.
//!
//! - What a client of another node asks of an event (join, leave, a host's control, the event
//!   as it stands, its export) is a NATS request on the event's subject, which only the owner
//!   serves ([`serve`]), and is answered as the owner's own clients are.
//! - The owner publishes each showing of the event on the event's `shown` subject, and its word
//!   to one player (their next game) or one bot (an invitation) on [`TOLD`]. Each node's
//!   [`listen`] hands these to its own connections watching the event from there (its mirrors,
//!   `Tournaments::mirrors`) and to its own bots; a showing lost on the way is made up by the
//!   next, which has the whole event.
//! - A game's end in a room another node owns comes on `event_games::ENDED_SUBJECT`.
//! - An event whose owner's lease ran out is taken over by a live node ([`take_over`]) and run
//!   again from the store, as after a restart.

use std::sync::Arc;
use std::time::Duration;

use boardroom_protocol::{
    EntrantChoice, ErrorCode, ServerMsg, TournamentSummary, TournamentView, Words, encode,
};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use super::task::Ask;
use super::{Control, codec};
use crate::cluster::{Node, event_key};
use crate::event_games::{ENDED_SUBJECT, EndedGame};
use crate::outbox::Frame;
use crate::refusal::Refusal;
use crate::server::Server;
use crate::store::{GameId, PlayerId};
use crate::words::text;

/// Where an event's owner publishes word for one player or one bot.
const TOLD: &str = "boardroom.events.told";

/// Where each node answers with the events it runs.
const LIST: &str = "boardroom.events.list";

/// How long a request waits for the owner's answer.
const ASK_WAIT: Duration = Duration::from_secs(5);

/// How long a list waits for the nodes' answers.
const LIST_WAIT: Duration = Duration::from_millis(500);

/// The most events one look for orphans takes over.
const AT_ONCE: i64 = 8;

/// The subject on which the owner of event `id` takes requests.
fn event_subject(id: i64) -> String {
    format!("boardroom.event.{id}")
}

/// The subject on which the owner of event `id` publishes its showings.
fn shown_subject(id: i64) -> String {
    format!("boardroom.event.{id}.shown")
}

/// What a node asks of an event's owner for a client of its own.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub(super) enum ToEvent {
    /// A person joins.
    Join {
        /// Who.
        player: PlayerId,
        /// Their name.
        name: String,
    },
    /// A person leaves.
    Leave {
        /// Who.
        player: PlayerId,
    },
    /// A control of whoever says they are the host (the owner checks).
    Host {
        /// Who asks.
        player: PlayerId,
        /// What.
        control: WireControl,
    },
    /// The event as it stands, as `player` sees it.
    View {
        /// Who looks (nobody for the projector page).
        player: Option<PlayerId>,
    },
    /// What the export is made of.
    Export,
}

/// A host's control on the wire: [`Control`], its command in the stored text.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub(super) enum WireControl {
    /// A command of the rules, as `codec` writes it.
    Command {
        /// The text.
        command: String,
    },
    /// Enter the server's AI, an engine or a bot.
    Add {
        /// Which.
        choice: EntrantChoice,
    },
    /// Take out the entrant shown as this.
    Remove {
        /// The shown id.
        entrant: String,
    },
}

impl WireControl {
    /// The control as sent.
    pub(super) fn of(control: &Control) -> WireControl {
        match control {
            Control::Command(command) => WireControl::Command {
                command: codec::command_text(command),
            },
            Control::Add(choice) => WireControl::Add {
                choice: choice.clone(),
            },
            Control::Remove(entrant) => WireControl::Remove {
                entrant: entrant.clone(),
            },
        }
    }

    fn control(self) -> Result<Control, Refusal> {
        Ok(match self {
            WireControl::Command { command } => {
                Control::Command(codec::read_command(&command).map_err(|why| {
                    Refusal::says(
                        ErrorCode::BadRequest,
                        "server-event-bad-command",
                        &[("detail", text(why))],
                    )
                })?)
            }
            WireControl::Add { choice } => Control::Add(choice),
            WireControl::Remove { entrant } => Control::Remove(entrant),
        })
    }
}

/// The owner's answer.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub(super) enum FromEvent {
    /// Done.
    Done,
    /// Refused, as the client is told.
    Refused {
        /// The code.
        code: ErrorCode,
        /// Why, in English.
        message: String,
        /// Why, in the catalogues' words (absent from a server that sent none).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        words: Option<Words>,
    },
    /// The event.
    View {
        /// As the asker sees it.
        view: Box<TournamentView>,
    },
    /// What the export is made of.
    Export {
        /// The event's name.
        name: String,
        /// Its standings, as CSV.
        csv: String,
        /// Its games with a result: each its round and its stored game.
        games: Vec<(u32, GameId)>,
    },
}

impl FromEvent {
    fn of(result: Result<(), Refusal>) -> FromEvent {
        match result {
            Ok(()) => FromEvent::Done,
            Err(refusal) => FromEvent::Refused {
                code: refusal.code,
                message: refusal.message,
                words: refusal.words,
            },
        }
    }

    /// A command's answer.
    pub(super) fn done(self) -> Result<(), Refusal> {
        match self {
            FromEvent::Refused {
                code,
                message,
                words,
            } => Err(Refusal {
                code,
                message,
                words,
                retry_in: None,
                retry_at_ply: None,
            }),
            _ => Ok(()),
        }
    }

    /// A view's answer.
    pub(super) fn view(self) -> Result<TournamentView, Refusal> {
        match self {
            FromEvent::View { view } => Ok(*view),
            other => Err(other.done().err().unwrap_or_else(unexpected)),
        }
    }

    /// An export's answer.
    pub(super) fn export(self) -> Result<super::Export, Refusal> {
        match self {
            FromEvent::Export { name, csv, games } => Ok(super::Export { name, csv, games }),
            other => Err(other.done().err().unwrap_or_else(unexpected)),
        }
    }
}

fn unexpected() -> Refusal {
    Refusal::says(ErrorCode::ServerBusy, "server-event-answered-amiss", &[])
}

/// A showing as published: the event as everyone but its host sees it.
#[derive(Debug, Serialize, Deserialize)]
struct Shown {
    /// The host, who is shown their controls.
    host: PlayerId,
    /// The event.
    view: TournamentView,
}

/// Word from an event's owner for one player or bot, wherever they are connected.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub(super) enum Told {
    /// For a person watching the event.
    Player {
        /// The event.
        event: i64,
        /// Who.
        player: PlayerId,
        /// What.
        msg: ServerMsg,
    },
    /// For a bot in the lobby.
    Bot {
        /// Its name.
        name: String,
        /// What.
        msg: ServerMsg,
    },
}

/// Asks the owner of event `id`.
///
/// # Errors
/// `server_busy` when no node answers for the event (there is none, or its owner died and no
/// node has taken it over yet).
pub(super) async fn ask(node: &Node, id: i64, request: &ToEvent) -> Result<FromEvent, Refusal> {
    let away = || {
        Refusal::says(
            ErrorCode::ServerBusy,
            "server-event-unreachable",
            &[("event", text(id))],
        )
    };
    let payload = serde_json::to_vec(request).map_err(|_| away())?;
    let request = async_nats::Request::new()
        .payload(payload.into())
        .timeout(Some(ASK_WAIT));
    let reply = node
        .nats
        .send_request(event_subject(id), request)
        .await
        .map_err(|_| away())?;
    serde_json::from_slice(&reply.payload).map_err(|_| away())
}

/// Serves the event `id`, whose task takes `asks`, to the other nodes until the task ends;
/// returns once its subject is subscribed, so that the event is found from every node.
pub(super) async fn serve(server: &Server, node: Arc<Node>, id: i64, asks: mpsc::Sender<Ask>) {
    let incoming = match node.nats.subscribe(event_subject(id)).await {
        Ok(incoming) => incoming,
        Err(e) => {
            tracing::error!(event = id, error = %e, "cluster: event not reachable from other nodes");
            return;
        }
    };
    if let Err(e) = node.nats.flush().await {
        tracing::warn!(event = id, error = %e, "cluster: subscription not flushed");
    }
    let server = server.clone();
    let tracker = server.services.tracker.clone();
    tracker.spawn(async move {
        let mut incoming = incoming;
        let shutdown = server.services.shutdown.clone();
        loop {
            let message = tokio::select! {
                () = asks.closed() => break,
                () = shutdown.cancelled() => break,
                message = incoming.next() => message,
            };
            let Some(message) = message else { break };
            let Some(reply) = message.reply.clone() else {
                continue;
            };
            let Ok(request) = serde_json::from_slice::<ToEvent>(&message.payload) else {
                tracing::warn!(event = id, "cluster: an event's request not understood");
                continue;
            };
            let (server, nats) = (server.clone(), node.nats.clone());
            server.services.tracker.clone().spawn(async move {
                let answer = answer(&server, id, request).await;
                if let Ok(payload) = serde_json::to_vec(&answer) {
                    let _ = nats.publish(reply, payload.into()).await;
                }
            });
        }
    });
}

/// The owner's answer to a request, from its own event (never asking on again).
async fn answer(server: &Server, id: i64, request: ToEvent) -> FromEvent {
    let here = match server.tournaments.here(id) {
        Ok(entry) => entry,
        Err(refusal) => return FromEvent::of(Err(refusal)),
    };
    match request {
        ToEvent::Join { player, name } => {
            FromEvent::of(super::join_on(server, &here, player, &name).await)
        }
        ToEvent::Leave { player } => FromEvent::of(super::leave_on(&here, player).await),
        ToEvent::Host { player, control } => FromEvent::of(match control.control() {
            Ok(control) => super::host_on(server, &here, id, player, control).await,
            Err(refusal) => Err(refusal),
        }),
        ToEvent::View { player } => match super::view_on(&here, player).await {
            Some(view) => FromEvent::View {
                view: Box::new(view),
            },
            None => FromEvent::of(Err(super::no_such(&id.to_string()))),
        },
        ToEvent::Export => match super::export_on(&here).await {
            Some(export) => FromEvent::Export {
                name: export.name,
                csv: export.csv,
                games: export.games,
            },
            None => FromEvent::of(Err(super::no_such(&id.to_string()))),
        },
    }
}

/// Publishes a showing of the event `id` (as all but its host see it).
pub(super) async fn publish_shown(node: &Node, id: i64, host: PlayerId, view: TournamentView) {
    let Ok(payload) = serde_json::to_vec(&Shown { host, view }) else {
        return;
    };
    if let Err(e) = node.nats.publish(shown_subject(id), payload.into()).await {
        tracing::warn!(event = id, error = %e, "cluster: a showing of the event not published");
    }
}

/// Publishes word for one player or bot.
pub(super) async fn publish_told(node: &Node, told: &Told) {
    let Ok(payload) = serde_json::to_vec(told) else {
        return;
    };
    if let Err(e) = node.nats.publish(TOLD, payload.into()).await {
        tracing::warn!(error = %e, "cluster: word from an event not published");
    }
}

/// Hands what the events' owners publish to this node's connections, bots and book of event
/// games, and answers the lists of events, until the server stops. Returns once subscribed.
pub(crate) async fn listen(server: &Server, node: Arc<Node>) {
    let subscribed = async {
        Ok::<_, async_nats::SubscribeError>((
            node.nats.subscribe("boardroom.event.*.shown").await?,
            node.nats.subscribe(TOLD).await?,
            node.nats.subscribe(ENDED_SUBJECT).await?,
            node.nats.subscribe(LIST).await?,
        ))
    };
    let (mut shown, mut told, mut ended, mut lists) = match subscribed.await {
        Ok(subscriptions) => subscriptions,
        Err(e) => {
            tracing::error!(error = %e, "cluster: events of other nodes cannot be followed");
            return;
        }
    };
    let _ = node.nats.flush().await;
    let server = server.clone();
    let shutdown = server.services.shutdown.clone();
    server.services.tracker.clone().spawn(async move {
        loop {
            tokio::select! {
                () = shutdown.cancelled() => break,
                Some(message) = shown.next() => {
                    let id = message.subject.split('.').nth(2).and_then(|id| id.parse().ok());
                    if let (Some(id), Ok(shown)) = (id, serde_json::from_slice::<Shown>(&message.payload)) {
                        server.tournaments.show_mirrored(id, shown.host, shown.view);
                    }
                }
                Some(message) = told.next() => match serde_json::from_slice::<Told>(&message.payload) {
                    Ok(Told::Player { event, player, msg }) => {
                        server.tournaments.tell_mirrored(event, player, &Frame::text(encode(&msg)));
                    }
                    Ok(Told::Bot { name, msg }) => {
                        server.services.bots.invite_to_event(&name, &msg);
                    }
                    Err(_) => {}
                },
                Some(message) = ended.next() => {
                    if let Ok(game) = serde_json::from_slice::<EndedGame>(&message.payload) {
                        server.services.event_games.ended(game);
                    }
                }
                Some(message) = lists.next() => {
                    if let Some(reply) = message.reply {
                        let events = server.tournaments.list_here();
                        if let Ok(payload) = serde_json::to_vec(&events) {
                            let _ = node.nats.publish(reply, payload.into()).await;
                        }
                    }
                }
                else => break,
            }
        }
    });
}

/// The events of every node, each once, newest first.
pub(super) async fn list(node: &Node) -> Vec<TournamentSummary> {
    let expected = node.ownership.live_nodes().await.unwrap_or(1).max(1);
    let inbox = node.nats.new_inbox();
    let Ok(mut answers) = node.nats.subscribe(inbox.clone()).await else {
        return Vec::new();
    };
    if node
        .nats
        .publish_with_reply(LIST, inbox, Vec::new().into())
        .await
        .is_err()
    {
        return Vec::new();
    }
    let mut events: Vec<TournamentSummary> = Vec::new();
    let deadline = tokio::time::Instant::now() + LIST_WAIT;
    for _ in 0..expected {
        let Ok(Some(answer)) = tokio::time::timeout_at(deadline, answers.next()).await else {
            break;
        };
        if let Ok(theirs) = serde_json::from_slice::<Vec<TournamentSummary>>(&answer.payload) {
            events.extend(theirs);
        }
    }
    events.sort_by(|a, b| {
        let number = |s: &TournamentSummary| s.id.parse::<i64>().unwrap_or_default();
        number(b).cmp(&number(a))
    });
    events.dedup_by(|a, b| a.id == b.id);
    events
}

/// Looks for events under way without a live owner every `every`, until `stop`, and runs each
/// one it claims.
pub(crate) async fn take_over(
    server: Server,
    node: Arc<Node>,
    every: Duration,
    stop: CancellationToken,
) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            _ = tick.tick() => {}
        }
        if node.lost.is_cancelled() {
            return;
        }
        let orphans = match node.ownership.event_orphans(AT_ONCE).await {
            Ok(orphans) => orphans,
            Err(e) => {
                tracing::warn!(error = %e, "cluster: cannot look for events to take over");
                continue;
            }
        };
        for id in orphans {
            if server.tournaments.here(id).is_ok() {
                continue;
            }
            let fence = match node.ownership.take_over(&event_key(id)).await {
                Ok(Some(fence)) => fence,
                Ok(None) => continue,
                Err(e) => {
                    tracing::warn!(event = id, error = %e, "cluster: event not claimed");
                    continue;
                }
            };
            if server
                .tournaments
                .run_stored(&server, id, fence.clone())
                .await
            {
                tracing::info!(event = id, epoch = fence.epoch, "cluster: event taken over");
            } else {
                node.release(&fence).await;
            }
        }
    }
}
