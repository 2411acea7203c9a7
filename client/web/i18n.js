// The page's words, in the player's language: message catalogues in Fluent's format
// (`client/locales/LANG.ftl`, one a language, which the desktop app reads too), formatted by
// Fluent's own library (vendor/fluent: plurals, numbers and dates by the language's rules).
//
// The language follows the browser's until the player picks one. English stands behind every
// other: a message missing from a language reads in English rather than not at all (a test
// keeps every language complete). The page's fixed text is marked in index.html with
// `data-l10n-id` (and `data-l10n-args`); what the scripts write comes from `t`.

import { FluentBundle, FluentResource } from "./vendor/fluent/index.js";

/** The language behind every other, and the page's own. */
export const FALLBACK = "en";

/** The languages the server has catalogues for: {code, name, dir}. */
let languages = [{ code: FALLBACK, name: "English", dir: "ltr" }];
/** The chosen language's bundle first, English's last. */
let bundles = [];
/** The language in use. */
let current = FALLBACK;

/**
 * The best of `available` (codes such as "zh-TW") for a reader who asks for `requested` in
 * order (the browser's `navigator.languages`): the same code, else Chinese by its script
 * (Traditional for Taiwan, Hong Kong and Macau), else the same language in another region;
 * English when none fits.
 */
export function negotiate(available, requested) {
  const codes = available.map((c) => c.toLowerCase());
  const pick = (code) => available[codes.indexOf(code.toLowerCase())];
  for (const asked of requested ?? []) {
    const want = String(asked).toLowerCase();
    if (codes.includes(want)) return pick(want);
    const [base, ...rest] = want.split("-");
    if (base === "zh") {
      const traditional = rest.some((part) => ["hant", "tw", "hk", "mo"].includes(part));
      const code = traditional ? "zh-tw" : "zh-cn";
      if (codes.includes(code)) return pick(code);
    }
    const sameBase = codes.findIndex((c) => c.split("-")[0] === base);
    if (sameBase >= 0) return available[sameBase];
  }
  return FALLBACK;
}

/**
 * Puts the catalogues in use: `sources` are [language, text of its .ftl] pairs, the chosen
 * language's first. Names and other placed values are set apart for the text's direction only
 * in a right-to-left language, where a name in Latin letters would otherwise jumble the line.
 */
export function useCatalogues(sources, dir = "ltr") {
  bundles = sources.map(([lang, text]) => {
    const bundle = new FluentBundle(lang, { useIsolating: dir === "rtl" });
    bundle.addResource(new FluentResource(text));
    return bundle;
  });
  current = sources[0]?.[0] ?? FALLBACK;
}

/** The language in use. */
export function language() {
  return current;
}

/** The languages to choose from: {code, name, dir}, each name in its own language. */
export function available() {
  return languages;
}

/** The message `id` and the bundle that has it, the chosen language's first. */
function find(id) {
  for (const bundle of bundles) {
    const message = bundle.getMessage(id);
    if (message) return { bundle, message };
  }
  return null;
}

/** Whether a catalogue has the message `id`: for words named by data (a game's title by its
 * id), which fall back to the server's own English when no catalogue has them. */
export function has(id) {
  return !!find(id)?.message.value;
}

/**
 * What a server's `error` says, in the page's language: its `words` from the catalogues when
 * they have them, else the server's English `message`.
 */
export function said(error) {
  const words = error?.words;
  if (words && typeof words.id === "string" && has(words.id)) return t(words.id, words.args ?? {});
  return String(error?.message ?? "");
}

/**
 * The text of message `id` with `args` placed in it; the id itself if no catalogue has it
 * (which a test forbids, so that a missing message shows, and is found, rather than hides).
 */
export function t(id, args) {
  const found = find(id);
  if (!found?.message.value) return id;
  return found.bundle.formatPattern(found.message.value, args);
}

/** The attribute `name` of message `id` (`.aria-label`, `.placeholder`), or the id. */
export function tAttr(id, name, args) {
  const found = find(id);
  const pattern = found?.message.attributes[name];
  return pattern ? found.bundle.formatPattern(pattern, args) : id;
}

/**
 * Writes the chosen language into the fixed text under `root`: each element marked with
 * `data-l10n-id` gets its message's value as its text (such an element holds text only) and
 * its message's attributes as its attributes (`aria-label`, `placeholder`, `title`...), with
 * the arguments of `data-l10n-args` (JSON).
 */
export function translate(root) {
  for (const el of root.querySelectorAll("[data-l10n-id]")) {
    const found = find(el.dataset.l10nId);
    if (!found) continue;
    const args = el.dataset.l10nArgs ? JSON.parse(el.dataset.l10nArgs) : undefined;
    if (found.message.value) el.textContent = found.bundle.formatPattern(found.message.value, args);
    for (const [name, pattern] of Object.entries(found.message.attributes)) {
      el.setAttribute(name, found.bundle.formatPattern(pattern, args));
    }
  }
}

/** Fetches a text from the server, or null. */
async function fetchText(path) {
  try {
    const response = await fetch(path);
    return response.ok ? await response.text() : null;
  } catch {
    return null;
  }
}

/**
 * Loads the catalogues of `wanted` (a code, or null for the browser's choice) and English,
 * marks the document with the language and its direction, and translates its fixed text.
 * Answers the language in use. Without the server's catalogues the page stays as it is.
 */
export async function load(wanted) {
  const list = await fetchText("/locales/languages.json");
  if (list) languages = JSON.parse(list);
  const codes = languages.map((l) => l.code);
  const lang = negotiate(codes, wanted ? [wanted] : navigator.languages);
  const dir = languages.find((l) => l.code === lang)?.dir ?? "ltr";
  const [chosen, english] = await Promise.all([
    lang === FALLBACK ? null : fetchText(`/locales/${lang}.ftl`),
    fetchText(`/locales/${FALLBACK}.ftl`),
  ]);
  const sources = [];
  if (chosen !== null) sources.push([lang, chosen]);
  if (english !== null) sources.push([FALLBACK, english]);
  if (sources.length === 0) return current;
  useCatalogues(sources, chosen !== null ? dir : "ltr");
  document.documentElement.lang = current;
  document.documentElement.dir = current === lang ? dir : "ltr";
  translate(document);
  return current;
}
