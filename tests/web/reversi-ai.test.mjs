// One person plays reversi against the server's AI to the end, through the page. The test's
// player picks, among the points the page hints as legal, the move that leaves the opponent the
// fewest replies, which often leaves one side with no move at all: the server then plays a
// forced pass, and the page must show it. When a game ends without one, the test asks for
// another game (the AI always agrees), up to a limit.

import { before, test } from "node:test";
import assert from "node:assert/strict";

import {
  DESKTOP,
  PHONE,
  browserSession,
  createRoom,
  point,
  screenshot,
  text,
} from "./helpers.mjs";

/** Games to try for a forced pass before giving up (a game has one about four times in five). */
const MAX_GAMES = 8;

let ada;

const session = browserSession();

before(async () => {
  ada = await session.signedIn("Ada", DESKTOP);
});

const DIRECTIONS = [
  [1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
];

/** The discs `seat` would turn by playing `at` on `board` (a Map "x,y" -> seat). */
function flips(board, at, seat) {
  if (board.has(`${at[0]},${at[1]}`)) return [];
  const turned = [];
  for (const [dx, dy] of DIRECTIONS) {
    const run = [];
    let [x, y] = [at[0] + dx, at[1] + dy];
    while (x >= 0 && x < 8 && y >= 0 && y < 8 && board.get(`${x},${y}`) && board.get(`${x},${y}`) !== seat) {
      run.push(`${x},${y}`);
      x += dx;
      y += dy;
    }
    if (run.length && board.get(`${x},${y}`) === seat) turned.push(...run);
  }
  return turned;
}

function mobility(board, seat) {
  let n = 0;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) if (flips(board, [x, y], seat).length) n++;
  return n;
}

/** Reads the board and the hinted legal points from the page. */
async function readBoard(page) {
  const cells = await page.$$eval("[data-point]", (els) =>
    els.map((e) => ({
      at: e.dataset.point,
      seat: e.classList.contains("black") ? "black" : e.classList.contains("white") ? "white" : null,
      legal: e.classList.contains("legal"),
    })),
  );
  const board = new Map();
  const legal = [];
  for (const c of cells) {
    if (c.seat) board.set(c.at, c.seat);
    if (c.legal) legal.push(c.at.split(",").map(Number));
  }
  return { board, legal };
}

/** Waits until it is Ada's turn or the game is over; returns which. */
async function nextTurn(page) {
  const handle = await page.waitForFunction(
    () => {
      const view = document.getElementById("view-room");
      if (view.dataset.status === "over") return "over";
      return document.getElementById("status").dataset.mine === "true" ? "mine" : false;
    },
    null,
    { timeout: 30000, polling: 50 },
  );
  return handle.jsonValue();
}

/** Records every flip animation that starts on the board, as [point, animation name]. */
async function recordFlips(page) {
  await page.evaluate(() => {
    window.flips = [];
    document.getElementById("board").addEventListener("animationstart", (event) => {
      if (event.animationName.startsWith("flip-to-")) {
        window.flips.push([event.target.closest("[data-point]").dataset.point, event.animationName]);
      }
    });
  });
}

/** The discs on the board, as "x,y=seat" strings, sorted. */
async function discs(page) {
  return page.$$eval("[data-point].black, [data-point].white", (els) =>
    els.map((e) => `${e.dataset.point}=${e.classList.contains("black") ? "black" : "white"}`).sort(),
  );
}

/** Plays one game to the end; returns {passes, flipsSeen}. */
async function playOut(page, seat) {
  let flipsSeen = 0;
  for (let moves = 0; moves < 64; moves++) {
    if ((await nextTurn(page)) === "over") break;
    const { board, legal } = await readBoard(page);
    assert.ok(legal.length > 0, "the page hints the legal moves when it is my turn");
    const opponent = seat === "black" ? "white" : "black";
    let best = null;
    let bestScore = Infinity;
    for (const at of legal) {
      const turned = flips(board, at, seat);
      assert.ok(turned.length > 0, `hinted ${at} turns something`);
      const next = new Map(board);
      next.set(`${at[0]},${at[1]}`, seat);
      for (const k of turned) next.set(k, seat);
      const score = mobility(next, opponent) * 100 + turned.length;
      if (score < bestScore) [best, bestScore] = [{ at, turned }, score];
    }
    const plies = await page.locator("#moves .move").count();
    const mark = await page.evaluate(() => window.flips.length);
    await point(page, best.at).click();
    await page.waitForFunction((n) => document.querySelectorAll("#moves .move").length > n, plies);
    await nextTurn(page);
    // Animations start on the next frames.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // The discs this move turned were animated (a reply that turns one straight back, within
    // the same frame, may cut its animation short, so this is counted, not required).
    const animated = new Set(
      await page.evaluate(
        ([from, name]) => window.flips.slice(from).filter((f) => f[1] === name).map((f) => f[0]),
        [mark, `flip-to-${seat}`],
      ),
    );
    if (best.turned.every((k) => animated.has(k))) flipsSeen++;
  }
  const history = await page.$$eval("#moves .move", (els) => els.map((e) => e.textContent.trim()));
  return { passes: history.filter((h) => h.endsWith("pass")).length, flipsSeen };
}

test("reversi against the server AI to the end, with a forced pass, flips and the disc count", async () => {
  await createRoom(ada, { game: "reversi", seat: "black", opponent: "ai", level: "easy" });
  const page = ada.page;
  await page.locator('#view-room[data-status="playing"]').waitFor();
  await recordFlips(page);
  assert.match(await text(page, "#player-white"), /Computer\s*Level: easy/);

  let seat = "black";
  let sawPass = false;
  for (let game = 1; game <= MAX_GAMES && !sawPass; game++) {
    const { passes, flipsSeen } = await playOut(page, seat);
    assert.ok(flipsSeen > 0, `flipped discs were animated in game ${game}`);
    await page.locator('#view-room[data-status="over"]').waitFor();
    const status = await text(page, "#status");
    // The disc count: on the cards, in the status line, and on the board, all the same.
    const onBoard = {
      black: await page.locator("[data-point].black").count(),
      white: await page.locator("[data-point].white").count(),
    };
    const cards = {
      black: Number(await text(page, "#player-black .pcount")),
      white: Number(await text(page, "#player-white .pcount")),
    };
    assert.deepEqual(cards, onBoard);
    assert.match(status, new RegExp(`Discs: black ${onBoard.black}, white ${onBoard.white}\\.`));
    if (onBoard.black !== onBoard.white) {
      const winner = onBoard.black > onBoard.white ? "Black" : "White";
      assert.match(status, new RegExp(`${winner} wins`));
    }
    // The board the page built move by move is the server's: a reload fetches the whole truth.
    const built = await discs(page);
    await page.reload();
    await page.locator('#view-room[data-status="over"]').waitFor();
    assert.deepEqual(await discs(page), built, "every flip was applied as the server did");
    await recordFlips(page);
    if (passes > 0) {
      sawPass = true;
      await screenshot(page, "reversi-desktop");
      await page.setViewportSize(PHONE.viewport);
      await screenshot(page, "reversi-phone");
      await page.setViewportSize(DESKTOP.viewport);
      break;
    }
    // Another game, colours swapped; the AI agrees at once.
    await page.getByRole("button", { name: "Play again" }).click();
    await page.locator('#view-room[data-status="playing"]').waitFor();
    seat = seat === "black" ? "white" : "black";
    await page.locator(`#player-${seat} .you`).waitFor();
  }
  assert.ok(sawPass, `a forced pass within ${MAX_GAMES} games`);
});
