// Leaderboards: players ranked per ruleset and period, rated or unrated.

import { api } from "./api.js";
import { h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { displayName } from "./names.js";

const ORDERS = ["ordinal", "win_rate", "matches_won", "rounds_won", "longest_streak", "mean_penalty_points"];

export async function render(main) {
  document.title = `${t("boards.title")} · maumau`;
  const rulesets = await api("/v1/rulesets?limit=200");
  const ruleset = h("select", { id: "b-ruleset", "data-testid": "b-ruleset" }, h("option", { value: "*" }, t("boards.all")),
    rulesets.map((r) => h("option", { value: r.id }, r.preset ? r.id : r.name)));
  const period = h("input", { id: "b-period", type: "month", "data-testid": "b-period" });
  const rated = h("select", { id: "b-rated", "data-testid": "b-rated" },
    h("option", { value: "true" }, t("boards.rated")), h("option", { value: "false" }, t("boards.unrated")));
  const order = h("select", { id: "b-order" }, ORDERS.map((o) => h("option", { value: o }, t(`boards.order.${o}`))));
  const out = h("div", { "aria-live": "polite" });
  const form = h("form", { class: "inline", "aria-label": t("boards.filters") },
    h("label", { for: "b-ruleset" }, t("tables.ruleset")), ruleset,
    h("label", { for: "b-period" }, t("boards.period")), period,
    h("label", { for: "b-rated" }, t("boards.board")), rated,
    h("label", { for: "b-order" }, t("boards.order")), order);
  main.replaceChildren(h("h1", {}, t("boards.title")), form, out);

  const ask = (ratedValue) => api(`/v1/leaderboards?${new URLSearchParams({
    ruleset: ruleset.value, period: period.value || "all", rated: ratedValue, order: order.value, limit: "50",
  })}`);

  async function load(first = false) {
    try {
      let rows = await ask(rated.value);
      if (first && !rows.length) {
        // The board opens where there is something to see: after a first (unrated) match the
        // rated board is empty, the unrated one is not.
        const other = rated.value === "true" ? "false" : "true";
        const others = await ask(other);
        if (others.length) { rated.value = other; rows = others; }
      }
      swap(out, rows.length
        ? h("div", { class: "scroll" }, h("table", { "data-testid": "leaderboard" },
          h("thead", {}, h("tr", {}, ["rank", "player", "ruleset", "played", "won", "win_rate", "rounds_won", "mean_penalty", "streak", "rating"]
            .map((k) => h("th", { scope: "col" }, t(`boards.col.${k}`))))),
          h("tbody", {}, rows.map((r) => h("tr", {},
            h("td", {}, String(r.rank)), h("th", { scope: "row" }, displayName(r.player)), h("td", {}, r.ruleset),
            h("td", {}, String(r.matches_played)), h("td", {}, String(r.matches_won)),
            h("td", {}, `${Math.round(r.win_rate * 100)} %`), h("td", {}, String(r.rounds_won)),
            h("td", {}, r.mean_penalty_points.toFixed(1)), h("td", {}, String(r.longest_streak)),
            h("td", {}, r.ordinal.toFixed(2)))))))
        : h("p", { "data-testid": "leaderboard-empty" }, t("boards.empty")));
    } catch (error) {
      swap(out, h("p", { role: "alert" }, error.message));
    }
  }
  form.addEventListener("change", () => load());
  await load(true);
  return () => {};
}
