"""The Mau-Mau bots by name, as the CLI, the API, tournaments and the lab accept them.

A name may carry parameters after colons (``ismcts:iters=400:forget=0.1``,
:mod:`domain.maumau.bot_names`).  The bots themselves are :mod:`domain.maumau.bots` and the
search :mod:`domain.maumau.ismcts`; this module sits above both, so neither imports the other's
registry.
"""

from __future__ import annotations

import random

from domain.maumau.bot_names import BotRegistry, parse_bot_name
from domain.maumau.bots import Bot, heuristic_bot, kalle_bot, make_heuristic_bot, random_bot
from domain.maumau.commands import SeatCommand
from domain.maumau.ismcts import SearchConfig, make_ismcts_bot
from domain.maumau.rules import RuleSet
from domain.maumau.view import PlayerView


def _ismcts(rules: RuleSet | None, params: dict[str, str]) -> Bot:
    """The ISMCTS bot (:mod:`domain.maumau.ismcts`) with its name parameters: ``iters``, ``ms``,
    ``forget``, ``c``, ``rollout``, ``mode``, ``prior``, ``halving``, ``wishes`` (``ValueError`` for
    an unknown or bad one)."""
    known = {"iters", "ms", "forget", "c", "rollout", "mode", "prior", "halving", "wishes", "shape"}
    unknown = sorted(set(params) - known)
    if unknown:
        raise ValueError(f"ismcts has no parameter {', '.join(unknown)}; parameters: {', '.join(sorted(known))}")
    try:
        config = SearchConfig(
            iters=int(params.get("iters", "200")),
            ms=float(params["ms"]) if "ms" in params else None,
            forget=float(params.get("forget", "0")),
            c=float(params.get("c", "0.7")),
            rollout_moves=int(params.get("rollout", "60")),
            mode=params.get("mode", "paired"),
            prior=float(params.get("prior", "0.02")),
            halving=params.get("halving", "1") not in ("0", "no", "false"),
            wishes=params.get("wishes", "held"),
            shape=float(params.get("shape", "0.5")),
        )
    except ValueError:
        raise ValueError(f"ismcts parameters must be numbers: {params}") from None
    if config.iters < 1 or not 0.0 <= config.forget <= 1.0 or (config.ms is not None and config.ms <= 0):
        raise ValueError("ismcts: iters >= 1, 0 <= forget <= 1, ms > 0")
    if config.wishes not in ("all", "held"):
        raise ValueError("ismcts: wishes is all or held")
    if config.mode not in ("paired", "uct"):
        raise ValueError("ismcts: mode is paired or uct")
    return make_ismcts_bot(rules, config)


def _factory(base: str, params: dict[str, str]) -> Bot:
    """A bot with name parameters (only ``ismcts`` takes any)."""
    if base == "ismcts":
        return _ismcts(None, params)
    raise ValueError(f"bot {base!r} takes no parameters")


def _plain_ismcts(view: PlayerView, rng: random.Random) -> SeatCommand | None:
    """The ISMCTS bot with its default parameters, built on first use (see :func:`make_bot`)."""
    bot = _DEFAULT_ISMCTS.get("bot")
    if bot is None:
        bot = _DEFAULT_ISMCTS["bot"] = _ismcts(None, {})
    return bot(view, rng)


_DEFAULT_ISMCTS: dict[str, Bot] = {}

BOTS: dict[str, Bot] = BotRegistry(
    {"random": random_bot, "heuristic": heuristic_bot, "kalle": kalle_bot, "ismcts": _plain_ismcts}, _factory
)
"""Bots by name, as the CLI and the API accept them; a name may carry parameters after colons,
``ismcts:iters=400:forget=0.1`` (:class:`~domain.maumau.bot_names.BotRegistry`)."""


def bot_named(name: str) -> Bot:
    """The bot called ``name`` (parameters allowed); ``KeyError`` lists the known names."""
    try:
        bot: Bot = BotRegistry.lookup(BOTS, name)  # type: ignore[arg-type]
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(BOTS)}") from None
    return bot


def make_bot(name: str, rules: RuleSet | None = None) -> Bot:
    """The bot called ``name`` bound to ``rules`` when it needs them (``heuristic`` and
    ``ismcts`` then know the special cards of any ruleset, a reference or custom one included)."""
    base, params = parse_bot_name(name)
    if rules is not None and base == "heuristic" and not params:
        return make_heuristic_bot(rules)
    if rules is not None and base == "ismcts":
        return _ismcts(rules, params)
    return bot_named(name)


__all__ = ["BOTS", "bot_named", "make_bot"]
