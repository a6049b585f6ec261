"""The words for the sums on a score pad, one set for the screen, the rules page and the printed card.

For Kismet's sections "Basic Section" and "Kismet Section"::

    Basic total              the upper boxes added up (no bonus)
    Bonus                    what that total earns
    Basic total with bonus   the two together (the printed card's extra line)
    Kismet total             the lower boxes added up
    Grand total              everything

Box names are the rule sheets' own (:class:`~yachtgui.rules.variant.Box`). Pure Python.

Also the small words every part of the app says about players: :func:`join_names`
("Ann, Bob and Cy") and :func:`ordinal` ("2nd" place), one translation for all of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from yachtgui.rules.variants import VARIANTS
from yachtgui.text import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from yachtgui.rules.variant import Box, Variant

__all__ = ["BONUS", "GRAND_TOTAL", "bonus_label", "box_name", "box_rule", "grand_total_label",  # noqa: F822
           "join_names", "ordinal", "section_name", "section_total_label", "section_total_with_bonus_label",
           "variant_description", "variant_name"]

# The built-in sections' sums, one literal each so that they can be translated ("Words").
_TOTALS: Final = {
    "Basic Section": QT_TRANSLATE_NOOP("Words", "Basic total"),
    "Kismet Section": QT_TRANSLATE_NOOP("Words", "Kismet total"),
    "Upper Section": QT_TRANSLATE_NOOP("Words", "Upper total"),
    "Lower Section": QT_TRANSLATE_NOOP("Words", "Lower total"),
}
_TOTALS_WITH_BONUS: Final = {
    "Basic Section": QT_TRANSLATE_NOOP("Words", "Basic total with bonus"),
    "Kismet Section": QT_TRANSLATE_NOOP("Words", "Kismet total with bonus"),
    "Upper Section": QT_TRANSLATE_NOOP("Words", "Upper total with bonus"),
    "Lower Section": QT_TRANSLATE_NOOP("Words", "Lower total with bonus"),
}
_BONUS: Final = QT_TRANSLATE_NOOP("Words", "Bonus")
_GRAND_TOTAL: Final = QT_TRANSLATE_NOOP("Words", "Grand total")


def bonus_label() -> str:
    """The bonus row's word in the app's language ("Bonus")."""
    return translate("Words", _BONUS)


def grand_total_label() -> str:
    """The grand total row's words in the app's language ("Grand total")."""
    return translate("Words", _GRAND_TOTAL)


def __getattr__(name: str) -> str:
    """``BONUS`` and ``GRAND_TOTAL``: the words in the language in force when they are read.

    ``words.BONUS`` read while drawing is translated; a name imported with ``from ... import``
    is read once, at import, so callers that show it should call :func:`bonus_label` /
    :func:`grand_total_label` instead.
    """
    if name == "BONUS":
        return bonus_label()
    if name == "GRAND_TOTAL":
        return grand_total_label()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def section_total_label(section_name: str) -> str:
    """The sum of a section's boxes: "Basic Section" -> "Basic total", "Upper Section" -> "Upper total".

    Built-in sections' sums are translated; any other name gets the English composition.
    """
    if section_name in _TOTALS:
        return translate("Words", _TOTALS[section_name])
    return section_name.removesuffix(" Section").removesuffix(" section") + " total"


def section_total_with_bonus_label(section_name: str) -> str:
    """The upper section's sum with its bonus: "Basic Section" -> "Basic total with bonus"."""
    if section_name in _TOTALS_WITH_BONUS:
        return translate("Words", _TOTALS_WITH_BONUS[section_name])
    return section_name.removesuffix(" Section").removesuffix(" section") + " total with bonus"


# --- shown in the app's language ---------------------------------------------------------
# The rules hold English words (they are data: saved, hashed, compared). Whatever shows a
# box, a section or a variant's description asks these functions, which translate the
# built-in words (marked where they are defined, contexts "Box", "BoxRule", "Section",
# "Variant") and leave a house file's own words as their author wrote them.


def box_name(box: Box) -> str:
    """The box's name as shown: "Full House" -> "Kåk" in Swedish; a house file's own name as is."""
    return translate("Box", box.name, box.name_note or None)


def box_rule(box: Box) -> str:
    """The box's one-line rule as shown (the score pad's note, the printed card's rule line).

    A built-in box's rule is translated; so is the line a house file's box gets from its
    pattern and score ("Three alike: sum of all dice + 15"); other words stay as written.
    """
    if not box.rule:
        return ""
    shown = translate("BoxRule", box.rule)
    if shown == box.rule and _is_generated_rule(box):
        from yachtgui.rules.housefile import shown_rule_line

        return shown_rule_line(box)
    return shown


@lru_cache(maxsize=512)
def _is_generated_rule(box: Box) -> bool:
    from yachtgui.rules.housefile import is_generated_rule  # here: housefile imports the variants

    return is_generated_rule(box)


def section_name(name: str) -> str:
    """A section's name as shown: "Basic Section", "Upper Section" ..."""
    return translate("Section", name)


def variant_description(variant: Variant) -> str:
    """The variant's one-line description as shown; a house variant without one of its own says
    what it is based on (never the base game's own words, "the official rules of the box lid")."""
    if not variant.description and variant.extends:
        base = VARIANTS.get(variant.extends)
        return translate("Variant", "House rules based on {base}.").format(
            base=variant_name(base) if base is not None else variant.extends)
    return translate("Variant", variant.description)


def variant_name(variant: Variant) -> str:
    """The variant's name as shown: the games' own names (Kismet, Yacht, Yatzy, Yahtzee) stay theirs
    in every language; only words beside them translate ("Yacht (12 boxes)" -> "Yacht (12 rutor)").
    A house file's own name is shown as its author wrote it."""
    return translate("VariantName", variant.name)


def join_names(names: Sequence[str]) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cy" (in the app's language); "" for none."""
    if len(names) <= 1:
        return "".join(names)
    return translate("Words", "{names} and {last}").format(
        names=translate("Words", ", ", "list separator").join(names[:-1]), last=names[-1])


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th" (German "1.", Swedish "1:a", "3:e"): one source per
    English suffix, so each language can choose its own ending for the same places."""
    if 10 <= place % 100 <= 20 or place % 10 not in (1, 2, 3):
        return translate("Words", "{place}th", "place: 4th-20th, 24th").format(place=place)
    if place % 10 == 1:
        return translate("Words", "{place}st", "place: 1st, 21st").format(place=place)
    if place % 10 == 2:
        return translate("Words", "{place}nd", "place: 2nd, 22nd").format(place=place)
    return translate("Words", "{place}rd", "place: 3rd, 23rd").format(place=place)
