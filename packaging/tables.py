"""Build the strategy tables of every built-in variant into a folder, for the bundle to ship.

Usage::

    python packaging/tables.py OUT_FOLDER

Takes the variants from the registry (``yachtgui.rules.VARIANTS``), so a new built-in variant
is shipped without a change here. Each table is built with ``Strategy.load_or_build`` into
``OUT_FOLDER`` (used as the cache folder), so a table already there from an earlier build is
checked and reused instead of built again; files of other rules (stale hashes) and anything else
are removed. The files are named as the app's cache names them (``yachtgui.ai.cache``), which is
how the app finds them in the bundle's ``yachtgui/ai/tables``. Prints one line per variant.
Run in its own process (``yachtgui.spec`` and the wheel's build backend,
``packaging/wheel/yachtgui_backend.py``, do) so that the build's memory is given back.

Every table is written by ``yachtgui.ai.cache.save_values``, so it carries the content hash
the app checks before use; a table kept from an earlier build passes the same check (a table
of an older cache format, without the hash, is built again).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path


def build_tables(out: Path) -> list[Path]:
    """Make ``out`` hold exactly the current tables of every built-in variant; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    os.environ["YACHTGUI_CACHE_DIR"] = str(out)
    from yachtgui.ai import Strategy
    from yachtgui.ai.cache import cache_path
    from yachtgui.ai.states import tables_for
    from yachtgui.rules import VARIANTS

    wanted = []
    for variant in VARIANTS.values():
        started = time.perf_counter()
        reused = Strategy.cached(variant) is not None
        strategy = Strategy.load_or_build(variant)
        path = cache_path(tables_for(variant))
        if not path.is_file():
            raise SystemExit(f"tables.py: the table of {variant.id} could not be saved to {path}")
        how = "checked" if reused else "built"
        print(f"table {variant.id}: {how} in {time.perf_counter() - started:.1f} s, "
              f"{path.stat().st_size / 2**20:.1f} MiB, expected score {strategy.expected_score:.2f}",
              flush=True)
        wanted.append(path)
    for path in out.iterdir():
        if path not in wanted:
            path.unlink()
    return wanted


def main(argv: list[str] | None = None) -> int:
    """Command line entry; returns the exit status."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python packaging/tables.py OUT_FOLDER", file=sys.stderr)
        return 2
    build_tables(Path(args[0]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
