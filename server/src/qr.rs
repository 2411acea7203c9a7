//! An invite link as a QR code, so that a friend's phone joins by scanning it: the same code
//! drawn three ways, in the terminal at start-up ([`Qr::terminal`], Unicode half blocks), as
//! SVG for the web page (`GET /qr.svg`, [`Qr::svg`]), and module by module for the desktop app
//! to paint ([`Qr::is_dark`]).
//!
//! The encoding is the `qrcode` crate's (without its image and SVG features, which would pull
//! in an image library); the three drawings are a few lines each over its modules.

use std::fmt::Write as _;

use qrcode::{Color, QrCode};

/// The light margin a reader needs around the code, in modules, in a picture (the standard's
/// four) and in a terminal (two: a terminal line is two modules high, and readers cope).
const QUIET_ZONE: usize = 4;
const TERMINAL_QUIET_ZONE: usize = 2;

/// A link longer than this is not drawn: no invite link comes near it, and a longer one would
/// make a code too dense for a phone across a table.
pub const MAX_TEXT: usize = 512;

/// A QR code's modules (its black and white squares), quiet zone excluded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Qr {
    /// Modules per side.
    width: usize,
    /// Row by row, `width * width` of them: whether each is dark.
    dark: Vec<bool>,
}

impl Qr {
    /// The code of `text` (error correction level M: a quarter of a smudged or glaring code
    /// still reads), or `None` when `text` is empty or longer than [`MAX_TEXT`].
    #[must_use]
    pub fn new(text: &str) -> Option<Qr> {
        if text.is_empty() || text.len() > MAX_TEXT {
            return None;
        }
        let code = QrCode::new(text.as_bytes()).ok()?;
        let width = code.width();
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == Color::Dark)
            .collect();
        Some(Qr { width, dark })
    }

    /// Modules per side, quiet zone excluded.
    #[must_use]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Whether the module in column `x`, row `y` is dark; outside the code, light (the quiet
    /// zone).
    #[must_use]
    pub fn is_dark(&self, x: usize, y: usize) -> bool {
        x < self.width && y < self.width && self.dark[y * self.width + x]
    }

    /// The code for a terminal: each line two rows of modules (`▀`, `▄`, `█`, space), black on
    /// white whatever the terminal's colours (ANSI colour codes around each line), so that it
    /// reads on a dark theme as on a light one.
    #[must_use]
    pub fn terminal(&self) -> String {
        let side = self.width + 2 * TERMINAL_QUIET_ZONE;
        let dark = |x: usize, y: usize| {
            let (x, y) = (
                x.wrapping_sub(TERMINAL_QUIET_ZONE),
                y.wrapping_sub(TERMINAL_QUIET_ZONE),
            );
            self.is_dark(x, y)
        };
        let mut out = String::new();
        for y in (0..side).step_by(2) {
            out.push_str("\x1b[30;107m");
            for x in 0..side {
                out.push(match (dark(x, y), dark(x, y + 1)) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                });
            }
            out.push_str("\x1b[0m\n");
        }
        out
    }

    /// The code as an SVG picture: one unit per module, the quiet zone white, the dark modules
    /// one path, drawn without smoothing so that module edges stay sharp at any size.
    #[must_use]
    pub fn svg(&self) -> String {
        let side = self.width + 2 * QUIET_ZONE;
        let mut path = String::new();
        for y in 0..self.width {
            for x in 0..self.width {
                if self.is_dark(x, y) {
                    let _ = write!(path, "M{} {}h1v1h-1z", x + QUIET_ZONE, y + QUIET_ZONE);
                }
            }
        }
        format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {side} {side}\" \
             shape-rendering=\"crispEdges\"><rect width=\"{side}\" height=\"{side}\" \
             fill=\"#fff\"/><path fill=\"#000\" d=\"{path}\"/></svg>\n"
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reads a code back the way a phone does, from a picture of it: `dark(x, y)` for every
    /// pixel of a `side` by `side` picture, several pixels per module.
    fn read(side: usize, dark: impl Fn(usize, usize) -> bool) -> String {
        const SCALE: usize = 4;
        let mut image =
            rqrr::PreparedImage::prepare_from_greyscale(side * SCALE, side * SCALE, |x, y| {
                if dark(x / SCALE, y / SCALE) { 0 } else { 255 }
            });
        let grids = image.detect_grids();
        assert_eq!(grids.len(), 1, "one code in the picture");
        let (_meta, text) = grids[0].decode().expect("the code reads");
        text
    }

    /// The terminal drawing, back to modules: a character is two rows of a column.
    fn terminal_modules(drawing: &str) -> Vec<Vec<bool>> {
        let mut rows = Vec::new();
        for line in drawing.lines() {
            let line = line
                .strip_prefix("\x1b[30;107m")
                .and_then(|l| l.strip_suffix("\x1b[0m"))
                .expect("every line black on white");
            let (top, bottom): (Vec<bool>, Vec<bool>) = line
                .chars()
                .map(|c| match c {
                    '█' => (true, true),
                    '▀' => (true, false),
                    '▄' => (false, true),
                    ' ' => (false, false),
                    other => panic!("unexpected {other:?}"),
                })
                .unzip();
            rows.push(top);
            rows.push(bottom);
        }
        rows
    }

    /// The SVG drawing, back to modules: each `Mx y` starts one dark module.
    fn svg_modules(svg: &str) -> (usize, Vec<(usize, usize)>) {
        let side = svg
            .split("viewBox=\"0 0 ")
            .nth(1)
            .and_then(|rest| rest.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("a square viewBox");
        let path = svg
            .split(" d=\"")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("a path");
        let dark = path
            .split('M')
            .skip(1)
            .map(|module| {
                let (x, rest) = module.split_once(' ').expect("M x y");
                let y = rest.split('h').next().expect("M x yh1");
                (x.parse().expect("x"), y.parse().expect("y"))
            })
            .collect();
        (side, dark)
    }

    #[track_caller]
    fn check(link: &str) {
        let qr = Qr::new(link).expect("an invite link fits");
        let rows = terminal_modules(&qr.terminal());
        assert_eq!(
            rows.len(),
            (qr.width() + 2 * TERMINAL_QUIET_ZONE).next_multiple_of(2)
        );
        assert_eq!(read(rows.len(), |x, y| rows[y].get(x) == Some(&true)), link);

        let (side, dark) = svg_modules(&qr.svg());
        assert_eq!(side, qr.width() + 2 * QUIET_ZONE);
        assert_eq!(read(side, |x, y| dark.contains(&(x, y))), link);
    }

    #[test]
    fn the_drawings_read_back_as_the_link() {
        check("http://192.168.1.20:7878/");
        check("http://192.168.1.20:7878/r/K7Q2");
        check("http://[fd12:3456:789a:1::20]:7878/r/ABCDEFGHJKLM");
        check("https://boardroom.example.org/r/K7Q2");
    }

    #[test]
    fn nothing_or_too_much_makes_no_code() {
        assert_eq!(Qr::new(""), None);
        assert_eq!(Qr::new(&"a".repeat(MAX_TEXT + 1)), None);
        assert!(Qr::new(&"a".repeat(MAX_TEXT)).is_some());
    }

    #[test]
    fn outside_the_code_is_light() {
        let qr = Qr::new("http://10.0.0.2:7878/").expect("fits");
        // The finder pattern's corner is dark; one past the edge is the quiet zone.
        assert!(qr.is_dark(0, 0));
        assert!(!qr.is_dark(qr.width(), 0));
        assert!(!qr.is_dark(0, qr.width()));
    }
}
