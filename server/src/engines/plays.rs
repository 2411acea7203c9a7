//! What an engine plays: games, gomoku rules and board sizes. An operator may say it in the
//! settings file; otherwise the server asks the engine where its protocol allows (`probe`), or
//! takes what the protocol can carry.

use boardroom_engine::{Config, GameKind};

/// One game an engine plays, with the rules and sizes it takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// The game.
    pub game: GameKind,
    /// The rules it plays (values of the game's `rule` option, as the catalogue names them);
    /// empty for a game without rules.
    pub rules: Vec<&'static str>,
    /// The board sizes it plays, smallest first; empty means every size the game allows.
    pub sizes: Vec<u8>,
}

impl Played {
    /// Every rule and size of `game`.
    #[must_use]
    pub fn any(game: GameKind) -> Played {
        Played {
            game,
            rules: rules_of(game),
            sizes: Vec::new(),
        }
    }

    /// Whether a game set up as `config` is one of these.
    fn covers(&self, config: &Config) -> bool {
        let options = config.to_options();
        let size_ok = options
            .size
            .and_then(|s| u8::try_from(s).ok())
            .is_none_or(|size| self.sizes.is_empty() || self.sizes.contains(&size));
        let rule_ok = options
            .rule
            .is_none_or(|rule| self.rules.iter().any(|r| *r == rule));
        self.game == config.kind() && rule_ok && size_ok
    }
}

/// Every rule of `game`: the values of its `rule` option in the catalogue (none without one).
fn rules_of(game: GameKind) -> Vec<&'static str> {
    use boardroom_engine::catalogue::OptionKind;
    match game.info().option("rule").map(|o| o.kind) {
        Some(OptionKind::Choice { choices, .. }) => choices.iter().map(|c| c.value).collect(),
        _ => Vec::new(),
    }
}

/// Everything an engine plays.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Plays(pub Vec<Played>);

impl Plays {
    /// Whether the engine plays a game set up as `config`.
    #[must_use]
    pub fn covers(&self, config: &Config) -> bool {
        self.0.iter().any(|p| p.covers(config))
    }

    /// Whether it plays nothing at all.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The rules `names` of `game`, as the catalogue names them.
///
/// # Errors
/// A sentence for a game without rules or a name that is not one of its rules.
pub(crate) fn rules_named<'a>(
    game: GameKind,
    names: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<&'static str>, String> {
    let known = rules_of(game);
    if known.is_empty() {
        return Err(format!("{game} has no rules"));
    }
    names
        .into_iter()
        .map(|name| {
            known.iter().copied().find(|r| *r == name).ok_or_else(|| {
                boardroom_engine::OptionsError::UnknownRule(name.to_owned()).to_string()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use boardroom_engine::Options;

    use super::*;

    fn config(kind: GameKind, size: Option<i64>, rule: Option<&str>) -> Config {
        let options = Options {
            size,
            rule: rule.map(str::to_owned),
            center_first_forbidden: None,
        };
        Config::validate(kind, &options).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn what_an_engine_covers() {
        let plays = Plays(vec![
            Played {
                game: GameKind::Gomoku,
                rules: vec!["freestyle", "renju"],
                sizes: vec![15],
            },
            Played::any(GameKind::NoGo),
        ]);
        let cases = [
            (config(GameKind::Gomoku, None, None), true),
            (config(GameKind::Gomoku, None, Some("renju")), true),
            (config(GameKind::Gomoku, None, Some("standard")), false),
            (config(GameKind::Gomoku, Some(19), None), false),
            (config(GameKind::NoGo, Some(13), None), true),
            (config(GameKind::Reversi, None, None), false),
            (config(GameKind::HexGomoku, None, None), false),
        ];
        for (config, covered) in cases {
            assert_eq!(plays.covers(&config), covered, "{config:?}");
        }
        assert!(Plays::default().is_empty());
        assert_eq!(
            rules_named(GameKind::Gomoku, ["renju", "caro"]),
            Ok(vec!["renju", "caro"])
        );
        assert!(rules_named(GameKind::Gomoku, ["pente"]).is_err_and(|e| e.contains("pente")));
        assert!(rules_named(GameKind::Reversi, ["renju"]).is_err_and(|e| e.contains("no rules")));
        assert_eq!(Played::any(GameKind::Gomoku).rules.len(), 4);
    }
}
