"""What screen readers are told: the dice, score cells, turns, computer moves, announcements.

:func:`announce` hands a sentence to the platform's accessibility bridge as a
:class:`QAccessibleAnnouncementEvent` (AT-SPI on Linux, UIA on Windows, NSAccessibility
on macOS speak it), from the widget it concerns. :func:`name_changed` tells the
bridge that a widget's accessible name changed (a die "Die 3: five, held").

:class:`Narrator` listens to a :class:`~yachtgui.app.controller.GameController` and
speaks what a player who cannot see the table needs: whose turn it is, the dice after
every roll, each scoring, a computer's moves and special events.

Every event goes through :func:`QAccessible.updateAccessibility`; while no
assistive technology is listening Qt drops it at almost no cost. Tests see the
events through :data:`listeners` (each called with the widget, the event type and
the text), and read names back through :meth:`QAccessible.queryAccessibleInterface`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from yachtgui.text import translate

if TYPE_CHECKING:  # Qt's accessibility types are set up on first use (~8 ms): only when something is said
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QWidget

    from yachtgui.app.controller import GameController
    from yachtgui.widgets.table.dice import DiceTray

__all__ = ["Narrator", "announce", "listeners", "name_changed"]

#: Called as ``listener(widget, event_type, text)`` for every event sent (tests, logging).
listeners: list[Callable[[QObject, QAccessible.Event, str], None]] = []


def announce(widget: QObject, text: str, *, assertive: bool = False) -> None:
    """Have screen readers speak ``text`` (polite: after what they are saying; assertive: at once)."""
    if not text:
        return
    from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

    event = QAccessibleAnnouncementEvent(widget, text)
    politeness = QAccessible.AnnouncementPoliteness
    event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
    QAccessible.updateAccessibility(event)
    for listener in list(listeners):
        listener(widget, QAccessible.Event.Announcement, text)


def name_changed(widget: QWidget) -> None:
    """Tell screen readers that ``widget``'s accessible name changed (they read it again)."""
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    event = QAccessibleEvent(widget, QAccessible.Event.NameChanged)
    QAccessible.updateAccessibility(event)
    for listener in list(listeners):
        listener(widget, QAccessible.Event.NameChanged, widget.accessibleName())


class Narrator(QObject):
    """Speaks the game's progress for screen-reader users (see the module docstring)."""

    def __init__(self, controller: GameController, tray: DiceTray, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._tray = tray
        controller.turnStarted.connect(self._on_turn)
        controller.diceRolled.connect(self._on_dice)
        controller.holdChanged.connect(self._on_hold)
        controller.specialEvent.connect(lambda text: announce(tray, text, assertive=True))
        controller.announcement.connect(lambda text: announce(tray, text))  # "Ann: 28 in Full House"
        for die in tray.dice():
            die.valueChanged.connect(lambda _value, d=die: name_changed(d))
            die.heldChanged.connect(lambda _held, d=die: name_changed(d))

    def _on_turn(self, player: int) -> None:
        c = self._controller
        game = c.game
        if game is None:
            return
        name = game.players[player]
        if c.is_computer(player):
            text = translate("Narrator", "{name}'s turn: the computer plays.")
        elif c.is_real_dice(player):
            text = translate("Narrator", "{name}'s turn, with real dice: type the five faces rolled.")
        else:
            text = translate("Narrator", "{name}'s turn: press Space to roll.")
        announce(self._tray, text.format(name=name))

    def _on_dice(self, values: list[int], held: list[int], _animate: bool) -> None:
        c = self._controller
        game = c.game
        if game is None or game.current_player is None or not any(values):
            return
        who = game.players[game.current_player]
        faces = ", ".join(str(v) for v in values)
        kept = ", ".join(str(p + 1) for p in held)
        left = game.rolls_left
        if held:
            if left == 0:
                text = translate("Narrator", "{who} rolled {faces}; kept {kept}; no rolls left.")
            elif left == 1:
                text = translate("Narrator", "{who} rolled {faces}; kept {kept}; 1 roll left.")
            else:
                text = translate("Narrator", "{who} rolled {faces}; kept {kept}; {left} rolls left.")
        elif left == 0:
            text = translate("Narrator", "{who} rolled {faces}; no rolls left.")
        elif left == 1:
            text = translate("Narrator", "{who} rolled {faces}; 1 roll left.")
        else:
            text = translate("Narrator", "{who} rolled {faces}; {left} rolls left.")
        announce(self._tray, text.format(who=who, faces=faces, kept=kept, left=left))

    def _on_hold(self, position: int, held: bool) -> None:
        """Every hold is spoken: a person hears the key they pressed worked, and the computer's choice."""
        die = self._tray.dice()[position]
        announce(die, die.describe(released=not held))
