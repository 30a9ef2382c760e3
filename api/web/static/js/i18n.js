// English and German texts, and the language: the one chosen with the switch (kept in this
// browser), else the browser's first language we have, else English.

import { store } from "./api.js";

const RANKS_EN = { 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", 10: "Ten", J: "Jack", Q: "Queen", K: "King", A: "Ace" };
const RANKS_DE = { 2: "Zwei", 3: "Drei", 4: "Vier", 5: "Fünf", 6: "Sechs", 7: "Sieben", 8: "Acht", 9: "Neun", 10: "Zehn", J: "Bube", Q: "Dame", K: "König", A: "Ass" };

function ranks(names) {
  return Object.fromEntries(Object.entries(names).map(([k, v]) => [`rank.${k}`, v]));
}

export const TEXTS = {
  en: {
    "nav.skip": "Skip to content", "nav.main": "Main", "nav.lobby": "Lobby", "nav.rules": "Rule editor",
    "nav.boards": "Leaderboards", "nav.tournaments": "Tournaments", "nav.language": "Language", "notfound.title": "No such page",
    card: "{rank} of {suit}", "suit.C": "clubs", "suit.S": "spades", "suit.H": "hearts", "suit.D": "diamonds",
    ...ranks(RANKS_EN),
    "call.mau": "“Mau”", "call.maumau": "“Mau-Mau”",
    "bot.heuristic": "Heuristic bot", "bot.random": "Random bot",
    "kind.account": "account", "kind.guest": "guest",
    "status.waiting": "waiting", "status.playing": "playing", "status.finished": "finished", "status.running": "running",
    "phase.new": "not started", "phase.playing": "playing", "phase.between_rounds": "between rounds", "phase.finished": "match over",
    "live.connecting": "connecting…", "live.live": "live", "live.retrying": "reconnecting…", "live.ended": "stream ended", "live.refused": "not allowed to follow",
    "lobby.title": "Lobby",
    "you.title": "You", "you.intro": "Play as a guest right away, or sign in to play rated tables.",
    "you.guest": "Play as guest", "you.sign_in": "Sign in", "you.sign_up": "Sign up", "you.sign_out": "Sign out",
    "you.name": "Name", "you.handle": "Handle", "you.password": "Password", "you.signed_in": "Signed in as {handle}",
    "create.title": "Open a table", "create.need_identity": "Sign in or play as a guest to open a table.",
    "create.ruleset": "Ruleset", "create.edit_rules": "Make your own rules in the rule editor",
    "create.seats": "Seats", "create.seat0": "Seat 0 is yours.", "create.seat": "Seat {n}", "create.open_seat": "Open seat (a person)",
    "create.time": "Time control", "create.turn": "Time per move", "create.no_clock": "No clock", "create.seconds": "{n} s",
    "create.bank": "Extra time per seat (s)", "create.options": "Options", "create.private": "Private (invite link only)",
    "create.rated": "Rated (accounts only)", "create.spectators": "Spectators may watch", "create.submit": "Open table",
    "tables.title": "Open tables", "tables.refresh": "Refresh", "tables.more": "More tables", "tables.none": "No open tables right now.",
    "tables.table": "Table", "tables.ruleset": "Ruleset", "tables.players": "Players", "tables.status": "Status",
    "tables.clock": "Clock", "tables.actions": "Actions", "tables.free": "seat {n} free", "tables.join": "Join",
    "tables.join_label": "Join table {table} at seat {seat}", "tables.watch": "Watch", "tables.watch_label": "Watch table {table}",
    "history.title": "Your matches", "history.none": "No matches yet.", "history.won": "won", "history.lost": "lost", "history.open": "table",
    "table.title": "Table {id}", "table.ruleset": "Ruleset", "table.round": "round {n}", "table.version": "version {n}",
    "table.role_seat": "you sit at seat {n}", "table.role_spectator": "you are watching", "table.links": "This match",
    "table.replay": "Replay", "table.sheet": "Score sheet, audit trail and disputes",
    "table.waiting": "Waiting for players.", "table.your_turn": "Your turn.", "table.turn_of": "{p} is to move.",
    "table.window": "{p} forgot to call: a challenge is possible.", "table.between": "Round over.", "table.finished": "The match is over.",
    "table.seats": "Seats", "table.seat_n": "Seat {n}", "table.free": "free", "table.you": "you", "table.turn": "to move",
    "table.cards": "{n} cards", "table.card": "1 card", "table.hand_one": "Your hand (1 card)", "table.total": "total {n}", "table.clock": "time left",
    "table.take": "Take seat {n}", "table.retake": "Take your seat {n} again", "table.bot_for": "Bot for seat {n}",
    "table.add_bot": "Seat bot", "table.start": "Start the match", "table.next_round": "Deal the next round",
    "table.invite": "Invite link:", "table.pile": "Table", "table.top": "Top card", "table.wish": "Wish", "table.pending": "Cards to draw",
    "table.draw_pile": "Draw pile", "table.direction": "Direction", "table.cw": "clockwise", "table.ccw": "counter-clockwise",
    "table.spectating": "Watching", "table.spectator_hint": "You do not sit at this table.",
    "table.sign_in_hint": "Sign in or play as a guest in the lobby to sit down somewhere.",
    "table.hand": "Your hand ({n} cards)", "table.hand_label": "Your cards", "table.hand_hint": "Highlighted cards may be played now: select one (or several where allowed), then Play.",
    "table.drawn": "You drew {card}: play it or pass.", "table.say": "Call {call} with this card", "table.pick_wish": "Wish a suit",
    "table.play": "Play", "table.play_n": "Play {n} cards", "table.draw": "Draw", "table.draw_n": "Draw {n}", "table.pass": "Pass",
    "table.challenge": "Challenge {p}: forgot to call", "table.close_window": "Go on (no challenge)",
    "table.moved_on": "The table moved on meanwhile: look again.", "table.seat_lost": "This browser's seat token no longer holds the seat: you are watching.",
    "table.round_over": "Round {n} is over", "table.match_over": "The match is over", "table.points": "({n} points)", "table.no_cards": "no cards",
    "table.log": "What happened",
    "ev.match_started": "The match started.", "ev.round_started": "Round {n} was dealt.", "ev.start_card": "Start card: {card}.",
    "ev.played": "{p} played {cards}.", "ev.wished": "{p} wished {suit}.", "ev.called": "{p} called {call}.",
    "ev.missed": "{p} did not call {call}.", "ev.refused": "{p} challenged {q} wrongly.", "ev.penalty": "{p} draws {n} ({why}).",
    "ev.drew_own": "{p} drew {cards}.", "ev.drew": "{p} drew {n}.", "ev.reshuffled": "The discard pile was shuffled into the draw pile.",
    "ev.skipped": "{p} is skipped.", "ev.reversed": "The direction turned.", "ev.passed": "{p} passed.",
    "ev.window_closed": "The challenge window on {p} closed.", "ev.round_won": "{p} won round {n}.", "ev.match_over": "Match over: {p} won.",
    "ev.timeout": "{p} ran out of time.", "ev.forfeit": "{p} forfeited the seat.",
    "rules.title": "Rule editor", "rules.intro": "Start from a preset, change what you like: the service checks every change as you type. Save to get an id you can share.",
    "rules.base": "Start from", "rules.name": "Name of your ruleset", "rules.save": "Save ruleset", "rules.none": "none",
    "rules.min": "from", "rules.max": "to", "rules.effect_of": "Effect of rank {rank}", "rules.problems": "{n} problem(s): fix them to save.",
    "rules.valid": "These rules are playable.", "rules.saved": "Saved “{name}” as {id}.", "rules.viewing": "Ruleset “{name}” ({id}).",
    "rules.share": "Share link:", "rules.open_table": "Open a table with these rules",
    "field.deck": "Deck (32 or 52 cards)", "field.decks": "Decks", "field.two_decks_from": "Two decks from (players)", "field.players": "Players",
    "field.hand_size": "Hand size", "field.hand_size_2p": "Hand size with two players", "field.start_card": "Start card", "field.specials": "Special cards",
    "field.stacking": "Draw cards stack", "field.voluntary_draw": "May draw instead of playing", "field.draw_mode": "Drawing",
    "field.wish_on_wish": "Wish card on wish card", "field.last_card_forbidden": "Ranks that may not be the last card",
    "field.multi_same_rank": "Several cards of one rank at once", "field.calls": "Calls", "field.final_call_challengeable": "Forgotten “Mau-Mau” can be challenged",
    "field.call_penalty": "Penalty for a forgotten call", "field.illegal_play_penalty": "Penalty for a wrong card", "field.jump_in": "Jump in",
    "field.scoring": "Scoring", "field.card_values": "Card values", "field.zone_jack_value": "Jack value (zone)", "field.win_target": "Round wins to win",
    "field.points_limit": "Penalty points limit", "field.max_rounds": "Most rounds", "field.challenge_window_ms": "Challenge window (ms)",
    "field.draw_limit": "Draws per turn", "field.reshuffle": "Reshuffle the discard pile", "field.extra_blocking_passes": "Extra passes before a block",
    "field.reverse_two_players": "Reverse with two players", "field.max_refused_challenges": "Wrong challenges allowed per round",
    "replay.title": "Replay of table {id}", "replay.back": "Back to the table", "replay.no_rounds": "No round was dealt yet.",
    "replay.round": "Round", "replay.round_n": "Round {n}", "replay.running": "running", "replay.perspective": "Seen by",
    "replay.everything": "everything (round over)", "replay.version": "Version", "replay.prev": "One version back", "replay.next": "One version on",
    "replay.at": "version {v} of {first}–{last}", "replay.board": "The table at this version", "replay.inside": "A version inside one move: nobody could act here.",
    "replay.player": "Player", "replay.cards": "Cards", "replay.hand": "Hand", "replay.hidden": "hidden", "replay.events": "Events so far",
    "replay.running_hint": "This round is still running: only its players may replay it, each from their own seat.",
    "replay.proof": "Fair deal", "replay.commitment": "Commitment (published at the deal):", "replay.seed": "Revealed seed:",
    "replay.seed_matches": "matches the commitment", "replay.seed_differs": "does NOT match the commitment",
    "replay.seed_later": "The seed is revealed when the round is over.", "replay.verified": "Verified: {what}.", "replay.not_verified": "Not verified: {what}",
    "sheet.title": "Match {id}", "sheet.sheet": "Score sheet", "sheet.not_yet": "Not recorded yet.", "sheet.scoring": "scoring: {s}",
    "sheet.round": "Round", "sheet.reason": "Ended", "sheet.cell": "{points} (total {total}, {left} left)", "sheet.total": "Total",
    "sheet.audit": "Audit trail", "sheet.redacted": "hidden until the round is over", "sheet.disputes": "Mau calls and challenges",
    "sheet.player": "Player", "sheet.cards": "Card", "sheet.call_due": "Call due", "sheet.call_made": "Called", "sheet.challenged_by": "Challenged by",
    "sheet.outcome": "Outcome", "sheet.yes": "yes", "sheet.no": "no", "sheet.no_disputes": "No call was due yet.",
    "sheet.other_challenges": "{n} challenge(s) about no missed call.", "sheet.referee": "Referee view",
    "sheet.referee_later": "Available for rounds that are over.", "sheet.show": "Show", "sheet.referee_at": "Seat {seat} at version {v}:",
    "sheet.hand": "Hand", "sheet.sizes": "Cards per seat", "sheet.window": "Challenge possible on",
    "boards.title": "Leaderboards", "boards.all": "all rulesets", "boards.period": "Month (empty: all time)", "boards.board": "Board",
    "boards.rated": "rated", "boards.unrated": "unrated", "boards.order": "Order by", "boards.filters": "Filters", "boards.empty": "Nobody on this board yet.",
    "boards.order.ordinal": "rating", "boards.order.win_rate": "win rate", "boards.order.matches_won": "matches won", "boards.order.rounds_won": "rounds won",
    "boards.order.longest_streak": "longest streak", "boards.order.mean_penalty_points": "mean penalty points",
    "boards.col.rank": "#", "boards.col.player": "Player", "boards.col.ruleset": "Ruleset", "boards.col.played": "Matches", "boards.col.won": "Won",
    "boards.col.win_rate": "Win rate", "boards.col.rounds_won": "Rounds won", "boards.col.mean_penalty": "Mean penalty", "boards.col.streak": "Best streak",
    "boards.col.rating": "Rating",
  },
  de: {
    "nav.skip": "Zum Inhalt springen", "nav.main": "Hauptmenü", "nav.lobby": "Lobby", "nav.rules": "Regeleditor",
    "nav.boards": "Ranglisten", "nav.tournaments": "Turniere", "nav.language": "Sprache", "notfound.title": "Diese Seite gibt es nicht",
    card: "{suit}-{rank}", "suit.C": "Kreuz", "suit.S": "Pik", "suit.H": "Herz", "suit.D": "Karo",
    ...ranks(RANKS_DE),
    "call.mau": "„Mau“", "call.maumau": "„Mau-Mau“",
    "bot.heuristic": "Heuristik-Bot", "bot.random": "Zufalls-Bot",
    "kind.account": "Konto", "kind.guest": "Gast",
    "status.waiting": "wartet", "status.playing": "läuft", "status.finished": "beendet", "status.running": "läuft",
    "phase.new": "nicht begonnen", "phase.playing": "läuft", "phase.between_rounds": "zwischen den Runden", "phase.finished": "Partie vorbei",
    "live.connecting": "verbinde…", "live.live": "live", "live.retrying": "verbinde neu…", "live.ended": "Stream beendet", "live.refused": "Zuschauen nicht erlaubt",
    "lobby.title": "Lobby",
    "you.title": "Du", "you.intro": "Spiel sofort als Gast, oder melde dich an, um gewertete Tische zu spielen.",
    "you.guest": "Als Gast spielen", "you.sign_in": "Anmelden", "you.sign_up": "Registrieren", "you.sign_out": "Abmelden",
    "you.name": "Name", "you.handle": "Name (Handle)", "you.password": "Passwort", "you.signed_in": "Angemeldet als {handle}",
    "create.title": "Tisch eröffnen", "create.need_identity": "Melde dich an oder spiel als Gast, um einen Tisch zu eröffnen.",
    "create.ruleset": "Regelwerk", "create.edit_rules": "Eigene Regeln im Regeleditor machen",
    "create.seats": "Plätze", "create.seat0": "Platz 0 ist deiner.", "create.seat": "Platz {n}", "create.open_seat": "Offener Platz (ein Mensch)",
    "create.time": "Bedenkzeit", "create.turn": "Zeit pro Zug", "create.no_clock": "Keine Uhr", "create.seconds": "{n} s",
    "create.bank": "Zusatzzeit je Platz (s)", "create.options": "Optionen", "create.private": "Privat (nur mit Einladungslink)",
    "create.rated": "Gewertet (nur Konten)", "create.spectators": "Zuschauer erlaubt", "create.submit": "Tisch eröffnen",
    "tables.title": "Offene Tische", "tables.refresh": "Aktualisieren", "tables.more": "Weitere Tische", "tables.none": "Gerade keine offenen Tische.",
    "tables.table": "Tisch", "tables.ruleset": "Regelwerk", "tables.players": "Spieler", "tables.status": "Stand",
    "tables.clock": "Uhr", "tables.actions": "Aktionen", "tables.free": "Platz {n} frei", "tables.join": "Mitspielen",
    "tables.join_label": "An Tisch {table} auf Platz {seat} mitspielen", "tables.watch": "Zuschauen", "tables.watch_label": "Tisch {table} zuschauen",
    "history.title": "Deine Partien", "history.none": "Noch keine Partien.", "history.won": "gewonnen", "history.lost": "verloren", "history.open": "Tisch",
    "table.title": "Tisch {id}", "table.ruleset": "Regelwerk", "table.round": "Runde {n}", "table.version": "Version {n}",
    "table.role_seat": "du sitzt auf Platz {n}", "table.role_spectator": "du schaust zu", "table.links": "Diese Partie",
    "table.replay": "Wiederholung", "table.sheet": "Spielzettel, Protokoll und Streitfälle",
    "table.waiting": "Warte auf Spieler.", "table.your_turn": "Du bist am Zug.", "table.turn_of": "{p} ist am Zug.",
    "table.window": "{p} hat vergessen anzusagen: Einspruch möglich.", "table.between": "Runde vorbei.", "table.finished": "Die Partie ist vorbei.",
    "table.seats": "Plätze", "table.seat_n": "Platz {n}", "table.free": "frei", "table.you": "du", "table.turn": "am Zug",
    "table.cards": "{n} Karten", "table.card": "1 Karte", "table.hand_one": "Deine Hand (1 Karte)", "table.total": "gesamt {n}", "table.clock": "verbleibende Zeit",
    "table.take": "Platz {n} nehmen", "table.retake": "Deinen Platz {n} wieder einnehmen", "table.bot_for": "Bot für Platz {n}",
    "table.add_bot": "Bot setzen", "table.start": "Partie starten", "table.next_round": "Nächste Runde geben",
    "table.invite": "Einladungslink:", "table.pile": "Tisch", "table.top": "Oberste Karte", "table.wish": "Wunsch", "table.pending": "Zu ziehende Karten",
    "table.draw_pile": "Stapel", "table.direction": "Richtung", "table.cw": "im Uhrzeigersinn", "table.ccw": "gegen den Uhrzeigersinn",
    "table.spectating": "Zuschauen", "table.spectator_hint": "Du sitzt nicht an diesem Tisch.",
    "table.sign_in_hint": "Melde dich in der Lobby an oder spiel als Gast, um dich hinzusetzen.",
    "table.hand": "Deine Hand ({n} Karten)", "table.hand_label": "Deine Karten", "table.hand_hint": "Hervorgehobene Karten darfst du jetzt spielen: eine wählen (oder mehrere, wo erlaubt), dann Spielen.",
    "table.drawn": "Du hast {card} gezogen: spielen oder passen.", "table.say": "{call} mit dieser Karte ansagen", "table.pick_wish": "Farbe wünschen",
    "table.play": "Spielen", "table.play_n": "{n} Karten spielen", "table.draw": "Ziehen", "table.draw_n": "{n} ziehen", "table.pass": "Passen",
    "table.challenge": "Einspruch gegen {p}: nicht angesagt", "table.close_window": "Weiter (kein Einspruch)",
    "table.moved_on": "Der Tisch ist inzwischen weiter: schau noch einmal.", "table.seat_lost": "Das Platz-Token dieses Browsers gilt nicht mehr: du schaust zu.",
    "table.round_over": "Runde {n} ist vorbei", "table.match_over": "Die Partie ist vorbei", "table.points": "({n} Punkte)", "table.no_cards": "keine Karten",
    "table.log": "Was geschah",
    "ev.match_started": "Die Partie hat begonnen.", "ev.round_started": "Runde {n} wurde gegeben.", "ev.start_card": "Startkarte: {card}.",
    "ev.played": "{p} spielte {cards}.", "ev.wished": "{p} wünschte {suit}.", "ev.called": "{p} sagte {call}.",
    "ev.missed": "{p} sagte nicht {call}.", "ev.refused": "{p} hat zu Unrecht Einspruch gegen {q} erhoben.", "ev.penalty": "{p} zieht {n} ({why}).",
    "ev.drew_own": "{p} zog {cards}.", "ev.drew": "{p} zog {n}.", "ev.reshuffled": "Der Ablagestapel wurde neu gemischt.",
    "ev.skipped": "{p} setzt aus.", "ev.reversed": "Die Richtung wechselt.", "ev.passed": "{p} passte.",
    "ev.window_closed": "Die Einspruchsfrist gegen {p} ist vorbei.", "ev.round_won": "{p} gewann Runde {n}.", "ev.match_over": "Partie vorbei: {p} gewann.",
    "ev.timeout": "{p} hat die Zeit überschritten.", "ev.forfeit": "{p} hat den Platz verloren.",
    "rules.title": "Regeleditor", "rules.intro": "Beginne mit einer Vorlage und ändere, was du willst: der Dienst prüft jede Änderung beim Tippen. Speichern gibt eine Kennung zum Teilen.",
    "rules.base": "Vorlage", "rules.name": "Name deines Regelwerks", "rules.save": "Regelwerk speichern", "rules.none": "keine",
    "rules.min": "von", "rules.max": "bis", "rules.effect_of": "Wirkung des Rangs {rank}", "rules.problems": "{n} Problem(e): zum Speichern beheben.",
    "rules.valid": "Diese Regeln sind spielbar.", "rules.saved": "„{name}“ gespeichert als {id}.", "rules.viewing": "Regelwerk „{name}“ ({id}).",
    "rules.share": "Link zum Teilen:", "rules.open_table": "Einen Tisch mit diesen Regeln eröffnen",
    "field.deck": "Blatt (32 oder 52 Karten)", "field.decks": "Kartenspiele", "field.two_decks_from": "Zwei Spiele ab (Spielern)", "field.players": "Spieler",
    "field.hand_size": "Karten auf der Hand", "field.hand_size_2p": "Karten zu zweit", "field.start_card": "Startkarte", "field.specials": "Sonderkarten",
    "field.stacking": "Ziehkarten addieren sich", "field.voluntary_draw": "Ziehen statt legen erlaubt", "field.draw_mode": "Ziehen",
    "field.wish_on_wish": "Wunschkarte auf Wunschkarte", "field.last_card_forbidden": "Ränge, die nicht die letzte Karte sein dürfen",
    "field.multi_same_rank": "Mehrere Karten eines Rangs auf einmal", "field.calls": "Ansagen", "field.final_call_challengeable": "Vergessenes „Mau-Mau“ anfechtbar",
    "field.call_penalty": "Strafe für vergessene Ansage", "field.illegal_play_penalty": "Strafe für eine falsche Karte", "field.jump_in": "Dazwischenwerfen",
    "field.scoring": "Wertung", "field.card_values": "Kartenwerte", "field.zone_jack_value": "Wert des Buben (Zone)", "field.win_target": "Rundensiege zum Sieg",
    "field.points_limit": "Strafpunkte-Grenze", "field.max_rounds": "Höchstens Runden", "field.challenge_window_ms": "Einspruchsfrist (ms)",
    "field.draw_limit": "Ziehen pro Zug", "field.reshuffle": "Ablagestapel neu mischen", "field.extra_blocking_passes": "Zusätzliche Pässe vor einer Blockade",
    "field.reverse_two_players": "Richtungswechsel zu zweit", "field.max_refused_challenges": "Erlaubte falsche Einsprüche je Runde",
    "replay.title": "Wiederholung von Tisch {id}", "replay.back": "Zurück zum Tisch", "replay.no_rounds": "Noch keine Runde gegeben.",
    "replay.round": "Runde", "replay.round_n": "Runde {n}", "replay.running": "läuft", "replay.perspective": "Gesehen von",
    "replay.everything": "alles (Runde vorbei)", "replay.version": "Version", "replay.prev": "Eine Version zurück", "replay.next": "Eine Version weiter",
    "replay.at": "Version {v} von {first}–{last}", "replay.board": "Der Tisch bei dieser Version", "replay.inside": "Eine Version mitten in einem Zug: hier konnte niemand handeln.",
    "replay.player": "Spieler", "replay.cards": "Karten", "replay.hand": "Hand", "replay.hidden": "verdeckt", "replay.events": "Bisherige Ereignisse",
    "replay.running_hint": "Diese Runde läuft noch: nur ihre Spieler dürfen sie wiederholen, jeder von seinem Platz aus.",
    "replay.proof": "Faires Geben", "replay.commitment": "Festlegung (beim Geben veröffentlicht):", "replay.seed": "Aufgedeckter Seed:",
    "replay.seed_matches": "passt zur Festlegung", "replay.seed_differs": "passt NICHT zur Festlegung",
    "replay.seed_later": "Der Seed wird aufgedeckt, wenn die Runde vorbei ist.", "replay.verified": "Geprüft: {what}.", "replay.not_verified": "Nicht bestätigt: {what}",
    "sheet.title": "Partie {id}", "sheet.sheet": "Spielzettel", "sheet.not_yet": "Noch nicht erfasst.", "sheet.scoring": "Wertung: {s}",
    "sheet.round": "Runde", "sheet.reason": "Ende", "sheet.cell": "{points} (gesamt {total}, {left} übrig)", "sheet.total": "Gesamt",
    "sheet.audit": "Protokoll", "sheet.redacted": "verdeckt bis zum Rundenende", "sheet.disputes": "Mau-Ansagen und Einsprüche",
    "sheet.player": "Spieler", "sheet.cards": "Karte", "sheet.call_due": "Ansage fällig", "sheet.call_made": "Angesagt", "sheet.challenged_by": "Einspruch von",
    "sheet.outcome": "Ausgang", "sheet.yes": "ja", "sheet.no": "nein", "sheet.no_disputes": "Noch war keine Ansage fällig.",
    "sheet.other_challenges": "{n} Einspruch/Einsprüche ohne vergessene Ansage.", "sheet.referee": "Schiedsrichter-Ansicht",
    "sheet.referee_later": "Für Runden, die vorbei sind.", "sheet.show": "Zeigen", "sheet.referee_at": "Platz {seat} bei Version {v}:",
    "sheet.hand": "Hand", "sheet.sizes": "Karten je Platz", "sheet.window": "Einspruch möglich gegen",
    "boards.title": "Ranglisten", "boards.all": "alle Regelwerke", "boards.period": "Monat (leer: alle Zeit)", "boards.board": "Liste",
    "boards.rated": "gewertet", "boards.unrated": "ungewertet", "boards.order": "Sortieren nach", "boards.filters": "Filter", "boards.empty": "Noch niemand auf dieser Liste.",
    "boards.order.ordinal": "Wertungszahl", "boards.order.win_rate": "Siegquote", "boards.order.matches_won": "gewonnene Partien", "boards.order.rounds_won": "gewonnene Runden",
    "boards.order.longest_streak": "längste Serie", "boards.order.mean_penalty_points": "mittlere Strafpunkte",
    "boards.col.rank": "#", "boards.col.player": "Spieler", "boards.col.ruleset": "Regelwerk", "boards.col.played": "Partien", "boards.col.won": "Siege",
    "boards.col.win_rate": "Siegquote", "boards.col.rounds_won": "Rundensiege", "boards.col.mean_penalty": "Mittl. Strafe", "boards.col.streak": "Beste Serie",
    "boards.col.rating": "Wertung",
  },
};

let current = "en";
const listeners = [];

/** The text for `key` in the current language with {name} placeholders filled in. */
export function t(key, vars = {}) {
  const text = TEXTS[current][key] ?? TEXTS.en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (vars[name] === undefined ? `{${name}}` : String(vars[name])));
}

/** Like t(), with `fallback` for a key neither language has (e.g. a ruleset field added later). */
export function tOr(key, fallback, vars = {}) {
  return key in TEXTS[current] || key in TEXTS.en ? t(key, vars) : fallback;
}

export function lang() {
  return current;
}

/** Pick the language (stored choice, else the browser's) and wire the switch in the header. */
export function initLang() {
  const wanted = store.lang() || (navigator.languages || [navigator.language || "en"]).map((l) => l.slice(0, 2).toLowerCase()).find((l) => l in TEXTS);
  apply(wanted in TEXTS ? wanted : "en");
  const select = document.getElementById("lang");
  if (select) {
    select.value = current;
    select.addEventListener("change", () => {
      store.setLang(select.value);
      apply(select.value);
      for (const listener of listeners) listener();
    });
  }
}

/** Call `listener` after the language changed (the page draws itself again). */
export function onLang(listener) {
  listeners.push(listener);
}

function apply(value) {
  current = value;
  document.documentElement.lang = value;
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.getAttribute("data-i18n"));
  for (const el of document.querySelectorAll("[data-i18n-aria]")) el.setAttribute("aria-label", t(el.getAttribute("data-i18n-aria")));
}
