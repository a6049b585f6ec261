"""Issue 25: a whole game through Qt's accessibility interfaces, as a screen reader meets it.

The tree of a running game is walked through QAccessible (names, actions, hidden duplicates),
the dice and score cells are worked through their accessibility actions alone, and the events
of a turn are recorded (speech.listeners: PySide6 has no QAccessible.installUpdateHandler) to
check that each sentence goes by both routes: the announcement and a route Orca 43 reads.

No test keeps an accessible interface: Qt owns the interfaces it makes and deletes them with
their widget (a table's cells at every new game), and a Python wrapper that outlives its
interface is handed back by PySide for the next object Qt puts at that address (a failed check
once kept 117 cell wrappers in its traceback, and a later test's new score card got a
``QAccessibleInterface`` for its ``verticalHeader()``). The helpers read what a screen reader
would (:class:`Node`) and act (:func:`_act`) inside one call; ``_no_interface_outlives_a_test``
checks it after every test, :func:`test_no_accessible_interface_outlives_its_window` under stress.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Iterator
from typing import NamedTuple

import pytest
import shiboken6
from PySide6 import QtGui
from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView, QWidget
from pytestqt.qtbot import QtBot

from yachtgui.app.controller import GameController, NewGameSetup
from yachtgui.app.settings import Settings
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
#: Every kind of accessible interface PySide can wrap.
INTERFACE_TYPES = tuple(getattr(QtGui, name) for name in dir(QtGui)
                        if name.startswith("QAccessible") and name.endswith("Interface"))


class Node(NamedTuple):
    """What a screen reader reads of one accessible object, read at once (no interface kept)."""

    role: QAccessible.Role
    name: str
    description: str
    focused: bool
    focusable: bool
    checkable: bool
    checked: bool
    disabled: bool
    rect: QRect
    actions: tuple[str, ...]
    cell: tuple[int, int] | None  # a table cell's row and column


def _node(interface: QAccessibleInterface) -> Node:
    state = interface.state()
    actions = interface.actionInterface()
    cell = interface.tableCellInterface()
    return Node(interface.role(), interface.text(QAccessible.Text.Name),
                interface.text(QAccessible.Text.Description), bool(state.focused), bool(state.focusable),
                bool(state.checkable), bool(state.checked), bool(state.disabled), QRect(interface.rect()),
                tuple(actions.actionNames()) if actions is not None else (),
                (cell.rowIndex(), cell.columnIndex()) if cell is not None else None)


def _visible_nodes(interface: QAccessibleInterface) -> list[Node]:
    """Every node under ``interface`` a screen reader can reach (not the invisible ones)."""
    nodes = []
    for k in range(interface.childCount()):
        child = interface.child(k)
        if child is None or child.state().invisible:
            continue
        nodes.append(_node(child))
        nodes.extend(_visible_nodes(child))
    return nodes


def _tree(widget: QObject) -> list[Node]:
    """The accessible tree under ``widget`` (a window), as read now."""
    root = QAccessible.queryAccessibleInterface(widget)
    assert root is not None
    return _visible_nodes(root)


def _read(widget: QObject) -> Node:
    """``widget``'s accessible object, as read now."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return _node(interface)


def _children(widget: QObject) -> list[Node]:
    """The accessible children of ``widget`` (a score card's cells), as read now."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    children = map(interface.child, range(interface.childCount()))
    return [_node(child) for child in children if child is not None]


def _act(widget: QObject, action: Callable[[], str], child: str | None = None) -> None:
    """Do ``action`` (e.g. QAccessibleActionInterface.toggleAction) on ``widget``'s accessible
    object, or on its child named ``child``, as a screen reader's action would."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    if child is not None:
        named = [c for c in map(interface.child, range(interface.childCount()))
                 if c is not None and c.text(QAccessible.Text.Name) == child]
        assert len(named) == 1, child
        interface = named[0]
    actions = interface.actionInterface()
    assert actions is not None
    actions.doAction(action())


def _interfaces_held() -> list[str]:
    """The wrappers of interfaces Qt made that Python still holds (each one a stale wrapper in
    waiting); the interfaces made in Python are left out: their own destructor invalidates them."""
    gc.collect()
    return [type(w).__name__ for w in shiboken6.getAllValidWrappers()
            if isinstance(w, INTERFACE_TYPES) and not shiboken6.createdByPython(w)]


@pytest.fixture(autouse=True)
def _no_interface_outlives_a_test() -> Iterator[None]:
    yield
    assert _interfaces_held() == []


@pytest.fixture
def heard(window: MainWindow) -> Iterator[Heard]:
    _ = window.senses.narrator
    events: Heard = []

    def listen(widget: object, kind: QAccessible.Event, text: str) -> None:
        events.append((widget, kind, text))

    speech.listeners.append(listen)
    yield events
    speech.listeners.remove(listen)


def _spoken(heard: Heard) -> list[str]:
    return [text for _w, kind, text in heard if kind == QAccessible.Event.Announcement]


def _start(window: MainWindow, qtbot: QtBot) -> None:
    assert window.dialogs.start_game(NewGameSetup("yacht", (Seat("Ann"), Seat("Bob"))))
    qtbot.waitUntil(lambda: window.pad.view(0).hasFocus())


def _presented(window: MainWindow, qtbot: QtBot) -> None:
    """Wait until a new focus has been presented and every sentence for it was put on it."""
    qtbot.waitUntil(lambda: not window.senses.narrator.presenting, timeout=5000)


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
        role, name = node.role, node.name
        if role in CONTROLS or role == Role.Table or node.focusable:
            if not name.strip():
                problems.append(f"unnamed {role.name}")
            if SYMBOLS & set(name):
                problems.append(f"symbols in {name!r}")
        if role in CONTROLS and not node.disabled and not node.actions:
            problems.append(f"no action on {role.name} {name!r}")
    assert problems == []


def test_names_say_what_is_shown(qtbot: QtBot, window: MainWindow, player: Player,
                                 dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    names = [node.name for node in _tree(window)]
    assert "Ann's turn" in names  # "▶ Ann's turn" on screen
    assert "Ann's score card" in names
    assert "Bob's score card" in names
    _roll(window, qtbot)
    player.click_box(0, "chance")
    label = _read(window.announcement_label)
    assert label.name == "Ann: 16 in Chance"  # what flat review reads
    assert label.description == "Last score"


def test_only_one_cell_in_the_window_reports_the_focus(qtbot: QtBot, window: MainWindow, player: Player,
                                                       dice: ScriptedDice) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    _roll(window, qtbot)
    player.click_box(0, "chance")  # Bob's turn: Ann's card had a cursor, Bob's card has one now
    qtbot.waitUntil(lambda: window.pad.view(1).hasFocus())
    focused = [node.name for node in _tree(window) if node.role == Role.Cell and node.focused]
    assert len(focused) == 1
    assert focused[0].startswith("Bob, ")


def test_no_hidden_duplicate_cells(qtbot: QtBot, window: MainWindow) -> None:
    """Each pad column's table has one column: every cell a screen reader meets is shown."""
    _start(window, qtbot)
    tables = [node.name for node in _tree(window) if node.role == Role.Table]
    assert tables == ["Box names", "Ann's score card", "Bob's score card"]
    labels = window.pad.findChild(QTableView, "scorecardLabels")
    cells = [cell for view in (labels, *window.pad.views) for cell in _children(view)
             if cell.role == Role.Cell]
    assert len(cells) == 3 * window.pad.view(0).model().rowCount()  # 19 rows, one cell each
    assert not [c for c in cells if c.rect.isEmpty()]
    assert {c.cell[1] for c in cells if c.cell is not None} == {0}  # "where am I": the one column


def test_a_turn_through_accessibility_actions_alone(qtbot: QtBot, window: MainWindow, dice: ScriptedDice,
                                                   heard: Heard) -> None:
    dice.push(2, 2, 3, 5, 6, 3, 4, 5)
    _start(window, qtbot)
    _roll(window, qtbot)
    die = _read(window.tray.dice()[0])
    assert die.role == Role.Button
    assert die.checkable
    assert not die.checked
    for position in (0, 1):
        _act(window.tray.dice()[position], QAccessibleActionInterface.toggleAction)
    assert _read(window.tray.dice()[0]).checked
    assert [d.is_held() for d in window.tray.dice()] == [True, True, False, False, False]
    assert _spoken(heard)[-2:] == ["Die 1: two, held", "Die 2: two, held"]
    _roll(window, qtbot)
    assert _spoken(heard)[-1] == "Ann rolled 2, 2, 3, 4, 5; kept 1, 2; 1 roll left."
    view = window.pad.view(0)
    assert _read(view).name == "Ann's score card"
    assert "Ann, Short Straight: 30 (preview)" in [cell.name for cell in _children(view)]
    _act(view, QAccessibleActionInterface.toggleAction, "Ann, Short Straight: 30 (preview)")
    game = window.controller.game
    assert game is not None
    assert game.current_player == 1
    assert _spoken(heard)[-2:] == ["Ann: 30 in Short Straight", "Bob's turn: press Space to roll."]


def test_each_sentence_of_a_turn_goes_by_both_routes(qtbot: QtBot, window: MainWindow, player: Player,
                                                    dice: ScriptedDice, heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    window.tray.dice()[0].setFocus()  # a sentence said while a die has the focus
    _presented(window, qtbot)
    _roll(window, qtbot)
    player.hold(0)
    window.pad.view(0).focus_box("chance")  # and while a score cell has it
    _presented(window, qtbot)
    player.click_box(0, "chance")
    _presented(window, qtbot)
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


#: When Orca 43 reads a new focus's description after the focus event: some 70 ms on an idle
#: machine, more under load (its debug log).
ORCA43_READS_MS = 100


def _orca43(heard: Heard) -> list[str]:
    """What Orca 43 speaks of these events: a new focus's description as it reads it when it
    presents the focus, and each change of the focus's description (its debug log shows both).
    The presentation reads the description a moment after the focus event (:data:`ORCA43_READS_MS`):
    the recorder (:func:`_recording_presentations`) adds it as a ``Focus`` event with ``"presented"``
    text."""
    spoken, focus = [], None
    for widget, kind, text in heard:
        if kind == QAccessible.Event.Focus and not text.startswith("presented:"):
            focus = widget
        elif kind == QAccessible.Event.Focus and widget is focus:
            spoken.append(text.removeprefix("presented:"))
        elif kind == QAccessible.Event.DescriptionChanged and widget is focus:
            spoken.append(text)
    return spoken


def _recording_presentations(heard: Heard) -> Callable[[], None]:
    """Record each new focus, and its description as a screen reader presenting it reads it;
    returns what stops the recording."""
    from PySide6.QtCore import QTimer

    focus = QAccessible.Event.Focus

    def moved(_old: QWidget | None, new: QWidget | None) -> None:
        if new is not None:
            heard.append((new, focus, ""))
            QTimer.singleShot(ORCA43_READS_MS, lambda: heard.append(
                (new, focus, "presented:" + new.accessibleDescription())))

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    heard.append((app.focusWidget(), focus, ""))  # presented before: its description is read on change
    app.focusChanged.connect(moved)
    return lambda: app.focusChanged.disconnect(moved)


def _listening_before_the_first_roll(window: MainWindow, qtbot: QtBot, dice: ScriptedDice, heard: Heard
                                     ) -> Callable[[], None]:
    """A game started with the Roll button focused and presented, the next roll 1, 2, 3, 4, 6, and
    ``heard`` emptied and recording presentations from now on; returns what stops the recording."""
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    window.roll_button.setFocus()
    _presented(window, qtbot)
    heard.clear()
    return _recording_presentations(heard)


def test_the_first_roll_is_heard_once_and_the_roll_button_keeps_the_keyboard(
        qtbot: QtBot, window: MainWindow, dice: ScriptedDice, heard: Heard) -> None:
    """Orca 43 said the first roll twice: the Roll button, disabled while the dice tumble, handed
    the focus to the card, and the sentence went on the card's description in the same moment (read
    when the card was presented, and again as a change). The button now keeps the focus."""
    stop = _listening_before_the_first_roll(window, qtbot, dice, heard)
    try:
        qtbot.mouseClick(window.roll_button, Qt.MouseButton.LeftButton)
        sentence = "Ann rolled 1, 2, 3, 4, 6; 2 rolls left."
        qtbot.waitUntil(lambda: any(t.startswith(sentence) for t in _orca43(heard)), timeout=5000)
        _presented(window, qtbot)
    finally:
        stop()
    assert QApplication.focusWidget() is window.roll_button
    focused = [w for w, kind, _t in heard if kind == QAccessible.Event.Focus]
    assert focused == [window.roll_button]  # no new focus to present
    assert _spoken(heard) == [sentence]
    assert [t for t in _orca43(heard) if sentence in t] == [sentence]


def test_a_sentence_said_as_the_focus_arrives_is_heard_once(
        qtbot: QtBot, window: MainWindow, dice: ScriptedDice, heard: Heard) -> None:
    """The focus moves to the card and the roll is said in the same moment (no animation): the
    sentence waits until the card has been presented, then goes on its description."""
    stop = _listening_before_the_first_roll(window, qtbot, dice, heard)
    try:
        window.pad.view(0).focus_box("ones")
        assert window.controller.roll()  # settles at once
        sentence = "Ann rolled 1, 2, 3, 4, 6; 2 rolls left."
        qtbot.waitUntil(lambda: any(t.startswith(sentence) for t in _orca43(heard)), timeout=5000)
        qtbot.waitUntil(lambda: any(t.startswith("presented:") for _w, _k, t in heard), timeout=5000)
        _presented(window, qtbot)
    finally:
        stop()
    assert _spoken(heard) == [sentence]
    assert [t for t in _orca43(heard) if sentence in t] == [f"{sentence} Ann, Ones: 1 (preview)"]


def test_the_rolled_focused_cell_says_its_preview(qtbot: QtBot, window: MainWindow, dice: ScriptedDice,
                                                 heard: Heard) -> None:
    dice.push(1, 2, 3, 4, 6)
    _start(window, qtbot)
    view = window.pad.view(0)
    view.focus_box("chance")
    _presented(window, qtbot)
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


def test_no_accessible_interface_outlives_its_window(qtbot: QtBot, settings: Settings,
                                                     dice: ScriptedDice) -> None:
    """Windows, games and score cards made and dropped while the tree is read, cells and dice are
    worked by their actions, the focused card is told of each roll, and failed checks keep their
    tracebacks in a reference cycle (as pytest keeps a failed test's): no wrapper of an interface
    Qt made is left once its window is gone, and each new card's headers are headers."""
    kept: list[object] = []
    windows: list[MainWindow] = []
    gc.disable()  # nothing held by a cycle goes by chance
    try:
        for _round in range(3):
            window = MainWindow(GameController(), settings, rng=dice)
            window.set_session_animation(False)
            window.computer.driver.set_undo_grace_ms(0)
            windows.append(window)
            window.show()
            qtbot.waitExposed(window)
            window.activateWindow()
            qtbot.waitUntil(lambda w=window: QApplication.activeWindow() is w, timeout=2000)
            for _game in range(3):
                _start(window, qtbot)  # a new model (Qt deletes every cell) and new cards
                for view in window.pad.views:
                    assert isinstance(view.verticalHeader(), QHeaderView)
                    assert isinstance(view.horizontalHeader(), QHeaderView)
                window.pad.view(0).focus_box("chance")
                _roll(window, qtbot)  # the focused card's cell is told of its preview
                _act(window.tray.dice()[0], QAccessibleActionInterface.toggleAction)
                try:
                    nodes = _tree(window) + _children(window.pad.view(0))
                    raise AssertionError(f"a check that failed with {len(nodes)} nodes in hand")
                except AssertionError:
                    kept.append(sys.exc_info())  # its frame holds `kept`: a cycle
                preview = next(c.name for c in _children(window.pad.view(0)) if "(preview)" in c.name)
                _act(window.pad.view(0), QAccessibleActionInterface.toggleAction, preview)
            window.close()
            window.deleteLater()
            QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            assert _interfaces_held() == []
    finally:
        kept.clear()
        gc.enable()
        for window in windows:
            if shiboken6.isValid(window):
                window.close()
                window.deleteLater()


def test_the_help_lists_the_keys_a_screen_reader_user_has(window: MainWindow) -> None:
    """R (say that again) and W (chances to win) are in the rules help's keys, in every language."""
    import re
    from html import unescape
    from pathlib import Path
    from xml.etree import ElementTree

    from PySide6.QtGui import QShortcut

    import yachtgui
    from yachtgui.widgets.dialogs.help import rules_html

    keys = {shortcut.key().toString() for shortcut in window.findChildren(QShortcut)}
    assert {"R", "W"} <= keys  # what the window answers to
    text = " ".join(unescape(re.sub(r"<[^>]+>", " ", rules_html("yacht"))).split())
    assert "R says the last sentence again" in text
    assert "W says each player's chance to win" in text
    for language in ("de", "sv"):
        path = Path(yachtgui.__file__).parent / "translations" / f"yachtgui_{language}.ts"
        said = [message.findtext("translation") or "" for message in ElementTree.parse(path).iter("message")
                if "R says the last sentence again" in (message.findtext("source") or "")]
        assert len(said) == 1
        assert re.search(r"\bR\b", said[0])
        assert re.search(r"\bW\b", said[0])


def test_install_drops_an_interface_made_before_the_factory_once_no_wrapper_of_it_is_left(
        qtbot: QtBot) -> None:
    """install() drops an interface Qt made before the die factory by its id, once no Python
    wrapper of it is left (before, the wrapper was still in hand while Qt deleted it)."""
    from yachtgui.widgets.senses.accessible import _early_interface_id, install
    from yachtgui.widgets.table.dice import DieWidget

    widget = QWidget()  # Qt's own interface, as a die had one before the factory
    qtbot.addWidget(widget)
    early = _early_interface_id(widget)
    assert early is not None
    assert _interfaces_held() == []
    QAccessible.deleteAccessibleInterface(early)
    assert _read(widget).role == Role.Client  # asked again: a new one
    die = DieWidget(0)
    qtbot.addWidget(die)
    install([die])
    assert _early_interface_id(die) is None  # the factory's
    assert _read(die).role == Role.Button
