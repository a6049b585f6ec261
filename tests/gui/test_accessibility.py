"""Issue 25: a whole game through Qt's accessibility interfaces, as a screen reader meets it.

The tree of a running game is walked through QAccessible (names, actions, hidden duplicates),
the dice and score cells are worked through their accessibility actions alone, and the events
of a turn are recorded (speech.listeners: PySide6 has no QAccessible.installUpdateHandler) to
check that each sentence goes by both routes: the announcement and a route Orca 43 reads.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import NewGameSetup
from yachtgui.persistence import Seat
from yachtgui.widgets.senses import speech
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice

Heard = list[tuple[object, QAccessible.Event, str]]
Role = QAccessible.Role
#: What a player operates: each must have a name, and (enabled) an action.
CONTROLS = {Role.Button, Role.CheckBox, Role.Cell, Role.ComboBox, Role.RadioButton, Role.Slider,
            Role.SpinBox, Role.PageTab, Role.MenuItem}
SYMBOLS = set("▶◀✕×|")


@pytest.fixture
def heard(window: MainWindow) -> Iterator[Heard]:
    _ = window.senses.narrator
    events: Heard = []

    def listen(widget: object, kind: QAccessible.Event, text: str) -> None:
        events.append((widget, kind, text))

    speech.listeners.append(listen)
    yield events
    speech.listeners.remove(listen)


def _walk(interface: QAccessibleInterface) -> Iterator[QAccessibleInterface]:
    """Every node under ``interface`` a screen reader can reach (not the invisible ones)."""
    for k in range(interface.childCount()):
        child = interface.child(k)
        if child is None or child.state().invisible:
            continue
        yield child
        yield from _walk(child)


def _tree(window: MainWindow) -> list[QAccessibleInterface]:
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    return list(_walk(root))


def _spoken(heard: Heard) -> list[str]:
    return [text for _w, kind, text in heard if kind == QAccessible.Event.Announcement]


def _start(window: MainWindow, qtbot: QtBot) -> None:
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"), Seat("Bob"))))
    qtbot.waitUntil(lambda: window.pad.view(0).hasFocus())


def _roll(window: MainWindow, qtbot: QtBot) -> None:
    assert window.controller.roll()
    with qtbot.waitSignal(window.controller.diceSettled, timeout=5000):
        pass


def test_every_control_in_a_running_game_is_named_in_words_and_has_an_action(
        qtbot: QtBot, window: MainWindow, dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    _roll(window, qtbot)
    problems = []
    for node in _tree(window):
        role, name, state = node.role(), node.text(QAccessible.Text.Name), node.state()
        if role in CONTROLS or role == Role.Table or state.focusable:
            if not name.strip():
                problems.append(f"unnamed {role.name}")
            if SYMBOLS & set(name):
                problems.append(f"symbols in {name!r}")
        if role in CONTROLS and not state.disabled:
            actions = node.actionInterface()
            if actions is None or not actions.actionNames():
                problems.append(f"no action on {role.name} {name!r}")
    assert problems == []


def test_names_say_what_is_shown(qtbot: QtBot, window: MainWindow, player: Player,
                                 dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    names = [node.text(QAccessible.Text.Name) for node in _tree(window)]
    assert "Ann's turn" in names  # "▶ Ann's turn" on screen
    assert "Ann's score card" in names
    assert "Bob's score card" in names
    _roll(window, qtbot)
    player.click_box(0, "chance")
    label = QAccessible.queryAccessibleInterface(window.announcement_label)
    assert label is not None
    assert label.text(QAccessible.Text.Name) == "Ann: 16 in Chance"  # what flat review reads
    assert label.text(QAccessible.Text.Description) == "Last score"


def test_only_one_cell_in_the_window_reports_the_focus(qtbot: QtBot, window: MainWindow, player: Player,
                                                       dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    _roll(window, qtbot)
    player.click_box(0, "chance")  # Bob's turn: Ann's card had a cursor, Bob's card has one now
    qtbot.waitUntil(lambda: window.pad.view(1).hasFocus())
    focused = [node.text(QAccessible.Text.Name) for node in _tree(window)
               if node.role() == Role.Cell and node.state().focused]
    assert len(focused) == 1
    assert focused[0].startswith("Bob, ")


@pytest.mark.xfail(strict=True, reason="Qt's QAccessibleTable counts the hidden column of each pad view; "
                   "PySide6 exposes no QAccessibleTableInterface to replace it (issue 25, left)")
def test_no_hidden_duplicate_cells(qtbot: QtBot, window: MainWindow) -> None:
    _start(window, qtbot)
    tables = [node for node in _tree(window) if node.role() == Role.Table]
    assert len(tables) == 3  # the box names, Ann's and Bob's cards
    cells = [table.child(k) for table in tables for k in range(table.childCount())]
    cells = [cell for cell in cells if cell is not None and cell.role() == Role.Cell]
    assert cells
    assert not [c for c in cells if c.rect().isEmpty()]


def test_a_turn_through_accessibility_actions_alone(qtbot: QtBot, window: MainWindow, dice: ScriptedDice,
                                                   heard: Heard) -> None:
    dice.push(2, 2, 3, 5, 6, 3, 4, 5)
    _start(window, qtbot)
    _roll(window, qtbot)
    die = QAccessible.queryAccessibleInterface(window.tray.dice()[0])
    assert die is not None
    assert die.role() == Role.Button
    assert die.state().checkable
    assert not die.state().checked
    for position in (0, 1):
        actions = QAccessible.queryAccessibleInterface(window.tray.dice()[position]).actionInterface()
        assert actions is not None
        actions.doAction(actions.toggleAction())
    assert die.state().checked
    assert [d.is_held() for d in window.tray.dice()] == [True, True, False, False, False]
    assert _spoken(heard)[-2:] == ["Die 1: two, held", "Die 2: two, held"]
    _roll(window, qtbot)
    assert _spoken(heard)[-1] == "Ann rolled 2, 2, 3, 4, 5; kept 1, 2; 1 roll left."
    view = window.pad.view(0)
    table = QAccessible.queryAccessibleInterface(view)
    assert table is not None
    assert table.text(QAccessible.Text.Name) == "Ann's score card"
    cells = {table.child(k).text(QAccessible.Text.Name): table.child(k) for k in range(table.childCount())}
    assert "Ann, Short Straight: 30 (preview)" in cells
    cell = cells["Ann, Short Straight: 30 (preview)"]
    cell.actionInterface().doAction(cell.actionInterface().toggleAction())
    game = window.controller.game
    assert game is not None
    assert game.current_player == 1
    assert _spoken(heard)[-2:] == ["Ann: 30 in Short Straight", "Bob's turn: press Space to roll."]


def test_each_sentence_of_a_turn_goes_by_both_routes(qtbot: QtBot, window: MainWindow, player: Player,
                                                    dice: ScriptedDice, heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    window.tray.dice()[0].setFocus()  # a sentence said while a die has the focus
    _roll(window, qtbot)
    player.hold(0)
    window.pad.view(0).focus_box("chance")  # and while a score cell has it
    player.click_box(0, "chance")
    live = window.senses.narrator.live
    spoken = _spoken(heard)
    assert spoken[-4:] == ["Ann rolled 1, 2, 3, 4, 6; 2 rolls left.", "Die 1: one, held", "Ann: 16 in Chance",
                           "Bob's turn: press Space to roll."]
    for sentence in spoken[1:]:
        on_label = [w for w, kind, text in heard if text == sentence and w is live
                    and kind == QAccessible.Event.NameChanged]
        on_focus = [w for w, kind, text in heard if text == sentence
                    and kind == QAccessible.Event.DescriptionChanged]
        assert len(on_label) == 1, sentence
        assert len(on_focus) == 1, sentence
    # the die that had the focus carried the roll; the card's cell carried the score
    assert [w for w, k, t in heard if t == spoken[-4] and k == QAccessible.Event.DescriptionChanged] \
        == [window.tray.dice()[0]]
    scored = "Ann: 16 in Chance"
    assert [w for w, k, t in heard if t == scored and k == QAccessible.Event.DescriptionChanged] \
        == [window.pad.view(0)]
    assert live.text() == "Bob's turn: press Space to roll."


def test_the_roll_is_said_when_the_dice_settle_and_each_die_name_is_sent_once(
        qtbot: QtBot, window: MainWindow, dice: ScriptedDice, heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    heard.clear()
    window.set_session_animation(True)
    assert window.controller.roll()
    assert window.tray.is_animating()
    assert not [t for t in _spoken(heard) if "rolled" in t]  # not while the dice tumble
    qtbot.waitUntil(lambda: any("rolled" in t for t in _spoken(heard)), timeout=5000)
    assert not window.tray.is_animating()
    names = [w for w, kind, _t in heard if kind == QAccessible.Event.NameChanged and w in window.tray.dice()]
    assert sorted(d.index() for d in names) == [0, 1, 2, 3, 4]  # each die once


def test_the_rolled_focused_cell_says_its_preview(qtbot: QtBot, window: MainWindow, dice: ScriptedDice,
                                                 heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    view = window.pad.view(0)
    view.focus_box("chance")
    _roll(window, qtbot)
    cell_names = [t for w, kind, t in heard if w is view and kind == QAccessible.Event.NameChanged]
    assert cell_names == ["Ann, Chance: 16 (preview)"]
    # Orca 43 reads no table cell's name change: the card's description says the roll and the preview
    described = [t for w, kind, t in heard if w is view and kind == QAccessible.Event.DescriptionChanged]
    assert described == ["Ann rolled 1, 2, 3, 4, 6; 2 rolls left. Ann, Chance: 16 (preview)"]


def test_r_says_the_last_sentence_again(qtbot: QtBot, window: MainWindow, dice: ScriptedDice,
                                        heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    _roll(window, qtbot)
    heard.clear()
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_R)
    assert _spoken(heard) == ["Ann rolled 1, 2, 3, 4, 6; 2 rolls left."]


def test_a_hint_is_said(qtbot: QtBot, window: MainWindow, dice: ScriptedDice, heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    _roll(window, qtbot)
    heard.clear()
    window.show_hint()
    qtbot.waitUntil(lambda: bool(_spoken(heard)), timeout=60_000)
    assert _spoken(heard)[0].strip()


def test_a_box_just_scored_by_a_person_is_not_read_as_the_computer_s_choice(
        qtbot: QtBot, window: MainWindow, player: Player, dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    _roll(window, qtbot)
    player.click_box(0, "chance")
    name = window.pad.view(0).box_index("chance").data(Qt.ItemDataRole.AccessibleTextRole)
    assert name == "Ann, Chance: 16"


def test_hide_the_advice_is_reached_with_tab(window: MainWindow) -> None:
    from PySide6.QtWidgets import QToolButton

    close = window.overlays.advice.findChild(QToolButton, "adviceClose")
    assert close is not None
    assert close.accessibleName() == "Hide the advice"
    assert close.focusPolicy() & Qt.FocusPolicy.TabFocus
