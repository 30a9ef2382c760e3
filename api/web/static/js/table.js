// The table: seats, the pile, my hand with the legal cards highlighted, the moves, the turn clock,
// the result, and a log of what happened; live over the table's event stream.
//
// The page decides no rule: which cards light up, which buttons work and what a button sends all
// come from GET .../legal (each entry is sent back as it is); what it shows comes from the seat's
// view (GET .../view) or, for a spectator, the public page (GET /v1/tables/{id}).  An event on the
// stream only tells the page to fetch those again.

import { api, ApiError, href, store } from "./api.js";
import { announce, h, short, swap } from "./dom.js";
import { t } from "./i18n.js";
import * as cards from "./cards.js";
import { follow } from "./sse.js";
import { describe as describeEvent } from "./words.js";
import { defaultFirst, vocabulary } from "./vocabulary.js";

const LOG_SIZE = 14;
const BACKLOG = 24;

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
  };
  try {
    const words = (await vocabulary()).maumau;
    S.bots = defaultFirst(words.bots, words.default_bot);
  } catch { /* no bots offered: a host seats people */ }
  const R = {
    header: h("div", { class: "table-head" }),
    status: h("p", { class: "status", role: "status", "data-testid": "status" }),
    error: h("p", { class: "error", role: "alert", "data-testid": "error" }),
    seats: h("section", { class: "panel", "aria-labelledby": "seats-h" }),
    pile: h("section", { class: "panel pile", "aria-labelledby": "pile-h" }),
    hand: h("section", { class: "panel wide hand", "aria-labelledby": "hand-h" }),
    result: h("section", { class: "panel wide", "aria-labelledby": "result-h", hidden: true }),
    log: h("section", { class: "panel", "aria-labelledby": "log-h" }),
  };
  main.replaceChildren(R.header, R.status, R.error, h("div", { class: "grid table-grid" }, R.pile, R.seats, R.hand, R.result, R.log));
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
          const text = describe(frame.data);
          if (text) S.log.unshift({ id: frame.id, text });
          if (frame.id > version()) fresh = true;
        }
        S.log = S.log.slice(0, LOG_SIZE);
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
    const mine = S.seat ? S.seat.seat : -1;
    const last = frames[frames.length - 1].data;
    if (S.view && S.view.phase === "playing" && S.view.turn === mine) announce(t("table.your_turn"));
    else if (last.type === "RoundWon" || last.type === "MatchFinished") announce(describe(last));
  }

  // ---------------------------------------------------------------- names and words
  function name(seat) {
    if (seat === null || seat === undefined) return "";
    if (S.seat && S.seat.seat === seat) return t("table.you");
    const occupant = S.pub && S.pub.occupants[seat];
    if (occupant) return occupant.kind === "bot" ? `${t(`bot.${occupant.bot}`)} (${seat})` : occupant.player;
    const players = S.pub && S.pub.state.players;
    return (players && players[seat]) || t("table.seat_n", { n: seat });
  }

  function describe(e) {
    return describeEvent(e, name);
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
    drawSeats();
    drawPile();
    drawHand();
    drawResult();
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
    swap(R.header,
      h("h1", {}, t("table.title", { id: short(id) })),
      h("p", { class: "meta" },
        h("span", {}, `${t("table.ruleset")}: ${S.pub.rules.name}`), " · ",
        h("span", { "data-testid": "phase" }, t(`phase.${st.phase}`)),
        st.round_no ? ` · ${t("table.round", { n: st.round_no })}` : "", " · ",
        h("span", { "data-testid": "role" }, role), " · ",
        h("span", { class: `live live-${S.live}`, "data-testid": "live" }, t(`live.${S.live}`)),
        " · ", h("span", { "data-testid": "version" }, t("table.version", { n: version() }))),
      h("nav", { class: "links", "aria-label": t("table.links") },
        h("a", { href: href(`/t/${id}/replay`) }, t("table.replay")), " ",
        h("a", { href: href(`/t/${id}/sheet`) }, t("table.sheet"))));
    let status = "";
    if (st.phase === "new") status = t("table.waiting");
    else if (st.phase === "playing") {
      const me = S.seat ? S.seat.seat : -1;
      if (st.window_seat !== null && st.window_seat !== undefined) status = t("table.window", { p: name(st.window_seat) });
      else status = st.turn === me ? t("table.your_turn") : t("table.turn_of", { p: name(st.turn) });
    } else if (st.phase === "between_rounds") status = t("table.between");
    else if (st.phase === "finished") status = t("table.finished");
    R.status.textContent = status;
  }

  function drawSeats() {
    const st = state();
    const clock = S.pub.clock;
    const me = S.seat ? S.seat.seat : -1;
    const handle = S.identity && S.identity.account.handle;
    const running = st.phase !== "new";
    const items = [];
    for (let seat = 0; seat < S.pub.seats; seat++) {
      const occupant = S.pub.occupants[seat];
      const size = st.hand_sizes && st.hand_sizes.length ? st.hand_sizes[seat] : null;
      const turn = st.phase === "playing" && st.turn === seat;
      const actions = [];
      if (!S.seat && S.identity && !occupant && !running) {
        actions.push(h("button", { type: "button", "data-focus": `take-${seat}`, "data-testid": `take-${seat}`, onclick: () => takeSeat(seat) },
          t("table.take", { n: seat })));
      }
      if (!S.seat && S.identity && occupant && occupant.kind === "human" && occupant.player === handle) {
        actions.push(h("button", { type: "button", "data-testid": `retake-${seat}`, "data-focus": `retake-${seat}`, onclick: () => takeSeat(seat) },
          t("table.retake", { n: seat })));
      }
      if (S.host && !occupant && !running) {
        const select = h("select", { "aria-label": t("table.bot_for", { n: seat }), "data-testid": `bot-select-${seat}` },
          S.bots.map((b) => h("option", { value: b }, t(`bot.${b}`))));
        actions.push(select, h("button", { type: "button", "data-testid": `bot-add-${seat}`, onclick: () => host(`/seats/${seat}/bot`, { bot: select.value }) },
          t("table.add_bot")));
      }
      let clockText = null;
      if (clock && clock.seat === seat && clock.deadline) {
        clockText = h("span", { class: "clock", "data-deadline": String(clock.deadline), "data-testid": `clock-${seat}`, "aria-label": t("table.clock") });
      }
      const who = occupant ? (occupant.kind === "bot" ? `${t(`bot.${occupant.bot}`)}` : occupant.player) : t("table.free");
      items.push(h("li", { class: `seat${turn ? " turn" : ""}${seat === me ? " me" : ""}`, "data-testid": `seat-${seat}`, "aria-current": turn ? "true" : null },
        h("span", { class: "seat-no" }, t("table.seat_n", { n: seat })), " ",
        h("strong", {}, who), seat === me ? h("span", { class: "badge" }, t("table.you")) : null,
        turn ? h("span", { class: "badge turn-badge" }, t("table.turn")) : null,
        size !== null ? h("span", { class: "count", "data-testid": `count-${seat}` }, t(size === 1 ? "table.card" : "table.cards", { n: size })) : null,
        st.calls && st.calls[seat] ? h("span", { class: "badge call" }, t(`call.${st.calls[seat]}`)) : null,
        st.totals && st.totals.length ? h("span", { class: "total" }, t("table.total", { n: st.totals[seat] })) : null,
        clockText,
        actions.length ? h("div", { class: "seat-actions" }, actions) : null));
    }
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
    swap(R.seats, h("h2", { id: "seats-h" }, t("table.seats")),
      h("ul", { class: "seats" }, items),
      hostControls.length ? h("div", { class: "host" }, hostControls) : null,
      inviteLink ? h("p", {}, h("label", {}, t("table.invite"), " ",
        h("input", { type: "text", readonly: true, value: inviteLink, "data-testid": "invite-link", size: 40 }))) : null);
  }

  function drawPile() {
    const st = state();
    const top = st.top || (st.discard && st.discard.length ? st.discard[st.discard.length - 1] : null);
    swap(R.pile, h("h2", { id: "pile-h" }, t("table.pile")),
      h("div", { class: "pile-row" },
        h("div", { "data-testid": "top" }, h("span", { class: "label" }, t("table.top")), top ? cards.face(top) : "–"),
        h("dl", { class: "facts" },
          h("dt", {}, t("table.wish")), h("dd", { "data-testid": "wish" }, st.wish ? cards.suitLabel(st.wish) : "–"),
          h("dt", {}, t("table.pending")), h("dd", { "data-testid": "pending" }, String(st.pending_draw || 0)),
          h("dt", {}, t("table.draw_pile")), h("dd", { "data-testid": "draw-pile" }, String(st.draw_pile_size ?? "–")),
          h("dt", {}, t("table.direction")), h("dd", {}, st.direction === -1 ? t("table.ccw") : t("table.cw")))));
  }

  function plays() {
    return S.legal.filter((c) => c.type === "play");
  }

  function drawHand() {
    if (!S.seat || !S.view) {
      R.hand.hidden = false;
      swap(R.hand, h("h2", { id: "hand-h" }, t("table.spectating")),
        h("p", {}, S.identity ? t("table.spectator_hint") : t("table.sign_in_hint"), " ",
          h("a", { href: href("/") }, t("nav.lobby"))));
      return;
    }
    R.hand.hidden = false;
    const v = S.view;
    const sel = S.selection;
    const candidates = plays().filter((p) => sel.every((c, i) => p.cards[i] === c));
    const next = new Set(candidates.filter((p) => p.cards.length > sel.length).map((p) => p.cards[sel.length]));
    const exact = sel.length ? candidates.filter((p) => p.cards.length === sel.length) : [];
    const wishes = [...new Set(exact.map((p) => p.wish).filter(Boolean))];
    const callWords = [...new Set((sel.length ? exact : plays()).map((p) => p.call).filter(Boolean))];
    if (S.wish && !wishes.includes(S.wish)) S.wish = null;
    const wantCall = callWords.length && S.call ? callWords[0] : null;
    const chosen = exact.find((p) => (p.wish || null) === (wishes.length ? S.wish : null) && (p.call || null) === wantCall) || null;
    const handButtons = v.hand.map((card, i) => {
      const picked = sel.includes(card);
      const allowed = next.has(card);
      return cards.button(card, {
        class: `card suit-${card[0]}${allowed ? " legal" : ""}${picked ? " picked" : ""}`,
        "aria-pressed": picked ? "true" : "false",
        disabled: !(allowed || picked),
        "data-focus": `card-${card}-${i}`,
        "data-legal": allowed ? "true" : "false",
        onclick: () => {
          S.selection = picked ? sel.slice(0, sel.indexOf(card)) : [...sel, card];
          drawHand();
        },
      });
    });
    const find = (type) => S.legal.find((c) => c.type === type);
    const drawCmd = find("draw");
    const passCmd = find("pass");
    const closeCmd = find("close_window");
    const challenges = S.legal.filter((c) => c.type === "challenge");
    const controls = [];
    if (callWords.length) {
      const word = t(`call.${callWords[0]}`);
      controls.push(h("label", { class: "check call-toggle" },
        h("input", {
          type: "checkbox", checked: S.call, "data-testid": "call", "data-focus": "call",
          onchange: (event) => { S.call = event.target.checked; drawHand(); },
        }), t("table.say", { call: word })));
    }
    if (wishes.length) {
      controls.push(h("fieldset", { class: "wish", "data-testid": "wish-picker" }, h("legend", {}, t("table.pick_wish")),
        wishes.map((suit) => h("label", { class: "check" },
          h("input", {
            type: "radio", name: "wish", value: suit, checked: S.wish === suit, "data-testid": `wish-${suit}`, "data-focus": `wish-${suit}`,
            onchange: () => { S.wish = suit; drawHand(); },
          }), cards.suitLabel(suit)))));
    }
    const buttons = [
      h("button", { type: "button", class: "primary", "data-testid": "play", "data-focus": "play", disabled: !chosen, onclick: () => send(chosen) },
        sel.length > 1 ? t("table.play_n", { n: sel.length }) : t("table.play")),
      h("button", { type: "button", "data-testid": "draw", "data-focus": "draw", disabled: !drawCmd, onclick: () => send(drawCmd) },
        v.pending_draw ? t("table.draw_n", { n: v.pending_draw }) : t("table.draw")),
      h("button", { type: "button", "data-testid": "pass", "data-focus": "pass", disabled: !passCmd, onclick: () => send(passCmd) }, t("table.pass")),
      ...challenges.map((c) => h("button", {
        type: "button", class: "warn", "data-testid": `challenge-${c.target}`, "data-focus": `challenge-${c.target}`, onclick: () => send(c),
      }, t("table.challenge", { p: name(c.target) }))),
      closeCmd ? h("button", { type: "button", "data-testid": "close-window", onclick: () => send(closeCmd) }, t("table.close_window")) : null,
    ];
    swap(R.hand,
      h("h2", { id: "hand-h" }, t(v.hand.length === 1 ? "table.hand_one" : "table.hand", { n: v.hand.length })),
      v.drawn ? h("p", { class: "hint" }, t("table.drawn", { card: cards.label(v.drawn) })) : null,
      h("div", { class: "cards", role: "group", "aria-label": t("table.hand_label"), "data-testid": "hand" }, handButtons),
      h("p", { class: "hint" }, v.phase === "playing" ? t("table.hand_hint") : ""),
      controls.length ? h("div", { class: "controls" }, controls) : null,
      h("div", { class: "moves" }, buttons));
  }

  function drawResult() {
    const st = state();
    const last = st.last_round;
    if (!last || st.phase === "playing") { R.result.hidden = true; return; }
    R.result.hidden = false;
    const rows = (last.hands || []).map((hand, seat) => h("li", {},
      h("strong", {}, name(seat)), ": ",
      hand.length ? hand.map((c) => cards.face(c, { class: `card small suit-${c[0]}` })) : t("table.no_cards"),
      " ", t("table.points", { n: last.points[seat] })));
    swap(R.result,
      h("h2", { id: "result-h" }, st.phase === "finished" ? t("table.match_over") : t("table.round_over", { n: last.round_no })),
      h("p", { "data-testid": "result" }, cap(t("ev.round_won", { p: name(last.seat), n: last.round_no })),
        st.phase === "finished" ? ` ${t("ev.match_over", { p: (st.winners || []).map(name).join(", ") })}` : ""),
      h("ul", {}, rows),
      h("p", {}, h("a", { href: href(`/t/${id}/replay`) }, t("table.replay")), " · ", h("a", { href: href(`/t/${id}/sheet`) }, t("table.sheet"))));
  }

  function drawLog() {
    swap(R.log, h("h2", { id: "log-h" }, t("table.log")),
      S.log.length ? h("ul", { class: "log", "data-testid": "log" }, S.log.map((e) => h("li", { "data-version": String(e.id) }, e.text)))
        : h("p", {}, "–"));
  }

  function tick() {
    for (const el of document.querySelectorAll("[data-deadline]")) {
      const left = Math.max(0, Number(el.getAttribute("data-deadline")) - Date.now());
      const seconds = Math.ceil(left / 1000);
      el.textContent = `⏱ ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
      el.classList.toggle("low", seconds <= 10);
    }
  }

  const timer = window.setInterval(tick, 250);
  await refresh();
  restartStream();
  return () => {
    S.stopped = true;
    window.clearInterval(timer);
    window.clearTimeout(waitTimer);
    if (S.stream) S.stream.close();
  };
}

function cap(text) {
  const you = t("table.you");
  return text.startsWith(`${you} `) ? you.charAt(0).toUpperCase() + text.slice(1) : text;
}
