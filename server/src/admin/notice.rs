//! The host's notice: one word from the console to everyone on the server ("the club closes at
//! ten"). It goes to every connection at once and, while it stands, to each that signs in
//! later; an empty one takes it down. In a cluster the console's node publishes it and every
//! other node hands it to its own connections, so that a host reaches the whole club whichever
//! node their console is on.

use std::sync::{Arc, Mutex};

use boardroom_protocol::{ServerMsg, encode};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};

use crate::cluster::Node;
use crate::context::Services;
use crate::outbox::Frame;
use crate::signed_in::SignedIn;

/// The subject a node publishes its console's notices on.
const SUBJECT: &str = "boardroom.notice";

/// The notice standing now, if any.
#[derive(Debug, Default)]
pub(crate) struct Notice {
    standing: Mutex<Option<ServerMsg>>,
}

/// A notice on the bus, with the node that sent it (which has told its own players already).
#[derive(Debug, Serialize, Deserialize)]
struct Published {
    node: String,
    text: String,
    at_ms: i64,
}

impl Notice {
    /// Puts up `text` (empty: takes the notice down) and tells every connection of
    /// `signed_in`; answers how many were told.
    pub(crate) fn post(&self, text: String, at_ms: i64, signed_in: &SignedIn) -> u32 {
        let msg = ServerMsg::Notice { text, at_ms };
        let frame = Frame::text(encode(&msg));
        let up = matches!(&msg, ServerMsg::Notice { text, .. } if !text.is_empty());
        *self
            .standing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = up.then_some(msg);
        signed_in.send_all(&frame)
    }

    /// The notice for a player who signs in now, if one stands.
    pub(crate) fn standing(&self) -> Option<ServerMsg> {
        self.standing
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }
}

/// Tells the other nodes of the cluster of a notice this node's console posted.
pub(crate) async fn publish(node: &Node, text: &str, at_ms: i64) {
    let published = Published {
        node: node.ownership.node().to_string(),
        text: text.to_owned(),
        at_ms,
    };
    let Ok(payload) = serde_json::to_vec(&published) else {
        return;
    };
    if let Err(e) = node.nats.publish(SUBJECT, payload.into()).await {
        tracing::warn!(error = %e, "cluster: the host's notice not published");
    }
}

/// Hands the notices other nodes' consoles post to this node's connections, until the server
/// stops. Returns once subscribed.
pub(crate) async fn follow(services: Arc<Services>, node: Arc<Node>) {
    let mut notices = match node.nats.subscribe(SUBJECT).await {
        Ok(subscription) => subscription,
        Err(e) => {
            tracing::error!(error = %e, "cluster: the notices of other nodes cannot be followed");
            return;
        }
    };
    let _ = node.nats.flush().await;
    let shutdown = services.shutdown.clone();
    services.tracker.clone().spawn(async move {
        loop {
            tokio::select! {
                () = shutdown.cancelled() => break,
                message = notices.next() => {
                    let Some(message) = message else { break };
                    let Ok(notice) = serde_json::from_slice::<Published>(&message.payload) else {
                        continue;
                    };
                    if *notice.node != **node.ownership.node() {
                        services.admin.notice.post(notice.text, notice.at_ms, &services.signed_in);
                    }
                }
            }
        }
    });
}
