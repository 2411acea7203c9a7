//! Unit tests of the view state: each server message in, the new state out. Frames come from
//! the protocol's golden fixtures where one fits, so the state reads what the server sends.

use boardroom_protocol::{decode_server, encode};

use super::*;

/// The time now: these tests do not look at clocks (the transcripts do, on a virtual clock).
fn now() -> Instant {
    Instant::now()
}

/// The fixture `protocol/tests/fixtures/server/<name>.json`, decoded.
fn fixture(name: &str) -> ServerMsg {
    let path = format!(
        "{}/../../protocol/tests/fixtures/server/{name}.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the fixture exists");
    decode_server(&text).expect("the fixture decodes")
}

/// A state in the room of the fixture `room_state` (reversi, black to move, white asked undo).
fn in_reversi() -> ViewState {
    let mut state = ViewState::default();
    state.apply(fixture("welcome"), now());
    state.apply(fixture("room_state"), now());
    state
}

/// A state in a fresh 15x15 gomoku room with both seats taken, the viewer black.
fn in_gomoku(rule: Option<&str>) -> ViewState {
    let text = format!(
        r#"{{"type":"room_state","room":"GOMO","game_id":"g1","game":"gomoku",
        "options":{{"size":15{}}},"you":"black",
        "players":{{"black":{{"name":"Ada","kind":"human","connected":true}},
                    "white":{{"name":"Lin","kind":"human","connected":true}}}},
        "stones":{{"black":[],"white":[]}},"to_move":"black","ply":0,"history":[],
        "legal":[[7,7],[7,8]],"status":"playing","pending":{{}}}}"#,
        rule.map(|r| format!(r#","rule":"{r}""#))
            .unwrap_or_default()
    );
    let mut state = ViewState::default();
    state.apply(decode_server(&text).expect("a room_state"), now());
    state
}

fn room(state: &ViewState) -> &RoomView {
    state.room.as_ref().expect("in a room")
}

fn step(ply: u32, by: Seat, at: (i8, i8), to_move: Seat) -> ServerMsg {
    ServerMsg::Step {
        ply,
        by,
        at: Some(Point::new(at.0, at.1)),
        pass: false,
        flipped: None,
        changed: Vec::new(),
        to_move,
        legal: vec![Point::new(0, 0)],
        legal_implied: false,
        clock: None,
    }
}

#[test]
fn every_server_fixture_applies_without_a_room_and_in_one() {
    let dir = format!(
        "{}/../../protocol/tests/fixtures/server",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut count = 0;
    for entry in std::fs::read_dir(dir).expect("the fixtures folder") {
        let path = entry.expect("an entry").path();
        let text = std::fs::read_to_string(&path).expect("readable");
        let msg = decode_server(&text).expect("decodes");
        ViewState::default().apply(msg.clone(), now());
        in_reversi().apply(msg, now());
        count += 1;
    }
    assert!(count >= ServerMsg::TYPES.len(), "every type has a fixture");
}

#[test]
fn welcome_signs_in() {
    let mut state = ViewState::default();
    state.apply(fixture("welcome"), now());
    let me = state.me.expect("signed in");
    assert_eq!(me.name, "Ada");
    assert_eq!(me.token, "tk_5Jq8xW2mR9vN3bL7cZ4aH6eY");
    assert_eq!(me.player_id, "p_8f3a21c4");
}

#[test]
fn rooms_fill_the_lobby_and_count_spectators_of_the_own_room() {
    let mut state = ViewState::default();
    state.apply(fixture("rooms"), now());
    assert_eq!(state.rooms.len(), 2);
    let mut state = in_reversi();
    let mut rooms = match fixture("rooms") {
        ServerMsg::Rooms { rooms, .. } => rooms,
        _ => unreachable!(),
    };
    rooms[0].room = RoomCode::new("K7Q2");
    rooms[0].spectators = 3;
    state.apply(ServerMsg::Rooms { rooms, total: None }, now());
    assert_eq!(room(&state).spectators, Some(3));
    state.apply(fixture("rooms.empty"), now());
    assert!(state.rooms.is_empty());
}

#[test]
fn room_state_sets_the_whole_room() {
    let state = in_reversi();
    let r = room(&state);
    assert_eq!(r.code.as_str(), "K7Q2");
    assert_eq!(r.game, GameKind::Reversi);
    assert_eq!(r.you, Some(Seat::Black));
    assert_eq!(r.count(Seat::Black), 3);
    assert_eq!(r.count(Seat::White), 3);
    assert_eq!(r.ply, 2);
    assert_eq!(r.history.len(), 2);
    assert_eq!(
        r.last,
        Some(LastMove {
            at: Some(Point::new(2, 4)),
            by: Seat::White,
            flipped: vec![]
        })
    );
    assert!(r.is_my_turn());
    assert_eq!(r.incoming(), vec![PendingKind::Undo]);
    assert!(r.outgoing().is_empty());
}

#[test]
fn room_state_of_the_same_room_keeps_the_chat_and_a_new_room_drops_it() {
    let mut state = in_reversi();
    state.apply(fixture("chat"), now());
    state.apply(fixture("room_state"), now());
    assert_eq!(room(&state).chat.len(), 1);
    state.apply(fixture("room_state.waiting"), now());
    assert!(room(&state).chat.is_empty());
}

#[test]
fn over_room_state_shows_the_result_and_the_line() {
    let mut state = ViewState::default();
    state.apply(fixture("room_state.over"), now());
    let r = room(&state);
    assert_eq!(r.status, Status::Over);
    assert_eq!(r.line.len(), 5);
    assert_eq!(r.result_text(), "Black wins: five in a row.");
    assert_eq!(r.status_text(), "Black wins: five in a row. You lost.");
    assert_eq!(r.incoming(), vec![PendingKind::PlayAgain]);
    assert!(
        !r.actions(now()).play_again,
        "a play-again request is already pending"
    );
}

#[test]
fn spectator_room_state_has_no_seat_and_no_buttons() {
    let mut state = ViewState::default();
    state.apply(fixture("room_state.spectator"), now());
    let r = room(&state);
    assert_eq!(r.you, None);
    let actions = r.actions(now());
    assert!(!actions.undo && !actions.draw && !actions.resign && !actions.play_again);
    assert!(r.incoming().is_empty());
    assert!(!r.can_play(Point::new(0, 0)));
}

#[test]
fn left_leaves_only_the_room_it_names() {
    let mut state = in_reversi();
    let left = |room: &str| {
        decode_server(&format!(r#"{{"type":"left","room":"{room}"}}"#)).expect("a left")
    };
    state.apply(left("OTHER"), now());
    assert!(state.room.is_some());
    state.apply(left("K7Q2"), now());
    assert!(state.room.is_none());
    assert!(state.notice.is_none(), "leaving is no news");
    // A room the host closed: the player is told.
    let mut state = in_reversi();
    state.apply(
        decode_server(r#"{"type":"left","room":"K7Q2","by_host":true}"#).expect("a left"),
        now(),
    );
    assert!(state.room.is_none());
    assert_eq!(
        state.notice.map(|n| n.text).as_deref(),
        Some("The host closed the room.")
    );
}

#[test]
fn step_places_a_stone_and_passes_the_turn() {
    let mut state = in_gomoku(None);
    state.room.as_mut().expect("room").sent = Some(0);
    state.apply(step(1, Seat::Black, (7, 7), Seat::White), now());
    let r = room(&state);
    assert_eq!(r.stones.get(&Point::new(7, 7)), Some(&Seat::Black));
    assert_eq!(r.ply, 1);
    assert_eq!(r.to_move, Seat::White);
    assert_eq!(r.sent, None);
    assert!(!r.is_my_turn());
    assert_eq!(r.status_text(), "Waiting for Lin (white).");
    assert!(r.actions(now()).undo, "black has a stone to take back");
}

#[test]
fn step_with_flips_turns_the_discs() {
    let mut state = in_reversi();
    state.apply(fixture("step.flipped"), now());
    let r = room(&state);
    assert_eq!(r.stones.get(&Point::new(3, 4)), Some(&Seat::White));
    assert_eq!(r.stones.get(&Point::new(2, 4)), Some(&Seat::White));
    assert_eq!(r.last.as_ref().map(|l| l.flipped.len()), Some(1));
}

#[test]
fn a_pass_is_a_move_without_a_stone() {
    let mut state = in_reversi();
    let before = room(&state).stones.len();
    state.apply(fixture("step.pass"), now());
    let r = room(&state);
    assert_eq!(r.stones.len(), before);
    assert_eq!(r.history.last(), Some(&HistoryEntry::Pass));
    assert!(r.status_text().starts_with("White had no move and passed."));
}

#[test]
fn a_step_without_a_room_is_ignored() {
    let mut state = ViewState::default();
    state.apply(fixture("step"), now());
    assert_eq!(state, ViewState::default());
}

#[test]
fn undo_requested_and_refused_and_cancelled() {
    let mut state = in_gomoku(None);
    state.apply(step(1, Seat::Black, (7, 7), Seat::White), now());
    state.apply(fixture("undo_requested"), now());
    assert_eq!(room(&state).incoming(), vec![PendingKind::Undo]);
    state.apply(
        ServerMsg::OfferCancelled {
            kind: PendingKind::Undo,
        },
        now(),
    );
    assert!(room(&state).incoming().is_empty());
    state.apply(ServerMsg::UndoRequested { by: Seat::Black }, now());
    assert_eq!(room(&state).outgoing(), vec![PendingKind::Undo]);
    assert!(!room(&state).actions(now()).undo, "already asked");
    state.apply(ServerMsg::UndoRefused { retry_in_ms: None }, now());
    assert!(room(&state).outgoing().is_empty());
    let notice = state.notice.clone().expect("a notice");
    assert!(notice.text.contains("refused"));
    assert!(!notice.error);
}

#[test]
fn undone_clears_the_move_in_flight_and_says_so() {
    let mut state = in_gomoku(None);
    state.room.as_mut().expect("room").sent = Some(3);
    state.apply(fixture("undone"), now());
    assert_eq!(room(&state).sent, None);
    assert_eq!(
        state.notice.map(|n| n.text),
        Some("A move was taken back.".to_owned())
    );
}

#[test]
fn draw_offered_then_refused() {
    let mut state = in_gomoku(None);
    state.apply(ServerMsg::DrawOffered { by: Seat::White }, now());
    assert_eq!(room(&state).incoming(), vec![PendingKind::Draw]);
    // The fixture's offer is black's: the viewer's own, waiting for an answer.
    state.apply(fixture("draw_offered"), now());
    assert_eq!(room(&state).outgoing(), vec![PendingKind::Draw]);
    assert!(!room(&state).actions(now()).draw);
    state.apply(fixture("draw_refused"), now());
    assert_eq!(room(&state).pending.draw, None);
}

#[test]
fn a_step_with_its_legal_points_implied_leaves_every_empty_point_legal() {
    let mut state = in_gomoku(Some("renju"));
    let all: Vec<Point> = (0..15)
        .flat_map(|y| (0..15).map(move |x| Point::new(x, y)))
        .collect();
    assert_eq!(
        room(&state).legal_points(&all).len(),
        2,
        "a room_state lists them"
    );
    state.apply(step(1, Seat::Black, (7, 7), Seat::White), now());
    state.apply(fixture("step.implied"), now());
    let legal = room(&state).legal_points(&all);
    assert_eq!(legal.len(), 15 * 15 - 2);
    assert!(!legal.contains(&Point::new(7, 7)) && !legal.contains(&Point::new(7, 8)));
    let mut implied = step(4, Seat::White, (0, 1), Seat::Black);
    if let ServerMsg::Step {
        legal,
        legal_implied,
        ..
    } = &mut implied
    {
        legal.clear();
        *legal_implied = true;
    }
    state.apply(implied, now());
    assert_eq!(room(&state).legal_points(&all).len(), 15 * 15 - 3);
    assert!(
        room(&state).forbidden(&all).is_empty(),
        "renju, black to move: none left out"
    );
    state.apply(step(5, Seat::Black, (0, 2), Seat::Black), now());
    assert_eq!(room(&state).legal_points(&all), vec![Point::new(0, 0)]);
    assert_eq!(room(&state).forbidden(&all).len(), 15 * 15 - 5);
}

#[test]
fn game_over_ends_the_game_and_clears_requests() {
    let mut state = in_gomoku(None);
    state.apply(ServerMsg::DrawOffered { by: Seat::White }, now());
    state.apply(fixture("game_over"), now());
    let r = room(&state);
    assert_eq!(r.status, Status::Over);
    assert_eq!(r.line.len(), 5);
    assert!(r.legal.is_empty());
    assert!(r.incoming().is_empty());
    assert_eq!(r.status_text(), "Black wins: five in a row. You won!");
    assert!(r.actions(now()).play_again);
    assert!(!r.actions(now()).resign);
}

#[test]
fn draws_and_resignations_read_well() {
    let mut state = in_gomoku(None);
    state.apply(fixture("game_over.draw"), now());
    assert!(room(&state).result_text().starts_with("Draw"));
    let mut state = in_gomoku(None);
    state.apply(
        ServerMsg::GameOver {
            result: GameResult::White,
            reason: Reason::Resign,
            line: None,
            clock: None,
            detail: None,
        },
        now(),
    );
    assert_eq!(room(&state).result_text(), "White wins: black resigned.");
}

#[test]
fn play_again_offered_and_refused() {
    let mut state = in_gomoku(None);
    state.apply(fixture("game_over"), now());
    state.apply(fixture("play_again_offered"), now());
    let r = room(&state);
    let by = r.pending.play_again.expect("pending");
    assert_eq!(r.incoming().len(), usize::from(by == Seat::White));
    state.apply(fixture("play_again_refused"), now());
    assert_eq!(room(&state).pending.play_again, None);
}

#[test]
fn player_joined_starts_the_game_and_player_left_stops_it() {
    let mut state = ViewState::default();
    state.apply(fixture("room_state.waiting"), now());
    assert!(room(&state).actions(now()).seat_ai);
    state.apply(fixture("player_joined"), now());
    let r = room(&state);
    assert_eq!(r.status, Status::Playing);
    assert_eq!(
        r.players.white.as_ref().map(|p| p.name.as_str()),
        Some("Bashir")
    );
    assert!(
        state
            .notice
            .as_ref()
            .is_some_and(|n| n.text.contains("Bashir"))
    );
    state.apply(ServerMsg::DrawOffered { by: Seat::White }, now());
    state.apply(fixture("player_left"), now());
    let r = room(&state);
    assert_eq!(r.status, Status::Waiting);
    assert!(r.players.white.is_none());
    assert_eq!(r.pending.draw, None, "the leaver's request goes with them");
}

#[test]
fn ai_joins_with_its_level() {
    let mut state = ViewState::default();
    state.apply(fixture("room_state.waiting"), now());
    state.apply(fixture("player_joined.ai"), now());
    let r = room(&state);
    let white = r.players.white.as_ref().expect("seated");
    assert_eq!(white.kind, PlayerKind::Ai);
    assert_eq!(r.player_name(Seat::White), "the computer");
}

#[test]
fn peer_status_marks_a_player_offline() {
    let mut state = in_reversi();
    state.apply(fixture("peer_status"), now());
    let ServerMsg::PeerStatus {
        seat, connected, ..
    } = fixture("peer_status")
    else {
        unreachable!()
    };
    let player = room(&state).players.get(seat).expect("seated");
    assert_eq!(player.connected, connected);
}

#[test]
fn player_info_renames_and_follows_the_viewer() {
    let mut state = in_reversi();
    state.apply(
        ServerMsg::PlayerInfo {
            seat: Seat::Black,
            name: "Ada L.".into(),
        },
        now(),
    );
    assert_eq!(
        room(&state).players.black.as_ref().map(|p| p.name.as_str()),
        Some("Ada L.")
    );
    assert_eq!(state.me.as_ref().map(|m| m.name.as_str()), Some("Ada L."));
}

#[test]
fn chat_is_kept_and_capped() {
    let mut state = in_reversi();
    state.apply(fixture("chat.spectator"), now());
    assert_eq!(room(&state).chat[0].seat, None);
    for i in 0..250 {
        state.apply(
            ServerMsg::Chat {
                from: "Ada".into(),
                seat: Some(Seat::Black),
                text: format!("line {i}"),
                at: i,
                phrase: None,
            },
            now(),
        );
    }
    let chat = &room(&state).chat;
    assert_eq!(chat.len(), CHAT_KEEP);
    assert_eq!(chat.last().map(|c| c.text.as_str()), Some("line 249"));
}

#[test]
fn a_chat_history_fills_the_chat_without_doubling_lines() {
    let mut state = in_reversi();
    let ServerMsg::ChatHistory { lines } = fixture("chat_history") else {
        panic!("a chat_history");
    };
    state.apply(
        ServerMsg::Chat {
            from: lines[0].from.clone(),
            seat: lines[0].seat,
            text: lines[0].text.clone(),
            at: lines[0].at,
            phrase: None,
        },
        now(),
    );
    state.apply(fixture("chat_history"), now());
    state.apply(fixture("chat_history"), now());
    let texts: Vec<&str> = room(&state).chat.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(texts, ["good luck!", "watching, have fun"]);
    assert_eq!(room(&state).chat[1].seat, None);
}

#[test]
fn the_kid_mode_s_phrases_are_offered_and_read_in_the_player_s_language() {
    crate::i18n::use_language(&crate::i18n::Language::of("cs"));
    let mut state = in_reversi();
    assert_eq!(state.chat_mode, boardroom_protocol::ChatMode::Open);
    state.apply(fixture("chat_mode"), now());
    assert_eq!(state.chat_mode, boardroom_protocol::ChatMode::Phrases);
    let offered: Vec<String> = state
        .chat_phrases
        .iter()
        .map(|p| super::phrase_text(Some(&p.id), &p.text))
        .collect();
    assert_eq!(offered, ["Ahoj!", "Hodně štěstí!", "Pěkná hra!"]);
    state.apply(fixture("chat.phrase"), now());
    state.apply(fixture("chat"), now());
    let said: Vec<String> = room(&state).chat.iter().map(ChatLine::said).collect();
    assert_eq!(
        said,
        ["Pěkná hra!", "good game! 再来一局?"],
        "only a phrase is translated"
    );
    state.apply(fixture("chat_mode.off"), now());
    assert_eq!(state.chat_mode, boardroom_protocol::ChatMode::Off);
    assert!(state.chat_phrases.is_empty());
    crate::i18n::use_language(&crate::i18n::Language::english());
}

#[test]
fn an_error_becomes_a_notice_and_frees_the_board() {
    let mut state = in_gomoku(None);
    state.room.as_mut().expect("room").sent = Some(0);
    state.apply(fixture("error"), now());
    assert_eq!(room(&state).sent, None);
    let notice = state.notice.clone().expect("a notice");
    assert!(notice.error);
    assert_eq!(notice.text, "It is white's turn.");
    assert_eq!(
        state.error.as_ref().map(|e| e.code),
        Some(ErrorCode::NotYourTurn)
    );
    state.apply(fixture("error.bad_json"), now());
    assert!(state.seq >= 2);
}

#[test]
fn a_refusal_reads_in_the_player_s_language_from_its_words() {
    let refusal = |words: &str| {
        decode_server(&format!(
            r#"{{"type":"error","code":"not_your_turn","message":"it is not your turn","ref":"put_step"{words}}}"#
        ))
        .expect("an error")
    };
    crate::i18n::use_language(&crate::i18n::Language::of("ja"));
    let mut state = in_gomoku(None);
    state.apply(refusal(r#","words":{"id":"server-not-your-turn"}"#), now());
    let japanese = crate::i18n::Language::of("ja").format("server-not-your-turn", None);
    let notice = state.notice.clone().expect("a notice");
    assert_eq!(
        notice.text,
        format!("{japanese}。"),
        "a sentence as Japanese ends one"
    );
    // Without words, or with words no catalogue has, the server's English stands.
    state.apply(refusal(""), now());
    assert_eq!(
        state.notice.clone().expect("a notice").text,
        "It is not your turn."
    );
    state.apply(
        refusal(r#","words":{"id":"server-from-the-future"}"#),
        now(),
    );
    assert_eq!(
        state.notice.clone().expect("a notice").text,
        "It is not your turn."
    );
    crate::i18n::use_language(&crate::i18n::Language::english());
    // The server keeps the English for programs.
    assert_eq!(
        state.error.as_ref().map(|e| e.message.as_str()),
        Some("it is not your turn")
    );
}

#[test]
fn error_texts_get_hints() {
    assert_eq!(
        error_text(ErrorCode::NoSuchRoom, "no room ABCD", false),
        "No room ABCD. Check the code, or create a new room."
    );
    assert_eq!(
        error_text(ErrorCode::ServerBusy, "", false),
        "Server busy. Please try again shortly."
    );
    // A busy server that said when has said to ask again: its words alone.
    assert_eq!(
        error_text(
            ErrorCode::ServerBusy,
            "the server is busy: ask again in a moment",
            true
        ),
        "The server is busy: ask again in a moment."
    );
}

/// A `server_busy` refusal of `reference`, with a hint to ask again.
fn busy(reference: &str) -> ServerMsg {
    let mut msg = fixture("error.busy");
    if let ServerMsg::Error { reference: r, .. } = &mut msg {
        *r = Some(reference.to_owned());
    }
    msg
}

#[test]
fn a_busy_server_is_said_only_for_what_the_player_asked() {
    // The lists the app asks for by itself are asked again, with nothing said.
    for (reference, again) in [
        ("list_rooms", ClientMsg::ListRooms),
        ("list_tournaments", ClientMsg::ListTournaments),
        (
            "list_games",
            ClientMsg::ListGames {
                before: None,
                limit: None,
            },
        ),
    ] {
        let mut state = in_reversi();
        let before = state.clone();
        state.apply(busy(reference), now());
        assert_eq!(state, before, "{reference}");
        assert_eq!(asked_again(Some(reference)), Some(again));
    }
    // A room the player asked for: the notice says the server is busy, and to ask again
    // once (the server's words say it; no hint of the app's beside them).
    let mut state = in_reversi();
    state.apply(busy("create_room"), now());
    assert_eq!(asked_again(Some("create_room")), None);
    assert_eq!(
        state.notice.clone().expect("a notice").text,
        "The server is busy: ask again in a moment."
    );
}

#[test]
fn pong_changes_nothing() {
    let mut state = in_reversi();
    let before = state.clone();
    state.apply(fixture("pong"), now());
    assert_eq!(state, before);
}

#[test]
fn renju_marks_forbidden_points_only_for_black() {
    let all: Vec<Point> = (0..15)
        .flat_map(|y| (0..15).map(move |x| Point::new(x, y)))
        .collect();
    let state = in_gomoku(Some("renju"));
    assert_eq!(room(&state).forbidden(&all).len(), 225 - 2);
    let state = in_gomoku(Some("freestyle"));
    assert!(room(&state).forbidden(&all).is_empty());
    let mut state = in_gomoku(Some("renju"));
    state.apply(step(1, Seat::Black, (7, 7), Seat::White), now());
    assert!(room(&state).forbidden(&all).is_empty());
}

#[test]
fn a_click_plays_only_on_an_empty_point_in_turn_with_nothing_in_flight() {
    let mut state = in_gomoku(None);
    assert!(room(&state).can_play(Point::new(7, 7)));
    state.room.as_mut().expect("room").sent = Some(0);
    assert!(!room(&state).can_play(Point::new(7, 7)));
    state.apply(step(1, Seat::Black, (7, 7), Seat::White), now());
    state.apply(step(2, Seat::White, (8, 8), Seat::Black), now());
    assert!(!room(&state).can_play(Point::new(7, 7)));
    assert!(room(&state).can_play(Point::new(9, 9)));
}

#[test]
fn the_encoder_and_the_state_agree_on_a_round_trip() {
    // A state built from a re-encoded message equals one built from the original.
    let msg = fixture("room_state.over");
    let again = decode_server(&encode(&msg)).expect("decodes");
    let (mut a, mut b) = (ViewState::default(), ViewState::default());
    a.apply(msg, now());
    b.apply(again, now());
    assert_eq!(a, b);
}

#[test]
fn games_pages_extend_the_list_and_a_first_page_replaces_it() {
    let mut state = ViewState::default();
    state.apply(fixture("games"), now());
    let ids = |s: &ViewState| {
        s.games
            .iter()
            .map(|g| g.game_id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&state), ["42", "17"]);
    assert!(state.more_games);
    // The next page: older games than the last listed, appended; no more after them.
    let older = r#"{"type":"games","games":[{"game_id":"9","game":"nogo","options":{},
        "black":"Ada","white":null,"you":"black","result":"black","reason":"resign",
        "started_ms":1763000000000,"moves":3}],"more":false}"#;
    state.apply(decode_server(older).expect("games"), now());
    assert_eq!(ids(&state), ["42", "17", "9"]);
    assert!(!state.more_games);
    // A first page again (after a refresh) replaces the list.
    state.apply(fixture("games"), now());
    assert_eq!(ids(&state), ["42", "17"]);
}

#[test]
fn a_review_goes_from_progress_to_done() {
    let mut state = ViewState::default();
    state.apply(fixture("review_progress"), now());
    let progress = &state.reviews["42"];
    assert_eq!(
        (progress.done, progress.total, progress.review.is_some()),
        (12, 38, false)
    );
    state.apply(fixture("review"), now());
    let done = &state.reviews["42"];
    assert_eq!((done.done, done.total), (5, 5));
    assert_eq!(
        done.review.as_ref().map(|r| r.moves[3].class),
        Some(boardroom_protocol::MoveClass::Blunder)
    );
}

#[test]
fn the_hosts_notice_shows_until_hidden_and_a_new_one_shows_again() {
    let notice = |text: &str, at_ms: i64| ServerMsg::Notice {
        text: text.to_owned(),
        at_ms,
    };
    let mut state = ViewState::default();
    state.apply(fixture("notice"), now());
    assert_eq!(
        state.host_notice.as_deref(),
        Some("The club closes at ten: last games now, please.")
    );
    state.hide_host_notice();
    assert_eq!(state.host_notice, None);
    // The same notice again, as after a reconnect's welcome: it stays hidden.
    state.apply(fixture("notice"), now());
    assert_eq!(state.host_notice, None);
    // A new one shows; taken down, it goes.
    state.apply(notice("Last round now.", 1_764_003_700_000), now());
    assert_eq!(state.host_notice.as_deref(), Some("Last round now."));
    state.apply(notice("", 1_764_003_800_000), now());
    assert_eq!(state.host_notice, None);
}
