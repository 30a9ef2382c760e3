"""Tally, the test game: a game is its own folder (its decider and module in ``game``, its read
model in ``scores``) and one registration line."""
