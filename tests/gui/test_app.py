"""Start-up: the command line (in subprocesses), resuming the autosave, Open / Save As, settings."""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from yachtgui import __version__
from yachtgui.__main__ import Options, parse_args, parse_players
from yachtgui.app.controller import GameController
from yachtgui.app.settings import Settings, open_qsettings
from yachtgui.launch import start_session
from yachtgui.models.scorecard import RowKind
from yachtgui.persistence import autosave_path, load_game
from yachtgui.widgets.dialogs.newgame import NewGameDialog
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, start


def run_cli(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run([sys.executable, "-m", "yachtgui", *args], capture_output=True, text=True,
                          timeout=timeout, env=env)


def test_version_prints_the_version_without_starting_qt() -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"yachtgui {__version__}"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--variant", "farkle"], "invalid choice: 'farkle'"),
        (["--seed", "lots"], "invalid int value"),
        (["--players", "Ann,cpu:Hal:genius"], "cpu:NAME:LEVEL"),
        (["--players", "Ann,,Bob"], "player 2 has no name"),
        (["--players", "Ann,ann"], "two players are called 'ann'"),
        (["--frobnicate"], "unrecognized arguments"),
    ],
)
def test_bad_command_lines_exit_with_status_2_and_say_why(args: list[str], words: str) -> None:
    result = run_cli(*args)
    assert result.returncode == 2
    assert words in result.stderr
    assert "usage: yachtgui" in result.stderr


def test_variant_and_players_start_the_game_at_once_and_autosave_it(tmp_path: Path) -> None:
    # The real main() in a child process; it quits itself after the first game has started.
    data = tmp_path / "child-data"
    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication(sys.argv[:1])\n"
        "QTimer.singleShot(1500, app.quit)\n"
        "from yachtgui.__main__ import main\n"
        "sys.exit(main(['--variant', 'yatzy', '--players', 'Ann,Bob', '--seed', '4', '--no-animation']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTGUI_DATA_DIR=str(data),
               YACHTGUI_CONFIG_DIR=str(tmp_path / "child-config"))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    [kept] = (data / "games").glob("game-*.yacht.json")  # the game's own file, kept until it ends
    saved = json.loads(kept.read_text(encoding="utf-8"))
    assert saved["game"]["variant"] == "yatzy"
    assert saved["game"]["players"] == ["Ann", "Bob"]
    assert saved["seats"] == [{"name": "Ann", "computer": None}, {"name": "Bob", "computer": None}]


def test_the_first_frame_shows_the_game_and_loads_only_what_it_needs(tmp_path: Path) -> None:
    # The real main() in a child; from inside the main window's first paint it notes what the
    # window shows and which modules are loaded, and after firstPainted whether the collector runs.
    code = (
        "import gc, sys\n"
        "from PySide6.QtCore import QEvent, QObject\n"
        "from PySide6.QtWidgets import QApplication, QMainWindow\n"
        "seen = {}\n"
        "def later():\n"
        "    seen.update(gc_later=gc.isenabled(), frozen=gc.get_freeze_count())\n"
        "    print(repr(seen), flush=True)\n"
        "    QApplication.instance().quit()\n"
        "class Watch(QObject):\n"
        "    def eventFilter(self, window, event):\n"
        "        if event.type() == QEvent.Type.Paint:\n"
        "            window.removeEventFilter(self)\n"
        "            seen.update(title=window.windowTitle(), columns=len(window.pad.views),\n"
        "                        dice=window.tray.isVisible(), modules=sorted(sys.modules),\n"
        "                        gc_at_paint=gc.isenabled())\n"
        "            window.firstPainted.connect(later)  # after the app's own slot: connected later\n"
        "        return False\n"
        "watch = Watch()\n"
        "show = QMainWindow.show\n"
        "def watched_show(window):\n"
        "    window.installEventFilter(watch)\n"
        "    show(window)\n"
        "QMainWindow.show = watched_show\n"
        "from yachtgui.__main__ import main\n"
        "sys.exit(main(['--variant', 'kismet', '--players', 'Ann,Bob,Cyd', '--seed', '1']))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", YACHTGUI_DATA_DIR=str(tmp_path / "data"),
               YACHTGUI_CONFIG_DIR=str(tmp_path / "config"))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env)
    assert result.returncode == 0, result.stderr
    first_frame = ast.literal_eval(result.stdout.splitlines()[0])  # (json would be loaded by the probe)
    assert first_frame["title"] == "Kismet — yachtgui"  # the game is in the first frame
    assert first_frame["columns"] == 3
    assert first_frame["dice"]
    loaded = set(first_frame["modules"])
    # Loaded when first needed, never for the first frame of a people-only game:
    later = {"numpy", "yachtgui.ai", "yachtgui.app.computer", "yachtgui.export", "yachtgui.game.serial",
             "json", "hashlib", "yachtgui.widgets.dialogs.newgame", "yachtgui.widgets.dialogs.common",
             "yachtgui.widgets.dialogs.help", "yachtgui.widgets.table.advice", "yachtgui.widgets.icon"}
    assert not loaded & later
    # The garbage collector pauses through start-up and runs again, start-up objects frozen, after it.
    assert not first_frame["gc_at_paint"]
    assert first_frame["gc_later"]
    assert first_frame["frozen"] > 10_000


def test_parse_args_reads_players_seed_and_animation() -> None:
    options = parse_args(["--variant", "kismet", "--players", "Ann, cpu:Hal:Hard ,Bo", "--seed", "9",
                          "--no-animation"])
    assert options == Options("kismet", (("Ann", None), ("Hal", "hard"), ("Bo", None)), 9, False)
    assert parse_args([]) == Options()


def test_parse_players_refuses_more_than_ten() -> None:
    with pytest.raises(ValueError, match="at most 10 players"):
        parse_players(",".join(f"P{i}" for i in range(11)))


def test_an_unfinished_autosaved_game_continues_at_start(qtbot: QtBot, window: MainWindow,
                                                         player: Player) -> None:
    start(window, "kismet", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "yarborough")
    player.roll()  # Bob mid-turn
    saved_dice = window.controller.game.dice
    window.controller.flush_autosave()  # as closing (or 200 ms of waiting) would

    second = MainWindow(GameController(), Settings())
    qtbot.addWidget(second)
    start_session(second, Options())
    game = second.controller.game
    assert game is not None
    assert game.players == ("Ann", "Bob")
    assert game.current_player == 1
    assert game.dice == saved_dice
    assert "Welcome back" in second.statusBar().currentMessage()
    assert [second.tray.dice()[i].property("value") for i in range(5)] == list(saved_dice)


def test_a_finished_or_missing_autosave_opens_the_new_game_dialog(qtbot: QtBot) -> None:
    assert not autosave_path().exists()
    window = MainWindow(GameController(), Settings())
    qtbot.addWidget(window)
    start_session(window, Options(variant="worldwide"))
    assert window.controller.game is None
    # The dialog opens from the event loop, once the window is on screen.
    qtbot.waitUntil(lambda: window.dialogs.new_game_dialog_widget is not None, timeout=2000)
    dialog = window.dialogs.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    assert dialog.variant_id() == "worldwide"
    dialog.close()


def test_a_damaged_autosave_is_kept_aside_and_explained(qtbot: QtBot) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    window = MainWindow(GameController(), Settings())
    qtbot.addWidget(window)
    start_session(window, Options())
    assert window.controller.game is None
    assert "could not be continued" in window.statusBar().currentMessage()
    kept = list(path.parent.glob("autosave.json.damaged-*"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == "{not json"
    qtbot.waitUntil(lambda: window.dialogs.new_game_dialog_widget is not None, timeout=2000)
    window.dialogs.new_game_dialog_widget.close()


def test_save_as_and_open_round_trip_a_game_mid_turn(window: MainWindow, player: Player,
                                                     tmp_path: Path) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "chance")
    player.roll()
    player.hold(2)
    assert window.files.save_to(tmp_path / "family")
    target = tmp_path / "family.yacht.json"
    saved, playing = load_game(target).game.to_dict(), window.controller.game.to_dict()
    saved.pop("rng_state")  # the scripted test dice have no state to save
    playing.pop("rng_state")
    assert saved == playing
    start(window, "kismet", ["Zed"])
    assert window.files.load_file(target)
    game = window.controller.game
    assert game is not None
    assert game.variant.id == "yacht"
    assert game.scorecard(0)["chance"] is not None
    assert player.shown_total(0, RowKind.GRAND_TOTAL) == str(game.total(0))


def test_a_saved_game_opened_from_the_macos_finder_is_opened(qtbot: QtBot, window: MainWindow,
                                                             tmp_path: Path,
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20: macOS hands a double-clicked saved game to the running app as a file-open event,
    not as an argument; it opens as ``yachtgui FILE`` does."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QFileOpenEvent

    from yachtgui.launch import FileOpenRequests, listen_for_file_open

    start(window, "yacht", ["Ann", "Bob"])
    assert window.files.save_to(tmp_path / "family")
    start(window, "kismet", ["Zed"])
    monkeypatch.setattr(sys, "platform", "linux")  # no file-open events: no filter on every event
    assert listen_for_file_open(window) is None
    assert window.findChildren(FileOpenRequests) == []
    monkeypatch.setattr(sys, "platform", "darwin")
    requests = listen_for_file_open(window)
    assert requests is not None
    app = QCoreApplication.instance()
    assert app is not None
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(tmp_path / "family.yacht.json")))
        qtbot.waitUntil(lambda: window.controller.game is not None
                        and window.controller.game.variant.id == "yacht", timeout=5000)
    finally:
        app.removeEventFilter(requests)
    assert window.controller.seats[0].name == "Ann"


def test_opening_a_damaged_file_says_so_and_keeps_the_game(window: MainWindow, player: Player,
                                                           tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                                           ) -> None:
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: warnings.append(text))
    start(window, "yatzy", ["Ann"])
    player.roll()
    before = window.controller.game
    bad = tmp_path / "bad.yacht.json"
    bad.write_text('{"format": "yachtgui-save", "version": 1, "game": 5}', encoding="utf-8")
    assert not window.files.load_file(bad)
    assert window.controller.game is before
    assert len(warnings) == 1
    assert "The game you are playing is unchanged." in warnings[0]


def test_settings_read_defaults_coerce_ini_strings_and_ignore_junk() -> None:
    store = open_qsettings()
    settings = Settings(store)
    assert settings.animation is True
    assert settings.get("player_names") == ["Ann", "Bob"]
    store.setValue("animation", "false")
    store.setValue("player_names", "Solo")
    store.setValue("roll_off", "perhaps")
    assert settings.animation is False
    assert settings.get("player_names") == ["Solo"]
    assert settings.get("roll_off") is True  # junk reads as the default
    with pytest.raises(KeyError):
        settings.set("colour", "red")
    assert Path(store.fileName()).parent == Path(os.environ["YACHTGUI_CONFIG_DIR"])


def test_window_geometry_is_kept_between_sessions(qtbot: QtBot) -> None:
    first = MainWindow(GameController(), Settings())
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(700, 500)  # inside the 800x600 offscreen screen, which clamps restored windows
    size = first.size()
    first.close()
    assert isinstance(Settings().get("window_geometry"), QByteArray)
    second = MainWindow(GameController(), Settings())
    qtbot.addWidget(second)
    assert second.size() == size


def test_settings_that_cannot_be_written_are_told_once(qtbot: QtBot, tmp_path: Path) -> None:
    """Issue 19: a read-only or full disk is told to the family once, not at every change."""
    from PySide6.QtCore import QSettings

    from yachtgui.app.settings import Settings
    from yachtgui.widgets.window.mainwindow import MainWindow

    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    settings = Settings(QSettings(str(blocked / "yachtgui.ini"), QSettings.Format.IniFormat))
    window = MainWindow(settings=settings)
    qtbot.addWidget(window)
    told: list[str] = []
    window.statusBar().messageChanged.connect(lambda text: told.append(text) if text else None)
    for speed in ("fast", "relaxed", "instant"):
        settings.set("computer_speed", speed)
    settings.sync()
    settings.set("sound", False)
    assert len(told) == 1, told
    assert "preferences cannot be saved" in told[0]
    assert "not-a-folder" in told[0]
    assert settings.get("computer_speed") == "instant"  # the choice still applies


def test_the_window_comes_back_where_it_was_however_the_session_ended(qtbot: QtBot) -> None:
    # Saved only at close: a session ended by logging out or a kill forgot the window's place (issue 22).
    first = MainWindow(GameController(), Settings())
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(600, 450)
    first.move(90, 70)
    place = first.frameGeometry()
    qtbot.waitUntil(lambda: not Settings().get("window_geometry").isEmpty(), timeout=3000)  # no close
    second = MainWindow(GameController(), Settings())
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.frameGeometry() == place
    room = second.screen().availableGeometry()
    assert room.intersects(second.frameGeometry())
