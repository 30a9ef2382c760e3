// A match's read side: the score sheet, the audit trail, the Mau disputes and the referee view
// (the table exactly as one seat saw it at a version of a round that is over).  Everything comes
// from the read models, which follow the match within moments.

import { api, href } from "./api.js";
import { h, short, swap } from "./dom.js";
import { t, tOr } from "./i18n.js";
import { cardFace } from "./felt.js";
import { displayName, seatNames } from "./names.js";
import { describeAll } from "./words.js";

const RESULTS = [
  [/^first to (\d+) wins$/, "result.win_target"],
  [/^a player passed (\d+) points$/, "result.points_limit"],
  [/^(\d+) rounds played$/, "result.max_rounds"],
  [/^ended by the host$/, "result.ended_by_host"],
  [/^every other player forfeited$/, "result.forfeit"],
];

/** How a match ended, in the page's language (the service records it as an English phrase). */
function resultWords(text) {
  for (const [pattern, key] of RESULTS) {
    const match = pattern.exec(text);
    if (match) return t(key, { n: match[1] });
  }
  return tOr(`reason.${text}`, text);
}

export async function render(main, id) {
  document.title = `${t("sheet.title", { id: short(id) })} · maumau`;
  const sheet = h("section", { class: "panel wide", "aria-labelledby": "sheet-h" });
  const disputes = h("section", { class: "panel wide", "aria-labelledby": "disputes-h" });
  const referee = h("section", { class: "panel wide", "aria-labelledby": "referee-h" });
  const audit = h("section", { class: "panel wide", "aria-labelledby": "audit-h" });
  main.replaceChildren(h("h1", {}, t("sheet.title", { id: short(id) })),
    h("p", {}, h("a", { href: href(`/t/${id}`) }, t("replay.back")), " · ", h("a", { href: href(`/t/${id}/replay`) }, t("table.replay"))),
    sheet, disputes, referee, audit);
  let score;
  try {
    score = await api(`/v1/tables/${id}/score-sheet`);
  } catch (error) {
    swap(sheet, h("h2", { id: "sheet-h" }, t("sheet.sheet")), h("p", { role: "alert" }, t("sheet.not_yet"), " ", error.message));
    return () => {};
  }
  const m = score.match;
  const names = seatNames(m.players);
  const name = (seat) => names[seat] || t("table.seat_n", { n: seat });
  swap(sheet, h("h2", { id: "sheet-h" }, t("sheet.sheet")),
    h("p", { "data-testid": "sheet-status" }, `${m.ruleset} · ${t(`status.${m.status}`)} · ${t("sheet.scoring", { s: tOr(`scoring.${m.scoring}`, m.scoring) })}`,
      m.result ? ` · ${resultWords(m.result)}` : ""),
    h("div", { class: "scroll" }, h("table", { "data-testid": "score-sheet" },
      h("caption", { class: "sr-only" }, t("sheet.sheet")),
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("sheet.round")),
        m.players.map((_p, i) => h("th", { scope: "col" }, name(i))), h("th", { scope: "col" }, t("sheet.reason")))),
      h("tbody", {}, score.rounds.map((line) => h("tr", {},
        h("th", { scope: "row" }, String(line.round_no)),
        line.seats.map((s) => h("td", { class: s.result === "won" ? "won" : "" },
          t("sheet.cell", { points: s.points, total: s.total, left: s.cards_left }))),
        h("td", {}, tOr(`reason.${line.reason}`, line.reason))))),
      h("tfoot", {}, h("tr", {}, h("th", { scope: "row" }, t("sheet.total")), m.totals.map((v) => h("td", {}, String(v))), h("td", {}))))));

  const [trail, fights] = await Promise.all([
    api(`/v1/tables/${id}/audit?limit=1000`),
    api(`/v1/tables/${id}/disputes`),
  ]);
  swap(audit, h("h2", { id: "audit-h" }, t("sheet.audit")),
    h("ol", { class: "audit", "data-testid": "audit" }, trail.map((row) => h("li", { "data-version": String(row.version) },
      h("span", { class: "v" }, `v${row.version}`), " ",
      h("time", { datetime: row.recorded_at }, new Date(row.recorded_at).toLocaleTimeString()), " ",
      row.redacted ? h("span", { class: "badge" }, t("sheet.redacted")) : null, " ",
      row.redacted ? "" : describeAll(row.payload || { type: row.event_type }, name)))));

  swap(disputes, h("h2", { id: "disputes-h" }, t("sheet.disputes")),
    fights.moments.length
      ? h("div", { class: "scroll" }, h("table", { "data-testid": "disputes" },
        h("thead", {}, h("tr", {}, ["sheet.round", "sheet.player", "sheet.cards", "sheet.call_due", "sheet.call_made", "sheet.challenged_by", "sheet.outcome"]
          .map((k) => h("th", { scope: "col" }, t(k))))),
        h("tbody", {}, fights.moments.map((mo) => h("tr", { "data-version": String(mo.play_version) },
          h("td", {}, String(mo.round_no)), h("td", {}, mo.seat !== undefined && mo.seat !== null ? name(mo.seat) : displayName(mo.player)),
          h("td", {}, (mo.cards || []).map((c) => cardFace(c, { class: "small" }))),
          h("td", {}, t(`call.${mo.call_due}`)), h("td", {}, mo.call_made ? t("sheet.yes") : t("sheet.no")),
          h("td", {}, mo.challenged_by !== undefined && mo.challenged_by !== null ? name(mo.challenged_by) : mo.challenged_by_player || "–"),
          h("td", { "data-testid": "outcome" }, mo.outcome ? tOr(`outcome.${mo.outcome}`, mo.outcome) : "–"))))))
      : h("p", {}, t("sheet.no_disputes")),
    fights.other_challenges.length ? h("p", {}, t("sheet.other_challenges", { n: fights.other_challenges.length })) : null);

  // The referee view: only versions of rounds that are over (the audit rows that are not redacted).
  const open = trail.filter((row) => !row.redacted).map((row) => row.version);
  const seat = h("select", { id: "ref-seat", "data-testid": "ref-seat" },
    m.players.map((_p, i) => h("option", { value: String(i) }, `${t("table.seat_n", { n: i })}: ${name(i)}`)));
  const version = h("select", { id: "ref-version", "data-testid": "ref-version" },
    open.map((v) => h("option", { value: String(v) }, `v${v}`)));
  const out = h("div", { "data-testid": "referee" });
  const look = async () => {
    try {
      const view = await api(`/v1/tables/${id}/referee-view?seat=${seat.value}&version=${version.value}`);
      swap(out, h("p", {}, t("sheet.referee_at", { seat: seat.value, v: view.version })),
        h("p", {}, t("table.top"), ": ", view.top ? cardFace(view.top, { class: "small" }) : "–"),
        h("p", {}, t("sheet.hand"), ": ", view.hand.map((c) => cardFace(c, { class: "small" }))),
        h("p", {}, t("sheet.sizes"), ": ", view.hand_sizes.join(" · ")),
        h("p", {}, t("sheet.window"), ": ", view.window_seat === null ? "–" : name(view.window_seat)));
    } catch (error) {
      swap(out, h("p", { role: "alert" }, error.message));
    }
  };
  swap(referee, h("h2", { id: "referee-h" }, t("sheet.referee")),
    open.length
      ? h("form", { class: "inline", onsubmit: (e) => { e.preventDefault(); look(); } },
        h("label", { for: "ref-seat" }, t("replay.perspective")), seat,
        h("label", { for: "ref-version" }, t("replay.version")), version,
        h("button", { type: "submit", "data-testid": "ref-show" }, t("sheet.show")))
      : h("p", {}, t("sheet.referee_later")),
    out);
  return () => {};
}
