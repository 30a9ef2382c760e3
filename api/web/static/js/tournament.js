// A tournament's standings board: the standings (rank, score, wins, penalty points, matchpoints
// in duplicate, adjustments, the tie-break that separates equal scores), live over the
// tournament's standings stream without a reload; the rounds' seating lists; the exports; the
// commitment to every deal, and once the tournament is over the revealed seed with the
// service's verification.  Registering oneself while registration is open.

import { api, href } from "./api.js";
import { announce, h, swap } from "./dom.js";
import { t } from "./i18n.js";
import {
  clearError, currentRound, entrantName, errorSlot, followStandings, formatOf, identity, isDirector, nameOf, num, seatedRounds,
  showError, summary, tieBreakWords, useStyles, when,
} from "./tournament_common.js";

export async function render(main, id) {
  useStyles();
  const S = { summary: null, rows: [], audit: [], live: "connecting", stream: null, stopped: false, verified: null };
  const R = {
    head: h("div", { class: "tn-head" }),
    error: errorSlot("board-error"),
    standings: h("section", { class: "panel wide", "aria-labelledby": "standings-h" }),
    rounds: h("section", { class: "panel", "aria-labelledby": "rounds-h" }),
    exports: h("section", { class: "panel", "aria-labelledby": "exports-h" }),
    fair: h("section", { class: "panel wide", "aria-labelledby": "fair-h" }),
    audit: h("section", { class: "panel wide", "aria-labelledby": "audit-h" }),
  };
  main.replaceChildren(R.head, R.error, h("div", { class: "grid" }, R.standings, R.rounds, R.exports, R.fair, R.audit));

  async function loadAll() {
    const [s, standings] = await Promise.all([summary(id), api(`/v1/tournaments/${id}/standings`)]);
    S.summary = s;
    S.rows = rowsOf(standings);
    S.final = Boolean(standings && standings.final);
  }

  let busy = null;
  let again = false;
  async function refresh(fresh = null) {
    if (fresh) S.rows = rowsOf(fresh) ?? S.rows;
    if (busy) { again = true; return busy; }
    busy = (async () => {
      do {
        again = false;
        try {
          S.summary = await summary(id);
          if (!fresh) {
            const standings = await api(`/v1/tournaments/${id}/standings`);
            S.rows = rowsOf(standings) ?? S.rows;
            S.final = Boolean(standings && standings.final);
          }
        } catch (error) {
          showError(R.error, error);
        }
        fresh = null;
      } while (again && !S.stopped);
      busy = null;
      draw();
      auditTries = 0;
      loadAudit();
    })();
    return busy;
  }

  // The audit trail is a read model: it follows the stream within moments, so it is asked again
  // (for the rows after the last one shown) until it reaches the version the summary has.
  let auditTimer = null;
  let auditTries = 0;
  async function loadAudit() {
    if (S.stopped || auditTimer) return;
    const seen = S.audit.length ? S.audit[S.audit.length - 1].version : 0;
    try {
      const page = await api(`/v1/tournaments/${id}/audit?after=${seen}&limit=1000`);
      const fresh = (page.rows || []).filter((row) => row.version > seen);
      if (fresh.length) {
        S.audit = S.audit.concat(fresh).slice(-AUDIT_SHOWN);
        auditTries = 0;
        drawAudit();
      }
    } catch {
      // shown again at the next change
    }
    const last = S.audit.length ? S.audit[S.audit.length - 1].version : 0;
    if (last < S.summary.version && auditTries++ < 20 && !S.stopped) {
      auditTimer = window.setTimeout(() => { auditTimer = null; loadAudit(); }, 300);
    }
  }

  try {
    await loadAll();
  } catch (error) {
    swap(R.head, h("h1", {}, t("tn.list.title")));
    showError(R.error, error);
    return () => {};
  }
  draw();
  refresh();
  S.stream = followStandings(id, (data) => {
    refresh(data).then(() => announce(t("tn.board.standings")));
  }, (state) => {
    S.live = state;
    if (state === "live" && S.summary) refresh();
    drawHead();
  });

  function draw() {
    if (S.stopped) return;
    drawHead();
    drawStandings();
    drawRounds();
    drawExports();
    drawFair();
    drawAudit();
  }

  function drawHead() {
    const s = S.summary;
    const c = s.config;
    document.title = `${nameOf(s)} · maumau`;
    const who = identity();
    const me = who ? (s.entrants || []).find((e) => e.player_id === who.account.player_id && !e.withdrawn) : undefined;
    const mine = Boolean(me);
    const open = s.registration_open ?? s.status === "registering";  // late entry keeps it open after the start
    const register = who && open && !mine
      ? h("button", { type: "button", "data-testid": "register-me", onclick: registerMe }, t("tn.board.register"))
      : mine ? h("span", { class: "badge" }, t("tn.board.registered")) : null;
    // Check-in: the entrant says it is present (until the deadline; the director after it).
    const checkIn = me && c.check_in && s.status === "registering"
      ? (me.checked_in
        ? h("span", { class: "badge", "data-testid": "checked-in" }, t("tn.check_in.done"))
        : [h("button", { type: "button", class: "primary", "data-testid": "check-in-me", onclick: () => checkInMe(me) }, t("tn.check_in.self")),
          c.check_in_deadline ? h("span", { class: "hint" }, " ", t("tn.check_in.until", { time: when(c.check_in_deadline) })) : null])
      : null;
    swap(R.head,
      h("h1", {}, t("tn.board.title", { name: nameOf(s) })),
      h("p", { class: "meta" },
        h("span", { "data-testid": "tn-meta" }, t("tn.board.meta", {
          format: t(`tn.format.${formatOf(s)}`), status: t(`tn.status.${s.status}`),
          round: currentRound(s), rounds: c.rounds, boards: c.boards,
        })), " · ",
        h("span", { "data-testid": "tn-status", "data-status": s.status, class: "sr-only" }, s.status),
        s.status === "finished"
          ? h("span", { class: "badge", "data-testid": "tn-standing", "data-final": String(Boolean(S.final)) },
            S.final ? t("tn.board.final") : t("tn.board.provisional"))
          : null,
        h("span", { class: `live live-${S.live}`, "data-testid": "live" }, t(`live.${S.live}`))),
      h("nav", { class: "links", "aria-label": t("tn.board.links") },
        h("a", { href: href("/tournaments") }, t("tn.list.title")),
        isDirector(s, who) ? h("a", { href: href(`/tournaments/${id}/desk`), "data-testid": "desk-link" }, t("tn.board.desk")) : null,
        register, checkIn),
      s.ended_early ? h("p", { "data-testid": "ended-early" }, t("tn.ended_early", { reason: s.ended_early })) : null);
  }

  async function checkInMe(me) {
    clearError(R.error);
    try {
      await api(`/v1/tournaments/${id}/entrants/${encodeURIComponent(me.entrant_id)}/check-in`, { method: "POST", token: identity().token, body: {} });
      await refresh();
    } catch (error) {
      showError(R.error, error);
    }
  }

  async function registerMe() {
    clearError(R.error);
    try {
      await api(`/v1/tournaments/${id}/entrants`, { method: "POST", token: identity().token, body: {} });
      await refresh();
    } catch (error) {
      showError(R.error, error);
    }
  }

  function drawStandings() {
    const c = S.summary.config;
    const duplicate = formatOf(S.summary) === "duplicate";
    const heading = h("h2", { id: "standings-h" }, t("tn.board.standings"));
    const ties = (c.tie_breaks || []).map(tieBreakWords).join(", ");
    const rule = h("p", { class: "hint" }, t("tn.board.scoring", { scoring: t(`tn.scoring.${c.scoring}`), ties: ties || "–" }));
    if (!S.rows.length) {
      swap(R.standings, heading, rule, h("p", { "data-testid": "standings-empty" }, t("tn.board.none")));
      return;
    }
    const cols = ["rank", "entrant", "score", "wins", "penalty", ...(duplicate ? ["matchpoints"] : []), "adjustments", "played", "byes", "tiebreak"];
    swap(R.standings, heading, rule,
      h("div", { class: "scroll" }, h("table", { class: "standings", "data-testid": "standings" },
        h("caption", { class: "sr-only" }, t("tn.board.standings")),
        h("thead", {}, h("tr", {}, cols.map((k) => h("th", { scope: "col", class: `col-${k}` }, t(`tn.col.${k}`))))),
        h("tbody", {}, S.rows.map((r, i) => h("tr", { "data-entrant": r.entrant_id, class: r.withdrawn ? "withdrawn" : "" },
          h("td", { class: "col-rank" }, S.rows.filter((o) => o.rank === r.rank).length > 1 ? `${r.rank}=` : String(r.rank)),
          h("th", { scope: "row", class: "col-entrant" },
            h("a", { href: href(`/tournaments/${id}/entrants/${encodeURIComponent(r.entrant_id)}/card`), "data-testid": "card-link" }, entrantName(r)),
            r.kind === "bot" ? h("span", { class: "badge" }, t("tn.bot")) : null,
            r.withdrawn ? h("span", { class: "badge" }, t("tn.withdrawn")) : null),
          h("td", { class: "col-score", "data-testid": "score" }, num(r.score)),
          h("td", { class: "col-wins" }, num(r.wins)),
          h("td", { class: "col-penalty" }, num(r.penalty_points)),
          duplicate ? h("td", { class: "col-matchpoints" }, num(r.matchpoints)) : null,
          h("td", { class: "col-adjustments" }, num(r.adjustments)),
          h("td", { class: "col-played" }, `${num(r.tables_played)} / ${num(r.boards)}`),
          h("td", { class: "col-byes" }, num(r.byes)),
          h("td", { class: "col-tiebreak" }, tieBreak(r, S.rows[i + 1], c.tie_breaks || []))))))));
  }

  function drawRounds() {
    const s = S.summary;
    const rounds = seatedRounds(s);
    swap(R.rounds, h("h2", { id: "rounds-h" }, t("tn.board.rounds")),
      rounds.length
        ? h("ul", { "data-testid": "rounds" }, rounds.map((r) => h("li", {},
          h("a", { href: href(`/tournaments/${id}/rounds/${r.round_no}`) }, t("tn.board.round_n", { n: r.round_no })), " ",
          h("span", { class: "badge" }, r.closed_at ? t("tn.board.round_closed") : t("tn.board.round_open")))))
        : h("p", {}, t("tn.board.no_rounds")),
      rounds.length ? h("p", {}, h("a", { href: href(`/tournaments/${id}/travellers`), "data-testid": "travellers-link" }, t("tn.paper.travellers"))) : null);
  }

  function drawExports() {
    const base = `/v1/tournaments/${id}/standings`;
    swap(R.exports, h("h2", { id: "exports-h" }, t("tn.board.exports")),
      h("ul", { "data-testid": "exports" },
        h("li", {}, h("a", { href: href(`${base}?format=csv`), download: `standings-${id.slice(0, 8)}.csv` }, t("tn.board.csv"))),
        h("li", {}, h("a", { href: href(`${base}?format=ndjson`), download: `standings-${id.slice(0, 8)}.ndjson` }, t("tn.board.ndjson"))),
        h("li", {}, h("a", { href: href(`${base}?format=html`) }, t("tn.board.html")))));
  }

  function drawFair() {
    const s = S.summary;
    const parts = [h("h2", { id: "fair-h" }, t("tn.fair.title")),
      h("p", {}, t("tn.fair.commitment"), " ", h("code", { "data-testid": "commitment" }, s.commitment))];
    if (s.status === "finished" && s.seed) {
      parts.push(h("p", {}, t("tn.fair.seed"), " ", h("code", { "data-testid": "seed" }, s.seed)));
      parts.push(h("p", { "data-testid": "verify", role: "status" }, verifyWords()));
      if (S.verified === null) verify();
    } else {
      parts.push(h("p", { class: "hint" }, t("tn.fair.later")));
    }
    swap(R.fair, ...parts);
  }

  function verifyWords() {
    const v = S.verified;
    if (v === null || v === "checking") return t("tn.fair.checking");
    if (v.error) return t("tn.fair.failed", { what: v.error });
    return v.ok ? t("tn.fair.verified") : t("tn.fair.failed", { what: (v.problems || []).join("; ") || "?" });
  }

  async function verify() {
    S.verified = "checking";
    try {
      S.verified = await api(`/v1/tournaments/${id}/verify`);
    } catch (error) {
      S.verified = { error: `${error.rule}: ${error.message}` };
    }
    drawFair();
  }

  function drawAudit() {
    const rows = [...S.audit].reverse();  // newest first
    swap(R.audit, h("h2", { id: "audit-h" }, t("tn.board.audit")),
      rows.length
        ? h("ol", { class: "audit", "data-testid": "tn-audit" }, rows.map((row) => h("li", {},
          h("span", { class: "v" }, `v${row.version}`), " ",
          h("time", {}, when(row.at)), " ", row.sentence || row.type,
          row.reason && !String(row.sentence || "").includes(row.reason) ? h("span", { class: "reason" }, ` — ${row.reason}`) : null)))
        : h("p", {}, t("tn.board.audit_none")));
  }

  return () => {
    S.stopped = true;
    if (S.stream) S.stream.close();
    if (auditTimer) window.clearTimeout(auditTimer);
  };
}

const AUDIT_SHOWN = 300;

/** The standings rows of an answer of GET .../standings or a `standings` frame. */
function rowsOf(data) {
  if (!data) return null;
  if (Array.isArray(data)) return data;
  return data.rows || data.standings || null;
}

/** Which tie-break puts `row` above `next` when both have the same score: the first of the
 * tournament's tie-breaks in which they differ (empty when the scores differ). */
function tieBreak(row, next, order) {
  if (!next || Number(row.score) !== Number(next.score)) return "";
  const key = order.find((k) => String(row[k]) !== String(next[k]));
  return key ? t("tn.tiebreak.above", { name: entrantName(next), what: tieBreakWords(key) }) : "";
}
