// Tiny DOM helpers: elements are built with h(), never from HTML strings, so no text from the
// API can ever become markup.

/** Create an element: h("button", {class: "x", onclick: fn, "aria-label": "y"}, child, ...). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2), value);
    } else if (key === "class") {
      el.className = value;
    } else if (key === "text") {
      el.textContent = value;
    } else if (key === "value") {
      el.value = value;
    } else if (key === "checked" || key === "disabled" || key === "selected" || key === "required") {
      el[key] = Boolean(value);
    } else {
      el.setAttribute(key, value === true ? "" : String(value));
    }
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replace the children of `el` with `children`, keeping keyboard focus where it was:
 * the focused element's data-focus key is looked up again after the swap. */
export function swap(el, ...children) {
  const active = document.activeElement;
  const key = active && el.contains(active) ? active.getAttribute("data-focus") : null;
  el.replaceChildren();
  append(el, children);
  if (key) {
    const again = el.querySelector(`[data-focus="${CSS.escape(key)}"]`);
    if (again && !again.disabled) again.focus();
  }
}

/** Say `text` to screen readers (the page's polite live region). */
export function announce(text) {
  const region = document.getElementById("announce");
  if (!region) return;
  region.textContent = "";
  window.setTimeout(() => { region.textContent = text; }, 30);
}

/** A labelled form field: <label>text <input ...></label> plus an error slot. */
export function field(label, input, error = null) {
  return h("div", { class: "field" }, h("label", {}, h("span", { class: "label" }, label), input), error);
}

/** The short form of a uuid for people (first 8 hex digits). */
export function short(id) {
  return String(id).slice(0, 8);
}
