"""Rulesets as data: one frozen :class:`RuleSet` for every Mau-Mau variant (RULES.md §2-§4).

Variants differ only in field values, never in code paths chosen by name, so a custom ruleset
from the rule editor is as first-class as a preset.  :func:`validate` rejects contradictions
with messages that name the fields; :func:`derive` is the rule editor (preset + overrides).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from domain.cards import DECK_RANKS, RANK_NAMES, RANKS_BY_NAME
from domain.maumau.ruleset_fields import (
    FIELD_PARSERS,
    MAP_FIELDS,
    MAX_RULESET_JSON_BYTES,
    Effect,
    EffectKind,
    canonical_json,
    parse_effect,
    parse_fields,
)


class RuleSetError(ValueError):
    """A ruleset contradicts itself; ``problems`` maps each offending field to its reason."""

    def __init__(self, problems: dict[str, str]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{name}: {why}" for name, why in problems.items()))


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
    return tuple(sorted(((k.removeprefix("r"), v) for k, v in by_rank.items()), key=lambda kv: RANKS_BY_NAME[kv[0]]))


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
    # Later fields (see LATER_FIELDS): written out and shown only when they differ from their default.
    draw_limit: int = 1
    reshuffle: bool = True
    extra_blocking_passes: int = 0
    reverse_two_players: str = "again"
    max_refused_challenges: int | None = None
    # Compiled lookup tables for the engine (derived, not compared).
    effect_by_rank: tuple[Effect | None, ...] = field(init=False, repr=False, compare=False)
    forbidden_last: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        table: list[Effect | None] = [None] * 16
        for rank, effect in self.specials:
            if rank in RANKS_BY_NAME:
                table[RANKS_BY_NAME[rank]] = effect
        object.__setattr__(self, "effect_by_rank", tuple(table))
        object.__setattr__(
            self, "forbidden_last", frozenset(RANKS_BY_NAME[r] for r in self.last_card_forbidden if r in RANKS_BY_NAME)
        )

    def __repr__(self) -> str:
        """The dataclass repr, leaving out :data:`LATER_FIELDS` at their defaults (so a ruleset
        written before they existed prints exactly as it always did)."""
        parts = [
            f"{f.name}={getattr(self, f.name)!r}"
            for f in _REPR_FIELDS
            if f.name not in LATER_FIELDS or getattr(self, f.name) != f.default
        ]
        return f"{type(self).__qualname__}({', '.join(parts)})"

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
            if f.name in LATER_FIELDS and value == f.default:
                continue  # stored rulesets keep their bytes (see LATER_FIELDS)
            if f.name == "specials":
                value = {rank: dataclasses.asdict(effect) for rank, effect in value}
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out


LATER_FIELDS = frozenset(
    ("draw_limit", "reshuffle", "extra_blocking_passes", "reverse_two_players", "max_refused_challenges")
)
"""Fields added after rulesets were first stored.  :meth:`RuleSet.to_dict` and ``repr`` leave
each out while it holds its default, so every ruleset stored or printed before the field existed
keeps its exact bytes (stored events, golden digests), and a stored ruleset without it reads back
with the default, which is the behaviour it was played with:

* ``draw_limit``: how many cards a turn may draw, one at a time, under ``draw_mode`` ``"repeat"``;
* ``reshuffle``: whether the discard pile becomes the new draw pile when the draw pile is empty
  (without it nothing more is drawn: players pass, and a draw card played then makes nobody draw);
* ``extra_blocking_passes``: passes, beyond one per seat, that must follow each other with nothing
  to draw before the round is blocked;
* ``reverse_two_players``: what a reverse card does with two players: ``"again"`` (the player
  moves again, as with a skip) or ``"next"`` (only the direction turns: the other player moves).
* ``max_refused_challenges``: how many wrong challenges (``ChallengeRefused``) one seat may make in
  a round; a further wrong challenge is refused as ``refused_challenges`` and leaves no event
  (``None``: no limit).
"""
_REPR_FIELDS = tuple(f for f in dataclasses.fields(RuleSet) if f.repr)
_FIELD_NAMES = frozenset(f.name for f in dataclasses.fields(RuleSet) if f.init)
if set(FIELD_PARSERS) != _FIELD_NAMES:  # pragma: no cover - guards an edit of either list
    raise AssertionError(f"ruleset fields without a parser: {sorted(_FIELD_NAMES ^ set(FIELD_PARSERS))}")


def _decode_stored(name: str, value: Any) -> Any:
    """A stored field's JSON as the field's type (lists to tuples, effect dicts to effects), bounds
    unchecked: a stored game is read back as it was played."""
    if name == "specials":
        items = value.items() if isinstance(value, dict) else value
        table = [(str(rank), Effect(**effect) if isinstance(effect, dict) else effect) for rank, effect in items]
        return tuple(sorted(table, key=lambda kv: RANKS_BY_NAME.get(kv[0], 99)))
    if name == "players" and isinstance(value, (list, tuple)):
        return tuple(int(v) for v in value)
    if name == "last_card_forbidden" and isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return value


def ruleset_from_dict(data: dict[str, Any]) -> RuleSet:
    """Build a ruleset from :meth:`RuleSet.to_dict` output (no validation: stored games are kept as played)."""
    unknown = set(data) - _FIELD_NAMES
    if unknown:
        raise RuleSetError({name: "unknown ruleset field" for name in sorted(unknown)})
    return RuleSet(**{k: _decode_stored(k, v) for k, v in data.items()})


def validate(rules: RuleSet) -> RuleSet:
    """Return ``rules`` if it is playable; else raise :class:`RuleSetError` naming every bad field.

    Every field must have its typed, bounded form (:mod:`domain.maumau.ruleset_fields`); then the fields
    must agree with each other (ranks in the deck, enough cards for every seat count, ...).
    """
    _, p = parse_fields({name: getattr(rules, name) for name in FIELD_PARSERS})
    if "deck" in p:
        return _raise(p)
    deck_ranks = set(DECK_RANKS[rules.deck])
    players_ok = "players" not in p
    lo, hi = rules.players if players_ok else (0, 0)
    tdf = rules.two_decks_from
    if players_ok and "two_decks_from" not in p and tdf is not None and not (lo < tdf <= hi):
        p["two_decks_from"] = f"{rules.two_decks_from} is outside the allowed player counts {rules.players}"
    if players_ok and not {"decks", "two_decks_from", "hand_size", "hand_size_2p"} & set(p):
        for seats in range(lo, hi + 1):
            need = seats * rules.hand_size_for(seats) + 1
            have = rules.deck * rules.decks_for(seats)
            if need > have:
                p["players"] = (
                    f"{seats} players x hand_size {rules.hand_size_for(seats)} + a start card need "
                    f"{need} cards, but deck {rules.deck} x decks {rules.decks_for(seats)} has {have}"
                )
                break
    if "specials" not in p:
        for rank, _ in rules.specials:
            if RANKS_BY_NAME[rank] not in deck_ranks:
                p["specials"] = f"rank {rank} is not in the {rules.deck}-card deck"
        if rules.start_card == "ordinary" and {RANKS_BY_NAME[r] for r, _ in rules.specials} >= deck_ranks:
            p["start_card"] = "'ordinary' needs at least one ordinary rank in the deck"
    if "last_card_forbidden" not in p:
        for rank in rules.last_card_forbidden:
            if RANKS_BY_NAME[rank] not in deck_ranks:
                p["last_card_forbidden"] = f"rank {rank} is not in the {rules.deck}-card deck"
    if "draw_limit" not in p and rules.draw_limit != 1 and rules.draw_mode != "repeat":
        p["draw_limit"] = "counts the draws of draw_mode 'repeat' only: leave it at 1 or set draw_mode 'repeat'"
    if rules.jump_in is True and rules.decks != 2 and rules.two_decks_from is None:
        p["jump_in"] = "needs identical cards: set decks=2 (or two_decks_from)"
    if rules.scoring == "penalty_points" and rules.points_limit is None and rules.max_rounds is None:
        p.setdefault("points_limit", "penalty_points needs points_limit or max_rounds to end a match")
    if not p and len(canonical_json(rules.to_dict())) > MAX_RULESET_JSON_BYTES:
        p["ruleset"] = f"is larger than {MAX_RULESET_JSON_BYTES} bytes as JSON"
    return _raise(p) if p else rules


def _raise(problems: dict[str, str]) -> RuleSet:
    raise RuleSetError(problems)


def _merged_map(base: RuleSet, name: str, value: Any) -> Any:
    """A map field's override merged into the base's table: its entries added or changed, an
    entry ``None`` (JSON ``null``) removing that key.  Anything but a mapping is returned as it
    is, for the field's parser to name what is wrong with it."""
    if not isinstance(value, Mapping):
        return value
    table: dict[Any, Any] = dict(getattr(base, name))
    for key, entry in value.items():
        if entry is None:
            table.pop(key, None)
        else:
            table[key] = entry
    return table


def apply_overrides(
    base: RuleSet, overrides: Mapping[str, Any], *, name: str = "custom", replace: Collection[str] = ()
) -> RuleSet:
    """The rule editor: ``base`` renamed ``name`` with ``overrides`` (field -> JSON or Python
    value) applied, validated.

    A map field (:data:`~domain.maumau.ruleset_fields.MAP_FIELDS`: ``specials``) *merges* with the base's
    table: ``{"specials": {"9": "reverse"}}`` makes 9 a reverse card and keeps every other special
    card, ``{"specials": {"A": null}}`` makes the ace ordinary.  A map field named in ``replace``
    is replaced instead: the override is the whole table.  Every other field is replaced by its
    override.

    Each override is parsed to its field's one typed, bounded form (an effect's text and
    structured forms give the same :class:`Effect`); :class:`RuleSetError` names every field
    that does not parse, is unknown, or contradicts another, and ``replace`` when it names a
    field that is no map field or that the overrides do not set.
    """
    problems: dict[str, str] = {}
    wrong = sorted(str(f) for f in replace if f not in MAP_FIELDS)
    unset = sorted(str(f) for f in replace if f in MAP_FIELDS and f not in overrides)
    if wrong:
        problems["replace"] = (
            f"only a map field ({', '.join(MAP_FIELDS)}) can be replaced, not {', '.join(wrong)[:80]}: "
            "every other field is replaced by its override anyway"
        )
    elif unset:
        problems["replace"] = f"names {', '.join(unset)}, which the overrides do not set"
    given = {k: v for k, v in overrides.items() if k != "name"}
    for field_name in MAP_FIELDS:
        if field_name in given and field_name not in replace:
            given[field_name] = _merged_map(base, field_name, given[field_name])
    values, parse_problems = parse_fields(given)
    problems.update(parse_problems)
    if "name" in overrides:
        problems["name"] = "set the ruleset's name with the 'name' field, not an override"
    candidate = dataclasses.replace(base, name=name, **values)
    try:
        validate(candidate)
    except RuleSetError as error:
        problems = {**error.problems, **problems}
    return _raise(problems) if problems else candidate


@dataclass(frozen=True, slots=True)
class RulesetWarning:
    """A ruleset that is valid but probably not what its author meant: the field and why."""

    field: str
    message: str


def ruleset_warnings(rules: RuleSet) -> list[RulesetWarning]:
    """What in a valid ruleset names cards another field no longer treats as special, or sets a
    rule nothing can trigger — the rule editor returns these with the saved ruleset:

    * ``last_card_forbidden`` naming ranks that ``specials`` does not make special (after a
      ``specials`` override dropped them they are ordinary cards that still may not end a round);
    * ``wish_on_wish`` on, with no special card that wishes a suit.
    """
    out: list[RulesetWarning] = []
    special = {rank for rank, _ in rules.specials}
    ordinary = [rank for rank in rules.last_card_forbidden if rank not in special]
    if ordinary:
        ranks = ", ".join(ordinary)
        out.append(
            RulesetWarning(
                "last_card_forbidden",
                f"names {ranks}, which specials does not make special: "
                f"{'it is an ordinary card' if len(ordinary) == 1 else 'they are ordinary cards'} that still may not "
                "be played last; drop them from last_card_forbidden or make them special again",
            )
        )
    if rules.wish_on_wish and not any(effect.kind == "wish" for _, effect in rules.specials):
        out.append(RulesetWarning("wish_on_wish", "is on, but no special card wishes a suit: it has no effect"))
    return out


def derive(base: RuleSet, name: str = "custom", **overrides: Any) -> RuleSet:
    """:func:`apply_overrides` with keyword overrides: ``derive(MM_001, hand_size=6)``.  Python
    callers give whole values, as :func:`dataclasses.replace` takes them: a map field given here
    replaces the base's table (``derive(MM_001, specials=())`` has no special card)."""
    return apply_overrides(base, overrides, name=name, replace=[f for f in MAP_FIELDS if f in overrides])


MM_001 = RuleSet(
    name="MM-001",
    deck=32,
    players=(2, 5),
    hand_size=5,
    specials=_specials(r7=draw(2), r8=SKIP, J=wish(wild=True), A=AGAIN),
    last_card_forbidden=("7", "8", "J", "A"),
)
MM_002 = dataclasses.replace(
    MM_001,
    name="MM-002",
    deck=52,
    players=(2, 8),
    specials=_specials(r8=wish(wild=True)),
    wish_on_wish=True,
    draw_mode="until_playable",
    last_card_forbidden=("8",),
)
MM_003 = dataclasses.replace(
    MM_001,
    name="MM-003",
    deck=52,
    players=(2, 7),
    hand_size=7,
    specials=_specials(r2=draw(2), r8=wish(wild=True)),
    wish_on_wish=True,
    last_card_forbidden=("8", "2"),
)
MM_004 = dataclasses.replace(
    MM_001,
    name="MM-004",
    deck=52,
    players=(2, 7),
    hand_size=7,
    specials=_specials(r2=draw(2), r8=wish(wild=True), r10=AGAIN, J=REVERSE, A=SKIP),
    wish_on_wish=True,
    last_card_forbidden=("8", "A", "10", "2", "J"),
)
MM_005 = dataclasses.replace(
    MM_001,
    name="MM-005",
    specials=_specials(r7=draw(1), r8=SKIP, J=wish(wild=True)),
    wish_on_wish=True,
    last_card_forbidden=("7", "8", "J"),
    multi_same_rank=True,
    calls="none",
)
TAVERN = dataclasses.replace(
    MM_001,
    name="TAVERN",
    deck=52,
    players=(2, 8),
    start_card="no_7_8_j",
    specials=_specials(r7=draw(2), r8=SKIP, J=wish(wild=True)),
    wish_on_wish=True,
    last_card_forbidden=(),
    calls="auto",
    scoring="wins",
    win_target=None,
)
ZONE = dataclasses.replace(
    MM_001,
    name="ZONE",
    two_decks_from=6,
    players=(2, 10),
    hand_size_2p=6,
    start_card="applies",
    specials=_specials(r7=draw(2), r8=SKIP, J=wish(wild=True)),
    last_card_forbidden=("J",),
    final_call_challengeable=False,
    illegal_play_penalty=1,
    scoring="wins",
    win_target=5,
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


def house_rules_ruleset(name: str) -> RuleSet:
    """The ruleset a name ``"PRESET+toggle+..."`` stands for (the names :func:`with_house_rules`
    gives): the preset (any case) with those :data:`HOUSE_RULES` switched on.

    Raises :class:`RuleSetError` saying what is wrong with the name: a base that is no preset, a
    toggle that is no house rule (the known ones listed), or a toggle that does not fit the preset
    (``MM-002+jump_in``: one deck has no identical cards to jump in with), under the key
    ``house_rules``."""
    base, *toggles = name.split("+")
    rules = PRESETS.get(base.upper())
    if rules is None:
        raise RuleSetError({"house_rules": f"{base[:40]!r} is no preset; presets: {', '.join(PRESETS)}"})
    if not toggles:
        return rules
    unknown = [t for t in toggles if t not in HOUSE_RULES]
    if unknown:
        raise RuleSetError(
            {
                "house_rules": f"unknown house rule{'s' if len(unknown) > 1 else ''} "
                f"{', '.join(repr(t[:40]) for t in unknown[:5])}; house rules: {', '.join(HOUSE_RULES)}"
            }
        )
    try:
        return with_house_rules(rules, *toggles, name=name)
    except RuleSetError as error:
        raise RuleSetError(
            {"house_rules": f"{'+'.join(toggles)} cannot be played with {rules.name}: {error}"}
        ) from None


def preset(name: str) -> RuleSet:
    """The preset called ``name`` (case-insensitive); ``KeyError`` lists the known names."""
    try:
        return PRESETS[name.upper()]
    except KeyError:
        raise KeyError(f"unknown preset {name!r}; known: {', '.join(PRESETS)}") from None


__all__ = [
    "AGAIN",
    "HOUSE_RULES",
    "LATER_FIELDS",
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
    "EffectKind",
    "RuleSet",
    "RuleSetError",
    "RulesetWarning",
    "apply_overrides",
    "derive",
    "draw",
    "house_rules_ruleset",
    "parse_effect",
    "preset",
    "ruleset_from_dict",
    "ruleset_warnings",
    "validate",
    "wish",
    "with_house_rules",
]
