"""domain.names: the one check of every name a person sees (issue #19, item 2)."""

from __future__ import annotations

import pytest

from domain.errors import RuleViolation
from domain.names import MAX_MARKS, NameRefused, check_name

REFUSED = [
    ("alice\n", "control"),
    ("\nalice", "control"),
    ("al\tice", "control"),
    ("alice\x00", "control"),
    ("alice\x7f", "control"),
    ("alice\x85", "control"),  # NEL: a C1 control
    ("alice\u202e", "format"),  # right-to-left override
    ("\u202dalice", "format"),  # left-to-right override
    ("ali\u2067ce", "format"),  # right-to-left isolate
    ("alice\u200e", "format"),  # left-to-right mark
    ("alice\u061c", "format"),  # Arabic letter mark
    ("ali\u200dce", "format"),  # zero-width joiner
    ("ali\u200cce", "format"),  # zero-width non-joiner
    ("ali\u200bce", "format"),  # zero-width space
    ("ali\u2060ce", "format"),  # word joiner
    ("\ufeffalice", "format"),  # byte-order mark
    ("ali\u00adce", "format"),  # soft hyphen
    ("alice\U000e0041", "format"),  # tag letter A
    ("alice\ud800", "format"),  # a lone surrogate (JSON allows one)
    ("alice\ue000", "invisible"),  # private use
    ("alice\u2028", "invisible"),  # line separator
    ("alice\u3164", "invisible"),  # Hangul filler
    ("alice\u2800", "invisible"),  # braille blank
    ("alice\u034f", "invisible"),  # combining grapheme joiner
    ("alice\ufe0f", "invisible"),  # variation selector 16
    ("\u0301alice", "marks"),  # starts with a combining mark
    ("a" + "\u0301" * (MAX_MARKS + 1), "marks"),  # a pile of marks
    ("", "length"),
    ("   ", "length"),
    ("x" * 33, "length"),
]


@pytest.mark.parametrize(("raw", "reason"), REFUSED)
def test_refused(raw: str, reason: str) -> None:
    with pytest.raises(NameRefused) as refused:
        check_name(raw, "handle", longest=32)
    assert (refused.value.rule, refused.value.field, refused.value.reason) == ("handle", "handle", reason)
    assert isinstance(refused.value, RuleViolation)  # a decider's refusal like any other


def test_not_text() -> None:
    for value in (None, 7, b"alice", ["alice"]):
        with pytest.raises(NameRefused) as refused:
            check_name(value, "name", longest=10)
        assert refused.value.reason == "type"


def test_input_is_bounded_before_normalisation() -> None:
    with pytest.raises(NameRefused) as refused:
        check_name("e\u0301" * 41, "name", longest=10)  # 82 code points > 4 x 10
    assert refused.value.reason == "length"


ACCEPTED = [
    ("alice", "alice"),
    ("  Spring Cup  ", "Spring Cup"),
    ("Zoe\u0308", "Zoë"),  # NFC: composed
    ("Ａｌｉｃｅ", "Ａｌｉｃｅ"),  # noqa: RUF001 - compatibility forms are not folded here (handles fold them)
    ("Café cup \u2013 2. Runde", "Café cup \u2013 2. Runde"),
    ("Nguyễn", "Nguyễn"),
    ("שלום", "שלום"),  # right-to-left letters are letters; only the controls are refused
    ("日本語の名前", "日本語の名前"),
    ("a\u00a0b", "a\u00a0b"),  # a no-break space is a space
    ("a" + "\u0301" * MAX_MARKS, "a" + "\u0301" * MAX_MARKS),
]


@pytest.mark.parametrize(("raw", "shown"), ACCEPTED)
def test_accepted(raw: str, shown: str) -> None:
    import unicodedata

    assert check_name(raw, "name", longest=32) == unicodedata.normalize("NFC", shown)


def test_multiline_texts_keep_line_breaks_and_tabs_only() -> None:
    assert check_name(" line 1\r\n\tline 2\n", "text", longest=100, multiline=True) == "line 1\r\n\tline 2"
    for hidden in ("\x00", "\x1b", "\u202e", "\u200d", "\u2028", "\u2029"):
        with pytest.raises(NameRefused):
            check_name(f"line 1\n{hidden}line 2", "text", longest=100, multiline=True)


def test_optional_text_may_be_empty() -> None:
    assert check_name("  ", "reason", longest=10, required=False) == ""
