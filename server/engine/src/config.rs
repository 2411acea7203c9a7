//! Game options: what a player asked for ([`Options`], unchecked) and what a game is built from
//! ([`Config`], valid by construction). The only way from one to the other is [`Config::validate`].

use std::fmt;

use crate::GameKind;

/// Options as a player sent them: every field optional, nothing checked yet.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Options {
    /// Board size, within the game's [`crate::catalogue::Sizes`].
    pub size: Option<i64>,
    /// Gomoku rule: `freestyle`, `standard`, `renju` or `caro`.
    pub rule: Option<String>,
    /// NoGo: whether the first move may not be the centre point.
    pub center_first_forbidden: Option<bool>,
}

/// Gomoku's winning rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum GomokuRule {
    /// Five or more in a row wins.
    #[default]
    Freestyle,
    /// Exactly five wins; six or more does not.
    Standard,
    /// Black may not make an overline, a double four or a double three; white wins with five or
    /// more.
    Renju,
    /// Five or more in a row wins, unless the opponent's stones close the row at both ends (the
    /// rule played in Vietnam). The board's edge does not close a row.
    Caro,
}

impl GomokuRule {
    /// Every rule, in the order of the catalogue's choices.
    pub const ALL: [GomokuRule; 4] = [
        GomokuRule::Freestyle,
        GomokuRule::Standard,
        GomokuRule::Renju,
        GomokuRule::Caro,
    ];

    /// The rule's bit in the Gomocup (Piskvork protocol) `INFO rule` mask: 0 five or more,
    /// 1 exactly five, 4 renju, 8 caro.
    #[must_use]
    pub const fn gomocup_mask(self) -> u32 {
        match self {
            GomokuRule::Freestyle => 0,
            GomokuRule::Standard => 1,
            GomokuRule::Renju => 4,
            GomokuRule::Caro => 8,
        }
    }

    /// The rule a Gomocup `INFO rule` mask names: renju over caro over exactly five; the other
    /// bits (2, a continuous game) say nothing of the rule.
    #[must_use]
    pub const fn from_gomocup_mask(mask: u32) -> GomokuRule {
        if mask & 4 != 0 {
            GomokuRule::Renju
        } else if mask & 8 != 0 {
            GomokuRule::Caro
        } else if mask & 1 != 0 {
            GomokuRule::Standard
        } else {
            GomokuRule::Freestyle
        }
    }

    /// The rule an option value names.
    #[must_use]
    pub fn from_name(name: &str) -> Option<GomokuRule> {
        GomokuRule::ALL.into_iter().find(|r| r.as_str() == name)
    }

    /// The option value naming the rule.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GomokuRule::Freestyle => "freestyle",
            GomokuRule::Standard => "standard",
            GomokuRule::Renju => "renju",
            GomokuRule::Caro => "caro",
        }
    }
}

/// A checked gomoku set-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GomokuConfig {
    /// Points along one edge, 9..=19.
    pub size: u8,
    /// The winning rule.
    pub rule: GomokuRule,
}

impl Default for GomokuConfig {
    fn default() -> GomokuConfig {
        GomokuConfig {
            size: GameKind::Gomoku.info().sizes.default,
            rule: GomokuRule::default(),
        }
    }
}

/// Reversi has no options: always 8x8 from the standard start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ReversiConfig;

/// A checked NoGo set-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct NoGoConfig {
    /// Points along one edge, 7..=19.
    pub size: u8,
    /// Whether the very first move may not be the centre point.
    pub center_first_forbidden: bool,
}

impl NoGoConfig {
    /// Whether a room that does not say forbids the centre for the first move.
    pub const CENTER_FIRST_FORBIDDEN: bool = true;
}

impl Default for NoGoConfig {
    fn default() -> NoGoConfig {
        NoGoConfig {
            size: GameKind::NoGo.info().sizes.default,
            center_first_forbidden: NoGoConfig::CENTER_FIRST_FORBIDDEN,
        }
    }
}

/// A checked hexagonal-gomoku set-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct HexGomokuConfig {
    /// Points along one edge of the hexagon, 5..=10.
    pub size: u8,
}

impl Default for HexGomokuConfig {
    fn default() -> HexGomokuConfig {
        HexGomokuConfig {
            size: GameKind::HexGomoku.info().sizes.default,
        }
    }
}

/// A checked set-up of any game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Config {
    /// Gomoku.
    Gomoku(GomokuConfig),
    /// Reversi.
    Reversi(ReversiConfig),
    /// NoGo.
    NoGo(NoGoConfig),
    /// Hexagonal gomoku.
    HexGomoku(HexGomokuConfig),
}

/// Options that do not describe a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionsError {
    /// `size` is outside the game's range.
    SizeOutOfRange {
        /// The game asked for.
        game: GameKind,
        /// The size asked for.
        size: i64,
        /// The smallest allowed.
        min: u8,
        /// The largest allowed.
        max: u8,
    },
    /// `rule` is not a gomoku rule.
    UnknownRule(String),
    /// An option the game does not have.
    NotApplicable {
        /// The game asked for.
        game: GameKind,
        /// The option's name.
        option: &'static str,
    },
}

impl fmt::Display for OptionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionsError::SizeOutOfRange {
                game,
                size,
                min,
                max,
            } if min == max => write!(f, "{game} is played on size {min} only, not {size}"),
            OptionsError::SizeOutOfRange {
                game,
                size,
                min,
                max,
            } => write!(f, "{game} size must be {min} to {max}, not {size}"),
            OptionsError::UnknownRule(rule) => {
                let names: Vec<&str> = GomokuRule::ALL.iter().map(|r| r.as_str()).collect();
                write!(
                    f,
                    "unknown rule {rule:?}: expected one of {}",
                    names.join(", ")
                )
            }
            OptionsError::NotApplicable { game, option } => {
                write!(f, "{game} has no option {option}")
            }
        }
    }
}

impl std::error::Error for OptionsError {}

impl Config {
    /// The default set-up of a game.
    #[must_use]
    pub fn default_for(kind: GameKind) -> Config {
        match kind {
            GameKind::Gomoku => Config::Gomoku(GomokuConfig::default()),
            GameKind::Reversi => Config::Reversi(ReversiConfig),
            GameKind::NoGo => Config::NoGo(NoGoConfig::default()),
            GameKind::HexGomoku => Config::HexGomoku(HexGomokuConfig::default()),
        }
    }

    /// Checks a player's options for a game; missing options take their defaults.
    ///
    /// # Errors
    /// [`OptionsError`] when a value is out of range or an option does not belong to the game.
    pub fn validate(kind: GameKind, options: &Options) -> Result<Config, OptionsError> {
        let info = kind.info();
        let sizes = info.sizes;
        let size = match options.size {
            None => sizes.default,
            Some(size) => u8::try_from(size)
                .ok()
                .filter(|&s| sizes.contains(s))
                .ok_or(OptionsError::SizeOutOfRange {
                    game: kind,
                    size,
                    min: sizes.min,
                    max: sizes.max,
                })?,
        };
        let asked = [
            ("rule", options.rule.is_some()),
            (
                "center_first_forbidden",
                options.center_first_forbidden.is_some(),
            ),
        ];
        if let Some(&(option, _)) = asked
            .iter()
            .find(|&&(name, given)| given && info.option(name).is_none())
        {
            return Err(OptionsError::NotApplicable { game: kind, option });
        }
        Ok(match kind {
            GameKind::Gomoku => {
                let rule = match options.rule.as_deref() {
                    None => GomokuRule::default(),
                    Some(name) => GomokuRule::from_name(name)
                        .ok_or_else(|| OptionsError::UnknownRule(name.to_owned()))?,
                };
                Config::Gomoku(GomokuConfig { size, rule })
            }
            GameKind::Reversi => Config::Reversi(ReversiConfig),
            GameKind::NoGo => Config::NoGo(NoGoConfig {
                size,
                center_first_forbidden: options
                    .center_first_forbidden
                    .unwrap_or(NoGoConfig::CENTER_FIRST_FORBIDDEN),
            }),
            GameKind::HexGomoku => Config::HexGomoku(HexGomokuConfig { size }),
        })
    }

    /// The game this set-up is for.
    #[must_use]
    pub const fn kind(&self) -> GameKind {
        match self {
            Config::Gomoku(_) => GameKind::Gomoku,
            Config::Reversi(_) => GameKind::Reversi,
            Config::NoGo(_) => GameKind::NoGo,
            Config::HexGomoku(_) => GameKind::HexGomoku,
        }
    }

    /// The set-up written back as options (every field filled in), for storage and display.
    #[must_use]
    pub fn to_options(&self) -> Options {
        match *self {
            Config::Gomoku(c) => Options {
                size: Some(c.size.into()),
                rule: Some(c.rule.as_str().to_owned()),
                center_first_forbidden: None,
            },
            Config::Reversi(_) => Options {
                size: Some(GameKind::Reversi.info().sizes.default.into()),
                ..Options::default()
            },
            Config::NoGo(c) => Options {
                size: Some(c.size.into()),
                rule: None,
                center_first_forbidden: Some(c.center_first_forbidden),
            },
            Config::HexGomoku(c) => Options {
                size: Some(c.size.into()),
                ..Options::default()
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_round_trip() {
        for kind in GameKind::ALL {
            let config = Config::validate(kind, &Options::default()).expect("defaults are valid");
            assert_eq!(config, Config::default_for(kind));
            assert_eq!(Config::validate(kind, &config.to_options()), Ok(config));
        }
    }

    #[test]
    fn bad_options_are_refused() {
        let cases = [
            (GameKind::Gomoku, Some(8), None, None),
            (GameKind::Gomoku, Some(20), None, None),
            (GameKind::Gomoku, None, Some("pente"), None),
            (GameKind::Reversi, Some(10), None, None),
            (GameKind::NoGo, Some(6), None, None),
            (GameKind::HexGomoku, Some(11), None, None),
            (GameKind::HexGomoku, None, None, Some(true)),
            (GameKind::Reversi, None, Some("renju"), None),
            (GameKind::Gomoku, Some(-1), None, None),
            (GameKind::Gomoku, Some(i64::MAX), None, None),
        ];
        for (kind, size, rule, centre) in cases {
            let options = Options {
                size,
                rule: rule.map(str::to_owned),
                center_first_forbidden: centre,
            };
            assert!(
                Config::validate(kind, &options).is_err(),
                "{kind} {options:?}"
            );
        }
    }
}
