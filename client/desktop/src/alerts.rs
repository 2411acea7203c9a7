//! Sounds and the turn alert, as the web page has them (`client/web/sound.js`): a stone's knock
//! for every move, a chime when it becomes the player's turn while they look elsewhere (or the
//! game's first move is theirs), three beeps once as their own clock runs under ten seconds on
//! their turn, a chord at the game's end (`client/sounds`, the project's own); and, when the
//! player has turned it on, the window asks for attention when it becomes their turn while it
//! is not focused.
//!
//! What to play is decided by pure functions ([`sounds_for`], [`low_time_crossed`],
//! [`wants_attention`]); [`Alerts`] keeps what they need between frames and hands the sounds to
//! a [`SoundPlayer`]. The one the app uses, [`SystemPlayer`], plays through the platform's own
//! player program on a thread of its own (no audio library: those need the system's audio
//! headers to build): the sounds are written once into the app's folder, then played by the
//! first of `pw-play`, `paplay`, `aplay` (Linux), `afplay` (macOS) or PowerShell's
//! `Media.SoundPlayer` (Windows) that works. One sound process at a time; a player missing or
//! failing is logged once, and the app stays silent. Tests hand in a [`Recorder`].

use std::ffi::OsString;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, SyncSender, TrySendError};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use boardroom_protocol::ServerMsg;

use crate::state::RoomView;

/// Under this much time on the player's clock, on their turn, the low-time beeps sound once.
pub const LOW_TIME: Duration = Duration::from_secs(10);

/// A sound queued longer than this (the one before played long) is not played: late, it would
/// tell of a moment gone.
const STALE_AFTER: Duration = Duration::from_secs(2);

/// One of the project's sounds (`client/sounds`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sound {
    /// A stone's knock: every move.
    Stone,
    /// A chime: the player's turn.
    YourTurn,
    /// Three beeps: the player's clock ran under ten seconds.
    LowTime,
    /// A chord: the game ended.
    GameEnd,
}

impl Sound {
    /// Every sound.
    pub const ALL: [Sound; 4] = [
        Sound::Stone,
        Sound::YourTurn,
        Sound::LowTime,
        Sound::GameEnd,
    ];

    /// The sound's name: its file's, without `.wav`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Sound::Stone => "stone",
            Sound::YourTurn => "your-turn",
            Sound::LowTime => "low-time",
            Sound::GameEnd => "game-end",
        }
    }

    /// The sound's WAV file, in the app.
    #[must_use]
    pub fn wav(self) -> &'static [u8] {
        match self {
            Sound::Stone => include_bytes!("../../sounds/stone.wav"),
            Sound::YourTurn => include_bytes!("../../sounds/your-turn.wav"),
            Sound::LowTime => include_bytes!("../../sounds/low-time.wav"),
            Sound::GameEnd => include_bytes!("../../sounds/game-end.wav"),
        }
    }

    /// Where the sound's file is written under `dir` (the app's `sounds/` folder).
    #[must_use]
    pub fn file(self, dir: &Path) -> PathBuf {
        dir.join(format!("{}.wav", self.name()))
    }
}

/// Whether it is the viewer's turn in `room`.
fn my_turn(room: Option<&RoomView>) -> bool {
    room.is_some_and(RoomView::is_my_turn)
}

/// The sounds a server message calls for, in order, for a player in `room` (the room after the
/// message; `None` when none) whose window is `hidden` (not focused) or not.
#[must_use]
pub fn sounds_for(msg: &ServerMsg, room: Option<&RoomView>, hidden: bool) -> Vec<Sound> {
    let mine = my_turn(room);
    match msg {
        ServerMsg::Step { ply, .. } if mine && (hidden || *ply == 1) => {
            vec![Sound::Stone, Sound::YourTurn]
        }
        ServerMsg::Step { .. } => vec![Sound::Stone],
        // A game put under way by this seat, when its first move is the player's.
        ServerMsg::PlayerJoined { .. } if mine && room.is_some_and(|r| r.ply == 0) => {
            vec![Sound::YourTurn]
        }
        ServerMsg::GameOver { .. } => vec![Sound::GameEnd],
        _ => Vec::new(),
    }
}

/// Whether the window asks for attention after a server message: it became the player's turn
/// in `room` (the room after the message) while the window is `hidden`.
#[must_use]
pub fn wants_attention(msg: &ServerMsg, room: Option<&RoomView>, hidden: bool) -> bool {
    hidden
        && my_turn(room)
        && matches!(msg, ServerMsg::Step { .. } | ServerMsg::PlayerJoined { .. })
}

/// Whether the player's clock has just run under [`LOW_TIME`]: from `before` (the last frame's,
/// `None` when it was not their turn) to `now`.
#[must_use]
pub fn low_time_crossed(before: Option<Duration>, now: Duration) -> bool {
    before.is_some_and(|b| b >= LOW_TIME) && now < LOW_TIME && now > Duration::ZERO
}

/// The player's own clock at `now`, on their turn in a timed game; `None` otherwise.
#[must_use]
pub fn my_clock(room: Option<&RoomView>, now: Instant) -> Option<Duration> {
    let room = room.filter(|r| r.is_my_turn())?;
    let you = room.you?;
    Some(room.clock_view(now)?.left(you))
}

/// Plays sounds: the platform's player ([`SystemPlayer`]), none ([`Silent`]), or a test's
/// [`Recorder`].
pub trait SoundPlayer: Send {
    /// Plays `sounds` one after the other, without waiting for them.
    fn play(&mut self, sounds: &[Sound]);
}

/// Plays nothing: the window tests' player unless they record.
#[derive(Debug, Clone, Copy, Default)]
pub struct Silent;

impl SoundPlayer for Silent {
    fn play(&mut self, _sounds: &[Sound]) {}
}

/// Keeps what would have played, for tests; its clones share the list.
#[derive(Debug, Clone, Default)]
pub struct Recorder {
    played: Arc<Mutex<Vec<Sound>>>,
}

impl Recorder {
    /// A recorder that heard nothing yet.
    #[must_use]
    pub fn new() -> Recorder {
        Recorder::default()
    }

    /// Everything played so far, in order.
    #[must_use]
    pub fn played(&self) -> Vec<Sound> {
        self.played
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// How many times `sound` played.
    #[must_use]
    pub fn count(&self, sound: Sound) -> usize {
        self.played().iter().filter(|&&s| s == sound).count()
    }
}

impl SoundPlayer for Recorder {
    fn play(&mut self, sounds: &[Sound]) {
        self.played
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .extend_from_slice(sounds);
    }
}

/// The sounds, what was asked to play them, the player's clock at the last frame, and how often
/// the window asked for attention.
pub struct Alerts {
    /// Plays the sounds.
    player: Box<dyn SoundPlayer>,
    /// The player's own clock at the last frame, on their turn (`None` otherwise): for the
    /// low-time beeps.
    clock_before: Option<Duration>,
    /// How many times the window asked for attention (the window tests read it).
    pub attention_asked: u32,
}

impl std::fmt::Debug for Alerts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Alerts")
            .field("clock_before", &self.clock_before)
            .field("attention_asked", &self.attention_asked)
            .finish_non_exhaustive()
    }
}

impl Alerts {
    /// Alerts played by `player`.
    #[must_use]
    pub fn new(player: Box<dyn SoundPlayer>) -> Alerts {
        Alerts {
            player,
            clock_before: None,
            attention_asked: 0,
        }
    }

    /// Plays through `player` from now on.
    pub fn set_player(&mut self, player: Box<dyn SoundPlayer>) {
        self.player = player;
    }

    /// Plays what `msg` calls for (when `sound` is on) in `room` (after the message); answers
    /// whether the window should ask for attention (when `notify` is on).
    pub fn heard(
        &mut self,
        msg: &ServerMsg,
        room: Option<&RoomView>,
        hidden: bool,
        (sound, notify): (bool, bool),
    ) -> bool {
        if sound {
            let sounds = sounds_for(msg, room, hidden);
            if !sounds.is_empty() {
                self.player.play(&sounds);
            }
        }
        let attention = notify && wants_attention(msg, room, hidden);
        if attention {
            self.attention_asked += 1;
        }
        attention
    }

    /// Beeps once (when `sound` is on) as the player's own clock in `room` runs under
    /// [`LOW_TIME`] on their turn: called every frame.
    pub fn tick(&mut self, room: Option<&RoomView>, now: Instant, sound: bool) {
        let mine = my_clock(room, now);
        if sound
            && let Some(left) = mine
            && low_time_crossed(self.clock_before, left)
        {
            self.player.play(&[Sound::LowTime]);
        }
        self.clock_before = mine;
    }
}

/// Plays through the platform's player program, on a thread of its own started at the first
/// sound: the sounds are written into `sounds/` of the app's folder first (once).
#[derive(Debug)]
pub struct SystemPlayer {
    /// The folder the sounds are written to.
    dir: PathBuf,
    /// The queue to the thread: one request waits while one plays, more are dropped. `None`
    /// until the first sound, and after the thread could not start (silent then).
    queue: Option<SyncSender<(Vec<Sound>, Instant)>>,
    /// Whether the thread was tried.
    started: bool,
}

impl SystemPlayer {
    /// A player that writes the sounds into `dir` (e.g. `…/boardroom/sounds`).
    #[must_use]
    pub fn new(dir: PathBuf) -> SystemPlayer {
        SystemPlayer {
            dir,
            queue: None,
            started: false,
        }
    }
}

impl SoundPlayer for SystemPlayer {
    fn play(&mut self, sounds: &[Sound]) {
        if !self.started {
            self.started = true;
            let (sender, receiver) = mpsc::sync_channel::<(Vec<Sound>, Instant)>(1);
            let mut speaker = Speaker::new(self.dir.clone(), std::env::consts::OS, run_program);
            let spawned = std::thread::Builder::new()
                .name("boardroom-sound".into())
                .spawn(move || {
                    while let Ok((sounds, at)) = receiver.recv() {
                        if at.elapsed() < STALE_AFTER {
                            speaker.play_all(&sounds);
                        }
                    }
                });
            match spawned {
                Ok(_) => self.queue = Some(sender),
                Err(error) => tracing::warn!(%error, "cannot start the sound thread: no sounds"),
            }
        }
        if let Some(queue) = &self.queue {
            match queue.try_send((sounds.to_vec(), Instant::now())) {
                Ok(()) | Err(TrySendError::Full(_)) => {}
                Err(TrySendError::Disconnected(_)) => self.queue = None,
            }
        }
    }
}

/// The player programs to try on the platform `os` (`std::env::consts::OS`), in order.
#[must_use]
pub fn programs(os: &str) -> &'static [&'static str] {
    match os {
        "macos" => &["afplay"],
        "windows" => &["powershell"],
        _ => &["pw-play", "paplay", "aplay"],
    }
}

/// The arguments that make `program` play the file at `path` to its end.
#[must_use]
pub fn arguments(program: &str, path: &Path) -> Vec<OsString> {
    match program {
        "powershell" => {
            // In PowerShell's single quotes, a quote is written twice.
            let quoted = path.display().to_string().replace('\'', "''");
            vec![
                "-NoProfile".into(),
                "-NonInteractive".into(),
                "-Command".into(),
                format!("(New-Object Media.SoundPlayer '{quoted}').PlaySync()").into(),
            ]
        }
        "aplay" => vec!["-q".into(), path.into()],
        _ => vec![path.into()],
    }
}

/// Runs `program` with `args` to its end: whether it succeeded (a program that is missing is
/// an error of kind `NotFound`).
fn run_program(program: &str, args: &[OsString]) -> io::Result<bool> {
    let mut command = std::process::Command::new(program);
    command
        .args(args)
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt;
        // No console window flashes up beside the app's.
        const CREATE_NO_WINDOW: u32 = 0x0800_0000;
        command.creation_flags(CREATE_NO_WINDOW);
    }
    Ok(command.status()?.success())
}

/// How a program is run: `program`, its arguments; whether it succeeded.
type Run = fn(&str, &[OsString]) -> io::Result<bool>;

/// The sound thread's side: writes the files once, finds a program that plays them, and plays.
struct Speaker {
    /// The folder of the sounds' files.
    dir: PathBuf,
    /// The programs to try, in order.
    programs: &'static [&'static str],
    /// How a program is run (tests run none).
    run: Run,
    /// Whether the files are written (`Some(false)`: they could not be: silent).
    written: Option<bool>,
    /// The program that played a sound, once one did.
    chosen: Option<&'static str>,
    /// The next program to try while none has played.
    next: usize,
    /// Whether the chosen program's failure was logged.
    failure_logged: bool,
}

impl Speaker {
    fn new(dir: PathBuf, os: &str, run: Run) -> Speaker {
        Speaker {
            dir,
            programs: programs(os),
            run,
            written: None,
            chosen: None,
            next: 0,
            failure_logged: false,
        }
    }

    /// Plays `sounds` one after the other.
    fn play_all(&mut self, sounds: &[Sound]) {
        for &sound in sounds {
            self.play(sound);
        }
    }

    /// Plays `sound` to its end; the first sound writes the files and finds the program.
    fn play(&mut self, sound: Sound) {
        let written = *self.written.get_or_insert_with(|| match write_sounds(&self.dir) {
            Ok(()) => true,
            Err(error) => {
                tracing::warn!(%error, dir = %self.dir.display(), "cannot write the sounds: no sounds");
                false
            }
        });
        if !written {
            return;
        }
        let path = sound.file(&self.dir);
        if let Some(program) = self.chosen {
            let played = (self.run)(program, &arguments(program, &path));
            if !matches!(played, Ok(true)) && !self.failure_logged {
                self.failure_logged = true;
                tracing::warn!(program, ?played, "the sound player failed (said once)");
            }
            return;
        }
        while let Some(&program) = self.programs.get(self.next) {
            match (self.run)(program, &arguments(program, &path)) {
                Ok(true) => {
                    self.chosen = Some(program);
                    return;
                }
                Ok(false) => tracing::info!(program, "the sound player failed: trying the next"),
                Err(error) => tracing::info!(program, %error, "no sound player: trying the next"),
            }
            self.next += 1;
            if self.next == self.programs.len() {
                tracing::warn!(
                    programs = ?self.programs,
                    "no sound player works here: the app stays silent"
                );
            }
        }
    }
}

/// Writes every sound's file into `dir` (created), unless one of the same size is there.
fn write_sounds(dir: &Path) -> io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for sound in Sound::ALL {
        let path = sound.file(dir);
        let bytes = sound.wav();
        let same = std::fs::metadata(&path).is_ok_and(|m| m.len() == bytes.len() as u64);
        if !same {
            let temp = path.with_extension("wav.tmp");
            std::fs::write(&temp, bytes)?;
            std::fs::rename(&temp, &path)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    use boardroom_protocol::{Point, Seat, decode_server};

    /// A room of two players, the viewer `you` (`None`: watching), `ply` moves played, `to_move`
    /// to move; `clock`: a running clock's JSON.
    fn room(you: Option<&str>, ply: u32, to_move: &str, status: &str, clock: &str) -> RoomView {
        let you = you.map_or("null".to_owned(), |s| format!("\"{s}\""));
        let text = format!(
            r#"{{"type":"room_state","room":"SNDS","game_id":"g1","game":"gomoku",
            "options":{{"size":15}},"you":{you},
            "players":{{"black":{{"name":"Ada","kind":"human","connected":true}},
                        "white":{{"name":"Lin","kind":"human","connected":true}}}},
            "stones":{{"black":[],"white":[]}},"to_move":"{to_move}","ply":{ply},"history":[],
            "legal":[[7,7]],"status":"{status}","pending":{{}}{clock}}}"#
        );
        let mut state = crate::state::ViewState::default();
        state.apply(decode_server(&text).expect("a room_state"), Instant::now());
        state.room.expect("a room")
    }

    fn step(ply: u32) -> ServerMsg {
        ServerMsg::Step {
            ply,
            by: Seat::Black,
            at: Some(Point::new(7, 7)),
            pass: false,
            flipped: None,
            changed: Vec::new(),
            to_move: Seat::White,
            legal: Vec::new(),
            legal_implied: false,
            clock: None,
        }
    }

    fn joined() -> ServerMsg {
        decode_server(r#"{"type":"player_joined","seat":"white","name":"Lin","kind":"human"}"#)
            .expect("a player_joined")
    }

    fn over() -> ServerMsg {
        decode_server(r#"{"type":"game_over","result":"black","reason":"resign"}"#)
            .expect("a game_over")
    }

    use Sound::{GameEnd, LowTime, Stone, YourTurn};

    #[test]
    fn every_move_knocks_and_the_turn_chimes_when_the_window_is_hidden_or_on_the_first_move() {
        let mine = room(Some("white"), 1, "white", "playing", "");
        let theirs = room(Some("black"), 1, "white", "playing", "");
        let watching = room(None, 1, "white", "playing", "");
        // The game's first move, to the player who moves next: the chime even in sight.
        assert_eq!(sounds_for(&step(1), Some(&mine), false), [Stone, YourTurn]);
        assert_eq!(sounds_for(&step(1), Some(&theirs), false), [Stone]);
        // Later moves: the chime only for a window out of sight.
        let mine_later = room(Some("white"), 5, "white", "playing", "");
        assert_eq!(sounds_for(&step(5), Some(&mine_later), false), [Stone]);
        assert_eq!(
            sounds_for(&step(5), Some(&mine_later), true),
            [Stone, YourTurn]
        );
        assert_eq!(sounds_for(&step(5), Some(&theirs), true), [Stone]);
        // A spectator, and a step with no room: the knock alone.
        assert_eq!(sounds_for(&step(1), Some(&watching), true), [Stone]);
        assert_eq!(sounds_for(&step(3), None, true), [Stone]);
    }

    #[test]
    fn a_game_put_under_way_chimes_for_the_player_who_moves_first() {
        let black = room(Some("black"), 0, "black", "playing", "");
        let white = room(Some("white"), 0, "black", "playing", "");
        assert_eq!(sounds_for(&joined(), Some(&black), false), [YourTurn]);
        assert!(sounds_for(&joined(), Some(&white), true).is_empty());
        // A seat taken in a game under way: no chime.
        let later = room(Some("black"), 4, "black", "playing", "");
        assert!(sounds_for(&joined(), Some(&later), true).is_empty());
        // Still waiting: nothing.
        let waiting = room(Some("black"), 0, "black", "waiting", "");
        assert!(sounds_for(&joined(), Some(&waiting), false).is_empty());
    }

    #[test]
    fn the_end_plays_its_chord_for_everyone_and_other_messages_are_silent() {
        let over_room = room(Some("black"), 9, "white", "over", "");
        assert_eq!(sounds_for(&over(), Some(&over_room), false), [GameEnd]);
        assert_eq!(sounds_for(&over(), None, true), [GameEnd]);
        let mine = room(Some("white"), 1, "white", "playing", "");
        assert!(sounds_for(&ServerMsg::Pong, Some(&mine), true).is_empty());
    }

    #[test]
    fn the_window_asks_for_attention_only_out_of_sight_on_the_players_turn() {
        let mine = room(Some("white"), 5, "white", "playing", "");
        let theirs = room(Some("black"), 5, "white", "playing", "");
        assert!(wants_attention(&step(5), Some(&mine), true));
        assert!(!wants_attention(&step(5), Some(&mine), false));
        assert!(!wants_attention(&step(5), Some(&theirs), true));
        let start = room(Some("black"), 0, "black", "playing", "");
        assert!(wants_attention(&joined(), Some(&start), true));
        assert!(!wants_attention(&over(), Some(&mine), true));
    }

    #[test]
    fn the_low_time_mark_is_crossed_once_going_down() {
        let s = Duration::from_secs;
        assert!(low_time_crossed(Some(s(10)), Duration::from_millis(9_900)));
        assert!(low_time_crossed(Some(s(30)), s(5)));
        // Already under, not the player's turn before, run out, or still above: no.
        assert!(!low_time_crossed(Some(s(9)), s(8)));
        assert!(!low_time_crossed(None, s(8)));
        assert!(!low_time_crossed(Some(s(11)), Duration::ZERO));
        assert!(!low_time_crossed(Some(s(20)), s(10)));
    }

    #[test]
    fn alerts_play_as_the_settings_say_and_beep_as_the_clock_runs_low() {
        let recorder = Recorder::new();
        let mut alerts = Alerts::new(Box::new(recorder.clone()));
        let mine = room(Some("white"), 5, "white", "playing", "");
        assert!(alerts.heard(&step(5), Some(&mine), true, (true, true)));
        assert_eq!(recorder.played(), [Stone, YourTurn]);
        // Sounds off: nothing plays; the alert still asks for attention when on.
        assert!(alerts.heard(&step(5), Some(&mine), true, (false, true)));
        assert!(!alerts.heard(&step(5), Some(&mine), true, (false, false)));
        assert_eq!(recorder.played(), [Stone, YourTurn]);
        assert_eq!(alerts.attention_asked, 2);

        // White's clock, running, with 10.05 s left: under the mark 100 ms later, once.
        let clock = r#","clock":{"black_ms":60000,"white_ms":10050,"running":"white"}"#;
        let timed = room(Some("white"), 5, "white", "playing", clock);
        let start = Instant::now();
        alerts.tick(Some(&timed), start, true);
        assert_eq!(recorder.count(LowTime), 0);
        alerts.tick(Some(&timed), start + Duration::from_millis(200), true);
        alerts.tick(Some(&timed), start + Duration::from_millis(300), true);
        assert_eq!(recorder.count(LowTime), 1);
        // Sounds off: the mark passes in silence.
        let mut quiet = Alerts::new(Box::new(recorder.clone()));
        quiet.tick(Some(&timed), start, false);
        quiet.tick(Some(&timed), start + Duration::from_millis(200), false);
        assert_eq!(recorder.count(LowTime), 1);
    }

    /// A run of a program, recorded: what the fake system has, and what was run.
    fn fake_run(program: &str, args: &[OsString]) -> io::Result<bool> {
        RUNS.with(|runs| runs.borrow_mut().push(program.to_owned()));
        assert!(
            args.iter().any(|a| a.to_string_lossy().ends_with(".wav")),
            "{args:?}"
        );
        match program {
            "pw-play" => Err(io::Error::from(io::ErrorKind::NotFound)),
            "paplay" => Ok(true),
            _ => Ok(false),
        }
    }

    fn failing_run(program: &str, _args: &[OsString]) -> io::Result<bool> {
        RUNS.with(|runs| runs.borrow_mut().push(program.to_owned()));
        Err(io::Error::from(io::ErrorKind::NotFound))
    }

    thread_local! {
        static RUNS: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
    }

    fn runs() -> Vec<String> {
        RUNS.with(|runs| std::mem::take(&mut *runs.borrow_mut()))
    }

    #[test]
    fn the_first_player_program_that_works_plays_every_sound_after() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let sounds = dir.path().join("sounds");
        let mut speaker = Speaker::new(sounds.clone(), "linux", fake_run);
        speaker.play_all(&[Stone, YourTurn]);
        assert_eq!(runs(), ["pw-play", "paplay", "paplay"]);
        // The files are written once, whole.
        for sound in Sound::ALL {
            let written = std::fs::read(sound.file(&sounds)).expect("written");
            assert_eq!(written, sound.wav(), "{}", sound.name());
        }
        speaker.play(GameEnd);
        assert_eq!(runs(), ["paplay"]);
    }

    #[test]
    fn with_no_player_program_the_app_stays_silent_without_trying_again() {
        let dir = tempfile::tempdir().expect("a temp dir");
        let mut speaker = Speaker::new(dir.path().join("sounds"), "linux", failing_run);
        speaker.play(Stone);
        assert_eq!(runs(), ["pw-play", "paplay", "aplay"]);
        speaker.play_all(&[Stone, GameEnd]);
        assert!(runs().is_empty());
    }

    #[test]
    fn each_platform_has_its_player_and_its_arguments() {
        assert_eq!(programs("linux"), ["pw-play", "paplay", "aplay"]);
        assert_eq!(programs("macos"), ["afplay"]);
        assert_eq!(programs("windows"), ["powershell"]);
        let path = Path::new("/tmp/o'clock/stone.wav");
        let args = arguments("powershell", path);
        assert_eq!(
            args.last().expect("the command"),
            "(New-Object Media.SoundPlayer '/tmp/o''clock/stone.wav').PlaySync()"
        );
        assert_eq!(args[0], "-NoProfile");
        assert_eq!(arguments("afplay", path), [OsString::from(path)]);
        assert_eq!(arguments("aplay", path)[1], OsString::from(path));
    }

    #[test]
    fn the_system_player_drops_what_it_cannot_play_soon_and_never_blocks() {
        // A folder that cannot be made (under a file): the thread stays silent, the caller goes on.
        let dir = tempfile::tempdir().expect("a temp dir");
        let file = dir.path().join("a-file");
        std::fs::write(&file, "x").expect("written");
        let mut player = SystemPlayer::new(file.join("sounds"));
        let start = Instant::now();
        for _ in 0..50 {
            player.play(&[Stone]);
        }
        assert!(start.elapsed() < Duration::from_secs(1));
    }
}
