// One entrant's score card: round by round the table and seat (from 1), the opponents by name,
// each board's points and win, a bye with the mean it is credited, the director's adjustments
// and penalties with their reasons, corrections marked, the running total; then the standings'
// total and rank.  Every figure is the service's (GET .../entrants/{entrant}/card).  Printable:
// the navigation hidden, the card's table kept on one page.

import { href } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { botName, entrantName, errorSlot, nameOf as tournamentName, num, showError, summary, useStyles } from "./tournament_common.js";
import { read, resultBadges, substituteBadge } from "./tournament_paper.js";

export async function render(main, id, encoded) {
  useStyles();
  const entrant = encodeURIComponent(decodeURIComponent(encoded));
  const out = errorSlot("card-error");
  let s;
  let card;
  try {
    [s, card] = await Promise.all([summary(id), read(`/v1/tournaments/${id}/entrants/${entrant}/card`)]);
  } catch (error) {
    main.replaceChildren(h("h1", {}, t("tn.paper.card")),
      h("p", {}, h("a", { href: href(`/tournaments/${id}`) }, t("tn.seating.back"))), out);
    showError(out, error);
    return () => {};
  }
  const player = entrantName(card);
  const title = t("tn.paper.card_title", { name: tournamentName(s), player });
  document.title = `${title} · maumau`;
  main.replaceChildren(
    h("h1", {}, title),
    h("nav", { class: "links no-print", "aria-label": t("tn.board.links") },
      h("a", { href: href(`/tournaments/${id}`) }, t("tn.seating.back")),
      h("a", { href: href(`/tournaments/${id}/travellers`) }, t("tn.paper.travellers")),
      h("button", { type: "button", "data-testid": "print", onclick: () => window.print() }, t("tn.seating.print"))),
    out,
    h("p", { class: "meta", "data-testid": "card-summary" },
      t("tn.paper.summary", { rank: card.rank, total: num(card.total), scoring: t(`tn.scoring.${card.scoring}`) }),
      card.withdrawn ? [" ", h("span", { class: "badge" }, t("tn.withdrawn"))] : null),
    h("section", { class: "panel tn-card" },
      h("div", { class: "scroll" }, h("table", { "data-testid": "card" },
        h("caption", { class: "sr-only" }, t("tn.paper.card")),
        h("thead", {}, h("tr", {},
          ["col_round", "col_table", "col_opponents", "col_boards", "col_score", "col_adjust", "col_total"]
            .map((k) => h("th", { scope: "col" }, t(`tn.paper.${k}`))))),
        h("tbody", {}, card.rounds.map((r) => drawRound(id, r))),
        h("tfoot", {}, h("tr", {},
          h("th", { scope: "row", colspan: "6" }, t("tn.paper.final")),
          h("td", { class: "num", "data-testid": "final-total" }, num(card.total))))))),
    h("section", { class: "panel" },
      h("h2", {}, t("tn.paper.event_adjustments")),
      card.adjustments.length
        ? h("ul", { "data-testid": "event-adjustments" }, card.adjustments.map((a) => h("li", {}, adjustment(a))))
        : h("p", {}, t("tn.paper.no_adjustments"))));
  return () => {};
}

/** An adjustment or penalty in words, with its reason. */
function adjustment(a) {
  const score = a.score > 0 ? `+${num(a.score)}` : num(a.score);
  return t(a.kind === "penalty" ? "tn.paper.penalty" : "tn.paper.adjustment", { score, reason: a.reason });
}

/** One round of the card. */
function drawRound(id, r) {
  const card = (e) => href(`/tournaments/${id}/entrants/${encodeURIComponent(e.entrant_id)}/card`);
  let where;
  if (r.bye) where = t("tn.paper.bye");
  else if (r.late) where = t("tn.paper.late");
  else if (r.table_no === null) where = t("tn.paper.not_seated");
  else where = [t("tn.paper.table_seat", { table: r.table_no, seat: r.seat }), " ", resultBadges(r)];
  const boards = r.table_no === null ? "–"
    : !r.recorded ? t("tn.paper.not_recorded")
      : h("ul", { class: "plain" }, r.boards.map((b) => h("li", { "data-board": String(b.board) },
        t("tn.paper.board_points", { board: b.board, points: num(b.points) }),
        b.won ? [" ", h("span", { class: "badge won" }, t("tn.paper.won"))] : null)));
  return h("tr", { "data-round": String(r.round_no) },
    h("th", { scope: "row" }, t("tn.board.round_n", { n: r.round_no })),
    h("td", {}, where,
      r.substitute ? [" ", h("span", { class: "badge", "data-testid": "substituted" }, t("tn.paper.substituted", { bot: botName(r.substitute) }))] : null,
      r.forfeited ? [" ", h("span", { class: "badge" }, t("tn.paper.forfeited"))] : null),
    h("td", {}, r.opponents.length
      ? h("ul", { class: "plain" }, r.opponents.map((o) => h("li", {},
        `${o.seat}. `, h("a", { href: card(o) }, entrantName(o)), " ", substituteBadge(o.substitute))))
      : "–"),
    h("td", {}, boards),
    h("td", { class: "num", "data-testid": "round-score" }, num(r.score)),
    h("td", {}, r.adjustments.length ? h("ul", { class: "plain" }, r.adjustments.map((a) => h("li", {}, adjustment(a)))) : "–"),
    h("td", { class: "num", "data-testid": "running-total" }, num(r.total)));
}
