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
from yachtgui.history.store import HistoryError, HistoryStore, RecordResult
from yachtgui.persistence import data_dir, quarantine
from yachtgui.rules import Variant
from yachtgui.rules.value import Value
from yachtgui.text import translate

__all__ = ["RecordOutcome", "database_path", "open_history", "record_game", "retry_path"]

DATABASE_NAME = "history.sqlite3"
RETRY_NAME = "history-retry.jsonl"


def database_path() -> Path:
    """The history database: ``$YACHTGUI_HISTORY`` if set, else in the user's data folder."""
    override = os.environ.get("YACHTGUI_HISTORY")
    return Path(override) if override else data_dir() / DATABASE_NAME


def retry_path(database: Path | None = None) -> Path:
    """The file of games waiting to be written, beside the database."""
    return (database or database_path()).with_name(RETRY_NAME)


class RecordOutcome(Value):
    """What recording did: ``result`` (None when the game could not be written yet),
    ``messages`` to show the player (empty when all went well), and how many games
    still wait in the retry file (``pending``)."""

    __slots__ = ("result", "messages", "pending")  # noqa: RUF023  (argument order)
    result: RecordResult | None
    messages: tuple[str, ...]
    pending: int

    def __init__(self, result: RecordResult | None, messages: tuple[str, ...] = (), pending: int = 0) -> None:
        self._set(result=result, messages=messages, pending=pending)


def open_history(path: Path | None = None, messages: list[str] | None = None) -> HistoryStore:
    """Open (or create) the history; a damaged file is renamed aside and a fresh one started.

    What was done about damage is appended to ``messages``. Other faults raise
    :class:`HistoryError`.
    """
    path = path or database_path()
    try:
        return HistoryStore(path)
    except HistoryError as error:
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


def _read_retry(path: Path) -> list[Any]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError):
        return []
    entries = []
    for line in text.splitlines():
        if line.strip():
            try:
                entries.append(json.loads(line))
            except ValueError:
                continue  # a torn last line: what is readable is kept
    return entries


def _write_retry(path: Path, entries: list[Any]) -> None:
    """Replace the retry file with ``entries`` (atomically); remove it when there are none."""
    if not entries:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(path.name + ".tmp")
    with open(temporary, "w", encoding="utf-8") as stream:
        for entry in entries:
            stream.write(json.dumps(entry, separators=(",", ":")) + "\n")
        stream.flush()
        os.fsync(stream.fileno())
    os.replace(temporary, path)


def record_game(
    entry: dict[str, Any] | None,
    game: Game | None = None,
    path: Path | None = None,
    variants: Mapping[str, Variant] | None = None,
) -> RecordOutcome:
    """Write ``entry`` (from :func:`~yachtgui.history.store.make_entry`) and any games waiting to be.

    With ``entry`` None only the waiting games are written (the statistics window does this
    before it reads). Never raises for a database fault: the games are kept in the retry file
    and the outcome's messages say why in plain words. ``variants`` (default: the built-in
    ones) is where the games' variants are looked up (house rules).
    """
    path = path or database_path()
    retry = retry_path(path)
    messages: list[str] = []
    waiting = _read_retry(retry)
    new = [] if entry is None else [entry]
    if not waiting and not new:
        return RecordOutcome(None)
    try:
        store = open_history(path, messages)
    except HistoryError as error:
        return _keep_for_later(retry, [*waiting, *new], messages, error, bool(new))
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
                return _keep_for_later(retry, [*waiting[number:], *new], messages, error, bool(new))
            written += 1
        if entry is not None:
            try:
                result = store.record(entry, game, variants)
            except HistoryError as error:
                return _keep_for_later(retry, new, messages, error, True)
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
    retry: Path, entries: list[Any], messages: list[str], error: HistoryError, with_new: bool
) -> RecordOutcome:
    reason = str(error)
    if not with_new:
        with contextlib.suppress(OSError):  # if not, they stay in the file as they were
            _write_retry(retry, entries)
        text = translate(
            "History", "The games waiting to be added to the game history could not be written yet: {reason}."
        )
        messages.append(text.format(reason=reason))
        return RecordOutcome(None, tuple(messages), len(entries))
    try:
        _write_retry(retry, entries)
    except OSError as write_error:
        text = translate(
            "History",
            "This game could not be added to the game history: {reason}, and it could not be kept for later either ({write_error}).",  # noqa: E501
        )
        messages.append(text.format(reason=reason, write_error=write_error.strerror or write_error))
        return RecordOutcome(None, tuple(messages), 0)
    text = translate(
        "History",
        "This game could not be added to the game history yet: {reason}. It is kept and will be added after the next game.",  # noqa: E501
    )
    messages.append(text.format(reason=reason))
    return RecordOutcome(None, tuple(messages), len(entries))
