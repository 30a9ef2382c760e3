"""Wire models derived from the domain's own definitions: one derivation for every game.

A game's events, commands, rules and views are frozen dataclasses (or named tuples) with type
hints; the JSON a client receives is what the game's codec writes of them.  :func:`model_of`
turns one such type into a pydantic model field by field, so a field added in ``domain/`` is
typed in the OpenAPI document without an edit, and :func:`tagged_union` puts a game's event or
command models together, told apart by ``type``.  What differs from game to game is only how a
field travels, given as a :data:`FieldType` — Mau-Mau writes fields named ``cards`` as card
names (``api.schemas.wire``), Punto Banco its card fields likewise (``api.schemas.puntobanco_wire``),
a tournament's standings travel as their hints say (``api.schemas.tournament``) — and which
domain types have a model of their own (``named``: a ruleset's, an effect's).

:func:`wire_type` is the common part: numbers, texts and flags as they are, a
:class:`~enum.StrEnum` (any ``str`` subclass) as its text, tuples as lists (a tuple of
``(text, value)`` pairs as an object), unions and literals as they are, a nested dataclass as its
own derived model.  A type without a JSON form is a ``TypeError`` naming the field.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable, Iterable, Mapping
from typing import Annotated, Any, Literal, Union, get_args, get_origin, get_type_hints

from pydantic import ConfigDict, Field, create_model

__all__ = ["STRICT", "FieldType", "field_names", "model_of", "tagged", "tagged_union", "wire_type"]

STRICT = ConfigDict(extra="forbid")
"""Every derived model forbids fields it does not list (``additionalProperties: false``), so a
response carrying more than its schema fails in the tests instead of passing unnoticed."""

FieldType = Callable[[str, Any, str], Any]
"""How a game writes one field: ``(name, type hint, where)`` -> the JSON-side type (``where``:
``"Class.field"``, for errors)."""

_MODELS: dict[tuple[type, str], Any] = {}
"""Nested dataclasses' models, made once per type and name (a name is a component of the
OpenAPI document and must stay one model)."""


def _is_pairs(hint: Any) -> bool:
    """``tuple[tuple[str, X], ...]``: a table from texts to values (written as a JSON object)."""
    args = get_args(hint)
    if get_origin(hint) is not tuple or len(args) != 2 or args[1] is not Ellipsis:
        return False
    inner_args = get_args(args[0])
    return get_origin(args[0]) is tuple and len(inner_args) == 2 and inner_args[0] is str


def wire_type(hint: Any, where: str, *, named: Mapping[Any, Any] | None = None, nested: FieldType | None = None) -> Any:
    """The JSON-side type of a domain field's type hint (see the module docstring); ``named``: the
    domain types that have a model of their own, and that model; ``nested``: how the fields of a
    nested dataclass travel (default: this function, by their hints)."""
    if named and hint in named:
        return named[hint]
    origin = get_origin(hint)
    args = get_args(hint)
    if hint in (int, str, bool, float, type(None)):
        return hint
    if isinstance(hint, type) and issubclass(hint, str):
        return str  # a StrEnum: its text
    if origin is Literal:
        return hint
    if origin in (Union, types.UnionType):
        return Union[tuple(wire_type(a, where, named=named, nested=nested) for a in args)]  # noqa: UP007
    if origin is tuple:
        if _is_pairs(hint):
            return dict[str, wire_type(get_args(args[0])[1], where, named=named, nested=nested)]  # type: ignore[misc]
        if len(args) == 2 and args[1] is Ellipsis:
            return list[wire_type(args[0], where, named=named, nested=nested)]  # type: ignore[misc]
        return tuple[tuple(wire_type(a, where, named=named, nested=nested) for a in args)]  # type: ignore[misc]
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        key = (hint, f"{hint.__name__}Out")
        if key not in _MODELS:
            by_hint: FieldType = lambda _n, h, w: wire_type(h, w, named=named)  # noqa: E731
            _MODELS[key] = model_of(hint, field_type=nested or by_hint)
        return _MODELS[key]
    raise TypeError(f"{where}: no JSON form for the type {hint!r}")


def field_names(kind: type) -> tuple[str, ...]:
    """The fields of a dataclass (those its constructor takes) or a named tuple, in order."""
    if dataclasses.is_dataclass(kind):
        return tuple(f.name for f in dataclasses.fields(kind) if f.init)
    names: tuple[str, ...] = getattr(kind, "_fields", ())
    if not names:
        raise TypeError(f"{kind.__name__}: neither a dataclass nor a named tuple")
    return names


def model_of(
    kind: type,
    *,
    name: str | None = None,
    field_type: FieldType | None = None,
    config: ConfigDict = STRICT,
    doc: str | None = None,
    leading: Mapping[str, Any] | None = None,
    trailing: Mapping[str, Any] | None = None,
    skip: Iterable[str] = (),
    specs: Mapping[str, Any] | None = None,
) -> Any:
    """The model of ``kind`` as its game writes it: each field (but ``skip``) typed by
    ``field_type`` (default :func:`wire_type` of its hint), required unless ``specs`` gives its
    :class:`~pydantic.fields.FieldInfo` (a default, a description); ``leading`` and ``trailing``
    fields (``name -> (type, spec)``) before and after them.  Named ``name`` (default
    ``<Class>Out``), documented by ``doc`` (default the class's docstring).  Typed ``Any``: the
    model is made at import, so the type checker takes it as any type (as ``create_model``'s are)."""
    hints = get_type_hints(kind)
    typed = field_type or (lambda _n, hint, where: wire_type(hint, where))
    left_out = frozenset(skip)
    fields: dict[str, Any] = dict(leading or {})
    for field in field_names(kind):
        if field not in left_out:
            wire = typed(field, hints.get(field), f"{kind.__name__}.{field}")
            fields[field] = (wire, (specs or {}).get(field, ...))
    fields.update(trailing or {})
    return create_model(
        name or f"{kind.__name__}Out", __config__=config, __doc__=doc if doc is not None else kind.__doc__, **fields
    )


def tagged(type_name: str) -> tuple[Any, Any]:
    """The ``type`` field of a tagged model: exactly ``type_name``."""
    return (Literal[type_name], ...)


def tagged_union(models: Iterable[Any]) -> Any:
    """One of ``models``, told apart by their ``type`` field."""
    return Annotated[Union[tuple(models)], Field(discriminator="type")]  # noqa: UP007 - built from a tuple
