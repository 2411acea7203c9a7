// The catalogue: what the server says of each game it plays (`welcome.games`, and `games` in
// `GET /info`; docs/protocol.md), read for the page. It is the page's only source of facts about
// a game: titles, board kinds and sizes, the create form's fields, a room's few words, the name
// of a piece, whether the score is counted, the seat a rule forbids points to, the default of
// the legal hints. A game or a rule the server adds shows up here with no change to the page;
// only the drawing of a kind of board (geometry.js) is the page's own. Pure, tested in node.

import { drawable, geometry, sizeLabel, sizeWords } from "./geometry.js";
import { has, t } from "./i18n.js";

// The catalogue's words (a game's title and summary, an option's title and its `off` words, a
// choice's title and summary) come from the server in English; the page shows them in the
// player's language from messages named by the data: `game-<game>-title`, `game-<game>-summary`,
// `option-<name>-title`, `option-<name>-off`, `choice-<name>-<value>-title`,
// `choice-<name>-<value>-summary`. A word no catalogue has (a game a newer server added) shows
// as the server sent it. A test (tests/web/catalogue.test.mjs) keeps English's messages the
// server's words.

/** A piece of data as part of a message id: what Fluent does not allow in one becomes "-". */
function idPart(text) {
  return String(text).replace(/[^A-Za-z0-9_-]/g, "-");
}

/** The message `id`'s text, or `english` (the server's) when no catalogue has it. */
function word(id, english) {
  return has(id) ? t(id) : english;
}

/** The id of a game's word: `what` is "title" or "summary". */
function gameWordId(game, what) {
  return `game-${idPart(game)}-${what}`;
}

/** The id of an option's word: `what` is "title" or "off". */
function optionWordId(option, what) {
  return `option-${idPart(option.name)}-${what}`;
}

/** The id of a choice's word: `what` is "title" or "summary". */
function choiceWordId(option, choice, what) {
  return `choice-${idPart(option.name)}-${idPart(choice.value)}-${what}`;
}

/**
 * Every word the catalogue's entry `info` has for people, each with the id of its message and
 * the server's English: `[{id, english}]` (what the test holds English's catalogue to).
 */
export function catalogueWords(info) {
  const words = [
    { id: gameWordId(info.game, "title"), english: info.title },
    { id: gameWordId(info.game, "summary"), english: info.summary },
  ];
  for (const option of info.options ?? []) {
    words.push({ id: optionWordId(option, "title"), english: option.title });
    if (option.type === "flag" && option.off) words.push({ id: optionWordId(option, "off"), english: option.off });
    for (const choice of option.type === "choice" ? option.choices : []) {
      words.push({ id: choiceWordId(option, choice, "title"), english: choice.title });
      words.push({ id: choiceWordId(option, choice, "summary"), english: choice.summary });
    }
  }
  return words;
}

/** The catalogue's entry for `game`, or null when the server did not list it. */
export function gameInfo(catalogue, game) {
  return catalogue?.find((g) => g.game === game) ?? null;
}

/** The games this page can offer: those on a kind of board it can draw, in the server's order. */
export function playable(catalogue) {
  return (catalogue ?? []).filter((g) => drawable(g.board));
}

/**
 * A game's name for people, in the player's language: its title, or its id when the catalogue
 * does not list it.
 */
export function gameTitle(info, game) {
  const id = info?.game ?? game;
  if (id == null) return info?.title ?? game;
  return word(gameWordId(id, "title"), info?.title ?? game);
}

/** What a game is, in one sentence, in the player's language; "" for a game not listed. */
export function gameSummary(info) {
  if (!info) return "";
  return word(gameWordId(info.game, "summary"), info.summary ?? "");
}

/** An option's label for people, in the player's language. */
export function optionTitle(option) {
  return word(optionWordId(option, "title"), option.title);
}

/** The few words for a room with the flag `option` off ("centre open"), or null. */
export function optionOff(option) {
  return option.off ? word(optionWordId(option, "off"), option.off) : null;
}

/** A choice's name for people ("Renju"), in the player's language; `option` is its option. */
export function choiceTitle(choice, option) {
  return option ? word(choiceWordId(option, choice, "title"), choice.title) : choice.title;
}

/** What a choice means, in a few words ("black has forbidden moves"), in the player's language. */
export function choiceSummary(choice, option) {
  return option ? word(choiceWordId(option, choice, "summary"), choice.summary) : choice.summary;
}

/** The board's size in `options`, or the game's default; null when neither is known. */
export function boardSize(info, options = {}) {
  return options.size ?? info?.size?.default ?? null;
}

/** The geometry (geometry.js) of the board of a game with `options`; null when it cannot be drawn. */
export function boardGeometry(info, options = {}) {
  return info ? geometry(info.board, boardSize(info, options)) : null;
}

/** The value an option has in `options`, or its default. */
export function optionValue(option, options = {}) {
  return options[option.name] ?? option.default;
}

/**
 * A choice's entry as the create form shows it: "Renju: black has forbidden moves"; in the
 * player's language when its `option` is given.
 */
export function choiceLabel(choice, option) {
  return t("choice-label", { title: choiceTitle(choice, option), summary: choiceSummary(choice, option) });
}

/**
 * The create form, as client/transcripts/README.md's `form` field: one entry per game the page
 * can draw, `{game, title, size: {min, max, default, label}, options: [{name, title, type,
 * default, values}]}`, `label` the default size as the form offers it and `values` a choice's
 * entries as the form shows them, in the catalogue's order (`[]` for a flag).
 */
export function createForm(catalogue) {
  return playable(catalogue).map((info) => ({
    game: info.game,
    title: gameTitle(info, info.game),
    size: { ...info.size, label: sizeLabel(info.board, info.size.default) },
    options: (info.options ?? []).map((o) => ({
      name: o.name,
      title: optionTitle(o),
      type: o.type,
      default: o.default,
      values: o.type === "choice" ? o.choices.map((c) => choiceLabel(c, o)) : [],
    })),
  }));
}

/**
 * A game's options in a few words, e.g. "15×15, Renju", "9×9, centre open", "6 a side": the
 * size, then each choice's title and each flag's `off` words when it is off. "" when the
 * catalogue does not list the game.
 */
export function describeOptions(info, options = {}) {
  if (!info) return "";
  const parts = [sizeWords(info.board, boardSize(info, options))];
  for (const option of info.options ?? []) {
    const value = optionValue(option, options);
    if (option.type === "choice") {
      const choice = option.choices.find((c) => c.value === value);
      parts.push(choice ? choiceTitle(choice, option) : String(value));
    } else if (option.type === "flag" && value === false && option.off) {
      parts.push(optionOff(option));
    }
  }
  return parts.join(t("game-words-separator"));
}

/**
 * The seat that has forbidden points under the game's options (renju's black: the free points
 * left out of its legal list while it is to move), or null.
 */
export function forbiddenSeat(info, options = {}) {
  for (const option of info?.options ?? []) {
    if (option.type !== "choice") continue;
    const value = optionValue(option, options);
    const seat = option.choices.find((c) => c.value === value)?.forbidden;
    if (seat) return seat;
  }
  return null;
}

/**
 * The catalogue's `piece` of a game, as the messages select on it: "stone", "disc", or "other"
 * (a game not listed, or a piece this page has no words for: "piece").
 */
export function pieceKind(info) {
  const piece = info?.piece;
  return piece === "stone" || piece === "disc" ? piece : "other";
}

/**
 * What a player puts down, for `n` of them, in the player's language: "disc", "stones";
 * "piece(s)" for a game not listed.
 */
export function pieceName(info, n = 1) {
  return t("board-piece", { piece: pieceKind(info), count: n });
}

/** `n` pieces of the game counted, e.g. "3 discs", "1 stone". */
export function pieceCount(info, n) {
  return t("board-piece-count", { piece: pieceKind(info), count: n });
}

/** Whether the pieces of each colour are counted as the game goes on (reversi's discs). */
export function scoresPieces(info) {
  return info?.score === "pieces";
}

/**
 * What a move that changed `n` other points did, e.g. "turning 2 discs", "taking 1 stone off";
 * "" when it changed none.
 */
export function changedText(info, n) {
  if (n === 0) return "";
  const args = { piece: pieceKind(info), count: n };
  return info?.changes === "captures" ? t("replay-changed-captures", args) : t("replay-changed-flips", args);
}

/**
 * How many in a row win the game, or null for a game not won by a row: read from the game's
 * summary ("Five in a row on a square board."), as the catalogue has no field for it yet. Only
 * the play-by-ear mode (ear.js) asks, to say the fours and threes; a game it misreads loses that
 * reading, nothing else.
 */
export function rowToWin(info) {
  const numbers = { three: 3, four: 4, five: 5, six: 6, seven: 7 };
  const m = /\b(three|four|five|six|seven|\d+) in a row\b/i.exec(info?.summary ?? "");
  if (!m) return null;
  const word = m[1].toLowerCase();
  return numbers[word] ?? Number(word);
}
