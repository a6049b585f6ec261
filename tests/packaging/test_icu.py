"""packaging/icu.py: which items of ICU's data the Linux bundle leaves out (no ICU tools needed)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import load_packaging_module


@pytest.fixture(scope="module")
def icu() -> ModuleType:
    return load_packaging_module("icu")


ITEMS = [
    "root.res", "en.res", "en_GB.res", "de.res", "de_AT.res", "sr_Latn_BA.res", "zh_Hant.res",
    "pool.res", "res_index.res", "zoneinfo64.res", "metaZones.res", "supplementalData.res",
    "likelySubtags.res",
    "uprops.icu", "ucase.icu", "nfkc.nrm", "uts46.nrm", "cnvalias.icu", "ibm-5348_P100-1997.cnv",
    "coll/root.res", "coll/ucadata.icu", "coll/de.res", "coll/de_.res", "coll/en.res",
    "brkitr/root.res", "brkitr/line.brk", "brkitr/cjdict.dict", "brkitr/fr.res",
    "curr/pool.res", "curr/fr.res", "lang/en_AU.res", "zone/ja.res", "unit/root.res",
    "translit/root.res", "translit/Latin_Cyrillic.res",
]  # fmt: skip


def test_other_locales_converters_and_transliterators_go_and_the_core_stays(icu: ModuleType) -> None:
    removed = set(icu.items_to_remove(ITEMS))
    assert removed == {
        "de.res", "de_AT.res", "sr_Latn_BA.res", "zh_Hant.res", "ibm-5348_P100-1997.cnv",
        "coll/de.res", "coll/de_.res", "brkitr/fr.res", "curr/fr.res", "zone/ja.res",
        "translit/Latin_Cyrillic.res",
    }  # fmt: skip


@pytest.mark.skipif(not all(shutil.which(tool) for tool in ("icupkg", "gcc", "readelf")),
                    reason="needs icupkg (icu-devtools), gcc and readelf")
def test_a_trimmed_library_exports_the_same_symbol_with_a_smaller_package(
    icu: ModuleType, tmp_path: Path
) -> None:
    libraries = sorted(Path(__import__("PySide6").__file__).parent.glob("Qt/lib/libicudata.so.*"))
    if not libraries:
        pytest.skip("this PySide6 has no ICU of its own (not Linux)")
    original = libraries[0]
    trimmed = icu.trim(original, tmp_path / "icu")
    assert trimmed.name == original.name
    assert trimmed.stat().st_size < original.stat().st_size / 2
    symbols = subprocess.run(["readelf", "-W", "--dyn-syms", str(trimmed)],
                             capture_output=True, text=True, check=True).stdout
    exported = [line.split()[-1] for line in symbols.splitlines() if " OBJECT " in line]
    assert any(name.startswith("icudt") for name in exported)
    dynamic = subprocess.run(["readelf", "-d", str(trimmed)], capture_output=True, text=True, check=True)
    soname = dynamic.stdout
    assert f"[{original.name}]" in soname
