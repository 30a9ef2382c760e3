// The one way the pages talk to the service: fetch() on this origin, JSON in and out, the
// documented error shape turned into ApiError, and the browser's own credentials in storage.

export const BASE = (document.querySelector('meta[name="maumau-base"]')?.content || "").replace(/\/$/, "");

/** An error answer of the API: status, the broken rule, its message and per-field reasons. */
export class ApiError extends Error {
  constructor(status, detail) {
    super(detail?.message || `HTTP ${status}`);
    this.status = status;
    this.rule = detail?.rule || "http";
    this.fields = detail?.fields || null;
  }
}

/** Call the API: api("/v1/tables", {method: "POST", body: {...}, token}). Resolves to the
 * parsed JSON (null for 204); rejects with ApiError. */
export async function api(path, { method = "GET", body, token, headers = {}, signal } = {}) {
  const init = { method, headers: { Accept: "application/json", ...headers }, signal, cache: "no-store" };
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(BASE + path, init);
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new ApiError(0, { rule: "offline", message: "the service cannot be reached" });
  }
  if (response.status === 204) return null;
  const text = await response.text();
  let data = null;
  try { data = text ? JSON.parse(text) : null; } catch { data = null; }
  if (!response.ok) throw new ApiError(response.status, data?.detail);
  return data;
}

/** A link inside the service (keeps a proxy's path prefix). */
export function href(path) {
  return BASE + path;
}

// ------------------------------------------------------------------ credentials in storage
// Only what the service gave this browser: its identity's credential, the seat and host tokens
// of the tables it opened or sat down at, and private tables' invite codes.

const KEY = "maumau.";

function read(key) {
  try { return JSON.parse(localStorage.getItem(KEY + key) || "null"); } catch { return null; }
}

function write(key, value) {
  if (value === null || value === undefined) localStorage.removeItem(KEY + key);
  else localStorage.setItem(KEY + key, JSON.stringify(value));
}

export const store = {
  /** {token, expires_at, account: {player_id, handle, kind, role}} or null. */
  identity() {
    const id = read("identity");
    if (id && id.expires_at && Date.parse(id.expires_at) < Date.now()) {
      write("identity", null);
      return null;
    }
    return id;
  },
  setIdentity(value) { write("identity", value); },
  /** {seat, token} of this browser at `table`, or null. */
  seat(table) { return read(`seat.${table}`); },
  setSeat(table, value) { write(`seat.${table}`, value); },
  host(table) { return read(`host.${table}`); },
  setHost(table, token) { write(`host.${table}`, token); },
  invite(table) { return read(`invite.${table}`); },
  setInvite(table, code) { write(`invite.${table}`, code); },
  lang() { return read("lang"); },
  setLang(value) { write("lang", value); },
  /** The deck the cards are drawn and named with: "french" (default) or "german". */
  deck() { return read("deck"); },
  setDeck(value) { write("deck", value); },
};
