// The messages this client sends, one builder per message of docs/protocol.md. Optional fields
// are left out rather than sent as null. tests/web/unit.test.mjs checks them against the
// protocol's golden client fixtures.

/** The protocol version this client speaks. */
export const PROTOCOL = 1;

/** Builders for every client message. */
export const msg = {
  hello: (name, token, features, password) => ({
    type: "hello",
    protocol: PROTOCOL,
    name,
    ...(token ? { token } : {}),
    ...(features?.length ? { features } : {}),
    ...(password ? { password } : {}),
  }),
  /** The player's name becomes an account with this password. */
  signUp: (password) => ({ type: "sign_up", password }),
  changePassword: (oldPassword, password) => ({ type: "change_password", old_password: oldPassword, password }),
  signOutElsewhere: () => ({ type: "sign_out_elsewhere" }),
  /** The best rated players of a game (gomoku: of a rule). */
  listLeaderboard: (game, rule) => ({ type: "list_leaderboard", game, ...(rule ? { rule } : {}) }),
  /** A player's profile; one's own without an id. */
  getProfile: (playerId) => ({ type: "get_profile", ...(playerId ? { player_id: playerId } : {}) }),
  ping: () => ({ type: "ping" }),
  listRooms: () => ({ type: "list_rooms" }),
  /** A page of one's finished games, older than the game `before` when given. */
  listGames: (before, limit) => ({
    type: "list_games",
    ...(before != null ? { before } : {}),
    ...(limit != null ? { limit } : {}),
  }),
  requestReview: (gameId) => ({ type: "request_review", game_id: gameId }),
  /** A finished game's whole record, to replay it. */
  getGame: (gameId) => ({ type: "get_game", game_id: gameId }),
  /** An SGF file's text, read by the server into a record to replay. */
  openSgf: (sgf) => ({ type: "open_sgf", sgf }),
  /** An SGF file's text, kept by the server as the sender's game and reviewed. */
  reviewSgf: (sgf) => ({ type: "review_sgf", sgf }),
  /**
   * `clock` (`{initial_s, increment_s}` or `{per_move_s}`) and `undo: false` go into the options;
   * left out (or undo true, the default), the game is untimed with undo allowed. `engine`: one of
   * the server's external engines (`welcome.engines`) instead of its AI, with `opponent: "ai"`;
   * `bot`: a bot online (`bots`), invited to the other seat.
   */
  createRoom: ({ game, options, clock, undo, seat, opponent, aiLevel, engine, bot }) => ({
    type: "create_room",
    game,
    ...optionsField({ ...options, ...(clock ? { clock } : {}), ...(undo === false ? { undo: false } : {}) }),
    ...(seat ? { seat } : {}),
    ...(opponent ? { opponent } : {}),
    ...(opponent === "ai" && aiLevel && !engine && !bot ? { ai_level: aiLevel } : {}),
    ...(opponent === "ai" && engine ? { engine } : {}),
    ...(opponent === "ai" && bot && !engine ? { bot } : {}),
  }),
  joinRoom: (room, as) => ({ type: "join_room", room, ...(as ? { as } : {}) }),
  leaveRoom: () => ({ type: "leave_room" }),
  /** The server's AI at `level`, or with `engine` one of its external engines, or a `bot` online. */
  seatAi: (level, engine, bot) => ({
    type: "seat_ai",
    ...(level && !engine && !bot ? { level } : {}),
    ...(engine ? { engine } : {}),
    ...(bot && !engine ? { bot } : {}),
  }),
  /** The bots online: the server answers `bots`. */
  listBots: () => ({ type: "list_bots" }),
  /** A bot's no to an invitation (the page is no bot; for completeness of the protocol). */
  declineInvite: (room) => ({ type: "decline_invite", room }),
  /**
   * A new event, the sender its host: `settings` {name, game, options, format and its fields,
   * late_join, round_break_s, openings}; `entrants` the server's AI and engines ({kind: "ai", level} or
   * {kind: "engine", engine}); `play` whether the host plays too.
   */
  createTournament: (settings, entrants = [], play = false) => ({
    type: "create_tournament",
    settings,
    ...(entrants.length ? { entrants } : {}),
    ...(play ? { play: true } : {}),
  }),
  listTournaments: () => ({ type: "list_tournaments" }),
  watchTournament: (tournament) => ({ type: "watch_tournament", tournament }),
  joinTournament: (tournament) => ({ type: "join_tournament", tournament }),
  leaveTournament: (tournament) => ({ type: "leave_tournament", tournament }),
  /** The host's controls: `action`, and for add {add}, remove {entrant}, fix {game, result}. */
  tournamentHost: (tournament, action, fields = {}) => ({ type: "tournament_host", tournament, action, ...fields }),
  putStep: (at, ply) => ({ type: "put_step", at, ply }),
  undoRequest: () => ({ type: "undo_request" }),
  undoAgree: () => ({ type: "undo_agree" }),
  undoRefuse: () => ({ type: "undo_refuse" }),
  drawOffer: () => ({ type: "draw_offer" }),
  drawAgree: () => ({ type: "draw_agree" }),
  drawRefuse: () => ({ type: "draw_refuse" }),
  resign: () => ({ type: "resign" }),
  abort: () => ({ type: "abort" }),
  claimVictory: () => ({ type: "claim_victory" }),
  claimDraw: () => ({ type: "claim_draw" }),
  chat: (text) => ({ type: "chat", text }),
  playerInfo: (name) => ({ type: "player_info", name }),
  playAgain: () => ({ type: "play_again" }),
  playAgainAgree: () => ({ type: "play_again_agree" }),
  playAgainRefuse: () => ({ type: "play_again_refuse" }),
};

/** `{options}` when there are any, else nothing: a room with every default sends no options. */
function optionsField(options) {
  return Object.keys(options).length ? { options } : {};
}

/** Room codes are read aloud and typed: compare them in upper case, without spaces. */
export function normalizeCode(text) {
  return String(text ?? "")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase();
}

/** The room code in a path like /r/K7Q2, or null. */
export function codeFromPath(pathname) {
  const m = /^\/r\/([A-Za-z0-9]+)\/?$/.exec(pathname);
  return m ? normalizeCode(m[1]) : null;
}

/** The event id in a path like /e/3 (an event's page in the app), or null. */
export function eventFromPath(pathname) {
  const m = /^\/e\/([0-9]{1,18})\/?$/.exec(pathname);
  return m ? m[1] : null;
}

/**
 * The game id in a path like /g/42-k3jqz7w2m5xa (a finished game's own link: its number and
 * the server's tag), or /g/42 (a link from before the tags), or null.
 */
export function gameFromPath(pathname) {
  const m = /^\/g\/([0-9]{1,18}(?:-[a-z2-7]{12})?)\/?$/.exec(pathname);
  return m ? m[1] : null;
}

const LOOPBACK = /^(localhost|127\.|\[::1\])/;

/**
 * The start of invite links ("http://host:port/"). A page opened on the server's own machine
 * (localhost) would invite friends to their own machines, so it takes the server's first LAN
 * link from /info; a page opened any other way already has an address that works.
 */
export function inviteBase(location, links = []) {
  const lan = links.filter((l) => !LOOPBACK.test(l.replace(/^https?:\/\//, "")));
  if (LOOPBACK.test(location.host) && lan.length) return lan[0];
  return `${location.origin}/`;
}

/** The server's LAN addresses to read out, like "192.168.1.5:7878" (no loopback ones). */
export function lanHosts(links = []) {
  return links.map((l) => l.replace(/^https?:\/\//, "").replace(/\/$/, "")).filter((host) => !LOOPBACK.test(host));
}
