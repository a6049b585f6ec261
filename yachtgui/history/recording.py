"""Recording a finished game so that nothing is lost, whatever state the database is in.

:func:`record_game` is what the app calls (from a worker thread) at the end of a game:

- games left over in the retry file by an earlier failure are written first;
- a damaged database is renamed aside (``history.sqlite3.damaged-<time>``) and a fresh one
  started;
- when the database cannot be written (locked, read-only, disk full), the game goes to the
  retry file (``history-retry.jsonl`` beside it) and is written next time;
- the outcome says in plain words what happened, for the window to show; it never raises
  for a database fault.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from yachtgui.game import Game
from yachtgui.history.store import ENTRY_FORMAT, HistoryError, HistoryStore, RecordResult
from yachtgui.persistence import data_dir, quarantine
from yachtgui.persistence.locking import file_lock
from yachtgui.persistence.saves import write_text_atomically
from yachtgui.reading import NotAPlainFileError, read_bounded
from yachtgui.rules import Variant
from yachtgui.rules.value import Value
from yachtgui.text import translate

__all__ = ["RecordOutcome", "database_path", "open_history", "record_game", "retry_path"]

DATABASE_NAME = "history.sqlite3"
RETRY_NAME = "history-retry.jsonl"
#: How long recording waits for another copy of the app to finish with the retry file (seconds).
LOCK_TIMEOUT_S = 20.0


def database_path() -> Path:
    """The history database: ``$YACHTGUI_HISTORY`` if set, else in the user's data folder."""
    override = os.environ.get("YACHTGUI_HISTORY")
    return Path(override) if override else data_dir() / DATABASE_NAME


def retry_path(database: Path | None = None) -> Path:
    """The file of games waiting to be written, beside the database."""
    return (database or database_path()).with_name(RETRY_NAME)


class RecordOutcome(Value):
    """What recording did: ``result`` (None when the game could not be written yet),
    ``messages`` to show the player (empty when all went well), how many games
    still wait in the retry file (``pending``), and the entry that could be neither
    written nor kept (``unkept``: a full disk; the caller holds it and tries again)."""

    __slots__ = ("result", "messages", "pending", "unkept")  # noqa: RUF023  (argument order)
    result: RecordResult | None
    messages: tuple[str, ...]
    pending: int
    unkept: dict[str, Any] | None

    def __init__(self, result: RecordResult | None, messages: tuple[str, ...] = (), pending: int = 0,
                 unkept: dict[str, Any] | None = None) -> None:
        self._set(result=result, messages=messages, pending=pending, unkept=unkept)


def open_history(path: Path | None = None, messages: list[str] | None = None) -> HistoryStore:
    """Open (or create) the history; a damaged file is renamed aside and a fresh one started.

    A history that cannot be written (read-only storage) is opened to be read (its
    ``read_only`` is True; writing it fails as ``readonly``). What was done about damage
    is appended to ``messages``. Other faults raise :class:`HistoryError`.
    """
    path = path or database_path()
    try:
        return HistoryStore(path)
    except HistoryError as error:
        if error.kind == "readonly" and path.is_file():
            return HistoryStore(path, read_only=True)  # read-only storage: read it as it is
        if error.kind != "damaged":
            raise
    kept = quarantine(path)
    if kept is None:
        problem = translate("History", "the game history file is damaged and could not be moved aside")
        raise HistoryError(problem, "damaged")
    for suffix in ("-wal", "-shm"):  # the damaged file's journal belongs with it, not with the new one
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            with contextlib.suppress(OSError):
                os.rename(companion, kept.with_name(kept.name + suffix))
    if messages is not None:
        text = translate(
            "History", "The game history was damaged: it was kept as {file} and a new one started."
        )
        messages.append(text.format(file=kept.name))
    return HistoryStore(path)


#: A retry file larger than this is not a list of a family's games (a game is about 60 kB).
MAX_RETRY_BYTES = 256 * 1024 * 1024


class _Waiting(Value):
    """What the retry file held: the ``entries`` that could be read, how many lines could not
    (``unreadable``), where the damaged file was kept (``kept``, None when it was not), and why
    the file must be left as it is (``blocked``, None when it may be rewritten)."""

    __slots__ = ("entries", "unreadable", "kept", "blocked")  # noqa: RUF023  (argument order)
    entries: list[Any]
    unreadable: int
    kept: Path | None
    blocked: str | None

    def __init__(self, entries: list[Any], unreadable: int = 0, kept: Path | None = None,
                 blocked: str | None = None) -> None:
        self._set(entries=entries, unreadable=unreadable, kept=kept, blocked=blocked)


def _read_retry(path: Path, messages: list[str]) -> _Waiting:
    """The games waiting in the retry file (call it holding the file's lock).

    Each line is read on its own: a damaged or torn line loses only itself. A file with
    any damage is moved aside (``history-retry.jsonl.damaged-<time>``, as the database is)
    before it is rewritten, and ``messages`` says how many games were recovered and how
    many could not be read.
    """
    try:  # a named pipe in its place never holds the lock for ever
        raw = read_bounded(path, MAX_RETRY_BYTES)
    except NotAPlainFileError:
        problem = translate("History", "{file} is not a file")
        return _Waiting([], blocked=problem.format(file=path.name))
    except FileNotFoundError:
        return _Waiting([])
    except OSError as error:  # left as it is: what it holds may still be read another time
        return _Waiting([], blocked=error.strerror or str(error))
    entries: list[Any] = []
    unreadable = 0
    for line in raw[:MAX_RETRY_BYTES].split(b"\n"):
        if not line.strip():
            continue
        try:
            entry = json.loads(line.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            unreadable += 1
            continue
        if not isinstance(entry, dict) or entry.get("format") != ENTRY_FORMAT:
            unreadable += 1
            continue
        entries.append(entry)
    if len(raw) > MAX_RETRY_BYTES:
        unreadable += 1  # the rest of a file far too large is not read
    if not unreadable:
        return _Waiting(entries)
    kept = quarantine(path)
    if kept is None:
        text = translate(
            "History",
            "The list of games waiting to be added to the history is damaged and could not be moved aside."
            " Games recovered from it: {recovered}. Entries that could not be read: {lost}.",
        )
        messages.append(text.format(recovered=len(entries), lost=unreadable))
        # Left as it is, damage and all: the games recovered reach the history, nothing is rewritten.
        return _Waiting(entries, unreadable, None, translate("History", "the file is damaged"))
    text = translate(
        "History",
        "The list of games waiting to be added to the history was damaged: it was kept as {file}."
        " Games recovered from it: {recovered}. Entries that could not be read: {lost}.",
    )
    messages.append(text.format(file=kept.name, recovered=len(entries), lost=unreadable))
    return _Waiting(entries, unreadable, kept)


def _write_retry(path: Path, entries: list[Any]) -> None:
    """Replace the retry file with ``entries`` (atomically, through a temporary file of its own);
    remove it when there are none. Call it holding the file's lock."""
    if not entries:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return
    text = "".join(json.dumps(entry, separators=(",", ":")) + "\n" for entry in entries)
    write_text_atomically(path, text)


def record_game(
    entry: dict[str, Any] | None,
    game: Game | None = None,
    path: Path | None = None,
    variants: Mapping[str, Variant] | None = None,
    last_finished: Path | None = None,
) -> RecordOutcome:
    """Write ``entry`` (from :func:`~yachtgui.history.store.make_entry`) and any games waiting to be.

    With ``entry`` None only the waiting games are written (the statistics window does this
    before it reads). Never raises for a database fault: the games are kept in the retry file
    and the outcome's messages say why in plain words. ``variants`` (default: the built-in
    ones) is where the games' variants are looked up (house rules). ``last_finished`` (the
    file the app keeps the last finished game in) is recorded too when the game in it is not
    in the history yet (a game that ended on a full disk, kept nowhere else).
    """
    path = path or database_path()
    retry = retry_path(path)
    new = [] if entry is None else [entry]
    lock = contextlib.ExitStack()
    try:
        lock.enter_context(file_lock(retry, LOCK_TIMEOUT_S))
    except OSError as error:
        # No lock, no touching the retry file (another copy of the app may be rewriting it):
        # the game goes straight to the database, or is said to be lost.
        return _record(new, game, path, retry, variants, last_finished, blocked=error.strerror or str(error))
    with lock:
        return _record(new, game, path, retry, variants, last_finished, blocked=None)


def _record(
    new: list[dict[str, Any]],
    game: Game | None,
    path: Path,
    retry: Path,
    variants: Mapping[str, Variant] | None,
    last_finished: Path | None,
    blocked: str | None,
) -> RecordOutcome:
    """:func:`record_game` holding the retry file's lock, or without it (``blocked`` says why:
    the retry file is then neither read nor written)."""
    messages: list[str] = []
    if blocked is None:
        found = _read_retry(retry, messages)
        waiting, blocked = found.entries, found.blocked
    else:
        waiting = []
    usable = blocked is None
    entry = new[0] if new else None
    if not waiting and not new and (last_finished is None or not last_finished.is_file()):
        if blocked is not None and retry.exists():
            text = translate(
                "History", "The games waiting to be added to the history could not be read ({reason})."
            )
            messages.append(text.format(reason=blocked))
        return RecordOutcome(None, tuple(messages))
    try:
        store = open_history(path, messages)
    except HistoryError as error:
        return _keep_for_later(retry, [*waiting, *new], messages, error, bool(new), blocked)
    written = 0
    result = None
    with store:
        for number, old in enumerate(waiting):
            try:
                store.record(old, variants=variants)
            except HistoryError as error:
                if error.kind == "invalid":
                    text = translate(
                        "History",
                        "A game waiting to be added to the history was unreadable and was left out: {error}.",
                    )
                    messages.append(text.format(error=error))
                    continue
                return _keep_for_later(retry, [*waiting[number:], *new], messages, error, bool(new), blocked)
            written += 1
        if entry is not None:
            try:
                result = store.record(entry, game, variants)
            except HistoryError as error:
                return _keep_for_later(retry, new, messages, error, True, blocked)
        if last_finished is not None:
            _record_last_finished(store, last_finished, messages)
    if usable:
        with contextlib.suppress(OSError):  # they are in the database now: writing them again is harmless
            _write_retry(retry, [])
    if written:
        if written == 1:
            messages.append(translate("History", "1 earlier game was added to the history."))
        else:
            text = translate("History", "{count} earlier games were added to the history.")
            messages.append(text.format(count=written))
    return RecordOutcome(result, tuple(messages), 0)


def _keep_for_later(
    retry: Path, entries: list[Any], messages: list[str], error: HistoryError, with_new: bool,
    blocked: str | None,
) -> RecordOutcome:
    reason = str(error)
    if not with_new:
        if blocked is None:
            with contextlib.suppress(OSError):  # if not, they stay in the file as they were
                _write_retry(retry, entries)
        text = translate(
            "History", "The games waiting to be added to the game history could not be written yet: {reason}."
        )
        messages.append(text.format(reason=reason))
        return RecordOutcome(None, tuple(messages), len(entries))
    try:
        if blocked is not None:
            raise OSError(blocked)
        _write_retry(retry, entries)
    except OSError as write_error:
        text = translate(
            "History",
            "This game could not be added to the game history: {reason}, and it could not be kept for later either ({write_error}).",  # noqa: E501
        )
        messages.append(text.format(reason=reason, write_error=write_error.strerror or write_error))
        return RecordOutcome(None, tuple(messages), 0, entries[-1])
    text = translate(
        "History",
        "This game could not be added to the game history yet: {reason}. It is kept and will be added after the next game.",  # noqa: E501
    )
    messages.append(text.format(reason=reason))
    return RecordOutcome(None, tuple(messages), len(entries))


def _record_last_finished(store: HistoryStore, path: Path, messages: list[str]) -> None:
    """Record the game kept in ``path`` (the last finished one) unless the history has it already."""
    from yachtgui.history.store import make_entry
    from yachtgui.persistence import PersistenceError, load_game

    try:
        saved = load_game(path)
    except PersistenceError:
        return  # the window says what is wrong with it when it is opened
    if not saved.game.is_over or (saved.game_id is not None and store.has_uid(saved.game_id)):
        return
    finished = saved.saved_at.isoformat(timespec="seconds") if saved.saved_at is not None else None
    entry = make_entry(saved.game, [seat.level for seat in saved.seats], finished=finished, uid=saved.game_id)
    try:
        result = store.record(entry, saved.game)
    except HistoryError:
        return  # tried again next time
    if not result.already:
        messages.append(translate("History", "The last finished game was added to the history."))
