"""Balance studies: tallies of simulated rounds, their statistics, and studies of one or two rulesets.

``tally`` (counts that add up across processes), ``stats`` (intervals and tests), ``analysis`` (a
study's figures from its tallies, as JSON) and ``study`` (running the cells of a study).  Rendering
the report (HTML with inline SVG plots) is the CLI's (``api.reports.balance``).
"""
