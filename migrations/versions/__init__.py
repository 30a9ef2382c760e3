"""Alembic revision files, one per schema change: ``NNNN_slug.py``, revision id ``NNNN``."""
