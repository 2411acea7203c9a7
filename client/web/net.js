// The WebSocket to the server: one JSON object per frame, reconnecting with backoff when the
// connection drops, and noticing a dead connection (a phone that changed networks) by itself.

/** Waits before the n-th reconnect attempt, in milliseconds (then stays at the last one). */
const BACKOFF_MS = [300, 1000, 2000, 4000, 8000, 10000];
/** How often the client pings the server, in milliseconds. */
const PING_EVERY_MS = 15000;
/** With nothing heard for this long, the connection is taken for dead and opened again. */
const SILENCE_MS = 40000;

/** The WebSocket URL of the server that served this page. */
export function socketUrl(location) {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/ws`;
}

/** A connection that keeps itself open. */
export class Connection {
  /**
   * `handlers.open()`: a socket opened (say hello now). `handlers.message(msg)`: a server message.
   * `handlers.status(status)`: "connecting", "open", "closed" (a retry is scheduled) or
   * "stopped" (`stop()`: none is). `handlers.closed?(code, reason)`: the server closed the socket
   * with this code and reason; answering false means the page ended it (it calls `stop()`), so
   * no retry.
   */
  constructor(url, handlers) {
    this.url = url;
    this.handlers = handlers;
    this.socket = null;
    this.attempt = 0;
    this.retry = null;
    this.pinger = null;
    this.heard = 0;
  }

  /** Opens the connection (again), at once. */
  start() {
    clearTimeout(this.retry);
    this.retry = null;
    if (this.socket) {
      const old = this.socket;
      this.socket = null;
      old.onclose = old.onmessage = old.onerror = old.onopen = null;
      old.close();
    }
    this.handlers.status("connecting");
    let socket;
    try {
      socket = new WebSocket(this.url);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.heard = Date.now();
      this.handlers.status("open");
      this.handlers.open();
      clearInterval(this.pinger);
      this.pinger = setInterval(() => this.keepAlive(), PING_EVERY_MS);
    };
    socket.onmessage = (event) => {
      this.heard = Date.now();
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch {
        return;
      }
      if (msg && typeof msg.type === "string") this.handlers.message(msg);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearInterval(this.pinger);
      // A token revoked elsewhere would only come back as a stranger, and a player the host
      // removed or banned is told why: the page stops there.
      if (this.handlers.closed?.(event.code, event.reason) === false) return;
      this.scheduleRetry();
    };
    socket.onerror = () => {
      // A close event always follows; the retry is scheduled there.
    };
  }

  /** Closes the connection and tries no more, until `start()`. */
  stop() {
    clearTimeout(this.retry);
    this.retry = null;
    clearInterval(this.pinger);
    if (this.socket) {
      const old = this.socket;
      this.socket = null;
      old.onclose = old.onmessage = old.onerror = old.onopen = null;
      old.close();
    }
    this.handlers.status("stopped");
  }

  /** The connection works again (a `welcome` came): the next drop starts the backoff anew. */
  settled() {
    this.attempt = 0;
  }

  /** Sends a message; false when there is no open connection to send it on. */
  send(msg) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(msg));
    return true;
  }

  /** Whether a message can be sent now. */
  get open() {
    return !!this.socket && this.socket.readyState === WebSocket.OPEN;
  }

  /** Tries again now instead of waiting (the page became visible, the network came back). */
  nudge() {
    if (!this.socket && this.retry) this.start();
  }

  scheduleRetry() {
    this.handlers.status("closed");
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    const wait = base * (1 + Math.random() * 0.3);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => this.start(), wait);
  }

  keepAlive() {
    if (!this.socket) return;
    if (Date.now() - this.heard > SILENCE_MS) {
      // Nothing came back for too long: the socket is dead even if the browser has not noticed.
      this.start();
      return;
    }
    this.send({ type: "ping" });
  }
}
