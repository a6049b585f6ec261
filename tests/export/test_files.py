"""Writing PDFs: all or nothing, never a half-written file; reading the games to print."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.export.support import finished_game
from yachtgui.export import files
from yachtgui.export.files import ExportError, read_game_file, write_bytes_atomically, write_pdf
from yachtgui.export.sheet import blank_sheet
from yachtgui.persistence import SavedGame, Seat, save_game
from yachtgui.rules import VARIANTS

OLD = b"%PDF-1.4 the family's previous score card"


def leftovers(folder: Path, keep: set[str]) -> list[str]:
    return sorted(name for name in os.listdir(folder) if name not in keep)


def test_pdf_is_written_whole(tmp_path: Path) -> None:
    target = tmp_path / "pad.pdf"
    write_pdf(blank_sheet(VARIANTS["yacht"]), target)
    data = target.read_bytes()
    assert data.startswith(b"%PDF-")
    assert data.rstrip().endswith(b"%%EOF")
    assert leftovers(tmp_path, {"pad.pdf"}) == []


def test_existing_file_is_replaced_by_the_new_pdf(tmp_path: Path) -> None:
    target = tmp_path / "pad.pdf"
    target.write_bytes(OLD)
    write_pdf(blank_sheet(VARIANTS["yacht"]), target)
    assert target.read_bytes().startswith(b"%PDF-")
    assert target.read_bytes() != OLD


def test_failed_rendering_leaves_the_existing_file_untouched(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "pad.pdf"
    target.write_bytes(OLD)

    def broken(*args: object) -> bytes:
        raise RuntimeError("renderer exploded")

    monkeypatch.setattr(files, "pdf_bytes", broken)
    with pytest.raises(RuntimeError):
        write_pdf(blank_sheet(VARIANTS["yacht"]), target)
    assert target.read_bytes() == OLD
    assert leftovers(tmp_path, {"pad.pdf"}) == []


def test_failure_while_moving_into_place_removes_the_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "pad.pdf"
    target.write_bytes(OLD)

    def full_disk(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(ExportError, match="No space left on device"):
        write_bytes_atomically(target, b"%PDF- new")
    assert target.read_bytes() == OLD
    assert leftovers(tmp_path, {"pad.pdf"}) == []


def test_missing_folder_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="can't write in the folder"):
        write_pdf(blank_sheet(VARIANTS["yacht"]), tmp_path / "nowhere" / "pad.pdf")


def test_a_folder_as_target_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="is a folder"):
        write_bytes_atomically(tmp_path, b"%PDF-")


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs POSIX permissions, not root")
def test_read_only_folder_is_a_clear_error(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(ExportError, match="can't write in the folder"):
            write_pdf(blank_sheet(VARIANTS["yacht"]), folder / "pad.pdf")
    finally:
        folder.chmod(0o700)


def test_reads_bare_game_json_and_the_apps_saved_games(tmp_path: Path) -> None:
    game = finished_game("yacht", ["Ann", "Hal"])
    bare = tmp_path / "game.json"
    bare.write_text(json.dumps(game.to_dict()), encoding="utf-8")
    assert read_game_file(bare).game.to_dict() == game.to_dict()
    saved = tmp_path / "game.yacht"
    save_game(saved, SavedGame(game, (Seat("Ann"), Seat("Hal", "hard"))))
    assert read_game_file(saved).seats[1].level == "hard"


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b"{not json",
        b"\xff\xfe\x00garbage",
        b"[" * 100_000 + b"]" * 100_000,
        b'"just a string"',
        b'{"format": "yachtgui-game", "version": 1, "players": "AAAA"}',
        b'{"variant": "kismet", "players": ["Ann"], "scorecards": [{"ones": 10000000}]}',
        b"NaN",
    ],
    ids=["empty", "broken", "binary", "deep", "string", "wrong-types", "impossible-score", "nan"],
)
def test_damaged_or_hostile_game_files_are_refused_with_a_message(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(ExportError) as raised:
        read_game_file(path)
    assert "game.json" in str(raised.value)


def test_missing_game_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="no saved game"):
        read_game_file(tmp_path / "absent.json")
