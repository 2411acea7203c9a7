//! Where the store is: `--store` (env `BOARDROOM_STORE`) read together with `--data`.

use std::fmt;
use std::path::{Path, PathBuf};

use super::{DATABASE_FILE, StoreError};

/// Which database holds the store, and where.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    /// The SQLite file in this data folder (the default).
    Sqlite(PathBuf),
    /// A PostgreSQL database, by its `postgres://` (or `postgresql://`) URL.
    Postgres(String),
}

impl Location {
    /// The store `--store` names: absent or `sqlite` is the SQLite file in `data_dir`, a
    /// `postgres://` or `postgresql://` URL is that PostgreSQL database.
    ///
    /// # Errors
    /// [`StoreError::UnknownStore`] for anything else.
    pub fn from_flag(store: Option<&str>, data_dir: &Path) -> Result<Location, StoreError> {
        match store.map(str::trim) {
            None | Some("" | "sqlite") => Ok(Location::Sqlite(data_dir.to_path_buf())),
            Some(url) if url.starts_with("postgres://") || url.starts_with("postgresql://") => {
                Ok(Location::Postgres(url.to_owned()))
            }
            Some(other) => Err(StoreError::UnknownStore(other.to_owned())),
        }
    }
}

/// Logs and messages show a PostgreSQL URL without its password.
impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Sqlite(dir) => write!(f, "{}", dir.join(DATABASE_FILE).display()),
            Location::Postgres(url) => f.write_str(&without_password(url)),
        }
    }
}

/// `Debug` is `Display`: a password must not reach a log through `{:?}` either.
impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// `url` with the password of its user part (`user:password@`) and of a `password=` parameter
/// replaced by `***`.
fn without_password(url: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("", url));
    let authority_end = rest.find(['/', '?']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) => match user.split_once(':') {
            Some((name, _)) => format!("{name}:***@{host}"),
            None => authority.to_owned(),
        },
        None => authority.to_owned(),
    };
    let tail = match tail.split_once('?') {
        Some((path, query)) => {
            let query: Vec<String> = query
                .split('&')
                .map(|pair| match pair.split_once('=') {
                    Some(("password", _)) => "password=***".to_owned(),
                    _ => pair.to_owned(),
                })
                .collect();
            format!("{path}?{}", query.join("&"))
        }
        None => tail.to_owned(),
    };
    format!("{scheme}://{authority}{tail}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flag_names_sqlite_or_a_postgres_url() {
        let data = Path::new("/var/lib/boardroom");
        let sqlite = Location::Sqlite(data.to_path_buf());
        assert_eq!(Location::from_flag(None, data).ok(), Some(sqlite.clone()));
        assert_eq!(Location::from_flag(Some("sqlite"), data).ok(), Some(sqlite));
        for url in ["postgres://u@db/boardroom", "postgresql:///boardroom"] {
            assert_eq!(
                Location::from_flag(Some(url), data).ok(),
                Some(Location::Postgres(url.to_owned()))
            );
        }
        assert!(matches!(
            Location::from_flag(Some("mysql://db"), data),
            Err(StoreError::UnknownStore(_))
        ));
    }

    #[test]
    fn a_password_never_shows() {
        let shown = |url: &str| Location::Postgres(url.to_owned()).to_string();
        assert_eq!(
            shown("postgres://board:s3cret@db:5432/boardroom"),
            "postgres://board:***@db:5432/boardroom"
        );
        assert_eq!(
            shown("postgres://board@db/boardroom?password=s3cret&sslmode=disable"),
            "postgres://board@db/boardroom?password=***&sslmode=disable"
        );
        assert_eq!(shown("postgres://db/boardroom"), "postgres://db/boardroom");
        let debug = format!("{:?}", Location::Postgres("postgres://a:b@c/d".into()));
        assert!(!debug.contains(":b@"), "{debug}");
    }
}
