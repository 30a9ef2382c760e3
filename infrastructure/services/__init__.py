"""Application services: what the product does with a game's decider, above the adapters.

``games`` (load, cache, decide, append: the one write path), ``tables`` (the lobby: rulesets,
tables, seats, tokens), ``replay``, ``reactions`` (durable reactions) and ``window_clock`` (one of
them), ``bot_runner``, ``live`` (fan-out to event streams), ``remote_appends`` (other processes'
appends), ``scheduler`` (one timer thread), ``runtime`` (the background parts of a process),
``errors`` (the services' refusals) and ``bootstrap`` (the one wiring place).  They import the
adapters (:mod:`infrastructure.adapters`) and the pure games (:mod:`domain`), never the read
side or HTTP.
"""
