"""One family, one window (issue 19) and ``yachtgui FILE`` (issue 20), with real processes.

A second QApplication in one process aborts, so the windows here are real ``python -m
yachtgui`` processes (offscreen), each test's data folder a family of its own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from yachtgui.game import Game
from yachtgui.persistence import SavedGame, Seat, games_dir, load_game, save_game

_WAIT_S = 60.0  # generous: the machine running the suite may be loaded


def _env(**extra: str) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", **extra)


def _wait_for(condition, what: str, timeout: float = _WAIT_S) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise AssertionError(f"gave up waiting for {what}")
        time.sleep(0.05)


def _saved_file(folder: Path, names: tuple[str, ...] = ("Zed", "Yan")) -> Path:
    path = folder / "family.yacht.json"
    save_game(path, SavedGame(Game("yatzy", list(names)), tuple(Seat(name) for name in names)))
    return path


def _games_of(names: tuple[str, ...]) -> list[Path]:
    found = []
    for path in games_dir().glob("game-*.yacht.json"):
        try:
            if load_game(path).game.players == names:
                found.append(path)
        except Exception:  # a file being written
            continue
    return found


@pytest.fixture
def first_window() -> Iterator[subprocess.Popen[bytes]]:
    """A running window (a game of Ann and Bob), listening for later starts."""
    command = [sys.executable, "-m", "yachtgui", "--variant", "yacht", "--players", "Ann,Bob",
               "--no-animation"]
    process = subprocess.Popen(command, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    runtime = Path(os.environ["YACHTGUI_RUNTIME_DIR"])
    from yachtgui.app.instance import instance_name

    mailbox = runtime / f"{instance_name()}.requests"
    try:
        _wait_for(lambda: mailbox.is_dir() or process.poll() is not None, "the first window to listen")
        assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
        yield process
    finally:
        process.kill()
        process.wait()


def test_a_second_start_hands_its_file_to_the_running_window_and_exits_0(
        first_window: subprocess.Popen[bytes], tmp_path: Path) -> None:
    saved = _saved_file(tmp_path)
    started = time.monotonic()
    second = subprocess.run([sys.executable, "-m", "yachtgui", str(saved)], env=_env(), capture_output=True,
                            timeout=_WAIT_S)
    took = time.monotonic() - started
    assert second.returncode == 0, second.stderr.decode()
    # The running window opened the file: the game goes on there, in a file of its own.
    _wait_for(lambda: _games_of(("Zed", "Yan")) != [], "the first window to open the file")
    assert first_window.poll() is None
    assert load_game(saved).game.players == ("Zed", "Yan")  # the opened file itself is left as it was
    print(f"second start: {took:.2f} s")


def test_a_second_plain_start_exits_0_and_opens_no_second_window(
        first_window: subprocess.Popen[bytes]) -> None:
    second = subprocess.run([sys.executable, "-m", "yachtgui"], env=_env(), capture_output=True,
                            timeout=_WAIT_S)
    assert second.returncode == 0, second.stderr.decode()
    assert first_window.poll() is None


def test_without_a_usable_runtime_folder_a_second_window_leaves_the_first_ones_game_alone(
        tmp_path: Path) -> None:
    """No single instance (the runtime folder is a file here): two windows, but the game one of
    them plays is neither continued nor written by the other."""
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    env = _env(YACHTGUI_RUNTIME_DIR=str(blocked))
    kept = games_dir() / "game-20260101T000000-00000000.yacht.json"
    kept.parent.mkdir(parents=True, exist_ok=True)
    game = Game("yacht", ["Kim", "Lou"])
    game.roll()
    save_game(kept, SavedGame(game, (Seat("Kim"), Seat("Lou"))))
    before = kept.read_bytes()
    first_file = kept.stat().st_ino  # the first window's autosave writes it anew (a new file replaces it)
    probe = ("import sys;"
             "from yachtgui.launch import _application, create_window, start_session, serve_family;"
             "from yachtgui.app.instance import claim; from yachtgui.__main__ import parse_args;"
             "from PySide6.QtCore import QTimer;"
             "app = _application(); options = parse_args([]); instance = claim();"
             "window = create_window(options); serve_family(window, instance);"
             "start_session(window, options);"
             "window.show();"
             "QTimer.singleShot(1500, lambda: (print('STATE', instance.state, '|', instance.problem, '|',"
             " window.statusBar().currentMessage(), '|', window.controller.save_path, flush=True),"
             " app.quit()));"
             "sys.exit(app.exec())")
    first = subprocess.Popen([sys.executable, "-m", "yachtgui"], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: Path(str(kept) + ".lock").exists() or first.poll() is not None,
                  "the first window to hold the kept game")
        assert first.poll() is None, first.stderr.read().decode() if first.stderr else ""
        _wait_for(lambda: kept.stat().st_ino != first_file, "the first window to save the game it continues")
        before = kept.read_bytes()  # the first window writes no more: nothing is played there
        second = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True,
                                timeout=_WAIT_S)
    finally:
        first.kill()
        first.wait()
    assert second.returncode == 0, second.stderr
    state = next(line for line in second.stdout.splitlines() if line.startswith("STATE"))
    _, kind, problem, status, save_path = (part.strip() for part in state.split("|", 1)[0].split(" ", 1)
                                           + state.split("|")[1:])
    assert kind.endswith("alone")
    assert "cannot make sure it is the only yachtgui window" in problem
    assert "open in another yachtgui window" in status
    assert save_path != str(kept)  # not continued here
    assert kept.read_bytes() == before  # and not written


def test_a_file_that_cannot_be_read_gets_a_message_and_the_start_goes_on(tmp_path: Path) -> None:
    bad = tmp_path / "broken.yacht.json"
    bad.write_text("{not json")
    probe = ("import sys; from yachtgui.launch import _application, create_window, start_session;"
             "from yachtgui.__main__ import parse_args; from PySide6.QtCore import QTimer;"
             "from PySide6.QtWidgets import QMessageBox;"
             "shown = [];"
             "QMessageBox.warning = lambda parent, title, text, *a: shown.append((title, text));"
             "app = _application(); options = parse_args([sys.argv[1]]);"
             "window = create_window(options); start_session(window, options); window.show();"
             "QTimer.singleShot(800, lambda: (print('SHOWN', shown, flush=True), print('DIALOG',"
             " window.findChild(__import__('PySide6.QtWidgets', fromlist=['QDialog']).QDialog) is not None,"
             " flush=True), app.quit()));"
             "sys.exit(app.exec())")
    result = subprocess.run([sys.executable, "-c", probe, str(bad)], env=_env(), capture_output=True,
                            text=True, timeout=_WAIT_S)
    assert result.returncode == 0, result.stderr
    assert "Can't open this game" in result.stdout
    assert "broken.yacht.json" in result.stdout.lower()  # the message names the file
    assert bad.read_text() == "{not json"  # kept as it was
    assert "DIALOG True" in result.stdout  # the start went on: the new-game dialog is open


def test_a_start_with_a_file_opens_it(tmp_path: Path) -> None:
    saved = _saved_file(tmp_path, ("Ona", "Per"))
    process = subprocess.Popen([sys.executable, "-m", "yachtgui", str(saved)], env=_env(),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: _games_of(("Ona", "Per")) != [] or process.poll() is not None, "the game to open")
        assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
    finally:
        process.kill()
        process.wait()
    assert json.loads(saved.read_text())["game"]["players"] == ["Ona", "Per"]


def test_a_window_that_cannot_listen_is_alone_and_says_why(
        qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its mailbox cannot be made (a file is in the way): the window starts alone, frees the lock,
    says so."""
    from yachtgui.app.instance import claim, instance_name

    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("YACHTGUI_RUNTIME_DIR", str(runtime))
    (runtime / f"{instance_name()}.requests").write_text("in the way")
    instance = claim(wait_ms=0)
    assert instance.state == "primary"
    assert not instance.listen()
    assert instance.state == "alone"
    assert "cannot make sure it is the only yachtgui window" in instance.problem
    again = claim(wait_ms=0)  # the lock was given back
    assert again.state == "primary"
    again.close()


def test_a_kept_game_named_on_the_command_line_goes_on_in_its_own_file() -> None:
    """Double-clicking one of the family's kept games continues it there: no copy is made."""
    kept = games_dir() / "game-20260102T000000-0000beef.yacht.json"
    kept.parent.mkdir(parents=True, exist_ok=True)
    game = Game("yatzy", ["Uma", "Vic"])
    game.roll()
    save_game(kept, SavedGame(game, (Seat("Uma"), Seat("Vic"))))
    first_file = kept.stat().st_ino
    process = subprocess.Popen([sys.executable, "-m", "yachtgui", str(kept)], env=_env(),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: kept.stat().st_ino != first_file or process.poll() is not None,
                  "the window to save the game it continues")
        assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
    finally:
        process.kill()
        process.wait()
    assert _games_of(("Uma", "Vic")) == [kept]


def test_a_request_nobody_takes_is_taken_back_and_the_start_goes_on_alone(
        qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A window holds the lock but never answers (hung): the request is removed, nothing is left."""
    from PySide6.QtCore import QLockFile

    import yachtgui.app.instance as instance_module

    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("YACHTGUI_RUNTIME_DIR", str(runtime))
    monkeypatch.setattr(instance_module, "REPLY_WAIT_MS", 300)
    name = instance_module.instance_name()
    hung = QLockFile(str(runtime / f"{name}.lock"))
    assert hung.tryLock(0)
    mailbox = runtime / f"{name}.requests"
    mailbox.mkdir(mode=0o700)
    try:
        started = instance_module.claim("some.yacht.json", wait_ms=200)
    finally:
        hung.unlock()
    assert started.state == "alone"
    assert "does not answer" in started.problem
    assert list(mailbox.iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_hostile_request_neither_stalls_nor_breaks_the_window(
        qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A named pipe in the mailbox stalled the window's event loop for ever (open waited for a
    writer), and a deeply nested request escaped as RecursionError, leaving the later ones unread."""
    import threading

    from yachtgui.app.instance import claim

    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("YACHTGUI_RUNTIME_DIR", str(runtime))
    instance = claim(wait_ms=0)
    assert instance.state == "primary"
    assert instance.listen()
    box = instance._mailbox
    assert box is not None
    os.mkfifo(box / "1-pipe.req")
    (box / "2-deep.req").write_text("[" * 10_000 + "]" * 10_000)
    (box / "3-good.req").write_text(json.dumps({"app": "yachtgui", "file": "/games/ours.yacht.json"}))
    files: list[str] = []
    instance.fileRequested.connect(files.append)
    failures: list[BaseException] = []

    def read() -> None:
        try:
            instance._read_mail()
        except BaseException as error:  # reported by the assertion below
            failures.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(10)
    stalled = reader.is_alive()
    if stalled:  # let the old code's blocked open go, so the test run goes on
        os.close(os.open(box / "1-pipe.req", os.O_WRONLY | os.O_NONBLOCK))
        reader.join(10)
    from PySide6.QtCore import QCoreApplication

    QCoreApplication.processEvents()  # the signal crossed from the reading thread
    instance.close()
    assert not stalled
    assert failures == []
    assert files == ["/games/ours.yacht.json"]
    assert sorted(p.name for p in box.iterdir()) == ["1-pipe.no", "2-deep.no", "3-good.ok"]


def test_a_second_start_asking_for_a_game_is_told_where_to_start_it(
        qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`yachtgui --variant kismet --players Cy,Di` while a window plays: before, the window only came
    to the front and the asked-for game was dropped without a word. Now the window says where to
    start it (the game on the table is not replaced unasked)."""
    import threading

    from PySide6.QtCore import QDeadlineTimer

    import yachtgui.app.instance as instance_module
    from yachtgui.launch import serve_family
    from yachtgui.widgets.window.mainwindow import MainWindow

    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    monkeypatch.setenv("YACHTGUI_RUNTIME_DIR", str(runtime))
    instance = instance_module.claim(wait_ms=0)
    assert instance.state == "primary"
    window = MainWindow()
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    serve_family(window, instance)
    assert instance.listen()
    box = instance._mailbox
    assert box is not None
    answers: list[object] = []

    def second_start() -> None:
        try:
            answers.append(instance_module._forward(box, None, QDeadlineTimer(20000), True))
        except Exception as error:  # the old code had no way to say it
            answers.append(error)

    start = threading.Thread(target=second_start, daemon=True)
    start.start()
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)  # type: ignore[attr-defined]
    assert answers == [True]
    qtbot.waitUntil(lambda: "File > New Game" in window.statusBar().currentMessage(),  # type: ignore[attr-defined]
                    timeout=5000)
    instance.close()
