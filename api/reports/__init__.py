"""Rendered documents: balance and simulation reports, tournament exports, the generated docs."""
