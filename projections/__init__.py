"""Read-side projections.

They fold the event store's notification log into SQLAlchemy read tables.
"""
