"""A variant whose table would be too large is refused before anything is built, with words for the family.

A saved game carries its own variant definition; one with 20 boxes made the computer's
table build for hours at 4+ GB. :func:`~yachtgui.ai.states.table_bytes` costs nothing and
every way to a table (the cache, a build, a situation check) refuses above the bound.
"""

from __future__ import annotations

import tracemalloc

import pytest

from yachtgui.ai import Strategy
from yachtgui.ai.states import MAX_TABLE_BYTES, TableTooLargeError, check_table_size, table_bytes, tables_for
from yachtgui.ai.strategy import build_seconds, build_time_words, check_situation
from yachtgui.rules import VARIANTS
from yachtgui.rules.housefile import parse_variant
from yachtgui.rules.variant import Box
from yachtgui.rules.vocabulary import Anything, TotalSum

#: What a hostile or damaged save may define: Yatzy's 15 boxes and five more chances, 20 in all.
TWENTY = VARIANTS["yatzy"].replace(
    id="twenty", name="Twenty",
    boxes=(*VARIANTS["yatzy"].boxes,
           *(Box(f"extra{n}", f"Extra {n}", Anything(), TotalSum(), "") for n in range(5))),
)

#: The largest table a house file can make: 16 boxes, a Yahtzee bonus, the bonus at 105.
LARGEST_HOUSE = parse_variant(
    'name = "Largest"\nextends = "kismet"\nyahtzee_bonus = 100\n[bonus]\nthreshold = 105\npoints = 5\n'
    '[boxes.two_pairs]\nkind = "two_pairs"\n'
)


def test_the_size_is_known_from_the_rules_alone() -> None:
    assert table_bytes(VARIANTS["kismet"]) == 2**15 * 79 * 8
    assert table_bytes(VARIANTS["yahtzee"]) == 2**14 * 64 * 8  # the chip flag doubles the masks
    assert table_bytes(TWENTY) == 2**20 * 64 * 8


@pytest.mark.parametrize("variant", [*VARIANTS.values(), LARGEST_HOUSE], ids=lambda v: v.id)
def test_every_built_in_and_house_variant_fits(variant: object) -> None:
    check_table_size(variant)  # type: ignore[arg-type]
    assert table_bytes(variant) <= MAX_TABLE_BYTES  # type: ignore[arg-type]


def test_a_twenty_box_variant_is_refused_before_any_work(private_cache: object) -> None:
    tracemalloc.start()
    try:
        with pytest.raises(TableTooLargeError) as refused:
            Strategy.load_or_build(TWENTY)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 8 << 20  # the dense table alone would be 512 MiB
    message = str(refused.value)
    assert "Twenty" in message
    assert "512 MB" in message
    assert f"at most {MAX_TABLE_BYTES >> 20} MB" in message
    assert isinstance(refused.value, ValueError)  # what the build thread reports as a failure
    assert Strategy.cached(TWENTY) is None
    with pytest.raises(TableTooLargeError):
        Strategy.build(TWENTY)
    with pytest.raises(TableTooLargeError):
        tables_for(TWENTY)
    with pytest.raises(TableTooLargeError):
        check_situation(TWENTY, [], 0, (1, 2, 3, 4, 5), 2)


def test_the_estimate_grows_with_the_table() -> None:
    small, large = VARIANTS["worldwide"], VARIANTS["kismet"]
    assert 0 < build_seconds(small) < build_seconds(large)
    assert build_time_words(small) == "a few seconds"
    assert build_time_words(large).startswith("about ")
    assert build_time_words(large).endswith(" seconds")
    assert build_time_words(TWENTY) == "a few seconds"  # refused at once, never waited for
