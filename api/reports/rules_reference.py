"""The user-facing rules reference (``docs/rules.md``), generated from the rulesets themselves.

The general prose (how Mau-Mau is played here) is written once below; everything that differs
between presets (deck, players, hand, special cards, drawing, calls, scoring, match end, card
values, what each house-rule toggle would change) is described from the values of
:data:`domain.maumau.rules.PRESETS` and :data:`domain.maumau.rules.HOUSE_RULES`, and card values from
:func:`domain.maumau.scoring.card_value`, so the reference cannot drift from the engine.  A ruleset field
the describers below do not know makes :func:`render_rules` fail (see :data:`DESCRIBED_FIELDS`).

Regenerate with ``python -m api.reports.rules_reference > docs/rules.md``; a test fails when the file
is stale.  The output is deterministic: presets and toggles in their declared order.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from domain.cards import DECK_RANKS, RANK_NAMES
from domain.maumau.fit import RANK_WORDS
from domain.maumau.rules import HOUSE_RULES, PRESETS, RuleSet, RuleSetError, with_house_rules
from domain.maumau.ruleset_fields import CARD_VALUE_TABLES, Effect
from domain.maumau.scoring import card_value

__all__ = ["DESCRIBED_FIELDS", "TAGLINES", "TOGGLES", "describe_field", "house_rule_changes", "render_rules"]

TAGLINES: dict[str, str] = {
    "MM-001": "The classic game with a 32-card deck: 7 draws two, 8 skips, the Jack wishes, the Ace plays again.",
    "MM-002": "Crazy Eights: a full deck where only the 8 is special (it wishes), and you draw until a card fits.",
    "MM-003": "Ocho loco: the full deck, seven cards each, the 8 wishes and the 2 makes the next player draw two.",
    "MM-004": "Huit américain: the full deck with many special cards: the 10 plays again, the Jack turns the "
    "direction, the Ace skips.",
    "MM-005": "An easy variant for beginners: no calls, the 7 draws only one, several cards of a rank at once.",
    "TAVERN": "The online-table style: a full deck, 'Mau' called for you, and round wins counted with no target.",
    "ZONE": "Up to ten players (two decks from six), start cards that act, a card penalty for a wrong card, "
    "first to five round wins.",
}
"""One line per preset, written by hand: what makes it recognisable (a test checks every preset has one)."""

TOGGLES: dict[str, str] = {
    "jack_on_jack": "a wish card may be played on another wish card.",
    "ace_skips": "the Ace makes the next player miss his turn.",
    "ace_again": "the Ace gives its player another move.",
    "nine_reverses": "the 9 turns the direction of play.",
    "king_reverses": "the King turns the direction of play.",
    "multi_same_rank": "several cards of one rank may be played in one move.",
    "jump_in": "with two decks, the holder of the very card on top may play it out of turn.",
    "no_seven_stacking": "a draw penalty cannot be passed on: the next player always draws.",
    "zone_points": "penalty points with the `zone` card values, to a limit of 100, instead of round wins.",
    "jack_20": "the Jack is worth 20 instead of 2 in the `zone` card values.",
}
"""What each house-rule toggle means, written by hand (a test checks every toggle has words)."""


def _rank(rank: str) -> str:
    """A rank as players say it: "7", "Jack"."""
    number = {name: value for value, name in RANK_NAMES.items()}[rank]
    return RANK_WORDS.get(number, rank)


def _ranks(ranks: tuple[str, ...] | list[str], last: str = "and") -> str:
    """ "7, 8, Jack and Ace": rank names in rank order, ``last`` joining the final one."""
    words = [_rank(r) for r in sorted(ranks, key=_number)]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" {last} " + words[-1]


def _a(words: str) -> str:
    """``words`` with its indefinite article: "a 7", "an 8", "an Ace"."""
    return ("an " if words.startswith(("8", "Ace")) else "a ") + words


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _lowest(deck: int) -> str:
    return _rank(RANK_NAMES[DECK_RANKS[deck][0]])


# ---------------------------------------------------------------- one field at a time (short forms)


def _effect_short(effect: Effect | None, rules: RuleSet) -> str:
    """A special card's effect in a few words, with the rules that shape it."""
    if effect is None:
        return "ordinary"
    if effect.kind == "draw":
        return f"next draws {effect.amount}" + (", stacks" if rules.stacking else ", no stacking")
    if effect.kind == "skip":
        return "next misses a turn"
    if effect.kind == "wish":
        where = "on any card" if effect.wild else "matching"
        also = ", also on a wish card" if rules.wish_on_wish else ", not on a wish card"
        return f"wish a suit, {where}{also}"
    if effect.kind == "again":
        return "play again"
    return "reverse direction"


_SHORT: dict[str, Callable[[RuleSet], str]] = {
    "deck": lambda r: f"{r.deck} cards ({_lowest(r.deck)} to Ace)",
    "decks": lambda r: "two decks" if r.decks == 2 else "one deck",
    "two_decks_from": lambda r: "never" if r.two_decks_from is None else f"from {r.two_decks_from} players",
    "players": lambda r: f"{r.players[0]} to {r.players[1]}",
    "hand_size": lambda r: _cards(r.hand_size),
    "hand_size_2p": lambda r: "as with more players" if r.hand_size_2p is None else _cards(r.hand_size_2p),
    "start_card": lambda r: {
        "ordinary": "never a special card",
        "no_7_8_j": "never a 7, 8 or Jack",
        "applies": "any card; its effect applies",
        "dealer": "never a wish card; its effect applies as if the dealer played it",
    }[r.start_card],
    "specials": lambda r: "; ".join(f"{_rank(rank)}: {e.describe()}" for rank, e in r.specials) or "none",
    "stacking": lambda r: "yes" if r.stacking else "no",
    "voluntary_draw": lambda r: "yes" if r.voluntary_draw else "no",
    "draw_mode": lambda r: {
        "one": "one card",
        "until_playable": "until a card fits",
        "repeat": "one card at a time, then play any card that fits or draw again",
    }[r.draw_mode],
    "wish_on_wish": lambda r: "yes" if r.wish_on_wish else "no",
    "last_card_forbidden": lambda r: _ranks(r.last_card_forbidden) if r.last_card_forbidden else "any card",
    "multi_same_rank": lambda r: "yes" if r.multi_same_rank else "no",
    "calls": lambda r: {"manual": "by the player", "auto": "by the service", "none": "none"}[r.calls],
    "final_call_challengeable": lambda r: "yes" if r.final_call_challengeable else "no",
    "call_penalty": lambda r: _cards(r.call_penalty),
    "illegal_play_penalty": lambda r: (
        "refused" if not r.illegal_play_penalty else f"taken back, draw {r.illegal_play_penalty}"
    ),
    "jump_in": lambda r: "yes" if r.jump_in else "no",
    "scoring": lambda r: "round wins" if r.scoring == "wins" else "penalty points",
    "card_values": lambda r: f"{r.card_values} table",
    "zone_jack_value": lambda r: str(r.zone_jack_value),
    "win_target": lambda r: "none" if r.win_target is None else f"{r.win_target} round wins",
    "points_limit": lambda r: "none" if r.points_limit is None else f"{r.points_limit} points",
    "max_rounds": lambda r: "none" if r.max_rounds is None else f"{r.max_rounds} rounds",
    "challenge_window_ms": lambda r: f"{r.challenge_window_ms / 1000:g} s",
    "draw_limit": lambda r: _cards(r.draw_limit),
    "reshuffle": lambda r: "yes" if r.reshuffle else "no: once the draw pile is empty nobody draws",
    "extra_blocking_passes": lambda r: "none" if not r.extra_blocking_passes else str(r.extra_blocking_passes),
    "reverse_two_players": lambda r: "you move again" if r.reverse_two_players == "again" else "the other player moves",
    "max_refused_challenges": lambda r: (
        "no limit" if r.max_refused_challenges is None else f"{r.max_refused_challenges} per player and round"
    ),
}

_LABELS: dict[str, str] = {
    "deck": "deck",
    "decks": "decks",
    "two_decks_from": "second deck",
    "players": "players",
    "hand_size": "hand",
    "hand_size_2p": "hand with two players",
    "start_card": "start card",
    "specials": "special cards",
    "stacking": "draw penalties stack",
    "voluntary_draw": "may draw although a card fits",
    "draw_mode": "a draw takes",
    "wish_on_wish": "wish card on a wish card",
    "last_card_forbidden": "may not finish with",
    "multi_same_rank": "several cards of one rank at once",
    "calls": "calls",
    "final_call_challengeable": "forgotten 'Mau-Mau' can be challenged",
    "call_penalty": "penalty for a forgotten call",
    "illegal_play_penalty": "wrong card",
    "jump_in": "jump-in",
    "scoring": "scoring",
    "card_values": "card values",
    "zone_jack_value": "Jack's value in the zone table",
    "win_target": "win target",
    "points_limit": "points limit",
    "max_rounds": "round limit",
    "challenge_window_ms": "challenge window",
    "draw_limit": "most draws a turn (one at a time)",
    "reshuffle": "discard pile reshuffled when the draw pile is empty",
    "extra_blocking_passes": "passes beyond one per seat before a round is blocked",
    "reverse_two_players": "a reverse card with two players",
    "max_refused_challenges": "wrong challenges recorded",
}

DESCRIBED_FIELDS = frozenset(_SHORT)
"""Every ruleset field this reference can describe (all but ``name``)."""


def describe_field(name: str, rules: RuleSet) -> str:
    """``label: value`` of one ruleset field in a few words, e.g. ``"deck: 32 cards (7 to Ace)"``."""
    return f"{_LABELS[name]}: {_SHORT[name](rules)}"


def _check_fields() -> None:
    """Fail when a ruleset field has no describer: a new rule must be documented to be generated."""
    fields = {f.name for f in dataclasses.fields(RuleSet) if f.init} - {"name"}
    if fields != DESCRIBED_FIELDS or fields != set(_LABELS):
        unknown = sorted(fields ^ DESCRIBED_FIELDS | fields ^ set(_LABELS))
        raise TypeError(f"ruleset fields without a description in api.reports.rules_reference: {', '.join(unknown)}")


# ---------------------------------------------------------------- house rules


def house_rule_changes(base: RuleSet, toggle: str) -> str:
    """What switching ``toggle`` on changes in ``base``, in a few words (or why it is not possible)."""
    try:
        changed = with_house_rules(base, toggle)
    except RuleSetError as error:
        return "not possible here: " + "; ".join(error.problems.values())
    changed_fields = [
        f.name
        for f in dataclasses.fields(RuleSet)
        if f.init and f.name != "name" and getattr(base, f.name) != getattr(changed, f.name)
    ]
    if not changed_fields:
        return "nothing: already so"
    parts: list[str] = []
    for name in changed_fields:
        if name == "specials":
            before, after = dict(base.specials), dict(changed.specials)
            for rank in sorted(set(before) | set(after), key=_number):
                if before.get(rank) != after.get(rank):
                    was, now = _effect_short(before.get(rank), base), _effect_short(after.get(rank), changed)
                    parts.append(f"{_rank(rank)}: {was} → {now}")
        else:
            parts.append(f"{_LABELS[name]}: {_SHORT[name](base)} → {_SHORT[name](changed)}")
    if not any(name not in _MATTERS or _MATTERS[name](changed) for name in changed_fields):
        parts[-1] += " (no effect here)"
    return "; ".join(parts)


_MATTERS: dict[str, Callable[[RuleSet], bool]] = {
    "stacking": lambda r: _has(r, "draw"),
    "wish_on_wish": lambda r: _has(r, "wish"),
    "card_values": lambda r: r.scoring == "penalty_points",
    "zone_jack_value": lambda r: r.scoring == "penalty_points" and r.card_values == "zone",
    "win_target": lambda r: r.scoring == "wins",
    "points_limit": lambda r: r.scoring == "penalty_points",
    "final_call_challengeable": lambda r: r.calls == "manual",
    "call_penalty": lambda r: r.calls == "manual",
    "challenge_window_ms": lambda r: r.calls == "manual" and r.final_call_challengeable,
    "draw_limit": lambda r: r.draw_mode == "repeat",
    "reverse_two_players": lambda r: _has(r, "reverse") and r.players[0] == 2,
    "max_refused_challenges": lambda r: r.calls == "manual",
}
"""When a field's value makes a difference to play (a field not listed always does)."""


def _number(rank: str) -> int:
    return {name: value for value, name in RANK_NAMES.items()}[rank]


# ---------------------------------------------------------------- whole sentences per preset


def _deck_sentence(r: RuleSet) -> str:
    base = f"{r.deck} cards, {_lowest(r.deck)} to Ace in four suits"
    if r.decks == 2:
        return base + ", two decks shuffled together (every card exists twice)."
    if r.two_decks_from is not None:
        return base + f"; from {r.two_decks_from} players two decks are shuffled together (every card twice)."
    return base + ", one deck."


def _hand_sentence(r: RuleSet) -> str:
    text = f"{_cards(r.hand_size)} each"
    if r.hand_size_2p is not None:
        text += f", {r.hand_size_2p} when only two play"
    return text + "."


def _start_sentence(r: RuleSet) -> str:
    if r.start_card == "ordinary":
        return (
            "never a special card of this preset: such cards are turned, put under the draw pile, "
            "and the next one is turned until an ordinary card shows (if only such cards are left, the last "
            "one starts anyway, without effect)."
        )
    if r.start_card == "no_7_8_j":
        return (
            "never a 7, 8 or Jack: such cards go under the draw pile until another card shows (if only such "
            "cards are left, the last one starts anyway, without effect)."
        )
    acts = []
    for rank, e in r.specials:
        what = {
            "draw": f"the first player must draw {e.amount}"
            + (f" or pass it on with {_a(_rank(rank))}" if r.stacking else ""),
            "skip": "the first player misses his turn",
            "wish": "the first player may play any card",
            "again": "no effect",
            "reverse": "play runs the other way (the first player still starts)",
        }[e.kind]
        acts.append(f"{_rank(rank)}: {what}")
    return "whatever turns up; a special card acts on the first player (" + "; ".join(acts) + ")."


def _effect_long(rank: str, effect: Effect, r: RuleSet) -> str:
    if effect.kind == "draw":
        text = f"the next player draws {_cards(effect.amount)} and his turn is over"
        if r.stacking:
            text += f", unless he answers with {_a(_rank(rank))} and passes the penalty on, {effect.amount} more"
        return text
    if effect.kind == "skip":
        return "the next player misses his turn (with two players you move again)"
    if effect.kind == "wish":
        text = "you name a suit the next player must follow"
        text += "; it may be laid on any card" if effect.wild else "; it must match like any card"
        text += ", even on another wish card" if r.wish_on_wish else ", but not on another wish card"
        return text
    if effect.kind == "again":
        return "you move once more: play another card that fits, or draw"
    return "the direction of play turns (with two players you move again)"


def _drawing_sentence(r: RuleSet) -> str:
    when = "even when a card would fit" if r.voluntary_draw else "only when no card fits"
    if r.draw_mode == "one":
        return (
            f"instead of playing you draw one card ({when}). If it fits you may play it at once (that card "
            "only) or keep it; otherwise your turn is over."
        )
    return (
        f"instead of playing you draw ({when}) until a card fits, reshuffling the discard pile if needed; "
        "you may play that card or keep it. If none fits, your turn is over."
    )


def _calls_sentence(r: RuleSet) -> str:
    if r.calls == "none":
        return "none: nobody calls and nobody is penalised for not calling."
    if r.calls == "auto":
        return "the service calls 'Mau' and 'Mau-Mau' for you as you play; no challenges, no call penalties."
    text = (
        f"you say 'Mau' with your second-to-last card and 'Mau-Mau' with your last (the call is part "
        f"of the play). A forgotten 'Mau' can be challenged by any opponent until the next move; a "
        f"caught player draws {_cards(r.call_penalty)}."
    )
    if r.final_call_challengeable:
        text += (
            f" A last card without 'Mau-Mau' keeps the round open for {r.challenge_window_ms / 1000:g} "
            f"seconds or until the next player waives it: a caught player draws {_cards(r.call_penalty)} and "
            "the round goes on; otherwise he has won."
        )
    else:
        text += " A forgotten 'Mau-Mau' cannot be challenged: the last card ends the round at once."
    return text


def _wrong_card_sentence(r: RuleSet) -> str:
    if not r.illegal_play_penalty:
        return "a card that does not fit (or may not be your last) is refused with the reason; nothing changes."
    return (
        "a card that does not fit (or may not be your last) is shown, taken back, and you draw "
        f"{_cards(r.illegal_play_penalty)}; your turn is over. "
        "(While a draw penalty is pending, or after you have drawn, a wrong card is simply refused.)"
    )


def _scoring_sentence(r: RuleSet) -> str:
    if r.scoring == "wins":
        return "each round won counts one win."
    text = (
        f"the winner of a round scores nothing; every other player scores the value of the cards left "
        f"in his hand ({r.card_values} table below). A round that ends on a draw card still makes the next "
        "player draw, and those cards count."
    )
    return text


def _match_end_sentence(r: RuleSet) -> str:
    limit = f" after {r.max_rounds} rounds" if r.max_rounds is not None else ""
    if r.scoring == "wins":
        if r.win_target is not None:
            return f"the first player to win {r.win_target} rounds wins the match" + (
                f", or{limit} the most wins." if limit else "."
            )
        if limit:
            return f"the match ends{limit}; the most round wins win."
        return "there is no target: the host ends the match between rounds, and the most round wins win."
    ends = []
    if r.points_limit is not None:
        ends.append(f"after a round in which someone passes {r.points_limit} points")
    if limit:
        ends.append(limit.strip())
    return "the match ends " + " or ".join(ends) + "; the fewest points win, and equal scores share the win."


def _values_table(r: RuleSet) -> list[str]:
    ranks = DECK_RANKS[r.deck]
    return [
        "| " + " | ".join(_rank(RANK_NAMES[n]) for n in ranks) + " |",
        "|" + " --- |" * len(ranks),
        "| " + " | ".join(str(card_value(r, n)) for n in ranks) + " |",
    ]


def _preset_section(r: RuleSet) -> list[str]:
    out = [f"## {r.name}", "", TAGLINES[r.name], ""]
    out += [
        f"- **Deck:** {_deck_sentence(r)}",
        f"- **Players:** {r.players[0]} to {r.players[1]}.",
        f"- **Hand:** {_hand_sentence(r)}",
        f"- **Start card:** {_start_sentence(r)}",
        f"- **Drawing:** {_drawing_sentence(r)}",
        "- **Last card:** "
        + (
            f"you may not finish with {_a(_ranks(r.last_card_forbidden, 'or'))}; holding only such cards, you draw."
            if r.last_card_forbidden
            else "any card may be your last."
        ),
        "- **Several cards:** "
        + (
            "you may play several cards of one rank in one move; the first must fit, each card's effect counts "
            "(two draw cards add up, two skip cards skip two players), a suit is wished once."
            if r.multi_same_rank
            else "one card per move."
        ),
        f"- **Calls:** {_calls_sentence(r)}",
        f"- **Wrong card:** {_wrong_card_sentence(r)}",
        "- **Jump-in:** "
        + (
            "holding the very card on top (possible with two decks), you may play it out of turn, if it fits; "
            "play goes on from you."
            if r.jump_in
            else "no playing out of turn."
        ),
        f"- **Scoring:** {_scoring_sentence(r)}",
        f"- **Match end:** {_match_end_sentence(r)}",
        "",
    ]
    if r.specials:
        out += ["| card | effect | may be the last card |", "| --- | --- | --- |"]
        for rank, effect in r.specials:
            last = "no" if rank in r.last_card_forbidden else "yes"
            out.append(f"| {_rank(rank)} | {_effect_long(rank, effect, r)} | {last} |")
        out += ["", "Every other rank is ordinary.", ""]
    else:
        out += ["No card is special.", ""]
    if r.scoring == "penalty_points":
        out += [f"Card values ({r.card_values} table):", "", *_values_table(r), ""]
    out += [
        "House-rule toggles (switched on when a custom ruleset is created from this preset):",
        "",
        "| toggle | what it changes here |",
        "| --- | --- |",
    ]
    out += [f"| `{toggle}` | {house_rule_changes(r, toggle)} |" for toggle in HOUSE_RULES]
    out.append("")
    return out


def _match_short(r: RuleSet) -> str:
    """Scoring and match end in a few words, naming only what applies."""
    rounds = f", or {r.max_rounds} rounds" if r.max_rounds is not None else ""
    if r.scoring == "wins":
        if r.win_target is None:
            return "round wins; the host ends it" + rounds
        return f"first to {r.win_target} round wins{rounds}"
    limit = f"ends past {r.points_limit}" if r.points_limit is not None else "ends"
    return f"penalty points ({r.card_values}); {limit}{rounds}"


def _calls_short(r: RuleSet) -> str:
    text = _SHORT["calls"](r)
    if r.calls == "manual" and not r.final_call_challengeable:
        text += "; forgotten 'Mau-Mau' not challengeable"
    return text


def _has(r: RuleSet, kind: str) -> bool:
    return any(e.kind == kind for _, e in r.specials)


_OVERVIEW: tuple[tuple[str, Callable[[RuleSet], str]], ...] = (
    (
        "deck",
        lambda r: (
            _SHORT["deck"](r)
            + ("" if r.two_decks_from is None else f"; two from {r.two_decks_from} players")
            + ("; two decks" if r.decks == 2 else "")
        ),
    ),
    ("players", _SHORT["players"]),
    ("hand", lambda r: _SHORT["hand_size"](r) + ("" if r.hand_size_2p is None else f"; {r.hand_size_2p} with two")),
    ("start card", _SHORT["start_card"]),
)
_OVERVIEW_AFTER: tuple[tuple[str, Callable[[RuleSet], str]], ...] = (
    ("a draw takes", lambda r: _SHORT["draw_mode"](r) + ("" if r.voluntary_draw else ", only if nothing fits")),
    ("may not finish with", _SHORT["last_card_forbidden"]),
    ("several cards of one rank", _SHORT["multi_same_rank"]),
    ("calls", _calls_short),
    ("wrong card", _SHORT["illegal_play_penalty"]),
    ("jump-in", _SHORT["jump_in"]),
    ("match", _match_short),
)


def _overview() -> list[str]:
    presets = list(PRESETS.values())
    out = ["| | " + " | ".join(r.name for r in presets) + " |", "| --- |" + " --- |" * len(presets)]
    special_ranks = sorted({rank for r in presets for rank, _ in r.specials}, key=_number)
    for label, short in _OVERVIEW:
        out.append(f"| {label} | " + " | ".join(short(r) for r in presets) + " |")
    for rank in special_ranks:
        cells = [_effect_short(r.special(rank), r) if _number(rank) in DECK_RANKS[r.deck] else "-" for r in presets]
        out.append(f"| {_rank(rank)} | " + " | ".join(cells) + " |")
    for label, short in _OVERVIEW_AFTER:
        out.append(f"| {label} | " + " | ".join(short(r) for r in presets) + " |")
    return out


_INTRO = """\
# Rules

Generated by `python -m api.reports.rules_reference > docs/rules.md` from the presets in
`domain/maumau/rules.py`; do not edit by hand (`tests/domain/test_rules_reference.py` fails when this file
is stale). Where the engine had to choose between readings, `docs/decisions.md` says what it does
and why.

## The game

Mau-Mau is a shedding game: whoever gets rid of all his cards first wins the round. This service
plays every variant with one engine; a variant (a *ruleset*) is a set of values, and the presets
below are named rulesets. A table may also play a custom ruleset derived from a preset by changing
some values, or by switching on house-rule toggles.

**Cards.** A 32-card deck has 7, 8, 9, 10, Jack, Queen, King and Ace in the four suits Clubs,
Spades, Hearts and Diamonds; a 52-card deck adds 2 to 6. Cards are written suit first, then rank:
`HQ` is the Queen of Hearts, `S10` the Ten of Spades.

**Deal.** Every round is dealt from a freshly shuffled deck, one card at a time, starting with the
round's first player; the first player moves on by one seat every round. The next card is turned
up as the start card (each preset says which cards may start); the rest is the draw pile.

**A turn.** On your turn you play a card that fits the card on top of the discard pile, or you
draw. A card fits when it has the same suit or the same rank as the top card. Special cards do
more (each preset lists its own):

- a **draw** card makes the next player draw and ends his turn, unless stacking lets him pass the
  penalty on with a card of the same rank. While a penalty is pending, nothing else may be played,
  not even a wish card; once the cards are drawn, the top card counts as played out and matches
  as usual;
- a **skip** card makes the next player miss his turn;
- a **wish** card lets you name a suit; the next player must play that suit (or a wish card,
  where a preset allows it on another wish card) or draw. The wish holds until a card is played;
- an **again** card gives you another move;
- a **reverse** card turns the direction of play.

With two players, a skip or a reverse card gives you the next move as well.

**Drawing.** When the draw pile runs out, the discard pile except its top card is shuffled into a
new draw pile. When there is nothing at all to draw, you pass; if every player passes in a row like
this, the round is blocked and the player with the fewest cards wins it (ties: the lower card
value, then the seat that comes first in turn order from the round's first player).

**Last card.** Some presets forbid finishing with certain cards: holding only those, you must draw.

**Calls.** Where a preset has calls, you announce "Mau" when you play your second-to-last card and
"Mau-Mau" with your last. Any opponent may challenge a forgotten call in time, and the forgetter
draws penalty cards. A challenge that is wrong (the call was made, it is too late, no call was due)
is refused and recorded with its reason, so every dispute can be settled afterwards.

**Scoring.** A match is a series of rounds. Presets either count round wins, or score penalty
points: the cards left in the losers' hands are worth points, and the fewest points win the match.

**Fairness.** Each round's shuffle is computed from a secret seed. Its commitment (a hash) is
public from the deal on, and the seed is revealed when the round ends, so anyone can check the
deal and every reshuffle. While a round runs, nobody sees another player's hand or the order of the
draw pile; `docs/events.md` lists what every event shows to whom.

## The presets at a glance
"""

_CARD_VALUES = """\
## Card values

For penalty points every card left in a hand is worth:
"""


def _card_value_tables() -> list[str]:
    out = [_CARD_VALUES]
    for table in CARD_VALUE_TABLES:
        rules = RuleSet(deck=52, card_values=table)
        out += [f"`{table}` table (a 32-card deck has no 2 to 6):", "", *_values_table(rules), ""]
    jack = RuleSet(deck=52, card_values="zone", zone_jack_value=20)
    out += [f"In the `zone` table the Jack may be worth {card_value(jack, 11)} instead (the `jack_20` toggle).", ""]
    return out


def render_rules() -> str:
    """The whole Markdown text of ``docs/rules.md``."""
    _check_fields()
    missing = sorted(set(PRESETS) ^ set(TAGLINES) | set(HOUSE_RULES) ^ set(TOGGLES))
    if missing:
        raise TypeError(f"presets or toggles without words in api.reports.rules_reference: {', '.join(missing)}")
    out = [_INTRO, *_overview(), "", *_card_value_tables()]
    out += [
        "## House-rule toggles",
        "",
        "A custom ruleset may switch any of these on over a preset (each preset's "
        "section says what a toggle changes there, or why it is not possible):",
        "",
    ]
    out += [f"- `{toggle}`: {TOGGLES[toggle]}" for toggle in HOUSE_RULES]
    out.append("")
    for rules in PRESETS.values():
        out += _preset_section(rules)
    return "\n".join(out).rstrip("\n") + "\n"


if __name__ == "__main__":
    print(render_rules(), end="")
