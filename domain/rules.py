"""Rulesets as data: one frozen :class:`RuleSet` for every Mau-Mau variant (RULES.md §2-§4).

Variants differ only in field values, never in code paths chosen by name, so a custom ruleset
from the rule editor is as first-class as a preset.  :func:`validate` rejects contradictions
with messages that name the fields; :func:`derive` is the rule editor (preset + overrides).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Literal

from domain.cards import DECK_RANKS, RANK_NAMES, RANKS_BY_NAME

EffectKind = Literal["draw", "skip", "wish", "again", "reverse"]
EFFECT_KINDS = ("draw", "skip", "wish", "again", "reverse")
START_CARD_RULES = ("ordinary", "no_7_8_j", "applies")
DRAW_MODES = ("one", "until_playable")
CALL_MODES = ("manual", "auto", "none")
SCORINGS = ("wins", "penalty_points")
CARD_VALUE_TABLES = ("felt", "zone")


class RuleSetError(ValueError):
    """A ruleset contradicts itself; ``problems`` maps each offending field to its reason."""

    def __init__(self, problems: dict[str, str]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{name}: {why}" for name, why in problems.items()))


@dataclass(frozen=True, slots=True)
class Effect:
    """What a special card does (RULES.md §3): ``draw`` n cards, ``skip``, ``wish`` (maybe wild),
    ``again`` or ``reverse``."""

    kind: EffectKind
    amount: int = 0
    wild: bool = False

    def describe(self) -> str:
        """Short human text, e.g. ``"draw 2"``, ``"wish (wild)"``."""
        if self.kind == "draw":
            return f"draw {self.amount}"
        if self.kind == "wish":
            return "wish (wild)" if self.wild else "wish"
        return self.kind


def draw(n: int) -> Effect:
    """The next player draws ``n`` (stackable where the ruleset says so)."""
    return Effect("draw", n)


def wish(wild: bool = True) -> Effect:
    """The player names a suit; ``wild`` lets the card lie on anything."""
    return Effect("wish", 0, wild)


SKIP = Effect("skip")
AGAIN = Effect("again")
REVERSE = Effect("reverse")


def _specials(**by_rank: Effect) -> tuple[tuple[str, Effect], ...]:
    """Specials table from keyword ranks: ``r7=draw(2)``, ``J=wish()``."""
    return tuple(sorted(((k.removeprefix("r"), v) for k, v in by_rank.items()),
                        key=lambda kv: RANKS_BY_NAME[kv[0]]))


@dataclass(frozen=True)
class RuleSet:
    """Every rule of RULES.md §2 as one immutable value; a game stores the whole value."""

    name: str = "custom"
    deck: int = 32
    decks: int = 1
    two_decks_from: int | None = None
    players: tuple[int, int] = (2, 5)
    hand_size: int = 5
    hand_size_2p: int | None = None
    start_card: str = "ordinary"
    specials: tuple[tuple[str, Effect], ...] = ()
    stacking: bool = True
    voluntary_draw: bool = True
    draw_mode: str = "one"
    wish_on_wish: bool = False
    last_card_forbidden: tuple[str, ...] = ()
    multi_same_rank: bool = False
    calls: str = "manual"
    final_call_challengeable: bool = True
    call_penalty: int = 2
    illegal_play_penalty: int = 0
    jump_in: bool = False
    scoring: str = "penalty_points"
    card_values: str = "felt"
    zone_jack_value: int = 2
    win_target: int | None = 5
    points_limit: int | None = 100
    max_rounds: int | None = None
    challenge_window_ms: int = 10_000
    # Compiled lookup tables for the engine (derived, not compared).
    effect_by_rank: tuple[Effect | None, ...] = field(init=False, repr=False, compare=False)
    forbidden_last: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        table: list[Effect | None] = [None] * 16
        for rank, effect in self.specials:
            if rank in RANKS_BY_NAME:
                table[RANKS_BY_NAME[rank]] = effect
        object.__setattr__(self, "effect_by_rank", tuple(table))
        object.__setattr__(self, "forbidden_last",
                           frozenset(RANKS_BY_NAME[r] for r in self.last_card_forbidden if r in RANKS_BY_NAME))

    def special(self, rank: str) -> Effect | None:
        """The effect of a rank name ("7", "J"), or ``None`` for an ordinary rank."""
        return dict(self.specials).get(rank)

    def decks_for(self, seats: int) -> int:
        """How many decks a game with ``seats`` players uses."""
        if self.two_decks_from is not None and seats >= self.two_decks_from:
            return 2
        return self.decks

    def hand_size_for(self, seats: int) -> int:
        """Cards dealt to each of ``seats`` players."""
        if seats == 2 and self.hand_size_2p is not None:
            return self.hand_size_2p
        return self.hand_size

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready dict (ranks and effects by name); inverse of :func:`ruleset_from_dict`."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            if not f.init:
                continue
            value = getattr(self, f.name)
            if f.name == "specials":
                value = {rank: dataclasses.asdict(effect) for rank, effect in value}
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out


_FIELD_NAMES = frozenset(f.name for f in dataclasses.fields(RuleSet) if f.init)


def _coerce(name: str, value: Any) -> Any:
    """Turn JSON-ish override values into the field's type (lists to tuples, effect dicts)."""
    if name == "specials":
        items = value.items() if isinstance(value, dict) else value
        result = []
        for rank, effect in items:
            if isinstance(effect, dict):
                effect = Effect(**effect)
            elif isinstance(effect, str):
                effect = _parse_effect(effect)
            result.append((str(rank), effect))
        return tuple(sorted(result, key=lambda kv: RANKS_BY_NAME.get(kv[0], 99)))
    if name == "players" and isinstance(value, (list, tuple)):
        return tuple(int(v) for v in value)
    if name == "last_card_forbidden" and isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return value


def _parse_effect(text: str) -> Effect:
    """Parse ``"draw 2"``, ``"skip"``, ``"wish"``, ``"wish wild"``, ``"again"``, ``"reverse"``."""
    parts = text.split()
    if not parts or parts[0] not in EFFECT_KINDS:
        raise RuleSetError({"specials": f"unknown effect {text!r} (use draw N, skip, wish [wild], again, reverse)"})
    if parts[0] == "draw":
        if len(parts) != 2 or not parts[1].isdigit():
            raise RuleSetError({"specials": f"effect {text!r} needs a number: 'draw 2'"})
        return draw(int(parts[1]))
    if parts[0] == "wish":
        return wish(wild="wild" in parts[1:])
    return Effect(parts[0])  # type: ignore[arg-type]


def ruleset_from_dict(data: dict[str, Any]) -> RuleSet:
    """Build a ruleset from :meth:`RuleSet.to_dict` output (no validation: stored games are kept as played)."""
    unknown = set(data) - _FIELD_NAMES
    if unknown:
        raise RuleSetError({name: "unknown ruleset field" for name in sorted(unknown)})
    return RuleSet(**{k: _coerce(k, v) for k, v in data.items()})


def validate(rules: RuleSet) -> RuleSet:
    """Return ``rules`` if it is playable; else raise :class:`RuleSetError` naming every bad field."""
    p: dict[str, str] = {}
    if rules.deck not in DECK_RANKS:
        p["deck"] = f"must be 32 or 52, not {rules.deck!r}"
        return _raise(p)
    if rules.decks not in (1, 2):
        p["decks"] = f"must be 1 or 2, not {rules.decks!r}"
    lo, hi = rules.players if len(rules.players) == 2 else (0, 0)
    if not (2 <= lo <= hi):
        p["players"] = f"must be (min, max) with 2 <= min <= max, not {rules.players!r}"
    if rules.two_decks_from is not None and not (lo < rules.two_decks_from <= hi):
        p["two_decks_from"] = f"{rules.two_decks_from} is outside the allowed player counts {rules.players}"
    if rules.hand_size < 1:
        p["hand_size"] = "must be at least 1"
    if rules.hand_size_2p is not None and rules.hand_size_2p < 1:
        p["hand_size_2p"] = "must be at least 1"
    deck_ranks = set(DECK_RANKS[rules.deck])
    if "players" not in p and "decks" not in p and "hand_size" not in p:
        for seats in range(lo, hi + 1):
            need = seats * rules.hand_size_for(seats) + 1
            have = rules.deck * rules.decks_for(seats)
            if need > have:
                p["players"] = (f"{seats} players x hand_size {rules.hand_size_for(seats)} + a start card need "
                                f"{need} cards, but deck {rules.deck} x decks {rules.decks_for(seats)} has {have}")
                break
    for rank, effect in rules.specials:
        if rank not in RANKS_BY_NAME:
            p["specials"] = f"{rank!r} is not a rank"
        elif RANKS_BY_NAME[rank] not in deck_ranks:
            p["specials"] = f"rank {rank} is not in the {rules.deck}-card deck"
        elif not isinstance(effect, Effect) or effect.kind not in EFFECT_KINDS:
            p["specials"] = f"rank {rank} has an unknown effect {effect!r}"
        elif effect.kind == "draw" and effect.amount < 1:
            p["specials"] = f"rank {rank}: draw needs an amount of at least 1"
    if len({r for r, _ in rules.specials}) != len(rules.specials):
        p["specials"] = "a rank appears twice"
    for rank in rules.last_card_forbidden:
        if rank not in RANKS_BY_NAME or RANKS_BY_NAME[rank] not in deck_ranks:
            p["last_card_forbidden"] = f"rank {rank} is not in the {rules.deck}-card deck"
    if rules.start_card not in START_CARD_RULES:
        p["start_card"] = f"must be one of {', '.join(START_CARD_RULES)}"
    elif rules.start_card == "ordinary" and {RANKS_BY_NAME[r] for r, _ in rules.specials
                                             if r in RANKS_BY_NAME} >= deck_ranks:
        p["start_card"] = "'ordinary' needs at least one ordinary rank in the deck"
    if rules.draw_mode not in DRAW_MODES:
        p["draw_mode"] = f"must be one of {', '.join(DRAW_MODES)}"
    if rules.calls not in CALL_MODES:
        p["calls"] = f"must be one of {', '.join(CALL_MODES)}"
    if rules.call_penalty < 0:
        p["call_penalty"] = "must not be negative"
    if rules.illegal_play_penalty not in (0, 1, 2, 3):
        p["illegal_play_penalty"] = "must be 0 (reject) or a small number of cards (1-3)"
    if rules.jump_in and rules.decks != 2 and rules.two_decks_from is None:
        p["jump_in"] = "needs identical cards: set decks=2 (or two_decks_from)"
    if rules.scoring not in SCORINGS:
        p["scoring"] = f"must be one of {', '.join(SCORINGS)}"
    elif rules.scoring == "wins" and rules.win_target is not None and rules.win_target < 1:
        p["win_target"] = "must be at least 1 (or null for an open scoreboard)"
    elif rules.scoring == "penalty_points":
        if rules.card_values not in CARD_VALUE_TABLES:
            p["card_values"] = f"must be one of {', '.join(CARD_VALUE_TABLES)}"
        if rules.points_limit is None and rules.max_rounds is None:
            p["points_limit"] = "penalty_points needs points_limit or max_rounds to end a match"
        elif rules.points_limit is not None and rules.points_limit < 1:
            p["points_limit"] = "must be at least 1"
    if rules.max_rounds is not None and rules.max_rounds < 1:
        p["max_rounds"] = "must be at least 1"
    if rules.zone_jack_value not in (2, 20):
        p["zone_jack_value"] = "must be 2 or 20"
    if rules.challenge_window_ms < 0:
        p["challenge_window_ms"] = "must not be negative"
    return _raise(p) if p else rules


def _raise(problems: dict[str, str]) -> RuleSet:
    raise RuleSetError(problems)


def derive(base: RuleSet, name: str = "custom", **overrides: Any) -> RuleSet:
    """The rule editor: ``base`` with ``overrides`` applied, validated; unknown fields are named."""
    unknown = set(overrides) - _FIELD_NAMES
    if unknown:
        raise RuleSetError({n: "unknown ruleset field" for n in sorted(unknown)})
    values = {k: _coerce(k, v) for k, v in overrides.items()}
    try:
        candidate = dataclasses.replace(base, name=name, **values)
    except TypeError as exc:  # pragma: no cover - replace() only fails on bad names, checked above
        raise RuleSetError({"overrides": str(exc)}) from exc
    return validate(candidate)


MM_001 = RuleSet(
    name="MM-001", deck=32, players=(2, 5), hand_size=5,
    specials=_specials(r7=draw(2), r8=SKIP, J=wish(wild=True), A=AGAIN),
    last_card_forbidden=("7", "8", "J", "A"),
)
MM_002 = dataclasses.replace(
    MM_001, name="MM-002", deck=52, players=(2, 8),
    specials=_specials(r8=wish(wild=True)), wish_on_wish=True, draw_mode="until_playable",
    last_card_forbidden=("8",),
)
MM_003 = dataclasses.replace(
    MM_001, name="MM-003", deck=52, players=(2, 7), hand_size=7,
    specials=_specials(r2=draw(2), r8=wish(wild=True)), wish_on_wish=True,
    last_card_forbidden=("8", "2"),
)
MM_004 = dataclasses.replace(
    MM_001, name="MM-004", deck=52, players=(2, 7), hand_size=7,
    specials=_specials(r2=draw(2), r8=wish(wild=True), r10=AGAIN, J=REVERSE, A=SKIP), wish_on_wish=True,
    last_card_forbidden=("8", "A", "10", "2", "J"),
)
MM_005 = dataclasses.replace(
    MM_001, name="MM-005", specials=_specials(r7=draw(1), r8=SKIP, J=wish(wild=True)), wish_on_wish=True,
    last_card_forbidden=("7", "8", "J"), multi_same_rank=True, calls="none",
)
TAVERN = dataclasses.replace(
    MM_001, name="TAVERN", deck=52, players=(2, 8), start_card="no_7_8_j",
    specials=_specials(r7=draw(2), r8=SKIP, J=wish(wild=True)), wish_on_wish=True,
    last_card_forbidden=(), calls="auto", scoring="wins", win_target=None,
)
ZONE = dataclasses.replace(
    MM_001, name="ZONE", two_decks_from=6, players=(2, 10), hand_size_2p=6, start_card="applies",
    specials=_specials(r7=draw(2), r8=SKIP, J=wish(wild=True)), last_card_forbidden=("J",),
    final_call_challengeable=False, illegal_play_penalty=1, scoring="wins", win_target=5,
    card_values="zone",
)

PRESETS: dict[str, RuleSet] = {r.name: validate(r) for r in (MM_001, MM_002, MM_003, MM_004, MM_005, TAVERN, ZONE)}


def _with_special(rules: RuleSet, rank: str, effect: Effect) -> dict[str, Any]:
    table = dict(rules.specials)
    table[rank] = effect
    return {"specials": table}


HOUSE_RULES: dict[str, Any] = {
    "jack_on_jack": lambda r: {"wish_on_wish": True},
    "ace_skips": lambda r: _with_special(r, "A", SKIP),
    "ace_again": lambda r: _with_special(r, "A", AGAIN),
    "nine_reverses": lambda r: _with_special(r, "9", REVERSE),
    "king_reverses": lambda r: _with_special(r, "K", REVERSE),
    "multi_same_rank": lambda r: {"multi_same_rank": True},
    "jump_in": lambda r: {"jump_in": True},
    "no_seven_stacking": lambda r: {"stacking": False},
    "zone_points": lambda r: {"scoring": "penalty_points", "card_values": "zone", "points_limit": 100},
    "jack_20": lambda r: {"zone_jack_value": 20},
}
"""ZONE's house-rule toggles (seed 004 §8) and its scoring variant, each a function ruleset -> overrides."""


def with_house_rules(base: RuleSet, *toggles: str, name: str | None = None) -> RuleSet:
    """``base`` with the named :data:`HOUSE_RULES` switched on, validated (unknown toggles are named)."""
    rules = base
    for toggle in toggles:
        if toggle not in HOUSE_RULES:
            raise RuleSetError({"house_rules": f"unknown toggle {toggle!r}; known: {', '.join(HOUSE_RULES)}"})
        rules = derive(rules, name=rules.name, **HOUSE_RULES[toggle](rules))
    return derive(rules, name=name or "+".join((base.name, *toggles)))


def preset(name: str) -> RuleSet:
    """The preset called ``name`` (case-insensitive); ``KeyError`` lists the known names."""
    try:
        return PRESETS[name.upper()]
    except KeyError:
        raise KeyError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None


__all__ = [
    "AGAIN",
    "HOUSE_RULES",
    "MM_001",
    "MM_002",
    "MM_003",
    "MM_004",
    "MM_005",
    "PRESETS",
    "RANK_NAMES",
    "REVERSE",
    "SKIP",
    "TAVERN",
    "ZONE",
    "Effect",
    "RuleSet",
    "RuleSetError",
    "derive",
    "draw",
    "preset",
    "ruleset_from_dict",
    "validate",
    "wish",
    "with_house_rules",
]
