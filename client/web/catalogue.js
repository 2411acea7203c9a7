// The catalogue: what the server says of each game it plays (`welcome.games`, and `games` in
// `GET /info`; docs/protocol.md), read for the page. It is the page's only source of facts about
// a game: titles, board kinds and sizes, the create form's fields, a room's few words, the name
// of a piece, whether the score is counted, the seat a rule forbids points to, the default of
// the legal hints. A game or a rule the server adds shows up here with no change to the page;
// only the drawing of a kind of board (geometry.js) is the page's own. Pure, tested in node.

import { drawable, geometry, sizeLabel, sizeWords } from "./geometry.js";

/** The catalogue's entry for `game`, or null when the server did not list it. */
export function gameInfo(catalogue, game) {
  return catalogue?.find((g) => g.game === game) ?? null;
}

/** The games this page can offer: those on a kind of board it can draw, in the server's order. */
export function playable(catalogue) {
  return (catalogue ?? []).filter((g) => drawable(g.board));
}

/** A game's name for people: its title, or its id when the catalogue does not list it. */
export function gameTitle(info, game) {
  return info?.title ?? game;
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

/** A choice's entry as the create form shows it: "Renju: black has forbidden moves". */
export function choiceLabel(choice) {
  return `${choice.title}: ${choice.summary}`;
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
    title: info.title,
    size: { ...info.size, label: sizeLabel(info.board, info.size.default) },
    options: (info.options ?? []).map((o) => ({
      name: o.name,
      title: o.title,
      type: o.type,
      default: o.default,
      values: o.type === "choice" ? o.choices.map(choiceLabel) : [],
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
      parts.push(option.choices.find((c) => c.value === value)?.title ?? String(value));
    } else if (option.type === "flag" && value === false && option.off) {
      parts.push(option.off);
    }
  }
  return parts.join(", ");
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

/** What a player puts down, for `n` of them: "disc", "stones"; "piece(s)" for a game not listed. */
export function pieceName(info, n = 1) {
  const piece = info?.piece ?? "piece";
  return n === 1 ? piece : `${piece}s`;
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
  const pieces = `${n} ${pieceName(info, n)}`;
  return info?.changes === "captures" ? `taking ${pieces} off` : `turning ${pieces}`;
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
