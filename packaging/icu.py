"""A smaller ICU data library for the Linux bundle: the same ``libicudata.so.NN`` without the
data no part of Qt can reach (30 MiB down to about 3 MiB).

PySide6's Linux wheel links Qt against ICU 73, whose ``libicudata`` is nothing but one symbol,
``icudtNN_dat``: the common data package of every locale in the world. Qt formats numbers and
dates from its own CLDR tables (QLocale) and does its own case mapping and text boundaries; it
calls ICU only for collation (``ucol_*``: QCollator), time zone names (``ucal_*``) and
charset converters (``ucnv_*``), which ``tests/packaging/test_icu.py`` checks on the trimmed
library. So this keeps ICU's core data (properties, normalisation, the time zone tables, the
root and English locales with their zone names, root collation, the converter aliases) and
drops the other locales' files in every tree, the trees Qt never opens (break iterators and
their dictionaries, transliterators, number spell-out, currency, language and unit names), the
character names and the legacy charset converters (``.cnv``: the app's text is UTF-8; Latin-1,
ASCII and UTF-16/32 are built into ICU's code).

ICU's two code libraries (``libicuuc``, ``libicui18n``) come from Qt's build unstripped;
:func:`strip_code` drops their symbol tables (~1.4 MiB). They are ordinary ELF files, not
rewritten by patchelf as NumPy's OpenBLAS is (strip corrupts those); the tests load the
stripped pair into Qt and collate and name time zones with it.

How: the data is cut out of the library's ``.rodata`` (``readelf``), items are removed with ICU's
own ``icupkg`` (Debian/Ubuntu: ``icu-devtools``; it refuses to remove an item something kept
depends on), and the package is linked back into a library of the same soname that exports the
same symbol (``gcc``, an ``.incbin``). Qt and ICU load it exactly as before. Used by
``yachtgui.spec`` on Linux; without ``icupkg`` or ``gcc`` the original is kept (and the build
says so). ``yachtgui --self-test`` runs on the result in every build.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path

#: A locale's resource file: "de.res", "de_AT.res", "sr_Latn_BA.res", "zh_Hant.res", "es_.res".
_LOCALE_FILE = re.compile(r"^[a-z]{2,3}(?:_[A-Za-z0-9]*)*\.res$")
_DATA_SYMBOL = re.compile(r"\b(icudt\d+_dat)\b")


class IcuError(RuntimeError):
    """The data could not be trimmed; the message says why."""


def kept_locale(file_name: str) -> bool:
    """True for the locale files kept: root and English (every variety)."""
    return file_name in ("root.res", "en.res") or file_name.startswith("en_")


#: Trees of ICU's data Qt never opens.
UNUSED_TREES = frozenset({"brkitr", "translit", "rbnf", "curr", "lang", "unit"})
#: Single items Qt never opens: the Unicode character names.
UNUSED_ITEMS = frozenset({"unames.icu"})


def items_to_remove(items: Iterable[str]) -> list[str]:
    """Of the package's item names (``icupkg -l``), those the app can do without (see the docstring)."""
    removed = []
    for item in items:
        tree, _, name = item.rpartition("/")
        unused = tree in UNUSED_TREES or item in UNUSED_ITEMS or name.endswith(".cnv")
        other_locale = bool(_LOCALE_FILE.match(name)) and name != "res_index.res" and not kept_locale(name)
        if unused or other_locale:
            removed.append(item)
    return removed


def _data_symbol(library: Path) -> tuple[str, int, int]:
    """The data symbol's name and its file offset and size in ``library``."""
    symbols = subprocess.run(["readelf", "-W", "--dyn-syms", str(library)],
                             capture_output=True, text=True, check=True).stdout
    for line in symbols.splitlines():
        match = _DATA_SYMBOL.search(line)
        fields = line.split()
        if match and len(fields) >= 8 and fields[3] == "OBJECT" and fields[6] != "UND":
            address, size = int(fields[1], 16), int(fields[2], 0)
            break
    else:
        raise IcuError(f"{library.name} exports no icudtNN_dat data")
    sections = subprocess.run(["readelf", "-W", "-S", str(library)],
                              capture_output=True, text=True, check=True).stdout
    for line in sections.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 6 and fields[1].startswith("."):
            start, offset, length = int(fields[3], 16), int(fields[4], 16), int(fields[5], 16)
            if start <= address and address + size <= start + length:
                return match.group(1), address - start + offset, size
    raise IcuError(f"no section of {library.name} holds {match.group(1)}")


#: ICU's code libraries, stripped by :func:`strip_code`.
CODE_LIBRARIES = ("libicuuc.so.", "libicui18n.so.")


def strip_code(library: Path, work: Path) -> Path:
    """A copy of ``library`` (``libicuuc``/``libicui18n``) without its symbol table, in ``work``."""
    if shutil.which("strip") is None:
        raise IcuError("strip is missing (Debian/Ubuntu: apt-get install binutils)")
    work.mkdir(parents=True, exist_ok=True)
    stripped = work / library.name
    subprocess.run(["strip", "--strip-unneeded", "-o", str(stripped), str(library)], check=True)
    return stripped


def trim(library: Path, work: Path) -> Path:
    """Write the trimmed copy of ``library`` (a ``libicudata.so.NN``) into ``work``; returns its path."""
    for tool in ("icupkg", "gcc", "readelf"):
        if shutil.which(tool) is None:
            raise IcuError(f"{tool} is missing (Debian/Ubuntu: apt-get install icu-devtools gcc binutils)")
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    symbol, offset, size = _data_symbol(library)
    with library.open("rb") as handle:
        handle.seek(offset)
        data = handle.read(size)
    full = work / f"{symbol.removesuffix('_dat')}l.dat"  # icupkg reads the package name from the file name
    full.write_bytes(data)
    listed = subprocess.run(["icupkg", "-l", str(full)], capture_output=True, text=True, check=True).stdout
    removals = work / "remove.txt"
    removals.write_text("\n".join(items_to_remove(listed.split())) + "\n", encoding="utf-8")
    # icupkg names the items after the output file: it must be called as the input is.
    (work / "trimmed").mkdir()
    small = work / "trimmed" / full.name
    result = subprocess.run(["icupkg", "-r", str(removals), str(full), str(small)],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0 or not small.is_file():
        raise IcuError(f"icupkg could not remove the items: {result.stdout}{result.stderr}")
    assembly = work / "data.s"
    assembly.write_text(
        "    .section .rodata\n"
        f"    .globl {symbol}\n"
        f"    .type {symbol}, @object\n"
        "    .balign 16\n"
        f"{symbol}:\n"
        f'    .incbin "trimmed/{small.name}"\n'
        f"    .size {symbol}, . - {symbol}\n"
        '    .section .note.GNU-stack,"",@progbits\n',
        encoding="utf-8",
    )
    trimmed = work / library.name
    subprocess.run(
        ["gcc", "-shared", "-nostdlib", f"-Wl,-soname,{library.name}", "-o", trimmed.name, assembly.name],
        cwd=work, check=True,
    )
    return trimmed
