//! The shape of a board: which points exist.

use crate::Point;

/// Which points a board has. Square boards hold `size * size` points `(x, y)` with
/// `0 <= x, y < size`; the hexagonal board holds the axial points `(q, r)` with
/// `max(|q|, |r|, |q + r|) <= size - 1`, that is `3 * size * (size - 1) + 1` points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Shape {
    /// A `size` x `size` grid.
    Square {
        /// Points along one edge.
        size: u8,
    },
    /// A hexagon of `size` points a side, in axial coordinates centred on `(0, 0)`.
    Hex {
        /// Points along one edge.
        size: u8,
    },
}

impl Shape {
    /// Points along one edge.
    #[must_use]
    pub const fn size(self) -> u8 {
        match self {
            Shape::Square { size } | Shape::Hex { size } => size,
        }
    }

    /// The side of the smallest square box that holds the board: the board's `size` for a square
    /// board, `2 * size - 1` for the hexagon (whose axial coordinates run from `-(size-1)` to
    /// `size-1`).
    #[must_use]
    pub const fn box_side(self) -> usize {
        match self {
            Shape::Square { size } => size as usize,
            Shape::Hex { size } => 2 * size as usize - 1,
        }
    }

    /// The point's position `(column, row)` inside the bounding box, or `None` off the board.
    /// For the hexagon this shifts `(q, r)` by `size - 1`.
    #[must_use]
    pub fn box_coords(self, p: Point) -> Option<(usize, usize)> {
        if !self.contains(p) {
            return None;
        }
        let shift = match self {
            Shape::Square { .. } => 0,
            Shape::Hex { size } => i16::from(size) - 1,
        };
        // Both values are in 0..box_side once `contains` holds.
        let bx = usize::try_from(i16::from(p.x) + shift).ok()?;
        let by = usize::try_from(i16::from(p.y) + shift).ok()?;
        Some((bx, by))
    }

    /// The point at `(column, row)` of the bounding box, whether or not it is on the board.
    #[must_use]
    pub fn point_at_box(self, bx: usize, by: usize) -> Point {
        let shift = match self {
            Shape::Square { .. } => 0,
            Shape::Hex { size } => i64::from(size) - 1,
        };
        #[expect(
            clippy::cast_possible_truncation,
            clippy::cast_possible_wrap,
            reason = "the box side is at most 2 * 19 - 1, so the casts never truncate"
        )]
        Point::new((bx as i64 - shift) as i8, (by as i64 - shift) as i8)
    }

    /// Whether the point is on the board.
    #[must_use]
    pub fn contains(self, p: Point) -> bool {
        match self {
            Shape::Square { size } => {
                let n = i16::from(size);
                (0..n).contains(&i16::from(p.x)) && (0..n).contains(&i16::from(p.y))
            }
            Shape::Hex { size } => {
                let (q, r) = (i16::from(p.x), i16::from(p.y));
                let limit = i16::from(size) - 1;
                q.abs() <= limit && r.abs() <= limit && (q + r).abs() <= limit
            }
        }
    }

    /// Every point of the board, row by row from the top, left to right.
    pub fn points(self) -> impl Iterator<Item = Point> {
        let side = self.box_side();
        (0..side)
            .flat_map(move |by| (0..side).map(move |bx| self.point_at_box(bx, by)))
            .filter(move |&p| self.contains(p))
    }

    /// How many points the board has.
    #[must_use]
    pub fn point_count(self) -> usize {
        match self {
            Shape::Square { size } => usize::from(size) * usize::from(size),
            Shape::Hex { size } => {
                let s = usize::from(size);
                3 * s * (s - 1) + 1
            }
        }
    }

    /// The centre point: `(size/2, size/2)` on a square board (for even sizes the lower-right of
    /// the four middle points), `(0, 0)` on the hexagon.
    #[must_use]
    pub fn center(self) -> Point {
        match self {
            Shape::Square { size } => {
                #[expect(
                    clippy::cast_possible_wrap,
                    reason = "board sizes are at most 19, so half of one fits an i8"
                )]
                let c = (size / 2) as i8;
                Point::new(c, c)
            }
            Shape::Hex { .. } => Point::new(0, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_point_counts() {
        for (size, count) in [(5, 61), (8, 169), (10, 271)] {
            let shape = Shape::Hex { size };
            assert_eq!(shape.point_count(), count);
            assert_eq!(shape.points().count(), count);
        }
    }

    #[test]
    fn box_round_trip() {
        for shape in [Shape::Square { size: 15 }, Shape::Hex { size: 8 }] {
            for p in shape.points() {
                let (bx, by) = shape.box_coords(p).expect("on board");
                assert_eq!(shape.point_at_box(bx, by), p);
            }
        }
    }
}
