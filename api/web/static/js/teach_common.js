// What the teaching pages and the Punto Banco table share: their stylesheet, an identity (a
// guest made on the spot when this browser has none), and small words.

import { api, BASE, store } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";

/** Load teach.css once (the other pages do not carry it). */
export function styles() {
  if (document.getElementById("teach-css")) return;
  document.head.append(h("link", { id: "teach-css", rel: "stylesheet", href: `${BASE}/web/teach.css` }));
}

/** This browser's identity, or a new guest named `name` (kept like the lobby keeps it). */
export async function identity(name) {
  const known = store.identity();
  if (known) return known;
  let issued;
  try {
    issued = await api("/v1/guests", { method: "POST", body: { name } });
  } catch {
    issued = await api("/v1/guests", { method: "POST", body: { name: "learner" } });
  }
  store.setIdentity(issued);
  return issued;
}

/** A page heading with the link back to /learn. */
export function header(title, intro) {
  return [
    h("p", { class: "crumbs" }, h("a", { href: `${BASE}/learn` }, t("teach.back"))),
    h("h1", {}, title),
    intro ? h("p", { class: "lead" }, intro) : null,
  ];
}

/** An error line (role alert) for `error`. */
export function errorLine(error) {
  return h("p", { class: "error", role: "alert" }, t("teach.error", { message: error && error.message ? error.message : String(error) }));
}

/** Values as ranges in words: [0,1,2,3,4,5] -> "0–5", [6,7] -> "6 or 7", all ten -> "always". */
export function ranges(values) {
  const vs = [...new Set(values)].sort((a, b) => a - b);
  if (vs.length === 10) return t("school.always");
  if (vs.length === 0) return t("school.never");
  const parts = [];
  for (let i = 0; i < vs.length;) {
    let j = i;
    while (j + 1 < vs.length && vs[j + 1] === vs[j] + 1) j += 1;
    if (j - i >= 2) parts.push(`${vs[i]}–${vs[j]}`);
    else for (let k = i; k <= j; k += 1) parts.push(String(vs[k]));
    i = j + 1;
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} ${t("school.or")} ${parts[parts.length - 1]}` : parts[0];
}
