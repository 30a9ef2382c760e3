// What the tournament pages share: their texts and stylesheet, the director check, refusals in
// words (the API's documented error shape: the rule it names and its message), a tournament's
// live standings stream, and small formatters.  Nothing here decides a rule: every action is
// the service's to accept or refuse.

import { ApiError, BASE, api, store } from "./api.js";
import { h } from "./dom.js";
import { t, tOr } from "./i18n.js";
import { displayName } from "./names.js";
import { follow } from "./sse.js";


/** The tournament pages' own stylesheet (print layout included), loaded once. */
export function useStyles() {
  if (document.getElementById("tournament-css")) return;
  document.head.append(h("link", { id: "tournament-css", rel: "stylesheet", href: `${BASE}/web/tournament.css` }));
}

/** The signed-in identity or null. */
export function identity() {
  return store.identity();
}

/** Whether `who` may create tournaments (an organiser or an admin). */
export function isOrganiser(who) {
  return Boolean(who && ["organiser", "admin"].includes(who.account.role));
}

/** Whether `who` directs tournament `summary` (its organiser, or an admin). */
export function isDirector(summary, who) {
  return Boolean(who && (who.account.role === "admin" || who.account.player_id === summary.organiser_id));
}

/** An alert slot for refusals: role=alert, empty until something is refused. */
export function errorSlot(testid) {
  return h("div", { class: "error", role: "alert", "data-testid": testid });
}

/** Show `error` in `slot`: our words for the rule (when we have them), the rule's name and the
 * service's own message (which names the field for bad input). */
export function showError(slot, error) {
  slot.replaceChildren();
  if (!(error instanceof ApiError)) {
    slot.append(h("p", {}, String(error && error.message ? error.message : error)));
    return;
  }
  const ours = tOr(`tn.rule.${error.rule}`, "");
  slot.dataset.rule = error.rule;
  slot.append(h("p", {},
    h("strong", {}, `${t("tn.error")}: `), ours ? `${ours} ` : "",
    h("span", { class: "rule" }, `(${t("tn.error.rule", { rule: error.rule })}) `),
    h("span", { "data-testid": "error-message" }, error.message)));
}

/** Empty `slot` (a new action starts). */
export function clearError(slot) {
  slot.replaceChildren();
  delete slot.dataset.rule;
}

/** Follow a tournament's standings stream; `onChange(data)` for every `standings` frame,
 * `onState(state)` as the connection goes ("live", "retrying", "ended", "refused"). */
export function followStandings(id, onChange, onState) {
  return follow(`/v1/tournaments/${id}/standings/events`, {
    onFrames(frames) {
      onChange(frames[frames.length - 1].data);
    },
    onState,
  });
}

/** The tournament's summary. */
export function summary(id) {
  return api(`/v1/tournaments/${id}`);
}

/** The seated rounds of summary `s`, oldest first: [{round_no, closed_at, tables, recorded,
 * corrections_until}].  A summary lists them (`rounds`) or names how many are seated
 * (`rounds_seated`) with the current one in brief (`current_round`); every round before the
 * current one is closed (the next round is only seated after that). */
export function seatedRounds(s) {
  if (Array.isArray(s.rounds)) return [...s.rounds].sort((a, b) => a.round_no - b.round_no);
  const n = s.rounds_seated || 0;
  const current = s.current_round || null;
  return Array.from({ length: n }, (_, i) => (current && current.round_no === i + 1 ? current : { round_no: i + 1, closed_at: true }));
}

/** The latest seated round's number (0 before the first). */
export function currentRound(s) {
  const rounds = seatedRounds(s);
  return rounds.length ? rounds[rounds.length - 1].round_no : 0;
}

/** The tournament's name (the summary's, or its configuration's). */
export function nameOf(s) {
  return s.name || s.config.name;
}

/** The tournament's format. */
export function formatOf(s) {
  return s.format || s.config.format;
}

/** A short, readable rendering of a number that may be fractional (matchpoints, bye credit). */
export function num(value) {
  if (value === null || value === undefined) return "–";
  const n = Number(value);
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, "");
}

/** A time (an ISO 8601 text or ms since the epoch) in the reader's words. */
export function when(value) {
  return value ? new Date(value).toLocaleString() : "–";
}

/** The entrants of `s` by id. */
export function entrantsById(s) {
  return Object.fromEntries((s.entrants || []).map((e) => [e.entrant_id, e]));
}

/** An entrant's name for people, as every page names that player (names.js): an entrant, a
 * standings row or a seat ({name}), or the recorded name itself.  Bots say which bot. */
export function entrantName(entrant) {
  if (!entrant) return "?";
  return displayName(typeof entrant === "object" ? entrant.name : entrant);
}

/** A substitute bot's name (the seating list's "bot" of a seat taken over). */
export function botName(bot) {
  return displayName(`bot:${bot}`);
}

/** The words of a tie-break key. */
export function tieBreakWords(key) {
  return tOr(`tn.tb.${key}`, key);
}
