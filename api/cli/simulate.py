"""``maumau simulate`` and ``maumau balance``: bots play at scale; totals, result files, reports.

A thin adapter over :mod:`infrastructure.services.simulation_runs` (the process pool, the result
files, checkpoints) and :mod:`infrastructure.services.balance` (tallies, statistics, studies):
options are parsed and bounded here, the report is rendered by :mod:`api.reports.simulate`
(totals) and :mod:`api.reports.balance` (the HTML page).  Mounted on the one CLI by
:func:`register`.

Progress goes to stderr as a bar, only when stderr is a terminal and ``--quiet`` is not given.
Ctrl-C stops a run cleanly: the result files keep their last checkpoint, ``--resume`` goes on
from it, and the command exits with code 130.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from api.reports.balance import render_html
from api.reports.simulate import OptionError, find_ruleset, parse_spec, summarise_tally
from domain.maumau.bots import BOTS
from domain.maumau.scoring import open_ended
from domain.maumau.simulation import DEFAULT_MAX_MOVES
from infrastructure.adapters.result_files import ResultFilesError
from infrastructure.services.balance.analysis import DEFAULT_SECONDS_PER_MOVE
from infrastructure.services.balance.study import StudySpec, run_study
from infrastructure.services.simulation_runs import (
    DEFAULT_BLOCK_ROUNDS,
    DEFAULT_PART_ROWS,
    RunSpec,
    default_jobs,
    result_files,
    run,
)

__all__ = ["MAX_JOBS", "MAX_ROUNDS", "register"]

MAX_ROUNDS = 100_000_000
"""Most rounds (or matches) one command plays."""
MAX_JOBS = 256
"""Most worker processes."""
INTERRUPTED = 130
"""Exit code after Ctrl-C (the shell's for SIGINT)."""

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")]
QuietOption = Annotated[bool, typer.Option("--quiet", "-q", help="No progress bar.")]
JobsOption = Annotated[
    int | None, typer.Option("--jobs", "-j", help="Worker processes (default: all cores); results do not depend on it.")
]


def _usage_error(exc: OptionError) -> typer.BadParameter:
    return typer.BadParameter(str(exc), param_hint=f"'{exc.option}'")


def _jobs(jobs: int | None) -> int:
    if jobs is None:
        return default_jobs()
    if not 1 <= jobs <= MAX_JOBS:
        raise OptionError("--jobs", f"must be 1 to {MAX_JOBS}, not {jobs}")
    return jobs


@contextmanager
def _progress(total: int, quiet: bool, what: str) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on stderr advanced by ``tick(n)``; ``None`` when stderr is no terminal or quiet."""
    console = Console(stderr=True)
    if quiet or not console.is_terminal:
        yield None
        return
    columns = (TextColumn(what), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True) as progress:
        task = progress.add_task(what, total=total)

        def tick(n: int) -> None:
            progress.advance(task, n)

        yield tick


# ---------------------------------------------------------------- simulate


def simulate(
    preset: Annotated[
        str,
        typer.Option(
            "--preset",
            "--ruleset",
            help="Ruleset: a preset (MM-002), with house rules (ZONE+jack_on_jack), or OPENSPIEL-C8.",
        ),
    ] = "MM-001",
    players: Annotated[int, typer.Option(help="Seats at the table.")] = 4,
    rounds: Annotated[
        int | None, typer.Option("--rounds", help="Play this many ROUNDS (consecutive matches). Default 1000.")
    ] = None,
    matches: Annotated[
        int | None, typer.Option("--matches", help="Or play this many whole MATCHES (each to its end).")
    ] = None,
    games: Annotated[int | None, typer.Option("--games", hidden=True, help="Old name of --rounds.")] = None,
    max_rounds: Annotated[
        int | None, typer.Option("--max-rounds", help="With --matches: stop a match after this many rounds.")
    ] = None,
    seed: Annotated[str, typer.Option(help="Run seed (text); the same seed replays the same run.")] = "0",
    bots: Annotated[
        str, typer.Option(help="Comma-separated bots (heuristic, random), cycling over the seats.")
    ] = "heuristic,random",
    max_moves: Annotated[
        int, typer.Option(help="Safety valve: abandon a round after this many commands.")
    ] = DEFAULT_MAX_MOVES,
    jobs: JobsOption = None,
    out: Annotated[
        Path | None, typer.Option("--out", help="Folder for rounds.csv, rounds.parquet/ and run.json (checkpoints).")
    ] = None,
    csv: Annotated[bool, typer.Option("--csv/--no-csv", help="With --out: write rounds.csv.")] = True,
    parquet: Annotated[bool, typer.Option("--parquet/--no-parquet", help="With --out: write Parquet.")] = True,
    resume: Annotated[bool, typer.Option("--resume", help="Go on with the interrupted run in --out.")] = False,
    quiet: QuietOption = False,
    as_json: JsonOption = False,
    block_rounds: Annotated[int, typer.Option(hidden=True)] = DEFAULT_BLOCK_ROUNDS,
    part_rows: Annotated[int, typer.Option(hidden=True)] = DEFAULT_PART_ROWS,
    stop_after: Annotated[int | None, typer.Option(hidden=True, help="Tests: stop as if interrupted.")] = None,
    interpreted: Annotated[
        bool, typer.Option("--interpreted", help="Workers run the pure-Python engine even where a compiled build is.")
    ] = False,
) -> None:
    """Let bots play ROUNDS rounds (or MATCHES matches) of a ruleset and report the statistics.

    Win rates by seat and by bot, mean moves per round, reshuffles, forgotten calls and
    penalties. The run is cut into blocks played by --jobs processes; the same --seed gives the
    same results for any --jobs. With --out every round is written to CSV and Parquet as it is
    played, with checkpoints: after Ctrl-C, --resume goes on where the run stopped.
    """
    try:
        job_count = _jobs(jobs)
        unit, count, count_option = _unit(rounds, matches, games)
        spec = parse_spec(preset, players, count, seed, bots, max_moves)
        if unit == "matches" and max_rounds is None and open_ended(spec.rules):
            raise OptionError("--max-rounds", f"{spec.rules.name} matches have no end of their own: set --max-rounds")
        if max_rounds is not None and not 1 <= max_rounds <= 100_000:
            raise OptionError("--max-rounds", f"must be 1 to 100000, not {max_rounds}")
        if resume and out is None:
            raise OptionError("--resume", "needs --out, the folder of the run to resume")
        if not 1 <= block_rounds <= 100_000 or not 1 <= part_rows <= 10_000_000:
            raise OptionError("--block-rounds", "block and part sizes out of bounds")
    except OptionError as exc:
        raise _usage_error(exc) from None
    run_spec = RunSpec(
        spec.rules,
        spec.players,
        spec.bot_names,
        seed,
        count,
        unit=unit,
        max_moves=max_moves,
        max_rounds=max_rounds,
        block_rounds=block_rounds,
        part_rows=part_rows,
    )
    build = None if interpreted or job_count <= 1 else compiled_build()
    if not quiet and sys.stderr.isatty():
        typer.echo(f"engine: {'compiled' if build else 'interpreted'} ({job_count} processes)", err=True)
    try:
        files = result_files(out, run_spec, csv=csv, parquet=parquet) if out is not None else None
        with _progress(count, quiet, f"simulating {unit}") as tick, _first_on_path(build):
            on_progress = tick if tick is None or unit == "rounds" else _one_per_unit(tick)
            outcome = run(
                run_spec, jobs=job_count, files=files, resume=resume, on_progress=on_progress, stop_after=stop_after
            )
    except ResultFilesError as exc:
        raise typer.BadParameter(str(exc), param_hint="'--out'") from None
    report = summarise_tally(spec, outcome.tally)
    report.update(
        {
            "unit": unit,
            "count_option": count_option,
            "jobs": job_count,
            "interrupted": outcome.interrupted,
            "out": str(out) if out is not None else None,
        }
    )
    if as_json:  # the same run gives the same JSON: no timings in it
        typer.echo(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        _print_report({**report, "seconds": round(outcome.seconds, 2)})
    if outcome.interrupted:
        where = f"; resume with --resume --out {out}" if out is not None else ""
        typer.echo(f"interrupted after {outcome.rounds} rounds{where}", err=True)
        raise typer.Exit(INTERRUPTED)


def compiled_build() -> str | None:
    """The folder of the current mypyc build of ``domain/`` (``scripts/build_compiled.sh``: the same
    source, compiled), or ``None`` when there is none, it is stale (a source changed since it was
    built) or the checkout has no ``scripts/``.  A run's worker processes use it by default; without
    it they run the pure-Python ``domain/`` as before, with the same results
    (``tests/sim/test_compiled_build.py``)."""
    import importlib.util

    script = Path(__file__).resolve().parents[2] / "scripts" / "run_compiled.py"
    spec = importlib.util.spec_from_file_location("maumau_run_compiled", script)
    if not script.exists() or spec is None or spec.loader is None:
        return None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return str(module.BUILD) if module.build_state() == "current" else None


@contextmanager
def _first_on_path(folder: str | None) -> Iterator[None]:
    """``folder`` first on ``sys.path`` while the run starts its workers (spawned workers inherit
    the parent's path, so they import the compiled ``domain``; this process has imported its own)."""
    if folder is None:
        yield
        return
    sys.path.insert(0, folder)
    try:
        yield
    finally:
        sys.path.remove(folder)


def _one_per_unit(tick: Callable[[int], None]) -> Callable[[int], None]:
    """Progress in matches: one tick per unit that came back (a unit is one match)."""

    def matches(_: int) -> None:
        tick(1)

    return matches


def _unit(rounds: int | None, matches: int | None, games: int | None) -> tuple[str, int, str]:
    """``(unit, count, option)`` from the three count options (at most one of them)."""
    given = [
        (name, value)
        for name, value in (("--rounds", rounds), ("--matches", matches), ("--games", games))
        if value is not None
    ]
    if len(given) > 1:
        raise OptionError(given[1][0], f"give one of --rounds and --matches, not {' and '.join(n for n, _ in given)}")
    name, value = given[0] if given else ("--rounds", 1000)
    if not 1 <= value <= MAX_ROUNDS:
        raise OptionError(name, f"play at least one and at most {MAX_ROUNDS}, not {value}")
    return ("matches" if name == "--matches" else "rounds"), value, name


def _print_report(report: dict[str, Any]) -> None:
    console = Console(file=sys.stdout, soft_wrap=True)
    console.print(
        f"{report['preset']}, {report['players']} players, {report['rounds']} rounds, "
        f"seed {report['seed']!r}, bots {', '.join(report['bots'])}, {report['jobs']} jobs, {report['seconds']} s"
    )
    seats = Table(title="Wins by seat")
    for column in ("seat", "bot", "wins", "win rate"):
        seats.add_column(column, justify="right" if column != "bot" else "left")
    for row in report["by_seat"]:
        seats.add_row(str(row["seat"]), row["bot"], str(row["wins"]), f"{row['win_rate']:.1%}")
    console.print(seats)
    by_bot = Table(title="Wins by bot")
    for column in ("bot", "seats", "wins", "win rate", "per seat"):
        by_bot.add_column(column, justify="right" if column != "bot" else "left")
    for name, row in report["by_bot"].items():
        by_bot.add_row(
            name,
            ",".join(str(s) for s in row["seats"]),
            str(row["wins"]),
            f"{row['win_rate']:.1%}",
            f"{row['win_rate_per_seat']:.1%}",
        )
    console.print(by_bot)
    totals = Table(title="Per round")
    for column in ("", "mean", "total"):
        totals.add_column(column, justify="right" if column else "left")
    for key, label in (
        ("moves", "moves"),
        ("events", "events"),
        ("reshuffles", "reshuffles"),
        ("forgotten_calls", "forgotten calls"),
        ("penalties", "penalties"),
    ):
        totals.add_row(label, f"{report[key]['mean']:.2f}", str(report[key]["total"]))
    console.print(totals)
    if report["valve_rounds"] or report["blocked_rounds"]:
        console.print(
            f"rounds stopped by the safety valve: {report['valve_rounds']}; blocked rounds: {report['blocked_rounds']}"
        )
    if report.get("out"):
        console.print(f"rows: {report['out']}/rounds.csv, {report['out']}/rounds.parquet/")


# ---------------------------------------------------------------- balance


def balance(
    ruleset: Annotated[
        list[str] | None,
        typer.Option("--ruleset", help="Ruleset to study; give it twice to compare two (default MM-002)."),
    ] = None,
    seats: Annotated[str, typer.Option(help="Comma-separated seat counts, e.g. 2,3,4.")] = "2,3,4",
    bots: Annotated[str, typer.Option(help="Comma-separated bots, cycling over the seats.")] = "random",
    rounds: Annotated[int, typer.Option(help="Rounds per ruleset and seat count.")] = 10_000,
    seed: Annotated[str, typer.Option(help="Study seed (text).")] = "0",
    out: Annotated[Path, typer.Option("--out", help="The HTML report; its JSON twin is written beside it.")] = Path(
        "balance.html"
    ),
    seconds_per_move: Annotated[
        float, typer.Option(help="Time-equivalent: seconds people take per move.")
    ] = DEFAULT_SECONDS_PER_MOVE,
    max_moves: Annotated[int, typer.Option(help="Safety valve per round.")] = DEFAULT_MAX_MOVES,
    jobs: JobsOption = None,
    quiet: QuietOption = False,
    as_json: JsonOption = False,
) -> None:
    """Run a balance study and write an HTML report with plots and a JSON twin.

    First-seat edge per seat count (win rate by position with 95% intervals), round length,
    the effect of each special card when held, the cost of forgotten calls and penalties,
    penalty points under the felt and zone tables, and, for two rulesets, their differences
    with significance.
    """
    try:
        job_count = _jobs(jobs)
        spec = _study_spec(ruleset or ["MM-002"], seats, bots, rounds, seed, seconds_per_move, max_moves)
    except OptionError as exc:
        raise _usage_error(exc) from None
    total = rounds * len(spec.rulesets) * len(spec.seat_counts)
    with _progress(total, quiet, "balance study") as tick:
        result = run_study(spec, jobs=job_count, on_progress=tick)
    out.parent.mkdir(parents=True, exist_ok=True)
    twin = out.with_suffix(".json")
    twin.write_text(json.dumps(result.report, indent=1), encoding="utf-8")
    out.write_text(render_html(result.report), encoding="utf-8")
    summary = {
        "html": str(out),
        "json": str(twin),
        "rounds": sum(t.rounds for t in result.tallies.values()),
        "seconds": round(result.seconds, 3),
        "jobs": job_count,
        "interrupted": result.interrupted,
        "first_player_edge": {
            f"{c['ruleset']}/{c['seats']}": c["first_seat"]["first_player_edge"] for c in result.report["cells"]
        },
    }
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
    else:
        typer.echo(f"wrote {out} and {twin}: {summary['rounds']} rounds in {summary['seconds']} s on {job_count} jobs")
    if result.interrupted:
        raise typer.Exit(INTERRUPTED)


def _study_spec(
    names: list[str], seats: str, bots: str, rounds: int, seed: str, seconds_per_move: float, max_moves: int
) -> StudySpec:
    if not 1 <= len(names) <= 2:
        raise OptionError("--ruleset", f"study one ruleset or compare two, not {len(names)}")
    rulesets = tuple(find_ruleset(name, "--ruleset") for name in names)
    if len(rulesets) == 2 and rulesets[0].name == rulesets[1].name:
        raise OptionError("--ruleset", "compare two different rulesets")
    try:
        counts = tuple(sorted({int(part) for part in seats.split(",") if part.strip()}))
    except ValueError:
        raise OptionError("--seats", f"give seat counts as numbers, e.g. 2,3,4, not {seats[:40]!r}") from None
    if not counts or len(counts) > 9:
        raise OptionError("--seats", "give one to nine seat counts")
    for rules in rulesets:
        lo, hi = rules.players
        for n in counts:
            if not lo <= n <= hi:
                raise OptionError("--seats", f"{rules.name} is played by {lo} to {hi} players, not {n}")
    names_bots = tuple(b.strip().lower() for b in bots.split(",") if b.strip())
    if not names_bots or any(b not in BOTS for b in names_bots):
        raise OptionError("--bots", f"name bots from: {', '.join(BOTS)}")
    if not 1 <= rounds <= MAX_ROUNDS:
        raise OptionError("--rounds", f"must be 1 to {MAX_ROUNDS}, not {rounds}")
    if not 0 < seconds_per_move <= 600:
        raise OptionError("--seconds-per-move", "must be above 0 and at most 600")
    if max_moves < 1:
        raise OptionError("--max-moves", f"must be at least 1, not {max_moves}")
    return StudySpec(rulesets, counts, names_bots, rounds, seed, max_moves, seconds_per_move)


def register(app: typer.Typer) -> None:
    """Mount ``simulate`` and ``balance`` on the CLI."""
    app.command("simulate", short_help="Let bots play rounds of a ruleset; report statistics.")(simulate)
    app.command("balance", short_help="Balance study of one or two rulesets: HTML report and JSON.")(balance)
