"""Teaching: the seeds' quiz and guided game, as positions and moves the engine itself decides.

* :func:`quiz` — the two puzzles of seed 000's rules page ("Was darfst du legen?"): the Heart Queen
  on top, then the Club Jack wishing Hearts.  Each puzzle is a real position, dealt from an
  explicit deck under MM-001 and reached by ``decide`` (the predecessor's Jack is a real play), and
  whether each offered card may be played is :func:`~domain.maumau.legal.legal_commands`' answer
  on it, never a stored yes/no.  The seed's explanation of each card travels as a key
  (``quiz.<puzzle>.<card>``) the pages word in every language.
* :data:`GUIDED` — the two-player game against "Kalle" of seed 003: TAVERN (52 cards, Jack on
  Jack, automatic "Mau") with seven cards each (``hand_size_2p=7``), the Heart 9 on top.  The seed
  names your seven cards, the cards Kalle plays and the card you draw; the rest of the deck is
  chosen to fit the story (Kalle has no other 7, no Diamond and no Jack; nor do the cards he
  draws) and :func:`guided_deck` varies the cards nobody ever sees, so every tutorial table is
  dealt a deck of its own (a deck deals one table only) that plays the same game.
  :data:`GUIDED_STEPS` are your moves, each found by the position it is made in (the top card
  and the card just drawn), with the key of its hint and of what Kalle did before it.
* :data:`KALLE_SCRIPT` — the cards Kalle plays; the bot ``kalle`` (:func:`domain.maumau.bots.kalle_bot`)
  plays the first of them the rules allow now, seeing only his view.

Pure: no I/O; the variation of the deck arrives as bytes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from domain.cards import SUITS, build_deck, card_name, parse_card
from domain.maumau.commands import PlayCards, StartMatch, StartRound
from domain.maumau.decide import decide
from domain.maumau.evolve import fold
from domain.maumau.legal import legal_commands
from domain.maumau.rules import MM_001, TAVERN, RuleSet, derive
from domain.maumau.state import State
from domain.shuffle import shuffled

__all__ = [
    "GUIDED",
    "GUIDED_OVERRIDES",
    "GUIDED_RULES",
    "GUIDED_STEPS",
    "KALLE_SCRIPT",
    "PUZZLES",
    "QUIZ_RULES",
    "GuidedStep",
    "Puzzle",
    "explicit_deck",
    "guided_deck",
    "guided_plan",
    "quiz",
    "quiz_states",
]


def _cards(text: str) -> tuple[int, ...]:
    return tuple(parse_card(name) for name in text.split())


def explicit_deck(
    rules: RuleSet,
    seats: int,
    hands: Sequence[Sequence[int]],
    start: int,
    pile: Sequence[int] = (),
    rest: Sequence[int] | None = None,
) -> tuple[int, ...]:
    """The deck order that deals ``hands`` (seat 0 first, one card a seat in turn), turns ``start``
    and then draws ``pile`` in order; ``rest`` (default: the unused cards in deck order) follows.
    ``ValueError`` when the cards are not distinct cards of the ruleset's deck."""
    size = rules.hand_size_for(seats)
    if len(hands) != seats or any(len(h) != size for h in hands):
        raise ValueError(f"{seats} hands of {size} cards each")
    dealt = [hands[i % seats][i // seats] for i in range(seats * size)]
    used = [*dealt, start, *pile]
    canonical = build_deck(rules.deck, rules.decks_for(seats))
    if len(set(used)) != len(used) or not set(used) <= set(canonical):
        raise ValueError("the cards must be distinct cards of the deck")
    left = [c for c in canonical if c not in set(used)] if rest is None else list(rest)
    if sorted([*used, *left]) != list(canonical):
        raise ValueError("rest: the deck's other cards")
    return (*used, *left)


# ---------------------------------------------------------------- the quiz (seed 000)

QUIZ_RULES = MM_001
"""The quiz's rules: the app's classic template (MM-001)."""


@dataclass(frozen=True, slots=True)
class Puzzle:
    """One quiz puzzle: its key, the seat whose hand is offered, the predecessor's play (if any)."""

    key: str
    seat: int
    offered: tuple[int, ...]
    before: PlayCards | None


_QUIZ_HANDS = (_cards("HK SQ D9 CJ S7"), _cards("H8 C9 SJ HA DK"))
_QUIZ_START = parse_card("HQ")
PUZZLES = (
    Puzzle("top", 0, _QUIZ_HANDS[0], None),
    # "Dein Vorgänger hat den Kreuz Buben gelegt und sich Herz gewünscht": seat 0's Jack, seat 1 answers.
    Puzzle("after_jack", 1, _QUIZ_HANDS[1], PlayCards(0, _cards("CJ"), wish=SUITS.index("H"))),
)
"""The seed's two puzzles, in its order, each with the hand offered in the seed's order."""


def quiz_states() -> list[State]:
    """The position of each puzzle, reached by the engine from an explicit deal."""
    deck = explicit_deck(QUIZ_RULES, 2, _QUIZ_HANDS, _QUIZ_START)
    state = _apply(fold([]), StartMatch(QUIZ_RULES, 2), StartRound(deck=deck))
    out = []
    for puzzle in PUZZLES:
        if puzzle.before is not None:
            state = _apply(state, puzzle.before)
        out.append(state)
    return out


def _apply(state: State, *commands: object) -> State:
    for command in commands:
        state = fold(decide(state, command), state)
    return state


def quiz() -> list[dict[str, Any]]:
    """Each puzzle as the page shows it: the top card, the wish, and per offered card (in the
    seed's order) whether the engine lets the seat play it now and the key of the seed's
    explanation (``quiz.<puzzle>.<card>``)."""
    out = []
    for puzzle, state in zip(PUZZLES, quiz_states(), strict=True):
        playable = {
            c.cards[0] for c in legal_commands(state, puzzle.seat) if type(c) is PlayCards and len(c.cards) == 1
        }
        out.append(
            {
                "puzzle": puzzle.key,
                "ruleset": QUIZ_RULES.name,
                "top": card_name(state.discard[-1]),
                "wish": SUITS[state.wish] if state.wish >= 0 else None,
                "cards": [
                    {"card": card_name(c), "legal": c in playable, "explanation": f"quiz.{puzzle.key}.{card_name(c)}"}
                    for c in puzzle.offered
                ],
            }
        )
    return out


# ---------------------------------------------------------------- the guided game (seed 003)

GUIDED_RULES = derive(TAVERN, name="TAVERN tutorial", hand_size_2p=7)
"""TAVERN with the tutorial's seven cards each (seed 003: "seven cards instead of five"); as a
saved ruleset: base ``TAVERN``, overrides :data:`GUIDED_OVERRIDES`."""

GUIDED_OVERRIDES: dict[str, Any] = {"hand_size_2p": 7}

_YOU = _cards("HK S7 C7 C8 SJ D4 H2")
_KALLE = _cards("SK D7 S4 HQ C3 C5 S10")
_START = parse_card("H9")
_PILE = _cards("C2 C9 S3 S6 H5 H6 C10 H4")
"""Kalle's six penalty cards, the card he draws on the Diamond wish, then the card you draw."""

KALLE_SCRIPT: tuple[int, ...] = _cards("SK D7 S4 HQ")
"""The cards Kalle plays, in the seed's order."""

GUIDED: dict[str, Any] = {
    "ruleset": {"base": TAVERN.name, "overrides": GUIDED_OVERRIDES, "name": GUIDED_RULES.name},
    "seats": 2,
    "you": 0,
    "bot": "kalle",
}
"""How the tutorial table is opened (the deck: :func:`guided_deck`)."""


@dataclass(frozen=True, slots=True)
class GuidedStep:
    """One of your moves: made when ``top`` is the open card (and ``drawn`` the card just drawn,
    if any); ``move`` as the API's legal entry; keys of the hint and of what came before."""

    top: str
    drawn: str | None
    move: dict[str, Any]
    hint: str
    before: str | None

    def as_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {"top": self.top, "drawn": self.drawn, "move": self.move, "hint": self.hint, "before": self.before}


def _play(card: str, wish: str | None = None) -> dict[str, Any]:
    return {"type": "play", "cards": [card], "wish": wish}


GUIDED_STEPS: tuple[GuidedStep, ...] = (
    GuidedStep("H9", None, _play("HK"), "guided.hint.hk", None),
    GuidedStep("SK", None, _play("S7"), "guided.hint.s7", "guided.kalle.sk"),
    GuidedStep("D7", None, _play("C7"), "guided.hint.c7", "guided.kalle.d7"),
    GuidedStep("C7", None, _play("C8"), "guided.hint.c8", "guided.kalle.draw6"),
    GuidedStep("C8", None, _play("SJ", "D"), "guided.hint.sj", "guided.kalle.skipped"),
    GuidedStep("SJ", None, _play("D4"), "guided.hint.d4", "guided.kalle.draw1"),
    GuidedStep("S4", None, {"type": "draw"}, "guided.hint.draw", "guided.kalle.s4"),
    GuidedStep("S4", "H4", _play("H4"), "guided.hint.h4", None),
    GuidedStep("HQ", None, _play("H2"), "guided.hint.h2", "guided.kalle.hq"),
)
"""Your moves in the seed's order."""


def guided_deck(variation: bytes) -> tuple[int, ...]:
    """The tutorial's deck: the seed's cards where the game reaches them, the 29 cards nobody
    draws in an order drawn from ``variation`` (so each table gets its own deck)."""
    used = {*_YOU, *_KALLE, _START, *_PILE}
    unused = [c for c in build_deck(GUIDED_RULES.deck, 1) if c not in used]
    rest = shuffled(unused, variation, b"teaching/guided")
    return explicit_deck(GUIDED_RULES, 2, (_YOU, _KALLE), _START, _PILE, rest)


def guided_plan() -> dict[str, Any]:
    """The tutorial as the page follows it: how to open the table, and your steps."""
    return {**GUIDED, "steps": [s.as_dict() for s in GUIDED_STEPS]}
