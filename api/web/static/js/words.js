// Events in words, for the table's log and the replay viewer (the events as this viewer got them:
// another seat's drawn cards arrive as null and are said as a count).

import { t } from "./i18n.js";
import { label } from "./cards.js";

function list(cards) {
  return (cards || []).filter(Boolean).map(label).join(", ");
}

/** A sentence for event `e`; `name(seat)` names a seat. Empty for bookkeeping events. */
export function describe(e, name) {
  const text = sentence(e, name);
  const you = t("table.you");  // "you played ..." starts a sentence: "You played ..."; names stay as they are
  return text.startsWith(`${you} `) ? you.charAt(0).toUpperCase() + text.slice(1) : text;
}

function sentence(e, name) {
  switch (e.type) {
    case "MatchStarted": return t("ev.match_started");
    case "RoundStarted": return t("ev.round_started", { n: e.round_no });
    case "StartCardTurned": return t("ev.start_card", { card: label(e.card) });
    case "CardPlayed": return t("ev.played", { p: name(e.seat), cards: list(e.cards) });
    case "SuitWished": return t("ev.wished", { p: name(e.seat), suit: t(`suit.${e.suit}`) });
    case "MauCalled": return t("ev.called", { p: name(e.seat), call: t(`call.${e.call}`) });
    case "CallMissed": return t("ev.missed", { p: name(e.seat), call: t(`call.${e.call}`) });
    case "ChallengeRefused": return t("ev.refused", { p: name(e.by), q: name(e.target) });
    case "PenaltyApplied": return t("ev.penalty", { p: name(e.seat), n: e.count, why: e.reason });
    case "CardDrawn": {
      const known = (e.cards || []).filter(Boolean);
      if (known.length) return t("ev.drew_own", { p: name(e.seat), cards: list(known) });
      return t("ev.drew", { p: name(e.seat), n: e.count ?? (e.cards || []).length });
    }
    case "DrawPileReshuffled": return t("ev.reshuffled");
    case "TurnSkipped": return t("ev.skipped", { p: name(e.seat) });
    case "DirectionReversed": return t("ev.reversed");
    case "Passed": return t("ev.passed", { p: name(e.seat) });
    case "ChallengeWindowClosed": return t("ev.window_closed", { p: name(e.seat) });
    case "RoundWon": return t("ev.round_won", { p: name(e.seat), n: e.round_no });
    case "MatchFinished": return t("ev.match_over", { p: (e.winners || []).map(name).join(", ") });
    case "TurnTimedOut": return t("ev.timeout", { p: name(e.seat) });
    case "SeatForfeited": return t("ev.forfeit", { p: name(e.seat) });
    default: return "";
  }
}
