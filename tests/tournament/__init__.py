"""Tests of the tournament domain (#11): seating, deal seeds, standings."""
