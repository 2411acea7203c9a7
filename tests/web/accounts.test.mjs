// Accounts in the page: Ada plays as a guest and keeps her name with a password in the lobby's
// Account panel; on another device (a second browser profile) she signs in with it and is the
// same player, and a wrong password is told as such. A new password, and signing out the other
// devices, send the other device back to the name screen saying why, with no reconnecting on a
// dead token; the new password signs in there. A guessed password is held back with a time to
// try again. axe-core finds nothing wrong with the forms.

import { test } from "node:test";
import assert from "node:assert/strict";

import { DESKTOP, PHONE, axeViolations, browserSession, serverUrl, text } from "./helpers.mjs";

const session = browserSession();

const SECRET = "correct horse battery";
const NEW_SECRET = "staple gun 42 tree";

/** What this device remembers: its token, its name and the account it is signed in to. */
async function remembered(page) {
  return page.evaluate(() => ({
    token: localStorage.getItem("boardroom.token"),
    name: localStorage.getItem("boardroom.name"),
    account: localStorage.getItem("boardroom.account"),
  }));
}

/** Opens the name screen's sign-in form (if closed) and signs in with `name` and `password`. */
async function signInWithPassword(page, name, password) {
  await page.locator("#view-name").waitFor();
  if ((await page.locator("#signin").getAttribute("open")) === null) {
    await page.getByText("Sign in with a password", { exact: true }).click();
  }
  await page.getByLabel("Account name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Opens one of the Account panel's parts (its summary's words) if it is closed. */
async function openPart(page, summary) {
  const part = page.locator("#account-card details", { has: page.getByText(summary, { exact: true }) });
  if ((await part.getAttribute("open")) === null) await part.locator("summary").click();
  return part;
}

/** The Account panel's last word. */
async function panelSays(page, expected) {
  await page.locator("#account-result", { hasText: expected }).waitFor();
}

/** Waits until the page is signed in and in the lobby. */
async function inLobby(page) {
  await page.locator("#view-lobby").waitFor();
  await page.locator('#conn[data-state="open"]').waitFor();
}

/** Ada's two devices, as the tests below leave them. */
let laptop;
let phone;
/** The WebSockets the phone's page opened. */
let phoneSockets = 0;

test("a guest keeps her name with a password, and signs in with it on another device", async () => {
  laptop = await session.signedIn("Ada", DESKTOP);
  await inLobby(laptop.page);
  const page = laptop.page;
  assert.match(await text(page, "#account-about"), /Ada is a guest on this device/);
  assert.equal(await page.getByRole("button", { name: "Sign out my other devices" }).isVisible(), false, "a guest has no other devices");

  // The page checks the password before it sends it.
  const signup = await openPart(page, "Keep this name with a password");
  await signup.getByLabel("New password", { exact: true }).fill("short");
  await signup.getByLabel("Repeat the new password", { exact: true }).fill("short");
  await signup.getByRole("button", { name: "Keep this name" }).click();
  await panelSays(page, "at least 8 characters");
  await signup.getByLabel("New password", { exact: true }).fill(SECRET);
  await signup.getByLabel("Repeat the new password", { exact: true }).fill(`${SECRET}!`);
  await signup.getByRole("button", { name: "Keep this name" }).click();
  await panelSays(page, "The two passwords differ");
  await signup.getByLabel("Repeat the new password", { exact: true }).fill(SECRET);
  await signup.getByRole("button", { name: "Keep this name" }).click();
  await panelSays(page, "Ada is now an account");
  await page.locator("#account-about", { hasText: "Ada is an account" }).waitFor();
  assert.equal(await signup.getByLabel("New password", { exact: true }).inputValue(), "", "the password is not left in the form");
  const ada = await remembered(page);
  assert.ok(ada.account, "this device is signed in to the account");

  // Another device: a wrong password is refused on the name screen, the name kept.
  phone = await session.person(PHONE);
  phone.page.on("websocket", () => {
    phoneSockets += 1;
  });
  await phone.page.goto(await serverUrl());
  await signInWithPassword(phone.page, "ada", "correct horse batter");
  await phone.page.locator("#signin-result", { hasText: "Wrong name or password." }).waitFor();
  assert.equal(await phone.page.locator("#view-name").isVisible(), true, "still on the name screen");
  assert.equal(await phone.page.getByLabel("Account name", { exact: true }).inputValue(), "ada", "the name is kept");
  assert.equal(await phone.page.getByLabel("Password", { exact: true }).inputValue(), "", "the password is not");
  assert.equal(await phone.page.locator("#error").isVisible(), false, "the refusal is said once, in the form");

  // The right password: the same player, under the account's own name, with a token of its own.
  await phone.page.getByLabel("Password", { exact: true }).fill(SECRET);
  await phone.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await inLobby(phone.page);
  assert.equal(await text(phone.page, "#who"), "Ada");
  const phones = await remembered(phone.page);
  assert.equal(phones.account, ada.account, "the same player");
  assert.equal(phones.name, "Ada");
  assert.notEqual(phones.token, ada.token, "each device its own token");
  assert.match(await text(phone.page, "#account-about"), /Ada is an account/);

  // An account keeps its name: the page says so rather than try.
  await phone.page.locator("#who").click();
  await phone.page.getByLabel("Your name", { exact: true }).fill("Ada L.");
  await phone.page.locator("#name-form button[type=submit]").click();
  await phone.page.locator("#notice", { hasText: "Ada is an account, and keeps its name." }).waitFor();
  await phone.page.locator("#home").click();
  await inLobby(phone.page);
  assert.equal(await text(phone.page, "#who"), "Ada");
  assert.equal((await remembered(phone.page)).name, "Ada");
});

test("a new password signs the other device out, back to the name screen, where the new one signs in", async () => {
  const page = laptop.page;
  const socketsBefore = phoneSockets;
  const change = await openPart(page, "Change password");
  await change.getByLabel("Current password", { exact: true }).fill(SECRET);
  await change.getByLabel("New password", { exact: true }).fill(NEW_SECRET);
  await change.getByLabel("Repeat the new password", { exact: true }).fill(NEW_SECRET);
  await change.getByRole("button", { name: "Change password" }).click();
  await panelSays(page, "Your password is changed. 1 other device was signed out.");

  // The phone says why it is on the name screen, and has forgotten its dead token.
  await phone.page.locator("#signed-out", { hasText: "You were signed out here" }).waitFor();
  await phone.page.locator("#view-name").waitFor();
  assert.equal(await phone.page.locator("#view-lobby").isVisible(), false);
  const gone = await remembered(phone.page);
  assert.deepEqual(gone, { token: null, name: null, account: null }, "the token and the account forgotten");
  assert.equal(await phone.page.locator("#conn").getAttribute("data-state"), "stopped", "not reconnecting");
  assert.equal(await phone.page.getByLabel("Account name", { exact: true }).inputValue(), "Ada", "the name ready to sign in");
  // Closed with 1008, the page stopped there: it did not come back with the dead token first.
  assert.equal(phoneSockets, socketsBefore, "no socket opened after the close");
  const socketsWhenSignedOut = phoneSockets;

  // The old password signs in nowhere; the new one does, as the same player.
  await signInWithPassword(phone.page, "Ada", SECRET);
  await phone.page.locator("#signin-result", { hasText: "Wrong name or password." }).waitFor();
  await phone.page.getByLabel("Password", { exact: true }).fill(NEW_SECRET);
  await phone.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await inLobby(phone.page);
  assert.equal(await phone.page.locator("#signed-out").isVisible(), false, "the note is gone once signed in");
  assert.equal((await remembered(phone.page)).account, (await remembered(page)).account, "the same player");
  // One socket for the two tries (a refused hello may be said again), none reconnecting before.
  assert.equal(phoneSockets, socketsWhenSignedOut + 1, "the page opened only the socket it signed in on");

  // Signing out the other devices from the laptop: the phone is back on the name screen.
  await page.getByRole("button", { name: "Sign out my other devices" }).click();
  await panelSays(page, "1 other device was signed out.");
  await phone.page.locator("#signed-out", { hasText: "You were signed out here" }).waitFor();
  await phone.page.locator("#view-name").waitFor();
  // The laptop goes on.
  assert.equal(await page.locator('#conn[data-state="open"]').isVisible(), true);
});

test("a wrong current password is told in the panel, and guessed passwords are held back with a time to try again", async () => {
  const bo = await session.signedIn("Bo", DESKTOP);
  await inLobby(bo.page);
  const signup = await openPart(bo.page, "Keep this name with a password");
  await signup.getByLabel("New password", { exact: true }).fill(SECRET);
  await signup.getByLabel("Repeat the new password", { exact: true }).fill(SECRET);
  await signup.getByRole("button", { name: "Keep this name" }).click();
  await panelSays(bo.page, "Bo is now an account");
  const change = await openPart(bo.page, "Change password");
  await change.getByLabel("Current password", { exact: true }).fill("not the password");
  await change.getByLabel("New password", { exact: true }).fill(NEW_SECRET);
  await change.getByLabel("Repeat the new password", { exact: true }).fill(NEW_SECRET);
  await change.getByRole("button", { name: "Change password" }).click();
  await panelSays(bo.page, "The current password is wrong.");

  // An account takes five tries at once (that was one), then one a minute.
  const guesser = await session.person(DESKTOP);
  await guesser.page.goto(await serverUrl());
  for (let n = 0; n < 4; n++) {
    await signInWithPassword(guesser.page, "Bo", `guess number ${n}`);
    await guesser.page.locator("#signin-result", { hasText: "Wrong name or password." }).waitFor();
    // The next refusal must be told apart from this one.
    await guesser.page.locator("#signin-result").evaluate((el) => (el.textContent = ""));
  }
  await signInWithPassword(guesser.page, "Bo", SECRET);
  await guesser.page.locator("#signin-result", { hasText: "Too many tries. Try again in 1 minute." }).waitFor();
  assert.equal(await guesser.page.getByLabel("Account name", { exact: true }).inputValue(), "Bo");
  assert.equal(await guesser.page.locator("#view-name").isVisible(), true);
});

test("axe-core finds nothing wrong on the name screen with the sign-in form, nor on the Account panel", async () => {
  const seen = {};
  const carol = await session.person(DESKTOP);
  await carol.page.goto(await serverUrl());
  await signInWithPassword(carol.page, "Carol", "no such account");
  await carol.page.locator("#signin-result", { hasText: "Wrong name or password." }).waitFor();
  seen["name screen, a sign-in refused"] = await axeViolations(carol.page);
  await carol.page.getByLabel("Your name", { exact: true }).fill("Carol");
  await carol.page.locator("#name-form button[type=submit]").click();
  await inLobby(carol.page);
  await openPart(carol.page, "Keep this name with a password");
  seen["a guest's Account panel"] = await axeViolations(carol.page);
  await openPart(laptop.page, "Change password");
  seen["an account holder's Account panel"] = await axeViolations(laptop.page);
  await phone.page.locator("#view-name").waitFor();
  seen["name screen, signed out elsewhere"] = await axeViolations(phone.page);
  for (const [where, found] of Object.entries(seen)) assert.deepEqual(found, [], `axe-core on the ${where}`);
});
