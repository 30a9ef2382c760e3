// A table's result as a form: each seat's points on each board, each board's winner, the seats
// that forfeited.  The director's correction and a real-cards table's entry use the same grid.
// Seats are rows and boards columns: a table of five seats grows downwards, so it fits a phone;
// the last row picks each board's winner, the last column the forfeits.

import { h } from "./dom.js";
import { t } from "./i18n.js";

/**
 * The grid for `seats` seat labels and `boards` boards, filled from `result` (points, winners,
 * forfeited) when given; every input carries `data-testid` `${prefix}-points-${b}-${s}` and
 * `${prefix}-winner-${b}`.
 */
export function resultGrid(prefix, labels, boards, result = null) {
  const seats = labels.map((_, s) => s);
  const cols = Array.from({ length: boards }, (_, b) => b);
  return h("div", { class: "scroll" }, h("table", {},
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, ""),
      cols.map((b) => h("th", { scope: "col" }, t("tn.desk.board_n", { n: b + 1 }))),
      h("th", { scope: "col" }, t("tn.desk.forfeited")))),
    h("tbody", {}, seats.map((s) => h("tr", { "data-seat": String(s) },
      h("th", { scope: "row" }, labels[s]),
      cols.map((b) => h("td", {}, h("input", {
        type: "number", min: -1000, max: 1000, step: "1", value: String(result?.points?.[b]?.[s] ?? 0), class: "narrow",
        "data-points": `${b}-${s}`, "data-testid": `${prefix}-points-${b}-${s}`, "aria-label": t("tn.desk.points_of", { name: labels[s], n: b + 1 }),
      }))),
      h("td", {}, h("input", {
        type: "checkbox", "data-forfeit": String(s), checked: (result?.forfeited || []).includes(s),
        "aria-label": `${t("tn.desk.forfeited")}: ${labels[s]}`,
      }))))),
    h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("tn.desk.winner")),
      cols.map((b) => h("td", {}, h("select", { "data-winner": String(b), "data-testid": `${prefix}-winner-${b}`, "aria-label": t("tn.desk.winner_of", { n: b + 1 }) },
        seats.map((s) => h("option", { value: String(s), selected: (result?.winners?.[b] ?? 0) === s }, labels[s]))))),
      h("td", {})))));
}

/** What a grid holds: `{ points, winners, forfeited }` for `seatCount` seats. */
export function readGrid(grid, seatCount) {
  const seats = Array.from({ length: seatCount }, (_, s) => s);
  const boards = [...grid.querySelectorAll("[data-winner]")].map((select) => Number(select.dataset.winner));
  return {
    points: boards.map((b) => seats.map((s) => Number(grid.querySelector(`[data-points="${b}-${s}"]`).value) || 0)),
    winners: boards.map((b) => Number(grid.querySelector(`[data-winner="${b}"]`).value)),
    forfeited: seats.filter((s) => grid.querySelector(`[data-forfeit="${s}"]`).checked),
  };
}
