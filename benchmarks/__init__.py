"""Benchmarks (optional ``bench`` extra): engine and service throughput measurements."""
