// /pb/{table}: a Punto Banco table for the game as it is — play chips, bets on Player, Banker or
// Tie, the coup, the roads — over /v1/puntobanco as any client would. The page decides nothing:
// a bet the rules refuse comes back with the service's rule and message. pbOpener() is the
// button that opens a table (from the lobby and /learn).

import { api, ApiError, BASE, href, store } from "./api.js";
import { face } from "./cards.js";
import { announce, h, short, swap } from "./dom.js";
import { t } from "./i18n.js";
import { follow } from "./sse.js";
import { errorLine, identity, styles } from "./teach_common.js";
import { vocabulary } from "./vocabulary.js";

const PB = "/v1/puntobanco";
const START_CHIPS = 1000;
const DECKS = [8, 6, 4, 2, 1];

/** The "open a table" control: decks, then a table with you at seat 0 and play chips. */
export function pbOpener(known) {
  const out = h("p", { class: "error", role: "alert" });
  const decks = h("select", { id: "pb-decks" }, DECKS.map((n) => h("option", { value: String(n) }, String(n))));
  const open = h("button", { type: "button", class: "primary", id: "pb-open" }, t("pb.open"));
  open.addEventListener("click", async () => {
    open.disabled = true;
    try {
      const me = await identity(t("guided.guest_name"));
      const table = await api(`${PB}/tables`, { method: "POST", body: { rules: { decks: Number(decks.value) } } });
      const id = table.table_id;
      store.setHost(id, table.host_token);
      const seat = await api(`${PB}/tables/${id}/seats/0`, { method: "POST", token: me.token });
      store.setSeat(id, { seat: 0, token: seat.token });
      await api(`${PB}/tables/${id}/chips`, {
        method: "POST", token: table.host_token, body: { seat: 0, amount: START_CHIPS },
        headers: { "Idempotency-Key": crypto.randomUUID() },
      });
      location.assign(href(`/pb/${id}`));
    } catch (error) {
      out.textContent = error.message;
      open.disabled = false;
    }
  });
  return h("div", { class: "pb-opener" },
    known ? null : h("p", { class: "hint" }, t("guided.need_identity", { name: t("guided.guest_name") })),
    h("p", { class: "hint" }, t("pb.chips_start", { n: START_CHIPS })),
    h("div", { class: "field" }, h("label", {}, h("span", { class: "label" }, t("pb.decks")), decks)),
    h("p", {}, open), out);
}

/** The lobby's panel: Punto Banco and the teaching pages. */
export function pbPanel(known) {
  return h("section", { class: "panel", "aria-labelledby": "pb-h" },
    h("h2", { id: "pb-h" }, t("pb.lobby_title")),
    h("p", {}, t("pb.lobby_text")),
    h("p", {}, h("a", { href: `${BASE}/learn` }, t("learn.title"))),
    pbOpener(known));
}

export async function render(main, id) {
  styles();
  const S = { view: null, chip: null, error: null, result: null, road: null, roadShoe: 0, busy: false, spots: [] };
  const seat = store.seat(id);
  const host = store.host(id);
  let stream = null;

  async function load() {
    try {
      S.view = await api(`${PB}/tables/${id}`);
      const shoe = S.view.shoe;
      if (shoe) {
        S.road = shoe.road;
        S.roadShoe = shoe.shoe_no;
      } else if (S.view.shoes > 0 && S.roadShoe !== S.view.shoes) {
        try {
          S.road = await api(`${PB}/tables/${id}/shoes/${S.view.shoes}/road`);
          S.roadShoe = S.view.shoes;
        } catch { /* the read model is not there yet: the road shows after the next event */ }
      }
    } catch (error) {
      S.error = error;
    }
    draw();
  }

  function me() {
    const occupant = seat && S.view && S.view.seats[seat.seat];
    return occupant ? occupant.player : null;
  }

  async function act(path, body, { token, version = false } = {}) {
    S.busy = true;
    S.error = null;
    draw();
    const headers = { "Idempotency-Key": crypto.randomUUID() };
    if (version) headers["If-Match"] = `"${S.view.version}"`;
    let result = null;
    try {
      result = await api(`${PB}/tables/${id}${path}`, { method: "POST", token, body, headers });
      S.view = result.view;
    } catch (error) {
      S.error = error instanceof ApiError ? error : new Error(String(error));
    }
    S.busy = false;
    await load();
    return result;
  }

  async function deal() {
    const result = await act("/coups", undefined, { token: host, version: true });
    if (!result) return;
    const mine = result.events.filter((e) => e.type === "BetSettled" && seat && e.seat === seat.seat);
    S.result = mine.length ? mine.reduce((a, e) => a + e.paid - e.stake, 0) : null;
    draw();
    const coup = S.view.last_coup;
    if (coup) announce(`${t(`pb.result.${coup.outcome}`)}: ${coup.player_total} – ${coup.banker_total}`);
  }

  function chips(v) {
    const unit = v.banker_unit || 1;
    const values = [v.rules.min_bet, 100, 500].map((n) => Math.ceil(n / unit) * unit).filter((n, i, a) => a.indexOf(n) === i && n <= v.rules.max_bet);
    if (!values.includes(S.chip)) S.chip = values[0];
    return values;
  }

  function draw() {
    const v = S.view;
    if (!v) {
      swap(main, h("h1", {}, t("pb.title")), S.error ? errorLine(S.error) : h("p", { class: "loading" }, "…"));
      return;
    }
    document.title = `${t("pb.title")} · maumau`;
    const player = me();
    const balance = player ? v.balances[player] ?? 0 : null;
    const shoe = v.shoe;
    const top = h("section", { class: "panel pb-status", "aria-label": t("pb.title") },
      player !== null ? h("p", { class: "balance", "data-balance": balance }, t("pb.balance", { n: balance })) : h("p", {}, t("pb.spectator")),
      h("p", { class: "hint" }, t("pb.house", { n: v.house_result })),
      shoe ? h("p", { "data-remaining": shoe.remaining }, t("pb.shoe", { n: shoe.shoe_no, left: shoe.remaining })) : h("p", {}, v.shoes ? t("pb.shoe_over") : t("pb.no_shoe")),
      shoe && shoe.last_coup_next ? h("p", { class: "hint" }, t("pb.last_coup_next")) : null,
      !shoe && host ? h("p", {}, h("button", { type: "button", class: "primary", id: "pb-shoe", disabled: S.busy, onclick: () => act("/shoes", {}, { token: host }) }, t("pb.start_shoe"))) : null);
    swap(main, h("h1", {}, t("pb.table", { id: short(id) })), top, betting(v, player, balance), coup(v), roads(), S.error ? errorLine(S.error) : null);
  }

  function betting(v, player, balance) {
    if (!v.shoe || player === null) return null;
    const values = chips(v);
    const open = v.next_coup ? v.next_coup.bets.filter((b) => b.seat === seat.seat) : [];
    return h("section", { class: "panel pb-bets", "aria-labelledby": "bets-h" },
      h("h2", { id: "bets-h" }, t("pb.bets", { n: v.next_coup ? v.next_coup.coup_no : "" })),
      h("div", { class: "chips", role: "radiogroup", "aria-label": t("pb.chip") }, values.map((n) => h("button", {
        type: "button", role: "radio", class: `chip${S.chip === n ? " picked" : ""}`, "aria-checked": S.chip === n ? "true" : "false",
        "data-chip": n, "data-focus": `chip-${n}`, disabled: n > balance, onclick: () => { S.chip = n; draw(); },
      }, t("pb.chip_n", { n })))),
      h("div", { class: "spots" }, S.spots.map((spot) => h("button", {
        type: "button", class: `spot ${spot}`, "data-spot": spot, "data-focus": `spot-${spot}`, disabled: S.busy || S.chip > balance || open.some((b) => b.spot === spot),
        onclick: () => act("/bets", { spot, amount: S.chip }, { token: seat.token }),
      }, t("pb.bet_on", { n: S.chip, spot: t(`school.${spot}`) })))),
      open.length
        ? h("ul", { class: "open-bets" }, open.map((b) => h("li", { "data-bet": b.spot }, `${t(`school.${b.spot}`)}: ${b.amount}`)))
        : h("p", { class: "hint" }, t("pb.no_bets")),
      host ? h("p", {}, h("button", { type: "button", class: "primary", id: "pb-deal", "data-focus": "deal", disabled: S.busy, onclick: deal }, t("pb.deal"))) : h("p", { class: "hint" }, t("pb.host_only")));
  }

  function coup(v) {
    const c = v.last_coup;
    if (!c) return h("section", { class: "panel" }, h("p", {}, t("pb.no_coup")));
    const hand = (who, cards, total) => h("div", { class: `hand-pb ${who}`, "data-hand": who },
      h("h3", {}, t(`school.${who}`), " ", h("span", { class: "total", "data-total": total }, t("pb.total", { n: total }))),
      h("div", { class: "cards" }, cards.map((card) => face(card))));
    return h("section", { class: "panel pb-coup", "aria-labelledby": "coup-h", "data-coup": `${c.shoe_no}-${c.coup_no}` },
      h("h2", { id: "coup-h" }, t("pb.coup", { n: c.coup_no })),
      h("div", { class: "hands" }, hand("player", c.player_cards, c.player_total), hand("banker", c.banker_cards, c.banker_total)),
      h("p", { class: `outcome ${c.outcome}`, "data-outcome": c.outcome }, t(`pb.result.${c.outcome}`), c.natural ? ` (${t("pb.natural")})` : ""),
      S.result !== null ? h("p", { "data-result": S.result }, t("pb.settled", { n: S.result > 0 ? `+${S.result}` : S.result })) : null);
  }

  function roads() {
    const r = S.road;
    if (!r) return null;
    const letter = (o) => t(`pb.letter.${o}`);
    const grid = (cells, cls, content) => {
      const cols = cells.reduce((m, c) => Math.max(m, c.col + 1), 1);
      const el = h("div", { class: `road ${cls}`, role: "list", style: null, "data-cols": cols });
      el.style.gridTemplateColumns = `repeat(${Math.max(cols, 6)}, 1.6rem)`;
      for (const cell of cells) {
        const item = content(cell);
        item.style.gridColumn = String(cell.col + 1);
        item.style.gridRow = String(cell.row + 1);
        el.append(item);
      }
      return el;
    };
    const bead = grid(r.bead_plate, "bead", (c) => h("span", {
      role: "listitem", class: `cell ${c.outcome}`, "data-coup": c.coup, "aria-label": t("pb.cell", { n: c.coup, result: t(`pb.result.${c.outcome}`) }),
    }, letter(c.outcome)));
    const big = grid(r.big_road, "big", (c) => h("span", {
      role: "listitem", class: `cell ring ${c.winner}${c.natural ? " natural" : ""}`, "data-coup": c.coup,
      "aria-label": `${t("pb.cell", { n: c.coup, result: t(`pb.result.${c.winner}`) })}${c.ties ? `, ${t("pb.ties", { n: c.ties })}` : ""}`,
    }, c.ties ? String(c.ties) : ""));
    return h("section", { class: "panel pb-roads", "aria-labelledby": "roads-h" },
      h("h2", { id: "roads-h" }, t("pb.road")),
      h("p", { class: "counts", "data-coups": r.coups }, t("pb.counts", { p: r.counts.player, b: r.counts.banker, t: r.counts.tie })),
      h("h3", {}, t("pb.bead")), h("div", { class: "road-wrap" }, bead),
      h("h3", {}, t("pb.big")), h("div", { class: "road-wrap" }, big));
  }

  try { S.spots = (await vocabulary()).puntobanco.spots; } catch (error) { S.error = error; }
  await load();
  stream = follow(`${PB}/tables/${id}/events`, { after: S.view ? S.view.version : 0, onFrames: () => { if (!S.busy) load(); } });
  return () => { if (stream) stream.close(); };
}
