// Accounts on the page: the name screen's "Sign in with a password" form and the lobby's Account
// panel (a guest keeps the name with a password; an account holder changes the password or signs
// the other devices out). The words are account.js's; the connection and the views are app.js's,
// reached through the callbacks given. A password is read from its field when sent and never
// kept: the fields are emptied once the server answered. A sentence shown is kept as the way to
// word it, and worded again when the page is drawn, so that it follows a change of language.

import { byId, show } from "./dom.js";
import { msg } from "./protocol.js";
import { TEXT, accountAnswer, accountRefusal, passwordProblem, signInRefusal } from "./account.js";

export class AccountView {
  /**
   * `signIn(name, password)`: say `hello` with the password. `send(message)`: a message on the
   * signed-in connection (false when there is none).
   */
  constructor({ signIn, send }) {
    this.send = send;
    /** The request of the panel's awaiting its answer (its `type`), or null. */
    this.asked = null;
    /** The sentences of the live lines, by the line's id: each a function that words it. */
    this.said = new Map();
    byId("signin-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const name = byId("signin-name").value.trim().slice(0, 32);
      const password = byId("signin-password").value;
      if (!name || !password) return;
      this.say("signin-result", () => TEXT.signingIn);
      signIn(name, password);
    });
    byId("signup-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const password = byId("signup-password").value;
      const problem = passwordProblem(password, byId("signup-repeat").value);
      if (problem) return this.say("account-result", () => TEXT[problem]);
      this.request(msg.signUp(password));
    });
    byId("change-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const current = byId("change-current").value;
      const password = byId("change-password").value;
      if (!current) return this.say("account-result", () => TEXT.wrongCurrent);
      const problem = passwordProblem(password, byId("change-repeat").value);
      if (problem) return this.say("account-result", () => TEXT[problem]);
      this.request(msg.changePassword(current, password));
    });
    byId("sign-out-elsewhere").addEventListener("click", () => this.request(msg.signOutElsewhere()));
  }

  /** Sends one of the panel's requests, and says that it is on its way. */
  request(message) {
    if (!this.send(message)) return this.say("account-result", () => TEXT.notConnected);
    this.asked = message.type;
    this.say("account-result", () => TEXT.sending);
  }

  /**
   * Puts a sentence in one of the live result lines (as text: some are the server's): `words`
   * is a function that words it in the language in use, or "" to empty the line.
   */
  say(id, words) {
    if (words) this.said.set(id, words);
    else this.said.delete(id);
    this.write(id);
  }

  /** Writes a live line's sentence again, in the language in use (unchanged, nothing is said). */
  write(id) {
    const el = byId(id);
    const text = this.said.get(id)?.() ?? "";
    if (el.textContent !== text) el.textContent = text;
  }

  // ----- the name screen ----------------------------------------------------------------------

  /** Fills the sign-in form's name once, with the name this device last used. */
  renderSignIn(name) {
    for (const id of ["signin-result", "signed-out"]) this.write(id);
    const input = byId("signin-name");
    if (!input.dataset.filled) {
      input.value = name ?? "";
      input.dataset.filled = "1";
    }
  }

  /** The server welcomed the sign-in: the form is emptied for next time, the note gone. */
  signedIn() {
    byId("signin-password").value = "";
    byId("signin-name").dataset.filled = "";
    this.say("signin-result", "");
    this.say("signed-out", "");
  }

  /** The server refused the sign-in: say why, keep the name, empty the password. */
  signInRefused(error) {
    byId("signin").open = true;
    byId("signin-password").value = "";
    this.say("signin-result", () => signInRefusal(error));
    byId("signin-password").focus();
  }

  /** This device was signed out elsewhere: say so, with the form open and the name in it. */
  signedOutHere(name) {
    this.clearPanel();
    this.asked = null;
    this.say("account-result", "");
    byId("signin").open = true;
    byId("signin-name").value = name ?? "";
    byId("signin-name").dataset.filled = "1";
    byId("signin-password").value = "";
    this.say("signin-result", "");
    this.say("signed-out", () => TEXT.signedOut);
  }

  /** The player went on as a guest: the note about being signed out is old news. */
  playing() {
    this.say("signed-out", "");
    this.say("signin-result", "");
  }

  // ----- the lobby's Account panel --------------------------------------------------------------

  /** Draws the panel for the signed-in player `me` ({name, account}), or hides it without one. */
  renderPanel(me) {
    show(byId("account-card"), !!me);
    if (!me) return;
    const holder = me.account === true;
    const name = me.name;
    this.say("account-about", () => (holder ? TEXT.holder(name) : TEXT.guest(name)));
    this.write("account-result");
    show(byId("signup"), !holder);
    show(byId("change"), holder);
    show(byId("sign-out-elsewhere"), holder);
    // A password manager files what it saves under this name.
    for (const id of ["signup-username", "change-username"]) byId(id).value = me.name;
  }

  /** `account` answered the panel's request. */
  answered(account) {
    const asked = this.asked ?? "sign_out_elsewhere";
    this.asked = null;
    this.clearPanel();
    this.say("account-result", () => accountAnswer(asked, account));
  }

  /** The server refused the panel's request (an `error` whose `ref` is one of its types). */
  refused(error) {
    this.asked = null;
    if (error.ref === "change_password") {
      for (const id of ["change-current", "change-password", "change-repeat"]) byId(id).value = "";
    }
    this.say("account-result", () => accountRefusal(error));
  }

  /** Empties every password field of the panel. */
  clearPanel() {
    for (const id of ["signup-password", "signup-repeat", "change-current", "change-password", "change-repeat"]) {
      byId(id).value = "";
    }
  }
}
