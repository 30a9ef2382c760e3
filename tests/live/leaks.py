"""The leak scanner: what may a seat (or an observer) know at version V, and does a body say more?

:class:`Knowledge` folds a match's stream event by event (from the store, i.e. the truth) and
records, for every version V and every viewer, the set of *hidden* cards: the cards in the other
hands and in the draw pile that the viewer has not legitimately seen during the current round
(its own hand at any time, the discard pile at any time, a wrong card shown under ZONE).  Between
rounds and after the match nothing is hidden.

:func:`cards_in` finds every card name in a JSON body (exact card strings and card names inside
messages), each tagged with the version it speaks about (an event's own ``version``, a view's
``version``, else the body's); ``last_round`` — the previous, finished round, public by rule —
is skipped.  A leak is a card of the viewer's hidden set at that version.
"""

from __future__ import annotations

import re
import uuid
from typing import Any

from domain.cards import card_name, parse_card
from domain.maumau.events import EVENT_TYPES, PenaltyApplied
from domain.maumau.evolve import apply_in_place
from domain.maumau.state import initial_state
from domain.maumau.view import PlayerView
from infrastructure.services.bootstrap import Services

CARD_RE = re.compile(r"(?<![A-Za-z0-9])[CSHD](?:10|[2-9]|[JQKA])(?![A-Za-z0-9])")


class Knowledge:
    """Hidden cards per viewer and version of one match (see the module docstring)."""

    def __init__(self, services: Services, table_id: uuid.UUID) -> None:
        self.services = services
        self.table_id = table_id
        self.state = initial_state()
        self.version = 0
        self.hidden: dict[int, dict[int | None, frozenset[str]]] = {0: {}}
        self._known: dict[int, set[int]] = {}
        self._public: set[int] = set()

    def sync(self) -> None:
        """Apply the events the store has beyond what is known so far."""
        for record in self.services.games.load(self.table_id, after_version=self.version):
            event = record.event
            assert isinstance(event, EVENT_TYPES), f"not a Mau-Mau event: {event!r}"
            round_before = self.state.round_no
            apply_in_place(self.state, event)
            s = self.state
            if s.round_no != round_before:  # a new round: nothing of it is known yet
                self._known = {seat: set() for seat in range(s.seats)}
                self._public = set()
            if type(event) is PenaltyApplied and event.card is not None:
                self._public.add(event.card)
            self._public.update(s.discard)
            for seat, hand in enumerate(s.hands):
                self._known.setdefault(seat, set()).update(hand)
            self.version = record.version
            self.hidden[record.version] = self._hidden_now()

    def _hidden_now(self) -> dict[int | None, frozenset[str]]:
        s = self.state
        if s.phase != "playing":
            return {}
        secret = set(s.pile)
        for hand in s.hands:
            secret.update(hand)
        out: dict[int | None, frozenset[str]] = {None: frozenset(card_name(c) for c in secret - self._public)}
        for seat in range(s.seats):
            mine = self._known.get(seat, set())
            others = set(s.pile)
            for other, hand in enumerate(s.hands):
                if other != seat:
                    others.update(hand)
            out[seat] = frozenset(card_name(c) for c in others - mine - self._public)
        return out

    def leaks(
        self, viewer: int | None, body: Any, *, version: int | None = None, asked: frozenset[str] = frozenset()
    ) -> list[tuple[str, int, str]]:
        """Cards of ``body`` hidden from ``viewer`` at the version they speak about, except the
        ones the viewer named itself in its request (``asked``): ``(card, version, where)``."""
        found: list[tuple[str, int, str]] = []
        base = self.version if version is None else version
        for card, at, where in cards_in(body, base):
            if card in asked:
                continue
            if card in self.hidden.get(at, {}).get(viewer, frozenset()):
                found.append((card, at, where))
        return found


def cards_in(body: Any, version: int, where: str = "") -> list[tuple[str, int, str]]:
    """Every card name in ``body`` with the version it belongs to and its path."""
    out: list[tuple[str, int, str]] = []
    if isinstance(body, dict):
        own = body.get("version")
        if isinstance(own, int) and not isinstance(own, bool) and own > 0:
            version = own
        for key, value in body.items():
            if key == "last_round":
                continue
            out += cards_in(value, version, f"{where}.{key}")
    elif isinstance(body, list):
        for i, value in enumerate(body):
            out += cards_in(value, version, f"{where}[{i}]")
    elif isinstance(body, str):
        out += [(m, version, where) for m in CARD_RE.findall(body)]
    return out


def view_from_dict(data: dict[str, Any]) -> PlayerView:
    """A seat's view as the bots take it, rebuilt from its JSON (``GET .../view``)."""
    from domain.cards import parse_suit
    from domain.maumau.codec import command_from_dict

    seat = data["seat"]

    def cards(names: list[str]) -> tuple[int, ...]:
        return tuple(parse_card(n) for n in names)

    return PlayerView(
        seat=seat,
        seats=data["seats"],
        players=tuple(data["players"]),
        ruleset=data["ruleset"] or "",
        phase=data["phase"],
        round_no=data["round_no"],
        first_seat=data["first_seat"] or 0,
        turn=-1 if data["turn"] is None else data["turn"],
        direction=data["direction"],
        hand=cards(data["hand"]),
        hand_sizes=tuple(data["hand_sizes"]),
        discard=cards(data["discard"]),
        draw_pile_size=data["draw_pile_size"],
        wish=parse_suit(data["wish"]) if data["wish"] else -1,
        pending_draw=data["pending_draw"],
        free_play=data["free_play"],
        drawn=parse_card(data["drawn"]) if data["drawn"] else -1,
        calls=tuple(c or "" for c in data["calls"]),
        mau_open=-1 if data["mau_open"] is None else data["mau_open"],
        window_seat=-1 if data["window_seat"] is None else data["window_seat"],
        window_deadline=data["window_deadline"],
        commitment=data["commitment"] or "",
        totals=tuple(data["totals"]),
        wins=tuple(data["wins"]),
        winners=tuple(data["winners"]),
        last_round=None,
        legal=tuple(command_from_dict(c, seat) for c in data["legal"]),  # type: ignore[misc]
        version=data["version"],
    )
