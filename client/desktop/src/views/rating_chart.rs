//! A rating's history as a small line chart, painted with egui's painter from the layout of
//! `ratings::chart` (pure): the oldest game on the left, a dot a game, the ratings at the bottom
//! and top written in the corners. Labelled for screen readers (and the tests) with where the
//! history went.

use boardroom_protocol::RatingPoint;
use eframe::egui::{
    self, Align2, Color32, FontId, Pos2, Rect, Role, Sense, Stroke, Vec2, WidgetInfo, pos2,
};

use crate::ratings::{chart, texts};

/// The chart's size, in points.
const SIZE: Vec2 = Vec2::new(260.0, 70.0);

/// Space kept inside the frame, so that the dots and the line are not cut.
const PAD: f32 = 8.0;

/// Paints `history` (oldest first) of the rating named `title`.
pub fn show(ui: &mut egui::Ui, title: &str, history: &[RatingPoint]) {
    let ratings: Vec<i32> = history.iter().map(|p| p.rating).collect();
    let (Some(&first), Some(&last)) = (ratings.first(), ratings.last()) else {
        return;
    };
    let label = texts::chart_label(title, first, last, ratings.len());
    let (rect, response) = ui.allocate_exact_size(SIZE, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(Role::Image, true, label.clone()));
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::from_gray(240));
    let layout = chart::layout(&ratings);
    let inner = rect.shrink(PAD);
    let place = |(x, y): (f32, f32)| -> Pos2 {
        pos2(
            inner.left() + inner.width() * x,
            inner.bottom() - inner.height() * y,
        )
    };
    let points: Vec<Pos2> = layout.points.iter().copied().map(place).collect();
    let line = Stroke::new(1.5, Color32::from_rgb(30, 110, 200));
    if points.len() >= 2 {
        painter.line(points.clone(), line);
    }
    for &p in &points {
        painter.circle_filled(p, 2.5, line.color);
    }
    let small = FontId::proportional(10.0);
    let grey = Color32::from_gray(110);
    let corner = |at: Pos2, align: Align2, rating: i32| {
        painter.text(at, align, rating.to_string(), small.clone(), grey);
    };
    corner(
        rect.left_top() + Vec2::splat(2.0),
        Align2::LEFT_TOP,
        layout.high,
    );
    corner(
        rect.left_bottom() + Vec2::new(2.0, -2.0),
        Align2::LEFT_BOTTOM,
        layout.low,
    );
    response.on_hover_text(label);
    // The frame's edge, over the line's ends.
    painter.rect_stroke(
        Rect::from_min_size(rect.min, rect.size()),
        4.0,
        Stroke::new(1.0, Color32::from_gray(200)),
        egui::StrokeKind::Inside,
    );
}
