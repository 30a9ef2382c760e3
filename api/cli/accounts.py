"""``maumau accounts``: the first admin, and roles, from the command line (the operator's way in).

Over HTTP only an admin may make another admin, so the first one is made here, on the machine that
holds the database: ``maumau accounts create-admin HANDLE`` registers the account as an admin (or,
when it exists and the password is its password, makes it one).  The password is read from a
hidden prompt (typed twice) or, with ``--password-stdin``, from the first line of standard input
(for scripts); it is never an argument (shell history, process lists) and never printed.
``maumau accounts set-role HANDLE ROLE`` changes a role without any password.  See
``docs/accounts.md``.
"""

from __future__ import annotations

import json
import sys
from typing import Annotated

import typer
from sqlalchemy.exc import SQLAlchemyError

from api.cli.service import DatabaseOption, JsonOption, existing_database
from infrastructure.adapters.db import build_engine
from infrastructure.services.accounts import ROLES, AccountInfo, AccountService
from infrastructure.services.errors import ServiceError

__all__ = ["accounts_app"]

accounts_app = typer.Typer(
    help="Accounts: make the first admin, set roles (over HTTP only admins may).",
    no_args_is_help=True,
)


def _print(info: AccountInfo, as_json: bool) -> None:
    if as_json:
        typer.echo(json.dumps({"player_id": str(info.player_id), "handle": info.handle, "role": info.role}))
    else:
        typer.echo(f"{info.handle} ({info.player_id}) is {'an' if info.role[0] in 'ao' else 'a'} {info.role}")


def _fail(message: str) -> None:
    typer.echo(message, err=True)
    raise typer.Exit(1)


@accounts_app.command("create-admin", short_help="Register an admin account (or make an account one).")
def create_admin(
    handle: Annotated[str, typer.Argument(help="The admin's handle (1-32 letters, digits, _ . -).")],
    password_stdin: Annotated[
        bool, typer.Option("--password-stdin", help="Read the password from the first line of stdin.")
    ] = False,
    database_url: DatabaseOption = None,
    as_json: JsonOption = False,
) -> None:
    """Register HANDLE as an admin; if the account exists, its password makes it an admin."""
    settings = existing_database(database_url)
    if password_stdin:
        password = sys.stdin.readline().rstrip("\r\n")
    else:
        password = typer.prompt("Password", hide_input=True, confirmation_prompt=True)
    engine = build_engine(settings)
    try:
        _print(AccountService(engine).create_admin(handle, password), as_json)
    except ServiceError as error:
        _fail(f"{error.rule}: {error.message}")
    except SQLAlchemyError as error:
        _fail(f"the database is not ready ({type(error).__name__}): run `maumau db upgrade` first")
    finally:
        engine.dispose()


@accounts_app.command("set-role", short_help="Give an account a role (player, organiser, admin).")
def set_role(
    handle: Annotated[str, typer.Argument(help="The account's handle (any spelling of it).")],
    role: Annotated[str, typer.Argument(help=f"One of: {', '.join(ROLES)}.")],
    database_url: DatabaseOption = None,
    as_json: JsonOption = False,
) -> None:
    """Set the role of the account HANDLE (the last admin cannot step down)."""
    settings = existing_database(database_url)
    engine = build_engine(settings)
    try:
        accounts = AccountService(engine)
        _print(accounts.assign_role(accounts.find(handle).player_id, role), as_json)
    except ServiceError as error:
        _fail(f"{error.rule}: {error.message}")
    except SQLAlchemyError as error:
        _fail(f"the database is not ready ({type(error).__name__}): run `maumau db upgrade` first")
    finally:
        engine.dispose()
