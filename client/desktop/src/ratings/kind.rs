//! A rating kind (`"gomoku/renju"`, `"reversi"`: the game, and for a game rated per rule its
//! rule) read from the catalogue: its name for people, and the kind a game and rule are rated
//! in. A game is rated per rule when its catalogue entry has the choice `rule` (the option the
//! wire's `list_leaderboard` names); the app itself names no game.

use boardroom_protocol::{GameInfo, OptionChoice, OptionInfo, OptionKind};

/// The option whose value is a rating kind's second part.
const RULE: &str = "rule";

/// The game's rule option, with its choices and default, when the game is rated per rule.
#[must_use]
pub fn rule_option(info: &GameInfo) -> Option<(&OptionInfo, &[OptionChoice], &str)> {
    info.options.iter().find_map(|o| match &o.kind {
        OptionKind::Choice { choices, default } if o.name == RULE => {
            Some((o, choices.as_slice(), default.as_str()))
        }
        _ => None,
    })
}

/// The kind the game of `info` is rated in with `rule` (its default rule when `None`).
#[must_use]
pub fn kind_of(info: &GameInfo, rule: Option<&str>) -> String {
    match rule_option(info) {
        Some((_, _, default)) => format!("{}/{}", info.game.as_str(), rule.unwrap_or(default)),
        None => info.game.as_str().to_owned(),
    }
}

/// A kind's name for people, from the catalogue `games`, in the player's language: `Gomoku,
/// Freestyle` for `gomoku/freestyle`, `Reversi` for `reversi`; the kind's own words for what
/// the catalogue does not list.
#[must_use]
pub fn title(games: &[GameInfo], kind: &str) -> String {
    let (game, rule) = match kind.split_once('/') {
        Some((game, rule)) => (game, Some(rule)),
        None => (kind, None),
    };
    let Some(info) = games
        .iter()
        .chain(crate::catalogue::built_in())
        .find(|g| g.game.as_str() == game)
    else {
        return kind.to_owned();
    };
    let game = crate::catalogue::title(info);
    let Some(rule) = rule else {
        return game;
    };
    let rule_title = rule_option(info)
        .and_then(|(option, choices, _)| {
            choices
                .iter()
                .find(|c| c.value == rule)
                .map(|c| crate::catalogue::choice_title(option, c))
        })
        .unwrap_or_else(|| rule.to_owned());
    crate::t!("ratings-kind", game = game, rule = rule_title)
}

#[cfg(test)]
mod tests {
    use boardroom_protocol::GameKind;

    use super::*;
    use crate::catalogue::{built_in, info};

    #[test]
    fn kinds_are_named_from_the_catalogue() {
        let games = built_in();
        assert_eq!(title(games, "gomoku/freestyle"), "Gomoku, Freestyle");
        assert_eq!(title(games, "gomoku/renju"), "Gomoku, Renju");
        assert_eq!(title(&[], "reversi"), "Reversi");
        assert_eq!(title(games, "gomoku/later"), "Gomoku, later");
        assert_eq!(title(games, "chess"), "chess");
    }

    #[test]
    fn a_game_with_rules_is_rated_per_rule() {
        let gomoku = info(built_in(), GameKind::Gomoku);
        assert_eq!(kind_of(&gomoku, None), "gomoku/freestyle");
        assert_eq!(kind_of(&gomoku, Some("caro")), "gomoku/caro");
        let reversi = info(built_in(), GameKind::Reversi);
        assert_eq!(kind_of(&reversi, Some("caro")), "reversi");
        assert!(rule_option(&reversi).is_none());
    }
}
