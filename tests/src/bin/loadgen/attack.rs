//! The attackers `loadgen --attack` runs beside the honest rooms, each from machines of its own
//! (loopback addresses 127.66.x.y), for as long as the honest rooms play:
//! - listers: clients that ask for the room list again and again and never read;
//! - idlers: TCP connections that send nothing, opened again whenever the server drops them;
//! - creators: clients that ask for new rooms as fast as the rate limit lets a message through;
//! - hogs: clients that play the hard AI at the longest budget, so that it always thinks.

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use boardroom_protocol::{AiLevel, ClientMsg, GameKind, Opponent, Options, SeatChoice, ServerMsg};
use boardroom_tests::connect_tcp_from;
use tokio::task::JoinSet;

use super::{Socket, recv, send, socket_from};

/// How many of each attacker.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Attack {
    /// Clients that list rooms without reading.
    pub(crate) listers: usize,
    /// Silent TCP connections held open.
    pub(crate) idlers: usize,
    /// Clients that spam room creation.
    pub(crate) creators: usize,
    /// Clients that keep the hard AI thinking.
    pub(crate) hogs: usize,
}

/// What the attackers managed, for the report.
#[derive(Debug, Default)]
pub(crate) struct Damage {
    /// Room lists asked for.
    pub(crate) lists: AtomicU64,
    /// Silent connections opened (first ones and reopened ones).
    pub(crate) idle_opened: AtomicU64,
    /// Rooms the spammers got.
    pub(crate) rooms_created: AtomicU64,
    /// Refusals the spammers got.
    pub(crate) refusals: AtomicU64,
    /// AI moves the hogs waited for.
    pub(crate) ai_moves: AtomicU64,
}

/// The `n`th attacker machine of a kind.
fn machine(kind: u8, n: usize) -> Ipv4Addr {
    let n = u16::try_from(n + 1).unwrap_or(u16::MAX);
    let [hi, lo] = n.to_be_bytes();
    Ipv4Addr::new(127, 66 + kind, hi, lo)
}

/// Starts every attacker; they stop at `end`.
pub(crate) fn start(
    addr: SocketAddr,
    attack: Attack,
    end: Instant,
    damage: &Arc<Damage>,
) -> JoinSet<()> {
    let mut tasks = JoinSet::new();
    for n in 0..attack.listers {
        let damage = damage.clone();
        tasks.spawn(async move {
            while Instant::now() < end && lister(addr, machine(0, n), end, &damage).await.is_err() {
            }
        });
    }
    for n in 0..attack.idlers {
        let damage = damage.clone();
        // Sixty to a machine, under the per-address cap.
        tasks.spawn(async move { idler(addr, machine(1, n / 60), end, &damage).await });
    }
    for n in 0..attack.creators {
        let damage = damage.clone();
        tasks.spawn(async move {
            while Instant::now() < end && creator(addr, machine(2, n), end, &damage).await.is_err()
            {
            }
        });
    }
    for n in 0..attack.hogs {
        let damage = damage.clone();
        tasks.spawn(async move {
            while Instant::now() < end && hog(addr, machine(3, 0), n, end, &damage).await.is_err() {
            }
        });
    }
    tasks
}

/// Signs in from `from` under `name`.
async fn signed_in(addr: SocketAddr, from: Ipv4Addr, name: &str) -> Result<Socket, String> {
    let mut socket = socket_from(addr, from).await?;
    send(
        &mut socket,
        &ClientMsg::Hello {
            protocol: 1,
            name: name.into(),
            token: None,
            features: Vec::new(),
            bot: false,
            plays: Vec::new(),
            password: None,
        },
    )
    .await?;
    loop {
        match recv(&mut socket).await? {
            ServerMsg::Welcome { .. } => return Ok(socket),
            ServerMsg::Error { message, .. } => return Err(message),
            _ => {}
        }
    }
}

/// Asks for the room list five times a second and never reads.
async fn lister(
    addr: SocketAddr,
    from: Ipv4Addr,
    end: Instant,
    damage: &Damage,
) -> Result<(), String> {
    let mut socket = signed_in(addr, from, "Lister").await?;
    let mut tick = tokio::time::interval(Duration::from_millis(200));
    while Instant::now() < end {
        tick.tick().await;
        send(&mut socket, &ClientMsg::ListRooms).await?;
        damage.lists.fetch_add(1, Ordering::Relaxed);
    }
    Ok(())
}

/// Holds a TCP connection that sends nothing; opens another when the server drops it.
async fn idler(addr: SocketAddr, from: Ipv4Addr, end: Instant, damage: &Damage) {
    use tokio::io::AsyncReadExt;
    while Instant::now() < end {
        let Ok(mut tcp) = connect_tcp_from(addr, from).await else {
            tokio::time::sleep(Duration::from_millis(500)).await;
            continue;
        };
        damage.idle_opened.fetch_add(1, Ordering::Relaxed);
        let mut sink = [0u8; 256];
        let left = end.saturating_duration_since(Instant::now());
        let _ = tokio::time::timeout(left, async {
            while tcp.read(&mut sink).await.is_ok_and(|n| n > 0) {}
        })
        .await;
    }
}

/// Asks for a new room ten times a second, reading the answers.
async fn creator(
    addr: SocketAddr,
    from: Ipv4Addr,
    end: Instant,
    damage: &Damage,
) -> Result<(), String> {
    let mut socket = signed_in(addr, from, "Spammer").await?;
    let mut tick = tokio::time::interval(Duration::from_millis(100));
    while Instant::now() < end {
        tick.tick().await;
        send(
            &mut socket,
            &boardroom_tests::create_room_as_black(GameKind::Gomoku, None),
        )
        .await?;
        loop {
            match recv(&mut socket).await? {
                ServerMsg::RoomState(_) => {
                    damage.rooms_created.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                ServerMsg::Error { .. } => {
                    damage.refusals.fetch_add(1, Ordering::Relaxed);
                    break;
                }
                _ => {}
            }
        }
    }
    Ok(())
}

/// Plays NoGo against the hard AI at the longest budget, the AI moving first, and answers
/// each of its moves at once, so that it is always thinking.
async fn hog(
    addr: SocketAddr,
    from: Ipv4Addr,
    n: usize,
    end: Instant,
    damage: &Damage,
) -> Result<(), String> {
    let mut socket = signed_in(addr, from, &format!("Hog {n}")).await?;
    send(
        &mut socket,
        &ClientMsg::CreateRoom {
            game: GameKind::NoGo,
            options: Some(Options {
                ai_budget_ms: Some(30_000),
                ..Options::default()
            }),
            seat: Some(SeatChoice::White),
            opponent: Some(Opponent::Ai),
            ai_level: Some(AiLevel::Hard),
            engine: None,
            bot: None,
        },
    )
    .await?;
    while Instant::now() < end {
        let left = end.saturating_duration_since(Instant::now());
        let Ok(msg) = tokio::time::timeout(left, recv(&mut socket)).await else {
            return Ok(());
        };
        match msg? {
            ServerMsg::Step {
                ply,
                legal,
                to_move: boardroom_protocol::Seat::White,
                ..
            } if !legal.is_empty() => {
                damage.ai_moves.fetch_add(1, Ordering::Relaxed);
                send(&mut socket, &ClientMsg::PutStep { at: legal[0], ply }).await?;
            }
            ServerMsg::RoomState(state)
                if state.to_move == boardroom_protocol::Seat::White && !state.legal.is_empty() =>
            {
                send(
                    &mut socket,
                    &ClientMsg::PutStep {
                        at: state.legal[0],
                        ply: state.ply,
                    },
                )
                .await?;
            }
            ServerMsg::GameOver { .. } => send(&mut socket, &ClientMsg::PlayAgain).await?,
            ServerMsg::Error { message, .. } => return Err(message),
            _ => {}
        }
    }
    Ok(())
}
