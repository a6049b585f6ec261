"""``yachtgui-export``: pads and cards from the command line, clear errors, status codes."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.export.support import NAMES, finished_game, pdf_pages_text
from yachtgui.export import files
from yachtgui.export.cli import main
from yachtgui.persistence import SavedGame, Seat, save_game
from yachtgui.rules import VARIANTS

OLD = b"%PDF-1.4 last week's card"


@pytest.fixture
def game_json(tmp_path: Path) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished_game("kismet", ["Ann", "Bob", "Cy"]).to_dict()), encoding="utf-8")
    return path


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = main(args)
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize("variant_id", list(VARIANTS))
def test_blank_pad_of_each_variant_is_written(
    variant_id: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "pad.pdf"
    status, stdout, _ = run(["blank", variant_id, "--players", "Ann,Bob", "-o", str(out)], capsys)
    assert status == 0
    assert "pad.pdf (1 page)" in stdout
    (text,) = pdf_pages_text(out.read_bytes())
    assert VARIANTS[variant_id].name in text
    assert "Ann" in text
    assert "Bob" in text
    assert all(box.name in text for box in VARIANTS[variant_id].boxes)


def test_blank_pad_for_ten_players_takes_two_pages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "pad.pdf"
    assert run(["blank", "yatzy", "--players", ",".join(NAMES), "-o", str(out)], capsys)[0] == 0
    assert len(PdfReader(out).pages) == 2
    assert run(["blank", "yatzy", "--count", "1", "-o", str(out)], capsys)[0] == 0
    assert len(PdfReader(out).pages) == 1


@pytest.mark.parametrize(("option", "points"), [("A4", (595, 842)), ("letter", (612, 792))])
def test_page_size_option_sets_the_paper(
    option: str, points: tuple[int, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "pad.pdf"
    assert run(["blank", "kismet", "--page-size", option, "-o", str(out)], capsys)[0] == 0
    box = PdfReader(out).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == points


def test_game_card_from_game_json(
    game_json: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "card.pdf"
    status, _, _ = run(["game", str(game_json), "--date", "2026-11-21", "-o", str(out)], capsys)
    assert status == 0
    (text,) = pdf_pages_text(out.read_bytes())
    game = finished_game("kismet", ["Ann", "Bob", "Cy"])
    assert "Score card · 21 November 2026" in text
    assert "Grand total " + " ".join(str(game.total(i)) for i in range(3)) in text
    assert f"{game.players[game.winners()[0]]} — " in text


def test_game_card_from_the_apps_saved_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = finished_game("yatzy", NAMES)
    saved = tmp_path / "family.yacht"
    save_game(saved, SavedGame(game, tuple(Seat(name, "easy" if name == "Tom" else None) for name in NAMES)))
    out = tmp_path / "card.pdf"
    assert run(["game", str(saved), "--page-size", "Letter", "-o", str(out)], capsys)[0] == 0
    pages = pdf_pages_text(out.read_bytes())
    assert len(pages) == 2
    assert "Computer · easy" in pages[1]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "required"),
        (["print", "kismet", "-o", "x.pdf"], "invalid choice"),
        (["blank", "kismet"], "-o/--output"),
        (["blank", "kismat", "-o", "x.pdf"], "unknown variant 'kismat'"),
        (["blank", "yacht", "--page-size", "Legal", "-o", "x.pdf"], "A4 or Letter"),
        (["blank", "yacht", "--count", "0", "-o", "x.pdf"], "--count must be from 1"),
        (["blank", "yacht", "--count", "many", "-o", "x.pdf"], "invalid int value"),
        (["blank", "yacht", "--players", "Ann,,Bob", "-o", "x.pdf"], "empty name"),
        (["blank", "yacht", "--bogus", "-o", "x.pdf"], "unrecognized arguments"),
        (["game", "g.json", "--date", "yesterday", "-o", "x.pdf"], "--date must look like"),
        (["blank", "yacht", "-o", ""], "-o needs a file name"),
        (["blank", "yacht", "--players", "Ann,Bob,Cy", "--count", "1", "-o", "x.pdf"], "fewer than the 3"),
    ],
)
def test_bad_arguments_exit_2_with_a_message(
    args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    monkeypatch.chdir(tmp_path)
    status, stdout, stderr = run(args, capsys)
    assert status == 2
    assert message in stderr
    assert "usage: yachtgui-export" in stderr
    assert stdout == ""
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{", "damaged"),
        (b"[" * 50_000, "damaged"),
        (b'{"format": "yachtgui-game", "version": 99, "game": {}}', "newer yachtgui (format 99)"),
        (b'{"variant": "kismet", "players": ["Ann"], "history": [{"player": 0, "box": "rm -rf"}]}', "loaded"),
        (b"x" * (5 * 1024 * 1024), "too large"),
    ],
    ids=["truncated", "deep", "future", "hostile", "huge"],
)
def test_corrupt_or_hostile_game_file_exits_2_with_a_message(
    content: bytes, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game_file = tmp_path / "game.json"
    game_file.write_bytes(content)
    out = tmp_path / "card.pdf"
    out.write_bytes(OLD)
    status, _, stderr = run(["game", str(game_file), "-o", str(out)], capsys)
    assert status == 2
    assert stderr.startswith("yachtgui-export: error: ")
    assert message in stderr
    assert "Traceback" not in stderr
    assert out.read_bytes() == OLD


def test_missing_game_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, stderr = run(["game", str(tmp_path / "nope.json"), "-o", str(tmp_path / "c.pdf")], capsys)
    assert status == 2
    assert "no saved game" in stderr


def test_unwritable_output_exits_2_with_a_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, stderr = run(["blank", "yacht", "-o", str(tmp_path / "missing" / "pad.pdf")], capsys)
    assert status == 2
    assert "can't write in the folder" in stderr


@pytest.mark.parametrize(("failure", "status"), [(OSError("printer on fire"), 2), (RuntimeError("bug"), 1)])
def test_failed_rendering_leaves_the_existing_output_untouched(
    failure: Exception, status: int, game_json: Path, tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    out = tmp_path / "card.pdf"
    out.write_bytes(OLD)

    def broken(*args: object) -> bytes:
        raise failure

    monkeypatch.setattr(files, "pdf_bytes", broken)
    result, _, stderr = run(["game", str(game_json), "-o", str(out)], capsys)
    assert result == status
    assert str(failure) in stderr
    assert out.read_bytes() == OLD
    assert sorted(os.listdir(tmp_path)) == ["card.pdf", "game.json"]


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    status, stdout, _ = run(["blank", "--help"], capsys)
    assert status == 0
    assert "--players" in stdout


def clean_env() -> dict[str, str]:
    """The environment of a terminal with no display and no Qt platform chosen."""
    hidden = ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
    return {name: value for name, value in os.environ.items() if name not in hidden}


def test_module_entry_point_writes_a_pad_without_a_display(tmp_path: Path) -> None:
    out = tmp_path / "pad.pdf"
    result = subprocess.run(
        [sys.executable, "-m", "yachtgui.export", "blank", "kismet", "--players", "Ann,Bob", "-o", str(out)],
        capture_output=True,
        text=True,
        env=clean_env(),
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "Ann" in PdfReader(io.BytesIO(out.read_bytes())).pages[0].extract_text()


def test_module_entry_point_rejects_a_corrupt_game_file_with_status_2(tmp_path: Path) -> None:
    game_file = tmp_path / "game.json"
    game_file.write_text('{"variant": "kismet", "players": [', encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "yachtgui.export", "game", str(game_file), "-o", str(tmp_path / "c.pdf")],
        capture_output=True,
        text=True,
        env=clean_env(),
        timeout=120,
    )
    assert result.returncode == 2
    assert "game.json is damaged or is not a saved game" in result.stderr
    assert "Traceback" not in result.stderr
    assert not (tmp_path / "c.pdf").exists()


def test_the_pdf_never_overwrites_the_game_file(game_json: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = game_json.read_bytes()
    status, _, err = run(["game", str(game_json), "-o", str(game_json)], capsys)
    assert status == 2
    assert "overwrite the game file" in err
    assert game_json.read_bytes() == before


def test_an_output_that_is_not_an_ordinary_file_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe.pdf"
    os.mkfifo(fifo)
    status, _, err = run(["blank", "yacht", "-o", str(fifo)], capsys)
    assert status == 2
    assert "not an ordinary file" in err


def test_a_new_pdf_is_readable_by_others_and_an_overwrite_keeps_the_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "pad.pdf"
    old = os.umask(0o022)
    try:
        assert run(["blank", "yacht", "-o", str(out)], capsys)[0] == 0
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o644
    out.chmod(0o640)
    assert run(["blank", "yacht", "-o", str(out)], capsys)[0] == 0
    assert out.stat().st_mode & 0o777 == 0o640


def test_a_saved_games_card_carries_the_day_it_was_saved(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saved = tmp_path / "family.yacht.json"
    save_game(saved, SavedGame.all_human(finished_game("yacht", ["Ann", "Bob"])))
    document = json.loads(saved.read_text(encoding="utf-8"))
    document["saved_at"] = "2024-02-29T12:00:00+00:00"
    saved.write_text(json.dumps(document), encoding="utf-8")
    out = tmp_path / "card.pdf"
    assert run(["game", str(saved), "-o", str(out)], capsys)[0] == 0
    text = " ".join(pdf_pages_text(out.read_bytes()))
    assert "29 February 2024" in text


def test_a_blank_pad_of_a_familys_own_house_rules_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = tmp_path / "grandma.toml"
    rules.write_text('name = "Grandma\'s Yacht"\nextends = "yacht"\nremove = ["chance"]\n'
                     '[boxes.full_house]\nname = "Big House"\n', encoding="utf-8")
    out = tmp_path / "pad.pdf"
    status, stdout, _ = run(["blank", str(rules), "--players", "Ann", "-o", str(out)], capsys)
    assert status == 0
    assert "pad.pdf (1 page)" in stdout
    (text,) = pdf_pages_text(out.read_bytes())
    assert "Grandma's Yacht" in text
    assert "Big House" in text
    assert "Chance" not in text


def test_a_damaged_house_rules_file_exits_2_naming_the_file_and_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules = tmp_path / "broken.toml"
    rules.write_text('name = "Broken"\nextends = "parcheesi"\n', encoding="utf-8")
    out = tmp_path / "pad.pdf"
    status, stdout, stderr = run(["blank", str(rules), "-o", str(out)], capsys)
    assert status == 2
    assert "broken.toml" in stderr
    assert "extends" in stderr
    assert stdout == ""
    assert not out.exists()
