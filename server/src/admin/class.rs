//! A class made from a list of names: each name becomes an account with a password of three
//! short words and two digits, easy for a child to type from a printed card. The passwords are
//! shown once, on the console's sheet of login cards, and stored only as hashes.
//!
//! Three words of [`WORDS`] and two digits: about 2 million passwords, which the limit of one try
//! a minute an account (`accounts::attempts`) puts years of guessing away.

use rand::RngExt;

/// The most names one class may have.
pub(crate) const MAX_NAMES: usize = 100;

/// Short, common, easily spelled words.
const WORDS: [&str; 128] = [
    "apple", "arrow", "badge", "baker", "beach", "bell", "berry", "bird", "blue", "boat", "bread",
    "brick", "brook", "cake", "camel", "candy", "cart", "castle", "cat", "chair", "chalk",
    "cheese", "cloud", "clock", "coast", "coin", "comet", "coral", "corn", "crab", "crane",
    "crown", "daisy", "deer", "desk", "dove", "dragon", "drum", "duck", "eagle", "earth", "echo",
    "egg", "elbow", "fern", "field", "flag", "flute", "fox", "frog", "garden", "gate", "ghost",
    "giant", "glove", "goat", "grape", "grass", "hat", "hill", "honey", "horse", "house", "igloo",
    "island", "jam", "jelly", "kettle", "kite", "lake", "lamp", "leaf", "lemon", "lion", "lucky",
    "mango", "maple", "melon", "milk", "moon", "moss", "mouse", "nest", "night", "oak", "ocean",
    "olive", "orange", "otter", "owl", "panda", "paper", "pearl", "pepper", "piano", "pilot",
    "pine", "planet", "plum", "pond", "pony", "queen", "rabbit", "rain", "river", "robin",
    "rocket", "rose", "sail", "salt", "sand", "seal", "shell", "ship", "snow", "star", "stone",
    "sugar", "sun", "swan", "table", "tiger", "toast", "tower", "train", "tulip", "whale", "wind",
];

/// A new password for a card: `word-word-word-NN`.
pub(crate) fn password(rng: &mut impl rand::Rng) -> String {
    let word = |rng: &mut dyn rand::Rng| WORDS[rng.random_range(0..WORDS.len())];
    let (a, b, c) = (word(rng), word(rng), word(rng));
    format!("{a}-{b}-{c}-{:02}", rng.random_range(0..100))
}

/// The names of a pasted list: one a line (or separated by commas), trimmed, blank ones left
/// out, in order.
pub(crate) fn names(list: &str) -> Vec<String> {
    list.split(['\n', ','])
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_s_password_is_three_words_and_two_digits_and_fits_the_rules() {
        let mut rng = rand::rng();
        for _ in 0..200 {
            let password = password(&mut rng);
            assert_eq!(password.split('-').count(), 4, "{password}");
            assert!(crate::accounts::check_new(&password).is_ok(), "{password}");
        }
        assert_ne!(password(&mut rng), password(&mut rng));
    }

    #[test]
    fn a_pasted_list_reads_a_name_a_line_or_between_commas() {
        assert_eq!(
            names("Ada Lovelace\n  Bo \n\nCy, Di\r\n"),
            ["Ada Lovelace", "Bo", "Cy", "Di"]
        );
    }
}
