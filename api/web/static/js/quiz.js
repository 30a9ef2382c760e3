// /learn/quiz: seed 000's "Was darfst du legen?". The positions and whether each card may be
// played come from GET /v1/teaching/quiz (the engine's legality check); the page only compares
// your picks with that answer and shows the seed's explanation of each card.

import { api } from "./api.js";
import { face, button } from "./cards.js";
import { announce, h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { errorLine, header, styles } from "./teach_common.js";

export async function render(main) {
  styles();
  document.title = `${t("quiz.title")} · maumau`;
  let data;
  try {
    data = await api("/v1/teaching/quiz");
  } catch (error) {
    swap(main, ...header(t("quiz.title")), errorLine(error));
    return () => {};
  }
  swap(main, ...header(t("quiz.title"), t("quiz.intro")), ...data.puzzles.map(puzzleSection));
  return () => {};
}

function puzzleSection(puzzle) {
  const section = h("section", { class: "panel quiz", "aria-labelledby": `q-${puzzle.puzzle}`, "data-puzzle": puzzle.puzzle });
  const picked = new Set();
  let solved = false;

  function draw() {
    const center = h("div", { class: "center" },
      h("span", { class: "label" }, t("quiz.center")),
      face(puzzle.top),
      puzzle.wish ? h("span", { class: "wish", "data-wish": puzzle.wish }, t("teach.wished", { suit: t(`teach.suit.${puzzle.wish}`) })) : null);
    const hand = h("div", { class: "cards", role: "group", "aria-label": t("quiz.hand") },
      puzzle.cards.map((c) => button(c.card, {
        "aria-pressed": picked.has(c.card) ? "true" : "false",
        "data-focus": `${puzzle.puzzle}-${c.card}`,
        class: `card suit-${c.card[0]}${picked.has(c.card) ? " picked" : ""}`,
        disabled: solved,
        onclick: () => { if (picked.has(c.card)) picked.delete(c.card); else picked.add(c.card); draw(); },
      })));
    const controls = h("p", {},
      solved
        ? h("button", { type: "button", "data-focus": "again", onclick: () => { solved = false; picked.clear(); draw(); } }, t("quiz.again"))
        : h("button", { type: "button", class: "primary", "data-focus": "solve", onclick: () => { solved = true; draw(); announceScore(); } }, t("quiz.solve")));
    swap(section, 
      h("h2", { id: `q-${puzzle.puzzle}` }, t(`quiz.${puzzle.puzzle}.title`)),
      h("p", {}, t(`quiz.${puzzle.puzzle}.question`)),
      center, hand, controls,
      solved ? solution() : null);
  }

  function right(c) {
    return picked.has(c.card) === c.legal;
  }

  function score() {
    return t("quiz.score", { n: puzzle.cards.filter(right).length, total: puzzle.cards.length });
  }

  function announceScore() {
    announce(score());
  }

  function solution() {
    return h("div", { class: "solution" },
      h("h3", {}, t("quiz.solution")),
      h("p", { class: "score" }, score()),
      h("ul", {}, puzzle.cards.map((c) => h("li", {
        class: right(c) ? "right" : "wrong", "data-card": c.card, "data-legal": String(c.legal), "data-right": String(right(c)),
      },
        h("strong", {}, c.legal ? t("quiz.yes") : t("quiz.no")), " ", t(c.explanation), " ",
        h("span", { class: "mark" }, `(${picked.has(c.card) ? t("quiz.picked") : t("quiz.not_picked")}: ${right(c) ? t("quiz.mark_right") : t("quiz.mark_wrong")})`)))));
  }

  draw();
  return section;
}
