"""The replay window: a finished game again, turn by turn and roll by roll.

The dice tray and the score pad show each moment (the dice after a roll, with the dice
the player then held lifted; the pad with that moment's scores); Left/Right step a roll,
Page Up/Page Down (or Up/Down) a turn, Home/End jump to the start or the end, and the
slider goes anywhere. When the variant's strategy table is available (in memory, in the
cache, or built in the background) each decision gets the optimal player's verdict: the
best choice and the points the choice gave up.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from yachtgui.game.turns import Moment, Turn, bonus_chips, game_at, moments_of, turns_of
from yachtgui.models.scorecard import ScorecardModel
from yachtgui.plaintext import speakable
from yachtgui.rules.words import join_names, variant_name
from yachtgui.text import translate
from yachtgui.widgets.pad.scorecard import ScorePad
from yachtgui.widgets.review.turning import TurningPanel
from yachtgui.widgets.scaling import DialogScale
from yachtgui.widgets.table.dice import DiceTray

if TYPE_CHECKING:
    from yachtgui.ai import Strategy
    from yachtgui.ai.analysis import GameAnalysis, Verdict
    from yachtgui.ai.turningpoints import TurningPoints
    from yachtgui.game import Game
    from yachtgui.history import StoredGame

__all__ = ["ReplayWindow"]


def _plain(rich: str) -> str:
    """A label's rich text as words: line breaks become full stops, tags go."""
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", rich.replace("<br>", ". ")))


def _faces(dice: tuple[int, ...]) -> str:
    return " ".join(str(d) for d in dice)


def _computer_label(level: str | None) -> str:
    """The pad's note over a computer's column ("Computer · Easy"); nothing for a person."""
    if level == "easy":
        return translate("ReplayWindow", "Computer · Easy")
    if level == "medium":
        return translate("ReplayWindow", "Computer · Medium")
    if level == "hard":
        return translate("ReplayWindow", "Computer · Hard")
    if level == "win":
        return translate("ReplayWindow", "Computer · Plays to win")
    return translate("ReplayWindow", "Computer · {level}").format(level=level.title()) if level else ""


class ReplayWindow(QDialog):
    """A non-modal window replaying ``stored`` (a game from the history).

    ``strategy`` may give the variant's table at once; otherwise it is looked for in the
    background and the verdicts appear when it is ready (``analysisReady``). ``analysed`` is
    called with the analysis once it is made (the statistics keep its figures).

    Beside the dice, a chart of every player's chance to win marks the step shown: from the
    turning points the history kept, or worked out here (:class:`TurningPanel`); ``turned``
    is called with them when they were worked out here (the statistics keep them).
    """

    analysisReady = Signal(object)  # noqa: N815  (Qt signal naming)
    TABLE_SHARE, PAD_SHARE = 2, 3  # the dice and chart beside the pad: the pad's room (it takes no more)

    def __init__(
        self,
        stored: StoredGame,
        parent: QWidget | None = None,
        *,
        strategy: Strategy | None = None,
        find_strategy: bool = True,
        analysed: Callable[[GameAnalysis], None] | None = None,
        turned: Callable[[TurningPoints], None] | None = None,
        turning_compute: Any = None,
        scale: float = 1.0,
    ) -> None:
        super().__init__(parent)
        # Over a large window (4K without system scaling) as large as the table's words (issue 22).
        self._sizes = DialogScale(self, scale, indicators=False)  # no radio buttons or check boxes
        self.setObjectName("replayWindow")
        self._game: Game = stored.rebuild()
        self._stored = stored
        self._turns: list[Turn] = turns_of(self._game.log)
        self._moments: list[Moment] = moments_of(self._turns)
        self._chips = bonus_chips(self._game.variant, self._turns, len(self._game.players))
        self._analysis: GameAnalysis | None = None
        self._analysed = analysed
        self._step = 0
        summary = stored.summary
        from yachtgui.widgets.review.dates import date_text

        self.setWindowTitle(translate("ReplayWindow", "Replay — {variant}, {when}").format(
            variant=variant_name(self._game.variant), when=date_text(summary.finished)))

        self.heading = QLabel()
        self.heading.setObjectName("replayHeading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)  # names escaped: "&amp;" must not show as it is
        self.heading.setFont(self._sizes.font(bold=True, times=1.3))
        self.heading.setWordWrap(True)
        self.tray = DiceTray(self)
        self.tray.set_holds_enabled(False)
        self.tray.set_animations_enabled(False)
        self.tray.set_colored(self._game.variant.colored_dice)
        self.tray.setMinimumHeight(self._sizes.px(110))
        self.tray.setMaximumHeight(self._sizes.px(360))  # dice of a comfortable size, the verdict under them
        for die in self.tray.dice():
            die.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys step the replay
        self.tray.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pad = ScorePad(self)
        self.models = [ScorecardModel(player, self) for player in range(len(self._game.players))]
        start = game_at(self._game, self._turns, self._moments[0])
        for model in self.models:  # the pad sizes its columns from the models' rows
            model.set_game(start)
        self.pad.set_models(
            self.models, [_computer_label(level) for level in summary.computers]
        )
        # Whose turn it was, not "your turn": nobody plays in a replay.
        self.pad.set_turn_note(translate("ReplayWindow", "playing"))
        self.verdict = QLabel()
        self.verdict.setObjectName("replayVerdict")
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.RichText)
        self.verdict.setMinimumHeight(self.verdict.fontMetrics().lineSpacing() * 3)

        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, len(self._moments) - 1)
        self.slider.setAccessibleName(translate("ReplayWindow", "Moment of the game"))
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # its own keys would step by tens, not turns
        self.slider.valueChanged.connect(self.go_to)
        buttons = QHBoxLayout()
        self.first_button = self._button(translate("ReplayWindow", "|◀ Start"),
                                         translate("ReplayWindow", "The start (Home)"), lambda: self.go_to(0))
        self.back_turn_button = self._button(translate("ReplayWindow", "◀◀ Turn"),
                                             translate("ReplayWindow", "A turn back (Page Up)"),
                                             lambda: self.step_turn(-1))
        self.back_button = self._button(translate("ReplayWindow", "◀ Roll"),
                                        translate("ReplayWindow", "A roll back (Left)"),
                                        lambda: self.go_to(self._step - 1))
        self.next_button = self._button(translate("ReplayWindow", "Roll ▶"),
                                        translate("ReplayWindow", "The next roll (Right)"),
                                        lambda: self.go_to(self._step + 1))
        self.next_turn_button = self._button(translate("ReplayWindow", "Turn ▶▶"),
                                             translate("ReplayWindow", "The next turn (Page Down)"),
                                             lambda: self.step_turn(1))
        self.last_button = self._button(translate("ReplayWindow", "End ▶|"),
                                        translate("ReplayWindow", "The end (End)"),
                                        lambda: self.go_to(len(self._moments) - 1))
        for button in (
            self.first_button,
            self.back_turn_button,
            self.back_button,
            self.next_button,
            self.next_turn_button,
            self.last_button,
        ):
            buttons.addWidget(button)

        # The dice and the verdict beside the sheet: the sheet gets the window's whole height
        # (its text as large as that allows) and no half of the window stays empty.
        self.turning = TurningPanel(self._game, self, points=self._kept_points(stored),
                                    compute=turning_compute, sentences=False)
        self.turning.grow(self._sizes.factor)
        self.turning.chart.stepChosen.connect(self.go_to)
        if turned is not None:
            self.turning.computed.connect(turned)
        self.turning.computed.connect(lambda _points: self._show(self._moments[self._step]))
        self.finished.connect(lambda _result: self.turning.cancel())
        table = QVBoxLayout()
        table.addWidget(self.tray, 1)
        table.addWidget(self.verdict)
        table.addWidget(self.turning, 1)
        body = QHBoxLayout()
        body.addLayout(table, self.TABLE_SHARE)
        body.addWidget(self.pad, self.PAD_SHARE)
        self._body = body
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addLayout(body, 1)
        layout.addWidget(self.slider)
        layout.addLayout(buttons)
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.timeout.connect(self._fit_pad)
        self.resize(self._first_size())

        self._install_keys()
        self.analysisReady.connect(self._on_analysis)
        if strategy is not None:
            self._analyse_with(strategy)
        elif find_strategy:
            threading.Thread(target=self._find_strategy, name="replay-analysis", daemon=True).start()
        self.go_to(0)

    def _first_size(self) -> QSize:
        """Most of the screen (a laptop's 1366x768 is not too much for a whole score sheet); at a large
        window's scale as much larger, within the screen."""
        host = self.parentWidget() or self
        if host.screen() is None:
            return QSize(900, 720)
        room = self._sizes.room()  # the screen's available size less the frame's allowance (40 x 40)
        px = self._sizes.px
        return QSize(max(640, min(px(1280), room.width() - 20)), max(480, min(px(900), room.height() - 8)))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802  (Qt's name)
        super().resizeEvent(event)
        self._fit_timer.start(0)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802  (Qt's name)
        super().showEvent(event)
        self._fit_timer.start(0)

    def _fit_pad(self) -> None:
        """The score sheet at the largest text that shows it whole in the room it has (no scrolling
        while the window has room), the smallest and scroll bars when there is none."""
        layout = self.layout()
        if layout is None:
            return
        # The pad plans in its share of the width (its text as large as that allows), then its frame
        # hugs its columns: the dice and the chart take what it leaves, no empty band beside it.
        self.pad.setMaximumWidth(16777215)
        layout.activate()
        body = self._body.geometry()
        share = self.PAD_SHARE / (self.PAD_SHARE + self.TABLE_SHARE)
        room = max(self.pad.minimumSizeHint().width(), round((body.width() - self._body.spacing()) * share))
        self.pad.fit_to(room, body.height())
        if self.pad.fits:
            self.pad.setMaximumWidth(max(self.pad.minimumSizeHint().width(), self.pad.sizeHint().width()))
        layout.activate()

    def _button(self, text: str, tip: str, slot: Any) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.setAccessibleName(speakable(text))  # "Roll ▶" is read "Roll", not "Roll black triangle"
        button.setAccessibleDescription(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys work anywhere in the window
        button.clicked.connect(slot)
        return button

    # --- navigation ----------------------------------------------------------------

    @property
    def step(self) -> int:
        """The index of the moment shown (0: the start)."""
        return self._step

    @property
    def step_count(self) -> int:
        """How many moments the replay has."""
        return len(self._moments)

    @property
    def game_shown(self) -> Game:
        """The game as it stood at the moment shown."""
        return self._shown

    def go_to(self, step: int) -> None:
        """Show moment ``step`` (clamped to the replay)."""
        step = max(0, min(step, len(self._moments) - 1))
        self._step = step
        if self.slider.value() != step:
            self.slider.setValue(step)  # comes back here once, with the same step, and shows it
            return
        self._show(self._moments[step])
        self.turning.chart.mark(step)
        self._speak()

    def _speak(self) -> None:
        """Screen readers hear the moment shown: the heading, then the verdict."""
        from yachtgui.widgets.senses.speech import announce

        texts = (label.text() for label in (self.heading, self.verdict))
        announce(self, ". ".join(_plain(text).rstrip(". ") for text in texts if text) + ".")

    def step_turn(self, direction: int) -> None:
        """Forward (1): the next turn's first roll. Back (-1): this turn's first roll, or the
        previous turn's when already there. Past either end: the start or the end."""
        current = self._moments[self._step]
        if direction > 0:
            target = current.turn + 1
        elif current.kind != "start" and self._first_step_of(current.turn) < self._step:
            target = current.turn
        else:
            target = current.turn - 1
        if target < 0:
            self.go_to(0)
        elif target >= len(self._turns):
            self.go_to(len(self._moments) - 1)
        else:
            self.go_to(self._first_step_of(target))

    def _first_step_of(self, turn: int) -> int:
        return next(i for i, m in enumerate(self._moments) if m.turn == turn)

    def _keys(self) -> tuple[tuple[tuple[Qt.Key, ...], Callable[[], None]], ...]:
        """The replay's keys and what each does."""
        return (
            ((Qt.Key.Key_Right, Qt.Key.Key_Space), lambda: self.go_to(self._step + 1)),
            ((Qt.Key.Key_Left,), lambda: self.go_to(self._step - 1)),
            ((Qt.Key.Key_PageDown, Qt.Key.Key_Down), lambda: self.step_turn(1)),
            ((Qt.Key.Key_PageUp, Qt.Key.Key_Up), lambda: self.step_turn(-1)),
            ((Qt.Key.Key_Home,), lambda: self.go_to(0)),
            ((Qt.Key.Key_End,), lambda: self.go_to(len(self._moments) - 1)),
        )

    def _install_keys(self) -> None:
        """The keys step the replay wherever the focus is in its window: shortcuts come before the
        focused widget (the score card would otherwise take Left/Right, Space and Page Down)."""
        for keys, action in self._keys():
            for key in keys:
                if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
                    continue  # Up/Down stay the card's, to read it row by row (the window's own below)
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
                shortcut.setAutoRepeat(True)
                shortcut.activated.connect(action)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802  (Qt's name)
        for keys, action in self._keys():  # a key the shortcuts did not see (no widget has the focus)
            if event.key() in keys:
                action()
                return
        super().keyPressEvent(event)

    # --- showing a moment -------------------------------------------------------------

    def _show(self, moment: Moment) -> None:
        game = game_at(self._game, self._turns, moment)
        self._shown = game
        names = self._game.players
        for model in self.models:
            model.set_game(game, show_preview=moment.kind == "roll")
        turn = self._turns[moment.turn] if moment.turn >= 0 else None
        total_turns = len(self._turns)
        if turn is None:
            self.heading.setText(translate("ReplayWindow", "The start: {names} — press → to step through the "
                                           "game").format(names=escape(", ".join(names))))
            self.tray.show_dice([0] * 5, [False] * 5, False)
            self.pad.set_current(game.current_player)
            self.verdict.setText("")
            return
        name = names[turn.player]
        self.pad.set_current(turn.player)
        place = translate("ReplayWindow", "Turn {turn} of {turns} · {name}").format(
            turn=moment.turn + 1, turns=total_turns, name=escape(name))
        variant = self._game.variant
        box = escape(variant.display_name(turn.box)) if turn.box is not None else ""
        bonus = self._chips[moment.turn]
        if moment.kind == "forced":
            self.heading.setText(translate("ReplayWindow", "{place}: loses a turn (Second Kismet) — 0 in "
                                           "{box}").format(place=place, box=box))
            self.tray.show_dice([0] * 5, [False] * 5, False)
            self.verdict.setText("")
            if game.is_over:
                self.heading.setText(self.heading.text() + "<br>" + escape(self._result(game)))
            return
        if moment.kind == "roll":
            dice = turn.rolls[moment.roll - 1]
            keeps = turn.held[moment.roll - 1] if moment.roll < len(turn.rolls) else ()
            self.tray.show_dice(list(dice), [p in keeps for p in range(5)], False)
            held = _faces(tuple(dice[p] for p in keeps))
            words = {"place": place, "roll": moment.roll, "dice": _faces(dice), "held": held,
                     "points": turn.points, "box": box, "bonus": bonus}
            if moment.roll < len(turn.rolls) and held:
                text = translate("ReplayWindow", "{place}, roll {roll}: {dice} — then holds {held} and "
                                 "rolls again")
            elif moment.roll < len(turn.rolls):
                text = translate("ReplayWindow", "{place}, roll {roll}: {dice} — then holds nothing and "
                                 "rolls again")
            elif bonus:
                text = translate("ReplayWindow", "{place}, roll {roll}: {dice} — then scores {points} in "
                                 "{box} and a Yahtzee bonus of {bonus}")
            else:
                text = translate("ReplayWindow", "{place}, roll {roll}: {dice} — then scores {points} in "
                                 "{box}")
            self.heading.setText(text.format(**words))
        else:
            dice = turn.rolls[-1]
            self.tray.show_dice(list(dice), [False] * 5, False)
            if bonus:
                self.heading.setText(translate("ReplayWindow", "{place}: {points} in {box} and a Yahtzee "
                                               "bonus of {bonus}").format(place=place, points=turn.points,
                                                                          box=box, bonus=bonus))
            else:
                self.heading.setText(translate("ReplayWindow", "{place}: {points} in {box}").format(
                    place=place, points=turn.points, box=box))
            self.models[turn.player].clear_marks()
            self.models[turn.player].set_pick_box(turn.box)
        self._show_verdict(moment, turn)
        if game.is_over:
            self.heading.setText(self.heading.text() + "<br>" + escape(self._result(game)))

    @staticmethod
    def _result(game: Game) -> str:
        """The final totals and who won: "Final: Ann 229, Bob 204 — Ann wins."."""
        totals = ", ".join(f"{name} {game.total(i)}" for i, name in enumerate(game.players))
        winners = [game.players[i] for i in game.winners()]
        if len(game.players) == 1:
            return translate("ReplayWindow", "Final: {totals}.").format(totals=totals)
        if len(winners) == 1:
            return translate("ReplayWindow", "Final: {totals} — {name} wins.").format(totals=totals,
                                                                                     name=winners[0])
        return translate("ReplayWindow", "Final: {totals} — {names} share first place.").format(
            totals=totals, names=join_names(winners))

    def _show_verdict(self, moment: Moment, turn: Turn) -> None:
        notes = []
        if moment.kind == "score" and turn.undone:
            variant = self._game.variant
            taken = ", ".join(translate("ReplayWindow", "{points} in {box}").format(
                points=points, box=variant.display_name(box)) for box, points in turn.undone)
            notes.append(translate("ReplayWindow", "First chose {choice}, then took it back.").format(
                choice=escape(taken)))
        cost = self._chance_cost(moment)
        if cost:
            notes.append(cost)
        verdict = self._verdict(moment)
        if verdict is not None:
            notes.insert(0, self._verdict_text(verdict))
            if verdict.best_box is not None and verdict.given_up >= 0.005:
                self.models[turn.player].clear_marks()  # the better box replaces the choice's mark
                self.models[turn.player].set_hint_box(verdict.best_box)
        elif self._analysis is None and moment.kind == "roll":
            notes.insert(0, translate("ReplayWindow", "<i>The optimal player's verdicts appear when its "
                                      "table is ready.</i>"))
        self.verdict.setText("<br>".join(notes))

    def _verdict(self, moment: Moment) -> Verdict | None:
        if self._analysis is None or moment.kind not in ("roll", "score"):
            return None
        roll = moment.roll
        return next((v for v in self._analysis.for_turn(moment.turn) if v.roll == roll), None)

    def _verdict_text(self, verdict: Verdict) -> str:
        from yachtgui.ai.analysis import describe

        variant = self._game.variant
        best = describe(variant, verdict.best_keep, verdict.best_box)
        if verdict.was_best:
            return translate("ReplayWindow", "<b>Best choice.</b> The optimal player would also "
                             "{best}.").format(best=escape(best))
        chosen = describe(variant, verdict.chosen_keep, verdict.chosen_box)
        from yachtgui.i18n import decimal_text

        return translate("ReplayWindow", "<b>Gave up {points} points.</b> Chose to {chosen}; the optimal "
                         "player would {best}.").format(points=decimal_text(verdict.given_up),
                                                        chosen=escape(chosen), best=escape(best))

    def _kept_points(self, stored: StoredGame) -> TurningPoints | None:
        """The turning points the history kept for this game, when they fit its steps and seats."""
        if stored.turning is None:
            return None
        from yachtgui.ai.turningpoints import TurningPoints

        try:
            points = TurningPoints.from_data(stored.turning)
        except (ValueError, KeyError, TypeError):
            return None
        seats = len(self._game.players)
        if len(points.series) != len(self._moments) or len(points.players) != seats:
            return None  # kept for another form of the game: worked out again
        turns = self._turns
        if any(d.turn >= len(turns) or turns[d.turn].player != d.player for d in points.decisions):
            return None
        return points

    def _chance_cost(self, moment: Moment) -> str:
        """What the decision at ``moment`` cost in chance to win, when it was one of the costly ones."""
        points = self.turning.points
        if points is None or moment.kind not in ("roll", "score"):
            return ""
        roll = moment.roll
        found = next((d for d in points.decisions if d.turn == moment.turn and d.roll == roll), None)
        if found is None:
            return ""
        from yachtgui.ai.turningwords import percent

        return translate("ReplayWindow", "<b>Chance to win:</b> {chosen} after this choice, {best} after the "
                         "best one for winning.").format(chosen=escape(percent(found.chosen)),
                                                         best=escape(percent(found.best)))

    # --- the optimal player's verdicts ------------------------------------------------------

    def _find_strategy(self) -> None:
        try:
            from yachtgui.ai import Strategy

            strategy = Strategy.load_or_build(self._game.variant)
            from yachtgui.ai.analysis import analyse

            analysis: object = analyse(self._game, strategy)
        except Exception as error:  # shown in the window, never a silent stall
            analysis = translate("ReplayWindow", "The optimal player's verdicts are not available ({error})."
                                 ).format(error=error)
        with contextlib.suppress(RuntimeError):  # the window was closed meanwhile
            self.analysisReady.emit(analysis)

    def _analyse_with(self, strategy: Strategy) -> None:
        from yachtgui.ai.analysis import analyse

        self._on_analysis(analyse(self._game, strategy))

    def _on_analysis(self, analysis: object) -> None:
        from yachtgui.ai.analysis import GameAnalysis

        if isinstance(analysis, GameAnalysis):
            self._analysis = analysis
            if self._analysed is not None:
                self._analysed(analysis)
        else:
            self._analysis = None
            self.verdict.setText(escape(str(analysis)))
            return
        if hasattr(self, "_shown"):
            self._show(self._moments[self._step])

    @property
    def analysis(self) -> GameAnalysis | None:
        """The verdicts, once the table was found."""
        return self._analysis
