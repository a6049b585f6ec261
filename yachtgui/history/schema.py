"""The history database's tables, its schema version and the migrations between versions.

The version lives in SQLite's ``PRAGMA user_version``. A new database is created at
:data:`SCHEMA_VERSION` directly; an older one is brought up to date by running, in order,
each step of :data:`MIGRATIONS` inside one transaction, so a failed migration leaves the
file as it was. A database from a newer yachtgui (a higher version) is refused, never
changed.

Version 1 (the first release of the history): people with a unique name key, games,
seats and boxes. Version 2: the game itself as JSON (its whole log of rolls, holds,
scorings and undos, for replays and export), the variant's rules hash and an optional
house-rule ``definition``, a per-session ``uid`` and a ``fingerprint`` so a game is never
recorded twice, per-seat five-of-a-kind counts and the analysis figures (points given up
against optimal play, luck), the variant repeated on each seat (a person's best score in a
variant is then one index lookup), and name ``aliases`` so a renamed or merged person keeps
every name they played under. Version 3: the game's ``turning`` points (every player's chance
to win at each step of the replay and the costliest decisions, JSON checked by
:mod:`yachtgui.history.turning` when read), so the replay draws its chart without the win table.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager

__all__ = ["COLUMNS", "LATER_COLUMNS", "MIGRATIONS", "READABLE_FROM", "SCHEMA_V1", "SCHEMA_VERSION", "create",
           "migrate", "transaction"]

SCHEMA_VERSION = 3

#: The first schema, kept verbatim: tests create it to check the migration.
SCHEMA_V1 = """
CREATE TABLE people (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    key TEXT NOT NULL UNIQUE
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    variant TEXT NOT NULL,
    started TEXT,
    finished TEXT NOT NULL
);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    person_id INTEGER NOT NULL REFERENCES people(id),
    name TEXT NOT NULL,
    computer TEXT,
    upper INTEGER NOT NULL,
    bonus INTEGER NOT NULL,
    total INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE boxes (
    game_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    box TEXT NOT NULL,
    points INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, box),
    FOREIGN KEY (game_id, seat) REFERENCES seats(game_id, seat) ON DELETE CASCADE
);
CREATE INDEX games_finished ON games(finished);
CREATE INDEX seats_person ON seats(person_id);
"""

_V1_TO_V2 = """
ALTER TABLE games ADD COLUMN uid TEXT;
ALTER TABLE games ADD COLUMN fingerprint TEXT;
ALTER TABLE games ADD COLUMN rules_hash TEXT;
ALTER TABLE games ADD COLUMN definition TEXT;
ALTER TABLE games ADD COLUMN game TEXT;
ALTER TABLE seats ADD COLUMN yachts INTEGER;
ALTER TABLE seats ADD COLUMN given_up REAL;
ALTER TABLE seats ADD COLUMN luck REAL;
ALTER TABLE seats ADD COLUMN variant TEXT;
UPDATE seats SET variant = (SELECT variant FROM games WHERE games.id = seats.game_id);
CREATE INDEX seats_best ON seats(person_id, variant, total);
CREATE UNIQUE INDEX games_fingerprint ON games(fingerprint);
CREATE INDEX games_uid ON games(uid);
CREATE INDEX games_variant ON games(variant, finished);
CREATE TABLE aliases (
    key TEXT PRIMARY KEY,
    person_id INTEGER NOT NULL REFERENCES people(id) ON DELETE CASCADE
);
INSERT INTO aliases (key, person_id) SELECT key, id FROM people;
"""


def _v1_to_v2(connection: sqlite3.Connection) -> None:
    for statement in _V1_TO_V2.split(";"):
        if statement.strip():
            connection.execute(statement)


def _v2_to_v3(connection: sqlite3.Connection) -> None:
    connection.execute("ALTER TABLE games ADD COLUMN turning TEXT")


#: The columns every table of the current version has (a history with fewer is not ours).
COLUMNS: dict[str, frozenset[str]] = {
    "people": frozenset({"id", "name", "key"}),
    "aliases": frozenset({"key", "person_id"}),
    "games": frozenset({"id", "variant", "started", "finished", "uid", "fingerprint", "rules_hash",
                        "definition", "game", "turning"}),
    "seats": frozenset({"game_id", "seat", "person_id", "name", "computer", "upper", "bonus", "total",
                        "winner", "yachts", "given_up", "luck", "variant"}),
    "boxes": frozenset({"game_id", "seat", "box", "points"}),
}

#: Columns a read-only history of an older version may lack (it cannot be migrated there); it is
#: read without them.
LATER_COLUMNS: dict[str, frozenset[str]] = {"games": frozenset({"turning"})}
#: The oldest version read as it is when the history cannot be written.
READABLE_FROM = 2

#: ``MIGRATIONS[n]`` brings a version-``n`` database to version ``n + 1``.
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {1: _v1_to_v2, 2: _v2_to_v3}


@contextmanager
def transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """``BEGIN IMMEDIATE`` ... ``COMMIT``; any exception in the block rolls back and is raised again."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        if connection.in_transaction:  # SQLite ends it itself on some errors (disk full)
            connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def create(connection: sqlite3.Connection) -> None:
    """Create every table of the current version in an empty database (one transaction)."""
    with transaction(connection):
        for statement in SCHEMA_V1.split(";"):
            if statement.strip():
                connection.execute(statement)
        _v1_to_v2(connection)
        _v2_to_v3(connection)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def migrate(connection: sqlite3.Connection, version: int) -> None:
    """Bring a database at ``version`` up to :data:`SCHEMA_VERSION`, all or nothing."""
    with transaction(connection):
        for step in range(version, SCHEMA_VERSION):
            MIGRATIONS[step](connection)
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
