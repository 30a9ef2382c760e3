"""Revision 0017 moves Punto Banco's seats into the one seat table, data kept, on both backends.

A database at revision 0016 is filled with fixture rows the way that release wrote them: a
Mau-Mau table with an open and a closed occupancy, and a Punto Banco table with an identity's
open seat, a seat from before seats belonged to identities (a name, no id), a bot and a closed
occupancy.  After the upgrade every row is in ``maumau_seats`` as it was (Mau-Mau's with their
ids), the indexes still refuse a second occupant, a moved seat's token still proves its seat to
today's Punto Banco service, and ``puntobanco_seats`` is gone.  The downgrade puts every row back.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import DateTime, Engine, Select, TableClause, Uuid, column, inspect, select, table
from sqlalchemy.exc import IntegrityError

from infrastructure.adapters import migrate
from infrastructure.adapters.db import build_engine
from infrastructure.adapters.settings import Settings, load_settings
from infrastructure.services.bootstrap import build_services
from infrastructure.services.puntobanco_tables import PuntoBancoTables
from infrastructure.services.tokens import hash_token
from tests.service_fixtures import FakeClock

MM_TABLE, PB_TABLE = uuid.uuid4(), uuid.uuid4()
ALICE, BOB = uuid.uuid4(), uuid.uuid4()
T0, T1 = datetime(2026, 11, 1, 12, 0, tzinfo=UTC), datetime(2026, 11, 1, 13, 0, tzinfo=UTC)
TOKENS = {name: f"mmt_fixture_{name}_token_0123456789" for name in ("mm0", "mm1", "pb0", "pb1", "pb2", "pb3")}
_TYPES: dict[str, Any] = {
    **dict.fromkeys(("table_id", "player_id"), Uuid()),
    **dict.fromkeys(("joined_at", "left_at", "created_at"), DateTime(timezone=True)),
}


def _t(name: str, *columns: str, uuid_id: bool = False) -> TableClause:
    """A typed view of a table as the revisions write it (uuids and timestamps bound on both backends)."""
    types = _TYPES | ({"id": Uuid()} if uuid_id else {})
    return table(name, *(column(c, types[c]) if c in types else column(c) for c in columns))


_MM = ("id", "table_id", "seat", "kind", "player_id", "bot_name", "token_hash", "joined_at", "left_at")
_PB = ("id", "table_id", "seat", "kind", "player", "strategy", "token_hash", "joined_at", "left_at", "player_id")
PLAYERS = _t("maumau_players", "id", "handle", "created_at", "kind", "role", uuid_id=True)
MM_TABLES = _t(
    "maumau_tables", "id", "ruleset_ref", "ruleset", "seats", "host_token_hash", "created_at", "settings", uuid_id=True
)
PB_TABLES = _t("puntobanco_tables", "id", "rules", "host_token_hash", "created_at", uuid_id=True)
SEATS = _t("maumau_seats", *_MM, "game", "player")
PB_SEAT_ROWS = _t("puntobanco_seats", *_PB)

MM_SEATS = [  # as _MM; the token by name
    (1, MM_TABLE, 0, "human", ALICE, None, "mm0", T0, None),
    (2, MM_TABLE, 1, "bot", None, "random", "mm1", T0, T1),
]
PB_SEATS = [  # as _PB
    (1, PB_TABLE, 0, "human", "Alice", None, "pb0", T0, None, ALICE),
    (2, PB_TABLE, 1, "human", "old-timer", None, "pb1", T0, None, None),  # before revision 0013
    (3, PB_TABLE, 2, "bot", "bot:banker@2", "banker", "pb2", T0, None, None),
    (4, PB_TABLE, 3, "human", "bob", None, "pb3", T0, T1, BOB),
]


def _fill(engine: Engine) -> None:
    """The rows revision 0016's code wrote."""
    with engine.begin() as conn:
        for pid, handle, kind in ((ALICE, "Alice", "account"), (BOB, "bob", "guest")):
            conn.execute(PLAYERS.insert().values(id=pid, handle=handle, created_at=T0, kind=kind, role="player"))
        conn.execute(
            MM_TABLES.insert().values(
                id=MM_TABLE, ruleset_ref="MM-001", ruleset="{}", seats=2,
                host_token_hash=hash_token("host-mm"), created_at=T0, settings="{}",
            )
        )  # fmt: skip
        conn.execute(
            PB_TABLES.insert().values(
                id=PB_TABLE, rules='{"seats": 7}', host_token_hash=hash_token("host-pb"), created_at=T0
            )
        )
        old_seats = _t("maumau_seats", *_MM)
        for names, rows, target in ((_MM, MM_SEATS, old_seats), (_PB, PB_SEATS, PB_SEAT_ROWS)):
            for values in rows:
                row: dict[str, Any] = dict(zip(names, values, strict=True))
                del row["id"]  # the sequence's, as the service's inserts had them
                conn.execute(target.insert().values(**row | {"token_hash": hash_token(TOKENS[row["token_hash"]])}))


def _rows(engine: Engine, query: Select[Any]) -> list[tuple[Any, ...]]:
    with engine.connect() as conn:
        return [tuple(r) for r in conn.execute(query)]


def _mm(where: Any = None) -> Select[Any]:
    query = select(*(SEATS.c[c] for c in _MM)).order_by(SEATS.c.id)
    return query.where(where) if where is not None else query


_PB_DATA = _PB[1:]
"""A Punto Banco occupancy's data: everything but its id (a moved row gets a new one)."""


def test_revision_0017_moves_punto_bancos_seats_into_the_one_seat_table_and_back(database_url: str) -> None:
    settings, engine = _engine(database_url)
    try:
        migrate.upgrade(settings, "0016")
        _fill(engine)
        mm_before = _rows(engine, _mm())
        pb_before = _rows(engine, select(*(PB_SEAT_ROWS.c[c] for c in _PB_DATA)).order_by(PB_SEAT_ROWS.c.id))
        assert len(mm_before) == 2
        assert len(pb_before) == 4

        migrate.upgrade(settings, "0017")
        engine.dispose()
        assert "puntobanco_seats" not in inspect(engine).get_table_names()
        assert _rows(engine, _mm(SEATS.c.game == "maumau")) == mm_before  # ids kept
        assert _rows(engine, select(SEATS.c.player).where(SEATS.c.game == "maumau")) == [(None,), (None,)]
        moved_columns = [SEATS.c[c] for c in ("table_id", "seat", "kind", "player", "bot_name", *_PB_DATA[5:])]
        moved = _rows(engine, select(*moved_columns).where(SEATS.c.game == "puntobanco").order_by(SEATS.c.id))
        assert moved == pb_before
        # The indexes still settle races: a second open occupant of a seat, of a name, of an identity.
        for seat, player, player_id in ((0, "someone", None), (5, "old-timer", None), (6, None, ALICE)):
            with pytest.raises(IntegrityError), engine.begin() as conn:
                conn.execute(
                    SEATS.insert().values(
                        table_id=PB_TABLE, seat=seat, kind="human", player_id=player_id,
                        token_hash=uuid.uuid4().hex, joined_at=T1, game="puntobanco", player=player,
                    )
                )  # fmt: skip
        # Today's services (at the head: later revisions add tables of their own) see the moved
        # seats, and their tokens still prove them.
        migrate.upgrade(settings)
        services = build_services(settings, clock=FakeClock())
        try:
            pb = PuntoBancoTables(services.engine, services.store, accounts=services.tables.accounts)
            seats = pb.seats(PB_TABLE)
            assert [(s.seat, s.kind, s.player, s.strategy) if s else None for s in seats[:4]] == [
                (0, "human", "Alice", None),
                (1, "human", "old-timer", None),
                (2, "bot", "bot:banker@2", "banker"),
                None,
            ]
            assert pb.authorize_seat(PB_TABLE, TOKENS["pb0"]).player_id == ALICE
            assert pb.authorize_seat(PB_TABLE, TOKENS["pb1"]).player == "old-timer"
            mm_seats = services.tables.seats(MM_TABLE)
            assert mm_seats[0] is not None
            assert mm_seats[0].player == "Alice"
        finally:
            services.close()

        migrate.downgrade(settings, "0016")
        engine.dispose()
        assert {c["name"] for c in inspect(engine).get_columns("maumau_seats")} == set(_MM)
        assert _rows(engine, select(*(SEATS.c[c] for c in _MM)).order_by(SEATS.c.id)) == mm_before
        assert _rows(engine, select(*(PB_SEAT_ROWS.c[c] for c in _PB_DATA)).order_by(PB_SEAT_ROWS.c.id)) == pb_before
        referred = {k["referred_table"] for k in inspect(engine).get_foreign_keys("maumau_seats")}
        assert referred == {"maumau_tables", "maumau_players"}

        migrate.upgrade(settings)  # and up again to the head
        assert migrate.current_revision(settings) == migrate.head_revision()
        assert len(_rows(engine, select(SEATS.c.id).where(SEATS.c.game == "puntobanco"))) == 4
    finally:
        engine.dispose()


def _engine(url: str) -> tuple[Settings, Engine]:
    settings = load_settings(database_url=url, create_tables=False)
    return settings, build_engine(settings)
