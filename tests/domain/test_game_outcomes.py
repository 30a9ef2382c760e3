"""Every game says how an event ended it (or a part of it) as a value: ``Decider.outcome``.

Mau-Mau's round and match ends (``Outcome``: a ``Termination`` and the winning seats), a Punto
Banco coup (natural or played out by the tableau, and the winning side) and a tournament's finish
(the entrant ranked first) are all :class:`domain.outcome.GameOutcome` values.
"""

from __future__ import annotations

from dataclasses import replace

from api.reports.event_catalogue import sample_events
from domain.maumau.events import MatchFinished, RoundStarted, RoundWon
from domain.maumau.game import MAUMAU
from domain.maumau.state import initial_state
from domain.outcome import GameOutcome, Outcome, Termination
from domain.puntobanco.events import CoupDealt, TableClosed
from domain.puntobanco.game import PUNTOBANCO
from domain.puntobanco.outcome import CoupEnd
from domain.puntobanco.rules import Spot
from domain.puntobanco.state import PBState
from domain.tournament.events import RoundClosed, TournamentFinished
from domain.tournament.game import TOURNAMENT
from domain.tournament.model import Entrant, SeatedTable, TableResult
from domain.tournament.outcome import TournamentEnd
from domain.tournament.state import RoundState, TournamentState, TournamentStatus
from tests.tournament.test_decider import config


def _coup(outcome: str, natural: bool) -> CoupDealt:
    return CoupDealt(1, 1, (2, 3), (4, 5), 5, 9, natural, outcome, False, False, 400)


def test_a_coup_has_its_end_and_its_winning_side() -> None:
    state = PBState()
    assert PUNTOBANCO.outcome(state, _coup("banker", True)) == GameOutcome(CoupEnd.NATURAL, (Spot.BANKER,))
    assert PUNTOBANCO.outcome(state, _coup("tie", False)) == GameOutcome(CoupEnd.TABLEAU, (Spot.TIE,))
    assert PUNTOBANCO.outcome(state, TableClosed("host")) is None


def test_a_round_or_match_end_is_mau_maus_outcome() -> None:
    samples = sample_events()
    state = initial_state()
    for kind in (RoundWon, MatchFinished):
        event = samples[kind]
        got = MAUMAU.outcome(state, event)
        assert isinstance(got, Outcome)
        assert isinstance(got, GameOutcome)
        assert got == event.outcome  # type: ignore[union-attr]
        assert isinstance(got.termination, Termination)
    assert MAUMAU.outcome(state, samples[RoundStarted]) is None


def test_a_finished_tournament_names_the_entrant_ranked_first() -> None:
    cfg = config(rounds=1, boards=1)
    people = tuple(Entrant(f"e{n}", f"P{n}", "account", f"acc-{n}") for n in range(1, 4))
    table = SeatedTable(1, "t-1", ("e1", "e2", "e3"))
    result = TableResult(1, "t-1", table.entrants, ((9, 0, 4),), (1,))
    state = TournamentState(
        status=TournamentStatus.FINISHED,
        config=cfg,
        seed="00" * 32,
        entrants=people,
        rounds=(RoundState(1, (table,), (), None, 0, (result,), closed_at=5),),
    )
    finished = TournamentFinished("00" * 32, 6)
    assert TOURNAMENT.outcome(state, finished) == GameOutcome(TournamentEnd.ROUNDS_PLAYED, ("e2",))
    assert TOURNAMENT.outcome(replace(state, entrants=()), finished) == GameOutcome(TournamentEnd.ROUNDS_PLAYED, ())
    withdrawn = replace(state, withdrawn=frozenset({"e2"}))
    assert TOURNAMENT.outcome(withdrawn, finished) == GameOutcome(TournamentEnd.ROUNDS_PLAYED, ("e3",))
    assert TOURNAMENT.outcome(state, RoundClosed(1, 5)) is None
