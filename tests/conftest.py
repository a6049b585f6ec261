"""Shared test set-up: Qt runs offscreen, and nothing touches the user's real folders.

- ``QT_QPA_PLATFORM=offscreen`` unless the caller asked for a platform
  (``QT_QPA_PLATFORM=xcb pytest`` shows the windows on a real screen).
- ``YACHTGUI_CACHE_DIR`` (strategy tables) points at one folder for the whole
  run, so each variant's table is built at most once per test session.
- ``YACHTGUI_DATA_DIR`` (autosave, saved games) and ``YACHTGUI_CONFIG_DIR``
  (QSettings) point at a fresh folder for every test.
- ``YACHTGUI_RUNTIME_DIR`` (the single window's lock and socket) is one short private folder
  for the run; each test's data folder is a family of its own there, so an app a test starts
  never hands over to a window of another test, of another run or of the user.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests read the app's English words; on a German or Swedish machine the app (and the
# subprocesses the tests start) would speak that language. Tests of languages set their own.
os.environ["LANGUAGE"] = "en"
os.environ["YACHTGUI_RUNTIME_DIR"] = tempfile.mkdtemp(prefix="yg-run-")  # short: socket paths are limited

settings.register_profile("yachtgui", suppress_health_check=[HealthCheck.too_slow], deadline=None)
settings.load_profile("yachtgui")


@pytest.fixture(scope="session", autouse=True)
def _shared_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    cache = Path(os.environ.get("YACHTGUI_TEST_CACHE") or tmp_path_factory.mktemp("cache"))
    old = os.environ.get("YACHTGUI_CACHE_DIR")
    os.environ["YACHTGUI_CACHE_DIR"] = str(cache)
    yield cache
    if old is None:
        os.environ.pop("YACHTGUI_CACHE_DIR", None)
    else:
        os.environ["YACHTGUI_CACHE_DIR"] = old


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("YACHTGUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("YACHTGUI_CONFIG_DIR", str(tmp_path / "config"))
