//! Where everything goes on a board, in board units (one grid step is 1.0). The point lists come
//! from the engine's [`Shape`], so the app and the rules agree on which points exist.

use boardroom_engine::board::Shape;
use boardroom_protocol::{BoardKind, GameInfo, Options, Point};
use eframe::egui::{Pos2, pos2};

/// Column letters of square boards (no I is skipped: the web client uses the same letters).
const LETTERS: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// How a game's board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// Stones on the intersections of a square grid (gomoku, nogo).
    Grid,
    /// Discs in the squares of a board (reversi).
    Squares,
    /// Stones on the points of a triangular mesh in a hexagon (hex gomoku).
    Hex,
}

/// The board of one game with its options.
#[derive(Debug, Clone, PartialEq)]
pub struct Geometry {
    /// How it is drawn.
    pub layout: Layout,
    /// Points along an edge.
    pub size: u8,
    /// Every point of the board, row by row.
    pub points: Vec<Point>,
    /// The board's width in board units, margins included.
    pub width: f32,
    /// The board's height in board units, margins included.
    pub height: f32,
    /// The empty border around the points, in board units.
    margin: f32,
}

/// The height of one row of the hexagonal mesh: sqrt(3)/2.
const HEX_ROW: f32 = 0.866_025_4;

impl Geometry {
    /// The board of a game of the catalogue's `info` set up with `options`.
    #[must_use]
    pub fn of(info: &GameInfo, options: &Options) -> Geometry {
        Geometry::new(info.board, crate::catalogue::size(info, options))
    }

    /// A board drawn as `board` with `size` points along an edge: the one place the app tells
    /// the boards apart.
    #[must_use]
    pub fn new(board: BoardKind, size: u8) -> Geometry {
        let n = f32::from(size);
        let (layout, shape) = match board {
            BoardKind::Hexagon => (Layout::Hex, Shape::Hex { size }),
            BoardKind::Squares => (Layout::Squares, Shape::Square { size }),
            BoardKind::Points => (Layout::Grid, Shape::Square { size }),
        };
        let points = shape.points().map(|p| Point::new(p.x, p.y)).collect();
        let (margin, width, height) = match layout {
            Layout::Grid => (1.25, n - 1.0 + 2.5, n - 1.0 + 2.5),
            Layout::Squares => (0.8, n + 1.6, n + 1.6),
            Layout::Hex => {
                let k = n - 1.0;
                (1.1, 2.0 * (1.1 + k), 2.0 * (1.1 + k * HEX_ROW))
            }
        };
        Geometry {
            layout,
            size,
            points,
            width,
            height,
            margin,
        }
    }

    /// Where the point's centre lies, in board units.
    #[must_use]
    pub fn pos(&self, p: Point) -> Pos2 {
        let (x, y) = (f32::from(p.x), f32::from(p.y));
        match self.layout {
            Layout::Grid => pos2(self.margin + x, self.margin + y),
            Layout::Squares => pos2(self.margin + x + 0.5, self.margin + y + 0.5),
            Layout::Hex => {
                let k = f32::from(self.size) - 1.0;
                let cx = self.margin + k;
                let cy = self.margin + k * HEX_ROW;
                pos2(cx + x + y / 2.0, cy + HEX_ROW * y)
            }
        }
    }

    /// A stone's radius, in board units.
    #[must_use]
    pub fn radius(&self) -> f32 {
        match self.layout {
            Layout::Grid => 0.46,
            Layout::Squares => 0.4,
            Layout::Hex => 0.44,
        }
    }

    /// The board's lines, each from one end to the other.
    #[must_use]
    pub fn lines(&self) -> Vec<[Pos2; 2]> {
        let n = f32::from(self.size);
        let m = self.margin;
        match self.layout {
            Layout::Grid => {
                let end = m + n - 1.0;
                (0..self.size)
                    .flat_map(|i| {
                        let c = m + f32::from(i);
                        [[pos2(m, c), pos2(end, c)], [pos2(c, m), pos2(c, end)]]
                    })
                    .collect()
            }
            Layout::Squares => {
                let end = m + n;
                (0..=self.size)
                    .flat_map(|i| {
                        let c = m + f32::from(i);
                        [[pos2(m, c), pos2(end, c)], [pos2(c, m), pos2(c, end)]]
                    })
                    .collect()
            }
            Layout::Hex => {
                let mut lines = Vec::new();
                for (dq, dr) in [(1, 0), (0, 1), (1, -1)] {
                    for &p in &self.points {
                        // A line starts at a point with no neighbour behind it and runs to the edge.
                        if self.contains(p.x - dq, p.y - dr) {
                            continue;
                        }
                        let mut e = p;
                        while self.contains(e.x + dq, e.y + dr) {
                            e = Point::new(e.x + dq, e.y + dr);
                        }
                        if e != p {
                            lines.push([self.pos(p), self.pos(e)]);
                        }
                    }
                }
                lines
            }
        }
    }

    /// Whether `(x, y)` is a point of the board.
    fn contains(&self, x: i8, y: i8) -> bool {
        self.points.contains(&Point::new(x, y))
    }

    /// The small dots that help the eye: Go's star points, reversi's four corners of the
    /// centre, the hexagon's centre.
    #[must_use]
    pub fn stars(&self) -> Vec<Pos2> {
        let n = i8::try_from(self.size).unwrap_or(i8::MAX);
        match self.layout {
            Layout::Grid => {
                if n < 7 {
                    return Vec::new();
                }
                let d = if n >= 13 { 3 } else { 2 };
                let far = n - 1 - d;
                let mut stars = vec![(d, d), (far, d), (d, far), (far, far)];
                if n % 2 == 1 {
                    let mid = (n - 1) / 2;
                    stars.push((mid, mid));
                    if n >= 19 {
                        stars.extend([(mid, d), (mid, far), (d, mid), (far, mid)]);
                    }
                }
                stars
                    .into_iter()
                    .map(|(x, y)| self.pos(Point::new(x, y)))
                    .collect()
            }
            Layout::Squares => {
                let q = f32::from(self.size) / 4.0;
                let far = f32::from(self.size) - q;
                [(q, q), (far, q), (q, far), (far, far)]
                    .into_iter()
                    .map(|(x, y)| pos2(self.margin + x, self.margin + y))
                    .collect()
            }
            Layout::Hex => vec![self.pos(Point::new(0, 0))],
        }
    }

    /// The coordinates written around the board: where, and what.
    #[must_use]
    pub fn labels(&self) -> Vec<(Pos2, String)> {
        let n = i8::try_from(self.size).unwrap_or(i8::MAX);
        let mut labels = Vec::new();
        match self.layout {
            Layout::Grid | Layout::Squares => {
                let grid = self.layout == Layout::Grid;
                // Squares' labels sit half a square further out: their points are centres.
                let off = if grid { 0.8 } else { 0.92 };
                for i in 0..n {
                    let letter = self.name(Point::new(i, 0)).chars().next().unwrap_or('?');
                    let column = letter.to_string();
                    let row = if grid {
                        (i16::from(n) - i16::from(i)).to_string()
                    } else {
                        (i16::from(i) + 1).to_string()
                    };
                    let top = self.pos(Point::new(i, 0));
                    let bottom = self.pos(Point::new(i, n - 1));
                    let left = self.pos(Point::new(0, i));
                    let right = self.pos(Point::new(n - 1, i));
                    labels.push((pos2(top.x, top.y - off), column.clone()));
                    labels.push((pos2(bottom.x, bottom.y + off), column));
                    labels.push((pos2(left.x - off, left.y), row.clone()));
                    labels.push((pos2(right.x + off, right.y), row));
                }
            }
            Layout::Hex => {
                let k = n - 1;
                for r in -k..=k {
                    let qmin = (-k).max(-k - r);
                    let at = self.pos(Point::new(qmin, r));
                    labels.push((pos2(at.x - 0.62, at.y), r.to_string()));
                }
                for q in -k..=k {
                    let rmax = k.min(k - q);
                    let at = self.pos(Point::new(q, rmax));
                    labels.push((pos2(at.x + 0.31, at.y + 0.62 * HEX_ROW), q.to_string()));
                }
            }
        }
        labels
    }

    /// The point's name for people: `H8` (gomoku, nogo: rows counted from the bottom), `d3`
    /// (reversi: a1 at the top left), `q,r` (hex).
    #[must_use]
    pub fn name(&self, p: Point) -> String {
        let letter = |x: i8| {
            usize::try_from(x)
                .ok()
                .and_then(|i| LETTERS.get(i))
                .map_or('?', |&b| char::from(b))
        };
        match self.layout {
            Layout::Grid => format!("{}{}", letter(p.x), i16::from(self.size) - i16::from(p.y)),
            Layout::Squares => {
                format!("{}{}", letter(p.x).to_ascii_lowercase(), i16::from(p.y) + 1)
            }
            Layout::Hex => format!("{},{}", p.x, p.y),
        }
    }

    /// The point under `at` (board units), if it is close enough to one.
    #[must_use]
    pub fn hit(&self, at: Pos2) -> Option<Point> {
        let reach = match self.layout {
            Layout::Squares => 0.71,
            Layout::Grid | Layout::Hex => 0.5,
        };
        self.points
            .iter()
            .map(|&p| (p, self.pos(p).distance(at)))
            .filter(|&(_, d)| d <= reach)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(p, _)| p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardroom_protocol::GameKind;

    fn options(size: i64) -> Options {
        Options {
            size: Some(size),
            ..Options::default()
        }
    }

    /// The board of `game` as the app's own catalogue describes it.
    fn board(game: GameKind, options: &Options) -> Geometry {
        Geometry::of(&crate::catalogue::info(&[], game), options)
    }

    #[test]
    fn every_board_has_the_engines_points() {
        assert_eq!(
            board(GameKind::Gomoku, &Options::default()).points.len(),
            225
        );
        assert_eq!(board(GameKind::Reversi, &options(10)).points.len(), 64);
        assert_eq!(board(GameKind::NoGo, &Options::default()).points.len(), 81);
        assert_eq!(board(GameKind::HexGomoku, &options(5)).points.len(), 61);
        assert_eq!(
            board(GameKind::HexGomoku, &Options::default()).points.len(),
            169
        );
    }

    #[test]
    fn a_click_finds_the_point_it_lands_on() {
        for game in GameKind::ALL {
            let g = board(game, &Options::default());
            for &p in &g.points {
                assert_eq!(g.hit(g.pos(p)), Some(p), "{game} {p}");
                let near = g.pos(p) + eframe::egui::vec2(0.2, -0.15);
                assert_eq!(g.hit(near), Some(p), "{game} {p} off centre");
            }
            assert_eq!(g.hit(pos2(-5.0, -5.0)), None);
        }
    }

    #[test]
    fn every_point_lies_inside_the_board() {
        for game in GameKind::ALL {
            let g = board(game, &Options::default());
            for &p in &g.points {
                let at = g.pos(p);
                assert!(
                    at.x > 0.0 && at.y > 0.0 && at.x < g.width && at.y < g.height,
                    "{game} {p}"
                );
            }
        }
    }

    #[test]
    fn names_follow_the_web_client() {
        let gomoku = board(GameKind::Gomoku, &Options::default());
        assert_eq!(gomoku.name(Point::new(7, 7)), "H8");
        assert_eq!(gomoku.name(Point::new(0, 14)), "A1");
        let reversi = board(GameKind::Reversi, &Options::default());
        assert_eq!(reversi.name(Point::new(3, 2)), "d3");
        let hex = board(GameKind::HexGomoku, &Options::default());
        assert_eq!(hex.name(Point::new(-3, 2)), "-3,2");
    }

    #[test]
    fn lines_and_stars() {
        let gomoku = board(GameKind::Gomoku, &Options::default());
        assert_eq!(gomoku.lines().len(), 30);
        assert_eq!(gomoku.stars().len(), 5);
        let reversi = board(GameKind::Reversi, &Options::default());
        assert_eq!(reversi.lines().len(), 18);
        let hex = board(GameKind::HexGomoku, &options(5));
        assert_eq!(hex.lines().len(), 3 * 9);
        assert_eq!(hex.labels().len(), 18);
    }
}
