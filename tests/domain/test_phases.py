"""``State.phase`` is a :class:`~domain.maumau.state.Phase` (a str enum): the engine moves through its
members, and everything outside that compares with or sends the plain strings sees what it saw."""

from __future__ import annotations

import json

from domain.maumau import MM_001, EndMatch, Phase, legal_commands, player_view
from domain.maumau.codec import view_to_dict
from domain.maumau.redaction import public_state
from domain.maumau.state import initial_state
from tests.domain.helpers import Table


def test_the_engine_moves_through_the_phase_members() -> None:
    seen = [initial_state().phase]
    t = Table(MM_001, 2, deal=False)
    seen.append(t.state.phase)
    t.deal()
    seen.append(t.state.phase)
    t.state.phase = Phase.BETWEEN_ROUNDS  # as after a round (no round to win quickly here)
    t.do(EndMatch())
    seen.append(t.state.phase)
    assert seen == [Phase.NEW, Phase.BETWEEN_ROUNDS, Phase.PLAYING, Phase.FINISHED]
    assert all(type(phase) is Phase for phase in seen)  # evolve writes the members, not strings
    assert t.state.is_terminal()


def test_a_phase_is_its_plain_string_for_every_reader() -> None:
    t = Table(MM_001, 2)
    assert t.state.phase == "playing"
    view = player_view(t.state, 0)
    assert view.phase == "playing"
    assert json.loads(json.dumps(view_to_dict(view)))["phase"] == "playing"
    assert type(view_to_dict(view)["phase"]) in (str, Phase)
    assert json.dumps(public_state(t.state)["phase"]) == '"playing"'
    assert {p.value for p in Phase} == {"new", "between_rounds", "playing", "finished"}


def test_a_plain_string_phase_set_by_a_caller_reads_like_the_member() -> None:
    """``State.phase`` is annotated :class:`Phase`, but an untyped caller could still assign the
    plain string (``probe.phase = "between_rounds"``); the engine must treat it exactly like
    ``Phase.BETWEEN_ROUNDS``."""
    t = Table(MM_001, 2)
    assert legal_commands(t.state, t.state.turn)
    probe = t.state.copy()
    probe.phase = "between_rounds"  # type: ignore[assignment]  # the plain string on purpose
    member = t.state.copy()
    member.phase = Phase.BETWEEN_ROUNDS
    assert legal_commands(probe, probe.turn) == legal_commands(member, member.turn) == []
    assert player_view(probe, 0) == player_view(member, 0)
    assert probe.round_over
    assert member.round_over
