"""Abandoning a kept game straight from the "Continue a game" list: from the welcome card and from
File > Continue a Game, always after a question naming the game, never the game being played."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from yachtgui.__main__ import Options
from yachtgui.launch import start_session
from yachtgui.persistence import UnfinishedGame, new_game_path, save_game, unfinished_games
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, start
from .test_keeping import new_window, played_game


def kept_game(path: Path) -> UnfinishedGame:
    return next(kept for kept in unfinished_games()[0] if kept.path == path)


def window_with_three_kept_games(qtbot: QtBot) -> tuple[MainWindow, dict[str, Path]]:
    paths = {"yacht": new_game_path(), "kismet": new_game_path(), "yatzy": new_game_path()}
    save_game(paths["yacht"], played_game("yacht", ["Ann", "Bob"], 6, 1))
    save_game(paths["kismet"], played_game("kismet", ["Cyd"], 5, 2))
    save_game(paths["yatzy"], played_game("yatzy", ["Dee", "Eve"], 4, 3))
    window = new_window(qtbot)
    start_session(window, Options())
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(window.overlays.welcome.isVisible)
    return window, paths


def row_of(window: MainWindow, variant_name: str) -> int:
    texts = [button.text() for button in window.overlays.welcome.continue_list.buttons]
    return next(i for i, text in enumerate(texts) if text.startswith(f"{variant_name} ·"))


def answer_the_question(button_name: str, seen: list[str]) -> None:
    """Answer the abandon question (when it opens) with ``button_name``, noting its words in ``seen``."""
    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(f"{box.text()} {box.informativeText()}")
        button = box.findChild(QPushButton, button_name)
        assert button is not None
        button.click()

    QTimer.singleShot(0, answer)


def test_abandoning_from_the_welcome_card_asks_by_name_then_removes_the_file_and_the_row(
        qtbot: QtBot) -> None:
    window, paths = window_with_three_kept_games(qtbot)
    card = window.overlays.welcome.continue_list
    assert len(card.buttons) == 3
    seen: list[str] = []
    answer_the_question("abandonButton", seen)
    card.abandon_buttons[row_of(window, "Kismet")].click()
    assert len(seen) == 1
    assert seen[0].startswith("Abandon the Kismet game of Cyd, round 6 of 15, last played today ")
    assert seen[0].endswith("? It cannot be continued afterwards.")
    assert not paths["kismet"].exists()
    assert paths["yacht"].exists()
    assert paths["yatzy"].exists()
    assert window.controller.game is None  # nothing started
    assert sorted(button.text().split(" · ")[0] for button in card.buttons) == ["Yacht", "Yatzy"]
    assert len(card.abandon_buttons) == 2
    assert window.statusBar().currentMessage() == "Abandoned the Kismet game of Cyd."
    window.kept_games.fill_menu()
    listed = [action.text() for action in window.menus.actions.continue_menu.actions() if action.isEnabled()]
    assert not any(text.startswith("Kismet") for text in listed)
    submenu = window.menus.actions.continue_menu.findChild(QMenu, "abandonMenu")
    assert submenu is not None
    assert sorted(action.text().split(" · ")[0] for action in submenu.actions()) == ["Yacht", "Yatzy"]


def test_keeping_it_or_escape_leaves_the_game_and_its_row(qtbot: QtBot) -> None:
    window, paths = window_with_three_kept_games(qtbot)
    card = window.overlays.welcome.continue_list
    seen: list[str] = []
    answer_the_question("keepButton", seen)
    card.abandon_buttons[row_of(window, "Yacht")].click()
    assert len(seen) == 1
    assert seen[0].startswith("Abandon the Yacht game with Ann and Bob, round 4 of 13")

    def escape() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append("escape")
        qtbot.keyClick(box, Qt.Key.Key_Escape)

    QTimer.singleShot(0, escape)
    card.abandon_buttons[row_of(window, "Yacht")].click()
    assert seen[-1] == "escape"
    assert all(path.exists() for path in paths.values())
    assert len(card.buttons) == 3
    assert not window.statusBar().currentMessage().startswith("Abandoned")


def test_the_card_abandon_button_is_reached_by_keyboard_and_named(qtbot: QtBot) -> None:
    window, paths = window_with_three_kept_games(qtbot)
    card = window.overlays.welcome.continue_list
    row = row_of(window, "Yatzy")
    drop = card.abandon_buttons[row]
    assert drop.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert card.buttons[row].nextInFocusChain() is drop  # Tab: continue it, then abandon it
    assert drop.accessibleName().startswith("Abandon the Yatzy game with Dee and Eve, round 3 of 15")
    asked: list[str] = []
    window.files.ask_abandon = lambda kept: asked.append(kept.saved.game.variant.id) or True
    card.buttons[row].setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(card.buttons[row].hasFocus)
    qtbot.keyClick(card.buttons[row], Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is drop
    qtbot.keyClick(drop, Qt.Key.Key_Space)
    assert asked == ["yatzy"]
    assert not paths["yatzy"].exists()
    assert len(card.buttons) == 2
    qtbot.waitUntil(lambda: QApplication.focusWidget() in card.buttons)  # the keyboard stays on the list


def test_abandoning_from_the_file_menu_leaves_the_game_being_played_alone(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    other = new_game_path()
    save_game(other, played_game("worldwide", ["Zed"], 2, 3))
    start(window, "yacht", ["Ann"])
    player.roll()
    playing = window.controller.save_path
    window.kept_games.fill_menu()
    submenu = window.menus.actions.continue_menu.findChild(QMenu, "abandonMenu")
    assert submenu is not None
    entries = submenu.actions()
    assert len(entries) == 1  # the game on the table is not offered
    assert "Zed" in entries[0].text()
    assert entries[0].text().endswith("…")
    asked: list[Path] = []
    window.files.ask_abandon = lambda kept: asked.append(kept.path) or True
    entries[0].trigger()
    assert asked == [other]
    assert not other.exists()
    assert playing is not None
    window.controller.flush_autosave()
    assert playing.exists()
    game = window.controller.game
    assert game is not None
    assert game.players == ("Ann",)
    assert window.statusBar().currentMessage() == "Abandoned the Yacht (12 boxes) game of Zed."
    qtbot.waitUntil(lambda: [a.text() for a in window.menus.actions.continue_menu.actions()]
                    == ["No other unfinished games"])


def test_the_game_being_played_cannot_be_abandoned_silently(window: MainWindow, player: Player) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    window.controller.flush_autosave()
    playing = window.controller.save_path
    assert playing is not None
    asked: list[str] = []
    window.files.ask_abandon = lambda kept: asked.append("asked") or True
    assert not window.kept_games.abandon(kept_game(playing))
    assert asked == []
    assert playing.exists()
    message = window.statusBar().currentMessage()
    assert message.startswith("The Yacht game with Ann and Bob, round 1 of 13")
    assert "is the game on the table, so it was not abandoned" in message
    assert "File > New Game" in message


def test_a_kept_game_that_cannot_be_removed_says_why_and_loses_nothing(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    window, paths = window_with_three_kept_games(qtbot)
    card = window.overlays.welcome.continue_list
    real_unlink = Path.unlink

    def refuse(self: Path, missing_ok: bool = False) -> None:
        if self == paths["yacht"]:
            raise PermissionError(13, "Permission denied", str(self))
        real_unlink(self, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", refuse)
    window.files.ask_abandon = lambda kept: True
    card.abandon_buttons[row_of(window, "Yacht")].click()
    message = window.statusBar().currentMessage()
    assert message.startswith("The Yacht game with Ann and Bob, round 4 of 13")
    assert "was not abandoned: could not remove the game" in message
    assert "Permission denied" in message
    assert message.endswith("It is still in File > Continue a Game.")
    assert paths["yacht"].exists()
    assert len(card.buttons) == 3
    monkeypatch.undo()
    assert load_ok(paths["yacht"])


def load_ok(path: Path) -> bool:
    from yachtgui.persistence import load_game

    return not load_game(path).game.is_over
