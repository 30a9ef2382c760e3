"""The Mau dispute view settles the three cases of RULES.md §6 with the right times and versions,
and the referee view shows a seat's table at a version only once that round is over."""

from __future__ import annotations

import time
import uuid
from typing import Any

import pytest
from sqlalchemy import select

from domain.cards import parse_card
from domain.maumau.commands import Challenge, PlayCards, StartMatch, StartRound
from domain.maumau.decide import decide
from domain.maumau.evolve import fold
from domain.maumau.game import MAUMAU
from domain.maumau.rules import MM_001, derive
from domain.maumau.view import player_view
from infrastructure.services.games import GameService
from infrastructure.services.replay import load_history
from projections.api import RoundStillRunning, audit_trail, disputes, referee_view
from projections.runner import Runner
from tests.projections.conftest import ReadSide
from tests.projections.helpers import view_tables

T0 = 1_800_000_000_000  # command times, ms since the epoch
RULES = derive(MM_001, name="dispute-test", hand_size=2, specials=(), last_card_forbidden=(), challenge_window_ms=5_000)


def _deck() -> tuple[int, ...]:
    """Seat 0 gets H7 H8, seat 1 H9 H10, the start card is HQ, the rest in canonical order."""
    first = [parse_card(c) for c in ("H7", "H9", "H8", "H10", "HQ")]
    rest = [c for c in sorted(set(range(256)) & {s * 16 + r for s in range(4) for r in range(7, 15)}) if c not in first]
    return (*first, *rest)


class Table:
    """Decide and append one command at a time, remembering each command's versions and time."""

    def __init__(self, side: ReadSide) -> None:
        self.side = side
        self.stream = uuid.uuid4()
        self.events: list[Any] = []
        self.log: list[tuple[object, range, Any]] = []

    def do(self, command: object) -> range:
        new = decide(fold(self.events), command)
        start = len(self.events)
        self.side.store.append(self.stream, start, new)
        self.events += new
        versions = range(start + 1, len(self.events) + 1)
        recorded = self.side.store.load(self.stream, after_version=start)[0].recorded_at
        self.log.append((command, versions, recorded))
        return versions

    def version_of(self, kind: type, after: int = 0) -> int:
        return next(i + 1 for i, e in enumerate(self.events) if type(e) is kind and i + 1 > after)


def _play_the_three_cases(side: ReadSide) -> Table:
    from domain.maumau import events as ev

    t = Table(side)
    t.do(StartMatch(RULES, 2, ("ada", "bob")))
    t.do(StartRound(seed=bytes(32), deck=_deck()))
    t.do(PlayCards(0, (parse_card("H7"),), call="mau", at=T0 + 1_000))  # 1: called
    time.sleep(0.002)
    t.do(PlayCards(1, (parse_card("H9"),), at=T0 + 2_000))  # 2: forgotten ...
    time.sleep(0.002)
    t.do(Challenge(0, 1, at=T0 + 2_500))  # ... challenged in time
    time.sleep(0.002)
    t.do(PlayCards(0, (parse_card("H8"),), at=T0 + 3_000))  # 3: last card, no call
    time.sleep(0.002)
    t.do(Challenge(1, 0, at=T0 + 3_000 + 5_001))  # ... challenged too late
    assert type(t.events[-1]) is ev.MatchFinished or type(t.events[-1]) is ev.RoundWon
    return t


def test_dispute_view_settles_the_three_cases(read_side: ReadSide) -> None:
    from domain.maumau import events as ev

    t = _play_the_three_cases(read_side)
    Runner(read_side.engine, read_side.store, batch_size=3).run_until_caught_up()
    with read_side.engine.connect() as conn:
        view = disputes(conn, t.stream)
    assert len(view["moments"]) == 3
    (_, called_v, called_at), (_, missed_v, missed_at), (_, chal_v, chal_at) = t.log[2], t.log[3], t.log[4]
    (_, last_v, last_at), (_, late_v, late_at) = t.log[5], t.log[6]

    called = view["moments"][0]
    assert called["play_version"] == called_v[0]
    assert called["seat"] == 0
    assert called["player"] == "ada"
    assert called["cards"] == ["H7"]
    assert called["call_due"] == "mau"
    assert called["call_made"] is True
    assert called["outcome"] == "called"
    assert called["played_at"] == called_at.isoformat()
    assert called["challenges"] == []

    forgotten = view["moments"][1]
    assert forgotten["play_version"] == missed_v[0]
    assert forgotten["cards"] == ["H9"]
    assert forgotten["call_made"] is False
    assert forgotten["outcome"] == "penalised"
    assert forgotten["missed_version"] == t.version_of(ev.CallMissed)
    assert forgotten["played_at"] == missed_at.isoformat()
    assert forgotten["challenged_by"] == 0
    assert forgotten["challenged_by_player"] == "ada"
    assert forgotten["challenged_at"] == chal_at.isoformat()
    assert forgotten["challenge_version"] == chal_v[0]
    assert forgotten["penalty_cards"] == 2
    assert forgotten["window_closed_version"] == chal_v[-1]
    assert forgotten["window_close_reason"] == "challenged"
    [accepted] = forgotten["challenges"]
    assert accepted["accepted"] is True
    assert accepted["at_ms"] == T0 + 2_500
    assert accepted["by_player"] == "ada"

    late = view["moments"][2]
    assert late["play_version"] == last_v[0]
    assert late["call_due"] == "maumau"
    assert late["played_at"] == last_at.isoformat()
    assert late["window_deadline_ms"] == T0 + 3_000 + 5_000
    assert late["outcome"] == "not_challenged"
    assert late["refused_challenges"] == 1
    assert late["window_close_reason"] == "deadline passed"
    assert late["window_closed_version"] == late_v[1]
    assert late["window_closed_at"] == late_at.isoformat()
    [refused] = late["challenges"]
    assert refused["accepted"] is False
    assert refused["version"] == late_v[0]
    assert refused["reason"].startswith("too late")
    assert refused["by_player"] == "bob"
    assert refused["at_ms"] == T0 + 8_001

    # The refusal is in the audit trail too, in order, revealed now that the round is over.
    with read_side.engine.connect() as conn:
        trail = audit_trail(conn, t.stream)
    assert [r["version"] for r in trail] == list(range(1, len(t.events) + 1))
    refusal = next(r for r in trail if r["event_type"] == "ChallengeRefused")
    assert refusal["version"] == late_v[0]
    assert "too late" in refusal["description"]
    assert not any(r["redacted"] for r in trail)

    # A challenge after the round: refused, public at once, filed with the last moment of its target.
    t.do(Challenge(1, 0, at=T0 + 60_000))
    Runner(read_side.engine, read_side.store).run_until_caught_up()
    with read_side.engine.connect() as conn:
        last = audit_trail(conn, t.stream, after_version=len(t.events) - 1)
        view = disputes(conn, t.stream)
    assert last[0]["event_type"] == "ChallengeRefused"
    assert last[0]["redacted"] is False
    assert [c["reason"] for c in view["moments"][2]["challenges"]][1] == "no round is being played"
    assert view["moments"][2]["refused_challenges"] == 2


def test_referee_view_shows_a_seat_at_a_version_only_after_its_round(read_side: ReadSide) -> None:
    t = Table(read_side)
    t.do(StartMatch(RULES, 2, ("ada", "bob")))
    t.do(StartRound(seed=bytes(32), deck=_deck()))
    v = t.do(PlayCards(0, (parse_card("H7"),), call="mau", at=T0))[-1]
    games = GameService(read_side.store, decider=MAUMAU)
    with pytest.raises(RoundStillRunning):
        referee_view(load_history(games, t.stream), 1, v)
    t.do(PlayCards(1, (parse_card("H9"),), call="mau", at=T0 + 1))
    t.do(PlayCards(0, (parse_card("H8"),), call="maumau", at=T0 + 2))
    history = load_history(games, t.stream)
    seen = referee_view(history, 1, v)
    assert sorted(seen.hand) == sorted(parse_card(c) for c in ("H9", "H10"))
    assert seen.hand_sizes == (1, 2)
    assert seen.version == v
    assert seen == player_view(history.state_at(v), 1)  # the replay's fold to v, through seat 1's eyes
    # Inside an append batch (dealt, start card not yet turned) nobody could act: no legal command,
    # exactly as the replay of that version shows it.
    from domain.maumau import events as ev

    dealt = t.version_of(ev.CardsDealt)
    assert not history.ends_batch(dealt)
    inside = referee_view(history, 0, dealt)
    assert inside.legal == ()
    assert inside.hand == player_view(history.state_at(dealt), 0).hand
    with pytest.raises(LookupError):
        referee_view(history, 1, 999)
    with pytest.raises(LookupError):
        referee_view(load_history(games, uuid.uuid4()), 1, 1)


def test_running_round_rows_hide_every_card_not_yet_public(read_side: ReadSide, matches) -> None:
    """Leak scanner: cut a match in the middle of a round; no read row of that round names a card
    in a hand or in the draw pile that has not been public in the round."""
    import json
    import re

    from domain.maumau import events as ev

    stream, events = next((s, e) for s, e in matches if sum(type(x) is ev.RoundWon for x in e) >= 2)
    second = [i for i, e in enumerate(events) if type(e) is ev.RoundStarted][1]
    cut = second + 40
    read_side.store.append(stream, 0, events[:cut])
    Runner(read_side.engine, read_side.store, batch_size=17).run_until_caught_up()
    state = fold(events[:cut])
    assert state.phase == "playing"
    public: set[int] = set()
    for e in events[second:cut]:
        if type(e) is ev.CardPlayed:
            public.update(e.cards)
        elif (type(e) is ev.StartCardTurned or type(e) is ev.PenaltyApplied) and e.card is not None:
            public.add(e.card)
    hidden = {c for h in state.hands for c in h} | set(state.pile)
    hidden -= public
    from domain.cards import card_name

    names = {card_name(c) for c in hidden}
    pattern = re.compile(r"\b(" + "|".join(sorted(names, key=len, reverse=True)) + r")\b")
    views = view_tables()
    texts = []
    with read_side.engine.connect() as conn:
        for _name, table in views.items():
            cols = table.c
            if "match_id" not in cols or "round_no" not in cols:
                continue
            for row in conn.execute(select(table).where(cols.match_id == stream, cols.round_no == state.round_no)):
                texts.append(json.dumps([str(v) for v in row]))
    assert texts
    leaks = [m.group(0) for text in texts for m in [pattern.search(text)] if m]
    assert leaks == []
    assert state.seed not in " ".join(texts)
    # Finishing the match reveals the round in full.
    read_side.store.append(stream, cut, events[cut:])
    Runner(read_side.engine, read_side.store).run_until_caught_up()
    with read_side.engine.connect() as conn:
        trail = audit_trail(conn, stream, round_no=state.round_no)
    assert trail
    assert not any(r["redacted"] for r in trail)
    assert state.seed in " ".join(r["description"] for r in trail)
