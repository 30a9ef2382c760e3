// Cards as people see them: "HQ" (the API's name) shown as "Q♥", read out as "Queen of hearts".
// Only presentation: which card may be played is always the service's answer (/legal).

import { h } from "./dom.js";
import { t } from "./i18n.js";

const SYMBOLS = { C: "♣", S: "♠", H: "♥", D: "♦" };

/** {suit, rank} of a card name such as "HQ" or "S10". */
export function parts(name) {
  return { suit: name[0], rank: name.slice(1) };
}

/** The spoken name: "Queen of hearts" / "Herz-Dame". */
export function label(name) {
  const { suit, rank } = parts(name);
  return t("card", { rank: t(`rank.${rank}`), suit: t(`suit.${suit}`) });
}

export function suitLabel(suit) {
  return `${SYMBOLS[suit] || ""} ${t(`suit.${suit}`)}`;
}

export function symbol(suit) {
  return SYMBOLS[suit] || "";
}

/** A card face (not interactive). */
export function face(name, extra = {}) {
  const { suit, rank } = parts(name);
  return h("span", { class: `card suit-${suit}`, role: "img", "aria-label": label(name), "data-card": name, ...extra },
    h("span", { class: "rank", "aria-hidden": "true" }, rank),
    h("span", { class: "pip", "aria-hidden": "true" }, SYMBOLS[suit]));
}

/** A card as a toggle button (the hand). */
export function button(name, attrs) {
  const { suit, rank } = parts(name);
  return h("button", { type: "button", class: `card suit-${suit}`, "aria-label": label(name), "data-card": name, ...attrs },
    h("span", { class: "rank", "aria-hidden": "true" }, rank),
    h("span", { class: "pip", "aria-hidden": "true" }, SYMBOLS[suit]));
}

/** A face-down card back, for counts. */
export function backs(count) {
  return h("span", { class: "backs", "aria-hidden": "true" }, "🂠".repeat(Math.min(count, 12)));
}
