// The page in every language. A pseudo-language made from English's catalogue at test time
// (each letter of a message accented: "Create room" reads "Çŕéáţé ŕöööm") shows any text that
// does not come from a catalogue: the test walks a player through the name screen, the lobby, a
// game against the computer to its end, the replay, the ratings and the account panel, and fails
// on any visible text or accessible name still in plain English letters. Then each shipped
// language on a phone: the page says it is in that language, nothing is wider than the screen,
// and a screenshot of the lobby and of a room is kept (tests/web/artifacts/lang-*.png). And a
// right-to-left language (a pseudo one: the page ships none yet) lays the page out from the
// right while the board keeps its own orientation.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

import { parse, serialize, Transformer } from "@fluent/syntax";

import { PHONE, DESKTOP, axeViolations, browserSession, screenshot, serverUrl, text } from "./helpers.mjs";

const session = browserSession();

const LOCALES = new URL("../../client/locales/", import.meta.url);
const languages = JSON.parse(readFileSync(new URL("languages.json", LOCALES), "utf8"));
const ENGLISH = readFileSync(new URL("en.ftl", LOCALES), "utf8");

/** Each ASCII letter's accented look-alike: what the pseudo-language writes instead. */
const ACCENTED = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((c, i) => [
    c,
    [..."áƀçďéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ"][i],
  ]),
);

/** English's catalogue with the letters of its text accented (not its variables nor ids). */
function pseudo(source) {
  class Accent extends Transformer {
    visitTextElement(node) {
      node.value = node.value.replace(/[A-Za-z]/g, (c) => ACCENTED[c]);
      return node;
    }
  }
  return serialize(new Accent().visit(parse(source, { withSpans: false })), {});
}

/** A person whose page speaks `code` (served by the test itself when it is not shipped). */
async function speaker(code, options, extra = null) {
  const p = await session.person(options);
  if (extra) {
    await p.page.route("**/locales/languages.json", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify([...languages, extra.language]) }),
    );
    await p.page.route(`**/locales/${extra.language.code}.ftl`, (route) =>
      route.fulfill({ contentType: "text/plain; charset=utf-8", body: extra.ftl }),
    );
  }
  await p.page.addInitScript((lang) => localStorage.setItem("boardroom.lang", lang), code);
  return p;
}

/**
 * Plain English left on the page: every visible text node, and the accessible names,
 * placeholders and titles of visible elements, with a run of three plain letters, but what
 * players and the server name (marked `translate="no"`), the brand, room codes and links.
 */
async function plainEnglish(page) {
  return page.evaluate(() => {
    const found = [];
    const visible = (el) => el && el.checkVisibility({ visibilityProperty: true }) && !el.closest('[translate="no"]');
    const plain = (s) =>
      s
        .replace(/https?:\/\/\S+/g, "")
        .replace(/\bBoardroom\b/g, "")
        .replace(/\b[A-Z0-9]{4,8}\b/g, "")
        .match(/[A-Za-z]{3,}/);
    const where = (el) => `${el.tagName.toLowerCase()}${el.id ? "#" + el.id : ""}${el.className && typeof el.className === "string" ? "." + el.className.split(" ")[0] : ""}`;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!visible(el) || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(el.tagName)) continue;
      if (plain(node.textContent)) found.push(`${where(el)}: ${node.textContent.trim()}`);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt]")) {
      if (!visible(el) && !(el.tagName === "svg" && visible(el.parentElement))) continue;
      for (const name of ["aria-label", "placeholder", "title", "alt"]) {
        const value = el.getAttribute(name);
        if (value && plain(value)) found.push(`${where(el)} [${name}]: ${value}`);
      }
    }
    return [...new Set(found)];
  });
}

/** Fails on plain English on the page, saying where it is and at which step. */
async function checkTranslated(page, step) {
  assert.deepEqual(await plainEnglish(page), [], `text not from a catalogue, ${step}`);
}

/** Enters a name (in letters the check lets pass) on the name screen. */
async function enterName(page, name) {
  await page.locator("#name-input").fill(name);
  await page.locator("#name-form button[type=submit]").click();
  await page.locator('#conn[data-state="open"]').waitFor();
}

/** Creates a room against the computer with the first game of the form. */
async function roomAgainstTheComputer(page) {
  await page.locator("#view-lobby").waitFor();
  await page.locator('input[name="opponent"][value="ai"]').check();
  await page.locator("#create-seat").selectOption("black");
  await page.locator("#create-submit").click();
  await page.locator("#view-room").waitFor();
  await page.waitForURL(/\/r\/[A-Z0-9]+$/);
}

test("in a pseudo-language, every text the page shows comes from its catalogue", async () => {
  const pseudoLanguage = { language: { code: "en-XA", name: "Ƥšéúďó", dir: "ltr" }, ftl: pseudo(ENGLISH) };
  const p = await speaker("en-XA", DESKTOP, pseudoLanguage);
  const page = p.page;
  await page.goto(await serverUrl());
  await page.locator("#view-name").waitFor();
  assert.equal(await page.locator("html").getAttribute("lang"), "en-XA");
  await checkTranslated(page, "on the name screen");

  await enterName(page, "Ωμέγα");
  await page.locator("#view-lobby").waitFor();
  await checkTranslated(page, "in the lobby");

  await roomAgainstTheComputer(page);
  await page.locator('#status[data-mine="true"]').waitFor();
  await checkTranslated(page, "in a room against the computer");
  await page.locator('[data-point="7,7"]').click();
  await page.locator('#status[data-mine="true"]').waitFor();
  await checkTranslated(page, "after a move each");

  await page.locator("#act-resign").click();
  await page.locator('#view-room[data-status="over"]').waitFor();
  await checkTranslated(page, "at the game's end");

  await page.locator("#leave").click();
  await page.locator("#view-lobby").waitFor();
  await page.locator("#games-list a, #games-list button").first().click();
  await page.locator("#view-replay").waitFor();
  await checkTranslated(page, "in the replay");
  // Its review: the words of the review come from the catalogue, and so do they when the
  // reviewed game is opened again (its record's comments are the server's English verdicts).
  await page.locator("#rp-review").click();
  await page.locator("#review-graph svg.graph").waitFor({ timeout: 120000 });
  await checkTranslated(page, "in the reviewed replay");
  await page.locator("#replay-back").click();
  await page.reload();
  await page.locator("#view-lobby").waitFor();
  await page.locator("#games-list a, #games-list button").first().click();
  await page.locator("#view-replay").waitFor();
  await page.keyboard.press("End");
  await checkTranslated(page, "in the reviewed game opened again, before its review came");
  await page.locator("#review-graph svg.graph").waitFor();
  for (const key of ["Home", "ArrowRight", "End"]) {
    await page.keyboard.press(key);
    await checkTranslated(page, `in the reviewed game opened again, after ${key}`);
  }
  await page.locator("#replay-back").click();

  await page.locator("#open-ratings").click();
  await page.locator("#view-ratings").waitFor();
  await checkTranslated(page, "in the ratings");
});

test("each shipped language on a phone: the page says its language, fits the screen, and is kept as screenshots", async () => {
  for (const { code } of languages) {
    const p = await speaker(code, PHONE);
    const page = p.page;
    await page.goto(await serverUrl());
    await page.locator("#view-name").waitFor();
    assert.equal(await page.locator("html").getAttribute("lang"), code);
    assert.equal(await page.locator("#lang").inputValue(), code, "the picker shows the language");
    await enterName(page, `Ωμέγα ${code}`);
    await page.locator("#view-lobby").waitFor();
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    assert.ok(await fits(), `${code}: the lobby is no wider than the phone`);
    await screenshot(page, `lang-${code}-lobby`);
    await roomAgainstTheComputer(page);
    await page.locator('#status[data-mine="true"]').waitFor();
    assert.ok(await fits(), `${code}: the room is no wider than the phone`);
    await screenshot(page, `lang-${code}-room`);
    await p.context.close();
  }
});

test("a language picked in the page is used at once and on the next visit", async () => {
  const p = await session.person(DESKTOP);
  const page = p.page;
  await page.goto(await serverUrl());
  await page.locator("#view-name").waitFor();
  const englishTitle = await text(page, "#name-title");
  await page.locator("#lang").selectOption("cs");
  await page.locator('html[lang="cs"]').waitFor();
  assert.notEqual(await text(page, "#name-title"), englishTitle, "the name screen's title changed");
  await page.reload();
  await page.locator('html[lang="cs"]').waitFor();
  await page.locator("#lang").selectOption("en");
  await page.locator('html[lang="en"]').waitFor();
  assert.equal(await text(page, "#name-title"), englishTitle);
});

test("a right-to-left language lays the page out from the right, the board as it is", async () => {
  const rtl = {
    language: { code: "ar-XB", name: "ﺏﺓﺕ", dir: "rtl" },
    // English's words, each letter accented: a stand-in until a right-to-left language ships.
    ftl: pseudo(ENGLISH),
  };
  const p = await speaker("ar-XB", PHONE, rtl);
  const page = p.page;
  await page.goto(await serverUrl());
  await page.locator('html[dir="rtl"]').waitFor();
  await enterName(page, "Ωμέγα");
  await page.locator("#view-lobby").waitFor();
  const brand = await page.locator("#home").boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  assert.ok(brand.x + brand.width > width / 2, "the brand stands on the right");
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), "nothing wider than the phone");
  await screenshot(page, "lang-rtl-lobby");
  assert.deepEqual(await axeViolations(page), [], "axe-core on the right-to-left lobby");
  await roomAgainstTheComputer(page);
  await page.locator('#status[data-mine="true"]').waitFor();
  // The board is not mirrored: column A is on the left, as on every board.
  const a = await page.locator('[data-point="0,7"]').boundingBox();
  const o = await page.locator('[data-point="14,7"]').boundingBox();
  assert.ok(a.x < o.x, "the first column is on the left");
  await screenshot(page, "lang-rtl-room");
  assert.deepEqual(await axeViolations(page), [], "axe-core on the right-to-left room");
});
