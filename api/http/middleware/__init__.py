"""The request guards and operations middleware of the HTTP app."""
