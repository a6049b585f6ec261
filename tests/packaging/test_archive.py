"""packaging/build.py's .tar.xz: packed by xz on every core, from a small folder for real."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import PACKAGING, load_packaging_module


@pytest.fixture(scope="module")
def build() -> ModuleType:
    # build.py imports its neighbours by plain name, as it runs with packaging/ on sys.path
    sys.path.insert(0, str(PACKAGING))
    try:
        return load_packaging_module("build")
    finally:
        sys.path.remove(str(PACKAGING))


def test_the_tar_xz_is_packed_by_xz_on_every_core_in_independent_blocks(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if shutil.which("xz") is None:
        pytest.skip("no xz program")
    folder = tmp_path / "bundle"
    (folder / "sub").mkdir(parents=True)
    for index in range(3):
        (folder / "sub" / f"data{index}.bin").write_bytes(os.urandom(1 << 20))
    (folder / "run").write_text("#!/bin/sh\n")
    (folder / "run").chmod(0o755)
    # the real options but smaller blocks, so that 3 MiB make several blocks
    options = tuple("--block-size=1MiB" if option.startswith("--block-size") else option
                    for option in build.XZ_OPTIONS)
    assert "-T0" in options
    monkeypatch.setattr(build, "XZ_OPTIONS", options)
    archive = tmp_path / "out.tar.xz"

    def as_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        return info

    build.write_tar_xz(folder, archive, "app-1.0", as_root)
    listing = subprocess.run(["xz", "--robot", "--list", str(archive)],
                             capture_output=True, text=True, check=True).stdout
    totals = next(line for line in listing.splitlines() if line.startswith("totals"))
    blocks = int(totals.split("\t")[2])
    assert blocks >= 3  # independent blocks: what lets xz compress them in parallel
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        assert all(member.uid == 0 for member in tar.getmembers())
        assert tar.getmember("app-1.0/run").mode & 0o111
        data = tar.extractfile("app-1.0/sub/data1.bin")
        assert data is not None
        assert data.read() == (folder / "sub" / "data1.bin").read_bytes()
    assert sorted(names) == ["app-1.0", "app-1.0/run", "app-1.0/sub", "app-1.0/sub/data0.bin",
                             "app-1.0/sub/data1.bin", "app-1.0/sub/data2.bin"]


def test_a_failing_xz_leaves_no_archive_and_says_so(
    build: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if shutil.which("xz") is None:
        pytest.skip("no xz program")
    (tmp_path / "bundle").mkdir()
    monkeypatch.setattr(build, "XZ_OPTIONS", ("--no-such-option",))
    with pytest.raises(build.BuildError, match="xz exited"):
        build.write_tar_xz(tmp_path / "bundle", tmp_path / "out.tar.xz", "app")
    assert not (tmp_path / "out.tar.xz").exists()
