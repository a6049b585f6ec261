"""Text is text (issue 19): names, house-rule and box names and file names never render as HTML.

Player names, a house variant's name and box name, and a file name are written as HTML here.
The window plays a game of that variant through its widgets, with another such game kept,
and opens every dialog: new game, preferences, rules, about, statistics (with the game
recorded), replay, advice, the variant editor, print preview, a message box about a damaged
file, the saved-file notice, game over; the PDF card is read back too. At each step every
visible text is read (labels, buttons, tool tips, menus and actions, table cells and their tool
tips, text pages, accessible names), as :mod:`tests.gui.test_i18n_runtime` reads them.

A text fails when Qt would render it as rich text (a label's format resolves to rich text, or
a tool tip that looks like rich text) and it holds a name's markup unescaped, or when what is
shown holds a name's marker but not the whole name literally (markup eaten, or escaped twice).
``<img src=...>`` names a file that does not exist: a name must never load anything.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtGui import Qt, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialog,
    QHeaderView,
    QLabel,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from yachtgui.game import Game
from yachtgui.persistence import SavedGame, Seat, games_dir, save_game
from yachtgui.widgets.window.mainwindow import MainWindow

from .conftest import Player, start
from .test_house_rules import write_variant
from .test_i18n_runtime import _action_texts, _close_dialogs, widget_texts

PLAYERS = ("<b>Zq1</b>", '<img src="file:///nonexistent/zq2.png">', "Zq8 & O'Neil")
BOX = "<i>Zq3</i> & Co"
VARIANT = "<u>Zq4</u> & Co"
KEPT = ("<s>Zq6</s> & Bo", "<a href='x'>Zq7</a>")
FILE = "<b>Zq5<br>"  # no slash: a file name
#: What each name shows when it is shown literally (its marker is never markup).
NAMES = {"Zq1": PLAYERS[0], "zq2": PLAYERS[1], "Zq3": BOX, "Zq4": VARIANT, "Zq5": FILE, "Zq6": KEPT[0],
         "Zq7": KEPT[1], "Zq8": PLAYERS[2]}
#: Texts where "&" marks a shortcut key (shown underlined, not as "&"); "&&" shows one "&".
_MNEMONIC = ("action text", "menu title", "title", "tab")

HOUSE = f"""\
name = "{VARIANT}"
extends = "yacht"
remove = ["three_of_a_kind", "four_of_a_kind", "full_house", "small_straight", "large_straight", "yacht"]

[boxes.pair]
kind = "pair"
name = "{BOX}"
"""

_TIPS = ("tooltip", "action tooltip", "cell tooltip", "header cell tooltip")


def _rich(widget: QWidget, what: str, text: str) -> bool:
    """Whether Qt renders ``text`` (shown by ``widget`` as ``what``) as rich text."""
    if what == "text" and isinstance(widget, QLabel):
        text_format = widget.textFormat()
        if text_format == Qt.TextFormat.AutoText:
            return Qt.mightBeRichText(text)
        return text_format in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText)
    if what in _TIPS or what.endswith(" tooltip"):
        return Qt.mightBeRichText(text)
    return False


def _shown(text: str, rich: bool) -> str:
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def _elided_literally(name: str, shown: str) -> bool:
    """A narrow plate may cut a name ("Zq8 &…", "<b…"): what it shows must then be the name's own
    first characters, as written (markup would have hidden the "<" or the "&")."""
    return any(name[:length] + "…" in shown for length in range(1, len(name)))


def problems_in(text: str, rich: bool) -> list[str]:
    """Why ``text`` shows a name as markup ([] when every name in it is shown literally)."""
    found = []
    shown = _shown(text, rich)
    for marker, name in NAMES.items():
        if rich and name in text:
            found.append(f"{name!r} is rendered as markup")
        elif marker in shown and name not in shown and not _elided_literally(name, shown):
            found.append(f"{name!r} is not shown literally")
    return found


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    yield from widget_texts(widget)
    if isinstance(widget, QTextEdit) and not widget.isReadOnly():
        yield "page", widget.toPlainText()
    if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
        model = widget.model()
        if model is not None:  # editable cells too: a name typed in is shown as typed
            for row in range(min(model.rowCount(), 200)):
                for column in range(model.columnCount()):
                    for role, what in ((Qt.ItemDataRole.DisplayRole, "cell"),
                                       (Qt.ItemDataRole.ToolTipRole, "cell tooltip")):
                        value = model.index(row, column).data(role)
                        if isinstance(value, str):
                            yield what, value


def markup_shown(scene: str) -> list[str]:
    """Every visible text now that shows a name as markup, as ``scene: widget what: text`` lines."""
    found: list[str] = []
    seen: set[int] = set()
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        for widget in (top, *top.findChildren(QWidget)):
            if widget is not top and not widget.isVisible():
                continue
            texts = list(_texts(widget))
            for action in widget.actions():
                texts.extend(_action_texts(action, seen))
            for what, text in texts:
                if not text:
                    continue
                if what.startswith(_MNEMONIC) or (what == "text" and isinstance(widget, QAbstractButton)):
                    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")  # as shown
                for problem in problems_in(text, _rich(widget, what, text)):
                    found.append(f"{scene}: {type(widget).__name__} ({widget.objectName() or '-'}) {what}: "
                                 f"{problem}: {text[:160]!r}")
    return found


def _walk_scene(qtbot: QtBot, window: MainWindow, scene: str, open_it: Any, found: list[str]) -> None:
    """Open a dialog (``show()``/``open()``), read every window, close the dialogs."""
    before = {id(top) for top in QApplication.topLevelWidgets() if top.isVisible()}
    open_it()
    qtbot.waitUntil(lambda: any(top.isVisible() and id(top) not in before
                                for top in QApplication.topLevelWidgets()), timeout=5000)
    found.extend(markup_shown(scene))
    for top in QApplication.topLevelWidgets():
        if top is not window and isinstance(top, QDialog) and top.isVisible():
            top.reject()
    _close_dialogs(qtbot, window)


def _walk_blocking(window: MainWindow, scene: str, open_it: Any, found: list[str]) -> None:
    """Read a dialog that ``open_it`` runs with ``exec()``: from a timer inside its event loop."""
    tries = [0]
    walked = [False]

    def look() -> None:
        dialogs = [top for top in QApplication.topLevelWidgets()
                   if top is not window and isinstance(top, QDialog) and top.isVisible()]
        if dialogs:
            found.extend(markup_shown(scene))
            walked[0] = True
            for dialog in dialogs:
                dialog.reject()
        elif tries[0] < 200:
            tries[0] += 1
            QTimer.singleShot(25, look)

    QTimer.singleShot(0, look)
    open_it()
    assert walked[0], f"{scene}: no dialog opened"


def test_the_check_tells_escaped_from_rendered_names(qtbot: QtBot) -> None:
    from html import escape

    label = QLabel()
    qtbot.addWidget(label)
    label.setText(f"<b>Turn</b> of {PLAYERS[0]}")
    assert problems_in(label.text(), _rich(label, "text", label.text()))
    label.setText(f"<b>Turn</b> of {escape(PLAYERS[0])}")
    assert not problems_in(label.text(), _rich(label, "text", label.text()))
    label.setTextFormat(Qt.TextFormat.PlainText)
    assert problems_in(label.text(), _rich(label, "text", label.text()))  # escaped twice: "&lt;b&gt;"
    label.setText(PLAYERS[1])
    assert not problems_in(label.text(), _rich(label, "text", label.text()))
    assert problems_in(PLAYERS[1], rich=True)
    assert problems_in(f"Ann and {PLAYERS[0]}", rich=Qt.mightBeRichText(f"Ann and {PLAYERS[0]}"))


def _keep_a_game(variant: Any) -> None:
    game = Game(variant, list(KEPT))
    game.roll()
    path = games_dir() / "game-20260101T000000-0000abcd.yacht.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(path, SavedGame(game, tuple(Seat(name) for name in KEPT)))


def _finish(qtbot: QtBot, window: MainWindow, player: Player) -> None:
    game = window.controller.game
    assert game is not None
    while not game.is_over:
        player.roll()
        current = game.current_player
        assert current is not None
        box = "pair" if "pair" in game.open_boxes(current) else game.open_boxes(current)[0]
        player.click_box(current, box)
        qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)


def test_no_name_is_ever_rendered_as_markup(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    from yachtgui.persistence.variants import load_house_variants

    write_variant(HOUSE, "markup.toml")
    house = next(variant for variant in load_house_variants().variants.values() if variant.name == VARIANT)
    _keep_a_game(house)
    window.settings.set("player_names", list(PLAYERS))
    window.settings.set("player_count", 3)
    player = Player(qtbot, window)
    window.kept_games.refresh_list()
    found = markup_shown("window without a game")
    _walk_scene(qtbot, window, "new-game dialog", window.dialogs.new_game_dialog, found)
    window.dialogs.new_game_dialog()  # the roll-off page shows the names
    dialog = window.dialogs.new_game_dialog_widget
    assert dialog is not None
    qtbot.waitExposed(dialog)
    dialog._roll_off_radio.setChecked(True)
    dialog._on_start()
    found += markup_shown("roll-off")
    _close_dialogs(qtbot, window)
    start(window, house.id, PLAYERS)
    found += markup_shown("game started")
    player.roll()
    player.click_box(0, "pair")
    qtbot.waitUntil(lambda: not window.controller.dice_busy, timeout=3000)
    found += markup_shown("house box scored")
    player.roll()
    window.show_hint()
    found += markup_shown("hint asked")
    window.kept_games.fill_menu()
    found += markup_shown("continue menu filled")
    for action in window.menus.actions.continue_menu.actions():
        shown = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        found += [f"continue menu: {problem}: {shown!r}" for problem in problems_in(shown, False)]
    dialogs = window.dialogs
    for scene, open_it in (("preferences", dialogs.show_preferences), ("rules", dialogs.show_rules),
                           ("about", dialogs.show_about), ("statistics", dialogs.show_statistics),
                           ("variant editor", dialogs.edit_house_rules)):
        _walk_scene(qtbot, window, scene, open_it, found)
    _walk_blocking(window, "print preview", window.file_flows.print_game, found)
    damaged = tmp_path / f"{FILE}.yacht.json"
    damaged.write_text("{damaged")
    _walk_blocking(window, "message box", lambda: window.files.load_file(damaged), found)
    assert window.files.save_to(tmp_path / f"{FILE}-kept.yacht.json")
    found += markup_shown("saved-file notice")
    _finish(qtbot, window, player)
    qtbot.waitUntil(lambda: window.dialogs.game_over_dialog is not None
                    and window.dialogs.game_over_dialog.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: window.history_recorder.last_sentences is not None, timeout=60_000)
    found += markup_shown("game over")
    _close_dialogs(qtbot, window)
    statistics = window.dialogs.show_statistics()
    for tab in range(statistics.tabs.count()):
        statistics.tabs.setCurrentIndex(tab)
        found += markup_shown(f"statistics tab {tab}")
    statistics.tabs.setCurrentIndex(4)
    qtbot.waitUntil(lambda: statistics.games_table.rowCount() > 0, timeout=10000)
    found += markup_shown("statistics games")
    statistics.games_table.selectRow(0)
    replay = statistics.replay_selected()
    assert replay is not None
    qtbot.waitExposed(replay)
    found += markup_shown("replay")
    for _ in range(3):
        replay.step_turn(1)
        found += markup_shown("replay stepped")
    replay.close()
    statistics.close()
    unique = list(dict.fromkeys(found))
    assert not unique, f"{len(unique)} texts show a name as markup:\n" + "\n".join(unique[:200])


def test_the_pdf_card_prints_names_literally() -> None:
    from PySide6.QtGui import QPageSize

    from tests.export.support import pdf_pages_text
    from yachtgui.export.render import pdf_bytes
    from yachtgui.export.sheet import blank_sheet, game_sheet
    from yachtgui.rules.housefile import parse_variant

    house = parse_variant(HOUSE)
    game = Game(house, list(PLAYERS))
    while not game.is_over:
        game.roll()
        game.score(max(game.legal_boxes().items(), key=lambda item: item[1])[0])
    for sheet in (game_sheet(game, tuple(Seat(name) for name in PLAYERS)), blank_sheet(house, list(PLAYERS))):
        text = "\n".join(pdf_pages_text(pdf_bytes(sheet, QPageSize.PageSizeId.A4)))
        flat = text.replace("\n", " ")
        for name in (*PLAYERS[:1], BOX, VARIANT):
            assert name in flat, f"{name!r} is not printed literally:\n{text}"
