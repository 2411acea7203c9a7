//! The console's page: the host's notice and the chat's mode, the rooms (watch, abort) and the
//! players online or under a rule with what the host may do to each, a class's login cards, the
//! addresses banned, the engines and bots, a backup, and the audit log. Plain HTML and one script; names reach the page as
//! text only.

/// The page.
pub(super) const PAGE: &str = r#"<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Boardroom: host's console</title><link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
<style>body{font:16px system-ui,sans-serif;margin:1rem auto;max-width:60rem;padding:0 1rem}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.3rem;text-align:left}
button{margin-right:.3rem}#said{min-height:1.5em}
#cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:.5rem}
.card{border:1px dashed #888;padding:.6rem;break-inside:avoid}.card b{font-size:1.2em}
@media print{body>main>*:not(#class-cards){display:none}#class-cards h2,#class-cards button{display:none}}</style></head>
<body><main><h1>Host's console</h1>
<p id="said" role="status" aria-live="polite"></p>
<h2>Notice to everyone</h2><form id="notice"><label for="notice-text">What every player sees at the top of the page (empty: none)</label><br>
<input id="notice-text" maxlength="500" size="60"> <button>Send</button> <button type="button" id="notice-down">Take it down</button></form>
<p>Standing now: <span id="notice-now">none</span></p>
<h2>Chat</h2><form id="kid-mode"><label for="mode">Chat on this server</label>
<select id="mode"><option value="open">open</option><option value="phrases">only fixed friendly phrases (kid mode)</option><option value="off">off</option></select>
<button>Set</button></form>
<h2>Rooms</h2><table><thead><tr><th>Room</th><th>Game</th><th>Black</th><th>White</th><th>Status</th><th>Actions</th></tr></thead><tbody id="rooms"></tbody></table>
<h2>Players</h2><table><thead><tr><th>Name</th><th>Id</th><th>Account</th><th>Connections</th><th>State</th><th>Actions</th></tr></thead><tbody id="players"></tbody></table>
<h2>Make a class</h2><form id="make-class"><label for="names">Names, one a line</label><br>
<textarea id="names" rows="8" cols="40" required></textarea><br><button>Make their accounts</button></form>
<section id="class-cards" hidden><h2>Login cards</h2><p><button type="button" id="print">Print the cards</button> The passwords are shown only now.</p><div id="cards"></div></section>
<h2>Ban an address</h2><form id="ban-address"><label>Address <input id="address" required></label> <button>Ban</button></form>
<h2>Addresses banned</h2><ul id="addresses"></ul>
<h2>Engines</h2><table><thead><tr><th>Engine</th><th>Protocol</th><th>Plays</th></tr></thead><tbody id="engines"></tbody></table>
<h2>Bots online</h2><table><thead><tr><th>Bot</th><th>Plays</th><th>Free</th></tr></thead><tbody id="bots"></tbody></table>
<h2>Backup</h2><p><button type="button" id="backup">Back up the database now</button> (into the data folder's <code>backups/</code>, the last 10 kept)</p>
<h2>What was done</h2><ol id="audit" reversed></ol></main>
<script>
const $ = (id) => document.getElementById(id);
const cell = (text) => { const td = document.createElement("td"); td.textContent = String(text); return td; };
async function act(action) {
  const answer = await fetch("/admin/api/action", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(action) });
  $("said").textContent = answer.ok ? (await answer.json()).done : await answer.text();
  await show();
}
function button(label, action) {
  const b = document.createElement("button"); b.type = "button"; b.textContent = label; b.onclick = () => act(action); return b;
}
async function show() {
  const answer = await fetch("/admin/api/state");
  if (!answer.ok) { $("said").textContent = "The console's session has ended: open the server's link again."; return; }
  const state = await answer.json();
  links = state.links ?? [];
  $("players").replaceChildren(...state.players.map((p) => {
    const tr = document.createElement("tr");
    const what = [p.banned ? "banned" : "", p.muted ? "muted" : ""].filter(Boolean).join(", ") || "-";
    tr.append(cell(p.name), cell(p.id), cell(p.account ? "yes" : "no"), cell(p.connections), cell(what));
    const actions = document.createElement("td");
    actions.append(button("Kick " + p.name, { action: "kick", player: p.id }));
    actions.append(p.banned ? button("Lift the ban of " + p.name, { action: "unban_player", player: p.id }) : button("Ban " + p.name, { action: "ban_player", player: p.id }));
    actions.append(p.muted ? button("Let " + p.name + " chat", { action: "unmute", player: p.id }) : button("Mute " + p.name, { action: "mute", player: p.id }));
    tr.append(actions);
    return tr;
  }));
  $("mode").value = state.kid_mode;
  $("rooms").replaceChildren(...state.rooms.map((r) => {
    const tr = document.createElement("tr");
    const seat = (p) => (p ? p.name : "-");
    tr.append(cell(r.room), cell(r.game), cell(seat(r.players.black)), cell(seat(r.players.white)), cell(r.status));
    const actions = document.createElement("td");
    const watch = document.createElement("a"); watch.href = "/r/" + encodeURIComponent(r.room); watch.target = "_blank"; watch.textContent = "Watch " + r.room;
    actions.append(watch, " ");
    if (r.status === "playing") actions.append(button("Abort the game of " + r.room, { action: "abort_game", room: r.room }));
    actions.append(button("Close room " + r.room, { action: "close_room", room: r.room }));
    tr.append(actions);
    return tr;
  }));
  $("notice-now").textContent = state.notice || "none";
  const plays = (list) => (list ?? []).map((p) => p.rules ? p.game + " (" + p.rules.join(", ") + ")" : p.game).join("; ") || "every game";
  $("engines").replaceChildren(...state.engines.map((e) => { const tr = document.createElement("tr"); tr.append(cell(e.name), cell(e.protocol), cell(plays(e.plays))); return tr; }));
  $("bots").replaceChildren(...state.bots.map((b) => { const tr = document.createElement("tr"); tr.append(cell(b.name), cell(plays(b.plays)), cell(b.busy ? "busy" : "free")); return tr; }));
  $("addresses").replaceChildren(...state.banned_addresses.map((a) => {
    const li = document.createElement("li"); li.textContent = a + " "; li.append(button("Lift the ban of " + a, { action: "unban_address", address: a })); return li;
  }));
  $("audit").replaceChildren(...state.audit.map((line) => {
    const li = document.createElement("li"); li.textContent = new Date(line.at_ms).toLocaleString() + ": " + line.action + ": " + line.detail; return li;
  }));
}
let links = [];
$("make-class").onsubmit = async (event) => {
  event.preventDefault();
  const answer = await fetch("/admin/api/action", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "make_class", names: $("names").value }) });
  if (!answer.ok) { $("said").textContent = await answer.text(); return; }
  const made = await answer.json();
  $("said").textContent = made.done;
  $("cards").replaceChildren(...made.cards.map((c) => {
    const card = document.createElement("div"); card.className = "card";
    const name = document.createElement("b"); name.textContent = c.name;
    const line = (label, text) => { const p = document.createElement("div"); p.textContent = label + ": " + text; return p; };
    card.append(name, line("Password", c.password), line("Open", links[0] ?? location.origin));
    return card;
  }));
  $("class-cards").hidden = false;
  $("names").value = "";
  await show();
};
$("print").onclick = () => window.print();
$("notice").onsubmit = (event) => { event.preventDefault(); act({ action: "notice", text: $("notice-text").value }); $("notice-text").value = ""; };
$("notice-down").onclick = () => act({ action: "notice", text: "" });
$("backup").onclick = () => act({ action: "backup" });
$("kid-mode").onsubmit = (event) => { event.preventDefault(); act({ action: "kid_mode", mode: $("mode").value }); };
$("ban-address").onsubmit = (event) => { event.preventDefault(); act({ action: "ban_address", address: $("address").value.trim() }); };
show();
setInterval(show, 5000);
</script></body></html>
"#;
