"""``player_view(state, seat)``: everything one seat may know, and nothing more.

A seat sees its own hand, the other hands' sizes, the discard pile, the draw pile's size, the
wish, the pending penalty, the turn, the direction, the calls and the challenge windows — never
another hand, the draw-pile order or the seed while the round runs.  Every outward path (API,
streams, bots, replays) goes through this function.  Between rounds the last round's result,
its hands and its revealed seed are public.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.events import RoundWon
from domain.legal import SeatCommand, legal_commands
from domain.state import State


class PlayerView(NamedTuple):
    """What ``seat`` sees (cards as engine ints; suits 0..3; -1 / ``None`` mean none).

    A named tuple: immutable and built in one C call, which matters because a bot move builds
    one view (profiled in docs/benchmarks.md).
    """

    seat: int
    seats: int
    players: tuple[str, ...]
    ruleset: str
    phase: str
    round_no: int
    first_seat: int
    turn: int
    direction: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    discard: tuple[int, ...]
    draw_pile_size: int
    wish: int
    pending_draw: int
    free_play: bool
    drawn: int
    calls: tuple[str, ...]
    mau_open: int
    window_seat: int
    window_deadline: int | None
    commitment: str
    totals: tuple[int, ...]
    wins: tuple[int, ...]
    winners: tuple[int, ...]
    last_round: RoundWon | None
    legal: tuple[SeatCommand, ...]
    version: int

    @property
    def top(self) -> int:
        """The open card, or -1."""
        return self.discard[-1] if self.discard else -1


def player_view(state: State, seat: int) -> PlayerView:
    """The view of ``seat`` (0-based) on ``state``; raises ``ValueError`` for a seat not at the table."""
    s = state
    if not 0 <= seat < s.seats:
        raise ValueError(f"seat must be 0..{s.seats - 1}, not {seat}")
    playing = s.phase == "playing"
    hand = tuple(sorted(s.hands[seat])) if s.hands else ()
    return PlayerView(
        seat=seat, seats=s.seats, players=s.players, ruleset=s.ruleset.name if s.ruleset else "", phase=s.phase,
        round_no=s.round_no, first_seat=s.first_seat, turn=s.turn if playing else -1, direction=s.direction,
        hand=hand, hand_sizes=tuple(map(len, s.hands)), discard=tuple(s.discard),
        draw_pile_size=len(s.pile), wish=s.wish if playing else -1, pending_draw=s.pending_draw if playing else 0,
        free_play=s.free_play, drawn=s.drawn if playing and seat == s.turn else -1,
        calls=tuple(s.calls), mau_open=s.mau_open, window_seat=s.window_seat, window_deadline=s.window_deadline,
        commitment=s.commitment, totals=tuple(s.totals), wins=tuple(s.wins), winners=s.winners,
        last_round=s.last_round, legal=tuple(legal_commands(s, seat)), version=s.version,
    )
