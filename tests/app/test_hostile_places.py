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


def test_a_huge_preferences_file_is_set_aside_unread_and_said(
        qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Before: QSettings read it whole (a 200 MB file took 1.1 GB of memory at every start).
    from PySide6.QtCore import QCoreApplication

    from yachtgui.app import settings as settings_module
    from yachtgui.app.settings import Settings, open_qsettings

    folder = tmp_path / "config"
    folder.mkdir()
    huge = folder / "yachtgui.ini"
    huge.write_text("[General]\nvariant=yacht\n" + "x" * settings_module.MAX_SETTINGS_BYTES, encoding="utf-8")
    monkeypatch.setenv("YACHTGUI_CONFIG_DIR", str(folder))
    settings = Settings(open_qsettings())
    told: list[str] = []
    settings.tell_unwritable(told.append)
    QCoreApplication.processEvents()
    assert settings.get("variant") == "kismet"  # the default: the huge file was not read
    kept = [p for p in folder.iterdir() if p.name.startswith("yachtgui.ini.damaged-")]
    assert len(kept) == 1
    assert kept[0].stat().st_size > settings_module.MAX_SETTINGS_BYTES  # kept, not deleted
    assert len(told) == 1
    assert kept[0].name in told[0]
    settings.set("variant", "yacht")
    settings.sync()
    assert "variant=yacht" in huge.read_text(encoding="utf-8")  # a fresh file is written


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="named pipes are POSIX")
def test_a_named_pipe_as_the_preferences_file_never_stalls_the_start(tmp_path: Path) -> None:
    # Before: QSettings opened the pipe and waited for a writer for ever (holding the interpreter's
    # lock, so only another process can watch it): the app never started.
    import os
    import subprocess
    import sys

    folder = tmp_path / "config"
    folder.mkdir()
    pipe = folder / "yachtgui.ini"
    os.mkfifo(pipe)
    code = "from yachtgui.app.settings import Settings; print(Settings().get('variant'))"
    try:
        result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=30,
                                check=False, env=dict(os.environ, YACHTGUI_CONFIG_DIR=str(folder)))
    except subprocess.TimeoutExpired:
        pytest.fail("opening the preferences waited on the named pipe")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "kismet"
    assert not pipe.exists()
    assert [p.name.startswith("yachtgui.ini.damaged-") for p in folder.iterdir()] == [True]
