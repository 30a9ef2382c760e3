"""Sealed Mau-Mau matches (duplicate tournament tables) and the table internals tournaments use."""
