// Ratings, the page's pure part: every sentence the ratings view and the create form's Rated
// box show, a rating kind's name read from the catalogue, a rating as it is shown (a "?" when
// provisional), the kinds a leaderboard can be asked for, and a history drawn as a line. No DOM
// here, so that tests/web/ratings-view.test.mjs runs it in node; ratings-view.js draws it.

import { gameInfo, gameTitle, playable } from "./catalogue.js";

/** Every sentence about ratings, in one place (for the message catalogues to come). */
export const TEXT = {
  // The create form.
  rated: "Rated",
  ratedHint: "A rated game counts only between two accounts, or against the computer: with a guest, a bot or a program it is played but not rated.",
  // A room's options, in a few words.
  ratedRoom: "rated",
  // The Account panel's ways in.
  yourRatings: "Your ratings",
  // The view.
  title: "Ratings",
  back: "Back",
  yourProfile: "Your profile",
  profileOf: (name) => `${name}'s ratings`,
  loading: "Loading…",
  account: "An account",
  guest: "A guest: a guest's games are not rated.",
  guestSelf: "You play as a guest, and a guest's games are not rated: keep your name with a password (under Account) to be rated.",
  noRatings: "No rated games yet.",
  provisionalNote: "A ? marks a provisional rating: it settles after some 15 to 25 rated games.",
  games: (n) => (n === 1 ? "1 rated game" : `${n} rated games`),
  ratingShown: (r) => `${r.rating}${r.provisional ? "?" : ""}`,
  ratingSaid: (r) => (r.provisional ? `${r.rating}, provisional` : String(r.rating)),
  chartLabel: (title, history) =>
    history.length === 1
      ? `${title}: ${history[0].rating} after 1 rated game`
      : `${title}: from ${history[0].rating} to ${history.at(-1).rating} over the last ${history.length} rated games`,
  lastGames: (title) => `${title}: the last rated games`,
  when: "When",
  rating: "Rating",
  // The leaderboard.
  leaderboard: "Leaderboard",
  game: "Game",
  rule: "Rule",
  ofLeaderboard: " of the leaderboard",
  rank: "Rank",
  name: "Name",
  gamesColumn: "Games",
  noSettled: "No settled ratings yet: a player shows here once their rating is no longer provisional.",
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
  const choice = ruleOption(info)?.choices.find((c) => c.value === rule);
  return `${title}, ${choice?.title ?? rule}`;
}

/**
 * The leaderboard's choices for a game of the catalogue: its rules when its ratings are kept
 * per rule (`[{value, title}]`, the default first), else none.
 */
export function leaderboardRules(info) {
  const option = ruleOption(info);
  if (!option) return [];
  const choices = option.choices.map((c) => ({ value: c.value, title: c.title }));
  return [...choices.filter((c) => c.value === option.default), ...choices.filter((c) => c.value !== option.default)];
}

/** The games a leaderboard can be asked for: those the page plays, `[{value, title}]`. */
export function leaderboardGames(catalogue) {
  return playable(catalogue).map((g) => ({ value: g.game, title: g.title }));
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

/** A point's time as its table shows it: the date and the time of day, in the viewer's zone. */
export function whenText(atMs) {
  const d = new Date(atMs);
  return `${d.toLocaleDateString()} ${d.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })}`;
}
