// The page knows no game: its create form, its words for a room and its rule texts come from the
// server's catalogue (`welcome.games`). The caro rule, which the page was never told of, is
// offered, created and played through the form; its rule (a five closed at both ends does not
// win) is the server's.

import { before, test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import { DESKTOP, PHONE, browserSession, createRoom, play, point, serverUrl, text } from "./helpers.mjs";
import { catalogueWords, pieceKind } from "../../client/web/catalogue.js";
import { has, t, useCatalogues } from "../../client/web/i18n.js";

let ada;
let bashir;

const session = browserSession();

before(async () => {
  ada = await session.signedIn("Ada", DESKTOP);
  bashir = await session.signedIn("Bashir", PHONE);
});

test("English's catalogue has every word of the server's catalogue, as the server says it", async () => {
  // The page shows a game's words in the player's language from messages named by the data
  // (catalogue.js); a game, option or choice added on the server needs its words in
  // client/locales (English's here, every other language's by i18n.test.mjs).
  const catalogue = (await (await fetch(`${await serverUrl()}info`)).json()).games;
  assert.ok(catalogue.length > 0);
  useCatalogues([["en", readFileSync(new URL("../../client/locales/en.ftl", import.meta.url), "utf8")]]);
  const missing = [];
  const different = [];
  for (const info of catalogue) {
    for (const { id, english } of catalogueWords(info)) {
      if (!has(id)) missing.push(`${id} = ${english}`);
      else if (t(id) !== english) different.push(`${id}: en.ftl says "${t(id)}", the server "${english}"`);
    }
    // The words for its pieces ("stones", "discs") are the page's own, by the catalogue's `piece`.
    if (pieceKind(info) !== info.piece) missing.push(`the words for a game's pieces: ${info.piece} (board-piece and the messages selecting on $piece)`);
  }
  assert.deepEqual(missing, [], "the server's words missing from client/locales/en.ftl");
  assert.deepEqual(different, [], "en.ftl's words are the server's");
});

/** The texts of a select's options, and which is chosen. */
async function choices(page, label) {
  const select = page.getByLabel(label, { exact: true });
  return {
    texts: await select.locator("option").allTextContents(),
    chosen: await select.inputValue(),
  };
}

test("the create form is the catalogue's: games, sizes and each game's own options", async () => {
  const page = ada.page;
  await page.locator("#view-lobby").waitFor();
  const catalogue = (await (await fetch(`${await serverUrl()}info`)).json()).games;
  const games = await choices(page, "Game");
  assert.deepEqual(games.texts, catalogue.map((g) => g.title), "every game, by its title, in the server's order");
  assert.equal(games.chosen, catalogue[0].game);

  const game = page.getByLabel("Game", { exact: true });
  await game.selectOption("gomoku");
  assert.match(await text(page, "#create-summary"), /Five in a row/);
  const rules = await choices(page, "Rule");
  assert.ok(rules.texts.includes("Caro: a five closed at both ends does not win"), rules.texts.join(" | "));
  assert.ok(rules.texts.includes("Renju: black has forbidden moves"));
  assert.equal(rules.chosen, "freestyle", "the catalogue's default");
  const sizes = await choices(page, "Board size");
  assert.equal(sizes.texts.length, 11);
  assert.equal(sizes.texts[6], "15 × 15");
  assert.equal(sizes.chosen, "15");

  // NoGo: its flag as a checkbox, and no rule.
  await game.selectOption("nogo");
  const centre = page.getByLabel("The first move may not take the centre", { exact: true });
  assert.equal(await centre.isChecked(), true);
  assert.equal(await page.getByLabel("Rule", { exact: true }).count(), 0);
  assert.equal((await choices(page, "Board size")).chosen, "9");

  // Reversi has one size: nothing to choose. The hexagon's sizes are counted in points a side.
  await game.selectOption("reversi");
  assert.equal(await page.getByLabel("Board size", { exact: true }).isVisible(), false);
  assert.equal(await page.locator("#create-options [data-option]").count(), 0);
  await game.selectOption("hex_gomoku");
  assert.equal((await choices(page, "Board size")).texts[0], "5 points a side");

  // What was chosen for a game stays while another game is looked at.
  await game.selectOption("gomoku");
  await page.getByLabel("Rule", { exact: true }).selectOption("renju");
  await game.selectOption("nogo");
  await game.selectOption("gomoku");
  assert.equal((await choices(page, "Rule")).chosen, "renju");
  await page.getByLabel("Rule", { exact: true }).selectOption("freestyle");
});

test("a caro room made through the form: a five closed at both ends plays on, an open five wins", async () => {
  const code = await createRoom(ada, { game: "gomoku", rule: "caro", size: 15, seat: "black" });
  assert.match(await text(ada.page, "#room-sub"), /^15×15, Caro/);
  // The lobby describes the room from the catalogue as well.
  const row = bashir.page.locator(`.room-item[data-room="${code}"]`);
  await row.waitFor();
  assert.match(await row.textContent(), /Gomoku 15×15, Caro/);
  await bashir.page.goto(`${await serverUrl()}r/${code}`);
  for (const p of [ada, bashir]) await p.page.locator('#view-room[data-status="playing"]').waitFor();
  assert.match(await text(bashir.page, "#room-title"), /^Gomoku · room /);

  // Black makes five on row 7 between white's stones at both ends.
  const moves = [
    [7, 7], [4, 7],
    [6, 7], [10, 7],
    [8, 7], [0, 0],
    [5, 7], [0, 14],
    [9, 7],
  ];
  for (const [i, at] of moves.entries()) {
    if (i % 2 === 0) await play(ada, "black", at, [bashir]);
    else await play(bashir, "white", at, [ada]);
  }
  for (const p of [ada, bashir]) {
    assert.equal(await p.page.locator("#view-room").getAttribute("data-status"), "playing", "a closed five does not win");
    assert.equal(await p.page.locator("[data-point].win").count(), 0);
  }
  assert.match(await text(bashir.page, "#status"), /Your turn \(white\)/);

  // The next five, open at both ends, wins.
  const open = [
    [0, 2], [12, 2],
    [0, 4], [12, 3],
    [0, 6], [12, 4],
    [0, 8], [12, 5],
    [0, 10], [12, 6],
  ];
  for (const [i, at] of open.entries()) {
    if (i % 2 === 0) await play(bashir, "white", at, [ada]);
    else await play(ada, "black", at, [bashir]);
  }
  for (const p of [ada, bashir]) {
    await p.page.locator('#view-room[data-status="over"]').waitFor();
    assert.match(await text(p.page, "#status"), /Black wins: five in a row\./);
    const line = await p.page.$$eval("[data-point].win", (els) => els.map((e) => e.dataset.point).sort());
    assert.deepEqual(line, ["12,2", "12,3", "12,4", "12,5", "12,6"]);
  }
  assert.match(await point(ada.page, [9, 7]).getAttribute("aria-label"), /^J8, black stone/);

});
