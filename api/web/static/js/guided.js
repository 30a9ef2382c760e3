// /learn/guided: seed 003's two-player game against Kalle, over the ordinary table API.
// GET /v1/teaching/guided gives the ruleset (TAVERN, seven cards each), the bot, an explicit deck
// and your steps; the page saves the ruleset, opens a table with that deck, seats Kalle (a server
// bot playing his script from his own view) and you, starts the match and follows the table's
// stream. The engine decides every move: the page offers only the step's move, and only when
// the service lists it as legal.

import { api, ApiError, store } from "./api.js";
import { backs, button, face } from "./cards.js";
import { announce, h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { follow } from "./sse.js";
import { errorLine, header, identity, styles } from "./teach_common.js";

const RULESET_KEY = "maumau.teach.ruleset";

let kept = null;
/** The game in progress ({plan, table, seat}), kept when the page draws itself again (a language switch). */

export async function render(main) {
  styles();
  document.title = `${t("guided.title")} · maumau`;
  const S = { plan: null, table: null, seat: null, view: null, stream: null, error: null, busy: false };
  const body = h("div", { class: "guided" });
  swap(main, ...header(t("guided.title"), t("guided.intro")), h("p", { class: "hint" }, t("guided.rules")), body);

  function intro() {
    swap(body, 
      store.identity() ? null : h("p", { class: "hint" }, t("guided.need_identity", { name: t("guided.guest_name") })),
      h("p", {}, h("button", { type: "button", class: "primary", id: "guided-start", onclick: start, disabled: S.busy }, S.busy ? t("guided.starting") : t("guided.start"))),
      S.error ? errorLine(S.error) : null);
  }

  async function savedRuleset(plan) {
    const known = localStorage.getItem(RULESET_KEY);
    if (known) {
      try {
        const found = await api(`/v1/rulesets/${encodeURIComponent(known)}`);
        if (found && found.rules && found.rules.hand_size_2p === plan.ruleset.overrides.hand_size_2p) return known;
      } catch { /* gone (another database): save it again */ }
    }
    const saved = await api("/v1/rulesets", { method: "POST", body: plan.ruleset });
    localStorage.setItem(RULESET_KEY, saved.id);
    return saved.id;
  }

  async function start() {
    S.busy = true;
    S.error = null;
    intro();
    try {
      const me = await identity(t("guided.guest_name"));
      const plan = await api("/v1/teaching/guided");
      const ruleset = await savedRuleset(plan);
      const table = await api("/v1/tables", { method: "POST", token: me.token, body: { ruleset, seats: plan.seats, deck: plan.deck } });
      const id = table.table_id;
      store.setHost(id, table.host_token);
      const kalle = plan.you === 0 ? 1 : 0;
      await api(`/v1/tables/${id}/seats/${kalle}/bot`, { method: "POST", token: table.host_token, body: { bot: plan.bot } });
      const mine = await api(`/v1/tables/${id}/seats/${plan.you}`, { method: "POST", token: me.token });
      store.setSeat(id, { seat: plan.you, token: mine.token });
      await api(`/v1/tables/${id}/start`, { method: "POST", token: table.host_token });
      Object.assign(S, { plan, table: id, seat: { seat: plan.you, token: mine.token } });
      kept = { plan, table: id, seat: S.seat };
      await resume();
    } catch (error) {
      S.error = error;
    }
    S.busy = false;
    if (S.table) draw(); else intro();
  }

  async function resume() {
    await load();
    S.stream = follow(`/v1/tables/${S.table}/events`, { token: S.seat.token, after: S.view ? S.view.version : 0, onFrames: () => load() });
  }

  async function load() {
    try {
      S.view = await api(`/v1/tables/${S.table}/view`, { token: S.seat.token });
    } catch (error) {
      S.error = error;
    }
    draw();
  }

  function step() {
    const v = S.view;
    if (!v || v.phase !== "playing" || v.turn !== S.seat.seat) return null;
    return S.plan.steps.find((s) => s.top === v.top && (s.drawn || null) === (v.drawn || null)) || null;
  }

  function matches(entry, move) {
    if (entry.type !== move.type) return false;
    if (move.cards && JSON.stringify(entry.cards) !== JSON.stringify(move.cards)) return false;
    return !move.wish || entry.wish === move.wish;
  }

  async function send(entry) {
    S.busy = true;
    draw();
    try {
      const result = await api(`/v1/tables/${S.table}/commands`, {
        method: "POST", token: S.seat.token, body: entry,
        headers: { "Idempotency-Key": crypto.randomUUID(), "If-Match": `"${S.view.version}"` },
      });
      S.view = result.view;
    } catch (error) {
      if (!(error instanceof ApiError && error.rule === "stale_version")) S.error = error;
    }
    S.busy = false;
    await load();
  }

  function draw() {
    const v = S.view;
    if (!v) return;
    const you = S.seat.seat;
    const kalle = 1 - you;
    const current = step();
    const entry = current ? v.legal.find((e) => matches(e, current.move)) : null;
    const won = v.last_round && v.last_round.seat === you && v.phase !== "playing";
    const top = v.discard[v.discard.length - 1];
    const kalleSeat = h("section", { class: "seat opponent", "aria-label": t("guided.kalle") },
      h("strong", {}, t("guided.kalle")), " ", backs(v.hand_sizes[kalle]), " ",
      h("span", { class: "count", "data-count": v.hand_sizes[kalle] }, t("guided.kalle_cards", { n: v.hand_sizes[kalle] })));
    const center = h("section", { class: "center", "aria-label": t("teach.top") },
      face(top, { "data-top": top }),
      v.wish ? h("span", { class: "wish", "data-wish": v.wish }, t("teach.wished", { suit: t(`teach.suit.${v.wish}`) })) : null,
      h("span", { class: "pile" }, t("guided.pile", { n: v.draw_pile_size })));
    let say;
    if (won) say = h("p", { class: "done", role: "status" }, t("guided.done"));
    else if (current) {
      say = h("div", { class: "hintbox", role: "status" },
        current.before ? h("p", { class: "before" }, t(current.before)) : null,
        h("p", { class: "hint-text" }, h("strong", {}, `${t("guided.hint")}: `), t(current.hint)),
        current.move.wish ? h("p", {}, t("guided.wish_d")) : null);
    } else {
      say = h("p", { class: "hintbox", role: "status" }, t("guided.wait"));
    }
    const hand = h("div", { class: "cards hand", role: "group", "aria-label": t("guided.hand") },
      v.hand.map((card) => {
        const mine = entry && entry.type === "play" && entry.cards[0] === card;
        return button(card, {
          class: `card suit-${card[0]}${mine ? " legal" : ""}`,
          disabled: !mine || S.busy,
          onclick: () => send(entry),
        });
      }));
    const drawButton = h("button", {
      type: "button", id: "guided-draw", disabled: !(entry && entry.type === "draw") || S.busy, onclick: () => send(entry),
    }, t("guided.draw"));
    swap(body, kalleSeat, center, say, h("section", { class: "seat you", "aria-label": t("guided.you") },
      h("h2", {}, t("guided.hand"), v.calls[you] === "mau" ? h("span", { class: "call", "data-call": "mau" }, " ", t("guided.mau")) : null),
      hand, h("p", {}, drawButton)),
      won ? h("p", {}, h("button", { type: "button", class: "primary", onclick: again }, t("guided.again"))) : null,
      S.error ? errorLine(S.error) : null);
    if (won && !S.announced) {
      S.announced = true;
      announce(t("guided.done"));
    }
  }

  function again() {
    if (S.stream) S.stream.close();
    Object.assign(S, { plan: null, table: null, seat: null, view: null, stream: null, error: null });
    kept = null;
    intro();
  }

  if (kept) {
    Object.assign(S, kept);
    await resume();
  } else {
    intro();
  }
  return () => { if (S.stream) S.stream.close(); };
}
