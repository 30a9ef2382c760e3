"""The ``maumau`` command line (``api.cli.main:app``) and its command groups."""
