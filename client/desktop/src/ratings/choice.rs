//! The leaderboard's choice of game (and rule, for a game rated per rule), kept between frames,
//! the `list_leaderboard` it asks with, and the kind whose answer it shows.

use std::collections::HashMap;

use boardroom_protocol::{ClientMsg, GameInfo, GameKind};

use super::kind;

/// The game and rule chosen in the Ratings tab, and the player whose profile is open there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderboardChoice {
    /// The game.
    pub game: GameKind,
    /// The rule chosen for each game rated per rule; a game not here has its default rule.
    pub rules: HashMap<GameKind, String>,
    /// The player whose profile is open beside the leaderboard, by id.
    pub shown: Option<String>,
    /// The kind last asked for, so that a new choice asks again.
    pub asked: Option<String>,
}

impl Default for LeaderboardChoice {
    fn default() -> LeaderboardChoice {
        LeaderboardChoice {
            game: GameKind::ALL[0],
            rules: HashMap::new(),
            shown: None,
            asked: None,
        }
    }
}

impl LeaderboardChoice {
    /// The rules offered for the game of `info`, as values and titles (in the player's
    /// language), its default first; none
    /// for a game not rated per rule.
    #[must_use]
    pub fn rules_of(info: &GameInfo) -> Vec<(String, String)> {
        let Some((option, choices, default)) = kind::rule_option(info) else {
            return Vec::new();
        };
        let pair = |c: &boardroom_protocol::OptionChoice| {
            (c.value.clone(), crate::catalogue::choice_title(option, c))
        };
        let first = choices.iter().filter(|c| c.value == default).map(pair);
        let rest = choices.iter().filter(|c| c.value != default).map(pair);
        first.chain(rest).collect()
    }

    /// The rule chosen for the game of `info` (its default until chosen); `None` for a game not
    /// rated per rule.
    #[must_use]
    pub fn rule(&self, info: &GameInfo) -> Option<String> {
        let (_, choices, default) = kind::rule_option(info)?;
        let chosen = self
            .rules
            .get(&info.game)
            .filter(|r| choices.iter().any(|c| &c.value == *r));
        Some(chosen.map_or_else(|| default.to_owned(), Clone::clone))
    }

    /// The kind the chosen leaderboard is of (the `leaderboard` answer's `kind`).
    #[must_use]
    pub fn kind(&self, info: &GameInfo) -> String {
        kind::kind_of(info, self.rule(info).as_deref())
    }

    /// The `list_leaderboard` for the choice, `info` being the chosen game's entry.
    #[must_use]
    pub fn message(&self, info: &GameInfo) -> ClientMsg {
        ClientMsg::ListLeaderboard {
            game: info.game,
            rule: self.rule(info),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::{built_in, info};

    #[test]
    fn the_choice_asks_for_a_game_and_its_rule() {
        let mut choice = LeaderboardChoice::default();
        let gomoku = info(built_in(), GameKind::Gomoku);
        let rules = LeaderboardChoice::rules_of(&gomoku);
        assert_eq!(rules.first().map(|r| r.0.as_str()), Some("freestyle"));
        assert!(rules.iter().any(|r| r == &("renju".into(), "Renju".into())));
        assert_eq!(choice.kind(&gomoku), "gomoku/freestyle");
        assert_eq!(
            choice.message(&gomoku),
            ClientMsg::ListLeaderboard {
                game: GameKind::Gomoku,
                rule: Some("freestyle".into())
            }
        );
        choice.rules.insert(GameKind::Gomoku, "renju".into());
        assert_eq!(choice.kind(&gomoku), "gomoku/renju");
        // A rule the server's catalogue does not list falls back to the default.
        choice.rules.insert(GameKind::Gomoku, "later".into());
        assert_eq!(choice.kind(&gomoku), "gomoku/freestyle");

        choice.game = GameKind::NoGo;
        let nogo = info(built_in(), GameKind::NoGo);
        assert!(LeaderboardChoice::rules_of(&nogo).is_empty());
        assert_eq!(choice.kind(&nogo), "nogo");
        assert_eq!(
            choice.message(&nogo),
            ClientMsg::ListLeaderboard {
                game: GameKind::NoGo,
                rule: None
            }
        );
    }
}
