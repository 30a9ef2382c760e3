// The Mau-Mau table: the other seats around the felt with their cards as fanned backs, the draw
// pile and the discard pile (top card, wish, cards to draw), my seat with the turn clock and the
// Mau button, my hand with the legal cards lit up; the result of a round and a log of what
// happened; live over the table's event stream.  Phone first: at 390×844 the top card, the turn,
// the Mau button and the whole hand fit on the screen together (the hand overlaps to fit).
//
// The page decides no rule: which cards light up, which buttons work and what a button sends all
// come from GET .../legal (each entry is sent back as it is); what it shows comes from the seat's
// view (GET .../view) or, for a spectator, the public page (GET /v1/tables/{id}).  An event on the
// stream only tells the page to fetch those again.  The table itself is drawn by the game-neutral
// felt.js from the platform's table view shape (`tableView` below makes it from Mau-Mau's state).

import { api, ApiError, href, store } from "./api.js";
import { announce, h, short, swap } from "./dom.js";
import { t, tPerson } from "./i18n.js";
import * as cards from "./cards.js";
import { cardFace, eventLog, fitHand, renderTableView, suitIcon } from "./felt.js";
import { follow } from "./sse.js";
import { describe as describeEvent, winners } from "./words.js";
import { occupantRaw, seatNames } from "./names.js";
import { defaultFirst, vocabulary } from "./vocabulary.js";

const LOG_SIZE = 14;
const BACKLOG = 24;

/** Mau-Mau's state as the platform's table view: seats with their names and card counts, the
 * draw pile face down, the discard pile face up, whose turn. */
export function tableView(st, { names, hand = null }) {
  const sizes = st.hand_sizes && st.hand_sizes.length ? st.hand_sizes : null;
  const top = st.top || (st.discard && st.discard.length ? st.discard[st.discard.length - 1] : null);
  return {
    phase: st.phase,
    round: st.round_no,
    to_act: st.phase === "playing" ? st.turn : null,
    seats: names.map((name, seat) => ({ seat, name, cards: sizes ? sizes[seat] : null })),
    hand,
    piles: st.phase === "new" ? [] : [
      { name: "draw", cards: null, count: st.draw_pile_size ?? 0 },
      { name: "discard", cards: top ? [top] : [], count: st.discard ? st.discard.length : top ? 1 : 0 },
    ],
    info: { wish: st.wish, pending_draw: st.pending_draw, direction: st.direction },
  };
}

/** The wish and the cards to draw, shown on the discard pile. */
export function discardMarks(st) {
  return h("span", { class: "marks" },
    st.wish ? h("span", { class: "wish-mark", "data-testid": "wish", title: t("table.wish") },
      suitIcon(st.wish), h("span", {}, t("table.wish_is", { suit: cards.suitName(st.wish) }))) : h("span", { "data-testid": "wish", hidden: true }, "–"),
    st.pending_draw ? h("span", { class: "pending-mark", "data-testid": "pending" }, t("table.pending_n", { n: st.pending_draw })) : null);
}

export async function render(main, id) {
  const params = new URLSearchParams(location.search);
  if (params.get("invite")) store.setInvite(id, params.get("invite"));
  const S = {
    id,
    pub: null,
    view: null,
    legal: [],
    legalVersion: -1,
    seat: store.seat(id),
    host: store.host(id),
    identity: store.identity(),
    selection: [],
    wish: null,
    call: false,
    log: [],
    error: "",
    live: "connecting",
    stream: null,
    seen: 0,
    stopped: false,
    bots: [],
    events: [],
  };
  try {
    const words = (await vocabulary()).maumau;
    S.bots = defaultFirst(words.bots, words.default_bot);
  } catch { /* no bots offered: a host seats people */ }
  const R = {
    header: h("div", { class: "table-head" }),
    status: h("p", { class: "status", role: "status", "data-testid": "status" }),
    error: h("p", { class: "error", role: "alert", "data-testid": "error" }),
    result: h("section", { class: "panel result", "aria-labelledby": "result-h", hidden: true }),
    felt: h("section", { class: "table-felt", "aria-label": t("table.pile") }),
    extras: h("div", { class: "table-extras" }),
    log: h("div", { class: "panel" }),
  };
  main.classList.add("at-table");
  main.replaceChildren(R.header, R.status, R.error, R.result, R.felt, R.extras, R.log);
  document.title = `${t("table.title", { id: short(id) })} · maumau`;

  let refreshing = null;
  let again = false;

  async function refresh() {
    if (refreshing) { again = true; return refreshing; }
    refreshing = (async () => {
      for (let tries = 0; tries < 4; tries++) {
        again = false;
        try {
          await load();
        } catch (error) {
          showError(error);
        }
        if (!again && !stale()) break;
      }
      refreshing = null;
      draw();
    })();
    return refreshing;
  }

  function stale() {
    return S.seat && S.view && S.legalVersion !== S.view.version;
  }

  async function load() {
    const seat = S.seat;
    // A seat sends its token: a sealed tournament table shows its page to its own seats only.
    const asks = [api(`/v1/tables/${id}`, { token: seat ? seat.token : undefined })];
    if (seat) {
      asks.push(api(`/v1/tables/${id}/view`, { token: seat.token }), api(`/v1/tables/${id}/legal`, { token: seat.token }));
    }
    let answers;
    try {
      answers = await Promise.all(asks);
    } catch (error) {
      if (seat && error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        store.setSeat(id, null);  // the seat was taken back elsewhere, or left: watch instead
        S.seat = null;
        S.view = null;
        S.error = t("table.seat_lost");
        restartStream();
        S.pub = await api(`/v1/tables/${id}`);
        return;
      }
      throw error;
    }
    S.pub = answers[0];
    if (seat) {
      S.view = answers[1];
      S.legal = answers[2].legal;
      S.legalVersion = answers[2].version;
    }
  }

  function showError(error) {
    S.error = error instanceof ApiError ? `${error.message}` : String(error);
    draw();
  }

  function version() {
    return Math.max(S.view ? S.view.version : 0, S.pub ? S.pub.version : 0);
  }

  // ---------------------------------------------------------------- live
  function restartStream() {
    if (S.stream) S.stream.close();
    const after = Math.max(0, Math.max(S.seen, version() - BACKLOG));
    const path = S.seat ? `/v1/tables/${id}/events` : `/v1/tables/${id}/events/public`;
    const token = S.seat ? S.seat.token : S.host;
    S.stream = follow(path, {
      token,
      after,
      onFrames(frames) {
        let fresh = false;
        for (const frame of frames) {
          S.seen = Math.max(S.seen, frame.id);
          if (!S.events.some((e) => e.id === frame.id)) S.events.unshift({ id: frame.id, data: frame.data });
          if (frame.id > version()) fresh = true;
        }
        S.events = S.events.slice(0, LOG_SIZE * 3);
        if (fresh) {
          refresh().then(() => speak(frames));
        } else {
          drawLog();
        }
      },
      onState(state) {
        S.live = state;
        if (state === "live" && S.pub) refresh();  // caught up after a drop: fetch the state again
        drawHeader();
      },
    });
  }

  function speak(frames) {
    const mine = me();
    const last = frames[frames.length - 1].data;
    if (S.view && S.view.phase === "playing" && S.view.turn === mine) announce(t("table.your_turn"));
    else if (last.type === "RoundWon" || last.type === "MatchFinished") announce(describe(last));
  }

  // ---------------------------------------------------------------- names and words
  function me() {
    return S.seat ? S.seat.seat : -1;
  }

  function names() {
    if (!S.pub) return [];
    const players = S.pub.state.players || [];
    const raws = Array.from({ length: S.pub.seats }, (_, seat) => occupantRaw(S.pub.occupants[seat]) || players[seat] || null);
    return seatNames(raws);
  }

  function name(seat) {
    if (seat === null || seat === undefined) return "";
    return names()[seat] || t("table.seat_n", { n: seat });
  }

  function describe(e) {
    return describeEvent(e, name, me());
  }

  // ---------------------------------------------------------------- actions
  async function send(command) {
    S.error = "";
    try {
      const result = await api(`/v1/tables/${id}/commands`, {
        method: "POST",
        token: S.seat.token,
        body: command,
        headers: { "Idempotency-Key": crypto.randomUUID(), "If-Match": `"${S.legalVersion}"` },
      });
      S.view = result.view;
      S.selection = [];
      S.wish = null;
      S.call = false;
    } catch (error) {
      S.error = error instanceof ApiError && error.rule === "stale_version" ? t("table.moved_on") : error.message;
    }
    await refresh();
  }

  async function host(path, body) {
    S.error = "";
    try {
      await api(`/v1/tables/${id}${path}`, { method: "POST", token: S.host, body });
    } catch (error) {
      S.error = error.message;
    }
    await refresh();
  }

  async function takeSeat(seat) {
    S.error = "";
    const invite = store.invite(id);
    try {
      const taken = await api(`/v1/tables/${id}/seats/${seat}`, {
        method: "POST", token: S.identity.token, body: invite ? { invite } : undefined,
      });
      S.seat = { seat, token: taken.token };
      store.setSeat(id, S.seat);
      restartStream();
    } catch (error) {
      S.error = error.message;
    }
    await refresh();
  }

  // ---------------------------------------------------------------- drawing
  let waitTimer = null;

  function draw() {
    if (S.stopped || !S.pub) return;
    // Who sits down is not an event of the match: while the table waits, look again now and then.
    window.clearTimeout(waitTimer);
    if (state().phase === "new") waitTimer = window.setTimeout(refresh, 1500);
    drawHeader();
    drawResult();
    drawFelt();
    drawExtras();
    drawLog();
    R.error.textContent = S.error;
    tick();
  }

  function state() {
    return S.view || S.pub.state;
  }

  function drawHeader() {
    if (!S.pub) return;
    const st = state();
    const role = S.seat ? t("table.role_seat", { n: S.seat.seat }) : t("table.role_spectator");
    const deckSelect = h("select", { "aria-label": t("table.deck"), "data-testid": "deck", class: "deck-choice" },
      ["french", "german"].map((k) => h("option", { value: k, selected: cards.deck() === k }, t(`table.deck_${k}`))));
    deckSelect.addEventListener("change", () => { cards.setDeck(deckSelect.value); draw(); });
    swap(R.header,
      h("h1", {}, t("table.title", { id: short(id) })),
      h("p", { class: "meta" },
        h("span", {}, S.pub.rules.name), " · ",
        h("span", { "data-testid": "phase" }, t(`phase.${st.phase}`)),
        st.round_no ? h("span", {}, " · ", t("table.round", { n: st.round_no })) : null, " · ",
        h("span", { "data-testid": "role" }, role), " · ",
        h("span", { class: `live live-${S.live}`, "data-testid": "live" }, t(`live.${S.live}`)),
        " · ", h("span", { "data-testid": "version" }, t("table.version", { n: version() }))),
      h("nav", { class: "links", "aria-label": t("table.links") },
        h("a", { href: href(`/t/${id}/replay`) }, t("table.replay")),
        h("a", { href: href(`/t/${id}/sheet`) }, t("table.sheet_short")),
        deckSelect));
    let status = "";
    if (st.phase === "new") status = t("table.waiting");
    else if (st.phase === "playing") {
      if (st.window_seat !== null && st.window_seat !== undefined) status = tPerson("table.window", st.window_seat, me(), name);
      else status = st.turn === me() ? t("table.your_turn") : t("table.turn_of", { p: name(st.turn) });
    } else if (st.phase === "between_rounds") status = t("table.between");
    else if (st.phase === "finished") status = t("table.finished");
    R.status.textContent = status;
    R.status.classList.toggle("mine", st.phase === "playing" && st.turn === me());
  }

  function seatExtra(seatInfo) {
    const st = state();
    const seat = seatInfo.seat;
    const occupant = S.pub.occupants[seat];
    const running = st.phase !== "new";
    const handle = S.identity && S.identity.account.handle;
    const out = [];
    const clock = S.pub.clock;
    if (clock && clock.seat === seat && clock.deadline) {
      out.push(h("span", { class: "clock", "data-deadline": String(clock.deadline), "data-testid": `clock-${seat}`, "aria-label": t("table.clock") }));
    }
    if (st.calls && st.calls[seat]) out.push(h("span", { class: "badge call" }, t(`call.${st.calls[seat]}`)));
    if (st.totals && st.totals.length && running) out.push(h("span", { class: "total" }, t("table.total", { n: st.totals[seat] })));
    if (!occupant && !running) out.push(h("span", { class: "free" }, t("table.free")));
    if (!S.seat && S.identity && !occupant && !running) {
      out.push(h("button", { type: "button", "data-focus": `take-${seat}`, "data-testid": `take-${seat}`, onclick: () => takeSeat(seat) },
        t("table.take", { n: seat })));
    }
    if (!S.seat && S.identity && occupant && occupant.kind === "human" && occupant.player === handle) {
      out.push(h("button", { type: "button", "data-testid": `retake-${seat}`, "data-focus": `retake-${seat}`, onclick: () => takeSeat(seat) },
        t("table.retake", { n: seat })));
    }
    if (S.host && !occupant && !running) {
      const select = h("select", { "aria-label": t("table.bot_for", { n: seat }), "data-testid": `bot-select-${seat}` },
        S.bots.map((b) => h("option", { value: b }, t(`bot.${b}`))));
      out.push(select, h("button", { type: "button", "data-testid": `bot-add-${seat}`, onclick: () => host(`/seats/${seat}/bot`, { bot: select.value }) },
        t("table.add_bot")));
    }
    return out;
  }

  function plays() {
    return S.legal.filter((c) => c.type === "play");
  }

  /** What my hand's selection allows: the cards that may come next, the plays it completes, the
   * wishes and calls those plays take, and the one the page would send. */
  function choice() {
    const sel = S.selection;
    const candidates = plays().filter((p) => sel.every((c, i) => p.cards[i] === c));
    const next = new Set(candidates.filter((p) => p.cards.length > sel.length).map((p) => p.cards[sel.length]));
    const exact = sel.length ? candidates.filter((p) => p.cards.length === sel.length) : [];
    const wishes = [...new Set(exact.map((p) => p.wish).filter(Boolean))];
    const callWords = [...new Set((sel.length ? exact : plays()).map((p) => p.call).filter(Boolean))];
    if (S.wish && !wishes.includes(S.wish)) S.wish = null;
    const wantCall = callWords.length && S.call ? callWords[0] : null;
    const chosen = exact.find((p) => (p.wish || null) === (wishes.length ? S.wish : null) && (p.call || null) === wantCall) || null;
    return { next, exact, wishes, callWords, chosen };
  }

  function pickCard(card) {
    const sel = S.selection;
    const picked = sel.includes(card);
    S.selection = picked ? sel.slice(0, sel.indexOf(card)) : [...sel, card];
    drawFelt();
  }

  function controls() {
    if (!S.seat || !S.view) return null;
    const v = S.view;
    const { wishes, callWords, chosen } = choice();
    const find = (type) => S.legal.find((c) => c.type === type);
    const drawCmd = find("draw");
    const passCmd = find("pass");
    const closeCmd = find("close_window");
    const challenges = S.legal.filter((c) => c.type === "challenge");
    const word = callWords.length ? t(`call.${callWords[0]}`) : t("call.mau");
    const mau = h("label", { class: `mau${callWords.length ? "" : " off"}${S.call && callWords.length ? " on" : ""}`, title: t("table.say", { call: word }) },
      h("input", {
        type: "checkbox", checked: S.call && callWords.length > 0, disabled: !callWords.length, "data-testid": "call", "data-focus": "call",
        "aria-keyshortcuts": "M",
        onchange: (event) => { S.call = event.target.checked; drawFelt(); },
      }), h("span", {}, callWords.length ? word.replace(/[“”„“«»"]/g, "") : t("table.mau_button")));
    const out = [mau];
    if (wishes.length) {
      out.push(h("fieldset", { class: "wish", "data-testid": "wish-picker" }, h("legend", {}, t("table.pick_wish")),
        wishes.map((suit) => h("label", { class: `suit-choice${S.wish === suit ? " on" : ""}` },
          h("input", {
            type: "radio", name: "wish", value: suit, checked: S.wish === suit, "data-testid": `wish-${suit}`, "data-focus": `wish-${suit}`,
            onchange: () => { S.wish = suit; drawFelt(); },
          }), suitIcon(suit), h("span", {}, cards.suitName(suit))))));
    }
    out.push(
      h("button", { type: "button", class: "primary", "data-testid": "play", "data-focus": "play", disabled: !chosen, "aria-keyshortcuts": "Enter", onclick: () => send(chosen) },
        S.selection.length > 1 ? t("table.play_n", { n: S.selection.length }) : t("table.play")),
      h("button", { type: "button", "data-testid": "draw", "data-focus": "draw", disabled: !drawCmd, "aria-keyshortcuts": "D", onclick: () => send(drawCmd) },
        v.pending_draw ? t("table.draw_n", { n: v.pending_draw }) : t("table.draw")),
      h("button", { type: "button", "data-testid": "pass", "data-focus": "pass", disabled: !passCmd, "aria-keyshortcuts": "P", onclick: () => send(passCmd) }, t("table.pass")),
      ...challenges.map((c) => h("button", {
        type: "button", class: "warn", "data-testid": `challenge-${c.target}`, "data-focus": `challenge-${c.target}`, onclick: () => send(c),
      }, t("table.challenge", { p: name(c.target) }))),
      closeCmd ? h("button", { type: "button", "data-testid": "close-window", onclick: () => send(closeCmd) }, t("table.close_window")) : null);
    return h("div", { class: "moves", role: "toolbar", "aria-label": t("table.moves") }, out);
  }

  function mine() {
    if (!S.seat) return null;
    const seat = me();
    const st = state();
    const turn = st.phase === "playing" && st.turn === seat;
    const n = S.view ? S.view.hand.length : null;
    return h("div", { class: "my-seat", "data-testid": `seat-${seat}`, "aria-current": turn ? "true" : null },
      h("strong", {}, name(seat)), h("span", { class: "badge" }, t("table.you_badge")),
      turn ? h("span", { class: "badge turn-badge" }, t("table.your_move")) : null,
      n !== null ? h("span", { class: "count", "data-testid": `count-${seat}` }, t("felt.cards", { n })) : null,
      ...seatExtra({ seat }).filter((el) => !el.matches || !el.matches("button, select, .free")));
  }

  function drawFelt() {
    if (!S.pub) return;
    const st = state();
    const hand = S.seat && S.view ? S.view.hand : null;
    const view = tableView(st, { names: names(), hand });
    const c = S.seat && S.view ? choice() : { next: new Set() };
    const { fresh } = renderTableView(R.felt, view, {
      me: me(),
      legal: [...c.next],
      picked: S.selection,
      onCard: hand ? (card) => pickCard(card) : null,
      seatExtra,
      pileExtra: (p) => (p.name === "discard" ? discardMarks(st) : null),
      mine: mine(),
      controls: controls(),
      status: st.phase === "playing" ? h("p", { class: "direction", "aria-label": t("table.direction") },
        st.direction === -1 ? `↺ ${t("table.ccw")}` : `↻ ${t("table.cw")}`) : null,
    });
    const top = R.felt.querySelector(".pile-discard .pile-card");
    const topBox = R.felt.querySelector(".pile-discard");
    if (topBox) topBox.setAttribute("data-testid", "top");
    if (top && top.classList.contains("arrive")) top.addEventListener("animationend", () => top.classList.remove("arrive"), { once: true });
    const drawBox = R.felt.querySelector(".pile-draw .pile-count");
    if (drawBox) drawBox.setAttribute("data-testid", "draw-pile");
    if (fresh.size && S.view && S.view.drawn) announce(t("table.drawn", { card: cards.label(S.view.drawn) }));
    if (S.view && S.view.drawn && hand) {
      R.felt.querySelector(".hand-wrap").prepend(h("p", { class: "hint drawn" }, t("table.drawn", { card: cards.label(S.view.drawn) })));
    }
  }

  function drawExtras() {
    const st = state();
    const hostControls = [];
    if (S.host && st.phase === "new") {
      hostControls.push(h("button", { type: "button", class: "primary", "data-testid": "start", disabled: S.pub.occupants.some((o) => !o), onclick: () => host("/start") },
        t("table.start")));
    }
    if (S.host && st.phase === "between_rounds") {
      hostControls.push(h("button", { type: "button", class: "primary", "data-testid": "next-round", onclick: () => host("/rounds") }, t("table.next_round")));
    }
    const invite = store.invite(id);
    const inviteLink = S.host && invite ? `${location.origin}${href(`/t/${id}`)}?invite=${encodeURIComponent(invite)}` : null;
    const spectator = !S.seat || !S.view
      ? h("p", { class: "hint" }, S.identity ? t("table.spectator_hint") : t("table.sign_in_hint"), " ", h("a", { href: href("/") }, t("nav.lobby")))
      : null;
    swap(R.extras,
      hostControls.length ? h("div", { class: "host" }, hostControls) : null,
      inviteLink ? h("p", {}, h("label", {}, t("table.invite"), " ",
        h("input", { type: "text", readonly: true, value: inviteLink, "data-testid": "invite-link", size: 40 }))) : null,
      spectator,
      S.seat && S.view && st.phase === "playing" ? h("p", { class: "hint keys" }, t("table.hand_hint")) : null);
  }

  function drawResult() {
    const st = state();
    const last = st.last_round;
    if (!last || st.phase === "playing") { R.result.hidden = true; return; }
    R.result.hidden = false;
    const rows = (last.hands || []).map((hand, seat) => h("li", {},
      h("strong", {}, name(seat)), " ",
      hand.length ? hand.map((c) => cardFace(c, { class: "small" })) : t("table.no_cards"),
      " ", t("table.points", { n: last.points[seat] })));
    swap(R.result,
      h("h2", { id: "result-h" }, st.phase === "finished" ? t("table.match_over") : t("table.round_over", { n: last.round_no })),
      h("p", { "data-testid": "result" }, tPerson("ev.round_won", last.seat, me(), name, { n: last.round_no }),
        st.phase === "finished" ? ` ${winners(st.winners || [], name, me())}` : ""),
      h("ul", { class: "result-hands" }, rows),
      h("p", {}, h("a", { href: href(`/t/${id}/replay`) }, t("table.replay")), " · ", h("a", { href: href(`/t/${id}/sheet`) }, t("table.sheet"))));
  }

  function drawLog() {
    const entries = S.events.map((e) => ({ id: e.id, text: describe(e.data) })).filter((e) => e.text).slice(0, LOG_SIZE);
    swap(R.log, eventLog(entries, { title: t("table.log") }));
  }

  function tick() {
    for (const el of document.querySelectorAll("[data-deadline]")) {
      const left = Math.max(0, Number(el.getAttribute("data-deadline")) - Date.now());
      const seconds = Math.ceil(left / 1000);
      el.textContent = `⏱ ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
      el.classList.toggle("low", seconds <= 10);
    }
  }

  // Keyboard: M the call, D draw, P pass, Enter play (when not typing in a field).
  function onKey(event) {
    if (!S.seat || !S.view || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target && (target.tagName === "INPUT" && target.type === "text" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) return;
    const key = event.key.toLowerCase();
    const click = (testid) => {
      const el = R.felt.querySelector(`[data-testid="${testid}"]`);
      if (el && !el.disabled) { event.preventDefault(); el.click(); }
    };
    if (key === "m") click("call");
    else if (key === "d") click("draw");
    else if (key === "p") click("pass");
    else if (key === "enter" && target && target.closest && target.closest("[data-testid=hand]")) {
      // Enter on a card picks it (the button's own click); a second Enter with it picked plays.
      const { chosen } = choice();
      if (chosen && target.getAttribute("aria-pressed") === "true") { event.preventDefault(); send(chosen); }
    }
  }

  function onResize() {
    const hand = R.felt.querySelector("[data-testid=hand]");
    if (hand) fitHand(hand);
  }

  document.addEventListener("keydown", onKey);
  window.addEventListener("resize", onResize);
  const timer = window.setInterval(tick, 250);
  await refresh();
  restartStream();
  return () => {
    S.stopped = true;
    main.classList.remove("at-table");
    document.removeEventListener("keydown", onKey);
    window.removeEventListener("resize", onResize);
    window.clearInterval(timer);
    window.clearTimeout(waitTimer);
    if (S.stream) S.stream.close();
  };
}
