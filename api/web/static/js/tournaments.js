// The tournaments: every tournament with its format, status, entrants and round, linking to its
// standings board; organisers (and admins) find the way to create one.

import { api, href } from "./api.js";
import { h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { errorSlot, identity, isOrganiser, showError, useStyles } from "./tournament_common.js";

export async function render(main) {
  useStyles();
  document.title = `${t("tn.list.title")} · maumau`;
  const who = identity();
  const list = h("section", { class: "panel wide", "aria-labelledby": "tn-list-h" });
  const out = errorSlot("list-error");
  main.replaceChildren(
    h("h1", {}, t("tn.list.title")),
    isOrganiser(who)
      ? h("p", {}, h("a", { class: "button primary", href: href("/tournaments/new"), "data-testid": "new-tournament" }, t("tn.list.new")), " ", h("a", { class: "button", href: href("/leagues/new"), "data-testid": "new-league" }, t("lg.link")))
      : h("p", { class: "hint" }, t("tn.list.organiser_hint")),
    list, out);
  await load(list, out, null, []);
  return () => {};
}

async function load(section, out, cursor, rows) {
  let page;  // {tournaments, next_offset}
  try {
    page = await api(`/v1/tournaments?limit=50${cursor ? `&offset=${encodeURIComponent(cursor)}` : ""}`);
  } catch (error) {
    showError(out, error);
    return;
  }
  const found = Array.isArray(page) ? page : page.tournaments || page.items || [];
  const next = Array.isArray(page) ? null : page.next_offset ?? null;
  const all = [...rows, ...found];
  const heading = h("h2", { id: "tn-list-h", class: "sr-only" }, t("tn.list.title"));
  if (!all.length) {
    swap(section, heading, h("p", { "data-testid": "tournaments-empty" }, t("tn.list.none")));
    return;
  }
  swap(section, heading,
    h("div", { class: "scroll" }, h("table", { "data-testid": "tournaments" },
      h("caption", { class: "sr-only" }, t("tn.list.title")),
      h("thead", {}, h("tr", {}, ["tn.col.name", "tn.col.format", "tn.col.status", "tn.col.entrants", "tn.col.round"]
        .map((k) => h("th", { scope: "col" }, t(k))))),
      h("tbody", {}, all.map((s) => h("tr", { "data-tournament": s.tournament_id },
        h("th", { scope: "row" }, h("a", { href: href(`/tournaments/${s.tournament_id}`) }, s.name || s.config?.name || s.tournament_id)),
        h("td", {}, t(`tn.format.${s.format || s.config?.format}`)),
        h("td", {}, t(`tn.status.${s.status}`)),
        h("td", {}, String(typeof s.entrants === "number" ? s.entrants - (s.withdrawn || 0) : (s.entrants || []).length)),
        h("td", {}, `${s.rounds_seated ?? 0} / ${typeof s.rounds === "number" ? s.rounds : s.config?.rounds ?? "?"}`)))))),
    next !== null ? h("button", { type: "button", onclick: () => load(section, out, next, all) }, t("tn.list.more")) : null);
}
