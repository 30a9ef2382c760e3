"""Golden digests of the engine's whole behaviour, so speed work on ``decide``, ``legal_commands``,
``player_view`` or ``evolve`` cannot change what the engine does without a failing test.

Two digests per ruleset (every preset and a ZONE with house-rule toggles):

* **stream**: every event of a six-round match played by random and heuristic bots, together with
  every view the bots were shown (so a changed view or a changed bot choice shows up too);
* **verdicts**: on every fifth state of that match, what ``decide`` answers to a battery of commands
  — each card of the deck played by the seat to move (with and without a wish and a call), a draw
  and a pass from every seat, and a challenge of every seat — either the events or the refused
  rule's code and message.

How the golden values were computed: this file's functions on the engine of the commit that added it
(``python -m tests.sim.test_golden_behaviour`` prints them).  If behaviour changes *on purpose* (a
rule changed), recompute and update the table in the same commit, saying why.

The digests hash ``repr``s, so they also move when a *shape* changes without any change of
behaviour.  That happened twice, deliberately.  First ``RoundWon.reason`` became a ``Termination``
(repr ``<Termination.OUT: 'out'>`` instead of ``'out'``; the value is the same string) and
``MatchFinished`` gained ``termination`` (schema version 2); then ``State.phase`` became a ``Phase``
(the views' ``phase``: ``<Phase.PLAYING: 'playing'>``; verdict digests unchanged).  Each time all
sixteen earlier values were reproduced by the changed engine with every event and view printed in
its earlier form (enum members as their plain strings, ``termination=`` left out) before the table
was recomputed.  A third time ``MatchStarted`` gained ``player_ids``, ``ruleset_id`` and ``rated``
(schema version 2; results keyed by account and ruleset ids): the eight earlier stream digests were
reproduced with every ``MatchStarted`` printed without the three new fields (all at their defaults in
these bot matches) before the stream column was recomputed; no verdict digest moved.  A fourth time
``MatchStarted`` gained ``clock`` (schema version 3; the turn clock, ``None`` in these matches): the
eight stream digests were again reproduced with ``, clock=None`` left out of every ``MatchStarted``
before the stream column was recomputed; no verdict digest moved.  A fifth time ``MatchStarted``
gained ``sealed`` (schema version 4; sealed tournament matches, ``False`` in these matches): all nine
stream digests were reproduced with ``, sealed=False`` left out of every ``MatchStarted`` before the
stream column was recomputed; no verdict digest moved.

Once a rule changed on purpose (issue 19): a challenge of a forgotten call that another challenge has
just punished (the turn not passed yet) is refused with the reason "already challenged: seat N's
forgotten call has been punished (a call is punished once)", where it read "seat N holds K cards: no
call is due".  The battery's challenges hit that state 1 (MM-003), 2 (MM-004), 5 (ZONE) and 4 (the
ZONE with toggles) times; with that branch of ``decide`` switched off, all nine earlier verdict and
stream digests were reproduced before the four changed verdict digests were recomputed.  No stream
digest moved (the bots challenge only legally).
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterator

import pytest

from domain.errors import RuleViolation
from domain.maumau.bots import Bot, heuristic_bot, random_bot
from domain.maumau.commands import Challenge, Draw, Pass, PlayCards, SeatCommand
from domain.maumau.decide import decide
from domain.maumau.events import Event
from domain.maumau.evolve import fold
from domain.maumau.reference_rulesets import OPENSPIEL_C8
from domain.maumau.rules import PRESETS, ZONE, RuleSet, with_house_rules
from domain.maumau.simulation import play_match
from domain.maumau.state import State
from domain.maumau.view import PlayerView

RULESETS = [
    *PRESETS.values(),
    with_house_rules(ZONE, "jack_on_jack", "nine_reverses", "multi_same_rank"),
    OPENSPIEL_C8,  # the reference ruleset: draw_mode "repeat", no reshuffle, start card "dealer", ...
]


def _match(rules: RuleSet) -> tuple[list[Event], list[PlayerView]]:
    """The events of a six-round, four-seat bot match of ``rules`` and every view a bot saw."""
    views: list[PlayerView] = []

    def watching(bot: Bot) -> Bot:
        def play(view: PlayerView, rng: random.Random) -> SeatCommand | None:
            views.append(view)
            return bot(view, rng)

        return play

    bots = [watching(random_bot), watching(heuristic_bot), watching(random_bot), watching(heuristic_bot)]
    seed = hashlib.sha256(f"golden/{rules.name}".encode()).digest()
    result = play_match(rules, 4, seed, bots, random.Random(rules.name), max_rounds=6)
    return result.events, views


def _battery(s: State) -> Iterator[object]:
    """Commands to put to ``decide`` in state ``s``: legal and illegal alike."""
    deck = sorted({card for hand in s.hands for card in hand} | set(s.discard) | set(s.pile))
    for card in deck:
        for wish in (None, 2):
            for call in (None, "mau", "maumau"):
                yield PlayCards(s.turn, (card,), wish, call)
    for seat in range(s.seats):
        yield Draw(seat)
        yield Pass(seat)
        yield Challenge((seat + 1) % s.seats, seat)


def stream_digest(rules: RuleSet) -> str:
    """SHA-256 over the reprs of the match's events and of every view the bots saw."""
    events, views = _match(rules)
    h = hashlib.sha256()
    for item in (*events, *views):
        h.update(repr(item).encode())
        h.update(b"\n")
    return h.hexdigest()


def verdict_digest(rules: RuleSet) -> str:
    """SHA-256 over ``decide``'s answers to the battery on every fifth state of the match."""
    events, _ = _match(rules)
    h = hashlib.sha256()
    for i in range(1, len(events), 5):
        s = fold(events[:i])
        if s.phase != "playing" or not s.discard:
            continue
        for command in _battery(s):
            try:
                answer = repr(decide(s, command))
            except RuleViolation as exc:
                answer = f"refused {exc.rule}: {exc.message}"
            h.update(f"{i} {command!r} -> {answer}\n".encode())
    return h.hexdigest()


GOLDEN: dict[str, tuple[str, str]] = {  # ruleset -> (stream digest, verdict digest)
    "MM-001": (
        "88d2d05c19167448bb68297462a59397d01e6d7135ca58e6b78af805f84b88b2",
        "6d7f764c57b8637a552ab7caddf1b1ddd5ee152825e965a09158126402e94cb1",
    ),
    "MM-002": (
        "9e527af9cc890d103f3de66327c455ec327f83f08284f1f061f370d52889fb18",
        "5dca230a4c85bf87ea62bc283b56fe7b6e54881c4ba17dab32864c2f31f66144",
    ),
    "MM-003": (
        "ec6f571e862f13d2aa14eac8828037bc2ab4dfa239916ba705cae4cf9bbe076b",
        "09846e9cef0227b40f69c29e99e72fc516e7e1f0b666237fda3b8e34cb587985",
    ),
    "MM-004": (
        "76caef1e36d14263f78d3fcf7debcf351a52c5fea3fe8e411bd30c8c776275b0",
        "9321c05df69935cb8474f9d5d7ac75b8b2ed318fbe30cffbd02cbbf07220a8a4",
    ),
    "MM-005": (
        "ff7ba0b38174a59490c7db35155bb4067a55bc61e80a277a15f134c11e1a17e1",
        "d7cc7df143d6b8ddec21b217b20943eebe25079e22b6f0a230dd3344619824e9",
    ),
    "TAVERN": (
        "271ed8711efde9bf94d12c287b77eff53197e8f2d15c38c2944b29856afdf46d",
        "c9e26d2101497f6251a9fdc49f6f504aa3d58bc3394e37071f1f62d2055fa039",
    ),
    "ZONE": (
        "dd730595bf854d60da1a6b36bb4739d4dd81013051c23ecf8482dc665bc67c8d",
        "02f09a847ddf5602375d39a86b0c1e3c7168ee12201d3e8e404927d75e26508b",
    ),
    "ZONE+jack_on_jack+nine_reverses+multi_same_rank": (
        "0b5be0221a71f6361496f0c1bd0e82b3cf4c1aad0438425356a84dd95e1597a2",
        "8b8fb850c98bddaee223abbd2a0b2ab8fc063d7181bd520cff67e6b8ec6d5b2b",
    ),
    "OPENSPIEL-C8": (
        "5d2a251cb8d28fc32929c5d4e8133db2d0ee627cc26e2e22afec5d05c2a38c2e",
        "31a2b574e03af3756e7e0c24dfaac43b07d6b48e8315cac8b01a1f2fc1ce0922",
    ),
}


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.name)
def test_stream_is_golden(rules: RuleSet) -> None:
    assert stream_digest(rules) == GOLDEN[rules.name][0]


@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: r.name)
def test_verdicts_are_golden(rules: RuleSet) -> None:
    assert verdict_digest(rules) == GOLDEN[rules.name][1]


if __name__ == "__main__":  # recompute the golden table
    for ruleset in RULESETS:
        print(f"    {ruleset.name!r}: ({stream_digest(ruleset)!r},\n        {verdict_digest(ruleset)!r}),")
