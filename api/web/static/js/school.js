// /learn/baccarat: the Punto Banco card school. GET /v1/teaching/card-school holds the card
// values, the drawing rules and the example coups step by step, all computed by the engine
// (domain.puntobanco.teaching); the page only words each step in the reader's language and lets
// the reader step on and back at their own pace. No bets.

import { api } from "./api.js";
import { face } from "./cards.js";
import { announce, h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { errorLine, header, ranges, styles } from "./teach_common.js";

let position = { lesson: 0, step: 0 };
/** Where the reader is (kept when the page draws itself again, e.g. after a language switch). */

export async function render(main) {
  styles();
  document.title = `${t("school.title")} · maumau`;
  let data;
  try {
    data = await api("/v1/teaching/card-school");
  } catch (error) {
    swap(main, ...header(t("school.title")), errorLine(error));
    return () => {};
  }
  const stage = h("section", { class: "panel school-stage", "aria-labelledby": "lesson-h" });
  swap(main, ...header(t("school.title"), t("school.intro")), stage, values(data), tableau(data));

  function show(lesson, step, speak = true) {
    position = { lesson, step };
    const L = data.lessons[lesson];
    const S = L.steps[step];
    const hand = (who, cards, total) => h("div", { class: `hand-pb ${who}`, "data-hand": who },
      h("h3", {}, t(`school.${who}`), " ", h("span", { class: "total", "data-total": total }, t("school.total", { n: total }))),
      h("div", { class: "cards" }, cards.map((c) => h("span", { class: "valued" }, face(c.card), h("span", { class: "value" }, String(c.value))))));
    const text = words(data, L, step);
    swap(stage, 
      h("h2", { id: "lesson-h" }, t("school.lesson", { n: lesson + 1, total: data.lessons.length })),
      h("p", { class: "hint" }, t("school.step", { n: step + 1, total: L.steps.length }), " · ", h("strong", { "data-rule": S.rule }, t(`school.rule.${S.rule}`))),
      h("div", { class: "hands" }, hand("player", S.player, S.player_total), hand("banker", S.banker, S.banker_total)),
      h("div", { class: "explain", "aria-live": "off" }, text.map((line) => h("p", {}, line))),
      h("p", { class: "steps" },
        h("button", { type: "button", id: "school-prev", "data-focus": "school-prev", disabled: step === 0, onclick: () => show(lesson, step - 1) }, t("school.prev")),
        " ",
        step < L.steps.length - 1
          ? h("button", { type: "button", class: "primary", id: "school-next", "data-focus": "school-next", onclick: () => show(lesson, step + 1) }, t("school.next"))
          : null,
        " ",
        h("button", { type: "button", id: "school-prev-lesson", "data-focus": "school-prev-lesson", disabled: lesson === 0, onclick: () => show(lesson - 1, 0) }, t("school.prev_lesson")),
        " ",
        h("button", { type: "button", id: "school-next-lesson", "data-focus": "school-next-lesson", disabled: lesson === data.lessons.length - 1, onclick: () => show(lesson + 1, 0) }, t("school.next_lesson"))));
    if (speak) announce(text.join(" "));
  }

  const at = position.lesson < data.lessons.length ? position : { lesson: 0, step: 0 };
  show(at.lesson, Math.min(at.step, data.lessons[at.lesson].steps.length - 1), false);
  return () => {};
}

function count(cards) {
  const sum = cards.reduce((a, c) => a + c.value, 0);
  const shown = cards.map((c) => `${c.card} (${c.value})`).join(" + ");
  return sum >= 10 ? t("school.count_mod", { cards: shown, sum, total: sum % 10 }) : t("school.count", { cards: shown, sum });
}

/** The step in words, from its rule and the engine's numbers. */
function words(data, lesson, index) {
  const S = lesson.steps[index];
  const before = index > 0 ? lesson.steps[index - 1] : S;
  const stand = [0, 1, 2, 3, 4, 5, 6, 7].filter((v) => !data.player_draws_on.includes(v));
  const last = (cards) => cards[cards.length - 1];
  switch (S.rule) {
    case "deal":
      return [t("school.step.deal"), `${t("school.player")}: ${count(S.player)}`, `${t("school.banker")}: ${count(S.banker)}`];
    case "natural": {
      const p = S.player_total >= 8;
      const b = S.banker_total >= 8;
      const key = p && b ? "school.natural.both" : p ? "school.natural.player" : "school.natural.banker";
      return [t(key, { p: S.player_total, b: S.banker_total }), t("school.natural.end")];
    }
    case "no_natural":
      return [t("school.step.no_natural")];
    case "player_rule":
      if (S.draws) {
        const card = last(S.player);
        return [t("school.player.draws", { t: before.player_total, draw: ranges(S.draws_on), card: card.card, v: card.value, total: S.player_total })];
      }
      return [t("school.player.stands", { t: S.player_total, stand: ranges(stand) })];
    case "stand_rule":
    case "tableau": {
      const first = S.rule === "stand_rule"
        ? t("school.stand_rule", { draw: ranges(data.stand_rule_draws_on), stand: ranges(stand), t: before.banker_total })
        : t("school.tableau_rule", { third: S.player_third, t: before.banker_total, values: ranges(S.draws_on) });
      const card = last(S.banker);
      const then = S.draws ? t("school.banker.draws", { card: card.card, v: card.value, total: S.banker_total }) : t("school.banker.stands");
      return [first, then];
    }
    case "outcome":
      return [t(`school.outcome.${lesson.outcome}`, { p: S.player_total, b: S.banker_total })];
    case "payouts":
      return [t("school.payouts", { stake: data.stake }), ...S.payouts.map((p) => {
        const spot = t(`school.${p.spot}`);
        if (p.result === "lose") return t("school.pay.lose", { spot });
        if (p.result === "push") return t("school.pay.push", { spot, paid: p.paid });
        return p.commission ? t("school.pay.win_commission", { spot, paid: p.paid, commission: p.commission }) : t("school.pay.win", { spot, paid: p.paid });
      })];
    default:
      return [S.text];
  }
}

function values(data) {
  return h("section", { class: "panel", "aria-labelledby": "values-h" },
    h("h2", { id: "values-h" }, t("school.values")),
    h("p", {}, t("school.values_text")),
    h("ul", { class: "values", "aria-label": `${t("school.rank")} / ${t("school.value")}` },
      data.values.map((v) => h("li", { "data-rank": v.rank }, h("strong", {}, v.rank), " = ", String(v.value)))));
}

function tableau(data) {
  return h("section", { class: "panel", "aria-labelledby": "tableau-h" },
    h("h2", { id: "tableau-h" }, t("school.tableau")),
    h("p", {}, t("school.tableau_text", { stand: ranges(data.stand_rule_draws_on) })),
    h("table", { class: "tableau" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("school.banker_total")), h("th", { scope: "col" }, t("school.banker_draws")))),
      h("tbody", {}, data.tableau.map((row) => h("tr", { "data-total": row.total }, h("td", {}, String(row.total)), h("td", {}, ranges(row.draws_on)))))));
}
