//! A rating history's scale for its chart: the ratings at the chart's bottom and top, and where
//! each point sits as a share of the width and height, so that the painter
//! (`views/rating_chart.rs`) only multiplies. As the web page's chart: at least 100 points of
//! rating from bottom to top, so that a few points of change do not fill it, and one point in
//! the middle.

/// The fewest rating points from the chart's bottom to its top.
const MIN_SPAN: i32 = 100;

/// A history laid out in a unit square: `(x, y)` for each point, oldest first, `x` from 0
/// (left) to 1, `y` from 0 (bottom) to 1; and the ratings at the bottom and top.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// Each point's place.
    pub points: Vec<(f32, f32)>,
    /// The rating at the bottom.
    pub low: i32,
    /// The rating at the top.
    pub high: i32,
}

/// Lays out `ratings` (oldest first).
#[must_use]
pub fn layout(ratings: &[i32]) -> Layout {
    let (Some(&min), Some(&max)) = (ratings.iter().min(), ratings.iter().max()) else {
        return Layout {
            points: Vec::new(),
            low: 0,
            high: 0,
        };
    };
    let (low, high) = if max - min < MIN_SPAN {
        let middle = min + (max - min) / 2;
        (middle - MIN_SPAN / 2, middle + MIN_SPAN / 2)
    } else {
        (min, max)
    };
    let last = ratings.len().saturating_sub(1);
    let points = ratings
        .iter()
        .enumerate()
        .map(|(i, &r)| {
            let x = if last == 0 {
                0.5
            } else {
                i as f32 / last as f32
            };
            (x, (r - low) as f32 / (high - low) as f32)
        })
        .collect();
    Layout { points, low, high }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_point_sits_in_the_middle_and_a_small_change_does_not_fill_the_chart() {
        assert_eq!(
            layout(&[1662]),
            Layout {
                points: vec![(0.5, 0.5)],
                low: 1612,
                high: 1712
            }
        );
        let small = layout(&[1500, 1520]);
        assert_eq!((small.low, small.high), (1460, 1560));
        assert_eq!(small.points, vec![(0.0, 0.4), (1.0, 0.6)]);
        let wide = layout(&[1400, 1700, 1550]);
        assert_eq!((wide.low, wide.high), (1400, 1700));
        assert_eq!(wide.points, vec![(0.0, 0.0), (0.5, 1.0), (1.0, 0.5)]);
        assert!(layout(&[]).points.is_empty());
    }
}
