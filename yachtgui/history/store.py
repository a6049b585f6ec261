"""The history database: record finished games, read them back, and answer the statistics.

:class:`HistoryStore` wraps one SQLite connection (WAL, foreign keys, a busy timeout).
Every failure is a :class:`HistoryError` whose ``kind`` says what went wrong (``locked``,
``readonly``, ``full``, ``damaged``, ``newer``, ``other``) and whose message can be shown
to a player as it is.

What is recorded is an *entry*: a JSON-safe dict made by :func:`make_entry` from a finished
game, the same dict the retry file keeps when the database cannot be written. Players are
the same person across games when their names match without regard to case and spaces
(:func:`person_key`); computer players are people of their own, one per name and level.

Times are stored as ISO 8601 text in UTC (``2026-11-24T21:05:00+00:00``); filters on a
period compare these strings, so ``since="2026-11"`` means "from November 2026 on".
"""

from __future__ import annotations

import functools
import hashlib
import json
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from yachtgui.game import Game, GameError, Rolled
from yachtgui.history import schema
from yachtgui.history.turning import MAX_TEXT as MAX_TURNING_TEXT
from yachtgui.history.turning import check as check_turning
from yachtgui.names import shows_as_text
from yachtgui.persistence import COMPUTER_LEVELS
from yachtgui.rules import VARIANTS, RuleError, Variant
from yachtgui.rules.value import Value
from yachtgui.rules.vocabulary import FaceSum, Fixed, TotalSum
from yachtgui.text import translate

__all__ = [
    "GameSummary",
    "HeadToHead",
    "HighScore",
    "HistoryError",
    "HistoryStore",
    "Person",
    "PlayerStats",
    "RecordResult",
    "StoredGame",
    "local_time",
    "make_entry",
    "person_key",
]

ENTRY_FORMAT = "yachtgui-history-entry"

#: How long a write waits for another program to let go of the database (seconds).
BUSY_TIMEOUT_S = 2.0


def _connect(path: Path | str, **options: Any) -> sqlite3.Connection:
    """How the store connects (tests swap it to make read-only or full databases)."""
    connection: sqlite3.Connection = sqlite3.connect(path, **options)
    return connection


class HistoryError(Exception):
    """The history could not be read or written; ``kind`` is one of
    ``locked``, ``readonly``, ``full``, ``damaged``, ``newer``, ``invalid``, ``other``."""

    def __init__(self, message: str, kind: str = "other") -> None:
        super().__init__(message)
        self.kind = kind


def classify(error: sqlite3.Error) -> HistoryError:
    """A plain-words :class:`HistoryError` for an ``sqlite3`` failure."""
    text = str(error).lower()
    if "locked" in text or "busy" in text:
        return HistoryError(translate("History", "the game history is in use by another program"), "locked")
    if "readonly" in text or "read-only" in text or "unable to open" in text or "permission" in text:
        problem = translate("History", "the game history cannot be written (the file or folder is read-only)")
        return HistoryError(problem, "readonly")
    if "full" in text:
        return HistoryError(translate("History", "the disk is full"), "full")
    if isinstance(error, sqlite3.OperationalError) and "no such" not in text:
        problem = translate("History", "the game history could not be used ({error})")
        return HistoryError(problem.format(error=error), "other")
    return HistoryError(translate("History", "the game history file is damaged"), "damaged")


# The longest saved game (JSON text) read back: as long as a saved-game file may be.
MAX_GAME_TEXT = 4 * 1024 * 1024
# The longest house-rule definition (JSON text) read back; a longer one reads as unknown rules.
MAX_DEFINITION_TEXT = 256 * 1024
# What a value of the wrong kind in an edited or damaged database raises in the reading code.
_DAMAGED_VALUE = (ValueError, TypeError, AttributeError, OverflowError, KeyError, IndexError, RecursionError)

_F = TypeVar("_F", bound=Callable[..., Any])


def _damaged_history() -> HistoryError:
    problem = translate("History", "the game history is damaged: it holds a value yachtgui never writes")
    return HistoryError(problem, "damaged")


def _text(value: object, optional: bool = False) -> Any:
    """A text column's value; TypeError (a damaged history) for a blob or a number stored in it."""
    if isinstance(value, str) or (optional and value is None):
        return value
    raise TypeError(value)


def _whole(value: object) -> int:
    """An integer column's value; TypeError (a damaged history) for text, a blob or a fraction."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    raise TypeError(value)


def _reads(method: _F) -> _F:
    """A reading method of :class:`HistoryStore` whose rows hold a value of the wrong kind (a
    text for a total, a blob for a name: a hand-edited or damaged file) raises
    :class:`HistoryError` ``damaged``, as any other damage does, never a bare Python error."""

    @functools.wraps(method)
    def read(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except _DAMAGED_VALUE:
            raise _damaged_history() from None

    return read  # type: ignore[return-value]


def person_key(name: str) -> str:
    """Who a name means: case and spaces do not matter ("Ann Lee" is "annlee")."""
    return "".join(name.split()).casefold()


def _computer_key(name: str, level: str) -> str:
    return f"computer:{level}:{person_key(name)}"


def now_iso() -> str:
    """The current time as stored: UTC, ISO 8601, whole seconds."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def local_time(stored: str, with_time: bool = True) -> str:
    """A stored UTC time as the player's local date (and time): "2026-11-24 21:05"."""
    try:
        moment = datetime.fromisoformat(stored)
    except ValueError:
        return stored[:16].replace("T", " ")
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M" if with_time else "%Y-%m-%d")


def _fingerprint(game_data: dict[str, Any]) -> str:
    return hashlib.sha256(json.dumps(game_data, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def make_entry(
    game: Game,
    computers: Sequence[str | None],
    *,
    finished: str | None = None,
    started: str | None = None,
    uid: str | None = None,
    definition: str | None = None,
    analysis: Sequence[tuple[float, float]] | None = None,
) -> dict[str, Any]:
    """What :meth:`HistoryStore.record` writes for the finished ``game``, as JSON-safe data.

    ``computers`` gives each seat's computer level, None for a person. ``uid`` names a
    playing session: recording again under the same uid (the last score was taken back
    and made again) replaces the earlier record. ``definition`` is the variant's house-rule
    definition as JSON text, None for a built-in variant; by default it is taken from the
    game's own data, which carries the definition of every house rule. ``analysis`` is, per seat, the
    points given up against optimal play and the luck (see :mod:`yachtgui.ai.analysis`).
    """
    if not game.is_over:
        raise HistoryError(translate("History", "only finished games are recorded"), "invalid")
    if len(computers) != len(game.players):
        raise HistoryError(translate("History", "every seat needs a person or computer level"), "invalid")
    data = game.to_dict()
    data["rng_state"] = None  # the dice to come are of no interest once the game is over
    if definition is None and "variant_definition" in data:
        definition = json.dumps(data["variant_definition"], sort_keys=True, separators=(",", ":"))
    return {
        "format": ENTRY_FORMAT,
        "game": data,
        "computers": list(computers),
        "started": started,
        "finished": finished or now_iso(),
        "uid": uid,
        "definition": definition,
        "analysis": None if analysis is None else [[float(g), float(luck)] for g, luck in analysis],
    }


class RecordResult(Value):
    """A game written: its ``game_id``; ``personal_bests`` names the people whose total beat their
    earlier best in that variant; ``already`` is True when the game was in the history before."""

    __slots__ = ("game_id", "personal_bests", "already")  # noqa: RUF023  (argument order)
    game_id: int
    personal_bests: tuple[str, ...]
    already: bool

    def __init__(self, game_id: int, personal_bests: tuple[str, ...] = (), already: bool = False) -> None:
        self._set(game_id=game_id, personal_bests=personal_bests, already=already)


class GameSummary(Value):
    """One finished game as the list shows it: names, computer levels, totals and winners in seat order.

    ``winners`` is empty for a game played alone: a solo game is no one's win, here as in
    :class:`PlayerStats`' ``wins``, the game-over headline and the replay.
    """

    __slots__ = (
        "computers",
        "finished",
        "id",
        "players",
        "started",
        "totals",
        "variant",
        "winners",
    )
    id: int
    variant: str
    started: str | None
    finished: str
    players: tuple[str, ...]
    computers: tuple[str | None, ...]
    totals: tuple[int, ...]
    winners: tuple[str, ...]

    def __init__(
        self,
        id: int,
        variant: str,
        started: str | None,
        finished: str,
        players: tuple[str, ...],
        computers: tuple[str | None, ...],
        totals: tuple[int, ...],
        winners: tuple[str, ...],
    ) -> None:
        self._set(
            id=id,
            variant=variant,
            started=started,
            finished=finished,
            players=players,
            computers=computers,
            totals=totals,
            winners=winners,
        )


class StoredGame(Value):
    """A finished game with everything recorded about it.

    ``game`` is the :meth:`Game.to_dict` data (None for games recorded before the
    history kept it, schema version 1); ``cards`` each seat's boxes; ``bonuses``;
    ``given_up``/``luck`` per seat when the game was analysed; ``definition`` the
    house-rule variant definition (JSON text) or None; ``turning`` the game's turning points
    (checked data of :mod:`yachtgui.history.turning`) or None when none were kept.
    """

    __slots__ = ("summary", "cards", "bonuses", "game", "given_up", "luck", "definition", "turning")  # noqa: RUF023
    summary: GameSummary
    cards: tuple[dict[str, int], ...]
    bonuses: tuple[int, ...]
    game: dict[str, Any] | None
    given_up: tuple[float | None, ...]
    luck: tuple[float | None, ...]
    definition: str | None
    turning: dict[str, Any] | None

    def __init__(
        self,
        summary: GameSummary,
        cards: tuple[dict[str, int], ...],
        bonuses: tuple[int, ...],
        game: dict[str, Any] | None,
        given_up: tuple[float | None, ...],
        luck: tuple[float | None, ...],
        definition: str | None,
        turning: dict[str, Any] | None = None,
    ) -> None:
        self._set(
            summary=summary,
            cards=cards,
            bonuses=bonuses,
            game=game,
            given_up=given_up,
            luck=luck,
            definition=definition,
            turning=turning,
        )

    def rebuild(self, variants: Mapping[str, Variant] | None = None) -> Game:
        """The game itself, checked by replaying it; :class:`HistoryError` if it cannot be.

        ``variants`` (default: the built-in ones) must hold the game's variant, e.g. a house
        rule made from :attr:`definition`.
        """
        if self.game is None:
            problem = translate("History", "game {game} was recorded without its moves")
            raise HistoryError(problem.format(game=self.summary.id), "invalid")
        try:
            return Game.from_dict(self.game, variants=variants)
        except GameError as error:
            problem = translate("History", "game {game} cannot be rebuilt: {error}")
            raise HistoryError(problem.format(game=self.summary.id, error=error), "invalid") from None


class Person(Value):
    """Someone in the history: ``computer`` is their level for a computer player, else None."""

    __slots__ = ("id", "name", "computer", "games")  # noqa: RUF023  (argument order)
    id: int
    name: str
    computer: str | None
    games: int

    def __init__(self, id: int, name: str, computer: str | None, games: int) -> None:
        self._set(id=id, name=name, computer=computer, games=games)

    @property
    def label(self) -> str:
        """The name, with the level for a computer player: "Hal (computer, hard)"."""
        if self.computer is None:
            return self.name
        labels = {
            "easy": translate("History", "{name} (computer, easy)"),
            "medium": translate("History", "{name} (computer, medium)"),
            "hard": translate("History", "{name} (computer, hard)"),
            "win": translate("History", "{name} (computer, plays to win)"),
        }
        text = labels.get(self.computer) or translate("History", "{name} (computer, {level})")
        return text.format(name=self.name, level=self.computer)


class PlayerStats(Value):
    """One player's record in one variant.

    ``wins`` counts games of two or more players where they had the highest total, a
    shared first place included (``shared_wins`` of them); ``win_rate`` is wins over such
    games (None without any). ``bonus_rate`` is the share of games with an upper bonus
    (None in a variant without one). ``yachts`` counts five-of-a-kinds rolled (at any roll
    of a turn). ``given_up`` is the average points given up per analysed game (None when
    no game was analysed).
    """

    __slots__ = (
        "average",
        "best",
        "bonus_rate",
        "games",
        "given_up",
        "multiplayer_games",
        "person",
        "shared_wins",
        "variant",
        "win_rate",
        "wins",
        "worst",
        "yachts",
    )
    person: Person
    variant: str
    games: int
    multiplayer_games: int
    wins: int
    shared_wins: int
    win_rate: float | None
    average: float
    best: int
    worst: int
    bonus_rate: float | None
    yachts: int
    given_up: float | None

    def __init__(
        self,
        person: Person,
        variant: str,
        games: int,
        multiplayer_games: int,
        wins: int,
        shared_wins: int,
        win_rate: float | None,
        average: float,
        best: int,
        worst: int,
        bonus_rate: float | None,
        yachts: int,
        given_up: float | None,
    ) -> None:
        self._set(
            person=person,
            variant=variant,
            games=games,
            multiplayer_games=multiplayer_games,
            wins=wins,
            shared_wins=shared_wins,
            win_rate=win_rate,
            average=average,
            best=best,
            worst=worst,
            bonus_rate=bonus_rate,
            yachts=yachts,
            given_up=given_up,
        )

    def to_json(self) -> dict[str, Any]:
        """JSON-safe fields for ``yachtgui-history stats --json``."""
        return {
            "player": self.person.name,
            "computer": self.person.computer,
            "variant": self.variant,
            "games": self.games,
            "wins": self.wins,
            "shared_wins": self.shared_wins,
            "win_rate": self.win_rate,
            "average": self.average,
            "best": self.best,
            "worst": self.worst,
            "bonus_rate": self.bonus_rate,
            "five_of_a_kinds": self.yachts,
            "given_up": self.given_up,
        }


class HighScore(Value):
    """A row of a variant's high-score table."""

    __slots__ = ("rank", "name", "computer", "total", "finished", "game_id")  # noqa: RUF023
    rank: int
    name: str
    computer: str | None
    total: int
    finished: str
    game_id: int

    def __init__(
        self, rank: int, name: str, computer: str | None, total: int, finished: str, game_id: int
    ) -> None:
        self._set(rank=rank, name=name, computer=computer, total=total, finished=finished, game_id=game_id)


class HeadToHead(Value):
    """Two players' games together: who finished ahead how often, and their average totals."""

    __slots__ = ("games", "first_wins", "second_wins", "draws", "first_average", "second_average")  # noqa: RUF023
    games: int
    first_wins: int
    second_wins: int
    draws: int
    first_average: float | None
    second_average: float | None

    def __init__(
        self,
        games: int,
        first_wins: int,
        second_wins: int,
        draws: int,
        first_average: float | None,
        second_average: float | None,
    ) -> None:
        self._set(
            games=games,
            first_wins=first_wins,
            second_wins=second_wins,
            draws=draws,
            first_average=first_average,
            second_average=second_average,
        )


def _filters(
    variant: str | None, person: int | None, since: str | None, until: str | None, seat_alias: str = "s"
) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    params: list[Any] = []
    if variant is not None:
        clauses.append("g.variant = ?")
        params.append(variant)
    if person is not None:
        clauses.append(f"{seat_alias}.person_id = ?")
        params.append(person)
    if since is not None:
        clauses.append("g.finished >= ?")
        params.append(since)
    if until is not None:
        clauses.append("g.finished < ?")
        params.append(until)
    return (" AND ".join(clauses) or "1"), params


def highest_total(variant: Variant) -> int:
    """More than any total a game of ``variant`` can reach (every box at its best, the best bonus,
    a Yahtzee bonus on every turn): a stored total above it was not played, it was edited."""
    best = 0
    for box in variant.boxes:
        scorer = box.scorer
        if isinstance(scorer, FaceSum):
            best += 5 * scorer.face
        elif isinstance(scorer, Fixed):
            best += scorer.value
        elif isinstance(scorer, TotalSum):
            best += 30 + scorer.plus
        else:
            best += 30  # the dice of a pattern: at most all five sixes
    best += max((points for _, points in variant.bonus_rule.tiers), default=0)
    return best + variant.yacht_bonus * len(variant.boxes)


#: The bound for a variant whose rules the history does not hold (a damaged definition).
_ANY_TOTAL = 100_000


def _computer_of(key: str) -> str | None:
    return key.split(":")[1] if key.startswith("computer:") else None


def _open_read_only(path: Path) -> sqlite3.Connection:
    """A connection that only reads ``path``; on read-only storage a WAL history, whose shared-memory
    file cannot be made there, is read as immutable (nobody can write it there either)."""
    if not path.is_file():
        problem = translate("History", "the game history cannot be read: there is no file {file}")
        raise HistoryError(problem.format(file=path.name), "readonly")
    uri = path.resolve().as_uri()
    error: sqlite3.Error | None = None
    for mode in ("?mode=ro", "?mode=ro&immutable=1"):
        try:
            connection = _connect(uri + mode, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None,
                                  check_same_thread=False)
            connection.execute("PRAGMA user_version").fetchone()
        except sqlite3.Error as failure:
            error = failure
            continue
        return connection
    assert error is not None
    raise classify(error)


class HistoryStore:
    """The history database at ``path``, created or migrated on opening.

    Raises :class:`HistoryError` when the file cannot be opened or is not a usable
    history (``damaged``: its tables are not the ones this yachtgui knows, checked at
    opening so that every command reports it alike), or was written by a newer yachtgui
    (``newer``). ``read_only`` opens an existing history only to read it (read-only
    storage): nothing is created or migrated, and every write fails as ``readonly``.
    """

    def __init__(self, path: str | Path, read_only: bool = False) -> None:
        self.path = Path(path)
        self.read_only = read_only
        if read_only:
            self._db = _open_read_only(self.path)
        else:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                problem = translate("History", "the game history folder cannot be made ({reason})")
                raise HistoryError(
                    problem.format(reason=error.strerror),
                    "readonly",
                ) from None
            try:
                self._db = _connect(
                    self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False
                )
            except sqlite3.Error as error:
                raise classify(error) from None
        try:
            self._prepare()
        except sqlite3.Error as error:
            self._db.close()
            raise classify(error) from None
        except HistoryError:
            self._db.close()
            raise

    def _prepare(self) -> None:
        db = self._db
        db.execute("PRAGMA foreign_keys = ON")
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if self.read_only:
            if version > schema.SCHEMA_VERSION:
                text = translate("History", "the game history was written by a newer yachtgui")
                raise HistoryError(text, "newer")
            if version < schema.READABLE_FROM:
                problem = translate(
                    "History", "the game history needs an update, and it cannot be written here (read-only)"
                )
                raise HistoryError(problem, "readonly")
            self._check_schema()
            return
        if version == 0:
            tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if tables:
                text = translate("History", "the game history file holds something else")
                raise HistoryError(text, "damaged")
            db.execute("PRAGMA journal_mode = WAL")
            schema.create(db)
        elif version > schema.SCHEMA_VERSION:
            text = translate("History", "the game history was written by a newer yachtgui")
            raise HistoryError(text, "newer")
        else:
            if version < schema.SCHEMA_VERSION:
                schema.migrate(db, version)
            db.execute("PRAGMA journal_mode = WAL")
        self._check_schema()

    def _check_schema(self) -> None:
        """Tables and columns must be ours: a file with a version but other tables is not a history."""
        db = self._db
        for table, columns in schema.COLUMNS.items():
            found = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if table == "games":
                self._turning_kept = "turning" in found  # a read-only older history has no turning points
            missing = sorted(columns - found - (schema.LATER_COLUMNS.get(table, frozenset()) if self.read_only
                                                else frozenset()))
            if not found or missing:
                problem = translate(
                    "History", "the game history file holds something else (table {table} is not as expected)"
                )
                raise HistoryError(problem.format(table=table), "damaged")

    def close(self) -> None:
        """Close the connection (the store cannot be used afterwards)."""
        self._db.close()

    def __enter__(self) -> HistoryStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def version(self) -> int:
        """The schema version of the open database."""
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def _query(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.Error as error:
            raise classify(error) from None

    # --- recording ----------------------------------------------------------------

    def record(
        self, entry: dict[str, Any], game: Game | None = None, variants: Mapping[str, Variant] | None = None
    ) -> RecordResult:
        """Write the entry of :func:`make_entry` in one transaction; see :class:`RecordResult`.

        ``game`` may pass the entry's game already built (saves rebuilding it from the
        entry's data, which is checked by replaying it otherwise). A game already in the
        history is not written twice; one recorded under the same ``uid`` is replaced.
        """
        if game is None:
            game = _entry_game(entry, variants)
        data = entry["game"]
        computers: list[str | None] = list(entry.get("computers") or [None] * len(game.players))
        fingerprint = _fingerprint({"game": data, "computers": computers})
        try:
            with schema.transaction(self._db):
                return self._write(entry, game, data, computers, fingerprint)
        except sqlite3.Error as error:
            raise classify(error) from None

    def _write(
        self,
        entry: dict[str, Any],
        game: Game,
        data: dict[str, Any],
        computers: list[str | None],
        fingerprint: str,
    ) -> RecordResult:
        db = self._db
        row = db.execute("SELECT id FROM games WHERE fingerprint = ?", (fingerprint,)).fetchone()
        if row is not None:
            return RecordResult(int(row[0]), (), already=True)
        uid = entry.get("uid")
        if uid:
            db.execute("DELETE FROM games WHERE uid = ?", (uid,))
        analysis = entry.get("analysis")
        variant = game.variant
        cursor = db.execute(
            "INSERT INTO games (variant, started, finished, uid, fingerprint, rules_hash, definition, game)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                variant.id,
                entry.get("started"),
                entry["finished"],
                uid,
                fingerprint,
                variant.rules_hash,
                entry.get("definition"),
                json.dumps(data, separators=(",", ":")),
            ),
        )
        game_id = int(cursor.lastrowid or 0)
        winners = set(game.winners())
        yachts = [0] * len(game.players)
        on_table: tuple[int, ...] = ()
        for record in game.log:
            if not isinstance(record, Rolled):
                on_table = ()
                continue
            # A five of a kind that stays on the table (held whole and "rolled" again) counts once.
            if len(set(record.dice)) == 1 and record.dice != on_table:
                yachts[record.player] += 1
            on_table = record.dice
        bests: list[str] = []
        for seat, name in enumerate(game.players):
            level = computers[seat]
            person = self._person_for(name, level)
            total = game.total(seat)
            if level is None:
                earlier = db.execute(
                    "SELECT max(total) FROM seats WHERE person_id = ? AND variant = ? AND total <= ?",
                    (person, variant.id, highest_total(variant)),
                ).fetchone()[0]
                if earlier is not None and total > earlier:
                    bests.append(name)
            given_up, luck = analysis[seat] if analysis else (None, None)
            db.execute(
                "INSERT INTO seats (game_id, seat, person_id, name, computer, upper, bonus, total, winner,"
                " yachts, given_up, luck, variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    seat,
                    person,
                    name,
                    level,
                    game.upper_total(seat),
                    game.bonus(seat),
                    total,
                    int(seat in winners),
                    yachts[seat],
                    given_up,
                    luck,
                    variant.id,
                ),
            )
            db.executemany(
                "INSERT INTO boxes (game_id, seat, box, points) VALUES (?, ?, ?, ?)",
                [(game_id, seat, box, points) for box, points in game.scorecard(seat).items()],
            )
        return RecordResult(game_id, tuple(bests))

    def has_uid(self, uid: str) -> bool:
        """True when a game recorded under ``uid`` (the game's own id) is in the history."""
        return bool(self._query("SELECT 1 FROM games WHERE uid = ? LIMIT 1", (uid,)))

    def set_turning(self, game_id: int, data: dict[str, Any], players: int) -> None:
        """Keep a recorded game's turning points (the data of
        :meth:`yachtgui.ai.turningpoints.TurningPoints.to_data`, checked first: ``ValueError``)."""
        from yachtgui.history.turning import encode

        text = encode(data, players)
        self._transaction([("UPDATE games SET turning = ? WHERE id = ?", (text, game_id))])

    def set_analysis(self, game_id: int, figures: Sequence[tuple[float, float]]) -> None:
        """Store each seat's (points given up, luck) of a recorded game, as analysed later."""
        self._transaction(
            ("UPDATE seats SET given_up = ?, luck = ? WHERE game_id = ? AND seat = ?",
             (float(given_up), float(luck), game_id, seat))
            for seat, (given_up, luck) in enumerate(figures)
        )

    def _person_for(self, name: str, computer: str | None) -> int:
        key = person_key(name) if computer is None else _computer_key(name, computer)
        row = self._db.execute("SELECT person_id FROM aliases WHERE key = ?", (key,)).fetchone()
        if row is not None:
            return int(row[0])
        cursor = self._db.execute("INSERT INTO people (name, key) VALUES (?, ?)", (name, key))
        person = int(cursor.lastrowid or 0)
        self._db.execute("INSERT INTO aliases (key, person_id) VALUES (?, ?)", (key, person))
        return person

    # --- people -------------------------------------------------------------------

    @_reads
    def people(self) -> list[Person]:
        """Everyone in the history, people first, by name."""
        rows = self._query(
            "SELECT p.id, p.name, p.key, count(s.game_id)"
            " FROM people p LEFT JOIN seats s ON s.person_id = p.id GROUP BY p.id"
        )
        people = [Person(int(r[0]), _text(r[1]), _computer_of(_text(r[2])), int(r[3])) for r in rows]
        return sorted(people, key=lambda p: (p.computer is not None, p.name.casefold(), p.computer or ""))

    @_reads
    def find_person(self, name: str) -> Person | None:
        """The person (not computer) a name means, or None."""
        row = self._query("SELECT person_id FROM aliases WHERE key = ?", (person_key(name),))
        if not row:
            return None
        return next((p for p in self.people() if p.id == row[0][0]), None)

    def rename(self, person_id: int, new_name: str) -> None:
        """Call a person ``new_name`` from now on; games under their old names stay theirs.

        Refused (``invalid``) for a blank name, one that does not show as text
        (:func:`yachtgui.names.shows_as_text`: a control character, a direction override) or a
        name that already means someone else (merge the two instead).
        """
        new_name = " ".join(new_name.split())
        if not new_name or len(new_name) > 40:
            raise HistoryError(translate("History", "a name is 1 to 40 characters"), "invalid")
        if not shows_as_text(new_name):
            raise HistoryError(translate("History", "a name is plain text: it can't hold a control character "
                                                    "or a direction mark"), "invalid")
        rows = self._query("SELECT key FROM people WHERE id = ?", (person_id,))
        if not rows:
            raise HistoryError(translate("History", "there is no such player in the history"), "invalid")
        computer = _computer_of(rows[0][0])
        key = person_key(new_name) if computer is None else _computer_key(new_name, computer)
        owner = self._query("SELECT person_id FROM aliases WHERE key = ?", (key,))
        if owner and owner[0][0] != person_id:
            problem = translate("History", "{name} is already in the history: merge the two players instead")
            raise HistoryError(problem.format(name=new_name), "invalid")
        self._transaction(
            [
                ("UPDATE people SET name = ?, key = ? WHERE id = ?", (new_name, key, person_id)),
                ("INSERT OR IGNORE INTO aliases (key, person_id) VALUES (?, ?)", (key, person_id)),
            ]
        )

    def merge(self, keep_id: int, other_id: int) -> None:
        """Make ``other_id`` the same person as ``keep_id``: their games and names become ``keep_id``'s."""
        if keep_id == other_id:
            raise HistoryError(translate("History", "choose two different players to merge"), "invalid")
        known = {p.id for p in self.people()}
        if keep_id not in known or other_id not in known:
            raise HistoryError(translate("History", "there is no such player in the history"), "invalid")
        self._transaction(
            [
                ("UPDATE seats SET person_id = ? WHERE person_id = ?", (keep_id, other_id)),
                ("UPDATE aliases SET person_id = ? WHERE person_id = ?", (keep_id, other_id)),
                ("DELETE FROM people WHERE id = ?", (other_id,)),
            ]
        )

    def _transaction(self, statements: Iterable[tuple[str, tuple[Any, ...]]]) -> None:
        try:
            with schema.transaction(self._db):
                for sql, params in statements:
                    self._db.execute(sql, params)
        except sqlite3.Error as error:
            raise classify(error) from None

    # --- games --------------------------------------------------------------------

    @_reads
    def count(self) -> int:
        """How many games the history holds."""
        return int(self._query("SELECT count(*) FROM games")[0][0])

    @_reads
    def games(
        self,
        variant: str | None = None,
        person: int | None = None,
        since: str | None = None,
        until: str | None = None,
        limit: int | None = None,
    ) -> list[GameSummary]:
        """Finished games, newest first, filtered by variant, a person who played, and period."""
        where, params = _filters(variant, None, since, until)
        if person is not None:
            where += " AND g.id IN (SELECT game_id FROM seats WHERE person_id = ?)"
            params.append(person)
        sql = f"SELECT g.id FROM games g WHERE {where} ORDER BY g.finished DESC, g.id DESC"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        ids = [int(r[0]) for r in self._query(sql, params)]
        return self._summaries(ids)

    def iter_games(self, variant: str | None = None, chunk: int = 200) -> Iterator[GameSummary]:
        """:meth:`games` (newest first) as they are read, ``chunk`` at a time: the first is there at
        once however long the history is (``yachtgui-history list`` prints while it reads)."""
        where, params = _filters(variant, None, None, None)
        cursor = self._db.cursor()
        try:
            cursor.execute(
                f"SELECT g.id FROM games g WHERE {where} ORDER BY g.finished DESC, g.id DESC", params
            )
            while True:
                rows = cursor.fetchmany(chunk)
                if not rows:
                    return
                try:
                    summaries = self._summaries([int(r[0]) for r in rows])
                except _DAMAGED_VALUE:
                    raise _damaged_history() from None
                yield from summaries
        except sqlite3.Error as error:
            raise classify(error) from None
        finally:
            cursor.close()

    def _summaries(self, ids: list[int]) -> list[GameSummary]:
        if not ids:
            return []
        summaries: dict[int, dict[str, Any]] = {}
        chunk = 500
        for start in range(0, len(ids), chunk):
            part = ids[start : start + chunk]
            marks = ",".join("?" * len(part))
            for gid, variant, started, finished in self._query(
                f"SELECT id, variant, started, finished FROM games WHERE id IN ({marks})", part
            ):
                summaries[gid] = {"variant": _text(variant), "started": _text(started, optional=True),
                                  "finished": _text(finished), "seats": []}
            for gid, name, computer, total, winner in self._query(
                f"SELECT game_id, name, computer, total, winner FROM seats WHERE game_id IN ({marks})"
                " ORDER BY game_id, seat",
                part,
            ):
                summaries[gid]["seats"].append((_text(name), _text(computer, optional=True), total, winner))
        result = []
        for gid in ids:
            info = summaries[gid]
            seats = info["seats"]
            result.append(
                GameSummary(
                    gid,
                    info["variant"],
                    info["started"],
                    info["finished"],
                    tuple(s[0] for s in seats),
                    tuple(s[1] for s in seats),
                    tuple(int(s[2]) for s in seats),
                    # A game played alone is no one's win (as in the players' wins and the game over).
                    tuple(s[0] for s in seats if s[3]) if len(seats) > 1 else (),
                )
            )
        return result

    @_reads
    def game(self, game_id: int) -> StoredGame:
        """Everything recorded about one game; :class:`HistoryError` (``invalid``) if there is none."""
        # The turning points are read bounded: a huge edited value is never loaded whole.
        turning = (f"CASE WHEN length(turning) <= {MAX_TURNING_TEXT} THEN turning END"
                   if getattr(self, "_turning_kept", True) else "NULL")
        rows = self._query(
            f"SELECT CASE WHEN game IS NULL OR length(game) <= {MAX_GAME_TEXT} THEN game ELSE '' END,"
            f" CASE WHEN length(definition) <= {MAX_DEFINITION_TEXT} THEN definition END, {turning}"
            " FROM games WHERE id = ?", (game_id,))
        if not rows:
            text = translate("History", "there is no game {game} in the history")
            raise HistoryError(text.format(game=game_id), "invalid")
        row = rows[0]
        summary = self._summaries([game_id])[0]
        seat_rows = self._query(
            "SELECT bonus, given_up, luck FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        cards: list[dict[str, int]] = [{} for _ in seat_rows]
        for seat, box, points in self._query(
            "SELECT seat, box, points FROM boxes WHERE game_id = ? ORDER BY rowid", (game_id,)
        ):
            cards[seat][_text(box)] = _whole(points)
        try:
            data = None if row[0] is None else json.loads(row[0])
        except (ValueError, TypeError, RecursionError):
            problem = translate("History", "game {game} is damaged in the history")
            raise HistoryError(problem.format(game=game_id), "damaged") from None
        return StoredGame(
            summary,
            tuple(cards),
            tuple(int(r[0]) for r in seat_rows),
            data,
            tuple(r[1] for r in seat_rows),
            tuple(r[2] for r in seat_rows),
            row[1],
            check_turning(row[2], len(seat_rows)),
        )

    # --- statistics ---------------------------------------------------------------

    @_reads
    def variants(self) -> list[str]:
        """The variants with at least one recorded game, most played first."""
        rows = self._query("SELECT variant FROM games GROUP BY variant ORDER BY count(*) DESC, variant")
        return [_text(r[0]) for r in rows]

    @_reads
    def house_names(self) -> dict[str, str]:
        """The names of the house-rule variants in the history (from the last game of each), by id."""
        names: dict[str, str] = {}
        for variant, definition in self._query(
            f"SELECT variant, definition FROM games WHERE length(definition) <= {MAX_DEFINITION_TEXT}"
            " ORDER BY id"
        ):
            try:
                name = json.loads(definition).get("name")
            except (ValueError, TypeError, AttributeError, RecursionError):
                continue
            if isinstance(name, str) and name.strip():
                names[variant] = name
        return names

    @_reads
    def stats(
        self,
        variant: str | None = None,
        person: int | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> list[PlayerStats]:
        """Each player's record per variant (see :class:`PlayerStats`), best average first.

        Seats whose total no game of their variant can reach (an edited file) are left out.
        """
        where, params = _filters(variant, person, since, until)
        sane, sane_params = self._possible_totals()
        rows = self._query(
            "SELECT s.person_id, g.variant, count(*),"
            " sum(n.players > 1), sum(s.winner AND n.players > 1),"
            " sum(s.winner AND n.players > 1 AND n.won > 1),"
            " avg(s.total), max(s.total), min(s.total), avg(s.bonus > 0), sum(coalesce(s.yachts, 0)),"
            " avg(s.given_up)"
            " FROM seats s JOIN games g ON g.id = s.game_id"
            " JOIN (SELECT game_id, count(*) AS players, sum(winner) AS won FROM seats GROUP BY game_id) n"
            "   ON n.game_id = s.game_id"
            f" WHERE {where} AND {sane} GROUP BY s.person_id, g.variant",
            [*params, *sane_params],
        )
        people = {p.id: p for p in self.people()}
        result = []
        for pid, var, games, multi, wins, shared, avg, best, worst, bonus_rate, yachts, given_up in rows:
            known = VARIANTS.get(_text(var))
            has_bonus = bool(known.bonus_rule.tiers) if known is not None else self._house_has_bonus(var)
            result.append(
                PlayerStats(
                    people[pid],
                    var,
                    int(games),
                    int(multi),
                    int(wins),
                    int(shared),
                    (wins / multi) if multi else None,
                    float(avg),
                    int(best),
                    int(worst),
                    float(bonus_rate) if has_bonus else None,
                    int(yachts),
                    None if given_up is None else float(given_up),
                )
            )
        result.sort(key=lambda s: (s.variant, -s.average, s.person.name.casefold()))
        return result

    def _possible_totals(self) -> tuple[str, list[Any]]:
        """An SQL condition on ``s.total`` and ``g.variant``: the total is one a game can reach
        (worked out again only when games were added since: the house rules are read from them)."""
        newest = self._query("SELECT max(id) FROM games")[0][0]
        cached: tuple[Any, tuple[str, list[Any]]] | None = getattr(self, "_bounds", None)
        if cached is not None and cached[0] == newest:
            return cached[1]
        bounds = {variant_id: highest_total(known) for variant_id, known in VARIANTS.items()}
        from yachtgui.rules.definition import variant_from_dict

        for variant_id, definition in self._query(
            f"SELECT DISTINCT variant, CASE WHEN length(definition) <= {MAX_DEFINITION_TEXT} THEN definition"
            " END FROM games WHERE definition IS NOT NULL"
        ):
            try:
                bound = highest_total(variant_from_dict(json.loads(definition)))
            except (ValueError, TypeError, RecursionError, RuleError):
                bound = _ANY_TOTAL
            bounds[variant_id] = max(bound, bounds.get(variant_id, 0)) if variant_id not in VARIANTS \
                else bounds[variant_id]
        cases = " ".join("WHEN ? THEN ?" for _ in bounds)
        params: list[Any] = [value for pair in bounds.items() for value in pair]
        condition = (f"(s.total >= 0 AND s.total <= CASE g.variant {cases} ELSE ? END)",
                     [*params, _ANY_TOTAL])
        self._bounds = (newest, condition)
        return condition

    def _house_has_bonus(self, variant: str) -> bool:
        """Whether the house rules recorded last under ``variant`` have an upper bonus (True if unknown)."""
        rows = self._query(
            f"SELECT CASE WHEN length(definition) <= {MAX_DEFINITION_TEXT} THEN definition END"
            " FROM games WHERE variant = ? AND definition IS NOT NULL ORDER BY id DESC LIMIT 1",
            (variant,),
        )
        try:
            definition = json.loads(rows[0][0]) if rows else None
        except (ValueError, TypeError, RecursionError):
            return True
        return not isinstance(definition, dict) or definition.get("bonus") != []

    @_reads
    def high_scores(
        self,
        variant: str,
        limit: int = 10,
        person: int | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> list[HighScore]:
        """The best totals ever in ``variant``; equal totals share a rank, the earlier game first.
        A total no game of the variant can reach (an edited file) is never a record."""
        where, params = _filters(variant, person, since, until)
        sane, sane_params = self._possible_totals()
        rows = self._query(
            "SELECT s.name, s.computer, s.total, g.finished, g.id"
            " FROM seats s JOIN games g ON g.id = s.game_id"
            f" WHERE {where} AND {sane} ORDER BY s.total DESC, g.finished, g.id, s.seat LIMIT ?",
            [*params, *sane_params, int(limit)],
        )
        table: list[HighScore] = []
        for index, (name, computer, total, finished, gid) in enumerate(rows):
            rank = table[-1].rank if table and table[-1].total == total else index + 1
            table.append(HighScore(rank, _text(name), _text(computer, optional=True), int(total),
                                   _text(finished), int(gid)))
        return table

    @_reads
    def series(
        self, variant: str, person: int | None = None, since: str | None = None, until: str | None = None
    ) -> dict[int, list[tuple[str, int]]]:
        """Each person's totals in ``variant`` over time: person id -> [(finished, total)], oldest first."""
        where, params = _filters(variant, person, since, until)
        sane, sane_params = self._possible_totals()
        result: dict[int, list[tuple[str, int]]] = {}
        for pid, finished, total in self._query(
            "SELECT s.person_id, g.finished, s.total FROM seats s JOIN games g ON g.id = s.game_id"
            f" WHERE {where} AND {sane} ORDER BY g.finished, g.id",
            [*params, *sane_params],
        ):
            result.setdefault(int(pid), []).append((_text(finished), int(total)))
        return result

    @_reads
    def head_to_head(
        self,
        first: int,
        second: int,
        variant: str | None = None,
        since: str | None = None,
        until: str | None = None,
    ) -> HeadToHead:
        """The games ``first`` and ``second`` both played: who finished with more points, how often."""
        where, params = _filters(variant, None, since, until)
        rows = self._query(
            "SELECT a.total, b.total FROM seats a JOIN seats b ON a.game_id = b.game_id"
            " JOIN games g ON g.id = a.game_id"
            f" WHERE a.person_id = ? AND b.person_id = ? AND a.seat != b.seat AND {where}",
            [first, second, *params],
        )
        if not rows:
            return HeadToHead(0, 0, 0, 0, None, None)
        first_wins = sum(1 for a, b in rows if a > b)
        second_wins = sum(1 for a, b in rows if b > a)
        return HeadToHead(
            len(rows),
            first_wins,
            second_wins,
            len(rows) - first_wins - second_wins,
            sum(a for a, _ in rows) / len(rows),
            sum(b for _, b in rows) / len(rows),
        )


def _entry_game(entry: object, variants: Mapping[str, Variant] | None = None) -> Game:
    """The finished game inside a (possibly hand-edited or damaged) entry, checked."""
    if not isinstance(entry, dict) or entry.get("format") != ENTRY_FORMAT:
        raise HistoryError(translate("History", "this is not a game for the history"), "invalid")
    try:
        game = Game.from_dict(entry.get("game"), variants=variants)
    except GameError as error:
        problem = translate("History", "the game cannot be recorded: {error}")
        raise HistoryError(problem.format(error=error), "invalid") from None
    if not game.is_over:
        raise HistoryError(translate("History", "only finished games are recorded"), "invalid")
    computers = entry.get("computers")
    if (
        not isinstance(computers, list)
        or len(computers) != len(game.players)
        or any(c is not None and c not in COMPUTER_LEVELS for c in computers)
    ):
        raise HistoryError(translate("History", "the game's seats are damaged"), "invalid")
    if not isinstance(entry.get("finished"), str) or not (
        entry.get("started") is None or isinstance(entry.get("started"), str)
    ):
        raise HistoryError(translate("History", "the game's times are damaged"), "invalid")
    analysis = entry.get("analysis")
    if analysis is not None and (
        not isinstance(analysis, list)
        or len(analysis) != len(game.players)
        or any(
            not isinstance(a, list) or len(a) != 2 or not all(isinstance(x, (int, float)) for x in a)
            for a in analysis
        )
    ):
        raise HistoryError(translate("History", "the game's analysis is damaged"), "invalid")
    return game
