// A finished review (`review`) as the replay shows it: the evaluation graph's geometry (black's
// chance to win at each position, one point per position), the moves worth a mark, and what to
// draw on the board at a position. Pure, tested in node; app.js turns it into SVG and text.

import { t } from "./i18n.js";

/** The marks a move can carry, mildest first; "good" moves carry none. */
export const MARKS = ["inaccuracy", "mistake", "blunder"];

/** The symbol a mark is shown with next to a move, as chess notation writes it. */
export const MARK_SYMBOLS = { inaccuracy: "?!", mistake: "?", blunder: "??" };

/**
 * Each move's verdict by ply (0 the first move), for the moves worth a mark: {ply, class, best,
 * afterBest, missedVcf, discsLost, comment}.
 */
export function marksOf(review) {
  const marks = new Map();
  for (const mv of review?.moves ?? []) {
    if (!MARKS.includes(mv.class)) continue;
    marks.set(mv.ply, {
      ply: mv.ply,
      class: mv.class,
      best: mv.best ?? null,
      afterBest: mv.after_best ?? null,
      missedVcf: mv.missed_vcf ?? [],
      discsLost: mv.discs_lost ?? null,
      comment: mv.comment ?? "",
    });
  }
  return marks;
}

/**
 * The graph in a `width` x `height` box: `points` (position i at x = i / (n - 1) of the width,
 * black's chance 1 at the top, 0 at the bottom), `path` (an SVG path through them), `area` (the
 * path closed along the middle line, filled for the side ahead), and `marks` (the positions
 * right after each marked move, where the graph shows it).
 */
export function graphOf(review, width, height) {
  const values = review?.black ?? [];
  const n = values.length;
  const x = (i) => (n <= 1 ? 0 : (i * width) / (n - 1));
  const y = (v) => height - (Math.max(0, Math.min(1000, v)) * height) / 1000;
  const points = values.map((v, i) => [round(x(i)), round(y(v))]);
  const path = points.map(([px, py], i) => `${i === 0 ? "M" : "L"}${px},${py}`).join("");
  const mid = round(height / 2);
  const area = points.length ? `${path}L${points.at(-1)[0]},${mid}L${points[0][0]},${mid}Z` : "";
  const marks = [];
  for (const mark of marksOf(review).values()) {
    const position = mark.ply + 1;
    if (position < n) marks.push({ ply: mark.ply, position, class: mark.class, x: points[position][0], y: points[position][1] });
  }
  return { points, path, area, marks };
}

function round(v) {
  return Math.round(v * 10) / 10;
}

/** The position (0 to n) a click at `x` of a graph `width` wide points at. */
export function positionAtX(review, x, width) {
  const n = review?.black?.length ?? 0;
  if (n <= 1 || width <= 0) return 0;
  return Math.max(0, Math.min(n - 1, Math.round((x / width) * (n - 1))));
}

/**
 * What the board shows of the review at the position after `ply` moves: the verdict on the move
 * that led there, and the engine's better move (`best`) to draw, with the missed win's line when
 * the move let a win by continuous fours go. Null when the move is not marked.
 */
export function verdictAt(review, ply) {
  if (ply <= 0) return null;
  return marksOf(review).get(ply - 1) ?? null;
}

/** Black's chance at a position as people read it: "black 62%". */
export function chanceText(review, position) {
  const v = review?.black?.[position];
  if (v === undefined) return "";
  return t("review-chance", { percent: Math.round(v / 10) });
}

/** How a marked move is named in the move list and for screen readers. */
export function markText(mark) {
  if (!mark) return "";
  const name = markName(mark);
  return mark.missedVcf.length ? t("review-mark-missed-win", { mark: name }) : name;
}

/** A mark's name: "Inaccuracy", "Mistake", "Blunder". */
function markName(mark) {
  const names = {
    inaccuracy: () => t("review-mark-inaccuracy"),
    mistake: () => t("review-mark-mistake"),
    blunder: () => t("review-mark-blunder"),
  };
  return Object.hasOwn(names, mark.class) ? names[mark.class]() : mark.class;
}

/**
 * A marked move's verdict in words, with points named by `name` as the board names them (the
 * review's own `comment` uses SGF's letters, for the record): what `mover` keeps of its chance
 * after the move, and after the engine's move instead; the discs lost; the missed win. E.g.
 * "Mistake: white 38% after this move, 52% after K7".
 */
export function verdictWords(mark, review, mover, name) {
  const percent = (black) => Math.round((mover === "white" ? 1000 - black : black) / 10);
  const after = review?.black?.[mark.ply + 1];
  const before = review?.black?.[mark.ply];
  const title = markName(mark);
  let text = after === undefined ? title : t("review-verdict-after", { mark: title, seat: mover, percent: percent(after) });
  if (mark.best && mark.afterBest != null) {
    text += t("review-verdict-after-best", { percent: percent(mark.afterBest), point: name(mark.best) });
  } else if (mark.best && before !== undefined) {
    text += t("review-verdict-before-best", { percent: percent(before), point: name(mark.best) });
  }
  if (mark.discsLost) text += t("review-verdict-discs-lost", { count: mark.discsLost });
  if (mark.missedVcf.length) text += t("review-verdict-missed-win", { points: mark.missedVcf.map(name).join(" ") });
  return text;
}
