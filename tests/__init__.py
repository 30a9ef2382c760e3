"""Test suite of maumau (run it with ``scripts/test.sh``)."""
