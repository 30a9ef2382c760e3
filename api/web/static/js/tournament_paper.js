// What the paper pages (travellers, score cards) share: the caller's credential for a read (the
// director sees a duplicate round's results at once, marked provisional), seats numbered from 1,
// and the badges of a corrected, provisional or substituted result.  Every figure is the
// service's (GET .../travellers, GET .../entrants/{entrant}/card): nothing is computed here.

import { api } from "./api.js";
import { h } from "./dom.js";
import { t } from "./i18n.js";
import { botName, identity } from "./tournament_common.js";

/** GET `path` with the signed-in identity's credential, if any. */
export function read(path) {
  const who = identity();
  return api(path, who ? { token: who.token } : {});
}

/** The badges of a table's result: corrected (with the director's reason), provisional. */
export function resultBadges(item) {
  return [
    item.corrected
      ? h("span", { class: "badge corrected", "data-testid": "corrected", title: item.correction || "" },
        t("tn.paper.corrected"))
      : null,
    item.corrected && item.correction
      ? h("span", { class: "hint correction" }, ` ${t("tn.paper.corrected_why", { reason: item.correction })}`)
      : null,
    item.provisional ? h("span", { class: "badge provisional", "data-testid": "provisional" }, t("tn.paper.provisional")) : null,
  ];
}

/** The badge of a seat a substitute bot played after its entrant withdrew. */
export function substituteBadge(bot) {
  return bot ? h("span", { class: "badge", "data-testid": "substitute" }, t("tn.seating.substitute", { bot: botName(bot) })) : null;
}
