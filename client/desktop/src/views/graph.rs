//! A review's evaluation graph, painted with egui's painter: black's chance to win after every
//! move, one point per position, the marked moves as coloured dots, the position on the board
//! as a vertical line. A click picks the position under it.

use boardroom_protocol::MoveClass;
use eframe::egui::{self, Color32, Pos2, Sense, Shape, Stroke, Vec2, pos2};

/// The graph's height, in points.
const HEIGHT: f32 = 120.0;

/// A marked move's sign after its name, and its colour; `None` for a good move.
#[must_use]
pub fn mark(class: MoveClass) -> Option<(&'static str, Color32)> {
    match class {
        MoveClass::Good => None,
        MoveClass::Inaccuracy => Some(("?!", Color32::from_rgb(200, 160, 0))),
        MoveClass::Mistake => Some(("?", Color32::from_rgb(225, 110, 0))),
        MoveClass::Blunder => Some(("??", Color32::from_rgb(205, 35, 35))),
    }
}

/// Paints the graph of `black` (black's chance in each position, in thousandths, the start
/// first) across the width `ui` has, the moves of `marks` (a move's index, 0 the first, and its
/// class) as dots, and the position `at` as a line. Returns the position clicked, if any.
pub fn show(
    ui: &mut egui::Ui,
    black: &[u16],
    marks: &[(usize, MoveClass)],
    at: usize,
) -> Option<usize> {
    let width = ui.available_width().max(100.0);
    let (rect, response) = ui.allocate_exact_size(Vec2::new(width, HEIGHT), Sense::click());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, Color32::from_gray(235));
    let last = black.len().saturating_sub(1).max(1);
    let x = |i: usize| rect.left() + rect.width() * i as f32 / last as f32;
    let y = |v: u16| rect.bottom() - rect.height() * f32::from(v.min(1000)) / 1000.0;
    let points: Vec<Pos2> = black
        .iter()
        .enumerate()
        .map(|(i, &v)| pos2(x(i), y(v)))
        .collect();
    if points.len() >= 2 {
        // Black's chance, shaded dark from the curve down; white's is the light rest.
        for pair in points.windows(2) {
            let [a, b] = [pair[0], pair[1]];
            painter.add(Shape::convex_polygon(
                vec![a, b, pos2(b.x, rect.bottom()), pos2(a.x, rect.bottom())],
                Color32::from_gray(60),
                Stroke::NONE,
            ));
        }
        painter.line(
            points.clone(),
            Stroke::new(1.5, Color32::from_rgb(30, 110, 200)),
        );
    }
    let middle = rect.center().y;
    painter.line_segment(
        [pos2(rect.left(), middle), pos2(rect.right(), middle)],
        Stroke::new(1.0, Color32::from_gray(150)),
    );
    for &(index, class) in marks {
        if let (Some((_, color)), Some(&p)) = (mark(class), points.get(index + 1)) {
            painter.circle(p, 4.0, color, Stroke::new(1.0, Color32::WHITE));
        }
    }
    if at <= last {
        let cx = x(at);
        painter.line_segment(
            [pos2(cx, rect.top()), pos2(cx, rect.bottom())],
            Stroke::new(1.5, Color32::from_rgb(210, 40, 40)),
        );
    }
    let clicked = response
        .clicked()
        .then(|| response.interact_pointer_pos())
        .flatten()
        .map(|pos| {
            let share = ((pos.x - rect.left()) / rect.width()).clamp(0.0, 1.0);
            let index = (share * last as f32).round() as usize;
            index.min(black.len().saturating_sub(1))
        });
    response.on_hover_text(crate::t!("desk-review-graph"));
    clicked
}
