"""The big moments are felt: the scored box shines, the dice stay (dimmed) until the next roll,
five of a kind and bonuses are celebrated on the felt, and no banner ever covers a die."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.models.scorecard import MARK_SCORED
from yachtgui.widgets.window.mainwindow import SCORED_MARK_MS, MainWindow

from .conftest import Player, ScriptedDice, kismet_then_roll_again, start

NO_FIVE_ALIKE = [1, 2, 3, 4, 6]


def covers_a_die(window: MainWindow, overlay: QWidget, player: Player) -> bool:
    area = QRect(overlay.mapTo(window.tray, overlay.rect().topLeft()), overlay.size())
    return any(area.intersects(player.die(i).geometry()) for i in range(5))


def test_the_scored_box_shines_for_a_moment_and_the_dice_stay_dimmed_until_the_next_roll(
        window: MainWindow, player: Player, dice: ScriptedDice, qtbot: QtBot) -> None:
    dice.push(2, 2, 3, 3, 3, *NO_FIVE_ALIKE)
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "full_house")
    assert player.model(0).mark_on("full_house") == MARK_SCORED
    assert [player.die(i).get_value() for i in range(5)] == [2, 2, 3, 3, 3]  # still on the table
    assert all(player.die(i).is_dimmed() for i in range(5))
    qtbot.waitUntil(lambda: player.model(0).scored_box is None, timeout=SCORED_MARK_MS * 3)
    player.roll()  # Bob's roll brings the dice back to full strength
    assert not any(player.die(i).is_dimmed() for i in range(5))
    assert [player.die(i).get_value() for i in range(5)] == NO_FIVE_ALIKE


def test_five_of_a_kind_is_celebrated_with_a_banner_beside_the_dice(
        window: MainWindow, player: Player, dice: ScriptedDice) -> None:
    dice.push(4, 4, 4, 4, 4)
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "yacht")
    celebration = window.moments.celebration
    assert celebration is not None
    assert celebration.is_showing()
    assert window.findChild(QLabel, "celebrationTitle").text() == "Five of a kind!"
    assert window.findChild(QLabel, "celebrationDetail").text() == "Ann: 50 in Yacht"
    assert not covers_a_die(window, celebration.banner, player)


def test_the_upper_bonus_is_celebrated_with_the_next_kismet_tier(
        window: MainWindow, player: Player, dice: ScriptedDice) -> None:
    start(window, "kismet", ["Ann"])
    # Sixes 30, fives 20, fours 16: 66, a bonus of 35; the next tier is 71 for 55.
    for faces, box in (([6, 6, 6, 6, 6], "sixes"), ([5, 5, 5, 5, 1], "fives"), ([4, 4, 4, 4, 2], "fours")):
        dice.push(*faces)
        player.roll()
        player.click_box(0, box)
    assert window.findChild(QLabel, "celebrationTitle").text() == "Bonus!"
    assert window.findChild(QLabel, "celebrationDetail").text() == (
        "Ann has 66 in the upper boxes: +35 — 5 more for +55")


def test_the_window_can_celebrate_anything_worth_a_cheer(window: MainWindow, player: Player) -> None:
    start(window, "yatzy", ["Ann"])
    window.moments.celebrate("New personal best!", "Ann: 312 at Yatzy")
    assert window.moments.celebration.is_showing()
    assert window.findChild(QLabel, "celebrationTitle").text() == "New personal best!"
    assert not covers_a_die(window, window.moments.celebration.banner, player)


def test_the_second_kismet_banner_never_covers_a_die(window: MainWindow, player: Player,
                                                     dice: ScriptedDice) -> None:
    window.resize(1024, 700)
    dice.push(*[6] * 5, *NO_FIVE_ALIKE, *[5] * 5)
    kismet_then_roll_again(window, player)
    player.click_box(0, "fives")
    assert window.overlays.banner.isVisible()
    assert not covers_a_die(window, window.overlays.banner, player)


def test_ctrl_z_that_can_no_longer_apply_says_why(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    player.click_box(0, "chance")
    player.roll()  # Bob rolled: Ann's score stands now
    assert not window.menus.actions.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == (
        "Nothing to undo: a score can be taken back only until the next roll.")
    assert window.controller.game.scorecard(0)["chance"] is not None  # type: ignore[union-attr]


def test_with_confirm_each_score_a_stray_click_does_not_score(window: MainWindow, player: Player,
                                                              dice: ScriptedDice, qtbot: QtBot) -> None:
    from PySide6.QtCore import Qt

    window.settings.set("confirm_scores", True)
    dice.push(2, 2, 3, 3, 3)
    start(window, "yacht", ["Ann", "Bob"])
    game = window.controller.game
    assert game is not None
    player.roll()
    player.click_box(0, "chance")  # a stray click
    assert game.scorecard(0)["chance"] is None
    assert player.model(0).confirm_box == "chance"
    assert "Click it again, or press Enter" in window.statusBar().currentMessage()
    player.click_box(0, "full_house")  # the box meant: marked, still not written
    assert game.scorecard(0)["full_house"] is None
    assert player.model(0).confirm_box == "full_house"
    view = player.view(0)
    view.setFocus()
    view.setCurrentIndex(view.box_index("full_house"))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter confirms the marked box
    assert game.scorecard(0)["full_house"] == 25
    assert game.current_player == 1


def test_confirm_each_score_is_a_preference(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QCheckBox

    window.dialogs.show_preferences()
    dialog = window.dialogs.preferences_dialog
    qtbot.waitExposed(dialog)
    box = dialog.findChild(QCheckBox, "confirmScoresCheck")
    assert box is not None
    assert not box.isChecked()
    box.setChecked(True)
    dialog.accept()
    assert window.settings.get("confirm_scores") is True


def test_a_child_at_the_table_turns_on_confirm_each_score(window: MainWindow, qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QComboBox, QPushButton

    assert window.settings.get("confirm_scores") is False
    window.settings.set("roll_off", False)
    window.dialogs.new_game_dialog()
    dialog = window.dialogs.new_game_dialog_widget
    qtbot.waitExposed(dialog)
    kind = dialog.findChild(QComboBox, "playerKind1")
    kind.setCurrentIndex(kind.findData("child"))
    dialog.findChild(QPushButton, "startButton").click()
    assert window.controller.seats[1].level is None  # a child is a person at the table
    assert window.settings.get("confirm_scores") is True
    assert "Confirm each score is on" in window.statusBar().currentMessage()


def test_a_new_personal_best_is_celebrated_on_the_felt(window: MainWindow, player: Player,
                                                       qtbot: QtBot) -> None:
    from tests.gui.test_history import play_to_the_end
    from tests.history.support import fixed_game
    from yachtgui.history import HistoryStore, database_path, make_entry

    low = fixed_game("worldwide", ["Ann"], [(1, 2, 3, 4, 6)])  # scores next to nothing
    with HistoryStore(database_path()) as store:
        store.record(make_entry(low, [None]), low)
    start(window, "worldwide", ["ann"])
    play_to_the_end(window, player)
    qtbot.waitUntil(lambda: window.findChild(QLabel, "celebrationTitle") is not None
                    and window.findChild(QLabel, "celebrationTitle").text() == "New personal best!",
                    timeout=60_000)
    game = window.controller.game
    assert game is not None
    assert window.findChild(QLabel, "celebrationDetail").text() == f"ann: {game.total(0)}"
