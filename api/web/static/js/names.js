// One display name per player, the same on every page: the service records a seat's player as
// its handle ("anna", "guest:kalle") or as "bot:<name>" (a tournament's bot entrant as
// "bot:<name>#<entrant number>"); people see "anna", "kalle (guest)", "Heuristic bot" and
// "Heuristic bot #3" — with the seat number added only where two seats of one table would
// otherwise read the same ("Random bot (seat 2)").  The table, the lobby, the leaderboards and
// the tournament pages all name players through displayName().

import { t, tOr } from "./i18n.js";

/** A recorded bot: its name (before any parameters, "ismcts:iters=200", or a Punto Banco seat,
 * "@2") and a tournament entrant's number ("#3"). */
const BOT = /^bot:([^:@#]+)[^#]*(?:#(\d+))?$/;

/** The name people see for a recorded player (a handle or "bot:<name>"). */
export function displayName(raw) {
  if (raw === null || raw === undefined || raw === "") return "";
  const text = String(raw);
  if (text.startsWith("bot:")) {
    const [, bot, number] = BOT.exec(text) || [null, text.slice(4), null];
    const name = tOr(`bot.${bot}`, bot);
    return number ? t("name.numbered", { name, n: number }) : name;
  }
  if (text.startsWith("guest:")) return t("name.guest", { name: text.slice(6) });
  return text;
}

/** A table occupant ({kind, player, bot}) as the recorded player it stands for. */
export function occupantRaw(occupant) {
  if (!occupant) return null;
  return occupant.kind === "bot" ? `bot:${occupant.bot}` : occupant.player;
}

/** The names of a table's seats (recorded players, null for a free seat), the same name twice
 * told apart by the seat number. */
export function seatNames(raws) {
  const plain = raws.map((raw) => (raw ? displayName(raw) : null));
  return plain.map((name, seat) => {
    if (name === null) return t("table.seat_n", { n: seat });
    const twice = plain.filter((other) => other === name).length > 1;
    return twice ? t("name.at_seat", { name, n: seat }) : name;
  });
}
