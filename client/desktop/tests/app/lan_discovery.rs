//! The app on a real (private) network: one app hosts and announces itself over mDNS, a second
//! app finds it with no address typed, lists its open room and joins it. The test runs itself
//! again inside a network namespace with loopback only (see `boardroom_tests::private_network`),
//! so the multicast never leaves it.

use crate::common;

use std::net::{IpAddr, Ipv4Addr};
use std::path::Path;

use boardroom_desktop::DesktopApp;
use boardroom_protocol::Seat;
use boardroom_tests::private_network;
use common::{click, host_a_room, room, seat, wait_for_button, wait_until, window};
use egui_kittest::kittest::Queryable;

/// The name the inner test goes by in this binary (its module's path and its own), to run it
/// alone.
const INNER_TEST: &str = "lan_discovery::a_hosted_game_is_found_and_joined_on_the_network";

#[test]
fn apps_find_each_other_in_a_private_network() {
    private_network::run_test_inside(INNER_TEST);
}

/// An app with discovery on, hosting on every interface of the namespace (only loopback).
fn app(dir: &Path, name: &str) -> DesktopApp {
    let mut config = common::config(dir);
    config.discovery = true;
    config.host_ip = IpAddr::V4(Ipv4Addr::UNSPECIFIED);
    common::app(config, name)
}

fn found_names(app: &DesktopApp) -> Vec<String> {
    app.discovery
        .as_ref()
        .map(|source| source.servers().into_iter().map(|s| s.name).collect())
        .unwrap_or_default()
}

#[test]
#[ignore = "runs only inside the namespace made by apps_find_each_other_in_a_private_network"]
fn a_hosted_game_is_found_and_joined_on_the_network() {
    private_network::assert_inside();
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");

    let mut ada = window(app(dir_a.path(), "Ada"));
    assert!(ada.state().discovery.is_some(), "discovery runs");
    let (code, _) = host_a_room(&mut ada);

    // Lin types nothing: the Find view lists Ada's server and its open room.
    let mut lin = window(app(dir_b.path(), "Lin"));
    let join = format!("Join {code}");
    wait_for_button(&mut [&mut lin, &mut ada], &join);
    lin.get_by_label("Ada's Boardroom");
    click(&mut lin, &join);
    wait_until(&mut [&mut lin, &mut ada], "Lin seated", |a| {
        seat(a) == Some(Seat::White)
    });
    wait_until(&mut [&mut ada, &mut lin], "Ada sees Lin", |a| {
        room(a).is_some_and(|r| r.players.white.as_ref().is_some_and(|p| p.name == "Lin"))
    });

    // Ada closes the app: its goodbye takes the server off Lin's list.
    drop(ada);
    wait_until(&mut [&mut lin], "Ada's server gone from the list", |a| {
        !found_names(a).iter().any(|n| n == "Ada's Boardroom")
    });
}
