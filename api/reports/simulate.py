"""The logic behind ``maumau simulate`` and ``maumau rules``: parse options, run, summarise.

Kept out of :mod:`api.cli.main` so the CLI stays a thin adapter and the report can be reused (the HTTP
API, notebooks, tests) without typer.  Every function raises :class:`OptionError` naming the bad
option and the allowed values; the CLI turns it into a usage error (exit code 2).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from domain.maumau.bot_registry import BOTS
from domain.maumau.bots import Bot, rules_for_name
from domain.maumau.reference_rulesets import REFERENCE_RULESETS, reference_ruleset
from domain.maumau.rules import (
    PRESETS,
    RuleSet,
    RuleSetError,
    apply_overrides,
    house_rules_ruleset,
    with_house_rules,
)
from domain.maumau.simulation import DEFAULT_MAX_MOVES, RoundResult, simulate_rounds
from infrastructure.services.balance.tally import Tally


class OptionError(ValueError):
    """A command-line option has a bad value; ``option`` names it (e.g. ``"--preset"``)."""

    def __init__(self, option: str, message: str) -> None:
        self.option = option
        super().__init__(message)


# ---------------------------------------------------------------- rules


def find_preset(name: str, option: str = "--preset") -> RuleSet:
    """The preset called ``name`` (case-insensitive) or :class:`OptionError` listing the known ones."""
    rules = PRESETS.get(name.strip().upper())
    if rules is None:
        raise OptionError(option, f"unknown preset {name!r}; known presets: {', '.join(PRESETS)}")
    return rules


SavedLookup = Callable[[str], RuleSet | None]
"""Finds a ruleset saved in the rule editor by id or name (``None``: no such ruleset); raises
:class:`OptionError` when a name is ambiguous.  The CLI reads the database; tests pass a dict's ``get``."""

MAX_RULESET_TEXT = 200
"""Longest ruleset text (base, toggles and overrides) the options take."""


def parse_override(text: str) -> tuple[str, Any]:
    """``"field=value"`` as ``(field, value)``: the value is read as JSON where it is JSON
    (``3``, ``false``, ``null``, ``["J", "8"]``, ``{"9": "reverse"}``) and as text otherwise
    (``draw_mode=repeat``).  Only the form is checked here: the domain validates the value
    (:func:`domain.maumau.rules.apply_overrides`) and names the field when it is wrong."""
    field_name, sep, raw = text.partition("=")
    field_name = field_name.strip()
    if not sep or not field_name or not field_name.replace("_", "").isalnum():
        raise ValueError(f"{text[:60]!r} is no override: write field=value, e.g. call_penalty=3")
    raw = raw.strip()
    if not raw:
        raise ValueError(f"{field_name}: give a value after '=', e.g. {field_name}=3")
    try:
        return field_name, json.loads(raw)
    except ValueError:
        return field_name, raw


def split_ruleset_text(text: str) -> tuple[str, list[str], list[tuple[str, Any]]]:
    """``"ZONE+no_seven_stacking+call_penalty=3"`` as its base, its house-rule toggles and its
    overrides, in that order (toggles are applied first, then the overrides)."""
    base, *parts = text.split("+")
    toggles: list[str] = []
    overrides: list[tuple[str, Any]] = []
    for part in parts:
        part = part.strip()
        if "=" in part:
            overrides.append(parse_override(part))
        elif part:
            toggles.append(part.lower())
        else:
            raise ValueError("an empty part between '+' signs")
    return base.strip(), toggles, overrides


def _base_ruleset(base: str, option: str, saved: SavedLookup | None) -> RuleSet:
    """A preset, a reference ruleset or (through ``saved``) a ruleset saved in the rule editor."""
    rules = PRESETS.get(base.upper()) or reference_ruleset(base) or rules_for_name(base.upper())
    if rules is None and saved is not None:
        try:
            rules = saved(base)
        except ValueError as error:  # a name two saved rulesets share
            raise OptionError(option, str(error)) from None
    if rules is None:
        known = ", ".join([*PRESETS, *REFERENCE_RULESETS])
        where = "a saved ruleset's id or name" if saved is not None else "a saved ruleset (needs a database)"
        raise OptionError(
            option,
            f"unknown ruleset {base[:60]!r}; known: {known}, {where}, with house rules (ZONE+jack_on_jack) "
            "or overrides (ZONE+call_penalty=3)",
        )
    return rules


def find_ruleset(name: str, option: str = "--preset", saved: SavedLookup | None = None) -> RuleSet:
    """A ruleset to simulate, from its text:

    * a preset (``MM-002``), a reference ruleset (``OPENSPIEL-C8``) or, with ``saved``, a ruleset
      saved in the rule editor (by id or name, as ``maumau rules show`` finds it);
    * followed by house-rule toggles (``ZONE+jack_on_jack``) and parameter overrides
      ``field=value`` (``ZONE+call_penalty=3``), each after a ``+``.

    The result is named by the text (``ZONE+call_penalty=3``).  :class:`OptionError` says what is
    wrong: the base, a toggle, a misfit, or an override's field and why (the domain's message)."""
    text = name.strip()
    if not text or len(text) > MAX_RULESET_TEXT:
        raise OptionError(option, f"give a ruleset name of 1 to {MAX_RULESET_TEXT} characters")
    rules = reference_ruleset(text)
    if rules is not None:
        return rules
    try:
        base, toggles, overrides = split_ruleset_text(text)
    except ValueError as error:
        raise OptionError(option, f"ruleset {text[:60]!r}: {error}") from None
    if base.upper() in PRESETS and toggles and not overrides:
        try:
            return house_rules_ruleset(_canonical_toggles(text))
        except RuleSetError as error:  # the domain says which part is wrong: the preset, a toggle, a misfit
            raise OptionError(option, f"ruleset {name[:60]!r}: {error.problems['house_rules']}") from None
    rules = _base_ruleset(base, option, saved)
    if not toggles and not overrides:
        return rules
    label = "+".join([rules.name if base.upper() in PRESETS else base, *toggles, *_override_texts(text)])
    try:
        if toggles:
            rules = with_house_rules(rules, *toggles, name=label)
        if overrides:
            rules = apply_overrides(rules, dict(overrides), name=label)
    except RuleSetError as error:
        problems = "; ".join(f"{field}: {why}" for field, why in error.problems.items())
        raise OptionError(option, f"ruleset {name[:60]!r}: {problems}") from None
    return rules


def _canonical_toggles(text: str) -> str:
    base, *toggles = text.split("+")
    return "+".join([base.strip().upper(), *(t.strip().lower() for t in toggles)])


def _override_texts(text: str) -> list[str]:
    return [part.strip() for part in text.split("+")[1:] if "=" in part]


def specials_text(rules: RuleSet) -> dict[str, str]:
    """The special cards readably, e.g. ``{"7": "draw 2", "J": "wish (wild)"}``."""
    return {rank: effect.describe() for rank, effect in rules.specials}


def rules_summary(rules: RuleSet) -> dict[str, Any]:
    """One line's worth of a ruleset for ``rules list``."""
    lo, hi = rules.players
    return {
        "name": rules.name,
        "deck": rules.deck,
        "players": f"{lo}-{hi}",
        "hand_size": rules.hand_size,
        "specials": specials_text(rules),
        "draw_mode": rules.draw_mode,
        "calls": rules.calls,
        "scoring": rules.scoring,
    }


def rules_detail(rules: RuleSet) -> dict[str, Any]:
    """Every field of a ruleset (JSON-ready, as stored) plus ``specials_text`` for people."""
    data = rules.to_dict()
    data["specials_text"] = specials_text(rules)
    return data


# ---------------------------------------------------------------- simulate


@dataclass(frozen=True, slots=True)
class SimulationSpec:
    """A parsed ``simulate`` request: the ruleset, the seats, the bot name of every seat."""

    rules: RuleSet
    players: int
    games: int
    seed: str
    bot_names: tuple[str, ...]
    max_moves: int = DEFAULT_MAX_MOVES


def parse_spec(
    preset: str,
    players: int,
    games: int,
    seed: str,
    bots: str,
    max_moves: int = DEFAULT_MAX_MOVES,
    saved: SavedLookup | None = None,
) -> SimulationSpec:
    """Validate the ``simulate`` options; bots cycle over the seats when fewer than ``players``
    names are given (``"heuristic,random"`` at 4 seats: H R H R)."""
    rules = find_ruleset(preset, saved=saved)
    lo, hi = rules.players
    if not lo <= players <= hi:
        raise OptionError("--players", f"{rules.name} is played by {lo} to {hi} players, not {players}")
    if games < 1:
        raise OptionError("--games", f"play at least one round, not {games}")
    if max_moves < 1:
        raise OptionError("--max-moves", f"must be at least 1, not {max_moves}")
    names = [b.strip().lower() for b in bots.split(",") if b.strip()]
    if not names:
        raise OptionError("--bots", f"name at least one bot; known bots: {', '.join(BOTS)}")
    for name in names:
        if name not in BOTS:
            raise OptionError("--bots", f"unknown bot {name!r}; known bots: {', '.join(BOTS)}")
    if len(names) > players:
        raise OptionError("--bots", f"{len(names)} bots named for {players} players")
    seat_bots = tuple(names[i % len(names)] for i in range(players))
    return SimulationSpec(rules, players, games, seed, seat_bots, max_moves)


def seed_bytes(seed: str) -> bytes:
    """The run seed as bytes: the UTF-8 of the ``--seed`` text (so ``--seed 42`` is ``b"42"``)."""
    return seed.encode("utf-8")


def run_simulation(spec: SimulationSpec, on_round: Callable[[RoundResult], None] | None = None) -> list[RoundResult]:
    """Play ``spec.games`` rounds (see :func:`domain.maumau.simulation.simulate_rounds`)."""
    bots: list[Bot] = [BOTS[name] for name in spec.bot_names]
    return simulate_rounds(
        spec.rules, spec.players, spec.games, seed_bytes(spec.seed), bots, max_moves=spec.max_moves, on_round=on_round
    )


def _rate(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def summarise(spec: SimulationSpec, results: Sequence[RoundResult]) -> dict[str, Any]:
    """The report: win rates by seat and by bot, means and totals of moves, events, reshuffles,
    forgotten calls and penalties, rounds stopped by the safety valve.

    Win rates are shares of all rounds played (a round stopped by the valve has no winner), so
    the seat rates plus ``valve_rounds / rounds`` add up to 1.  A bot's ``win_rate`` is the share
    of rounds won by any seat it plays; ``win_rate_per_seat`` divides that by its number of
    seats, comparable with the fair share ``1 / players``.
    """
    n = len(results)
    seats = spec.players
    wins = [0] * seats
    moves = events = reshuffles = forgotten = penalties = valve = blocked = 0
    for r in results:
        st = r.stats
        if st.winner is not None:
            wins[st.winner] += 1
        if st.valve:
            valve += 1
        if st.reason == "blocked":
            blocked += 1
        moves += st.moves
        events += st.events
        reshuffles += st.reshuffles
        forgotten += st.forgotten_calls
        penalties += st.penalties
    by_bot: dict[str, dict[str, Any]] = {}
    for seat, name in enumerate(spec.bot_names):
        entry = by_bot.setdefault(name, {"seats": [], "wins": 0})
        entry["seats"].append(seat)
        entry["wins"] += wins[seat]
    for entry in by_bot.values():
        entry["win_rate"] = _rate(entry["wins"], n)
        entry["win_rate_per_seat"] = _rate(entry["wins"], n * len(entry["seats"]))
    return {
        "preset": spec.rules.name,
        "players": seats,
        "rounds": n,
        "seed": spec.seed,
        "bots": list(spec.bot_names),
        "max_moves": spec.max_moves,
        "by_seat": [
            {"seat": s, "bot": spec.bot_names[s], "wins": wins[s], "win_rate": _rate(wins[s], n)} for s in range(seats)
        ],
        "by_bot": by_bot,
        "valve_rounds": valve,
        "blocked_rounds": blocked,
        "moves": {"total": moves, "mean": _rate(moves, n)},
        "events": {"total": events, "mean": _rate(events, n)},
        "reshuffles": {"total": reshuffles, "mean": _rate(reshuffles, n)},
        "forgotten_calls": {"total": forgotten, "mean": _rate(forgotten, n)},
        "penalties": {"total": penalties, "mean": _rate(penalties, n)},
    }


def summarise_tally(spec: SimulationSpec, tally: Tally) -> dict[str, Any]:
    """The report of :func:`summarise` computed from a run's :class:`Tally` (the same keys and
    values), for runs too large to keep every round."""
    n = tally.rounds
    seats = spec.players
    wins = tally.wins_by_seat
    by_bot: dict[str, dict[str, Any]] = {}
    for seat, name in enumerate(spec.bot_names):
        entry = by_bot.setdefault(name, {"seats": [], "wins": 0})
        entry["seats"].append(seat)
        entry["wins"] += wins[seat]
    for entry in by_bot.values():
        entry["win_rate"] = _rate(entry["wins"], n)
        entry["win_rate_per_seat"] = _rate(entry["wins"], n * len(entry["seats"]))
    moves = sum(value * count for value, count in tally.moves.items())
    events = sum(value * count for value, count in tally.events.items())
    return {
        "preset": spec.rules.name,
        "players": seats,
        "rounds": n,
        "seed": spec.seed,
        "bots": list(spec.bot_names),
        "max_moves": spec.max_moves,
        "by_seat": [
            {"seat": s, "bot": spec.bot_names[s], "wins": wins[s], "win_rate": _rate(wins[s], n)} for s in range(seats)
        ],
        "by_bot": by_bot,
        "valve_rounds": tally.valve,
        "blocked_rounds": tally.blocked,
        "moves": {"total": moves, "mean": _rate(moves, n)},
        "events": {"total": events, "mean": _rate(events, n)},
        "reshuffles": {"total": tally.reshuffles, "mean": _rate(tally.reshuffles, n)},
        "forgotten_calls": {"total": tally.forgotten_calls, "mean": _rate(tally.forgotten_calls, n)},
        "penalties": {"total": tally.penalties, "mean": _rate(tally.penalties, n)},
    }


__all__ = [
    "OptionError",
    "SavedLookup",
    "SimulationSpec",
    "find_preset",
    "find_ruleset",
    "parse_override",
    "parse_spec",
    "rules_detail",
    "rules_summary",
    "run_simulation",
    "seed_bytes",
    "specials_text",
    "split_ruleset_text",
    "summarise",
    "summarise_tally",
]
