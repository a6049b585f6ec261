"""Turn flow in the window: the Second Kismet banner, undo, no double rolls, game over, preferences."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QPushButton, QTableWidget
from pytestqt.qtbot import QtBot

from yachtgui.models.scorecard import FORCED_ROLE, RowKind
from yachtgui.rules.words import ordinal
from yachtgui.theme import pad_colors
from yachtgui.widgets.dialogs.common import GameOverDialog, PreferencesDialog
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, kismet_then_roll_again, start

STRAIGHT_ISH = [1, 2, 3, 4, 6]


def test_second_kismet_is_explained_in_a_banner_and_the_roller_goes_again(
    window: MainWindow, player: Player, dice: ScriptedDice
) -> None:
    dice.push(*[6] * 5, *STRAIGHT_ISH, *STRAIGHT_ISH, *[5] * 5)
    start(window, "kismet", ["Ann", "Bob", "Cyd"])
    game = window.controller.game
    assert game is not None
    player.roll()
    player.click_box(0, "kismet")
    assert game.scorecard(0)["kismet"] == 30 + 50
    for seat in (1, 2):
        player.roll()
        player.click_box(seat, "yarborough")
    assert not window.overlays.banner.isVisible()
    player.roll()
    player.click_box(0, "fives")

    assert window.overlays.banner.isVisible()
    assert window.overlays.banner.text() == "Second Kismet! Bob and Cyd each lose a turn — Ann rolls again."
    assert window.findChild(QLabel, "turnLabel").text() == "▶ Ann's turn"
    assert window.findChild(QLabel, "announcementLabel").text() == "Ann: 25 in Fives"
    for seat in (1, 2):  # the forced zero sits in the top open box, shown as a plain 0
        model = player.model(seat)
        assert model.index(model.row_of_box("ones"), 1).data() == "0"
    assert QApplication.activeModalWidget() is None  # no dialog interrupts play

    player.roll()  # the banner stays up through Ann's extra turn ...
    assert window.overlays.banner.isVisible()
    player.click_box(0, "sixes")
    assert not window.overlays.banner.isVisible()  # ... and goes with the next score
    assert game.current_player == 1


def test_second_kismet_can_be_undone_with_the_lost_turns(window: MainWindow, player: Player,
                                                         dice: ScriptedDice, qtbot: QtBot) -> None:
    dice.push(*[6] * 5, *STRAIGHT_ISH, *[4] * 5)
    kismet_then_roll_again(window, player)
    game = window.controller.game
    assert game is not None
    player.click_box(0, "fours")
    assert game.scorecard(1)["ones"] == 0
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.scorecard(1)["ones"] is None
    assert game.scorecard(0)["fours"] is None
    assert not window.overlays.banner.isVisible()
    assert window.findChild(QLabel, "announcementLabel").text() == (
        "Undone: Ann's 20 in Fours and the lost turns it caused. Choose again."
    )


def test_undo_takes_back_the_last_score_until_the_next_roll(window: MainWindow, player: Player,
                                                            dice: ScriptedDice, qtbot: QtBot) -> None:
    dice.push(2, 2, 3, 3, 3, 1, 1, 1, 1, 5)
    start(window, "yacht", ["Ann", "Bob"])
    game = window.controller.game
    assert game is not None
    assert not window.menus.actions.undo_action.isEnabled()
    player.roll()
    player.hold(0)
    player.click_box(0, "chance")
    assert game.current_player == 1
    assert window.menus.actions.undo_action.isEnabled()
    assert player.shown_total(0, RowKind.GRAND_TOTAL) == "13"

    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.current_player == 0
    assert game.scorecard(0)["chance"] is None
    assert player.shown_total(0, RowKind.GRAND_TOTAL) == "0"
    assert tuple(int(player.die(i).property("value")) for i in range(5)) == (2, 2, 3, 3, 3)
    assert player.die(0).property("held")  # the hold chosen before scoring comes back
    assert window.findChild(QLabel, "announcementLabel").text() == "Undone: Ann's 13 in Chance. Choose again."
    player.click_box(0, "full_house")
    assert game.scorecard(0)["full_house"] == 25

    player.roll()  # Bob rolls: Ann's score is final now
    assert not window.menus.actions.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.scorecard(0)["full_house"] == 25
    assert game.rolls_left == 2


def test_a_double_click_on_roll_rolls_once(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    start(window, "yacht", ["Ann"])
    game = window.controller.game
    assert game is not None
    button = player.roll_button()
    # What the desktop sends for a double click: press, release, press, double-click, release,
    # 60 ms apart. (QTest spaces its clicks so they never form a double click: send them here.)
    # With animation off the dice settle between the two clicks, so only the button can tell.
    center = QPointF(button.rect().center())
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    sequence = [(QEvent.Type.MouseButtonPress, left), (QEvent.Type.MouseButtonRelease, none),
                (QEvent.Type.MouseButtonPress, left), (QEvent.Type.MouseButtonDblClick, left),
                (QEvent.Type.MouseButtonRelease, none)]
    for step, (kind, buttons) in enumerate(sequence):
        event = QMouseEvent(kind, center, button.mapToGlobal(center), left, buttons,
                            Qt.KeyboardModifier.NoModifier)
        event.setTimestamp(10_000 + 60 * step)
        QApplication.sendEvent(button, event)
        QApplication.processEvents()
    player.settle()
    assert game.rolls_left == 2
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # a later, separate click rolls again
    player.settle()
    assert game.rolls_left == 1


def test_rolls_are_ignored_while_the_dice_tumble(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    window.set_session_animation(True)
    start(window, "kismet", ["Ann"])
    game = window.controller.game
    assert game is not None
    with qtbot.waitSignal(window.tray.rollAnimationFinished, timeout=3000):
        qtbot.mouseClick(player.roll_button(), Qt.MouseButton.LeftButton)
        assert window.tray.is_animating()
        assert not player.roll_button().isEnabled()
        qtbot.mouseClick(player.roll_button(), Qt.MouseButton.LeftButton)
        qtbot.keyClick(window, Qt.Key.Key_Space)
        player.click_box(0, "yarborough")  # no scoring mid-tumble either
        assert game.rolls_left == 2
        assert not any(player.model(0).index(r, 1).data(Qt.ItemDataRole.UserRole + 3)
                       for r in range(player.model(0).rowCount()))  # no previews yet
    player.settle()
    assert player.shown_previews(0) == game.preview()
    assert game.rolls_left == 2


def test_a_held_down_space_key_rolls_once(window: MainWindow, player: Player, qtbot: QtBot) -> None:
    start(window, "yatzy", ["Ann", "Bob"])
    game = window.controller.game
    assert game is not None
    assert not window.menus.actions.roll_action.autoRepeat()
    assert not any(action.autoRepeat() for action in window.menus.actions.hold_actions)
    qtbot.keyPress(window, Qt.Key.Key_Space)
    player.settle()
    for target in (window, player.roll_button(), window.focusWidget()):
        repeat = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", True)
        QApplication.sendEvent(target, repeat)
        repeat_release = QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier,
                                   " ", True)
        QApplication.sendEvent(target, repeat_release)
    qtbot.keyRelease(window, Qt.Key.Key_Space)
    player.settle()
    assert game.rolls_left == 2


def finish_solo_game(player: Player) -> None:
    game = player.controller.game
    assert game is not None
    while not game.is_over:
        player.roll()
        preview = game.preview()
        player.click_box(game.current_player, max(preview, key=lambda b: (preview[b], b)))


def test_game_over_dialog_names_the_winner_with_the_ranking_and_plays_again(
    window: MainWindow, player: Player, qtbot: QtBot
) -> None:
    start(window, "worldwide", ["Ann", "Bob"])
    game = window.controller.game
    assert game is not None
    finish_solo_game(player)
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None)
    dialog = window.dialogs.game_over_dialog
    assert isinstance(dialog, GameOverDialog)
    qtbot.waitExposed(dialog)
    assert dialog.isModal() or dialog.windowModality() != Qt.WindowModality.NonModal
    winner = game.players[game.winners()[0]]
    headline = dialog.findChild(QLabel, "winnerLabel").text()
    assert winner in headline
    assert str(game.total(game.winners()[0])) in headline
    table = dialog.findChild(QTableWidget, "rankingTable")
    shown = [(table.item(r, 0).text(), table.item(r, 1).text(), table.item(r, 2).text())
             for r in range(table.rowCount())]
    expected = [(ordinal(place) + (" (tie)" if len(who) > 1 else ""), game.players[p], str(total))
                for place, who, total in game.standings() for p in who]
    assert shown == expected
    qtbot.mouseClick(dialog.findChild(QPushButton, "playAgainButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.controller.game is not game)
    new_game = window.controller.game
    assert new_game is not None
    assert new_game.players == ("Ann", "Bob")
    assert new_game.variant.id == "worldwide"
    assert not new_game.history
    assert player.shown_total(0, RowKind.GRAND_TOTAL) == "0"


def test_tied_players_share_first_place(window: MainWindow, player: Player, dice: ScriptedDice,
                                        qtbot: QtBot) -> None:
    for turn in range(12):
        faces = [(turn + k) % 6 + 1 for k in range(5)]
        dice.push(*faces, *faces)  # Ann and Bob roll alike and choose alike
    start(window, "worldwide", ["Ann", "Bob"])
    finish_solo_game(player)
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None)
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    assert "Ann and Bob" in dialog.findChild(QLabel, "winnerLabel").text()
    table = dialog.findChild(QTableWidget, "rankingTable")
    assert [table.item(r, 0).text() for r in range(2)] == ["1st (tie)", "1st (tie)"]


def test_preferences_switch_the_animation_off_and_remember_it(window: MainWindow, qtbot: QtBot) -> None:
    window.set_session_animation(True)
    window.dialogs.show_preferences()
    dialog = window.findChild(PreferencesDialog)
    assert dialog is not None
    box = dialog.findChild(QCheckBox, "animationCheck")
    assert box.isChecked()
    box.setChecked(False)
    dialog.accept()
    assert window.settings.animation is False
    assert not window.tray.animations_enabled()
    assert not window.controller.animate


def test_window_title_names_the_variant(window: MainWindow) -> None:
    start(window, "yatzy", ["Ann"])
    assert window.windowTitle() == "Yatzy — yachtgui"


def test_a_hold_key_pressed_while_the_dice_tumble_settles_them_and_holds(window: MainWindow, player: Player,
                                                                         qtbot: QtBot) -> None:
    window.set_session_animation(True)
    start(window, "yacht", ["Ann"])
    qtbot.mouseClick(player.roll_button(), Qt.MouseButton.LeftButton)
    assert window.tray.is_animating()
    qtbot.keyClick(window, Qt.Key.Key_3)
    assert not window.tray.is_animating()
    assert window.controller.holds == frozenset({2})
    assert player.die(2).property("held")


def test_file_menu_export_print_and_blank_pad_call_the_export_dialogs(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from yachtgui.export import dialogs

    calls: list[tuple[str, object]] = []
    monkeypatch.setattr(dialogs, "export_game_pdf", lambda parent, game, seats: calls.append(("pdf", game)))
    monkeypatch.setattr(dialogs, "print_game", lambda parent, game, seats: calls.append(("print", game)))
    monkeypatch.setattr(dialogs, "export_blank_pad", lambda parent, variant: calls.append(("pad", variant)))
    assert not window.menus.actions.export_action.isEnabled()  # no game yet
    start(window, "yatzy", ["Ann"])
    game = window.controller.game
    actions = window.menus.actions
    for action in (actions.export_action, actions.print_action, actions.blank_pad_action):
        assert action.isEnabled()
        action.trigger()
    assert calls == [("pdf", game), ("print", game), ("pad", "yatzy")]
    assert window.menus.actions.export_action.shortcut().toString() == "Ctrl+E"


def test_a_game_alone_ends_with_its_final_score_in_a_dialog_that_feels_like_a_moment(
    window: MainWindow, player: Player, qtbot: QtBot
) -> None:
    start(window, "worldwide", ["Ann"])
    game = window.controller.game
    assert game is not None
    finish_solo_game(player)
    final = f"Final score: {game.total(0)}"
    assert window.findChild(QLabel, "rollsLabel").text() == final  # not "Winner: Ann"
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None)
    dialog = window.dialogs.game_over_dialog
    assert dialog is not None
    headline = dialog.findChild(QLabel, "winnerLabel")
    assert headline.text() == final
    assert headline.font().pointSizeF() >= 1.5 * dialog.font().pointSizeF()
    buttons = dialog.findChildren(QPushButton)
    assert {button.text() for button in buttons} >= {"&Play again", "&New game…", "Close"}
    assert all(button.icon().isNull() for button in buttons)  # no red cancel cross on Close


def test_a_forced_zero_is_marked_as_a_lost_turn(window: MainWindow, player: Player,
                                                dice: ScriptedDice) -> None:
    dice.push(*[6] * 5, *STRAIGHT_ISH, *[4] * 5)
    kismet_then_roll_again(window, player)
    player.click_box(0, "fours")  # a Second Kismet: Bob's Ones gets a forced 0
    bob = player.model(1)
    forced = bob.index(bob.row_of_box("ones"), 1)
    assert forced.data() == "0"
    assert forced.data(FORCED_ROLE)
    assert "lost turn" in forced.data(Qt.ItemDataRole.ToolTipRole)
    assert "Ann's second Kismet" in forced.data(Qt.ItemDataRole.AccessibleTextRole)
    chosen = bob.index(bob.row_of_box("yarborough"), 1)
    assert not chosen.data(FORCED_ROLE)
    assert "lost turn" not in chosen.data(Qt.ItemDataRole.ToolTipRole)


def test_the_bonus_countdown_is_inked_as_a_note_not_as_a_preview(window: MainWindow,
                                                                  player: Player) -> None:
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    view = player.view(0)
    model = player.model(0)
    colors = pad_colors(view.palette())
    image = view.viewport().grab().toImage()

    def darkest(row: int) -> QColor:
        rect = view.visualRect(view.model().index(row, 0))
        pixels = [image.pixelColor(x, y) for x in range(rect.left(), rect.right())
                  for y in range(rect.top() + 2, rect.bottom() - 2)]
        return min(pixels, key=lambda c: c.lightnessF())

    def distance(a: QColor, b: QColor) -> int:
        return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())

    bonus = darkest(model.row_of_kind(RowKind.BONUS))
    preview = darkest(model.row_of_box("chance"))
    assert model.index(model.row_of_kind(RowKind.BONUS), 1).data().endswith("to go")
    assert distance(bonus, colors.heading) < distance(bonus, colors.preview_ink)
    assert distance(preview, colors.preview_ink) < distance(preview, colors.heading)


def test_the_game_over_table_highlights_the_winner_and_aligns_its_columns(
        window: MainWindow, player: Player, qtbot: QtBot) -> None:
    start(window, "worldwide", ["Ann", "Bob"])
    game = window.controller.game
    assert game is not None
    finish_solo_game(player)
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None)
    table = window.dialogs.game_over_dialog.findChild(QTableWidget, "rankingTable")
    winner_rows = [r for r in range(table.rowCount()) if table.item(r, 0).text().startswith("1st")]
    other_rows = [r for r in range(table.rowCount()) if r not in winner_rows]
    assert winner_rows
    for r in winner_rows:
        assert table.item(r, 1).background().color() == QColor("#fde9a9")
        assert table.item(r, 1).font().bold()
    for r in other_rows:
        assert table.item(r, 1).background().style() == Qt.BrushStyle.NoBrush
    right = Qt.AlignmentFlag.AlignRight
    assert table.horizontalHeaderItem(2).textAlignment() & right
    assert all(table.item(r, 2).textAlignment() & right for r in range(table.rowCount()))
