"""Reading a file anyone could have put anything in place of: a named pipe, a device, a folder.

:func:`read_bounded` opens without blocking (a named pipe with no writer never stalls the reader)
and reads only a regular file, and only as far as one byte past its limit, so the caller tells
"far too large" apart without reading the rest. Pure Python: the command lines, the history and
the window's mailbox all read through it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

__all__ = ["NotAPlainFileError", "read_bounded"]


class NotAPlainFileError(OSError):
    """The path names something other than a regular file or a folder (a pipe, a device, a socket)."""


def read_bounded(path: str | Path, most: int) -> bytes:
    """At most ``most + 1`` bytes of the regular file at ``path`` (more than ``most``: too large).

    Raises :class:`NotAPlainFileError` when ``path`` is a pipe, a device or a socket, and
    :class:`OSError` when it cannot be opened or read (:class:`FileNotFoundError`, and
    :class:`IsADirectoryError` for a folder).
    """
    with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise NotAPlainFileError(f"{path} is not a file")
        return handle.read(most + 1)
