//! What clients see of a room: the wire messages made from its state and its events. The only
//! part of the room that knows `ServerMsg`.

use boardroom_engine::{Game, Move, MoveList, Side, catalogue};
use boardroom_protocol::{
    ClockState, PlayerInfo, PlayerKind, Players, RoomCode, RoomState, RoomSummary, Score, ServerMsg,
};

use std::time::{Duration, Instant};

use super::clock::ClockView;
use super::core::{Core, Event};
use super::holder::Holder;
use super::rules::ClockSpec;
use crate::convert;
use crate::outbox::ConnId;
use crate::refusal;
use crate::text;
use crate::words;

/// The name a seat shows: its holder's, but never the same as the other seat's (white's gets a
/// number when both read alike).
pub(crate) fn seat_name(core: &Core, side: Side, holder: &Holder) -> String {
    match (side, &core.seats()[Side::Black.index()]) {
        (Side::White, Some(black)) => text::distinct(&black.name(), &holder.name()),
        _ => holder.name(),
    }
}

/// The message that tells every member about `event`, for the events that are told the same
/// way to all; names are shown as `core` (the state after the event) shows them. `None` for
/// the events the shell handles itself (entering, leaving, new states).
pub(crate) fn message(event: &Event, core: &Core) -> Option<ServerMsg> {
    Some(match event {
        Event::Seat {
            side,
            holder: Some(holder),
            clock,
        } => ServerMsg::PlayerJoined {
            seat: convert::seat(*side),
            name: seat_name(core, *side, holder),
            kind: kind(holder),
            level: level(holder),
            clock: clock.map(clock_state),
            engine: engine(holder),
        },
        Event::Seat {
            side, holder: None, ..
        } => ServerMsg::PlayerLeft {
            seat: convert::seat(*side),
        },
        Event::Presence {
            side,
            connected,
            claim_in,
            ..
        } => ServerMsg::PeerStatus {
            seat: convert::seat(*side),
            connected: *connected,
            claim_in_ms: claim_in.map(millis),
        },
        Event::Claimable { side } => ServerMsg::Claimable {
            seat: convert::seat(*side),
        },
        Event::Renamed { side, name } => ServerMsg::PlayerInfo {
            seat: convert::seat(*side),
            name: core.seats()[side.index()]
                .as_ref()
                .map_or_else(|| name.clone(), |holder| seat_name(core, *side, holder)),
        },
        Event::Chat {
            from,
            seat,
            text,
            at_ms,
        } => ServerMsg::Chat {
            from: speaker(core, from, *seat),
            seat: seat.map(convert::seat),
            text: text.clone(),
            at: *at_ms,
            phrase: crate::admin::phrase_of(text).map(str::to_owned),
        },
        Event::Moved { .. } => return step(event, false),
        Event::Requested { kind, by } => {
            let by = convert::seat(*by);
            match kind {
                boardroom_protocol::PendingKind::Undo => ServerMsg::UndoRequested { by },
                boardroom_protocol::PendingKind::Draw => ServerMsg::DrawOffered { by },
                boardroom_protocol::PendingKind::PlayAgain => ServerMsg::PlayAgainOffered { by },
            }
        }
        Event::Refused {
            kind,
            retry_in,
            retry_at_ply,
        } => match kind {
            boardroom_protocol::PendingKind::Undo => ServerMsg::UndoRefused {
                retry_in_ms: retry_in.map(millis),
            },
            boardroom_protocol::PendingKind::Draw => ServerMsg::DrawRefused {
                retry_in_ms: retry_in.map(millis),
                retry_at_ply: *retry_at_ply,
            },
            boardroom_protocol::PendingKind::PlayAgain => ServerMsg::PlayAgainRefused,
        },
        Event::Cancelled { kind } => ServerMsg::OfferCancelled { kind: *kind },
        Event::Undone { keep } => ServerMsg::Undone {
            ply: u32::try_from(*keep).unwrap_or(u32::MAX),
        },
        Event::Ended(ended) => ServerMsg::GameOver {
            result: ended.result,
            reason: ended.reason,
            line: (!ended.line.is_empty()).then(|| convert::points_out(&ended.line)),
            clock: ended.clock.map(clock_state),
            detail: ended.detail.clone(),
        },
        // The person who seated the bot sees a clear error, as any client shows one.
        Event::InviteLapsed {
            side,
            name,
            declined,
        } => {
            let busy = boardroom_protocol::ErrorCode::ServerBusy;
            let (name, side) = (words::text(name), words::text(side));
            if *declined {
                refusal::notice(
                    busy,
                    "server-bot-declined",
                    &[("name", name), ("side", side)],
                )
            } else {
                refusal::notice(
                    busy,
                    "server-bot-did-not-come",
                    &[("name", name), ("side", side)],
                )
            }
        }
        Event::Entered { .. }
        | Event::Left { .. }
        | Event::NewGame
        | Event::Opened { .. }
        | Event::Invited { .. }
        | Event::Judge { .. } => {
            return None;
        }
    })
}

/// A `step` without its legal points, for the clients that work them out themselves: `Some`
/// only for a move after which the legal points are exactly the empty points.
pub(crate) fn implied_step(event: &Event) -> Option<ServerMsg> {
    match event {
        Event::Moved {
            legal_implied: true,
            ..
        } => step(event, true),
        _ => None,
    }
}

/// The `step` that tells a move: with its legal points, or (`implied`) without them.
fn step(event: &Event, implied: bool) -> Option<ServerMsg> {
    let Event::Moved {
        by,
        mv,
        ply,
        changed,
        to_move,
        legal,
        clock,
        ..
    } = event
    else {
        return None;
    };
    Some(ServerMsg::Step {
        ply: u32::try_from(*ply).unwrap_or(u32::MAX),
        by: convert::seat(*by),
        at: mv.point().map(convert::point_out),
        pass: *mv == Move::Pass,
        flipped: Some(convert::flipped_out(*by, changed)).filter(|f| !f.is_empty()),
        changed: convert::changed_out(changed),
        to_move: convert::seat(*to_move),
        legal: if implied {
            Vec::new()
        } else {
            convert::legal_points(legal)
        },
        legal_implied: implied,
        clock: clock.map(clock_state),
    })
}

/// Whole milliseconds, for the wire.
fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// The clocks as the protocol writes them.
fn clock_state(view: ClockView) -> ClockState {
    ClockState {
        black_ms: millis(view.left[Side::Black.index()]),
        white_ms: millis(view.left[Side::White.index()]),
        running: view.running.map(convert::seat),
        first_move_ms: view.first_move.map(millis),
    }
}

/// The room's options as the protocol shows them: the game's, the AI's budget, the clock and
/// whether undo is allowed.
pub(crate) fn options(core: &Core) -> boardroom_protocol::Options {
    let rules = core.rules();
    boardroom_protocol::Options {
        clock: rules.clock.map(ClockSpec::to_wire),
        undo: (!rules.undo).then_some(false),
        opening: core.opening().map(super::OpeningSpec::to_wire),
        rated: rules.rated.then_some(true),
        ..convert::options_out(core.config(), core.ai_budget_ms())
    }
}

fn kind(holder: &Holder) -> PlayerKind {
    match holder {
        Holder::Human { .. } => PlayerKind::Human,
        Holder::Ai { .. } | Holder::Engine { .. } => PlayerKind::Ai,
    }
}

/// An engine's name, for an engine's seat.
fn engine(holder: &Holder) -> Option<String> {
    match holder {
        Holder::Engine { name, .. } => Some(name.clone()),
        Holder::Human { .. } | Holder::Ai { .. } => None,
    }
}

fn level(holder: &Holder) -> Option<boardroom_protocol::AiLevel> {
    match holder {
        Holder::Ai { level } => Some(convert::level_out(*level)),
        Holder::Human { .. } | Holder::Engine { .. } => None,
    }
}

/// The two seats as the protocol shows them; with `now`, an absent player's countdown too.
pub(crate) fn players(core: &Core, now: Option<Instant>) -> Players {
    let info = |side: Side| {
        core.seats()[side.index()]
            .as_ref()
            .map(|holder| PlayerInfo {
                name: seat_name(core, side, holder),
                kind: kind(holder),
                connected: core.is_connected(side),
                level: level(holder),
                claim_in_ms: now.and_then(|now| core.claim_in(side, now)).map(millis),
                engine: engine(holder),
            })
    };
    Players {
        black: info(Side::Black),
        white: info(Side::White),
    }
}

/// What `list_rooms` shows of the room.
pub(crate) fn summary(core: &Core) -> RoomSummary {
    RoomSummary {
        room: RoomCode::new(core.code.clone()),
        game: convert::game_kind_out(core.config().kind()),
        options: options(core),
        players: players(core, None),
        spectators: u32::try_from(core.members().iter().filter(|m| m.seat.is_none()).count())
            .unwrap_or(u32::MAX),
        status: core.status(),
    }
}

/// The `invited` a bot gets for the seat `side` kept for it, which `by` asked for.
pub(crate) fn invited(core: &Core, side: Side, by: &str, within: Duration) -> ServerMsg {
    ServerMsg::Invited {
        room: RoomCode::new(core.code.clone()),
        game: convert::game_kind_out(core.config().kind()),
        options: options(core),
        seat: convert::seat(side),
        by: by.to_owned(),
        within_ms: millis(within),
    }
}

/// The whole truth as of `now`, as the member on `conn` sees it (`you` differs); `None` for an
/// outsider.
pub(crate) fn room_state(core: &Core, conn: Option<ConnId>, now: Instant) -> ServerMsg {
    let you = conn
        .and_then(|c| core.member(c))
        .and_then(|m| m.seat)
        .map(convert::seat);
    let game = core.game();
    let ended = core.ended();
    let mut legal = MoveList::new();
    if ended.is_none() {
        game.legal_moves(&mut legal);
    }
    let stones = game.stones();
    let score = (core.config().kind().info().score == catalogue::Score::Pieces).then(|| Score {
        black: u32::try_from(stones.black.len()).unwrap_or(0),
        white: u32::try_from(stones.white.len()).unwrap_or(0),
    });
    ServerMsg::RoomState(Box::new(RoomState {
        room: RoomCode::new(core.code.clone()),
        game_id: core.public_game_id(),
        game: convert::game_kind_out(core.config().kind()),
        options: options(core),
        you,
        players: players(core, Some(now)),
        stones: convert::stones(&stones),
        to_move: convert::seat(game.to_move()),
        ply: u32::try_from(game.ply()).unwrap_or(u32::MAX),
        history: game
            .history()
            .iter()
            .copied()
            .map(convert::history_entry)
            .collect(),
        legal: convert::legal_points(&legal),
        status: core.status(),
        result: ended.map(|e| e.result),
        reason: ended.map(|e| e.reason),
        line: ended
            .filter(|e| !e.line.is_empty())
            .map(|e| convert::points_out(&e.line)),
        pending: core.pending(),
        score,
        clock: core.clock_view(now).map(clock_state),
        claimable: core.claimable().map(convert::seat),
        detail: ended.and_then(|e| e.detail.clone()),
        opening: {
            let opened = core.opened();
            (!opened.moves.is_empty()).then(|| boardroom_protocol::OpeningInfo {
                name: opened.name.map(str::to_owned),
                plies: u32::try_from(opened.moves.len()).unwrap_or(u32::MAX),
            })
        },
    }))
}

/// A speaker's name: a seated one as the seat shows them.
fn speaker(core: &Core, from: &str, seat: Option<Side>) -> String {
    seat.and_then(|side| {
        let holder = core.seats()[side.index()].as_ref()?;
        Some(seat_name(core, side, holder))
    })
    .unwrap_or_else(|| from.to_owned())
}

/// The chat of the current game so far, for a member who has just come in; `None` when nobody
/// has said anything.
pub(super) fn chat_history(core: &Core) -> Option<ServerMsg> {
    let chat = core.chat();
    (!chat.is_empty()).then(|| ServerMsg::ChatHistory {
        lines: chat
            .lines()
            .map(|line| boardroom_protocol::ChatEntry {
                from: speaker(core, &line.from, line.seat),
                seat: line.seat.map(convert::seat),
                text: line.text.clone(),
                at: line.at_ms,
                phrase: crate::admin::phrase_of(&line.text).map(str::to_owned),
            })
            .collect(),
    })
}
