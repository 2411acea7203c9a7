// Accounts, the page's pure part: every sentence the sign-in form and the Account panel show,
// the check of a new password before it is sent, the sentences for the server's answers and
// refusals, and the test of whether this device was signed out elsewhere. No DOM here, so that
// tests/web/account.test.mjs runs it in node; account-view.js draws it.

import { said, t } from "./i18n.js";

/** A password's length, in characters, as the server counts them (docs/protocol.md, Accounts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Every sentence about accounts, from the message catalogue (the `account-` messages), read
 * when it is shown: the language may change at any time.
 */
export const TEXT = {
  // The name screen's sign-in form.
  get signingIn() { return t("account-signing-in"); },
  get wrongPassword() { return t("account-wrong-password"); },
  tooManyTries: (wait) => t("account-too-many-tries", { wait }),
  get tooManyTriesLater() { return t("account-too-many-tries-later"); },
  get signedOut() { return t("account-signed-out"); },
  // The lobby's Account panel.
  guest: (name) => t("account-guest", { name }),
  holder: (name) => t("account-holder", { name }),
  keepsName: (name) => t("account-keeps-name", { name }),
  madeAccount: (name) => t("account-made", { name }),
  get changed() { return t("account-changed"); },
  get wrongCurrent() { return t("account-wrong-current"); },
  get sending() { return t("account-sending"); },
  get notConnected() { return t("account-not-connected"); },
  revoked: (n) => t("account-revoked", { count: n }),
  // The check of a new password.
  get tooShort() { return t("account-too-short", { min: PASSWORD_MIN }); },
  get tooLong() { return t("account-too-long", { max: PASSWORD_MAX }); },
  get differ() { return t("account-differ"); },
  // How long to wait, in words (as "Try again in ..." says it).
  seconds: (n) => t("account-seconds", { count: n }),
  minutes: (n) => t("account-minutes", { count: n }),
};

/** A password's length as the server counts it: characters (code points), not UTF-16 units. */
export function passwordLength(password) {
  return [...String(password ?? "")].length;
}

/** What is wrong with a new password and its repetition: a name of TEXT's, or null when nothing. */
export function passwordProblem(password, repeat) {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN) return "tooShort";
  if (length > PASSWORD_MAX) return "tooLong";
  if (password !== repeat) return "differ";
  return null;
}

/** What is wrong with a new password and its repetition (a sentence), or null when nothing. */
export function newPasswordProblem(password, repeat) {
  const problem = passwordProblem(password, repeat);
  return problem && TEXT[problem];
}

/** A wait in words, rounded up: "45 seconds", "1 minute", "3 minutes". */
export function waitWords(ms) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return TEXT.seconds(seconds);
  return TEXT.minutes(Math.ceil(seconds / 60));
}

/** The server's own sentence, as a sentence: a capital first and a full stop last. */
function sentence(text) {
  const said = String(text ?? "").trim();
  if (!said) return "";
  const s = said[0].toUpperCase() + said.slice(1);
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

/** A refused `rate_limited`: when to try again, from `retry_in_ms` when the server said it. */
function tooMany(error) {
  return Number.isFinite(error.retry_in_ms) ? TEXT.tooManyTries(waitWords(error.retry_in_ms)) : TEXT.tooManyTriesLater;
}

/** What the sign-in form says when the server refused a `hello` with a password. */
export function signInRefusal(error) {
  if (error.code === "unauthorized") return TEXT.wrongPassword;
  if (error.code === "rate_limited") return tooMany(error);
  return sentence(said(error)) || TEXT.wrongPassword;
}

/** What the Account panel says when the server refused one of its requests. */
export function accountRefusal(error) {
  if (error.code === "unauthorized" && error.ref === "change_password") return TEXT.wrongCurrent;
  if (error.code === "rate_limited") return tooMany(error);
  return sentence(said(error)) || error.code.replace(/_/g, " ");
}

/** What the Account panel says when `account` answered `asked` (the request's type). */
export function accountAnswer(asked, account) {
  const revoked = account.revoked ?? 0;
  if (asked === "sign_up") return TEXT.madeAccount(account.name);
  if (asked === "change_password") return revoked > 0 ? `${TEXT.changed} ${TEXT.revoked(revoked)}` : TEXT.changed;
  return TEXT.revoked(revoked);
}

/** The requests the Account panel sends: their refusals are its to show. */
export const ACCOUNT_REQUESTS = ["sign_up", "change_password", "sign_out_elsewhere"];

/** The reason the server closes a device's connection with (1008) when its token was revoked. */
export const SIGNED_OUT_REASON = "signed out elsewhere";

/**
 * Whether this device was signed out elsewhere, given the account it remembers signing in to
 * (its player id, or null for a guest device) and what happened on the connection:
 *   - `{closed: code, reason}`: the server closed it; 1008 "signed out elsewhere" to a device
 *     signed in to an account is its token revoked (1008 for another reason is flooding, or the
 *     host's doing, which host.js tells; to a guest's device it never is);
 *   - `{welcome: playerId}`: the token no longer signs in as the account, so the server made a
 *     new guest: the page must not carry on as a stranger;
 *   - `{refused: true}`: the `hello` with the token was refused (the account's name, without a
 *     token that works, is nobody else's to take).
 */
export function signedOutElsewhere(remembered, event) {
  if (!remembered) return false;
  if ("closed" in event) return event.closed === 1008 && String(event.reason ?? "").trim().toLowerCase() === SIGNED_OUT_REASON;
  if ("welcome" in event) return event.welcome !== remembered;
  return event.refused === true;
}
