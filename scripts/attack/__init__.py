"""Attacks on a running service (inputs, leaks, limits, names, squatting, faults): reliability tools, not benchmarks."""
