"""Everything between the pure games (``domain``) and HTTP (``api``), in two layers.

* :mod:`infrastructure.services`: the application services (the write path, the lobby, replays,
  reactions, bots, live fan-out, the process runtime and its wiring);
* :mod:`infrastructure.adapters`: the outside world (event store, database, settings,
  LISTEN/NOTIFY, migrations).

Services import adapters, never the other way round; neither imports the read side
(``projections``) or ``api``.  Import the concrete modules directly: the packages re-export
nothing, so importing one module does not pull in the others.
"""
