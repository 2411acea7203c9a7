//! The lobby of a server: its rooms (join or watch), join by code, and the create-room form;
//! a tab of the player's finished games.

use boardroom_protocol::{
    AiLevel, ClientMsg, GameKind, JoinAs, Opponent, Options, RoomCode, Seat, SeatChoice, Status,
};
use eframe::egui::{self, RichText};

use super::{describe_options, game_name};
use crate::app::{DesktopApp, LobbyTab};
use crate::state::time::CLOCK_PRESETS;

/// The create-room form's choices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreateForm {
    /// The game.
    pub game: GameKind,
    /// The board size for gomoku.
    pub gomoku_size: i64,
    /// The board size for nogo.
    pub nogo_size: i64,
    /// The hexagon's side for hex gomoku.
    pub hex_size: i64,
    /// Gomoku's rule.
    pub rule: String,
    /// NoGo: the centre may not be the first move.
    pub center_first_forbidden: bool,
    /// The seat wanted.
    pub seat: SeatChoice,
    /// A friend or the computer.
    pub opponent: Opponent,
    /// The computer's level.
    pub level: AiLevel,
    /// The clock: an index into [`CLOCK_PRESETS`] (0, the default, is untimed).
    pub clock: usize,
    /// Whether players may ask to take a move back.
    pub undo: bool,
}

impl Default for CreateForm {
    fn default() -> CreateForm {
        CreateForm {
            game: GameKind::Gomoku,
            gomoku_size: 15,
            nogo_size: 9,
            hex_size: 8,
            rule: "freestyle".to_owned(),
            center_first_forbidden: true,
            seat: SeatChoice::Black,
            opponent: Opponent::Human,
            level: AiLevel::Medium,
            clock: 0,
            undo: true,
        }
    }
}

impl CreateForm {
    /// The `create_room` message the form describes.
    #[must_use]
    pub fn message(&self) -> ClientMsg {
        let mut options = Options::default();
        match self.game {
            GameKind::Gomoku => {
                options.size = Some(self.gomoku_size);
                options.rule = Some(self.rule.clone());
            }
            GameKind::NoGo => {
                options.size = Some(self.nogo_size);
                options.center_first_forbidden = Some(self.center_first_forbidden);
            }
            GameKind::HexGomoku => options.size = Some(self.hex_size),
            GameKind::Reversi => {}
        }
        options.clock = CLOCK_PRESETS.get(self.clock).and_then(|p| p.clock);
        options.undo = (!self.undo).then_some(false);
        let ai = self.opponent == Opponent::Ai;
        ClientMsg::CreateRoom {
            game: self.game,
            options: Some(options),
            seat: Some(self.seat),
            opponent: Some(self.opponent),
            ai_level: ai.then_some(self.level),
            engine: None,
            bot: None,
        }
    }
}

/// Draws the lobby.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    egui::Panel::right("create").min_size(280.0).show(ui, |ui| {
        create_form(app, ui);
    });
    egui::CentralPanel::default().show(ui, |ui| {
        if let Some(host) = &app.host
            && app
                .session
                .as_ref()
                .is_some_and(|s| s.server == host.local_server())
        {
            ui.label(format!(
                "You are hosting. Friends on your network connect to {}.",
                host.lan_addresses().join(" or ")
            ));
            ui.add_space(6.0);
        }
        ui.horizontal(|ui| {
            ui.selectable_value(&mut app.lobby_tab, LobbyTab::Rooms, "Rooms");
            if ui
                .selectable_value(&mut app.lobby_tab, LobbyTab::Games, "Your games")
                .clicked()
            {
                app.list_games(false);
            }
        });
        ui.separator();
        if app.lobby_tab == LobbyTab::Games {
            super::games::show(app, ui);
            return;
        }
        ui.horizontal(|ui| {
            let label = ui.label("Room code");
            ui.add(egui::TextEdit::singleline(&mut app.forms.code).desired_width(80.0))
                .labelled_by(label.id);
            let signed_in = app.session.as_ref().is_some_and(|s| s.signed_in);
            if ui
                .add_enabled(signed_in, egui::Button::new("Join by code"))
                .clicked()
            {
                let code = app.forms.code.trim().to_uppercase();
                if let Some(session) = &mut app.session
                    && !code.is_empty()
                {
                    session.join(RoomCode::from(code), JoinAs::Player);
                }
            }
        });
        ui.add_space(6.0);
        ui.heading("Rooms");
        let Some(session) = &mut app.session else {
            return;
        };
        if !session.signed_in {
            ui.label(RichText::new("Signing in…").weak());
            return;
        }
        if session.state.rooms.is_empty() {
            ui.label(RichText::new("No rooms yet: create one.").weak());
        }
        let rooms = session.state.rooms.clone();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for room in rooms {
                ui.group(|ui| {
                    ui.horizontal(|ui| {
                        ui.strong(game_name(room.game));
                        ui.label(RichText::new(describe_options(room.game, &room.options)).weak());
                    });
                    let seat_name = |seat: Seat| {
                        room.players
                            .get(seat)
                            .map_or_else(|| "open seat".to_owned(), |p| p.name.clone())
                    };
                    ui.label(format!(
                        "Black: {}  vs  White: {}",
                        seat_name(Seat::Black),
                        seat_name(Seat::White)
                    ));
                    let status = match room.status {
                        Status::Waiting => "Waiting for a player",
                        Status::Playing => "Playing",
                        Status::Over => "Finished",
                    };
                    ui.label(
                        RichText::new(format!(
                            "{status} · {} watching · code {}",
                            room.spectators, room.room
                        ))
                        .small()
                        .weak(),
                    );
                    let open = Seat::ALL.iter().any(|&s| room.players.get(s).is_none());
                    ui.horizontal(|ui| {
                        if ui
                            .add_enabled(open, egui::Button::new(format!("Join {}", room.room)))
                            .clicked()
                        {
                            session.join(room.room.clone(), JoinAs::Player);
                        }
                        if ui.button(format!("Watch {}", room.room)).clicked() {
                            session.join(room.room.clone(), JoinAs::Spectator);
                        }
                    });
                });
            }
        });
    });
}

/// The create-room form.
fn create_form(app: &mut DesktopApp, ui: &mut egui::Ui) {
    ui.heading("Create a room");
    let form = &mut app.forms.create;
    egui::Grid::new("create-grid")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            ui.label("Game");
            egui::ComboBox::from_id_salt("game")
                .selected_text(game_name(form.game))
                .show_ui(ui, |ui| {
                    for game in GameKind::ALL {
                        ui.selectable_value(&mut form.game, game, game_name(game));
                    }
                });
            ui.end_row();
            let sizes = match form.game {
                GameKind::Gomoku => Some((9..=19, &mut form.gomoku_size)),
                GameKind::NoGo => Some((7..=19, &mut form.nogo_size)),
                GameKind::HexGomoku => Some((5..=10, &mut form.hex_size)),
                GameKind::Reversi => None,
            };
            if let Some((range, size)) = sizes {
                let hex = form.game == GameKind::HexGomoku;
                let text = |n: i64| {
                    if hex {
                        format!("{n} points a side")
                    } else {
                        format!("{n} × {n}")
                    }
                };
                ui.label("Size");
                egui::ComboBox::from_id_salt("size")
                    .selected_text(text(*size))
                    .show_ui(ui, |ui| {
                        for n in range {
                            ui.selectable_value(size, n, text(n));
                        }
                    });
                ui.end_row();
            }
            if form.game == GameKind::Gomoku {
                ui.label("Rule");
                egui::ComboBox::from_id_salt("rule")
                    .selected_text(form.rule.clone())
                    .show_ui(ui, |ui| {
                        for rule in ["freestyle", "standard", "renju"] {
                            ui.selectable_value(&mut form.rule, rule.to_owned(), rule);
                        }
                    });
                ui.end_row();
            }
            if form.game == GameKind::NoGo {
                ui.label("Centre");
                ui.checkbox(&mut form.center_first_forbidden, "Not as the first move");
                ui.end_row();
            }
            ui.label("Your seat");
            egui::ComboBox::from_id_salt("seat")
                .selected_text(match form.seat {
                    SeatChoice::Black => "Black (moves first)",
                    SeatChoice::White => "White",
                    SeatChoice::Random => "Random",
                })
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut form.seat, SeatChoice::Black, "Black (moves first)");
                    ui.selectable_value(&mut form.seat, SeatChoice::White, "White");
                    ui.selectable_value(&mut form.seat, SeatChoice::Random, "Random");
                });
            ui.end_row();
            ui.label("Opponent");
            ui.horizontal(|ui| {
                ui.radio_value(&mut form.opponent, Opponent::Human, "A friend");
                ui.radio_value(&mut form.opponent, Opponent::Ai, "The computer");
            });
            ui.end_row();
            if form.opponent == Opponent::Ai {
                ui.label("Level");
                level_choice(ui, "level", &mut form.level);
                ui.end_row();
            }
            ui.label("Clock");
            let chosen = CLOCK_PRESETS.get(form.clock).map_or("Untimed", |p| p.label);
            egui::ComboBox::from_id_salt("clock")
                .selected_text(chosen)
                .show_ui(ui, |ui| {
                    for (i, preset) in CLOCK_PRESETS.iter().enumerate() {
                        ui.selectable_value(&mut form.clock, i, preset.label);
                    }
                });
            ui.end_row();
            ui.label("Undo");
            ui.checkbox(&mut form.undo, "Allow undo");
            ui.end_row();
        });
    ui.add_space(8.0);
    // Until the server has answered the hello, a room could not be made: the button waits too.
    let signed_in = app.session.as_ref().is_some_and(|s| s.signed_in);
    if ui
        .add_enabled(signed_in, egui::Button::new("Create room"))
        .clicked()
    {
        let msg = app.forms.create.message();
        if let Some(session) = &mut app.session {
            session.send(msg);
        }
    }
}

/// A choice of the computer's level.
pub fn level_choice(ui: &mut egui::Ui, id: &str, level: &mut AiLevel) {
    let name = |l: AiLevel| match l {
        AiLevel::Easy => "Easy",
        AiLevel::Medium => "Medium",
        AiLevel::Hard => "Hard",
    };
    egui::ComboBox::from_id_salt(id)
        .selected_text(name(*level))
        .show_ui(ui, |ui| {
            for l in [AiLevel::Easy, AiLevel::Medium, AiLevel::Hard] {
                ui.selectable_value(level, l, name(l));
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_form_asks_for_what_it_shows() {
        let mut form = CreateForm::default();
        let ClientMsg::CreateRoom {
            game,
            options,
            ai_level,
            ..
        } = form.message()
        else {
            unreachable!()
        };
        assert_eq!(game, GameKind::Gomoku);
        let options = options.expect("options");
        assert_eq!(options.size, Some(15));
        assert_eq!(options.rule.as_deref(), Some("freestyle"));
        assert_eq!(ai_level, None);
        form.game = GameKind::NoGo;
        form.opponent = Opponent::Ai;
        form.level = AiLevel::Hard;
        let ClientMsg::CreateRoom {
            options, ai_level, ..
        } = form.message()
        else {
            unreachable!()
        };
        let options = options.expect("options");
        assert_eq!(options.size, Some(9));
        assert_eq!(options.center_first_forbidden, Some(true));
        assert_eq!(options.rule, None);
        assert_eq!(ai_level, Some(AiLevel::Hard));
        assert_eq!(options.clock, None, "untimed by default");
        assert_eq!(options.undo, None, "undo on by default");
    }

    #[test]
    fn the_clock_and_undo_choices_reach_the_options() {
        let form = CreateForm {
            clock: 2,
            undo: false,
            ..CreateForm::default()
        };
        let ClientMsg::CreateRoom { options, .. } = form.message() else {
            unreachable!()
        };
        let options = options.expect("options");
        let clock = options.clock.expect("a clock");
        assert_eq!((clock.initial_s, clock.increment_s), (Some(180), Some(2)));
        assert_eq!(options.undo, Some(false));
        assert_eq!(
            super::super::describe_options(GameKind::Gomoku, &options),
            "15×15, freestyle · 3+2 · no undo"
        );
    }
}
