// The rule editor: start from a preset (or a saved ruleset), change fields, see the domain's
// verdict inline while typing (POST /web/ruleset-check runs the domain's rule editor without
// saving), save (POST /v1/rulesets) and share the saved ruleset by its id.

import { api, ApiError, href } from "./api.js";
import { h, short, swap } from "./dom.js";
import { t, tOr } from "./i18n.js";

export async function render(main) {
  const params = new URLSearchParams(location.search);
  const [meta, list] = await Promise.all([api("/web/ruleset-fields.json"), api("/v1/rulesets?limit=200")]);
  const S = { base: params.get("id") || "MM-001", rules: null, name: "", saved: null, timer: null, check: 0 };
  const baseSelect = h("select", { id: "base", "data-testid": "base" },
    list.map((r) => h("option", { value: r.id }, r.preset ? r.id : `${r.name} (${short(r.id)})`)));
  const nameInput = h("input", { id: "rs-name", type: "text", maxlength: 64, "data-testid": "rs-name", placeholder: "Friday night" });
  const summary = h("div", { class: "summary", role: "alert", "data-testid": "summary" });
  const warnings = h("div", { class: "warnings", "data-testid": "warnings" });
  const form = h("form", { class: "rules", "aria-labelledby": "rules-h", novalidate: true });
  const savedOut = h("div", { class: "saved", "data-testid": "saved", role: "status" });
  const save = h("button", { type: "submit", class: "primary", "data-testid": "save" }, t("rules.save"));
  main.replaceChildren(
    h("h1", { id: "rules-h" }, t("rules.title")),
    h("p", {}, t("rules.intro")),
    h("div", { class: "field" }, h("label", { for: "base" }, t("rules.base")), baseSelect),
    h("div", { class: "field" }, h("label", { for: "rs-name" }, t("rules.name")), nameInput),
    summary, warnings, form, savedOut);
  document.title = `${t("rules.title")} · maumau`;

  const inputs = {};  // field -> {read(), set(value), error: element}

  async function load(ref) {
    const ruleset = await api(`/v1/rulesets/${encodeURIComponent(ref)}`);
    S.base = ruleset.id;
    S.rules = ruleset.rules;
    if (![...baseSelect.options].some((o) => o.value === ruleset.id)) {
      baseSelect.append(h("option", { value: ruleset.id }, `${ruleset.name} (${short(ruleset.id)})`));
    }
    baseSelect.value = ruleset.id;
    drawForm();
    showVerdict({ ok: true, fields: {}, warnings: ruleset.warnings });
    if (!ruleset.preset) {
      swap(savedOut, h("p", {}, t("rules.viewing", { name: ruleset.name, id: ruleset.id })), shareLinks(ruleset.id));
    } else {
      savedOut.replaceChildren();
    }
  }

  function drawForm() {
    const rows = [];
    const ranks = meta.deck_ranks[String(S.rules.deck)] || meta.deck_ranks["52"];
    for (const { name, kind } of meta.fields) {
      const value = S.rules[name];
      const error = h("p", { class: "error", id: `err-${name}`, "data-testid": `err-${name}` });
      const label = tOr(`field.${name}`, name);
      const common = { id: `f-${name}`, name, "aria-describedby": `err-${name}`, "data-testid": `f-${name}` };
      let control;
      let read;
      if (kind === "bool") {
        control = h("input", { ...common, type: "checkbox", checked: value });
        read = () => control.checked;
      } else if (kind === "choice") {
        control = h("select", common, meta.choices[name].map((c) => h("option", { value: c, selected: c === value }, c)));
        read = () => control.value;
      } else if (kind === "int" || kind === "int?") {
        control = h("input", { ...common, type: "number", inputmode: "numeric", value: value === null || value === undefined ? "" : String(value),
          placeholder: kind === "int?" ? t("rules.none") : null });
        read = () => (control.value.trim() === "" ? (kind === "int?" ? null : "") : numberOr(control.value));
      } else if (kind === "pair") {
        const low = h("input", { ...common, id: `f-${name}`, type: "number", value: String(value[0]), "aria-label": `${label} ${t("rules.min")}` });
        const high = h("input", { type: "number", name: `${name}-max`, value: String(value[1]), "aria-label": `${label} ${t("rules.max")}`, "aria-describedby": `err-${name}`, "data-testid": `f-${name}-max` });
        control = h("span", { class: "pair" }, low, " – ", high);
        read = () => [numberOr(low.value), numberOr(high.value)];
      } else if (kind === "ranks") {
        control = h("input", { ...common, type: "text", value: (value || []).join(", "), placeholder: "7, 8, J" });
        read = () => control.value.split(/[\s,]+/).filter(Boolean);
      } else if (kind === "map") {
        const cells = ranks.map((rank) => {
          const effect = value[rank];
          const input = h("input", {
            type: "text", name: `${name}-${rank}`, list: "effects", size: 10, value: effect ? effectText(effect) : "",
            "aria-label": t("rules.effect_of", { rank }), "aria-describedby": `err-${name}`, "data-testid": `f-specials-${rank}`,
          });
          return { rank, input };
        });
        control = h("div", { class: "specials", id: `f-${name}` },
          cells.map(({ rank, input }) => h("label", {}, h("span", { class: "rank-name" }, rank), input)));
        read = () => Object.fromEntries(cells.filter((c) => c.input.value.trim()).map((c) => [c.rank, c.input.value.trim()]));
      } else {
        control = h("input", { ...common, type: "text", value: String(value ?? "") });
        read = () => control.value;
      }
      inputs[name] = { read, error, control, kind };
      rows.push(h("div", { class: `field rule kind-${kind}`, "data-field": name },
        kind === "map" || kind === "pair"
          ? h("span", { class: "label", id: `l-${name}` }, label)
          : h("label", { for: `f-${name}`, class: "label" }, label),
        control, error));
    }
    swap(form,
      h("datalist", { id: "effects" }, ["draw 2", "draw 1", "skip", "wish", "wish wild", "again", "reverse"].map((e) => h("option", { value: e }))),
      h("div", { class: "rule-grid" }, rows), save);
  }

  function draft() {
    const overrides = {};
    const replace = [];
    for (const [name, input] of Object.entries(inputs)) {
      const value = input.read();
      const base = S.rules[name];
      if (input.kind === "map") {
        const before = Object.fromEntries(Object.entries(base || {}).map(([rank, effect]) => [rank, effectText(effect)]));
        if (JSON.stringify(sortKeys(before)) !== JSON.stringify(sortKeys(value))) {
          overrides[name] = value;
          replace.push(name);
        }
      } else if (JSON.stringify(value) !== JSON.stringify(base)) {
        overrides[name] = value;
      }
    }
    return { base: S.base, overrides, replace };
  }

  function showVerdict(verdict) {
    const fields = verdict.fields || {};
    for (const [name, input] of Object.entries(inputs)) {
      const problem = fields[name] || "";
      input.error.textContent = problem;
      for (const el of input.control.matches("input,select") ? [input.control] : input.control.querySelectorAll("input,select")) {
        if (problem) el.setAttribute("aria-invalid", "true");
        else el.removeAttribute("aria-invalid");
      }
    }
    const unplaced = Object.entries(fields).filter(([name]) => !inputs[name]);
    const count = Object.keys(fields).length;
    swap(summary, count
      ? h("div", {}, h("p", { class: "error" }, t("rules.problems", { n: count })),
        h("ul", {}, Object.entries(fields).map(([name, why]) => h("li", {},
          inputs[name] ? h("a", { href: `#f-${name}` }, tOr(`field.${name}`, name)) : name, ": ", why))),
        unplaced.length ? null : null)
      : h("p", { class: "ok", "data-testid": "valid" }, t("rules.valid")));
    swap(warnings, ...(verdict.warnings || []).map((w) => h("p", { class: "warning" }, `${tOr(`field.${w.field}`, w.field)}: ${w.message}`)));
    save.disabled = count > 0;
  }

  async function check() {
    const ticket = ++S.check;
    try {
      const verdict = await api("/web/ruleset-check", { method: "POST", body: draft() });
      if (ticket === S.check) showVerdict(verdict);
    } catch (error) {
      if (ticket === S.check) swap(summary, h("p", { class: "error" }, error.message));
    }
  }

  function shareLinks(id) {
    const link = `${location.origin}${href(`/rules?id=${id}`)}`;
    return h("p", {}, h("label", {}, t("rules.share"), " ",
      h("input", { type: "text", readonly: true, value: link, size: 50, "data-testid": "share-link" })), " ",
      h("a", { href: href(`/?ruleset=${id}`), "data-testid": "open-table" }, t("rules.open_table")));
  }

  form.addEventListener("input", () => {
    window.clearTimeout(S.timer);
    S.timer = window.setTimeout(check, 250);
  });
  form.addEventListener("change", () => {
    window.clearTimeout(S.timer);
    S.timer = window.setTimeout(check, 50);
  });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = { ...draft() };
    if (nameInput.value.trim()) body.name = nameInput.value.trim();
    try {
      const saved = await api("/v1/rulesets", { method: "POST", body });
      S.saved = saved;
      swap(savedOut, h("p", {}, t("rules.saved", { name: saved.name, id: saved.id })), shareLinks(saved.id));
      showVerdict({ ok: true, fields: {}, warnings: saved.warnings });
    } catch (error) {
      if (error instanceof ApiError && error.fields) showVerdict({ ok: false, fields: error.fields, warnings: [] });
      else swap(summary, h("p", { class: "error" }, error.message));
    }
  });
  baseSelect.addEventListener("change", () => load(baseSelect.value));
  await load(S.base);
  return () => window.clearTimeout(S.timer);
}

function numberOr(text) {
  const n = Number(text);
  return Number.isFinite(n) && text.trim() !== "" ? n : text;
}

function effectText(effect) {
  if (typeof effect === "string") return effect;
  if (effect.kind === "draw") return `draw ${effect.amount}`;
  if (effect.kind === "wish") return effect.wild ? "wish wild" : "wish";
  return effect.kind;
}

function sortKeys(object) {
  return Object.fromEntries(Object.entries(object).sort(([a], [b]) => a.localeCompare(b)));
}
