"""Never drop a game: several unfinished games kept, asked before a new one, holds and undo kept,
the finished card printable and exportable after Play again."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtgui.__main__ import Options
from yachtgui.app.controller import GameController
from yachtgui.app.settings import Settings
from yachtgui.game import Game
from yachtgui.launch import start_session
from yachtgui.persistence import (
    SavedGame,
    autosave_path,
    games_dir,
    last_finished_path,
    load_game,
    new_game_path,
    save_game,
    unfinished_games,
)
from yachtgui.widgets.dialogs.common import GameOverDialog
from yachtgui.widgets.dialogs.newgame import NewGameDialog
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, start
from .test_turn_flow import finish_solo_game


def kept_paths() -> list[Path]:
    return sorted(games_dir().glob("game-*.yacht.json"))


def played_game(variant: str, names: list[str], turns: int, seed: int) -> SavedGame:
    game = Game(variant, names, rng=random.Random(seed))
    for _ in range(turns):
        game.roll()
        game.score(game.open_boxes(game.current_player)[-1])  # type: ignore[arg-type]
    return SavedGame.all_human(game)


def new_window(qtbot: QtBot) -> MainWindow:
    settings = Settings()
    settings.set("computer_speed", "instant")
    window = MainWindow(GameController(), settings)
    window.set_session_animation(False)
    qtbot.addWidget(window)
    return window


def accept_new_game_dialog(window: MainWindow, qtbot: QtBot) -> None:
    """File > New Game, Start (in seat order, no roll-off)."""
    window.settings.set("roll_off", False)
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    start_button = dialog.findChild(QPushButton, "startButton")
    assert start_button is not None
    start_button.click()


def test_new_game_asks_and_keeps_the_unfinished_game_for_later(window: MainWindow, player: Player,
                                                               qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "chance")
    first = window.controller.game
    first_path = window.controller.save_path
    asked: list[str] = []
    window.files.ask_keep_or_abandon = lambda _game, _seats: asked.append("asked") or "keep"
    accept_new_game_dialog(window, qtbot)
    assert asked == ["asked"]
    assert window.controller.game is not first
    window.controller.flush_autosave()
    assert first_path is not None
    assert first_path.exists()
    games, problems = unfinished_games()
    assert problems == []
    assert [kept.saved.game.variant.id for kept in games].count("yacht") == 1
    assert any(kept.path == first_path for kept in games)


def test_abandoning_deletes_the_game_and_cancel_keeps_playing_it(window: MainWindow, player: Player,
                                                                qtbot: QtBot) -> None:
    start(window, "yatzy", ["Ann"])
    player.roll()
    game = window.controller.game
    path = window.controller.save_path
    window.controller.flush_autosave()
    assert path is not None
    assert path.exists()
    window.files.ask_keep_or_abandon = lambda _game, _seats: "cancel"
    accept_new_game_dialog(window, qtbot)
    assert window.controller.game is game  # nothing happened
    window.files.ask_keep_or_abandon = lambda _game, _seats: "abandon"
    accept_new_game_dialog(window, qtbot)
    assert window.controller.game is not game
    assert not path.exists()


def test_the_real_question_names_the_game_and_its_players(window: MainWindow, player: Player,
                                                         qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "cpu:Hal:easy"])
    player.roll()
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.text())
        keep = box.findChild(QPushButton, "keepButton")
        assert keep is not None
        keep.click()

    QTimer.singleShot(0, answer)
    assert window.files.settle_unfinished_game()
    assert seen == ["You have an unfinished Yacht game with Ann and Hal (computer)."]


def test_an_untouched_game_is_not_kept_when_another_starts(window: MainWindow) -> None:
    start(window, "yacht", ["Ann"])
    untouched = window.controller.save_path
    window.controller.flush_autosave()
    assert untouched is not None
    assert untouched.exists()
    start(window, "kismet", ["Ann"])
    assert not untouched.exists()


def test_several_kept_games_are_offered_on_the_welcome_card(qtbot: QtBot) -> None:
    save_game(new_game_path(), played_game("yacht", ["Ann", "Bob"], 3, 1))
    save_game(new_game_path(), played_game("kismet", ["Cyd"], 5, 2))
    window = new_window(qtbot)
    start_session(window, Options())
    window.show()
    qtbot.waitExposed(window)
    assert window.controller.game is None
    card = window.overlays.welcome
    qtbot.waitUntil(card.isVisible)
    buttons = card.continue_list.buttons
    assert len(buttons) == 2
    texts = [button.text() for button in buttons]
    assert any(text.startswith("Yacht · round 2 of 13 · today") and text.endswith("\nAnn, Bob")
               for text in texts)
    assert any(text.startswith("Kismet · round 6 of 15 · today") and text.endswith("\nCyd") for text in texts)
    kismet = next(b for b in buttons if b.text().startswith("Kismet"))
    qtbot.mouseClick(kismet, Qt.MouseButton.LeftButton)
    game = window.controller.game
    assert game is not None
    assert game.variant.id == "kismet"
    assert not card.isVisible()
    assert "Continuing the Kismet game of Cyd" in window.statusBar().currentMessage()


def test_file_menu_continues_another_game_and_keeps_the_one_on_the_table(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    other = new_game_path()
    save_game(other, played_game("worldwide", ["Zed"], 2, 3))
    start(window, "yacht", ["Ann"])
    player.roll()
    first_path = window.controller.save_path
    window.kept_games.fill_menu()
    actions = [a for a in window.menus.actions.continue_menu.actions()
               if a.isEnabled() and not a.isSeparator() and a.menu() is None]  # games, not "Abandon ▸"
    assert [a.text().split(" · ")[:2] for a in actions] == [["12-box Yacht", "Zed"]] or \
        [a.text().split(" · ")[1] for a in actions] == ["Zed"]
    actions[0].trigger()
    game = window.controller.game
    assert game is not None
    assert game.players == ("Zed",)
    assert window.controller.save_path == other
    assert first_path is not None
    assert first_path.exists()  # written before the switch
    assert load_game(first_path).game.dice != ()
    assert "kept" in window.statusBar().currentMessage()


def test_holds_and_rolls_left_survive_a_normal_quit(window: MainWindow, player: Player,
                                                    qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.hold(1)
    player.hold(3)
    dice = window.controller.game.dice  # type: ignore[union-attr]
    window.close()

    second = new_window(qtbot)
    start_session(second, Options())
    game = second.controller.game
    assert game is not None
    assert game.dice == dice
    assert game.rolls_left == 2
    assert second.controller.holds == frozenset({1, 3})
    assert [die.property("held") for die in second.tray.dice()] == [False, True, False, True, False]


def test_undo_survives_a_normal_quit(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.hold(0)
    player.roll()
    player.hold(2)
    player.click_box(0, "chance")
    window.close()

    second = new_window(qtbot)
    start_session(second, Options())
    controller = second.controller
    assert controller.can_undo
    assert controller.undo()
    game = controller.game
    assert game is not None
    assert game.scorecard(0)["chance"] is None
    assert game.current_player == 0
    assert game.rolls_left == 1
    assert controller.holds == frozenset({0, 2})


def test_the_finished_card_can_be_exported_from_the_game_over_dialog_and_after_play_again(
        window: MainWindow, player: Player, qtbot: QtBot, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    targets = iter([tmp_path / "first.pdf", tmp_path / "again.pdf"])
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *_args, **_kwargs: (str(next(targets)), "PDF, A4 (*.pdf)"))
    start(window, "worldwide", ["Ann"])
    finished = window.controller.game
    finish_solo_game(player)
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None)
    dialog = window.dialogs.game_over_dialog
    assert isinstance(dialog, GameOverDialog)
    dialog.findChild(QPushButton, "exportButton").click()
    assert (tmp_path / "first.pdf").read_bytes().startswith(b"%PDF")
    assert dialog.isVisible()  # the dialog stays for Play again
    notice = window.findChild(QPushButton, "openFolderButton")
    assert notice is not None
    assert notice.isVisible()
    assert window.file_flows._saved_notice.path == tmp_path / "first.pdf"

    dialog.findChild(QPushButton, "playAgainButton").click()
    qtbot.waitUntil(lambda: window.controller.game is not finished)
    assert window.menus.actions.export_finished_action.isEnabled()
    assert window.files.last_finished_game()[0] is finished  # type: ignore[index]
    window.menus.actions.export_finished_action.trigger()
    assert (tmp_path / "again.pdf").read_bytes().startswith(b"%PDF")
    window.controller.flush_autosave()
    assert load_game(last_finished_path()).game.is_over


def test_the_single_autosave_of_older_versions_is_kept_and_continued(qtbot: QtBot) -> None:
    old = autosave_path()
    save_game(old, played_game("yatzy", ["Ann", "Bob"], 4, 5))
    document = json.loads(old.read_text(encoding="utf-8"))
    for key in ("holds", "undo_holds"):  # as an older version wrote it
        document.pop(key)
    document["game"].pop("undo", None)
    old.write_text(json.dumps(document), encoding="utf-8")
    window = new_window(qtbot)
    start_session(window, Options())
    game = window.controller.game
    assert game is not None
    assert game.variant.id == "yatzy"
    assert not old.exists()
    assert window.controller.save_path in kept_paths()


def test_a_command_line_game_keeps_the_unfinished_ones_and_says_so(qtbot: QtBot,
                                                                   dice: ScriptedDice) -> None:
    save_game(new_game_path(), played_game("yacht", ["Ann", "Bob"], 3, 1))
    window = new_window(qtbot)
    start_session(window, Options(variant="kismet", players=(("Cyd", None),)))
    assert window.controller.game is not None
    qtbot.waitUntil(lambda: "Your unfinished game is kept: File > Continue a Game."
                    in window.statusBar().currentMessage(), timeout=2000)
    assert len(kept_paths()) == 1


def test_the_new_game_dialog_remembers_every_seats_kind_when_fewer_play(window: MainWindow,
                                                                        qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QComboBox, QSpinBox

    window.settings.set("roll_off", False)
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    qtbot.waitExposed(dialog)
    dialog.findChild(QSpinBox, "playerCount").setValue(3)
    third = dialog.findChild(QComboBox, "playerKind2")
    third.setCurrentIndex(third.findData("hard"))
    dialog.findChild(QSpinBox, "playerCount").setValue(2)  # Hal stays out this time ...
    dialog.findChild(QPushButton, "startButton").click()
    assert len(window.controller.seats) == 2
    window.files.ask_keep_or_abandon = lambda _game, _seats: "keep"
    window.dialogs.new_game_dialog()
    again = window.dialogs.new_game_dialog_widget
    qtbot.waitExposed(again)
    assert again.findChild(QSpinBox, "playerCount").value() == 2
    again.findChild(QSpinBox, "playerCount").setValue(3)  # ... and comes back as he was
    assert again.findChild(QComboBox, "playerKind2").currentData() == "hard"
    again.reject()


def test_a_saved_file_is_announced_with_an_open_folder_button(window: MainWindow, player: Player,
                                                              tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtGui import QDesktopServices
    from PySide6.QtWidgets import QLabel

    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toLocalFile()) or True)
    start(window, "yacht", ["Ann"])
    player.roll()
    assert window.files.save_to(tmp_path / "family")
    label = window.findChild(QLabel, "savedFileLabel")
    assert label is not None
    assert label.text() == f"Game saved: family.yacht.json in {tmp_path}"
    button = window.findChild(QPushButton, "openFolderButton")
    assert button is not None
    assert button.isVisible()
    button.click()
    assert opened == [str(tmp_path)]


def test_keep_or_abandon_is_asked_before_the_roll_off_of_the_new_game(window: MainWindow, player: Player,
                                                                      qtbot: QtBot) -> None:
    # It was asked after the roll-off had been shown and Play pressed (issue 22).
    from PySide6.QtWidgets import QLabel

    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    first = window.controller.game
    window.settings.set("roll_off", True)
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    seen: list[bool] = []

    def answer(_game: object, _seats: object) -> str:
        result = dialog.findChild(QLabel, "rollOffResult")
        seen.append(result is not None and result.isVisible())
        return "keep"

    window.files.ask_keep_or_abandon = answer
    start_button = dialog.findChild(QPushButton, "startButton")
    assert start_button is not None
    start_button.click()
    assert seen == [False]  # asked at Start, before the roll-off shows
    play = dialog.findChild(QPushButton, "playButton")
    assert play is not None
    qtbot.waitUntil(play.isVisible)
    play.click()
    qtbot.waitUntil(lambda: window.controller.game is not first)
    assert seen == [False]  # and not asked again after it


def test_cancel_at_the_question_leaves_the_unfinished_game_on_the_table(window: MainWindow, player: Player,
                                                                        qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    first = window.controller.game
    window.settings.set("roll_off", True)
    window.files.ask_keep_or_abandon = lambda _game, _seats: "cancel"
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    qtbot.waitExposed(dialog)
    dialog.findChild(QPushButton, "startButton").click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert window.controller.game is first
