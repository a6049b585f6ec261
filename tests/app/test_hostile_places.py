"""Folders and files in the way, found by the robustness audit of 2026-11-26: each gets a clear
message and the app goes on (never a traceback at start)."""

from __future__ import annotations

from pathlib import Path

import pytest


def test_a_config_folder_that_is_a_file_gives_the_defaults_and_says_so(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Before: open_qsettings() raised FileExistsError, so the app died before its window.
    from yachtgui.app.settings import Settings, open_qsettings

    blocked = tmp_path / "config"
    blocked.write_text("not a folder")
    monkeypatch.setenv("YACHTGUI_CONFIG_DIR", str(blocked))
    settings = Settings(open_qsettings())
    told: list[str] = []
    settings.tell_unwritable(told.append)
    assert settings.get("variant") == "kismet"
    settings.set("variant", "yacht")
    settings.sync()
    assert settings.get("variant") == "yacht"  # applies until closing
    assert len(told) == 1
    assert "cannot be saved" in told[0]
    assert blocked.read_text() == "not a folder"
