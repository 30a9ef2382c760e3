"""A tournament's seeds: every table's deal seed, table ids, the seating seed and the lot,
all derived from the one 32-byte tournament seed, and the check that a finished tournament's
tables were dealt from the seed it committed to.

The contract (so anyone can re-derive every deal once the seed is revealed):

* the tournament publishes ``domain.shuffle.commitment(seed)`` when it is created;
* a **series** table's seed is ``sha256(b"maumau/tournament-table/v1:" + seed + round_no + table_no)``
  and a **duplicate** round's seed (the same at every table of that round) is
  ``sha256(b"maumau/tournament-board/v1:" + seed + round_no)``, numbers as 4 bytes big-endian;
* board ``k`` (from 1) of a table is dealt from ``domain.shuffle.table_round_seed(table_seed, k)``
  and its public commitment (the table's ``RoundStarted.commitment``) is
  ``commitment(table_round_seed(table_seed, k))``;
* a table's id is the UUID version 5 of the name ``f"round-{round_no}/table-{table_no}"`` in the
  namespace of the tournament id (what ``uuid.uuid5`` gives; computed here with ``hashlib`` because
  the domain imports no ``uuid``);
* the seating stream of a round is seeded with ``sha256(b"maumau/tournament-seating/v1:" + seed +
  round_no)``; the lot of an entrant is ``sha256(b"maumau/tournament-lot/v1:" + seed +
  entrant_id)`` in hex, the lower one drawn first.

Standard library only; no clock, no randomness of its own.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from domain.errors import RuleViolation
from domain.shuffle import commitment as seed_commitment
from domain.shuffle import table_round_seed, verify_commitment
from domain.tournament.model import FORMATS, Format

__all__ = [
    "ObservedTable",
    "TableCheck",
    "VerifyReport",
    "board_commitments",
    "board_seed",
    "invite_code",
    "lot_key",
    "seating_seed",
    "table_id",
    "table_seed",
    "verify_tournament",
]

_TABLE_LABEL = b"maumau/tournament-table/v1:"
_BOARD_LABEL = b"maumau/tournament-board/v1:"
_SEATING_LABEL = b"maumau/tournament-seating/v1:"
_LOT_LABEL = b"maumau/tournament-lot/v1:"
_INVITE_LABEL = b"maumau/tournament-invite/v1:"
MAX_NUMBER = 2**32 - 1
"""Round and table numbers are written as 4 unsigned bytes."""


def _number(value: int, field: str) -> bytes:
    """``value`` as 4 bytes big-endian; a number outside 1..2**32-1 is refused (``field``)."""
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_NUMBER:
        raise RuleViolation(field, f"{field} must be a whole number from 1, got {value!r}")
    return value.to_bytes(4, "big")


def table_seed(fmt: str, seed: bytes, round_no: int, table_no: int) -> bytes:
    """The seed table ``table_no`` of round ``round_no`` is created with (see the module
    contract): series tables each get their own, duplicate tables of one round share one so
    board ``k`` is the same deal at every table."""
    if fmt == Format.SERIES:
        return hashlib.sha256(
            _TABLE_LABEL + seed + _number(round_no, "round_no") + _number(table_no, "table_no")
        ).digest()
    if fmt == Format.DUPLICATE:
        _number(table_no, "table_no")
        return hashlib.sha256(_BOARD_LABEL + seed + _number(round_no, "round_no")).digest()
    raise RuleViolation("format", f"unknown tournament format {fmt!r}")


def board_seed(fmt: str, seed: bytes, round_no: int, table_no: int, board: int) -> bytes:
    """The seed board ``board`` (from 1) of that table is dealt from (secret until the end)."""
    return table_round_seed(table_seed(fmt, seed, round_no, table_no), board)


def board_commitments(fmt: str, seed: bytes, round_no: int, table_no: int, boards: int) -> tuple[str, ...]:
    """The public commitments of boards 1..``boards`` of that table, in board order: what the
    table's ``RoundStarted`` events must show if it was dealt from the tournament seed."""
    base = table_seed(fmt, seed, round_no, table_no)
    return tuple(seed_commitment(table_round_seed(base, k)) for k in range(1, boards + 1))


def _uuid_bytes(text: str) -> bytes:
    """The 16 bytes of a UUID written as 32 hex digits (hyphens, braces and ``urn:uuid:``
    allowed, as ``uuid.UUID`` takes them)."""
    digits = text.strip().removeprefix("urn:").removeprefix("uuid:").strip("{}").replace("-", "")
    if len(digits) != 32:
        raise RuleViolation("tournament_id", f"not a UUID: {text!r}")
    try:
        return bytes.fromhex(digits)
    except ValueError:
        raise RuleViolation("tournament_id", f"not a UUID: {text!r}") from None


def table_id(tournament_id: str, round_no: int, table_no: int) -> str:
    """The id of table ``table_no`` of round ``round_no``:
    ``str(uuid.uuid5(UUID(tournament_id), f"round-{round_no}/table-{table_no}"))``, so the
    tournament, its reactions and a verifier derive the same id without storing it."""
    _number(round_no, "round_no")
    _number(table_no, "table_no")
    name = f"round-{round_no}/table-{table_no}".encode()
    raw = bytearray(hashlib.sha1(_uuid_bytes(tournament_id) + name, usedforsecurity=False).digest()[:16])
    raw[6] = (raw[6] & 0x0F) | 0x50  # version 5
    raw[8] = (raw[8] & 0x3F) | 0x80  # RFC 4122 variant
    h = raw.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def seating_seed(seed: bytes, round_no: int) -> bytes:
    """The seed of round ``round_no``'s seating stream (seat order, byes, the heuristic's
    tie-breaks): deterministic, so the seating can be re-run after the reveal."""
    return hashlib.sha256(_SEATING_LABEL + seed + _number(round_no, "round_no")).digest()


def invite_code(seed: bytes) -> str:
    """The invite code of a tournament whose registration is ``invite``: 20 hex digits (80 bits)
    derived from the secret seed, so nothing more is stored and nobody can compute it but the
    service, which shows it to the organiser only (once the seed is revealed at the end, the
    registration has long closed)."""
    return hashlib.sha256(_INVITE_LABEL + seed).hexdigest()[:20]


def lot_key(seed: bytes, entrant_id: str) -> str:
    """The entrant's lot (the last tie-break; lower wins): drawn from the seed, so nobody can
    know it before the end and everybody can check it after."""
    return hashlib.sha256(_LOT_LABEL + seed + entrant_id.encode()).hexdigest()


@dataclass(frozen=True, slots=True)
class ObservedTable:
    """What a table's own stream shows: its round and table number, its id and the commitments
    of the boards it started, in board order (``RoundStarted.commitment``)."""

    round_no: int
    table_no: int
    table_id: str
    commitments: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TableCheck:
    """One table's verdict: ``ok`` when every observed board commitment (and, given the
    tournament id, the table id) is the derived one; ``first_bad_board`` (from 1) otherwise, or
    ``None`` when only the id is wrong."""

    round_no: int
    table_no: int
    ok: bool
    first_bad_board: int | None


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """The whole verdict: ``ok`` only when the revealed seed matches the published commitment
    and every table checks out; ``problems`` says what failed, for people."""

    ok: bool
    seed_matches: bool
    tables: tuple[TableCheck, ...]
    problems: tuple[str, ...]


def _parse_seed(seed_hex: str) -> bytes | None:
    """The seed's bytes, or ``None`` when ``seed_hex`` is not hex of the right length."""
    try:
        seed = bytes.fromhex(seed_hex)
    except ValueError:
        return None
    return seed if len(seed) == 32 else None


def verify_tournament(
    commitment: str,
    seed_hex: str,
    fmt: str,
    tables: Sequence[ObservedTable],
    *,
    tournament_id: str | None = None,
) -> VerifyReport:
    """Check a finished tournament: the revealed ``seed_hex`` is the one the published
    ``commitment`` bound, and every observed table's boards were dealt from it (each
    ``RoundStarted.commitment`` equals the derived one).  With ``tournament_id`` the table ids
    are checked too.  Never raises for bad input: a bad seed or format is a problem in the
    report."""
    problems: list[str] = []
    seed = _parse_seed(seed_hex)
    if seed is None:
        problems.append("the revealed seed is not 32 bytes of hex")
        seed_matches = False
    else:
        seed_matches = commitment.isascii() and verify_commitment(seed, commitment)
        if not seed_matches:
            problems.append("the revealed seed does not match the published commitment")
    if fmt not in FORMATS:
        problems.append(f"unknown tournament format {fmt!r}")
    checks: list[TableCheck] = []
    for observed in tables:
        checks.append(_check_table(observed, seed if fmt in FORMATS else None, fmt, tournament_id))
        if not checks[-1].ok and seed is not None:
            where = f"round {observed.round_no} table {observed.table_no}"
            bad = checks[-1].first_bad_board
            problems.append(f"{where}: board {bad} was not dealt from the seed" if bad else f"{where}: wrong table id")
    ok = seed_matches and not problems
    return VerifyReport(ok=ok, seed_matches=seed_matches, tables=tuple(checks), problems=tuple(problems))


def _check_table(observed: ObservedTable, seed: bytes | None, fmt: str, tournament_id: str | None) -> TableCheck:
    """One table's verdict (every board bad when there is no usable seed)."""
    bad_board: int | None = None
    try:
        if seed is None:
            raise RuleViolation("seed", "no usable seed")
        expected = board_commitments(fmt, seed, observed.round_no, observed.table_no, len(observed.commitments))
        id_ok = tournament_id is None or table_id(tournament_id, observed.round_no, observed.table_no) == (
            observed.table_id
        )
    except RuleViolation:
        return TableCheck(observed.round_no, observed.table_no, False, 1 if observed.commitments else None)
    for k, (seen, derived) in enumerate(zip(observed.commitments, expected, strict=True), start=1):
        if seen != derived:
            bad_board = k
            break
    ok = bad_board is None and id_ok
    return TableCheck(observed.round_no, observed.table_no, ok, bad_board)
