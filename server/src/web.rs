//! The web client (`client/web`), embedded in the binary so that the binary alone serves it:
//! `/` and `/r/{code}` answer the page, `/assets/{file}` its stylesheet, modules and icon, and
//! `/locales/{file}` the message catalogues it speaks in (`client/locales`, which the desktop app
//! reads too).
//!
//! The files are plain HTML, CSS and JavaScript modules with no build step; `include_str!`
//! takes them as they are in the repository at compile time.

use axum::body::Body;
use axum::extract::Path;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// One embedded file.
#[derive(Debug)]
pub(crate) struct Asset {
    /// The file's name under `client/web` and under `/assets/`.
    pub(crate) name: &'static str,
    /// Its `Content-Type`.
    pub(crate) content_type: &'static str,
    /// Its text.
    pub(crate) body: &'static str,
}

/// Embeds `client/web/$name` with a content type.
macro_rules! asset {
    ($name:literal, $type:literal) => {
        Asset {
            name: $name,
            content_type: $type,
            body: include_str!(concat!("../../client/web/", $name)),
        }
    };
}

/// Embeds the module `client/web/$name`.
macro_rules! script {
    ($name:literal) => {
        asset!($name, "text/javascript; charset=utf-8")
    };
}

/// The page itself, served at `/` and at every invite link.
const INDEX: Asset = asset!("index.html", "text/html; charset=utf-8");

/// Everything the page loads, by name. A test checks that every file of `client/web` is here.
pub(crate) const ASSETS: &[Asset] = &[
    INDEX,
    asset!("style.css", "text/css; charset=utf-8"),
    script!("account.js"),
    script!("account-view.js"),
    script!("app.js"),
    script!("board.js"),
    script!("catalogue.js"),
    script!("dom.js"),
    script!("ear.js"),
    script!("geometry.js"),
    script!("host.js"),
    script!("net.js"),
    script!("protocol.js"),
    script!("qr.js"),
    script!("ratings.js"),
    script!("ratings-view.js"),
    script!("replay.js"),
    script!("review.js"),
    script!("state.js"),
    script!("threats.js"),
    script!("sound.js"),
    script!("i18n.js"),
    script!("vendor/fluent/builtins.js"),
    script!("vendor/fluent/bundle.js"),
    script!("vendor/fluent/index.js"),
    script!("vendor/fluent/memoizer.js"),
    script!("vendor/fluent/resolver.js"),
    script!("vendor/fluent/resource.js"),
    script!("vendor/fluent/scope.js"),
    script!("vendor/fluent/types.js"),
    asset!("icon.svg", "image/svg+xml"),
    STANDINGS,
    script!("standings.js"),
    asset!("standings.css", "text/css; charset=utf-8"),
];

/// Embeds `client/locales/$name`.
macro_rules! locale {
    ($name:literal, $type:literal) => {
        Asset {
            name: $name,
            content_type: $type,
            body: include_str!(concat!("../../client/locales/", $name)),
        }
    };
}

/// The message catalogues, one a language, and the list of them. A test checks that every file
/// of `client/locales` is here.
pub(crate) const LOCALES: &[Asset] = &[
    locale!("languages.json", "application/json"),
    locale!("en.ftl", "text/plain; charset=utf-8"),
    locale!("zh-CN.ftl", "text/plain; charset=utf-8"),
    locale!("zh-TW.ftl", "text/plain; charset=utf-8"),
    locale!("ja.ftl", "text/plain; charset=utf-8"),
    locale!("ko.ftl", "text/plain; charset=utf-8"),
    locale!("vi.ftl", "text/plain; charset=utf-8"),
    locale!("ru.ftl", "text/plain; charset=utf-8"),
    locale!("cs.ftl", "text/plain; charset=utf-8"),
];

/// The sounds both clients play (`client/sounds`, made for the project by
/// `tools/sounds/make_sounds.py`), served at `/sounds/{file}`.
pub(crate) const SOUNDS: &[(&str, &[u8])] = &[
    ("stone.wav", include_bytes!("../../client/sounds/stone.wav")),
    (
        "your-turn.wav",
        include_bytes!("../../client/sounds/your-turn.wav"),
    ),
    (
        "low-time.wav",
        include_bytes!("../../client/sounds/low-time.wav"),
    ),
    (
        "game-end.wav",
        include_bytes!("../../client/sounds/game-end.wav"),
    ),
];

/// `GET /sounds/{file}`.
pub(crate) async fn sound(Path(file): Path<String>) -> Response {
    match SOUNDS.iter().find(|(name, _)| *name == file) {
        Some((_, bytes)) => respond_with("audio/wav", *bytes),
        None => (StatusCode::NOT_FOUND, "no such file\n").into_response(),
    }
}

/// An event's standings page, for a projector (`/t/{id}`).
const STANDINGS: Asset = asset!("standings.html", "text/html; charset=utf-8");

/// Scripts, styles and sockets come from this server only, and nothing runs inline: even if
/// text from another player ever reached the page as markup, it could not run.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; \
     frame-ancestors 'none'; form-action 'self'";

/// `GET /` and `GET /r/{code}`: the page (the script reads the room code from the address).
pub(crate) async fn index() -> Response {
    respond(&INDEX)
}

/// `GET /t/{id}`: an event's standings page (the script reads the event from the address).
pub(crate) fn standings_page() -> Response {
    respond(&STANDINGS)
}

/// `GET /assets/{*file}`.
pub(crate) async fn asset(Path(file): Path<String>) -> Response {
    found(ASSETS, &file)
}

/// `GET /locales/{file}`.
pub(crate) async fn locale(Path(file): Path<String>) -> Response {
    found(LOCALES, &file)
}

fn found(files: &[Asset], name: &str) -> Response {
    match files.iter().find(|a| a.name == name) {
        Some(found) => respond(found),
        None => (StatusCode::NOT_FOUND, "no such file\n").into_response(),
    }
}

/// An HTML page made by the server (the replay page), with the page's security headers.
pub(crate) fn html_page(body: String) -> Response {
    respond_with("text/html; charset=utf-8", body)
}

fn respond(asset: &Asset) -> Response {
    respond_with(asset.content_type, asset.body)
}

/// Every page and file the server sends: an HTML page also gets the security policy.
fn respond_with(content_type: &'static str, body: impl Into<Body>) -> Response {
    let mut response = (
        [
            (header::CONTENT_TYPE, content_type),
            // The files change only with the binary; checking costs little on a LAN and means a
            // new server never runs with an old page.
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        ],
        body.into(),
    )
        .into_response();
    if content_type.starts_with("text/html") {
        response.headers_mut().insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(CONTENT_SECURITY_POLICY),
        );
        response.headers_mut().insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{ASSETS, Asset, LOCALES, SOUNDS};

    /// The files under `dir`, by their paths from it (`vendor/fluent/index.js`), but those that
    /// are not served: `package.json` only tells node, for the tests, that the files are
    /// modules; a vendored module's licence and notes stay in the repository.
    fn files(dir: &Path, under: &str, into: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).expect("the folder exists") {
            let entry = entry.expect("a directory entry");
            let name = format!("{under}{}", entry.file_name().to_string_lossy());
            if entry.file_type().expect("a file type").is_dir() {
                files(&entry.path(), &format!("{name}/"), into);
            } else if !["package.json", "LICENSE", "README.md"]
                .iter()
                .any(|skipped| name.ends_with(skipped))
            {
                into.push(name);
            }
        }
    }

    fn check_embedded(folder: &str, embedded: &[Asset]) {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(folder);
        let mut on_disk = Vec::new();
        files(&dir, "", &mut on_disk);
        on_disk.sort();
        let mut named: Vec<String> = embedded.iter().map(|a| a.name.to_owned()).collect();
        named.sort();
        assert_eq!(on_disk, named, "{folder}");
    }

    /// A file added to `client/web` or `client/locales` and forgotten here would be missing
    /// from the binary.
    #[test]
    fn every_client_file_is_embedded() {
        check_embedded("client/web", ASSETS);
        check_embedded("client/locales", LOCALES);
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../client/sounds");
        let mut on_disk = Vec::new();
        files(&dir, "", &mut on_disk);
        on_disk.sort();
        let mut named: Vec<String> = SOUNDS.iter().map(|(n, _)| (*n).to_owned()).collect();
        named.sort();
        assert_eq!(on_disk, named, "client/sounds");
    }

    /// Every module the page imports is one of the embedded files.
    #[test]
    fn every_import_is_embedded() {
        for asset in ASSETS.iter().filter(|a| a.name.ends_with(".js")) {
            for line in asset.body.lines() {
                let Some(rest) = line.trim_start().strip_prefix("import ") else {
                    continue;
                };
                let Some(start) = rest.find("\"./") else {
                    continue;
                };
                let target = &rest[start + 3..];
                let name = &target[..target.find('"').expect("a closing quote")];
                // A path from the importing module's folder.
                let folder = asset.name.rsplit_once('/').map_or("", |(folder, _)| folder);
                let name = if folder.is_empty() {
                    name.to_owned()
                } else {
                    format!("{folder}/{name}")
                };
                assert!(
                    ASSETS.iter().any(|a| a.name == name),
                    "{} imports {name}, which is not embedded",
                    asset.name
                );
            }
        }
    }
}
