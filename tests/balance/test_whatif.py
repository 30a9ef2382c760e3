"""What-if: the override parser (good and bad), sweeps, a planted monotone effect a sweep must
reproduce, the strong-vs-weak gap and the clipped histograms, on known answers."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from api.cli.main import app
from api.reports.simulate import OptionError, find_ruleset, parse_override
from domain.maumau.rules import PRESETS
from infrastructure.services.balance.stats import proportion_difference
from infrastructure.services.balance.tally import Tally
from infrastructure.services.whatif import clipped_histogram, parse_sweep, strength_gap, sweep_rulesets

runner = CliRunner()


@pytest.mark.parametrize(
    ("text", "field", "value"),
    [
        ("call_penalty=3", "call_penalty", 3),
        ("stacking=false", "stacking", False),
        ("win_target=null", "win_target", None),
        ("draw_mode=repeat", "draw_mode", "repeat"),
        ('last_card_forbidden=["J","8"]', "last_card_forbidden", ["J", "8"]),
        (" hand_size = 6 ", "hand_size", 6),
    ],
)
def test_overrides_parse(text: str, field: str, value: object) -> None:
    assert parse_override(text) == (field, value)


@pytest.mark.parametrize("text", ["call_penalty", "=3", "call_penalty=", "call-penalty=3", "a b=1"])
def test_malformed_overrides_are_refused(text: str) -> None:
    with pytest.raises(ValueError, match=r"field=value|give a value"):
        parse_override(text)


def test_override_rulesets_are_the_domains_rulesets() -> None:
    rules = find_ruleset("ZONE+call_penalty=3")
    assert (rules.name, rules.call_penalty) == ("ZONE+call_penalty=3", 3)
    assert rules.specials == PRESETS["ZONE"].specials
    both = find_ruleset("zone+no_seven_stacking+call_penalty=0")
    assert (both.name, both.stacking, both.call_penalty) == ("ZONE+no_seven_stacking+call_penalty=0", False, 0)
    assert find_ruleset("ZONE+stacking=false").stacking is False
    merged = find_ruleset('MM-002+specials={"9":"reverse"}')
    assert dict(merged.specials)["9"].kind == "reverse"
    assert "8" in dict(merged.specials)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ZONE+call_penalty=99", ["call_penalty", "at most"]),
        ("ZONE+bogus=1", ["bogus", "unknown ruleset field"]),
        ('ZONE+hand_size="5"', ["hand_size", "integer"]),
        ("ZONE+draw_limit=3", ["draw_limit", "repeat"]),
        ("ZONE+call_penalty=", ["call_penalty", "value"]),
        ("NOPE+call_penalty=1", ["NOPE", "unknown ruleset"]),
        ("ZONE++call_penalty=1", ["empty part"]),
    ],
)
def test_bad_overrides_name_the_field(text: str, words: list[str]) -> None:
    with pytest.raises(OptionError) as caught:
        find_ruleset(text, "--ruleset")
    assert caught.value.option == "--ruleset"
    for word in words:
        assert word in str(caught.value)


def test_the_cli_refuses_a_bad_override_with_exit_2_naming_the_field(tmp_path: Path) -> None:
    result = runner.invoke(app, ["simulate", "--preset", "ZONE+call_penalty=99", "--rounds", "5", "--jobs", "1"])
    assert result.exit_code == 2
    assert "call_penalty" in result.output
    result = runner.invoke(
        app, ["balance", "--ruleset", "ZONE", "--sweep", "call_penalty=1,99", "--out", str(tmp_path / "r.html")]
    )
    assert result.exit_code == 2
    assert "call_penalty" in result.output
    assert "--sweep" in result.output
    assert not (tmp_path / "r.html").exists()


def test_simulate_plays_an_override() -> None:
    result = runner.invoke(
        app,
        ["simulate", "--preset", "ZONE+call_penalty=0", "--players", "3", "--rounds", "30", "--jobs", "1", "--json"],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["preset"] == "ZONE+call_penalty=0"


def test_sweeps_parse_and_combine() -> None:
    one, two = parse_sweep("call_penalty=1,2,3"), parse_sweep("stacking=true,false")
    assert one.values == (1, 2, 3)
    assert two.values == (True, False)
    combos = sweep_rulesets("ZONE", [one, two])
    assert [text for text, _ in combos][:2] == [
        "ZONE+call_penalty=1+stacking=true",
        "ZONE+call_penalty=1+stacking=false",
    ]
    assert len(combos) == 6
    assert combos[-1][1] == {"call_penalty": 3, "stacking": False}
    for bad in ("call_penalty=1", "call_penalty", "x=1,1", "x=" + ",".join(map(str, range(20)))):
        with pytest.raises(ValueError, match=r"sweep|values|twice"):
            parse_sweep(bad)
    with pytest.raises(ValueError, match="different"):
        sweep_rulesets("ZONE", [one, one])


def test_a_sweep_reproduces_a_planted_monotone_effect(tmp_path: Path) -> None:
    """More cards in hand make longer rounds by construction (each card must be played): the
    sweep over hand_size must show mean moves rising, with separated intervals at the ends."""
    out = tmp_path / "sweep.html"
    args = ["balance", "--ruleset", "MM-001", "--sweep", "hand_size=2,4,6", "--seats", "2", "--rounds", "150"]
    result = runner.invoke(app, [*args, "--bots", "heuristic", "--seed", "planted", "--jobs", "1", "--out", str(out)])
    assert result.exit_code == 0, result.output
    report = json.loads(out.with_suffix(".json").read_text())
    whatif = report["whatif"]
    assert whatif["parameters"] == [{"field": "hand_size", "values": [2, 4, 6]}]
    points = sorted(whatif["points"], key=lambda p: p["values"]["hand_size"])
    assert [p["ruleset"] for p in points] == ["MM-001+hand_size=2", "MM-001+hand_size=4", "MM-001+hand_size=6"]
    means = [p["figures"]["moves"]["estimate"] for p in points]
    assert means[0] < means[1] < means[2]
    assert points[0]["figures"]["moves"]["high"] < points[2]["figures"]["moves"]["low"]
    page = out.read_text()
    assert "What if: hand_size" in page
    assert "mean moves per round against hand_size" in page


def test_a_sweep_of_two_parameters_draws_a_line_per_second_value(tmp_path: Path) -> None:
    out = tmp_path / "two.html"
    args = ["balance", "--ruleset", "ZONE", "--sweep", "call_penalty=0,2", "--sweep", "stacking=true,false"]
    result = runner.invoke(app, [*args, "--seats", "2", "--rounds", "20", "--jobs", "1", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert len(json.loads(out.with_suffix(".json").read_text())["whatif"]["points"]) == 4
    assert "2 seats, stacking=False" in out.read_text()


def test_the_strength_gap_is_the_first_bot_minus_the_second() -> None:
    tally = Tally(4, ["heuristic", "random", "heuristic", "random"], rounds=100, wins_by_seat=[40, 10, 35, 15])
    gap = strength_gap(tally)
    assert gap is not None
    assert (gap["strong"], gap["weak"]) == ("heuristic", "random")
    want = proportion_difference(75, 200, 25, 200)
    assert gap["difference"]["estimate"] == pytest.approx(0.25)
    assert (gap["difference"]["low"], gap["difference"]["high"]) == pytest.approx((want.low, want.high))
    assert strength_gap(Tally(2, ["random", "random"], rounds=5, wins_by_seat=[3, 2])) is None


def test_a_long_tail_is_clipped_and_counted() -> None:
    hist = Counter({v: 10 for v in range(10, 60)})
    hist[1013] = 1
    d = clipped_histogram(hist)
    assert d["clip"] < 100
    assert d["max"] == 1013
    assert d["above"] == 1
    assert sum(count for _, count in d["bins"]) + d["above"] == d["n"] == 501
    assert len(d["bins"]) <= 40
    assert d["width"] == 2
    short = clipped_histogram(Counter({v: 5 for v in range(10, 30)}))
    assert short["above"] == 0
    assert short["clip"] == 29
