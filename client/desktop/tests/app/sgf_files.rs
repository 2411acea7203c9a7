//! SGF files from disk, through the window and without a server: a reversi record opens into
//! its replay, steps show the discs each move turns, and a file the reader refuses is named
//! with its problem while the screen stays as it was.

use crate::common;

use boardroom_protocol::{Point, Seat};
use common::{click, config, type_into, wait_for_text, wait_until, window};
use eframe::egui::Key;

#[test]
fn a_record_opens_into_its_replay_and_a_bad_one_is_named() {
    let dir = tempfile::tempdir().expect("a temp dir");
    let bad = dir.path().join("bad.sgf");
    std::fs::write(&bad, "(;GM[2]FF[4]SZ[8];B[fe];W[fe])").expect("written");
    let good = dir.path().join("good.sgf");
    std::fs::write(&good, "(;GM[2]FF[4]SZ[8]PB[Ada]PW[Lin];B[fe];W[fd];B[cc])").expect("written");
    let mut ada = window(common::app(config(dir.path()), "Ada"));

    type_into(&mut ada, "SGF file", &bad.display().to_string());
    click(&mut ada, "Open SGF");
    wait_for_text(&mut [&mut ada], "move 2 W[fe]");
    assert!(ada.state().replay.is_none());

    ada.state_mut().forms.sgf_path.clear();
    type_into(&mut ada, "SGF file", &good.display().to_string());
    click(&mut ada, "Open SGF");
    wait_until(&mut [&mut ada], "the replay", |a| a.replay.is_some());
    wait_for_text(&mut [&mut ada], "Ada vs Lin");
    ada.key_press(Key::ArrowRight);
    ada.step();
    ada.step();
    let replay = ada.state().replay.as_ref().expect("a replay");
    assert_eq!(replay.at, 1);
    let last = replay.position_now().last.clone().expect("a move");
    assert_eq!(last.at, Some(Point::new(5, 4)));
    assert_eq!(last.flipped, vec![Point::new(4, 4)]);
    wait_for_text(&mut [&mut ada], "Discs: black 4, white 1.");
    click(&mut ada, "End");
    let replay = ada.state().replay.as_ref().expect("a replay");
    assert_eq!(replay.at, 3);
    assert_eq!(
        replay.position_now().stones.get(&Point::new(3, 3)),
        Some(&Seat::Black)
    );
    click(&mut ada, "Close");
    assert!(ada.state().replay.is_none());
}
