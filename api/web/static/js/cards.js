// Cards as people name them: "HQ" (the API's name) is "Queen of hearts", "Karo-Dame" or, with the
// German deck chosen, "Rot-Ober"; "дама червей"; "红心 Q".  The catalogue holds every word (the
// seeds' terms); the deck choice (French or German suits) is kept in this browser.
// Only presentation: which card may be played is always the service's answer (/legal).

import { store } from "./api.js";
import { h } from "./dom.js";
import { has, lang, t } from "./i18n.js";

const PIPS = { C: "♣", S: "♠", H: "♥", D: "♦" };

/** {suit, rank} of a card name such as "HQ" or "S10". */
export function parts(name) {
  return { suit: name[0], rank: name.slice(1) };
}

/** "french" (clubs, spades, hearts, diamonds) or "german" (Eichel, Grün, Rot, Schellen). */
export function deck() {
  return store.deck() === "german" ? "german" : "french";
}

export function setDeck(kind) {
  store.setDeck(kind === "german" ? "german" : "french");
}

/** A word of the deck: the German deck's own where it has one (`g.rank.Q` "Ober"), else the
 * French deck's (`rank.Q`). */
function term(base, x) {
  if (deck() === "german" && has(`g.${base}.${x}`)) return t(`g.${base}.${x}`);
  return t(`${base}.${x}`);
}

/** The rank as printed in a card's corner ("Q", "D", "Д", "O"). */
export function shortRank(rank) {
  return /^\d+$/.test(rank) ? rank : term("short", rank);
}

/** The card's name on its own, as a label starts: "Queen of hearts" / "Karo-Dame" / "Дама червей"
 * (the catalogue writes the name as it stands inside a sentence: "дама червей"). */
export function label(name) {
  const { suit, rank } = parts(name);
  const text = t("card", { rank: term("rank", rank), suit: term("suit.of", suit) });
  return text.charAt(0).toLocaleUpperCase(lang()) + text.slice(1);
}

/** The card's name inside a sentence, as its object: "the Queen of hearts" / "die Karo-Dame" /
 * "даму червей" (the catalogue's accusative forms). */
export function object(name) {
  const { suit, rank } = parts(name);
  return t("card.acc", { art: term("art.acc", rank), rank: term("rank.acc", rank), suit: term("suit.of", suit) });
}

/** Several cards as an object: "the Seven of hearts and the Seven of spades". */
export function objects(names) {
  const list = names.filter(Boolean).map(object);
  if (list.length <= 1) return list.join("");
  return t("list.and", { a: list.slice(0, -1).join(t("list.comma")), b: list[list.length - 1] });
}

/** A suit on its own: "Hearts" / "Herz" / "черви" / "红心" (German deck: "Rot"). */
export function suitName(suit) {
  return term("suit", suit);
}

/** A suit as the wish: "Hearts" with its symbol (for buttons and the discard pile). */
export function suitLabel(suit) {
  return `${symbol(suit)} ${suitName(suit)}`.trim();
}

const FRENCH = { C: "♣", S: "♠", H: "♥", D: "♦" };
const GERMAN = { C: "", S: "", H: "", D: "" };  // no glyph in every font: the SVG pips (felt.suitIcon) show them

export function symbol(suit) {
  return (deck() === "german" ? GERMAN : FRENCH)[suit] || "";
}

/** A small text card (the teaching pages): rank and pip, read out by its name. */
export function face(name, extra = {}) {
  const { suit, rank } = parts(name);
  return h("span", { class: `card suit-${suit}`, role: "img", "aria-label": label(name), "data-card": name, ...extra },
    h("span", { class: "rank", "aria-hidden": "true" }, rank),
    h("span", { class: "pip", "aria-hidden": "true" }, PIPS[suit]));
}

/** A small text card as a toggle button (the teaching pages' hands). */
export function button(name, attrs) {
  const { suit, rank } = parts(name);
  return h("button", { type: "button", class: `card suit-${suit}`, "aria-label": label(name), "data-card": name, ...attrs },
    h("span", { class: "rank", "aria-hidden": "true" }, rank),
    h("span", { class: "pip", "aria-hidden": "true" }, PIPS[suit]));
}

/** Face-down cards, for counts (the teaching pages). */
export function backs(count) {
  return h("span", { class: "backs", "aria-hidden": "true" }, "🂠".repeat(Math.min(count, 12)));
}
