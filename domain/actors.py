"""Who sent a command: the ``actor`` recorded in every appended batch's metadata.

A :class:`~enum.StrEnum`: each member *is* its string (``Actor.SEAT == "seat"``), so the stored
metadata and the metrics labels stay the plain values they always were.

Standard library only, like the rest of ``domain``.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Actor"]


class Actor(StrEnum):
    """Who a command came from (``GameService.execute(actor=...)``)."""

    SEAT = "seat"
    """A player at a seat, with the seat's token."""
    HOST = "host"
    """The table's host (start a match, deal a round, end it)."""
    CLOCK = "clock"
    """A timer of the platform: a window, a turn clock, automatic dealing."""
    BOT = "bot"
    """A bot playing a seat."""
    ORGANISER = "organiser"
    """The organiser of a tournament (creating it)."""
    DIRECTOR = "director"
    """A tournament's director (registering, adjusting, deciding protests …)."""
    REACTION = "reaction"
    """A durable reaction of the platform (recording a tournament table's result)."""
