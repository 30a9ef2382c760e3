"""The house rules of a Präsident game as one immutable value, its named presets and its order of ranks.

Every field is checked when the value is made (``ValueError`` whose text starts with the field),
so a game never runs under a contradictory set.  ``docs/praesident.md`` describes each field.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from domain.praesident.cards import JOKER_RANK

__all__ = ["PRESETS", "REVOLUTION_MODES", "STANDARD", "Rules", "rules_from"]

REVOLUTION_MODES = ("off", "round", "game")


@dataclass(frozen=True, slots=True)
class Rules:
    """One game's house rules.

    * ``deck`` — 52 (2-A) or 32 (7-A) cards;
    * ``two_high`` — the 2 is the highest rank (above the Ace); only with 52 cards;
    * ``jokers`` — 0, 2 or 3 jokers: a rank of their own above every other (never wild);
    * ``pass_is_final`` — a player who passed plays no more in that trick;
    * ``skip_on_equal`` — the same rank may be played on the trick (same count); it skips the next player;
    * ``revolution`` — ``"off"``; ``"round"`` / ``"game"``: a four of a kind reverses the order of
      the ranks (jokers stay on top) until the round ends / until another four of a kind;
    * ``exchange`` — the cards change hands between rounds (loser to President, vice-loser to vice);
    * ``rounds`` — how many rounds make the game (1-100).
    """

    name: str = "standard"
    deck: int = 52
    two_high: bool = True
    jokers: int = 0
    pass_is_final: bool = True
    skip_on_equal: bool = False
    revolution: str = "off"
    exchange: bool = True
    rounds: int = 5

    def __post_init__(self) -> None:
        """Refuse a contradictory or out-of-range set, naming the field."""
        if not isinstance(self.name, str) or not 1 <= len(self.name) <= 40:
            raise ValueError("name: 1-40 characters")
        if self.deck not in (32, 52) or isinstance(self.deck, bool):
            raise ValueError(f"deck: 32 or 52, not {self.deck!r}")
        for flag in ("two_high", "pass_is_final", "skip_on_equal", "exchange"):
            if not isinstance(getattr(self, flag), bool):
                raise ValueError(f"{flag}: true or false, not {getattr(self, flag)!r}")
        if self.two_high and self.deck == 32:
            raise ValueError("two_high: a 32-card deck has no 2s")
        if self.jokers not in (0, 2, 3) or isinstance(self.jokers, bool):
            raise ValueError(f"jokers: 0, 2 or 3, not {self.jokers!r}")
        if self.revolution not in REVOLUTION_MODES:
            raise ValueError(f"revolution: one of {', '.join(REVOLUTION_MODES)}, not {self.revolution!r}")
        if not isinstance(self.rounds, int) or isinstance(self.rounds, bool) or not 1 <= self.rounds <= 100:
            raise ValueError(f"rounds: a whole number from 1 to 100, not {self.rounds!r}")

    def ranks(self, revolution: bool = False) -> tuple[int, ...]:
        """The ranks from lowest to highest (jokers, rank 15, last when there are any)."""
        low = tuple(range(7, 15)) if self.deck == 32 else ((*range(3, 15), 2) if self.two_high else tuple(range(2, 15)))
        order = tuple(reversed(low)) if revolution else low
        return (*order, JOKER_RANK) if self.jokers else order

    def strengths(self, revolution: bool = False) -> dict[int, int]:
        """Rank -> its strength (0 the lowest) under the order now in force."""
        return {rank: i for i, rank in enumerate(self.ranks(revolution))}

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready."""
        return asdict(self)


STANDARD = Rules()
PRESETS: dict[str, Rules] = {
    r.name: r
    for r in (
        STANDARD,
        Rules(name="short_deck", deck=32, two_high=False),
        Rules(name="house", pass_is_final=False, skip_on_equal=True, revolution="round"),
        Rules(name="jokers", jokers=2, revolution="game"),
    )
}
"""``standard``; ``short_deck`` (32 cards, Ace high); ``house`` (a passer may come back in, equal
rank skips, revolution until the round ends); ``jokers`` (two jokers on top, revolution for the game)."""

_FIELDS = tuple(f.name for f in fields(Rules))


def rules_from(value: object) -> Rules:
    """Rules from a preset name or an object ``{"preset": name, field: value, ...}`` (the preset
    defaults to ``standard``; the name to the preset's when a field changes it: ``"<preset>+"``).
    ``ValueError`` names the bad field."""
    if isinstance(value, str):
        if value not in PRESETS:
            raise ValueError(f"preset: one of {', '.join(PRESETS)}, not {value!r}")
        return PRESETS[value]
    if not isinstance(value, Mapping):
        raise ValueError("rules: a preset name or an object of fields")
    body = dict(value)
    preset = body.pop("preset", body.get("name", "standard") if body.get("name") in PRESETS else "standard")
    if preset not in PRESETS:
        raise ValueError(f"preset: one of {', '.join(PRESETS)}, not {preset!r}")
    unknown = sorted(set(body) - set(_FIELDS))
    if unknown:
        raise ValueError(f"{unknown[0]}: unknown field; the fields are {', '.join(_FIELDS)}")
    base = PRESETS[preset]
    changed = {k: v for k, v in body.items() if k != "name" and getattr(base, k) != v}
    if "name" not in body:
        body["name"] = base.name + ("+" if changed else "")
    try:
        return replace(base, **body)
    except TypeError as bad:  # pragma: no cover - replace takes only known fields
        raise ValueError(f"rules: {bad}") from None
