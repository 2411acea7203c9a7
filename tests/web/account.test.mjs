// Accounts on the page, their pure part (client/web/account.js) without a browser: a new password
// checked as the server counts it, the sentences for the server's answers and refusals, and when
// a device counts as signed out elsewhere.

import { test } from "node:test";
import assert from "node:assert/strict";

import "./english.mjs";
import {
  TEXT,
  accountAnswer,
  accountRefusal,
  newPasswordProblem,
  passwordLength,
  signInRefusal,
  signedOutElsewhere,
  waitWords,
} from "../../client/web/account.js";

test("a new password is 8 to 128 characters, counted as the server counts them, and typed twice alike", () => {
  assert.equal(newPasswordProblem("short", "short"), TEXT.tooShort);
  assert.equal(newPasswordProblem("", ""), TEXT.tooShort);
  assert.equal(newPasswordProblem("12345678", "12345678"), null);
  assert.equal(newPasswordProblem("é".repeat(128), "é".repeat(128)), null);
  assert.equal(newPasswordProblem("x".repeat(129), "x".repeat(129)), TEXT.tooLong);
  // Four emoji are eight UTF-16 units but four characters: too short for the server.
  assert.equal(passwordLength("🐢🐢🐢🐢"), 4);
  assert.equal(newPasswordProblem("🐢🐢🐢🐢", "🐢🐢🐢🐢"), TEXT.tooShort);
  assert.equal(newPasswordProblem("correct horse", "correct house"), TEXT.differ);
});

test("a refused sign-in says wrong name or password, or when to try again", () => {
  assert.equal(signInRefusal({ code: "unauthorized", message: "wrong name or password", ref: "hello" }), "Wrong name or password.");
  assert.equal(signInRefusal({ code: "rate_limited", message: "too many tries", retry_in_ms: 60000 }), "Too many tries. Try again in 1 minute.");
  assert.equal(signInRefusal({ code: "rate_limited", message: "too many tries", retry_in_ms: 90500 }), "Too many tries. Try again in 2 minutes.");
  assert.equal(signInRefusal({ code: "rate_limited", message: "too many tries", retry_in_ms: 1200 }), "Too many tries. Try again in 2 seconds.");
  assert.equal(signInRefusal({ code: "rate_limited", message: "too many tries" }), TEXT.tooManyTriesLater);
  // Anything else is the server's own sentence, as text.
  assert.equal(signInRefusal({ code: "bad_request", message: "<b>name</b> is too long" }), "<b>name</b> is too long.");
  assert.equal(waitWords(0), "1 second");
  assert.equal(waitWords(59000), "59 seconds");
  assert.equal(waitWords(60001), "2 minutes");
});

test("the Account panel says what each answer did, and why a request was refused", () => {
  assert.equal(accountAnswer("sign_up", { name: "Ada", revoked: 0 }), TEXT.madeAccount("Ada"));
  assert.equal(accountAnswer("change_password", { name: "Ada", revoked: 0 }), "Your password is changed.");
  assert.equal(accountAnswer("change_password", { name: "Ada", revoked: 1 }), "Your password is changed. 1 other device was signed out.");
  assert.equal(accountAnswer("sign_out_elsewhere", { name: "Ada", revoked: 2 }), "2 other devices were signed out.");
  assert.equal(accountAnswer("sign_out_elsewhere", { name: "Ada", revoked: 0 }), "No other device was signed in.");
  assert.equal(accountRefusal({ code: "unauthorized", ref: "change_password", message: "wrong password" }), TEXT.wrongCurrent);
  assert.equal(accountRefusal({ code: "rate_limited", ref: "change_password", retry_in_ms: 30000 }), "Too many tries. Try again in 30 seconds.");
  assert.equal(accountRefusal({ code: "bad_request", ref: "sign_up", message: "the name has an account already" }), "The name has an account already.");
});

test("a device is signed out elsewhere only when it remembers an account and its token no longer works", () => {
  // A guest's device: a 1008 is flooding, and the page reconnects.
  assert.equal(signedOutElsewhere(null, { closed: 1008, reason: "signed out elsewhere" }), false);
  assert.equal(signedOutElsewhere(null, { closed: 1008, reason: "rate limit exceeded" }), false);
  assert.equal(signedOutElsewhere(null, { welcome: "7" }), false);
  assert.equal(signedOutElsewhere(null, { refused: true }), false);
  // An account's device.
  assert.equal(signedOutElsewhere("7", { closed: 1008, reason: "signed out elsewhere" }), true);
  // Closed by the host, or for flooding: not signed out (host.js tells the host's closes).
  assert.equal(signedOutElsewhere("7", { closed: 1008, reason: "removed by the host" }), false, "kicked, not signed out");
  assert.equal(signedOutElsewhere("7", { closed: 1008, reason: "banned by the host" }), false, "banned, not signed out");
  assert.equal(signedOutElsewhere("7", { closed: 1008, reason: "rate limit exceeded" }), false);
  assert.equal(signedOutElsewhere("7", { closed: 1008 }), false, "a close without the reason is not taken for one");
  assert.equal(signedOutElsewhere("7", { closed: 1006 }), false, "a dropped connection comes back");
  assert.equal(signedOutElsewhere("7", { welcome: "7" }), false);
  assert.equal(signedOutElsewhere("7", { welcome: "8" }), true, "a new guest: not to carry on as a stranger");
  assert.equal(signedOutElsewhere("7", { refused: true }), true);
});
