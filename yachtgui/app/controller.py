"""The game controller: the one place where the UI changes a game.

:class:`GameController` owns the :class:`~yachtgui.game.Game`, the seats
(person or computer), the holds chosen for the next roll and the autosave.
Widgets call its slots (``roll``, ``toggle_hold``, ``score``, ``undo``,
``new_game`` ...) and redraw from its signals; they never touch the game.
Every illegal action is refused with a plain-words :attr:`message`, never an
exception.

Turn flow seen from the signals::

    gameStarted -> turnStarted(p) -> diceRolled(values, held, animate) -> diceSettled
                -> ... -> scored(p, box, points) + announcement("Ann: 25 in Full House")
                -> turnStarted(next) ... -> gameOver

``stateChanged`` follows every change of anything a widget shows.

Dice animation: after ``diceRolled`` the view tumbles the dice and calls
:meth:`GameController.set_dice_busy` (True at the start, False when they
settle). While the dice are busy, rolls, holds and scoring are ignored (no
double roll from a double click) and no previews show.

Hooks for computer players and advice (issue 4):

- ``turnStarted(player)`` fires at the start of every turn; when the seat is
  a computer and a :class:`TurnDriver` is installed with
  :meth:`GameController.set_turn_driver`, the controller calls
  ``driver.play_turn(controller, player)``. The driver plays with the same
  slots as a person, passing ``as_computer=True`` (person input is refused on
  a computer's turn while a driver is installed), and waits for
  ``diceSettled`` between steps.
- :meth:`GameController.situation` describes the decision at hand (for the
  advisor and hints); ``decisionMade(dict)`` fires before every roll and
  scoring a person makes, with the situation and the choice (for the coach).
- Undo is for a person's own last scoring: a computer's move stands (its
  driver has moved on), so :attr:`GameController.can_undo` is False and
  :meth:`GameController.undo` says why. ``scoreUndone(player, box)`` follows an undo.
  When a computer follows a person, the person may still take back their
  score until the computer's first roll; the driver waits a moment first
  (see :class:`~yachtgui.app.computer.ComputerTurnDriver`).
"""

# ruff: noqa: N815  (Qt signals are camelCase, as in Qt itself)

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from yachtgui.app import words
from yachtgui.app.instance import GameLock
from yachtgui.app.words import plain_message
from yachtgui.game import Decision, Game, GameError, SecondKismet, Situation
from yachtgui.persistence import (
    PersistenceError,
    SavedGame,
    Seat,
    abandon,
    is_kept_game,
    keep_finished_game,
    new_game_id,
    new_game_path,
    save_game,
)
from yachtgui.rules.value import Value

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path
    from types import TracebackType

    from yachtgui.game import RandomSource
    from yachtgui.rules import Variant

#: The longest a change waits for the autosave (milliseconds): changes are gathered from the
#: first unsaved one for at most this long, and later changes never postpone the write.
AUTOSAVE_DELAY_MS = 200
#: How often a finished game whose last save failed (a full disk) is tried again (ms).
FINAL_SAVE_RETRY_MS = 5000

__all__ = ["AUTOSAVE_DELAY_MS", "GameController", "NewGameSetup", "TurnDriver", "plain_message"]


class NewGameSetup(Value):
    """A game to start: variant, seats, the first player and the roll-off rounds shown (if any).

    The new-game dialog returns one; the command line builds one directly.
    """

    __slots__ = ("variant_id", "seats", "first_player", "roll_off", "rounds")  # noqa: RUF023  (argument order)
    variant_id: str
    seats: tuple[Seat, ...]
    first_player: int
    roll_off: bool
    rounds: tuple[dict[int, int], ...]

    def __init__(self, variant_id: str, seats: tuple[Seat, ...], first_player: int = 0,
                 roll_off: bool = False, rounds: tuple[dict[int, int], ...] = ()) -> None:
        self._set(variant_id=variant_id, seats=seats, first_player=first_player, roll_off=roll_off,
                  rounds=rounds)


class TurnDriver(Protocol):
    """Plays a computer seat's turns through the controller's slots (see the module docstring)."""

    def play_turn(self, controller: GameController, player: int) -> None:
        """Start playing ``player``'s turn; return at once (drive it with timers and signals)."""

    def stop(self) -> None:
        """Stop any turn in progress at once (new game, undo, window closing)."""


class _Move:
    """One move tried on the game: a refusal (:class:`GameError`) is said through ``say`` in plain
    words, and ``refused`` tells the caller to stop. The one place the controller catches them."""

    def __init__(self, say: Callable[[str], object]) -> None:
        self._say = say
        self.refused = False

    def __enter__(self) -> _Move:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 _trace: TracebackType | None) -> bool:
        if isinstance(error, GameError):
            self.refused = True
            self._say(plain_message(str(error)))
            return True
        return False


class GameController(QObject):
    """Owns the running game and turns UI actions into game actions.

    Without a game (before the first one starts) every action is refused
    quietly. Each game is saved after every change to its own file
    (:attr:`save_path`, in :func:`~yachtgui.persistence.games_dir`), so
    starting or continuing another game keeps it; a game that ends moves to
    :func:`~yachtgui.persistence.last_finished_path`. ``autosave=False`` turns
    the saving off (tests of the controller alone).
    """

    gameStarted = Signal()
    """A new game (or a loaded one) is in place: rebuild views."""
    stateChanged = Signal()
    """Anything shown changed: dice, holds, rolls left, scores, whose turn."""
    turnStarted = Signal(int)
    """A player's turn begins (the argument is their index)."""
    diceRolled = Signal(list, list, bool)
    """New dice to show: (values by position, held positions, animate?)."""
    diceSettled = Signal()
    """The dice lie still: previews show, the player (or computer) may decide."""
    holdChanged = Signal(int, bool)
    """Die ``position`` is now held (True) or free (False)."""
    scored = Signal(int, str, int)
    """(player, box id, points) after a box is filled by a choice (not forced zeros)."""
    announcement = Signal(str)
    """The scorekeeper's sentence: "Ann: 25 in Full House", "Undone: ..."."""
    specialEvent = Signal(str)
    """A rule event explained in one sentence (Second Kismet); shown as a banner."""
    message = Signal(str)
    """A refused action or a problem, in plain words (status line)."""
    gameOver = Signal()
    """Every box is filled."""
    decisionMade = Signal(object)
    """Before a person's roll or scoring: a :class:`~yachtgui.game.Decision` (for the coach)."""
    scoreUndone = Signal(int, str)
    """A person's scoring was taken back: (their index, the box that is open again)."""

    def __init__(self, parent: QObject | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        self._seats: tuple[Seat, ...] = ()
        self._holds: set[int] = set()
        self._holds_before_score: set[int] = set()
        self._dice_busy = False
        self._animate = True
        self._autosave = autosave
        self._autosave_failed = False
        # Saves are gathered for a moment (a roll and its holds, a computer's burst of steps)
        # and written once; nothing waits on the disk in the middle of play or start-up.
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.setInterval(AUTOSAVE_DELAY_MS)
        self._save_timer.timeout.connect(self._write_autosave)
        self._game_lock = GameLock()  # another window (with no single instance) leaves this game alone
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush_autosave)
            app.aboutToQuit.connect(self._game_lock.release)
        self._driver: TurnDriver | None = None
        self._save_path: Path | None = None
        self._path_wanted = False  # a new game's file is named when first needed (not before the first frame)
        self._game_id: str | None = None
        self._unsaved_final: tuple[SavedGame, Path | None] | None = None  # a finished game not on disk yet

    def _move(self) -> _Move:
        """``with self._move() as move:`` around one move of the game; ``move.refused`` after a refusal."""
        return _Move(self.message.emit)

    # --- read access ------------------------------------------------------------

    @property
    def game(self) -> Game | None:
        """The running game (read it, never change it: use the slots)."""
        return self._game

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Who sits in each seat, in seat order."""
        return self._seats

    @property
    def save_path(self) -> Path | None:
        """The file the running game is kept in while unfinished (None without a game)."""
        if self._save_path is None and self._path_wanted:
            self._save_path = new_game_path()  # the data folder is looked up only now
            self._path_wanted = False
        return self._save_path

    @property
    def game_id(self) -> str | None:
        """The running game's id, kept in its file: every window that plays it on names it alike."""
        return self._game_id

    @property
    def holds(self) -> frozenset[int]:
        """Positions the current player holds for the next roll."""
        return frozenset(self._holds)

    @property
    def dice_busy(self) -> bool:
        """True while the dice tumble."""
        return self._dice_busy

    @property
    def previews_visible(self) -> bool:
        """True when the current player's previews should show (dice rolled and settled)."""
        return self._game is not None and bool(self._game.dice) and not self._dice_busy

    @property
    def animate(self) -> bool:
        """True when rolls ask the view to animate the dice."""
        return self._animate

    def set_animate(self, on: bool) -> None:
        """Turn the tumbling animation of later rolls on or off."""
        self._animate = bool(on)

    def is_computer(self, player: int) -> bool:
        """True when ``player``'s seat is a computer."""
        return 0 <= player < len(self._seats) and self._seats[player].is_computer

    def is_real_dice(self, player: int) -> bool:
        """True when ``player`` rolls real dice at the table and enters the faces (table mode)."""
        return 0 <= player < len(self._seats) and self._seats[player].real_dice

    @property
    def real_dice_turn(self) -> bool:
        """True when the turn in progress is a real-dice player's: rolls are entered, not drawn."""
        game = self._game
        return game is not None and game.current_player is not None and self.is_real_dice(game.current_player)

    @property
    def computer_to_play(self) -> bool:
        """True when it is a computer seat's turn and a driver plays it (people must wait)."""
        game = self._game
        return (
            self._driver is not None
            and game is not None
            and game.current_player is not None
            and self.is_computer(game.current_player)
        )

    @property
    def can_roll(self) -> bool:
        """True when the current player may roll now."""
        game = self._game
        return game is not None and not game.is_over and game.rolls_left > 0 and not self._dice_busy

    @property
    def can_hold(self) -> bool:
        """True when dice may be held now (after the first roll of a turn, with a roll left)."""
        game = self._game
        return (
            game is not None
            and not game.is_over
            and bool(game.dice)
            and game.rolls_left > 0
            and not self._dice_busy
        )

    def can_score(self, player: int, box_id: str) -> bool:
        """True when a click on ``player``'s ``box_id`` would score it now."""
        game = self._game
        return (
            game is not None
            and game.current_player == player
            and bool(game.dice)
            and not self._dice_busy
            and box_id in game.open_boxes(player)
        )

    @property
    def can_undo(self) -> bool:
        """True when the last scoring can be taken back: a person's, before the next roll."""
        return (
            self._game is not None
            and self._game.can_undo
            and not self._dice_busy
            and not self._last_scoring_by_computer()
        )

    def _last_scoring_by_computer(self) -> bool:
        game = self._game
        chosen = game.last_choice if game else None
        return chosen is not None and self.is_computer(chosen.player)

    def situation(self) -> Situation | None:
        """The decision at hand, for an advisor: None without a turn in progress."""
        game = self._game
        if game is None or game.current_player is None:
            return None
        player = game.current_player
        return Situation(game.variant.id, player, tuple(game.filled_boxes(player)), game.upper_total(player),
                         tuple(game.dice), game.rolls_left, tuple(sorted(self._holds)),
                         game.yacht_holds_points(player))

    @property
    def turn_driver(self) -> TurnDriver | None:
        """What plays computer seats, None when people must play them."""
        return self._driver

    def set_turn_driver(self, driver: TurnDriver | None) -> None:
        """Install (or remove) what plays computer seats; starts at once if it is a computer's turn."""
        if self._driver is not None:
            self._driver.stop()
        self._driver = driver
        self._drive_current_turn()
        self.stateChanged.emit()

    def _drive_current_turn(self) -> None:
        """Hand a computer's turn in progress (or about to start) to the driver."""
        game = self._game
        player = game.current_player if game is not None else None
        if self._driver is not None and player is not None and self.is_computer(player):
            self._driver.play_turn(self, player)

    # --- starting games -------------------------------------------------------------

    def new_game(
        self,
        variant_id: str | Variant,
        seats: Sequence[Seat],
        rng: RandomSource | None = None,
        first_player: int = 0,
    ) -> bool:
        """Start a new game; False (and a :attr:`message`) when the set-up is not valid."""
        with self._move() as move:
            game = Game(variant_id, [seat.name for seat in seats], rng=rng, first_player=first_player)
        if move.refused:
            return False
        # The game strips names; keep the seats' names equal to the game's.
        self._install(game, tuple(Seat(name, seat.level, seat.real_dice)
                                  for name, seat in zip(game.players, seats, strict=True)))
        return True

    def load(self, saved: SavedGame, path: Path | None = None) -> None:
        """Continue a saved game from where it stopped (mid-turn, holds and undo included).

        ``path`` is the file it came from: a kept unfinished game goes on being
        saved there; any other file (File > Open) is left as it is and the game
        gets a file of its own.
        """
        self._install(saved.game, saved.seats,
                      path if path is not None and is_kept_game(path) else new_game_path(), saved.game_id)
        game = saved.game
        self._holds_before_score = set(saved.undo_holds)
        if game.dice:  # a turn in progress: show its dice and the dice kept for the next roll
            self._holds = set(saved.holds or game.held) if game.rolls_left > 0 else set()
            self.diceRolled.emit(list(game.dice), sorted(self._holds), False)
            self.stateChanged.emit()
            self._drive_current_turn()

    def abandon_game(self) -> None:
        """Delete the running game's file: the player gave it up (the game stays until another starts).

        Raises :class:`~yachtgui.persistence.PersistenceError` when the file can't be removed.
        """
        self._save_timer.stop()
        path, self._save_path = self._save_path, None
        self._path_wanted = False
        if path is not None:
            abandon(path)
            self._game_lock.release()

    def _leave_game(self) -> None:
        """Before another game is installed: write the running one's pending save, or drop its
        file when nothing was played in it yet (an empty game is no game to continue)."""
        game = self._game
        if game is None:
            return
        if not game.history and not game.dice:
            self._save_timer.stop()
            if self._save_path is not None:
                with contextlib.suppress(PersistenceError):
                    abandon(self._save_path)
            return
        self.flush_autosave()

    def _install(self, game: Game, seats: tuple[Seat, ...], path: Path | None = None,
                 game_id: str | None = None) -> None:
        """Put ``game`` on the table; its file is ``path``, or (None) a new one named when first saved."""
        if self._driver is not None:
            self._driver.stop()
        self._leave_game()
        self._game_id = game_id or new_game_id()
        self._save_path = path
        self._path_wanted = path is None
        self._game_lock.release()  # the next write takes the new file's lock (not before the first frame)
        self._game = game
        self._seats = seats
        self._holds = set()
        self._holds_before_score = set()
        self._dice_busy = False
        self._autosave_failed = False
        self.gameStarted.emit()
        self.diceRolled.emit([0] * 5, [], False)
        self.stateChanged.emit()
        self._save()
        if game.is_over:
            self.gameOver.emit()
        elif not game.dice:
            self._begin_turn()

    # --- actions ------------------------------------------------------------------------

    def roll(self, *, as_computer: bool = False, animate: bool | None = None) -> bool:
        """Roll the dice not held. Returns True when the dice were rolled.

        Ignored while the dice tumble (a double click rolls once); refused with a
        message with no roll left or after the game. ``animate`` overrides
        :attr:`animate` for this roll (a computer turn being skipped).
        """
        game = self._game
        if game is None or self._dice_busy or not self._may_act(as_computer):
            return False
        held = sorted(self._holds) if game.dice else []
        if not as_computer and game.rolls_left > 0 and not game.is_over:
            self._decision(roll=tuple(held))
        with self._move() as move:
            values = game.roll(held)
        if move.refused:
            return False
        self._holds = set(held)
        self._dice_busy = True
        self.diceRolled.emit(list(values), held, self._animate if animate is None else animate)
        self.stateChanged.emit()
        self._save()
        return True

    def enter_dice(self, values: Sequence[int]) -> bool:
        """Record a roll of real dice: the five faces by position. True when it was recorded.

        The dice held (:attr:`holds`) are those the player kept on the table:
        they must show the faces they had. It counts as the turn's next roll,
        with the same checks as :meth:`roll` (no fourth roll, nothing held on
        the first); a refusal emits :attr:`message` and changes nothing.
        Only on a real-dice player's turn (:meth:`is_real_dice`).
        """
        game = self._game
        if game is None or self._dice_busy or not self._may_act(False):
            return False
        if not self.real_dice_turn:
            self.message.emit(words.rolls_on_screen())
            return False
        held = sorted(self._holds) if game.dice else []
        # Told only once the faces are accepted: a refused entry, typed again, is one decision.
        before = self.situation() if game.rolls_left > 0 and not game.is_over else None
        with self._move() as move:
            dice = game.set_dice(list(values), held)
        if move.refused:
            return False
        if before is not None:
            self.decisionMade.emit(Decision(before, roll=tuple(held)))
        self._holds = set(held)
        self._dice_busy = True
        self.diceRolled.emit(list(dice), held, False)
        self.stateChanged.emit()
        self._save()
        return True

    def set_dice_busy(self, busy: bool) -> None:
        """The view says the dice started (True) or finished (False) tumbling."""
        if busy == self._dice_busy:
            return
        self._dice_busy = busy
        self.stateChanged.emit()
        if not busy:
            self.diceSettled.emit()

    def toggle_hold(self, position: int, *, as_computer: bool = False) -> bool:
        """Hold die ``position`` (0..4) if free, free it if held. True when the hold changed."""
        return self.set_hold(position, position not in self._holds, as_computer=as_computer)

    def set_hold(self, position: int, held: bool, *, as_computer: bool = False) -> bool:
        """Hold or free die ``position`` for the next roll. True when the hold changed.

        Holding needs a roll made this turn and one left; before the first
        roll a message says why nothing happened.
        """
        game = self._game
        if game is None or not 0 <= position < 5 or not self._may_act(as_computer):
            return False
        if not self.can_hold:
            if not game.dice and not game.is_over:
                self.message.emit(words.roll_first())
            elif game.rolls_left == 0 and not game.is_over:
                self.message.emit(words.no_rolls_left())
            return False
        if (position in self._holds) == held:
            return False
        if held:
            self._holds.add(position)
        else:
            self._holds.discard(position)
        self.holdChanged.emit(position, held)
        self.stateChanged.emit()
        self._save()
        return True

    def set_holds(self, positions: Sequence[int], *, as_computer: bool = False) -> None:
        """Hold exactly ``positions`` (for a driver or a hint); the others are freed."""
        wanted = set(positions)
        for position in range(5):
            self.set_hold(position, position in wanted, as_computer=as_computer)

    def score(self, box_id: str, *, as_computer: bool = False) -> bool:
        """Fill the current player's ``box_id`` with the dice. True when it was scored."""
        game = self._game
        if game is None or self._dice_busy or not self._may_act(as_computer):
            return False
        player = game.current_player
        if player is None:
            return False
        events_before = len(game.events)
        chip = game.pending_yacht_bonus()
        if not as_computer and game.dice and box_id in game.open_boxes(player):
            self._decision(box=box_id)
        with self._move() as move:
            points = game.score(box_id)
        if move.refused:
            return False
        self._holds_before_score = set(self._holds)
        self._holds = set()
        name = game.players[player]
        self.scored.emit(player, box_id, points)
        self.announcement.emit(words.scored(name, points, game.variant.display_name(box_id), chip))
        for event in game.events[events_before:]:
            self.specialEvent.emit(self._explain(event))
        self.diceRolled.emit([0] * 5, [], False)
        self.stateChanged.emit()
        self._save(soon=True)
        if game.is_over:
            self.gameOver.emit()
        else:
            self._begin_turn()
        return True

    def undo(self) -> bool:
        """Take back the last scoring (until the next roll). True when something was undone."""
        game = self._game
        if game is None or self._dice_busy:
            return False
        if not game.can_undo:
            self.message.emit(words.nothing_to_undo())
            return False
        chosen = game.last_choice
        if chosen is not None and self.is_computer(chosen.player):
            self.message.emit(words.move_stands(game.players[chosen.player]))
            return False
        events_before = len(game.events)
        chips_before = game.yacht_bonus_count(chosen.player) if chosen is not None else 0
        if self._driver is not None:
            self._driver.stop()
        with self._move() as move:
            game.undo()
        if move.refused:
            return False
        self._holds = set(self._holds_before_score)
        if game.dice:
            self.diceRolled.emit(list(game.dice), sorted(self._holds), False)
        if chosen is not None:
            self.scoreUndone.emit(chosen.player, chosen.box)
            turns_back = len(game.events) < events_before
            chip_back = game.yacht_bonus_count(chosen.player) < chips_before
            self.announcement.emit(words.undone(game.players[chosen.player], chosen.points,
                                                game.variant.display_name(chosen.box),
                                                turns_back=turns_back, chip_back=chip_back))
        self.stateChanged.emit()
        self._save(soon=True)
        return True

    # --- internals ----------------------------------------------------------------------

    def _may_act(self, as_computer: bool) -> bool:
        """People may act unless a driver plays the current (computer) seat."""
        if as_computer or not self.computer_to_play:
            return True
        game = self._game
        assert game is not None
        assert game.current_player is not None
        self.message.emit(words.computer_is_playing(game.players[game.current_player]))
        return False

    def _begin_turn(self) -> None:
        game = self._game
        assert game is not None
        player = game.current_player
        assert player is not None
        self.turnStarted.emit(player)
        if self.is_computer(player):
            if self._driver is not None:
                self._driver.play_turn(self, player)
            else:
                self.message.emit(words.computer_play_unavailable(game.players[player]))

    def _decision(self, *, roll: tuple[int, ...] | None = None, box: str | None = None) -> None:
        situation = self.situation()
        if situation is not None:
            self.decisionMade.emit(Decision(situation, roll, box))

    def _explain(self, event: SecondKismet) -> str:
        """One sentence for a Second Kismet: who loses a turn and who rolls next."""
        game = self._game
        assert game is not None
        return words.second_kismet(game.players[event.roller],
                                   [game.players[player] for player, _box in event.forfeits],
                                   game_over=game.is_over, rolls_again=game.current_player == event.roller)

    def _save(self, *, soon: bool = False) -> None:
        """Autosave after every change, within :data:`AUTOSAVE_DELAY_MS` (see :meth:`flush_autosave`).

        The wait is a maximum, not a debounce: a pending write is never moved later, so a
        stream of actions (a computer at full speed, a quick player) cannot postpone it.
        ``soon`` (a scoring, an undo) writes on the next turn of the event loop, so a kill
        loses at most the action in hand.
        """
        if not self._autosave or self._game is None:
            return
        if soon:
            if not self._save_timer.isActive() or self._save_timer.remainingTime() > 0:
                self._save_timer.start(0)
        elif not self._save_timer.isActive():
            self._save_timer.start(AUTOSAVE_DELAY_MS)

    def flush_autosave(self) -> None:
        """Write a pending autosave now (the window calls it when closing; so does quitting),
        and try once more a finished game's save that failed."""
        if self._unsaved_final is not None:
            self._retry_final_save()
        if self._save_timer.isActive():
            self._save_timer.stop()
            self._write_autosave()

    def _write_autosave(self) -> None:
        """Write the autosave; a failure is reported once per game, play goes on.

        An unfinished game goes to its own file; a finished one to the last
        finished game's file, and its own file is removed.
        """
        game = self._game
        if not self._autosave or game is None or self.save_path is None:
            return
        assert self._save_path is not None
        if not self._game_lock.hold(self._save_path):  # only when there is no single instance
            if not self._autosave_failed:
                self._autosave_failed = True
                self.message.emit(words.open_elsewhere())
            return
        saved = SavedGame(game, self._seats, holds=tuple(sorted(self._holds)),
                          undo_holds=tuple(sorted(self._holds_before_score)) if game.can_undo else (),
                          game_id=self._game_id)
        try:
            if game.is_over:
                keep_finished_game(saved, self._save_path)
                self._game_lock.release()
            else:
                save_game(self._save_path, saved)
        except PersistenceError as error:
            if game.is_over and self._unsaved_final is None:  # tried again until it is on disk
                self._unsaved_final = (saved, self._save_path)
                QTimer.singleShot(FINAL_SAVE_RETRY_MS, self, self._retry_final_save)
            if not self._autosave_failed:
                self._autosave_failed = True
                self.message.emit(words.autosave_failed(error))
        else:
            self._autosave_failed = False

    def _retry_final_save(self) -> None:
        """A finished game whose save failed: write it now, else try again a little later. Until
        it is written its file holds it unfinished at its last move."""
        pending, self._unsaved_final = self._unsaved_final, None
        if pending is None:
            return
        try:
            keep_finished_game(*pending)
        except PersistenceError:
            self._unsaved_final = pending
            QTimer.singleShot(FINAL_SAVE_RETRY_MS, self, self._retry_final_save)

