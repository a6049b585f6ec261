"""Parts of the window made when first needed: the senses (narration, sound) and table mode.

What this module owns: :class:`Senses`, the screen-reader narration
(:class:`~yachtgui.widgets.senses.speech.Narrator`) and the game's sounds
(:class:`~yachtgui.widgets.senses.sound.SoundBoard`), made after the first frame (~30 ms of imports
the first frame need not wait for); and :class:`TableMode`, the real-dice face picker under the
tray and the scorekeeper's card, made for the first game with real dice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from PySide6.QtWidgets import QLabel, QMainWindow, QPushButton, QVBoxLayout

    from yachtgui.app.controller import GameController
    from yachtgui.app.settings import Settings
    from yachtgui.widgets.senses.sound import SoundBoard
    from yachtgui.widgets.senses.speech import Narrator
    from yachtgui.widgets.table.dice import DiceTray
    from yachtgui.widgets.table.tablemode import RealDicePanel, ScoreAnnouncer

__all__ = ["Senses", "TableMode"]


class Senses(QObject):
    """Narration and sound for ``controller``'s games on ``tray``, in ``window`` (whose status bar
    says when there is no sound); ``settings`` switch sound on or off and set its volume."""

    def __init__(self, window: QMainWindow, controller: GameController, settings: Settings,
                 tray: DiceTray) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._settings = settings
        self._tray = tray
        self._narrator: Narrator | None = None
        self._sound: SoundBoard | None = None

    def ensure(self) -> None:
        """Screen-reader narration, and sounds when the Preferences allow (both made once); the dice
        become toggle buttons for screen readers."""
        from yachtgui.widgets.senses.accessible import install

        install(self._tray.dice())
        _ = self.narrator, self.sound

    @property
    def narrator(self) -> Narrator:
        """Tells screen readers whose turn it is, the dice, the scores and the computer's moves."""
        if self._narrator is None:
            from yachtgui.widgets.senses.speech import Narrator

            self._narrator = Narrator(self._controller, self._tray, self._window,
                                      getattr(self._window, "computer", None))
        return self._narrator

    @property
    def sound(self) -> SoundBoard:
        """Plays the game's sounds (the Preferences switch it off and set its volume)."""
        if self._sound is None:
            from yachtgui.widgets.senses.sound import connect_sounds

            self._sound = connect_sounds(self._controller, self._settings, self._window)
        return self._sound


class TableMode(QObject):
    """Real dice at the table for ``controller``'s games: the face picker goes into ``table_layout``
    under the ``tray`` and answers with ``roll_button`` and ``help_label``; ``recorded()`` is called
    when the faces entered are recorded."""

    def __init__(self, window: QMainWindow, controller: GameController, tray: DiceTray,
                 roll_button: QPushButton, help_label: QLabel, table_layout: QVBoxLayout,
                 recorded: Callable[[], None]) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._tray = tray
        self._roll_button = roll_button
        self._help_label = help_label
        self._table_layout = table_layout
        self._recorded = recorded
        self._panel: RealDicePanel | None = None
        self._announcer: ScoreAnnouncer | None = None

    @property
    def panel_made(self) -> RealDicePanel | None:
        """The face picker if a game with real dice has been played, else None."""
        return self._panel

    def ensure(self) -> RealDicePanel:
        """The real-dice face picker under the tray and the scorekeeper's card (made once)."""
        if self._panel is None:
            from yachtgui.widgets.table.tablemode import RealDicePanel, ScoreAnnouncer

            panel = RealDicePanel(self._controller, self._tray, self._roll_button, self._help_label)
            panel.recorded.connect(self._recorded)
            panel.left.connect(self._recorded)  # Escape: the keyboard on the card, as after a roll
            self._table_layout.insertWidget(1, panel)
            self._panel = panel
            self._announcer = ScoreAnnouncer(self._controller, self._tray, self._window)
        return self._panel

    @property
    def panel(self) -> RealDicePanel:
        """The face picker shown on real-dice turns (``faceEntry``, ``faceEntryMessage``)."""
        return self.ensure()

    @property
    def announcer(self) -> ScoreAnnouncer:
        """The scorekeeper's big card on the table in games with real dice."""
        self.ensure()
        assert self._announcer is not None
        return self._announcer
