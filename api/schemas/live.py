"""Response bodies of the live and replay endpoints (pydantic, for the OpenAPI document).

The bodies are built as plain dicts by :mod:`infrastructure.services.replay` and serialised once by
``api.http.render.json_response``; these models document their shape (and let schemathesis check that
the answers conform to it).  Cards are names (``"HQ"``), seats count from 0.
"""

from __future__ import annotations

import uuid

from pydantic import BaseModel, ConfigDict, Field

from api.schemas.wire import EventOut, FullStateOut, ViewOut

__all__ = ["CommitmentOut", "ReplayOut", "SeedOut", "VerifyOut"]


class ReplayOut(BaseModel):
    """A round as of ``version``: the asking seat's ``view`` while the round runs, the whole
    ``state`` (every hand, ``draw_pile`` next card first, ``seed``) once it is over, and with
    ``?seat=`` also that seat's ``view`` and events as it saw them then."""

    model_config = ConfigDict(extra="forbid")

    table_id: uuid.UUID
    round_no: int
    version: int = Field(description="the version the round is shown at")
    first_version: int = Field(description="the round's first version (its RoundStarted)")
    last_version: int | None = Field(description="the round's last version (its RoundWon); null while it runs")
    round_over: bool
    commitment: str
    actionable: bool = Field(
        description="false for a version inside one command's events (nobody could act there: no legal commands)"
    )
    seat: int | None = Field(description="the seat whose view is shown (null: nobody's)")
    view: ViewOut | None = Field(description="the seat's view at that version, as it saw it then (null without a seat)")
    state: FullStateOut | None = Field(description="everything at that version (once the round is over)")
    events: list[EventOut] = Field(
        description="the round's events up to that version: as the seat saw them when a seat is given, "
        "else (a round that is over) in full"
    )


class CommitmentOut(BaseModel):
    """The hash of a round's secret seed, published when the round was dealt."""

    table_id: uuid.UUID
    round_no: int
    commitment: str = Field(description="sha256('maumau/commit/v1:' + seed), hex")
    version: int = Field(description="the version that published it (the round's RoundStarted)")
    round_over: bool


class SeedOut(BaseModel):
    """A finished round's revealed seed, and whether it matches the published commitment."""

    table_id: uuid.UUID
    round_no: int
    seed: str = Field(description="the round's 32-byte seed, hex")
    commitment: str
    matches_commitment: bool


class VerifyOut(BaseModel):
    """The outcome of re-running a finished round's deal and every reshuffle from its seed."""

    table_id: uuid.UUID
    round_no: int
    ok: bool
    commitment: str
    seed: str
    checked: list[str] = Field(description="what was re-run and matched (commitment, deal, reshuffle k)")
    problems: list[str] = Field(description="what did not match (empty when ok)")
