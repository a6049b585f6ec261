"""The family's own variants: TOML files in the user's config folder (see :mod:`yachtgui.rules.housefile`).

They live in ``$YACHTGUI_CONFIG_DIR/variants`` when that is set, else in the
``variants`` folder of the user's config folder. :func:`load_house_variants`
reads them all; a file with a mistake is reported (file, line, key) and left
out, never fatal. :func:`save_house_variant` writes one (the variant editor),
atomically.
"""

from __future__ import annotations

import os
from pathlib import Path

from yachtgui.persistence.locking import clean_temporary_files
from yachtgui.persistence.saves import write_text_atomically
from yachtgui.rules import VARIANTS, RuleError, Variant
from yachtgui.rules.housefile import VariantFileError, read_variant_file, variant_to_toml
from yachtgui.text import translate

__all__ = ["HouseVariants", "load_house_variants", "save_house_variant", "variants_dir"]

#: Files read at most: a folder of thousands of files is not a family's variants.
MAX_FILES = 100


def variants_dir() -> Path:
    """The folder of variant files (it may not exist yet)."""
    override = os.environ.get("YACHTGUI_CONFIG_DIR")
    if override:
        return Path(override) / "variants"
    from platformdirs import user_config_dir

    return Path(user_config_dir("yachtgui", appauthor=False)) / "variants"


class HouseVariants:
    """What :func:`load_house_variants` found: variants by id, their files, and the files' mistakes.

    A plain class, not a dataclass: this module is loaded before the first frame, and
    :mod:`dataclasses` (with the :mod:`copy` it loads) is then the only reason to load them.
    """

    __slots__ = ("errors", "paths", "variants")

    def __init__(self, variants: dict[str, Variant] | None = None, paths: dict[str, Path] | None = None,
                 errors: list[VariantFileError] | None = None) -> None:
        self.variants: dict[str, Variant] = {} if variants is None else variants
        self.paths: dict[str, Path] = {} if paths is None else paths
        self.errors: list[VariantFileError] = [] if errors is None else errors

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HouseVariants):
            return NotImplemented
        return (self.variants, self.paths, self.errors) == (other.variants, other.paths, other.errors)

    __hash__ = None  # type: ignore[assignment]  # mutable, compared by value (as the dataclass was)

    def __repr__(self) -> str:
        return f"HouseVariants(variants={self.variants!r}, paths={self.paths!r}, errors={self.errors!r})"

    def find(self, variant_id: str) -> Variant | None:
        """A built-in variant or one of these, by id; None when there is none."""
        return VARIANTS.get(variant_id) or self.variants.get(variant_id)


def load_house_variants(folder: Path | None = None) -> HouseVariants:
    """Read every ``*.toml`` in ``folder`` (default :func:`variants_dir`), in name order."""
    folder = variants_dir() if folder is None else folder
    found = HouseVariants()
    clean_temporary_files(folder)  # the editor's save cut short by a crash
    try:
        files = sorted(path for path in folder.glob("*.toml") if path.is_file())[:MAX_FILES]
    except OSError:
        return found
    for path in files:
        try:
            variant = read_variant_file(path)
        except VariantFileError as error:
            found.errors.append(error)
            continue
        if variant.id in found.variants or variant.id in VARIANTS:
            problem = translate("HouseVariants", "another variant file already makes {id}: rename this file")
            problem = problem.format(id=repr(variant.id))
            found.errors.append(VariantFileError(str(path), None, None, problem))
            continue
        found.variants[variant.id] = variant
        found.paths[variant.id] = path
    return found


def save_house_variant(variant: Variant, folder: Path | None = None, replacing: Path | None = None) -> Path:
    """Write ``variant`` as a variant file; returns its path. OSError when the folder cannot be written,
    :class:`~yachtgui.rules.RuleError` when another variant's file has the name (it is left as it is).

    The file is named after the variant's id (``house-`` dropped); ``replacing``
    (the file it was opened from) is removed when the name changed.
    """
    folder = variants_dir() if folder is None else folder
    stem = variant.id.removeprefix("house-") or "variant"
    path = folder / f"{stem}.toml"
    if path.exists() and (replacing is None or replacing.resolve() != path.resolve()) \
            and not _holds(path, variant):
        # Another variant's file (rules of the same name, or a file named so by hand): never
        # written over unasked, which lost that variant without a word.
        problem = translate("HouseVariants", "other house rules are already kept as {file}: give these "
                                             "rules another name")
        raise RuleError(problem.format(file=path.name))
    text = variant_to_toml(variant)
    write_text_atomically(path, text)
    if replacing is not None and replacing.resolve() != path.resolve():
        replacing.unlink(missing_ok=True)
    return path


def _holds(path: Path, variant: Variant) -> bool:
    """Whether the file ``path`` already holds exactly ``variant`` (writing it again loses nothing)."""
    try:
        return read_variant_file(path) == variant
    except VariantFileError:
        return False
