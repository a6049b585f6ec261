"""Choosing a box on a card, as the window answers it.

What this module owns: :class:`ScoringFlow`: a box chosen (clicked, or Enter on the keyboard's
cursor, or Enter on a die: :meth:`ScoringFlow.enter_on_dice`) on another player's card, in a
filled box, or before the first roll is explained in the status bar; otherwise it is scored,
after a second choice of the same box when the Preferences ask to confirm each score (the box
is marked "again?" until then, and the mark goes when the dice or the turn change).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from yachtgui.text import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from yachtgui.app.computerplay import ComputerPlay
    from yachtgui.app.controller import GameController
    from yachtgui.app.settings import Settings
    from yachtgui.models.scorecard import ScorecardModel
    from yachtgui.widgets.pad.scorecard import ScorePad

__all__ = ["ScoringFlow"]


class ScoringFlow(QObject):
    """Boxes chosen on ``pad`` for ``controller``'s game in ``window``: ``settings`` says whether each
    score is confirmed, ``models`` are the cards' models (marked "again?"), ``computer`` says what the
    situation is, and ``focus_card(player, box)`` puts the keyboard back on the turn's card."""

    def __init__(self, window: QMainWindow, controller: GameController, settings: Settings, pad: ScorePad,
                 models: Callable[[], Sequence[ScorecardModel]], computer: ComputerPlay,
                 focus_card: Callable[[int, str | None], None]) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._settings = settings
        self._pad = pad
        self._models = models
        self._computer = computer
        self._focus_card = focus_card
        self._pending: tuple[object, ...] | None = None  # confirm each score: (situation, player, box)

    def forget(self) -> None:
        """A box chosen once waits for its confirmation no more."""
        self._pending = None

    def forget_if_changed(self) -> None:
        """A box chosen once, then the dice or the turn changed: the choice and its mark go."""
        if self._pending is not None and self._pending[0] != self._computer.situation_key():
            self._pending = None
            for model in self._models():
                model.set_confirm_box(None)

    def box_activated(self, player: int, box_id: str) -> None:
        c = self._controller
        game = c.game
        if game is None or game.is_over or game.current_player is None:
            return
        current = game.current_player
        if player != current:
            # Another player's card: say why nothing happens; the keyboard goes back to the turn's card.
            by_keyboard = self._pad.view(player).hasFocus()
            whose = game.players[current]
            back = by_keyboard and not c.computer_to_play
            said = translate("MainWindow", "That is {owner}'s card, and it's {name}'s turn. The cursor is "
                                           "back on {name}'s card.") if back \
                else translate("MainWindow", "That is {owner}'s card, and it's {name}'s turn.")
            self._window.statusBar().showMessage(said.format(owner=game.players[player], name=whose), 8000)
            if back:
                self._focus_card(current, box_id)
            return
        if c.computer_to_play:
            c.score(box_id)  # refused, with the controller's message
            return
        if box_id not in game.open_boxes(player):
            points = game.scorecard(player)[box_id]
            self._window.statusBar().showMessage(
                translate("MainWindow", "{box} already holds {points}: choose an open box.").format(
                    box=game.variant.display_name(box_id), points=points), 8000)
            return
        if not game.dice:
            self._window.statusBar().showMessage(
                translate("MainWindow", "Roll the dice first, then choose a box."), 8000)
            return
        if self._settings.get("confirm_scores") and not self._confirmed(player, box_id):
            return
        self._pending = None
        c.score(box_id)

    def enter_on_dice(self) -> None:
        """Enter on a die does what Enter does on the card: the keyboard goes back to the card of the
        player to move, its cursor where it was left (or on an open box), and that box is chosen as
        Enter on it would choose it (scored, or marked "again?" when each score is confirmed)."""
        c = self._controller
        game = c.game
        if game is None or game.is_over or game.current_player is None or c.computer_to_play:
            return
        player = game.current_player
        view = self._pad.view(player)
        view.focus_box(None)
        box = view.currentIndex().data(Qt.ItemDataRole.UserRole)
        if box is not None:
            self.box_activated(player, box)

    def _confirmed(self, player: int, box_id: str) -> bool:
        """Confirm each score: the first choice of a box marks it and says so; the same choice again
        (click or Enter, with the same dice) writes it."""
        game = self._controller.game
        assert game is not None
        pending = (self._computer.situation_key(), player, box_id)
        if self._pending == pending:
            return True
        self._pending = pending
        for model in self._models():
            model.set_confirm_box(None)
        self._models()[player].clear_marks()  # the choice's mark alone
        self._models()[player].set_confirm_box(box_id)
        points = game.preview().get(box_id, 0)
        self._window.statusBar().showMessage(
            translate("MainWindow", "{points} in {box}? Click it again, or press Enter, to write it "
                                    "down.").format(points=points, box=game.variant.display_name(box_id)),
            10000)
        return False
