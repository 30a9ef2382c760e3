"""Bot names with parameters: ``ismcts:iters=200:forget=0.1`` (parsing and the name registry).

``--bots`` lists bots separated by commas, so a bot's parameters follow its name after colons:
``name:key=value:key=value``.  :class:`BotRegistry` is the :data:`domain.maumau.bot_registry.BOTS`
dictionary: it holds the plain names and also answers ``in`` and ``[]`` for a name with
parameters (built once by its factory and cached), so every caller that looks a bot up by name
accepts parameters without knowing about them.  Iterating it lists the plain names only.

Kept apart from ``bots.py`` (which mypyc compiles): a compiled module may not subclass ``dict``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["BotRegistry", "parse_bot_name"]


def parse_bot_name(name: str) -> tuple[str, dict[str, str]]:
    """``"ismcts:iters=200:forget=0.1"`` -> ``("ismcts", {"iters": "200", "forget": "0.1"})``
    (the base lower-cased; ``ValueError`` for a parameter without ``=``)."""
    base, *parts = name.strip().split(":")
    params: dict[str, str] = {}
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"bot parameter {part!r} of {name!r} is not key=value")
        params[key.strip().lower()] = value.strip()
    return base.strip().lower(), params


class BotRegistry(dict[str, Any]):
    """Bots by name; a name with parameters is built by ``factory(base, params)`` (which raises
    ``ValueError`` or ``KeyError`` for a bad one) and cached."""

    def __init__(self, bots: dict[str, Any], factory: Callable[[str, dict[str, str]], Any]) -> None:
        super().__init__(bots)
        self._factory = factory
        self._built: dict[str, Any] = {}

    def lookup(self, name: str) -> Any:
        """The bot called ``name`` (with or without parameters); ``KeyError`` when there is none."""
        key = name.strip().lower()
        if dict.__contains__(self, key):
            return dict.__getitem__(self, key)
        found = self._built.get(key)
        if found is None:
            try:
                base, params = parse_bot_name(key)
            except ValueError as exc:
                raise KeyError(str(exc)) from None
            if not dict.__contains__(self, base):
                raise KeyError(name)
            try:
                found = self._factory(base, params)
            except ValueError as exc:
                raise KeyError(str(exc)) from None
            self._built[key] = found
        return found

    def __getitem__(self, name: str) -> Any:
        return self.lookup(name)

    def __contains__(self, name: object) -> bool:
        if not isinstance(name, str):
            return False
        try:
            self.lookup(name)
        except KeyError:
            return False
        return True
