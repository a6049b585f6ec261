"""Big moments on the felt: a short shower of stars and a banner that never covers a die.

:class:`Celebration` is laid over the dice tray (never in a layout: nothing
moves). :meth:`Celebration.celebrate` shows a title ("Five of a kind!") and a
detail line ("Ann: 50 in Yacht") in the empty band of felt above or below the
dice, lets stars fall for about a second and a half, and hides itself after
:data:`SHOW_MS`. Animation off (Preferences, ``--no-animation``): the banner
only. The window decides what is worth celebrating (see :func:`moments_of`);
this module only shows it.

Object names for tests: ``celebrationBanner``, ``celebrationTitle``,
``celebrationDetail``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from yachtgui.text import translate

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent

    from yachtgui.game import Game

__all__ = ["SHOW_MS", "Celebration", "moments_of"]

#: How long a banner stays (milliseconds); the stars fall for the first part of it.
SHOW_MS = 5000
_STARS_MS = 1600
_STAR_COUNT = 28
_COLORS = ("#f6c343", "#e8553f", "#3fa7e8", "#7bd35a", "#ffffff", "#c77dff")


def moments_of(game: Game, player: int, box: str, points: int, bonus_before: int,
               dice: Sequence[int]) -> list[tuple[str, str]]:
    """What a scoring deserves to be celebrated for: (title, detail) pairs in the app's language,
    most important first.

    Five of a kind (any box); an upper bonus reached or raised, with the next
    tier when there is one ("8 more for +55"). A Second Kismet is announced by
    the controller's own event and is not repeated here.
    """
    name = game.players[player]
    moments: list[tuple[str, str]] = []
    if len(dice) == 5 and len(set(dice)) == 1 and points > 0:
        detail = translate("Celebration", "{name}: {points} in {box}").format(
            name=name, points=points, box=game.variant.display_name(box))
        moments.append((translate("Celebration", "Five of a kind!"), detail))
    bonus = game.bonus(player)
    if bonus > bonus_before:
        upper = game.upper_total(player)
        outlook = game.bonus_outlook(player)
        if outlook is not None:
            detail = translate("Celebration", "{name} has {upper} in the upper boxes: +{bonus} — {missing} "
                                              "more for +{more}").format(name=name, upper=upper, bonus=bonus,
                                                                         missing=outlook.missing,
                                                                         more=outlook.points)
        else:
            detail = translate("Celebration", "{name} has {upper} in the upper boxes: +{bonus}").format(
                name=name, upper=upper, bonus=bonus)
        if bonus_before == 0:
            title = translate("Celebration", "Bonus!")
        else:
            title = translate("Celebration", "Bigger bonus!")
        moments.append((title, detail))
    return moments


class _Stars(QWidget):
    """Falling stars over the whole tray, painted from one animation (transparent to the mouse)."""

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._progress = 0.0
        self._stars: list[tuple[float, float, float, float, QColor]] = []  # x, delay, size, spin, colour
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setDuration(_STARS_MS)
        self._animation.valueChanged.connect(self._step)
        self._animation.finished.connect(self.hide)
        self.hide()

    def start(self) -> None:
        rng = random.Random()
        self._stars = [(rng.random(), rng.random() * 0.35, 8 + rng.random() * 10, rng.uniform(-2, 2),
                        QColor(rng.choice(_COLORS))) for _ in range(_STAR_COUNT)]
        parent = self.parentWidget()
        self.setGeometry(parent.rect() if parent is not None else QRect())
        self.show()
        self.raise_()
        self._animation.stop()
        self._animation.start()

    def running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def _step(self, value: object) -> None:
        self._progress = float(value) if isinstance(value, (int, float)) else 0.0
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802  (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(Qt.PenStyle.NoPen)
        width, height = self.width(), self.height()
        for x, delay, size, spin, color in self._stars:
            t = (self._progress - delay) / (1 - delay)
            if t <= 0 or t >= 1:
                continue
            painter.save()
            painter.setOpacity(1.0 - t * t)
            painter.translate(x * width + math.sin(t * 6 + spin) * 18, -20 + t * (height + 40))
            painter.rotate(t * 360 * spin)
            painter.setBrush(color)
            painter.drawPath(_star_path(size))
            painter.restore()


def _star_path(radius: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = math.pi / 2 + i * math.pi / 5
        point = QPointF(r * math.cos(angle), -r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


class Celebration(QObject):
    """The celebration laid on ``tray`` (a :class:`~yachtgui.widgets.table.dice.DiceTray`)."""

    def __init__(self, tray: QWidget) -> None:
        super().__init__(tray)
        self._tray = tray
        self.animations = True
        self.stars = _Stars(tray)
        banner = QFrame(tray)
        banner.setObjectName("celebrationBanner")
        banner.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)  # clicks reach the dice
        banner.setStyleSheet(
            "#celebrationBanner { background: rgba(255, 246, 214, 235); border: 3px solid #d69e2e;"
            " border-radius: 12px; }"
            "#celebrationBanner QLabel { color: #3b2a05; background: transparent; }"
        )
        self.title = QLabel()
        self.title.setObjectName("celebrationTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # names as written, never as HTML
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setObjectName("celebrationDetail")
        self.detail.setTextFormat(Qt.TextFormat.PlainText)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        layout = QVBoxLayout(banner)
        layout.setContentsMargins(14, 6, 14, 8)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        banner.hide()
        self.banner = banner
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        tray.installEventFilter(self)

    def celebrate(self, title: str, detail: str = "") -> None:
        """Show ``title`` and ``detail`` on the felt (replacing any earlier one), with stars."""
        self.title.setText(title)
        self.detail.setText(detail)
        self.detail.setVisible(bool(detail))
        self.banner.setAccessibleName(f"{title} {detail}".strip())
        self.banner.show()
        self.place()
        if self.animations:
            self.stars.start()
        self._timer.start(SHOW_MS)

    def hide(self) -> None:
        """Take the banner (and any stars) away."""
        self._timer.stop()
        self.banner.hide()
        self.stars.hide()

    def is_showing(self) -> bool:
        """True while the banner is up."""
        return self.banner.isVisible()

    def place(self) -> None:
        """Lay the banner in the largest empty band of felt (above or below the dice) at a size that fits."""
        band = free_band(self._tray)
        title_font = self.title.font()
        for size in (2.0, 1.6, 1.3, 1.0):
            title_font.setPointSizeF(max(6.0, self._tray.font().pointSizeF() * size))
            title_font.setBold(True)
            self.title.setFont(title_font)
            hint = self.banner.sizeHint()
            if hint.height() <= band.height():
                break
        width = min(band.width(), max(self.banner.sizeHint().width(), band.width() * 3 // 4))
        height = min(band.height(), self.banner.heightForWidth(width)
                     if self.banner.hasHeightForWidth() else self.banner.sizeHint().height())
        height = max(height, min(band.height(), self.banner.minimumSizeHint().height()))
        self.banner.setGeometry(band.x() + (band.width() - width) // 2,
                                band.y() + (band.height() - height) // 2, width, height)
        self.banner.raise_()
        if self.stars.isVisible():
            self.stars.setGeometry(self._tray.rect())
            self.stars.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802  (Qt's name)
        if watched is self._tray and event.type() == QEvent.Type.Resize and self.banner.isVisible():
            self.place()
        return False


def free_band(tray: QWidget) -> QRect:
    """The larger empty band of the tray's felt above or below the dice (tray coordinates)."""
    dice = [child.geometry() for child in tray.findChildren(QWidget) if child.objectName().startswith("die")]
    margin = 8
    inner = tray.rect().adjusted(margin * 2, margin * 2, -margin * 2, -margin * 2)
    if not dice:
        return inner
    top = min(rect.top() for rect in dice)
    bottom = max(rect.bottom() for rect in dice)
    advice = getattr(tray, "advice_rect", None)
    if callable(advice):  # the band kept for advice under the dice is not free
        band = advice()
        if band.height() > 0:
            inner.setBottom(min(inner.bottom(), band.top() - margin))
    above = QRect(inner.left(), inner.top(), inner.width(), max(0, top - margin - inner.top()))
    below = QRect(inner.left(), bottom + margin, inner.width(), max(0, inner.bottom() - bottom - margin))
    return above if above.height() >= below.height() else below
