//! The Account tab of the lobby (a guest keeps the name with a password; an account holder
//! changes the password or signs out the other devices, each with the server's answer under
//! it; then the player's own ratings), and the sign-in panel the lobby shows while a `hello` with a password is refused.

use std::time::Instant;

use eframe::egui::{self, Color32, RichText};

use crate::account::texts;
use crate::app::DesktopApp;
use crate::state::account::Request;

/// The colour of a refusal.
const REFUSED: Color32 = Color32::from_rgb(200, 40, 40);

/// A password field labelled `label`: what is typed is hidden.
fn password_field(ui: &mut egui::Ui, label: impl Into<egui::WidgetText>, text: &mut String) {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        ui.add(egui::TextEdit::singleline(text).password(true))
            .labelled_by(label.id);
    });
}

/// Draws the Account tab.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(session) = &app.session else {
        return;
    };
    let holder = session.state.account.holder;
    let asking = session.state.account.asked.is_some();
    let said = session.state.account.said.clone();
    let name = session
        .state
        .me
        .as_ref()
        .map(|me| me.name.clone())
        .unwrap_or_default();
    ui.heading(texts::section());
    ui.label(texts::standing(&name, holder));
    ui.add_space(8.0);
    let form = &mut app.forms.account;
    let mut request = None;
    if holder {
        ui.strong(texts::change_password());
        ui.label(RichText::new(texts::change_password_about()).weak());
        password_field(ui, texts::current_password(), &mut form.current);
        password_field(ui, texts::new_password(), &mut form.new_password);
        password_field(ui, texts::repeat_new_password(), &mut form.repeat);
        if ui
            .add_enabled(!asking, egui::Button::new(texts::change_password()))
            .clicked()
        {
            request = Some(Request::ChangePassword);
        }
        ui.add_space(8.0);
        ui.label(RichText::new(texts::sign_out_elsewhere_about()).weak());
        if ui
            .add_enabled(!asking, egui::Button::new(texts::sign_out_elsewhere()))
            .clicked()
        {
            request = Some(Request::SignOutElsewhere);
        }
    } else {
        ui.strong(texts::keep_name());
        ui.label(RichText::new(texts::keep_name_about()).weak());
        password_field(ui, texts::choose_password(), &mut form.new_password);
        password_field(ui, texts::repeat_password(), &mut form.repeat);
        if ui
            .add_enabled(!asking, egui::Button::new(texts::make_account()))
            .clicked()
        {
            request = Some(Request::SignUp);
        }
    }
    if let Some(said) = said {
        ui.add_space(6.0);
        let text = RichText::new(said.text);
        ui.label(if said.error {
            text.color(REFUSED)
        } else {
            text
        });
    }
    if let Some(request) = request {
        app.account_request(request);
    }
    ui.add_space(12.0);
    ui.separator();
    super::profile::own(app, ui);
}

/// Draws the sign-in panel when the session's `hello` was refused; false (nothing drawn) when
/// it was not.
pub fn refused_sign_in(app: &mut DesktopApp, ui: &mut egui::Ui) -> bool {
    let Some(refused) = app
        .session
        .as_ref()
        .and_then(|s| s.state.account.hello_refused.clone())
        .filter(|_| app.session.as_ref().is_some_and(|s| !s.signed_in))
    else {
        return false;
    };
    let now = Instant::now();
    ui.heading(texts::sign_in_heading());
    ui.label(RichText::new(refused.text(now)).color(REFUSED));
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let label = ui.label(texts::name());
        ui.add(
            egui::TextEdit::singleline(&mut app.forms.name)
                .char_limit(boardroom_protocol::MAX_NAME_CHARS),
        )
        .labelled_by(label.id);
    });
    password_field(ui, texts::password(), &mut app.forms.account.password);
    let may = refused.wait_left(now).is_zero() && !app.forms.account.password.is_empty();
    if ui
        .add_enabled(may, egui::Button::new(texts::sign_in()))
        .clicked()
    {
        app.sign_in_again();
    }
    true
}
