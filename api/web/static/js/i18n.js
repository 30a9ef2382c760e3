// The one message catalogue and the language.  The catalogue lives in area modules under
// `texts/` (each exports `{en, de, ru, zh}`), merged here in the order of AREAS; a page never
// pastes words together: every sentence is one message with {placeholders}, a message whose
// form depends on a number is an object of plural forms chosen with Intl.PluralRules
// (`{one, few, many, other}`: Russian has three), and a sentence about the viewer ("you") is a
// message of its own, not a name put into a third-person sentence.
//
// The language: the one chosen with the switch (kept in this browser), else the browser's first
// language we have, else English.

import { store } from "./api.js";
import common from "./texts/common.js";
import table from "./texts/table.js";
import tournament from "./texts/tournament.js";
import teach from "./texts/teach.js";
import games from "./texts/games.js";
import league from "./texts/league.js";

/** The catalogue's areas; a new area is one more import in this list. */
const AREAS = [teach, common, table, tournament, games, league]; // later areas win: teach.js's stand-in card names give way

export const LANGS = ["en", "de", "ru", "zh"];

export const TEXTS = Object.fromEntries(LANGS.map((l) => [l, Object.assign({}, ...AREAS.map((area) => area[l] || {}))]));


let current = "en";
const listeners = [];
const plurals = {};

function plural(lang, n) {
  if (!plurals[lang]) plurals[lang] = new Intl.PluralRules(lang);
  return plurals[lang].select(Number(n));
}

function pick(lang, key, vars) {
  const value = TEXTS[lang][key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  const form = plural(lang, vars.n ?? 0);
  return value[form] ?? value.other;
}

/** The text for `key` in the current language with {name} placeholders filled in (a plural
 * message takes its form from `vars.n`). */
export function t(key, vars = {}) {
  const text = pick(current, key, vars) ?? pick("en", key, vars) ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (vars[name] === undefined ? `{${name}}` : String(vars[name])));
}

/** Whether the catalogue has `key` (in the current language or in English). */
export function has(key) {
  return key in TEXTS[current] || key in TEXTS.en;
}

/** Like t(), with `fallback` for a key no language has (e.g. a ruleset field added later). */
export function tOr(key, fallback, vars = {}) {
  return has(key) ? t(key, vars) : fallback;
}

/** The message for an act of `seat`: `${key}.you` when the viewer sits there, else `${key}.other`
 * with {p} the seat's name ("Du hast … gelegt." / "Anna legt …"). */
export function tPerson(key, seat, me, name, vars = {}) {
  return seat === me && me !== null && me !== undefined && me >= 0 ? t(`${key}.you`, vars) : t(`${key}.other`, { p: name(seat), ...vars });
}

export function lang() {
  return current;
}

/** Pick the language (stored choice, else the browser's) and wire the switch in the header. */
export function initLang() {
  const stored = store.lang();
  const browser = (navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2).toLowerCase()).find((l) => l in TEXTS);
  const wanted = stored in TEXTS ? stored : browser;
  apply(wanted in TEXTS ? wanted : "en");
  const select = document.getElementById("lang");
  if (select) {
    select.value = current;
    select.addEventListener("change", () => setLang(select.value));
  }
}

/** Switch to `value` (kept in this browser) and let every page draw itself again. */
export function setLang(value) {
  if (!(value in TEXTS)) return;
  store.setLang(value);
  apply(value);
  const select = document.getElementById("lang");
  if (select) select.value = value;
  for (const listener of listeners) listener();
}

/** Call `listener` after the language changed (the page draws itself again). */
export function onLang(listener) {
  listeners.push(listener);
}

function apply(value) {
  current = value;
  document.documentElement.lang = value === "zh" ? "zh-Hans" : value;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.getAttribute("data-i18n"));
  for (const el of document.querySelectorAll("[data-i18n-aria]")) el.setAttribute("aria-label", t(el.getAttribute("data-i18n-aria")));
}
