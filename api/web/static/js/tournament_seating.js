// The seating list of a tournament round: every table with its seats (numbered from 1, as on
// paper) and entrants (each linked to its score card), a link to the
// table's own page (and its score sheet), the result once the table has finished, and who sits
// out (byes).  Printable: the print stylesheet leaves only the list; the service also offers a
// printable seating list and score sheets of its own.

import { api, href } from "./api.js";
import { h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { botName, entrantName, entrantsById, errorSlot, identity, nameOf as tournamentName, num, seatedRounds, showError, summary, useStyles } from "./tournament_common.js";
import { entryPanel } from "./tournament_entry.js";

export async function render(main, id, round) {
  useStyles();
  const n = Number(round);
  const out = errorSlot("seating-error");
  let s;
  let seating;
  try {
    [s, seating] = await Promise.all([summary(id), api(`/v1/tournaments/${id}/rounds/${n}`)]);
  } catch (error) {
    main.replaceChildren(h("h1", {}, t("tn.board.round_n", { n })),
      h("p", {}, h("a", { href: href(`/tournaments/${id}`) }, t("tn.seating.back"))), out);
    showError(out, error);
    return () => {};
  }
  const title = t("tn.seating.title", { name: tournamentName(s), n });
  document.title = `${title} · maumau`;
  const names = entrantsById(s);
  const known = seatedRounds(s).map((r) => r.round_no);
  const base = `/v1/tournaments/${id}/rounds/${n}`;
  const tables = seating.tables || [];
  const cards = s.config?.play === "cards";  // real cards: no table of the service, results entered here
  const byes = seating.byes || [];
  main.replaceChildren(
    h("h1", {}, title),
    h("nav", { class: "links no-print", "aria-label": t("tn.board.links") },
      h("a", { href: href(`/tournaments/${id}`) }, t("tn.seating.back")),
      known.includes(n - 1) ? h("a", { href: href(`/tournaments/${id}/rounds/${n - 1}`), rel: "prev" }, t("tn.seating.prev")) : null,
      known.includes(n + 1) ? h("a", { href: href(`/tournaments/${id}/rounds/${n + 1}`), rel: "next" }, t("tn.seating.next")) : null,
      h("a", { href: href(`${base}/seating.html`) }, t("tn.seating.printable")),
      h("a", { href: href(`${base}/score-sheets.html`) }, t("tn.seating.sheets")),
      h("a", { href: href(`/tournaments/${id}/travellers?round=${n}`), "data-testid": "travellers-link" }, t("tn.paper.travellers")),
      h("button", { type: "button", "data-testid": "print", onclick: () => window.print() }, t("tn.seating.print"))),
    out,
    h("div", { class: "tn-tables", "data-testid": "seating" },
      tables.map((table) => drawTable(id, table, names, s.config?.game || "maumau", cards ? entryPanel(s, n, table, identity(), () => render(main, id, round)) : null))),
    h("section", { class: "panel tn-byes", "aria-labelledby": "byes-h" },
      h("h2", { id: "byes-h" }, t("tn.seating.byes")),
      byes.length
        ? h("ul", { "data-testid": "byes" }, byes.map((b) => h("li", {}, nameOf(b, names))))
        : h("p", { "data-testid": "no-byes" }, t("tn.seating.no_byes"))));
  return () => {};
}

/** An entrant (an id or an object with one) as its name. */
function nameOf(entry, names) {
  if (entry && typeof entry === "object") {
    if (entry.name) return entrantName(entry);
    return names[entry.entrant_id] ? entrantName(names[entry.entrant_id]) : entry.entrant_id;
  }
  return names[entry] ? entrantName(names[entry]) : String(entry);
}

function seatsOf(table, names) {
  if (table.seats) return table.seats;
  return (table.entrants || []).map((e, seat) => ({ seat, entrant_id: e, name: names[e]?.name || e }));
}

/** One table of the round; a table of another game than Mau-Mau opens on that game's page. */
function drawTable(id, table, names, game, entry) {
  const headingId = `table-${table.table_no}-h`;
  const result = table.result || null;
  const seats = seatsOf(table, names);
  const totals = result ? seats.map((_, i) => result.points.reduce((sum, board) => sum + (board[i] || 0), 0)) : null;
  const wins = result ? seats.map((_, i) => result.winners.filter((w) => w === i).length) : null;
  return h("section", { class: "panel tn-table", "aria-labelledby": headingId, "data-table": String(table.table_no) },
    h("h2", { id: headingId }, t("tn.seating.table", { n: table.table_no })),
    h("table", {},
      h("caption", { class: "sr-only" }, t("tn.seating.table", { n: table.table_no })),
      h("thead", {}, h("tr", {},
        h("th", { scope: "col" }, t("tn.seating.seat")), h("th", { scope: "col" }, t("tn.seating.entrant")),
        h("th", { scope: "col" }, t("tn.seating.result")))),
      h("tbody", {}, seats.map((seat, i) => h("tr", {},
        h("td", {}, String((seat.seat ?? i) + 1)),
        h("th", { scope: "row" },
          h("a", { href: href(`/tournaments/${id}/entrants/${encodeURIComponent(seat.entrant_id)}/card`) },
            seat.name ? entrantName(seat) : nameOf(seat.entrant_id, names)),
          seat.substitute ? h("span", { class: "badge" }, t("tn.seating.substitute", { bot: botName(seat.substitute) })) : null),
        h("td", {}, result
          ? `${t("tn.seating.points", { points: num(totals[i]) })}, ${t("tn.seating.won", { n: wins[i] })}`
          : t("tn.seating.playing")))))),
    entry,
    entry ? null : h("p", { class: "links no-print" }, game === "maumau"
      ? [h("a", { href: href(`/t/${table.table_id}`), "data-testid": `open-table-${table.table_no}` }, t("tn.seating.open")),
        h("a", { href: href(`/t/${table.table_id}/sheet`) }, t("tn.seating.sheet"))]
      : h("a", { href: href(`/g/${game}/${table.table_id}`), "data-testid": `open-table-${table.table_no}` }, t("tn.seating.open"))),
    h("p", { class: "hint print-only" }, table.table_id));
}
