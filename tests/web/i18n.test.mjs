// The message catalogues (client/locales): every language of languages.json has its file, each
// file is good Fluent (no junk), has exactly English's messages and attributes, and uses no
// variable English does not give it; every message the page asks for (`t("...")`,
// `tAttr("...")`, `data-l10n-id`) is in English's file. And the choice of a language from the
// browser's list. No browser: the files and i18n.js as node reads them.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

import { parse } from "@fluent/syntax";

import { negotiate, t, useCatalogues } from "../../client/web/i18n.js";

const LOCALES = new URL("../../client/locales/", import.meta.url).pathname;
const WEB = new URL("../../client/web/", import.meta.url).pathname;

const languages = JSON.parse(readFileSync(join(LOCALES, "languages.json"), "utf8"));

/** The messages of a file: id to {attributes: Set, variables: Set}; and its junk. */
function messagesOf(code) {
  const text = readFileSync(join(LOCALES, `${code}.ftl`), "utf8");
  const resource = parse(text, { withSpans: false });
  const junk = resource.body.filter((entry) => entry.type === "Junk").map((j) => j.content.trim());
  const messages = new Map();
  for (const entry of resource.body) {
    if (entry.type !== "Message" && entry.type !== "Term") continue;
    const id = (entry.type === "Term" ? "-" : "") + entry.id.name;
    const variables = new Set();
    const walk = (node) => {
      if (!node || typeof node !== "object") return;
      if (node.type === "VariableReference") variables.add(node.id.name);
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.forEach(walk);
        else walk(value);
      }
    };
    walk(entry.value);
    entry.attributes.forEach(walk);
    messages.set(id, { attributes: new Set(entry.attributes.map((a) => a.id.name)), variables, hasValue: !!entry.value });
  }
  return { messages, junk };
}

const english = messagesOf("en");

test("languages.json lists English and the languages shipped, each named in its own", () => {
  const codes = languages.map((l) => l.code);
  assert.deepEqual(codes.slice(0, 1), ["en"]);
  for (const code of ["zh-CN", "zh-TW", "ja", "ko", "vi", "ru", "cs"]) assert.ok(codes.includes(code), code);
  const files = readdirSync(LOCALES).filter((f) => f.endsWith(".ftl")).map((f) => f.slice(0, -4)).sort();
  assert.deepEqual(files, [...codes].sort(), "one file a language, and no file without its language");
  for (const l of languages) assert.ok(["ltr", "rtl"].includes(l.dir), l.code);
});

for (const { code } of languages) {
  test(`${code}.ftl is good Fluent with exactly English's messages`, () => {
    const { messages, junk } = messagesOf(code);
    assert.deepEqual(junk, [], "no text Fluent cannot read");
    const missing = [...english.messages.keys()].filter((id) => !messages.has(id));
    const extra = [...messages.keys()].filter((id) => !english.messages.has(id));
    assert.deepEqual(missing, [], `messages missing in ${code}`);
    assert.deepEqual(extra, [], `messages in ${code} that English does not have`);
    for (const [id, ours] of messages) {
      const theirs = english.messages.get(id);
      assert.deepEqual([...ours.attributes].sort(), [...theirs.attributes].sort(), `${code}: ${id}'s attributes`);
      assert.equal(ours.hasValue, theirs.hasValue, `${code}: ${id} has a value as English's does`);
      const unknown = [...ours.variables].filter((v) => !theirs.variables.has(v));
      assert.deepEqual(unknown, [], `${code}: ${id} uses variables English does not give`);
    }
  });
}

test("every message the page asks for is in English's file", () => {
  const asked = new Set();
  for (const file of readdirSync(WEB).filter((f) => f.endsWith(".js") || f.endsWith(".html"))) {
    const text = readFileSync(join(WEB, file), "utf8");
    for (const m of text.matchAll(/\bt(?:Attr)?\("([a-z0-9-]+)"/g)) asked.add(m[1]);
    for (const m of text.matchAll(/data-l10n-id="([a-z0-9-]+)"/g)) asked.add(m[1]);
    for (const m of text.matchAll(/l10n\("([a-z0-9-]+)"/g)) asked.add(m[1]);
  }
  assert.ok(asked.size > 0);
  const missing = [...asked].filter((id) => !english.messages.has(id)).sort();
  assert.deepEqual(missing, [], "asked for but not in en.ftl");
});

test("the browser's languages choose a catalogue: the same code, Chinese by its script, the same language elsewhere, else English", () => {
  const codes = languages.map((l) => l.code);
  const check = (asked, expected) => assert.equal(negotiate(codes, asked), expected, asked.join(","));
  check(["ja-JP", "en"], "ja");
  check(["zh-HK"], "zh-TW");
  check(["zh-Hant"], "zh-TW");
  check(["zh"], "zh-CN");
  check(["zh-SG"], "zh-CN");
  check(["cs"], "cs");
  check(["de-DE", "ru"], "ru");
  check(["de-DE"], "en");
  check([], "en");
  check(["ZH-tw"], "zh-TW");
});

test("a message missing from the chosen language reads in English, and an unknown one as its id", () => {
  useCatalogues([["cs", "page-connected = Připojeno\n"], ["en", "page-connected = Connected\npage-brand = Boardroom\n"]]);
  assert.equal(t("page-connected"), "Připojeno");
  assert.equal(t("page-brand"), "Boardroom");
  assert.equal(t("no-such-message"), "no-such-message");
  useCatalogues([["en", "games = { $count -> \n    [one] one game\n   *[other] { $count } games\n}\n"]]);
  assert.equal(t("games", { count: 1 }), "one game");
  assert.equal(t("games", { count: 3 }), "3 games");
});

test("a server's refusal reads in the page's language when its words are in the catalogue, else in the server's English", async () => {
  const { said } = await import("../../client/web/i18n.js");
  useCatalogues([
    ["cs", "server-draw-too-soon = remízu lze nabídnout jednou za { $every } tahů; zbývá { $left }\n"],
    ["en", "server-draw-too-soon = you may offer a draw once every { $every } moves; { $left } to go\n"],
  ]);
  const error = { code: "rate_limited", message: "you may offer a draw once every 10 moves; 6 to go", words: { id: "server-draw-too-soon", args: { every: 10, left: 6 } } };
  assert.equal(said(error), "remízu lze nabídnout jednou za 10 tahů; zbývá 6");
  assert.equal(said({ ...error, words: { id: "server-from-a-newer-server", args: {} } }), error.message);
  assert.equal(said({ code: "bad_request", message: "plain" }), "plain");
});
