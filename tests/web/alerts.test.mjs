// Sounds and the turn alert in the browser: a stone's knock for each move on both pages, the
// game's end, nothing once a player turns sounds off; and a player who turned the alert on and
// looks elsewhere (the page hidden) gets a notification when it becomes their turn, one who
// looks at the board none. The sounds are heard through a spy on the page's audio elements, the
// notifications through a stand-in for the browser's Notification, each put in before the page
// loads: nothing of the page's own is replaced.

import { test } from "node:test";
import assert from "node:assert/strict";

import { DESKTOP, browserSession, createRoom, play, until } from "./helpers.mjs";

const session = browserSession();

/** Records the sounds the page plays and the notifications it raises; lets the test hide it. */
function spies() {
  window.__played = [];
  window.__notes = [];
  window.__hidden = false;
  HTMLMediaElement.prototype.play = function () {
    window.__played.push(new URL(this.src).pathname);
    return Promise.resolve();
  };
  Object.defineProperty(Document.prototype, "hidden", { get: () => window.__hidden, configurable: true });
  window.Notification = class {
    static permission = "granted";
    static requestPermission() {
      return Promise.resolve("granted");
    }
    constructor(title, options) {
      window.__notes.push({ title, body: options?.body ?? "" });
    }
    close() {}
  };
}

async function person(name) {
  const p = await session.person(DESKTOP);
  await p.page.addInitScript(spies);
  await p.page.goto(await (await import("./helpers.mjs")).serverUrl());
  await p.page.getByLabel("Your name", { exact: true }).fill(name);
  await p.page.locator("#name-form button[type=submit]").click();
  await p.page.locator('#conn[data-state="open"]').waitFor();
  return p;
}

const played = (p) => p.page.evaluate(() => window.__played.slice());
const notes = (p) => p.page.evaluate(() => window.__notes.slice());

test("each move knocks, the end sounds, a hidden player is told it is their turn, and sounds can be turned off", async () => {
  const ada = await person("Ada");
  const bea = await person("Bea");
  const code = await createRoom(ada, { game: "gomoku", seat: "black" });
  await bea.page.getByLabel("Room code", { exact: true }).fill(code);
  await bea.page.locator("#code-form button[type=submit]").click();
  await bea.page.locator('#view-room[data-status="playing"]').waitFor();

  // Bea asks to be told of her turn, then looks elsewhere; Ada looks at the board.
  await bea.page.getByLabel("Tell me when it is my turn", { exact: true }).check();
  assert.equal(await bea.page.getByLabel("Tell me when it is my turn", { exact: true }).isChecked(), true);
  await bea.page.evaluate(() => (window.__hidden = true));

  await play(ada, "black", [7, 7], [bea]);
  await until(async () => (await played(bea)).includes("/sounds/stone.wav"), "Bea hears the stone");
  await until(async () => (await played(ada)).includes("/sounds/stone.wav"), "Ada hears her own stone");
  await until(async () => (await notes(bea)).length === 1, "Bea is told it is her turn");
  const [note] = await notes(bea);
  assert.equal(note.title, "Your turn");
  assert.match(note.body, new RegExp(`Ada has played in room ${code}`));
  assert.deepEqual(await notes(ada), [], "nobody tells Ada, who did not ask");

  // Bea is back at the board: her own move and Ada's answer raise no notification.
  await bea.page.evaluate(() => (window.__hidden = false));
  await play(bea, "white", [8, 8], [ada]);
  await play(ada, "black", [7, 8], [bea]);
  assert.equal((await notes(bea)).length, 1, "no notification while the page is in sight");

  // Ada turns sounds off: her page plays nothing more; Bea's still does.
  await ada.page.getByLabel("Sounds", { exact: true }).uncheck();
  const before = (await played(ada)).length;
  await play(bea, "white", [8, 9], [ada]);
  await ada.page.locator("#act-resign").click();
  await bea.page.locator('#view-room[data-status="over"]').waitFor();
  await until(async () => (await played(bea)).includes("/sounds/game-end.wav"), "Bea hears the game's end");
  assert.equal((await played(ada)).length, before, "Ada's page is silent");
  await ada.page.reload();
  await ada.page.locator("#view-room").waitFor();
  assert.equal(await ada.page.getByLabel("Sounds", { exact: true }).isChecked(), false, "the choice is kept");
});
