//! The lobby of a server: its rooms (join or watch), join by code, and the create-room form
//! (a rated room for an account holder); tabs of the player's finished games, the events, the
//! ratings and the account.

use std::collections::HashMap;

use boardroom_protocol::{
    AiLevel, BotInfo, ClientMsg, EngineInfo, EnginePlays, GameInfo, GameKind, JoinAs, Opponent,
    OptionKind, Options, RoomCode, Seat, SeatChoice, Status,
};
use eframe::egui::{self, RichText};
use serde_json::{Map, Value};

use super::describe_options;
use crate::app::{DesktopApp, LobbyTab};
use crate::catalogue;
use crate::ratings::texts as ratings_texts;
use crate::state::shown_name;
use crate::state::time::CLOCK_PRESETS;
use crate::t;

/// The create-room form's choices. Its fields for the game itself (the size, the rule, ...)
/// come from the server's catalogue: the form knows no game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CreateForm {
    /// The game.
    pub game: GameKind,
    /// The board size chosen for each game; a game not here has its default.
    pub sizes: HashMap<GameKind, i64>,
    /// The value chosen for each option, by its name (a key of `options`); an option not here
    /// has its default.
    pub values: Map<String, Value>,
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
    /// Against the computer: one of the server's engines or a bot online rather than its AI.
    pub program: Option<Program>,
    /// Whether the room's games are rated (offered to an account holder only).
    pub rated: bool,
}

/// A computer opponent other than the server's AI.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Program {
    /// One of the server's external engines, by name.
    Engine(String),
    /// A bot online, by name.
    Bot(String),
}

/// Whether `plays` (an engine's or a bot's; empty for a bot that plays everything) covers the
/// game of `info` that `options` set up: the game, the rule (the option `rule`, its default
/// when left out) and the size.
fn plays_game(plays: &[EnginePlays], info: &GameInfo, options: &Options) -> bool {
    let rule = info
        .options
        .iter()
        .find(|o| o.name == "rule")
        .map(|o| catalogue::value_or_default(o, options));
    plays.is_empty()
        || plays.iter().any(|p| {
            p.game == info.game
                && (p.rules.is_empty()
                    || rule
                        .as_ref()
                        .and_then(Value::as_str)
                        .is_some_and(|rule| p.rules.iter().any(|r| r == rule)))
                && (p.sizes.is_empty() || options.size.is_none_or(|s| p.sizes.contains(&s)))
        })
}

/// The programs the form offers for its game and options, with their labels: the engines that
/// play it, then the bots online that do.
#[must_use]
pub fn programs(
    form: &CreateForm,
    games: &[GameInfo],
    engines: &[EngineInfo],
    bots: &[BotInfo],
) -> Vec<(Program, String)> {
    let info = catalogue::info(games, form.game);
    let options = form.options(&info);
    let engines = engines
        .iter()
        .filter(|e| plays_game(&e.plays, &info, &options))
        .map(|e| {
            let label = e.about.as_ref().map_or_else(
                || e.name.clone(),
                |a| {
                    t!(
                        "status-opponent-engine",
                        name = e.name.as_str(),
                        about = a.as_str()
                    )
                },
            );
            (Program::Engine(e.name.clone()), label)
        });
    let bots = bots
        .iter()
        .filter(|b| plays_game(&b.plays, &info, &options))
        .map(|b| {
            let label = if b.busy {
                t!("status-opponent-bot-busy", name = b.name.as_str())
            } else {
                t!("status-opponent-bot", name = b.name.as_str())
            };
            (Program::Bot(b.name.clone()), label)
        });
    engines.chain(bots).collect()
}

impl Default for CreateForm {
    fn default() -> CreateForm {
        CreateForm {
            game: GameKind::ALL[0],
            sizes: HashMap::new(),
            values: Map::new(),
            seat: SeatChoice::Black,
            opponent: Opponent::Human,
            level: AiLevel::Medium,
            clock: 0,
            undo: true,
            program: None,
            rated: false,
        }
    }
}

impl CreateForm {
    /// The `create_room` message the form describes, for a server whose catalogue is
    /// `games`.
    #[must_use]
    pub fn message(&self, games: &[GameInfo]) -> ClientMsg {
        let ai = self.opponent == Opponent::Ai;
        let program = self.program.as_ref().filter(|_| ai);
        ClientMsg::CreateRoom {
            game: self.game,
            options: Some(self.options(&catalogue::info(games, self.game))),
            seat: Some(self.seat),
            opponent: Some(self.opponent),
            ai_level: (ai && program.is_none()).then_some(self.level),
            engine: match program {
                Some(Program::Engine(name)) => Some(name.clone()),
                _ => None,
            },
            bot: match program {
                Some(Program::Bot(name)) => Some(name.clone()),
                _ => None,
            },
        }
    }

    /// The board size chosen for the game of `info` (its default until chosen).
    #[must_use]
    pub fn size(&self, info: &GameInfo) -> i64 {
        self.sizes
            .get(&info.game)
            .copied()
            .unwrap_or(info.size.default)
    }

    /// The value chosen for the option `name` of `info`'s game (its default until chosen).
    #[must_use]
    pub fn value(&self, info: &GameInfo, name: &str) -> Option<Value> {
        let option = info.options.iter().find(|o| o.name == name)?;
        Some(
            self.values
                .get(name)
                .cloned()
                .unwrap_or_else(|| catalogue::default(option)),
        )
    }

    /// The game's options the form describes: the size where the game has a choice of sizes,
    /// and every option of the game.
    fn options(&self, info: &GameInfo) -> Options {
        let values: Map<String, Value> = info
            .options
            .iter()
            .filter_map(|o| Some((o.name.clone(), self.value(info, &o.name)?)))
            .collect();
        let size = (info.size.min < info.size.max).then(|| self.size(info));
        let mut options = catalogue::options_from(size, &values);
        options.clock = CLOCK_PRESETS.get(self.clock).and_then(|p| p.clock);
        options.undo = (!self.undo).then_some(false);
        options.rated = self.rated.then_some(true);
        options
    }
}

/// Draws the lobby.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    egui::Panel::right("create").min_size(280.0).show(ui, |ui| {
        create_form(app, ui);
    });
    super::name_resize_handle(ui, "create");
    egui::CentralPanel::default().show(ui, |ui| {
        if let Some(host) = &app.host
            && app
                .session
                .as_ref()
                .is_some_and(|s| s.server == host.local_server())
        {
            ui.label(t!(
                "desk-lobby-hosting",
                addresses = or_list(&host.lan_addresses())
            ));
            ui.add_space(6.0);
        }
        if super::account::refused_sign_in(app, ui) {
            return;
        }
        ui.horizontal(|ui| {
            ui.selectable_value(&mut app.lobby_tab, LobbyTab::Rooms, t!("lobby-rooms"));
            if ui
                .selectable_value(&mut app.lobby_tab, LobbyTab::Games, t!("lobby-games"))
                .clicked()
            {
                app.list_games(false);
            }
            if ui
                .selectable_value(&mut app.lobby_tab, LobbyTab::Events, t!("event-list"))
                .clicked()
                && let Some(session) = &mut app.session
            {
                session.send(ClientMsg::ListTournaments);
            }
            if ui
                .selectable_value(&mut app.lobby_tab, LobbyTab::Ratings, ratings_texts::tab())
                .clicked()
            {
                // Opened again: the leaderboard is asked for afresh.
                app.forms.leaderboard.asked = None;
            }
            if ui
                .selectable_value(
                    &mut app.lobby_tab,
                    LobbyTab::Account,
                    crate::account::texts::section(),
                )
                .clicked()
            {
                super::profile::ask_own(app);
            }
        });
        ui.separator();
        if app.lobby_tab == LobbyTab::Account {
            egui::ScrollArea::vertical().show(ui, |ui| super::account::show(app, ui));
            return;
        }
        if app.lobby_tab == LobbyTab::Ratings {
            egui::ScrollArea::vertical().show(ui, |ui| super::leaderboard::show(app, ui));
            return;
        }
        if app.lobby_tab == LobbyTab::Games {
            super::games::show(app, ui);
            return;
        }
        if app.lobby_tab == LobbyTab::Events {
            egui::ScrollArea::vertical().show(ui, |ui| super::events::show(app, ui));
            return;
        }
        ui.horizontal(|ui| {
            let label = ui.label(t!("lobby-code"));
            ui.add(egui::TextEdit::singleline(&mut app.forms.code).desired_width(80.0))
                .labelled_by(label.id);
            let signed_in = app.session.as_ref().is_some_and(|s| s.signed_in);
            if ui
                .add_enabled(signed_in, egui::Button::new(t!("desk-lobby-join-by-code")))
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
        ui.heading(t!("lobby-rooms"));
        let Some(session) = &mut app.session else {
            return;
        };
        if !session.signed_in {
            ui.label(RichText::new(t!("account-signing-in")).weak());
            return;
        }
        if session.state.rooms.is_empty() {
            ui.label(RichText::new(t!("desk-lobby-no-rooms")).weak());
        }
        let rooms = session.state.rooms.clone();
        let games = session.state.catalogue.clone();
        egui::ScrollArea::vertical().show(ui, |ui| {
            for room in rooms {
                ui.group(|ui| {
                    ui.horizontal(|ui| {
                        let info = crate::catalogue::info(&games, room.game);
                        ui.strong(catalogue::title(&info));
                        ui.label(RichText::new(describe_options(&info, &room.options)).weak());
                    });
                    let seat_name = |seat: Seat| {
                        room.players
                            .get(seat)
                            .map_or_else(|| t!("lobby-open-seat"), |p| shown_name(&p.name))
                    };
                    ui.label(t!(
                        "desk-lobby-players",
                        black = seat_name(Seat::Black),
                        white = seat_name(Seat::White)
                    ));
                    let status = match room.status {
                        Status::Waiting => t!("lobby-room-waiting"),
                        Status::Playing => t!("lobby-room-playing"),
                        Status::Over => t!("lobby-room-over"),
                    };
                    ui.label(
                        RichText::new(t!(
                            "desk-lobby-room-line",
                            status = status,
                            watching = t!("lobby-watching", count = room.spectators),
                            code = t!("lobby-room-code", code = room.room.as_str())
                        ))
                        .small()
                        .weak(),
                    );
                    let open = Seat::ALL.iter().any(|&s| room.players.get(s).is_none());
                    ui.horizontal(|ui| {
                        if ui
                            .add_enabled(
                                open,
                                egui::Button::new(t!("desk-join-code", code = room.room.as_str())),
                            )
                            .clicked()
                        {
                            session.join(room.room.clone(), JoinAs::Player);
                        }
                        if ui
                            .button(t!("desk-watch-code", code = room.room.as_str()))
                            .clicked()
                        {
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
    ui.heading(t!("desk-create-heading"));
    let holder = app.session.as_ref().is_some_and(|s| s.state.account.holder);
    let (engines, bots, mut games) = app
        .session
        .as_ref()
        .map(|s| {
            (
                s.state.engines.clone(),
                s.state.bots.clone(),
                s.state.catalogue.clone(),
            )
        })
        .unwrap_or_default();
    if games.is_empty() {
        games = catalogue::built_in().to_vec();
    }
    let form = &mut app.forms.create;
    let was_ai = form.opponent == Opponent::Ai;
    egui::Grid::new("create-grid")
        .num_columns(2)
        .spacing([8.0, 6.0])
        .show(ui, |ui| {
            ui.label(t!("create-game"));
            egui::ComboBox::from_id_salt("game")
                .selected_text(catalogue::title(&catalogue::info(&games, form.game)))
                .show_ui(ui, |ui| {
                    for info in &games {
                        ui.selectable_value(&mut form.game, info.game, catalogue::title(info));
                    }
                });
            ui.end_row();
            let info = catalogue::info(&games, form.game);
            if info.size.min < info.size.max {
                let mut size = form.size(&info);
                ui.label(t!("desk-create-size"));
                egui::ComboBox::from_id_salt("size")
                    .selected_text(catalogue::size_label(info.board, size))
                    .show_ui(ui, |ui| {
                        for n in info.size.min..=info.size.max {
                            ui.selectable_value(&mut size, n, catalogue::size_label(info.board, n));
                        }
                    });
                form.sizes.insert(info.game, size);
                ui.end_row();
            }
            for option in &info.options {
                let Some(mut value) = form.value(&info, &option.name) else {
                    continue;
                };
                match &option.kind {
                    OptionKind::Choice { choices, .. } => {
                        ui.label(catalogue::option_title(option));
                        let label = |v: &Value| {
                            choices
                                .iter()
                                .find(|c| Some(c.value.as_str()) == v.as_str())
                                .map_or_else(String::new, |c| catalogue::choice_entry(option, c))
                        };
                        egui::ComboBox::from_id_salt(option.name.as_str())
                            .selected_text(label(&value))
                            .show_ui(ui, |ui| {
                                for c in choices {
                                    let this = Value::String(c.value.clone());
                                    let text = label(&this);
                                    ui.selectable_value(&mut value, this, text);
                                }
                            });
                    }
                    OptionKind::Flag { .. } => {
                        ui.label("");
                        let mut on = value.as_bool().unwrap_or(false);
                        ui.checkbox(&mut on, catalogue::option_title(option));
                        value = Value::Bool(on);
                    }
                }
                form.values.insert(option.name.clone(), value);
                ui.end_row();
            }
            ui.label(t!("desk-create-seat"));
            let seat_name = |seat: SeatChoice| match seat {
                SeatChoice::Black => t!("create-seat-black"),
                SeatChoice::White => t!("create-seat-white"),
                SeatChoice::Random => t!("create-seat-random"),
            };
            egui::ComboBox::from_id_salt("seat")
                .selected_text(seat_name(form.seat))
                .show_ui(ui, |ui| {
                    for seat in [SeatChoice::Black, SeatChoice::White, SeatChoice::Random] {
                        ui.selectable_value(&mut form.seat, seat, seat_name(seat));
                    }
                });
            ui.end_row();
            ui.label(t!("create-opponent"));
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut form.opponent,
                    Opponent::Human,
                    t!("create-opponent-human"),
                );
                ui.radio_value(&mut form.opponent, Opponent::Ai, t!("create-opponent-ai"));
            });
            ui.end_row();
            if form.opponent == Opponent::Ai {
                let offered = programs(form, &games, &engines, &bots);
                // A choice the game or rule no longer allows falls back to the server's AI.
                if form
                    .program
                    .as_ref()
                    .is_some_and(|p| !offered.iter().any(|(o, _)| o == p))
                {
                    form.program = None;
                }
                if !offered.is_empty() {
                    ui.label(t!("create-engine"));
                    let chosen = form
                        .program
                        .as_ref()
                        .and_then(|p| offered.iter().find(|(o, _)| o == p).map(|(_, l)| l.clone()));
                    egui::ComboBox::from_id_salt("program")
                        .selected_text(chosen.unwrap_or_else(|| t!("create-engine-default")))
                        .show_ui(ui, |ui| {
                            ui.selectable_value(
                                &mut form.program,
                                None,
                                t!("create-engine-default"),
                            );
                            for (program, label) in offered {
                                ui.selectable_value(&mut form.program, Some(program), label);
                            }
                        });
                    ui.end_row();
                }
                if form.program.is_none() {
                    ui.label(t!("desk-create-level"));
                    level_choice(ui, "level", &mut form.level);
                    ui.end_row();
                }
            }
            ui.label(t!("create-clock"));
            let chosen = CLOCK_PRESETS
                .get(form.clock)
                .map_or_else(|| t!("clock-untimed"), |p| p.label());
            egui::ComboBox::from_id_salt("clock")
                .selected_text(chosen)
                .show_ui(ui, |ui| {
                    for (i, preset) in CLOCK_PRESETS.iter().enumerate() {
                        ui.selectable_value(&mut form.clock, i, preset.label());
                    }
                });
            ui.end_row();
            ui.label(t!("desk-create-undo"));
            ui.checkbox(&mut form.undo, t!("create-undo"));
            ui.end_row();
            // Only an account is rated: a guest is not offered the box, and never sends it.
            if holder {
                ui.label("");
                ui.checkbox(&mut form.rated, ratings_texts::rated());
                ui.end_row();
            } else {
                form.rated = false;
            }
        });
    let about = if holder {
        ratings_texts::rated_about()
    } else {
        ratings_texts::rated_needs_account()
    };
    ui.label(RichText::new(about).small().weak());
    // The bots online change: asked again whenever the computer is chosen.
    if !was_ai
        && app.forms.create.opponent == Opponent::Ai
        && let Some(session) = &mut app.session
        && session.signed_in
    {
        session.send(ClientMsg::ListBots);
    }
    ui.add_space(8.0);
    // Until the server has answered the hello, a room could not be made: the button waits too.
    let signed_in = app.session.as_ref().is_some_and(|s| s.signed_in);
    if ui
        .add_enabled(signed_in, egui::Button::new(t!("create-submit")))
        .clicked()
    {
        let msg = app.forms.create.message(&games);
        if let Some(session) = &mut app.session {
            session.send(msg);
        }
    }
}

/// `items` as a list one of which will do: "A or B or C".
#[must_use]
pub fn or_list(items: &[String]) -> String {
    items.join(&t!("desk-or"))
}

/// A choice of the computer's level.
pub fn level_choice(ui: &mut egui::Ui, id: &str, level: &mut AiLevel) {
    let name = |l: AiLevel| match l {
        AiLevel::Easy => t!("create-level-easy"),
        AiLevel::Medium => t!("create-level-medium"),
        AiLevel::Hard => t!("create-level-hard"),
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
        } = form.message(catalogue::built_in())
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
        } = form.message(catalogue::built_in())
        else {
            unreachable!()
        };
        let options = options.expect("options");
        assert_eq!(options.size, Some(9));
        assert_eq!(options.center_first_forbidden, Some(true));
        assert_eq!(options.rule, None);
        assert_eq!(ai_level, Some(AiLevel::Hard));
        // A rule the catalogue names is offered and sent with no change here.
        form.game = GameKind::Gomoku;
        form.values.insert("rule".to_owned(), "caro".into());
        form.sizes.insert(GameKind::Gomoku, 19);
        let ClientMsg::CreateRoom { options, .. } = form.message(catalogue::built_in()) else {
            unreachable!()
        };
        let options = options.expect("options");
        assert_eq!(
            (options.size, options.rule.as_deref()),
            (Some(19), Some("caro"))
        );
        assert_eq!(options.clock, None, "untimed by default");
        assert_eq!(options.undo, None, "undo on by default");
    }

    #[test]
    fn the_programs_offered_are_those_that_play_the_game_and_the_choice_is_sent() {
        let plays = |game, rules: &[&str], sizes: &[i64]| EnginePlays {
            game,
            rules: rules.iter().map(|r| (*r).to_owned()).collect(),
            sizes: sizes.to_vec(),
        };
        let engines = vec![
            EngineInfo {
                name: "pela".to_owned(),
                protocol: "piskvork".to_owned(),
                about: Some("pela 1.2".to_owned()),
                plays: vec![plays(
                    GameKind::Gomoku,
                    &["freestyle", "standard"],
                    &[15, 20],
                )],
            },
            EngineInfo {
                name: "edax".to_owned(),
                protocol: "nboard".to_owned(),
                about: None,
                plays: vec![plays(GameKind::Reversi, &[], &[])],
            },
        ];
        let bots = vec![
            BotInfo {
                name: "simplebot".to_owned(),
                plays: vec![plays(GameKind::Gomoku, &[], &[])],
                busy: false,
            },
            BotInfo {
                name: "anything".to_owned(),
                plays: Vec::new(),
                busy: true,
            },
        ];
        let names = |form: &CreateForm| -> Vec<String> {
            programs(form, catalogue::built_in(), &engines, &bots)
                .into_iter()
                .map(|(_, label)| label)
                .collect()
        };
        let mut form = CreateForm::default();
        assert_eq!(
            names(&form),
            ["pela (pela 1.2)", "simplebot (bot)", "anything (bot, busy)"]
        );
        form.values.insert("rule".to_owned(), "renju".into());
        assert_eq!(names(&form), ["simplebot (bot)", "anything (bot, busy)"]);
        form.game = GameKind::Reversi;
        assert_eq!(names(&form), ["edax", "anything (bot, busy)"]);
        form.game = GameKind::NoGo;
        assert_eq!(names(&form), ["anything (bot, busy)"]);

        form.game = GameKind::Gomoku;
        form.opponent = Opponent::Ai;
        form.program = Some(Program::Bot("simplebot".to_owned()));
        let ClientMsg::CreateRoom {
            bot,
            engine,
            ai_level,
            ..
        } = form.message(catalogue::built_in())
        else {
            unreachable!()
        };
        assert_eq!(
            (bot.as_deref(), engine, ai_level),
            (Some("simplebot"), None, None)
        );
        form.program = Some(Program::Engine("pela".to_owned()));
        let ClientMsg::CreateRoom { bot, engine, .. } = form.message(catalogue::built_in()) else {
            unreachable!()
        };
        assert_eq!((bot, engine.as_deref()), (None, Some("pela")));
        // Against a friend, the program chosen earlier is not sent.
        form.opponent = Opponent::Human;
        let ClientMsg::CreateRoom { bot, engine, .. } = form.message(catalogue::built_in()) else {
            unreachable!()
        };
        assert_eq!((bot, engine), (None, None));
    }

    #[test]
    fn the_clock_undo_and_rated_choices_reach_the_options() {
        let mut form = CreateForm {
            clock: 2,
            undo: false,
            ..CreateForm::default()
        };
        let ClientMsg::CreateRoom { options, .. } = form.message(catalogue::built_in()) else {
            unreachable!()
        };
        let options = options.expect("options");
        let clock = options.clock.expect("a clock");
        assert_eq!((clock.initial_s, clock.increment_s), (Some(180), Some(2)));
        assert_eq!(options.undo, Some(false));
        assert_eq!(
            describe_options(&catalogue::info(&[], GameKind::Gomoku), &options),
            "15×15, Freestyle · 3+2 · no undo"
        );
        assert_eq!(options.rated, None, "casual by default");
        form.rated = true;
        let ClientMsg::CreateRoom { options, .. } = form.message(catalogue::built_in()) else {
            unreachable!()
        };
        let options = options.expect("options");
        assert_eq!(options.rated, Some(true));
        assert_eq!(
            describe_options(&catalogue::info(&[], GameKind::Gomoku), &options),
            "15×15, Freestyle · 3+2 · no undo · rated"
        );
    }
}
