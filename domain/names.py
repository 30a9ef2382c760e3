"""Names a person sees: one check for every handle, guest name, tournament, ruleset and API-key
name, reason and protest text, so none of them can hide text, reorder it or pass for another.

:func:`check_name` refuses (with :class:`NameRefused`, a :class:`~domain.errors.RuleViolation`
whose ``rule`` is the field and whose ``reason`` is one of :data:`REASONS`):

* anything that is not text, and text longer than :data:`INPUT_FACTOR` times the bound before
  any normalisation (bounded work);
* **control characters** (Unicode category Cc: NUL, line breaks, escape ...).  A multi-line text
  (a protest's text, a reason) may hold line feeds, carriage returns and tabs, nothing else;
* **format characters** (Cf): the bidirectional embeddings, overrides and isolates (U+202A-202E,
  U+2066-2069), the direction marks (U+200E, U+200F, U+061C), zero-width space, joiner and
  non-joiner (U+200B-200D), word joiner (U+2060), the byte-order mark (U+FEFF), soft hyphen,
  tag characters ...; and every other character whose bidirectional class is an embedding,
  override or isolate;
* line and paragraph separators (U+2028, U+2029), surrogates, private-use and unassigned code
  points;
* other characters that show nothing: the Hangul fillers, the braille blank, the combining
  grapheme joiner, variation selectors, the Khmer inherent vowels, the Mongolian separators;
* more than :data:`MAX_MARKS` combining marks in a row, or a name that starts with one;
* text that is empty (when required) or longer than the bound after normalisation.

The accepted text is returned in **NFC** (composed accents: ``e`` + U+0301 is stored as ``é``)
with surrounding white space removed, so two spellings a reader cannot tell apart are stored
alike.  This module does not decide uniqueness: handles (and guest names) are further restricted
and made unique by a key that folds case, compatibility forms (NFKC) and accents
(:mod:`infrastructure.services.handles`), so ``Alice``, ``ALICE``, its fullwidth form (U+FF21 ...) and ``Alicé``
are one handle.  Tournament and ruleset names, labels and texts need not be unique (they are not
identities), so look-alikes differing in case or compatibility form are allowed there.

Pure: only the standard library.
"""

from __future__ import annotations

import unicodedata

from domain.errors import RuleViolation

__all__ = ["INPUT_FACTOR", "MAX_MARKS", "REASONS", "NameRefused", "check_name", "refusal"]

INPUT_FACTOR = 4
"""Input longer than this many times a name's bound is refused before it is normalised."""
MAX_MARKS = 4
"""The most combining marks in a row (a letter with several accents; never a pile of them)."""

REASONS = {
    "type": "must be text",
    "length": "is too long or empty",
    "control": "holds a control character (line breaks, NUL, escape ...)",
    "format": "holds an invisible format or bidirectional control character",
    "invisible": "holds a character that shows nothing",
    "marks": "starts with, or piles up, combining marks",
}
"""Why a name is refused (``NameRefused.reason``), each said for people."""

_MULTILINE_CONTROLS = frozenset("\t\n\r")
_BIDI_CONTROLS = frozenset({"LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI", "LRM", "RLM", "ALM"})
_INVISIBLE = frozenset(
    "\u034f"  # combining grapheme joiner
    "\u115f\u1160\u3164\uffa0"  # Hangul fillers
    "\u17b4\u17b5"  # Khmer inherent vowels
    "\u180b\u180c\u180d\u180e\u180f"  # Mongolian free variation selectors, vowel separator
    "\u2800"  # braille pattern blank
    "\u2028\u2029"  # line and paragraph separators
)
_VARIATION_SELECTORS = ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
_REFUSED_CATEGORIES = {"Cf": "format", "Cs": "format", "Co": "invisible", "Cn": "invisible"}


class NameRefused(RuleViolation):
    """A name a person would see is refused: ``rule`` (and ``field``) is the field, ``reason`` a
    key of :data:`REASONS`, ``message`` says both for people."""

    def __init__(self, field: str, reason: str, message: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(field, message)


def refusal(text: str, *, multiline: bool = False) -> tuple[str, str] | None:
    """The first character of ``text`` a name may not hold and why (a :data:`REASONS` key), or
    ``None``; ``multiline`` allows tabs and line breaks (LF, CR)."""
    marks = 0
    for index, ch in enumerate(text):
        category = unicodedata.category(ch)
        if category == "Cc":
            if not (multiline and ch in _MULTILINE_CONTROLS):
                return ch, "control"
        elif category in _REFUSED_CATEGORIES:
            return ch, _REFUSED_CATEGORIES[category]
        elif unicodedata.bidirectional(ch) in _BIDI_CONTROLS:
            return ch, "format"
        elif ch in _INVISIBLE or any(lo <= ord(ch) <= hi for lo, hi in _VARIATION_SELECTORS):
            return ch, "invisible"
        if category in ("Mn", "Me"):
            marks += 1
            if index == 0 or marks > MAX_MARKS:
                return ch, "marks"
        else:
            marks = 0
    return None


def check_name(
    value: object,
    field: str,
    *,
    longest: int,
    multiline: bool = False,
    required: bool = True,
    what: str | None = None,
) -> str:
    """``value`` as a name a person sees: NFC, surrounding white space removed, at most
    ``longest`` characters (``""`` only when not ``required``), free of the characters listed in
    the module's documentation (tabs and line breaks allowed only when ``multiline``).

    :class:`NameRefused` names ``field`` and the reason; ``what`` is how the message calls the
    field (default: ``field``)."""
    said = what or field
    if not isinstance(value, str):
        raise NameRefused(field, "type", f"{said} must be text")
    if len(value) > INPUT_FACTOR * longest:
        raise NameRefused(field, "length", f"{said} is longer than {longest} characters")
    found = refusal(value, multiline=multiline)
    if found is not None:
        ch, reason = found
        raise NameRefused(field, reason, f"{said} {REASONS[reason]}: U+{ord(ch):04X} is not allowed")
    text = unicodedata.normalize("NFC", value).strip()
    if len(text) > longest:
        raise NameRefused(field, "length", f"{said} is longer than {longest} characters")
    if required and not text:
        raise NameRefused(field, "length", f"{said} is required (1-{longest} characters)")
    return text
