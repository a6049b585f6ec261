"""The advice panel under the dice: a hint's best options, the coach's word and tally.

Quiet by default: the panel is hidden until a hint is asked for or the coach
speaks, and it never takes the keyboard focus. It only shows text the window
gives it (:mod:`yachtgui.app.computer` computes the advice).

Object names for tests: ``advicePanel`` (the frame), ``hintHeadline``,
``hintOptions`` (one line per option), ``coachLabel`` (the coach's last
sentence), ``coachTally`` (points given up per player this game).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QVBoxLayout, QWidget

from yachtgui.i18n import decimal_text
from yachtgui.text import translate
from yachtgui.widgets.senses.keys import space_presses

__all__ = ["AdvicePanel", "option_lines_html"]


def option_lines_html(lines: Sequence[tuple[str, float, float]]) -> str:
    """Options as table rows: the best with its expected final score, the others with what they give up.

    The figures stand in a column of their own, right-aligned, so they line up; in a narrow
    panel the words wrap within their cells and the figures, never broken, still show.
    """
    rows = []
    for i, (words, value, given_up) in enumerate(lines):
        if i == 0:
            what, figure = translate("AdvicePanel", "expected final score"), decimal_text(value)
            left = f"<b>{escape(words)}</b>"
        else:
            if given_up >= 0.05:
                what, figure = translate("AdvicePanel", "gives up"), decimal_text(given_up)
            else:
                what, figure = translate("AdvicePanel", "as good"), ""
            left = escape(words)
        rows.append(f"<tr><td>{'▶ ' if i == 0 else '&nbsp;&nbsp;&nbsp;'}{left}</td>"
                    f"<td style='padding-left:12px'>{escape(what)}</td>"
                    f"<td align='right' style='padding-left:6px; white-space:nowrap'>{figure}</td></tr>")
    return "<table cellspacing='1'>" + "".join(rows) + "</table>"


class AdvicePanel(QFrame):
    """A calm box of advice: :meth:`show_hint`, :meth:`show_note`, :meth:`show_coach`, :meth:`set_tally`.

    ``changed`` comes after its text changed (whoever places it gives it the height it needs:
    :meth:`height_for`).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("advicePanel")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#advicePanel { background: palette(alternate-base); border: 1px solid palette(mid);"
            " border-radius: 8px; }"
        )
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.headline = QLabel(self)  # on the panel from the start: its words are the tray's
        self.headline.setObjectName("hintHeadline")
        self.headline.setTextFormat(Qt.TextFormat.PlainText)  # "Ann, roll again": names as written
        self.headline.setWordWrap(True)
        bold = QFont()  # bold alone: the size stays the tray's, which grows in a large window
        bold.setBold(True)
        self.headline.setFont(bold)
        self.options = QLabel(self)
        self.options.setObjectName("hintOptions")
        self.options.setTextFormat(Qt.TextFormat.RichText)
        self.options.setMinimumWidth(1)  # a long option never widens the window
        self.options.setWordWrap(True)  # in a narrow panel the words wrap; the figures always show
        self.coach = QLabel(self)
        self.coach.setObjectName("coachLabel")
        self.coach.setWordWrap(True)
        self.tally = QLabel(self)
        self.tally.setObjectName("coachTally")
        self.tally.setWordWrap(True)
        italic = QFont()
        italic.setItalic(True)
        self.tally.setFont(italic)
        close = QToolButton(self)
        close.setObjectName("adviceClose")
        close.setText("✕")
        close.setAutoRaise(True)
        close.setAccessibleName(translate("AdvicePanel", "Hide the advice"))
        close.setToolTip(translate("AdvicePanel", "Hide the advice (the coach keeps counting)"))
        # Reached with Tab (a screen reader's user needs it); a click leaves the focus where it was.
        close.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        space_presses(close)  # Space on it closes the advice; it does not roll
        close.clicked.connect(self.hide)
        text = QVBoxLayout()
        text.setSpacing(4)
        text.addWidget(self.headline)
        text.addWidget(self.options)
        text.addWidget(self.coach)
        text.addWidget(self.tally)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 6, 8)
        layout.addLayout(text, 1)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignTop)
        self._lines: tuple[tuple[str, float, float], ...] = ()
        self._close = close
        self._follow_font()
        self._update_visibility()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802  (Qt's name)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._follow_font()

    def _follow_font(self) -> None:
        """The panel's words are as large as the tray's (they grow with a large window). Its style
        sheet keeps its labels from taking the panel's font by themselves: each is given its size."""
        size = self.font().pointSizeF()
        for part in (self.headline, self.options, self.coach, self.tally, self._close):
            if size > 0 and part.font().pointSizeF() != size:
                font = QFont(part.font())
                font.setPointSizeF(size)
                part.setFont(font)

    # --- the hint -----------------------------------------------------------------

    @property
    def hint_lines(self) -> tuple[tuple[str, float, float], ...]:
        """The options the hint lists: (words, expected final score, points given up)."""
        return self._lines

    def show_hint(self, headline: str, lines: Sequence[tuple[str, float, float]]) -> None:
        """Show a hint: its one-sentence headline and the best few options."""
        self._lines = tuple(lines)
        self.headline.setText(headline)
        self.options.setText(option_lines_html(lines))
        spoken = "; ".join(
            translate("AdvicePanel", "{option}: gives up {points}").format(
                option=words, points=decimal_text(gap))
            if i else translate("AdvicePanel", "{option}: expected final score {points}").format(
                option=words, points=decimal_text(value))
            for i, (words, value, gap) in enumerate(lines)
        )
        self.options.setAccessibleName(spoken)
        self._update_visibility(force=True)

    def show_note(self, text: str) -> None:
        """A hint without options ("Roll first ...", "Learning Kismet ...")."""
        self._lines = ()
        self.headline.setText(text)
        self.options.clear()
        self._update_visibility(force=True)

    def clear_hint(self) -> None:
        """Take the hint away (the situation changed)."""
        if self.headline.text() or self._lines:
            self._lines = ()
            self.headline.clear()
            self.options.clear()
            self._update_visibility()

    # --- the coach ----------------------------------------------------------------

    def show_coach(self, text: str) -> None:
        """The coach's sentence about the last decision."""
        self.coach.setText(text)
        self._update_visibility(force=True)

    def set_tally(self, text: str) -> None:
        """The tally line ("Given up this game: Ann 4.1 · Bob 0.0"); empty hides it."""
        self.tally.setText(text)
        self._update_visibility()

    def clear_coach_line(self) -> None:
        """Take the coach's last sentence away (the next player has begun); the tally stays."""
        if self.coach.text():
            self.coach.clear()
            self._update_visibility()

    def clear_coach(self) -> None:
        """No coach line and no tally (coach off, or a new game)."""
        self.coach.clear()
        self.tally.clear()
        self._update_visibility()

    def _update_visibility(self, force: bool = False) -> None:
        labels = (self.headline, self.options, self.coach, self.tally)
        for label in labels:
            label.setVisible(bool(label.text()))
        has_text = any(label.text() for label in labels)
        if not has_text:
            self.hide()
        elif force:
            self.show()
        self.changed.emit()

    def height_for(self, width: int) -> int:
        """The height the panel needs to show all its text at ``width`` (wrapped, never cut)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
            if layout.hasHeightForWidth():  # the frame's own margins counted too
                return max(self.heightForWidth(width), self.minimumSizeHint().height())
        return self.sizeHint().height()
