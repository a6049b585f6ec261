"""A variant's full definition as canonical JSON-safe data, and back; its stable hash.

:func:`variant_to_dict` writes every field of a :class:`~yachtgui.rules.Variant`
(boxes with their requirement and scorer from the vocabulary, the bonus, the
house rules) as dicts, lists, strings, ints, bools and None only.
:func:`variant_from_dict` reads such data back, trusting nothing: every field is
type-checked and the vocabulary is the only thing it can build, so a saved
game carries its variant and still opens when the file it came from is gone.
:func:`definition_hash` digests the canonical JSON text (sorted keys).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from yachtgui.rules.dice import RuleError
from yachtgui.rules.variant import JOKERS, ORDERS, Bonus, Box, Variant
from yachtgui.rules.vocabulary import (
    AllOf,
    AnyOf,
    Anything,
    ExactFaces,
    FaceSum,
    Fixed,
    Groups,
    GroupSum,
    Requirement,
    Run,
    SameColor,
    Scorer,
    TotalSum,
)
from yachtgui.text import translate

__all__ = ["definition_hash", "variant_from_dict", "variant_to_dict"]

#: Nesting allowed for AnyOf/AllOf: far beyond any sheet, small enough to stop hostile data.
_MAX_DEPTH = 8


def _requirement_to_dict(requirement: Requirement) -> dict[str, Any]:
    if isinstance(requirement, Anything):
        return {"type": "anything"}
    if isinstance(requirement, Groups):
        return {"type": "groups", "sizes": list(requirement.sizes), "same_color": requirement.same_color}
    if isinstance(requirement, Run):
        return {"type": "run", "length": requirement.length}
    if isinstance(requirement, ExactFaces):
        return {"type": "exact_faces", "faces": list(requirement.faces)}
    if isinstance(requirement, SameColor):
        return {"type": "same_color"}
    if isinstance(requirement, AnyOf):
        return {"type": "any_of", "options": [_requirement_to_dict(o) for o in requirement.options]}
    if isinstance(requirement, AllOf):
        return {"type": "all_of", "parts": [_requirement_to_dict(p) for p in requirement.parts]}
    raise RuleError(f"{type(requirement).__name__} is not in the rules vocabulary")


def _scorer_to_dict(scorer: Scorer) -> dict[str, Any]:
    if isinstance(scorer, FaceSum):
        return {"type": "face_sum", "face": scorer.face}
    if isinstance(scorer, TotalSum):
        return {"type": "total_sum", "plus": scorer.plus}
    if isinstance(scorer, Fixed):
        return {"type": "fixed", "value": scorer.value}
    if isinstance(scorer, GroupSum):
        return {"type": "group_sum", "sizes": list(scorer.sizes)}
    raise RuleError(f"{type(scorer).__name__} is not in the rules vocabulary")


def variant_to_dict(variant: Variant) -> dict[str, Any]:
    """Everything that defines ``variant``, as JSON-safe data (see :func:`variant_from_dict`)."""
    return {
        "id": variant.id,
        "name": variant.name,
        "description": variant.description,
        "section_names": list(variant.section_names),
        "colored_dice": variant.colored_dice,
        "second_kismet_box": variant.second_kismet_box,
        "min_players_hint": variant.min_players_hint,
        "bonus": [list(tier) for tier in variant.bonus_rule.tiers],
        "boxes": [
            {
                "id": box.id,
                "name": box.name,
                "section": box.section,
                "rule": box.rule,
                "requirement": _requirement_to_dict(box.requirement),
                "scorer": _scorer_to_dict(box.scorer),
            }
            for box in variant.boxes
        ],
        "yacht_box": variant.yacht_box,
        "yacht_bonus": variant.yacht_bonus,
        "joker": variant.joker,
        "order": variant.order,
        "extends": variant.extends,
    }


def definition_hash(variant: Variant) -> str:
    """A stable digest of the canonical definition (names included; 16 hex digits)."""
    import hashlib

    text = json.dumps(variant_to_dict(variant), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


# --- reading -------------------------------------------------------------------


def _get(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    value = data.get(key)
    if isinstance(value, bool) and kind is not bool:
        problem = translate("Definition", "{what}: {key} has the wrong type")
        raise RuleError(problem.format(what=what, key=repr(key)))
    if not isinstance(value, kind):
        problem = translate("Definition", "{what}: {key} is missing or has the wrong type")
        raise RuleError(problem.format(what=what, key=repr(key)))
    return value


def _ints(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or any(isinstance(v, bool) or not isinstance(v, int) for v in value):
        raise RuleError(translate("Definition", "{what} must be a list of whole numbers").format(what=what))
    return tuple(value)


def _requirement_from_dict(data: object, depth: int = 0) -> Requirement:
    if depth > _MAX_DEPTH or not isinstance(data, dict):
        raise RuleError(translate("Definition", "a box's requirement is damaged"))
    kind = data.get("type")
    what = translate("Definition", "a box's requirement")
    readers: dict[str, Callable[[], Requirement]] = {
        "anything": Anything,
        "same_color": SameColor,
        "groups": lambda: Groups(_ints(data.get("sizes"), what), _get(data, "same_color", bool, what)),
        "run": lambda: Run(_get(data, "length", int, what)),
        "exact_faces": lambda: ExactFaces(_ints(data.get("faces"), what)),
        "any_of": lambda: AnyOf(tuple(_requirement_from_dict(o, depth + 1) for o in _list(data, "options"))),
        "all_of": lambda: AllOf(tuple(_requirement_from_dict(p, depth + 1) for p in _list(data, "parts"))),
    }
    if not isinstance(kind, str) or kind not in readers:
        problem = translate("Definition", "a box's requirement {kind} is not in the rules vocabulary")
        raise RuleError(problem.format(kind=repr(kind)))
    return readers[kind]()


def _list(data: Mapping[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list) or not value:
        problem = translate("Definition", "a box's requirement needs a non-empty list {key}")
        raise RuleError(problem.format(key=repr(key)))
    return value


def _scorer_from_dict(data: object) -> Scorer:
    if not isinstance(data, dict):
        raise RuleError(translate("Definition", "a box's scorer is damaged"))
    kind = data.get("type")
    what = translate("Definition", "a box's scorer")
    readers: dict[str, Callable[[], Scorer]] = {
        "face_sum": lambda: FaceSum(_get(data, "face", int, what)),
        "total_sum": lambda: TotalSum(_get(data, "plus", int, what)),
        "fixed": lambda: Fixed(_get(data, "value", int, what)),
        "group_sum": lambda: GroupSum(_ints(data.get("sizes"), what)),
    }
    if not isinstance(kind, str) or kind not in readers:
        problem = translate("Definition", "a box's scorer {kind} is not in the rules vocabulary")
        raise RuleError(problem.format(kind=repr(kind)))
    return readers[kind]()


def _box_from_dict(data: object) -> Box:
    if not isinstance(data, dict):
        raise RuleError(translate("Definition", "a box of the variant is damaged"))
    what = translate("Definition", "a box")
    section = data.get("section")
    if section not in ("upper", "lower"):
        problem = translate("Definition", "a box's section is 'upper' or 'lower', not {section}")
        raise RuleError(problem.format(section=repr(section)))
    return Box(
        _get(data, "id", str, what),
        _get(data, "name", str, what),
        _requirement_from_dict(data.get("requirement")),
        _scorer_from_dict(data.get("scorer")),
        _get(data, "rule", str, what),
        "upper" if section == "upper" else "lower",
    )


def variant_from_dict(data: object) -> Variant:
    """Rebuild a variant from :func:`variant_to_dict` data; :class:`RuleError` for anything malformed."""
    if not isinstance(data, dict):
        raise RuleError(translate("Definition", "a variant definition must be a JSON object"))
    what = translate("Definition", "the variant")
    boxes = _get(data, "boxes", list, what)
    if not 1 <= len(boxes) <= 40:
        raise RuleError(translate("Definition", "a variant has 1 to 40 boxes"))
    bonus = _get(data, "bonus", list, what)
    tiers = tuple(_ints(tier, translate("Definition", "a bonus tier")) for tier in bonus)
    if any(len(tier) != 2 for tier in tiers):
        raise RuleError(translate("Definition", "a bonus tier is a pair (threshold, points)"))
    sections = _get(data, "section_names", list, what)
    if len(sections) != 2 or not all(isinstance(s, str) for s in sections):
        raise RuleError(translate("Definition", "a variant has two section names"))
    joker = data.get("joker", "none")
    order = data.get("order", "free")
    if joker not in JOKERS or order not in ORDERS:
        raise RuleError(translate("Definition", "the variant's Joker or order rule is unknown"))
    optional_text = (str, type(None))
    return Variant(
        id=_get(data, "id", str, what),
        name=_get(data, "name", str, what),
        description=_get(data, "description", str, what),
        boxes=tuple(_box_from_dict(box) for box in boxes),
        bonus_rule=Bonus(tuple((t[0], t[1]) for t in tiers)),
        section_names=(sections[0], sections[1]),
        colored_dice=_get(data, "colored_dice", bool, what),
        second_kismet_box=_get(data, "second_kismet_box", optional_text, what),
        min_players_hint=_get(data, "min_players_hint", int, what),
        yacht_box=_get(data, "yacht_box", optional_text, what),
        yacht_bonus=_get(data, "yacht_bonus", int, what),
        joker=joker,
        order=order,
        extends=_get(data, "extends", optional_text, what),
    )
