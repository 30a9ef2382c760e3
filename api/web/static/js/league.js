// A league's page (`/leagues/{id}`): its name and rule, its events (each linked to its standings
// board, counting or not yet, final or provisional) and the league table (rank, "2=" for a shared
// one, player, total, events played, each event's league points with a dropped result struck
// through and marked in words, the table's final / provisional badge, the CSV).  The league's
// organiser (or an admin) adds a tournament by its id.  `/leagues/new`: an organiser creates a
// league.  Nothing here decides a rule: the service computes the table and accepts or refuses.

import { ApiError, BASE, api, href } from "./api.js";
import { announce, field, h, swap } from "./dom.js";
import { t, tOr } from "./i18n.js";
import { displayName } from "./names.js";
import { identity, isDirector, isOrganiser, useStyles } from "./tournament_common.js";

function useLeagueStyles() {
  useStyles();
  if (document.getElementById("league-css")) return;
  document.head.append(h("link", { id: "league-css", rel: "stylesheet", href: `${BASE}/web/league.css` }));
}

export async function render(main, id) {
  useLeagueStyles();
  return id ? renderLeague(main, id) : renderNew(main);
}

/** A refusal in words: ours for the rule (league's, else the tournament pages'), the rule's name
 * and the service's own message. */
function showRefusal(slot, error) {
  slot.replaceChildren();
  if (!(error instanceof ApiError)) {
    slot.append(h("p", {}, String(error && error.message ? error.message : error)));
    return;
  }
  const ours = tOr(`lg.rule.${error.rule}`, tOr(`tn.rule.${error.rule}`, ""));
  slot.dataset.rule = error.rule;
  slot.append(h("p", {},
    h("strong", {}, `${t("lg.error")}: `), ours ? `${ours} ` : "",
    h("span", { class: "rule" }, `(${t("lg.error.rule", { rule: error.rule })}) `),
    h("span", { "data-testid": "error-message" }, error.message)));
}

function errorSlot(testid) {
  return h("div", { class: "error", role: "alert", "data-testid": testid });
}

// ------------------------------------------------------------------ a new league

function renderNew(main) {
  document.title = `${t("lg.new.title")} · maumau`;
  const who = identity();
  if (!isOrganiser(who)) {
    main.replaceChildren(h("h1", {}, t("lg.new.title")), h("p", { class: "hint", "data-testid": "lg-organiser-hint" }, t("lg.new.organiser_hint")));
    return () => {};
  }
  const out = errorSlot("lg-create-error");
  const name = h("input", { name: "name", required: true, maxlength: 100, autocomplete: "off", "data-testid": "lg-name" });
  const scheme = h("select", { name: "scheme", "data-testid": "lg-scheme" },
    h("option", { value: "field" }, t("lg.new.points_field")),
    h("option", { value: "list" }, t("lg.new.points_list")));
  const list = h("input", { name: "points", inputmode: "numeric", autocomplete: "off", placeholder: "25, 18, 15, 12, 10", "data-testid": "lg-points" });
  const listField = field(t("lg.new.points_custom"), list);
  const bestOf = h("input", { name: "best_of", type: "number", min: 1, max: 50, step: 1, "data-testid": "lg-best-of" });
  const sync = () => {
    const custom = scheme.value === "list";
    list.disabled = !custom;
    list.required = custom;
    listField.hidden = !custom;
  };
  scheme.addEventListener("change", sync);
  sync();
  const form = h("form", { class: "panel lg-form no-print", "data-testid": "lg-create", novalidate: true },
    field(t("lg.new.name"), name), field(t("lg.new.points"), scheme), listField, field(t("lg.new.best_of"), bestOf),
    h("button", { type: "submit", class: "primary", "data-testid": "lg-create-submit" }, t("lg.new.create")), out);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    out.replaceChildren();
    const body = { name: name.value.trim() };
    if (scheme.value === "list") {
      const parts = list.value.split(",").map((p) => p.trim()).filter((p) => p !== "");
      if (!parts.length || parts.some((p) => !/^\d+$/.test(p))) {
        out.append(h("p", {}, t("lg.new.bad_points")));
        list.focus();
        return;
      }
      body.points = parts.map(Number);
    } else {
      body.points = "field";
    }
    body.best_of = bestOf.value === "" ? null : Number(bestOf.value);
    try {
      const created = await api("/v1/leagues", { method: "POST", token: who.token, body });
      location.assign(href(`/leagues/${created.league_id}`));
    } catch (error) {
      showRefusal(out, error);
    }
  });
  main.replaceChildren(h("h1", {}, t("lg.new.title")), h("p", {}, t("lg.new.intro")), form);
  return () => {};
}

// ------------------------------------------------------------------ a league's page

async function renderLeague(main, id) {
  const head = h("div", { class: "tn-head" });
  const error = errorSlot("league-error");
  const events = h("section", { class: "panel wide", "aria-labelledby": "lg-events-h" });
  const table = h("section", { class: "panel wide", "aria-labelledby": "lg-table-h" });
  const add = h("section", { class: "panel wide no-print", "aria-labelledby": "lg-add-h" });
  main.replaceChildren(head, error, h("div", { class: "grid" }, events, table, add));
  let league;
  try {
    league = await api(`/v1/leagues/${id}`);
  } catch (problem) {
    swap(head, h("h1", {}, t("lg.title")));
    showRefusal(error, problem);
    return () => {};
  }
  const draw = () => {
    document.title = `${league.name} · maumau`;
    drawHead(head, league);
    drawEvents(events, league);
    drawTable(table, league);
  };
  draw();
  drawAdd(add, league, id, (fresh) => { league = fresh; draw(); });
  return () => {};
}

function standingBadge(final, testid) {
  return h("span", { class: `badge ${final ? "final" : "provisional"}`, "data-testid": testid, "data-final": String(final) },
    t(final ? "lg.final" : "lg.provisional"));
}

function drawHead(head, league) {
  const rule = league.points === null ? t("lg.meta.field") : t("lg.meta.list", { points: league.points.join(", ") });
  const best = league.best_of === null ? t("lg.meta.all") : t("lg.meta.best_of", { n: league.best_of });
  swap(head,
    h("h1", { "data-testid": "lg-name" }, league.name, standingBadge(league.table.final, "lg-standing")),
    h("p", { class: "meta", "data-testid": "lg-rule" }, `${rule} ${best}`),
    h("p", { class: "meta" }, t(league.table.final ? "lg.note.final" : "lg.note.provisional")));
}

function drawEvents(section, league) {
  const heading = h("h2", { id: "lg-events-h" }, t("lg.events"));
  const columns = league.table.events;
  if (!columns.length) {
    swap(section, heading, h("p", { "data-testid": "lg-events-none" }, t("lg.events.none")));
    return;
  }
  swap(section, heading, h("ol", { class: "lg-events", "data-testid": "lg-events" }, columns.map((e) => h("li", {
    "data-tournament": e.tournament_id, "data-counts": String(e.counts), "data-final": String(e.final),
  },
  h("a", { href: href(`/tournaments/${e.tournament_id}`) }, e.name),
  " · ", h("span", { class: e.counts ? "counts" : "not-yet" }, t(e.counts ? "lg.event.counts" : "lg.event.not_yet")),
  e.counts ? [" · ", standingBadge(e.final, "lg-event-standing"), " · ", t("lg.event.players", { n: e.entrants })] : null))));
}

function drawTable(section, league) {
  const heading = h("h2", { id: "lg-table-h" }, t("lg.table"));
  const csv = h("p", {}, h("a", { href: href(`/v1/leagues/${league.league_id}/table?format=csv`), download: `league-${league.league_id}.csv`, "data-testid": "lg-csv" }, t("lg.csv")));
  const { events, rows } = league.table;
  if (!rows.length) {
    swap(section, heading, h("p", { "data-testid": "lg-table-none" }, t("lg.table.none")), csv);
    return;
  }
  const counting = events.filter((e) => e.counts);
  const ranks = {};
  for (const row of rows) ranks[row.rank] = (ranks[row.rank] || 0) + 1;
  swap(section, heading,
    h("div", { class: "scroll" }, h("table", { class: "standings lg-table", "data-testid": "lg-table" },
      h("caption", { class: "sr-only" }, t("lg.table")),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col" }, t("lg.col.rank")),
        h("th", { scope: "col", class: "col-entrant" }, t("lg.col.player")),
        h("th", { scope: "col" }, t("lg.col.total")),
        h("th", { scope: "col" }, t("lg.col.played")),
        counting.map((e) => h("th", { scope: "col", class: "lg-event-col", "data-tournament": e.tournament_id }, e.name)))),
      h("tbody", {}, rows.map((row) => {
        const shared = ranks[row.rank] > 1;
        const results = Object.fromEntries(row.results.map((r) => [r.tournament_id, r]));
        return h("tr", { "data-key": row.key },
          h("td", { class: "num", "data-testid": "lg-rank", title: shared ? t("lg.shared") : null }, shared ? `${row.rank}=` : String(row.rank)),
          h("th", { scope: "row", class: "col-entrant" }, displayName(row.name)),
          h("td", { class: "num col-score", "data-testid": "lg-total" }, String(row.total)),
          h("td", { class: "num", "data-testid": "lg-played" }, String(row.events_played)),
          counting.map((e) => {
            const r = results[e.tournament_id];
            if (!r) return h("td", { class: "num", "data-tournament": e.tournament_id }, h("span", { "aria-hidden": "true" }, "–"), h("span", { class: "sr-only" }, t("lg.not_played")));
            if (r.counted) return h("td", { class: "num", "data-tournament": e.tournament_id, "data-points": r.points }, String(r.points));
            return h("td", { class: "num dropped", "data-tournament": e.tournament_id, "data-points": r.points, "data-dropped": "true" },
              h("s", {}, String(r.points)), " ", h("span", { class: "badge dropped" }, t("lg.dropped")));
          }));
      })))),
    csv);
}

function drawAdd(section, league, id, onAdded) {
  const who = identity();
  if (!isDirector(league, who)) {
    section.remove();
    return;
  }
  const out = errorSlot("lg-add-error");
  const done = h("p", { role: "status", "data-testid": "lg-add-done" });
  const tid = h("input", { name: "tournament_id", required: true, autocomplete: "off", spellcheck: "false", maxlength: 64, "aria-describedby": "lg-add-hint", "data-testid": "lg-add-id" });
  const form = h("form", { class: "lg-form", "data-testid": "lg-add" },
    h("p", { class: "hint", id: "lg-add-hint" }, t("lg.add.hint")),
    field(t("lg.add.id"), tid),
    h("button", { type: "submit", class: "primary", "data-testid": "lg-add-submit" }, t("lg.add.submit")), out, done);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    out.replaceChildren();
    delete out.dataset.rule;
    done.textContent = "";
    try {
      const answer = await api(`/v1/leagues/${id}/events`, { method: "POST", token: who.token, body: { tournament_id: tid.value.trim() } });
      const added = answer.league.table.events.find((e) => e.tournament_id === tid.value.trim());
      onAdded(answer.league);
      done.textContent = t("lg.add.done", { name: added ? added.name : tid.value.trim() });
      announce(done.textContent);
      tid.value = "";
    } catch (error) {
      showRefusal(out, error);
    }
  });
  section.replaceChildren(h("h2", { id: "lg-add-h" }, t("lg.add.title")), form);
}
