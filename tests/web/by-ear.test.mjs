// Play by ear: a player who hears the page through a screen reader plays gomoku with the keyboard
// alone. Ada's page is read only as a screen reader reads it: controls found by their role and
// accessible name, worked with keys, and what happens heard in the mode's live log (its text);
// never the SVG board. Bashir plays on the same server by clicking, as anyone does.

import { before, test } from "node:test";
import assert from "node:assert/strict";

import { DESKTOP, axeViolations, browserSession, createRoom, play, serverUrl, until } from "./helpers.mjs";

const session = browserSession();

/** Ada listens; Bashir clicks. */
let ada;
let bashir;

before(async () => {
  ada = await session.person(DESKTOP);
  bashir = await session.signedIn("Bashir", DESKTOP);
});

/** The log that speaks, as a screen reader finds it. */
function log(page) {
  return page.getByRole("log", { name: "Play by ear" });
}

/** The lines the log has said so far. */
async function said(page) {
  return log(page).locator("p").allTextContents();
}

/** How many lines of Ada's log the test has heard; `hear` waits for the next line that matches. */
let heardUpTo = 0;

/** Waits until Ada's log says a line matching `pattern` after the lines already heard; returns it. */
async function hear(pattern) {
  let line = null;
  try {
    await until(async () => {
      const lines = await said(ada.page);
      const i = lines.findIndex((l, n) => n >= heardUpTo && pattern.test(l));
      if (i < 0) return false;
      heardUpTo = i + 1;
      line = lines[i];
      return true;
    }, `Ada to hear ${pattern}`);
  } catch (error) {
    throw new Error(`${error.message}; after what she had heard, the log said: ${(await said(ada.page)).slice(heardUpTo).join(" | ")}`);
  }
  return line;
}

/** Ada types `text` in the Move box and presses Enter. */
async function type(text) {
  const box = ada.page.getByRole("textbox", { name: "Move", exact: true });
  await box.focus();
  await ada.page.keyboard.press("ControlOrMeta+A");
  await ada.page.keyboard.type(text);
  await ada.page.keyboard.press("Enter");
}

/** Ada creates a gomoku room from the lobby as black, with keys, and Bashir opens its invite link. */
async function newGame() {
  const page = ada.page;
  await page.getByRole("heading", { name: "New game" }).waitFor();
  // Gomoku is the catalogue's first game, freestyle on 15 x 15 its defaults; the colour is
  // chosen by typing its name on the select, as in any select.
  const colour = page.getByRole("combobox", { name: "Your colour" });
  await colour.focus();
  await page.keyboard.type("Black");
  assert.equal(await colour.inputValue(), "black");
  await page.getByRole("button", { name: "Create room" }).press("Enter");
  await hear(/^Gomoku in room [A-Z0-9]+, 15×15, Freestyle\. You play black\. 0 moves on the board\. Waiting for an opponent/);
  // The Move box has the focus, ready for the first move.
  assert.ok(await page.getByRole("textbox", { name: "Move", exact: true }).evaluate((box) => box === document.activeElement), "the Move box has the focus");
  const link = await page.getByRole("textbox", { name: "Invite link" }).inputValue();
  await bashir.page.goto(link);
  await bashir.page.locator('#view-room[data-status="playing"]').waitFor();
  await hear(/^Bashir took the white seat\.$/);
  await hear(/^Your turn\.$/);
}

test("Ada turns play by ear on with its key, plays a whole game with keys, and hears it; axe-core finds nothing wrong", async () => {
  const page = ada.page;
  const seen = {};
  await page.goto(await serverUrl());
  await page.getByRole("textbox", { name: "Your name" }).focus();
  await page.keyboard.type("Ada");
  await page.keyboard.press("Enter");
  await page.getByRole("heading", { name: "New game" }).waitFor();

  // The switch says its key to a screen reader; the key turns it on, and the log says so.
  const toggle = page.getByRole("checkbox", { name: /^Play by ear/ });
  assert.equal(await toggle.getAttribute("aria-keyshortcuts"), "Alt+Shift+E");
  assert.equal(await toggle.isChecked(), false, "off until turned on");
  await page.keyboard.press("Alt+Shift+KeyE");
  await hear(/^Play by ear is on\./);
  assert.equal(await toggle.isChecked(), true);
  seen["lobby in the mode"] = await axeViolations(page);

  await newGame();
  // Bashir's page, without the mode, is as it always was.
  assert.equal(await bashir.page.getByRole("region", { name: "Play by ear" }).count(), 0, "no text board on Bashir's page");

  // The text board: a grid whose cells are named by their point and what stands there.
  const grid = page.getByRole("grid", { name: "Text board" });
  assert.equal(await grid.getByRole("columnheader").count(), 16, "a column header per column, and the corner");
  assert.equal(await grid.getByRole("rowheader").count(), 15);
  assert.equal(await grid.getByRole("gridcell", { name: "H8, empty", exact: true }).count(), 1);

  // Bad input is answered, and changes nothing.
  await type("z99");
  await hear(/^z99 is not a point of this board\. Type a point such as H8\.$/);
  assert.equal(await page.getByRole("textbox", { name: "Move", exact: true }).getAttribute("aria-invalid"), "true");
  await type("?");
  await hear(/^Keys of play by ear: In the Move box: type a point such as H8 and press Enter/);

  // Ada makes five on row 8; Bashir plays down the A column.
  const ours = ["h8", "I8", "j 8", "K8"];
  const theirs = [[0, 14], [0, 13], [0, 12], [0, 11]];
  for (let i = 0; i < ours.length; i++) {
    await type(ours[i]);
    const mine = await hear(/^You played [A-O]\d+\./);
    assert.ok(mine.startsWith(`You played ${ours[i].replace(/\s/g, "").toUpperCase()}.`), mine);
    if (i === 0) {
      // A move out of turn is answered without asking the server.
      await type("G8");
      await hear(/^It is Bashir's turn \(white\)\.$/);
    }
    if (i === 3) assert.match(mine, /Black open four \(H8, I8, J8, K8\): five at G8 or L8\./, "her own open four is said");
    await play(bashir, "white", theirs[i], []);
    const heard = await hear(/^White played A\d+\./);
    assert.equal(heard.startsWith(`White played A${i + 1}.`), true, heard);
    assert.match(heard, /Your turn\.$/);
    if (i === 0) {
      // So is a point already taken.
      await type("H8");
      await hear(/^H8 is taken: a black stone stands there\.$/);
      seen["room in play in the mode"] = await axeViolations(page);
    }
    if (i === 3) assert.match(heard, /White four \(A1, A2, A3, A4\): five at A5\./, "the opponent's four is said with the move");
  }
  await type("L8");
  await hear(/^You played L8\./);
  await hear(/^Black wins: five in a row\. You won!$/);
  await page.getByRole("gridcell", { name: "L8, black, last move, winning line", exact: true }).waitFor();
  seen["room over in the mode"] = await axeViolations(page);

  // The mode is remembered on the device: after a reload it is on, and says where she is.
  heardUpTo = 0;
  await page.reload();
  await hear(/^Gomoku in room [A-Z0-9]+, .* You play black\. 9 moves on the board\. Black wins: five in a row\. You won!$/);
  assert.equal(await page.getByRole("checkbox", { name: /^Play by ear/ }).isChecked(), true);

  for (const [where, found] of Object.entries(seen)) assert.deepEqual(found, [], `axe-core on the ${where}`);
});

test("the line keys of the text board say a four and an open three on the board", async () => {
  const page = ada.page;
  await page.getByRole("button", { name: "Leave room" }).press("Enter");
  await newGame();
  // Black: G8 H8 I8 J8 (closed by white's F8) and H8 H9 H10 up the column.
  const moves = [["H8", [5, 7]], ["G8", [0, 14]], ["I8", [0, 12]], ["H9", [0, 10]], ["H10", [0, 8]], ["J8", null]];
  for (const [ours, theirs] of moves) {
    await type(ours);
    await hear(new RegExp(`^You played ${ours}\\.`));
    if (theirs) {
      await play(bashir, "white", theirs, []);
      await hear(/^White played [A-O]\d+\..*Your turn\.$/);
    }
  }

  // From the Move box to the text board, on H8; the arrows move the cursor.
  await type("b H8");
  const h8 = page.getByRole("gridcell", { name: /^H8, black/ });
  await until(() => h8.evaluate((cell) => cell === document.activeElement), "the focus on H8");
  await page.keyboard.press("ArrowRight");
  await until(() => page.getByRole("gridcell", { name: "I8, black" }).evaluate((cell) => cell === document.activeElement), "the focus on I8");
  await page.keyboard.press("ArrowLeft");

  await page.keyboard.press("r");
  const row = await hear(/^Row through H8:/);
  assert.match(row, /^Row through H8: A8 to E8 empty; F8 white; G8 to J8 black; K8 to O8 empty\. /);
  assert.match(row, /Black four \(G8, H8, I8, J8\): five at K8\./);

  await page.keyboard.press("c");
  const column = await hear(/^Column through H8:/);
  assert.match(column, /^Column through H8: H1 to H7 empty; H8 to H10 black; H11 to H15 empty\. /);
  assert.match(column, /Black open three \(H8, H9, H10\): an open four at H7 or H11\./);

  await page.keyboard.press("d");
  assert.match(await hear(/^Diagonal through H8:/), /No fours or open threes\.$/);
  await page.keyboard.press("a");
  assert.match(await hear(/^Anti-diagonal through H8:/), /No fours or open threes\.$/);

  // T: the threats on every line through the point; the same commands typed in the Move box.
  await page.keyboard.press("t");
  assert.match(await hear(/^Row: /), /^Row: Black four \(G8, H8, I8, J8\): five at K8\. Column: Black open three \(H8, H9, H10\): an open four at H7 or H11\.$/);
  await type("c h9");
  await hear(/^Column through H9: .*Black open three \(H8, H9, H10\)/);
  await type("l");
  await hear(/^The last move: black at J8\.$/);

  // A request is heard, and answered by typing.
  await bashir.page.getByRole("button", { name: "Offer draw" }).click();
  await hear(/^Bashir offers a draw\. Answer with the Agree or Refuse button, or type agree or refuse\.$/);
  await type("refuse");
  await hear(/^The draw offer was refused\.$/);
  await type("agree");
  await hear(/^There is no request to answer\.$/);

  // Turned off with the checkbox: the text board goes, the log says so once.
  await page.getByRole("checkbox", { name: /^Play by ear/ }).press("Space");
  await hear(/^Play by ear is off\.$/);
  await until(async () => (await page.getByRole("region", { name: "Play by ear" }).count()) === 0, "the panel to go");
  assert.equal(await page.getByRole("grid", { name: "Text board" }).count(), 0, "no text board with the mode off");
});

test("in renju the line keys, the Move box and the text board say black's forbidden point; axe-core finds nothing wrong", async () => {
  const page = ada.page;
  await page.getByRole("button", { name: "Leave room" }).press("Enter");
  await page.getByRole("heading", { name: "New game" }).waitFor();
  // On again, and a fresh log (the page keeps only its last lines).
  await page.keyboard.press("Alt+Shift+KeyE");
  await until(() => page.getByRole("checkbox", { name: /^Play by ear/ }).isChecked(), "the mode on");
  await page.reload();
  heardUpTo = 0;
  const code = await createRoom(ada, { game: "gomoku", rule: "renju", size: 15, seat: "black" });
  await hear(/You play black\. 0 moves on the board\. Waiting for an opponent/);
  await bashir.page.goto(`${await serverUrl()}r/${code}`);
  await hear(/^Bashir took the white seat\.$/);
  await hear(/^Your turn\.$/);
  // Black: G8 H8 on the row and I10 I9 up the column, so that I8 would make two open threes.
  const moves = [["G8", [0, 0]], ["H8", [0, 14]], ["I10", [14, 0]], ["I9", [14, 14]]];
  for (const [ours, theirs] of moves) {
    await type(ours);
    await hear(new RegExp(`^You played ${ours}\\.`));
    await play(bashir, "white", theirs, []);
    await hear(/^White played [A-O]\d+\..*Your turn\.$/);
  }
  await type("r i8");
  assert.match(await hear(/^Row through I8:/), /^Row through I8: A8 to F8 empty; G8 and H8 black; I8 to O8 empty\. No fours or open threes\. Forbidden for black: I8\.$/);
  await type("c i8");
  assert.match(await hear(/^Column through I8:/), /^Column through I8: I1 to I8 empty; I9 and I10 black; I11 to I15 empty\. No fours or open threes\. Forbidden for black: I8\.$/);
  await type("t i8");
  await hear(/^Forbidden for black: I8\.$/);
  await page.getByRole("gridcell", { name: "I8, empty, forbidden for black", exact: true }).waitFor();
  // Typed, it is refused in words, and nothing is sent.
  await type("I8");
  await hear(/^I8 is forbidden for black\.$/);
  assert.equal(await page.getByRole("gridcell", { name: /^I8, empty/ }).count(), 1, "I8 stays empty");
  assert.deepEqual(await axeViolations(page), [], "axe-core on a renju room in the mode, with a forbidden point");
});
