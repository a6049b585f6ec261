"""What the window lays on the felt when first needed: the banner, the welcome card, the advice panel.

What this module owns: :class:`TableOverlays`. Most sessions never show these; building them all
at start delayed the first frame. The advice panel lies in the band of felt the tray keeps for it
under the dice (a hint or the coach coming and going never moves the dice, nor anything else);
the welcome card's list of kept games is read when it is shown, so a window that opens on a game
never builds the card nor reads the folder.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, Qt
from PySide6.QtWidgets import QPushButton, QToolButton, QWidget

from yachtgui.widgets.table.felt import Banner, Follower, WelcomeCard

if TYPE_CHECKING:
    from PySide6.QtGui import QShortcut

    from yachtgui.widgets.table.advice import AdvicePanel
    from yachtgui.widgets.table.dice import DiceTray

__all__ = ["TableOverlays"]


class TableOverlays(QObject):
    """The overlays on ``tray`` in ``window``: ``wire_welcome(card)`` connects the welcome card's
    buttons when it is made, ``refresh_kept()`` fills its list of kept games."""

    def __init__(self, window: QWidget, tray: DiceTray, wire_welcome: Callable[[WelcomeCard], None],
                 refresh_kept: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._tray = tray
        self._wire_welcome = wire_welcome
        self._refresh_kept = refresh_kept
        self._banner: Banner | None = None
        self._welcome: WelcomeCard | None = None
        self._welcome_wanted = False
        self._advice: AdvicePanel | None = None
        self._advice_placer = Follower(self._place_advice)
        self._advice_escape: QShortcut | None = None  # Escape closes the hint while it shows

    @property
    def banner(self) -> Banner:
        """The notice laid across the top of the table (a Second Kismet explained)."""
        if self._banner is None:
            self._banner = Banner(self._tray)
        return self._banner

    def hide_banner(self) -> None:
        """The banner goes (if it was ever shown)."""
        if self._banner is not None:
            self._banner.hide()

    @property
    def welcome(self) -> WelcomeCard:
        """The card on the empty table before the first game, with Start and Open."""
        if self._welcome is None:
            card = WelcomeCard(self._tray)
            self._wire_welcome(card)
            self._welcome = card
        return self._welcome

    @property
    def welcome_made(self) -> WelcomeCard | None:
        """The welcome card if it has been made, else None."""
        return self._welcome

    def set_welcome(self, on: bool) -> None:
        """The welcome card on an empty table: shown now if the window is, else when it is shown."""
        coming = on and not self._welcome_wanted
        self._welcome_wanted = on
        if on and self._window.isVisible():
            if coming or self._welcome is None or not self._welcome.isVisible():
                self._refresh_kept()
            self.welcome.show()
        elif not on and self._welcome is not None:
            self._welcome.hide()

    def show_welcome_if_wanted(self) -> None:
        """The window is shown: the welcome card comes if the empty table wants it."""
        if self._welcome_wanted:
            if self._welcome is None or not self._welcome.isVisible():
                self._refresh_kept()
            self.welcome.show()

    @property
    def advice(self) -> AdvicePanel:
        """The panel for hints and the coach (hidden while it has nothing to say)."""
        if self._advice is None:
            from yachtgui.widgets.table.advice import AdvicePanel

            self._advice = AdvicePanel(self._tray)
            self._advice.setAutoFillBackground(True)
            self._advice.changed.connect(self._place_advice)
            self._tray.installEventFilter(self._advice_placer)
            self._place_advice()
            self._close_by_keyboard(self._advice)
        return self._advice

    def _close_by_keyboard(self, panel: AdvicePanel) -> None:
        """The hint's close button is reached with Tab (right after Roll), and Escape closes the hint
        while it shows, as that button does."""
        close = panel.findChild(QToolButton, "adviceClose")
        if close is None:
            return
        close.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        roll = self._window.findChild(QPushButton, "rollButton")
        if roll is not None:
            QWidget.setTabOrder(roll, close)
        from PySide6.QtGui import QKeySequence, QShortcut  # not before the first frame (QKeySequence's enums)

        escape = QShortcut(QKeySequence(Qt.Key.Key_Escape), self._window)
        escape.setContext(Qt.ShortcutContext.WindowShortcut)
        escape.activated.connect(close.click)
        escape.setEnabled(panel.isVisible())
        self._advice_escape = escape
        panel.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Escape is the hint's only while the hint shows (elsewhere it keeps its usual work)."""
        if watched is self._advice and self._advice_escape is not None \
                and event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._advice_escape.setEnabled(event.type() == QEvent.Type.Show)
        return False

    @property
    def advice_made(self) -> AdvicePanel | None:
        """The advice panel if it has been made, else None."""
        return self._advice

    def _place_advice(self) -> None:
        """Lay the advice panel in the band of felt the tray keeps for it (or, in a tray too
        small for one, across the bottom of the felt). Text that wraps to more lines than the band
        holds (a narrow table: many players, a small screen) grows the panel up over the felt:
        advice is never cut."""
        panel = self._advice
        if panel is None:
            return
        band = self._tray.advice_rect()
        felt = self._tray.rect().adjusted(16, 16, -16, -16)
        if band.height() < 40:  # a very small window: the bottom of the felt, over the dice
            band = QRect(felt.left(), felt.bottom(), felt.width(), 0)
        needed = panel.height_for(band.width()) if panel.isVisibleTo(self._tray) else 0
        if needed > band.height():
            band.setTop(max(felt.top(), band.bottom() + 1 - needed))
        panel.setGeometry(band)
        panel.raise_()
