"""Präsident (also "Arschloch"): a climbing card game for 3-7 players, as one package on the table
platform (``docs/praesident.md``).  :data:`domain.praesident.module.PRAESIDENT_MODULE` is what
``infrastructure.services.bootstrap`` registers; standard library only."""
