//! A link as a QR code, painted module by module from the server's encoder
//! (`boardroom_server::qr`, the code the terminal and the web page show too), so that a
//! friend's phone joins by scanning the screen.

use boardroom_server::qr::Qr;
use eframe::egui::{self, Color32, Rect, Role, Sense, Vec2, WidgetInfo};

/// Points per module: a version 3 code (an IPv4 invite link) is 29 modules, 148 points with
/// its margin, which a phone reads from a laptop's screen at arm's length.
const MODULE: f32 = 4.0;

/// The light margin a reader needs around the code, in modules.
const QUIET_ZONE: usize = 4;

/// Paints `link`'s QR code, black on white whatever the theme; labelled "QR code of LINK" for
/// screen readers (and the tests). Nothing when the link does not fit a code.
pub fn show(ui: &mut egui::Ui, link: &str) {
    let Some(code) = Qr::new(link) else {
        return;
    };
    let side = (code.width() + 2 * QUIET_ZONE) as f32 * MODULE;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    response
        .widget_info(|| WidgetInfo::labeled(Role::Image, true, crate::t!("qr-alt", link = link)));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, Color32::WHITE);
    for y in 0..code.width() {
        for x in 0..code.width() {
            if code.is_dark(x, y) {
                let at = Vec2::new((x + QUIET_ZONE) as f32, (y + QUIET_ZONE) as f32) * MODULE;
                let module = Rect::from_min_size(rect.min + at, Vec2::splat(MODULE));
                painter.rect_filled(module, 0.0, Color32::BLACK);
            }
        }
    }
}
