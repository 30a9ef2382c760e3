"""Tools run from the repository (attacks on a running service, examples)."""
