//! The replay of a finished game: the board at the chosen move in the middle; at the side the
//! players, where the game stands, the buttons, the slider, the review (asked for, its progress,
//! its graph, the verdict on the move that led here), a new game from the position shown, and
//! the move list with the review's marks.
//! The arrow keys step back and forth, Home and End go to the start and the end.

use boardroom_protocol::{
    ClientMsg, GameReview, HistoryEntry, MoveClass, Opponent, ReviewedMove, Seat,
};
use eframe::egui::{self, Key, RichText};

use super::graph::{self, mark};
use crate::app::DesktopApp;
use crate::board::{self, BoardLook, Geometry};
use crate::state::ReviewView;
use crate::state::replay::{Nav, Replay, Source};
use crate::state::verdict::verdict_words;
use crate::t;

/// Draws the replay.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    // Taken out for the frame (and put back at its end) rather than copied every frame.
    let Some(mut replay) = app.replay.take() else {
        return;
    };
    if !ui.ctx().egui_wants_keyboard_input() {
        let nav = ui.input(|i| {
            [
                (Key::ArrowLeft, Nav::Back),
                (Key::ArrowRight, Nav::Forward),
                (Key::Home, Nav::First),
                (Key::End, Nav::Last),
            ]
            .into_iter()
            .find(|(key, _)| i.key_pressed(*key))
            .map(|(_, nav)| nav)
        });
        if let Some(nav) = nav {
            replay.go(nav);
        }
    }
    let review = review_of(app, &replay);
    let geometry = Geometry::of(&replay.info, &replay.options);
    let mut close = false;
    egui::Panel::right("replay-side")
        .min_size(320.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                close = side(app, ui, &mut replay, review.as_ref(), &geometry);
            });
        });
    super::name_resize_handle(ui, "replay-side");
    egui::CentralPanel::default().show(ui, |ui| {
        let position = replay.position_now();
        let verdict = verdict_here(&replay, review.as_ref());
        let better = verdict
            .and_then(|v| v.best)
            .zip(position.last.as_ref().map(|l| l.by));
        let sequence = verdict.map_or(&[][..], |v| v.missed_vcf.as_slice());
        let look = BoardLook {
            stones: Some(&position.stones),
            last: position.last.as_ref().and_then(|l| l.at),
            flipped: position.last.as_ref().map_or(&[], |l| l.flipped.as_slice()),
            line: &position.line,
            better,
            sequence,
            ..BoardLook::default()
        };
        app.board = Some(board::paint(ui, &geometry, &look));
    });
    if close {
        app.close_replay();
    } else {
        app.replay = Some(replay);
    }
}

/// The review of a server game, as far as the server has told.
fn review_of(app: &DesktopApp, replay: &Replay) -> Option<ReviewView> {
    let Source::Server { server, game_id } = &replay.source else {
        return None;
    };
    let session = app.session.as_ref().filter(|s| &s.server == server)?;
    session.state.reviews.get(game_id).cloned()
}

/// The review's verdict on the move that led to the position shown.
fn verdict_here<'a>(replay: &Replay, review: Option<&'a ReviewView>) -> Option<&'a ReviewedMove> {
    let ply = replay.at.checked_sub(1)?;
    verdict(review?.review.as_ref()?, ply)
}

/// The review's verdict on move `ply` (0 the first).
fn verdict(review: &GameReview, ply: usize) -> Option<&ReviewedMove> {
    review
        .moves
        .iter()
        .find(|m| usize::try_from(m.ply).is_ok_and(|p| p == ply))
}

/// The side panel; true when the player closes the replay.
fn side(
    app: &mut DesktopApp,
    ui: &mut egui::Ui,
    replay: &mut Replay,
    review: Option<&ReviewView>,
    geometry: &Geometry,
) -> bool {
    let mut close = false;
    ui.horizontal(|ui| {
        ui.heading(t!(
            "desk-replay-title",
            black = replay.black.as_str(),
            white = replay.white.as_str()
        ));
        if ui.button(t!("desk-close")).clicked() {
            close = true;
        }
    });
    let from = match (&replay.source, &replay.source_note) {
        (Source::Server { .. }, Some(note)) => t!("desk-replay-from-file", note = note.as_str()),
        (Source::Server { game_id, .. }, None) => t!("app-replay-game", id = game_id.as_str()),
        (Source::File { path }, _) => path.clone(),
    };
    ui.label(
        RichText::new(format!(
            "{} · {} · {from}",
            crate::catalogue::title(&replay.info),
            crate::catalogue::describe_board(&replay.info, &replay.options)
        ))
        .weak(),
    );
    ui.separator();
    ui.label(RichText::new(replay.status_text()).strong());
    let total = replay.moves.len();
    ui.label(t!("desk-replay-move-of", ply = replay.at, total = total));
    ui.horizontal(|ui| {
        let back = replay.at > 0;
        let on = replay.at < total;
        for (label, enabled, nav) in [
            (t!("desk-replay-start"), back, Nav::First),
            (t!("desk-replay-back"), back, Nav::Back),
            (t!("desk-replay-forward"), on, Nav::Forward),
            (t!("desk-replay-end"), on, Nav::Last),
        ] {
            if ui.add_enabled(enabled, egui::Button::new(label)).clicked() {
                replay.go(nav);
            }
        }
    });
    let mut at = replay.at;
    if ui
        .add(egui::Slider::new(&mut at, 0..=total).text(t!("desk-replay-slider")))
        .changed()
    {
        replay.go(Nav::To(at));
    }
    new_game(app, ui, replay);
    ui.separator();
    review_panel(app, ui, replay, review, geometry);
    ui.separator();
    move_list(ui, replay, review.and_then(|r| r.review.as_ref()), geometry);
    close
}

/// "New game from here": a room whose game starts from the moves so far, against the computer
/// or a friend, the player in the seat of the side to move.
fn new_game(app: &mut DesktopApp, ui: &mut egui::Ui, replay: &Replay) {
    let signed_in = app.session.as_ref().is_some_and(|s| s.signed_in);
    if !signed_in {
        return;
    }
    let possible = replay.opening_here().is_some();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("desk-replay-new-game"));
        for (label, opponent) in [
            (t!("desk-replay-against-computer"), Opponent::Ai),
            (t!("desk-replay-with-friend"), Opponent::Human),
        ] {
            let button = ui
                .add_enabled(possible, egui::Button::new(label))
                .on_disabled_hover_text(t!("desk-replay-new-game-impossible"));
            if button.clicked()
                && let Some(msg) = replay.new_game_here(opponent)
                && let Some(session) = &mut app.session
            {
                session.send(msg);
            }
        }
    });
}

/// The review: a button to ask for it, its progress, then its graph and the verdict on the
/// move that led here.
fn review_panel(
    app: &mut DesktopApp,
    ui: &mut egui::Ui,
    replay: &mut Replay,
    review: Option<&ReviewView>,
    geometry: &Geometry,
) {
    let Source::Server { server, game_id } = replay.source.clone() else {
        ui.label(RichText::new(t!("desk-review-server-only")).weak());
        return;
    };
    let signed_in_there = app
        .session
        .as_ref()
        .is_some_and(|s| s.signed_in && s.server == server);
    if !signed_in_there && review.is_none() {
        ui.label(RichText::new(t!("desk-review-connect", server = server.as_str())).weak());
        return;
    }
    match review {
        Some(ReviewView {
            review: Some(done), ..
        }) => {
            ui.strong(t!("view-review"));
            let marks: Vec<(usize, MoveClass)> = done
                .moves
                .iter()
                .filter_map(|m| Some((usize::try_from(m.ply).ok()?, m.class)))
                .collect();
            if let Some(to) = graph::show(ui, &done.black, &marks, replay.at) {
                replay.go(Nav::To(to));
            }
            if let Some(&chance) = done.black.get(replay.at) {
                ui.label(t!(
                    "desk-review-chance",
                    percent = (u32::from(chance) + 5) / 10
                ));
            }
            if let (Some(verdict), Some(done)) = (
                verdict_here(replay, review),
                review.and_then(|r| r.review.as_ref()),
            ) {
                verdict_text(ui, verdict, done, replay, geometry);
            }
        }
        Some(progress) => {
            let share = if progress.total == 0 {
                0.0
            } else {
                f64::from(progress.done) / f64::from(progress.total)
            };
            let bar = egui::ProgressBar::new(share as f32).text(t!(
                "desk-review-progress",
                done = progress.done,
                total = progress.total
            ));
            ui.add(bar);
        }
        None => {
            if ui
                .add_enabled(signed_in_there, egui::Button::new(t!("desk-review-ask")))
                .clicked()
                && let Some(session) = &mut app.session
            {
                session.send(ClientMsg::RequestReview { game_id });
            }
        }
    }
}

/// The verdict on one move: its class and what it gave away, the better move, and a missed
/// win by continuous fours, named as such.
fn verdict_text(
    ui: &mut egui::Ui,
    verdict: &ReviewedMove,
    review: &GameReview,
    replay: &Replay,
    geometry: &Geometry,
) {
    let Some((_, color)) = mark(verdict.class) else {
        ui.label(RichText::new(t!("desk-review-good-move")).weak());
        return;
    };
    let mover = usize::try_from(verdict.ply)
        .ok()
        .and_then(|ply| replay.positions.get(ply + 1))
        .and_then(|p| p.last.as_ref())
        .map_or(Seat::Black, |last| last.by);
    let words = verdict_words(verdict, review, mover, |p| geometry.name(p));
    ui.label(RichText::new(words).color(color).strong());
    if !verdict.missed_vcf.is_empty() {
        ui.label(RichText::new(t!("desk-review-missed-win-shown")).weak());
    } else if verdict.best.is_some() {
        ui.label(RichText::new(t!("desk-review-better-move-shown")).weak());
    }
}

/// The moves, two to a row, each clickable, with the review's marks.
fn move_list(
    ui: &mut egui::Ui,
    replay: &mut Replay,
    review: Option<&GameReview>,
    geometry: &Geometry,
) {
    ui.strong(t!("room-moves"));
    if replay.moves.is_empty() {
        ui.label(RichText::new(t!("desk-replay-no-moves")).weak());
        return;
    }
    let mut go = None;
    egui::Grid::new("replay-moves")
        .spacing([10.0, 2.0])
        .show(ui, |ui| {
            for (turn, pair) in replay.moves.chunks(2).enumerate() {
                ui.label(format!("{}.", turn + 1));
                for (i, entry) in pair.iter().enumerate() {
                    let index = turn * 2 + i;
                    let name = match entry {
                        HistoryEntry::Place(p) => geometry.name(*p),
                        HistoryEntry::Pass => t!("app-pass"),
                    };
                    let marked = review
                        .and_then(|r| verdict(r, index))
                        .and_then(|v| mark(v.class));
                    let text = match marked {
                        Some((sign, color)) => RichText::new(format!("{name}{sign}")).color(color),
                        None => RichText::new(name),
                    };
                    let seat = replay
                        .positions
                        .get(index + 1)
                        .and_then(|p| p.last.as_ref())
                        .map_or(Seat::Black, |l| l.by);
                    if ui
                        .selectable_label(replay.at == index + 1, text)
                        .on_hover_text(t!(
                            "desk-replay-move-hover",
                            seat = seat.as_str(),
                            ply = index + 1
                        ))
                        .clicked()
                    {
                        go = Some(index + 1);
                    }
                }
                ui.end_row();
            }
        });
    if let Some(to) = go {
        replay.go(Nav::To(to));
    }
}
