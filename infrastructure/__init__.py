"""Infrastructure: settings, the event store and database migrations.

Everything here deals with I/O (databases, configuration); the rules live in ``domain`` and stay
pure. Import the concrete modules (``infrastructure.settings``, ``infrastructure.event_store``,
``infrastructure.migrate``) directly; this package does not re-export them so that importing one
does not pull in the others.
"""
