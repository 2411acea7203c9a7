//! The lobby's Events tab: the server's events, a form to make one (it plays the game, board
//! and clock of the create-room form), and the event watched: its standings, its games to
//! watch, joining and leaving, and the host's controls (start, pause, resume, end the round,
//! finish; add the computer, remove an entrant after a question, set a game's result). A
//! player whose game of the event opens is taken to its board (app.rs).

use std::collections::HashMap;

use boardroom_protocol::{
    AiLevel, ClientMsg, EntrantChoice, HostAction, JoinAs, TournamentFormat, TournamentResult,
    TournamentSettings, TournamentStatus, TournamentView,
};
use eframe::egui::{self, RichText};

use crate::app::{Confirm, DesktopApp};
use crate::state::shown_name;
use crate::t;

/// The new-event form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventForm {
    /// The event's name.
    pub name: String,
    /// Round robin (0), double round robin (1), Swiss (2), arena (3).
    pub format: usize,
    /// A Swiss's rounds.
    pub rounds: u32,
    /// An arena's minutes.
    pub minutes: u32,
    /// The AI levels entered.
    pub ai: [bool; 3],
    /// Whether the host plays too.
    pub play: bool,
    /// Whether the games start from the game's balanced openings, each with both colours.
    pub openings: bool,
}

impl Default for EventForm {
    fn default() -> EventForm {
        EventForm {
            name: t!("desk-event-default-name"),
            format: 0,
            rounds: 5,
            minutes: 30,
            ai: [false; 3],
            play: true,
            openings: false,
        }
    }
}

/// The formats the form offers, as it names them.
fn formats() -> [String; 4] {
    [
        t!("event-kind-round-robin"),
        t!("desk-event-double-round-robin"),
        t!("event-kind-swiss"),
        t!("event-kind-arena"),
    ]
}

/// The computer's levels the form offers, in order.
const LEVELS: [AiLevel; 3] = [AiLevel::Easy, AiLevel::Medium, AiLevel::Hard];

/// A level's name.
fn level_name(level: AiLevel) -> String {
    match level {
        AiLevel::Easy => t!("create-level-easy"),
        AiLevel::Medium => t!("create-level-medium"),
        AiLevel::Hard => t!("create-level-hard"),
    }
}

/// An event's format as the server names it (`round_robin`, `swiss`...), for people.
fn format_name(format: &str) -> String {
    match format {
        "round_robin" => t!("event-kind-round-robin"),
        "swiss" => t!("event-kind-swiss"),
        "arena" => t!("event-kind-arena"),
        "gauntlet" => t!("event-kind-gauntlet"),
        other => other.to_owned(),
    }
}

impl EventForm {
    /// The `create_tournament` the form says, playing what `room` (a `create_room` of the
    /// create-room form) would.
    #[must_use]
    pub fn message(&self, room: ClientMsg) -> Option<ClientMsg> {
        let ClientMsg::CreateRoom { game, options, .. } = room else {
            return None;
        };
        let mut options = options.unwrap_or_default();
        if self.openings {
            // The event's set gives each game its opening.
            options.opening = None;
        }
        let format = match self.format {
            1 => TournamentFormat::RoundRobin { double: true },
            2 => TournamentFormat::Swiss {
                rounds: self.rounds,
            },
            3 => TournamentFormat::Arena {
                minutes: self.minutes,
            },
            _ => TournamentFormat::RoundRobin { double: false },
        };
        let entrants = LEVELS
            .iter()
            .zip(self.ai)
            .filter(|(_, on)| *on)
            .map(|(level, _)| EntrantChoice::Ai { level: *level })
            .collect();
        Some(ClientMsg::CreateTournament {
            settings: Box::new(TournamentSettings {
                name: self.name.trim().to_owned(),
                game,
                options,
                format,
                late_join: true,
                round_break_s: 0,
                openings: self.openings,
            }),
            entrants,
            play: self.play,
        })
    }
}

/// What the host does to an event, with what the action needs. The protocol's
/// `tournament_host` carries the fields of every action side by side (`add`, `entrant`, `game`,
/// `result`); here each action holds its own, so no control sends one with the wrong field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostControl {
    /// An action that needs nothing more: start, pause, resume, end the round, finish.
    Plain(HostAction),
    /// Enter an entrant: the computer at a level.
    Add(EntrantChoice),
    /// Take an entrant out for good, by its id in the event.
    Remove(String),
    /// Set or correct a game's result, by its number in the event.
    Fix {
        /// The game's number.
        game: u32,
        /// Its result.
        result: TournamentResult,
    },
}

impl HostControl {
    /// The `tournament_host` that does it to event `tournament`.
    #[must_use]
    pub fn message(self, tournament: String) -> ClientMsg {
        let (action, add, entrant, fix) = match self {
            HostControl::Plain(action) => (action, None, None, None),
            HostControl::Add(choice) => (HostAction::Add, Some(choice), None, None),
            HostControl::Remove(entrant) => (HostAction::Remove, None, Some(entrant), None),
            HostControl::Fix { game, result } => {
                (HostAction::Fix, None, None, Some((game, result)))
            }
        };
        ClientMsg::TournamentHost {
            tournament,
            action,
            add,
            entrant,
            game: fix.map(|(game, _)| game),
            result: fix.map(|(_, result)| result),
        }
    }
}

/// The host's choices on the event watched, kept between frames.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostForm {
    /// The level of the computer to add.
    pub level: AiLevel,
    /// The result the host picked for a game, by event id and game number, until it is set.
    /// A game not here shows its own result (black wins while it has none), so the choice
    /// follows the server until the host picks.
    pub results: HashMap<(String, u32), TournamentResult>,
}

impl Default for HostForm {
    /// The computer at medium, as a waiting room seats it.
    fn default() -> HostForm {
        HostForm {
            level: AiLevel::Medium,
            results: HashMap::new(),
        }
    }
}

/// The results a host may set, in the order the choice offers them.
const RESULTS: [TournamentResult; 6] = TournamentResult::ALL;

/// How `result` reads in the host's choice.
fn result_name(result: TournamentResult) -> String {
    match result {
        TournamentResult::Black => t!("desk-event-result-black"),
        TournamentResult::White => t!("desk-event-result-white"),
        TournamentResult::Draw => t!("desk-event-result-draw"),
        TournamentResult::BlackForfeit => t!("desk-event-result-black-forfeit"),
        TournamentResult::WhiteForfeit => t!("desk-event-result-white-forfeit"),
        TournamentResult::DoubleForfeit => t!("desk-event-result-double-forfeit"),
    }
}

/// How `result` reads in a game's line (in lower case in English).
fn result_in_line(result: TournamentResult) -> String {
    match result {
        TournamentResult::Black => t!("desk-event-line-black"),
        TournamentResult::White => t!("desk-event-line-white"),
        TournamentResult::Draw => t!("desk-event-line-draw"),
        TournamentResult::BlackForfeit => t!("desk-event-line-black-forfeit"),
        TournamentResult::WhiteForfeit => t!("desk-event-line-white-forfeit"),
        TournamentResult::DoubleForfeit => t!("desk-event-line-double-forfeit"),
    }
}

/// Draws the tab.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(session) = &app.session else {
        return;
    };
    if let Some(event) = session.state.tournament.clone() {
        event_view(app, ui, &event);
        ui.separator();
    }
    list(app, ui);
    ui.separator();
    form(app, ui);
    super::confirm(app, ui);
}

fn list(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(session) = &mut app.session else {
        return;
    };
    ui.heading(t!("event-list"));
    if session.state.tournaments.is_empty() {
        ui.label(RichText::new(t!("desk-event-none")).weak());
    }
    for event in session.state.tournaments.clone() {
        ui.horizontal(|ui| {
            ui.strong(&event.name);
            ui.label(
                RichText::new(format!(
                    "{} · {} · {}",
                    format_name(&event.format),
                    t!("event-entrants", count = event.entrants),
                    status_text(event.status)
                ))
                .weak(),
            );
            if ui
                .button(t!("desk-event-open", name = event.name.as_str()))
                .clicked()
            {
                session.send(ClientMsg::WatchTournament {
                    tournament: event.id.clone(),
                });
            }
        });
    }
}

fn form(app: &mut DesktopApp, ui: &mut egui::Ui) {
    ui.heading(t!("event-new"));
    ui.label(RichText::new(t!("desk-event-form-about")).small().weak());
    let form = &mut app.forms.event;
    ui.horizontal(|ui| {
        let label = ui.label(t!("desk-event-name"));
        ui.text_edit_singleline(&mut form.name)
            .labelled_by(label.id);
    });
    let formats = formats();
    egui::ComboBox::from_label(t!("event-format"))
        .selected_text(formats[form.format.min(formats.len() - 1)].clone())
        .show_ui(ui, |ui| {
            for (i, name) in formats.iter().enumerate() {
                ui.selectable_value(&mut form.format, i, name.as_str());
            }
        });
    if form.format == 2 {
        ui.add(egui::Slider::new(&mut form.rounds, 1..=64).text(t!("event-rounds")));
    }
    if form.format == 3 {
        ui.add(egui::Slider::new(&mut form.minutes, 1..=1440).text(t!("event-minutes")));
    }
    ui.horizontal(|ui| {
        ui.label(t!("desk-event-computer-players"));
        for (i, level) in LEVELS.iter().enumerate() {
            ui.checkbox(&mut form.ai[i], level_name(*level));
        }
    });
    ui.checkbox(&mut form.play, t!("event-play"));
    ui.checkbox(&mut form.openings, t!("event-openings"));
    if ui.button(t!("event-create")).clicked() {
        let games = app
            .session
            .as_ref()
            .map(|s| s.state.catalogue.clone())
            .unwrap_or_default();
        let room = app.forms.create.message(&games);
        if let (Some(msg), Some(session)) = (app.forms.event.message(room), &mut app.session) {
            session.send(msg);
        }
    }
}

fn event_view(app: &mut DesktopApp, ui: &mut egui::Ui, event: &TournamentView) {
    let Some(session) = &mut app.session else {
        return;
    };
    let choices = &mut app.forms.event_host;
    let me = session.state.me.as_ref().map(|m| m.player_id.clone());
    let mine = event
        .standings
        .iter()
        .find(|r| r.player_id.is_some() && r.player_id == me)
        .map(|r| r.entrant.clone());
    ui.heading(&event.settings.name);
    let mut line = vec![status_text(event.status)];
    match (event.round, event.rounds) {
        (0, _) => {}
        (r, Some(of)) => line.push(t!("desk-event-round-of", round = r, rounds = of)),
        (r, None) => line.push(t!("desk-event-round", round = r)),
    }
    line.push(t!("event-host-name", name = event.host.as_str()));
    ui.label(line.join(" · "));
    let over = event.status == TournamentStatus::Over;
    // The host's controls, as the web's event page shows them: none once the event is over.
    let hosting = event.you_host && !over;
    let id = event.id.clone();
    ui.horizontal(|ui| {
        if mine.is_none() && !over && ui.button(t!("event-join")).clicked() {
            session.send(ClientMsg::JoinTournament {
                tournament: id.clone(),
            });
        }
        if mine.is_some() && !over && ui.button(t!("event-leave")).clicked() {
            session.send(ClientMsg::LeaveTournament {
                tournament: id.clone(),
            });
        }
        if hosting {
            let mut host = |action| session.send(HostControl::Plain(action).message(id.clone()));
            if event.status == TournamentStatus::Waiting && ui.button(t!("event-start")).clicked() {
                host(HostAction::Start);
            }
            if event.status == TournamentStatus::Running && ui.button(t!("event-pause")).clicked() {
                host(HostAction::Pause);
            }
            if event.status == TournamentStatus::Paused && ui.button(t!("event-resume")).clicked() {
                host(HostAction::Resume);
            }
            if event.status != TournamentStatus::Waiting
                && event.round > 0
                && ui.button(t!("event-end-round")).clicked()
            {
                host(HostAction::EndRound);
            }
            if event.status != TournamentStatus::Waiting
                && ui.button(t!("desk-event-finish")).clicked()
            {
                host(HostAction::Finish);
            }
        }
    });
    if hosting {
        // Offered whatever the status: the server says why when the event takes no one now
        // (a round robin under way, a Swiss past its last round).
        ui.horizontal(|ui| {
            ui.label(t!("desk-event-add-computer-at"));
            super::lobby::level_choice(ui, "event-add-level", &mut choices.level);
            if ui.button(t!("event-add")).clicked() {
                let choice = EntrantChoice::Ai {
                    level: choices.level,
                };
                session.send(HostControl::Add(choice).message(id.clone()));
            }
        });
    }
    ui.strong(t!("event-standings"));
    egui::Grid::new("standings").striped(true).show(ui, |ui| {
        for title in [
            "#".to_owned(),
            t!("event-column-name"),
            t!("event-column-score"),
            t!("event-column-wins"),
            t!("event-column-draws"),
            t!("event-column-losses"),
            String::new(),
        ] {
            ui.strong(title);
        }
        ui.end_row();
        for row in &event.standings {
            ui.label(row.rank.to_string());
            let name = if Some(&row.entrant) == mine.as_ref() {
                t!("event-you", name = shown_name(&row.name))
            } else {
                shown_name(&row.name)
            };
            // An entrant who left or was removed keeps their line and their games' scores.
            let name = match row.presence.as_str() {
                "withdrawn" => t!("desk-event-entrant-left", name = name),
                "removed" => t!("desk-event-entrant-removed", name = name),
                _ => name,
            };
            ui.label(name);
            ui.label(&row.score);
            ui.label(row.wins.to_string());
            ui.label(row.draws.to_string());
            ui.label(row.losses.to_string());
            // Asked first: the entrant cannot come back, and a game of theirs is lost.
            if hosting
                && row.presence == "active"
                && ui
                    .button(t!("desk-event-remove", name = shown_name(&row.name)))
                    .clicked()
            {
                app.confirm = Some(Confirm::Remove {
                    tournament: id.clone(),
                    entrant: row.entrant.clone(),
                    name: shown_name(&row.name),
                });
            }
            ui.end_row();
        }
    });
    let names = |entrant: &str| {
        event
            .standings
            .iter()
            .find(|r| r.entrant == entrant)
            .map_or_else(|| entrant.to_owned(), |r| shown_name(&r.name))
    };
    ui.strong(t!("event-games"));
    for game in event.games.iter().rev().take(30) {
        ui.horizontal(|ui| {
            let text = t!(
                "event-pair",
                black = names(&game.black),
                white = names(&game.white)
            );
            let result = match game.result {
                Some(result) => result_in_line(result),
                None if game.void => t!("event-game-void"),
                None => t!("event-game-playing"),
            };
            ui.label(t!(
                "desk-event-game-line",
                game = game.game,
                players = text,
                result = result
            ));
            if let (Some(room), None) = (&game.room, game.result)
                && ui
                    .button(t!("desk-watch-code", code = room.as_str()))
                    .clicked()
            {
                session.join(room.clone(), JoinAs::Spectator);
            }
            // A game under way is ended with the result set; a finished one is corrected.
            if hosting && !game.void {
                fix_control(ui, choices, &id, game.game, game.result, |control| {
                    session.send(control.message(id.clone()));
                });
            }
        });
    }
}

/// The host's way to set or correct the result of game `game` (now `result`) of event `id`:
/// a choice of result and a button that sends it.
fn fix_control(
    ui: &mut egui::Ui,
    choices: &mut HostForm,
    id: &str,
    game: u32,
    result: Option<TournamentResult>,
    send: impl FnOnce(HostControl),
) {
    let key = (id.to_owned(), game);
    let shown = choices
        .results
        .get(&key)
        .copied()
        .or(result)
        .unwrap_or(TournamentResult::Black);
    let mut picked = shown;
    egui::ComboBox::from_id_salt(("event-result", game))
        .selected_text(result_name(picked))
        .show_ui(ui, |ui| {
            for value in RESULTS {
                ui.selectable_value(&mut picked, value, result_name(value));
            }
        });
    if picked != shown {
        choices.results.insert(key, picked);
    }
    if ui
        .button(t!("desk-event-set-result", game = game))
        .clicked()
    {
        send(HostControl::Fix {
            game,
            result: picked,
        });
    }
}

fn status_text(status: TournamentStatus) -> String {
    match status {
        TournamentStatus::Waiting => t!("event-status-waiting"),
        TournamentStatus::Running => t!("event-status-running"),
        TournamentStatus::Paused => t!("event-status-paused"),
        TournamentStatus::Over => t!("event-status-over"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue;
    use crate::views::lobby::CreateForm;

    #[test]
    fn each_host_control_sends_the_field_of_its_action() {
        let sent = |control: HostControl| {
            serde_json::to_value(control.message("3".to_owned())).expect("a message")
        };
        assert_eq!(
            sent(HostControl::Add(EntrantChoice::Ai {
                level: AiLevel::Hard
            })),
            serde_json::json!({"type": "tournament_host", "tournament": "3", "action": "add",
                "add": {"kind": "ai", "level": "hard"}})
        );
        assert_eq!(
            sent(HostControl::Remove("e5".to_owned())),
            serde_json::json!({"type": "tournament_host", "tournament": "3",
                "action": "remove", "entrant": "e5"})
        );
        assert_eq!(
            sent(HostControl::Fix {
                game: 4,
                result: TournamentResult::WhiteForfeit
            }),
            serde_json::json!({"type": "tournament_host", "tournament": "3", "action": "fix",
                "game": 4, "result": "white_forfeit"})
        );
        assert_eq!(
            sent(HostControl::Plain(HostAction::EndRound)),
            serde_json::json!({"type": "tournament_host", "tournament": "3",
                "action": "end_round"})
        );
    }

    #[test]
    fn the_form_makes_the_event_of_the_create_form_s_game() {
        let mut form = EventForm {
            format: 2,
            rounds: 4,
            ai: [true, false, true],
            ..EventForm::default()
        };
        let room = CreateForm::default().message(catalogue::built_in());
        let Some(ClientMsg::CreateTournament {
            settings,
            entrants,
            play,
        }) = form.message(room.clone())
        else {
            panic!("a create_tournament");
        };
        assert_eq!(settings.format, TournamentFormat::Swiss { rounds: 4 });
        assert_eq!(settings.name, "Club night");
        assert_eq!(
            entrants,
            vec![
                EntrantChoice::Ai {
                    level: AiLevel::Easy
                },
                EntrantChoice::Ai {
                    level: AiLevel::Hard
                }
            ]
        );
        assert!(play);
        assert!(!settings.openings);
        form.format = 1;
        form.openings = true;
        // A room's own opening gives way to the event's set.
        let mut with_opening = room;
        if let ClientMsg::CreateRoom { options, .. } = &mut with_opening {
            options.get_or_insert_default().opening = Some(
                boardroom_protocol::OpeningChoice::Named("random".to_owned()),
            );
        }
        let Some(ClientMsg::CreateTournament { settings, .. }) = form.message(with_opening) else {
            panic!("a create_tournament");
        };
        assert_eq!(
            settings.format,
            TournamentFormat::RoundRobin { double: true }
        );
        assert!(settings.openings);
        assert_eq!(settings.options.opening, None);
    }
}
