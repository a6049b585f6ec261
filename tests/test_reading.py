"""yachtgui.reading.read_bounded: a regular file read to one byte past its limit; a named pipe or
a device refused at once (never waited on); a folder or a missing file as the OSError it is."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from yachtgui.reading import NotAPlainFileError, read_bounded


def test_a_file_is_read_to_one_byte_past_the_limit(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"abcdef")
    assert read_bounded(path, 10) == b"abcdef"
    assert read_bounded(path, 3) == b"abcd"  # more than 3: the caller says "far too large"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_without_a_writer_is_refused_at_once(tmp_path: Path) -> None:
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    with pytest.raises(NotAPlainFileError):
        read_bounded(pipe, 10)


def test_a_folder_and_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(IsADirectoryError):
        read_bounded(tmp_path, 10)
    with pytest.raises(FileNotFoundError):
        read_bounded(tmp_path / "missing", 10)
