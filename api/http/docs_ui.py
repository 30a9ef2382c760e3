"""Swagger UI (``/docs``) and ReDoc (``/redoc``) served from this service alone, never from a CDN.

FastAPI's own pages load their JavaScript, CSS, favicon (and ReDoc's fonts) from third-party
hosts, so they stay blank offline or behind a strict network.  These pages are the same HTML
with every asset served here, under ``/docs/assets/``: the files come from the pinned
``fastapi-offline`` wheel (its ``static`` folder: ``swagger-ui-bundle.js`` and ``swagger-ui.css``
of Swagger UI 5, Apache License 2.0; ``redoc.standalone.js`` of ReDoc 2, MIT License;
``favicon.png``), read from the installed package — nothing is fetched at run time.  Swagger UI's
online validator is switched off (``validatorUrl: null``) and ReDoc gets no Google Fonts, so the
pages name no host but this one.

Only the four files are served (a fixed list: no other path of the package can be reached), with
a day of caching; the pages are left out of the OpenAPI document, as FastAPI's are.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

from fastapi import APIRouter, Request
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html, get_swagger_ui_oauth2_redirect_html
from fastapi.responses import FileResponse, HTMLResponse

from infrastructure.services.errors import NotFound

__all__ = ["ASSETS", "router"]

_STATIC = Path(str(files("fastapi_offline").joinpath("static")))
ASSETS: dict[str, str] = {
    "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
    "swagger-ui.css": "text/css; charset=utf-8",
    "redoc.standalone.js": "text/javascript; charset=utf-8",
    "favicon.png": "image/png",
}
"""The files served under ``/docs/assets/`` and their media types."""

_TITLE = "maumau"

router = APIRouter(include_in_schema=False)


def _base(request: Request) -> str:
    """The path prefix the service is mounted at (empty unless behind a path-rewriting proxy)."""
    return str(request.scope.get("root_path", "")).rstrip("/")


@router.get("/docs")
def swagger_ui(request: Request) -> HTMLResponse:
    """Swagger UI on ``/openapi.json``, with its assets from this service."""
    base = _base(request)
    return get_swagger_ui_html(
        openapi_url=f"{base}/openapi.json",
        title=f"{_TITLE} - Swagger UI",
        swagger_js_url=f"{base}/docs/assets/swagger-ui-bundle.js",
        swagger_css_url=f"{base}/docs/assets/swagger-ui.css",
        swagger_favicon_url=f"{base}/docs/assets/favicon.png",
        oauth2_redirect_url=f"{base}/docs/oauth2-redirect",
        swagger_ui_parameters={"validatorUrl": None},
    )


@router.get("/docs/oauth2-redirect")
def swagger_ui_redirect() -> HTMLResponse:
    """Swagger UI's OAuth2 redirect page (inline script only)."""
    return get_swagger_ui_oauth2_redirect_html()


@router.get("/redoc")
def redoc(request: Request) -> HTMLResponse:
    """ReDoc on ``/openapi.json``, with its script from this service and no web fonts."""
    base = _base(request)
    return get_redoc_html(
        openapi_url=f"{base}/openapi.json",
        title=f"{_TITLE} - ReDoc",
        redoc_js_url=f"{base}/docs/assets/redoc.standalone.js",
        redoc_favicon_url=f"{base}/docs/assets/favicon.png",
        with_google_fonts=False,
    )


@router.get("/docs/assets/{name}")
def asset(name: str) -> FileResponse:
    """One of :data:`ASSETS` (404 ``not_found`` for any other name)."""
    media_type = ASSETS.get(name)
    if media_type is None:
        raise NotFound("asset", f"no documentation asset {name!r}")
    return FileResponse(_STATIC / name, media_type=media_type, headers={"Cache-Control": "public, max-age=86400"})
