"""The one typed, bounded form of every ruleset field, and the one parser per field that makes it.

A ruleset field arrives as JSON (the rule editor over HTTP: lists, objects, texts such as
``"draw 2"``) or as Python values (presets, tests, house-rule toggles: tuples, :class:`Effect`).
Each field has exactly one parser here that accepts both and returns the field's single typed
form, or raises :class:`FieldProblem` saying why not.  Every number, text and collection is
bounded, so no ruleset can carry a value the engine, the event store or a read model cannot
handle (a draw of 10**20 cards, a list of a million ranks):

* player counts 2..:data:`MAX_PLAYERS`, hands 1..:data:`MAX_HAND_SIZE` cards;
* a special card's draw 1..:data:`MAX_DRAW` cards; call penalty 0..:data:`MAX_PENALTY_CARDS`;
* rank collections hold each rank at most once (so at most 13 entries);
* match ends (``win_target``, ``points_limit``, ``max_rounds``) and the challenge window have
  upper bounds; a name is at most :data:`MAX_NAME_LENGTH` printable characters;
* the whole ruleset as canonical JSON is at most :data:`MAX_RULESET_JSON_BYTES` (a backstop:
  the field bounds keep every valid ruleset far below it).

An effect's text form and its structured form parse to the same :class:`Effect`: ``"draw 2"`` ==
``{"kind": "draw", "amount": 2}``, ``"wish wild"`` == ``{"kind": "wish", "wild": true}``.

Only per-field rules live here; rules that relate fields (a rank must be in the deck, enough
cards for every seat count) are :func:`domain.maumau.rules.validate`'s.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, cast

from domain.cards import RANK_NAMES, RANKS_BY_NAME

__all__ = [
    "CALL_MODES",
    "CARD_VALUE_TABLES",
    "DRAW_MODES",
    "EFFECT_KINDS",
    "FIELD_PARSERS",
    "MAP_FIELDS",
    "MAX_CHALLENGE_WINDOW_MS",
    "MAX_DRAW",
    "MAX_DRAW_LIMIT",
    "MAX_EFFECT_TEXT",
    "MAX_HAND_SIZE",
    "MAX_NAME_LENGTH",
    "MAX_PENALTY_CARDS",
    "MAX_PLAYERS",
    "MAX_POINTS_LIMIT",
    "MAX_REFUSED_CHALLENGES",
    "MAX_ROUNDS",
    "MAX_RULESET_JSON_BYTES",
    "MAX_WIN_TARGET",
    "REVERSE_TWO_PLAYERS",
    "SCORINGS",
    "START_CARD_RULES",
    "Effect",
    "EffectKind",
    "FieldProblem",
    "canonical_json",
    "parse_effect",
    "parse_field",
    "parse_fields",
]

EffectKind = Literal["draw", "skip", "wish", "again", "reverse"]
EFFECT_KINDS: tuple[EffectKind, ...] = ("draw", "skip", "wish", "again", "reverse")
START_CARD_RULES = ("ordinary", "no_7_8_j", "applies", "dealer")
DRAW_MODES = ("one", "until_playable", "repeat")
CALL_MODES = ("manual", "auto", "none")
SCORINGS = ("wins", "penalty_points")
CARD_VALUE_TABLES = ("felt", "zone")
REVERSE_TWO_PLAYERS = ("again", "next")
MAP_FIELDS = ("specials",)
"""Fields that are a table (rank -> effect).  The rule editor merges an override of one into the
base's table unless asked to replace it (:func:`domain.maumau.rules.apply_overrides`)."""

MAX_PLAYERS = 10
"""Most seats at one table (ZONE's 10; the HTTP API opens tables of 2-10 seats)."""
MAX_HAND_SIZE = 51
"""Most cards dealt: two players from two 52-card decks (2 x 51 + a start card = 103 <= 104)."""
MAX_DRAW = 10
"""Most cards one draw card makes the next player draw (the presets use 1 and 2)."""
MAX_PENALTY_CARDS = 10
"""Most cards drawn for a forgotten call (``call_penalty``; the presets use 2)."""
MAX_DRAW_LIMIT = 20
"""Most cards one turn may draw one at a time under ``draw_mode`` ``"repeat"`` (OpenSpiel's default is 5)."""
MAX_REFUSED_CHALLENGES = 100
"""Most wrong challenges a ruleset may let one seat make in a round (``max_refused_challenges``)."""
MAX_ILLEGAL_PLAY_PENALTY = 3
"""Most cards drawn for a wrong card (ZONE: 1); 0 rejects the wrong card instead."""
MAX_WIN_TARGET = 1000
"""Most round wins a ``wins`` match may be played to."""
MAX_POINTS_LIMIT = 10_000
"""Highest penalty-point limit of a ``penalty_points`` match (the default is 100)."""
MAX_ROUNDS = 1000
"""Most rounds a match may be limited to."""
MAX_CHALLENGE_WINDOW_MS = 600_000
"""Longest challenge window: ten minutes (the default is ten seconds)."""
MAX_NAME_LENGTH = 160
"""Longest ruleset name (a preset and all ten house-rule toggles, ``+``-joined, fit)."""
MAX_EFFECT_TEXT = 32
"""Longest effect text (``"draw 2"``, ``"wish wild"``)."""
MAX_RULESET_JSON_BYTES = 4096
"""Largest ruleset as canonical JSON; every ruleset within the field bounds stays below it."""
_MAX_SHOWN = 40
"""Bad input is quoted in messages up to this many characters."""


class FieldProblem(ValueError):
    """A field's value has the wrong type or lies outside its bounds; the text says which."""


@dataclass(frozen=True, slots=True)
class Effect:
    """What a special card does (RULES.md §3): ``draw`` n cards, ``skip``, ``wish`` (maybe wild),
    ``again`` or ``reverse``.  Build it from input with :func:`parse_effect`, which bounds it."""

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


def _show(value: object) -> str:
    """``repr(value)`` cut to :data:`_MAX_SHOWN` characters, for messages that quote bad input."""
    text = repr(value)
    return text if len(text) <= _MAX_SHOWN else text[: _MAX_SHOWN - 3] + "..."


def _is_int(value: object) -> bool:
    """A JSON integer (``True`` is not a number here)."""
    return isinstance(value, int) and not isinstance(value, bool)


# ------------------------------------------------------------------ effects


def _effect(kind: object, amount: object, wild: object) -> Effect:
    """The one constructor both effect forms go through: kind known, amount and wild bounded."""
    if not isinstance(kind, str) or kind not in EFFECT_KINDS:
        raise FieldProblem(f"unknown effect kind {_show(kind)} (use {', '.join(EFFECT_KINDS)})")
    if not _is_int(amount):
        raise FieldProblem("amount must be an integer")
    if not isinstance(wild, bool):
        raise FieldProblem("wild must be true or false")
    number = cast(int, amount)
    if kind == "draw":
        if not 1 <= number <= MAX_DRAW:
            raise FieldProblem(f"draw needs an amount of at least 1 and at most {MAX_DRAW}, not {_show(number)}")
    elif number != 0:
        raise FieldProblem(f"only a draw has an amount ({kind} has none)")
    if wild and kind != "wish":
        raise FieldProblem(f"only a wish can be wild ({kind} cannot)")
    return Effect(kind, number, wild)


def _effect_from_text(text: str) -> Effect:
    """``"draw N"``, ``"skip"``, ``"wish"``, ``"wish wild"``, ``"again"`` or ``"reverse"``."""
    if len(text) > MAX_EFFECT_TEXT:
        raise FieldProblem(f"an effect text is at most {MAX_EFFECT_TEXT} characters")
    words = text.split()
    usage = "use draw N, skip, wish, wish wild, again or reverse"
    if not words or words[0] not in EFFECT_KINDS:
        raise FieldProblem(f"unknown effect {text!r} ({usage})")
    kind, rest = words[0], words[1:]
    if kind == "draw":
        if len(rest) != 1 or not (rest[0].isascii() and rest[0].isdigit()):
            raise FieldProblem(f"effect {text!r} needs a number: 'draw 2'")
        return _effect("draw", int(rest[0]), False)
    if kind == "wish" and rest == ["wild"]:
        return _effect("wish", 0, True)
    if rest:
        raise FieldProblem(f"unknown effect {text!r} ({usage})")
    return _effect(kind, 0, False)


def parse_effect(value: object) -> Effect:
    """One effect from its text (``"draw 2"``), its structured form (``{"kind": "draw",
    "amount": 2}``, as :meth:`RuleSet.to_dict` writes it) or an :class:`Effect`; both forms give
    the same value.  Raises :class:`FieldProblem` for anything else or out of bounds."""
    if isinstance(value, Effect):
        return _effect(value.kind, value.amount, value.wild)
    if isinstance(value, str):
        return _effect_from_text(value)
    if isinstance(value, Mapping):
        extra = set(value) - {"kind", "amount", "wild"}
        if extra:
            raise FieldProblem("an effect has only kind, amount and wild")
        if "kind" not in value:
            raise FieldProblem("an effect needs a kind")
        return _effect(value["kind"], value.get("amount", 0), value.get("wild", False))
    raise FieldProblem("an effect is a text ('draw 2', 'skip', 'wish wild') or {kind, amount, wild}")


# ------------------------------------------------------------------ field parsers

Parser = Callable[[Any], Any]


def _whole(lo: int, hi: int, *, nullable: bool = False, why_null: str = "") -> Parser:
    """An integer in ``lo..hi`` (or ``None`` when ``nullable``)."""
    null = f" or null{why_null}" if nullable else ""

    def parse(value: Any) -> int | None:
        if value is None and nullable:
            return None
        if not _is_int(value):
            raise FieldProblem(f"must be an integer{null}")
        if value < lo:
            raise FieldProblem("must not be negative" if lo == 0 else f"must be at least {lo}{null}")
        if value > hi:
            raise FieldProblem(f"must be at most {hi}{null}, not {_show(value)}")
        return int(value)

    return parse


def _choice(*options: Any, usage: str | None = None) -> Parser:
    """One of ``options`` (texts or numbers, compared by type too: ``True`` is not ``1``)."""
    names = [str(o) for o in options]
    listed = f"{names[0]} or {names[1]}" if len(names) == 2 else f"one of {', '.join(names)}"

    def parse(value: Any) -> Any:
        for option in options:
            if type(value) is type(option) and value == option:
                return option
        raise FieldProblem(f"{usage or 'must be ' + listed}, not {_show(value)}")

    return parse


def _flag(value: Any) -> bool:
    """``true`` or ``false``."""
    if not isinstance(value, bool):
        raise FieldProblem("must be true or false")
    return value


def _name(value: Any) -> str:
    """1..:data:`MAX_NAME_LENGTH` printable characters."""
    if not isinstance(value, str) or not value or len(value) > MAX_NAME_LENGTH or not value.isprintable():
        raise FieldProblem(f"must be a text of 1-{MAX_NAME_LENGTH} printable characters")
    return value


def _players(value: Any) -> tuple[int, int]:
    """``[min, max]`` seat counts with ``2 <= min <= max <= MAX_PLAYERS``."""
    usage = f"must be [min, max] with 2 <= min <= max <= {MAX_PLAYERS}"
    if not isinstance(value, (list, tuple)) or len(value) != 2 or not all(map(_is_int, value)):
        raise FieldProblem(usage)
    lo, hi = int(value[0]), int(value[1])
    if not 2 <= lo <= hi <= MAX_PLAYERS:
        raise FieldProblem(f"{usage}, not [{_show(lo)}, {_show(hi)}]")
    return lo, hi


def _two_decks_from(value: Any) -> int | None:
    """The seat count from which two decks are used, or ``None`` (never)."""
    if value is None:
        return None
    if not _is_int(value):
        raise FieldProblem("must be an integer or null")
    if not 3 <= value <= MAX_PLAYERS:
        raise FieldProblem(f"{_show(value)} is outside the player counts 3-{MAX_PLAYERS} (or null: never)")
    return int(value)


def _rank(value: Any) -> str:
    """A rank name: ``2``..``10``, ``J``, ``Q``, ``K``, ``A``."""
    if not isinstance(value, str) or value not in RANKS_BY_NAME:
        raise FieldProblem(f"{_show(value)} is not a rank (2-10, J, Q, K, A)")
    return value


def _ranks(value: Any) -> tuple[str, ...]:
    """Distinct rank names, in the order given (at most one of each rank)."""
    if not isinstance(value, (list, tuple)):
        raise FieldProblem('must be a list of rank names, e.g. ["7", "J"]')
    if len(value) > len(RANK_NAMES):
        raise FieldProblem(f"holds each rank at most once: at most {len(RANK_NAMES)} ranks, not {len(value)}")
    out: list[str] = []
    for item in value:
        rank = _rank(item)
        if rank in out:
            raise FieldProblem(f"rank {rank} appears twice")
        out.append(rank)
    return tuple(out)


def _specials(value: Any) -> tuple[tuple[str, Effect], ...]:
    """Rank -> effect (``{"7": "draw 2", "J": "wish wild"}``, or pairs), sorted by rank."""
    usage = 'must map rank names to effects, e.g. {"7": "draw 2"}'
    if isinstance(value, Mapping):
        items = list(value.items())
    elif isinstance(value, (list, tuple)):
        items = list(value)
    else:
        raise FieldProblem(usage)
    if len(items) > len(RANK_NAMES):
        raise FieldProblem(f"at most {len(RANK_NAMES)} ranks, not {len(items)}")
    table: dict[str, Effect] = {}
    for item in items:
        if not isinstance(item, (list, tuple)) or len(item) != 2:
            raise FieldProblem(usage)
        rank = _rank(item[0])
        if rank in table:
            raise FieldProblem("a rank appears twice")
        try:
            table[rank] = parse_effect(item[1])
        except FieldProblem as problem:
            raise FieldProblem(f"rank {rank}: {problem}") from None
    return tuple(sorted(table.items(), key=lambda kv: RANKS_BY_NAME[kv[0]]))


FIELD_PARSERS: dict[str, Parser] = {
    "name": _name,
    "deck": _choice(32, 52),
    "decks": _choice(1, 2),
    "two_decks_from": _two_decks_from,
    "players": _players,
    "hand_size": _whole(1, MAX_HAND_SIZE),
    "hand_size_2p": _whole(1, MAX_HAND_SIZE, nullable=True, why_null=" (as hand_size)"),
    "start_card": _choice(*START_CARD_RULES),
    "specials": _specials,
    "stacking": _flag,
    "voluntary_draw": _flag,
    "draw_mode": _choice(*DRAW_MODES),
    "wish_on_wish": _flag,
    "last_card_forbidden": _ranks,
    "multi_same_rank": _flag,
    "calls": _choice(*CALL_MODES),
    "final_call_challengeable": _flag,
    "call_penalty": _whole(0, MAX_PENALTY_CARDS),
    "illegal_play_penalty": _choice(
        *range(MAX_ILLEGAL_PLAY_PENALTY + 1),
        usage=f"must be 0 (reject) or a small number of cards (1-{MAX_ILLEGAL_PLAY_PENALTY})",
    ),
    "jump_in": _flag,
    "scoring": _choice(*SCORINGS),
    "card_values": _choice(*CARD_VALUE_TABLES),
    "zone_jack_value": _choice(2, 20),
    "win_target": _whole(1, MAX_WIN_TARGET, nullable=True, why_null=" (an open scoreboard)"),
    "points_limit": _whole(1, MAX_POINTS_LIMIT, nullable=True, why_null=" (end by max_rounds)"),
    "max_rounds": _whole(1, MAX_ROUNDS, nullable=True, why_null=" (no round limit)"),
    "challenge_window_ms": _whole(0, MAX_CHALLENGE_WINDOW_MS),
    "draw_limit": _whole(1, MAX_DRAW_LIMIT),
    "reshuffle": _flag,
    "extra_blocking_passes": _whole(0, MAX_PLAYERS),
    "reverse_two_players": _choice(*REVERSE_TWO_PLAYERS),
    "max_refused_challenges": _whole(0, MAX_REFUSED_CHALLENGES, nullable=True, why_null=" (no limit)"),
}
"""One parser per :class:`~domain.maumau.rules.RuleSet` field (``domain.maumau.rules`` checks the names match)."""
_MAX_FIELD_NAME = 40


def parse_field(name: str, value: Any) -> Any:
    """The typed, bounded form of field ``name``; :class:`FieldProblem` says why ``value`` is not
    acceptable, ``KeyError`` for a name that is no field."""
    return FIELD_PARSERS[name](value)


def parse_fields(values: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, str]]:
    """Parse every entry of ``values`` (field name -> JSON or Python value).

    Returns the typed values that parsed and, for every other entry, its problem by field name;
    unknown names are "unknown ruleset field".  More entries than there are fields, or absurd
    names, are one problem under ``overrides`` (so a message never repeats a flood of input).
    """
    if len(values) > len(FIELD_PARSERS):
        return {}, {"overrides": f"at most {len(FIELD_PARSERS)} fields, not {len(values)}"}
    parsed: dict[str, Any] = {}
    problems: dict[str, str] = {}
    for name, value in values.items():
        if not isinstance(name, str) or len(name) > _MAX_FIELD_NAME:
            problems["overrides"] = f"{_show(name)} is not a ruleset field"
        elif name not in FIELD_PARSERS:
            problems[name] = "unknown ruleset field"
        else:
            try:
                parsed[name] = parse_field(name, value)
            except FieldProblem as problem:
                problems[name] = str(problem)
    return parsed, problems


def canonical_json(data: Mapping[str, Any]) -> bytes:
    """A ruleset's dict (:meth:`RuleSet.to_dict`) as compact, key-sorted UTF-8 JSON: the form
    whose size :data:`MAX_RULESET_JSON_BYTES` bounds."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
