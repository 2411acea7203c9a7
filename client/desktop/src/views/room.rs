//! The room: the board in the middle; players with their clocks, whose turn, who left and the
//! claim, the buttons, the move list and the chat at the side; the invite while waiting for a
//! friend; the opponent's requests as dialogs with Agree and Refuse.

use std::f64::consts::TAU;
use std::time::{Duration, Instant};

use boardroom_protocol::{
    ChatMode, ClientMsg, HistoryEntry, JoinAs, PendingKind, PlayerKind, Seat, Status,
};
use eframe::egui::{self, Color32, RichText};

use super::describe_options;
use crate::app::{Confirm, DesktopApp};
use crate::board::{self, BoardLook, Geometry};
use crate::state::time::{format_clock, format_countdown};
use crate::state::{ClockView, RoomView};
use crate::t;

/// How often the room is drawn again while something counts down: tenths show under 10 s.
const TICK: Duration = Duration::from_millis(100);

/// The colour of low time and of players who left.
const WARN: Color32 = Color32::from_rgb(200, 40, 40);

/// Draws the room.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(room) = app.session.as_ref().and_then(|s| s.state.room.clone()) else {
        return;
    };
    let now = Instant::now();
    // Drawn again ten times a second only while something on screen counts down.
    let clock_runs = room
        .clock
        .is_some_and(|c| c.running.is_some() || c.first_move.is_some());
    let ticking = (clock_runs && room.status == Status::Playing)
        || room.away.values().any(|until| *until > now)
        || room.waits.values().any(|until| *until > now);
    if ticking {
        ui.ctx().request_repaint_after(TICK);
    }
    let geometry = Geometry::of(&room.info, &room.options);
    egui::Panel::right("side").min_size(300.0).show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| side(app, ui, &room, &geometry, now));
    });
    super::name_resize_handle(ui, "side");
    egui::CentralPanel::default().show(ui, |ui| {
        invite(app, ui, &room);
        let hints_on = app.hints_on(&room.info);
        let forbidden = room.forbidden(&geometry.points);
        let legal = if hints_on && room.is_my_turn() {
            room.legal_points(&geometry.points)
        } else {
            Vec::new()
        };
        let hints: &[_] = &legal;
        let look = BoardLook {
            stones: Some(&room.stones),
            last: room.last.as_ref().and_then(|l| l.at),
            flipped: room.last.as_ref().map_or(&[], |l| l.flipped.as_slice()),
            line: &room.line,
            hints,
            forbidden: &forbidden,
            ghost: room.is_my_turn().then_some(room.to_move),
            ..BoardLook::default()
        };
        let response = board::paint(ui, &geometry, &look);
        app.board = Some(response);
        if let Some(point) = response.clicked
            && let Some(session) = &mut app.session
        {
            session.play(point);
        }
    });
    requests(app, ui, &room);
    super::confirm(app, ui);
}

/// The invite, while the viewer waits for a friend in the other seat.
fn invite(app: &mut DesktopApp, ui: &mut egui::Ui, room: &RoomView) {
    let waiting = room.status == Status::Waiting
        && room
            .you
            .is_some_and(|you| room.players.get(you.other()).is_none());
    if !waiting {
        return;
    }
    let Some(session) = &app.session else {
        return;
    };
    let hosted = app
        .host
        .as_ref()
        .filter(|h| h.local_server() == session.server);
    let addresses = hosted.map_or_else(|| vec![session.server.clone()], |h| h.lan_addresses());
    let link = format!(
        "http://{}/r/{}",
        addresses.first().cloned().unwrap_or_default(),
        room.code
    );
    ui.group(|ui| {
        ui.strong(t!("room-invite-title"));
        ui.horizontal(|ui| {
            ui.label(t!("desk-room-code"));
            ui.label(RichText::new(room.code.as_str()).strong().size(20.0));
        });
        ui.horizontal(|ui| {
            ui.label(t!("desk-room-link"));
            ui.monospace(&link);
            if ui.button(t!("desk-room-copy-link")).clicked() {
                ui.ctx().copy_text(link.clone());
            }
        });
        ui.label(t!(
            "desk-room-invite-how",
            addresses = super::lobby::or_list(&addresses)
        ));
        ui.horizontal(|ui| {
            super::qr::show(ui, &link);
            ui.label(t!("desk-room-invite-qr"));
        });
        ui.horizontal(|ui| {
            ui.label(t!("room-invite-ai"));
            super::lobby::level_choice(ui, "seat-ai-level", &mut app.forms.seat_ai_level);
            if ui.button(t!("room-seat-ai")).clicked() {
                let level = Some(app.forms.seat_ai_level);
                if let Some(session) = &mut app.session {
                    session.send(ClientMsg::SeatAi {
                        level,
                        engine: None,
                        bot: None,
                    });
                }
            }
        });
    });
}

/// The side panel: title, players, status, who left, buttons, moves, chat.
fn side(
    app: &mut DesktopApp,
    ui: &mut egui::Ui,
    room: &RoomView,
    geometry: &Geometry,
    now: Instant,
) {
    ui.heading(t!(
        "room-title",
        game = crate::catalogue::title(&room.info),
        code = room.code.as_str()
    ));
    let mut sub = vec![describe_options(&room.info, &room.options)];
    let watching = room.spectators.unwrap_or(0);
    sub.push(t!("room-spectators", count = watching));
    if room.you.is_none() {
        sub.push(t!("room-you-watching"));
    }
    ui.label(RichText::new(sub.join(" · ")).weak());
    ui.separator();
    let clock = room.clock_view(now);
    for seat in Seat::ALL {
        player_row(ui, room, seat, clock.as_ref());
    }
    ui.separator();
    let status = room.status_text();
    let status = if room.is_my_turn() {
        RichText::new(status)
            .strong()
            .color(Color32::from_rgb(40, 150, 60))
    } else {
        RichText::new(status).strong()
    };
    ui.label(status);
    for away in room.away_view(now) {
        ui.label(RichText::new(away.text).color(WARN).strong());
    }
    let actions = room.actions(now);
    let mut send = None;
    if actions.claim {
        ui.group(|ui| {
            let absent = room
                .claimable
                .map_or_else(String::new, |s| room.player_name(s));
            ui.label(t!("room-claim", name = absent));
            ui.horizontal(|ui| {
                if ui.button(t!("room-claim-victory")).clicked() {
                    send = Some(ClientMsg::ClaimVictory);
                }
                if ui.button(t!("room-claim-draw")).clicked() {
                    send = Some(ClientMsg::ClaimDraw);
                }
            });
        });
    }
    for kind in room.outgoing() {
        let opponent = room
            .you
            .map_or_else(String::new, |you| room.player_name(you.other()));
        ui.label(RichText::new(waiting_text(kind, &opponent)).italics());
    }
    let wait = room.wait_text(now);
    if !wait.is_empty() {
        ui.label(RichText::new(wait).weak());
    }
    ui.add_space(4.0);
    if room.you.is_some() {
        ui.horizontal_wrapped(|ui| {
            if room.undo_allowed()
                && ui
                    .add_enabled(actions.undo, egui::Button::new(t!("room-undo")))
                    .clicked()
            {
                send = Some(ClientMsg::UndoRequest);
            }
            if ui
                .add_enabled(actions.draw, egui::Button::new(t!("room-draw")))
                .clicked()
            {
                send = Some(ClientMsg::DrawOffer);
            }
            if ui
                .add_enabled(actions.resign, egui::Button::new(t!("room-resign")))
                .clicked()
            {
                app.confirm = Some(Confirm::Resign);
            }
            if actions.abort && ui.button(t!("room-abort")).clicked() {
                send = Some(ClientMsg::Abort);
            }
            if ui
                .add_enabled(actions.play_again, egui::Button::new(t!("room-again")))
                .clicked()
            {
                send = Some(ClientMsg::PlayAgain);
            }
        });
    }
    ui.horizontal_wrapped(|ui| {
        if actions.take_seat
            && ui.button(t!("desk-room-take-seat")).clicked()
            && let Some(session) = &mut app.session
        {
            session.join(room.code.clone(), JoinAs::Player);
        }
        let mut hints = app.hints_on(&room.info);
        if ui.checkbox(&mut hints, t!("room-hints")).changed() {
            app.settings
                .hints
                .insert(room.game.as_str().to_owned(), hints);
            app.save_settings();
        }
        let mut sound = app.settings.sound;
        if ui.checkbox(&mut sound, t!("alerts-sound")).changed() {
            app.set_sound(sound);
        }
        let mut notify = app.settings.notify_turn;
        if ui
            .checkbox(&mut notify, t!("alerts-notify"))
            .on_hover_text(t!("desk-alerts-notify-hint"))
            .changed()
        {
            app.set_notify_turn(notify);
        }
        if ui.button(t!("room-leave")).clicked() {
            let in_game =
                room.you.is_some() && room.status == Status::Playing && !room.history.is_empty();
            if in_game {
                app.confirm = Some(Confirm::Leave);
            } else {
                send = Some(ClientMsg::LeaveRoom);
            }
        }
    });
    if let (Some(msg), Some(session)) = (send, &mut app.session) {
        session.send(msg);
    }
    ui.separator();
    ui.strong(t!("room-moves"));
    egui::ScrollArea::vertical()
        .id_salt("moves")
        .max_height(160.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for (turn, pair) in room.history.chunks(2).enumerate() {
                let name = |entry: &HistoryEntry| match entry {
                    HistoryEntry::Place(p) => geometry.name(*p),
                    HistoryEntry::Pass => t!("app-pass"),
                };
                let black = pair.first().map(name).unwrap_or_default();
                let white = pair.get(1).map(name).unwrap_or_default();
                ui.monospace(format!("{:>3}. {black:<6} {white}", turn + 1));
            }
        });
    ui.separator();
    chat(app, ui, room);
}

/// One player's row: disc, name, whether online, the disc count in reversi, the turn; under it
/// their clock in a timed game.
fn player_row(ui: &mut egui::Ui, room: &RoomView, seat: Seat, clock: Option<&ClockView>) {
    let player = room.players.get(seat);
    let to_move = room.status == Status::Playing && room.to_move == seat;
    ui.horizontal(|ui| {
        disc(ui, seat);
        let name = match player {
            Some(p) if p.kind == PlayerKind::Ai => t!("room-computer"),
            Some(p) => p.name.clone(),
            None => t!("desk-room-empty-seat", seat = seat.as_str()),
        };
        let mut text = RichText::new(name);
        if to_move {
            text = text.strong();
        }
        ui.label(text);
        if room.you == Some(seat) {
            ui.label(t!("room-you"));
        }
        if let Some(p) = player {
            let meta = if p.kind == PlayerKind::Ai {
                t!(
                    "desk-room-level",
                    level = p.level.map_or("medium", level_name)
                )
            } else if p.connected {
                t!("desk-room-online")
            } else {
                t!("desk-room-offline")
            };
            ui.label(RichText::new(meta).small().weak());
        }
        if crate::catalogue::counts_pieces(&room.info) {
            ui.label(RichText::new(room.count(seat).to_string()).strong());
        }
        if to_move {
            ui.label(
                RichText::new(t!("room-to-move"))
                    .small()
                    .color(Color32::from_rgb(40, 150, 60)),
            );
        }
    });
    if let Some(clock) = clock {
        clock_row(ui, clock, seat);
    }
}

/// A player's clock: big digits, strong while running, red when low (and pulsing while it runs);
/// before the first moves, the time the side to move has left to make its first.
fn clock_row(ui: &mut egui::Ui, clock: &ClockView, seat: Seat) {
    let running = clock.running == Some(seat);
    let low = clock.low.contains(&seat);
    let mut color = if running {
        ui.visuals().strong_text_color()
    } else {
        ui.visuals().weak_text_color()
    };
    if low {
        color = WARN;
        if running {
            // A slow pulse: once a second from full colour to a third of it and back.
            let phase = ui.input(|i| i.time).fract();
            let strength = 0.35 + 0.65 * (0.5 + 0.5 * (phase * TAU).cos());
            color = color.gamma_multiply(strength as f32);
        }
    }
    ui.horizontal(|ui| {
        ui.add_space(24.0);
        ui.label(
            RichText::new(format_clock(clock.left(seat)))
                .monospace()
                .size(22.0)
                .color(color),
        );
        if let Some((first, left)) = clock.first_move
            && first == seat
        {
            ui.label(
                RichText::new(t!("room-first-move", time = format_countdown(left)))
                    .small()
                    .color(Color32::from_rgb(40, 150, 60)),
            );
        }
    });
}

/// A small disc of `seat`'s colour, painted (fonts may lack the circle characters).
pub fn disc(ui: &mut egui::Ui, seat: Seat) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
    let (fill, rim) = match seat {
        Seat::Black => (Color32::from_gray(20), Color32::from_gray(0)),
        Seat::White => (Color32::from_gray(245), Color32::from_gray(110)),
    };
    ui.painter()
        .circle(rect.center(), 7.0, fill, egui::Stroke::new(1.0, rim));
}

/// A level as the messages choose their words (`$level`).
fn level_name(level: boardroom_protocol::AiLevel) -> &'static str {
    match level {
        boardroom_protocol::AiLevel::Easy => "easy",
        boardroom_protocol::AiLevel::Medium => "medium",
        boardroom_protocol::AiLevel::Hard => "hard",
    }
}

/// The chat: the lines, a field and Send.
fn chat(app: &mut DesktopApp, ui: &mut egui::Ui, room: &RoomView) {
    ui.strong(t!("chat-title"));
    egui::ScrollArea::vertical()
        .id_salt("chat")
        .max_height(180.0)
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for line in &room.chat {
                let from = if line.seat.is_some() {
                    line.from.clone()
                } else {
                    t!("chat-from-spectator", name = line.from.as_str())
                };
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(t!("desk-chat-from", name = from)).strong());
                    ui.label(line.said());
                });
            }
        });
    let Some(session) = &mut app.session else {
        return;
    };
    match session.state.chat_mode {
        ChatMode::Open => {}
        ChatMode::Off => {
            ui.label(t!("host-chat-off"));
            return;
        }
        ChatMode::Phrases => {
            // The host's kid mode: the fixed phrases as buttons, no text box.
            let mut said = None;
            ui.horizontal_wrapped(|ui| {
                for phrase in &session.state.chat_phrases {
                    let label = crate::state::phrase_text(Some(&phrase.id), &phrase.text);
                    if ui.button(label).clicked() {
                        said = Some(phrase.text.clone());
                    }
                }
            });
            if let Some(text) = said {
                session.send(ClientMsg::Chat { text });
            }
            return;
        }
    }
    ui.horizontal(|ui| {
        let label = ui.label(t!("desk-chat-message"));
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut app.forms.chat)
                    .char_limit(boardroom_protocol::MAX_CHAT_CHARS)
                    .desired_width(170.0),
            )
            .labelled_by(label.id);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(t!("chat-send")).clicked() || entered {
            let text = app.forms.chat.trim().to_owned();
            if !text.is_empty()
                && let Some(session) = &mut app.session
                && session.send(ClientMsg::Chat { text })
            {
                app.forms.chat.clear();
            }
        }
    });
}

/// What the viewer's own pending request says while it waits.
fn waiting_text(kind: PendingKind, opponent: &str) -> String {
    match kind {
        PendingKind::Undo => t!("room-undo-wait", name = opponent),
        PendingKind::Draw => t!("room-draw-wait", name = opponent),
        PendingKind::PlayAgain => t!("room-again-wait", name = opponent),
    }
}

/// A request kind's part of its dialog's id: the same whatever the language.
fn kind_id(kind: PendingKind) -> &'static str {
    match kind {
        PendingKind::Undo => "undo",
        PendingKind::Draw => "draw",
        PendingKind::PlayAgain => "play-again",
    }
}

/// The opponent's requests, one dialog at a time, each with Agree and Refuse.
fn requests(app: &mut DesktopApp, ui: &mut egui::Ui, room: &RoomView) {
    let Some(kind) = room.incoming().first().copied() else {
        return;
    };
    let opponent = room
        .you
        .map_or_else(String::new, |you| room.player_name(you.other()));
    let (title, ask, agree, refuse) = match kind {
        PendingKind::Undo => (
            t!("room-undo-request"),
            t!("room-undo-ask", name = opponent.as_str()),
            ClientMsg::UndoAgree,
            ClientMsg::UndoRefuse,
        ),
        PendingKind::Draw => (
            t!("room-draw-offer"),
            t!("room-draw-ask", name = opponent.as_str()),
            ClientMsg::DrawAgree,
            ClientMsg::DrawRefuse,
        ),
        PendingKind::PlayAgain => (
            t!("room-again-request"),
            t!("room-again-ask", name = opponent.as_str()),
            ClientMsg::PlayAgainAgree,
            ClientMsg::PlayAgainRefuse,
        ),
    };
    let mut answer = None;
    egui::Modal::new(egui::Id::unique(("request", kind_id(kind)))).show(ui.ctx(), |ui| {
        ui.heading(title);
        ui.label(ask);
        ui.horizontal(|ui| {
            if ui.button(t!("room-agree")).clicked() {
                answer = Some(agree);
            }
            if ui.button(t!("room-refuse")).clicked() {
                answer = Some(refuse);
            }
        });
    });
    if let (Some(msg), Some(session)) = (answer, &mut app.session)
        && session.send(msg)
        && let Some(room) = &mut session.state.room
    {
        // Answered: the dialog closes now rather than when the server's reply arrives.
        match kind {
            PendingKind::Undo => room.pending.undo = None,
            PendingKind::Draw => room.pending.draw = None,
            PendingKind::PlayAgain => room.pending.play_again = None,
        }
    }
}
