"""Every word the window shows went through the translator: a pseudo-translation finds any that did not.

A :class:`PseudoTranslator` on the application wraps every text it is asked for in
``⟦...⟧``. The window then plays a game through its widgets and opens its dialogs; at each step
every visible text (window titles, labels, buttons, menus and actions with their tool tips,
group and tab titles, combo items, table cells and headers, text pages, accessible names) is
read. Once the wrapped parts, HTML tags and the user's own data (player names, variant names,
numbers, punctuation; what the player types: line edits and editable cells) are taken out, no
letter may remain: a letter left is a word that was never asked of the translator, so a German
family would see English there.

What it finds is listed as ``scene: widget (objectName) property: text``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt, QTranslator
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSpinBox,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui.i18n import LANGUAGES
from yachtgui.rules.variants import VARIANTS
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, ScriptedDice, game_over_shown, start

OPEN, CLOSE = "\u27e6", "\u27e7"
#: Names, not words: the app's own name and the names of the things it is made with.
PROPER_NAMES = ("yachtgui", "PySide6", "PySide", "Qt", "Python", "NumPy", "GitHub", "LGPL", "GPL", "MIT",
                "PDF", "TOML", "SQLite", "ID")
PLAYERS = ("Ann", "Bob")
#: Qt's contexts whose translations are not shown as words (key names parsed back into shortcuts).
_UNTOUCHED_CONTEXTS = frozenset({"QShortcut", "QKeySequence"})

_WRAPPED = re.compile(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}")
_MARKUP = re.compile(r"<style.*?</style>|<[^<>]*>|&[#\w]+;", re.DOTALL)
_LETTER = re.compile(r"[^\W\d_]")


class PseudoTranslator(QTranslator):
    """Translates every text into itself between ⟦ and ⟧, so an untranslated text stands out."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        del disambiguation, n
        if context in _UNTOUCHED_CONTEXTS or not source:
            return source
        return f"{OPEN}{source}{CLOSE}"

    def isEmpty(self) -> bool:  # Qt's name
        return False


def untranslated(text: str, data: Iterable[str] = ()) -> str:
    """What of ``text`` is words that did not come through the translator ("" when none)."""
    rest = _MARKUP.sub(" ", text)
    while True:
        shorter = _WRAPPED.sub(" ", rest)
        if shorter == rest:
            break
        rest = shorter
    # The languages are named in themselves in the Preferences, never translated.
    names = {*PLAYERS, *PROPER_NAMES, *_variant_names(), *LANGUAGES.values(), *data}
    for name in sorted(names, key=len, reverse=True):
        rest = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", rest)
    return rest.strip() if _LETTER.search(rest) else ""


def _variant_names() -> list[str]:
    return [variant.name for variant in VARIANTS.values()]


def _model_texts(model: QAbstractItemModel | None, limit: int = 400) -> Iterator[tuple[str, str]]:
    if model is None:
        return
    roles = ((Qt.ItemDataRole.DisplayRole, "cell"), (Qt.ItemDataRole.ToolTipRole, "cell tooltip"),
             (Qt.ItemDataRole.AccessibleTextRole, "cell accessible text"))
    for orientation, count in ((Qt.Orientation.Horizontal, model.columnCount()),
                               (Qt.Orientation.Vertical, model.rowCount())):
        for section in range(min(count, limit)):
            for role, what in roles[:2]:
                value = model.headerData(section, orientation, role)
                if isinstance(value, str):
                    yield f"header {what}", value

    def walk(parent: QModelIndex, depth: int) -> Iterator[tuple[str, str]]:
        for row in range(min(model.rowCount(parent), limit)):
            for column in range(model.columnCount(parent)):
                index = model.index(row, column, parent)
                if model.flags(index) & Qt.ItemFlag.ItemIsEditable:
                    continue  # what the player typed (or types over): data, as a line edit's text
                for role, what in roles:
                    value = index.data(role)
                    if isinstance(value, str):
                        yield what, value
                if column == 0 and depth < 3 and index.isValid() and model.rowCount(index) > 0:
                    yield from walk(index, depth + 1)

    yield from walk(QModelIndex(), 0)


def _action_texts(action: QAction, seen: set[int]) -> Iterator[tuple[str, str]]:
    if id(action) in seen or action.isSeparator():
        return
    seen.add(id(action))
    yield "action text", action.text()
    if action.toolTip() != action.text().replace("&", ""):  # Qt's default tool tip is the text itself
        yield "action tooltip", action.toolTip()
    yield "action status tip", action.statusTip()
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield "menu title", menu.title()
        for inner in menu.actions():
            yield from _action_texts(inner, seen)


def widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """Every (property, text) ``widget`` shows or gives to a screen reader."""
    if widget.isWindow():
        yield "window title", widget.windowTitle()
    yield "tooltip", widget.toolTip()
    yield "status tip", widget.statusTip()
    yield "what's this", widget.whatsThis()
    yield "accessible name", widget.accessibleName()
    yield "accessible description", widget.accessibleDescription()
    if isinstance(widget, (QLabel, QAbstractButton)):
        yield "text", widget.text()
    elif isinstance(widget, QGroupBox):
        yield "title", widget.title()
    elif isinstance(widget, QComboBox) and not widget.isEditable():
        for index in range(widget.count()):
            yield f"item {index}", widget.itemText(index)
    elif isinstance(widget, QTabBar):
        for index in range(widget.count()):
            yield f"tab {index}", widget.tabText(index)
            yield f"tab {index} tooltip", widget.tabToolTip(index)
    elif isinstance(widget, QLineEdit):
        yield "placeholder", widget.placeholderText()
    elif isinstance(widget, QTextEdit) and widget.isReadOnly():
        yield "page", widget.toPlainText()
    elif isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):  # headers: its model
        yield from _model_texts(widget.model())
    if isinstance(widget, QSpinBox):
        yield "prefix", widget.prefix()
        yield "suffix", widget.suffix()
    if isinstance(widget, QAbstractSpinBox):
        yield "special value", widget.specialValueText()
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield f"tab {index}", widget.tabText(index)


def offenders(scene: str, data: Iterable[str] = ()) -> list[str]:
    """The untranslated words of every visible window now, as ``scene: where: text`` lines."""
    found: list[str] = []
    seen_actions: set[int] = set()
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        widgets = [top, *top.findChildren(QWidget)]
        for widget in widgets:
            if widget is not top and not widget.isVisible():
                continue
            texts = list(widget_texts(widget))
            for action in widget.actions():
                texts.extend(_action_texts(action, seen_actions))
            for what, text in texts:
                left = untranslated(text, data) if text else ""
                if left:
                    found.append(f"{type(widget).__name__} ({widget.objectName() or '-'}) {what}: {text!r}")
    return [f"{scene}: {line}" for line in dict.fromkeys(found)]


@pytest.fixture
def pseudo(qapp: QApplication) -> Iterator[PseudoTranslator]:
    """The pseudo-translator, installed on the application for the test and removed after it."""
    translator = PseudoTranslator()
    qapp.installTranslator(translator)
    yield translator
    qapp.removeTranslator(translator)


@pytest.fixture
def pseudo_window(pseudo: PseudoTranslator, window: MainWindow) -> MainWindow:
    """The main window, made while the pseudo-translator is installed."""
    del pseudo
    return window


def test_the_pseudo_translation_tells_marked_from_unmarked_words(pseudo: PseudoTranslator) -> None:
    from yachtgui.text import translate

    shown = translate("Test", "{name}'s turn").format(name="Ann")
    assert shown == f"{OPEN}Ann's turn{CLOSE}"
    assert untranslated(shown) == ""
    assert untranslated(f"<b>{translate('Test', 'Total')}</b>: 212") == ""
    assert untranslated(f"{translate('Test', 'Kismet rules')} — Kismet (2)") == ""
    assert untranslated("Roll the dice") == "Roll the dice"
    assert untranslated(f"{translate('Test', 'Total')} points") == "points"
    label = QLabel(translate("Test", "Hello"))
    assert not [what for what, text in widget_texts(label) if untranslated(text)]
    assert [what for what, text in widget_texts(QLabel("Hello")) if untranslated(text)] == ["text"]


def _close_dialogs(qtbot: QtBot, window: MainWindow) -> None:
    for dialog in window.findChildren(QDialog):
        if dialog.isVisible():
            dialog.reject()
    qtbot.waitUntil(lambda: not any(dialog.isVisible() for dialog in window.findChildren(QDialog)),
                    timeout=3000)


def _walk_scene(qtbot: QtBot, window: MainWindow, scene: str, open_it: Any, found: list[str]) -> None:
    before = {id(dialog) for dialog in window.findChildren(QDialog) if dialog.isVisible()}
    open_it()
    qtbot.waitUntil(lambda: any(dialog.isVisible() and id(dialog) not in before
                                for dialog in window.findChildren(QDialog))
                    or any(top.isVisible() and top is not window and isinstance(top, QDialog)
                           for top in QApplication.topLevelWidgets()), timeout=5000)
    found.extend(offenders(scene))
    _close_dialogs(qtbot, window)
    for top in QApplication.topLevelWidgets():
        if top is not window and isinstance(top, QDialog) and top.isVisible():
            top.reject()


def _walk_blocking(window: MainWindow, scene: str, open_it: Any, found: list[str]) -> None:
    """Walk a dialog that ``open_it`` runs with ``exec()``: from a timer inside its event loop."""
    from PySide6.QtCore import QTimer

    tries = [0]
    walked = [False]

    def look() -> None:
        dialogs = [top for top in QApplication.topLevelWidgets()
                   if top is not window and isinstance(top, QDialog) and top.isVisible()]
        if dialogs:
            found.extend(offenders(scene))
            walked[0] = True
            for dialog in dialogs:
                dialog.reject()
        elif tries[0] < 200:
            tries[0] += 1
            QTimer.singleShot(25, look)

    QTimer.singleShot(0, look)
    open_it()
    assert walked[0], f"{scene}: no dialog opened"


def test_every_text_of_the_window_and_its_dialogs_comes_through_the_translator(
        qtbot: QtBot, pseudo_window: MainWindow, dice: ScriptedDice) -> None:
    window = pseudo_window
    player = Player(qtbot, window)
    found = offenders("window without a game")
    _walk_scene(qtbot, window, "new-game dialog", window.dialogs.new_game_dialog, found)
    start(window, "worldwide", PLAYERS)
    found += offenders("game started")
    for turn in range(4):
        player.roll()
        if turn == 0:
            player.hold(0)
            player.roll()
            found += offenders("dice held, rolled again")
        game = window.controller.game
        assert game is not None
        assert game.current_player is not None
        player.click_box(game.current_player, game.open_boxes(game.current_player)[-1])
        qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)
    found += offenders("a few turns played")
    window.show_hint()
    found += offenders("hint asked")
    window.kept_games.fill_menu()  # the menu is filled when opened
    found += offenders("continue menu filled")
    dialogs = window.dialogs
    for scene, open_it in (("preferences", dialogs.show_preferences), ("rules", dialogs.show_rules),
                           ("about", dialogs.show_about), ("statistics", dialogs.show_statistics),
                           ("variant editor", window.dialogs.edit_house_rules)):
        _walk_scene(qtbot, window, scene, open_it, found)
    _walk_blocking(window, "print preview", window.file_flows.print_game, found)  # its dialog runs exec()
    game = window.controller.game
    assert game is not None
    while not game.is_over:
        player.roll()
        current = game.current_player
        assert current is not None
        player.click_box(current, game.open_boxes(current)[0])
        qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)
    qtbot.waitUntil(lambda: game_over_shown(window),
                    timeout=5000)
    found += offenders("game over")
    _close_dialogs(qtbot, window)
    unique = list({line.partition(": ")[2]: line for line in reversed(found)}.values())[::-1]  # first scene
    shown = 400
    assert not unique, (f"{len(unique)} texts on screen did not come through the translator "
                        "(mark them with translate()):\n" + "\n".join(unique[:shown])
                        + (f"\n... and {len(unique) - shown} more" if len(unique) > shown else ""))


def _sheet_texts(sheet: Any) -> Iterator[tuple[str, str]]:
    yield "title", sheet.title
    yield "subtitle", sheet.subtitle
    yield "result", sheet.result
    for note in sheet.notes:
        yield "note", note
    for row in sheet.rows:
        yield f"row {row.key}", row.label
        yield f"row {row.key} rule", row.rule
    for column in sheet.columns:
        yield f"column {column.name}", column.note
        for key, cell in column.cells.items():
            yield f"cell {key}", cell


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_every_word_of_the_printed_cards_comes_through_the_translator(
        pseudo: PseudoTranslator, variant: str) -> None:
    import random

    from yachtgui.export.sheet import blank_sheet, game_sheet
    from yachtgui.game import Game
    from yachtgui.persistence import Seat

    del pseudo
    game = Game(VARIANTS[variant], list(PLAYERS), rng=random.Random(3))
    while not game.is_over:
        game.roll()
        game.score(max(game.legal_boxes().items(), key=lambda item: item[1])[0])
    sheets = {"finished card": game_sheet(game, (Seat("Ann"), Seat("Bob", "hard"))),
              "blank pad": blank_sheet(VARIANTS[variant], names=PLAYERS)}
    wrong = [f"{variant} {name}: {what}: {text!r}" for name, sheet in sheets.items()
             for what, text in _sheet_texts(sheet) if text and untranslated(text)]
    assert not wrong, f"{len(wrong)} printed texts did not come through the translator:\n" + "\n".join(wrong)
