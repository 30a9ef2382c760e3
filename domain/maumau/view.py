"""``player_view(state, seat)``: everything one seat may know, and nothing more.

A seat sees its own hand, the other hands' sizes, the discard pile, the draw pile's size, the
wish, the pending penalty, the turn, the direction, the calls and the challenge windows — never
another hand, the draw-pile order or the seed while the round runs.  Every outward path (API,
streams, bots, replays) goes through this function.  Between rounds the last round's result,
its hands and its revealed seed are public.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.maumau.events import RoundWon
from domain.maumau.legal import SeatCommand, legal_commands
from domain.maumau.state import PLAYING, State


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
    playing = s.phase == PLAYING
    hands = s.hands
    rules = s.ruleset
    # Positional construction (in field order, checked by tests/domain/test_view.py): keyword
    # arguments cost a microsecond per view, and self-play builds a view for every bot call.
    return _new_view(
        PlayerView,
        (
            seat,
            s.seats,
            s.players,
            rules.name if rules else "",
            s.phase,
            s.round_no,
            s.first_seat,
            s.turn if playing else -1,
            s.direction,
            tuple(sorted(hands[seat])) if hands else (),
            tuple(map(len, hands)),
            tuple(s.discard),
            len(s.pile),
            s.wish if playing else -1,
            s.pending_draw if playing else 0,
            s.free_play,
            s.drawn if playing and seat == s.turn else -1,
            tuple(s.calls),
            s.mau_open,
            s.window_seat,
            s.window_deadline,
            s.commitment,
            tuple(s.totals),
            tuple(s.wins),
            s.winners,
            s.last_round,
            tuple(legal_commands(s, seat)),
            s.version,
        ),
    )


_new_view = tuple.__new__
