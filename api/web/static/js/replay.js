// The replay viewer: a round version by version, as everything (a round that is over) or as one
// seat saw it; the seed's commitment, the revealed seed and the service's verification.
// While a round runs only its players may look, each at its own seat (the service enforces it).

import { api, ApiError, href, store } from "./api.js";
import { h, short, swap } from "./dom.js";
import { t } from "./i18n.js";
import * as cards from "./cards.js";
import { cardFace, renderTableView } from "./felt.js";
import { seatNames, occupantRaw } from "./names.js";
import { discardMarks, tableView } from "./table.js";
import { describeAll } from "./words.js";

export async function render(main, id) {
  const params = new URLSearchParams(location.search);
  const pub = await api(`/v1/tables/${id}`);
  const mine = store.seat(id);
  const st = pub.state;
  const rounds = st.round_no;
  const over = (n) => n < rounds || st.phase === "between_rounds" || st.phase === "finished";
  const S = {
    round: Number(params.get("round")) || (over(rounds) ? rounds : Math.max(1, rounds - 1)),
    at: params.get("at") ? Number(params.get("at")) : null,
    seat: params.get("seat") !== null && params.get("seat") !== "" ? Number(params.get("seat")) : null,
    data: null,
    timer: null,
    ticket: 0,
  };
  document.title = `${t("replay.title", { id: short(id) })} · maumau`;
  const heading = h("h1", {}, t("replay.title", { id: short(id) }));
  if (!rounds) {
    main.replaceChildren(heading, h("p", {}, t("replay.no_rounds")), h("a", { href: href(`/t/${id}`) }, t("replay.back")));
    return () => {};
  }
  const roundSelect = h("select", { id: "round", "data-testid": "round" },
    Array.from({ length: rounds }, (_, i) => h("option", { value: String(i + 1), selected: i + 1 === S.round },
      t("replay.round_n", { n: i + 1 }) + (over(i + 1) ? "" : ` (${t("replay.running")})`))));
  const seatSelect = h("select", { id: "perspective", "data-testid": "perspective" });
  const slider = h("input", { id: "version", type: "range", min: 1, max: 1, step: 1, value: 1, "data-testid": "slider" });
  const prev = h("button", { type: "button", "data-testid": "prev", "aria-label": t("replay.prev") }, "◀");
  const next = h("button", { type: "button", "data-testid": "next", "aria-label": t("replay.next") }, "▶");
  const where = h("output", { for: "version", "data-testid": "at" });
  const board = h("section", { class: "panel wide", "aria-labelledby": "board-h", "aria-live": "polite" });
  const proof = h("section", { class: "panel wide", "aria-labelledby": "proof-h" });
  const error = h("p", { class: "error", role: "alert" });
  main.replaceChildren(heading,
    h("p", {}, h("a", { href: href(`/t/${id}`) }, t("replay.back"))),
    h("div", { class: "scrubber" },
      h("div", { class: "field" }, h("label", { for: "round" }, t("replay.round")), roundSelect),
      h("div", { class: "field" }, h("label", { for: "perspective" }, t("replay.perspective")), seatSelect),
      h("div", { class: "field slider" }, h("label", { for: "version" }, t("replay.version")), prev, slider, next, where)),
    error, board, proof);

  function perspectives() {
    const options = [];
    if (over(S.round)) {
      options.push(h("option", { value: "" }, t("replay.everything")));
      for (let seat = 0; seat < pub.seats; seat++) options.push(h("option", { value: String(seat) }, t("table.seat_n", { n: seat })));
    } else if (mine) {
      options.push(h("option", { value: String(mine.seat) }, t("table.seat_n", { n: mine.seat })));
      S.seat = mine.seat;
    }
    swap(seatSelect, ...options);
    seatSelect.value = S.seat === null ? "" : String(S.seat);
  }

  const names = () => seatNames(Array.from({ length: pub.seats }, (_, seat) => (st.players && st.players[seat]) || occupantRaw(pub.occupants[seat])));
  function name(seat) {
    return names()[seat] || t("table.seat_n", { n: seat });
  }
  const felt = h("section", { class: "table-felt", "aria-label": t("replay.board") });

  async function load() {
    const ticket = ++S.ticket;
    if (!over(S.round) && !mine) {
      swap(board, h("h2", { id: "board-h" }, t("replay.board")), h("p", {}, t("replay.running_hint")));
      proof.replaceChildren();
      return;
    }
    const q = new URLSearchParams();
    if (S.at) q.set("at", String(S.at));
    if (S.seat !== null) q.set("seat", String(S.seat));
    try {
      const data = await api(`/v1/tables/${id}/rounds/${S.round}/replay?${q}`, { token: over(S.round) ? null : mine.token });
      if (ticket !== S.ticket) return;
      S.data = data;
      error.textContent = "";
      drawBoard();
      history.replaceState(null, "", `?round=${S.round}&at=${data.version}${S.seat !== null ? `&seat=${S.seat}` : ""}`);
    } catch (e) {
      error.textContent = e instanceof ApiError ? e.message : String(e);
    }
  }

  function drawBoard() {
    const d = S.data;
    const last = d.last_version ?? d.version;
    slider.min = String(d.first_version);
    slider.max = String(Math.max(last, d.version));
    slider.value = String(d.version);
    slider.setAttribute("aria-valuetext", t("replay.at", { v: d.version, first: d.first_version, last }));
    where.textContent = t("replay.at", { v: d.version, first: d.first_version, last });
    prev.disabled = d.version <= d.first_version;
    next.disabled = d.version >= last;
    const view = d.view;
    const full = S.seat !== null && view ? null : d.state;  // a seat's perspective: only what it saw
    const shown = full || view;
    const sizes = shown.hand_sizes;
    const rows = sizes.map((size, seat) => {
      let hand = null;
      if (full) hand = full.hands[seat];
      else if (view.seat === seat) hand = view.hand;
      return h("tr", { "data-testid": `replay-seat-${seat}` },
        h("th", { scope: "row" }, name(seat)),
        h("td", { "data-testid": `replay-count-${seat}` }, String(size)),
        h("td", {}, hand ? hand.map((c) => cardFace(c, { class: "small" })) : t("replay.hidden")));
    });
    const events = d.events.slice(-10).reverse().map((e) => h("li", { "data-version": String(e.version) }, `v${e.version}: `, describeAll(e, name, S.seat === null ? -1 : S.seat)));
    swap(board,
      h("h2", { id: "board-h" }, t("replay.board")),
      d.actionable ? null : h("p", { class: "hint" }, t("replay.inside")),
      felt,
      h("div", { class: "pile-row" },
        h("div", { "data-testid": "replay-top" }, h("span", { class: "label" }, t("table.top")), shown.top ? cardFace(shown.top, { class: "small" }) : "–"),
        h("dl", { class: "facts" },
          h("dt", {}, t("table.wish")), h("dd", {}, shown.wish ? cards.suitLabel(shown.wish) : "–"),
          h("dt", {}, t("table.pending")), h("dd", {}, String(shown.pending_draw || 0)),
          h("dt", {}, t("table.draw_pile")), h("dd", { "data-testid": "replay-draw-pile" }, String(full ? full.draw_pile.length : view.draw_pile_size)),
          h("dt", {}, t("table.turn")), h("dd", {}, shown.turn === null ? "–" : name(shown.turn)))),
      h("div", { class: "scroll" }, h("table", { "data-testid": "replay-hands" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("replay.player")), h("th", { scope: "col" }, t("replay.cards")), h("th", { scope: "col" }, t("replay.hand")))),
        h("tbody", {}, rows))),
      h("h3", {}, t("replay.events")),
      h("ul", { class: "log" }, events));
    // The same table as at play: the seat's hand (or, for everything, nobody's: the table shows
    // the hands in the list above), the piles and whose turn it was.
    const seatHand = S.seat !== null && view ? view.hand : null;
    renderTableView(felt, tableView({ ...shown, draw_pile_size: full ? full.draw_pile.length : view.draw_pile_size, phase: "playing" },
      { names: names(), hand: seatHand }), {
      me: S.seat === null ? -1 : S.seat, pileExtra: (p) => (p.name === "discard" ? discardMarks(shown) : null),
    });
  }

  async function drawProof() {
    const items = [h("h2", { id: "proof-h" }, t("replay.proof"))];
    try {
      const c = await api(`/v1/tables/${id}/rounds/${S.round}/commitment`);
      items.push(h("p", {}, t("replay.commitment"), " ", h("code", { "data-testid": "commitment" }, c.commitment)));
      if (c.round_over) {
        const [seed, verdict] = await Promise.all([
          api(`/v1/tables/${id}/rounds/${S.round}/seed`),
          api(`/v1/tables/${id}/rounds/${S.round}/verify`),
        ]);
        items.push(h("p", {}, t("replay.seed"), " ", h("code", { "data-testid": "seed" }, seed.seed), " ",
          seed.matches_commitment ? t("replay.seed_matches") : t("replay.seed_differs")));
        items.push(h("p", { class: verdict.ok ? "ok" : "error", "data-testid": "verify" },
          verdict.ok ? t("replay.verified", { what: verdict.checked.join(", ") }) : t("replay.not_verified", { what: verdict.problems.join("; ") })));
      } else {
        items.push(h("p", {}, t("replay.seed_later")));
      }
    } catch (e) {
      items.push(h("p", { class: "error" }, e.message));
    }
    swap(proof, ...items);
  }

  function go(version) {
    S.at = version;
    window.clearTimeout(S.timer);
    S.timer = window.setTimeout(load, 60);
  }

  slider.addEventListener("input", () => go(Number(slider.value)));
  prev.addEventListener("click", () => S.data && go(S.data.version - 1));
  next.addEventListener("click", () => S.data && go(S.data.version + 1));
  roundSelect.addEventListener("change", () => {
    S.round = Number(roundSelect.value);
    S.at = null;
    if (!over(S.round)) S.seat = mine ? mine.seat : null;
    perspectives();
    load();
    drawProof();
  });
  seatSelect.addEventListener("change", () => {
    S.seat = seatSelect.value === "" ? null : Number(seatSelect.value);
    load();
  });
  perspectives();
  await Promise.all([load(), drawProof()]);
  return () => window.clearTimeout(S.timer);
}
