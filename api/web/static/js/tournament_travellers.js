// A tournament's travellers: for each round and board, every table's line on that board — the
// seats numbered from 1 with their entrants (by name; a bot that took a withdrawn player's seat
// over is marked on it, and the points are the bot's), the points, who won it, forfeits, and the
// director's corrections marked with their reason.  Printable: the print stylesheet hides the
// navigation and keeps each traveller on one page.

import { href } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { entrantName, errorSlot, nameOf as tournamentName, num, seatedRounds, showError, summary, useStyles } from "./tournament_common.js";
import { read, resultBadges, substituteBadge } from "./tournament_paper.js";

export async function render(main, id) {
  useStyles();
  const round = Number(new URLSearchParams(location.search).get("round")) || null;
  const out = errorSlot("travellers-error");
  let s;
  let answer;
  try {
    [s, answer] = await Promise.all([summary(id), read(`/v1/tournaments/${id}/travellers${round ? `?round=${round}` : ""}`)]);
  } catch (error) {
    main.replaceChildren(h("h1", {}, t("tn.paper.travellers")),
      h("p", {}, h("a", { href: href(`/tournaments/${id}`) }, t("tn.seating.back"))), out);
    showError(out, error);
    return () => {};
  }
  const title = round
    ? t("tn.paper.travellers_round", { name: tournamentName(s), n: round })
    : t("tn.paper.travellers_title", { name: tournamentName(s) });
  document.title = `${title} · maumau`;
  const rounds = seatedRounds(s).map((r) => r.round_no);
  const travellers = answer.travellers || [];
  main.replaceChildren(
    h("h1", {}, title),
    h("nav", { class: "links no-print", "aria-label": t("tn.board.links") },
      h("a", { href: href(`/tournaments/${id}`) }, t("tn.seating.back")),
      round ? h("a", { href: href(`/tournaments/${id}/travellers`) }, t("tn.paper.all_rounds")) : null,
      rounds.map((n) => (n === round ? null
        : h("a", { href: href(`/tournaments/${id}/travellers?round=${n}`) }, t("tn.board.round_n", { n })))),
      h("button", { type: "button", "data-testid": "print", onclick: () => window.print() }, t("tn.seating.print"))),
    out,
    travellers.length
      ? h("div", { class: "tn-paper", "data-testid": "travellers" }, travellers.map((tr) => drawTraveller(id, tr)))
      : h("p", { "data-testid": "no-travellers" }, t("tn.paper.none")));
  return () => {};
}

/** One board of one round: a table per line, a column per seat. */
function drawTraveller(id, traveller) {
  const headingId = `trav-${traveller.round_no}-${traveller.board}`;
  const heading = t("tn.paper.board", { round: traveller.round_no, board: traveller.board });
  return h("section", { class: "panel tn-traveller", "aria-labelledby": headingId,
    "data-round": String(traveller.round_no), "data-board": String(traveller.board) },
  h("h2", { id: headingId }, heading),
  traveller.lines.map((line) => h("div", { class: "scroll" }, h("table", { class: "tn-line", "data-table": String(line.table_no) },
    h("caption", {}, t("tn.seating.table", { n: line.table_no }), " ", resultBadges(line)),
    h("thead", {}, h("tr", {},
      h("th", { scope: "col" }, t("tn.seating.seat")), h("th", { scope: "col" }, t("tn.seating.entrant")),
      h("th", { scope: "col" }, t("tn.paper.points")))),
    h("tbody", {}, line.seats.map((seat) => h("tr", { "data-seat": String(seat.seat) },
      h("td", {}, String(seat.seat)),
      h("th", { scope: "row" },
        h("a", { href: href(`/tournaments/${id}/entrants/${encodeURIComponent(seat.entrant_id)}/card`) }, entrantName(seat)),
        " ", substituteBadge(seat.substitute)),
      h("td", { class: "num" }, line.recorded && seat.points !== null ? num(seat.points) : t("tn.paper.not_recorded"),
        seat.won ? [" ", h("span", { class: "badge won" }, t("tn.paper.won"))] : null,
        seat.forfeited ? [" ", h("span", { class: "badge" }, t("tn.paper.forfeited"))] : null))))))));
}
