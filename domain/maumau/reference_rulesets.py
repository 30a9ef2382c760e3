"""Rulesets that reproduce another engine's rules, for comparisons on equal rules.

They are ordinary :class:`~domain.maumau.rules.RuleSet` values, played by the same ``decide`` and
``legal_commands`` as every preset (no code path chosen by name), but they are not presets: they
are not offered at tables and not listed in ``docs/rules.md``.  Simulations, balance studies and
benchmarks find them by name with :func:`reference_ruleset`.

:data:`OPENSPIEL_C8` plays OpenSpiel's ``crazy_eights`` with ``use_special_cards`` on (OpenSpiel
2.0.2, its default parameters otherwise: ``max_draw_cards`` 5, ``reshuffle`` off):

* 52 cards; two decks from six players; five cards each, seven with two players;
* the 8 is wild and names a suit (also on another 8); the 2 makes the next player draw two,
  stackable with another 2; the Queen skips the next player; the Ace reverses the direction
  (with two players the other player simply moves on);
* a player may draw although a card fits, one card at a time, up to five cards a turn, playing any
  card that fits in between; he may pass only after five draws or when the draw pile is empty;
* the discard pile is never reshuffled: with an empty draw pile nobody draws, a 2 played then makes
  nobody draw, and the round is blocked after ``seats + 1`` passes in a row;
* the start card is never an 8 (an 8 goes under the draw pile and the next card is turned); a
  special start card acts as if the dealer, the seat before the first player, had played it;
* no calls, no penalties, any card may be the last one; each round won counts one win.

The remaining differences (scores, OpenSpiel's turn cap, where a turned 8 goes, one draw-penalty
corner) are listed in ``docs/benchmarks.md`` ("Equal rules: OpenSpiel's crazy_eights").
"""

from __future__ import annotations

from domain.maumau.rules import REVERSE, SKIP, RuleSet, draw, validate, wish
from domain.maumau.ruleset_fields import Effect

__all__ = ["OPENSPIEL_C8", "REFERENCE_RULESETS", "reference_ruleset"]


def _specials(table: dict[str, Effect]) -> tuple[tuple[str, Effect], ...]:
    order = {"2": 2, "8": 8, "Q": 12, "A": 14}
    return tuple(sorted(table.items(), key=lambda kv: order[kv[0]]))


OPENSPIEL_C8 = validate(
    RuleSet(
        name="OPENSPIEL-C8",
        deck=52,
        two_decks_from=6,
        players=(2, 10),
        hand_size=5,
        hand_size_2p=7,
        start_card="dealer",
        specials=_specials({"2": draw(2), "8": wish(wild=True), "Q": SKIP, "A": REVERSE}),
        stacking=True,
        voluntary_draw=True,
        draw_mode="repeat",
        draw_limit=5,
        wish_on_wish=True,
        last_card_forbidden=(),
        multi_same_rank=False,
        calls="none",
        scoring="wins",
        win_target=None,
        points_limit=None,
        reshuffle=False,
        extra_blocking_passes=1,
        reverse_two_players="next",
    )
)
"""OpenSpiel's ``crazy_eights`` with ``use_special_cards`` (see the module docstring)."""

REFERENCE_RULESETS: dict[str, RuleSet] = {OPENSPIEL_C8.name: OPENSPIEL_C8}
"""Reference rulesets by name."""


def reference_ruleset(name: str) -> RuleSet | None:
    """The reference ruleset called ``name`` (case-insensitive), or ``None``."""
    return REFERENCE_RULESETS.get(name.strip().upper())
