"""Punto Banco (Baccarat), the second game on the platform: pure rules, standard library only.

The package is a decider (:data:`PUNTOBANCO`, in :mod:`domain.puntobanco.game`) plus what is
built on the same rules:

* :mod:`~domain.puntobanco.rules` — card values, naturals, Player's rule, Banker's tableau,
  outcome, payouts, the table's ruleset (every rule written once);
* :mod:`~domain.puntobanco.shoe` — the shoe, its committed shuffle, burn and cut card;
* :mod:`~domain.puntobanco.coup` — one coup dealt from a shoe;
* :mod:`~domain.puntobanco.events`, :mod:`~domain.puntobanco.commands`,
  :mod:`~domain.puntobanco.state`, :mod:`~domain.puntobanco.decide`,
  :mod:`~domain.puntobanco.evolve`, :mod:`~domain.puntobanco.codec`,
  :mod:`~domain.puntobanco.redaction`, :mod:`~domain.puntobanco.view` — the decider's parts;
* :mod:`~domain.puntobanco.road` — bead plate and big road as data;
* :mod:`~domain.puntobanco.bots` — betting strategies;
* :mod:`~domain.puntobanco.edge` — the exact house edge by enumeration;
* :mod:`~domain.puntobanco.simulation` — many coups from real shoes;
* :mod:`~domain.puntobanco.teaching` — coups explained step by step;
* :mod:`~domain.puntobanco.verify` — re-running a finished shoe.
"""

from domain.puntobanco.game import PUNTOBANCO
from domain.puntobanco.rules import DEFAULT_RULES, PuntoBancoRules

__all__ = ["DEFAULT_RULES", "PUNTOBANCO", "PuntoBancoRules"]
