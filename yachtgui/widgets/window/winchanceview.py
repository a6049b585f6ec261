"""Every player's chance to win under their name on the score pad (issue 23), as the window shows it.

:class:`WinChanceView` owns a :class:`~yachtgui.app.winchances.WinChances` (the
work, in a worker thread) and shows its answers on the pad: "41 %" under each
name (or, in the wording for children, "about 1 in 5"), "…" while the figure for
this moment is not known yet (the first build of the table takes a while: its
progress is in the status line), nothing when the preference is off. The plate's
tooltip and accessible description say which figure it is; W has the narration
say every player's chance. A failure is one sentence in the status line.

Preferences: ``win_chances`` and
``win_chances_words`` ("percent" or "children"); :func:`add_preferences` lays them
into the Preferences dialog.

Off by default: a small child who reads "2 %" in the third round may lose heart
in a game that is still fun to play, and the first use works out a table for
minutes of both cores (longer for 15-box variants); a family turns them on when
it wants them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from yachtgui.app.winchances import WinChances, children_words, percents
from yachtgui.text import translate
from yachtgui.widgets.pad.scorecard import ChanceLine

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Protocol

    from yachtgui.ai.advice import Advice
    from yachtgui.app.computerplay import ComputerPlay
    from yachtgui.app.winchances import GoalAnswer
    from yachtgui.widgets.window.overlays import TableOverlays

    class _Host(Protocol):
        computer: ComputerPlay
        overlays: TableOverlays
        firstPainted: SignalInstance  # noqa: N815 (the window's Qt-style signal name)

    from PySide6.QtCore import SignalInstance
    from PySide6.QtGui import QShortcut
    from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QMainWindow

    from yachtgui.app.controller import GameController
    from yachtgui.app.settings import Settings
    from yachtgui.widgets.pad.scorecard import ScorePad

__all__ = ["WinChanceView", "add_preferences", "win_words"]

class WinChanceView(QObject):
    """The chances to win on ``pad`` for ``controller``'s game; ``refit`` fits the pad again when the
    plates grow or shrink by the chance line."""

    def __init__(self, window: QMainWindow, controller: GameController, settings: Settings, pad: ScorePad,
                 refit: Callable[[], None], chances: WinChances | None = None) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._settings = settings
        self._pad = pad
        self._refit = refit
        self.chances = chances if chances is not None else WinChances(self)
        self._shown: list[float] | None = None
        c = controller
        c.gameStarted.connect(self._on_game_started)
        c.diceSettled.connect(self.update)  # not at the roll: the figure must not tell the dice early
        c.scored.connect(lambda *_args: self.update())
        c.scoreUndone.connect(lambda *_args: self.update())
        self.chances.ready.connect(self._on_ready)
        self.chances.waiting.connect(self._on_waiting)
        self.chances.progressed.connect(self._on_progress)
        self.chances.failed.connect(lambda text: window.statusBar().showMessage(text, 15000))
        self.chances.answered.connect(self._on_answered)
        self._hint: tuple[int, Advice] | None = None  # the hint shown, to add "to win" when it differs
        host: _Host = window  # type: ignore[assignment]
        self._host = host
        host.computer.hintReady.connect(self._on_hint)
        host.computer.hintCleared.connect(self._forget_hint)
        host.firstPainted.connect(self.add_say_key)
        #: W: every player's chance, said (made by :meth:`add_say_key`, after the first frame).
        self.say_key: QShortcut | None = None
        self.chances.set_enabled(self.on)

    def add_say_key(self) -> None:
        """W says every player's chance (a shortcut, not a menu item: the menus are the menu bar's).
        Made after the first frame, as the menus' shortcuts are: no key reaches a window before it
        is on screen, and QKeySequence's Python type (three enums) would cost the first frame ~6 M
        instructions (``benchmarks/cold_start.py``)."""
        from PySide6.QtGui import QKeySequence, QShortcut

        if self.say_key is None:
            self.say_key = QShortcut(QKeySequence(Qt.Key.Key_W), self._window, self.say)
            self.say_key.setContext(Qt.ShortcutContext.WindowShortcut)

    @property
    def on(self) -> bool:
        """The preference "Show chances to win"."""
        return bool(self._settings.get("win_chances"))

    def apply_settings(self) -> None:
        """The preferences changed: show or hide the chances, in the wording chosen."""
        on = self.on
        was = self.chances.enabled
        self.chances.set_enabled(on)
        if not on:
            self._shown = None
            self._show(None)
        elif not was:
            self._show_waiting()
            self.update()
        else:
            self._show(self._shown)

    def update(self) -> None:
        """Ask for the chances at the game's moment now (they come back by signal)."""
        game = self._controller.game
        if game is not None and self.on:
            self.chances.update(game)

    def say(self) -> None:
        """W: the narration says every player's chance to win (or why there is none)."""
        from yachtgui.widgets.senses.speech import announce

        game = self._controller.game
        if game is None:
            return
        if not self.on:
            text = translate("WinChances", "Chances to win are off (Preferences).")
        elif self._shown is None:
            text = translate("WinChances", "The chances to win are being worked out.")
        else:
            parts = [self._line(name, chance, percent).heard for name, chance, percent
                     in zip(game.players, self._shown, percents(self._shown), strict=True)]
            text = translate("WinChances", "Chances to win: {list}.").format(list="; ".join(parts))
        announce(self._window, text)
        self._window.statusBar().showMessage(text, 8000)

    # --- the hint: to win as well as for the most points ---------------------------------------

    def _on_hint(self, player: int, advice: Advice) -> None:
        game = self._controller.game
        self._hint = (player, advice)
        if game is not None and self.on and game.current_player == player:
            self.chances.update(game, options=True)

    def _forget_hint(self) -> None:
        self._hint = None

    def _on_answered(self, answer: GoalAnswer) -> None:
        hint = self._hint
        game = self._controller.game
        if hint is None or game is None or self._host.computer.hint_outdated() or not answer.options:
            return
        player, advice = hint
        if answer.moment.current != player or tuple(sorted(game.dice)) != tuple(sorted(answer.moment.dice)):
            return
        extra = win_words(game.variant, answer, advice)
        if extra:
            self._host.overlays.advice.show_hint(f"{advice.headline} {extra}", advice.lines)

    # --- showing --------------------------------------------------------------------------

    def _on_game_started(self) -> None:
        self._shown = None
        if self.on:
            self._show_waiting()
            self.update()
        else:
            self._show(None)

    def _on_ready(self, chances: list[float]) -> None:
        self._shown = list(chances)
        self._show(self._shown)

    def _on_waiting(self) -> None:
        self._shown = None
        if self.on:
            self._show_waiting()

    def _on_progress(self, percent: int) -> None:
        if percent < 100:
            said = translate("WinChances", "Working out the chances to win for this game: {percent} %")
            self._window.statusBar().showMessage(said.format(percent=percent), 3000)

    def _show_waiting(self) -> None:
        game = self._controller.game
        count = len(game.players) if game is not None else 0
        self._set_pad([ChanceLine("", "")] * count)

    def _show(self, chances: list[float] | None) -> None:
        game = self._controller.game
        if chances is None or game is None or not self.on:
            self._set_pad(None if not self.on or game is None else [ChanceLine("", "")] * len(game.players))
            return
        seats = zip(game.players, chances, percents(chances), strict=True)
        self._set_pad([self._line(name, chance, percent) for name, chance, percent in seats])

    def _line(self, name: str, chance: float, percent: int) -> ChanceLine:
        """A player's chance as the plate shows it, in the chosen wording, and as it is heard."""
        in_percent = translate("WinChances", "{percent} %").format(percent=percent)
        if self._settings.get("win_chances_words") != "children":
            return ChanceLine(in_percent, self._spoken(name, in_percent))
        words = children_words(chance, percent)
        # Where even "1 in 4" does not fit (ten players on a small screen): "25 %".
        return ChanceLine(words, self._spoken(name, words), (children_words(chance, percent, short=True),
                                                              in_percent))

    @staticmethod
    def _spoken(name: str, figure: str) -> str:
        return translate("WinChances", "{name}: {figure} chance to win if everyone plays their best "
                                       "from now on").format(name=name, figure=figure)

    def _set_pad(self, lines: list[ChanceLine] | None) -> None:
        grows = (self._pad.chance_lines is None) != (lines is None)
        self._pad.set_chances(lines)
        if grows:
            self._refit()


def add_preferences(dialog: QDialog, settings: Settings) -> tuple[QCheckBox, QComboBox]:
    """Lay "Show chances to win" and its wording into the Preferences dialog above its buttons."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QVBoxLayout

    group = QGroupBox(translate("WinChances", "Who is winning"))
    box = QCheckBox(translate("WinChances", "Show c&hances to win under the names"))
    box.setObjectName("winChancesCheck")
    box.setChecked(bool(settings.get("win_chances")))
    box.setToolTip(translate("WinChances", "Each player's chance to win if everyone plays their best from "
                                           "now on. The first time, working it out takes a few minutes."))
    words = QComboBox()
    words.setObjectName("winChancesWords")
    words.addItem(translate("WinChances", "Percent (41 %)"), "percent")
    words.addItem(translate("WinChances", "Rounded for children (about 1 in 5)"), "children")
    words.setCurrentIndex(max(0, words.findData(settings.get("win_chances_words"))))
    words.setEnabled(box.isChecked())
    box.toggled.connect(words.setEnabled)
    inner = QVBoxLayout(group)
    inner.addWidget(box)
    row = QFormLayout()
    row.addRow(translate("WinChances", "&Wording:"), words)
    inner.addLayout(row)
    layout = dialog.layout()
    if isinstance(layout, QVBoxLayout):
        layout.insertWidget(max(0, layout.count() - 1), group)
    elif layout is not None:
        layout.addWidget(group)
    return box, words


def _choice(option: object, stop_box: str | None, dice: tuple[int, ...]) -> tuple[str, object]:
    """What an option does: ("box", box) to score now (a keep of all five dice scores ``stop_box``),
    or ("keep", faces) to roll the rest."""
    keep = getattr(option, "keep", None)
    if keep is not None and len(keep) < len(dice):
        return "keep", tuple(sorted(keep))
    box = getattr(option, "box", None)
    return "box", box if box is not None else stop_box


def _chance_of(answer: GoalAnswer, choice: tuple[str, object]) -> float | None:
    """The chance to win of a choice (as :func:`_choice` says it), None when the answer lacks it."""
    dice = answer.moment.dice
    stop = answer.stop.option.box if answer.stop is not None else None
    candidates = answer.boxes if choice[0] == "box" and answer.boxes else answer.options
    for option in candidates:
        if _choice(option.option, stop, dice) == choice:
            return float(option.win)
    return None


def _percents(first: float, second: float) -> tuple[str, str]:
    """Two chances as percents with as few decimals as tell them apart ("31", "28"; "30.4", "30.2")."""
    for decimals in (0, 1, 2):
        one, other = (round(100 * value, decimals) for value in (first, second))
        if one != other or decimals == 2:
            if decimals == 0:
                return str(int(one)), str(int(other))
            from yachtgui.i18n import decimal_text

            return decimal_text(one, decimals), decimal_text(other, decimals)
    raise AssertionError("unreachable")


def win_words(variant: object, answer: GoalAnswer, advice: Advice) -> str:
    """What the hint adds when playing to win differs from playing for the most points ("" when not):
    "To win, keep the three 6s instead: 31 % chance to win, against 28 % for the most points.".

    They differ when the best choice to win is another keep, or another box (both may be to score
    now: the hint for points scores in one box, the best to win in another), and has a better
    chance to win. The percents get a decimal when whole ones would read alike."""
    from yachtgui.ai.advice import describe_option

    if not answer.options:
        return ""
    dice = answer.moment.dice
    best = answer.options[0]
    stop = answer.stop.option if answer.stop is not None else None
    to_win = _choice(best.option, stop.box if stop is not None else None, dice)
    for_points = _choice(advice.best, advice.box, dice)
    if to_win == for_points:
        return ""
    points_win = _chance_of(answer, for_points)
    if points_win is None or best.win <= points_win + 1e-9:
        return ""
    words = describe_option(variant, best.option, dice, stop, in_sentence=True)  # type: ignore[arg-type]
    win, points = _percents(best.win, points_win)
    said = translate("WinChances", "To win, {option} instead: {win} % chance to win, against {points} % "
                                   "for the most points.")
    return said.format(option=words, win=win, points=points)
