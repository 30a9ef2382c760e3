"""Tournaments: a third stream kind, with its own pure decider (series and duplicate events,
seating, committed deal seeds, standings).  Standard library only, like the rest of ``domain``."""
