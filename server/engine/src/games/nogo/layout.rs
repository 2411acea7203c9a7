//! The two numberings of a NoGo board's points, and the map between them.
//!
//! The stones live in a [`Grid`], whose padded indices make neighbour scans free of bounds checks.
//! The group and liberty tables are indexed densely instead (`y * size + x`, the order of
//! [`Shape::points`]), so that a set of points fits in a few words (six on 19x19) and the per-point tables
//! are no larger than the board. The layout never changes during a game, so every copy of a game
//! shares one through an `Arc`.

use crate::Point;
use crate::board::{Grid, Shape};

use super::bits::words_for;

/// The dense index that marks a grid cell off the board.
pub(super) const NONE: u16 = u16::MAX;

/// The maps between grid indices and dense indices of one board size.
#[derive(Debug)]
pub(super) struct Layout {
    /// Points along one edge.
    size: u8,
    /// The grid index of each point, by dense index.
    cells: Vec<u16>,
    /// The dense index of each grid cell, [`NONE`] for the frame.
    dense: Vec<u16>,
    /// The words a set of points takes on this board.
    words: usize,
    /// The grid index steps to the four neighbours, from [`Grid::neighbours`].
    steps: [isize; 4],
}

impl Layout {
    /// The layout of `grid`, a square board of at most 19 x 19 points.
    pub(super) fn new(grid: &Grid) -> Layout {
        let size = grid.shape().size();
        // Grid indices of a 19x19 board stay below (19 + 2 * PAD)^2 = 841, so they fit in u16.
        let cells: Vec<u16> = grid.indices().map(|i| i as u16).collect();
        let mut dense = vec![NONE; grid.len()];
        for (d, &i) in cells.iter().enumerate() {
            dense[usize::from(i)] = d as u16;
        }
        let mut steps = [0; 4];
        for (step, &n) in steps.iter_mut().zip(grid.neighbours()) {
            *step = n;
        }
        Layout {
            size,
            words: words_for(cells.len()),
            cells,
            dense,
            steps,
        }
    }

    /// Points along one edge.
    pub(super) fn size(&self) -> u8 {
        self.size
    }

    /// The board's shape.
    pub(super) fn shape(&self) -> Shape {
        Shape::Square { size: self.size }
    }

    /// How many points the board has.
    pub(super) fn points(&self) -> usize {
        self.cells.len()
    }

    /// The words a set of points takes.
    pub(super) fn words(&self) -> usize {
        self.words
    }

    /// The neighbour steps in grid indices.
    pub(super) fn steps(&self) -> [isize; 4] {
        self.steps
    }

    /// The grid index of the point with dense index `d`.
    pub(super) fn cell(&self, d: usize) -> usize {
        usize::from(self.cells[d])
    }

    /// The dense index of grid cell `i` (only asked of on-board cells).
    pub(super) fn dense(&self, i: usize) -> usize {
        usize::from(self.dense[i])
    }

    /// The dense index of a point, or `None` off the board.
    pub(super) fn index(&self, p: Point) -> Option<usize> {
        let n = i16::from(self.size);
        let (x, y) = (i16::from(p.x), i16::from(p.y));
        ((0..n).contains(&x) && (0..n).contains(&y))
            .then(|| usize::from(self.size) * y as usize + x as usize)
    }

    /// The point with dense index `d`.
    pub(super) fn point(&self, d: usize) -> Point {
        let size = usize::from(self.size);
        // Both coordinates are below the size, at most 19.
        Point::new((d % size) as i8, (d / size) as i8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numberings_agree() {
        for size in [7, 9, 19] {
            let shape = Shape::Square { size };
            let grid = Grid::new(shape);
            let layout = Layout::new(&grid);
            assert_eq!(layout.points(), shape.point_count());
            for (d, p) in shape.points().enumerate() {
                assert_eq!(layout.index(p), Some(d));
                assert_eq!(layout.point(d), p);
                assert_eq!(grid.index(p), Some(layout.cell(d)));
                assert_eq!(layout.dense(layout.cell(d)), d);
            }
            assert_eq!(layout.index(Point::new(-1, 0)), None);
            assert_eq!(layout.index(Point::new(0, size as i8)), None);
        }
    }
}
