"""Typed wire forms of the game's values for the OpenAPI document: rulesets, events, legal moves,
a seat's view and a table's public state.

The models are derived from the domain's own definitions, so a field added there is typed here
without an edit, and a response never carries a field its schema does not list:

* :data:`RulesOut` from the fields of :class:`domain.maumau.rules.RuleSet` (their type hints; a special
  card's effect as :class:`EffectOut`);
* one model per event type of :data:`domain.maumau.events.EVENT_TYPES`, told apart by ``type``: the
  fields by :func:`domain.maumau.codec.wire_kind` (cards as names, suits as letters) or their type
  hints; which fields a viewer may get as ``null``, and which counts the redaction adds in their
  place, are found by running the redaction on the event catalogue's samples
  (:func:`api.reports.event_catalogue.audience_rows`), as ``docs/events.md`` is; an unset text is ``null``
  (:data:`domain.maumau.redaction.UNSET_TEXT`);
* one model per seat command of :data:`domain.maumau.codec.SEAT_COMMANDS` for the legal moves;
* :data:`ViewOut` from :class:`domain.maumau.view.PlayerView` as :func:`domain.maumau.codec.view_to_dict`
  writes it (``null`` instead of the engine's -1 / ``""``).

Every model forbids unknown fields (``additionalProperties: false``), so schemathesis and the
tests find a response that carries more than its schema.  The table's public state is written
by hand (:class:`PublicStateOut`): :func:`domain.maumau.redaction.public_state` builds a dict, not a type.
"""

from __future__ import annotations

import dataclasses
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import BaseModel, ConfigDict, Field

from api.reports.event_catalogue import AUDIENCES, audience_rows, sample_events
from api.schemas.wire_models import STRICT, model_of, tagged, tagged_union
from api.schemas.wire_models import wire_type as wire_type_of
from domain.maumau import events as ev
from domain.maumau import rules as rules_module
from domain.maumau.codec import SEAT_COMMANDS, wire_kind
from domain.maumau.commands import Call
from domain.maumau.redaction import UNSET_TEXT, event_type, redact_event
from domain.maumau.rules import RuleSet
from domain.maumau.ruleset_fields import EFFECT_KINDS, Effect
from domain.maumau.state import Phase
from domain.maumau.view import PlayerView

__all__ = [
    "AuditEventOut",
    "EffectOut",
    "EventOut",
    "LegalMove",
    "PublicStateOut",
    "RoundResultOut",
    "RulesOut",
    "ViewOut",
    "wire_type",
]

_STRICT = STRICT

CardText = Annotated[str, Field(min_length=2, max_length=3, examples=["HQ"], description="a card name")]
SuitText = Annotated[str, Field(min_length=1, max_length=1, examples=["H"], description="a suit letter")]


class EffectOut(BaseModel):
    """What a special card does: ``draw`` ``amount`` cards, ``skip``, ``wish`` (``wild``: on
    anything), ``again`` or ``reverse``."""

    model_config = _STRICT

    kind: Literal[EFFECT_KINDS]  # type: ignore[valid-type]
    amount: int = Field(ge=0, description="cards to draw (a draw only; 0 otherwise)")
    wild: bool = Field(description="a wish card that may lie on anything")


_EFFECTS: dict[Any, Any] = {Effect: EffectOut}
"""The domain types of a ruleset with a model of their own."""


def _rules_model() -> Any:
    """Every field of a ruleset as :meth:`RuleSet.to_dict` writes it: required, but for the
    fields added later, which it leaves out at their defaults (``domain.maumau.rules.LATER_FIELDS``)."""
    later: frozenset[str] = getattr(rules_module, "LATER_FIELDS", frozenset())
    specs = {
        f.name: Field(default=f.default, description="absent: the default")
        for f in dataclasses.fields(RuleSet)
        if f.init and f.name in later
    }
    doc = "Every field of a ruleset (docs/rules.md explains each); ``specials`` maps a rank to its effect."
    return model_of(
        RuleSet, name="RulesOut", field_type=lambda _n, h, w: wire_type_of(h, w, named=_EFFECTS), doc=doc, specs=specs
    )


RulesOut = _rules_model()
"""A ruleset's fields (:meth:`domain.maumau.rules.RuleSet.to_dict`)."""

_NAMED: dict[Any, Any] = {RuleSet: RulesOut, Effect: EffectOut}
"""The domain types with a model of their own in Mau-Mau's wire forms."""


def wire_type(hint: Any, where: str) -> Any:
    """The JSON-side type of a Mau-Mau field's type hint (:func:`api.schemas.wire_models.wire_type`, a
    ruleset as :data:`RulesOut`, a nested dataclass's fields by the codec's naming convention)."""
    return wire_type_of(hint, where, named=_NAMED, nested=_field_type)


# ---------------------------------------------------------------- events


def _field_type(name: str, hint: Any, where: str) -> Any:
    """The wire type of an event's or a command's field: by the codec's naming convention
    (:func:`domain.maumau.codec.wire_kind`), else by its type hint."""
    kind = wire_kind(name)
    if kind == "cards":
        return list[CardText]
    if kind == "card":
        return CardText | None
    if kind == "suit":
        return SuitText | None
    if kind == "hands":
        return list[list[CardText]]
    if kind == "text":
        return str
    return wire_type(hint, where)


def _json_type(value: Any) -> Any:
    """The type of a value the redaction adds (a count, a list of counts)."""
    if isinstance(value, bool):
        return bool
    if isinstance(value, int):
        return int
    if isinstance(value, list):
        return list[int]
    raise TypeError(f"unexpected added value {value!r}")  # pragma: no cover - the catalogue's samples


def _visibility(kind: type) -> tuple[set[str], set[str], dict[str, Any]]:
    """For one event type, from the catalogue's sample: the fields some viewer gets as ``null``,
    the list fields whose entries may be ``null`` (another seat's hand), and the keys the
    redaction adds (with their types)."""
    sample = sample_events()[kind]
    nullable: set[str] = set()
    entries: set[str] = set()
    for name, cells in audience_rows(sample):
        field = name.strip("`")
        if any(cell == "hidden (`null`)" for cell in cells):
            nullable.add(field)
        if any(cell.startswith("own entry") or cell == "hidden (every entry `null`)" for cell in cells):
            entries.add(field)
    added: dict[str, Any] = {}
    full = {f.name for f in dataclasses.fields(sample)}
    for _, pick, over in AUDIENCES:
        for key, value in redact_event(sample, pick(sample), round_over=over).items():
            if key not in full and key != "type":
                added[key] = _json_type(value)
    return nullable, entries, added


def _event_model(kind: type, *, version: bool, suffix: str) -> Any:
    """The model of one event type as the redaction writes it (``version``: with the stream
    version, as command results, streams and replays carry it)."""
    nullable, entries, added = _visibility(kind)
    name = event_type(sample_events()[kind])
    leading: dict[str, Any] = {"type": tagged(name)}
    if version:
        leading["version"] = (int, Field(ge=1, description="the event's version in its match stream"))

    def visible(field: str, hint: Any, where: str) -> Any:
        """The field's wire type, ``null`` where a viewer may get it hidden."""
        wire = _field_type(field, hint, where)
        if field in entries:
            inner = get_args(wire)[0] if get_origin(wire) is list else wire
            wire = list.__class_getitem__(inner | None)
        if field in nullable or field in UNSET_TEXT.get(kind, ()):
            wire = wire | None
        return wire

    trailing = {
        key: (value_type | None, Field(default=None, description="added while the field it counts is hidden"))
        for key, value_type in added.items()
    }
    doc = f"``{name}``: {(kind.__doc__ or '').strip()}"
    return model_of(kind, name=f"{name}{suffix}", field_type=visible, doc=doc, leading=leading, trailing=trailing)


def _event_union(*, version: bool, suffix: str) -> Any:
    return tagged_union(_event_model(kind, version=version, suffix=suffix) for kind in ev.EVENT_TYPES)


EventOut = _event_union(version=True, suffix="Event")
"""One event as a viewer may see it, with its version (command results, streams, replays)."""
AuditEventOut = _event_union(version=False, suffix="Payload")
"""One event as the audit trail stores it (no version: the row carries it)."""


RoundResultOut = model_of(
    ev.RoundWon,
    name="RoundResultOut",
    field_type=_field_type,
    doc="The last round's result: winner, how it ended, points, the hands left and the revealed seed.",
)


# ---------------------------------------------------------------- legal moves


def _command_model(type_name: str, kind: type) -> Any:
    """The wire form of a seat command (:func:`domain.maumau.codec.command_to_dict`), ``at`` left out."""
    doc = f"A legal ``{type_name}``: a valid body for ``POST .../commands`` as it is."
    return model_of(
        kind,
        name=f"Legal{kind.__name__}",
        field_type=_field_type,
        doc=doc,
        leading={"type": tagged(type_name)},
        skip=("at",),
    )


LegalMove = tagged_union(_command_model(name, kind) for name, kind in SEAT_COMMANDS.items())
"""One legal command of a seat."""


# ---------------------------------------------------------------- views

_VIEW_TYPES: dict[str, Any] = {
    "ruleset": str | None,
    "phase": Phase,
    "first_seat": int | None,
    "turn": int | None,
    "hand": list[CardText],
    "discard": list[CardText],
    "wish": SuitText | None,
    "drawn": CardText | None,
    "calls": list[Call | None],
    "mau_open": int | None,
    "window_seat": int | None,
    "commitment": str | None,
    "last_round": RoundResultOut | None,
    "legal": list[LegalMove],  # type: ignore[valid-type]
}
"""View fields whose wire form differs from their engine type (the rest travel as they are)."""

_VIEW_DOCS: dict[str, str] = {
    "seat": "the seat this view belongs to",
    "players": "one handle per seat",
    "ruleset": "the ruleset's name; null before the match starts",
    "first_seat": "who began the current (or last) round; null before the first round",
    "turn": "whose turn it is; null when no round is being played",
    "direction": "1 clockwise, -1 counter-clockwise",
    "hand": "this seat's cards",
    "hand_sizes": "cards in every seat's hand",
    "discard": "the discard pile, top card last",
    "top": "the open card; null before the first deal",
    "wish": "the suit wished for; null when none",
    "pending_draw": "cards the next draw must take (stacked draw cards)",
    "free_play": "any card may be played now",
    "drawn": "the card this seat just drew and may still play; null otherwise",
    "calls": "per seat the call made this turn ('mau' / 'maumau'); null where none",
    "mau_open": "the seat whose call may still be made; null when none",
    "window_seat": "the seat that may be challenged for a forgotten call now; null when none",
    "window_deadline": "when that challenge window closes (ms since the epoch); null when none",
    "commitment": "the hash of the round's secret seed; null before the first deal",
    "totals": "each seat's score in the match (wins or penalty points)",
    "wins": "rounds won per seat",
    "winners": "the match's winners once it is finished",
    "last_round": "the last finished round's result (hands and seed revealed)",
    "legal": "what this seat may send now",
    "version": "the match version this view was taken at",
}


def _view_field(name: str, hint: Any, where: str) -> Any:
    """A view field's wire type: :data:`_VIEW_TYPES`' where it differs from the engine's."""
    return _VIEW_TYPES.get(name) or _field_type(name, hint, where)


ViewOut = model_of(
    PlayerView,
    name="ViewOut",
    field_type=_view_field,
    doc="Everything one seat may see now (``domain.player_view``), with its legal commands.",
    specs={name: Field(description=_VIEW_DOCS.get(name)) for name in PlayerView._fields},
    trailing={
        "top": (
            _VIEW_TYPES.get("top") or _field_type("top", None, "PlayerView.top"),
            Field(description=_VIEW_DOCS.get("top")),
        )
    },
)


class PublicStateOut(BaseModel):
    """What anyone may see of a match (``domain.maumau.redaction.public_state``): hand sizes, never hands."""

    # Not closed: a table's page is validated by FastAPI on its way out, and a key added to
    # ``public_state`` must not turn it into a 500 (tests/api/test_wire_forms.py finds the drift).
    model_config = ConfigDict(extra="ignore")

    phase: Phase
    ruleset: str | None = Field(description="the ruleset's name; null before the match starts")
    seats: int
    players: list[str]
    round_no: int
    first_seat: int | None = Field(description="who began the current (or last) round; null before the first")
    turn: int | None = Field(description="whose turn it is; null when no round is being played")
    direction: int = Field(description="1 clockwise, -1 counter-clockwise")
    hand_sizes: list[int]
    discard: list[CardText]
    top: CardText | None
    draw_pile_size: int
    wish: SuitText | None
    pending_draw: int
    free_play: bool
    calls: list[Call | None]
    mau_open: int | None
    window_seat: int | None
    window_deadline: int | None
    commitment: str | None
    totals: list[int]
    wins: list[int]
    winners: list[int]
    last_round: RoundResultOut | None  # type: ignore[valid-type]
    version: int


class FullStateOut(PublicStateOut):
    """Everything at a version of a round that is over: the public state, every hand, the draw
    pile (next card first), the drawn card and the seed."""

    hands: list[list[CardText]]
    draw_pile: list[CardText]
    drawn: CardText | None
    seed: str | None
    explicit_deck: bool
    reshuffles: int
