"""The statistics of balance studies, written once with the standard library only.

Rates get Wilson score intervals (they stay inside 0..1 and behave for rare events), differences
of rates the normal-approximation interval and a two-sided two-proportion z-test, differences of
means Welch's interval and test (normal approximation: studies have thousands of rounds), and a
seat distribution the chi-square test of "every seat wins as often" (p-value from the regularised
incomplete gamma function).

Paired comparisons (both rulesets of a study play the same deals: common random numbers) get
the paired-difference interval and Student's t-test (:func:`paired_difference`, the t
distribution from the regularised incomplete beta function), a Holm correction over the figures
compared (:func:`holm`), and the sample sizes that detect a given difference with 80% power at
the 5% level (:func:`rounds_for_power`, paired and unpaired).  Every function is pure;
``tests/balance`` checks them against values worked out by hand and by published tables.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from statistics import NormalDist

__all__ = [
    "Z95",
    "Interval",
    "PairedSummary",
    "chi_square_sf",
    "chi_square_uniform",
    "difference_of_differences",
    "holm",
    "mean_difference",
    "normal_sf",
    "paired_difference",
    "proportion_difference",
    "proportion_vs",
    "rounds_for_power",
    "student_t_sf",
    "t_quantile",
    "wilson",
]

Z95 = 1.959963984540054
"""The two-sided 95% quantile of the standard normal distribution."""


@dataclass(frozen=True, slots=True)
class Interval:
    """An estimate with its 95% interval and, for a difference, the two-sided p-value of "no difference"."""

    estimate: float
    low: float
    high: float
    p_value: float | None = None

    @property
    def significant(self) -> bool:
        """True when the difference is significant at the 5% level (a rate's interval: never)."""
        return self.p_value is not None and self.p_value < 0.05

    def to_dict(self) -> dict[str, float | bool | None]:
        """JSON form."""
        return {
            "estimate": self.estimate,
            "low": self.low,
            "high": self.high,
            "p_value": self.p_value,
            "significant": self.significant if self.p_value is not None else None,
        }


def normal_sf(z: float) -> float:
    """P(Z > z) for a standard normal Z."""
    return 0.5 * math.erfc(z / math.sqrt(2.0))


def wilson(successes: int, trials: int, z: float = Z95) -> Interval:
    """The rate ``successes / trials`` with its Wilson score interval (0..1 for no trials)."""
    if trials <= 0:
        return Interval(0.0, 0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return Interval(p, max(0.0, centre - half), min(1.0, centre + half))


def proportion_vs(successes: int, trials: int, expected: float, z: float = Z95) -> Interval:
    """``successes / trials - expected`` (a rate against a fixed share, e.g. a seat's fair
    ``1 / seats``) with its 95% Wald interval and the two-sided p-value of the one-sample z-test."""
    if trials <= 0:
        return Interval(0.0, -1.0, 1.0, 1.0)
    p = successes / trials
    diff = p - expected
    se = math.sqrt(p * (1 - p) / trials)
    se0 = math.sqrt(expected * (1 - expected) / trials)
    p_value = 1.0 if se0 == 0 else min(1.0, 2 * normal_sf(abs(diff) / se0))
    return Interval(diff, diff - z * se, diff + z * se, p_value)


def difference_of_differences(a: Interval, b: Interval, z: float = Z95) -> Interval:
    """``a - b`` for two independent differences given with 95% intervals (standard errors from
    the interval widths), with the two-sided p-value of "no difference"."""
    se_a = (a.high - a.low) / (2 * z)
    se_b = (b.high - b.low) / (2 * z)
    se = math.sqrt(se_a * se_a + se_b * se_b)
    diff = a.estimate - b.estimate
    if se == 0 or not math.isfinite(se):
        return Interval(diff, diff, diff, 1.0)
    return Interval(diff, diff - z * se, diff + z * se, min(1.0, 2 * normal_sf(abs(diff) / se)))


def proportion_difference(s1: int, n1: int, s2: int, n2: int, z: float = Z95) -> Interval:
    """``s1/n1 - s2/n2`` with its 95% interval (unpooled standard error) and the p-value of the
    two-proportion z-test (pooled standard error); no data on a side gives the p-value 1."""
    if n1 <= 0 or n2 <= 0:
        return Interval(0.0, -1.0, 1.0, 1.0)
    p1, p2 = s1 / n1, s2 / n2
    diff = p1 - p2
    se = math.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2)
    pooled = (s1 + s2) / (n1 + n2)
    se0 = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    p_value = 1.0 if se0 == 0 else min(1.0, 2 * normal_sf(abs(diff) / se0))
    return Interval(diff, diff - z * se, diff + z * se, p_value)


def mean_difference(n1: int, mean1: float, var1: float, n2: int, mean2: float, var2: float, z: float = Z95) -> Interval:
    """``mean1 - mean2`` with Welch's 95% interval and two-sided p-value (normal approximation;
    ``var`` are sample variances)."""
    if n1 <= 1 or n2 <= 1:
        return Interval(mean1 - mean2, -math.inf, math.inf, 1.0)
    diff = mean1 - mean2
    se = math.sqrt(var1 / n1 + var2 / n2)
    if se == 0:
        return Interval(diff, diff, diff, 1.0 if diff == 0 else 0.0)
    return Interval(diff, diff - z * se, diff + z * se, min(1.0, 2 * normal_sf(abs(diff) / se)))


def _upper_gamma_regularised(a: float, x: float) -> float:
    """Q(a, x) = 1 - P(a, x), the regularised upper incomplete gamma function: the series for
    P below ``a + 1``, Lentz's continued fraction for Q above (accurate for tiny tails)."""
    if x <= 0:
        return 1.0
    log_front = a * math.log(x) - x - math.lgamma(a)
    if x < a + 1:  # series for P
        term = total = 1.0 / a
        k = a
        for _ in range(10_000):
            k += 1
            term *= x / k
            total += term
            if abs(term) < abs(total) * 1e-15:
                break
        return max(0.0, 1.0 - total * math.exp(log_front))
    tiny = 1e-300
    b = x + 1 - a
    c = 1 / tiny
    d = 1 / b
    h = d
    for i in range(1, 10_000):
        an = -i * (i - a)
        b += 2
        d = an * d + b
        d = tiny if abs(d) < tiny else d
        c = b + an / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return min(1.0, math.exp(log_front) * h)


def chi_square_sf(statistic: float, dof: int) -> float:
    """P(X > statistic) for X chi-square distributed with ``dof`` degrees of freedom."""
    if dof <= 0:
        return 1.0
    return max(0.0, min(1.0, _upper_gamma_regularised(dof / 2, statistic / 2)))


def chi_square_uniform(counts: list[int]) -> tuple[float, int, float]:
    """Chi-square test that ``counts`` come from equal shares: ``(statistic, dof, p_value)``."""
    total = sum(counts)
    k = len(counts)
    if total == 0 or k < 2:
        return 0.0, max(0, k - 1), 1.0
    expected = total / k
    statistic = sum((c - expected) ** 2 / expected for c in counts)
    return statistic, k - 1, chi_square_sf(statistic, k - 1)


# ---------------------------------------------------------------- paired comparisons and power


def _beta_continued_fraction(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1, a - 1
    c = 1.0
    d = 1 - qab * x / qap
    d = tiny if abs(d) < tiny else d
    d = 1 / d
    h = d
    for m in range(1, 10_000):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1 + aa * d
        d = tiny if abs(d) < tiny else d
        c = 1 + aa / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1 + aa * d
        d = tiny if abs(d) < tiny else d
        c = 1 + aa / c
        c = tiny if abs(c) < tiny else c
        d = 1 / d
        delta = d * c
        h *= delta
        if abs(delta - 1) < 1e-15:
            break
    return h


def _incomplete_beta(a: float, b: float, x: float) -> float:
    """I_x(a, b), the regularised incomplete beta function."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _beta_continued_fraction(a, b, x) / a
    return 1 - front * _beta_continued_fraction(b, a, 1 - x) / b


def student_t_sf(t: float, dof: float) -> float:
    """P(T > t) for T Student-t distributed with ``dof`` degrees of freedom."""
    if dof <= 0:
        return 0.5
    tail = 0.5 * _incomplete_beta(dof / 2, 0.5, dof / (dof + t * t))
    return tail if t >= 0 else 1 - tail


def t_quantile(q: float, dof: float) -> float:
    """The ``q`` quantile of Student's t with ``dof`` degrees of freedom (bisection on :func:`student_t_sf`)."""
    if q <= 0 or q >= 1:
        raise ValueError("q must lie strictly between 0 and 1")
    lo, hi = -1e3, 1e3
    for _ in range(200):
        mid = (lo + hi) / 2
        if 1 - student_t_sf(mid, dof) < q:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


@dataclass(frozen=True, slots=True)
class PairedSummary:
    """The paired differences ``a_i - b_i`` summed up: their count, mean and standard deviation,
    the mean difference's 95% t interval and the two-sided p-value of the paired t-test."""

    n: int
    mean: float
    sd: float
    interval: Interval

    def to_dict(self) -> dict[str, float | int | bool | None]:
        """JSON form (the interval's fields, ``n`` and ``sd``)."""
        return {"n": self.n, "sd": self.sd, **self.interval.to_dict()}


def paired_difference(differences: Iterable[float]) -> PairedSummary:
    """The paired t-test of ``differences`` (one per pair): mean, 95% interval, p-value.  Fewer
    than two pairs give the p-value 1; all differences equal give a zero-width interval (and the
    p-value 0 unless they are 0)."""
    values = list(differences)
    n = len(values)
    if n < 2:
        mean = values[0] if values else 0.0
        return PairedSummary(n, mean, 0.0, Interval(mean, -math.inf, math.inf, 1.0))
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    sd = math.sqrt(var)
    se = sd / math.sqrt(n)
    if se == 0:
        return PairedSummary(n, mean, 0.0, Interval(mean, mean, mean, 1.0 if mean == 0 else 0.0))
    dof = n - 1
    half = t_quantile(0.975, dof) * se
    p_value = min(1.0, 2 * student_t_sf(abs(mean) / se, dof))
    return PairedSummary(n, mean, sd, Interval(mean, mean - half, mean + half, p_value))


def holm(p_values: Sequence[float | None]) -> list[float | None]:
    """Holm's step-down adjustment of ``p_values`` (``None`` stays ``None``): the family-wise error
    rate of calling every adjusted p < 0.05 significant is at most 5%."""
    indexed = sorted((p, i) for i, p in enumerate(p_values) if p is not None)
    m = len(indexed)
    out: list[float | None] = [None] * len(p_values)
    running = 0.0
    for rank, (p, i) in enumerate(indexed):
        running = max(running, min(1.0, (m - rank) * p))
        out[i] = running
    return out


def rounds_for_power(sd: float, effect: float, *, alpha: float = 0.05, power: float = 0.8) -> int | None:
    """The number of observations (pairs, or rounds per ruleset for an unpaired test given the
    per-round ``sd`` times sqrt 2) that detect a true difference ``effect`` with probability
    ``power`` in a two-sided test at level ``alpha``: ``((z_{1-alpha/2} + z_power) sd / effect)^2``
    (normal approximation), rounded up; ``None`` for no effect, 1 for no spread."""
    if effect == 0:
        return None
    if sd == 0:
        return 1
    normal = NormalDist()
    z = normal.inv_cdf(1 - alpha / 2) + normal.inv_cdf(power)
    return max(1, math.ceil((z * sd / abs(effect)) ** 2))
