"""The HTTP routers, one module per resource: rulesets, tables (lobby and host), play (moves and views)."""
