"""Computer players and a move advisor that play the optimal solitaire strategy. NumPy, no Qt.

"Optimal" in the exact sense: the strategy maximising the expected final
score of a solitaire game, found by dynamic programming over the states
(filled boxes, upper total capped at the highest bonus threshold) of any
:class:`~yachtgui.rules.Variant`, straight from its rules table, so a house
rule gets an optimal player too.

Public API (the GUI uses exactly this)::

    from yachtgui.ai import Strategy, Option, ComputerPlayer, LEVELS, keep_positions

    strategy = Strategy.load_or_build(variant, progress=None, cancelled=None)
    strategy = Strategy.cached(variant)        # from the cache only, or None; never builds
    strategy.variant, strategy.expected_score  # 248.4400 for yatzy
    strategy.options(filled, upper_total, dice, rolls_left) -> list[Option]   # best first
    strategy.best_box(filled, upper_total, dice) -> Option
    strategy.state_value(filled, upper_total) -> float

    Option(keep=(5, 5, 5) | None, box="fives" | None, value=...)   # exactly one of keep/box
    keep_positions(dice, keep_faces) -> positions to hold, e.g. ((3, 1, 3, 5, 3), (3, 3)) -> (0, 2)

    player = ComputerPlayer(strategy, "medium", random.Random())   # LEVELS = ("easy", "medium", "hard")
    player.decide(filled, upper_total, dice, rolls_left) -> Option # a keep (< 5 dice) or a box

Building (:meth:`Strategy.load_or_build` when the cache has no table) takes
seconds; it is pure NumPy, meant for a worker thread: ``progress(fraction)``
is called regularly in the calling thread, ending with 1.0, and
``cancelled()`` is polled as often; when it returns True the build stops with
:class:`BuildCancelled`. Tables are cached compressed in ``$YACHTGUI_CACHE_DIR``
or the user cache folder, keyed by variant id and rules hash; a bad cache
file is ignored and rebuilt; an unwritable folder only means no caching.

Options and their values
------------------------
``filled`` are the ids of the filled boxes, ``upper_total`` the raw upper
total (no bonus), ``dice`` the five dice showing in any order, ``rolls_left``
2 after the first roll, 1 after the second, 0 after the third. With rolls
left, :meth:`Strategy.options` lists one :class:`Option` per distinct keep
(the faces to hold, sorted; ``()`` rerolls everything). Keeping all five dice
*is* the option "stop rolling and score now": its value is the value of the
best box, which :meth:`Strategy.best_box` names (the hint shows that box).
With no rolls left it lists one option per open box. An option's ``value`` is
the expected number of points still to be added to the total from this
decision on (the box's score, any bonus it newly earns, all later turns), so
``best.value - option.value`` is what a choice gives up. Ties list the keep
with more dice first, and boxes in sheet order. Impossible situations raise
:class:`AdviceError` (a ``ValueError``) with a plain message.

Computer players
----------------
``hard`` takes the best option. ``medium`` and ``easy`` draw among the options
with a softmax of their values (temperature 0.8 and 2.0 points): small
mistakes are common, costly ones rare. When a computer player decides to stop
rolling, :meth:`ComputerPlayer.decide` returns the box directly, so the GUI
either holds ``keep_positions(dice, option.keep)`` and rolls, or fills
``option.box``.

Measured average final scores of 2000 solitaire games per level and variant
(``benchmarks/ai_levels.py``; standard errors 0.8-1.3, details in
``benchmarks/README.md``):

=========  ========  ======  ======  ======
variant    optimum   hard    medium  easy
=========  ========  ======  ======  ======
kismet     315.1800  315.62  301.08  256.21
yacht      245.8708  244.70  230.28  194.52
yatzy      248.4400  248.50  229.68  187.02
worldwide  191.7744  191.48  177.50  143.59
yahtzee    254.5877  see benchmarks/README.md
=========  ========  ======  ======  ======

House rules are solved the same way (:mod:`yachtgui.ai.states`): a Yahtzee
bonus adds a chip-flag bit to the state (the five-of-a-kind box holds
points), the Joker rule decides what the six five-of-a-kind rolls may score
once that box is filled, and a top-down variant only has the states of a
filled top of the sheet. ``options``, ``best_box``, ``state_value`` and
:meth:`ComputerPlayer.decide` take ``yacht_holds_points=True`` when the
player's five-of-a-kind box holds points.

Speed (2-core machine): tables build in 0.4 s (worldwide) to 3.8 s (kismet),
load from the cache in about 0.1 s, and advice takes under 1 ms (p99).

Chances to win (:mod:`yachtgui.ai.winchance`, :mod:`yachtgui.ai.winplay`)
--------------------------------------------------------------------------
::

    from yachtgui.ai.winchance import WinChance
    engine = WinChance.load_or_build(variant, progress=None, cancelled=None)  # cached table, or built
    engine.for_game(game) -> array of each player's chance to win, seat order, sums to 1
    engine.finals(game) -> each player's final-score distribution (Final(offset, pmf))

    from yachtgui.ai.winplay import WinningPlayer, game_options
    game_options(engine, game) -> [WinOption(option, win), ...]   # best chance first
    WinningPlayer(engine).decide(game) -> Option                  # plays to win

The model: from now on everyone plays the optimal expected-score strategy,
players' dice are independent, the current player's dice and rolls left count,
a tie of k for first gives each 1/k. Each state's distribution of the points
still to come is computed exactly by following the strategy
(:mod:`yachtgui.ai.distribution`) and kept exactly with 4 or fewer open boxes,
as 64 quantiles before; against the exact 12-box reference the chances are
within 0.02 percentage points on average and 0.6 at worst. The table builds
in about 15 s of CPU for 12 boxes (10-20x the value table; far longer for 15
boxes), is cached beside the strategy tables (24 MB compressed for 12 boxes)
and not bundled; an update for 10 players takes a few milliseconds.

Command line: ``python -m yachtgui.ai winchance FILE [--json]``,
``python -m yachtgui.ai advise ... --goal win --total N --opponent TOTAL:UPPER:IDS``,
``python -m yachtgui.ai expected VARIANT`` and
``python -m yachtgui.ai advise VARIANT [--filled ID,...] --upper N --dice D,D,D,D,D
--rolls-left K [--yacht-holds-points]`` (see ``--help``); ``--rules FILE`` instead
of VARIANT reads a variant file.
"""

from yachtgui.ai.player import LEVELS, TEMPERATURES, ComputerPlayer
from yachtgui.ai.solver import BuildCancelled
from yachtgui.ai.strategy import AdviceError, Option, Strategy, keep_positions

__all__ = [
    "LEVELS",
    "TEMPERATURES",
    "AdviceError",
    "BuildCancelled",
    "ComputerPlayer",
    "Option",
    "Strategy",
    "keep_positions",
]
