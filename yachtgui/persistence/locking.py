"""A lock between processes on one file, and tidying the temporary files atomic writes leave.

:func:`file_lock` holds an exclusive lock on ``<file>.lock`` (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows) for the duration of a ``with`` block, so that two copies
of the app that read, change and rewrite the same file take turns. The lock goes with
the process: a killed process never leaves it held.

:func:`clean_temporary_files` removes the ``.<name>.<random>.tmp`` files that
:func:`~yachtgui.persistence.saves.write_text_atomically` leaves behind when the app is
killed between writing one and renaming it (only old ones: a young one may be another
process's write in progress).

No Qt.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Final

from yachtgui.text import translate

__all__ = ["LockTimeoutError", "clean_temporary_files", "file_lock"]

#: A temporary file older than this (seconds) is no write in progress any more.
STALE_TEMPORARY_S: Final = 3600.0


class LockTimeoutError(OSError):
    """Another process held the lock for longer than the caller was willing to wait."""


def _try_lock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - Windows only
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover - Windows only
        import msvcrt

        with contextlib.suppress(OSError):
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        return
    import fcntl

    fcntl.flock(fd, fcntl.LOCK_UN)


@contextlib.contextmanager
def file_lock(path: Path, timeout: float = 10.0) -> Iterator[None]:
    """Hold the lock of ``path`` (the file ``<path>.lock`` beside it) inside the block.

    Raises OSError when the lock file cannot be made (a read-only folder, a full disk)
    and :class:`LockTimeoutError` when another process keeps it longer than ``timeout`` s.
    """
    lock = path.with_name(path.name + ".lock")
    lock.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    try:
        deadline = time.monotonic() + timeout
        while not _try_lock(fd):
            if time.monotonic() > deadline:
                problem = translate("Saves", "{file} is in use by another copy of yachtgui")
                raise LockTimeoutError(problem.format(file=path.name))
            time.sleep(0.01)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


def clean_temporary_files(folder: Path, now: float | None = None) -> int:
    """Remove the stale temporary files of atomic writes in ``folder``; how many were removed."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(folder.glob(".*.tmp"))
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime > STALE_TEMPORARY_S:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed
