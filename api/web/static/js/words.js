// Events in words, for the table's log, the replay viewer and the audit trail (the events as this
// viewer got them: another seat's drawn cards arrive as null and are said as a count).  Every
// sentence about a seat has two messages: one for the viewer ("Du hast die Karo-Dame gelegt.")
// and one for anybody else ("Anna legt die Karo-Dame."); a number chooses its plural form.

import { t, tPerson } from "./i18n.js";
import { label, objects, suitName } from "./cards.js";

const SUITS = ["C", "D", "H", "S"];

function suitOf(value) {
  return typeof value === "number" ? SUITS[value] || "" : String(value);
}

/** A sentence for event `e`, seen from seat `me` (-1 or null: a spectator); `name(seat)` names
 * another seat.  Empty for bookkeeping events. */
export function describe(e, name, me = -1) {
  const who = (key, seat, vars = {}) => tPerson(key, seat, me, name, vars);
  switch (e.type) {
    case "MatchStarted": return t("ev.match_started");
    case "RoundStarted": return t("ev.round_started", { n: e.round_no });
    case "StartCardTurned": return t("ev.start_card", { card: label(e.card) });
    case "CardPlayed": return who("ev.played", e.seat, { cards: objects(e.cards || []) });
    case "SuitWished": return who("ev.wished", e.seat, { suit: suitName(suitOf(e.suit)) });
    case "MauCalled": return who("ev.called", e.seat, { call: t(`call.${e.call}`) });
    case "CallMissed": return who("ev.missed", e.seat, { call: t(`call.${e.call}`) });
    case "ChallengeRefused":
      if (e.target === me) return t("ev.refused.on_you", { p: name(e.by) });
      return who("ev.refused", e.by, { q: name(e.target) });
    case "PenaltyApplied": {
      const why = e.by !== null && e.by !== undefined ? "call" : "card";
      return who(`ev.penalty_${why}`, e.seat, { n: e.count });
    }
    case "CardDrawn": {
      const known = (e.cards || []).filter((c) => c !== null && c !== undefined);
      if (known.length && e.seat === me) return t("ev.drew_own", { cards: objects(known), n: known.length });
      return who("ev.drew", e.seat, { n: e.count ?? (e.cards || []).length });
    }
    case "DrawPileReshuffled": return t("ev.reshuffled");
    case "TurnSkipped": return who("ev.skipped", e.seat);
    case "DirectionReversed": return t("ev.reversed");
    case "Passed": return who("ev.passed", e.seat);
    case "ChallengeWindowClosed": return who("ev.window_closed", e.seat);
    case "RoundWon": return who("ev.round_won", e.seat, { n: e.round_no });
    case "MatchFinished": return winners(e.winners || [], name, me);
    case "TurnTimedOut": return who("ev.timeout", e.seat);
    case "SeatForfeited": return who("ev.forfeit", e.seat);
    default: return "";
  }
}

/** Like describe(), and a sentence for the bookkeeping events too (the replay and the audit
 * trail show every event). */
export function describeAll(e, name, me = -1) {
  const text = describe(e, name, me);
  if (text) return text;
  const who = (key, seat) => tPerson(key, seat, me, name);
  switch (e.type) {
    case "CardsDealt": return t("ev.dealt");
    case "TurnEnded": return who("ev.turn_ended", e.seat);
    case "TurnClockStarted": return who("ev.clock_started", e.seat);
    case "TurnClockStopped": return who("ev.clock_stopped", e.seat);
    case "DealsRevealed": return t("ev.revealed");
    default: return t("ev.bookkeeping");
  }
}

/** "You won the match." / "Anna won the match." / "You and Anna won the match." */
export function winners(seats, name, me = -1) {
  const mine = seats.includes(me) && me >= 0;
  const others = seats.filter((s) => s !== me).map(name);
  const list = others.length <= 1 ? others.join("") : t("list.and", { a: others.slice(0, -1).join(t("list.comma")), b: others[others.length - 1] });
  if (mine && others.length) return t("ev.match_over.you_and", { p: list });
  if (mine) return t("ev.match_over.you");
  return t("ev.match_over.other", { p: list, n: others.length });
}
