// The create form offers a bot online and seats it: the host registers the Python bot of
// docs/bots.md, which signs in to the test server with its key, the page lists it for gomoku
// once the computer is chosen, and the room made with it gets the bot's first stone.

import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { DESKTOP, browserSession, registerBot, serverUrl, until, waitStone } from "./helpers.mjs";

const botFile = join(dirname(fileURLToPath(import.meta.url)), "..", "bots", "simple_bot.py");

let ada;
let bot;

const session = browserSession();

before(async () => {
  ada = await session.signedIn("Ada", DESKTOP);
  const ws = (await serverUrl()).replace(/^http/, "ws") + "ws";
  // Registered by the host, as a server seats registered bots only.
  const key = await registerBot("pagebot");
  bot = spawn("python3", [botFile, ws, "pagebot", "gomoku"], {
    stdio: "ignore",
    env: { ...process.env, BOARDROOM_BOT_KEY: key },
  });
});

after(() => bot?.kill());

test("the create form lists the bot for gomoku only, and the room it makes seats the bot", async () => {
  const page = ada.page;
  await page.locator("#view-lobby").waitFor();
  await page.getByLabel("Game", { exact: true }).selectOption("gomoku");
  const engine = page.locator("#create-engine");
  // Choosing the computer asks for the bots online; until the bot has signed in, ask again.
  await until(async () => {
    await page.getByLabel("A friend", { exact: true }).check();
    await page.getByLabel("The computer", { exact: true }).check();
    return (await engine.locator('option[value="bot:pagebot"]').count()) > 0;
  }, "the bot is offered");
  // It said it plays gomoku only.
  await page.getByLabel("Game", { exact: true }).selectOption("reversi");
  assert.equal(await engine.locator('option[value="bot:pagebot"]').count(), 0);
  await page.getByLabel("Game", { exact: true }).selectOption("gomoku");
  await engine.selectOption("bot:pagebot");
  await page.getByLabel("Your colour", { exact: true }).selectOption("white");
  await page.getByRole("button", { name: "Create room" }).click();
  await page.locator('#view-room[data-status="playing"]').waitFor();
  // The bot, black, plays the first legal point.
  await waitStone(page, [0, 0], "black");
  assert.match(await page.locator("#player-black").innerText(), /pagebot/);
});
