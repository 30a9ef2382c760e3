"""Benchmarks (optional ``bench`` extra): engine and service throughput measurements."""

import os

# Measure the service, not its write rate limits (on by default in a deployment): both rates 0
# unless the environment sets them.
os.environ.setdefault("MAUMAU_RATE_LIMIT_TOKEN_PER_SECOND", "0")
os.environ.setdefault("MAUMAU_RATE_LIMIT_ADDRESS_PER_SECOND", "0")
