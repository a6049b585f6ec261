"""packaging/icu.py: which items of ICU's data the Linux bundle leaves out (no ICU tools needed)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
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


def test_other_locales_unused_trees_and_converters_go_and_the_core_stays(icu: ModuleType) -> None:
    removed = set(icu.items_to_remove(ITEMS))
    assert removed == {
        "de.res", "de_AT.res", "sr_Latn_BA.res", "zh_Hant.res", "ibm-5348_P100-1997.cnv",
        "coll/de.res", "coll/de_.res", "brkitr/root.res", "brkitr/line.brk", "brkitr/cjdict.dict",
        "brkitr/fr.res", "curr/pool.res", "curr/fr.res", "lang/en_AU.res", "zone/ja.res", "unit/root.res",
        "translit/root.res", "translit/Latin_Cyrillic.res",
    }  # fmt: skip


QT_USES_ICU = """
import sys
from PySide6.QtCore import QCollator, QLocale, QStringConverter, QStringDecoder, QTimeZone
maps = open("/proc/self/maps").read()
for name in ("libicudata", "libicuuc", "libicui18n"):
    assert sys.argv[1] + "/" + name in maps, name + " was not loaded from the trimmed folder"
assert QCollator(QLocale("de_DE")).compare("Äpfel", "Zebra") < 0
assert QCollator(QLocale("en_US")).compare("apple", "Banana") < 0
zone = QTimeZone(b"Europe/Berlin")
name = zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName, QLocale("en_US"))
assert name == "Central European Standard Time", name
assert QStringDecoder("ISO-8859-1").isValid()
print("ok")
"""


@pytest.mark.skipif(not all(shutil.which(tool) for tool in ("icupkg", "gcc", "readelf")),
                    reason="needs icupkg (icu-devtools), gcc and readelf")
def test_qt_collates_and_names_time_zones_with_the_trimmed_library(icu: ModuleType, tmp_path: Path) -> None:
    libraries = sorted(Path(__import__("PySide6").__file__).parent.glob("Qt/lib/libicudata.so.*"))
    if not libraries:
        pytest.skip("this PySide6 has no ICU of its own (not Linux)")
    original = libraries[0]
    trimmed = icu.trim(original, tmp_path / "icu")
    assert trimmed.name == original.name
    assert trimmed.stat().st_size < original.stat().st_size / 5
    for code in sorted(original.parent.glob("libicu*.so.*")):  # the stripped code libraries, beside it
        if code.name.startswith(icu.CODE_LIBRARIES):
            stripped = icu.strip_code(code, trimmed.parent)
            assert stripped.stat().st_size < code.stat().st_size
    symbols = subprocess.run(["readelf", "-W", "--dyn-syms", str(trimmed)],
                             capture_output=True, text=True, check=True).stdout
    exported = [line.split()[-1] for line in symbols.splitlines() if " OBJECT " in line]
    assert any(name.startswith("icudt") for name in exported)
    # Qt's ICU libraries have RUNPATH $ORIGIN, which LD_LIBRARY_PATH comes before: Qt loads ours.
    env = {**os.environ, "LD_LIBRARY_PATH": str(trimmed.parent), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", QT_USES_ICU, str(trimmed.parent)], capture_output=True,
                            text=True, env=env, check=False)
    assert result.returncode == 0, result.stderr
    assert "Could not create collator" not in result.stderr
