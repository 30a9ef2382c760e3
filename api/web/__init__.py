"""The web client: pages served by ``maumau serve`` at ``/`` (plain ES modules, CSS and HTML).

:mod:`api.web.routes` serves the page shell, the static assets under ``/web/`` and one helper
for the rule editor; everything else the pages do goes through the public ``/v1`` API with the
browser's own credentials (``docs/web.md``).
"""
