"""Read-side projections.

They fold the event store's notification log into SQLAlchemy read tables.  Other packages use
:mod:`projections.api` (queries, status, rebuild, the in-process runner) and the CLI sub-app
:mod:`projections.cli`; each read model owns its tables, queries and version in its own module,
and :mod:`projections.registry` is the one list of them.  See ``docs/read_models.md``.
"""
