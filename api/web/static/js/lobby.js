// The lobby: who you are (sign up, sign in, guest), opening a table (ruleset, seats, bots, time
// control, private invite link), the open tables to join or watch, and your match history.

import { api, ApiError, href, store } from "./api.js";
import { announce, field, h, short, swap } from "./dom.js";
import { t, tOr } from "./i18n.js";
import { defaultFirst, vocabulary } from "./vocabulary.js";
import { pbPanel } from "./pb.js"; // h/teaching: Punto Banco and the teaching pages
import { displayName, occupantRaw, seatNames } from "./names.js";

/** How long a playing table may go without any event before the lobby calls it abandoned: ten
 * minutes, or twice the longest think its turn clock allows (turn plus time bank) when that is
 * longer, so a slow table with a long clock is not called left while a player still thinks. */
export const IDLE_MINUTES = 10;

export function idleLimitMs(settings) {
  const clock = settings && settings.turn_seconds ? 2 * (settings.turn_seconds + (settings.bank_seconds || 0)) * 1000 : 0;
  return Math.max(IDLE_MINUTES * 60 * 1000, clock);
}

/** How long the table has gone without an event (ms, by this browser's clock), or 0 when the
 * listing does not say. */
export function idleMs(tb, now = Date.now()) {
  const last = tb.last_activity_at ? Date.parse(tb.last_activity_at) : NaN;
  return Number.isFinite(last) ? Math.max(0, now - last) : 0;
}

/** A table's status as the lobby shows it: a match "playing" with a free seat has lost a player
 * nobody replaced (no substitute sat down), so it cannot go on; a match "playing" with no event
 * for longer than idleLimitMs() has been left by its players.  Both are shown as abandoned. */
export function lobbyStatus(tb, now = Date.now()) {
  if (tb.status !== "playing") return tb.status;
  if (tb.occupants.some((o) => !o)) return "abandoned";
  if (idleMs(tb, now) > idleLimitMs(tb.settings)) return "abandoned";
  return tb.status;
}

/** The lobby's status cell: the status, and for an idle abandoned table how long it has been. */
function statusCell(tb, now = Date.now()) {
  const shown = lobbyStatus(tb, now);
  const idle = shown === "abandoned" && !tb.occupants.some((o) => !o)
    ? h("span", { class: "idle", "data-testid": `idle-${tb.table_id}` }, " ", t("status.idle", { n: Math.floor(idleMs(tb, now) / 60000) }))
    : null;
  return h("td", { "data-testid": `status-${tb.table_id}`, "data-status": shown }, t(`status.${shown}`), idle);
}

export async function render(main) {
  const params = new URLSearchParams(location.search);
  const identity = store.identity();
  const you = h("section", { class: "panel", "aria-labelledby": "you-h" });
  const create = h("section", { class: "panel", "aria-labelledby": "create-h" });
  const list = h("section", { class: "panel wide", "aria-labelledby": "tables-h" });
  const history = h("section", { class: "panel wide", "aria-labelledby": "history-h" });
  const games = h("section", { class: "panel", "aria-labelledby": "games-h" });
  main.replaceChildren(h("h1", {}, t("lobby.title")), h("div", { class: "grid" }, you, create, list, identity ? history : null, pbPanel(identity), games));
  document.title = `${t("lobby.title")} · maumau`;
  renderYou(you, identity);
  await Promise.all([
    renderCreate(create, identity, params.get("ruleset")),
    renderTables(list, identity),
    identity ? renderHistory(history, identity) : null,
    renderGames(games),
  ]);
  return () => {};
}

/** The other games the platform serves whole, each linking to its table page (/g/{game}). */
async function renderGames(section) {
  let listed = [];
  try {
    listed = (await api("/v1/games")).games.filter((g) => g.start);
  } catch { /* no list: the panel says nothing more */ }
  section.replaceChildren(h("h2", { id: "games-h" }, t("game.lobby_title")), h("p", {}, t("game.lobby_text")),
    h("ul", { class: "game-links" }, listed.map((g) => h("li", {}, h("a", { href: href(`/g/${g.name}`), "data-testid": `game-link-${g.name}` }, tOr(`game.${g.name}`, g.name))))));
}

function errorSlot() {
  return h("p", { class: "error", role: "alert" });
}

function renderYou(section, identity) {
  if (identity) {
    const out = errorSlot();
    swap(section,
      h("h2", { id: "you-h" }, t("you.title")),
      h("p", { "data-testid": "whoami" }, t("you.signed_in", { handle: displayName(identity.account.handle) }), " ",
        h("span", { class: "badge" }, t(`kind.${identity.account.kind}`))),
      h("button", {
        type: "button",
        onclick: async () => {
          try { await api("/v1/sessions/current", { method: "DELETE", token: identity.token }); } catch (error) {
            if (!(error instanceof ApiError) || error.status !== 401) { out.textContent = error.message; return; }
          }
          store.setIdentity(null);
          location.reload();
        },
      }, t("you.sign_out")),
      out);
    return;
  }
  const forms = [
    ["guest", t("you.guest"), [["name", t("you.name"), "text", "nickname"]]],
    ["signin", t("you.sign_in"), [["handle", t("you.handle"), "text", "username"], ["password", t("you.password"), "password", "current-password"]]],
    ["signup", t("you.sign_up"), [["handle", t("you.handle"), "text", "username"], ["password", t("you.password"), "password", "new-password"]]],
  ];
  swap(section, h("h2", { id: "you-h" }, t("you.title")), h("p", {}, t("you.intro")),
    ...forms.map(([kind, title, inputs]) => identityForm(kind, title, inputs)));
}

function identityForm(kind, title, inputs) {
  const out = errorSlot();
  const controls = inputs.map(([name, label, type, autocomplete]) =>
    h("input", { name, type, autocomplete, required: true, maxlength: 128, "data-testid": `${kind}-${name}` }));
  const form = h("form", { class: "identity", "aria-label": title },
    h("fieldset", {}, h("legend", {}, title),
      ...controls.map((input, i) => field(inputs[i][1], input)),
      h("button", { type: "submit", "data-testid": `${kind}-submit` }, title)),
    out);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    out.textContent = "";
    const value = Object.fromEntries(controls.map((c) => [c.name, c.value]));
    try {
      let issued;
      if (kind === "guest") {
        issued = await api("/v1/guests", { method: "POST", body: { name: value.name } });
      } else {
        if (kind === "signup") await api("/v1/accounts", { method: "POST", body: value });
        issued = await api("/v1/sessions", { method: "POST", body: value });
      }
      store.setIdentity(issued);
      announce(t("you.signed_in", { handle: displayName(issued.account.handle) }));
      location.reload();
    } catch (error) {
      out.textContent = error.message;
    }
  });
  return form;
}

async function renderCreate(section, identity, wanted) {
  const heading = h("h2", { id: "create-h" }, t("create.title"));
  if (!identity) {
    swap(section, heading, h("p", {}, t("create.need_identity")));
    return;
  }
  let rulesets = [];
  try { rulesets = await api("/v1/rulesets?limit=200"); } catch { rulesets = []; }
  const ruleset = h("select", { name: "ruleset", "data-testid": "create-ruleset" },
    rulesets.map((r) => h("option", { value: r.id, selected: r.id === wanted }, r.preset ? r.id : `${r.name} (${short(r.id)})`)));
  if (wanted && !rulesets.some((r) => r.id === wanted)) {
    ruleset.append(h("option", { value: wanted, selected: true }, wanted));
  }
  let bots = { bots: [], default_bot: "" };
  try { bots = (await vocabulary()).maumau; } catch { /* no bots offered: the seats stay open */ }
  const BOTS = defaultFirst(bots.bots, bots.default_bot);
  const seats = h("input", { name: "seats", type: "number", min: 2, max: 10, value: "2", required: true, "data-testid": "create-seats" });
  const occupants = h("div", { class: "occupants" });
  const drawOccupants = () => {
    const n = Math.max(2, Math.min(10, Number(seats.value) || 2));
    const old = [...occupants.querySelectorAll("select")].map((s) => s.value);
    swap(occupants, h("p", { class: "hint" }, t("create.seat0")),
      ...Array.from({ length: n - 1 }, (_, i) => field(t("create.seat", { n: i + 1 }),
        h("select", { name: `seat${i + 1}`, "data-testid": `create-seat-${i + 1}` },
          h("option", { value: "open", selected: old[i] === "open" }, t("create.open_seat")),
          BOTS.map((b) => h("option", { value: b, selected: (old[i] || bots.default_bot) === b }, t(`bot.${b}`)))))));
  };
  seats.addEventListener("input", drawOccupants);
  drawOccupants();
  const turn = h("select", { name: "turn", "data-testid": "create-turn" },
    h("option", { value: "" }, t("create.no_clock")),
    [15, 30, 60, 120, 300].map((s) => h("option", { value: String(s) }, t("create.seconds", { n: s }))));
  const bank = h("input", { name: "bank", type: "number", min: 0, max: 7200, value: "0", "data-testid": "create-bank" });
  const priv = h("input", { type: "checkbox", name: "private", "data-testid": "create-private" });
  const rated = h("input", { type: "checkbox", name: "rated", disabled: identity.account.kind !== "account", "data-testid": "create-rated" });
  const spectators = h("input", { type: "checkbox", name: "spectators", checked: true, "data-testid": "create-spectators" });
  const out = errorSlot();
  const form = h("form", { "aria-labelledby": "create-h" },
    field(t("create.ruleset"), ruleset),
    h("p", { class: "hint" }, h("a", { href: href("/rules") }, t("create.edit_rules"))),
    field(t("create.seats"), seats),
    occupants,
    h("fieldset", {}, h("legend", {}, t("create.time")), field(t("create.turn"), turn), field(t("create.bank"), bank)),
    h("fieldset", {}, h("legend", {}, t("create.options")),
      h("label", { class: "check" }, priv, t("create.private")),
      h("label", { class: "check" }, rated, t("create.rated")),
      h("label", { class: "check" }, spectators, t("create.spectators"))),
    h("button", { type: "submit", class: "primary", "data-testid": "create-submit" }, t("create.submit")),
    out);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    out.textContent = "";
    const n = Number(seats.value);
    const settings = { private: priv.checked, rated: rated.checked, spectators: spectators.checked, bank_seconds: Number(bank.value) || 0 };
    if (turn.value) settings.turn_seconds = Number(turn.value);
    try {
      const table = await api("/v1/tables", { method: "POST", token: identity.token, body: { ruleset: ruleset.value, seats: n, settings } });
      const id = table.table_id;
      store.setHost(id, table.host_token);
      if (table.invite_code) store.setInvite(id, table.invite_code);
      for (const select of occupants.querySelectorAll("select")) {
        if (select.value === "open") continue;
        const seat = Number(select.name.slice(4));
        await api(`/v1/tables/${id}/seats/${seat}/bot`, { method: "POST", token: table.host_token, body: { bot: select.value } });
      }
      const mine = await api(`/v1/tables/${id}/seats/0`, {
        method: "POST", token: identity.token, body: table.invite_code ? { invite: table.invite_code } : undefined,
      });
      store.setSeat(id, { seat: 0, token: mine.token });
      location.assign(href(`/t/${id}`));
    } catch (error) {
      out.textContent = error.fields ? Object.entries(error.fields).map(([k, v]) => `${k}: ${v}`).join("; ") : error.message;
    }
  });
  swap(section, heading, form);
}

async function renderTables(section, identity, cursor = null, rows = []) {
  const heading = h("h2", { id: "tables-h" }, t("tables.title"));
  const out = errorSlot();
  let page;
  try {
    page = await api(`/v1/tables?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
  } catch (error) {
    swap(section, heading, h("p", { role: "alert" }, error.message));
    return;
  }
  const all = [...rows, ...page.tables.filter((tb) => tb.status !== "finished")];
  const body = all.map((tb) => {
    const seated = seatNames(tb.occupants.map(occupantRaw));
    const names = tb.occupants.map((o, i) => (o ? seated[i] : t("tables.free", { n: i })));
    const join = identity && tb.open_seats.length > 0 && !store.seat(tb.table_id)
      ? h("button", {
        type: "button", "data-testid": `join-${tb.table_id}`,
        "aria-label": t("tables.join_label", { table: short(tb.table_id), seat: tb.open_seats[0] }),
        onclick: async () => {
          try {
            const seat = tb.open_seats[0];
            const taken = await api(`/v1/tables/${tb.table_id}/seats/${seat}`, { method: "POST", token: identity.token });
            store.setSeat(tb.table_id, { seat, token: taken.token });
            location.assign(href(`/t/${tb.table_id}`));
          } catch (error) { out.textContent = error.message; }
        },
      }, t("tables.join"))
      : null;
    return h("tr", {},
      h("td", {}, h("a", { href: href(`/t/${tb.table_id}`) }, short(tb.table_id))),
      h("td", {}, tb.ruleset_label),
      h("td", {}, names.join(", ")),
      statusCell(tb),
      h("td", {}, tb.settings.turn_seconds ? t("create.seconds", { n: tb.settings.turn_seconds }) : "–"),
      h("td", { class: "actions" }, join,
        h("a", { class: "button", href: href(`/t/${tb.table_id}`), "aria-label": t("tables.watch_label", { table: short(tb.table_id) }) }, t("tables.watch"))));
  });
  const more = page.next_cursor
    ? h("button", { type: "button", onclick: () => renderTables(section, identity, page.next_cursor, all) }, t("tables.more"))
    : null;
  swap(section, heading,
    h("button", { type: "button", onclick: () => renderTables(section, identity) }, t("tables.refresh")),
    all.length
      ? h("div", { class: "scroll" }, h("table", { "data-testid": "lobby-tables" },
        h("caption", { class: "sr-only" }, t("tables.title")),
        h("thead", {}, h("tr", {}, ["tables.table", "tables.ruleset", "tables.players", "tables.status", "tables.clock", "tables.actions"]
          .map((k) => h("th", { scope: "col" }, t(k))))),
        h("tbody", {}, body)))
      : h("p", {}, t("tables.none")),
    more, out);
}

async function renderHistory(section, identity) {
  const heading = h("h2", { id: "history-h" }, t("history.title"));
  let page;
  try {
    page = await api(`/v1/players/${identity.account.player_id}/matches?limit=10`);
  } catch {
    swap(section, heading, h("p", {}, t("history.none")));
    return;
  }
  if (!page.matches.length) {
    swap(section, heading, h("p", {}, t("history.none")));
    return;
  }
  swap(section, heading, h("ul", { "data-testid": "history" }, page.matches.map((m) => h("li", {},
    h("a", { href: href(`/t/${m.table_id}/sheet`) }, `${short(m.table_id)} · ${m.ruleset_label}`), " ",
    h("span", { class: "badge" }, m.result ? t(m.result.won ? "history.won" : "history.lost") : t("status.playing")), " ",
    h("a", { href: href(`/t/${m.table_id}`) }, t("history.open"))))));
}
