// The domain's vocabularies (tournament formats, scorings, tie-breaks, bots …), served by the
// service from its enums (`GET /web/vocabulary.json`, api/schemas/vocabulary.py): the pages take their
// lists from here and never restate them.  Loaded once per page.

import { api } from "./api.js";

let loading = null;

/** The vocabularies, by game: `{ tournament: { formats, scorings, default_scoring, tie_breaks, … }, … }`. */
export function vocabulary() {
  if (!loading) loading = api("/web/vocabulary.json").catch((error) => { loading = null; throw error; });
  return loading;
}

/** `list` with `first` moved to its front (the default option shown first). */
export function defaultFirst(list, first) {
  return list.includes(first) ? [first, ...list.filter((x) => x !== first)] : list.slice();
}
