//! What the app remembers between runs: the player's name, the token each server gave (and
//! which of them are an account's), the last server, the hint switches, the language, and whether
//! sounds play and the window asks for attention on the player's turn. Saved as JSON in the
//! config folder (or the `--data` folder).

use std::collections::{BTreeMap, BTreeSet};
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// The remembered settings. Unknown keys are ignored and missing ones take their defaults, so
/// an older or newer file still loads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The name to say hello with; empty until the player types one.
    pub name: String,
    /// The token each server gave, by server address (`host:port`): it brings the player back
    /// as the same player, seats included.
    pub tokens: BTreeMap<String, String>,
    /// The servers where this device's token is an account's (signed in with a password, or a
    /// guest who kept the name): such a token may be revoked from another device, and then
    /// the app asks for the password rather than coming back as a new guest.
    pub accounts: BTreeSet<String>,
    /// The last server connected to, offered first next time.
    pub last_server: Option<String>,
    /// Whether legal points are hinted, by game (`gomoku`, ...); absent means the default.
    pub hints: BTreeMap<String, bool>,
    /// The language the player picked (a code of `client/locales/languages.json`); `None`
    /// follows the system's.
    pub language: Option<String>,
    /// Whether sounds play (the moves, the turn, low time, the end): on unless turned off.
    pub sound: bool,
    /// Whether the window asks for attention when it becomes the player's turn while it is
    /// not focused: off unless turned on.
    pub notify_turn: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            name: String::new(),
            tokens: BTreeMap::new(),
            accounts: BTreeSet::new(),
            last_server: None,
            hints: BTreeMap::new(),
            language: None,
            sound: true,
            notify_turn: false,
        }
    }
}

impl Settings {
    /// Reads the settings at `path`; a missing or unreadable file gives the defaults (the app
    /// still works, it just does not remember).
    #[must_use]
    pub fn load(path: &Path) -> Settings {
        match std::fs::read_to_string(path) {
            Ok(text) => serde_json::from_str(&text).unwrap_or_else(|error| {
                tracing::warn!(%error, path = %path.display(), "settings unreadable, using defaults");
                Settings::default()
            }),
            Err(_) => Settings::default(),
        }
    }

    /// Writes the settings to `path`, creating its folder; written to a temporary file first
    /// and renamed, so a crash never leaves half a file.
    ///
    /// # Errors
    /// When the folder or the file cannot be written.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = serde_json::to_string_pretty(self).map_err(io::Error::other)?;
        let temp = path.with_extension("json.tmp");
        std::fs::write(&temp, text)?;
        std::fs::rename(&temp, path)
    }

    /// The token saved for `server`, if any.
    #[must_use]
    pub fn token(&self, server: &str) -> Option<&str> {
        self.tokens.get(server).map(String::as_str)
    }

    /// Whether the token saved for `server` is an account's.
    #[must_use]
    pub fn is_account(&self, server: &str) -> bool {
        self.accounts.contains(server)
    }

    /// Keeps `token` for `server`, an account's or a guest's.
    pub fn keep_token(&mut self, server: &str, token: String, account: bool) {
        self.tokens.insert(server.to_owned(), token);
        if account {
            self.accounts.insert(server.to_owned());
        } else {
            self.accounts.remove(server);
        }
    }

    /// Forgets the token of `server` (it stopped working).
    pub fn forget_token(&mut self, server: &str) {
        self.tokens.remove(server);
        self.accounts.remove(server);
    }
}

/// Where the app keeps its files: the settings file and the hosted server's data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paths {
    /// The settings file.
    pub settings: PathBuf,
    /// The folder of the server the app hosts.
    pub server_data: PathBuf,
}

impl Paths {
    /// The folder the sounds are written to, to be played: `sounds/` beside the settings file.
    #[must_use]
    pub fn sounds(&self) -> PathBuf {
        self.settings
            .parent()
            .map_or_else(|| PathBuf::from("sounds"), |dir| dir.join("sounds"))
    }
}

impl Paths {
    /// Everything under `dir` (the `--data` option, and tests).
    #[must_use]
    pub fn under(dir: &Path) -> Paths {
        Paths {
            settings: dir.join("settings.json"),
            server_data: dir.join("server"),
        }
    }

    /// The platform's folders: settings in the config folder, the server's data in the data
    /// folder (e.g. `~/.config/boardroom` and `~/.local/share/boardroom` on Linux). `None`
    /// when the platform has no home folder.
    #[must_use]
    pub fn platform() -> Option<Paths> {
        let dirs = directories::ProjectDirs::from("", "", "boardroom")?;
        Some(Paths {
            settings: dirs.config_dir().join("settings.json"),
            server_data: dirs.data_dir().join("server"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_through_a_file() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = dir.path().join("deep/settings.json");
        assert_eq!(Settings::load(&path), Settings::default());
        let mut settings = Settings {
            name: "Ada".into(),
            last_server: Some("10.0.0.2:7878".into()),
            ..Settings::default()
        };
        settings
            .tokens
            .insert("10.0.0.2:7878".into(), "tk_secret".into());
        settings.hints.insert("gomoku".into(), true);
        settings.accounts.insert("10.0.0.2:7878".into());
        settings.language = Some("ja".into());
        settings.sound = false;
        settings.notify_turn = true;
        settings.save(&path).expect("saved");
        let back = Settings::load(&path);
        assert_eq!(back, settings);
        assert_eq!(back.token("10.0.0.2:7878"), Some("tk_secret"));
    }

    #[test]
    fn a_broken_or_partial_file_gives_defaults_for_what_is_missing() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let path = dir.path().join("settings.json");
        std::fs::write(&path, "{not json").expect("written");
        assert_eq!(Settings::load(&path), Settings::default());
        std::fs::write(&path, r#"{"name": "Lin", "future": 1}"#).expect("written");
        let settings = Settings::load(&path);
        assert_eq!(settings.name, "Lin");
        assert!(settings.tokens.is_empty());
        // Sounds on and the turn alert off, as the web page has them.
        assert!(settings.sound && !settings.notify_turn);
    }
}
