"""Schwimmen's house rules as one frozen value, with the named presets for common tables.

Every house rule the tables argue about is a field of :class:`Rules` (``docs/schwimmen.md``
describes each); :meth:`Rules.from_dict` reads one from JSON and refuses a bad value with a
``ValueError`` whose text starts with the field's name, so the platform answers 422 naming it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any

__all__ = ["DECK_OUT", "PRESETS", "STANDARD", "Rules", "rules_from_setup"]

DECK_OUT = ("score", "no_pass")
"""What happens when every player has passed in a row and the deck holds fewer than three cards:
``score`` — the round is scored at once; ``no_pass`` — nobody may pass for the rest of the round."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The house rules of a Schwimmen game.

    * ``name`` — the preset's name (or ``"custom"``), shown at the table;
    * ``lives`` — lives each player starts with (1-9);
    * ``swim`` — a player who has lost his last life swims (stays in, out at the next loss);
      ``False``: he is out at once;
    * ``feuer`` — three Aces ("Feuer") end the round at once and every other player loses a life;
      ``False``: three Aces are three of a kind (30½);
    * ``dealer_exchange`` — the dealer is dealt a second hand face down and, before play, keeps
      his hand (the second goes face up to the middle) or takes the second (his first goes to
      the middle); ``False``: the middle is dealt face up;
    * ``passes_per_round`` — how often one player may pass in a round (``None``: as often as he likes);
    * ``knock_first_turn`` — a player may knock on his first turn of a round;
    * ``deck_out`` — see :data:`DECK_OUT`.
    """

    name: str = "standard"
    lives: int = 3
    swim: bool = True
    feuer: bool = True
    dealer_exchange: bool = True
    passes_per_round: int | None = None
    knock_first_turn: bool = False
    deck_out: str = "score"

    def __post_init__(self) -> None:
        """Refuse a bad field, naming it."""
        if not isinstance(self.name, str) or not 1 <= len(self.name) <= 40:
            raise ValueError(f"name: 1 to 40 characters, not {self.name!r}")
        if not _is_int(self.lives) or not 1 <= self.lives <= 9:
            raise ValueError(f"lives: a whole number from 1 to 9, not {self.lives!r}")
        for flag in ("swim", "feuer", "dealer_exchange", "knock_first_turn"):
            if not isinstance(getattr(self, flag), bool):
                raise ValueError(f"{flag}: true or false, not {getattr(self, flag)!r}")
        passes = self.passes_per_round
        if passes is not None and (not _is_int(passes) or not 0 <= passes <= 9):
            raise ValueError(f"passes_per_round: null (unlimited) or a whole number from 0 to 9, not {passes!r}")
        if self.deck_out not in DECK_OUT:
            raise ValueError(f"deck_out: one of {', '.join(DECK_OUT)}, not {self.deck_out!r}")

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (every field)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Rules from JSON: an optional ``preset`` (default ``standard``) and the fields that differ
        from it; a changed preset is named ``custom`` unless ``name`` is given."""
        if not isinstance(data, Mapping):
            raise ValueError(f"rules: a preset name or an object of house-rule fields, not {data!r}")
        known = {f.name for f in fields(cls)} | {"preset"}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"{unknown[0]}: no such house rule; known: {', '.join(sorted(known))}")
        preset = data.get("preset", "standard")
        base = PRESETS.get(preset) if isinstance(preset, str) else None
        if base is None:
            raise ValueError(f"preset: one of {', '.join(PRESETS)}, not {preset!r}")
        changes = {k: v for k, v in data.items() if k != "preset"}
        if any(getattr(base, k) != v for k, v in changes.items() if k != "name") and "name" not in changes:
            changes["name"] = "custom"
        return replace(base, **changes)


def _is_int(value: object) -> bool:
    """A whole number (``bool`` is none)."""
    return isinstance(value, int) and not isinstance(value, bool)


STANDARD = Rules()
"""The rules as most tables play them: three lives and swimming, Feuer counts, the dealer may
exchange his hand, unlimited passes, no knock on one's first turn, a short deck scores the round."""

PRESETS: dict[str, Rules] = {
    r.name: r
    for r in (
        STANDARD,
        Rules(name="kneipe", feuer=False, dealer_exchange=False, passes_per_round=1, knock_first_turn=True),
        Rules(name="familie", feuer=False, knock_first_turn=True, deck_out="no_pass"),
        Rules(name="blitz", lives=1, swim=True, dealer_exchange=False, passes_per_round=0, knock_first_turn=True),
    )
}
"""The named presets (``docs/schwimmen.md``): ``standard``; ``kneipe`` (pub rules: no Feuer, no
dealer's exchange, one pass each per round, knock at once); ``familie`` (no Feuer, knock at once,
a short deck forbids passing instead of scoring); ``blitz`` (one life and a swim, never pass)."""


def rules_from_setup(value: object) -> Rules:
    """The rules a table's set-up names: a preset's name, or an object for :meth:`Rules.from_dict`."""
    if value is None:
        return STANDARD
    if isinstance(value, str):
        found = PRESETS.get(value)
        if found is None:
            raise ValueError(f"rules: one of {', '.join(PRESETS)} or an object of house-rule fields, not {value!r}")
        return found
    if isinstance(value, Mapping):
        try:
            return Rules.from_dict(value)
        except ValueError as refusal:
            raise ValueError(f"rules.{refusal}") from None
    raise ValueError(f"rules: a preset name or an object of house-rule fields, not {value!r}")
