"""``yachtgui --self-test``: one line per step, the same report in a file, exit 0 only if all passed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

STEPS = ["application", "translations", "window", "strategy tables", "hint", "game", "PDF", "print preview"]


def test_the_self_test_passes_from_the_command_line_and_writes_its_report(tmp_path: Path) -> None:
    report = tmp_path / "report folder" / "self-test.txt"
    env = {**os.environ, "YACHTGUI_SELF_TEST_REPORT": str(report)}
    env.pop("QT_QPA_PLATFORM", None)  # the self-test picks offscreen itself
    result = subprocess.run([sys.executable, "-m", "yachtgui", "--self-test"], capture_output=True,
                            text=True, env=env, timeout=300, check=False)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert [line.split(":")[0] for line in lines[1:-1]] == STEPS
    assert all(": ok " in line for line in lines[1:-1])
    assert "against the hard computer" in next(line for line in lines if line.startswith("game:"))
    assert lines[-1].startswith("self-test passed: 8 of 8 steps ok")
    assert report.read_text(encoding="utf-8").splitlines() == lines


def test_a_failing_step_is_reported_the_others_still_run_and_the_status_is_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from yachtgui import selftest
    from yachtgui.export.files import ExportError

    def broken_pdf(*_args: object, **_kwargs: object) -> None:
        raise ExportError("the disk is full")

    monkeypatch.setattr("yachtgui.export.files.write_pdf", broken_pdf)
    for name in ("YACHTGUI_DATA_DIR", "YACHTGUI_CONFIG_DIR", "QT_QPA_PLATFORM"):
        monkeypatch.setenv(name, os.environ.get(name, ""))  # restored after the test
    report = tmp_path / "self-test.txt"
    assert selftest.run_self_test(report) == 1
    lines = capsys.readouterr().out.splitlines()
    pdf = next(line for line in lines if line.startswith("PDF:"))
    assert pdf.startswith("PDF: FAILED ExportError: the disk is full")
    assert next(line for line in lines if line.startswith("print preview:")).startswith("print preview: ok")
    assert lines[-1].startswith("self-test FAILED: 7 of 8 steps ok")
    assert "Traceback" in report.read_text(encoding="utf-8")  # the details are in the file


def test_an_error_in_a_computer_turn_fails_the_game_step_at_once_instead_of_waiting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from yachtgui import selftest
    from yachtgui.app.computer import ComputerTurnDriver

    def broken_roll(_driver: object) -> None:
        raise RuntimeError("the dice fell off the table")

    monkeypatch.setattr(ComputerTurnDriver, "_roll", broken_roll)
    for name in ("YACHTGUI_DATA_DIR", "YACHTGUI_CONFIG_DIR", "QT_QPA_PLATFORM"):
        monkeypatch.setenv(name, os.environ.get(name, ""))
    assert selftest.run_self_test(tmp_path / "self-test.txt") == 1
    lines = capsys.readouterr().out.splitlines()
    game = next(line for line in lines if line.startswith("game:"))
    # The driver catches it and says it (the window's words), or it escapes into Qt: either fails now.
    assert game.startswith("game: FAILED")
    assert "the dice fell off the table" in game
    seconds = float(game.rsplit("(", 1)[1].split(" s)")[0])
    assert seconds < 30  # not the 120 s a stalled wait would take


def test_a_translation_without_the_windows_words_fails_the_translations_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from yachtgui import i18n, selftest

    empty_ts = tmp_path / "yachtgui_de.ts"
    empty_ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                        '<TS version="2.1" language="de">\n</TS>\n', encoding="utf-8")
    empty_qm = tmp_path / "yachtgui_de.qm"
    subprocess.run([i18n._tool("lrelease"), str(empty_ts), "-qm", str(empty_qm)], check=True,
                   capture_output=True)
    real = i18n.translation_file
    monkeypatch.setattr(i18n, "translation_file", lambda code: empty_qm if code == "de" else real(code))
    for name in ("YACHTGUI_DATA_DIR", "YACHTGUI_CONFIG_DIR", "QT_QPA_PLATFORM"):
        monkeypatch.setenv(name, os.environ.get(name, ""))
    assert selftest.run_self_test(tmp_path / "self-test.txt") == 1
    lines = capsys.readouterr().out.splitlines()
    step = next(line for line in lines if line.startswith("translations:"))
    assert step.startswith("translations: FAILED")
    assert "yachtgui_de.qm" in step
    assert "yachtgui_sv.qm" not in step


def test_a_numpy_without_its_polynomial_module_fails_the_strategy_tables_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """As a bundle that left numpy.polynomial out (the chances to win need its Gauss-Legendre
    nodes): the self-test must say so, not pass while every play-to-win computer fails."""
    import numpy as np

    from yachtgui import selftest

    monkeypatch.delattr(np, "polynomial", raising=False)
    for name in [name for name in sys.modules if name.startswith("numpy.polynomial")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "numpy.polynomial", None)  # "import numpy.polynomial" fails
    for name in ("YACHTGUI_DATA_DIR", "YACHTGUI_CONFIG_DIR", "QT_QPA_PLATFORM"):
        monkeypatch.setenv(name, os.environ.get(name, ""))
    assert selftest.run_self_test(tmp_path / "self-test.txt") == 1
    lines = capsys.readouterr().out.splitlines()
    step = next(line for line in lines if line.startswith("strategy tables:"))
    assert step.startswith("strategy tables: FAILED")
    assert "numpy.polynomial" in step
