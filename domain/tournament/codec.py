"""Tournament events and commands as JSON-ready dicts, and back (the stored and the wire form).

Nested values (:class:`~domain.tournament.model.TournamentConfig`, ``Entrant``, ``SeatedTable``,
``TableResult``, ``Adjustment``) travel as dicts, tuples as lists; decoding builds the same
values again, so ``decode(*encode(event)) == event`` for every event (also after a trip through
``json``).  Every event type is known by its stable ``TOPIC`` (prefix :data:`TOPIC_PREFIX`).

Commands travel as ``{"type": "<name>", ...}`` without ``at`` (the service stamps the time), the
tournament seed of ``create`` as hex.  :func:`command_from_dict` checks the shapes and raises
``ValueError`` whose text starts with the bad field (``"rounds: ..."``); the bounds are the
decider's (:mod:`domain.tournament.decide`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from domain.tournament.commands import (
    AdjustScore,
    ApproveEntrant,
    CheckIn,
    ConfirmResult,
    CorrectResult,
    CreateTournament,
    DecideProtest,
    EndEarly,
    EnterResult,
    LodgeProtest,
    RecordTableResult,
    Register,
    SeatRound,
    Start,
    TournamentCommand,
    Withdraw,
)
from domain.tournament.events import (
    EVENT_TYPES,
    TOPIC_PREFIX,
    EntrantRegistered,
    ResultCorrected,
    ResultEntered,
    RoundSeated,
    ScoreAdjusted,
    TableResultRecorded,
    TournamentCreated,
    TournamentEvent,
)
from domain.tournament.intents import (
    Advance,
    DealNext,
    EndMatch,
    OpenTable,
    RecordResult,
    RevealDeals,
    SeatSubstitute,
    TableDeadline,
    TableIntent,
    TableOp,
)
from domain.tournament.model import Adjustment, Entrant, SeatedTable, TableResult, TournamentConfig
from domain.upcasting import Upcaster, Upcasts

__all__ = [
    "COMMAND_TYPES",
    "EVENTS_BY_TOPIC",
    "TOPIC_PREFIX",
    "UPCASTERS",
    "UPCASTS",
    "adjustment_from_dict",
    "command_from_dict",
    "command_to_dict",
    "config_from_dict",
    "decode",
    "encode",
    "entrant_from_dict",
    "event_type",
    "intent_from_dict",
    "intent_to_dict",
    "jsonify",
    "result_from_dict",
    "table_from_dict",
]

EVENTS_BY_TOPIC: dict[str, type[TournamentEvent]] = {t.TOPIC: t for t in EVENT_TYPES}
"""Every tournament event type by its topic."""

UPCASTERS: dict[tuple[str, int], Upcaster] = {}
"""``(topic, from_version) -> upcaster`` of the tournament's events: none yet (every event is at
its first version).  A changed event declares ``VERSION`` and registers its upcaster here."""
UPCASTS = Upcasts.of(EVENT_TYPES, UPCASTERS)
"""The tournament's schema versions and upcaster chain (``Decider(upcasts=...)``)."""


def event_type(event: TournamentEvent) -> str:
    """The short type name of an event (``"RoundSeated"``)."""
    return type(event).TOPIC.removeprefix(TOPIC_PREFIX)


def jsonify(value: Any) -> Any:
    """``value`` as JSON-ready data: dataclasses as dicts of their fields, tuples and lists as lists,
    dicts with text keys; bytes as hex."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        omit = getattr(value, "OMIT_DEFAULTS", ())
        return {
            f.name: jsonify(getattr(value, f.name))
            for f in dataclasses.fields(value)
            if f.name not in omit or getattr(value, f.name) != f.default
        }
    if isinstance(value, (tuple, list)):
        return [jsonify(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): jsonify(v) for k, v in value.items()}
    if isinstance(value, bytes):
        return value.hex()
    return value


def encode(event: TournamentEvent) -> tuple[str, dict[str, Any]]:
    """``(topic, payload)`` of an event."""
    payload: dict[str, Any] = jsonify(event)
    return type(event).TOPIC, payload


# -- reading values (strict shapes; ValueError names the field) ---------------------------------


def _get(data: Mapping[str, Any], name: str, default: Any = ...) -> Any:
    if name in data:
        return data[name]
    if default is ...:
        raise ValueError(f"{name}: required")
    return default


def _mapping(value: Any, name: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise ValueError(f"{name}: must be an object")
    return value


def _str(data: Mapping[str, Any], name: str, default: Any = ...) -> str:
    value = _get(data, name, default)
    if not isinstance(value, str):
        raise ValueError(f"{name}: must be text")
    return value


def _opt_str(data: Mapping[str, Any], name: str) -> str | None:
    value = data.get(name)
    if value is not None and not isinstance(value, str):
        raise ValueError(f"{name}: must be text or null")
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(data: Mapping[str, Any], name: str, default: Any = ...) -> int:
    value = _get(data, name, default)
    if not _is_int(value):
        raise ValueError(f"{name}: must be a whole number")
    return int(value)


def _opt_int(data: Mapping[str, Any], name: str) -> int | None:
    value = data.get(name)
    if value is not None and not _is_int(value):
        raise ValueError(f"{name}: must be a whole number or null")
    return value


def _list(value: Any, name: str, limit: int) -> list[Any]:
    if not isinstance(value, (list, tuple)):
        raise ValueError(f"{name}: must be a list")
    if len(value) > limit:
        raise ValueError(f"{name}: at most {limit} items")
    return list(value)


def _str_tuple(value: Any, name: str, limit: int) -> tuple[str, ...]:
    items = _list(value, name, limit)
    if not all(isinstance(v, str) for v in items):
        raise ValueError(f"{name}: must be a list of texts")
    return tuple(items)


def _int_tuple(value: Any, name: str, limit: int) -> tuple[int, ...]:
    items = _list(value, name, limit)
    if not all(_is_int(v) for v in items):
        raise ValueError(f"{name}: must be a list of whole numbers")
    return tuple(int(v) for v in items)


_CONFIG_DEFAULTS = {f.name: f.default for f in dataclasses.fields(TournamentConfig)}


def config_from_dict(data: Any) -> TournamentConfig:
    """A :class:`TournamentConfig` from its dict form (missing optional fields take their defaults,
    except ``turn_seconds``: a tournament stored before its tables had a clock played without one)."""
    d = _mapping(data, "config")
    unknown = set(d) - set(_CONFIG_DEFAULTS)
    if unknown:
        raise ValueError(f"{sorted(unknown)[0]}: not a tournament setting")
    name, fmt = _str(d, "name"), _str(d, "format")
    ruleset = _mapping(_get(d, "ruleset"), "ruleset")
    limit = d.get("time_limit_seconds")
    if limit is not None and not _is_int(limit):
        raise ValueError("time_limit_seconds: must be a whole number of seconds or null")
    return TournamentConfig(
        name=name,
        format=fmt,
        ruleset=dict(ruleset),
        ruleset_id=_str(d, "ruleset_id"),
        rounds=_int(d, "rounds"),
        boards=_int(d, "boards"),
        table_size=_int(d, "table_size", _CONFIG_DEFAULTS["table_size"]),
        scoring=_str(d, "scoring", _CONFIG_DEFAULTS["scoring"]),
        tie_breaks=_str_tuple(d.get("tie_breaks", _CONFIG_DEFAULTS["tie_breaks"]), "tie_breaks", 10),
        time_limit_seconds=limit,
        turn_seconds=_opt_int(d, "turn_seconds"),  # absent: made before the setting, played without a clock
        bank_seconds=_int(d, "bank_seconds", _CONFIG_DEFAULTS["bank_seconds"]),
        max_timeouts=_int(d, "max_timeouts", _CONFIG_DEFAULTS["max_timeouts"]),
        auto_deal_seconds=_opt_int(d, "auto_deal_seconds"),
        correction_window_seconds=_int(d, "correction_window_seconds", _CONFIG_DEFAULTS["correction_window_seconds"]),
        min_players=_int(d, "min_players", _CONFIG_DEFAULTS["min_players"]),
        bot_substitute=_str(d, "bot_substitute", _CONFIG_DEFAULTS["bot_substitute"]),
        registration=_str(d, "registration", _CONFIG_DEFAULTS["registration"]),
        game=_str(d, "game", _CONFIG_DEFAULTS["game"]),
        seat_counts=_seat_counts(d.get("seat_counts")),
        bots=_str_tuple(d.get("bots", []), "bots", 16),
        shared_ranks=_bool(d, "shared_ranks"),
        check_in=_bool(d, "check_in"),
        check_in_deadline=_opt_int(d, "check_in_deadline"),
        late_entry_until=_int(d, "late_entry_until", 0),
        starts_at=_opt_int(d, "starts_at"),
        auto_advance_seconds=_opt_int(d, "auto_advance_seconds"),
        play=_str(d, "play", _CONFIG_DEFAULTS["play"]),
        seating=_str(d, "seating", _CONFIG_DEFAULTS["seating"]),
    )


def _seat_counts(value: Any) -> tuple[int, int] | None:
    """A game's ``[fewest, most]`` seats (``None``: Mau-Mau's come from its ruleset)."""
    if value is None:
        return None
    items = _list(value, "seat_counts", 2)
    if len(items) != 2 or not all(_is_int(v) for v in items):
        raise ValueError("seat_counts: must be [fewest, most] whole numbers")
    return int(items[0]), int(items[1])


def entrant_from_dict(data: Any) -> Entrant:
    """An :class:`Entrant` from its dict form."""
    d = _mapping(data, "entrant")
    return Entrant(
        entrant_id=_str(d, "entrant_id"),
        name=_str(d, "name"),
        kind=_str(d, "kind"),
        player_id=_opt_str(d, "player_id"),
        bot=_opt_str(d, "bot"),
        fixed_table=_opt_int(d, "fixed_table"),
    )


def table_from_dict(data: Any) -> SeatedTable:
    """A :class:`SeatedTable` from its dict form."""
    d = _mapping(data, "table")
    return SeatedTable(_int(d, "table_no"), _str(d, "table_id"), _str_tuple(_get(d, "entrants"), "entrants", 16))


def result_from_dict(data: Any) -> TableResult:
    """A :class:`TableResult` from its dict form."""
    d = _mapping(data, "result")
    table_no, table_id = _int(d, "table_no"), _str(d, "table_id")
    entrants = _str_tuple(_get(d, "entrants"), "entrants", 16)
    points = tuple(_int_tuple(row, "points", 16) for row in _list(_get(d, "points"), "points", 100))
    return TableResult(
        table_no=table_no,
        table_id=table_id,
        entrants=entrants,
        points=points,
        winners=_int_tuple(_get(d, "winners"), "winners", 100),
        forfeited=_int_tuple(d.get("forfeited", []), "forfeited", 16),
        match_version=_int(d, "match_version", 0),
    )


def adjustment_from_dict(data: Any) -> Adjustment:
    """An :class:`Adjustment` from its dict form (``score`` a number)."""
    d = _mapping(data, "adjustment")
    score = _get(d, "score")
    if isinstance(score, bool) or not isinstance(score, (int, float)):
        raise ValueError("score: must be a number")
    return Adjustment(
        entrant_id=_str(d, "entrant_id"),
        kind=_str(d, "kind"),
        score=float(score),
        reason=_str(d, "reason"),
        round_no=_int(d, "round_no", 0),
        by=_str(d, "by", ""),
    )


def decode(topic: str, payload: Mapping[str, Any]) -> TournamentEvent:
    """The event stored as ``(topic, payload)``; ``KeyError`` for an unknown topic."""
    cls = EVENTS_BY_TOPIC[topic]
    fields = dict(payload)
    if cls is TournamentCreated:
        fields["config"] = config_from_dict(fields["config"])
        fields["seed"] = fields.get("seed") or ""
    elif cls is EntrantRegistered:
        fields["entrant"] = entrant_from_dict(fields["entrant"])
    elif cls is RoundSeated:
        fields["tables"] = tuple(table_from_dict(t) for t in fields["tables"])
        fields["byes"] = tuple(fields["byes"])
        fields["order"] = tuple(fields.get("order", ()))
    elif cls in (TableResultRecorded, ResultCorrected, ResultEntered):
        fields["result"] = result_from_dict(fields["result"])
        if fields.get("previous") is not None:
            fields["previous"] = result_from_dict(fields["previous"])
    elif cls is ScoreAdjusted:
        fields["adjustment"] = adjustment_from_dict(fields["adjustment"])
    return cls(**fields)


# -- commands ------------------------------------------------------------------------------------

COMMAND_TYPES: dict[type, str] = {
    CreateTournament: "create",
    Register: "register",
    ApproveEntrant: "approve",
    Withdraw: "withdraw",
    Start: "start",
    SeatRound: "seat_round",
    RecordTableResult: "record_result",
    CorrectResult: "correct_result",
    AdjustScore: "adjust",
    LodgeProtest: "lodge_protest",
    DecideProtest: "decide_protest",
    CheckIn: "check_in",
    EndEarly: "end_early",
    EnterResult: "enter_result",
    ConfirmResult: "confirm_result",
}
"""Every command class and its wire ``type``."""


def command_to_dict(command: TournamentCommand) -> dict[str, Any]:
    """A command in wire form with its ``type`` and without ``at`` (what an idempotency key is
    bound to); the seed of ``create`` as hex."""
    data = {f.name: jsonify(getattr(command, f.name)) for f in dataclasses.fields(command) if f.name != "at"}
    return {"type": COMMAND_TYPES[type(command)], **data}


def _bool(data: Mapping[str, Any], name: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(f"{name}: must be true or false")
    return value


def _seed(data: Mapping[str, Any]) -> bytes:
    text = _str(data, "seed")
    try:
        return bytes.fromhex(text)
    except ValueError:
        raise ValueError("seed: must be hex") from None


def command_from_dict(payload: Mapping[str, Any], seat: int | None = None, at: int | None = None) -> TournamentCommand:
    """A command from its wire form, stamped ``at`` (ms; ``0`` when ``None``); ``seat`` is unused
    (a tournament has no seats).  ``ValueError`` names the bad field."""
    if not isinstance(payload, Mapping):
        raise ValueError("command: must be an object")
    when = 0 if at is None else at
    kind = payload.get("type")
    if kind == "create":
        return CreateTournament(
            _str(payload, "tournament_id"),
            config_from_dict(_get(payload, "config")),
            _str(payload, "organiser_id"),
            _seed(payload),
            when,
        )
    if kind == "register":
        return Register(
            entrant_from_dict(_get(payload, "entrant")),
            _str(payload, "by", ""),
            when,
            _opt_str(payload, "invite"),
            _bool(payload, "director"),
        )
    if kind == "approve":
        return ApproveEntrant(_str(payload, "entrant_id"), _str(payload, "by", ""), when)
    if kind == "withdraw":
        return Withdraw(_str(payload, "entrant_id"), _str(payload, "reason"), _str(payload, "by", ""), when)
    if kind == "start":
        return Start(when)
    if kind == "seat_round":
        return SeatRound(when)
    if kind == "record_result":
        return RecordTableResult(_int(payload, "round_no"), result_from_dict(_get(payload, "result")), when)
    if kind == "correct_result":
        return CorrectResult(
            _int(payload, "round_no"),
            result_from_dict(_get(payload, "result")),
            _str(payload, "reason"),
            _str(payload, "by", ""),
            when,
        )
    if kind == "adjust":
        return AdjustScore(adjustment_from_dict(_get(payload, "adjustment")), when)
    if kind == "lodge_protest":
        return LodgeProtest(
            _str(payload, "protest_id"),
            _int(payload, "round_no"),
            _int(payload, "table_no"),
            _opt_int(payload, "table_version"),
            _str(payload, "text"),
            _str(payload, "by", ""),
            when,
            _bool(payload, "director"),
        )
    if kind == "decide_protest":
        return DecideProtest(
            _str(payload, "protest_id"),
            _str(payload, "decision"),
            _str(payload, "reason"),
            _str(payload, "by", ""),
            when,
        )
    if kind == "check_in":
        return CheckIn(_str(payload, "entrant_id"), _str(payload, "by", ""), when, _bool(payload, "director"))
    if kind == "end_early":
        return EndEarly(_str(payload, "reason"), _str(payload, "by", ""), when)
    if kind == "enter_result":
        return EnterResult(
            _int(payload, "round_no"),
            result_from_dict(_get(payload, "result")),
            _opt_str(payload, "entrant_id"),
            _str(payload, "by", ""),
            when,
        )
    if kind == "confirm_result":
        return ConfirmResult(
            _int(payload, "round_no"),
            _int(payload, "table_no"),
            _str(payload, "entrant_id"),
            _str(payload, "by", ""),
            when,
        )
    raise ValueError(f"type: must be one of {', '.join(COMMAND_TYPES.values())}")


# -- reaction intents ----------------------------------------------------------------------------

_INTENT_KEYS = {"round_no": "round", "table_no": "table"}
"""An intent's field names and their (shorter, historical) keys in the wire form."""


def intent_to_dict(intent: TableIntent) -> dict[str, Any]:
    """An intent's wire form: ``{"op": ..., "round": ..., "table": ...}`` and its other fields
    by name (``seat``, ``bot``, ``version``) — the form stored reaction payloads have."""
    out: dict[str, Any] = {"op": intent.OP.value}
    for f in dataclasses.fields(intent):
        out[_INTENT_KEYS.get(f.name, f.name)] = getattr(intent, f.name)
    return out


def intent_from_dict(payload: Mapping[str, Any]) -> TableIntent:
    """The intent stored as ``payload`` (:func:`intent_to_dict`'s form); ``ValueError`` names the
    bad field."""
    if not isinstance(payload, Mapping):
        raise ValueError("intent: must be an object")
    op = payload.get("op")
    if op not in _OPS:
        raise ValueError(f"op: must be one of {', '.join(_OPS)}")
    where = _int(payload, "round"), _int(payload, "table")
    if op == TableOp.SUBSTITUTE:
        return SeatSubstitute(*where, _int(payload, "seat"), _str(payload, "bot"))
    if op == TableOp.RECORD:
        return RecordResult(*where, _int(payload, "version"))
    if op == TableOp.DEAL:
        return DealNext(*where, _int(payload, "version"))
    return _PLAIN[TableOp(op)](*where)


_OPS = tuple(t.value for t in TableOp)
_PLAIN: dict[TableOp, type[OpenTable | TableDeadline | RevealDeals | EndMatch | Advance]] = {
    TableOp.ADVANCE: Advance,
    TableOp.OPEN: OpenTable,
    TableOp.DEADLINE: TableDeadline,
    TableOp.REVEAL: RevealDeals,
    TableOp.END: EndMatch,
}
"""The intents that name a table and nothing else, by op."""
