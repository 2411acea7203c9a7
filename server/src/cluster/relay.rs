//! The client's side of a room another node owns: a [`RoomHandle`] like a local room's, whose
//! commands the relay sends as requests on the room's subject, and whose frames come back on
//! the member's subject, the relay putting them on the client's own queue. The session cannot
//! tell the difference. The relay has no task of its own: its line runs it while it has
//! something to do (`relays`).
//!
//! The room's subject names its owner, which the relay looks up in the store's owner rows
//! when it starts and whenever the room stops answering.
//!
//! The room knows its member is there while the member's node says it is there (once a second,
//! for all its members). The relay asks the room whether it still knows the member (`alive`)
//! when neither the room (a command answered, a frame taken) nor its owner's node has been
//! heard for [`ALIVE_EVERY`], and after [`CHECK_EVERY`] of the room's silence whatever its
//! node says. When the owner is gone (nothing answers on the room's subject) the relay keeps
//! asking, looking the owner up again each time; once a live node has taken the room over it
//! does not know the member, and the relay joins it again there as the member was: its player
//! gets their seat back and a `room_state` with every stored move, as after a reconnect. It
//! joins again the same way, to be sent a `room_state`, when a frame of the room's did not
//! come (a gap in their numbers: within a [`CHECK_EVERY`]) and after the bus was down (frames
//! may have been lost in it).

use std::sync::{Arc, Weak};
use std::time::Duration;

use boardroom_protocol::{ErrorCode, JoinAs, encode};

use super::heard::{Heard, QUIET};
use super::relays::{ClientEnd, Line};
use super::routes::Routed;
use super::wire::{Answer, Member, ToGate, frame_of, member_subject, room_subject};
use super::{Node, Owner};
use crate::context::Services;
use crate::outbox::{Frame, Outbox};
use crate::refusal::Refusal;
use crate::room::{Envelope, RoomCmd, RoomHandle};
use crate::store::PlayerId;

/// How often a relay asks whether the room still knows its member, while the room and its
/// node are both silent.
pub(crate) const ALIVE_EVERY: Duration = Duration::from_secs(1);

/// How often a relay asks whether a silent room still knows its member while the room's node
/// is heard: a room forgets a member whose frames it could not deliver.
pub(crate) const CHECK_EVERY: Duration = Duration::from_secs(5);

/// How long a command waits for the room's answer.
const ASK_WAIT: Duration = Duration::from_secs(5);

/// How long a relay goes on asking for a room no node answers for: far longer than a takeover
/// (the lease and a second), so past it the room has closed for good, and the relay ends (the
/// session then finds itself in no room).
const GIVE_UP: Duration = Duration::from_secs(60);

/// Why [`find`] has no room for a code.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Missing {
    /// No node owns it: it closed, or never was (or this node is not in a cluster).
    Nowhere,
    /// The cluster still lists an owner for it that does not answer (a node whose lease is
    /// running out, or one a take-over is about to replace): a live node will own it again
    /// within a lease.
    Moving,
}

/// The room `code` as another node of the cluster owns it, if one answers for it now.
///
/// # Errors
/// Why not: [`Missing`].
pub(crate) async fn find(services: &Services, code: &str) -> Result<RoomHandle, Missing> {
    let node = services.cluster.clone().ok_or(Missing::Nowhere)?;
    let code: Arc<str> = code.to_ascii_uppercase().into();
    let owner = owner_of(&node, &code).await.ok_or(Missing::Nowhere)?.node;
    let subject = room_subject(&owner, &code).ok_or(Missing::Moving)?;
    if !probe(&node, &subject).await {
        return Err(Missing::Moving);
    }
    let mut outages = node.outages.clone();
    outages.borrow_and_update();
    let relays = node.relays.clone();
    let relay = |line| Relay {
        outages,
        missed: false,
        node,
        owner,
        code: code.clone(),
        member: None,
        line,
        route: None,
        numbers: Numbers::default(),
        unanswered_since: None,
        heard: Heard::new(tokio::time::Instant::now()),
    };
    let line = Line::start(
        &relays,
        services.tracker.clone(),
        services.shutdown.clone(),
        relay,
    );
    Ok(RoomHandle::relayed(code, Arc::new(ClientEnd(line))))
}

/// Sends `cmd`, a command about the room rather than from a member of it (`HoldSeats`,
/// `Adjudicate`), to the room `code` on the node that owns it; whether the room took it.
pub(crate) async fn tell(services: &Services, code: &str, cmd: RoomCmd) -> bool {
    let Some(node) = services.cluster.clone() else {
        return false;
    };
    let Some(subject) = subject_of(&node, code).await else {
        return false;
    };
    let member = Member {
        node: node.ownership.node().clone(),
        conn: services.next_conn(),
    };
    let request = ToGate::Room {
        member,
        implied_legal: false,
        cmd,
    };
    ask(&node, &subject, &request).await == Ok(Answer::Ok)
}

/// The owner of the room `code` (upper case) as the store says now; `None` when no node owns
/// it, or the store cannot be reached.
async fn owner_of(node: &Node, code: &str) -> Option<Owner> {
    match node.ownership.owner(code).await {
        Ok(owner) => owner,
        Err(e) => {
            tracing::debug!(room = %code, error = %e, "cluster: a room's owner not looked up");
            None
        }
    }
}

/// The subject of the room `code` on the node the store says owns it now; `None` when no node
/// does (or the store cannot be reached, or no room can have the code).
async fn subject_of(node: &Node, code: &str) -> Option<String> {
    let code = code.to_ascii_uppercase();
    let owner = owner_of(node, &code).await?.node;
    room_subject(&owner, &code)
}

/// Whether a gate answers on the room's `subject` now.
async fn probe(node: &Node, subject: &str) -> bool {
    ask(node, subject, &ToGate::Probe).await == Ok(Answer::Ok)
}

/// Why a command got no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Unreachable;

/// Sends `request` to the room on `subject` and waits for its answer; a node that has no such
/// room is as unreachable as one that is gone.
async fn ask(node: &Node, subject: &str, request: &ToGate) -> Result<Answer, Unreachable> {
    let payload = serde_json::to_vec(request).map_err(|_| Unreachable)?;
    let request = async_nats::Request::new()
        .payload(payload.into())
        .timeout(Some(ASK_WAIT));
    let reply = node
        .nats
        .send_request(subject.to_owned(), request)
        .await
        .map_err(|e| {
            tracing::debug!(subject, error = %e, "cluster: a request went unanswered");
            Unreachable
        })?;
    match serde_json::from_slice(&reply.payload) {
        Ok(Answer::NoRoom) | Err(_) => Err(Unreachable),
        Ok(answer) => Ok(answer),
    }
}

/// The relay's client in the room, to join again after a takeover.
#[derive(Debug, Clone)]
struct Joined {
    /// The client, as the room's owner knows it.
    member: Member,
    /// The player behind it.
    player: PlayerId,
    /// The player's name as it joined: the room's command in full is 184 bytes, kept for as
    /// long as the member is there.
    name: Box<str>,
    /// The client's queue.
    outbox: Outbox,
}

impl Joined {
    /// The command that joins it as `join_as`.
    fn join(&self, join_as: JoinAs) -> RoomCmd {
        RoomCmd::Join {
            player: self.player,
            name: self.name.to_string(),
            join_as,
        }
    }
}

/// One client's way to a room of another node: what it knows, and what it does with each
/// thing that comes to its line (`relays`), which runs it.
pub(crate) struct Relay {
    node: Arc<Node>,
    /// The room's owner, as last looked up. (The room's subject there is made for each request
    /// rather than kept: a copy of it and of the code were 90 bytes of every remote member.)
    owner: String,
    /// The room's code, shared with the client's handle.
    code: Arc<str>,
    /// The client, once it has joined.
    member: Option<Joined>,
    /// The relay's line, where its route hands the room's frames.
    line: Weak<Line>,
    /// The route of the room's frames to the line, from the client's first join until the
    /// client is gone.
    route: Option<Routed>,
    /// The numbers of the frames taken.
    numbers: Numbers,
    /// Since when no node has answered for the room.
    unanswered_since: Option<tokio::time::Instant>,
    /// When the room was last heard from: a command answered, or a frame taken.
    heard: Heard,
    /// Set when a frame did not come: the member joins again when the relay next looks after
    /// the room.
    missed: bool,
    /// The bus's outages: after one the member joins again.
    outages: tokio::sync::watch::Receiver<u64>,
}

impl std::fmt::Debug for Relay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Relay")
            .field("code", &self.code)
            .field("owner", &self.owner)
            .finish_non_exhaustive()
    }
}

impl Relay {
    /// Puts a frame of the room's on the client's queue, waiting while it is full, and
    /// answers it if it came as a request (the owner waits for that answer before it sends
    /// more); notes a frame missed when its number shows one before it did not come. Once the
    /// client is gone, its route goes (its session then ends the relay; a join makes a new
    /// one): a frame never ends the relay.
    pub(crate) async fn on_frame(&mut self, message: Box<async_nats::Message>) {
        self.heard.now();
        let Some((number, text)) = frame_of(&message.payload) else {
            return;
        };
        if !self.numbers.in_turn(number) {
            self.missed = true;
        }
        let Some(joined) = &self.member else {
            return;
        };
        let frame = Frame::text(text.to_owned());
        if !take(&self.node.nats, &joined.outbox, frame, message.reply).await {
            self.route = None;
        }
    }

    /// How long until the relay looks after its room again, at `now`: every [`CHECK_EVERY`]
    /// while all is well, every [`ALIVE_EVERY`] while its node is quiet or it does not answer
    /// (a timer a second for every remote member had been a twelfth of the nodes' time,
    /// docs/scaling.md; the node's sweep looks every second which relays are due).
    pub(crate) fn next_look(&self, now: tokio::time::Instant) -> Duration {
        let troubled = self.unanswered_since.is_some()
            || self.node.others.silent_for(&self.owner, now) >= QUIET;
        if troubled { ALIVE_EVERY } else { CHECK_EVERY }
    }

    /// The client's session ended without a word: the room would go on hearing the member's
    /// node, so it is told its member is gone.
    pub(crate) async fn ended(&mut self) {
        if let Some(joined) = self.member.take() {
            let _ = self.ask(joined.member, RoomCmd::Disconnected).await;
        }
    }

    /// Relays one command; `false` once the client is out of the room for good.
    pub(crate) async fn on_cmd(&mut self, envelope: Envelope) -> bool {
        let Envelope {
            conn,
            cmd,
            outbox,
            reply,
            ..
        } = envelope;
        let member = Member {
            node: self.node.ownership.node().clone(),
            conn,
        };
        let mut stays = true;
        let answer = match (&cmd, outbox) {
            // A bot is seen only by the node it is connected to (docs/bots.md).
            (RoomCmd::Invite { .. }, _) => Err(Refusal::says(
                ErrorCode::BadRequest,
                "server-bot-other-node",
                &[],
            )),
            (RoomCmd::Decline { .. }, _) => Err(Refusal::says(
                ErrorCode::NothingPending,
                "server-no-seat-kept",
                &[],
            )),
            (
                RoomCmd::Join {
                    player,
                    name,
                    join_as,
                },
                Some(outbox),
            ) => {
                let joined = Joined {
                    member,
                    player: *player,
                    name: name.as_str().into(),
                    outbox,
                };
                self.join(joined, *join_as).await
            }
            (RoomCmd::Leave | RoomCmd::Disconnected, _) => {
                let _ = self.ask(member, cmd).await;
                self.member = None;
                stays = false;
                Ok(())
            }
            (_, _) if cmd.refers_to().is_some() => {
                self.command(member, cmd).await;
                Ok(())
            }
            (_, _) => self
                .ask(member, cmd)
                .await
                .unwrap_or(Answer::Unknown)
                .into_result(),
        };
        if let Some(reply) = reply {
            let _ = reply.send(answer);
        }
        stays
    }

    /// Sends the member's command to the room, and waits for its answer.
    async fn ask(&mut self, member: Member, cmd: RoomCmd) -> Result<Answer, Unreachable> {
        let implied_legal = self
            .member
            .as_ref()
            .is_some_and(|joined| joined.outbox.implied_legal);
        let request = ToGate::Room {
            member,
            implied_legal,
            cmd,
        };
        let answer = self.send(&request).await;
        if matches!(answer, Ok(Answer::Ok | Answer::Refused { .. })) {
            self.heard.now();
        }
        answer
    }

    /// Joins the room as `joined`, a player or a spectator as `join_as` says, with its frames
    /// coming back first.
    async fn join(&mut self, joined: Joined, join_as: JoinAs) -> Result<(), Refusal> {
        if self.route.is_none()
            && let Some(line) = self.line.upgrade()
        {
            let subject = member_subject(&joined.member, &self.code);
            self.route = Some(self.node.frames.route_to(&subject, line));
        }
        let request = ToGate::Room {
            member: joined.member.clone(),
            implied_legal: joined.outbox.implied_legal,
            cmd: joined.join(join_as),
        };
        let result = self
            .send(&request)
            .await
            .map_err(|Unreachable| away())?
            .into_result();
        match &result {
            Ok(()) => self.member = Some(joined),
            // A refused first join: nothing of the room comes back.
            Err(_) if self.member.is_none() => self.route = None,
            Err(_) => {}
        }
        result
    }

    /// Sends an in-room command; a room that no longer knows the member (taken over since) is
    /// joined again first, and a room no node answers for is refused to the client.
    async fn command(&mut self, member: Member, cmd: RoomCmd) {
        let reference = cmd.refers_to().unwrap_or_default();
        let mut answer = self.ask(member.clone(), cmd.clone()).await;
        if answer == Ok(Answer::Unknown) && self.rejoin().await {
            answer = self.ask(member, cmd).await;
        }
        let refusal = match answer {
            Ok(Answer::Ok) => return,
            Ok(refused @ Answer::Refused { .. }) => match refused.into_result() {
                Err(refusal) => refusal.into_error(reference),
                Ok(()) => return,
            },
            Ok(Answer::Unknown | Answer::NoRoom) | Err(Unreachable) => away().into_error(reference),
        };
        if let Some(joined) = &self.member {
            let _ = joined.outbox.try_send(Frame::text(encode(&refusal)));
        }
    }

    /// Asks the room whether it still knows the member, when it is time to; joins again if
    /// the room forgot it. `false` once no node has answered for the room for [`GIVE_UP`].
    pub(crate) async fn still_there(&mut self) -> bool {
        let Some(joined) = &self.member else {
            return true;
        };
        if std::mem::take(&mut self.missed) {
            tracing::info!(room = %self.code, "cluster: a frame missed; joining again");
            self.rejoin().await;
            return true;
        }
        let now = tokio::time::Instant::now();
        let room = self.heard.silent_for(now);
        // The room answered or sent something within the last period: it knows the member is
        // there, and the member that it is.
        if room < ALIVE_EVERY {
            self.unanswered_since = None;
            return true;
        }
        let owner = self.node.others.silent_for(&self.owner, now);
        let after_outage = self.outages.has_changed().unwrap_or(false);
        if self.unanswered_since.is_none() && !after_outage && !asks(room, owner) {
            return true;
        }
        let alive = ToGate::Alive {
            member: joined.member.clone(),
        };
        let answer = self.send(&alive).await;
        let now = tokio::time::Instant::now();
        match answer {
            Err(Unreachable) => {
                let since = *self.unanswered_since.get_or_insert(now);
                if now.saturating_duration_since(since) >= GIVE_UP {
                    tracing::info!(room = %self.code, "cluster: no node answers for the room any more");
                    return false;
                }
            }
            Ok(answer) => {
                self.unanswered_since = None;
                // Frames may have been lost while the bus was down: the room's state again.
                if after_outage {
                    self.outages.borrow_and_update();
                }
                if answer == Answer::Unknown || after_outage {
                    self.rejoin().await;
                } else {
                    self.heard.now();
                }
            }
        }
        true
    }

    /// Sends `request` to the room; when nothing answers and the room has a new owner since
    /// (a live node took it over), to the new owner.
    async fn send(&mut self, request: &ToGate) -> Result<Answer, Unreachable> {
        let answer = self.ask_owner(request).await;
        if answer == Err(Unreachable) && self.reroute().await {
            return self.ask_owner(request).await;
        }
        answer
    }

    /// Sends `request` to the room on its owner as last looked up, and waits for its answer.
    async fn ask_owner(&self, request: &ToGate) -> Result<Answer, Unreachable> {
        let subject = room_subject(&self.owner, &self.code).ok_or(Unreachable)?;
        ask(&self.node, &subject, request).await
    }

    /// Looks the room's owner up again, for a room that stopped answering; whether it has a
    /// new one (taken over by a live node), which the relay asks from now on.
    async fn reroute(&mut self) -> bool {
        match owner_of(&self.node, &self.code).await {
            Some(Owner { node: owner, .. }) if owner != self.owner => {
                tracing::debug!(room = %self.code, %owner, "cluster: the room has a new owner");
                self.owner = owner;
                true
            }
            _ => false,
        }
    }

    /// Joins again as the member was (its own seat if it holds one); whether it is back in.
    async fn rejoin(&mut self) -> bool {
        let Some(joined) = self.member.clone() else {
            return false;
        };
        match self.join(joined, JoinAs::Spectator).await {
            Ok(()) => {
                tracing::info!(room = %self.code, "cluster: a member joined its room again on its new owner");
                true
            }
            Err(refusal) => {
                tracing::info!(room = %self.code, error = %refusal.message, "cluster: a member could not join its room again");
                false
            }
        }
    }
}

/// Whether a relay asks after its room (already silent for [`ALIVE_EVERY`]) when the room has
/// been silent for `room` and its owner's node for `owner`.
fn asks(room: Duration, owner: Duration) -> bool {
    owner >= QUIET || room >= CHECK_EVERY
}

/// The numbers of the frames a member has been sent: each owner numbers them from 1, each time
/// it attaches the member afresh.
#[derive(Debug, Default)]
struct Numbers {
    /// The last one taken.
    last: u64,
}

impl Numbers {
    /// Takes `number`; whether it comes in turn: the next one, or 1 (the room attached the
    /// member afresh: a new owner, or the same one after the member was counted as gone).
    fn in_turn(&mut self, number: u64) -> bool {
        let in_turn = number == 1 || self.last.checked_add(1) == Some(number);
        self.last = number;
        in_turn
    }
}

/// Puts one frame on the client's queue and answers it if asked; `false` once the client is
/// gone.
async fn take(
    nats: &async_nats::Client,
    outbox: &Outbox,
    frame: Frame,
    reply: Option<async_nats::Subject>,
) -> bool {
    if outbox.send(frame).await.is_err() {
        return false;
    }
    if let Some(reply) = reply {
        let _ = nats.publish(reply, axum::body::Bytes::new()).await;
    }
    true
}

/// The refusal when no node answers for the room.
fn away() -> Refusal {
    Refusal::says(ErrorCode::ServerBusy, "server-room-away", &[])
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    #[test]
    fn a_frame_out_of_turn_is_a_frame_missed() {
        let mut numbers = super::Numbers::default();
        let taken: Vec<bool> = [1, 2, 3, 5, 6, 1, 2, 4]
            .into_iter()
            .map(|n| numbers.in_turn(n))
            .collect();
        assert_eq!(taken, [true, true, true, false, true, true, true, false]);
    }

    #[test]
    fn a_relay_asks_after_a_silent_room_when_its_node_is_silent_too_or_after_a_while() {
        let check = |room_ms: u64, owner_ms: u64, asks: bool| {
            let (room, owner) = (
                Duration::from_millis(room_ms),
                Duration::from_millis(owner_ms),
            );
            assert_eq!(
                super::asks(room, owner),
                asks,
                "room {room_ms} ms, owner {owner_ms} ms"
            );
        };
        // The owner's node says it is there every second: the room is there.
        check(1_000, 0, false);
        check(4_900, 1_900, false);
        // A word missed: the node may be dying, or the bus down.
        check(1_000, 2_000, true);
        check(1_000, u64::MAX, true);
        // A room silent for long, on a node heard: it may have forgotten the member.
        check(5_000, 0, true);
    }
}
