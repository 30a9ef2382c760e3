"""Leagues: a season of tournaments and its league table (pure, standard library only)."""
