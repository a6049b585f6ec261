"""Fixtures for the history tests: a fresh database in the test's own data folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from yachtgui.history import HistoryStore, database_path


@pytest.fixture
def db_path() -> Path:
    return database_path()  # inside the per-test YACHTGUI_DATA_DIR (tests/conftest.py)


@pytest.fixture
def store(db_path: Path) -> Iterator[HistoryStore]:
    with HistoryStore(db_path) as opened:
        yield opened
