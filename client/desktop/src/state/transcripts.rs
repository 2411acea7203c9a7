//! The shared transcripts of `client/transcripts/` (format in its README) run through this fold
//! by one `check`, on a virtual clock: the web client's unit test runs the same files through
//! `state.js`, so both clients show the same clocks, countdowns, buttons and texts.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use boardroom_protocol::{OptionKind, Seat, decode_server};
use serde_json::{Value, json};

use super::time::{format_clock, time_control};
use super::{PendingKind, ViewState};

/// The folder of the transcripts, beside the two clients.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../transcripts")
}

/// The protocol's golden server frame `name`, as text.
fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../protocol/tests/fixtures/server")
        .join(format!("{name}.json"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn ms(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

fn seat(seat: Option<Seat>) -> Value {
    seat.map_or(Value::Null, |s| json!(s.as_str()))
}

/// The create form as the app builds it from the catalogue, as the transcripts' `form`.
fn form(state: &ViewState) -> Value {
    let games = if state.catalogue.is_empty() {
        crate::catalogue::built_in()
    } else {
        &state.catalogue
    };
    let form = crate::views::lobby::CreateForm::default();
    games
        .iter()
        .map(|info| {
            let options: Vec<Value> = info
                .options
                .iter()
                .map(|option| {
                    let (kind, values) = match &option.kind {
                        OptionKind::Choice { choices, .. } => (
                            "choice",
                            choices
                                .iter()
                                .map(|c| {
                                    json!(crate::catalogue::choice_label(&c.title, &c.summary))
                                })
                                .collect(),
                        ),
                        OptionKind::Flag { .. } => ("flag", Vec::new()),
                    };
                    json!({
                        "name": option.name,
                        "title": option.title,
                        "type": kind,
                        "default": form.value(info, &option.name),
                        "values": values,
                    })
                })
                .collect();
            let size = form.size(info);
            json!({
                "game": info.game.as_str(),
                "title": info.title,
                "size": {
                    "min": info.size.min,
                    "max": info.size.max,
                    "default": size,
                    "label": crate::catalogue::size_label(info.board, size),
                },
                "options": options,
            })
        })
        .collect()
}

/// The stones on the board, each colour's points as `x,y` sorted as text.
fn stones(room: &super::RoomView) -> Value {
    let mut by_seat = [Vec::new(), Vec::new()];
    for (p, seat) in &room.stones {
        by_seat[usize::from(*seat == Seat::White)].push(format!("{},{}", p.x, p.y));
    }
    for list in &mut by_seat {
        list.sort();
    }
    let [black, white] = by_seat;
    json!({"black": black, "white": white})
}

/// What the app shows at `now`, under the field names of the transcripts' README; the web
/// client's test builds the same fields from its own fold.
fn seen(state: &ViewState, now: Instant) -> Value {
    let room = state.room.as_ref();
    let clock = room.and_then(|r| r.clock_view(now));
    let can = room.map(|r| r.actions(now)).unwrap_or_default();
    let face = |s: Seat| {
        clock
            .as_ref()
            .map_or(Value::Null, |c| json!(format_clock(c.left(s))))
    };
    let left = |s: Seat| clock.as_ref().map_or(Value::Null, |c| json!(ms(c.left(s))));
    let first_move = clock.as_ref().and_then(|c| c.first_move);
    let away: Vec<Value> = room
        .map(|r| r.away_view(now))
        .unwrap_or_default()
        .into_iter()
        .map(|a| json!({"seat": a.seat.as_str(), "ms": ms(a.left), "text": a.text}))
        .collect();
    json!({
        "room": room.map(|r| r.code.as_str()),
        "you": seat(room.and_then(|r| r.you)),
        "status": room.map(|r| r.status),
        "ply": room.map(|r| r.ply),
        "status_text": room.map(|r| r.status_text()).unwrap_or_default(),
        "result_text": room.map(|r| r.result_text()).unwrap_or_default(),
        "time_control": time_control(room.and_then(|r| r.options.clock.as_ref())),
        "clock_black": face(Seat::Black),
        "clock_white": face(Seat::White),
        "clock_black_ms": left(Seat::Black),
        "clock_white_ms": left(Seat::White),
        "clock_running": seat(clock.as_ref().and_then(|c| c.running)),
        "clock_low": clock.as_ref().map(|c| c.low.iter().map(|s| s.as_str()).collect::<Vec<_>>()).unwrap_or_default(),
        "first_move_seat": seat(first_move.map(|(s, _)| s)),
        "first_move_ms": first_move.map(|(_, d)| ms(d)),
        "away": away,
        "claimable": seat(room.and_then(|r| r.claimable)),
        "undo_allowed": room.is_some_and(super::RoomView::undo_allowed),
        "can_undo": can.undo,
        "can_draw": can.draw,
        "can_resign": can.resign,
        "can_abort": can.abort,
        "can_claim": can.claim,
        "can_play_again": can.play_again,
        "wait_text": room.map(|r| r.wait_text(now)).unwrap_or_default(),
        "notice": state.notice.as_ref().map(|n| n.text.as_str()),
        "form": form(state),
        "describe": room.map(|r| crate::catalogue::describe_board(&r.info, &r.options)),
        "hints": room.map(|r| r.info.hints),
        "stones": room.map(stones),
        "error": state.error.as_ref().map(|e| e.code.as_str()),
    })
}

/// Runs one transcript: its messages in at their times, the fields it names checked after each.
fn check(name: &str, transcript: &Value) {
    let start = Instant::now();
    let mut state = ViewState::default();
    let mut last = 0;
    let steps = transcript["steps"].as_array().expect("a list of steps");
    for (i, step) in steps.iter().enumerate() {
        let at = step["at"].as_u64().expect("`at` in milliseconds");
        let place = format!("{name} step {i} (at {at} ms)");
        assert!(at >= last, "{place}: time goes forward");
        last = at;
        let now = start + Duration::from_millis(at);
        let text = match (step.get("in"), step.get("fixture")) {
            (Some(message), None) => Some(message.to_string()),
            (None, Some(Value::String(fixture_name))) => Some(fixture(fixture_name)),
            (None, None) => None,
            _ => panic!("{place}: one message at most"),
        };
        if let Some(text) = text {
            let msg = decode_server(&text).unwrap_or_else(|e| panic!("{place}: {e:?}"));
            state.apply(msg, now);
        }
        let view = seen(&state, now);
        for (field, expected) in step
            .get("expect")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
        {
            let shown = view
                .get(field)
                .unwrap_or_else(|| panic!("{place}: no view field {field}"));
            assert_eq!(shown, expected, "{place}: {field}");
        }
    }
}

#[test]
fn every_transcript_shows_what_it_expects() {
    let mut count = 0;
    for entry in std::fs::read_dir(folder()).expect("client/transcripts") {
        let path = entry.expect("an entry").path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        let transcript: Value = serde_json::from_str(&text).expect("JSON");
        check(&path.display().to_string(), &transcript);
        count += 1;
    }
    assert!(count >= 5, "the transcripts are there");
}

#[test]
fn a_wait_is_about_the_request_it_refused() {
    assert_eq!(
        super::wait_kind(Some("undo_request")),
        Some(PendingKind::Undo)
    );
    assert_eq!(
        super::wait_kind(Some("draw_offer")),
        Some(PendingKind::Draw)
    );
    assert_eq!(super::wait_kind(Some("put_step")), None);
}
