"""The row under the dice: the rolls left, Hint, the skip controls and the Roll button.

What this module owns: :class:`TurnControls`, which makes the row's widgets (``rollsLabel``,
``hintButton``, ``skipAllButton``, ``skipButton``, ``rollButton``) and lays them in
:attr:`TurnControls.row`; and which of Roll and the skip control stands there
(:meth:`TurnControls.show_computer_controls`). The window says what they read and connects them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QWidget

from yachtgui.app.turnview import rolls_left_words
from yachtgui.plaintext import speakable
from yachtgui.text import translate
from yachtgui.widgets.senses.keys import space_presses
from yachtgui.widgets.table.felt import ElidedLabel, RollButton, push_button

__all__ = ["TurnControls"]


class TurnControls(QObject):
    """The row of controls under the dice, for ``parent`` (the window)."""

    # The window's one scale for the table's words and controls changed (:meth:`scale_to`): the
    # menus and the status line follow it.
    scaleChanged = Signal(float)  # noqa: N815  (Qt's signal names)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        row = QHBoxLayout()
        self.rolls_label = ElidedLabel()
        self.rolls_label.setObjectName("rollsLabel")
        font = self.rolls_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.rolls_label.setFont(font)
        self.rolls_label.setMinimumWidth(self.rolls_label.fontMetrics().horizontalAdvance(rolls_left_words(0))
                                         + 6)
        self.roll_button = RollButton(translate("MainWindow", "Roll"))
        self.roll_button.setObjectName("rollButton")
        self.roll_button.setMinimumSize(170, 56)
        font = self.roll_button.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.roll_button.setFont(font)
        # As wide as its longest words (they are longer in some languages): never cut off.
        widest = max(self.roll_button.fontMetrics().horizontalAdvance(text) for text in (
            translate("MainWindow", "Roll"), translate("MainWindow", "Roll again"), rolls_left_words(0)))
        self.roll_button.setMinimumWidth(max(170, widest + 32))
        self.roll_button.setToolTip(translate("MainWindow", "Roll the dice that are not held (Space)"))
        self.roll_button.setAutoDefault(False)
        # No mnemonic: Alt+H belongs to the Help menu; the H key itself asks for a hint.
        self.hint_button = push_button(translate("MainWindow", "Hint"))
        self.hint_button.setObjectName("hintButton")
        self.hint_button.setToolTip(
            translate("MainWindow", "Show the best move and what the other choices give up (H)"))
        self.hint_button.setAutoDefault(False)
        self.hint_button.setMinimumSize(88, 56)
        self.skip_all_button = push_button(translate("MainWindow", "Skip all ▶▶|"))
        self.skip_all_button.setObjectName("skipAllButton")
        self.skip_all_button.setAutoDefault(False)
        self.skip_all_button.setMinimumHeight(56)
        self.skip_all_button.setAccessibleName(speakable(self.skip_all_button.text()))  # no "▶▶|" read out
        self.skip_all_button.hide()  # one skip control on screen (Shift+Space and the menu skip all)
        # One skip control, in words a child knows; skipping every computer turn up to the next
        # person stays on Shift+Space and in the Play menu.
        self.skip_button = push_button(translate("MainWindow", "Hurry up ▶▶"))
        self.skip_button.setObjectName("skipButton")
        self.skip_button.setAccessibleName(speakable(self.skip_button.text()))
        self.skip_button.setMinimumSize(150, 56)
        self.skip_button.setFont(self.roll_button.font())
        self.skip_button.setToolTip(translate("MainWindow", "The computer finishes its turn at once (Space "
                                                         "or Enter). Shift+Space hurries every computer up "
                                                         "to the next person."))
        self.skip_button.setAutoDefault(False)
        space_presses(self.hint_button, self.skip_all_button, self.skip_button)  # not the window's roll
        row.addWidget(self.rolls_label, 1)
        row.addWidget(self.hint_button)
        row.addWidget(self.skip_all_button)
        row.addWidget(self.skip_button)
        row.addWidget(self.roll_button)
        self.row = row
        #: The widgets whose words and size grow with a large window (:meth:`scale_to`); the window
        #: adds its help line.
        self.scaled: list[QWidget] = [self.rolls_label, self.hint_button, self.skip_all_button,
                                      self.skip_button, self.roll_button]
        self._base: dict[QWidget, tuple[QFont, QSize]] = {}
        self.scale = 1.0
        self._window = parent
        parent.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The window's resize scales the controls before the pad is fitted to what is left."""
        if watched is self._window and event.type() == QEvent.Type.Resize:
            from yachtgui.widgets.window.fitting import table_scale

            self.scale_to(table_scale(self._window))
        return False

    def scale_to(self, factor: float) -> None:
        """Draw the controls (and :attr:`scaled`) ``factor`` times their usual size: on a maximised
        4K window they grow with the felt instead of staying small at its foot."""
        if factor == self.scale:
            return
        from yachtgui.widgets.window.fitting import grow_parts, text_sizes

        ratio, self.scale = factor / self.scale, factor
        row = (self.rolls_label, self.hint_button, self.skip_all_button, self.skip_button, self.roll_button)
        for widget in self.scaled:
            base = self._base.setdefault(widget, (QFont(widget.font()), widget.minimumSize()))
            font = QFont(base[0])
            font.setPointSizeF(base[0].pointSizeF() * factor)
            parts = text_sizes(widget)  # what lies on the tray (the hint, the welcome card) grows too
            widget.setFont(font)
            grow_parts(parts, ratio)
            if widget in row:  # the help line's height follows its words (fitting.fit_help_height)
                widget.setMinimumSize(round(base[1].width() * factor), round(base[1].height() * factor))
        self.scaleChanged.emit(factor)

    def set_skip_all_text(self, text: str) -> None:
        """The skip-all button's words ("Skip to the end ▶▶|"); its accessible name without the symbols."""
        self.skip_all_button.setText(text)
        self.skip_all_button.setAccessibleName(speakable(text))

    def show_computer_controls(self, computer: bool, game: bool) -> None:
        """During a computer's turn the skip control stands where Roll stands (and Space skips); with
        no ``game`` neither shows."""
        self.roll_button.setVisible(not computer and game)
        self.skip_button.setVisible(computer)
        self.skip_all_button.setVisible(False)  # one skip control (Shift+Space and the menu skip all)
