"""Account handles and guest names: how they are written, compared and bounded, in one place.

A handle is what people see; its *key* is what makes two handles the same one.  The key folds
away everything a reader cannot tell apart or would not tell apart on purpose:

1. NFKC (compatibility forms: the fullwidth forms of ``Alice`` (U+FF21 ...) are ``Alice``, ligatures are letters);
2. case folding (``ALICE`` is ``alice``, ``Straße`` is ``strasse``);
3. accents and other combining marks dropped (NFKD, then every mark removed: ``ALİCE``, whose
   capital dotted I folds to ``i`` + a combining dot, is ``alice``; ``Alicé`` is ``alice``).

Before anything else a handle passes :func:`domain.names.check_name`, the one check of every
name a person sees (no control, format, bidirectional or invisible characters: ``"alice\n"`` and
``"alice"`` + U+202E are refused, not stored as new handles; the refusal's ``fields`` names the
reason).  Patterns are always matched whole (``fullmatch``: ``$`` would also match before a final
newline).  The key must then consist of ASCII letters, digits, ``_``, ``.`` and ``-`` only, start with a
letter or digit and be 1-32 characters long; so must the handle itself (after NFKC, which is the
form that is stored and shown).  Handles in other scripts are refused: Cyrillic ``a`` (U+0430) and Latin
``a`` look the same but no normalisation maps one to the other, so allowing both would let one
account impersonate another.  Handles never contain ``:``, which keeps the ``bot:`` and
``guest:`` names of other seats out of their namespace.

A guest's name follows the same rules but is at most :data:`GUEST_NAME_MAX` characters: it is
shown as ``guest:<name>`` (plus ``#`` and four characters when another guest already uses the
name), never as a bare handle.
"""

from __future__ import annotations

import re
import unicodedata

from domain.names import NameRefused, check_name
from infrastructure.services.errors import InvalidInput

__all__ = [
    "GUEST_NAME_MAX",
    "GUEST_PREFIX",
    "HANDLE_MAX",
    "checked_name",
    "display_handle",
    "guest_name",
    "handle_key",
]

HANDLE_MAX = 32
"""The longest handle (after NFKC) and the longest key, in characters."""

GUEST_NAME_MAX = 20
"""The longest guest name: ``guest:`` + name + ``#xxxx`` fits the 32-character handle column."""

GUEST_PREFIX = "guest:"
"""What every guest's shown name starts with (no account handle contains ``:``)."""

_KEY_RE = re.compile(r"[a-z0-9][a-z0-9_.\-]*")
_SHOWN_RE = re.compile(r"[^\W_][\w.\-]*")  # letters or digits first, then letters, digits, _ . -
_INPUT_MAX = 256  # longer input is refused before any normalisation (bounded work)


def handle_key(handle: str) -> str:
    """The key under which ``handle`` is unique: NFKC, case-folded, marks removed (see module)."""
    folded = unicodedata.normalize("NFKC", handle).casefold()
    decomposed = unicodedata.normalize("NFKD", folded)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return unicodedata.normalize("NFKC", bare)


def checked_name(value: object, field: str, *, longest: int, what: str) -> str:
    """``value`` through :func:`domain.names.check_name`, the one check of every name a person
    sees; a refusal is :class:`InvalidInput` naming ``field`` (its ``fields``: the reason)."""
    try:
        return check_name(value, field, longest=longest, what=what)
    except NameRefused as refused:
        raise InvalidInput(field, refused.message, {field: refused.reason}) from None


def display_handle(raw: object, *, field: str = "handle", longest: int = HANDLE_MAX) -> tuple[str, str]:
    """``raw`` checked as a handle: its shown form (NFKC, surrounding spaces kept out) and its key.

    :class:`InvalidInput` naming ``field`` when it is not a string, too long, or contains anything
    but letters (Latin, accents allowed), digits, ``_``, ``.``, ``-``."""
    if not isinstance(raw, str) or not raw or len(raw) > _INPUT_MAX:
        raise InvalidInput(field, f"a {field} is 1-{longest} characters")
    checked_name(raw, field, longest=_INPUT_MAX, what=f"a {field}")
    shown = unicodedata.normalize("NFKC", raw)
    key = handle_key(shown)
    if not 1 <= len(shown) <= longest or not 1 <= len(key) <= longest:
        raise InvalidInput(field, f"a {field} is 1-{longest} characters (after Unicode normalisation)")
    if not _SHOWN_RE.fullmatch(shown) or not key.isascii() or not _KEY_RE.fullmatch(key):
        raise InvalidInput(
            field,
            f"a {field} is made of Latin letters (accents allowed), digits, '_', '.' and '-', "
            "starting with a letter or digit",
        )
    return shown, key


def guest_name(raw: object) -> str:
    """``raw`` checked as a guest's name (the handle rules, at most :data:`GUEST_NAME_MAX`
    characters); returns its shown form (NFKC), without the ``guest:`` prefix."""
    shown, _key = display_handle(raw, field="name", longest=GUEST_NAME_MAX)
    return shown
