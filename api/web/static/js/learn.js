// /learn: the teaching pages and the Punto Banco table, one card each.

import { BASE, store } from "./api.js";
import { h, swap } from "./dom.js";
import { t } from "./i18n.js";
import { pbOpener } from "./pb.js";
import { styles } from "./teach_common.js";

export async function render(main) {
  styles();
  document.title = `${t("learn.title")} · maumau`;
  const item = (path, title, text) =>
    h("li", { class: "panel" }, h("h2", {}, h("a", { href: `${BASE}${path}` }, title)), h("p", {}, text));
  swap(main, 
    h("h1", {}, t("learn.title")),
    h("p", { class: "lead" }, t("learn.intro")),
    h("ul", { class: "learn-list" },
      item("/learn/quiz", t("learn.quiz"), t("learn.quiz_text")),
      item("/learn/guided", t("learn.guided"), t("learn.guided_text")),
      item("/learn/baccarat", t("learn.school"), t("learn.school_text")),
      h("li", { class: "panel" }, h("h2", {}, t("learn.pb")), h("p", {}, t("learn.pb_text")), pbOpener(store.identity()))),
  );
  return () => {};
}
