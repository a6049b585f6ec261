"""The words for the sums on a score pad, one set for the screen, the rules page and the printed card.

For Kismet's sections "Basic Section" and "Kismet Section"::

    Basic total              the upper boxes added up (no bonus)
    Bonus                    what that total earns
    Basic total with bonus   the two together (the printed card's extra line)
    Kismet total             the lower boxes added up
    Grand total              everything

Box names are the rule sheets' own (:class:`~yachtgui.rules.variant.Box`). Pure Python.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from yachtgui.text import translate

if TYPE_CHECKING:
    from yachtgui.rules.variant import Box, Variant

__all__ = ["BONUS", "GRAND_TOTAL", "box_name", "box_rule", "section_name", "section_total_label",
           "section_total_with_bonus_label", "variant_description"]

BONUS: Final = "Bonus"
GRAND_TOTAL: Final = "Grand total"


def section_total_label(section_name: str) -> str:
    """The sum of a section's boxes: "Basic Section" -> "Basic total", "Upper Section" -> "Upper total"."""
    return section_name.removesuffix(" Section").removesuffix(" section") + " total"


def section_total_with_bonus_label(section_name: str) -> str:
    """The upper section's sum with its bonus: "Basic Section" -> "Basic total with bonus"."""
    return section_total_label(section_name) + " with bonus"


# --- shown in the app's language ---------------------------------------------------------
# The rules hold English words (they are data: saved, hashed, compared). Whatever shows a
# box, a section or a variant's description asks these functions, which translate the
# built-in words (marked where they are defined, contexts "Box", "BoxRule", "Section",
# "Variant") and leave a house file's own words as their author wrote them.


def box_name(box: Box) -> str:
    """The box's name as shown: "Full House" -> "Kåk" in Swedish; a house file's own name as is."""
    return translate("Box", box.name)


def box_rule(box: Box) -> str:
    """The box's one-line rule as shown (the score pad's note, the printed card's rule line)."""
    return translate("BoxRule", box.rule) if box.rule else ""


def section_name(name: str) -> str:
    """A section's name as shown: "Basic Section", "Upper Section" ..."""
    return translate("Section", name)


def variant_description(variant: Variant) -> str:
    """The variant's one-line description as shown; the variant's *name* is never translated."""
    return translate("Variant", variant.description)
