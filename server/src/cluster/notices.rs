//! The host's notice across the cluster: the node whose console posted it publishes it, and
//! every other node hands it to its own connections, so that a host reaches the whole club
//! whichever node their console is on.

use std::sync::Arc;

use futures_util::StreamExt;
use serde::{Deserialize, Serialize};

use super::Node;
use crate::context::Services;

/// The subject a node publishes its console's notices on.
const SUBJECT: &str = "boardroom.notice";

/// A notice on the bus, with the node that sent it (which has told its own players already).
#[derive(Debug, Serialize, Deserialize)]
struct Published {
    node: String,
    text: String,
    at_ms: i64,
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
