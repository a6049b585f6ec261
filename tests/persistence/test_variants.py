"""House-rule variant files as the editor saves them: atomic, read back equal, permissions kept."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from yachtgui.persistence.variants import load_house_variants, save_house_variant
from yachtgui.rules.housefile import read_variant_file

VARIANT_FILE = """\
name = "Grandma's Yacht"
extends = "yacht"
[bonus]
threshold = 60
points = 30
"""


@pytest.fixture
def grandmas(tmp_path: Path):
    source = tmp_path / "source.toml"
    source.write_text(VARIANT_FILE, encoding="utf-8")
    return read_variant_file(source)


def test_a_saved_variant_reads_back_equal_and_leaves_no_temporary_file(tmp_path: Path, grandmas) -> None:
    folder = tmp_path / "variants" / "not yet made"
    path = save_house_variant(grandmas, folder)
    assert path.parent == folder
    assert [p.name for p in folder.iterdir()] == [path.name]
    assert load_house_variants(folder).variants[grandmas.id] == grandmas


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_saving_over_a_variant_file_keeps_its_permissions(tmp_path: Path, grandmas) -> None:
    path = save_house_variant(grandmas, tmp_path)
    path.chmod(0o644)  # shared with the family's other accounts
    save_house_variant(grandmas, tmp_path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_new_rules_never_overwrite_another_variants_file(tmp_path: Path) -> None:
    # Found by the audit of 2026-11-26: "A new variant" named like a kept one (or like a file named
    # by hand) was written over that file, and the family's other rules were gone without a word.
    from yachtgui.rules import RuleError
    from yachtgui.rules.housefile import parse_variant

    grandmas = parse_variant(VARIANT_FILE, "these house rules")
    kept = save_house_variant(grandmas, tmp_path)
    before = kept.read_text(encoding="utf-8")
    namesake = parse_variant('name = "Grandma\'s Yacht"\nextends = "kismet"\n', "these house rules")
    assert namesake.id == grandmas.id
    with pytest.raises(RuleError, match="another name"):
        save_house_variant(namesake, tmp_path)
    other = tmp_path / "other.toml"
    other.write_text(VARIANT_FILE, encoding="utf-8")
    with pytest.raises(RuleError, match=kept.name):
        save_house_variant(namesake, tmp_path, replacing=other)  # renamed onto the kept one
    assert kept.read_text(encoding="utf-8") == before
    assert other.exists()
    assert save_house_variant(grandmas, tmp_path) == kept  # the same rules again lose nothing
    changed = parse_variant(VARIANT_FILE.replace("points = 30", "points = 40"), "these house rules")
    assert save_house_variant(changed, tmp_path, replacing=kept) == kept  # edited in its own file
    assert "points = 40" in kept.read_text(encoding="utf-8")
