"""The table platform: what every game's tables share, written once (``docs/architecture.md``).

* :mod:`~infrastructure.services.platform.seats` — seats, tokens, the host's token, bots and
  substitutes over the one seat table (``maumau_seats``), with one token policy;
* :mod:`~infrastructure.services.platform.host` — host and system commands: a game module's
  handlers run through ``GameService.execute``, the idempotency fingerprint computed once.
"""
