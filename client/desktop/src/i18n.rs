//! The app's words in the player's language: the Fluent message catalogues the web page reads
//! too (`client/locales/LANG.ftl`, one a language, and `languages.json`), embedded in the app
//! and formatted by Fluent's own library (plurals by the language's rules).
//!
//! English stands behind every other language: a message missing from one reads in English
//! rather than not at all (the web page's test keeps every language complete). The language
//! follows the system's until the player picks one (kept in the settings file); it is chosen
//! as the web page chooses (`client/web/i18n.js`, [`negotiate`]).
//!
//! The language in use is the thread's: the app puts its own in use at the start of every
//! frame, and the threads it starts carry it ([`current`], [`use_language`]), so that two
//! windows in one process (the window tests) may each speak their own. Text for people is made
//! with [`t!`](crate::t): `t!("desk-room-code")`, `t!("desk-joined", name = name, seat =
//! "black")`; the words of the server's catalogue (a game's title...) are looked up by ids
//! built from the data, with the server's English when no catalogue has them
//! ([`has`], [`crate::catalogue`]).

use std::borrow::Cow;
use std::cell::RefCell;
use std::sync::{Arc, OnceLock};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use serde::Deserialize;
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::{FluentArgs, FluentValue};

/// The language behind every other, and the app's own.
pub const FALLBACK: &str = "en";

/// The list of languages, as the web page reads it: `{code, name, dir}`, each name in its own
/// language.
const LANGUAGES: &str = include_str!("../../locales/languages.json");

/// Every catalogue shipped, by language code (a test checks that every file of
/// `client/locales` is here).
const SOURCES: [(&str, &str); 8] = [
    ("en", include_str!("../../locales/en.ftl")),
    ("zh-CN", include_str!("../../locales/zh-CN.ftl")),
    ("zh-TW", include_str!("../../locales/zh-TW.ftl")),
    ("ja", include_str!("../../locales/ja.ftl")),
    ("ko", include_str!("../../locales/ko.ftl")),
    ("vi", include_str!("../../locales/vi.ftl")),
    ("ru", include_str!("../../locales/ru.ftl")),
    ("cs", include_str!("../../locales/cs.ftl")),
];

/// The code of the pseudo-language (tests): English with every letter accented.
pub const PSEUDO: &str = "en-x-pseudo";

/// A catalogue, ready to format; shared between threads.
type Bundle = FluentBundle<FluentResource>;

/// A language the app offers, as `languages.json` lists it.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct LanguageInfo {
    /// Its code, such as `zh-TW`.
    pub code: String,
    /// Its name in its own language, such as `繁體中文`.
    pub name: String,
    /// Its direction of writing: `ltr` or `rtl`.
    pub dir: String,
}

/// The languages to choose from (those of `languages.json` that have a catalogue), English
/// first.
#[must_use]
pub fn available() -> &'static [LanguageInfo] {
    static LIST: OnceLock<Vec<LanguageInfo>> = OnceLock::new();
    LIST.get_or_init(|| {
        let listed: Vec<LanguageInfo> = serde_json::from_str(LANGUAGES).unwrap_or_default();
        let mut list: Vec<LanguageInfo> = listed
            .into_iter()
            .filter(|l| SOURCES.iter().any(|(code, _)| *code == l.code))
            .collect();
        if !list.iter().any(|l| l.code == FALLBACK) {
            list.insert(
                0,
                LanguageInfo {
                    code: FALLBACK.to_owned(),
                    name: "English".to_owned(),
                    dir: "ltr".to_owned(),
                },
            );
        }
        list
    })
}

/// The catalogue of `code` (one of [`SOURCES`]), read once and shared.
fn bundle(code: &str) -> Option<Arc<Bundle>> {
    static BUNDLES: OnceLock<Vec<(&'static str, Arc<Bundle>)>> = OnceLock::new();
    let bundles = BUNDLES.get_or_init(|| {
        SOURCES
            .iter()
            .map(|&(code, text)| {
                let rtl = available().iter().any(|l| l.code == code && l.dir == "rtl");
                (code, Arc::new(make_bundle(code, text, rtl, None)))
            })
            .collect()
    });
    bundles
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, b)| Arc::clone(b))
}

/// A bundle of `text` (Fluent) for `code`; `transform` changes the text of its patterns
/// (never a placeable). Names and numbers placed in a message are set apart for the text's
/// direction only in a right-to-left language: egui draws the isolation marks as boxes.
fn make_bundle(
    code: &str,
    text: &str,
    rtl: bool,
    transform: Option<fn(&str) -> Cow<'_, str>>,
) -> Bundle {
    let langid: LanguageIdentifier = code
        .parse()
        .unwrap_or_else(|_| FALLBACK.parse().unwrap_or_default());
    let mut bundle = Bundle::new_concurrent(vec![langid]);
    bundle.set_use_isolating(rtl);
    bundle.set_transform(transform);
    let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(resource, errors)| {
        tracing::warn!(code, ?errors, "parts of a message catalogue are unreadable");
        resource
    });
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::warn!(code, ?errors, "a message catalogue has messages twice");
    }
    bundle
}

/// A language in use: its code, its catalogue, and English's behind it. Cheap to clone.
#[derive(Clone)]
pub struct Language {
    /// Its code (one of [`available`], or [`PSEUDO`]).
    code: Arc<str>,
    /// Its catalogue; `None` for English itself.
    chosen: Option<Arc<Bundle>>,
    /// English's, behind it.
    english: Arc<Bundle>,
}

impl std::fmt::Debug for Language {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Language").field(&self.code).finish()
    }
}

impl PartialEq for Language {
    fn eq(&self, other: &Language) -> bool {
        self.code == other.code
    }
}

impl Language {
    /// English.
    #[must_use]
    pub fn english() -> Language {
        Language::of(FALLBACK)
    }

    /// The language `code` if the app has its catalogue (the code as [`available`] spells
    /// it), else English.
    #[must_use]
    pub fn of(code: &str) -> Language {
        let english =
            bundle(FALLBACK).unwrap_or_else(|| Arc::new(make_bundle(FALLBACK, "", false, None)));
        let chosen = (code != FALLBACK).then(|| bundle(code)).flatten();
        let code = if chosen.is_some() { code } else { FALLBACK };
        Language {
            code: Arc::from(code),
            chosen,
            english,
        }
    }

    /// The best of the app's languages for a reader who asks for `requested`, in order (the
    /// system's languages, or the one the player picked): see [`negotiate`].
    #[must_use]
    pub fn negotiated<S: AsRef<str>>(requested: &[S]) -> Language {
        let codes: Vec<&str> = available().iter().map(|l| l.code.as_str()).collect();
        Language::of(negotiate(&codes, requested))
    }

    /// The pseudo-language: English with every ASCII letter of the messages' own text
    /// replaced by an accented one (what is placed in a message, a name or a number, stays as
    /// it is). Text in plain ASCII letters on a screen in it was not made from a catalogue.
    #[must_use]
    pub fn pseudo() -> Language {
        static PSEUDO_BUNDLE: OnceLock<Arc<Bundle>> = OnceLock::new();
        let bundle = PSEUDO_BUNDLE.get_or_init(|| {
            let english = SOURCES
                .iter()
                .find(|(code, _)| *code == FALLBACK)
                .map_or("", |(_, text)| *text);
            Arc::new(make_bundle(FALLBACK, english, false, Some(accented)))
        });
        Language {
            code: Arc::from(PSEUDO),
            chosen: Some(Arc::clone(bundle)),
            english: Language::english().english,
        }
    }

    /// Its code.
    #[must_use]
    pub fn code(&self) -> &str {
        &self.code
    }

    /// Its name in its own language, as the language picker shows it.
    #[must_use]
    pub fn name(&self) -> String {
        if &*self.code == PSEUDO {
            return "Ƥşéüđő".to_owned();
        }
        available()
            .iter()
            .find(|l| *l.code == *self.code)
            .map_or_else(|| self.code.to_string(), |l| l.name.clone())
    }

    /// The bundles to look in, the chosen language's first.
    fn bundles(&self) -> impl Iterator<Item = &Bundle> {
        self.chosen
            .iter()
            .map(|b| &**b)
            .chain(std::iter::once(&*self.english))
    }

    /// Message `id` with `args` placed in it; the id itself when no catalogue has it (which a
    /// test forbids, so that a missing message shows, and is found, rather than hides).
    #[must_use]
    pub fn format(&self, id: &str, args: Option<&FluentArgs<'_>>) -> String {
        for bundle in self.bundles() {
            let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
                continue;
            };
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, args, &mut errors);
            if !errors.is_empty() {
                tracing::debug!(id, ?errors, "a message formatted with errors");
            }
            return text.into_owned();
        }
        id.to_owned()
    }

    /// Whether a catalogue of the language (or English's) has message `id` with a value.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundles()
            .any(|b| b.get_message(id).is_some_and(|m| m.value().is_some()))
    }
}

/// `text` with every ASCII letter accented (the pseudo-language's transform): a letter with a
/// mark where Latin has one, else a Greek or Cyrillic look-alike, each of them a glyph of egui's
/// own fonts (proportional and monospace), so that the pseudo-language draws as it reads.
fn accented(text: &str) -> Cow<'_, str> {
    const LOWER: [char; 26] = [
        'à', 'β', 'ç', 'đ', 'é', 'ƒ', 'ğ', 'ĥ', 'ï', 'ĵ', 'ķ', 'ĺ', 'м', 'ñ', 'ö', 'ρ', 'φ', 'ř',
        'ş', 'ţ', 'ü', 'ν', 'ŵ', 'χ', 'ý', 'ž',
    ];
    const UPPER: [char; 26] = [
        'À', 'Β', 'Ç', 'Đ', 'É', 'Ғ', 'Ğ', 'Ĥ', 'Ï', 'Ĵ', 'Ķ', 'Ĺ', 'М', 'Ñ', 'Ö', 'Р', 'Φ', 'Ř',
        'Ş', 'Ţ', 'Ü', 'У', 'Ŵ', 'Χ', 'Ý', 'Ž',
    ];
    if !text.chars().any(|c| c.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| match c {
                'a'..='z' => LOWER[usize::from(c as u8 - b'a')],
                'A'..='Z' => UPPER[usize::from(c as u8 - b'A')],
                _ => c,
            })
            .collect(),
    )
}

/// The best of `available` (codes such as `zh-TW`) for a reader who asks for `requested` in
/// order: the same code, else Chinese by its script (Traditional for Taiwan, Hong Kong and
/// Macau, Simplified otherwise), else the same language in another region; English when none
/// fits. As the web page's `negotiate`.
#[must_use]
pub fn negotiate<'a, S: AsRef<str>>(available: &[&'a str], requested: &[S]) -> &'a str {
    let lower: Vec<String> = available.iter().map(|c| c.to_lowercase()).collect();
    let pick = |code: &str| lower.iter().position(|c| c == code).map(|i| available[i]);
    for asked in requested {
        let want = asked.as_ref().trim().to_lowercase();
        if want.is_empty() {
            continue;
        }
        if let Some(code) = pick(&want) {
            return code;
        }
        let mut parts = want.split('-');
        let base = parts.next().unwrap_or_default();
        if base == "zh" {
            let traditional = parts.any(|part| ["hant", "tw", "hk", "mo"].contains(&part));
            if let Some(code) = pick(if traditional { "zh-tw" } else { "zh-cn" }) {
                return code;
            }
        }
        if let Some(i) = lower.iter().position(|c| c.split('-').next() == Some(base)) {
            return available[i];
        }
    }
    FALLBACK
}

/// The system's languages, most wanted first, as language tags (`ja-JP`, `zh-Hant-TW`): a
/// POSIX locale's `ja_JP.UTF-8` reads `ja-JP`; `C` and `POSIX` name none.
#[must_use]
pub fn system_languages() -> Vec<String> {
    sys_locale::get_locales()
        .filter_map(|locale| tag(&locale))
        .collect()
}

/// A locale as the system names it, as a language tag; `None` for `C` and `POSIX`.
fn tag(locale: &str) -> Option<String> {
    let locale = locale.split(['.', '@']).next().unwrap_or_default().trim();
    if locale.is_empty() || locale.eq_ignore_ascii_case("c") || locale.eq_ignore_ascii_case("posix")
    {
        return None;
    }
    Some(locale.replace('_', "-"))
}

thread_local! {
    /// The language in use on this thread; English until one is put in use.
    static CURRENT: RefCell<Option<Language>> = const { RefCell::new(None) };
}

/// Puts `language` in use on this thread (the app's, every frame; a thread the app starts, the
/// app's at its start).
pub fn use_language(language: &Language) {
    CURRENT.with(|current| {
        let mut current = current.borrow_mut();
        if current.as_ref() != Some(language) {
            *current = Some(language.clone());
        }
    });
}

/// The language in use on this thread.
#[must_use]
pub fn current() -> Language {
    CURRENT.with(|current| current.borrow().clone().unwrap_or_else(Language::english))
}

/// Runs `f` with the language in use on this thread.
fn with<R>(f: impl FnOnce(&Language) -> R) -> R {
    CURRENT.with(|current| match &*current.borrow() {
        Some(language) => f(language),
        None => f(&Language::english()),
    })
}

/// Message `id` in the language in use (the id itself when no catalogue has it).
#[must_use]
pub fn text(id: &str) -> String {
    with(|language| language.format(id, None))
}

/// Message `id` with `args` placed in it, in the language in use.
#[must_use]
pub fn text_with(id: &str, args: &FluentArgs<'_>) -> String {
    with(|language| language.format(id, Some(args)))
}

/// Whether the language in use (or English) has message `id`: for words named by data (a game's
/// title by its id), which fall back to the server's own English when no catalogue has them.
#[must_use]
pub fn has(id: &str) -> bool {
    with(|language| language.has(id))
}

/// A server's sentence (the `words` of an `error`) in the language in use; `None` when no
/// catalogue has its message (a newer server's), and the server's English stands.
#[must_use]
pub fn server_words(words: &boardroom_protocol::Words) -> Option<String> {
    with(|language| {
        if !language.has(&words.id) {
            return None;
        }
        let mut args = FluentArgs::new();
        for (name, value) in &words.args {
            match value {
                boardroom_protocol::WordArg::Number(n) => args.set(name.as_str(), *n),
                boardroom_protocol::WordArg::Text(text) => args.set(name.as_str(), text.as_str()),
            }
        }
        Some(language.format(&words.id, Some(&args)))
    })
}

/// A piece of data as part of a message id, as the web page makes them: what Fluent does not
/// allow in an id becomes `-`.
#[must_use]
pub fn id_part(data: &str) -> String {
    data.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '_' || c == '-' {
                c
            } else {
                '-'
            }
        })
        .collect()
}

/// Message `id`'s text when a catalogue has it, else `english` (the server's own words).
#[must_use]
pub fn word(id: &str, english: &str) -> String {
    with(|language| {
        if language.has(id) {
            language.format(id, None)
        } else {
            english.to_owned()
        }
    })
}

/// A thread that speaks the language of the thread that starts it: [`std::thread::Builder`]'s
/// `spawn`, with the caller's language put in use first.
///
/// # Errors
/// When the system cannot start a thread.
pub fn spawn<F, T>(name: &str, f: F) -> std::io::Result<std::thread::JoinHandle<T>>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    let language = current();
    std::thread::Builder::new()
        .name(name.to_owned())
        .spawn(move || {
            use_language(&language);
            f()
        })
}

/// Message `id` in the language in use, with arguments: `t!("desk-room-code")`,
/// `t!("desk-player-joined", name = name, seat = "black")`. Every id given here is checked
/// against English's catalogue by a test.
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::text($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $( args.set(stringify!($name), $value); )+
        $crate::i18n::text_with($id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use super::*;

    fn locales() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../locales")
    }

    #[test]
    fn every_catalogue_of_client_locales_is_embedded_and_listed() {
        let files: BTreeSet<String> = std::fs::read_dir(locales())
            .expect("client/locales")
            .map(|e| {
                e.expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter(|name| !name.starts_with('.'))
            .collect();
        let mut embedded: BTreeSet<String> = SOURCES
            .iter()
            .map(|(code, _)| format!("{code}.ftl"))
            .collect();
        embedded.insert("languages.json".to_owned());
        assert_eq!(files, embedded, "every file of client/locales is embedded");
        for (code, text) in SOURCES {
            assert!(
                FluentResource::try_new(text.to_owned()).is_ok(),
                "{code}.ftl is good Fluent"
            );
        }
        let codes: Vec<&str> = available().iter().map(|l| l.code.as_str()).collect();
        assert_eq!(codes.len(), SOURCES.len(), "every catalogue is offered");
        assert_eq!(codes.first(), Some(&FALLBACK));
    }

    #[test]
    fn every_message_the_app_asks_for_is_in_english_and_every_desktop_message_is_used() {
        let english = Language::english();
        let mut asked = BTreeSet::new();
        let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).expect("a folder") {
                let path = entry.expect("an entry").path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "rs") || path.ends_with("i18n.rs") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("readable");
                asked.extend(ids_in(&text));
            }
        }
        assert!(asked.len() > 100, "the app's messages are found");
        let missing: Vec<&String> = asked.iter().filter(|id| !english.has(id)).collect();
        assert!(
            missing.is_empty(),
            "asked for but not in en.ftl: {missing:?}"
        );
        let english_text = SOURCES[0].1;
        let unused: Vec<&str> = english_text
            .lines()
            .filter_map(|line| line.split_once(" =").map(|(id, _)| id))
            .filter(|id| id.starts_with("desk-") && !asked.contains(*id))
            .collect();
        assert!(
            unused.is_empty(),
            "desktop messages no code asks for: {unused:?}"
        );
    }

    /// The message ids `text` (Rust source) asks for: the first argument of every `t!`, and
    /// every string literal that is a `desk-` id.
    fn ids_in(text: &str) -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for (at, _) in text.match_indices("t!(") {
            // `t!` itself, not `format!` or `assert!`.
            let before = text[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = text[at + 3..].trim_start();
            if let Some(literal) = rest.strip_prefix('"')
                && let Some(end) = literal.find('"')
            {
                ids.insert(literal[..end].to_owned());
            }
        }
        for (i, piece) in text.split('"').enumerate() {
            if i % 2 == 1
                && piece.starts_with("desk-")
                && piece
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                ids.insert(piece.to_owned());
            }
        }
        ids
    }

    #[test]
    fn languages_are_chosen_as_the_web_page_chooses_them() {
        let codes: Vec<&str> = available().iter().map(|l| l.code.as_str()).collect();
        let check = |asked: &[&str], expected: &str| {
            assert_eq!(negotiate(&codes, asked), expected, "{asked:?}");
        };
        check(&["ja-JP", "en"], "ja");
        check(&["zh-HK"], "zh-TW");
        check(&["zh-Hant"], "zh-TW");
        check(&["zh-Hant-TW"], "zh-TW");
        check(&["zh"], "zh-CN");
        check(&["zh-SG"], "zh-CN");
        check(&["cs"], "cs");
        check(&["cs-CZ"], "cs");
        check(&["de-DE", "ru"], "ru");
        check(&["de-DE"], "en");
        check(&[], "en");
        check(&["ZH-tw"], "zh-TW");
        assert_eq!(tag("ja_JP.UTF-8").as_deref(), Some("ja-JP"));
        assert_eq!(tag("sr_RS@latin").as_deref(), Some("sr-RS"));
        assert_eq!(tag("C"), None);
        assert_eq!(tag("POSIX"), None);
        assert_eq!(Language::negotiated(&["vi-VN"]).code(), "vi");
        assert_eq!(Language::of("xx").code(), "en");
    }

    #[test]
    fn a_message_reads_in_the_language_chosen_else_in_english() {
        // The same message, formatted in each language: never its id, never with marks
        // around what is placed in it.
        for info in available() {
            let language = Language::of(&info.code);
            assert_eq!(language.code(), info.code);
            let text = language.format("page-language", None);
            assert_ne!(text, "page-language", "{}", info.code);
            assert!(!text.contains(['\u{2068}', '\u{2069}']), "{}", info.code);
        }
        let czech = Language::of("cs");
        assert_eq!(czech.format("no-such-message", None), "no-such-message");
        assert!(!czech.has("no-such-message"));
        // English's words behind another language's.
        let english = Language::english().format("page-brand", None);
        assert_eq!(czech.format("page-brand", None), english);
    }

    #[test]
    fn placed_values_and_plurals_follow_the_language() {
        let bundle = make_bundle(
            "cs",
            "games = { $count -> \n    [one] { $count } hra\n    [few] { $count } hry\n   *[other] { $count } her\n}\nhi = Ahoj { $name }\n",
            false,
            None,
        );
        let language = Language {
            code: Arc::from("cs"),
            chosen: Some(Arc::new(bundle)),
            english: Language::english().english,
        };
        let count = |n: u32| {
            let mut args = FluentArgs::new();
            args.set("count", n);
            language.format("games", Some(&args))
        };
        assert_eq!(count(1), "1 hra");
        assert_eq!(count(3), "3 hry");
        assert_eq!(count(5), "5 her");
        let mut args = FluentArgs::new();
        args.set("name", "Ada");
        assert_eq!(language.format("hi", Some(&args)), "Ahoj Ada");
    }

    #[test]
    fn a_server_sentence_reads_in_the_language_when_a_catalogue_has_it() {
        let words: boardroom_protocol::Words =
            serde_json::from_str(r#"{"id": "page-brand", "args": {"n": 3, "name": "Ada"}}"#)
                .expect("words");
        assert_eq!(server_words(&words).as_deref(), Some("Boardroom"));
        let unknown: boardroom_protocol::Words =
            serde_json::from_str(r#"{"id": "server-from-the-future"}"#).expect("words");
        assert_eq!(server_words(&unknown), None);
    }

    #[test]
    fn the_pseudo_language_accents_the_text_and_keeps_what_is_placed() {
        assert_eq!(accented("Join { x } now"), "Ĵöïñ { χ } ñöŵ");
        let pseudo = Language::pseudo();
        let brand = pseudo.format("page-brand", None);
        assert!(!brand.chars().any(|c| c.is_ascii_alphabetic()), "{brand}");
        assert_eq!(pseudo.code(), PSEUDO);
    }

    #[test]
    fn a_thread_speaks_its_own_language_and_passes_it_on() {
        use_language(&Language::of("ja"));
        assert_eq!(current().code(), "ja");
        let there = spawn("a-test", || current().code().to_owned())
            .expect("a thread")
            .join()
            .expect("joined");
        assert_eq!(there, "ja");
        let other = std::thread::spawn(|| current().code().to_owned())
            .join()
            .expect("joined");
        assert_eq!(other, "en", "a thread started otherwise speaks English");
        use_language(&Language::english());
        assert_eq!(id_part("hex gomoku/x_y"), "hex-gomoku-x_y");
    }
}
