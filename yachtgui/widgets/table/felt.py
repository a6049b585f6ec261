"""The felt table's own widgets: the Roll button, the cards laid on the dice tray, and the labels
and helpers the main window builds its table column from.

What this module owns: :class:`RollButton` (a double click rolls once), the overlays laid on the
tray without moving anything (:class:`Banner` for a Second Kismet, :class:`WelcomeCard` on the
empty table), :class:`ElidedLabel` (one line, "…" when narrow; it lives in :mod:`yachtgui.widgets.elided`),
:class:`TableColumn` (the column that gives way to the pad), :class:`Follower` (re-places an
overlay on resize), :class:`KeyRepeatGuard` (one press of a held key is one action) and :func:`push_button`.
They hold no game state: :class:`~yachtgui.widgets.window.mainwindow.MainWindow` makes, places and wires them.
"""

# ruff: noqa: N802  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from yachtgui.text import translate
from yachtgui.widgets.elided import ElidedLabel

if TYPE_CHECKING:  # types of annotations only
    from PySide6.QtGui import QMouseEvent, QShowEvent

__all__ = ["Banner", "ElidedLabel", "Follower", "KeyRepeatGuard", "RollButton", "TableColumn", "TrayOverlay",
           "WelcomeCard", "push_button"]


class RollButton(QPushButton):
    """The Roll button: a double click rolls once.

    Qt delivers a double click as press, release, press, double-click,
    release, so a plain button clicks twice. Here a press that follows the
    previous one within the desktop's double-click interval is swallowed, as
    is the double-click event itself.
    """

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setText(text)  # not in the constructor: see push_button
        self._last_press: int | None = None  # event timestamp (ms) of the last press that counted

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            stamp = int(event.timestamp())
            last = self._last_press
            if last is not None and 0 <= stamp - last <= QApplication.doubleClickInterval():
                event.accept()
                return
            self._last_press = stamp
        super().mousePressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:
        """Disabled while it has the keyboard (the dice tumble), the button keeps it rather than let
        Qt hand it to the next control: the card would take the focus at every roll, and a screen
        reader presented the card in the moment the roll was said (Orca 43 said it twice). Disabled,
        it takes no keys: they go on to the window and its shortcuts."""
        if not self.isEnabled() and self.hasFocus():
            return True
        return super().focusNextPrevChild(next)


class TrayOverlay(QFrame):
    """A card laid on the dice tray: placed over it, never in a layout, so nothing else moves.

    ``where`` is "top" (a band across the top of the felt) or "centre". The
    overlay follows the tray's size; it is not shown by default.
    """

    def __init__(self, host: QWidget, where: str) -> None:
        super().__init__(host)
        self._where = where
        host.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.place()
        return False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.place()

    def place(self) -> None:
        """Lay the card on the tray again (after a resize or a change of text)."""
        host = self.parentWidget()
        if host is None:
            return
        margin = max(14, round(min(host.width(), host.height()) * 0.045))
        if self._where == "top":  # in the empty felt above or below the dice: never over a die
            from yachtgui.widgets.table.celebration import free_band

            band = free_band(host)
            width = max(120, band.width())
            layout = self.layout()
            height = layout.totalHeightForWidth(width) if layout is not None and layout.hasHeightForWidth() \
                else self.sizeHint().height()
            height = max(height, self.minimumSizeHint().height())
            top = band.y() + max(0, (band.height() - height) // 2)
            self.setGeometry(band.x(), top, width, height)
        else:
            hint = self.sizeHint()
            width = min(hint.width(), host.width() - 2 * margin)
            height = min(hint.height(), host.height() - 2 * margin)
            self.setGeometry((host.width() - width) // 2, (host.height() - height) // 2, width, height)
        self.raise_()


class Banner(TrayOverlay):
    """A one-sentence notice laid across the top of the table (Second Kismet), with a close button.

    Never modal and never in a layout: the dice and the pad do not move when
    it comes or goes.
    """

    def __init__(self, host: QWidget) -> None:
        super().__init__(host, "top")
        self.setObjectName("eventBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#eventBanner { background: #fff1c2; border: 2px solid #b7791f; border-radius: 8px; }"
            "#eventBanner QLabel, #eventBanner QToolButton { color: #3b2a05; }"  # dark palettes too
        )
        self._label = QLabel()
        self._label.setObjectName("eventBannerText")
        self._label.setTextFormat(Qt.TextFormat.PlainText)  # "Second Kismet! Ann loses a turn": names
        self._label.setWordWrap(True)
        font = QFont(self.font())  # the tray's words (they grow in a large window), not the app's
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self._label.setFont(font)
        star = QLabel("★")
        star.setStyleSheet("color: #7a4a12;")
        # Half as large again as the words beside it (20 pt before, whatever the words' size: it made
        # the banner taller than the band above the dice in a 1024x700 window, and stayed small at 4K).
        star_font = QFont(font)
        star_font.setPointSizeF(font.pointSizeF() * 1.5)
        star.setFont(star_font)
        from PySide6.QtWidgets import QToolButton  # the banner is built on first use, and with it this type

        close = QToolButton()
        close.setText("✕")
        close.setObjectName("eventBannerClose")
        close.setAccessibleName(translate("MainWindow", "Dismiss the notice"))
        close.setToolTip(translate("MainWindow", "Dismiss"))
        close.setAutoRaise(True)
        close.clicked.connect(self.hide)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 6, 6)
        layout.addWidget(star)
        layout.addWidget(self._label, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)

    def text(self) -> str:
        """The sentence shown."""
        return self._label.text()

    def show_text(self, text: str) -> None:
        """Show ``text`` (replacing any earlier notice)."""
        self._label.setText(text)
        self.setAccessibleName(text)
        self.show()
        self.place()


class WelcomeCard(TrayOverlay):
    """What the empty table shows before the first game: a friendly card with Start and Open."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host, "centre")
        self.setObjectName("welcomeCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#welcomeCard { background: #fffaf0; border: 2px solid #b7791f; border-radius: 14px; }"
            "#welcomeCard QLabel { color: #3b2a05; }"
        )
        title = QLabel(translate("MainWindow", "Ready for a game?"))
        title.setObjectName("welcomeTitle")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(self.font())  # the tray's words (they grow in a large window), not the app's
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.7)
        title.setFont(font)
        words = QLabel(translate("MainWindow", "Kismet, Yacht, Yatzy, the 12-box Yacht or Yahtzee — for one "
                                             "to ten players, people or computer."))
        words.setObjectName("welcomeWords")
        self._words = words
        words.setWordWrap(True)
        words.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = push_button(translate("MainWindow", "Start a new game…"))
        self.start_button.setObjectName("welcomeStartButton")
        self.start_button.setMinimumHeight(48)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.start_button.setFont(font)
        self.start_button.setToolTip(translate("MainWindow", "Choose the game and the players (Ctrl+N)"))
        self.start_button.setAutoDefault(True)  # Enter presses it, as Space does
        self.open_button = push_button(translate("MainWindow", "Open a saved game…"))
        self.open_button.setObjectName("welcomeOpenButton")
        self.open_button.setToolTip(
            translate("MainWindow", "Continue a game saved with File > Save As (Ctrl+O)"))
        from yachtgui.widgets.dialogs.keeping import ContinueList

        self.continue_list = ContinueList()
        self.continue_list.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 22)
        layout.setSpacing(12)
        layout.addWidget(title)
        layout.addWidget(words)
        layout.addWidget(self.continue_list)
        layout.addWidget(self.start_button)
        layout.addWidget(self.open_button)
        self.setMaximumWidth(560)

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), 400), hint.height())

    def place(self) -> None:
        """On a short table (a 1024x600 screen) the card gives up what it can do without: first the
        line naming the games, then kept games beyond the first (a note counts them); its buttons
        were squeezed into each other, a game's names cut in half."""
        host = self.parentWidget()
        layout = self.layout()
        if host is not None and layout is not None:
            room = host.height() - 2 * max(14, round(min(host.width(), host.height()) * 0.045))
            from yachtgui.widgets.dialogs.keeping import SHOWN_ON_CARD

            kept = self.continue_list
            self._words.setVisible(True)
            if kept.buttons:
                kept.show_rows(SHOWN_ON_CARD)

            def needed() -> int:
                layout.invalidate()
                return layout.totalSizeHint().height()

            if needed() > room:
                self._words.setVisible(False)
            while kept.buttons and kept.shown_rows() > 1 and needed() > room:
                kept.show_rows(kept.shown_rows() - 1)
        super().place()


class TableColumn(QWidget):
    """The left side of the window (tray, buttons, hints). Its preferred width is its minimum:
    the score pad gets its full width first, and the dice tray takes what is left, so in a
    small window the tray gives way before the pad."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()


class Follower(QObject):
    """Calls ``place`` whenever the watched widget is resized (an overlay following its host)."""

    def __init__(self, place: Any) -> None:
        super().__init__()
        self._place = place

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False


class KeyRepeatGuard(QObject):
    """Ignores a held key's repeats in ``window`` until it is released: one press, one action.

    Qt marks auto-repeated presses, but on some X servers (Xvfb, remote
    displays) a held key arrives as release + press pairs with the same
    timestamp and no mark; those count as repeats too. Keys guarded: Space,
    Return/Enter, 1-5 and H (rolls, scoring, holds, hints).
    """

    GUARDED = frozenset({Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_H,
                         Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_5})
    #: A press this many ms (or less) after the same key's release is the key still held.
    SAME_PRESS_MS = 5

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._released: dict[int, int] = {}  # key -> timestamp of its last release

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease, QEvent.Type.ShortcutOverride):
            return False
        if not isinstance(event, QKeyEvent) or not isinstance(watched, QWidget) \
                or watched.window() is not self._window:
            return False
        key = event.key()
        if key not in self.GUARDED:
            return False
        stamp = int(event.timestamp())
        if kind == QEvent.Type.KeyRelease:
            if not event.isAutoRepeat():
                self._released[key] = stamp
            return False
        released = self._released.get(key)
        held = stamp != 0 and released is not None and 0 <= stamp - released <= self.SAME_PRESS_MS
        if event.isAutoRepeat() or held:
            event.accept()  # as a ShortcutOverride: no shortcut; as a press: nobody else sees it
            return True
        return False


def push_button(text: str) -> QPushButton:
    """A push button showing ``text``.

    The text is set after construction: ``QPushButton(text)`` (as ``QAction(text, parent)``)
    makes PySide6 weigh the overload that takes an icon, which builds QIcon's Python
    types (2-5 ms) before the first frame, where no icon is shown.
    """
    button = QPushButton()
    button.setText(text)
    return button
