"""The game model: players, turns, dice, holds, scorecards, special rules and the end.

A :class:`Game` is the single place where a move is validated. Every illegal
action raises :class:`GameError` with a plain-words message and leaves the
game exactly as it was. No Qt, no I/O; dice come from an injected random
source, so a game is reproducible from a seed and testable with scripted dice.

Turn flow: roll all five dice; up to two more rolls of any unheld subset; then
fill one open box with what the dice score (0 if they do not fit). The turn
passes to the next player in seat order who still has an open box; the game
ends when every box of every player is filled.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from yachtgui.game.decisions import BonusOutlook
from yachtgui.game.errors import GameError
from yachtgui.game.records import LogEntry, RandomSource, Rolled, Scored, SecondKismet, Undone
from yachtgui.names import shows_as_text
from yachtgui.rules import DICE_COUNT, VARIANTS, RuleError, Variant, check_face
from yachtgui.rules.dice import die_words
from yachtgui.rules.words import box_name
from yachtgui.text import translate

__all__ = ["MAX_NAME_LENGTH", "MAX_PLAYERS", "ROLLS_PER_TURN", "GameState", "checked_dice",
           "checked_positions"]

MAX_PLAYERS = 10
MAX_NAME_LENGTH = 40
ROLLS_PER_TURN = 3


def _variant_for(variant: object) -> Variant:
    if isinstance(variant, Variant):
        return variant
    if isinstance(variant, str) and variant in VARIANTS:
        return VARIANTS[variant]
    known = ", ".join(VARIANTS)
    problem = translate("Game", "unknown variant {variant}: choose one of {known}")
    raise GameError(problem.format(variant=repr(variant), known=known))


def _checked_names(player_names: object) -> tuple[str, ...]:
    if isinstance(player_names, (str, bytes)) or not isinstance(player_names, Iterable):
        raise GameError(translate("Game", "players must be a list of names"))
    names = list(player_names)
    if not names:
        raise GameError(translate("Game", "a game needs at least one player"))
    if len(names) > MAX_PLAYERS:
        problem = translate("Game", "at most {most} players can play, not {count}")
        raise GameError(problem.format(most=MAX_PLAYERS, count=len(names)))
    cleaned: list[str] = []
    seen: set[str] = set()
    for seat, name in enumerate(names, start=1):
        if not isinstance(name, str):
            problem = translate("Game", "player {seat}'s name must be text, not {name}")
            raise GameError(problem.format(seat=seat, name=repr(name)))
        name = name.strip()
        if not name:
            raise GameError(translate("Game", "player {seat} needs a name").format(seat=seat))
        if len(name) > MAX_NAME_LENGTH:
            problem = translate("Game", "player {seat}'s name is longer than {longest} characters")
            raise GameError(problem.format(seat=seat, longest=MAX_NAME_LENGTH))
        if not shows_as_text(name):
            text = translate("Game", "player {seat}'s name contains a control character")
            raise GameError(text.format(seat=seat))
        if name.casefold() in seen:
            problem = translate("Game", "two players are called {name}: give each a different name")
            raise GameError(problem.format(name=repr(name)))
        seen.add(name.casefold())
        cleaned.append(name)
    return tuple(cleaned)


def checked_positions(held: object) -> tuple[int, ...]:
    if isinstance(held, (str, bytes)) or not isinstance(held, Iterable):
        raise GameError(translate("Game", "held must be a list of die positions 0 to 4"))
    positions: list[int] = []
    for position in held:
        if isinstance(position, bool) or not isinstance(position, int):
            problem = translate("Game", "a die position is a whole number 0 to 4, not {position}")
            raise GameError(problem.format(position=repr(position)))
        if not 0 <= position < DICE_COUNT:
            problem = translate("Game", "there is no die at position {position}: positions are 0 to 4")
            raise GameError(problem.format(position=position))
        if position in positions:
            raise GameError(translate("Game", "die {position} is held twice").format(position=position))
        positions.append(position)
    return tuple(sorted(positions))


def checked_dice(values: object) -> tuple[int, ...]:
    """Five faces in the order given (not sorted: positions matter for holds)."""
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise GameError(translate("Game", "dice must be a list of five numbers from 1 to 6"))
    dice = list(values)
    if len(dice) != DICE_COUNT:
        problem = translate("Game", "a roll is exactly {count} dice, not {given}")
        raise GameError(problem.format(count=DICE_COUNT, given=len(dice)))
    try:
        return tuple(check_face(v, die_words(i)) for i, v in enumerate(dice))
    except RuleError as error:
        raise GameError(str(error)) from None


class GameState:
    """One game of a Yacht-family variant, from the first roll to the last box.

    :class:`yachtgui.game.Game`, the class everyone uses, adds its saved form (``to_dict``,
    ``from_dict``); :mod:`yachtgui.game.serial` reads and writes it using this class only.

    ``Game(variant_id, player_names, rng=None, first_player=0)``: ``variant_id``
    is a key of :data:`yachtgui.rules.VARIANTS` (or a :class:`Variant` for a
    house rule); 1 to 10 distinct, non-blank names (stripped; compared without
    case); ``rng`` any object with ``randint(a, b)``, by default a fresh
    ``random.Random()``. Every roll calls ``rng.randint(1, 6)`` exactly once
    for each unheld die, in die order 0..4, and nothing else draws from it.
    """

    def __init__(
        self,
        variant_id: str | Variant,
        player_names: Sequence[str],
        rng: RandomSource | None = None,
        first_player: int = 0,
    ) -> None:
        self._variant = _variant_for(variant_id)
        self._players = _checked_names(player_names)
        if (
            isinstance(first_player, bool)
            or not isinstance(first_player, int)
            or not 0 <= first_player < len(self._players)
        ):
            problem = translate("Game", "first_player must be a player index 0 to {last}")
            raise GameError(problem.format(last=len(self._players) - 1))
        if rng is not None and not callable(getattr(rng, "randint", None)):
            raise GameError(translate("Game", "the dice source must have a randint(a, b) method"))
        if rng is None:
            import random  # on first use: importing it costs ~2 ms that games given an rng never need

            rng = random.Random()
        self._rng: RandomSource = rng
        self._first_player = first_player
        self._cards: list[dict[str, int | None]] = [
            dict.fromkeys(self._variant.categories) for _ in self._players
        ]
        self._current: int | None = first_player
        self._dice: tuple[int, ...] = ()
        self._held: tuple[int, ...] = ()
        self._rolls_left = ROLLS_PER_TURN
        self._history: list[Scored] = []
        self._events: list[SecondKismet] = []
        self._undo: _Snapshot | None = None
        self._yacht_bonuses: list[int] = [0] * len(self._players)
        self._log: list[LogEntry] = []

    # --- read access --------------------------------------------------------

    @property
    def variant(self) -> Variant:
        """The variant being played."""
        return self._variant

    @property
    def players(self) -> tuple[str, ...]:
        """Player names in seat order."""
        return self._players

    @property
    def first_player(self) -> int:
        """The index of the player who took the first turn."""
        return self._first_player

    @property
    def rng(self) -> RandomSource:
        """The random source the dice come from."""
        return self._rng

    @property
    def current_player(self) -> int | None:
        """Index of the player whose turn it is; None once the game is over."""
        return self._current

    @property
    def dice(self) -> tuple[int, ...]:
        """The five dice as they lie, by position; empty before the first roll of a turn."""
        return self._dice

    @property
    def held(self) -> tuple[int, ...]:
        """Positions held at the last roll of this turn, ascending."""
        return self._held

    @property
    def rolls_left(self) -> int:
        """Rolls left this turn: 3 at its start, 0 after the third roll (and once over)."""
        return self._rolls_left

    @property
    def is_over(self) -> bool:
        """True once every player has filled every box."""
        return self._current is None

    @property
    def history(self) -> tuple[Scored, ...]:
        """Every filled box in the order they were filled, forced zeros included."""
        return tuple(self._history)

    @property
    def last_choice(self) -> Scored | None:
        """The last box a player chose to fill (a forced zero of the Second Kismet rule is no
        choice); None before the first."""
        return next((scored for scored in reversed(self._history) if not scored.forced), None)

    @property
    def events(self) -> tuple[SecondKismet, ...]:
        """The special events so far (each Second Kismet), oldest first."""
        return tuple(self._events)

    @property
    def log(self) -> tuple[LogEntry, ...]:
        """Everything that happened, oldest first: each :class:`Rolled` (dice and the holds
        before it), each filled box as in :attr:`history` (forced zeros included), each
        :class:`Undone`. Unlike :attr:`history`, an undo does not erase the scoring it took back.
        """
        return tuple(self._log)

    @property
    def can_undo(self) -> bool:
        """True when the last scoring can still be taken back (no roll since)."""
        return self._undo is not None

    def scorecard(self, player: int) -> dict[str, int | None]:
        """A copy of ``player``'s card: box id -> points, or None if open, in sheet order."""
        return dict(self._card(player))

    def open_boxes(self, player: int) -> tuple[str, ...]:
        """``player``'s open boxes in sheet order."""
        return tuple(box for box, points in self._card(player).items() if points is None)

    def filled_boxes(self, player: int) -> tuple[str, ...]:
        """``player``'s filled boxes in sheet order (what the strategy tables call filled)."""
        return tuple(box for box, points in self._card(player).items() if points is not None)

    def yacht_holds_points(self, player: int) -> bool:
        """True when ``player``'s five-of-a-kind box holds points, not 0: a further five of a kind
        then earns a Yahtzee bonus. The optimal player's state carries this flag; False in
        variants without the bonus box."""
        box = self._variant.yacht_box
        return box is not None and bool(self._card(player)[box])

    def upper_total(self, player: int) -> int:
        """Sum of ``player``'s filled upper boxes (the bonus not included)."""
        card = self._card(player)
        return sum(card[box] or 0 for box in self._variant.upper_categories)

    def lower_total(self, player: int) -> int:
        """Sum of ``player``'s filled lower boxes."""
        card = self._card(player)
        return sum(card[box] or 0 for box in self._variant.lower_categories)

    def bonus(self, player: int) -> int:
        """The upper bonus ``player`` has earned so far (it is earned as soon as reached)."""
        return self._variant.bonus(self.upper_total(player))

    def bonus_outlook(self, player: int) -> BonusOutlook | None:
        """The next tier of the upper bonus while ``player`` has an upper box open; None when every
        tier is earned or no upper box is open."""
        variant = self._variant
        upper = self.upper_total(player)
        tier = variant.bonus_rule.next_tier(upper)
        card = self._card(player)
        open_upper = [box for box in variant.upper_categories if card[box] is None]
        if tier is None or not open_upper:
            return None
        threshold, points = tier
        most = sum(5 * (variant.upper_face(box) or 0) for box in open_upper)
        return BonusOutlook(threshold, points, threshold - upper, most)

    def yacht_bonus_count(self, player: int) -> int:
        """How many Yahtzee bonuses ("bonus chips") ``player`` has earned (0 in variants without them)."""
        self._card(player)
        return self._yacht_bonuses[player]

    def yacht_bonus_total(self, player: int) -> int:
        """The points of ``player``'s Yahtzee bonus chips."""
        return self.yacht_bonus_count(player) * self._variant.yacht_bonus

    def legal_boxes(self) -> dict[str, int]:
        """Where the current dice may go (box id -> points), after the order and Joker rules.

        Empty before the first roll of a turn and once the game is over. The
        points do not include a Yahtzee bonus the dice earn (:meth:`pending_yacht_bonus`).
        """
        if self._current is None or not self._dice:
            return {}
        return self._variant.legal_scores(self._cards[self._current], self._dice)

    def pending_yacht_bonus(self) -> int:
        """The Yahtzee bonus the current dice earn when scored (0 when none)."""
        if self._current is None or not self._dice:
            return 0
        return self._variant.yacht_bonus_for(self._cards[self._current], self._dice)

    def total(self, player: int) -> int:
        """``player``'s total: every filled box plus the bonus and any Yahtzee bonus chips."""
        return (self.upper_total(player) + self.bonus(player) + self.lower_total(player)
                + self.yacht_bonus_total(player))

    def winners(self) -> tuple[int, ...]:
        """Indices of the players with the highest total (all of them when tied).

        At the end of the game these are the winners; before it, the leaders.
        """
        best = max(self.total(i) for i in range(len(self._players)))
        return tuple(i for i in range(len(self._players)) if self.total(i) == best)

    def standings(self) -> list[tuple[int, tuple[int, ...], int]]:
        """The ranking: ``(place, player indices, total)``, best first; ties share a place.

        Places skip after a tie (1, 1, 3), as in a sports table.
        """
        totals = sorted({self.total(i) for i in range(len(self._players))}, reverse=True)
        ranking: list[tuple[int, tuple[int, ...], int]] = []
        place = 1
        for total in totals:
            tied = tuple(i for i in range(len(self._players)) if self.total(i) == total)
            ranking.append((place, tied, total))
            place += len(tied)
        return ranking

    def preview(self) -> dict[str, int]:
        """What the current dice would score in each open box of the current player where they may go.

        Boxes the order or the Joker rule close to this roll are left out.
        Empty before the first roll of a turn and once the game is over.
        """
        if self._current is None or not self._dice:
            return {}
        return self.legal_boxes()

    # --- actions --------------------------------------------------------------

    def roll(self, held: Iterable[int] = ()) -> tuple[int, ...]:
        """Roll every die not in ``held`` (positions 0..4) and return the five dice.

        The first roll of a turn rolls all five (holding then is an error);
        holding all five is allowed and draws nothing. Raises :class:`GameError`
        with no roll left, after the end, or for a bad or repeated position.
        If the random source returns something that is not a face, the game is
        left as it was, but the draws it already made cannot be taken back.
        """
        positions = self._check_can_roll(held)
        fresh = list(self._dice) if self._dice else [0] * DICE_COUNT
        for position in range(DICE_COUNT):
            if position not in positions:
                value = self._rng.randint(1, 6)
                if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                    text = translate(
                        "Game", "the dice source gave {value}, which is not a die face 1 to 6"
                    )
                    raise GameError(text.format(value=repr(value)))
                fresh[position] = value
        self._commit_roll(tuple(fresh), positions)
        return self._dice

    def set_dice(self, values: Iterable[int], held: Iterable[int] = ()) -> tuple[int, ...]:
        """Enter dice rolled by hand; this counts as the next roll of the turn.

        ``held`` positions must keep the values they had; the rules for holds
        are those of :meth:`roll`. Draws nothing from the random source.
        """
        positions = self._check_can_roll(held)
        dice = checked_dice(values)
        for position in positions:
            if dice[position] != self._dice[position]:
                problem = translate("Game", "die {number} is held at {held}, so it can't show {shown}")
                shown = dice[position]
                raise GameError(problem.format(number=position + 1, held=self._dice[position], shown=shown))
        self._commit_roll(dice, positions)
        return self._dice

    def score(self, box_id: str) -> int:
        """Fill the current player's ``box_id`` with what the dice score, pass the turn, return the points.

        Fits or not, the box is filled (0 when the dice do not fit). In a
        variant with the Second Kismet rule this may also fill other players'
        boxes with forced zeros and give the roller the next turn at once.
        """
        player = self._require_turn()
        if not self._dice:
            raise GameError(translate("Game", "roll the dice before choosing a box"))
        try:
            box = self._variant.box(box_id)
        except RuleError as error:
            raise GameError(str(error)) from None
        card = self._cards[player]
        if card[box.id] is not None:
            problem = translate("Game", "{box} is already filled ({points})")
            raise GameError(problem.format(box=box_name(box), points=card[box.id]))
        legal = self._variant.legal_scores(card, self._dice)
        if box.id not in legal:
            raise GameError(self._why_not_legal(box.id, legal))
        snapshot = self._snapshot()
        points = self._fill(player, box.id, self._dice)
        self._log.extend(self._history[snapshot.history :])
        self._undo = snapshot
        return points

    def _why_not_legal(self, box_id: str, legal: Mapping[str, int]) -> str:
        """Why an open box may not take the current dice (the order or the Joker rule)."""
        names = translate("Game", " or ").join(self._variant.display_name(b) for b in legal)
        if self._variant.order == "top-down":
            text = translate("Game", "boxes are filled from the top down: this roll must go in {boxes}")
            return text.format(boxes=names)
        return translate("Game", "the Joker rule: this five of a kind must go in {boxes}").format(boxes=names)

    def undo(self) -> None:
        """Take back the last scoring (and what it caused) until the next roll.

        The dice, holds and rolls left return to what they were before it.
        """
        if self._undo is None:
            text = translate(
                "Game", "there is nothing to undo: a scoring can be undone only until the next roll"
            )
            raise GameError(text)
        taken_back = self._history[self._undo.history]
        self._restore(self._undo)
        self._undo = None
        self._log.append(Undone(taken_back.player, taken_back.box, taken_back.points))

    # --- internals --------------------------------------------------------------

    def _card(self, player: int) -> dict[str, int | None]:
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < len(self._players):
            raise GameError(translate("Game", "there is no player {player}").format(player=repr(player)))
        return self._cards[player]

    def _require_turn(self) -> int:
        if self._current is None:
            raise GameError(translate("Game", "the game is over"))
        return self._current

    def _check_can_roll(self, held: Iterable[int]) -> tuple[int, ...]:
        self._require_turn()
        positions = checked_positions(held)
        if self._rolls_left == 0:
            raise GameError(translate("Game", "no rolls left this turn: choose a box to score"))
        if not self._dice and positions:
            text = translate(
                "Game", "the first roll of a turn rolls all five dice: nothing can be held yet"
            )
            raise GameError(text)
        return positions

    def _commit_roll(self, dice: tuple[int, ...], held: tuple[int, ...]) -> None:
        assert self._current is not None
        self._log.append(Rolled(self._current, dice, held))
        self._dice = dice
        self._held = held
        self._rolls_left -= 1
        self._undo = None

    def _fill(self, player: int, box_id: str, dice: tuple[int, ...]) -> int:
        """Fill a box from ``dice``, apply the Second Kismet rule, pass the turn; return the points."""
        card = self._cards[player]
        legal = self._variant.legal_scores(card, dice)
        points = legal[box_id] if box_id in legal else self._variant.score(box_id, dice)
        if self._variant.yacht_bonus_for(card, dice):
            self._yacht_bonuses[player] += 1
        special = self._variant.second_kismet_box
        second_kismet = special is not None and len(set(dice)) == 1 and bool(card[special])
        card[box_id] = points
        self._history.append(Scored(player, box_id, points, dice))
        roller_goes_again = False
        if second_kismet:
            forfeits = self._forfeit_turns(player)
            if forfeits:
                self._events.append(SecondKismet(player, box_id, points, dice, forfeits))
                roller_goes_again = True
        self._start_turn(self._next_player(player, include_self_first=roller_goes_again))
        return points

    def _forfeit_turns(self, roller: int) -> tuple[tuple[int, str], ...]:
        """Give every other player with an open box a forced 0 in their topmost open box."""
        forfeits: list[tuple[int, str]] = []
        count = len(self._players)
        for step in range(1, count):
            other = (roller + step) % count
            open_boxes = self.open_boxes(other)
            if open_boxes:
                self._cards[other][open_boxes[0]] = 0
                self._history.append(Scored(other, open_boxes[0], 0, (), forced=True))
                forfeits.append((other, open_boxes[0]))
        return tuple(forfeits)

    def _next_player(self, after: int, include_self_first: bool) -> int | None:
        count = len(self._players)
        order = range(count) if include_self_first else range(1, count + 1)
        for step in order:
            candidate = (after + step) % count
            if self.open_boxes(candidate):
                return candidate
        return None

    def _start_turn(self, player: int | None) -> None:
        self._current = player
        self._dice = ()
        self._held = ()
        self._rolls_left = ROLLS_PER_TURN if player is not None else 0

    def _resume_turn(self, dice: tuple[int, ...], held: tuple[int, ...], rolls_left: int) -> None:
        """Put a saved mid-turn state back (already validated by the loader)."""
        self._dice = dice
        self._held = held
        self._rolls_left = rolls_left

    def _forget_undo(self) -> None:
        self._undo = None

    def _undo_point(self) -> tuple[tuple[int, ...], int] | None:
        """The holds and rolls left an undo would give back, None when nothing can be undone."""
        if self._undo is None:
            return None
        return self._undo.held, self._undo.rolls_left

    def _set_undo_point(self, held: tuple[int, ...], rolls_left: int) -> None:
        """After a replay (loading), make the last scoring undoable with these holds and rolls left."""
        if self._undo is not None:
            self._undo.held = held
            self._undo.rolls_left = rolls_left

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(
            cards=[dict(card) for card in self._cards],
            current=self._current,
            dice=self._dice,
            held=self._held,
            rolls_left=self._rolls_left,
            history=len(self._history),
            events=len(self._events),
            yacht_bonuses=list(self._yacht_bonuses),
        )

    def _restore(self, snapshot: _Snapshot) -> None:
        self._cards = [dict(card) for card in snapshot.cards]
        self._current = snapshot.current
        self._dice = snapshot.dice
        self._held = snapshot.held
        self._rolls_left = snapshot.rolls_left
        del self._history[snapshot.history :]
        del self._events[snapshot.events :]
        self._yacht_bonuses = list(snapshot.yacht_bonuses)

    def __repr__(self) -> str:
        state = "over" if self._current is None else f"{self._players[self._current]} to play"
        return f"<Game {self._variant.id} {', '.join(self._players)}: {state}>"


class _Snapshot:
    """What :meth:`Game.undo` restores."""

    __slots__ = ("cards", "current", "dice", "events", "held", "history", "rolls_left", "yacht_bonuses")

    def __init__(
        self,
        cards: list[dict[str, int | None]],
        current: int | None,
        dice: tuple[int, ...],
        held: tuple[int, ...],
        rolls_left: int,
        history: int,
        events: int,
        yacht_bonuses: list[int],
    ) -> None:
        self.cards = cards
        self.current = current
        self.dice = dice
        self.held = held
        self.rolls_left = rolls_left
        self.history = history
        self.events = events
        self.yacht_bonuses = yacht_bonuses
