"""Schwimmen (31): three cards, one suit, as near to 31 as can be — a pure game package.

Rules and presets (:mod:`.rules`), hand worth (:mod:`.cards`), the deal (:mod:`.deal`), commands,
events, state, ``decide`` / ``evolve``, legal commands, the codec, redaction, the table view,
bots, verification, the decider (:mod:`.game`) and the module the platform serves
(:mod:`.module`).  Standard library only; ``docs/schwimmen.md`` tells the rules.
"""
