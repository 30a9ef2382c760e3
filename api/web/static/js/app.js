// The client's entry point: the language, the header, and the page chosen by the path.

import { BASE } from "./api.js";
import { h } from "./dom.js";
import { initLang, onLang, t } from "./i18n.js";

const ROUTES = [
  [/^\/$/, "lobby"],
  [/^\/rules$/, "rules"],
  [/^\/leaderboards$/, "boards"],
  [/^\/t\/([0-9a-f-]{36})$/, "table"],
  [/^\/t\/([0-9a-f-]{36})\/replay$/, "replay"],
  [/^\/t\/([0-9a-f-]{36})\/sheet$/, "sheet"],
  [/^\/tournaments$/, "tournaments"],
  [/^\/tournaments\/new$/, "tournament_desk"],
  [/^\/tournaments\/([0-9a-f-]{36})$/, "tournament"],
  [/^\/tournaments\/([0-9a-f-]{36})\/desk$/, "tournament_desk"],
  [/^\/tournaments\/([0-9a-f-]{36})\/rounds\/([0-9]{1,4})$/, "tournament_seating"],
  [/^\/tournaments\/([0-9a-f-]{36})\/travellers$/, "tournament_travellers"],
  [/^\/tournaments\/([0-9a-f-]{36})\/entrants\/([A-Za-z0-9_.:@%-]{1,192})\/card$/, "tournament_card"],
  [/^\/leagues\/new$/, "league"],
  [/^\/leagues\/([0-9a-f-]{36})$/, "league"],
  [/^\/learn$/, "learn"],
  [/^\/learn\/quiz$/, "quiz"],
  [/^\/learn\/guided$/, "guided"],
  [/^\/learn\/baccarat$/, "school"],
  [/^\/pb\/([0-9a-f-]{36})$/, "pb"],
  [/^\/g\/([a-z]{1,16})$/, "game"],
  [/^\/g\/([a-z]{1,16})\/([0-9a-f-]{36})$/, "game"],
];

let current = null;

async function start() {
  initLang();
  const path = location.pathname.slice(BASE.length) || "/";
  const main = document.getElementById("main");
  for (const [pattern, name] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const module = await import(`./${name}.js`);
    current = { module, args: match.slice(1) };
    await render(main);
    onLang(() => render(main));
    return;
  }
  main.replaceChildren(h("h1", {}, t("notfound.title")), h("p", {}, h("a", { href: `${BASE}/` }, t("nav.lobby"))));
}

async function render(main) {
  if (current.stop) current.stop();
  current.stop = await current.module.render(main, ...current.args);
}

start();
