// Two people in two browser profiles play gomoku through the page, as friends would: one
// creates a room and sends the invite link, the other opens it. Everything goes through clicks
// and taps on the real page, against the real server.

import { before, test } from "node:test";
import assert from "node:assert/strict";

import {
  DESKTOP,
  PHONE,
  axeViolations,
  browserSession,
  createRoom,
  person,
  play,
  point,
  screenshot,
  serverUrl,
  signIn,
  text,
  until,
  waitMyTurn,
} from "./helpers.mjs";

/** Ada plays on a laptop, Bashir on a phone. */
let ada;
let bashir;

const session = browserSession();

before(async () => {
  ada = await session.signedIn("Ada", DESKTOP);
  bashir = await session.signedIn("Bashir", PHONE);
});

/** Ada creates a gomoku room as black; Bashir opens the invite link Ada's page shows. */
async function newGame(options = {}) {
  if (await ada.page.locator("#view-room").isVisible()) {
    await ada.page.getByRole("button", { name: "Leave room" }).click();
  }
  await ada.page.locator("#view-lobby").waitFor();
  const code = await createRoom(ada, { game: "gomoku", seat: "black", ...options });
  await ada.page.locator("#invite").waitFor();
  const link = await ada.page.locator("#invite-link").inputValue();
  assert.match(link, new RegExp(`/r/${code}$`), "the invite link names the room");
  assert.equal(await text(ada.page, "#invite-code"), code);
  await bashir.page.goto(link);
  await bashir.page.locator('#view-room[data-status="playing"]').waitFor();
  await ada.page.locator('#view-room[data-status="playing"]').waitFor();
  await ada.page.locator("#invite").waitFor({ state: "hidden" });
  return code;
}

/** The stones on a page's board, as "x,y=black" strings, sorted. */
async function stones(page) {
  return page.$$eval("[data-point].black, [data-point].white", (els) =>
    els.map((e) => `${e.dataset.point}=${e.classList.contains("black") ? "black" : "white"}`).sort(),
  );
}

async function status(page) {
  return text(page, "#status");
}

/** Whether a button of the room is enabled. */
async function enabled(page, name) {
  return page.getByRole("button", { name, exact: true }).isEnabled();
}

test("the invite link is copied with the Copy button", async () => {
  await ada.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: await serverUrl() });
  await ada.page.locator("#view-lobby").waitFor();
  await createRoom(ada, { game: "gomoku", seat: "black" });
  const link = await ada.page.locator("#invite-link").inputValue();
  await ada.page.getByRole("button", { name: "Copy", exact: true }).click();
  await ada.page.locator("#notice", { hasText: "Link copied" }).waitFor();
  assert.equal(await ada.page.evaluate(() => navigator.clipboard.readText()), link);
  assert.match(await text(ada.page, "#invite"), /Room code/);
  // The same link as a QR code for a phone, drawn by the server.
  const qr = ada.page.locator("#invite-qr");
  assert.equal(await qr.getAttribute("src"), `/qr.svg?link=${encodeURIComponent(link)}`);
  await qr.evaluate((img) => img.decode());
  assert.ok((await qr.evaluate((img) => img.naturalWidth)) > 0, "the QR code is drawn");
});

test("an invite link says who invites, to which game, with which clock", async () => {
  await ada.page.getByRole("button", { name: "Leave room" }).click();
  const code = await createRoom(ada, { game: "gomoku", seat: "black", size: 15, clock: "3+2" });
  const friend = await session.person(PHONE);
  try {
    await friend.page.goto(`${await serverUrl()}r/${code}`);
    // The invitation is said as soon as the room is known, and again with the board's size once
    // the catalogue (GET /info) has come: the text to read is the second.
    const invite = friend.page.locator("#name-invite", { hasText: "15×15" });
    await invite.waitFor();
    assert.match(await invite.textContent(), /^Ada invites you to a game of Gomoku \(15×15.* · 3\+2\)\. Type your name to join\.$/);
    assert.deepEqual(await axeViolations(friend.page), [], "axe-core on the invite screen, before a name is typed");
  } finally {
    await friend.context.close();
  }
});

test("a whole gomoku game to five: both see the result and the winning line", async () => {
  await newGame({ rule: "freestyle", size: 15 });
  assert.match(await status(ada.page), /Your turn \(black\)/);
  for (const p of [ada, bashir]) {
    assert.equal(await p.page.locator("#act-again").isVisible(), false, "no Play again while the game goes on");
  }
  assert.match(await status(bashir.page), /Waiting for Ada/);
  // On a touch screen a move takes two taps, so that a finger on the neighbouring point of a
  // crowded board costs nothing; with a mouse one click plays.
  assert.equal(await bashir.page.locator("#tap-twice").isChecked(), true, "tap twice on a phone");
  assert.equal(await ada.page.locator("#tap-twice").isChecked(), false, "one click with a mouse");
  for (let i = 0; i < 4; i++) {
    await play(ada, "black", [5 + i, 7], [bashir]);
    // Bashir taps on his phone: the first tap picks the point, the second plays it.
    await waitMyTurn(bashir.page);
    const spot = point(bashir.page, [5 + i, 8]);
    await spot.tap();
    await bashir.page.locator(`[data-point="${5 + i},8"].chosen-white`).waitFor();
    if (i === 0) {
      assert.match(await spot.getAttribute("aria-label"), /empty, .*chosen, press again to play/);
      // Changing his mind: a tap elsewhere moves the pick, and nothing has been sent.
      await point(bashir.page, [0, 0]).tap();
      await bashir.page.locator('[data-point="0,0"].chosen').waitFor();
      assert.doesNotMatch(await spot.getAttribute("class"), /chosen/, "the first pick is gone");
      assert.match(await status(ada.page), /Waiting for Bashir/);
      await spot.tap();
    }
    await spot.tap();
    for (const p of [ada, bashir]) await p.page.locator(`[data-point="${5 + i},8"].white`).waitFor();
    assert.equal(await bashir.page.locator(".pt.chosen").count(), 0, "the pick is gone once played");
  }
  // The last move is marked.
  assert.match(await point(ada.page, [8, 8]).getAttribute("aria-label"), /white stone, last move/);
  await play(ada, "black", [9, 7], [bashir]);
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="over"]').waitFor();
    assert.match(await status(p.page), /Black wins: five in a row\./);
    const line = await p.page.$$eval("[data-point].win", (els) => els.map((e) => e.dataset.point).sort());
    assert.deepEqual(line, ["5,7", "6,7", "7,7", "8,7", "9,7"]);
    // The line through the row (a horizontal SVG line has no height, so "visible" is asked of CSS).
    const drawn = await p.page.$eval(".win-line", (l) => [
      getComputedStyle(l).display,
      Number(l.getAttribute("x2")) - Number(l.getAttribute("x1")),
    ]);
    assert.notEqual(drawn[0], "none", "the line through the row is drawn");
    assert.ok(drawn[1] > 0, "it spans the row");
    assert.match(await point(p.page, [7, 7]).getAttribute("aria-label"), /winning line/);
    assert.equal(await p.page.locator("#moves .move").count(), 9);
    assert.equal(await enabled(p.page, "Undo"), false);
    assert.equal(await enabled(p.page, "Resign"), false);
    assert.equal(await enabled(p.page, "Play again"), true);
  }
  assert.match(await status(ada.page), /You won!/);
  assert.match(await status(bashir.page), /You lost\./);
  await screenshot(ada.page, "gomoku-desktop");
  await screenshot(bashir.page, "gomoku-phone");
});

test("play again: refused first, then agreed, with colours swapped", async () => {
  await bashir.page.getByRole("button", { name: "Play again" }).click();
  const prompt = ada.page.locator('.prompt[data-kind="play_again"]');
  await prompt.waitFor();
  assert.match(await prompt.textContent(), /Bashir wants to play again/);
  await bashir.page.locator('.prompt.waiting[data-kind="play_again"]').waitFor();
  assert.equal(await enabled(bashir.page, "Play again"), false, "one offer at a time");
  assert.deepEqual(await axeViolations(ada.page), [], "axe-core on a game over with Play again offered");
  assert.deepEqual(await axeViolations(bashir.page), [], "axe-core on a game over with one's own Play again waiting");
  await prompt.getByRole("button", { name: "Refuse" }).click();
  await bashir.page.locator("#notice", { hasText: "play again was refused" }).waitFor();
  await prompt.waitFor({ state: "detached" });
  await until(() => enabled(bashir.page, "Play again"), "Play again enabled again");

  await bashir.page.getByRole("button", { name: "Play again" }).click();
  await prompt.waitFor();
  await prompt.getByRole("button", { name: "Agree" }).click();
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="playing"]').waitFor();
    assert.deepEqual(await stones(p.page), [], "a new, empty board");
    assert.equal(await p.page.locator("#act-again").isVisible(), false, "hidden again in the new game");
  }
  assert.match(await text(ada.page, "#player-white"), /Ada \(you\)/);
  assert.match(await text(bashir.page, "#player-black"), /Bashir \(you\)/);
  assert.match(await status(bashir.page), /Your turn \(black\)/);
});

test("undo asked and refused; the refusal says how long to wait; then asked and agreed", async () => {
  // Bashir is black now.
  await play(bashir, "black", [7, 7], [ada]);
  await play(ada, "white", [6, 6], [bashir]);
  await play(bashir, "black", [8, 8], [ada]);
  assert.equal(await enabled(bashir.page, "Undo"), true);
  await bashir.page.getByRole("button", { name: "Undo" }).click();
  const prompt = ada.page.locator('.prompt[data-kind="undo"]');
  await prompt.waitFor();
  assert.match(await prompt.textContent(), /Bashir asks to take back their last move/);
  await bashir.page.locator('.prompt.waiting[data-kind="undo"]').waitFor();
  assert.deepEqual(await axeViolations(ada.page), [], "axe-core on a room with an undo request to answer");
  await prompt.getByRole("button", { name: "Refuse" }).click();
  await bashir.page.locator("#notice", { hasText: "refused" }).waitFor();
  await prompt.waitFor({ state: "detached" });
  assert.ok((await stones(ada.page)).includes("8,8=black"), "refused: the stone stays");

  // The refusal says how long Bashir must wait before asking again (3 s under the test flags,
  // doubling after each refusal): the page counts it down with Undo off.
  const wait = bashir.page.locator("#wait", { hasText: /You may ask to take back a move again in [1-3] s\./ });
  await wait.waitFor();
  assert.equal(await enabled(bashir.page, "Undo"), false, "no asking while the wait lasts");
  assert.equal(await ada.page.locator('.prompt[data-kind="undo"]').count(), 0, "Ada is not asked");
  await wait.waitFor({ state: "hidden", timeout: 5000 });
  await until(() => enabled(bashir.page, "Undo"), "Undo enabled once the wait is over");
  await bashir.page.getByRole("button", { name: "Undo" }).click();
  await prompt.waitFor();
  await prompt.getByRole("button", { name: "Agree" }).click();
  for (const p of [ada, bashir]) {
    await p.page.locator('[data-point="8,8"]:not(.black)').waitFor();
    assert.deepEqual(await stones(p.page), ["6,6=white", "7,7=black"]);
    assert.equal(await p.page.locator("#moves .move").count(), 2);
  }
  await waitMyTurn(bashir.page);
});

test("a request does not block the board: a move instead of an answer cancels a draw offer and an undo request", async () => {
  // It is Bashir's turn; Ada offers a draw and asks to take back her move, and Bashir simply plays on.
  await ada.page.getByRole("button", { name: "Offer draw" }).click();
  const prompt = bashir.page.locator('.prompt[data-kind="draw"]');
  await prompt.waitFor();
  assert.match(await prompt.textContent(), /Ada offers a draw/);
  await ada.page.getByRole("button", { name: "Undo" }).click();
  const undo = bashir.page.locator('.prompt[data-kind="undo"]');
  await undo.waitFor();
  assert.match(await undo.textContent(), /Ada asks to take back their last move/);
  await ada.page.locator('.prompt.waiting[data-kind="undo"]').waitFor();
  assert.equal(await prompt.count(), 1, "the draw offer still waits beside the undo request");
  assert.deepEqual(await axeViolations(bashir.page), [], "axe-core on a room with a draw offer and an undo request to answer");
  await play(bashir, "black", [9, 9], [ada]);
  for (const kind of ["draw", "undo"]) {
    for (const p of [ada, bashir]) await p.page.locator(`.prompt[data-kind="${kind}"]`).waitFor({ state: "detached" });
  }
  assert.equal(await text(ada.page, "#prompts"), "");
});

test("draw offered and refused; the next offer has to wait; then agreed", async () => {
  await ada.page.getByRole("button", { name: "Offer draw" }).click();
  const prompt = bashir.page.locator('.prompt[data-kind="draw"]');
  await prompt.waitFor();
  await prompt.getByRole("button", { name: "Refuse" }).click();
  await ada.page.locator("#notice", { hasText: "draw offer was refused" }).waitFor();
  // The next offer waits like an undo request, and the refusal says how long.
  const wait = ada.page.locator("#wait", { hasText: /You may offer a draw again in [1-3] s\./ });
  await wait.waitFor();
  assert.equal(await enabled(ada.page, "Offer draw"), false);
  await wait.waitFor({ state: "hidden", timeout: 5000 });
  await until(() => enabled(ada.page, "Offer draw"), "Offer draw enabled again");

  await ada.page.getByRole("button", { name: "Offer draw" }).click();
  await prompt.waitFor();
  await prompt.getByRole("button", { name: "Agree" }).click();
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="over"]').waitFor();
    assert.match(await status(p.page), /Draw by agreement\./);
  }
});

test("resign", async () => {
  await newGame();
  await play(ada, "black", [7, 7], [bashir]);
  await play(bashir, "white", [7, 8], [ada]);
  await bashir.page.getByRole("button", { name: "Resign" }).click();
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="over"]').waitFor();
    assert.match(await status(p.page), /Black wins: white resigned\./);
  }
  assert.ok(bashir.dialogs.some((d) => d.type === "confirm" && /Resign/.test(d.message)), "asked first");
  assert.match(await status(ada.page), /You won!/);
});

test("chat both ways; markup is shown as text, never run", async () => {
  await newGame();
  await ada.page.getByRole("textbox", { name: "Chat", exact: true }).fill("hello Bashir, good luck");
  await ada.page.getByRole("textbox", { name: "Chat", exact: true }).press("Enter");
  await bashir.page.locator(".chat-text", { hasText: "hello Bashir, good luck" }).waitFor();

  const markup = "<img src=x onerror=alert(1)>";
  await bashir.page.getByRole("textbox", { name: "Chat", exact: true }).fill(markup);
  await bashir.page.getByRole("button", { name: "Send" }).click();
  for (const p of [ada, bashir]) {
    const line = p.page.locator(".chat-text", { hasText: "<img" });
    await line.waitFor();
    assert.equal(await line.textContent(), markup);
    assert.equal(await p.page.locator("#chat-log img").count(), 0, "no element was made from the text");
  }
  assert.match(await text(ada.page, "#chat-log"), /Bashir/);
  // The messages are a list's items, inside the live log a screen reader follows.
  const items = ada.page.getByRole("log", { name: "Chat messages" }).getByRole("list").getByRole("listitem");
  assert.equal(await items.count(), 2);
  assert.equal(await bashir.page.getByRole("textbox", { name: "Chat", exact: true }).inputValue(), "", "the input is cleared");
  // Give a would-be handler a moment to fire; none may.
  await ada.page.waitForTimeout(300);
  for (const p of [ada, bashir]) assert.deepEqual(p.dialogs.filter((d) => d.type === "alert"), []);

  // Bashir closes the page and opens the link again: the game's chat is there, each line once.
  await bashir.page.reload();
  await bashir.page.locator('#view-room[data-status="playing"]').waitFor();
  await bashir.page.locator(".chat-text", { hasText: "hello Bashir, good luck" }).waitFor();
  await bashir.page.locator(".chat-text", { hasText: "<img" }).waitFor();
  assert.equal(await bashir.page.locator(".chat-text").count(), 2);
  assert.match(await text(bashir.page, "#chat-log"), /Ada/);
  assert.equal(await bashir.page.locator("#chat-log img").count(), 0, "still text");
});

test("a spectator finds the room in the lobby, watches, and is counted", async () => {
  const code = await newGame();
  await play(ada, "black", [7, 7], [bashir]);
  const carol = await session.person(DESKTOP);
  try {
    // Before a name is typed the page has not tried to connect, and does not say it is trying.
    await carol.page.goto(await serverUrl());
    await carol.page.locator("#view-name").waitFor();
    assert.equal(await text(carol.page, "#conn"), "");
    await signIn(carol, "Carol");
    const row = carol.page.locator(`.room-item[data-room="${code}"]`);
    await row.waitFor();
    assert.match(await row.textContent(), /Gomoku/);
    assert.match(await row.textContent(), /Ada/);
    assert.match(await row.textContent(), /Bashir/);
    assert.match(await row.textContent(), /Playing/);
    assert.equal(await row.getByRole("button", { name: "Join" }).isDisabled(), true, "both seats are taken");
    await row.getByRole("button", { name: "Watch" }).click();
    await carol.page.locator('#view-room[data-status="playing"]').waitFor();
    assert.match(await text(carol.page, "#room-sub"), /you are watching/);
    assert.ok((await stones(carol.page)).includes("7,7=black"));
    assert.equal(await carol.page.getByRole("button", { name: "Resign" }).isVisible(), false);
    for (const p of [ada, bashir]) await p.page.locator("#room-sub", { hasText: "1 spectator" }).waitFor();
    // Carol sees the next move as it happens.
    await play(bashir, "white", [8, 8], [ada, carol]);
    assert.deepEqual(carol.problems, []);
  } finally {
    await carol.context.close();
  }
});

test("on a phone, a message that comes out of sight is announced, and a tap goes to it", async () => {
  await newGame();
  // Bashir's phone shows the top of the room; the chat's messages are below the board.
  await bashir.page.evaluate(() => window.scrollTo(0, 0));
  const form = await bashir.page.locator("#chat-form").boundingBox();
  assert.ok(form.y + form.height > bashir.page.viewportSize().height, "the chat is below the fold");
  await ada.page.getByRole("textbox", { name: "Chat", exact: true }).fill("your move!");
  await ada.page.getByRole("textbox", { name: "Chat", exact: true }).press("Enter");
  const notice = bashir.page.getByRole("button", { name: "1 new message" });
  await notice.waitFor();
  await notice.click();
  await bashir.page.locator(".chat-text", { hasText: "your move!" }).waitFor();
  await notice.waitFor({ state: "hidden" });
  const line = await bashir.page.locator(".chat-text", { hasText: "your move!" }).boundingBox();
  assert.ok(line.y >= 0 && line.y < bashir.page.viewportSize().height, "the message is in sight");
  // Her own messages are no news to Ada.
  assert.equal(await ada.page.locator("#chat-new").isVisible(), false);
});

test("a new name is shown to the other player", async () => {
  await bashir.page.locator("#who").click();
  await bashir.page.getByLabel("Your name", { exact: true }).fill("Bashir K.");
  await bashir.page.getByRole("button", { name: "Save" }).click();
  await bashir.page.locator("#view-room").waitFor();
  await ada.page.locator("#player-white", { hasText: "Bashir K." }).waitFor();
  assert.equal(await text(bashir.page, "#who"), "Bashir K.");
  // And back, for the tests that follow.
  await bashir.page.locator("#who").click();
  await bashir.page.getByLabel("Your name", { exact: true }).fill("Bashir");
  await bashir.page.getByRole("button", { name: "Save" }).click();
  await ada.page.locator("#player-white .pname", { hasText: /^white: Bashir$/ }).waitFor();
});

test("a reload in the middle of a game comes back to the same seat and the same board", async () => {
  const code = await newGame();
  await play(ada, "black", [7, 7], [bashir]);
  await play(bashir, "white", [6, 7], [ada]);
  await play(ada, "black", [8, 8], [bashir]);
  const before = await stones(ada.page);
  await ada.page.reload();
  await ada.page.locator('#view-room[data-status="playing"]').waitFor();
  assert.equal(new URL(ada.page.url()).pathname, `/r/${code}`);
  assert.match(await text(ada.page, "#player-black"), /Ada \(you\)/);
  assert.deepEqual(await stones(ada.page), before);
  assert.equal(await ada.page.locator("#moves .move").count(), 3);
  // Bashir saw Ada come back, and the game goes on.
  await bashir.page.locator("#player-black .pmeta", { hasText: "Online" }).waitFor();
  await play(bashir, "white", [6, 6], [ada]);
  await play(ada, "black", [9, 9], [bashir]);
  // The same on the phone, and without asking for the name again.
  await bashir.page.reload();
  await bashir.page.locator('#view-room[data-status="playing"]').waitFor();
  assert.match(await text(bashir.page, "#player-white"), /Bashir \(you\)/);
  assert.deepEqual(await stones(bashir.page), await stones(ada.page));
  await play(bashir, "white", [5, 5], [ada]);
});
