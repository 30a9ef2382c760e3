// /g/{game} and /g/{game}/{table}: the table page every game the platform serves whole gets
// (Schwimmen, Präsident, …), over /v1/games/{game} as any client would.  It knows no game: the
// table is the service's table view drawn by the felt (renderTableView), the moves are the ones
// the view lists (a card picked in the hand narrows them to the moves naming it), the log is the
// seat's own history.  The page decides nothing: a move the rules refuse comes back with the
// service's rule and message.

import { api, ApiError, BASE, href, store } from "./api.js";
import { objects } from "./cards.js";
import { announce, h, swap } from "./dom.js";
import { renderTableView } from "./felt.js";
import { has, t, tOr, tPerson } from "./i18n.js";
import { occupantRaw, seatNames } from "./names.js";
import { follow } from "./sse.js";
import { identity } from "./teach_common.js";

const LOG = 12;

function clockText(deadline) {
  return t("game.clock", { n: Math.max(0, Math.ceil((deadline - Date.now()) / 1000)) });
}

function base(game) {
  return `/v1/games/${game}`;
}

async function describe(game) {
  const listed = await api("/v1/games");
  return listed.games.find((g) => g.name === game) || null;
}

/** The card names a wire command names, by field (strings and lists of strings). */
function cardFields(command, cards) {
  const out = {};
  for (const [key, value] of Object.entries(command)) {
    if (key === "type") continue;
    if (typeof value === "string" && cards.has(value)) out[key] = [value];
    else if (Array.isArray(value) && value.length && value.every((v) => typeof v === "string" && cards.has(v))) out[key] = value;
  }
  return out;
}

/** A move's button text: the catalogue's `move.<type>` with each card field as words. */
function moveText(command, cards) {
  const fields = cardFields(command, cards);
  const vars = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, objects(v)]));
  return tOr(`move.${command.type}`, command.type, vars);
}

export async function render(main, game, id) {
  const info = await describe(game);
  if (!info) {
    main.replaceChildren(h("h1", {}, t("notfound.title")));
    return () => {};
  }
  document.title = `${tOr(`game.${game}`, game)} · maumau`;
  if (!id) return opener(main, game, info);
  return table(main, game, id, info);
}

function opener(main, game, info) {
  const [low, high] = info.seat_counts;
  const seats = h("select", { id: "game-seats" },
    Array.from({ length: high - low + 1 }, (_, i) => low + i).map((n) => h("option", { value: String(n), selected: n === Math.min(high, Math.max(low, 3)) }, String(n))));
  const bot = h("select", { id: "game-bot" }, [h("option", { value: "" }, t("game.none")), ...info.bots.map((b) => h("option", { value: b, selected: b === info.bots[0] }, tOr(`bot.${b}`, b)))]);
  const clock = h("select", { id: "game-clock" }, [h("option", { value: "" }, t("game.no_clock")),
    ...[30, 60, 120].map((n) => h("option", { value: String(n) }, t("game.seconds", { n })))]);
  const out = h("p", { class: "error", role: "alert" });
  const open = h("button", { type: "button", class: "primary", id: "game-open" }, t("game.open"));
  open.addEventListener("click", async () => {
    open.disabled = true;
    try {
      const me = await identity(t("guided.guest_name"));
      const body = { seats: Number(seats.value), setup: {} };
      if (clock.value) body.turn_seconds = Number(clock.value);
      const opened = await api(`${base(game)}/tables`, { method: "POST", body });
      const tableId = opened.table.table_id;
      store.setHost(tableId, opened.host_token);
      const seat = await api(`${base(game)}/tables/${tableId}/seats/0`, { method: "POST", token: me.token });
      store.setSeat(tableId, { seat: 0, token: seat.token });
      if (bot.value) {
        for (let n = 1; n < Number(seats.value); n += 1) {
          await api(`${base(game)}/tables/${tableId}/seats/${n}/bot`, { method: "POST", token: opened.host_token, body: { bot: bot.value } });
        }
      }
      location.assign(href(`/g/${game}/${tableId}`));
    } catch (error) {
      out.textContent = error.message;
      open.disabled = false;
    }
  });
  main.replaceChildren(
    h("p", { class: "crumbs" }, h("a", { href: `${BASE}/` }, t("game.lobby"))),
    h("h1", {}, tOr(`game.${game}`, game)),
    h("section", { class: "panel", "aria-labelledby": "open-h" },
      h("h2", { id: "open-h" }, t("game.open_title")),
      h("div", { class: "field" }, h("label", { for: "game-seats" }, h("span", { class: "label" }, t("game.seats"))), seats),
      h("div", { class: "field" }, h("label", { for: "game-bot" }, h("span", { class: "label" }, t("game.bots"))), bot),
      h("div", { class: "field" }, h("label", { for: "game-clock" }, h("span", { class: "label" }, t("game.turn_time"))), clock),
      h("p", {}, open), out));
  return () => {};
}

function table(main, game, id, info) {
  const S = { table: null, view: null, legal: [], version: 0, log: [], picked: [], error: null, busy: false, replay: null };
  const seat = store.seat(id);
  const host = store.host(id);
  const me = seat ? seat.seat : -1;
  const root = h("div", { class: "table-page" });
  const felt = h("div", { class: "felt-wrap" });
  const log = h("section", { class: "event-log", "aria-labelledby": "glog-h" });
  const side = h("div", { class: "game-side" });
  main.replaceChildren(h("p", { class: "crumbs" }, h("a", { href: `${BASE}/` }, t("game.lobby"))),
    h("h1", {}, tOr(`game.${game}`, game)), root);
  root.append(felt, side, log);
  let stream = null;
  let stopped = false;
  const ticker = window.setInterval(() => {  // the turn clock counts down between the service's answers
    for (const el of root.querySelectorAll("[data-deadline]")) el.textContent = clockText(Number(el.dataset.deadline));
  }, 1000);

  function names() {
    const occupants = S.table ? S.table.occupants : [];
    return seatNames(occupants.map((o) => occupantRaw(o ? { kind: o.kind, player: o.name, bot: o.bot } : null)));
  }

  async function load() {
    try {
      const token = seat ? seat.token : null;
      const [tableNow, viewNow] = await Promise.all([
        api(`${base(game)}/tables/${id}`),
        api(`${base(game)}/tables/${id}/view`, { token }),
      ]);
      if (viewNow.version < S.version) return;  // an older answer overtaken by a newer one: keep the newer
      S.table = tableNow;
      S.view = viewNow.view;
      S.legal = viewNow.legal;
      S.version = viewNow.version;
      S.awaiting = viewNow.awaiting_round;
      S.clock = viewNow.clock;
      const after = Math.max(0, S.version - LOG);
      const history = await api(`${base(game)}/tables/${id}/history?after=${after}`, { token });
      S.log = history.events;
    } catch (error) {
      S.error = error;
    }
    S.picked = S.picked.filter((c) => (S.view && S.view.hand || []).includes(c));
    draw();
  }

  async function send(path, body, token) {
    S.busy = true;
    S.error = null;
    draw();
    try {
      await api(`${base(game)}/tables/${id}${path}`, {
        method: "POST", token, body, headers: { "If-Match": `"${S.version}"`, "Idempotency-Key": crypto.randomUUID() },
      });
      S.picked = [];
    } catch (error) {
      S.error = error instanceof ApiError ? error : new Error(String(error));
    }
    S.busy = false;
    await load();
  }

  function handCards() {
    return new Set((S.view && S.view.hand) || []);
  }

  function shown() {
    const hand = handCards();
    return S.legal.filter((command) => {
      const named = Object.values(cardFields(command, hand)).flat();
      return S.picked.every((card) => named.includes(card));
    });
  }

  function eventText(event, who) {
    const key = `gev.${game}.${event.type}`;
    if (typeof event.seat === "number" && has(`${key}.you`)) return tPerson(key, event.seat, me, (s) => who[s] || t("table.seat_n", { n: s }));
    return tOr(key, event.type);
  }

  function clockFact(seatNo) {
    if (!S.clock || S.clock.seat !== seatNo) return null;
    return h("span", { class: "fact clock", "data-testid": "clock", "data-deadline": String(S.clock.deadline) }, clockText(S.clock.deadline));
  }

  function seatFacts(x) {
    const out = [];
    const clock = clockFact(x.seat);
    if (clock) out.push(clock);
    if (typeof x.lives === "number") out.push(h("span", { class: "fact" }, t("game.lives", { n: x.lives })));
    if (x.swimming) out.push(h("span", { class: "fact" }, t("game.swimming")));
    if (x.out) out.push(h("span", { class: "fact" }, t("game.out")));
    if (x.dealer) out.push(h("span", { class: "fact" }, t("game.dealer")));
    if (x.finished) out.push(h("span", { class: "fact" }, t("game.finished")));
    const places = S.view && S.view.info && S.view.info.places;
    if (places && places[x.seat]) out.push(h("span", { class: "fact place" }, t("game.place", { n: places[x.seat] })));
    return out;
  }

  function hostControls() {
    if (!host || !S.table || !S.view) return null;
    const buttons = [];
    S.table.occupants.forEach((o, n) => {
      if (!o && info.bots.length) {
        const b = h("button", { type: "button", "data-testid": `bot-${n}`, disabled: S.busy }, t("game.add_bot", { n }));
        b.addEventListener("click", () => send(`/seats/${n}/bot`, { bot: info.bots[0] }, host));
        buttons.push(b);
      }
    });
    const full = S.table.occupants.every(Boolean);
    const over = S.view.phase === "over";
    if (full && S.version === 0 && info.start) {
      const b = h("button", { type: "button", class: "primary", "data-testid": "host-start", disabled: S.busy }, t("game.start"));
      b.addEventListener("click", () => send(`/host/${info.start}`, {}, host));
      buttons.push(b);
    } else if (full && !over && S.awaiting && info.next_round) {
      const b = h("button", { type: "button", class: "primary", "data-testid": "host-next", disabled: S.busy }, t("game.next_round"));
      b.addEventListener("click", () => send(`/host/${info.next_round}`, {}, host));
      buttons.push(b);
    }
    return buttons.length ? h("div", { class: "host-controls" }, buttons) : null;
  }

  function seatControls() {
    if (seat || !S.table || S.version > 0) return null;
    const free = S.table.occupants.map((o, n) => (o ? null : n)).filter((n) => n !== null);
    if (!free.length) return null;
    return h("div", { class: "seat-controls" }, free.map((n) => {
      const b = h("button", { type: "button", "data-testid": `take-${n}` }, t("game.take_seat", { n }));
      b.addEventListener("click", async () => {
        try {
          const mine = await identity(t("guided.guest_name"));
          const taken = await api(`${base(game)}/tables/${id}/seats/${n}`, { method: "POST", token: mine.token });
          store.setSeat(id, { seat: n, token: taken.token });
          location.reload();
        } catch (error) {
          S.error = error;
          draw();
        }
      });
      return b;
    }));
  }

  /** The replay of a finished game: the table as this viewer saw it at a version (view?at=). */
  async function replayTo(at) {
    const total = S.version;
    const n = Math.max(0, Math.min(total, at));
    if (n === total) { S.replay = null; draw(); return; }
    try {
      const then = await api(`${base(game)}/tables/${id}/view?at=${n}`, { token: seat ? seat.token : null });
      S.replay = { at: n, view: then.view };
    } catch (error) {
      S.error = error;
    }
    draw();
  }

  function replayControls() {
    if (!S.view || S.view.phase !== "over" || S.version < 1) return null;
    const at = S.replay ? S.replay.at : S.version;
    const slider = h("input", { type: "range", min: 0, max: S.version, value: at, "data-testid": "replay-slider", "data-focus": "replay-slider", "aria-label": t("game.replay_slider") });
    slider.addEventListener("change", () => replayTo(Number(slider.value)));
    const step = (label, testid, to, off) => {
      const b = h("button", { type: "button", "data-testid": testid, "data-focus": testid, disabled: off }, label);
      b.addEventListener("click", () => replayTo(to));
      return b;
    };
    return h("fieldset", { class: "replay", "data-testid": "replay" }, h("legend", {}, t("game.replay")),
      step(t("game.replay_prev"), "replay-prev", at - 1, at <= 0), slider,
      step(t("game.replay_next"), "replay-next", at + 1, at >= S.version),
      S.replay ? step(t("game.replay_end"), "replay-end", S.version, false) : null);
  }

  function status(who) {
    const v = S.view;
    if (!v) return null;
    let text;
    if (S.replay) text = t("game.replay_at", { n: S.replay.at, total: S.version });
    else if (v.phase === "over") text = t("game.over");
    else if ((v.to_act || []).includes(me)) text = t("game.your_move");
    else if ((v.to_act || []).length) text = t("game.waiting", { name: who[v.to_act[0]] });
    else if (S.version > 0) text = t("game.between");
    else text = seat ? "" : t("game.not_seated");
    return h("p", { class: "status", role: "status", "data-testid": "status" }, v.round ? `${t("game.round", { n: v.round })} · ${text}` : text);
  }

  function draw() {
    if (stopped || !S.view) return;
    const at = S.replay ? S.replay.at : S.version;
    root.dataset.version = String(at);
    const who = names();
    const now = S.replay ? S.replay.view : S.view;
    const view = { ...now, to_act: (now.to_act || [])[0] ?? -1, seats: (now.seats || []).map((x) => ({ ...x, name: who[x.seat] || x.name })) };
    const hand = new Set(now.hand || []);
    const moves = S.replay ? [] : shown();
    const legalCards = S.replay ? [] : [...new Set(S.legal.flatMap((c) => Object.values(cardFields(c, hand)).flat()))];
    const buttons = moves.map((command, i) => {
      const b = h("button", { type: "button", class: i === 0 ? "primary" : "", "data-testid": "move", "data-type": command.type, "data-cards": Object.values(cardFields(command, hand)).flat().join(" "), disabled: S.busy }, moveText(command, new Set([...hand, ...pileCards()])));
      b.addEventListener("click", () => send("/commands", command, seat.token));
      return b;
    });
    const controls = h("div", { class: "controls" },
      buttons.length ? h("div", { class: "moves", role: "group", "aria-label": t("game.moves") }, buttons) : null,
      hostControls(), seatControls(), replayControls(),
      S.error ? h("p", { class: "error", role: "alert" }, S.error.message) : null);
    renderTableView(felt, view, {
      me, legal: legalCards, picked: S.picked, controls, status: status(who), mine: clockFact(me),
      seatExtra: seatFacts,
      onCard: (card) => {
        S.picked = S.picked.includes(card) ? S.picked.filter((c) => c !== card) : [...S.picked, card];
        draw();
      },
    });
    const score = now.info && typeof now.info.hand_value === "number" ? t("game.score", { n: now.info.hand_value }) : null;
    swap(side, score ? h("p", { class: "hint", "data-testid": "score" }, score) : null);
    swap(log, h("h2", { id: "glog-h" }, t("felt.log")),
      h("ul", { class: "log", "data-testid": "game-log" }, S.log.filter((e) => e.version <= at).reverse().map((e) => h("li", { "data-version": String(e.version) }, eventText(e, who)))));
  }

  function pileCards() {
    return new Set(((S.view && S.view.piles) || []).flatMap((p) => p.cards || []));
  }

  load().then(() => {
    if (stopped) return;
    stream = follow(`${base(game)}/tables/${id}/events`, {
      token: seat ? seat.token : null, after: S.version,
      onFrames: () => { load().then(() => { if ((S.view.to_act || []).includes(me)) announce(t("game.your_move")); }); },
    });
  });
  return () => {
    stopped = true;
    window.clearInterval(ticker);
    if (stream) stream.close();
  };
}
