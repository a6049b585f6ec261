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

from PySide6.QtCore import QObject, Qt

from yachtgui.plaintext import speakable
from yachtgui.text import translate

if TYPE_CHECKING:  # Qt's accessibility types are set up on first use (~8 ms): only when something is said
    from PySide6.QtGui import QAccessible
    from PySide6.QtWidgets import QWidget

    from yachtgui.app.computerplay import ComputerPlay
    from yachtgui.app.controller import GameController
    from yachtgui.widgets.table.dice import DiceTray

__all__ = ["Narrator", "announce", "listeners", "name_changed", "speakable"]

# Called as ``listener(widget, event_type, text)`` for every event sent (tests, logging).
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


def _notify(widget: QObject, kind: QAccessible.Event, text: str) -> None:
    for listener in list(listeners):
        listener(widget, kind, text)


# The key that says the last sentence again ("R": repeat).
REPEAT_KEY = "R"
#: How long a screen reader may take to present a new focus (Orca 43 reads its name, role and
#: description some 70 ms after the focus event on an idle machine: its debug log). A sentence
#: said sooner goes on the new focus's description only after this: set at once, the focus
#: presentation would read it and the change event would read it again (Orca 43 said the first
#: roll twice when the Roll button, disabled while the dice tumble, handed the focus to the card).
FOCUS_PRESENTED_MS = 300


class Narrator(QObject):
    """Speaks the game's progress for screen-reader users (see the module docstring).

    Every sentence goes by three routes (:meth:`say`): an announcement (read by Orca 45+, NVDA,
    VoiceOver); the live label ``narrationLabel`` in the status bar, whose name is the sentence
    (flat review, screen readers that follow a status line); and the description of the object
    that has the keyboard focus (Orca 43 speaks a change of it): a score card, a die, or any other
    widget (its own description comes back when the focus leaves). A sentence said while a new
    focus is being presented waits for it (:data:`FOCUS_PRESENTED_MS`), so that it is read once.
    ``R`` says the last sentence again. ``computer`` (optional) is the window's computer play: its
    hints are said too.
    """

    def __init__(self, controller: GameController, tray: DiceTray, parent: QObject | None = None,
                 computer: ComputerPlay | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtCore import QElapsedTimer, QTimer
        from PySide6.QtGui import QKeySequence, QShortcut
        from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

        self._controller = controller
        self._tray = tray
        self._last = ""
        self._pending_roll: str | None = None  # said when the dice settle
        self._described: dict[QWidget, str] = {}  # focused widget -> its own description, to give back
        self._focus_moved = QElapsedTimer()  # since the focus last moved (invalid: never)
        self._waiting: list[tuple[str, bool]] = []  # for the focus route, waiting for its presentation
        self._wait = QTimer(self)
        self._wait.setSingleShot(True)
        self._wait.timeout.connect(self._describe_waiting)
        self.live = QLabel()
        self.live.setObjectName("narrationLabel")
        self.live.setTextFormat(Qt.TextFormat.PlainText)  # names are shown as written
        #: The description of the status bar's label that shows the last sentence said to screen readers
        self.live.setAccessibleDescription(translate("Narrator", "Said last"))
        self.live.hide()  # nothing said yet
        if isinstance(parent, QMainWindow):
            parent.statusBar().addPermanentWidget(self.live)
            repeat = QShortcut(QKeySequence(REPEAT_KEY), parent)
            repeat.activated.connect(self.repeat)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)
        controller.turnStarted.connect(self._on_turn)
        controller.diceRolled.connect(self._on_dice)
        controller.diceSettled.connect(self._on_settled)
        controller.holdChanged.connect(self._on_hold)
        controller.specialEvent.connect(lambda text: self.say(tray, text, assertive=True))
        controller.announcement.connect(lambda text: self.say(tray, text))  # "Ann: 28 in Full House"
        if computer is not None:
            computer.hintReady.connect(lambda _player, advice: self.say(tray, speakable(advice.headline)))
            computer.hintNote.connect(lambda text: self.say(tray, speakable(text)))
        # A die's new name ("Die 3: five, held") is sent by Qt as the die sets it (setAccessibleName),
        # once per change: the listeners hear of it here, and nothing is sent twice.
        for die in tray.dice():
            die.valueChanged.connect(lambda _value, d=die: self._name_sent(d))
            die.heldChanged.connect(lambda _held, d=die: self._name_sent(d))

    @staticmethod
    def _name_sent(widget: QWidget) -> None:
        from PySide6.QtGui import QAccessible

        _notify(widget, QAccessible.Event.NameChanged, widget.accessibleName())

    @property
    def last(self) -> str:
        """The last sentence said ("" before the first)."""
        return self._last

    def say(self, widget: QObject, text: str, *, assertive: bool = False, again: bool = False,
            focus_extra: str = "") -> None:
        """Say ``text`` about ``widget`` by every route (see the class docstring); ``focus_extra`` is
        added on the focus route (the focused cell's new preview: Orca 43 reads no cell's name change)."""
        if not text:
            return
        self._last = text
        announce(widget, text, assertive=assertive)
        from PySide6.QtGui import QAccessible

        if again:  # an unchanged name or description is not read again: blank it first
            self.live.setText(" ")
        self.live.setText(text)  # its name is its text: Qt sends NameChanged
        if self.live.isHidden():
            self.live.show()  # Qt sends ObjectShow
        _notify(self.live, QAccessible.Event.NameChanged, text)
        self._tell_focus(f"{text} {focus_extra}" if focus_extra else text, again=again)

    def repeat(self) -> None:
        """Say the last sentence again (the ``R`` key)."""
        if self._last:
            self.say(self._tray, self._last, again=True)

    def _tell_focus(self, text: str, *, again: bool) -> None:
        """Put ``text`` on the focus's description, once a new focus has been presented."""
        if self._waiting or self._presenting():
            self._waiting.append((text, again))
            self._wait.start(self._presentation_left())
            return
        self._describe(text, again=again)

    @property
    def presenting(self) -> bool:
        """True while a screen reader may still be presenting a new focus, or sentences wait for it."""
        return bool(self._waiting) or self._presenting()

    def _presenting(self) -> bool:
        """Whether a screen reader may still be presenting the focus (it moved a moment ago)."""
        return self._focus_moved.isValid() and not self._focus_moved.hasExpired(FOCUS_PRESENTED_MS)

    def _presentation_left(self) -> int:
        if not self._focus_moved.isValid():
            return 0
        return max(0, FOCUS_PRESENTED_MS - int(self._focus_moved.elapsed()))

    def _describe_waiting(self) -> None:
        """The focus has been presented: its description says what waited, in order (whatever has
        the focus now: a sentence is never lost on the way)."""
        if self._presenting():  # the focus moved again meanwhile
            self._wait.start(self._presentation_left())
            return
        waiting, self._waiting = self._waiting, []
        for text, again in waiting:
            self._describe(text, again=again)

    def _describe(self, text: str, *, again: bool) -> None:
        from PySide6.QtGui import QAccessible
        from PySide6.QtWidgets import QApplication

        widget = QApplication.focusWidget()
        if widget is None:
            return
        # A score card too: Qt reports the focus on the table (not its cell) and Orca 43 reads the
        # table's description change (seen in Orca 43.1's debug log: benchmarks/atspi_turn.py).
        if widget not in self._described:
            self._described[widget] = widget.accessibleDescription()
        if again:
            widget.setAccessibleDescription(" ")
        widget.setAccessibleDescription(text)  # Qt sends DescriptionChanged
        _notify(widget, QAccessible.Event.DescriptionChanged, text)

    def _on_focus_changed(self, old: QWidget | None, new: QWidget | None) -> None:
        """The widget left gets its own description back (a screen reader ignores it: not focused);
        a screen reader presents the new focus now (its name, role and description)."""
        if old is not None and old in self._described:
            old.setAccessibleDescription(self._described.pop(old))
        if new is not None:
            self._focus_moved.start()

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
        self.say(self._tray, text.format(name=name))

    def _on_dice(self, values: list[int], held: list[int], _animate: bool) -> None:
        c = self._controller
        game = c.game
        self._pending_roll = None
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
        # Said when the dice settle (diceSettled), not while they tumble.
        self._pending_roll = text.format(who=who, faces=faces, kept=kept, left=left)

    def _on_settled(self) -> None:
        from PySide6.QtWidgets import QApplication

        focus = QApplication.focusWidget()
        cell_changed = getattr(focus, "current_cell_changed", None)
        # The focused cell's "open" became a preview: sent for that cell, and said after the roll.
        cell = str(cell_changed() or "") if callable(cell_changed) else ""
        text, self._pending_roll = self._pending_roll, None
        if text:
            self.say(self._tray, text, focus_extra=cell)

    def _on_hold(self, position: int, held: bool) -> None:
        """Every hold is spoken: a person hears the key they pressed worked, and the computer's choice."""
        die = self._tray.dice()[position]
        self.say(die, die.describe(released=not held))
