//! Painting a board with egui's painter, and turning a click into a point.

use std::collections::HashMap;

use boardroom_protocol::{Point, Seat};
use eframe::egui::{
    self, Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Shape, Stroke, Ui, Vec2, pos2,
};

use super::{Geometry, Layout};

/// What to draw on the board, besides the board itself.
#[derive(Debug, Clone, Default)]
pub struct BoardLook<'a> {
    /// The stones, by point.
    pub stones: Option<&'a HashMap<Point, Seat>>,
    /// The last move's point, marked.
    pub last: Option<Point>,
    /// The discs the last move turned, marked lightly.
    pub flipped: &'a [Point],
    /// The winning row, ringed.
    pub line: &'a [Point],
    /// Points to hint as legal (empty when hints are off).
    pub hints: &'a [Point],
    /// Renju's forbidden points, crossed.
    pub forbidden: &'a [Point],
    /// Whether a click may play: the hovered point shows a ghost stone of this seat.
    pub ghost: Option<Seat>,
    /// A review's better move, and whose it was: a faint stone in a green ring.
    pub better: Option<(Point, Seat)>,
    /// A line of play to number on the board (a missed win by continuous fours), the first
    /// move 1.
    pub sequence: &'a [Point],
}

/// Where the board was painted, and what was clicked.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardResponse {
    /// The point clicked this frame, if any.
    pub clicked: Option<Point>,
    /// The screen position of board unit (0, 0).
    pub origin: Pos2,
    /// Screen points per board unit.
    pub scale: f32,
}

impl BoardResponse {
    /// The screen position of a board position (board units).
    #[must_use]
    pub fn to_screen(&self, at: Pos2) -> Pos2 {
        self.origin + at.to_vec2() * self.scale
    }
}

/// The wood of five-in-a-row boards.
const WOOD: Color32 = Color32::from_rgb(222, 184, 120);
/// The felt of reversi.
const FELT: Color32 = Color32::from_rgb(38, 120, 72);
/// Lines and labels on wood.
const INK: Color32 = Color32::from_rgb(60, 42, 20);
/// The winning row's rings and renju's crosses.
const RED: Color32 = Color32::from_rgb(210, 40, 40);
/// A review's better move and missed lines.
const GREEN: Color32 = Color32::from_rgb(30, 150, 70);

/// Paints the board of `geometry` into the space `ui` has left (square, centred), with `look`
/// on it, and reports a click on a point.
pub fn paint(ui: &mut Ui, geometry: &Geometry, look: &BoardLook<'_>) -> BoardResponse {
    let available = ui.available_size();
    let scale = (available.x / geometry.width)
        .min(available.y / geometry.height)
        .max(4.0);
    let size = Vec2::new(geometry.width, geometry.height) * scale;
    let (rect, response) = ui.allocate_exact_size(available.max(size), Sense::click());
    let board = Rect::from_center_size(rect.center(), size);
    let origin = board.min;
    let frame = BoardResponse {
        clicked: None,
        origin,
        scale,
    };
    let at = |p: Point| frame.to_screen(geometry.pos(p));
    let painter = ui.painter_at(rect);
    let ink = if geometry.layout == Layout::Squares {
        Color32::from_rgb(12, 50, 28)
    } else {
        INK
    };
    let background = if geometry.layout == Layout::Squares {
        FELT
    } else {
        WOOD
    };
    match geometry.layout {
        Layout::Hex => {
            // The hexagon's outline, a little outside the outer points.
            let k = i8::try_from(geometry.size).unwrap_or(i8::MAX) - 1;
            let corners = [(k, 0), (0, k), (-k, k), (-k, 0), (0, -k), (k, -k)];
            let centre = at(Point::new(0, 0));
            let outline: Vec<Pos2> = corners
                .iter()
                .map(|&(q, r)| {
                    let c = at(Point::new(q, r));
                    centre + (c - centre) * (1.0 + 0.9 / f32::from(geometry.size))
                })
                .collect();
            painter.add(Shape::convex_polygon(outline, WOOD, Stroke::NONE));
        }
        Layout::Grid | Layout::Squares => {
            painter.rect_filled(board, CornerRadius::same(6), background);
        }
    }
    let line_width = (scale * 0.035).clamp(1.0, 2.0);
    for [a, b] in geometry.lines() {
        painter.line_segment(
            [frame.to_screen(a), frame.to_screen(b)],
            Stroke::new(line_width, ink),
        );
    }
    for star in geometry.stars() {
        painter.circle_filled(frame.to_screen(star), (scale * 0.09).max(2.0), ink);
    }
    let font = FontId::proportional((scale * 0.36).clamp(8.0, 16.0));
    let label_color = if geometry.layout == Layout::Squares {
        Color32::from_gray(230)
    } else {
        INK
    };
    for (pos, text) in geometry.labels() {
        painter.text(
            frame.to_screen(pos),
            Align2::CENTER_CENTER,
            text,
            font.clone(),
            label_color,
        );
    }

    let radius = geometry.radius() * scale;
    for &p in look.hints {
        if look.stones.is_some_and(|s| s.contains_key(&p)) {
            continue;
        }
        let hint = if geometry.layout == Layout::Squares {
            Color32::from_black_alpha(90)
        } else {
            Color32::from_rgba_unmultiplied(30, 90, 200, 150)
        };
        painter.circle_filled(at(p), radius * 0.25, hint);
    }
    for &p in look.forbidden {
        let c = at(p);
        let d = radius * 0.35;
        let stroke = Stroke::new(line_width * 1.5, RED);
        painter.line_segment([c + Vec2::new(-d, -d), c + Vec2::new(d, d)], stroke);
        painter.line_segment([c + Vec2::new(-d, d), c + Vec2::new(d, -d)], stroke);
    }
    if let Some(stones) = look.stones {
        for (&p, &seat) in stones {
            stone(&painter, at(p), radius, seat, 255);
        }
    }
    for &p in look.flipped {
        if let Some(&seat) = look.stones.and_then(|s| s.get(&p)) {
            painter.circle_stroke(
                at(p),
                radius * 0.5,
                Stroke::new(1.0, contrast(seat).gamma_multiply(0.5)),
            );
        }
    }
    if let Some(p) = look.last {
        let seat = look
            .stones
            .and_then(|s| s.get(&p))
            .copied()
            .unwrap_or(Seat::Black);
        painter.circle_filled(at(p), radius * 0.28, RED);
        painter.circle_stroke(at(p), radius * 0.28, Stroke::new(1.0, contrast(seat)));
    }
    if let Some((p, seat)) = look.better {
        stone(&painter, at(p), radius, seat, 110);
        painter.circle_stroke(
            at(p),
            radius * 1.08,
            Stroke::new((scale * 0.08).max(2.0), GREEN),
        );
    }
    for (number, &p) in look.sequence.iter().enumerate() {
        painter.circle_filled(at(p), radius * 0.55, GREEN.gamma_multiply(0.85));
        painter.text(
            at(p),
            Align2::CENTER_CENTER,
            (number + 1).to_string(),
            FontId::proportional((radius * 0.8).max(8.0)),
            Color32::WHITE,
        );
    }
    for &p in look.line {
        painter.circle_stroke(
            at(p),
            radius * 1.08,
            Stroke::new((scale * 0.08).max(2.0), RED),
        );
    }

    let mut clicked = None;
    let hovered = response
        .hover_pos()
        .map(|pos| ((pos - origin) / scale).to_pos2())
        .and_then(|pos| geometry.hit(pos));
    if let (Some(seat), Some(p)) = (look.ghost, hovered)
        && !look.stones.is_some_and(|s| s.contains_key(&p))
    {
        stone(&painter, at(p), radius, seat, 110);
    }
    if response.clicked()
        && let Some(pos) = response.interact_pointer_pos()
    {
        clicked = geometry.hit(((pos - origin) / scale).to_pos2());
    }
    BoardResponse { clicked, ..frame }
}

/// The colour that stands out on a stone of `seat`.
fn contrast(seat: Seat) -> Color32 {
    match seat {
        Seat::Black => Color32::WHITE,
        Seat::White => Color32::BLACK,
    }
}

/// One stone or disc, with a rim and a little light so it reads as round.
fn stone(painter: &egui::Painter, centre: Pos2, radius: f32, seat: Seat, alpha: u8) {
    let (fill, rim) = match seat {
        Seat::Black => (Color32::from_gray(20), Color32::from_gray(0)),
        Seat::White => (Color32::from_gray(245), Color32::from_gray(120)),
    };
    let fill = Color32::from_rgba_unmultiplied(fill.r(), fill.g(), fill.b(), alpha);
    let rim = Color32::from_rgba_unmultiplied(rim.r(), rim.g(), rim.b(), alpha);
    painter.circle(centre, radius, fill, Stroke::new(1.0, rim));
    let shine = Color32::from_white_alpha(if seat == Seat::Black { 40 } else { 90 })
        .gamma_multiply(f32::from(alpha) / 255.0);
    painter.circle_filled(
        pos2(centre.x - radius * 0.3, centre.y - radius * 0.3),
        radius * 0.3,
        shine,
    );
}
