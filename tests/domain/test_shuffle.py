"""The verifiable shuffle (RULES.md §7) and the deal.

The reference implementation below is written from the docstring of ``domain/shuffle.py`` alone
(it never calls the module), so the known-answer tests pin the *documented* algorithm: anyone who
reads the contract can re-run a deal and every reshuffle from a revealed seed.
"""

from __future__ import annotations

import hashlib
import random
import struct
from collections.abc import Iterator, Sequence

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from domain.maumau import (
    MM_001,
    PRESETS,
    ZONE,
    CardsDealt,
    DrawPileReshuffled,
    RoundStarted,
    RoundWon,
    RuleViolation,
    StartCardTurned,
    StartRound,
    build_deck,
    card_name,
    commitment,
    deal_order,
    decide,
    parse_card,
    reshuffle_order,
    verify_commitment,
    verify_round,
)
from domain.maumau.bots import random_bot
from domain.maumau.events import Event
from domain.maumau.simulation import play_match, play_round, start_match
from domain.shuffle import explicit_deck_seed
from tests.domain.driving import new_match, new_round, step

seeds = st.binary(min_size=32, max_size=32)


# ---------------------------------------------------------------- reference, from the docstring


def ref_words(seed: bytes, label: bytes) -> Iterator[int]:
    """``sha256(seed + label + counter)`` blocks, counter a u64 big-endian from 0, cut into 8-byte
    big-endian words."""
    counter = 0
    while True:
        block = hashlib.sha256(seed + label + struct.pack(">Q", counter)).digest()
        yield from struct.unpack(">4Q", block)
        counter += 1


def ref_below(words: Iterator[int], n: int) -> int:
    """Uniform int below ``n``: accept a word ``x < 2**64 - 2**64 % n``, answer ``x % n``."""
    limit = 2**64 - (2**64 % n)
    for x in words:
        if x < limit:
            return x % n
    raise AssertionError("unreachable")  # pragma: no cover


def ref_shuffle(cards: Sequence[int], seed: bytes, label: bytes) -> list[int]:
    """Fisher-Yates: for i from len-1 down to 1, swap positions i and uniform(i + 1)."""
    out = list(cards)
    words = ref_words(seed, label)
    for i in reversed(range(1, len(out))):
        j = ref_below(words, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def ref_commitment(seed: bytes) -> str:
    return hashlib.sha256(b"maumau/commit/v1:" + seed).hexdigest()


def names(cards: Sequence[int]) -> list[str]:
    return [card_name(c) for c in cards]


# ---------------------------------------------------------------- known answers

SEED_0_TO_31 = bytes(range(32))
DEAL_32_SEED_0_TO_31 = [
    "D8",
    "C10",
    "D10",
    "CA",
    "SK",
    "SA",
    "H10",
    "C8",
    "CJ",
    "HK",
    "H9",
    "S7",
    "DA",
    "C7",
    "S10",
    "DQ",
    "H8",
    "S8",
    "CQ",
    "CK",
    "C9",
    "HJ",
    "SQ",
    "D7",
    "D9",
    "HQ",
    "DK",
    "H7",
    "DJ",
    "SJ",
    "HA",
    "S9",
]
DEAL_52_ZERO_SEED_FIRST_12 = ["CA", "S10", "DA", "D10", "SK", "H4", "D6", "HK", "HJ", "C4", "S9", "S8"]
COMMITMENT_0_TO_31 = "6cf6d1357a58442da5354632d0567e536a2895fbbd33241fdefaa35505d5e34d"


def test_known_answer_deal_of_the_32_card_deck() -> None:
    """The documented algorithm, re-implemented here, gives this exact order; so does the engine."""
    canonical = build_deck(32)
    assert names(ref_shuffle(canonical, SEED_0_TO_31, b"deal")) == DEAL_32_SEED_0_TO_31
    assert names(deal_order(canonical, SEED_0_TO_31)) == DEAL_32_SEED_0_TO_31


def test_known_answer_deal_of_the_52_card_deck() -> None:
    canonical = build_deck(52)
    assert names(ref_shuffle(canonical, bytes(32), b"deal"))[:12] == DEAL_52_ZERO_SEED_FIRST_12
    assert names(deal_order(canonical, bytes(32)))[:12] == DEAL_52_ZERO_SEED_FIRST_12


def test_known_answer_commitment() -> None:
    assert ref_commitment(SEED_0_TO_31) == COMMITMENT_0_TO_31
    assert commitment(SEED_0_TO_31) == COMMITMENT_0_TO_31


def test_the_canonical_deck_is_sorted_and_complete() -> None:
    """The deal shuffles the canonical sorted deck: 32 (7..A) or 52 (2..A) cards per deck."""
    assert build_deck(32) == tuple(
        sorted(parse_card(s + r) for s in "CSHD" for r in ("7", "8", "9", "10", "J", "Q", "K", "A"))
    )
    assert len(build_deck(52)) == 52
    assert len(set(build_deck(52))) == 52
    assert build_deck(32, 2) == tuple(sorted(build_deck(32) * 2))


@given(seed=seeds, size=st.sampled_from([(32, 1), (52, 1), (32, 2)]))
def test_deal_order_is_the_documented_algorithm(seed: bytes, size: tuple[int, int]) -> None:
    canonical = build_deck(*size)
    assert list(deal_order(canonical, seed)) == ref_shuffle(canonical, seed, b"deal")


@given(seed=seeds, k=st.integers(1, 500), cards=st.lists(st.sampled_from(build_deck(52)), max_size=104))
def test_reshuffle_order_is_the_documented_algorithm(seed: bytes, k: int, cards: list[int]) -> None:
    assert list(reshuffle_order(cards, seed, k)) == ref_shuffle(cards, seed, b"reshuffle:" + str(k).encode())


@given(seed=seeds, cards=st.lists(st.integers(0, 80), max_size=120), label=st.binary(max_size=20))
def test_shuffles_are_permutations(seed: bytes, cards: list[int], label: bytes) -> None:
    from domain.shuffle import shuffled

    assert sorted(shuffled(cards, seed, label)) == sorted(cards)
    assert sorted(deal_order(cards, seed)) == sorted(cards)


def test_rejection_sampling_skips_words_at_or_above_the_limit() -> None:
    """With ``n`` not a power of two the top ``2**64 % n`` words are rejected, never folded by
    modulo (that would bias the low results)."""
    n = 3
    limit = 2**64 - 2**64 % n
    assert ref_below(iter([limit, limit + 1, 7]), n) == 7 % n
    assert ref_below(iter([limit - 1]), n) == (limit - 1) % n


def test_shuffles_are_roughly_uniform() -> None:
    """Each of the 6 orders of 3 cards comes up about equally often over 6,000 seeds."""
    counts: dict[tuple[int, ...], int] = {}
    for i in range(6000):
        order = deal_order((1, 2, 3), hashlib.sha256(b"uniform" + i.to_bytes(4, "big")).digest())
        counts[order] = counts.get(order, 0) + 1
    assert len(counts) == 6
    assert all(850 < c < 1150 for c in counts.values()), counts  # mean 1000, sd ~29


def test_every_card_lands_in_every_position_about_equally_often() -> None:
    """Chi-square over the 32 x 32 table (card, deal position) for 3,200 fixed seeds: expected 100
    per cell, 31 x 31 = 961 degrees of freedom (mean 961, sd ~44); a biased shuffle (e.g. the
    naive "swap with any position" or a modulo-biased draw) lands far above the bound."""
    deck = build_deck(32)
    rounds = 3200
    table = [[0] * 32 for _ in range(32)]
    index = {card: i for i, card in enumerate(deck)}
    for k in range(rounds):
        order = deal_order(deck, hashlib.sha256(b"chi-square" + k.to_bytes(4, "big")).digest())
        for position, card in enumerate(order):
            table[index[card]][position] += 1
    expected = rounds / 32
    chi2 = sum((cell - expected) ** 2 / expected for row in table for cell in row)
    assert chi2 < 961 + 5 * 44, chi2


# ---------------------------------------------------------------- commitment


@given(seed=seeds)
def test_commitment_is_the_documented_hash_and_verifies(seed: bytes) -> None:
    assert commitment(seed) == ref_commitment(seed)
    assert verify_commitment(seed, commitment(seed))


@given(seed=seeds, other=seeds)
def test_verify_commitment_rejects_any_other_seed(seed: bytes, other: bytes) -> None:
    assume(seed != other)
    assert not verify_commitment(other, commitment(seed))


@given(seed=seeds, flip=st.integers(0, 255))
def test_verify_commitment_rejects_a_seed_one_bit_off(seed: bytes, flip: int) -> None:
    tampered = bytearray(seed)
    tampered[flip // 8] ^= 1 << (flip % 8)
    assert not verify_commitment(bytes(tampered), commitment(seed))
    published = commitment(seed)
    digit = flip % 64
    wrong = published[:digit] + format(int(published[digit], 16) ^ 1, "x") + published[digit + 1 :]
    assert not verify_commitment(seed, wrong)


def test_round_publishes_the_commitment_and_reveals_the_seed_at_the_end() -> None:
    seed = SEED_0_TO_31
    result = play_match(MM_001, 3, seed, [random_bot] * 3, random.Random(3), max_rounds=1)
    started = next(e for e in result.events if isinstance(e, RoundStarted))
    won = next(e for e in result.events if isinstance(e, RoundWon))
    round_seed = bytes.fromhex(started.seed)
    assert started.commitment == ref_commitment(round_seed)
    assert won.seed == started.seed
    assert verify_commitment(bytes.fromhex(won.seed), started.commitment)
    check = verify_round(result.events, 1)
    assert check.ok, check.problems
    assert not verify_round(result.events, 1, bytes(32).hex()).ok


# ---------------------------------------------------------------- same seed, same round


@pytest.mark.parametrize("preset", ["MM-001", "MM-002", "ZONE"])
def test_same_seed_same_round(preset: str) -> None:
    """Two rounds from the same seed (and the same bot choices) are identical, event for event."""
    rules = PRESETS[preset]
    runs = []
    for _ in range(2):
        state = start_match(rules, 4)
        runs.append(play_round(state, [random_bot] * 4, random.Random(11), seed=SEED_0_TO_31).events)
    assert runs[0] == runs[1]
    assert any(isinstance(e, RoundWon) for e in runs[0])


@given(seed=seeds)
def test_the_deal_is_a_function_of_the_seed(seed: bytes) -> None:
    first = new_round(MM_001, 3, seed=seed)
    second = new_round(MM_001, 3, seed=seed)
    assert first == second


@given(seed=seeds, other=seeds, preset=st.sampled_from(sorted(PRESETS)))
def test_different_seeds_deal_differently(seed: bytes, other: bytes, preset: str) -> None:
    assume(seed != other)
    rules = PRESETS[preset]
    _, a = new_round(rules, 2, seed=seed)
    _, b = new_round(rules, 2, seed=other)
    deal_a = next(e for e in a if isinstance(e, RoundStarted))
    deal_b = next(e for e in b if isinstance(e, RoundStarted))
    assert deal_a.deck != deal_b.deck  # equal only with probability 1/32! (or 1/52!)
    assert deal_a.commitment != deal_b.commitment


@given(seed=seeds, preset=st.sampled_from(sorted(PRESETS)))
def test_round_deck_is_the_documented_shuffle(seed: bytes, preset: str) -> None:
    rules = PRESETS[preset]
    seats = rules.players[1]
    _, events = new_round(rules, seats, seed=seed)
    started = next(e for e in events if isinstance(e, RoundStarted))
    assert list(started.deck) == ref_shuffle(build_deck(rules.deck, rules.decks_for(seats)), seed, b"deal")
    assert started.seed == seed.hex()
    assert not started.explicit_deck


# ---------------------------------------------------------------- reshuffles


def _check_reshuffles(events: list[Event], seed: bytes) -> int:
    """Every reshuffle in ``events`` (one round) is the documented shuffle of the discard pile
    without its top card, bottom to top, with label ``reshuffle:k``, k counting 1, 2, ... ."""
    from domain.maumau import fold

    state = None
    seen = 0
    prefix: list[Event] = []
    for event in events:
        if isinstance(event, DrawPileReshuffled):
            state = fold(prefix)
            seen += 1
            assert event.counter == seen
            expected = ref_shuffle(state.discard[:-1], seed, b"reshuffle:" + str(seen).encode())
            assert list(event.order) == expected
        prefix.append(event)
    return seen


def test_reshuffle_orders_derive_from_seed_and_counter() -> None:
    """Rounds long enough to reshuffle: each reshuffle order is shuffle(seed, "reshuffle:k")."""
    total = 0
    for i in range(40):
        result = play_match(
            MM_001,
            2,
            hashlib.sha256(b"reshuffle" + bytes([i])).digest(),
            [random_bot] * 2,
            random.Random(i),
            max_rounds=1,
        )
        started = next(e for e in result.events if isinstance(e, RoundStarted))
        total += _check_reshuffles(result.events, bytes.fromhex(started.seed))
    assert total >= 5, "no round reshuffled: the test proves nothing"


def test_reshuffle_of_an_explicit_deck_uses_the_documented_seed() -> None:
    """Without a seed, an explicit deck's reshuffles use sha256("maumau/explicit-deck/v1:" + deck);
    with one, they use the given seed."""
    rng = random.Random(5)
    for with_seed in (False, True):
        found = 0
        for _ in range(40):
            deck = list(build_deck(32))
            rng.shuffle(deck)
            seed = rng.randbytes(32) if with_seed else None
            expected_seed = (
                seed if seed is not None else hashlib.sha256(b"maumau/explicit-deck/v1:" + bytes(deck)).digest()
            )
            assert explicit_deck_seed(deck) == hashlib.sha256(b"maumau/explicit-deck/v1:" + bytes(deck)).digest()
            state, events = new_round(MM_001, 2, seed=seed, deck=tuple(deck))
            started = next(e for e in events if isinstance(e, RoundStarted))
            assert started.explicit_deck
            assert started.deck == tuple(deck)
            assert started.seed == expected_seed.hex()
            assert started.commitment == ref_commitment(expected_seed)
            result = play_round(state, [random_bot] * 2, rng)
            found += _check_reshuffles(events + result.events, expected_seed)
        assert found >= 3


# ---------------------------------------------------------------- explicit deck orders


@pytest.mark.parametrize(("preset", "seats"), [("MM-001", 2), ("MM-001", 5), ("MM-003", 7), ("ZONE", 10)])
def test_the_deal_of_an_explicit_deck_is_exactly_that_order(preset: str, seats: int) -> None:
    rules = PRESETS[preset]
    deck = list(build_deck(rules.deck, rules.decks_for(seats)))
    random.Random(seats).shuffle(deck)
    size = rules.hand_size_for(seats)
    dealt = seats * size
    # Make the start card one that is never buried: an ordinary rank of this ruleset.
    ordinary = next(i for i in range(dealt, len(deck)) if rules.effect_by_rank[deck[i] & 15] is None)
    deck[dealt], deck[ordinary] = deck[ordinary], deck[dealt]
    state, events = new_round(rules, seats, deck=tuple(deck))
    hands = next(e for e in events if isinstance(e, CardsDealt)).hands
    # Card i goes to seat (first + i) % seats; round 1 deals first to seat 0.
    for seat in range(seats):
        assert list(hands[seat]) == deck[seat:dealt:seats]
        assert state.hands[seat] == deck[seat:dealt:seats]
    turned = next(e for e in events if isinstance(e, StartCardTurned))
    assert turned.card == deck[dealt]
    assert turned.buried == ()
    assert state.discard == [deck[dealt]]
    assert list(reversed(state.pile)) == deck[dealt + 1 :]  # drawn in deck order


def test_explicit_deck_buries_turned_specials_under_the_pile_in_turned_order() -> None:
    rules = MM_001
    deck = list(build_deck(32))
    dealt = 10
    order = [parse_card(n) for n in ("C7", "HJ", "SA", "D9")]  # three specials turned, then the D9
    rest = [c for c in deck if c not in order]
    full = rest[:dealt] + order + rest[dealt:]
    state, events = new_round(rules, 2, deck=tuple(full))
    turned = next(e for e in events if isinstance(e, StartCardTurned))
    assert turned.card == parse_card("D9")
    assert list(turned.buried) == order[:3]
    assert list(reversed(state.pile)) == rest[dealt:] + order[:3]


def test_explicit_deck_rotates_the_first_seat_in_round_two() -> None:
    rules = PRESETS["TAVERN"]
    state, _ = new_match(rules, 3)
    for round_no in (1, 2):
        deck = list(build_deck(52))
        random.Random(round_no).shuffle(deck)
        start = next(i for i in range(15, 52) if deck[i] & 15 not in (7, 8, 11))
        deck[15], deck[start] = deck[start], deck[15]
        state, _ = step(state, StartRound(deck=tuple(deck)))
        first = round_no - 1
        assert state.first_seat == first == state.turn
        for i in range(15):
            assert state.hands[(first + i) % 3][i // 3] == deck[i]
        if round_no == 1:
            result = play_round(state, [random_bot] * 3, random.Random(0))
            assert result.stats.winner is not None


@pytest.mark.parametrize("bad", ["short", "duplicate", "foreign"])
def test_an_explicit_deck_must_be_a_permutation_of_the_rulesets_deck(bad: str) -> None:
    state, _ = new_match(ZONE, 4)
    deck = list(build_deck(32))
    if bad == "short":
        deck = deck[:-1]
    elif bad == "duplicate":
        deck[0] = deck[1]
    else:
        deck[0] = parse_card("S2")  # not in a 32-card deck
    with pytest.raises(RuleViolation) as refused:
        decide(state, StartRound(deck=tuple(deck)))
    assert refused.value.rule == "deck"
