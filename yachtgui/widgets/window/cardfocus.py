"""The keyboard's cursor on the score pad: on the card of the player to move, once it can take it.

What this module owns: :class:`CardFocus`. Keyboard players play with arrows and Enter; after a
roll with no rolls left, a new turn, an undo or a dialog the cursor goes to the card of the person
to move (on a given box, or an open one). Deferred to the event loop: a new game's columns are
shown only then, and a window that is not active yet gets it when it becomes active.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from yachtgui.app.controller import GameController
    from yachtgui.widgets.pad.scorecard import ScorePad

__all__ = ["CardFocus"]


class CardFocus(QObject):
    """The cursor on ``pad``'s cards in ``window`` for ``controller``'s game."""

    def __init__(self, window: QWidget, controller: GameController, pad: ScorePad) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._pad = pad
        self._target: tuple[int, str | None] | None = None  # keyboard focus waiting for its card

    @property
    def pending(self) -> bool:
        """Whether a card still waits for the cursor (the window was not active yet)."""
        return self._target is not None

    def clear(self) -> None:
        """No card waits for the cursor any more."""
        self._target = None

    def focus(self, player: int, box: str | None = None) -> None:
        """Put the keyboard on ``player``'s card (on ``box``, or an open box) once it can take it."""
        self._target = (player, box)
        QTimer.singleShot(0, self, self.apply)

    def apply(self) -> None:
        """Move the cursor now if its card can take it (else on the next activation)."""
        target = self._target
        c = self._controller
        game = c.game
        if target is None:
            return
        player, box = target
        if game is None or game.current_player != player or c.computer_to_play \
                or not 0 <= player < len(self._pad.views):
            self._target = None
            return
        view = self._pad.view(player)
        if not view.isVisible():
            return  # tried again when the window is activated
        if box is not None and box not in game.open_boxes(player):
            box = None
        view.focus_box(box)
        self._pad.show_column(player)
        self._pad.show_cursor(view)
        if self._window.isActiveWindow():
            self._target = None
