// Ratings, the page's pure part: every sentence the ratings view and the create form's Rated
// box show, a rating kind's name read from the catalogue, a rating as it is shown (a "?" when
// provisional), the kinds a leaderboard can be asked for, and a history drawn as a line. No DOM
// here, so that tests/web/ratings-view.test.mjs runs it in node; ratings-view.js draws it.

import { choiceTitle, gameInfo, gameTitle, playable } from "./catalogue.js";
import { language, t, tAttr } from "./i18n.js";

/**
 * Every sentence about ratings, from the message catalogue (the `ratings-` messages), read when
 * it is shown: the language may change at any time. A rating goes into a sentence as it is
 * shown ("1712"), not as a number to format.
 */
export const TEXT = {
  // The create form.
  get rated() { return t("ratings-rated"); },
  get ratedHint() { return t("ratings-rated-hint"); },
  // A room's options, in a few words.
  get ratedRoom() { return t("ratings-rated-room"); },
  // The Account panel's ways in.
  get yourRatings() { return t("ratings-your-ratings"); },
  // The view.
  get title() { return t("ratings-title"); },
  get back() { return t("ratings-back"); },
  get yourProfile() { return t("ratings-your-profile"); },
  profileOf: (name) => t("ratings-profile-of", { name }),
  get loading() { return t("ratings-loading"); },
  get account() { return t("ratings-account"); },
  get guest() { return t("ratings-guest"); },
  get guestSelf() { return t("ratings-guest-self"); },
  get noRatings() { return t("ratings-no-ratings"); },
  get provisionalNote() { return t("ratings-provisional-note"); },
  games: (n) => t("ratings-games", { count: n }),
  ratingShown: (r) => `${r.rating}${r.provisional ? "?" : ""}`,
  ratingSaid: (r) => (r.provisional ? t("ratings-provisional", { rating: String(r.rating) }) : String(r.rating)),
  chartLabel: (title, history) =>
    history.length === 1
      ? t("ratings-chart-one", { title, rating: String(history[0].rating) })
      : t("ratings-chart", { title, first: String(history[0].rating), last: String(history.at(-1).rating), count: history.length }),
  lastGames: (title) => t("ratings-last-games", { title }),
  get when() { return t("ratings-when"); },
  get rating() { return t("ratings-rating"); },
  // The leaderboard.
  get leaderboard() { return t("ratings-leaderboard"); },
  get game() { return t("ratings-game"); },
  get rule() { return t("ratings-rule"); },
  // The leaderboard's choices as a screen reader names them (the create form has a Game too).
  get gameOfLeaderboard() { return tAttr("ratings-game-of-leaderboard", "aria-label"); },
  get ruleOfLeaderboard() { return tAttr("ratings-rule-of-leaderboard", "aria-label"); },
  get rank() { return t("ratings-rank"); },
  get name() { return t("ratings-name"); },
  get gamesColumn() { return t("ratings-games-column"); },
  get noSettled() { return t("ratings-no-settled"); },
  /** A rating kind's name: its game's, then its rule's ("Gomoku, Renju"). */
  kind: (game, rule) => t("ratings-kind", { game, rule }),
};

/** How many of a history's last points its table lists. */
export const TABLE_POINTS = 10;

/** The rule option of a game whose ratings are kept per rule (gomoku), or null. */
function ruleOption(info) {
  return info?.options?.find((o) => o.name === "rule" && o.type === "choice") ?? null;
}

/**
 * A rating kind's name for people, from the catalogue: the game's title, then the rule's
 * ("GAME/RULE" or "GAME"); the kind's own words for what the catalogue does not list.
 */
export function kindTitle(catalogue, kind) {
  const [game, rule] = String(kind).split("/");
  const info = gameInfo(catalogue, game);
  const title = gameTitle(info, game);
  if (!rule) return title;
  const option = ruleOption(info);
  const choice = option?.choices.find((c) => c.value === rule);
  return TEXT.kind(title, choice ? choiceTitle(choice, option) : rule);
}

/**
 * The leaderboard's choices for a game of the catalogue: its rules when its ratings are kept
 * per rule (`[{value, title}]`, the default first), else none.
 */
export function leaderboardRules(info) {
  const option = ruleOption(info);
  if (!option) return [];
  const choices = option.choices.map((c) => ({ value: c.value, title: choiceTitle(c, option) }));
  return [...choices.filter((c) => c.value === option.default), ...choices.filter((c) => c.value !== option.default)];
}

/** The games a leaderboard can be asked for: those the page plays, `[{value, title}]`. */
export function leaderboardGames(catalogue) {
  return playable(catalogue).map((g) => ({ value: g.game, title: gameTitle(g, g.game) }));
}

/** The kind a leaderboard of `game` (and `rule`, for a game rated per rule) answers with. */
export function kindOf(catalogue, game, rule) {
  return ruleOption(gameInfo(catalogue, game)) && rule ? `${game}/${rule}` : game;
}

/**
 * A rating's history as a line in a `width` by `height` box: `{points: [{x, y, rating, at_ms}],
 * path, low, high}`, the oldest on the left, higher ratings higher up; `low` and `high` the
 * ratings at the box's bottom and top (at least 100 apart, so that a few points of change do not
 * fill it). One point sits in the middle.
 */
export function chartOf(history, width, height, pad = 6) {
  const ratings = history.map((p) => p.rating);
  if (ratings.length === 0) return { points: [], path: "", low: 0, high: 0 };
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  if (high - low < 100) {
    const middle = (high + low) / 2;
    low = Math.floor(middle - 50);
    high = Math.ceil(middle + 50);
  }
  const step = history.length > 1 ? (width - 2 * pad) / (history.length - 1) : 0;
  const points = history.map((p, i) => ({
    x: history.length > 1 ? pad + i * step : width / 2,
    y: pad + ((high - p.rating) / (high - low)) * (height - 2 * pad),
    rating: p.rating,
    at_ms: p.at_ms,
  }));
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${round(p.x)},${round(p.y)}`).join("");
  return { points, path, low, high };
}

function round(n) {
  return Math.round(n * 10) / 10;
}

/** The last points of a history for its table, newest first. */
export function lastPoints(history, n = TABLE_POINTS) {
  return history.slice(-n).reverse();
}

/**
 * A point's time as its table shows it: the date and the time of day, in the viewer's zone, as
 * the page's language writes them.
 */
export function whenText(atMs) {
  const d = new Date(atMs);
  return `${d.toLocaleDateString(language())} ${d.toLocaleTimeString(language(), { hour: "2-digit", minute: "2-digit" })}`;
}
