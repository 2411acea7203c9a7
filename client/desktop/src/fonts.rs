//! A system font for Chinese, Japanese and Korean: egui's own fonts have none of their glyphs.
//! At start (before the first frame) the app reads a font the system has for the language in
//! use, from the places each system keeps them, and adds it behind egui's proportional and
//! monospace fonts; a collection (`.ttc`) is read at the face of the language (Noto Sans CJK's
//! Japanese, Korean, Simplified or Traditional Chinese). When the language changes to one the
//! font read does not suit, the next is read on a thread of its own. Without one the app still
//! runs (it says so in the log once), and eframe's own lookup of system fonts may still find
//! the glyphs.

use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};

use eframe::egui::{self, FontData, FontDefinitions, FontFamily};

/// A font file and the face in it to use.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FontChoice {
    /// The file.
    pub path: PathBuf,
    /// The face in a collection (`.ttc`); 0 for a single font.
    pub index: u32,
}

/// The script a language's text needs from a font.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Script {
    Japanese,
    Korean,
    Simplified,
    Traditional,
}

impl Script {
    /// The script of language `code`; Simplified Chinese's for a language written in letters,
    /// whose text needs a font of these only for the names of the languages in the picker.
    fn of(code: &str) -> Script {
        let code = code.to_lowercase();
        if code.starts_with("ja") {
            Script::Japanese
        } else if code.starts_with("ko") {
            Script::Korean
        } else if code.starts_with("zh")
            && ["tw", "hk", "mo", "hant"]
                .iter()
                .any(|part| code.split('-').any(|p| p == *part))
        {
            Script::Traditional
        } else {
            Script::Simplified
        }
    }

    /// The face of Noto Sans CJK's collections for the script (their order: JP, KR, SC, TC).
    fn noto_index(self) -> u32 {
        match self {
            Script::Japanese => 0,
            Script::Korean => 1,
            Script::Simplified => 2,
            Script::Traditional => 3,
        }
    }
}

/// Noto Sans CJK's collections where the Linux distributions put them.
const NOTO: [&str; 8] = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSerifCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSerifCJK-Regular.ttc",
];

/// Other Linux fonts with Chinese glyphs (and kana), each a single face first.
const LINUX_OTHERS: [&str; 5] = [
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
    "/usr/share/fonts/truetype/droid/DroidSansFallback.ttf",
];

/// A Korean font of Linux.
const LINUX_KOREAN: [&str; 2] = [
    "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
    "/usr/share/fonts/nanum/NanumGothic.ttf",
];

/// Windows's fonts for each script, in its fonts folder.
const WINDOWS_JAPANESE: [&str; 3] = ["YuGothM.ttc", "meiryo.ttc", "msgothic.ttc"];
const WINDOWS_KOREAN: [&str; 1] = ["malgun.ttf"];
const WINDOWS_SIMPLIFIED: [&str; 2] = ["msyh.ttc", "simsun.ttc"];
const WINDOWS_TRADITIONAL: [&str; 2] = ["msjh.ttc", "mingliub.ttc"];

/// macOS's fonts for each script.
const MAC_JAPANESE: [&str; 2] = [
    "/System/Library/Fonts/ヒラギノ角ゴシック W3.ttc",
    "/System/Library/Fonts/Hiragino Sans GB.ttc",
];
const MAC_KOREAN: [&str; 1] = ["/System/Library/Fonts/AppleSDGothicNeo.ttc"];
const MAC_CHINESE: [&str; 2] = [
    "/System/Library/Fonts/PingFang.ttc",
    "/System/Library/Fonts/Hiragino Sans GB.ttc",
];
/// The last resort of macOS: a font of nearly every script.
const MAC_ANY: &str = "/System/Library/Fonts/Supplemental/Arial Unicode.ttf";

/// The fonts to try for language `code`, best first, on any system (the paths of the others
/// simply do not exist): `fonts_dir` is Windows's fonts folder, when there is one.
#[must_use]
pub fn candidates(code: &str, fonts_dir: Option<&Path>) -> Vec<FontChoice> {
    let script = Script::of(code);
    let one = |path: &str| FontChoice {
        path: PathBuf::from(path),
        index: 0,
    };
    let mut list: Vec<FontChoice> = NOTO
        .iter()
        .map(|path| FontChoice {
            path: PathBuf::from(path),
            index: script.noto_index(),
        })
        .collect();
    if script == Script::Korean {
        list.extend(LINUX_KOREAN.iter().map(|p| one(p)));
    }
    list.extend(LINUX_OTHERS.iter().map(|p| one(p)));
    if let Some(dir) = fonts_dir {
        let mut names: Vec<&str> = match script {
            Script::Japanese => WINDOWS_JAPANESE.to_vec(),
            Script::Korean => WINDOWS_KOREAN.to_vec(),
            Script::Simplified => WINDOWS_SIMPLIFIED.to_vec(),
            Script::Traditional => WINDOWS_TRADITIONAL.to_vec(),
        };
        // Any of the others has the Chinese characters, and most the kana.
        for other in [
            &WINDOWS_SIMPLIFIED[..],
            &WINDOWS_TRADITIONAL[..],
            &WINDOWS_JAPANESE[..],
            &WINDOWS_KOREAN[..],
        ] {
            names.extend(
                other
                    .iter()
                    .filter(|n| !names.contains(n))
                    .collect::<Vec<_>>(),
            );
        }
        list.extend(names.into_iter().map(|name| FontChoice {
            path: dir.join(name),
            index: 0,
        }));
    }
    let mac: Vec<&str> = match script {
        Script::Japanese => MAC_JAPANESE.to_vec(),
        Script::Korean => MAC_KOREAN.to_vec(),
        Script::Simplified | Script::Traditional => MAC_CHINESE.to_vec(),
    };
    list.extend(mac.into_iter().map(one));
    list.extend(MAC_CHINESE.iter().chain(&MAC_JAPANESE).map(|p| one(p)));
    list.push(one(MAC_ANY));
    let mut seen = Vec::new();
    list.retain(|choice| {
        let new = !seen.contains(choice);
        seen.push(choice.clone());
        new
    });
    list
}

/// The font for language `code`: the first of [`candidates`] that `exists`.
#[must_use]
pub fn choose(
    code: &str,
    fonts_dir: Option<&Path>,
    exists: impl Fn(&Path) -> bool,
) -> Option<FontChoice> {
    candidates(code, fonts_dir)
        .into_iter()
        .find(|choice| exists(&choice.path))
}

/// Windows's fonts folder (`%WINDIR%\Fonts`), on Windows.
fn windows_fonts() -> Option<PathBuf> {
    if !cfg!(windows) {
        return None;
    }
    let windows =
        std::env::var_os("WINDIR").map_or_else(|| PathBuf::from(r"C:\Windows"), PathBuf::from);
    Some(windows.join("Fonts"))
}

/// The font for language `code` on this system, if it has one.
#[must_use]
pub fn system_choice(code: &str) -> Option<FontChoice> {
    choose(code, windows_fonts().as_deref(), Path::is_file)
}

/// A font file's bytes, shared.
type Bytes = Arc<Vec<u8>>;

/// The app's font for Chinese, Japanese and Korean: the one installed, the file read for it,
/// and a file being read on its thread.
#[derive(Default)]
pub struct CjkFont {
    /// Whether to look for system fonts at all (off in the window tests).
    enabled: bool,
    /// The file read last, and its bytes.
    read: Option<(PathBuf, Bytes)>,
    /// The face installed in the app's egui context.
    installed: Option<FontChoice>,
    /// A file being read on its thread.
    reading: Option<(PathBuf, mpsc::Receiver<Option<Bytes>>)>,
    /// Whether the log already said that no font was found, or a file could not be read.
    said: bool,
}

impl std::fmt::Debug for CjkFont {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CjkFont")
            .field("enabled", &self.enabled)
            .field("installed", &self.installed)
            .finish_non_exhaustive()
    }
}

impl CjkFont {
    /// A font looked for among the system's (`enabled`), or never.
    #[must_use]
    pub fn new(enabled: bool) -> CjkFont {
        CjkFont {
            enabled,
            ..CjkFont::default()
        }
    }

    /// Reads the font for language `code` now, on this thread: at start, before the first
    /// frame, so that the first frame has it.
    pub fn preload(&mut self, code: &str) {
        if !self.enabled {
            return;
        }
        match system_choice(code) {
            Some(choice) => {
                if self
                    .read
                    .as_ref()
                    .is_none_or(|(path, _)| *path != choice.path)
                {
                    self.read = read(&choice.path).map(|bytes| (choice.path, bytes));
                }
            }
            None => self.say_none(),
        }
    }

    /// Installs in `ctx` the font for language `code` once its file is read; starts reading
    /// it when another file was read. Called at the start of every frame: cheap when nothing
    /// changes.
    pub fn update(&mut self, ctx: &egui::Context, code: &str) {
        if !self.enabled {
            return;
        }
        if let Some((path, receiver)) = &self.reading {
            match receiver.try_recv() {
                Ok(bytes) => {
                    self.read = bytes.map(|b| (path.clone(), b));
                    self.reading = None;
                }
                Err(mpsc::TryRecvError::Empty) => return,
                Err(mpsc::TryRecvError::Disconnected) => self.reading = None,
            }
        }
        let Some(choice) = system_choice(code) else {
            self.say_none();
            return;
        };
        if self.installed.as_ref() == Some(&choice) {
            return;
        }
        match &self.read {
            Some((path, bytes)) if *path == choice.path => {
                install(ctx, bytes, choice.index);
                self.installed = Some(choice);
            }
            _ => {
                let (sender, receiver) = mpsc::channel();
                let path = choice.path.clone();
                let waker = ctx.clone();
                let spawned = std::thread::Builder::new()
                    .name("boardroom-font".into())
                    .spawn(move || {
                        let _ = sender.send(read(&path));
                        waker.request_repaint();
                    });
                match spawned {
                    Ok(_) => self.reading = Some((choice.path, receiver)),
                    Err(error) => tracing::warn!(%error, "cannot read a font"),
                }
            }
        }
    }

    /// Logs once that the system has no font for these scripts.
    fn say_none(&mut self) {
        if !self.said {
            self.said = true;
            tracing::info!(
                "no system font with Chinese, Japanese or Korean glyphs found; text in them may show as boxes"
            );
        }
    }
}

/// The bytes of the font file at `path`; `None` (logged) when it cannot be read.
fn read(path: &Path) -> Option<Bytes> {
    match std::fs::read(path) {
        Ok(bytes) => {
            tracing::info!(path = %path.display(), "font for Chinese, Japanese and Korean");
            Some(Arc::new(bytes))
        }
        Err(error) => {
            tracing::warn!(%error, path = %path.display(), "cannot read a font");
            None
        }
    }
}

/// egui's own fonts with face `index` of `bytes` behind them, in the proportional and the
/// monospace families.
fn install(ctx: &egui::Context, bytes: &Bytes, index: u32) {
    const NAME: &str = "system-cjk";
    let mut fonts = FontDefinitions::default();
    let blob: Arc<dyn AsRef<[u8]> + Send + Sync> = Arc::clone(bytes) as _;
    fonts
        .font_data
        .insert(NAME.to_owned(), Arc::new(FontData::from_blob(blob, index)));
    for family in [FontFamily::Proportional, FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(NAME.to_owned());
    }
    ctx.set_fonts(fonts);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_is_chosen_for_the_language_s_script_from_what_the_system_has() {
        let noto = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
        let wqy = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
        let pick = |code: &str, paths: &[&str]| {
            choose(code, None, |p: &Path| {
                paths.iter().any(|x| Path::new(x) == p)
            })
        };
        // Noto Sans CJK's collection, at the language's face.
        for (code, index) in [
            ("ja", 0),
            ("ko", 1),
            ("zh-CN", 2),
            ("zh-TW", 3),
            ("en", 2),
            ("cs", 2),
        ] {
            assert_eq!(
                pick(code, &[noto, wqy]),
                Some(FontChoice {
                    path: noto.into(),
                    index
                }),
                "{code}"
            );
        }
        // Another font with Chinese characters where Noto is missing.
        assert_eq!(
            pick("ja", &[wqy]),
            Some(FontChoice {
                path: wqy.into(),
                index: 0
            })
        );
        // None at all: the app runs without.
        assert_eq!(pick("ja", &[]), None);
        // Windows: the language's own font first, any other after.
        let dir = Path::new(r"C:\Windows\Fonts");
        let windows = |code: &str, names: &[&str]| {
            let paths: Vec<PathBuf> = names.iter().map(|n| dir.join(n)).collect();
            choose(code, Some(dir), |p| paths.iter().any(|x| x == p)).map(|c| c.path)
        };
        assert_eq!(
            windows("ko", &["msyh.ttc", "malgun.ttf"]),
            Some(dir.join("malgun.ttf"))
        );
        assert_eq!(
            windows("zh-TW", &["msyh.ttc", "msjh.ttc"]),
            Some(dir.join("msjh.ttc"))
        );
        assert_eq!(
            windows("ja", &["msyh.ttc", "YuGothM.ttc"]),
            Some(dir.join("YuGothM.ttc"))
        );
        assert_eq!(windows("ja", &["msyh.ttc"]), Some(dir.join("msyh.ttc")));
        // macOS.
        assert_eq!(
            pick(
                "ko",
                &[
                    "/System/Library/Fonts/AppleSDGothicNeo.ttc",
                    "/System/Library/Fonts/PingFang.ttc"
                ]
            )
            .map(|c| c.path),
            Some(PathBuf::from("/System/Library/Fonts/AppleSDGothicNeo.ttc"))
        );
        assert_eq!(
            pick("zh-CN", &["/System/Library/Fonts/PingFang.ttc"]).map(|c| c.path),
            Some(PathBuf::from("/System/Library/Fonts/PingFang.ttc"))
        );
        let all = candidates("ja", Some(dir));
        let unique: std::collections::HashSet<_> = all.iter().collect();
        assert_eq!(unique.len(), all.len(), "each file once");
    }
}
