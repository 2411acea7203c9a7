//! The host's notice to everyone ("the club closes at ten"), as a framed banner at the top of
//! every screen while it stands: the host said it for all to read, so it is not a fading notice
//! at the bottom. The player may hide it; the next notice the host sends shows again (the same
//! one, sent again after a reconnect, stays hidden).

use eframe::egui::{self, Color32, RichText};

use crate::app::DesktopApp;
use crate::t;

/// The words before the host's text.
#[must_use]
pub fn prefix() -> String {
    t!("host-notice-label")
}

/// The button that hides the banner.
#[must_use]
pub fn hide() -> String {
    t!("desk-notice-hide")
}

/// The banner's line: the words before the host's text, then the text.
#[must_use]
pub fn banner(text: &str) -> String {
    t!("desk-notice-banner", label = prefix(), text = text)
}

/// The banner, when the session has a notice from the host standing.
pub fn show(app: &mut DesktopApp, ui: &mut egui::Ui) {
    let Some(session) = &mut app.session else {
        return;
    };
    let Some(text) = session.state.host_notice.clone() else {
        return;
    };
    egui::Panel::top("host-notice").show(ui, |ui| {
        let (fill, stroke) = if ui.visuals().dark_mode {
            (
                Color32::from_rgb(70, 56, 12),
                Color32::from_rgb(200, 160, 40),
            )
        } else {
            (
                Color32::from_rgb(255, 243, 205),
                Color32::from_rgb(200, 150, 20),
            )
        };
        egui::Frame::new()
            .fill(fill)
            .stroke(egui::Stroke::new(1.0, stroke))
            .corner_radius(4.0)
            .inner_margin(8.0)
            .outer_margin(egui::Margin::symmetric(0, 4))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(banner(&text)).strong());
                    if ui.small_button(hide()).clicked() {
                        session.state.hide_host_notice();
                    }
                });
            });
    });
}
