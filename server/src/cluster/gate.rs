//! The owner's side of a room used from other nodes: the room's subject, on which the members
//! of other nodes' clients send their commands (taken on the node's one subscription for its
//! rooms, and routed here), and their frames back.
//!
//! The room task does not know a member is remote: the gate gives each one a connection number
//! of this node and a way out (`outlets`) that the room sends to as to a local connection's
//! queue, which puts each frame on the member's subject at once, numbered, every few answered
//! once it is on the client's own queue. A client that does not read thus fills its queue on
//! its node, then the answers stop, then the way out refuses frames as a full queue would, and
//! the room resyncs the member as it would a local one. A member whose node stops answering
//! (a frame unanswered for [`super::outlets::FRAME_WAIT`], frames unanswered when the bus
//! was lost, or neither the member nor its node heard for [`STALE`]) counts as disconnected:
//! its seat stays its player's.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::oneshot;

use super::Node;
use super::heard::QUIET;
use super::outlets::Outlet;
use super::routes::Route;
use super::wire::{Answer, Member, ToGate, member_subject, room_subject};
use crate::context::Services;
use crate::outbox::{ConnId, Outbox};
use crate::room::{self, Envelope, RoomCmd, RoomHandle};

/// How long a member and its node may both stay silent before the member counts as
/// disconnected: four of the node's words missed (it says it is there every second).
const STALE: Duration = Duration::from_secs(4);

/// How often the gate looks for silent members while a member's node is quiet.
const SWEEP_EVERY: Duration = Duration::from_secs(1);

/// How often it looks while every member's node is heard (a timer a second a room had been
/// part of a twelfth of the nodes' time, docs/scaling.md): for a member of a node never heard.
const SWEEP_SLOWLY: Duration = Duration::from_secs(5);

/// A member of another node, as the room here knows it.
#[derive(Debug)]
struct Attached {
    /// Its connection number on this node.
    conn: ConnId,
    /// Its way out.
    outlet: Arc<Outlet>,
    /// Its client works out legal points itself.
    implied_legal: bool,
}

/// Starts serving `room` to the other nodes, if this node is in a cluster. Its commands come on
/// the node's subscription (`Node::follow`, made at start), so a code handed out once this
/// returns is found from every node.
pub(crate) fn open(services: Arc<Services>, room: RoomHandle) {
    let Some(node) = services.cluster.clone() else {
        return;
    };
    let Some(subject) = room_subject(node.ownership.node(), room.code()) else {
        return;
    };
    let incoming = node.gates.route(&subject, super::routes::GATE_QUEUE);
    let tracker = services.tracker.clone();
    tracker.spawn(serve(services, node, room, incoming));
}

/// The gate's loop, until the room closes.
async fn serve(services: Arc<Services>, node: Arc<Node>, room: RoomHandle, mut incoming: Route) {
    let mut gate = Gate {
        services,
        node,
        room,
        members: Members::default(),
    };
    let mut quiet = gate.node.others.quiet();
    let mut outages = gate.node.outages.clone();
    outages.borrow_and_update();
    let sweep = tokio::time::sleep(SWEEP_SLOWLY);
    tokio::pin!(sweep);
    loop {
        tokio::select! {
            () = gate.room.closed() => break,
            message = incoming.next() => {
                let Some(message) = message else { break };
                // Boxed while it runs: the gate's task lives as long as its room.
                Box::pin(gate.on_message(message)).await;
            }
            // The bus was lost: frames on their way may have been lost with it.
            Ok(()) = outages.changed() => Box::pin(gate.forget_unanswered()).await,
            () = &mut sweep => {
                Box::pin(gate.sweep()).await;
                let now = tokio::time::Instant::now();
                sweep.as_mut().reset(now + gate.next_sweep(now));
            }
            // A node went quiet: perhaps a member's.
            Ok(()) = quiet.changed() => {
                let soon = tokio::time::Instant::now() + SWEEP_EVERY;
                if soon < sweep.deadline() {
                    sweep.as_mut().reset(soon);
                }
            }
        }
    }
}

/// A room's gate: its members from other nodes.
struct Gate {
    services: Arc<Services>,
    node: Arc<Node>,
    room: RoomHandle,
    /// The members of other nodes.
    members: Members,
}

impl Gate {
    async fn on_message(&mut self, message: Box<async_nats::Message>) {
        let Some(reply) = message.reply.clone() else {
            return;
        };
        let request = match serde_json::from_slice::<ToGate>(&message.payload) {
            Ok(request) => request,
            Err(e) => {
                tracing::warn!(room = self.room.code(), error = %e, "cluster: a command not understood");
                return;
            }
        };
        let answer = self.on_request(request).await;
        let nats = self.node.nats.clone();
        // A command is answered once the room has taken it.
        self.services.tracker.spawn(async move {
            let answer = match answer {
                Pending::Now(answer) => answer,
                Pending::Later(waiting) => waiting.await.map_or(Answer::Unknown, Answer::of),
            };
            let payload = serde_json::to_vec(&answer).unwrap_or_default();
            let _ = nats.publish(reply, payload.into()).await;
        });
    }

    async fn on_request(&mut self, request: ToGate) -> Pending {
        let now = tokio::time::Instant::now();
        match request {
            ToGate::Probe => Pending::Now(Answer::Ok),
            ToGate::Alive { member } => match self.members.get_mut(&member) {
                Some(attached) => {
                    attached.outlet.heard().at(now);
                    Pending::Now(Answer::Ok)
                }
                None => Pending::Now(Answer::Unknown),
            },
            ToGate::Room {
                member,
                implied_legal,
                cmd,
            } => {
                let mut outbox = None;
                let conn = match &cmd {
                    // A member joins (or joins again) with a queue here.
                    RoomCmd::Join { .. } => {
                        let attached = match self.members.remove(&member) {
                            Some(attached) => attached,
                            None => self.attach(&member, implied_legal, now),
                        };
                        attached.outlet.heard().at(now);
                        outbox = Some(Outbox::remote(
                            attached.outlet.clone(),
                            attached.implied_legal,
                        ));
                        let conn = attached.conn;
                        self.members.insert(member, attached);
                        conn
                    }
                    // A member that leaves is forgotten here; one never attached is out already.
                    RoomCmd::Leave | RoomCmd::Disconnected => match self.members.remove(&member) {
                        // Its way out stays open for what the room says until it has left.
                        Some(attached) => attached.conn,
                        None => return Pending::Now(Answer::Ok),
                    },
                    // About a player rather than a member: asked by a connection the room need
                    // not know.
                    RoomCmd::Peek { .. }
                    | RoomCmd::Renamed { .. }
                    | RoomCmd::Remove { .. }
                    | RoomCmd::Decline { .. }
                    | RoomCmd::HoldSeats
                    | RoomCmd::CloseByHost
                    | RoomCmd::Adjudicate { .. } => match self.members.get(&member) {
                        Some(attached) => attached.conn,
                        None => self.services.next_conn(),
                    },
                    // A member's own command: the room must know it.
                    RoomCmd::SeatEngine { .. }
                    | RoomCmd::Invite { .. }
                    | RoomCmd::Client { .. } => match self.members.get_mut(&member) {
                        Some(attached) => {
                            attached.outlet.heard().at(now);
                            attached.conn
                        }
                        None => return Pending::Now(Answer::Unknown),
                    },
                };
                let (reply, answer) = oneshot::channel();
                let envelope = Envelope {
                    conn,
                    cmd,
                    outbox,
                    address: None,
                    reply: Some(reply),
                };
                if self.room.send(envelope).await {
                    Pending::Later(answer)
                } else {
                    Pending::Now(Answer::Unknown)
                }
            }
        }
    }

    /// A new member of another node: a connection number here, and its way out.
    fn attach(&self, member: &Member, implied_legal: bool, now: tokio::time::Instant) -> Attached {
        let outlet = self.node.outlets.open(
            member_subject(member, self.room.code()),
            self.services.limits.outbound_bytes,
            now,
        );
        Attached {
            conn: self.services.next_conn(),
            outlet,
            implied_legal,
        }
    }

    /// The members whose frames the bus's loss may have lost: disconnected (each joins again,
    /// with a `room_state`, once its node is back on the bus).
    async fn forget_unanswered(&mut self) {
        self.forget(
            |_, attached| attached.outlet.unanswered(),
            "frames to a remote member may be lost with the bus",
        )
        .await;
    }

    /// The members `gone` names: disconnected, their ways out closed.
    async fn forget(&mut self, gone: impl Fn(&Member, &Attached) -> bool, why: &str) {
        let gone: Vec<Member> = self
            .members
            .iter()
            .filter(|(member, attached)| gone(member, attached))
            .map(|(member, _)| member.clone())
            .collect();
        for member in gone {
            if let Some(attached) = self.members.remove(&member) {
                tracing::info!(room = self.room.code(), node = %member.node, "cluster: {why}");
                attached.outlet.close();
                self.room
                    .send(Envelope::new(attached.conn, RoomCmd::Disconnected))
                    .await;
            }
        }
    }

    /// How long until the gate looks for silent members again, at `now`.
    fn next_sweep(&self, now: tokio::time::Instant) -> Duration {
        let others = &self.node.others;
        let quiet = self
            .members
            .iter()
            .map(|(member, _)| member)
            .any(|member| others.silent_for(&member.node, now) >= QUIET);
        if quiet { SWEEP_EVERY } else { SWEEP_SLOWLY }
    }

    /// Members of which, and of whose node, nothing has been heard for [`STALE`], or whose
    /// node has left a frame unanswered for [`super::outlets::FRAME_WAIT`]: disconnected.
    async fn sweep(&mut self) {
        let now = tokio::time::Instant::now();
        let others = self.node.others.clone();
        let gone = |member: &Member, attached: &Attached| {
            attached.outlet.stalled(now)
                || stale(
                    attached.outlet.heard().silent_for(now),
                    others.silent_for(&member.node, now),
                )
        };
        self.forget(gone, "a remote member went silent").await;
    }
}

/// A room's members of other nodes: a few (its players, and what spectators other nodes
/// have), looked through in turn. A list of one is 88 bytes where a map's first table holds
/// four, 372 (docs/scaling.md).
#[derive(Debug, Default)]
struct Members(Vec<(Member, Attached)>);

impl Members {
    fn get(&self, member: &Member) -> Option<&Attached> {
        self.0.iter().find(|(m, _)| m == member).map(|(_, a)| a)
    }

    fn get_mut(&mut self, member: &Member) -> Option<&mut Attached> {
        self.0.iter_mut().find(|(m, _)| m == member).map(|(_, a)| a)
    }

    fn remove(&mut self, member: &Member) -> Option<Attached> {
        let at = self.0.iter().position(|(m, _)| m == member)?;
        Some(self.0.swap_remove(at).1)
    }

    /// Adds `member`, which is not there (`remove` it first). One slot at a time: a list's
    /// first growth would make room for four, and members come seldom.
    fn insert(&mut self, member: Member, attached: Attached) {
        self.0.reserve_exact(1);
        self.0.push((member, attached));
    }

    fn iter(&self) -> std::slice::Iter<'_, (Member, Attached)> {
        self.0.iter()
    }
}

/// Whether a member counts as gone when nothing of it has been heard for `member` and nothing of
/// its node for `node`.
fn stale(member: Duration, node: Duration) -> bool {
    member >= STALE && node >= STALE
}

/// An answer now, or once the room gives it.
enum Pending {
    /// Known now.
    Now(Answer),
    /// The room's answer to come.
    Later(oneshot::Receiver<room::Answer>),
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::future_size;

    #[test]
    fn a_member_is_there_while_it_or_its_node_is_heard() {
        let check = |member_ms: u64, node_ms: u64, gone: bool| {
            let (member, node) = (
                Duration::from_millis(member_ms),
                Duration::from_millis(node_ms),
            );
            assert_eq!(
                super::stale(member, node),
                gone,
                "member {member_ms} ms, node {node_ms} ms"
            );
        };
        // A member with nothing to say, on a node that says it is there every second.
        check(60_000, 900, false);
        // A member heard, on a node whose words are lost.
        check(900, u64::MAX, false);
        // Neither, for four seconds: its node died, or the bus between them.
        check(4_000, 4_000, true);
        check(4_000, u64::MAX, true);
    }

    #[test]
    fn a_gate_s_task_stays_small() {
        // A gate's task a room, for as long as it lasts: 2,040 bytes unboxed (960 boxed); 944
        // while it held the message it waited for in place rather than boxed as its route
        // holds it. (A member of another node had a pump's task too, 480 bytes and its queue,
        // before its frames went straight onto the bus.)
        let gate = future_size::of4(super::serve);
        assert!(gate <= 832, "a gate's future is {gate} bytes");
    }
}
