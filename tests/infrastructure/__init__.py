"""Tests of the infrastructure: settings, event store, migrations (SQLite and PostgreSQL)."""
