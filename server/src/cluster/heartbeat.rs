//! The node's heartbeat: renews its lease in PostgreSQL every third of the TTL, and steps the
//! node down when a renewal is refused (the lease had run out: another node may own its rooms
//! by now) or none has succeeded for half the TTL (the node cannot know whether it still owns
//! anything). Stepping down stops the whole node: its rooms, whose writes would fail anyway
//! (`store::Fence`), close, their players reconnect to a live node, and the service manager
//! starts the process again as a new node.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio_util::sync::CancellationToken;

use super::Lease;
use super::Ownership;

/// The longest pause between two tries after a renewal failed.
const RETRY: Duration = Duration::from_millis(500);

/// Renews `ownership`'s lease until `stop` is cancelled; cancels `lost` and returns if the lease
/// is lost.
pub(crate) async fn keep(
    ownership: Arc<Ownership>,
    mut lease: Lease,
    stop: CancellationToken,
    lost: CancellationToken,
) {
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            () = tokio::time::sleep_until(lease.renew_at().into()) => {}
        }
        let sent = Instant::now();
        let answer = tokio::time::timeout_at(lease.step_down_at().into(), ownership.renew()).await;
        match answer {
            Ok(Ok(true)) => lease.renewed(sent),
            Ok(Ok(false)) => {
                tracing::error!(
                    node = %ownership.node(),
                    "cluster: the lease had run out; stepping down"
                );
                lost.cancel();
                return;
            }
            Ok(Err(e)) if lease.held(Instant::now()) => {
                tracing::warn!(error = %e, "cluster: lease not renewed; trying again");
                tokio::select! {
                    () = stop.cancelled() => return,
                    () = tokio::time::sleep(RETRY.min(lease.ttl() / 10)) => {}
                }
            }
            Ok(Err(_)) | Err(_) => {
                tracing::error!(
                    node = %ownership.node(),
                    "cluster: no renewal for half the lease; stepping down"
                );
                lost.cancel();
                return;
            }
        }
    }
}
