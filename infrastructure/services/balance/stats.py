"""The statistics of balance studies, written once with the standard library only.

Rates get Wilson score intervals (they stay inside 0..1 and behave for rare events), differences
of rates the normal-approximation interval and a two-sided two-proportion z-test, differences of
means Welch's interval and test (normal approximation: studies have thousands of rounds), and a
seat distribution the chi-square test of "every seat wins as often" (p-value from the regularised
incomplete gamma function).  Every function is pure; ``tests/balance`` checks them against values
worked out by hand and by published tables.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = [
    "Z95",
    "Interval",
    "chi_square_sf",
    "chi_square_uniform",
    "difference_of_differences",
    "mean_difference",
    "normal_sf",
    "proportion_difference",
    "proportion_vs",
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
