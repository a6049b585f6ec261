"""Big moments on the table: stars falling on the felt and a banner that says why.

What this module owns: :class:`Moments`, which celebrates what the game's signals say is worth a
cheer (five of a kind, a bonus or a bigger one: :func:`~yachtgui.widgets.table.celebration.moments_of`;
a new personal best, from the history recorder) and explains a Second Kismet in the table's banner,
with the stars falling for it too. The :class:`~yachtgui.widgets.table.celebration.Celebration` on
the felt is made for the first moment.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from yachtgui.text import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from yachtgui.app.controller import GameController
    from yachtgui.widgets.table.celebration import Celebration
    from yachtgui.widgets.table.dice import DiceTray
    from yachtgui.widgets.table.felt import Banner

__all__ = ["Moments"]


class Moments(QObject):
    """The big moments of ``controller``'s games, on ``tray``'s felt, in ``window``'s status bar too;
    ``banner`` is the table's banner (made when first asked for)."""

    def __init__(self, window: QMainWindow, controller: GameController, tray: DiceTray,
                 banner: Callable[[], Banner]) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._tray = tray
        self._banner = banner
        self._celebration: Celebration | None = None  # stars and a banner on the felt, made on first use
        self._bonus_seen: list[int] = []  # each player's bonus before the last scoring (to celebrate it)
        controller.gameStarted.connect(self._on_game_started)
        controller.scored.connect(self._on_scored)
        controller.specialEvent.connect(self._on_special_event)
        controller.scoreUndone.connect(self._on_score_undone)

    @property
    def celebration(self) -> Celebration | None:
        """The celebration on the felt (None until the first one)."""
        return self._celebration

    def celebrate(self, title: str, detail: str = "") -> None:
        """A big moment: stars falling on the felt and a banner with ``title`` and ``detail``.

        The banner lies in the empty felt beside the dice (never over one) and
        goes by itself after a few seconds. For anything worth a cheer: a five
        of a kind, a bonus, a new personal best.
        """
        celebration = self._made()
        celebration.animations = self._tray.animations_enabled()
        celebration.celebrate(title, detail)
        self._window.statusBar().showMessage(f"{title} {detail}".strip(), 8000)

    def personal_bests(self, outcome: object) -> None:
        """A finished game beat someone's best total (the recorder's outcome): stars and a banner."""
        result = getattr(outcome, "result", None)
        names = tuple(getattr(result, "personal_bests", ()) or ())
        game = self._controller.game
        if not names or game is None:
            return
        totals = {name: game.total(i) for i, name in enumerate(game.players)}
        detail = " · ".join(f"{name}: {totals[name]}" if name in totals else name for name in names)
        self.celebrate(translate("MainWindow", "New personal best!"), detail)

    def _made(self) -> Celebration:
        if self._celebration is None:
            from yachtgui.widgets.table.celebration import Celebration

            self._celebration = Celebration(self._tray)
        return self._celebration

    def _hide(self) -> None:
        if self._celebration is not None:
            self._celebration.hide()

    def _remember_bonuses(self) -> None:
        game = self._controller.game
        if game is not None:
            self._bonus_seen = [game.bonus(i) for i in range(len(game.players))]

    def _on_game_started(self) -> None:
        self._remember_bonuses()
        self._hide()

    def _on_scored(self, player: int, box: str, points: int) -> None:
        game = self._controller.game
        if game is None:
            return
        seen = self._bonus_seen + [0] * (len(game.players) - len(self._bonus_seen))
        last = game.last_choice
        dice = last.dice if last is not None else ()
        from yachtgui.widgets.table.celebration import moments_of

        moments = moments_of(game, player, box, points, seen[player], dice)
        self._remember_bonuses()
        if moments:
            title, detail = moments[0]
            if len(moments) > 1:
                detail = f"{detail} · {moments[1][0]} {moments[1][1]}"
            self.celebrate(title, detail)

    def _on_special_event(self, text: str) -> None:
        """A Second Kismet: its banner explains it; the stars fall for it too."""
        self._hide()
        self._banner().show_text(text)
        if self._tray.animations_enabled():
            self._made().stars.start()

    def _on_score_undone(self, _player: int, _box: str) -> None:
        self._remember_bonuses()
        self._hide()
