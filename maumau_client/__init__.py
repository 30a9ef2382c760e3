"""maumau's Python client for apps: HTTP only, imports nothing of the service."""

from maumau_client.client import *  # noqa: F403
from maumau_client.client import __all__ as __all__
