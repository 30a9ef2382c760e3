"""The event catalogue (``docs/events.md``), generated from the code so that it cannot drift.

Every event type of :mod:`domain.maumau.events` gets a section: its stable topic, its meaning (the class
docstring), its fields with their types, a JSON example and default, and what each audience sees
of it.  The audiences are not written by hand: each is found by running
:func:`domain.maumau.redaction.redact_event` on a sample event built here for the purpose (three seats,
every hidden field non-empty) and comparing the result with the full event:

* **the seat**: the seat the event is about (its ``seat`` field, or ``by`` for a challenge);
* **another seat**: any other seat at the table;
* **a spectator**: no seat (``seat=None``: the public stream, the audit trail of a running round);
* **after the round**: ``round_over=True``, the form every replay of an ended round shows.

Regenerate with ``python -m api.reports.event_catalogue > docs/events.md``; a test fails when the file is
stale.  Output is deterministic (event types in the order of :data:`domain.maumau.events.EVENT_TYPES`,
no timestamps).
"""

from __future__ import annotations

import dataclasses
import inspect
import json
import re
from collections.abc import Callable
from typing import Any

from domain.cards import parse_card
from domain.maumau import events as ev
from domain.maumau.redaction import REDACTORS, redact_event
from domain.maumau.rules import MM_001
from domain.outcome import Termination
from domain.shuffle import commitment
from domain.turn_clock import TurnClock
from domain.upcasting import UPCASTERS, schema_version

__all__ = ["AUDIENCES", "SAMPLE_SEATS", "audience_rows", "render_events", "sample_events"]

SAMPLE_SEATS = 3
"""Seats at the sample table: enough for "the seat", "another seat" and a third that is neither."""

_SEED = bytes(range(32))
_LONG_TEXT = 32
"""Texts longer than this (seeds, commitments) are shortened in examples."""


def _cards(*names: str) -> tuple[int, ...]:
    """Engine ints of readable card names."""
    return tuple(parse_card(n) for n in names)


def sample_events() -> dict[type[ev.Event], ev.Event]:
    """One plausible event of every type, with every field that might be hidden non-empty.

    Seat 0 is the seat each event is about; the table has :data:`SAMPLE_SEATS` seats.  A new event
    type without a sample makes :func:`render_events` fail, so the catalogue cannot skip it.
    """
    return {
        ev.MatchStarted: ev.MatchStarted(
            MM_001,
            SAMPLE_SEATS,
            ("alice", "bob", "carol"),
            ("0b9c6f1e-2a4d-4c3b-9e8f-1a2b3c4d5e6f", "5f4e3d2c-1b0a-4f9e-8d7c-6b5a49382716", None),
            MM_001.name,
            True,
            TurnClock(60_000, 30_000, 3),
            False,
        ),
        ev.RoundStarted: ev.RoundStarted(
            1, 0, commitment(_SEED), _SEED.hex(), _cards("HQ", "S7", "CA", "D9", "H8", "C10"), False
        ),
        ev.CardsDealt: ev.CardsDealt((_cards("HQ", "D9"), _cards("S7", "H8"), _cards("CA", "C10"))),
        ev.StartCardTurned: ev.StartCardTurned(parse_card("HK"), _cards("S8", "DJ")),
        ev.CardPlayed: ev.CardPlayed(0, _cards("C7"), "draw", 2),
        ev.SuitWished: ev.SuitWished(0, 2),
        ev.MauCalled: ev.MauCalled(0, "mau"),
        ev.CallMissed: ev.CallMissed(0, "maumau", 1_700_000_010_000),
        ev.ChallengeWindowClosed: ev.ChallengeWindowClosed(0, "mau", "next move", 1_700_000_004_000),
        ev.ChallengeRefused: ev.ChallengeRefused(0, 1, "seat 1 called 'Mau'", 1_700_000_005_000),
        ev.PenaltyApplied: ev.PenaltyApplied(0, 2, "forgot to call 'Mau'", 1, None, 1_700_000_006_000),
        ev.CardDrawn: ev.CardDrawn(0, _cards("H9"), "choice", parse_card("H9")),
        ev.DrawPileReshuffled: ev.DrawPileReshuffled(1, _cards("D8", "SQ", "CK")),
        ev.TurnSkipped: ev.TurnSkipped(0),
        ev.DirectionReversed: ev.DirectionReversed(-1),
        ev.Passed: ev.Passed(0, "kept_drawn_card"),
        ev.TurnEnded: ev.TurnEnded(0, 1),
        ev.RoundWon: ev.RoundWon(
            1, 0, Termination.OUT, (0, 21, 9), ((), _cards("SJ", "S7"), _cards("D9")), _SEED.hex()
        ),
        ev.MatchFinished: ev.MatchFinished((2,), (104, 61, 38), Termination.POINTS_LIMIT, "a player passed 100 points"),
        ev.TurnClockStarted: ev.TurnClockStarted(0, 1_700_000_020_000, 1_700_000_080_000, 30_000),
        ev.TurnClockStopped: ev.TurnClockStopped(0, 1_700_000_065_000, 15_000),
        ev.TurnTimedOut: ev.TurnTimedOut(0, 1, 1_700_000_080_000, 1_700_000_080_012),
        ev.SeatForfeited: ev.SeatForfeited(0, "timeouts", 1_700_000_200_000),
        ev.DealsRevealed: ev.DealsRevealed((ev.RevealedDeal(1, _SEED.hex(), ((), _cards("SJ", "S7"), _cards("D9"))),)),
    }


def _concerned_seat(event: object) -> int | None:
    """The seat an event is about: its ``seat``, else ``by``, else ``None`` (no seat of its own)."""
    for name in ("seat", "by"):
        value = getattr(event, name, None)
        if isinstance(value, int):
            return value
    return None


Audience = tuple[str, Callable[[object], "int | None"], bool]

AUDIENCES: tuple[Audience, ...] = (
    ("the seat", lambda e: _concerned_seat(e) or 0, False),
    ("another seat", lambda e: ((_concerned_seat(e) or 0) + 1) % SAMPLE_SEATS, False),
    ("a spectator", lambda e: None, False),
    ("after the round", lambda e: None, True),
)
"""(column title, viewing seat for an event, round over?) for each audience of the catalogue."""


def _seen(full: Any, shown: Any, viewer: int | None) -> str:
    """How a viewer's form of one field compares with the full field."""
    if shown == full:
        return "shown"
    if shown is None:
        return "hidden (`null`)"
    if isinstance(full, list) and isinstance(shown, list) and len(full) == len(shown):
        kept = [i for i, (a, b) in enumerate(zip(full, shown, strict=True)) if a == b]
        if all(shown[i] is None for i in range(len(shown)) if i not in kept):
            if not kept:
                return "hidden (every entry `null`)"
            if viewer is not None and kept == [viewer]:
                return "own entry only (others `null`)"
    return "changed"


def audience_rows(event: object) -> list[tuple[str, list[str]]]:
    """``(field, what each audience sees)`` for every field of ``event`` in its wire form, then for
    every key the redaction adds (``deck_count``, ``hand_sizes``, ...); one entry per audience."""
    full = redact_event(event, None, round_over=True)
    forms = [(redact_event(event, pick(event), round_over=over), pick(event)) for _, pick, over in AUDIENCES]
    rows: list[tuple[str, list[str]]] = []
    for name in full:
        if name != "type":
            rows.append((f"`{name}`", [_seen(full[name], form.get(name), viewer) for form, viewer in forms]))
    added = sorted({key for form, _ in forms for key in form if key not in full})
    for name in added:
        cells = [f"added: {_json_kind(form[name])}" if name in form else "absent" for form, _ in forms]
        rows.append((f"`{name}`", cells))
    return rows


def _json_kind(value: Any) -> str:
    """A short name for the JSON type of ``value`` (for keys the redaction adds)."""
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "number"
    if isinstance(value, list):
        return "list of " + (_json_kind(value[0]) + "s" if value else "values")
    return type(value).__name__


def _example(value: Any, limit: int = 3) -> str:
    """Compact JSON of a wire value; long lists and objects are shortened with ``…``."""
    if isinstance(value, list) and len(value) > limit + 1:
        return "[" + ", ".join(_example(v) for v in value[:limit]) + ", …]"
    if isinstance(value, list):
        return "[" + ", ".join(_example(v) for v in value) + "]"
    if isinstance(value, dict):
        items = list(value.items())
        shown = ", ".join(f"{json.dumps(k)}: {_example(v)}" for k, v in items[: limit - 1])
        return "{" + shown + (", …}" if len(items) > limit - 1 else "}")
    if isinstance(value, str) and len(value) > _LONG_TEXT:
        return json.dumps(value[: _LONG_TEXT - 8] + "…", ensure_ascii=False)
    return json.dumps(value, ensure_ascii=False)


def _cell(text: str) -> str:
    """``text`` made safe for a Markdown table cell (a ``|`` would end the cell, even in code)."""
    return text.replace("|", "\\|")


_ROLE = re.compile(r":(?:class|func|data|meth|mod|attr):`~?(?:[\w.]+\.)?([\w]+)`")


def _markdown(docstring: str) -> str:
    """A reStructuredText docstring as Markdown: ````x```` becomes `` `x` ``, roles lose their prefix."""
    text = _ROLE.sub(r"`\1`", inspect.cleandoc(docstring))
    return text.replace("``", "`")


def _fields_table(event: object) -> list[str]:
    """The field table of one event type: name, engine type, JSON example, JSON default."""
    wire = redact_event(event, None, round_over=True)
    lines = ["| field | engine type | JSON example | JSON default |", "| --- | --- | --- | --- |"]
    for f in dataclasses.fields(event):  # type: ignore[arg-type]
        if f.default is dataclasses.MISSING:
            default = "required"
        else:
            unset = dataclasses.replace(event, **{f.name: f.default})  # type: ignore[type-var]
            default = "`" + _example(redact_event(unset, None, round_over=True)[f.name]) + "`"
        example = _example(wire[f.name])
        lines.append(f"| `{f.name}` | {_cell(f'`{f.type}`')} | {_cell(f'`{example}`')} | {_cell(default)} |")
    return lines


def _audience_table(event: object) -> list[str]:
    """Who sees what of one event type; a one-line verdict when every audience sees every field."""
    rows = audience_rows(event)
    if all(cell == "shown" for _, cells in rows for cell in cells):
        return ["**Who sees what:** public. Every seat and every spectator sees every field as it happens."]
    seat_title = "the seat" if _concerned_seat(event) is not None else "a seat"
    titles = [seat_title, *(title for title, _, _ in AUDIENCES[1:])]
    lines = [
        "**Who sees what** (fields not listed are shown to everyone):",
        "",
        "| field | " + " | ".join(titles) + " |",
        "| --- |" + " --- |" * len(titles),
    ]
    lines += [f"| {name} | " + " | ".join(cells) + " |" for name, cells in rows if set(cells) != {"shown"}]
    return lines


def _hidden_summary(rows: list[tuple[str, list[str]]]) -> str:
    """The fields some audience cannot see while the round runs, each with who can, for the index."""
    running = len(AUDIENCES) - 1
    parts: list[str] = []
    for name, cells in rows:
        live = cells[:running]
        if not any(c.startswith(("hidden", "own")) for c in live):
            continue
        if all(c.startswith("own") for c in live[:2]):
            parts.append(f"{name} (each seat sees its own)")
        elif live[0] == "shown":
            parts.append(f"{name} (only the seat sees it)")
        else:
            parts.append(name)
    return ", ".join(parts) or "-"


_INTRO = """\
# Events

Generated by `python -m api.reports.event_catalogue > docs/events.md` from `domain/maumau/events.py` and
`domain/maumau/redaction.py`; do not edit by hand (`tests/domain/test_catalogue.py` fails when this file
is stale).

A match is a stream of events: facts that happened, never requests. Each event type has a stable
topic (`maumau.<Type>`) under which it is stored, so renaming a module never breaks stored history.
On the wire (command results, the live streams, replays, exports) an event is a JSON object with
its short type name under `"type"` and its fields: cards as names (`"HQ"`: suit `C`/`S`/`H`/`D`,
then rank `2`-`10`/`J`/`Q`/`K`/`A`), suits as letters, seats counted from 0, times in
milliseconds since the epoch. A text field that is not set (the engine keeps `""`, e.g. the
`effect` of an ordinary card, which the field descriptions below call `""`) is `null` on the
wire; the stored form keeps `""`, so stored events never change.

## Who sees what

Every event leaves the service through one redaction function, which takes the viewing seat
(none for a spectator) and whether the event's round is over. The tables below were produced by
running it on a sample event of every type at a three-seat table and comparing the result with the
whole event. The audiences are:

- **the seat**: the seat the event is about (its `seat` field; `by` for a refused challenge). For
  an event about no particular seat the column is headed **a seat**: any seat;
- **another seat**: every other seat at the table;
- **a spectator**: no seat at all (the public stream, a running round in the audit trail);
- **after the round**: anyone, once the event's round has ended (replays of an ended round, the
  audit trail after the round). The live streams keep sending each event in the form shown while
  it happened; `RoundWon` itself reveals the hands left and the round's seed.

A **sealed** match (`MatchStarted.sealed`: a duplicate tournament table, whose deals other tables
play too) is the exception: its `RoundWon` carries no hands and no seed, and its ended rounds stay
as secret as a running round — on every path, the read models included — until `DealsRevealed`
reveals them; observers (the public page and stream) see nothing of the table before its match
is finished and revealed.

A hidden field keeps its key with the value `null`, and the redaction adds a count in its place
(`deck_count`, `hand_sizes`, `count`, ...) so a client always gets the same shape.
"""


_VERSIONS_INTRO = """## Schema versions

The stored shape of an event may change. Its class then declares a new schema version, and the
stored payload carries that version under `"_v"` — only above 1: every event stored before
versions existed is version 1 by definition, so version-1 events keep exactly the bytes they always
had. Stored events are never rewritten. Reading runs the *upcasters* of `domain/upcasting.py`,
pure functions from the payload of one version to the payload of the next, before the event is
built, so everything after the store (the rules, the read models, the live streams, replays) only
ever sees the current shape. The wire form carries no version: it is always the current shape. An
event of a version this engine does not know (written by a newer one), or an old payload no
upcaster can place, is refused rather than guessed at.

Every game has the same mechanism: its chain is a value (`domain.upcasting.Upcasts`: the topics'
current versions and their upcasters) the game's `Decider` carries (`upcasts=`), and the decider
then stamps and upcasts for the event store, the same for every game. Punto Banco
(`domain/puntobanco/codec.py`) and the tournament (`domain/tournament/codec.py`) declare theirs,
empty so far (every event at version 1); Mau-Mau's codec applies its chain itself. How an event
ends a game or a part of it is a value too (`Decider.outcome`: a `domain.outcome.GameOutcome`,
how it ended and who won): a Mau-Mau round or match, a Punto Banco coup (`natural` or `tableau`,
the winning side), a tournament's finish (the entrant ranked first).
"""


def _versions_table() -> list[str]:
    """The schema versions section: how versions work, and one row per upcaster (from its docstring)."""
    lines = [_VERSIONS_INTRO, "| event | versions | change |", "| --- | --- | --- |"]
    for (topic, version), upcaster in sorted(UPCASTERS.items()):
        change = " ".join(_markdown(upcaster.__doc__ or "").split(": ", 1)[-1].split())
        lines.append(f"| `{topic}` | {version} → {version + 1} | {change} |")
    return [*lines, ""]


def render_events() -> str:
    """The whole Markdown text of ``docs/events.md``."""
    samples = sample_events()
    missing = [t.__name__ for t in ev.EVENT_TYPES if t not in samples or t not in REDACTORS]
    if missing:
        raise TypeError(f"event types without a sample or a redaction rule: {', '.join(missing)}")
    out = [_INTRO, *_versions_table(), "## Index", "", "| event | topic | hidden while the round runs |"]
    out.append("| --- | --- | --- |")
    for kind in ev.EVENT_TYPES:
        sample = samples[kind]
        hidden = _hidden_summary(audience_rows(sample))
        topic = kind.TOPIC
        link = kind.__name__.lower()
        out.append(f"| [{kind.__name__}](#{link}) | `{topic}` | {hidden} |")
    out.append("")
    for kind in ev.EVENT_TYPES:
        sample = samples[kind]
        version = schema_version(kind)
        versioned = f" Schema version {version}." if version > 1 else ""
        out += [f"## {kind.__name__}", "", f"Topic `{kind.TOPIC}`.{versioned}", ""]
        out += [_markdown(kind.__doc__ or ""), ""]
        out += [*_fields_table(sample), ""]
        out += [*_audience_table(sample), ""]
    return "\n".join(out).rstrip("\n") + "\n"


if __name__ == "__main__":
    print(render_events(), end="")
