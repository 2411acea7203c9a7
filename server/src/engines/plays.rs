//! What an engine plays: games, gomoku rules and board sizes. An operator may say it in the
//! settings file; otherwise the server asks the engine where its protocol allows (`probe`), or
//! takes what the protocol can carry.

use boardroom_engine::{Config, GameKind, GomokuRule};

/// One game an engine plays, with the rules and sizes it takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// The game.
    pub game: GameKind,
    /// Gomoku's rules it plays; empty for the other games.
    pub rules: Vec<GomokuRule>,
    /// The board sizes it plays, smallest first; empty means every size the game allows.
    pub sizes: Vec<u8>,
}

impl Played {
    /// Every rule and size of `game`.
    #[must_use]
    pub fn any(game: GameKind) -> Played {
        Played {
            game,
            rules: if game == GameKind::Gomoku {
                GomokuRule::ALL.to_vec()
            } else {
                Vec::new()
            },
            sizes: Vec::new(),
        }
    }

    /// Whether a game set up as `config` is one of these.
    fn covers(&self, config: &Config) -> bool {
        let size_ok = |size: u8| self.sizes.is_empty() || self.sizes.contains(&size);
        match *config {
            Config::Gomoku(c) => {
                self.game == GameKind::Gomoku && self.rules.contains(&c.rule) && size_ok(c.size)
            }
            Config::Reversi(_) => self.game == GameKind::Reversi,
            Config::NoGo(c) => self.game == GameKind::NoGo && size_ok(c.size),
            Config::HexGomoku(c) => self.game == GameKind::HexGomoku && size_ok(c.size),
        }
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

/// A gomoku rule from its option name.
#[must_use]
pub(crate) fn rule_named(name: &str) -> Option<GomokuRule> {
    GomokuRule::from_name(name)
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
                rules: vec![GomokuRule::Freestyle, GomokuRule::Renju],
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
        assert_eq!(rule_named("renju"), Some(GomokuRule::Renju));
        assert_eq!(rule_named("caro"), Some(GomokuRule::Caro));
        assert_eq!(rule_named("pente"), None);
    }
}
