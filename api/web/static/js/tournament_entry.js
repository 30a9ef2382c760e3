// A real-cards table's result on the round's page (tournaments with `play` `cards`): where it
// stands, the entries made so far, and — for an entrant seated there or the director — the
// score sheet as a form.  The scorer enters it; an opponent confirms it (or enters the same);
// entries that disagree wait for the director, whose entry is recorded at once.  Every rule is
// the service's: a refusal shows its rule and message at the form.

import { api } from "./api.js";
import { announce, h } from "./dom.js";
import { t } from "./i18n.js";
import { clearError, entrantName, errorSlot, isDirector, showError } from "./tournament_common.js";
import { readGrid, resultGrid } from "./tournament_grid.js";

/**
 * The entry panel of `table` (a round's seating table) of round `roundNo` of tournament summary
 * `s`, for `who` (the signed-in identity or null); `done()` redraws the page after a change.
 */
export function entryPanel(s, roundNo, table, who, done) {
  const status = table.entry_status || "none";
  const seats = (table.seats || []).map((seat) => seat.entrant_id);
  const byId = Object.fromEntries((s.entrants || []).map((e) => [e.entrant_id, e]));
  const labels = seats.map((e) => (byId[e] ? entrantName(byId[e]) : e));
  const mine = who ? seats.find((e) => byId[e] && byId[e].player_id === who.account.player_id) : undefined;
  const director = isDirector(s, who);
  const entries = table.entries || [];
  const no = table.table_no;
  const panel = h("div", { class: "tn-entry", "data-testid": `entry-${no}`, "data-status": status },
    h("p", { "data-testid": `entry-status-${no}` }, t(`tn.entry.status.${status}`)),
    entries.length
      ? h("ul", { class: "tn-entries" }, entries.map((e) => h("li", { "data-entrant": e.entrant_id || "" },
        `${e.entrant_id ? labels[seats.indexOf(e.entrant_id)] || e.name : t("tn.entry.director")}: `,
        e.points.map((row, b) => t("tn.entry.board", { n: b + 1, winner: labels[e.winners[b]] ?? "?", points: row.join(" · ") })).join("; "))))
      : null);
  if (status === "recorded" || (!mine && !director)) return panel;
  const out = errorSlot(`entry-error-${no}`);
  const path = `/v1/tournaments/${s.tournament_id}/rounds/${roundNo}/tables/${no}`;
  const act = async (url, body) => {
    clearError(out);
    try {
      await api(url, { method: "POST", token: who.token, body });
      announce(t("tn.entry.saved"));
      await done();
    } catch (error) {
      showError(out, error);
    }
  };
  const last = entries[entries.length - 1];
  const others = entries.filter((e) => e.entrant_id && e.entrant_id !== mine);
  if (mine && status === "entered" && others.length) {
    panel.append(h("button", { type: "button", class: "primary", "data-testid": `entry-confirm-${no}`, onclick: () => act(`${path}/confirm`, {}) },
      t("tn.entry.confirm")));
  }
  const boards = s.config?.boards || 1;
  const grid = h("div", { class: "tn-grid" }, resultGrid(`entry-${no}`, labels, boards, last || null));
  const form = h("form", { class: "no-print", "data-testid": `entry-form-${no}` },
    h("fieldset", {}, h("legend", {}, director && !mine ? t("tn.entry.settle") : t("tn.entry.enter")), grid),
    h("button", { type: "submit", "data-testid": `entry-submit-${no}` }, director && !mine ? t("tn.entry.record") : t("tn.entry.submit")),
    out);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    act(`${path}/entries`, readGrid(grid, seats.length));
  });
  panel.append(form);
  return panel;
}
