"""Table mode: players who roll real dice enter the faces, and the scorekeeper announces scores.

On a turn of a seat marked "real dice" (:attr:`~yachtgui.persistence.Seat.real_dice`)
the dice tray becomes a face picker (:class:`RealDicePanel`):

- type the five faces in ``faceEntry`` (``6 6 3 2 1``, spaces optional), or only
  the faces of the dice rolled again (the held ones keep theirs);
- or click a die to step its face (1, 2, ... 6, 1), turn the mouse wheel over it,
  or press 1-6 / Up / Down while it has the keyboard focus;
- hold the dice kept on the table with a right click or the keys 1-5 (as on screen;
  a left click on a held die releases it);
- Enter (in the entry or on a die), Space or the Roll button ("Enter roll") records
  the roll through :meth:`GameController.enter_dice`.

Problems are said at once under the entry (``faceEntryMessage``), in plain words,
and nothing typed is lost. The dice's ``value`` properties show the faces entered.

:class:`ScoreAnnouncer` shows the scorekeeper's words ("Ann: 28 in Full House") in
a large card on the table (``scoreAnnouncement``) in games with a real-dice seat;
it stays until the next roll, a key or a click on it. Screen readers hear every announcement from
:class:`~yachtgui.widgets.senses.speech.Narrator`.
"""

# ruff: noqa: N802  (Qt's virtual methods keep Qt's names)

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Final

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from yachtgui.rules.words import join_names
from yachtgui.text import QT_TRANSLATE_NOOP, translate
from yachtgui.widgets.senses.speech import announce

if TYPE_CHECKING:
    from PySide6.QtGui import QKeyEvent, QMouseEvent
    from PySide6.QtWidgets import QPushButton

    from yachtgui.app.controller import GameController
    from yachtgui.widgets.table.dice import DiceTray

__all__ = ["ENTER_ROLL", "RealDicePanel", "ScoreAnnouncer", "read_faces"]

DICE: Final = 5
#: The Roll button's text on a real-dice turn (English; shown as ``translate("RealDicePanel", ENTER_ROLL)``).
ENTER_ROLL: Final = QT_TRANSLATE_NOOP("RealDicePanel", "Enter roll")
_BLANKS: Final = frozenset("-?_.")
_SEPARATORS: Final = frozenset(",;/")
_PROBLEM_STYLE: Final = "color: {}; font-weight: 600;"  # a red that reads on light and dark windows
_DIE_HINT: Final = QT_TRANSLATE_NOOP("RealDicePanel", "Real dice: click, turn the wheel or press 1 to 6 to "
                                     "set the face; right click or the keys 1 to 5 on the card hold it.")


def read_faces(text: str, dice: Sequence[int], held: Collection[int]) -> tuple[list[int], str | None]:
    """The faces typed in ``text`` laid on the dice: ``(draft, problem)``.

    ``dice`` are the faces now on the table (empty before the first roll),
    ``held`` the positions kept. ``text`` holds digits 1-6 (spaces, commas
    and a ``-`` or ``?`` for a face not known yet are allowed). Five faces
    give every die; fewer fill the dice not held, in order. ``draft`` has 0
    for a die without a face; ``problem`` is a sentence in the app's language, or None.
    """
    current = list(dice) if len(dice) == DICE else [0] * DICE
    kept = sorted(p for p in held if 0 <= p < DICE) if len(dice) == DICE else []
    free = [p for p in range(DICE) if p not in kept]
    faces: list[int] = []
    for char in text:
        if char.isspace() or char in _SEPARATORS:
            continue
        if char in "123456":
            faces.append(int(char))
        elif char in _BLANKS:
            faces.append(0)
        elif char.isdigit():
            problem = translate("TableMode", "{char} is not a die face: dice show 1 to 6.")
            return current, problem.format(char=char)
        else:
            return current, translate(
                "TableMode", "“{char}” is not a die face: type the faces as digits 1 to 6, like 6 6 3 2 1."
            ).format(char=char)
    if len(faces) > DICE:
        problem = translate("TableMode", "That is {count} faces: a roll is five dice.")
        return current, problem.format(count=len(faces))
    draft = list(current)
    if len(faces) == DICE:
        for position in kept:
            if faces[position] not in (0, current[position]):
                if len(free) == 1:
                    problem = translate("TableMode", "Die {n} is held at {held}, so it can't show {typed}: "
                                                     "release it with {n} first, or type only the 1 die "
                                                     "rolled again.")
                else:
                    problem = translate("TableMode", "Die {n} is held at {held}, so it can't show {typed}: "
                                                     "release it with {n} first, or type only the {free} "
                                                     "dice rolled again.")
                return current, problem.format(n=position + 1, held=current[position], typed=faces[position],
                                               free=len(free))
        return [faces[p] if faces[p] or p not in kept else current[p] for p in range(DICE)], None
    if len(faces) > len(free):
        if len(kept) == 1:
            problem = translate("TableMode", "You kept 1 die: type the {free} faces rolled again, "
                                             "or all five.")
        elif len(free) == 1:
            problem = translate("TableMode", "You kept {kept} dice: type the 1 face rolled again, "
                                             "or all five.")
        else:
            problem = translate("TableMode", "You kept {kept} dice: type the {free} faces rolled again, "
                                             "or all five.")
        return current, problem.format(kept=len(kept), free=len(free))
    for number, position in enumerate(free):
        draft[position] = faces[number] if number < len(faces) else 0
    return draft, None


class RealDicePanel(QFrame):
    """The face picker shown under the tray on a real-dice turn (see the module docstring).

    It reads the controller and calls its slots; it never changes the game
    itself. It drives the window's tray and Roll button; :attr:`recorded` follows
    every roll recorded (the window then puts the keyboard on the card: 1-5 hold,
    arrows and Enter score, Space comes back to the entry).
    """

    recorded = Signal()
    #: Escape in the face entry: the keyboard goes to the card (1-5 hold, arrows and Enter score).
    left = Signal()

    def __init__(self, controller: GameController, tray: DiceTray, roll_button: QPushButton,
                 help_label: QLabel | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("realDicePanel")
        self._controller = controller
        self._tray = tray
        self._roll_button = roll_button
        self._help_label = help_label
        self._roll_tip = roll_button.toolTip()  # put back when the turn is on screen again
        self._draft: list[int] | None = None  # the faces entered so far; None: nothing entered yet
        self._active = False
        self._submitting = False
        self._refused: str | None = None
        self._wants_focus = False  # the entry takes the keyboard once the window is active

        self.prompt = QLabel()
        self.prompt.setObjectName("faceEntryPrompt")
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # names as written, never as HTML
        self.prompt.setWordWrap(True)
        self.entry = QLineEdit()
        self.entry.setObjectName("faceEntry")
        self.entry.setAccessibleName(translate("RealDicePanel", "Faces of the real dice"))
        self.entry.setPlaceholderText(translate("RealDicePanel", "e.g. 6 6 3 2 1"))
        self.entry.setMaxLength(40)
        self.entry.setClearButtonEnabled(True)
        font = self.entry.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, 115)
        self.entry.setFont(font)
        self.entry.setMinimumWidth(self.entry.fontMetrics().horizontalAdvance("0 0 0 0 0 0 0 0") + 24)
        self.message = QLabel()
        self.message.setObjectName("faceEntryMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        self.message.setWordWrap(True)
        self.message.setAccessibleName(translate("RealDicePanel", "Dice entry message"))
        label = QLabel(translate("RealDicePanel", "&Real dice:"))
        label.setBuddy(self.entry)
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(label)
        top.addWidget(self.entry, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 2, 6, 2)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.prompt)  # what to do now; a message (problem or progress) takes its place
        layout.addWidget(self.message)
        self.message.hide()
        self.hide()

        self.entry.installEventFilter(self)  # Escape leaves the entry
        self.entry.textEdited.connect(self._on_text_edited)
        self.entry.returnPressed.connect(self.submit)
        controller.stateChanged.connect(self.refresh)
        controller.diceRolled.connect(self._on_dice_rolled)
        controller.turnStarted.connect(self._on_turn_started)
        controller.gameStarted.connect(self._forget_draft)
        controller.message.connect(self._on_controller_message)
        for die in tray.dice():
            die.installEventFilter(self)
        self._watched_window = tray.window()
        self._watched_window.installEventFilter(self)

    # --- state ---------------------------------------------------------------------

    @property
    def active(self) -> bool:
        """True while a real-dice player's turn asks for faces (the panel is shown)."""
        return self._active

    def draft(self) -> list[int] | None:
        """The faces entered so far by position (0: none yet), None before anything is entered."""
        return list(self._draft) if self._draft is not None else None

    def refresh(self) -> None:
        """Show or hide the picker for the turn in progress; relabel the Roll button."""
        c = self._controller
        game = c.game
        active = game is not None and not game.is_over and c.real_dice_turn and not c.computer_to_play
        if active != self._active:
            for die in self._tray.dice():
                die.set_action_hint(translate("RealDicePanel", _DIE_HINT) if active else None)
            record_tip = translate("RealDicePanel", "Record the faces of the real dice (Enter or Space)")
            self._roll_button.setToolTip(record_tip if active else self._roll_tip)
        self._active = active
        self.setVisible(active)
        if not active:
            return
        assert game is not None
        if game.rolls_left == 0:
            self.entry.setEnabled(False)
            self.prompt.setText(translate("RealDicePanel", "Three rolls made: choose a box on the card."))
            self._roll_button.setText(translate("RealDicePanel", "No rolls left"))
            return
        self.entry.setEnabled(not c.dice_busy)
        self._roll_button.setText(translate("RealDicePanel", ENTER_ROLL))
        number = 4 - game.rolls_left
        if self._help_label is not None:
            self._help_label.setText(translate("RealDicePanel", "Real dice: type the faces, Enter records "
                                               "them. Esc leaves the faces: then 1–5 hold, arrows and Enter "
                                               "score, Space types the next roll."))
        if not game.dice:
            prompt = translate("RealDicePanel", "Roll {number} of 3: type the five faces (like 6 6 3 2 1) or "
                                                "click each die, then press Enter.")
        else:
            kept = len(c.holds)
            if not kept:
                prompt = translate("RealDicePanel", "Roll {number} of 3: hold the dice you keep (Esc, "
                                                    "then 1–5, or right click), then type the {new} new "
                                                    "faces — or choose a box.")
            elif kept == 4:
                prompt = translate("RealDicePanel", "Roll {number} of 3: hold the dice you keep (Esc, "
                                                    "then 1–5, or right click), then type the 1 new face "
                                                    "(or all five) — or choose a box.")
            else:
                prompt = translate("RealDicePanel", "Roll {number} of 3: hold the dice you keep (Esc, "
                                                    "then 1–5, or right click), then type the {new} new "
                                                    "faces (or all five) — or choose a box.")
        self.prompt.setText(prompt.format(number=number, new=DICE - len(c.holds)))

    # --- entering faces ----------------------------------------------------------------

    def set_face(self, position: int, face: int) -> bool:
        """Set die ``position``'s face in the draft (1..6). False, with a message, when it is held."""
        if not self._active or not 1 <= face <= 6 or not 0 <= position < DICE:
            return False
        game = self._controller.game
        assert game is not None
        if game.rolls_left == 0:
            self._show_problem(translate("RealDicePanel", "No rolls left: choose a box on the card."))
            return False
        if game.dice and position in self._controller.holds:
            self._show_problem(translate("RealDicePanel", "Die {n} is held: release it (left click or {n}) "
                                                          "to change its face.").format(n=position + 1))
            return False
        draft = self._draft_or_table()
        draft[position] = face
        self._draft = draft
        self._show_draft()
        self.entry.setText(" ".join(str(f) if f else "-" for f in draft))
        self._show_hint_for_draft()
        return True

    def step_face(self, position: int, step: int) -> bool:
        """Turn die ``position`` to the next (``step`` 1) or previous (-1) face; a blank shows 1 (or 6)."""
        game = self._controller.game
        if game is None:
            return False
        face = self._draft_or_table()[position]
        new = (1 if step > 0 else 6) if face == 0 else (face - 1 + step) % 6 + 1
        return self.set_face(position, new)

    def submit(self) -> bool:
        """Record the faces entered as the turn's next roll. True when the roll was recorded."""
        c = self._controller
        game = c.game
        if not self._active or game is None:
            return False
        if game.rolls_left == 0:
            self._show_problem(translate("RealDicePanel", "No rolls left this turn: choose a box on the "
                                                          "card."))
            return False
        if c.dice_busy:
            return False
        draft = self._draft
        if self.entry.text().strip():
            draft, problem = read_faces(self.entry.text(), game.dice, c.holds)
            if problem is not None:
                self._show_problem(problem)
                return False
        if draft is None:
            if self.entry.hasFocus():
                self._show_problem(translate("RealDicePanel", "Type the faces you rolled (like 6 6 3 2 1), "
                                                              "or click each die to set it, then press "
                                                              "Enter."))
            self.entry.setFocus()  # Space from the card comes here to type the next roll
            return False
        missing = [p + 1 for p in range(DICE) if draft[p] == 0]
        if missing:
            if len(missing) == 1:
                problem = translate("RealDicePanel", "Die {n} has no face yet: type all the faces rolled, or "
                                                     "click a die to set it.").format(n=missing[0])
            else:
                which = join_names([str(p) for p in missing])
                problem = translate("RealDicePanel", "Dice {which} have no face yet: type all the faces "
                                                     "rolled, or click a die to set it.").format(which=which)
            self._show_problem(problem)
            return False
        self._refused = None
        self._submitting = True
        try:
            recorded = c.enter_dice(draft)
        finally:
            self._submitting = False
        if not recorded:
            self._show_problem(self._refused
                               or translate("RealDicePanel", "That roll could not be recorded."))
        else:
            self.recorded.emit()
        return recorded

    # --- reacting -------------------------------------------------------------------------

    def _on_text_edited(self, text: str) -> None:
        game = self._controller.game
        if game is None or not self._active:
            return
        if not text.strip():
            self._forget_draft()
            self._tray_show_game_dice()
            return
        draft, problem = read_faces(text, game.dice, self._controller.holds)
        if problem is not None:
            self._show_problem(problem)
            return
        self._draft = draft
        self._show_draft()
        self._show_hint_for_draft()

    def claim_focus(self) -> None:
        """Put the keyboard on the entry now, or when the window is shown and activated."""
        self._wants_focus = True
        self._focus_entry()
        QTimer.singleShot(0, self, self._focus_entry)

    def _on_turn_started(self, _player: int) -> None:
        self._forget_draft()

    def _focus_entry(self) -> None:
        if not self._wants_focus or not self._active or not self.entry.isEnabled():
            return
        self.entry.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.window().isActiveWindow() and self.entry.hasFocus():
            self._wants_focus = False

    def _on_dice_rolled(self, _values: list[int], _held: list[int], _animate: bool) -> None:
        self._forget_draft()

    def _on_controller_message(self, text: str) -> None:
        if self._submitting:
            self._refused = text

    def _forget_draft(self) -> None:
        self._draft = None
        if self.entry.text():
            self.entry.clear()
        self._show_message("")

    def _show_draft(self) -> None:
        """The dice show the faces entered (their ``value`` properties too)."""
        if self._draft is None:
            return
        for die, face in zip(self._tray.dice(), self._draft, strict=True):
            die.set_value(face)

    def _draft_or_table(self) -> list[int]:
        """The faces entered so far, else those on the table (0s before the first roll)."""
        if self._draft is not None:
            return self._draft
        game = self._controller.game
        return list(game.dice) if game is not None and game.dice else [0] * DICE

    def _tray_show_game_dice(self) -> None:
        for die, face in zip(self._tray.dice(), self._draft_or_table(), strict=True):
            die.set_value(face)

    def _show_hint_for_draft(self) -> None:
        draft = self._draft or []
        left = sum(1 for face in draft if face == 0)
        if left == 1:
            self._show_message(translate("RealDicePanel", "1 more face to enter."))
        elif left:
            self._show_message(translate("RealDicePanel", "{left} more faces to enter.").format(left=left))
        else:
            faces = " ".join(str(f) for f in draft)
            ready = translate("RealDicePanel", "Ready: {faces}. Press Enter (or click {button}) to record "
                                               "the roll.")
            self._show_message(ready.format(faces=faces, button=translate("RealDicePanel", ENTER_ROLL)))

    def _show_problem(self, text: str) -> None:
        from yachtgui.theme import is_dark

        self.message.setStyleSheet(_PROBLEM_STYLE.format("#ff8a80" if is_dark(self.palette()) else "#b3261e"))
        self.message.setText("⚠ " + text)
        self._swap_lines(True)
        announce(self.message, text, assertive=True)

    def _show_message(self, text: str) -> None:
        self.message.setStyleSheet("")
        self.message.setText(text)
        self._swap_lines(bool(text))

    def _swap_lines(self, message: bool) -> None:
        """The message line stands in for the prompt while it has something to say (same height)."""
        self.message.setVisible(message)
        self.prompt.setVisible(not message)

    # --- the dice as face pickers ---------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On a real-dice turn, clicks, the wheel and keys on a die set its face (see the module)."""
        if watched is self._watched_window:
            if event.type() in (QEvent.Type.WindowActivate, QEvent.Type.Show) and self._wants_focus:
                QTimer.singleShot(0, self, self._focus_entry)
            return False
        if watched is self.entry:
            if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) \
                    and event.key() == Qt.Key.Key_Escape and self._active:  # type: ignore[attr-defined]
                event.accept()
                if event.type() == QEvent.Type.KeyPress:
                    self.left.emit()  # to the card, where 1-5 hold as the words beside the entry say
                return True
            return False
        if not self._active or not isinstance(watched, QWidget):
            return False
        index = self._tray.dice().index(watched) if watched in self._tray.dice() else -1
        if index < 0:
            return False
        kind = event.type()
        if kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick):
            return True
        if kind == QEvent.Type.MouseButtonRelease:
            self._on_die_released(index, event)  # type: ignore[arg-type]
            return True
        if kind == QEvent.Type.Wheel:
            delta = event.angleDelta().y()  # type: ignore[attr-defined]
            if delta:
                self.step_face(index, 1 if delta > 0 else -1)
            return True
        if kind == QEvent.Type.ShortcutOverride:
            key = event.key()  # type: ignore[attr-defined]
            if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
                event.accept()  # 1-6 on a focused die set its face (not the hold shortcuts)
                return True
            # Space stays the Roll button's ("Enter roll"), not the die's hold as on screen dice
            return bool(key == Qt.Key.Key_Space)
        if kind == QEvent.Type.KeyPress:
            return self._on_die_key(index, event)  # type: ignore[arg-type]
        return False

    def _on_die_released(self, index: int, event: QMouseEvent) -> None:
        if not _inside(self._tray.dice()[index], event):
            return
        game = self._controller.game
        if event.button() == Qt.MouseButton.RightButton:
            if game is not None and game.dice:
                self._controller.toggle_hold(index)
            else:
                self._show_problem(translate("RealDicePanel", "Nothing can be held before the first roll is "
                                                              "entered."))
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if game is not None and game.dice and index in self._controller.holds:
            self._controller.set_hold(index, False)
            return
        self.step_face(index, 1)

    def _on_die_key(self, index: int, event: QKeyEvent) -> bool:
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            if not event.isAutoRepeat():
                self.set_face(index, int(key - Qt.Key.Key_0))
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Plus):
            self.step_face(index, 1)
            return True
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Minus):
            self.step_face(index, -1)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.isAutoRepeat():
                self.submit()
            return True
        return False


def _inside(widget: QWidget, event: QMouseEvent) -> bool:
    """True when the mouse ``event`` happened inside ``widget``."""
    return widget.rect().contains(event.position().toPoint())


class ScoreAnnouncer(QObject):
    """The scorekeeper's announcement in big letters on the table, for games with real dice.

    Shows every :attr:`GameController.announcement` in a card laid on the tray
    (``scoreAnnouncement``) while a game has a real-dice seat; the card stays
    until the next roll, a key press or a click on it; its accessible name is the announcement.
    """

    def __init__(self, controller: GameController, tray: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._tray = tray
        self._card: QLabel | None = None
        self._text = ""  # the announcement on the card (under a celebration's title, if any)
        controller.announcement.connect(self.show_announcement)
        controller.diceRolled.connect(lambda values, _held, _animate: self.dismiss() if any(values) else None)
        controller.gameStarted.connect(self.dismiss)

    @property
    def card(self) -> QLabel:
        """The card (made when first needed)."""
        if self._card is None:
            card = QLabel(self._tray)
            card.setObjectName("scoreAnnouncement")
            card.setTextFormat(Qt.TextFormat.PlainText)  # "Ann: 25 in Full House": names as written
            card.setAlignment(Qt.AlignmentFlag.AlignCenter)
            card.setWordWrap(True)
            font = card.font()
            font.setPointSizeF(font.pointSizeF() * 2.2)
            font.setBold(True)
            card.setFont(font)
            card.setStyleSheet("#scoreAnnouncement { background: rgba(255, 250, 235, 238); color: #1d2a1d;"
                               " border: 3px solid #2f6b3a; border-radius: 14px; padding: 12px 22px; }")
            card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            card.setToolTip(translate("ScoreAnnouncer", "Click, press a key or roll to take this away."))
            card.hide()
            card.installEventFilter(self)  # a click takes it away (it may lie over a die)
            self._card = card
        return self._card

    def is_showing(self) -> bool:
        """True while the card is up."""
        return self._card is not None and self._card.isVisible()

    def text(self) -> str:
        """The words on the card ("" when none has been shown)."""
        return self._text if self._card is not None else ""

    def show_announcement(self, text: str) -> None:
        """Show ``text`` on the table when the game has a real-dice seat."""
        seats = self._controller.seats
        if any(seat.real_dice for seat in seats):
            card = self.card
            self._text = text
            # One card: a celebration of the same score ("Five of a kind!" over "Ann: 50 in Yacht")
            # gives its title to this card, which stays, and takes its own banner away.
            banner = self._tray.findChild(QFrame, "celebrationBanner")
            title = self._tray.findChild(QLabel, "celebrationTitle")
            shown = text
            if banner is not None and banner.isVisible() and title is not None and title.text():
                shown = f"{title.text()}\n{text}"
                banner.hide()
            card.setText(shown)
            card.setAccessibleName(shown)
            self._place()
            card.show()
            card.raise_()
            app = _application()
            if app is not None:
                app.installEventFilter(self)

    def dismiss(self) -> None:
        """Take the card off the table."""
        if self._card is not None and self._card.isVisible():
            self._card.hide()
        app = _application()
        if app is not None:
            app.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A key (anywhere in the app, doing its usual work too) or a click on the card takes it away."""
        if watched is self._card and event.type() == QEvent.Type.MouseButtonPress:
            self.dismiss()
            return True
        if event.type() == QEvent.Type.KeyPress:
            self.dismiss()
        elif event.type() == QEvent.Type.Resize and watched is self._tray:
            self._place()
        return False

    def _place(self) -> None:
        """Lay the card in the larger empty band of felt above or below the dice, never over one: the
        dice under it stay free to click. Its words get smaller until they fit the band."""
        from yachtgui.widgets.table.celebration import free_band

        card = self.card
        band = free_band(self._tray)
        font = card.font()
        base = self._tray.font().pointSizeF()
        for scale in (2.2, 1.8, 1.5, 1.25, 1.0):
            font.setPointSizeF(max(6.0, base * scale))
            card.setFont(font)
            width = min(band.width(), max(320, max(card.fontMetrics().horizontalAdvance(line)
                                                   for line in card.text().splitlines() or [""]) + 80))
            height = card.heightForWidth(width) if card.hasHeightForWidth() else card.sizeHint().height()
            if height <= band.height():
                card.setGeometry(band.x() + (band.width() - width) // 2,
                                 band.y() + (band.height() - height) // 2, width, height)
                return
        # No room beside the dice (a very small tray): at the top of the felt, as small as it goes.
        tray = self._tray
        width = min(tray.width() - 40, width)
        height = min(tray.height() - 20, card.heightForWidth(width) if card.hasHeightForWidth()
                     else card.sizeHint().height())
        card.setGeometry((tray.width() - width) // 2, 10, width, height)


def _application() -> QObject | None:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.instance()
