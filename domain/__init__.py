"""The pure games (one package each: ``maumau``, ``puntobanco``, ``tournament``) and what every game shares:
the :class:`~domain.decider.Decider` value, cards, the committed shuffle, errors, outcomes, names, the
turn clock and upcasting.  Standard library only; no I/O, no clock, no randomness."""
