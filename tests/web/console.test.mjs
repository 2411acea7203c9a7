// The host's console (/admin) in the browser, with a class: the host opens the link the server
// prints (its key read from the data folder, as the desktop app reads it), pastes 30 names and
// makes the class; the 30 login cards on the page sign 30 pupils in through the page's own
// sign-in form, from one address, within a minute. Two of them sit in a room: the host mutes one
// from the Players table, and the refusal shows under that pupil's chat box; the kid mode's
// refusal lists its phrases there too; the host removes the other, whose page says so and takes
// them back with "Come back"; banned, the pupil's page says so and stays out, even reloaded. The
// console's "What was done" lists it all. axe-core finds nothing wrong with the console, nor
// with what a pupil's page says of the host.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { DESKTOP, axeViolations, createRoom, freePort, launch, person, spawnServer, text } from "./helpers.mjs";

/** The size of the class, and how long its sign-in may take. */
const PUPILS = 30;
const SIGN_IN_WITHIN_MS = 60000;
/** Pupils signing in at once: a class does not all type at the same instant. */
const AT_ONCE = 5;

let dir;
let server;
let base;
let browser;
/** Everyone whose page is checked for script errors and alerts at the end. */
const people = [];
/** The host's console page. */
let host;
/** The login cards, as the console showed them: [{name, password}]. */
let cards = [];
/** The two pupils who play: the first is muted, the second removed. */
let quiet;
let removed;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), "boardroom-console-"));
  const port = await freePort();
  server = await spawnServer(port, dir);
  base = `http://127.0.0.1:${port}/`;
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
  for (const p of people) {
    assert.deepEqual(p.problems, [], `no script errors on ${p.who}'s page`);
    assert.deepEqual(p.dialogs.filter((d) => d.type === "alert"), [], `no alert ever ran on ${p.who}'s page`);
  }
});

/** A person whose page is checked at the end; `who` names them in what went wrong. */
async function newPerson(who) {
  const p = await person(browser, DESKTOP);
  p.who = who;
  people.push(p);
  return p;
}

/** The console's state as it stands now (the page itself asks every 5 s). */
async function refreshConsole() {
  await host.page.reload();
  await host.page.getByRole("heading", { name: "Host's console", exact: true }).waitFor();
}

/** The button of the Players table's row of `name`, e.g. "Mute" or "Kick". */
function playerButton(what, name) {
  return host.page.getByRole("button", { name: `${what} ${name}`, exact: true });
}

/** Signs a pupil in with a login card on the name screen's form; resolves once in the lobby. */
async function signInWithCard(p, card) {
  await p.page.goto(base);
  await p.page.locator("#view-name").waitFor();
  await p.page.getByText("Sign in with a password", { exact: true }).click();
  await p.page.getByLabel("Account name", { exact: true }).fill(card.name);
  await p.page.getByLabel("Password", { exact: true }).fill(card.password);
  await p.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await p.page.locator("#view-lobby").waitFor();
  await p.page.locator('#conn[data-state="open"]').waitFor();
  assert.equal(await text(p.page, "#who"), card.name);
}

/**
 * Waits until a pupil is signed in again as `name`, in the lobby or back in their room (a seat
 * is kept a while for one who left, as for anyone whose connection dropped).
 */
async function backIn(page, name) {
  await page.locator('#conn[data-state="open"]').waitFor();
  await page.locator('body[data-view="lobby"], body[data-view="room"]').waitFor({ state: "attached" });
  assert.equal(await page.locator("#view-host").isVisible(), false);
  assert.equal(await text(page, "#who"), name);
}

/** Sends a chat line from a pupil's room. */
async function say(p, line) {
  await p.page.getByRole("textbox", { name: "Chat", exact: true }).fill(line);
  await p.page.locator("#chat-form button[type=submit]").click();
}

test("the host opens the console with the key from the data folder, and axe-core finds nothing wrong", async () => {
  const key = readFileSync(join(dir, "admin-key"), "utf8").trim();
  assert.ok(key.length >= 16, "a key was made at the first start");
  host = await newPerson("the host");
  await host.page.goto(`${base}admin?key=${encodeURIComponent(key)}`);
  await host.page.waitForURL(/\/admin$/);
  await host.page.getByRole("heading", { name: "Host's console", exact: true }).waitFor();
  assert.equal(await host.page.locator("html").getAttribute("lang"), "en");
  assert.deepEqual(await axeViolations(host.page), [], "axe-core on the console");
});

test(`a class of ${PUPILS} made from a pasted list signs in with its login cards within a minute`, async () => {
  const names = Array.from({ length: PUPILS }, (_, i) => `Pupil ${i + 1}`);
  await host.page.getByLabel("Names, one a line", { exact: true }).fill(names.join("\n"));
  await host.page.getByRole("button", { name: "Make their accounts", exact: true }).click();
  await host.page.locator("#said", { hasText: `a class of ${PUPILS} accounts made` }).waitFor();
  await host.page.getByRole("heading", { name: "Login cards", exact: true }).waitFor();
  cards = await host.page.locator("#cards .card").evaluateAll((els) =>
    els.map((el) => {
      const lines = [...el.querySelectorAll("div")].map((d) => d.textContent);
      const password = lines.find((l) => l.startsWith("Password: "))?.slice("Password: ".length) ?? "";
      const open = lines.find((l) => l.startsWith("Open: "))?.slice("Open: ".length) ?? "";
      return { name: el.querySelector("b").textContent, password, open };
    }),
  );
  assert.deepEqual(cards.map((c) => c.name), names, "a card for each name, in the list's order");
  for (const card of cards) {
    assert.match(card.password, /^[a-z]+-[a-z]+-[a-z]+-\d\d$/, `${card.name}'s password is three words and two digits`);
    assert.ok(card.open.startsWith("http"), "each card says where to sign in");
  }
  assert.equal(new Set(cards.map((c) => c.password)).size, PUPILS, "each pupil a password of their own");
  assert.deepEqual(await axeViolations(host.page), [], "axe-core on the console with the login cards");

  // Every pupil on a device of their own (a browser profile), all from 127.0.0.1, a few at a
  // time; each profile closed once signed in, but the first two's, who play next.
  const started = Date.now();
  let next = 0;
  const signedIn = [];
  const worker = async () => {
    while (next < cards.length) {
      const i = next++;
      const p = i < 2 ? await newPerson(cards[i].name) : await person(browser, DESKTOP);
      await signInWithCard(p, cards[i]);
      signedIn.push(cards[i].name);
      if (i === 0) quiet = p;
      else if (i === 1) removed = p;
      else {
        assert.deepEqual(p.problems, [], `no script errors on ${cards[i].name}'s page`);
        await p.context.close();
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  const seconds = (Date.now() - started) / 1000;
  console.log(`the class of ${PUPILS} signed in through the page in ${seconds.toFixed(1)} s`);
  assert.equal(signedIn.length, PUPILS);
  assert.ok(seconds * 1000 < SIGN_IN_WITHIN_MS, `all ${PUPILS} signed in within a minute (${seconds.toFixed(1)} s)`);
});

test("two pupils sit in a room: the muted one's chat box says why nothing was sent, and so does the kid mode's", async () => {
  const code = await createRoom(quiet, { game: "gomoku", seat: "black" });
  await removed.page.getByLabel("Room code", { exact: true }).fill(code);
  await removed.page.locator("#code-form button[type=submit]").click();
  await removed.page.locator('#view-room[data-status="playing"]').waitFor();
  await quiet.page.locator('#view-room[data-status="playing"]').waitFor();

  await refreshConsole();
  await playerButton("Mute", cards[0].name).click();
  await host.page.locator("#said", { hasText: "muted" }).waitFor();
  await host.page.getByRole("button", { name: `Let ${cards[0].name} chat`, exact: true }).waitFor();

  await say(quiet, "can anyone hear me?");
  await quiet.page.locator("#chat-refused", { hasText: "The host has muted you: your messages are not sent." }).waitFor();
  assert.equal(await quiet.page.locator("#error").isVisible(), false, "said by the chat box, not in a toast");
  assert.equal(await quiet.page.locator(".chat-text").count(), 0, "the line was not sent");
  // The other pupil still chats; the refusal is gone once the muted one tries again.
  await say(removed, "hello from the other side");
  await quiet.page.locator(".chat-text", { hasText: "hello from the other side" }).waitFor();
  assert.deepEqual(await axeViolations(quiet.page), [], "axe-core on a room with a refused chat");

  // The kid mode: the text box gives way to the phrases at once, each a button, said in each
  // player's language (the quiet pupil reads Czech).
  await quiet.page.locator("#lang").selectOption("cs");
  await host.page.getByLabel("Chat on this server", { exact: true }).selectOption("phrases");
  await host.page.getByRole("button", { name: "Set", exact: true }).click();
  await host.page.locator("#said", { hasText: "chat: phrases" }).waitFor();
  const phrases = removed.page.getByRole("group", { name: "Phrases you may send" });
  await phrases.getByRole("button", { name: "Good luck!", exact: true }).waitFor();
  assert.equal(await phrases.getByRole("button").count(), 10);
  assert.equal(await removed.page.locator("#chat-form").isVisible(), false, "no text box in the kid mode");
  assert.deepEqual(await axeViolations(removed.page), [], "axe-core on the kid mode's phrases");
  await phrases.getByRole("button", { name: "Good luck!", exact: true }).click();
  await quiet.page.locator(".chat-text", { hasText: "Hodně štěstí!" }).waitFor();
  await removed.page.locator(".chat-text", { hasText: "Good luck!" }).waitFor();
  await quiet.page.getByRole("group", { name: "Fráze, které můžete poslat" }).getByRole("button", { name: "Pěkný tah!" }).waitFor();
  await quiet.page.locator("#lang").selectOption("en");
  // A line typed by hand anyway (an older page) is refused, the refusal listing the phrases.
  await removed.page.evaluate(() => {
    document.getElementById("chat-form").hidden = false;
  });
  await say(removed, "you are a potato");
  await removed.page.locator("#chat-refused", { hasText: "Only these phrases are sent on this server:" }).waitFor();
  assert.match(await text(removed.page, "#chat-refused"), /Good luck!/);
  await host.page.getByLabel("Chat on this server", { exact: true }).selectOption("off");
  await host.page.getByRole("button", { name: "Set", exact: true }).click();
  await host.page.locator("#said", { hasText: "chat: off" }).waitFor();
  await removed.page.locator("#chat-off", { hasText: "Chat is off on this server." }).waitFor();
  assert.equal(await removed.page.locator("#chat-form").isVisible(), false, "no text box with chat off");
  assert.equal(await phrases.isVisible(), false);
  await host.page.getByLabel("Chat on this server", { exact: true }).selectOption("open");
  await host.page.getByRole("button", { name: "Set", exact: true }).click();
  await host.page.locator("#said", { hasText: "chat: open" }).waitFor();
  await removed.page.getByRole("textbox", { name: "Chat", exact: true }).waitFor();
  assert.equal(await removed.page.locator("#chat-off").isVisible(), false);
});

test("the host removes a pupil, whose page says so and offers to come back; a ban keeps them out", async () => {
  const sockets = [];
  removed.page.on("websocket", (ws) => sockets.push(ws));
  await playerButton("Kick", cards[1].name).click();
  await host.page.locator("#said", { hasText: "1 connection closed" }).waitFor();

  const page = removed.page;
  await page.getByRole("heading", { name: "The host removed you from this server.", exact: true }).waitFor();
  assert.equal(await page.locator("#view-room").isVisible(), false, "the room is left behind");
  assert.equal(await page.locator("#conn").getAttribute("data-state"), "stopped", "not reconnecting by itself");
  assert.equal(await page.evaluate(() => document.activeElement?.id), "host-title", "the sentence has the focus");
  assert.deepEqual(await axeViolations(page), [], "axe-core on a removed pupil's page");
  assert.equal(sockets.length, 0, "no socket opened after the close");
  // The other pupil's room is still there.
  await quiet.page.locator("#view-room").waitFor();

  // The pupil comes back, as the same account.
  await page.getByRole("button", { name: "Come back", exact: true }).click();
  await backIn(page, cards[1].name);
  assert.equal(sockets.length, 1, "one socket, opened by Come back");

  // Banned: the page says so, offers no way back, and a reload is refused with the same words.
  await refreshConsole();
  await playerButton("Ban", cards[1].name).click();
  await host.page.locator("#said", { hasText: "banned" }).waitFor();
  await page.getByRole("heading", { name: "The host has banned you from this server.", exact: true }).waitFor();
  assert.equal(await page.getByRole("button", { name: "Come back" }).isVisible(), false);
  assert.equal(await page.locator("#conn").getAttribute("data-state"), "stopped");
  await page.reload();
  await page.getByRole("heading", { name: "The host has banned you from this server.", exact: true }).waitFor();
  assert.equal(await page.locator("#conn").getAttribute("data-state"), "stopped", "the refused hello is not tried again");
  assert.ok(await page.evaluate(() => localStorage.getItem("boardroom.token")), "the token is kept, for when the ban is lifted");
  assert.deepEqual(await axeViolations(page), [], "axe-core on a banned pupil's page");

  // The ban lifted, the pupil is let in again.
  await host.page.getByRole("button", { name: `Lift the ban of ${cards[1].name}`, exact: true }).click();
  await host.page.locator("#said", { hasText: "ban lifted" }).waitFor();
  await page.reload();
  await backIn(page, cards[1].name);
});

test("the host's notice shows at the top of every pupil's page until closed or taken down; the console watches a room", async () => {
  const words = "Last games now: the club closes at ten.";
  await host.page.getByLabel("What every player sees at the top of the page (empty: none)", { exact: true }).fill(words);
  await host.page.getByRole("button", { name: "Send", exact: true }).click();
  await host.page.locator("#said", { hasText: "notice" }).waitFor();
  await host.page.locator("#notice-now", { hasText: words }).waitFor();
  for (const p of [quiet, removed]) {
    const region = p.page.getByRole("region", { name: "Notice from the host" });
    await region.waitFor();
    assert.equal(await text(p.page, "#host-notice-text"), words);
  }
  assert.deepEqual(await axeViolations(quiet.page), [], "axe-core on a room with the host's notice");
  // One pupil closes it; it stays closed for them, and open for the other.
  await quiet.page.getByRole("button", { name: "Close the notice", exact: true }).click();
  assert.equal(await quiet.page.locator("#host-notice").isVisible(), false);
  assert.equal(await removed.page.locator("#host-notice").isVisible(), true);
  // A page opened later is told it too (right after signing in).
  await removed.page.reload();
  await removed.page.getByRole("region", { name: "Notice from the host" }).waitFor();
  // Taken down, it goes from every page.
  await host.page.getByRole("button", { name: "Take it down", exact: true }).click();
  await host.page.locator("#said", { hasText: "the notice taken down" }).waitFor();
  await removed.page.locator("#host-notice").waitFor({ state: "hidden" });

  // The console links each room to watch it, and closes one: its players are back in the lobby,
  // told why.
  await refreshConsole();
  const watch = host.page.getByRole("link", { name: /^Watch / }).first();
  const href = await watch.getAttribute("href");
  assert.match(href, /^\/r\/[A-Z0-9]+$/);
  const watcher = await newPerson("the host watching");
  await watcher.page.goto(base);
  await watcher.page.getByLabel("Your name", { exact: true }).fill("Host");
  await watcher.page.locator("#name-form button[type=submit]").click();
  await watcher.page.locator("#view-lobby").waitFor();
  await watcher.page.goto(new URL(href, base).href);
  await watcher.page.locator("#view-room").waitFor();
  const code = href.split("/").pop();
  await host.page.getByRole("button", { name: `Close room ${code}`, exact: true }).click();
  await host.page.locator("#said", { hasText: `room ${code} closed` }).waitFor();
  for (const p of [watcher, quiet]) {
    await p.page.locator("#view-lobby").waitFor();
    await p.page.locator("#notice", { hasText: "The host closed the room." }).waitFor();
  }
  assert.deepEqual(await axeViolations(host.page), [], "axe-core on the console with its engines, bots and backup");
});

test("the console's What was done lists the class, the mute, the kick and the ban", async () => {
  await refreshConsole();
  const done = host.page.locator("#audit li");
  await done.first().waitFor();
  const lines = await done.allTextContents();
  const has = (pattern, what) => assert.ok(lines.some((l) => pattern.test(l)), `${what} in: ${lines.join(" | ")}`);
  has(new RegExp(`class: a class of ${PUPILS} accounts made`), "the class");
  has(new RegExp(`mute: ${cards[0].name} \\(player [^)]+\\): muted`), "the mute");
  has(new RegExp(`kick: ${cards[1].name} \\(player [^)]+\\): 1 connection closed`), "the kick");
  has(new RegExp(`ban: ${cards[1].name} \\(player [^)]+\\): banned`), "the ban");
  has(/kid mode: chat: phrases/, "the kid mode");
  has(/notice: notice "Last games now: the club closes at ten\." sent to 2 connections/, "the notice");
  has(/notice: the notice taken down/, "the notice taken down");
  assert.deepEqual(await axeViolations(host.page), [], "axe-core on the console after the class and its rules");
});
