//! A board as a padded one-dimensional array of cells: the line geometry shared by the square and
//! hexagonal boards.
//!
//! Every point gets an index; a step along a line is adding a fixed offset. A frame of
//! [`Cell::Wall`] cells, [`PAD`] deep, surrounds the board, and on the hexagon the corners of the
//! bounding box that are not on the board are walls as well. So a scan walks until it meets
//! something other than what it looks for, and never needs a bounds check; pattern code may read
//! up to [`PAD`] cells past the last stone in any direction.

use super::Shape;
use crate::{Point, Side};

/// How many wall cells frame the board on each side.
pub const PAD: usize = 5;

/// What a cell of the array holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Cell {
    /// A free point of the board.
    Empty = 0,
    /// A black stone.
    Black = 1,
    /// A white stone.
    White = 2,
    /// Not a point of the board (the frame, or a corner of the hexagon's box).
    Wall = 3,
}

impl Cell {
    /// The cell holding a stone of this side.
    #[must_use]
    pub const fn stone(side: Side) -> Cell {
        match side {
            Side::Black => Cell::Black,
            Side::White => Cell::White,
        }
    }

    /// The side whose stone this is, if any.
    #[must_use]
    pub const fn side(self) -> Option<Side> {
        match self {
            Cell::Black => Some(Side::Black),
            Cell::White => Some(Side::White),
            Cell::Empty | Cell::Wall => None,
        }
    }
}

/// A board of cells with its line geometry.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    /// Which points exist; fixed for the grid's life.
    shape: Shape,
    /// Cells per row of the padded array (the box side plus two frames).
    stride: usize,
    /// Every cell, row by row, frame included.
    cells: Vec<Cell>,
    /// The index step of each line direction: four on a square board (horizontal, vertical and
    /// both diagonals), three on the hexagon (`[1,0]`, `[0,1]`, `[1,-1]`).
    lines: Vec<isize>,
    /// The index step to each orthogonal neighbour on a square board, or each of the six
    /// neighbours on the hexagon.
    neighbours: Vec<isize>,
}

impl std::fmt::Debug for Grid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "Grid {:?}", self.shape)?;
        f.write_str(&self.to_ascii())
    }
}

impl Grid {
    /// An empty board of this shape.
    #[must_use]
    pub fn new(shape: Shape) -> Grid {
        let side = shape.box_side();
        let stride = side + 2 * PAD;
        let mut cells = vec![Cell::Wall; stride * stride];
        for by in 0..side {
            for bx in 0..side {
                if shape.contains(shape.point_at_box(bx, by)) {
                    cells[(by + PAD) * stride + bx + PAD] = Cell::Empty;
                }
            }
        }
        let s = isize::try_from(stride).unwrap_or(isize::MAX);
        let (lines, neighbours) = match shape {
            Shape::Square { .. } => (vec![1, s, s + 1, 1 - s], vec![1, -1, s, -s]),
            Shape::Hex { .. } => (vec![1, s, 1 - s], vec![1, -1, s, -s, 1 - s, s - 1]),
        };
        Grid {
            shape,
            stride,
            cells,
            lines,
            neighbours,
        }
    }

    /// The board's shape.
    #[must_use]
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The length of the cell array (for tables indexed like it).
    #[must_use]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Never true: a grid always has its frame. Here for clippy's `len_without_is_empty`.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell index of a point, or `None` off the board.
    #[must_use]
    pub fn index(&self, p: Point) -> Option<usize> {
        let (bx, by) = self.shape.box_coords(p)?;
        Some((by + PAD) * self.stride + bx + PAD)
    }

    /// The point at a cell index (meaningful only for on-board cells).
    #[must_use]
    pub fn point(&self, index: usize) -> Point {
        let (by, bx) = (index / self.stride, index % self.stride);
        self.shape
            .point_at_box(bx.wrapping_sub(PAD), by.wrapping_sub(PAD))
    }

    /// The cell at an index.
    #[must_use]
    pub fn cell(&self, index: usize) -> Cell {
        self.cells[index]
    }

    /// The cell `steps` steps from `index` along `dir` (an entry of [`Grid::lines`] or
    /// [`Grid::neighbours`]). Within [`PAD`] steps of a board cell this is always inside the array.
    #[must_use]
    pub fn cell_at(&self, index: usize, dir: isize, steps: isize) -> Cell {
        self.cells[index.wrapping_add_signed(dir * steps)]
    }

    /// Sets the cell at an index (an on-board cell: walls stay walls).
    pub fn set(&mut self, index: usize, cell: Cell) {
        debug_assert!(self.cells[index] != Cell::Wall && cell != Cell::Wall);
        self.cells[index] = cell;
    }

    /// The stone on a point, if any (`None` also off the board).
    #[must_use]
    pub fn stone(&self, p: Point) -> Option<Side> {
        self.index(p).and_then(|i| self.cells[i].side())
    }

    /// The index steps of the line directions.
    #[must_use]
    pub fn lines(&self) -> &[isize] {
        &self.lines
    }

    /// The index steps to a cell's neighbours.
    #[must_use]
    pub fn neighbours(&self) -> &[isize] {
        &self.neighbours
    }

    /// The indices of every on-board cell, in the order of [`Shape::points`].
    pub fn indices(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.cells.len()).filter(|&i| self.cells[i] != Cell::Wall)
    }

    /// How many cells equal to `cell` follow `index` along `dir` without a break (`index` itself
    /// not counted).
    #[must_use]
    pub fn run(&self, index: usize, dir: isize, cell: Cell) -> usize {
        let mut n = 0;
        let mut i = index.wrapping_add_signed(dir);
        while self.cells[i] == cell {
            n += 1;
            i = i.wrapping_add_signed(dir);
        }
        n
    }

    /// The length of the unbroken line of `side`'s stones through `index` along `dir`, counting
    /// `index` itself as one of them (whether or not the stone is there yet).
    #[must_use]
    pub fn line_length(&self, index: usize, dir: isize, side: Side) -> usize {
        let cell = Cell::stone(side);
        1 + self.run(index, dir, cell) + self.run(index, -dir, cell)
    }

    /// Whether the opponent's stones stand at both ends of the unbroken line of `side`'s stones
    /// through `index` along `dir` (the board's edge closes nothing).
    #[must_use]
    pub fn line_closed(&self, index: usize, dir: isize, side: Side) -> bool {
        let cell = Cell::stone(side);
        let opponent = Cell::stone(side.opponent());
        let beyond = |dir: isize| {
            let steps = isize::try_from(self.run(index, dir, cell)).unwrap_or(0) + 1;
            self.cell_at(index, dir, steps)
        };
        beyond(dir) == opponent && beyond(-dir) == opponent
    }

    /// The points of the unbroken line of `side`'s stones through `index` along `dir`, in order,
    /// `index` included.
    #[must_use]
    pub fn line_points(&self, index: usize, dir: isize, side: Side) -> Vec<Point> {
        let cell = Cell::stone(side);
        let back = self.run(index, -dir, cell);
        let len = 1 + back + self.run(index, dir, cell);
        let start = index.wrapping_add_signed(-dir * isize::try_from(back).unwrap_or(0));
        (0..len)
            .map(|k| self.point(start.wrapping_add_signed(dir * isize::try_from(k).unwrap_or(0))))
            .collect()
    }

    /// The board as text: one row of the bounding box per line, `X` black, `O` white, `.` empty,
    /// and a space for box cells that are not on the board.
    #[must_use]
    pub fn to_ascii(&self) -> String {
        let side = self.shape.box_side();
        let mut out = String::with_capacity(side * (side + 1));
        for by in 0..side {
            for bx in 0..side {
                out.push(match self.cells[(by + PAD) * self.stride + bx + PAD] {
                    Cell::Empty => '.',
                    Cell::Black => 'X',
                    Cell::White => 'O',
                    Cell::Wall => ' ',
                });
            }
            out.push('\n');
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_round_trip() {
        for shape in [Shape::Square { size: 9 }, Shape::Hex { size: 5 }] {
            let grid = Grid::new(shape);
            let from_cells: Vec<Point> = grid.indices().map(|i| grid.point(i)).collect();
            let from_shape: Vec<Point> = shape.points().collect();
            assert_eq!(from_cells, from_shape);
            for p in shape.points() {
                let i = grid.index(p).expect("on board");
                assert_eq!(grid.point(i), p);
            }
        }
    }

    #[test]
    fn hex_lines_follow_axial_directions() {
        let grid = Grid::new(Shape::Hex { size: 5 });
        let centre = grid.index(Point::new(0, 0)).expect("centre");
        let expected = [Point::new(1, 0), Point::new(0, 1), Point::new(1, -1)];
        for (dir, want) in grid.lines().iter().zip(expected) {
            assert_eq!(grid.point(centre.wrapping_add_signed(*dir)), want);
        }
    }

    #[test]
    fn runs_stop_at_the_edge() {
        let mut grid = Grid::new(Shape::Square { size: 9 });
        for x in 0..5 {
            let i = grid.index(Point::new(x, 0)).expect("on board");
            grid.set(i, Cell::Black);
        }
        let first = grid.index(Point::new(0, 0)).expect("on board");
        assert_eq!(grid.line_length(first, 1, Side::Black), 5);
        assert_eq!(grid.line_points(first, 1, Side::Black).len(), 5);
        assert_eq!(grid.run(first, -1, Cell::Black), 0);
    }
}
