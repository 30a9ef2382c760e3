"""Adapters: the outside world behind small interfaces.

``event_store`` (the eventsourcing library's SQLite and PostgreSQL recorders, topic-prefix
codecs), ``db`` (SQLAlchemy engine and the lobby's tables), ``db_errors`` (is the database
away?), ``settings``, ``pg_listen`` (LISTEN/NOTIFY) and ``migrate`` (Alembic).  They import
nothing above them.
"""
