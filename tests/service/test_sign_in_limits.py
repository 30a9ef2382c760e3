"""Sign-in floods (issue #19, item 3), on both backends: the hash gate bounds concurrent argon2
work on every path (counted by an instrumented hasher, not timed), failed sign-ins are limited
per address, per (address, handle) and per handle, the owner at another address still signs in,
and every lockout expires (a fake clock)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from typing import Any, Literal

import pytest
from argon2 import PasswordHasher

from infrastructure.services.accounts import AccountService
from infrastructure.services.errors import Throttled, Unauthorized
from infrastructure.services.sign_in_limits import HashGate, SignInLimits, SignInPolicy

PASSWORD = "correct horse battery"
WRONG = "not the password!"


class CountingHasher(PasswordHasher):
    """argon2id with light parameters that counts how many hashes run at once (the most seen)."""

    def __init__(self) -> None:
        super().__init__(time_cost=1, memory_cost=8192, parallelism=1)
        self.lock = threading.Lock()
        self.running = 0
        self.most = 0
        self.calls = 0
        self.pause = threading.Event()  # while clear, hashes linger so that overlaps are certain

    def _counted(self, work: Callable[[], Any]) -> Any:
        with self.lock:
            self.running += 1
            self.calls += 1
            self.most = max(self.most, self.running)
        try:
            self.pause.wait(0.05)
            return work()
        finally:
            with self.lock:
                self.running -= 1

    def hash(self, password: str | bytes, *, salt: bytes | None = None) -> str:
        return self._counted(lambda: super(CountingHasher, self).hash(password, salt=salt))  # type: ignore[no-any-return]

    def verify(self, hash: str | bytes, password: str | bytes) -> Literal[True]:
        return self._counted(lambda: super(CountingHasher, self).verify(hash, password))  # type: ignore[no-any-return]


class Seconds:
    """A monotonic clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _accounts(services: Any, hasher: PasswordHasher, gate: HashGate, limits: SignInLimits) -> AccountService:
    return AccountService(services.engine, hasher=hasher, hash_gate=gate, sign_in_limits=limits)


def _refused(call: Callable[[], object]) -> Throttled:
    with pytest.raises(Throttled) as caught:
        call()
    return caught.value


def test_a_burst_of_sign_ins_and_sign_ups_never_hashes_more_than_the_gate_admits(services) -> None:
    """24 threads at once (sign-ins right and wrong, unknown handles, registrations), each from
    its own address: never more than 2 argon2 calls run at the same moment."""
    hasher = CountingHasher()
    accounts = _accounts(services, hasher, HashGate(2, wait_seconds=30), SignInLimits())
    accounts.register("owner", PASSWORD)
    hasher.most = 0
    barrier = threading.Barrier(24)
    outcomes: list[str] = []

    def one(i: int) -> None:
        barrier.wait()
        try:
            if i % 4 == 0:
                accounts.register(f"new{i}", PASSWORD)
            else:
                password = PASSWORD if i % 4 == 1 else WRONG
                handle = "owner" if i % 4 != 3 else f"nobody{i}"
                accounts.sign_in(handle, password, address=f"10.0.0.{i}")
            outcomes.append("ok")
        except Unauthorized:
            outcomes.append("401")

    threads = [threading.Thread(target=one, args=(i,)) for i in range(24)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert sorted(outcomes) == sorted(["ok"] * 12 + ["401"] * 12)
    assert hasher.calls >= 24
    assert hasher.most == 2, hasher.most


def test_a_full_gate_refuses_with_503_busy_and_retry_after(services) -> None:
    """No slot frees within the wait: refused (503 ``busy``), and the refused attempt costs the
    address nothing."""
    gate = HashGate(1, wait_seconds=0)
    accounts = _accounts(services, CountingHasher(), gate, SignInLimits(SignInPolicy(address_burst=1)))
    accounts.register("owner", PASSWORD)
    with gate.hashing():  # someone else's hash holds the only slot
        refusal = _refused(lambda: accounts.sign_in("owner", PASSWORD, address="10.0.0.1"))
        assert (refusal.status, refusal.rule, refusal.limit, refusal.retry_after) == (
            503,
            "busy",
            "password_hashing",
            1,
        )
        assert _refused(lambda: accounts.register("other", PASSWORD)).rule == "busy"
    accounts.sign_in("owner", PASSWORD, address="10.0.0.1")  # the busy refusal used no failure


def test_failed_sign_ins_of_a_handle_from_one_address_back_off_and_the_lockout_expires(services) -> None:
    """Five free failures, then locks of 1, 2, 4 ... seconds capped at the maximum; the right
    password is refused while locked and accepted once the lock expired (fake clock); the owner
    at another address signs in all along."""
    clock = Seconds()
    limits = SignInLimits(SignInPolicy(free_failures=5, lockout_max_seconds=8, address_burst=0), clock)
    accounts = _accounts(services, CountingHasher(), HashGate(), limits)
    accounts.register("victim", PASSWORD)
    for _ in range(5):
        with pytest.raises(Unauthorized):
            accounts.sign_in("victim", WRONG, address="6.6.6.6")
    seen = []
    for _ in range(6):
        with pytest.raises(Unauthorized):
            accounts.sign_in("Victim", WRONG, address="6.6.6.6")  # any spelling is the handle
        refusal = _refused(lambda: accounts.sign_in("victim", PASSWORD, address="6.6.6.6"))
        assert (refusal.status, refusal.rule, refusal.limit) == (429, "sign_in_limited", "address_handle")
        seen.append(refusal.retry_after)
        accounts.sign_in("victim", PASSWORD, address="10.1.1.1")  # the owner, elsewhere
        clock.now += refusal.retry_after
    assert seen == [1, 2, 4, 8, 8, 8]  # doubling, capped
    _info, issued = accounts.sign_in("victim", PASSWORD, address="6.6.6.6")  # expired
    assert issued.token


def test_failures_over_many_handles_from_one_address_are_limited(services) -> None:
    """The address's bucket: 3 failures, then refused whatever the handle (known or not, so the
    refusal tells nothing), one more failure allowed per 6 s (10 a minute)."""
    clock = Seconds()
    limits = SignInLimits(SignInPolicy(address_burst=3, address_per_minute=10, handle_burst=0), clock)
    accounts = _accounts(services, CountingHasher(), HashGate(), limits)
    accounts.register("owner", PASSWORD)
    for handle in ("a1", "a2", "owner"):
        with pytest.raises(Unauthorized):
            accounts.sign_in(handle, WRONG, address="6.6.6.6")
    for handle in ("a4", "owner", "not a handle!"):
        refusal = _refused(partial(accounts.sign_in, handle, WRONG, address="6.6.6.6"))
        assert (refusal.status, refusal.limit, refusal.retry_after) == (429, "address", 6)
    accounts.sign_in("owner", PASSWORD, address="10.1.1.1")  # another address is not limited
    clock.now += 6
    with pytest.raises(Unauthorized):
        accounts.sign_in("a5", WRONG, address="6.6.6.6")
    assert _refused(lambda: accounts.sign_in("a6", WRONG, address="6.6.6.6")).limit == "address"


def test_a_distributed_guess_at_one_handle_never_locks_out_a_fresh_address(services) -> None:
    """The handle's bucket (3 failures) emptied from three addresses: an address that failed on it
    recently is refused (``handle``) until its own failure is ``lockout_max_seconds`` old; an
    address with no recent failure (the owner) still signs in."""
    clock = Seconds()
    policy = SignInPolicy(handle_burst=3, handle_per_minute=1, address_burst=0, lockout_max_seconds=60)
    accounts = _accounts(services, CountingHasher(), HashGate(), SignInLimits(policy, clock))
    accounts.register("victim", PASSWORD)
    for i in range(3):
        with pytest.raises(Unauthorized):
            accounts.sign_in("victim", WRONG, address=f"6.6.6.{i}")
    refusal = _refused(lambda: accounts.sign_in("victim", WRONG, address="6.6.6.0"))
    assert (refusal.limit, refusal.retry_after) == ("handle", 60)
    accounts.sign_in("victim", PASSWORD, address="10.1.1.1")  # the owner: no failure of his own
    with pytest.raises(Unauthorized):  # a new attacking address gets its one try ...
        accounts.sign_in("victim", WRONG, address="6.6.6.9")
    clock.now += 30
    assert _refused(lambda: accounts.sign_in("victim", PASSWORD, address="6.6.6.9")).limit == "handle"
    clock.now += 31  # its own failure is a minute old: the lockout is over
    accounts.sign_in("victim", PASSWORD, address="6.6.6.9")


def test_the_command_line_is_not_limited(services) -> None:
    """Without an address (``maumau accounts create-admin``) no limit applies."""
    limits = SignInLimits(SignInPolicy(address_burst=1, free_failures=0))
    accounts = _accounts(services, CountingHasher(), HashGate(), limits)
    accounts.register("root", PASSWORD)
    for _ in range(3):
        with pytest.raises(Unauthorized):
            accounts.sign_in("root", WRONG)
    accounts.sign_in("root", PASSWORD)


def test_one_address_has_one_sign_in_checked_at_a_time(services) -> None:
    """A parallel flood from one address holds one hashing slot at most: while its first attempt
    is being checked the next is refused at once (429 ``address_concurrent``), another address
    is not, and once the answer is out the address may try again."""
    hasher = CountingHasher()
    accounts = _accounts(services, hasher, HashGate(2, wait_seconds=30), SignInLimits())
    accounts.register("owner", PASSWORD)
    hasher.pause.clear()
    entered = threading.Event()
    release = threading.Event()
    original = hasher._counted

    def held(work: Callable[[], Any]) -> Any:
        entered.set()
        release.wait(30)
        return original(work)

    hasher._counted = held  # type: ignore[method-assign]
    first = threading.Thread(target=lambda: accounts.sign_in("owner", PASSWORD, address="6.6.6.6"))
    first.start()
    try:
        assert entered.wait(30)
        refusal = _refused(lambda: accounts.sign_in("owner", PASSWORD, address="6.6.6.6"))
        assert (refusal.status, refusal.rule, refusal.limit, refusal.retry_after) == (
            429,
            "sign_in_limited",
            "address_concurrent",
            1,
        )
    finally:
        release.set()
        first.join(30)
    hasher._counted = original  # type: ignore[method-assign]
    accounts.sign_in("owner", PASSWORD, address="6.6.6.6")
