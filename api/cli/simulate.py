"""``maumau simulate`` and ``maumau balance``: bots play at scale; totals, result files, reports.

A thin adapter over :mod:`infrastructure.services.simulation_runs` (the process pool, the result
files, checkpoints), :mod:`infrastructure.services.simulation_cluster` (``--cluster``: the same
units on a Dask cluster) and :mod:`infrastructure.services.balance` (tallies, statistics, studies):
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
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from api.reports.simulate import OptionError, SavedLookup, find_ruleset, parse_spec, summarise_tally
from domain.maumau.bot_registry import BOTS
from domain.maumau.scoring import open_ended
from domain.maumau.simulation import DEFAULT_MAX_MOVES
from infrastructure.adapters.result_files import ResultFilesError
from infrastructure.services.balance.analysis import DEFAULT_SECONDS_PER_MOVE
from infrastructure.services.balance.stats import wilson
from infrastructure.services.balance.study import StudySpec, run_study
from infrastructure.services.simulation_cluster import (
    ClusterError,
    ClusterPool,
    ClusterTarget,
    open_cluster,
    parse_cluster,
)
from infrastructure.services.simulation_runs import (
    CHECKPOINT_SECONDS,
    DEFAULT_BLOCK_ROUNDS,
    DEFAULT_PART_ROWS,
    RunSpec,
    default_jobs,
    result_files,
    run,
)
from infrastructure.services.whatif import Sweep, enrich, mean_interval, parse_sweep, sweep_rulesets, sweep_section

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
ClusterOption = Annotated[
    str | None,
    typer.Option(
        "--cluster",
        help="Play on a Dask cluster instead of --jobs: local:N (N worker processes here) or tcp://HOST:PORT "
        "(a running dask scheduler whose workers have the same maumau); the results are the same.",
    ),
]


def _usage_error(exc: OptionError) -> typer.BadParameter:
    return typer.BadParameter(str(exc), param_hint=f"'{exc.option}'")


def _jobs(jobs: int | None) -> int:
    if jobs is None:
        return default_jobs()
    if not 1 <= jobs <= MAX_JOBS:
        raise OptionError("--jobs", f"must be 1 to {MAX_JOBS}, not {jobs}")
    return jobs


def _cluster(cluster: str | None, jobs: int | None) -> ClusterTarget | None:
    """The parsed ``--cluster`` (``None`` without it); with ``--jobs`` too it is a usage error."""
    if cluster is None:
        return None
    if jobs is not None:
        raise OptionError("--cluster", "give --jobs (processes here) or --cluster, not both")
    try:
        return parse_cluster(cluster)
    except ValueError as error:
        raise OptionError("--cluster", str(error)) from None


def _units_pool(target: ClusterTarget | None) -> AbstractContextManager[ClusterPool | None]:
    """The cluster's pool for ``--cluster`` (started or connected, its workers checked), else ``None``."""
    return open_cluster(target) if target is not None else nullcontext()


def _cluster_failed(exc: ClusterError) -> typer.Exit:
    """A cluster that cannot play the run: one line on stderr, exit code 1."""
    typer.echo(f"error (cluster): {exc}", err=True)
    return typer.Exit(1)


class _Bar:
    """A progress bar's task: ``bar(n)`` advances it by ``n``; :meth:`resumed` starts it where a
    resumed run starts (its remaining-time estimate then counts only what this process plays)."""

    def __init__(self, progress: Progress, task: Any) -> None:
        self.progress = progress
        self.task = task

    def __call__(self, n: int) -> None:
        self.progress.advance(self.task, n)

    def resumed(self, done: int) -> None:
        self.progress.reset(self.task, completed=done)


@contextmanager
def _progress(total: int, quiet: bool, what: str) -> Iterator[_Bar | None]:
    """A progress bar on stderr advanced by ``tick(n)``; ``None`` when stderr is no terminal or quiet."""
    console = Console(stderr=True)
    if quiet or not console.is_terminal:
        yield None
        return
    columns = (TextColumn(what), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(), TimeRemainingColumn())
    with Progress(*columns, console=console, transient=True) as progress:
        yield _Bar(progress, progress.add_task(what, total=total))


DatabaseOption = Annotated[
    str | None,
    typer.Option("--database-url", help="Where saved rulesets are looked up (default: MAUMAU_DATABASE_URL)."),
]


def saved_lookup(database_url: str | None) -> SavedLookup:
    """Finds a ruleset saved in the rule editor by id or name (as ``maumau rules show`` does), in
    the configured database; ``None`` without a database or such a ruleset.  Two saved rulesets of
    one name are refused (``ValueError``): their ids tell them apart."""

    def lookup(ref: str) -> Any:
        import uuid

        from sqlalchemy.exc import SQLAlchemyError

        from api.cli.service import settings_for
        from infrastructure.services.bootstrap import build_services
        from infrastructure.services.errors import ServiceError

        settings = settings_for(database_url)
        if settings.no_database_message() is not None:
            return None
        services = build_services(settings)
        try:
            try:
                uuid.UUID(ref)
                return services.tables.get_ruleset(ref).rules
            except ValueError:
                pass
            named = [i for i in services.tables.list_rulesets() if not i.preset and i.rules.name.lower() == ref.lower()]
            if len(named) > 1:
                ids = ", ".join(i.id for i in named[:5])
                raise ValueError(f"{len(named)} saved rulesets are called {ref[:60]!r}: give one's id ({ids})")
            return named[0].rules if named else None
        except (ServiceError, SQLAlchemyError):
            return None
        finally:
            services.close()

    return lookup


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
    cluster: ClusterOption = None,
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
    checkpoint_seconds: Annotated[
        float, typer.Option(hidden=True, help="Checkpoint between parts at least this often.")
    ] = CHECKPOINT_SECONDS,
    interpreted: Annotated[
        bool, typer.Option("--interpreted", help="Workers run the pure-Python engine even where a compiled build is.")
    ] = False,
    database_url: DatabaseOption = None,
) -> None:
    """Let bots play ROUNDS rounds (or MATCHES matches) of a ruleset and report the statistics.

    Win rates by seat and by bot, mean moves per round, reshuffles, forgotten calls and
    penalties. The run is cut into blocks played by --jobs processes (or by the workers of a Dask
    --cluster); the same --seed gives the same results for any --jobs or cluster. With --out every
    round is written to CSV and Parquet as it is played, with checkpoints: after Ctrl-C, --resume
    goes on where the run stopped.
    """
    try:
        target = _cluster(cluster, jobs)
        job_count = _jobs(jobs) if target is None else target.local_workers
        unit, count, count_option = _unit(rounds, matches, games)
        spec = parse_spec(preset, players, count, seed, bots, max_moves, saved=saved_lookup(database_url))
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
    # A remote cluster's workers run what they have installed; local ones start from this process.
    local = target is None or target.address is None
    build = None if interpreted or job_count <= 1 or not local else compiled_build()
    try:
        files = result_files(out, run_spec, csv=csv, parquet=parquet) if out is not None else None
        with _first_on_path(build), _units_pool(target) as pool:
            if pool is not None:
                job_count = pool.threads
            if not quiet and sys.stderr.isatty():
                engine = "compiled" if build else "interpreted" if local else "the workers'"
                where = f"{job_count} processes" if pool is None else f"cluster {_target_text(pool)}"
                typer.echo(f"engine: {engine} ({where})", err=True)
            with _progress(count, quiet, f"simulating {unit}") as tick:
                on_progress = tick if tick is None or unit == "rounds" else _one_per_unit(tick)
                on_resume = None
                if tick is not None:
                    bar = tick

                    def on_resume(rounds_done: int, units_done: int) -> None:
                        bar.resumed(rounds_done if unit == "rounds" else units_done)

                outcome = run(
                    run_spec,
                    jobs=job_count,
                    pool=pool,
                    files=files,
                    resume=resume,
                    on_progress=on_progress,
                    stop_after=stop_after,
                    on_resume=on_resume,
                    checkpoint_seconds=checkpoint_seconds,
                )
    except ResultFilesError as exc:
        raise typer.BadParameter(str(exc), param_hint="'--out'") from None
    except ClusterError as exc:
        raise _cluster_failed(exc) from None
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
        _print_report(
            {**report, "seconds": round(outcome.seconds, 2), "resumed_from": outcome.resumed_from},
            outcome.tally,
        )
    if outcome.interrupted:
        where = f"; resume with --resume --out {out}" if out is not None else ""
        typer.echo(f"interrupted after {outcome.rounds} rounds{where}", err=True)
        raise typer.Exit(INTERRUPTED)


def _target_text(pool: ClusterPool) -> str:
    """``local:2, 2 worker threads``: where a cluster run plays, for the engine line."""
    return f"{pool.target.describe()}, {pool.threads} worker threads"


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


def _rate_text(wins: int, trials: int) -> str:
    """A rate with its 95% Wilson interval: ``52.1% (50.3-53.9)``."""
    interval = wilson(wins, trials)
    return f"{interval.estimate:.1%} ({100 * interval.low:.1f}-{100 * interval.high:.1f})"


def _print_report(report: dict[str, Any], tally: Any = None) -> None:
    console = Console(file=sys.stdout, soft_wrap=True)
    resumed = int(report.get("resumed_from") or 0)
    played = report["rounds"] - resumed
    timing = f"{report['seconds']} s"
    if resumed:  # the time is this process's: say which rounds it played
        timing = f"resumed after {resumed} rounds: {played} rounds played now in {report['seconds']} s"
    console.print(
        f"{report['preset']}, {report['players']} players, {report['rounds']} rounds, "
        f"seed {report['seed']!r}, bots {', '.join(report['bots'])}, {report['jobs']} jobs, {timing}"
    )
    n = report["rounds"]
    seats = Table(title="Wins by seat (95% intervals)")
    for column in ("seat", "bot", "wins", "win rate"):
        seats.add_column(column, justify="right" if column != "bot" else "left")
    for row in report["by_seat"]:
        seats.add_row(str(row["seat"]), row["bot"], str(row["wins"]), _rate_text(row["wins"], n))
    console.print(seats)
    by_bot = Table(title="Wins by bot (95% intervals)")
    for column in ("bot", "seats", "wins", "win rate", "per seat"):
        by_bot.add_column(column, justify="right" if column != "bot" else "left")
    for name, row in report["by_bot"].items():
        by_bot.add_row(
            name,
            ",".join(str(s) for s in row["seats"]),
            str(row["wins"]),
            _rate_text(row["wins"], n),
            _rate_text(row["wins"], n * len(row["seats"])),
        )
    console.print(by_bot)
    totals = Table(title="Per round")
    for column in ("", "mean", "95% interval", "total"):
        totals.add_column(column, justify="right" if column else "left")
    for key, label in (
        ("moves", "moves"),
        ("events", "events"),
        ("reshuffles", "reshuffles"),
        ("forgotten_calls", "forgotten calls"),
        ("penalties", "penalties"),
    ):
        interval = "-"
        if tally is not None and key in ("moves", "events"):
            m = mean_interval(getattr(tally, key))
            interval = f"{m['low']:.2f}-{m['high']:.2f}"
        totals.add_row(label, f"{report[key]['mean']:.2f}", interval, str(report[key]["total"]))
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
        typer.Option(
            "--ruleset",
            help="Ruleset to study (a preset, ZONE+no_seven_stacking, ZONE+call_penalty=3, a saved one by id or "
            "name); give it twice to compare two (default MM-002).",
        ),
    ] = None,
    seats: Annotated[str, typer.Option(help="Comma-separated seat counts, e.g. 2,3,4.")] = "2,3,4",
    bots: Annotated[str, typer.Option(help="Comma-separated bots, cycling over the seats.")] = "heuristic",
    rounds: Annotated[int, typer.Option(help="Rounds per ruleset and seat count.")] = 10_000,
    seed: Annotated[str, typer.Option(help="Study seed (text).")] = "0",
    out: Annotated[Path, typer.Option("--out", help="The HTML report; its JSON twin is written beside it.")] = Path(
        "balance.html"
    ),
    seconds_per_move: Annotated[
        float, typer.Option(help="Time-equivalent: seconds people take per move.")
    ] = DEFAULT_SECONDS_PER_MOVE,
    max_moves: Annotated[int, typer.Option(help="Safety valve per round.")] = DEFAULT_MAX_MOVES,
    sweep: Annotated[
        list[str] | None,
        typer.Option(
            "--sweep",
            help="Sweep a ruleset field over values (call_penalty=1,2,3) on the one --ruleset; give it twice "
            "for two fields.",
        ),
    ] = None,
    from_db: Annotated[
        bool, typer.Option("--from-db", help="Report on the real matches of the read side instead of simulating.")
    ] = False,
    band: Annotated[
        str | None, typer.Option("--band", help="With --from-db: only rounds where every rated seat is in this band.")
    ] = None,
    export: Annotated[
        Path | None,
        typer.Option("--export", help="With --from-db: also write the rounds to DIR in the schema of simulate --out."),
    ] = None,
    jobs: JobsOption = None,
    cluster: ClusterOption = None,
    quiet: QuietOption = False,
    as_json: JsonOption = False,
    database_url: DatabaseOption = None,
) -> None:
    """Run a balance study and write an HTML report with plots and a JSON twin.

    First-seat edge per seat count (win rate by position with 95% intervals), the strong-vs-weak
    gap, round length, the effect of each special card when held, the cost of forgotten calls and
    penalties, penalty points under the felt and zone tables, and, for two rulesets, their
    differences with significance. With --sweep, every figure against the swept parameter(s);
    with --from-db, the same figures from the real matches in the database.
    """
    from api.reports.balance import render_html  # matplotlib: imported only when a report is drawn

    if from_db:
        _balance_from_db(ruleset, seats, band, out, database_url, as_json, export)
        return
    try:
        target = _cluster(cluster, jobs)
        job_count = _jobs(jobs) if target is None else target.local_workers
        sweeps, named = _sweeps(sweep or [], ruleset)
        spec = _study_spec(
            named or ruleset or ["MM-002"],
            seats,
            bots,
            rounds,
            seed,
            seconds_per_move,
            max_moves,
            saved_lookup(database_url),
            option="--sweep" if sweeps else "--ruleset",
        )
    except OptionError as exc:
        raise _usage_error(exc) from None
    total = rounds * len(spec.rulesets) * len(spec.seat_counts)
    try:
        with _units_pool(target) as pool:
            job_count = pool.threads if pool is not None else job_count
            with _progress(total, quiet, "balance study") as tick:
                result = run_study(spec, jobs=job_count, on_progress=tick, pool=pool)
    except ClusterError as exc:
        raise _cluster_failed(exc) from None
    report = enrich(result.report, result.tallies)
    if sweeps:
        texts = sweep_rulesets((ruleset or ["MM-002"])[0], sweeps)
        by_text = [(rules.name, values) for rules, (_, values) in zip(spec.rulesets, texts, strict=True)]
        report["whatif"] = sweep_section(report, sweeps, by_text)
    out.parent.mkdir(parents=True, exist_ok=True)
    twin = out.with_suffix(".json")
    twin.write_text(json.dumps(report, indent=1), encoding="utf-8")
    out.write_text(render_html(report), encoding="utf-8")
    summary = {
        "html": str(out),
        "json": str(twin),
        "rounds": sum(t.rounds for t in result.tallies.values()),
        "seconds": round(result.seconds, 3),
        "jobs": job_count,
        "interrupted": result.interrupted,
        "first_player_edge": {
            f"{c['ruleset']}/{c['seats']}": c["first_seat"]["first_player_edge"] for c in report["cells"]
        },
    }
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
    else:
        typer.echo(f"wrote {out} and {twin}: {summary['rounds']} rounds in {summary['seconds']} s on {job_count} jobs")
    if result.interrupted:
        raise typer.Exit(INTERRUPTED)


def _sweeps(texts: list[str], rulesets: list[str] | None) -> tuple[list[Sweep], list[str]]:
    """The parsed ``--sweep`` options and the ruleset text of every combination of their values."""
    if not texts:
        return [], []
    if len(texts) > 2:
        raise OptionError("--sweep", f"sweep one or two fields, not {len(texts)}")
    if rulesets is not None and len(rulesets) != 1:
        raise OptionError("--sweep", "a sweep varies one --ruleset: give exactly one")
    try:
        sweeps = [parse_sweep(text) for text in texts]
        combos = sweep_rulesets((rulesets or ["MM-002"])[0].strip(), sweeps)
    except ValueError as error:
        raise OptionError("--sweep", str(error)) from None
    return sweeps, [text for text, _ in combos]


def _balance_from_db(
    ruleset: list[str] | None,
    seats: str,
    band: str | None,
    out: Path,
    database_url: str | None,
    as_json: bool,
    export: Path | None = None,
) -> None:
    """``balance --from-db``: the report of the real matches in the read side's analytics tables."""
    from api.cli.service import existing_database
    from api.reports.balance import render_html
    from infrastructure.services.real_games import BAND_EDGES, band_of, real_report, write_real
    from projections.api import make_engine, played_rounds

    bands = {band_of(None), band_of(BAND_EDGES[0] - 1), band_of(BAND_EDGES[0]), band_of(BAND_EDGES[1])}
    try:
        counts = _seat_counts(seats) if seats != "2,3,4" else None
        if band is not None and band not in bands:
            raise OptionError("--band", f"one of {', '.join(sorted(bands))}, not {band[:40]!r}")
    except OptionError as exc:
        raise _usage_error(exc) from None
    lookup = saved_lookup(database_url)
    engine = make_engine(existing_database(database_url))
    try:
        played = played_rounds(engine)
    finally:
        engine.dispose()
    report = real_report(played, rulesets=ruleset, seat_counts=counts, band=band, rules_for=lookup)
    if export is not None:
        try:
            write_real(played, export, rulesets=ruleset)
        except ResultFilesError as exc:
            raise typer.BadParameter(str(exc), param_hint="'--export'") from None
    if not report["cells"]:
        typer.echo("error (no_rounds): the read side has no finished rounds for these filters", err=True)
        raise typer.Exit(1)
    out.parent.mkdir(parents=True, exist_ok=True)
    twin = out.with_suffix(".json")
    twin.write_text(json.dumps(report, indent=1, default=str), encoding="utf-8")
    out.write_text(render_html(report), encoding="utf-8")
    summary = {"html": str(out), "json": str(twin), "rounds": report["study"]["rounds"], "source": "real"}
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
    else:
        typer.echo(f"wrote {out} and {twin}: {summary['rounds']} real rounds")


def _seat_counts(seats: str) -> tuple[int, ...]:
    try:
        counts = tuple(sorted({int(part) for part in seats.split(",") if part.strip()}))
    except ValueError:
        raise OptionError("--seats", f"give seat counts as numbers, e.g. 2,3,4, not {seats[:40]!r}") from None
    if not counts or len(counts) > 9:
        raise OptionError("--seats", "give one to nine seat counts")
    return counts


def _study_spec(
    names: list[str],
    seats: str,
    bots: str,
    rounds: int,
    seed: str,
    seconds_per_move: float,
    max_moves: int,
    saved: SavedLookup | None = None,
    option: str = "--ruleset",
) -> StudySpec:
    if option == "--ruleset" and not 1 <= len(names) <= 2:
        raise OptionError("--ruleset", f"study one ruleset or compare two, not {len(names)}")
    rulesets = tuple(find_ruleset(name, option, saved) for name in names)
    if len({rules.name for rules in rulesets}) != len(rulesets):
        raise OptionError(option, "compare two different rulesets")
    counts = _seat_counts(seats)
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
