//! Accounts through the window, against the server one app hosts: a guest keeps the name with a
//! password from the Account tab; a second app signs in with the name and password (after a
//! wrong password, on the same connection) and is the same player; a new password on the first
//! signs the second out, back to the name screen with the reason, its token forgotten.

use crate::common;

use boardroom_desktop::DesktopApp;
use boardroom_desktop::account::texts;
use common::{Window, app, click, config, signed_in, type_into, wait_for_text, wait_until, window};
use egui_kittest::kittest::Queryable;

/// The first password.
const SECRET: &str = "correct horse battery";

/// The password after the change.
const NEW_SECRET: &str = "staple gun 42 tree";

/// The player id the app is signed in as.
fn player_id(app: &DesktopApp) -> Option<String> {
    let me = app.session.as_ref()?.state.me.as_ref()?;
    Some(me.player_id.clone())
}

/// Whether the app's player has an account, as the server said.
fn holder(app: &DesktopApp) -> bool {
    app.session.as_ref().is_some_and(|s| s.state.account.holder)
}

/// Opens the lobby's Account tab.
fn open_account_tab(window: &mut Window) {
    window.get_by_label(&texts::section()).click();
    window.step();
    window.step();
}

#[test]
fn a_kept_name_signs_in_elsewhere_until_a_new_password_signs_that_device_out() {
    let dir_a = tempfile::tempdir().expect("a temp dir");
    let dir_b = tempfile::tempdir().expect("a temp dir");
    let mut ada = window(app(config(dir_a.path()), "Ada"));
    click(&mut ada, "Host a game");
    wait_until(&mut [&mut ada], "signed in", signed_in);
    let server = ada.state().host.as_ref().expect("hosting").local_server();

    // (a) The guest keeps the name: the two copies are checked before anything is sent.
    open_account_tab(&mut ada);
    ada.get_by_label_contains(&texts::standing("Ada", false));
    type_into(&mut ada, &texts::choose_password(), SECRET);
    type_into(&mut ada, &texts::repeat_password(), "correct horse");
    click(&mut ada, &texts::make_account());
    ada.get_by_label(&texts::passwords_differ());
    assert!(!holder(ada.state()), "nothing sent");
    type_into(&mut ada, &texts::repeat_password(), " battery");
    click(&mut ada, &texts::make_account());
    wait_for_text(&mut [&mut ada], &texts::account_made());
    assert!(holder(ada.state()));
    ada.get_by_label_contains(&texts::standing("Ada", true));
    ada.get_by_label(&texts::badge());
    assert!(ada.state().settings.is_account(&server), "remembered");

    // (b) Another device: a wrong password is refused and the same connection tries again.
    let mut phone_app = app(config(dir_b.path()), "Ada");
    phone_app.forms.address.clone_from(&server);
    let mut phone = window(phone_app);
    type_into(
        &mut phone,
        &texts::password(),
        "correct horse battery staple",
    );
    click(&mut phone, "Connect");
    wait_for_text(&mut [&mut phone, &mut ada], &texts::wrong_password());
    assert!(!signed_in(phone.state()));
    assert!(
        phone.state().forms.account.password.is_empty(),
        "the refused password is not kept"
    );
    type_into(&mut phone, &texts::password(), SECRET);
    click(&mut phone, &texts::sign_in());
    wait_until(
        &mut [&mut phone, &mut ada],
        "signed in with the password",
        signed_in,
    );
    assert_eq!(
        player_id(phone.state()),
        player_id(ada.state()),
        "one player"
    );
    assert!(holder(phone.state()));
    phone.get_by_label(&texts::badge());
    let phone_token = phone.state().settings.token(&server).map(str::to_owned);
    let ada_token = ada.state().settings.token(&server).map(str::to_owned);
    assert!(
        phone_token.is_some() && phone_token != ada_token,
        "its own token"
    );
    assert!(phone.state().settings.is_account(&server));

    // (c) A new password on the first signs the phone out: back to the name screen, saying why.
    type_into(&mut ada, &texts::current_password(), SECRET);
    type_into(&mut ada, &texts::new_password(), NEW_SECRET);
    type_into(&mut ada, &texts::repeat_new_password(), NEW_SECRET);
    click(&mut ada, &texts::change_password());
    wait_for_text(&mut [&mut ada, &mut phone], &texts::password_changed(1));
    wait_until(&mut [&mut phone, &mut ada], "the phone signed out", |a| {
        a.session.is_none()
    });
    // On the name screen, and in the notice bar.
    assert_eq!(phone.query_all_by_label(&texts::signed_out()).count(), 2);
    phone.get_by_label(&texts::password());
    assert_eq!(
        phone.state().settings.token(&server),
        None,
        "the dead token forgotten"
    );
    assert!(!phone.state().settings.is_account(&server));
    assert!(signed_in(ada.state()), "the first goes on");
}
