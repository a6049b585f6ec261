"""The window's layout holds still and reads well: banner, small and large windows, help line, welcome.

Regression tests for the playtest findings 4, 5, 6, 8, 12 and 14 (names).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController
from yachtgui.app.settings import Settings
from yachtgui.rules import VARIANTS
from yachtgui.widgets.dialogs.newgame import NewGameDialog
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, kismet_then_roll_again, start

NO_FIVE_ALIKE = [1, 2, 3, 4, 6]


def geometries(window: MainWindow, player: Player) -> list[QRect]:
    """Where the table, the dice, the pad and the help line are, in window coordinates."""
    widgets: list[QWidget] = [window.tray, window.pad, window.help_label, *(player.die(i) for i in range(5))]
    return [QRect(w.mapTo(window, w.rect().topLeft()), w.size()) for w in widgets]


def pad_scroll(window: MainWindow, name: str) -> QScrollArea:
    area = window.findChild(QScrollArea, name)
    assert area is not None
    return area


def settle_layout(qtbot: QtBot, widget: QWidget) -> None:
    """Let the event loop run until ``widget`` keeps its geometry from one look to the next."""
    last: list[QRect] = []

    def still() -> bool:
        now = widget.geometry()
        same = bool(last) and last[-1] == now
        last.append(now)
        return same

    qtbot.waitUntil(still, timeout=3000)


def play_first_open_box(window: MainWindow, player: Player, dice: ScriptedDice, faces: list[int]) -> None:
    game = window.controller.game
    assert game is not None
    dice.push(*faces)
    player.roll()
    current = game.current_player
    assert current is not None
    player.click_box(current, game.open_boxes(current)[0])


def test_the_second_kismet_banner_lies_on_the_table_and_moves_nothing(
    window: MainWindow, player: Player, dice: ScriptedDice, qtbot: QtBot
) -> None:
    window.resize(1240, 780)
    dice.push(*[6] * 5, *NO_FIVE_ALIKE, *[5] * 5)
    kismet_then_roll_again(window, player)
    qtbot.waitUntil(lambda: window.pad.height() > 0)
    before = geometries(window, player)
    outer_bar = pad_scroll(window, "scorePadOuter").verticalScrollBar().maximum()
    player.click_box(0, "fives")  # five fives with a Kismet scored: a Second Kismet

    assert window.overlays.banner.isVisible()
    assert geometries(window, player) == before
    assert pad_scroll(window, "scorePadOuter").verticalScrollBar().maximum() == outer_bar
    assert window.overlays.banner.parentWidget() is window.tray  # laid on the table
    assert window.tray.rect().contains(window.overlays.banner.geometry())


def test_a_second_kismet_that_ends_the_game_says_the_game_is_over(
    window: MainWindow, player: Player, dice: ScriptedDice, qtbot: QtBot
) -> None:
    start(window, "kismet", ["Ann", "Bob"])
    game = window.controller.game
    assert game is not None
    play_first_open_box(window, player, dice, [6] * 5)
    player.controller.undo()  # Ann's Ones would take the sixes: put them in Kismet instead
    player.click_box(0, "kismet")
    while not (game.current_player == 0 and len(game.open_boxes(0)) == 1 and len(game.open_boxes(1)) == 1):
        play_first_open_box(window, player, dice, NO_FIVE_ALIKE)
    play_first_open_box(window, player, dice, [5] * 5)  # Ann's last box, and Bob's last box lost

    assert game.is_over
    assert window.overlays.banner.isVisible()
    assert window.overlays.banner.text() == ("Second Kismet! Bob loses a turn — every card is full, "
                                    "so the game is over.")
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None)


def test_in_a_small_window_the_current_column_is_always_whole_and_in_view(
    window: MainWindow, player: Player, dice: ScriptedDice, qtbot: QtBot
) -> None:
    window.resize(520, 380)  # too small for ten whole columns even in small print: the pad scrolls
    names = ["Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo"]
    start(window, "yatzy", names)
    game = window.controller.game
    assert game is not None
    area = pad_scroll(window, "scorePadScroll")
    bar = area.horizontalScrollBar()

    def current_column_whole() -> bool:
        current = game.current_player
        assert current is not None
        column = player.view(current).parentWidget()
        left = column.x() - bar.value()
        return left >= 0 and left + column.width() <= area.viewport().width()

    def leftmost_column_whole() -> bool:  # not half under the frozen box names
        return bar.value() in [player.view(i).parentWidget().x() for i in range(len(names))]

    for _turn in range(len(names)):
        qtbot.waitUntil(lambda: current_column_whole() and leftmost_column_whole(), timeout=2000)
        play_first_open_box(window, player, dice, NO_FIVE_ALIKE)
    assert bar.maximum() > 0  # ten columns never fit at this size: the test did scroll


def test_in_a_narrow_window_the_dice_tray_gives_way_before_the_pad(window: MainWindow, qtbot: QtBot) -> None:
    window.resize(1000, 700)
    start(window, "kismet", ["Ann", "Bob", "Cyd"])
    bar = pad_scroll(window, "scorePadScroll").horizontalScrollBar()
    qtbot.waitUntil(lambda: window.pad.width() >= window.pad.sizeHint().width() - 2, timeout=2000)
    assert bar.maximum() == 0  # all three cards in view: the table took less room instead
    assert window.tray.width() >= window.tray.minimumWidth()


def test_the_pads_text_and_rows_grow_with_the_window(window: MainWindow, player: Player,
                                                     qtbot: QtBot) -> None:
    window.resize(1000, 640)
    start(window, "yacht", ["Ann", "Bob"])
    view = player.view(0)
    qtbot.waitUntil(lambda: view.rowHeight(0) > 0 and window.pad.fits)  # fitted to the window
    small_row, small_scale = view.rowHeight(0), window.pad.scale
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.pad.scale > small_scale + 0.1, timeout=3000)
    assert view.rowHeight(0) > small_row
    assert view.font().pointSizeF() > QLabel().font().pointSizeF()
    window.resize(1000, 640)
    qtbot.waitUntil(lambda: view.rowHeight(0) == small_row, timeout=3000)  # and shrink back


def test_the_help_line_keeps_its_height_so_the_table_does_not_jump(window: MainWindow, player: Player,
                                                                    qtbot: QtBot) -> None:
    window.resize(800, 700)  # narrow enough for the longest help to take two lines
    start(window, "yacht", ["Ann", "Bob"])
    player.roll()
    settle_layout(qtbot, window.tray)
    help_label = window.help_label
    seen = set()

    def look() -> None:
        seen.add((help_label.height(), window.tray.geometry().getRect()))
        assert help_label.heightForWidth(help_label.width()) <= help_label.height(), help_label.text()

    for _roll in range(2):
        look()
        player.roll()
    look()
    player.click_box(0, "chance")  # Bob, before his first roll: a one-line help
    look()
    assert len(seen) == 1


def test_the_empty_table_welcomes_with_a_start_button(qtbot: QtBot, settings: Settings) -> None:
    window = MainWindow(GameController(autosave=False), settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    start_button = window.findChild(QPushButton, "welcomeStartButton")
    assert start_button is not None
    assert start_button.isVisible()
    assert not window.pad.isVisible()  # no empty strip where the pad will be
    assert not window.roll_button.isVisible()
    qtbot.waitUntil(start_button.hasFocus, timeout=2000)
    qtbot.keyClick(start_button, Qt.Key.Key_Space)
    dialog = window.dialogs.new_game_dialog_widget
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    dialog.reject()


def test_a_long_name_ends_in_an_ellipsis_with_the_whole_name_in_its_tooltip(window: MainWindow) -> None:
    long_name = "Grandmother Elisabeth von Hohenberg"
    start(window, "yacht", [long_name, "Bob"])
    plates = [label for label in window.pad.findChildren(QLabel) if label.toolTip().startswith(long_name)]
    assert len(plates) == 1
    assert "…" in plates[0].text()
    assert long_name not in plates[0].text()
    assert long_name in plates[0].accessibleName()


def test_in_a_short_window_the_keyboard_cursor_stays_in_sight(window: MainWindow, player: Player,
                                                             qtbot: QtBot) -> None:
    window.resize(940, 420)
    start(window, "yatzy", ["Ann", "Bob"])
    player.roll()
    view = player.view(0)
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    outer = pad_scroll(window, "scorePadOuter")
    settle_layout(qtbot, outer.widget())
    assert outer.verticalScrollBar().maximum() > 0  # the card is taller than the window

    def cursor_in_sight() -> bool:
        rect = view.visualRect(view.currentIndex())
        top = view.viewport().mapTo(outer.viewport(), rect.topLeft()).y()
        return top >= 0 and top + rect.height() <= outer.viewport().height()

    qtbot.keyClick(view, Qt.Key.Key_End)  # the last box, far below the fold
    assert view.currentIndex() == view.box_index(VARIANTS["yatzy"].categories[-1])
    qtbot.waitUntil(cursor_in_sight, timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_Home)
    qtbot.waitUntil(cursor_in_sight, timeout=2000)


def test_menu_items_come_with_the_first_frame_or_when_asked_for(qtbot: QtBot, settings: Settings) -> None:
    window = MainWindow(GameController(autosave=False), settings)
    qtbot.addWidget(window)
    assert [action.text() for action in window.menuBar().actions()] == ["&File", "&Edit", "&Play", "&Help"]
    assert window.menus.play_menu.actions() == []  # the items follow the first frame
    with qtbot.waitSignal(window.firstPainted, timeout=5000):
        window.show()
    assert window.menus.play_menu.actions()[0] is window.menus.actions.roll_action
    assert window.menus.actions.roll_action.shortcut() == QKeySequence(Qt.Key.Key_Space)
    assert not window.menus.actions.roll_action.isEnabled()  # no game yet

    hidden = MainWindow(GameController(autosave=False), settings)  # never shown
    qtbot.addWidget(hidden)
    # asked for before a frame: made at once
    assert hidden.menus.actions.undo_action.text() == "&Undo Last Score"
    assert not hidden.menus.actions.undo_action.isEnabled()
    start(hidden, "yacht", ["Ann", "Bob"])
    assert hidden.menus.actions.roll_action.isEnabled()
    assert hidden.menus.actions.rules_action.text() == "&Rules of Yacht"


def test_every_menu_action_can_be_read_before_the_first_frame(qtbot: QtBot, settings: Settings) -> None:
    # House Rules was missing from the hand-kept list of lazily made actions: reading
    # window.house_rules_action before the first paint raised AttributeError.
    window = MainWindow(GameController(autosave=False), settings)
    qtbot.addWidget(window)
    assert not window.menus.built
    actions = window.menus.actions
    assert actions.house_rules_action.text() == "&House Rules…"
    named = [value for value in vars(actions).values() if not isinstance(value, list)]
    every = {id(action) for action in [*named, *actions.hold_actions]}
    # Every action the window answers (menus and shortcuts alike) is one of the typed attributes.
    assert window.actions()
    assert all(id(action) in every for action in window.actions())
    in_menus = [action for menu in (window.menus.file_menu, window.menus.edit_menu, window.menus.play_menu,
                                    window.menus.help_menu) for action in menu.actions()
                if not action.isSeparator() and action.menu() is None]
    assert all(id(action) in every for action in in_menus)
