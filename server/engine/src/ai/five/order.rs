//! Move order: which free points a node tries first, and so which few it tries at all.
//!
//! A node of the search tries only its best [`super::search::Settings::width`] quiet points, so
//! the order decides what the search sees. Each point is judged by the codes a stone there makes
//! on its lines for the side to move (attack) and for the other side (the points it takes from
//! the opponent: defence), with the combinations of threats on top. The hand-set order
//! ([`super::board::Board::value`]) weighs both sides alike; an [`Order`] weighs each feature
//! for each side apart, with weights fitted by `five_order fit` to the moves deeper
//! searches chose.

use std::sync::LazyLock;

use super::board::{FEATURES, MAX_DIRS, colon_separated, combo};
use super::patterns::{CODES, FIVE};

/// How many keys a point's four line codes make (the first code the lowest digit).
pub const KEYS: usize = CODES * CODES * CODES * CODES;

/// What a point that makes a five is worth: above every sum of weights.
const FIVE_VALUE: i32 = 1_000_000;

/// The weights of a point's features in the move order: per code, per line, then per
/// combination of threats, for the side to move's own stone there and for the other side's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Order {
    /// For the side to move.
    pub attack: [i32; FEATURES],
    /// For the other side (what a stone of the side to move there takes from it).
    pub defence: [i32; FEATURES],
}

impl Order {
    /// The square board's order, fitted by `five_order` to the moves `hard` chose in its
    /// self-play at 200 ms a move (docs/strength.md, "A move order fitted to the moves
    /// played").
    pub const SQUARE: Order = Order {
        attack: [-214, -199, -136, -19, 3, 181, 246, 1410, 0, 758, 448, 172],
        defence: [-140, -116, -111, -70, -15, 121, 247, 0, 0, 231, 127, -27],
    };

    /// The values by key ([`Order::table`]) a board with `lines` line directions orders its
    /// moves by unless told otherwise: the square board's fitted order; none on the hexagon,
    /// whose order was never fitted (it keeps the hand-set one).
    pub(crate) fn table_for_lines(lines: usize) -> Option<&'static [[i32; 2]]> {
        static SQUARE_TABLE: LazyLock<Vec<[i32; 2]>> = LazyLock::new(|| Order::SQUARE.table());
        (lines == 4).then(|| SQUARE_TABLE.as_slice())
    }

    /// Reads the knob's form: the attack's twelve weights and the defence's, each list
    /// colon-separated, the two lists separated by a slash.
    #[must_use]
    pub fn parse(text: &str) -> Option<Order> {
        let list =
            |part: &str| -> Option<[i32; FEATURES]> { colon_separated(part)?.try_into().ok() };
        let (attack, defence) = text.split_once('/')?;
        Some(Order {
            attack: list(attack)?,
            defence: list(defence)?,
        })
    }

    /// The value of each key for the side to move (`[key][0]`) and for the other side
    /// (`[key][1]`), so that a point's value is one read per side; a point that makes a five
    /// is worth [`FIVE_VALUE`] to either. Every point has as many line codes as the board has
    /// lines, so a weight added to every code shifts every point alike: each side's values are
    /// shifted so that the lowest is zero, which keeps the order and the move lists' values at
    /// or above zero.
    #[must_use]
    pub(crate) fn table(&self) -> Vec<[i32; 2]> {
        let dot = |weights: &[i32; FEATURES], features: &[i32; FEATURES]| -> i32 {
            weights.iter().zip(features).map(|(w, f)| w * f).sum()
        };
        let sums: Vec<Option<[i32; 2]>> = (0..KEYS)
            .map(|key| {
                let features = key_features(key);
                (features[usize::from(FIVE)] == 0)
                    .then(|| [dot(&self.attack, &features), dot(&self.defence, &features)])
            })
            .collect();
        let lowest = |side: usize| sums.iter().flatten().map(|v| v[side]).min().unwrap_or(0);
        let lowest = [lowest(0), lowest(1)];
        sums.into_iter()
            .map(|sum| match sum {
                Some([attack, defence]) => [attack - lowest[0], defence - lowest[1]],
                None => [FIVE_VALUE; 2],
            })
            .collect()
    }
}

/// The features of a point whose line codes make `key`: how many of its lines have each code
/// (a board with fewer lines reads the missing ones as none), then one for the combination of
/// threats a stone there makes, if any.
#[must_use]
pub fn key_features(key: usize) -> [i32; FEATURES] {
    let mut codes = [0_u8; MAX_DIRS];
    let mut rest = key % KEYS;
    for code in &mut codes {
        *code = u8::try_from(rest % CODES).unwrap_or(0);
        rest /= CODES;
    }
    let mut out = [0; FEATURES];
    for &c in &codes {
        out[usize::from(c)] += 1;
    }
    if let Some(k) = combo(&codes) {
        out[CODES + k] += 1;
    }
    out
}

/// The key of four line codes, the first the lowest digit.
#[must_use]
pub(crate) fn key_of(codes: [u8; MAX_DIRS]) -> usize {
    codes
        .iter()
        .rev()
        .fold(0, |key, &c| key * CODES + usize::from(c))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::five::patterns::{FOUR, NONE, OPEN_FOUR, OPEN_THREE, OPEN_TWO};

    #[test]
    fn a_key_reads_back_as_its_codes_and_combination() {
        let check = |codes: [u8; MAX_DIRS], counts: &[(u8, i32)], combination: Option<usize>| {
            let features = key_features(key_of(codes));
            let mut expected = [0; FEATURES];
            for &(code, n) in counts {
                expected[usize::from(code)] = n;
            }
            if let Some(k) = combination {
                expected[CODES + k] = 1;
            }
            assert_eq!(features, expected, "{codes:?}");
        };
        check([NONE; MAX_DIRS], &[(NONE, 4)], None);
        check(
            [FOUR, OPEN_THREE, NONE, NONE],
            &[(FOUR, 1), (OPEN_THREE, 1), (NONE, 2)],
            Some(1),
        );
        check(
            [OPEN_TWO, FOUR, FOUR, NONE],
            &[(OPEN_TWO, 1), (FOUR, 2), (NONE, 1)],
            Some(0),
        );
        check(
            [OPEN_THREE, OPEN_TWO, OPEN_THREE, OPEN_TWO],
            &[(OPEN_THREE, 2), (OPEN_TWO, 2)],
            Some(2),
        );
    }

    #[test]
    fn the_square_board_orders_by_the_fit_and_the_hexagon_by_hand() {
        let square = Order::table_for_lines(4).expect("the square board's order");
        assert_eq!(square.len(), KEYS);
        assert!(square.iter().all(|v| v[0] >= 0 && v[1] >= 0));
        // An open four of one's own comes before blocking the other side's four, which comes
        // before an open two.
        let open_four = square[key_of([OPEN_FOUR, NONE, NONE, NONE])][0];
        let block = square[key_of([FOUR, NONE, NONE, NONE])][1];
        let open_two = square[key_of([OPEN_TWO, NONE, NONE, NONE])][0];
        assert!(
            open_four > block && block > open_two,
            "{open_four} {block} {open_two}"
        );
        assert!(Order::table_for_lines(3).is_none());
    }

    #[test]
    fn the_table_weighs_each_side_apart_and_puts_a_five_first() {
        let mut order = Order {
            attack: [0; FEATURES],
            defence: [0; FEATURES],
        };
        order.attack[usize::from(FOUR)] = 7;
        order.defence[usize::from(FOUR)] = 3;
        order.defence[CODES + 1] = 100;
        order.attack[usize::from(NONE)] = -2;
        let table = order.table();
        let key = key_of([FOUR, OPEN_THREE, NONE, NONE]);
        // Shifted so the lowest is zero: four lines of none are the attack's lowest (-8).
        assert_eq!(table[key], [7 - 4 + 8, 103]);
        assert!(table.iter().all(|v| v[0] >= 0 && v[1] >= 0));
        assert_eq!(table[key_of([FIVE, NONE, NONE, NONE])], [FIVE_VALUE; 2]);
        let text = format!(
            "{}/{}",
            order.attack.map(|w| w.to_string()).join(":"),
            order.defence.map(|w| w.to_string()).join(":")
        );
        assert_eq!(Order::parse(&text), Some(order));
        assert_eq!(Order::parse("1:2/3:4"), None);
    }
}
