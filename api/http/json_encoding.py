"""The api's one JSON encoder: compact separators, text as UTF-8 (no ``\\u`` escapes), and a value
JSON has no form for (a UUID, a datetime) as its ``str``.  Response bodies on the hot paths, event
stream frames and NDJSON exports are all written by :func:`dumps`, so the same value is the same
bytes on every path."""

from __future__ import annotations

import json

__all__ = ["dumps"]

dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False, default=str).encode
"""``dumps(value) -> str``: the compact JSON text of ``value``."""
