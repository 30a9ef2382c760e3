// The card table's pieces, game-neutral: card faces and backs drawn here as inline SVG (no image,
// no font from elsewhere), seats around the table with their cards as fanned backs, piles, a hand
// that always fits the screen, and an event log.  Every game's page draws its table with them:
// `renderTableView(root, view, {onCard, legal})` takes the platform's standard table view
// `{phase, round, to_act, seats: [{seat, name, cards, ...}], hand: [names]|null,
//   piles: [{name, cards|null, count}], info}` and draws any game in that shape.
//
// Only presentation: which card may be played is always the service's answer (`legal`).

import { h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { deck, label, parts, shortRank } from "./cards.js";

const NS = "http://www.w3.org/2000/svg";

function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(NS, tag);
  for (const [key, value] of Object.entries(attrs)) if (value !== null && value !== undefined) el.setAttribute(key, String(value));
  for (const child of children) if (child) el.append(child);
  return el;
}

// Pips in a 20×20 box.  French suits: clubs, spades, hearts, diamonds; the German deck's acorns
// (Eichel, for clubs), leaves (Grün, for spades), hearts (Rot) and bells (Schellen, for diamonds).
const HEART = "M10 18.5C3 13 0 8.5 2.6 4.6 5 1.2 9 2.4 10 5.6 11 2.4 15 1.2 17.4 4.6 20 8.5 17 13 10 18.5Z";
const PIPS = {
  french: {
    H: () => [s("path", { d: HEART, fill: "#c8102e" })],
    D: () => [s("path", { d: "M10 1 18 10 10 19 2 10Z", fill: "#c8102e" })],
    S: () => [s("path", { d: "M10 1C4.5 6.5 1 9.5 2.8 13.6 4.6 16.8 8.4 15.8 9.2 13.6L8 19H12L10.8 13.6C11.6 15.8 15.4 16.8 17.2 13.6 19 9.5 15.5 6.5 10 1Z", fill: "#111" })],
    C: () => [s("circle", { cx: 10, cy: 5.6, r: 4.2, fill: "#111" }), s("circle", { cx: 5.2, cy: 11.4, r: 4.2, fill: "#111" }),
      s("circle", { cx: 14.8, cy: 11.4, r: 4.2, fill: "#111" }), s("path", { d: "M9 10 8 19H12L11 10Z", fill: "#111" })],
  },
  german: {
    H: () => [s("path", { d: HEART, fill: "#c8102e" })],
    C: () => [s("ellipse", { cx: 10, cy: 12.6, rx: 5, ry: 6.2, fill: "#b8742a" }),
      s("path", { d: "M3.6 9.2C3.6 4 16.4 4 16.4 9.2Z", fill: "#5a3511" }), s("rect", { x: 9.2, y: 1.2, width: 1.6, height: 3.6, fill: "#5a3511" })],
    S: () => [s("path", { d: "M10 1C17.5 5 18.5 13 10 19 1.5 13 2.5 5 10 1Z", fill: "#2e8b2e" }),
      s("path", { d: "M10 3V18", stroke: "#e9f5e9", "stroke-width": 1.1, fill: "none" })],
    D: () => [s("circle", { cx: 10, cy: 11, r: 7, fill: "#e0a100" }), s("path", { d: "M3.6 10.5H16.4", stroke: "#7a5200", "stroke-width": 1.2 }),
      s("circle", { cx: 10, cy: 14.6, r: 1.4, fill: "#7a5200" }), s("circle", { cx: 10, cy: 3.2, r: 1.6, fill: "#7a5200" })],
  },
};

function pip(suit, kind, x, y, size) {
  const g = s("g", { transform: `translate(${x} ${y}) scale(${size / 20})` });
  for (const part of (PIPS[kind][suit] || (() => []))()) g.append(part);
  return g;
}

const RED = { french: { H: true, D: true }, german: { H: true } };

/** A card face as an SVG element (decorative: the element around it carries the name). */
export function cardSvg(name, { kind = deck() } = {}) {
  const { suit, rank } = parts(name);
  const colour = RED[kind][suit] ? "#c8102e" : kind === "german" && suit === "S" ? "#1f6b1f" : "#111";
  const short = shortRank(rank);
  const corner = (flip) => s("g", flip ? { transform: "rotate(180 25 35)" } : {},
    s("text", { x: 5, y: 13, "font-size": short.length > 1 ? 10.5 : 12, "font-weight": 700, fill: colour, "font-family": "system-ui, sans-serif" }, document.createTextNode(short)),
    pip(suit, kind, 3.6, 15.5, 8));
  return s("svg", { viewBox: "0 0 50 70", class: "face", "aria-hidden": "true", focusable: "false" },
    s("rect", { x: 0.75, y: 0.75, width: 48.5, height: 68.5, rx: 4.5, fill: "#fff", stroke: "#8b938d", "stroke-width": 1.5 }),
    corner(false), corner(true),
    pip(suit, kind, 13, 23, 24));
}

/** A card back as an SVG element: the felt's green with a lattice. */
export function backSvg() {
  const lines = [];
  for (let i = -70; i < 70; i += 7) {
    lines.push(s("path", { d: `M${i} 0L${i + 70} 70`, stroke: "#cfe3d4", "stroke-width": 0.8, opacity: 0.55 }));
    lines.push(s("path", { d: `M${i + 70} 0L${i} 70`, stroke: "#cfe3d4", "stroke-width": 0.8, opacity: 0.55 }));
  }
  const clip = `c${Math.random().toString(36).slice(2, 8)}`;
  return s("svg", { viewBox: "0 0 50 70", class: "back", "aria-hidden": "true", focusable: "false" },
    s("defs", {}, s("clipPath", { id: clip }, s("rect", { x: 4, y: 4, width: 42, height: 62, rx: 3 }))),
    s("rect", { x: 0.75, y: 0.75, width: 48.5, height: 68.5, rx: 4.5, fill: "#fff", stroke: "#8b938d", "stroke-width": 1.5 }),
    s("rect", { x: 4, y: 4, width: 42, height: 62, rx: 3, fill: "#1d5e33" }),
    s("g", { "clip-path": `url(#${clip})` }, ...lines));
}

/** A card face people can read: an image named "Queen of hearts" (not interactive). */
export function cardFace(name, attrs = {}) {
  const { class: extra, ...rest } = attrs;
  return h("span", { class: `card${extra ? ` ${extra}` : ""}`, role: "img", "aria-label": label(name), "data-card": name, ...rest }, cardSvg(name));
}

/** A card as a button (a hand's card). */
export function cardButton(name, attrs = {}) {
  const { class: extra, ...rest } = attrs;
  return h("button", { type: "button", class: `card${extra ? ` ${extra}` : ""}`, "aria-label": label(name), "data-card": name, ...rest }, cardSvg(name));
}

/** `count` face-down cards, fanned (at most `max` drawn); decorative, the count is said elsewhere. */
export function fan(count, { max = 10 } = {}) {
  const shown = Math.min(count, max);
  const box = h("span", { class: "fan", "aria-hidden": "true", "data-n": String(shown) });
  for (let i = 0; i < shown; i++) {
    const back = h("span", { class: "fan-card" }, backSvg());
    const angle = shown > 1 ? -24 + (48 * i) / (shown - 1) : 0;
    back.style.setProperty("--a", `${angle.toFixed(1)}deg`);
    box.append(back);
  }
  return box;
}

/** A pile: its name, the top card face up (or a back with the count for a face-down pile), and
 * anything the game adds (`extra`: e.g. the wish shown on the discard pile). */
export function pile({ name, title, cards = null, count = 0, testid = null, extra = null, fresh = false }) {
  const top = cards && cards.length ? cards[cards.length - 1] : null;
  const body = top
    ? cardFace(top, { class: `pile-card${fresh ? " arrive" : ""}` })
    : count > 0 ? h("span", { class: "card pile-card back-card" }, backSvg()) : h("span", { class: "card pile-card empty" });
  return h("div", { class: `pile pile-${name}`, "data-testid": testid },
    h("span", { class: "pile-name" }, title || t(`pile.${name}`)),
    h("span", { class: "pile-stack" }, body, extra),
    h("span", { class: "pile-count" }, t("felt.cards", { n: count })));
}

/** One seat of the ring: its name, its cards as fanned backs and their count, whose turn it is
 * and anything the game adds (`extra`: clock, call, totals, actions). */
export function seatChip(seat, { me = false, turn = false, extra = [], pulse = false } = {}) {
  const n = typeof seat.cards === "number" ? seat.cards : Array.isArray(seat.cards) ? seat.cards.length : null;
  return h("li", {
    class: `seat-chip${turn ? " turn" : ""}${me ? " me" : ""}${pulse ? " pulse" : ""}`,
    "data-testid": `seat-${seat.seat}`, "aria-current": turn ? "true" : null,
  },
  h("span", { class: "seat-top" },
    h("strong", { class: "seat-name" }, seat.name),
    turn ? h("span", { class: "badge turn-badge" }, t("felt.to_act")) : null),
  n !== null ? fan(n) : null,
  n !== null ? h("span", { class: "count", "data-testid": `count-${seat.seat}` }, t("felt.cards", { n })) : null,
  ...extra);
}

/** The seats around the table, starting after `me` (so the seat to my left comes first). */
export function seatRing(seats, { me = -1, toAct = null, extra = () => [], pulse = () => false } = {}) {
  const start = me >= 0 ? seats.findIndex((x) => x.seat === me) : -1;
  const order = start >= 0 ? [...seats.slice(start + 1), ...seats.slice(0, start)] : seats;
  return h("ul", { class: "ring", "aria-label": t("felt.players"), "data-seats": String(order.length) },
    order.map((x) => seatChip(x, { turn: x.seat === toAct, extra: extra(x), pulse: pulse(x) })));
}

/** A hand of cards as buttons: `legal` (a Set of names) lights up; `picked` are pressed; every
 * other card is disabled unless `open` (nothing to decide). Keyboard: Tab reaches the hand,
 * the arrow keys move along it, Enter or Space picks. */
export function handView(cards, { legal = new Set(), picked = [], onCard = null, fresh = new Set(), open = false } = {}) {
  const buttons = cards.map((card, i) => {
    const isPicked = picked.includes(card);
    const allowed = legal.has(card);
    return cardButton(card, {
      class: `${allowed ? "legal" : ""}${isPicked ? " picked" : ""}${fresh.has(card) ? " drawn-in" : ""}`,
      "aria-pressed": isPicked ? "true" : "false",
      disabled: !(allowed || isPicked || open),
      "data-focus": `card-${card}-${i}`,
      "data-legal": allowed ? "true" : "false",
      onclick: onCard ? () => onCard(card, i) : null,
    });
  });
  const group = h("div", { class: "hand-cards", role: "group", "aria-label": t("felt.hand"), "data-testid": "hand" }, buttons);
  group.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const all = [...group.querySelectorAll("button.card")];
    const at = all.indexOf(document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    const step = event.key === "ArrowLeft" ? -1 : 1;
    for (let i = at + step; i >= 0 && i < all.length; i += step) {
      if (!all[i].disabled) { all[i].focus(); break; }
    }
  });
  return group;
}

/** Lay a hand out so that every card is on screen: one or two rows, the cards overlapping when
 * there are more than the rows hold side by side.  Call it once the hand is in the document. */
export function fitHand(group) {
  const cardsIn = [...group.querySelectorAll(".card")];
  group.classList.remove("overlap");
  for (const card of cardsIn) card.style.removeProperty("margin-left");
  if (!cardsIn.length) return;
  const width = group.clientWidth;
  const cw = cardsIn[0].getBoundingClientRect().width;
  const gap = 4;
  const perRow = Math.max(1, Math.floor((width + gap) / (cw + gap)));
  const rows = window.innerWidth > window.innerHeight ? 1 : 2;
  if (cardsIn.length <= perRow * rows) return;
  // Overlap: every row holds ceil(n / rows) cards, each shifted by `step` from the previous one.
  const inRow = Math.ceil(cardsIn.length / rows);
  const step = Math.max(10, (width - cw) / Math.max(1, inRow - 1));
  group.classList.add("overlap");
  cardsIn.forEach((card, i) => {
    if (i % inRow !== 0) card.style.setProperty("margin-left", `${(step - cw).toFixed(1)}px`);
    else card.style.setProperty("margin-left", "0px");
  });
  group.style.setProperty("--per-row", String(inRow));
}

/** The log: the newest first, each line with its version. */
export function eventLog(entries, { title = t("felt.log"), testid = "log" } = {}) {
  return h("section", { class: "event-log", "aria-labelledby": `${testid}-h` },
    h("h2", { id: `${testid}-h` }, title),
    entries.length
      ? h("ul", { class: "log", "data-testid": testid }, entries.map((e) => h("li", { "data-version": String(e.id) }, e.text)))
      : h("p", {}, "–"));
}

/** Draw any game's table view in `root`: the other seats around, the piles in the middle, the
 * seat's own hand below.  `legal`: the cards that may be played now (names); `onCard(name, i)`:
 * a hand card was picked; `me`: the viewer's seat; `picked`: the cards chosen so far;
 * `seatExtra(seat)` and `pileExtra(pile)`: what the game adds to a seat or a pile; `controls`:
 * the game's own buttons, shown between the piles and the hand.  Remembers what it drew last
 * (on `root`) to play the short animations of a new top card, drawn cards and a penalty. */
export function renderTableView(root, view, {
  onCard = null, legal = [], me = -1, picked = [], seatExtra = () => [], pileExtra = () => null, controls = null, mine = null, status = null,
} = {}) {
  const before = root.feltMemory || { tops: {}, counts: {}, hand: null };
  const tops = {};
  for (const p of view.piles || []) tops[p.name] = p.cards && p.cards.length ? `${p.cards[p.cards.length - 1]}@${p.cards.length}:${p.count}` : null;
  const counts = Object.fromEntries((view.seats || []).map((x) => [x.seat, typeof x.cards === "number" ? x.cards : (x.cards || []).length]));
  const hand = view.hand || null;
  const fresh = new Set();
  if (hand && before.hand) {
    const old = [...before.hand];
    for (const card of hand) {
      const at = old.indexOf(card);
      if (at >= 0) old.splice(at, 1); else fresh.add(card);
    }
  }
  root.feltMemory = { tops, counts, hand };
  const all = view.seats || [];
  const at = all.findIndex((x) => x.seat === me);
  const others = at >= 0 ? [...all.slice(at + 1), ...all.slice(0, at)] : all;  // from my left round the table
  const legalSet = new Set(legal);
  const handEl = hand ? handView(hand, { legal: legalSet, picked, onCard, fresh }) : null;
  const mySeat = (view.seats || []).find((x) => x.seat === me) || null;
  swap(root,
    h("div", { class: "felt", "data-phase": view.phase || "" },
      status,
      seatRing(others, {
        me: -1, toAct: view.to_act, extra: seatExtra,
        pulse: (x) => before.counts[x.seat] !== undefined && counts[x.seat] - before.counts[x.seat] >= 2,
      }),
      h("div", { class: "centre" }, (view.piles || []).map((p) => pile({
        name: p.name, cards: p.cards, count: p.count, testid: `pile-${p.name}`, extra: pileExtra(p),
        fresh: before.tops[p.name] !== undefined && tops[p.name] !== before.tops[p.name] && tops[p.name] !== null,
      }))),
      mySeat || controls ? h("div", { class: `mine${mySeat && view.to_act === me ? " turn" : ""}` }, mine, controls) : null,
      handEl ? h("div", { class: "hand-wrap" }, handEl) : null));
  if (handEl) fitHand(handEl);
  return { fresh };
}

/** A suit's pip as a small SVG (decorative), in the chosen deck's style. */
export function suitIcon(suit) {
  return s("svg", { viewBox: "0 0 20 20", class: "suit-icon", "aria-hidden": "true", focusable: "false" }, pip(suit, deck(), 0, 0, 20));
}
