"""The table cache: where it lives, when it is rebuilt, and that bad files are never trusted."""

from __future__ import annotations

import io
import os
import stat
import sys
import tracemalloc
import zipfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from yachtgui.ai import Strategy
from yachtgui.ai.cache import bundled_path, cache_dir, cache_path, load_values, save_values
from yachtgui.ai.states import StateValues, VariantTables, tables_for
from yachtgui.rules.variant import Bonus

from .conftest import SMALL, TIERED


def _only_file(folder: Path) -> Path:
    files = list(folder.iterdir())
    assert len(files) == 1, files
    return files[0]


def test_cache_folder_follows_the_environment(private_cache: Path) -> None:
    assert cache_dir() == private_cache


def test_cache_folder_defaults_to_the_user_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("YACHTGUI_CACHE_DIR")
    assert "yachtgui" in cache_dir().parts


def test_first_use_builds_and_stores_a_compressed_table_then_loads_it(private_cache: Path) -> None:
    assert Strategy.cached(SMALL) is None
    built = Strategy.load_or_build(SMALL)
    path = _only_file(private_cache)
    assert path.name == f"strategy-small-{SMALL.rules_hash}.npz"
    loaded = Strategy.cached(SMALL)
    assert loaded is not None
    assert loaded.expected_score == built.expected_score
    assert loaded.options([], 0, (1, 5, 5, 6, 6), 2) == built.options([], 0, (1, 5, 5, 6, 6), 2)


def test_loading_reports_progress_done(private_cache: Path) -> None:
    Strategy.load_or_build(SMALL)
    reported: list[float] = []
    Strategy.load_or_build(SMALL, progress=reported.append)
    assert reported == [1.0]


def test_changed_rules_get_their_own_table(private_cache: Path) -> None:
    Strategy.load_or_build(SMALL)
    house = SMALL.replace(bonus_rule=Bonus(((30, 40),)))  # same id, bigger bonus
    assert house.rules_hash != SMALL.rules_hash
    assert Strategy.cached(house) is None
    richer = Strategy.load_or_build(house)
    assert richer.expected_score > Strategy.load_or_build(SMALL).expected_score
    assert len(list(private_cache.iterdir())) == 2


Members = dict[str, np.ndarray]


def _good_members(tables: VariantTables) -> Members:
    """The members of a freshly built, correct cache file."""
    Strategy.load_or_build(tables.variant)
    with np.load(cache_path(tables), allow_pickle=False) as archive:
        return {name: archive[name] for name in archive.files}


def _plain_npy(path: Path) -> None:
    with path.open("wb") as handle:  # a file name would get ".npy" appended
        np.save(handle, np.zeros(3))


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


BROKEN_BYTES: dict[str, Callable[[Path], object]] = {
    "garbage": lambda path: path.write_bytes(b"not a table at all" * 100),
    "empty": lambda path: path.write_bytes(b""),
    "truncated": _truncate,
    "plain npy": _plain_npy,
}

FOREIGN_MEMBERS: dict[str, Callable[[Members], Members]] = {
    "pickle inside": lambda good: {**good, "values": np.array([{"x": 1}], dtype=object)},
    "missing key": lambda good: {k: v for k, v in good.items() if k != "rules_hash"},
    "extra key": lambda good: {**good, "extra": np.zeros(1)},
    "other format": lambda good: {**good, "format": np.array(99)},
    "other variant": lambda good: {**good, "variant": np.array("yatzy")},
    "other rules": lambda good: {**good, "rules_hash": np.array("0" * 16)},
    "wrong shape": lambda good: {**good, "values": good["values"][:-1]},
    "wrong dtype": lambda good: {**good, "values": good["values"].astype(np.float32)},
    "not finite": lambda good: {**good, "values": good["values"] * np.nan},
    "shifted numbers": lambda good: {**good, "values": good["values"] + np.int32(3 << 20)},
    "scaled numbers": lambda good: {**good, "values": (good["values"] * 1.01).astype(np.int32)},
    "other scale": lambda good: {**good, "fraction_bits": good["fraction_bits"] - 1},
    "impossible scale": lambda good: {**good, "fraction_bits": np.array(40)},
}


def _damage(path: Path, good: Members, how: str) -> None:
    if how in BROKEN_BYTES:
        BROKEN_BYTES[how](path)
    else:
        with path.open("wb") as handle:
            np.savez_compressed(handle, allow_pickle=True, **FOREIGN_MEMBERS[how](good))


@pytest.mark.parametrize("how", [*BROKEN_BYTES, *FOREIGN_MEMBERS])
def test_a_bad_cache_file_is_ignored_and_replaced_by_a_rebuilt_table(private_cache: Path, how: str) -> None:
    tables = tables_for(TIERED)
    good = _good_members(tables)
    expected = Strategy.build(TIERED).expected_score
    _damage(cache_path(tables), good, how)

    assert Strategy.cached(TIERED) is None
    rebuilt = Strategy.load_or_build(TIERED)
    assert rebuilt.expected_score == pytest.approx(expected, abs=1e-12)
    assert Strategy.cached(TIERED) is not None  # the rebuilt table replaced the bad file


def test_missing_cache_folder_is_created(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "deep" / "er"
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(folder))
    Strategy.load_or_build(TIERED)
    assert _only_file(folder).suffix == ".npz"


CANNOT_DENY_WRITES = sys.platform == "win32" or os.geteuid() == 0


@pytest.mark.skipif(CANNOT_DENY_WRITES, reason="needs a folder this user cannot write (not root)")
def test_unwritable_cache_folder_still_gives_a_strategy(private_cache: Path) -> None:
    private_cache.mkdir()
    private_cache.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        strategy = Strategy.load_or_build(TIERED)
        assert strategy.expected_score > 0
        assert list(private_cache.iterdir()) == []
    finally:
        private_cache.chmod(stat.S_IRWXU)


def test_a_cache_path_that_is_a_file_still_gives_a_strategy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("I am a file, not a folder")
    monkeypatch.setenv("YACHTGUI_CACHE_DIR", str(blocker))
    assert Strategy.load_or_build(TIERED).expected_score > 0


def test_saving_leaves_no_temporary_files_and_replaces_atomically(private_cache: Path) -> None:
    tables = tables_for(TIERED)
    built = Strategy.build(TIERED)
    assert save_values(built._values)
    assert save_values(built._values)
    assert [p.name for p in private_cache.iterdir()] == [cache_path(tables).name]
    loaded = load_values(tables)
    assert loaded is not None
    assert np.array_equal(loaded.stored, built._values.stored)


@pytest.fixture
def bundled(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty folder standing in for the tables an installed bundle ships."""
    folder = tmp_path / "bundle-tables"
    folder.mkdir()
    monkeypatch.setattr("yachtgui.ai.cache.BUNDLED_DIR", folder)
    return folder


def _ship(tables: VariantTables, bundled: Path) -> Path:
    """Build the table into the user cache, then move it into the bundle's folder."""
    Strategy.load_or_build(tables.variant)
    shipped = bundled / cache_path(tables).name
    cache_path(tables).replace(shipped)
    return shipped


def test_a_table_shipped_in_the_bundle_is_used_and_nothing_is_written_to_the_cache(
    private_cache: Path, bundled: Path
) -> None:
    tables = tables_for(TIERED)
    shipped = _ship(tables, bundled)
    assert list(private_cache.iterdir()) == []
    assert bundled_path(tables) == shipped
    strategy = Strategy.load_or_build(TIERED)
    assert strategy.expected_score == pytest.approx(Strategy.build(TIERED).expected_score, abs=1e-12)
    assert list(private_cache.iterdir()) == []  # nothing built, nothing copied


@pytest.mark.parametrize("how", ["truncated", "scaled numbers", "other rules"])
def test_a_bad_table_in_the_bundle_is_passed_over_for_the_user_cache_or_a_rebuild(
    private_cache: Path, bundled: Path, how: str
) -> None:
    tables = tables_for(TIERED)
    good = _good_members(tables)
    cache_path(tables).unlink()
    shipped = bundled / cache_path(tables).name
    shipped.write_bytes(b"")
    with shipped.open("wb") as handle:
        np.savez_compressed(handle, **good)
    _damage(shipped, good, how)

    assert Strategy.cached(TIERED) is None
    rebuilt = Strategy.load_or_build(TIERED)  # falls back to building, into the user cache
    assert rebuilt.expected_score == pytest.approx(Strategy.build(TIERED).expected_score, abs=1e-12)
    assert cache_path(tables).exists()
    assert Strategy.cached(TIERED) is not None  # now from the user cache, the bad shipped file still ignored


# --- a table is verified whole, and read within bounds ---------------------------------------


def test_an_edited_value_with_valid_archive_checksums_is_rebuilt_never_played(private_cache: Path) -> None:
    """The archive's CRCs are rewritten to match (as any zip tool does): the content hash still fails."""
    tables = tables_for(SMALL)
    good = _good_members(tables)
    honest = Strategy.build(SMALL)
    bits = int(good["fraction_bits"])
    for index in range(len(good["values"]) - 1, -1, -1):  # a state the load's spot check does not reach
        edited = good["values"].copy()
        edited[index] += np.int32(7 << bits)  # seven points more
        forged = Strategy(StateValues(tables, edited / float(1 << bits)))
        if forged._consistent() and forged.table[0, 0] == honest.table[0, 0]:
            break
    else:
        pytest.fail("every state is covered by the spot check: use a larger variant")
    assert not np.array_equal(forged.table, honest.table, equal_nan=True)
    with cache_path(tables).open("wb") as handle:
        np.savez_compressed(handle, **{**good, "values": edited})

    assert load_values(tables) is None
    assert Strategy.cached(SMALL) is None
    played = Strategy.load_or_build(SMALL)  # rebuilt, and the edited file replaced
    assert np.array_equal(played.table, honest.table, equal_nan=True)
    assert np.array_equal(Strategy.cached(SMALL).table, honest.table, equal_nan=True)  # type: ignore[union-attr]


def _npy_bytes(array: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    np.save(buffer, array, allow_pickle=False)
    return buffer.getvalue()


def _write_bomb(path: Path, good: Members, unpacked: int) -> None:
    """A table file whose values member unpacks to ``unpacked`` bytes of zeros (a few kB packed)."""
    header = io.BytesIO()
    np.lib.format.write_array_header_1_0(
        header, {"descr": "<i4", "fortran_order": False, "shape": (unpacked // 4,)})
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, array in good.items():
            if name != "values":
                archive.writestr(f"{name}.npy", _npy_bytes(array))
        with archive.open("values.npy", "w", force_zip64=True) as member:
            member.write(header.getvalue())
            chunk = bytes(1 << 20)
            for _ in range(unpacked >> 20):
                member.write(chunk)


def test_a_zip_bomb_member_is_refused_before_it_is_decompressed(private_cache: Path) -> None:
    tables = tables_for(SMALL)
    good = _good_members(tables)
    path = cache_path(tables)
    _write_bomb(path, good, 48 << 20)
    assert path.stat().st_size < 200_000  # small on disk: only the unpacked size gives it away

    tracemalloc.start()
    try:
        assert load_values(tables) is None
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 << 20, f"{peak / 2**20:.0f} MiB allocated reading a refused file"
    assert Strategy.load_or_build(SMALL).expected_score == pytest.approx(Strategy.build(SMALL).expected_score)


@pytest.mark.parametrize("how", ["many members", "larger than its values", "a header that lies"])
def test_oversized_archives_are_refused_unread(private_cache: Path, how: str) -> None:
    tables = tables_for(SMALL)
    good = _good_members(tables)
    path = cache_path(tables)
    if how == "many members":
        with zipfile.ZipFile(path, "a") as archive:
            for number in range(2000):
                archive.writestr(f"extra{number}.npy", b"")
    elif how == "larger than its values":
        with path.open("ab") as handle:
            handle.write(os.urandom(len(good["values"]) * 8 + (1 << 20)))
    else:  # the member is small, its header claims a trillion values
        header = io.BytesIO()
        np.lib.format.write_array_header_1_0(
            header, {"descr": "<i4", "fortran_order": False, "shape": (10**12,)})
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
            for name, array in good.items():
                data = header.getvalue() if name == "values" else _npy_bytes(array)
                archive.writestr(f"{name}.npy", data)
    assert load_values(tables) is None


def test_a_table_of_the_previous_format_is_built_again_and_says_why(
    private_cache: Path, caplog: pytest.LogCaptureFixture
) -> None:
    tables = tables_for(SMALL)
    good = _good_members(tables)
    with cache_path(tables).open("wb") as handle:  # format 2: the same members, no content hash
        np.savez_compressed(handle, **{**{k: v for k, v in good.items() if k != "content_hash"},
                                       "format": np.int64(2)})
    assert load_values(tables) is None
    assert "older format" in caplog.text
    assert Strategy.load_or_build(SMALL).expected_score == pytest.approx(Strategy.build(SMALL).expected_score)
    assert load_values(tables) is not None
