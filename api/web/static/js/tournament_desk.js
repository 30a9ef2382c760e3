// The director's desk.  `/tournaments/new`: an organiser creates a tournament (game, format, ruleset,
// rounds, boards, table size, scoring, tie-breaks, time limit, correction window).
// `/tournaments/{id}/desk`: its organiser (or an admin) registers players and bots, starts it,
// seats each next round, and acts as director: adjusts a score, gives a penalty, withdraws an
// entrant, corrects a table's result, decides protests.  Every director's action asks for a
// reason (it goes into the audit trail).  The desk follows the standings stream, so a round that
// closes shows at once.  Every refusal is the service's: its rule and message are shown at the
// form that was refused.

import { api, href } from "./api.js";
import { announce, field, h, swap } from "./dom.js";
import { t } from "./i18n.js";
import {
  clearError, entrantName, entrantsById, errorSlot, followStandings, formatOf, identity, isDirector, isOrganiser, nameOf, seatedRounds,
  showError, summary, tieBreakWords, useStyles, when,
} from "./tournament_common.js";
import { readGrid, resultGrid } from "./tournament_grid.js";
import { defaultFirst, vocabulary } from "./vocabulary.js";

const REASON_MAX = 500;

export async function render(main, id) {
  useStyles();
  const who = identity();
  if (!id) return renderCreate(main, who);
  return renderDesk(main, id, who);
}

// ------------------------------------------------------------------------------------ helpers

function reasonField(testid) {
  const input = h("textarea", { name: "reason", required: true, maxlength: REASON_MAX, rows: 2, "data-testid": testid });
  return [input, field(t("tn.desk.reason"), input)];
}

function numberInput(name, testid, { min, max, value = "", step = "1", required = true } = {}) {
  const input = h("input", { name, type: "number", min, max, step, required, inputmode: "numeric", "data-testid": testid });
  input.defaultValue = String(value);  // what the form's reset after an action comes back to
  return input;
}

/** Replace the options of `select` with `options` ([value, label]) keeping the chosen value. */
function syncOptions(select, options) {
  const kept = select.value;
  select.replaceChildren(...options.map(([value, label]) => h("option", { value: String(value) }, label)));
  if (options.some(([value]) => String(value) === kept)) select.value = kept;
}

/** A form that sends itself: `send()` returns a promise; refusals land in the form's alert slot. */
function actionForm(testid, legend, controls, submitLabel, send, done) {
  const out = errorSlot(`${testid}-error`);
  const button = h("button", { type: "submit", class: "primary", "data-testid": `${testid}-submit` }, submitLabel);
  const form = h("form", { class: "tn-action", "data-testid": testid, "aria-label": legend },
    h("fieldset", {}, h("legend", {}, legend), ...controls, button), out);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearError(out);
    button.disabled = true;
    try {
      await send();
      form.reset();
      if (done) await done();
    } catch (error) {
      showError(out, error);
    } finally {
      button.disabled = false;
    }
  });
  return form;
}

// ------------------------------------------------------------------------- creating a tournament

async function renderCreate(main, who) {
  document.title = `${t("tn.desk.new")} · maumau`;
  const heading = h("h1", {}, t("tn.desk.new"));
  if (!isOrganiser(who)) {
    main.replaceChildren(heading, h("p", { "data-testid": "need-organiser" }, t("tn.desk.need_organiser"), " ",
      h("a", { href: href("/") }, t("tn.desk.sign_in"))));
    return () => {};
  }
  let rulesets = [];
  try { rulesets = await api("/v1/rulesets?limit=200"); } catch { rulesets = []; }
  let series = [];  // the other games a series may play (GET /v1/games, each its catalogue name)
  try { series = (await api("/v1/games")).games.filter((g) => g.series).map((g) => g.name); } catch { series = []; }
  const words = (await vocabulary()).tournament;
  const FORMATS = words.formats;
  const SCORINGS = defaultFirst(words.scorings, words.default_scoring);
  const name = h("input", { name: "name", required: true, maxlength: 100, "data-testid": "tn-name" });
  const format = h("select", { name: "format", "data-testid": "tn-format" }, FORMATS.map((f) => h("option", { value: f }, t(`tn.format.${f}`))));
  const ruleset = h("select", { name: "ruleset", "data-testid": "tn-ruleset" },
    rulesets.map((r) => h("option", { value: r.id }, r.preset ? r.id : `${r.name} (${r.id.slice(0, 8)})`)));
  const game = h("select", { name: "game", "data-testid": "tn-game", "aria-describedby": "tn-game-hint" },
    ["maumau", ...series].map((g) => h("option", { value: g }, t(`game.${g}`))));
  const gameHint = h("p", { class: "hint", id: "tn-game-hint", "data-testid": "tn-game-hint" });
  const rounds = numberInput("rounds", "tn-rounds", { min: 1, max: 30, value: 3 });
  const boards = numberInput("boards", "tn-boards", { min: 1, max: 20, value: 2 });
  const tableSize = numberInput("table_size", "tn-table-size", { min: 3, max: 5, value: 4 });
  const scoring = h("select", { name: "scoring", "data-testid": "tn-scoring" }, SCORINGS.map((s) => h("option", { value: s }, t(`tn.scoring.${s}`))));
  const ties = words.default_tie_breaks.concat([""]).map((chosen, i) => h("select", { name: `tie${i}`, "data-testid": `tn-tie-${i}` },
    h("option", { value: "" }, t("tn.desk.tie_none")),
    words.tie_breaks.map((k) => h("option", { value: k, selected: k === chosen }, tieBreakWords(k)))));
  const timeLimit = numberInput("time_limit_seconds", "tn-time-limit", { min: 60, max: 86400, required: false });
  const turn = numberInput("turn_seconds", "tn-turn-seconds", { min: 5, max: 3600, value: 60, required: false });
  const window_ = numberInput("correction_window_seconds", "tn-window", { min: 0, max: 86400, value: 1800 });
  const minPlayers = numberInput("min_players", "tn-min-players", { min: 3, max: 512, required: false });
  const sharedRanks = h("input", { type: "checkbox", name: "shared_ranks", "data-testid": "tn-shared-ranks" });
  // The evening's flow: check-in (and its deadline), late entry, a scheduled start, automatic advance.
  const checkIn = h("input", { type: "checkbox", name: "check_in", "data-testid": "tn-check-in" });
  const checkInDeadline = h("input", { type: "datetime-local", name: "check_in_deadline", "data-testid": "tn-check-in-deadline" });
  const lateEntry = numberInput("late_entry_until", "tn-late-entry", { min: 0, max: 30, value: 0 });
  const startsAt = h("input", { type: "datetime-local", name: "starts_at", "data-testid": "tn-starts-at" });
  const autoAdvance = numberInput("auto_advance_seconds", "tn-auto-advance", { min: 0, max: 3600, required: false });
  const cards = h("input", { type: "checkbox", name: "play", "data-testid": "tn-cards" });
  const syncCheckIn = () => { checkInDeadline.disabled = !checkIn.checked; if (!checkIn.checked) checkInDeadline.value = ""; };
  checkIn.addEventListener("change", syncCheckIn);
  syncCheckIn();
  const sync = () => {
    const maumau = game.value === "maumau";  // another game: a series of one game a round, no ruleset
    ruleset.disabled = !maumau;
    boards.disabled = !maumau;
    if (!maumau) { boards.value = "1"; format.value = "series"; }
    for (const option of format.options) if (option.value === "duplicate") option.disabled = !maumau;
    gameHint.textContent = maumau ? "" : t("tn.desk.game_hint");
    for (const option of format.options) if (option.value === "duplicate" && cards.checked) option.disabled = true;
    if (cards.checked && format.value === "duplicate") format.value = "series";
    const duplicate = format.value === "duplicate";
    timeLimit.disabled = duplicate || cards.checked;
    if (cards.checked) timeLimit.value = "";
    if (duplicate) timeLimit.value = "";
    for (const option of scoring.options) if (option.value === "matchpoints") option.disabled = !duplicate;
    if (!duplicate && scoring.value === "matchpoints") scoring.value = "penalty_points";
  };
  format.addEventListener("change", sync);
  game.addEventListener("change", sync);
  cards.addEventListener("change", sync);
  sync();
  const out = errorSlot("create-error");
  const form = h("form", { "aria-labelledby": "create-h", "data-testid": "tn-create" },
    h("h2", { id: "create-h", class: "sr-only" }, t("tn.desk.new")),
    field(t("tn.desk.name"), name), series.length ? [field(t("tn.desk.game"), game), gameHint] : null,
    field(t("tn.desk.format"), format), field(t("tn.desk.ruleset"), ruleset),
    field(t("tn.desk.rounds"), rounds), field(t("tn.desk.boards"), boards), field(t("tn.desk.table_size"), tableSize),
    field(t("tn.desk.scoring"), scoring),
    h("fieldset", {}, h("legend", {}, t("tn.desk.tie_breaks")), h("p", { class: "hint" }, t("tn.desk.tie_hint")),
      h("div", { class: "tn-ties" }, ties.map((select, i) => field(t("tn.desk.tie_n", { n: i + 1 }), select)))),
    field(t("tn.desk.time_limit"), timeLimit), field(t("tn.desk.turn_seconds"), turn), field(t("tn.desk.window"), window_), field(t("tn.desk.min_players"), minPlayers), field(t("tn.desk.shared_ranks"), sharedRanks),
    h("fieldset", {}, h("legend", {}, t("tn.desk.flow")),
      field(t("tn.desk.cards"), cards), field(t("tn.desk.check_in"), checkIn), field(t("tn.desk.check_in_deadline"), checkInDeadline),
      field(t("tn.desk.late_entry"), lateEntry), field(t("tn.desk.starts_at"), startsAt), field(t("tn.desk.auto_advance"), autoAdvance)),
    h("button", { type: "submit", class: "primary", "data-testid": "tn-create-submit" }, t("tn.desk.create")), out);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    clearError(out);
    const body = {
      name: name.value.trim(), format: format.value,
      ...(game.value === "maumau" ? { ruleset: ruleset.value } : { game: game.value }),
      rounds: Number(rounds.value), boards: Number(boards.value), table_size: Number(tableSize.value),
      scoring: scoring.value, tie_breaks: ties.map((s) => s.value).filter(Boolean),
      correction_window_seconds: Number(window_.value),
    };
    if (timeLimit.value) body.time_limit_seconds = Number(timeLimit.value);
    body.turn_seconds = turn.value ? Number(turn.value) : null;  // every table's turn clock; empty: none
    if (minPlayers.value) body.min_players = Number(minPlayers.value);
    if (sharedRanks.checked) body.shared_ranks = true;
    if (cards.checked) body.play = "cards";
    if (checkIn.checked) body.check_in = true;
    if (checkIn.checked && checkInDeadline.value) body.check_in_deadline = new Date(checkInDeadline.value).getTime();
    if (Number(lateEntry.value) > 0) body.late_entry_until = Number(lateEntry.value);
    if (startsAt.value) body.starts_at = new Date(startsAt.value).getTime();
    if (autoAdvance.value) body.auto_advance_seconds = Number(autoAdvance.value);
    try {
      const created = await api("/v1/tournaments", { method: "POST", token: who.token, body });
      location.assign(href(`/tournaments/${created.tournament_id}/desk`));
    } catch (error) {
      showError(out, error);
    }
  });
  main.replaceChildren(heading, h("section", { class: "panel" }, form));
  return () => {};
}

// ---------------------------------------------------------------------------------- the desk

async function renderDesk(main, id, who) {
  const S = { summary: null, stream: null, stopped: false, live: "connecting", rounds: {}, protestKeys: "" };
  const R = {
    head: h("div", { class: "tn-head" }),
    done: h("p", { class: "ok", role: "status", "data-testid": "desk-done" }),
    error: errorSlot("desk-error"),
    run: h("section", { class: "panel", "aria-labelledby": "run-h" }),
    entrants: h("section", { class: "panel", "aria-labelledby": "entrants-h" }),
    actions: h("section", { class: "panel wide", "aria-labelledby": "actions-h" }),
  };
  let BOTS = [];
  let DECISIONS = [];
  try {
    const words = await vocabulary();
    BOTS = defaultFirst(words.maumau.bots, words.maumau.default_bot);
    DECISIONS = words.tournament.protest_decisions;
    S.summary = await summary(id);
    S.protests = await protestPage(id);
  } catch (error) {
    main.replaceChildren(h("h1", {}, t("tn.board.desk")), R.error);
    showError(R.error, error);
    return () => {};
  }
  document.title = `${t("tn.desk.title", { name: nameOf(S.summary) })} · maumau`;
  if (!isDirector(S.summary, who)) {
    main.replaceChildren(h("h1", {}, t("tn.desk.title", { name: nameOf(S.summary) })),
      h("p", { "data-testid": "not-director" }, t("tn.desk.not_director")),
      h("p", {}, h("a", { href: href(`/tournaments/${id}`) }, t("tn.seating.back"))));
    return () => {};
  }
  main.replaceChildren(R.head, R.done, R.error, h("div", { class: "grid" }, R.run, R.entrants, R.actions));

  const token = who.token;
  const post = (path, body) => api(`/v1/tournaments/${id}${path}`, { method: "POST", token, body });
  const said = (what) => {
    R.done.textContent = t("tn.desk.done", { what: what.replace(/\.$/, "") });
    announce(R.done.textContent);
  };

  // Selects that follow the tournament (entrants, rounds); the forms around them stay put.
  const entrantSelects = [];
  const entrantSelect = (testid) => {
    const select = h("select", { name: "entrant", required: true, "data-testid": testid });
    entrantSelects.push(select);
    return select;
  };

  // Registration.
  const player = h("input", { name: "player", required: true, maxlength: 64, autocomplete: "off", "data-testid": "reg-player" });
  const fixed = numberInput("fixed_table", "reg-fixed", { min: 1, max: 128, required: false });
  const registerPlayer = actionForm("register-player", t("tn.desk.register_player"),
    [field(t("tn.desk.player"), player), field(t("tn.desk.fixed"), fixed)], t("tn.desk.register"),
    async () => {
      const body = { player: player.value.trim() };
      if (fixed.value) body.fixed_table = Number(fixed.value);
      await post("/entrants", body);
      said(t("tn.desk.register_player"));
    }, refresh);
  const bot = h("select", { name: "bot", "data-testid": "reg-bot" }, BOTS.map((b) => h("option", { value: b }, t(`bot.${b}`))));
  const count = numberInput("count", "reg-count", { min: 1, max: 64, value: 1 });
  const registerBots = actionForm("register-bots", t("tn.desk.register_bots"),
    [field(t("tn.desk.bot"), bot), field(t("tn.desk.count"), count)], t("tn.desk.add_bots"),
    async () => {
      const n = Math.max(1, Math.min(64, Number(count.value) || 1));
      const kind = bot.value;
      for (let i = 0; i < n; i++) await post("/entrants", { bot: kind });
      said(t("tn.desk.registered_n", { n }));
    }, refresh);
  const entrantList = h("div", {});

  // Running.
  const runOut = errorSlot("run-error");
  const runState = h("div", { "data-testid": "run-state" });
  const unsettled = h("div", { "data-testid": "unsettled" });  // real cards: tables whose result is not recorded
  const start = h("button", { type: "button", class: "primary", "data-testid": "start", onclick: () => runAction("/start", t("tn.desk.started")) }, t("tn.desk.start"));
  const seat = h("button", { type: "button", class: "primary", "data-testid": "seat-round", onclick: () => runAction("/rounds", null) }, t("tn.desk.seat"));
  async function runAction(path, words) {
    clearError(runOut);
    try {
      const answer = await post(path, {});
      await refresh();
      said(words || t("tn.desk.seated", { n: seatedRounds(answer?.summary || S.summary).length }));
    } catch (error) {
      showError(runOut, error);
    }
  }

  // Director's actions.
  const adjEntrant = entrantSelect("adjust-entrant");
  const adjScore = numberInput("score", "adjust-score", { min: -1000, max: 1000, step: "0.5" });
  const adjRound = numberInput("round_no", "adjust-round", { min: 0, max: 30, value: 0 });
  const [adjReason, adjReasonField] = reasonField("adjust-reason");
  const adjust = actionForm("adjust", t("tn.desk.adjust"),
    [field(t("tn.desk.entrant"), adjEntrant), field(t("tn.desk.score"), adjScore), field(t("tn.desk.round"), adjRound), adjReasonField],
    t("tn.desk.adjust_submit"),
    async () => {
      await post("/director/adjust", { entrant_id: adjEntrant.value, score: Number(adjScore.value), round_no: Number(adjRound.value) || 0, reason: adjReason.value });
      said(t("tn.desk.adjust"));
    }, refresh);

  const penEntrant = entrantSelect("penalty-entrant");
  const penScore = numberInput("score", "penalty-score", { min: -1000, max: 1000, step: "0.5" });
  const penRound = numberInput("round_no", "penalty-round", { min: 0, max: 30, value: 0 });
  const [penReason, penReasonField] = reasonField("penalty-reason");
  const penalty = actionForm("penalty", t("tn.desk.penalty"),
    [field(t("tn.desk.entrant"), penEntrant), field(t("tn.desk.penalty_points"), penScore), field(t("tn.desk.round"), penRound), penReasonField],
    t("tn.desk.penalty_submit"),
    async () => {
      await post("/director/penalty", { entrant_id: penEntrant.value, score: Number(penScore.value), round_no: Number(penRound.value) || 0, reason: penReason.value });
      said(t("tn.desk.penalty"));
    }, refresh);

  const wdEntrant = entrantSelect("withdraw-entrant");
  const [wdReason, wdReasonField] = reasonField("withdraw-reason");
  const withdraw = actionForm("withdraw", t("tn.desk.withdraw"),
    [field(t("tn.desk.entrant"), wdEntrant), wdReasonField], t("tn.desk.withdraw_submit"),
    async () => {
      await post(`/entrants/${encodeURIComponent(wdEntrant.value)}/withdraw`, { reason: wdReason.value });
      said(t("tn.desk.withdraw"));
    }, refresh);

  // Correcting a result: a closed round's table, its points per board and seat, the winners.
  const corRound = h("select", { name: "round_no", required: true, "data-testid": "correct-round" });
  const corTable = h("select", { name: "table_no", required: true, "data-testid": "correct-table" });
  const corGrid = h("div", { class: "tn-grid", "data-testid": "correct-grid" });
  const [corReason, corReasonField] = reasonField("correct-reason");
  const correct = actionForm("correct", t("tn.desk.correct"),
    [h("p", { class: "hint" }, t("tn.desk.correct_hint")), field(t("tn.board.rounds"), corRound), field(t("tn.desk.table"), corTable), corGrid, corReasonField],
    t("tn.desk.correct_submit"),
    async () => {
      await loadRound(corRound.value);
      const table = chosenTable();
      if (!table) return;
      const seats = table.entrants || (table.seats || []).map((x) => x.entrant_id);
      const { points, winners, forfeited } = readGrid(corGrid, seats.length);
      await post("/director/correct", {
        round_no: Number(corRound.value), table_no: Number(corTable.value), points, winners, forfeited, reason: corReason.value,
      });
      said(t("tn.desk.correct"));
    }, async () => { S.rounds = {}; await refresh(); await drawGrid(); });
  corRound.addEventListener("change", async () => { await syncTables(); await drawGrid(); });
  corTable.addEventListener("change", drawGrid);

  function chosenTable() {
    const round = S.rounds[corRound.value];
    return round ? (round.tables || []).find((x) => String(x.table_no) === corTable.value) : null;
  }

  async function loadRound(n) {
    if (!S.rounds[n]) S.rounds[n] = await api(`/v1/tournaments/${id}/rounds/${n}`);
    return S.rounds[n];
  }

  async function syncTables() {
    if (!corRound.value) { syncOptions(corTable, []); return; }
    const round = await loadRound(corRound.value);
    syncOptions(corTable, (round.tables || []).map((x) => [x.table_no, t("tn.seating.table", { n: x.table_no })]));
  }

  async function drawGrid() {
    const table = chosenTable();
    if (!table || !table.result) { swap(corGrid); return; }
    const names = entrantsById(S.summary);
    const seats = table.entrants || (table.seats || []).map((x) => x.entrant_id);
    const label = (s) => (names[seats[s]] ? entrantName(names[seats[s]]) : seats[s]);
    swap(corGrid, resultGrid("correct", seats.map((_, s) => label(s)), table.result.points.length, table.result));
  }

  // Ending the event early (between rounds).
  const [endReason, endReasonField] = reasonField("end-reason");
  const endEarly = actionForm("end", t("tn.desk.end"),
    [h("p", { class: "hint" }, t("tn.desk.end_hint")), endReasonField], t("tn.desk.end_submit"),
    async () => {
      await post("/director/end", { reason: endReason.value });
      said(t("tn.desk.ended"));
    }, refresh);

  async function checkInEntrant(entrant) {
    clearError(R.error);
    try {
      await post(`/entrants/${encodeURIComponent(entrant.entrant_id)}/check-in`, {});
      await refresh();
      said(t("tn.desk.checked_in_one", { name: entrantName(entrant) }));
    } catch (error) {
      showError(R.error, error);
    }
  }

  // Protests: the open ones with a decision form each; lodging one (the director may too).
  const protestList = h("div", { "data-testid": "protests" });
  const lodgeRound = numberInput("round_no", "lodge-round", { min: 1, max: 30, value: 1 });
  const lodgeTable = numberInput("table_no", "lodge-table", { min: 1, max: 256, value: 1 });
  const lodgeText = h("textarea", { name: "text", required: true, maxlength: 2000, rows: 2, "data-testid": "lodge-text" });
  const lodge = actionForm("lodge", t("tn.desk.lodge"),
    [field(t("tn.desk.round_no"), lodgeRound), field(t("tn.desk.table"), lodgeTable), field(t("tn.desk.text"), lodgeText)],
    t("tn.desk.lodge_submit"),
    async () => {
      await post("/protests", { round_no: Number(lodgeRound.value), table_no: Number(lodgeTable.value), text: lodgeText.value });
      said(t("tn.desk.lodge"));
    }, refresh);

  function drawProtests() {
    const protests = S.protests || [];
    const key = JSON.stringify(protests.map((p) => [p.protest_id, p.decision || null]));
    if (key === S.protestKeys) return;
    S.protestKeys = key;
    swap(protestList, protests.length
      ? h("ul", { class: "tn-protests" }, protests.map((p) => h("li", { "data-protest": p.protest_id },
        h("p", {}, h("strong", {}, `${t("tn.board.round_n", { n: p.round_no })}, ${t("tn.seating.table", { n: p.table_no })}: `), p.text, " ",
          h("span", { class: "badge" }, p.decision ? t(`tn.desk.${p.decision}`) : t("tn.desk.open"))),
        refereeLink(p),
        p.decision ? h("p", { class: "hint" }, p.decision_reason || p.reason || "") : decideForm(p))))
      : h("p", {}, t("tn.desk.no_protests")));
  }

  function refereeLink(p) {
    const round = S.rounds[p.round_no];
    const table = round && (round.tables || []).find((x) => x.table_no === p.table_no);
    const tableId = p.table_id || (table && table.table_id);
    return tableId
      ? h("p", {}, h("a", { href: href(`/t/${tableId}/sheet`) }, t("tn.desk.referee")))
      : h("p", {}, h("a", { href: href(`/tournaments/${id}/rounds/${p.round_no}`) }, t("tn.board.round_n", { n: p.round_no })));
  }

  function decideForm(p) {
    const decision = h("select", { name: "decision", "data-testid": `decide-decision-${p.protest_id}` },
      DECISIONS.map((d) => h("option", { value: d }, t(`tn.desk.${d}`))));
    const [reason, reasonBox] = reasonField(`decide-reason-${p.protest_id}`);
    return actionForm(`decide-${p.protest_id}`, t("tn.desk.decide"), [field(t("tn.desk.decision"), decision), reasonBox], t("tn.desk.decide"),
      async () => {
        await post(`/director/protests/${encodeURIComponent(p.protest_id)}/decide`, { decision: decision.value, reason: reason.value });
        said(t("tn.desk.decide"));
      }, refresh);
  }

  swap(R.run, h("h2", { id: "run-h" }, t("tn.desk.run")), runState, unsettled, h("div", { class: "controls" }, start, seat), runOut);

  async function drawUnsettled(s, last) {
    if (s.config.play !== "cards" || !last || last.closed_at) { swap(unsettled); return; }
    const round = await api(`/v1/tournaments/${id}/rounds/${last.round_no}`);
    const open = (round.tables || []).filter((x) => x.entry_status !== "recorded");
    swap(unsettled, h("h3", {}, t("tn.desk.entries")),
      h("ul", {}, open.map((x) => h("li", { "data-table": String(x.table_no), "data-status": x.entry_status },
        h("a", { href: href(`/tournaments/${id}/rounds/${last.round_no}#table-${x.table_no}-h`) }, t("tn.seating.table", { n: x.table_no })),
        ": ", t(`tn.entry.status.${x.entry_status}`)))));
  }
  swap(R.entrants, h("h2", { id: "entrants-h" }, t("tn.desk.entrants")), registerPlayer, registerBots, entrantList);
  swap(R.actions, h("h2", { id: "actions-h" }, t("tn.desk.actions")),
    h("div", { class: "tn-actions" }, adjust, penalty, withdraw, correct, endEarly,
      h("section", { class: "tn-action", "aria-labelledby": "protests-h" }, h("h3", { id: "protests-h" }, t("tn.desk.protests")), protestList, lodge)));

  let busy = null;
  let again = false;
  async function refresh() {
    if (busy) { again = true; return busy; }
    busy = (async () => {
      do {
        again = false;
        try {
          S.summary = await summary(id);
          S.protests = await protestPage(id);
        } catch (error) {
          showError(R.error, error);
        }
      } while (again && !S.stopped);
      busy = null;
      await draw();
    })();
    return busy;
  }

  async function draw() {
    if (S.stopped) return;
    const s = S.summary;
    const names = entrantsById(s);
    const rounds = seatedRounds(s);
    const last = rounds[rounds.length - 1];
    swap(R.head,
      h("h1", {}, t("tn.desk.title", { name: nameOf(s) })),
      h("p", { class: "meta" },
        h("span", { "data-testid": "desk-status", "data-status": s.status }, `${t(`tn.format.${formatOf(s)}`)} · ${t(`tn.status.${s.status}`)}`), " · ",
        h("span", { class: `live live-${S.live}`, "data-testid": "live" }, t(`live.${S.live}`))),
      h("nav", { class: "links", "aria-label": t("tn.board.links") },
        h("a", { href: href(`/tournaments/${id}`), "data-testid": "board-link" }, t("tn.board.standings")),
        rounds.map((r) => h("a", { href: href(`/tournaments/${id}/rounds/${r.round_no}`) }, t("tn.board.round_n", { n: r.round_no })))));

    start.disabled = s.status !== "registering";
    seat.disabled = s.status !== "running" || Boolean(last && !last.closed_at) || rounds.length >= s.config.rounds;
    const open = s.registration_open ?? s.status === "registering";  // late entry keeps it open after the start
    registerPlayer.hidden = !open;
    registerBots.hidden = !open;
    endEarly.hidden = s.status !== "running" || !last || !last.closed_at || rounds.length >= s.config.rounds;
    const until = last && (last.corrections_until ?? (last.closed_at ? last.closed_at + s.config.correction_window_seconds * 1000 : null));
    swap(runState, last
      ? h("p", {}, t("tn.desk.round_state", { n: last.round_no, done: resultsDone(last), tables: tableCount(last) }),
        until ? ` ${t("tn.desk.window_until", { time: when(until) })}` : "")
      : h("p", {}, t(`tn.status.${s.status}`)),
      s.ended_early ? h("p", { "data-testid": "ended-early" }, t("tn.ended_early", { reason: s.ended_early })) : null,
      nextByItself(s));
    try { await drawUnsettled(s, last); } catch (error) { showError(R.error, error); }

    const entrants = s.entrants || [];
    const checking = Boolean(s.config.check_in);
    const withdrawn = new Set(s.withdrawn || entrants.filter((e) => e.withdrawn).map((e) => e.entrant_id));
    swap(entrantList, entrants.length
      ? h("div", { class: "scroll" }, h("table", { "data-testid": "entrants" },
        h("caption", { class: "sr-only" }, t("tn.desk.entrants")),
        h("thead", {}, h("tr", {}, ["tn.desk.entrant", "tn.desk.kind", "tn.desk.fixed", ...(checking ? ["tn.desk.checked_in"] : [])]
          .map((k) => h("th", { scope: "col" }, t(k))))),
        h("tbody", {}, entrants.map((e) => h("tr", { "data-entrant": e.entrant_id },
          h("th", { scope: "row" }, entrantName(e), withdrawn.has(e.entrant_id) ? h("span", { class: "badge" }, t("tn.withdrawn")) : null),
          h("td", {}, e.kind === "bot" ? `${t("tn.bot")} (${e.bot})` : t(`kind.${e.kind}`)),
          h("td", {}, e.fixed_table ? String(e.fixed_table) : "–"),
          checking ? h("td", { "data-testid": `checked-in-${e.entrant_id}` }, e.checked_in
            ? t("tn.desk.checked_in")
            : (s.status === "registering" && !withdrawn.has(e.entrant_id)
              ? h("button", { type: "button", "data-testid": `check-in-${e.entrant_id}`, onclick: () => checkInEntrant(e) }, t("tn.desk.check_in_do"))
              : "–")) : null)))))
      : h("p", {}, t("tn.desk.no_entrants")));
    const active = entrants.filter((e) => !withdrawn.has(e.entrant_id)).map((e) => [e.entrant_id, entrantName(names[e.entrant_id])]);
    for (const select of entrantSelects) syncOptions(select, select === wdEntrant ? active : entrants.map((e) => [e.entrant_id, entrantName(e)]));

    const closed = rounds.filter((r) => r.closed_at);
    const before = corRound.value;
    syncOptions(corRound, closed.map((r) => [r.round_no, t("tn.board.round_n", { n: r.round_no })]));
    correct.querySelector("[data-testid=correct-submit]").disabled = !closed.length;
    if (corRound.value !== before || !corTable.options.length) {
      try { await syncTables(); await drawGrid(); } catch (error) { showError(R.error, error); }
    }
    drawProtests();
  }

  await draw();
  S.stream = followStandings(id, () => refresh(), (state) => {
    S.live = state;
    const live = R.head.querySelector("[data-testid=live]");
    if (live) { live.textContent = t(`live.${state}`); live.className = `live live-${state}`; }
    if (state === "live") refresh();
  });
  return () => {
    S.stopped = true;
    if (S.stream) S.stream.close();
  };
}

/** When the schedule seats the next round (or starts the event) by itself, as the service says
 * (`next_step`); null when nothing is due by itself. */
function nextByItself(s) {
  return s.next_step ? h("p", { class: "hint", "data-testid": "next-by-itself" }, t("tn.desk.next_by_itself", { time: when(s.next_step.at) })) : null;
}

/** How many tables of a seated round have their result recorded. */
function resultsDone(round) {
  if (typeof round.results === "number") return round.results;
  if (typeof round.recorded === "number") return round.recorded;
  if (Array.isArray(round.results)) return round.results.filter(Boolean).length;
  return (Array.isArray(round.tables) ? round.tables : []).filter((x) => x.result).length;
}

/** How many tables a seated round has. */
function tableCount(round) {
  return typeof round.tables === "number" ? round.tables : (round.tables || []).length;
}

/** The first page of a tournament's protests (oldest first; the summary only counts them). */
async function protestPage(id) {
  const page = await api(`/v1/tournaments/${id}/protests?limit=100`);
  return page.protests || [];
}
