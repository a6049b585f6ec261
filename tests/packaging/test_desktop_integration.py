"""packaging/linux/install-desktop-integration.sh: the menu entry starts the bundle wherever it is.

The script is run for real on a fake bundle in folders whose names have spaces, ``&``, ``%``,
quotes, ``$`` and backslashes; the ``Exec=`` line it writes is read back by the rules of the
Desktop Entry Specification (string escapes, then quoting, then ``%%``) and must name the
bundle's executable exactly.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .conftest import PACKAGING, RESOURCES

SCRIPT = PACKAGING / "linux" / "install-desktop-integration.sh"
APP_ID = "io.github.yachtgui.YachtGui"

pytestmark = pytest.mark.skipif(sys.platform == "win32" or shutil.which("sh") is None,
                                reason="needs a POSIX sh")


def unescape_string(value: str) -> str:
    """A desktop file's string value: \\s \\n \\t \\r \\\\ escapes."""
    out, chars = [], iter(value)
    for char in chars:
        if char == "\\":
            nxt = next(chars, "")
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(nxt, "\\" + nxt))
        else:
            out.append(char)
    return "".join(out)


def exec_arguments(value: str) -> list[str]:
    """Split an Exec value as a launcher does (after the string escapes are undone)."""
    text = unescape_string(value)
    args: list[str] = []
    current: list[str] = []
    quoted = False
    started = False
    chars = iter(text)
    for char in chars:
        if quoted:
            if char == "\\":
                nxt = next(chars)
                assert nxt in '"`$\\', f"bad escape \\{nxt} inside quotes"
                current.append(nxt)
            elif char == '"':
                quoted = False
            else:
                assert char not in "`$", f"unescaped {char} inside quotes"
                current.append(char)
        elif char == '"':
            quoted = started = True
        elif char == " ":
            if started:
                args.append("".join(current))
                current, started = [], False
        else:
            assert char not in " \t\n\"'\\><~|&;$*?#()`", f"reserved {char!r} outside quotes"
            current.append(char)
            started = True
    assert not quoted, "unterminated quote"
    if started:
        args.append("".join(current))
    # Field codes: %% is a literal percent; %f (the file opened) only as an argument of its own.
    result = []
    for arg in args:
        if arg == "%f":
            result.append(arg)
            continue
        assert "%" not in arg.replace("%%", ""), f"a field code in {arg!r}"
        result.append(arg.replace("%%", "%"))
    return result


def fake_bundle(folder: Path) -> Path:
    """A folder laid out like the Linux bundle: the executables, share/ and the script."""
    share = folder / "share"
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir()
    (share / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    shutil.copy(RESOURCES / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy(RESOURCES / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(RESOURCES / "linux" / f"{APP_ID}.mime.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    (share / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").write_bytes(b"\x89PNG")
    for name in ("yachtgui", "yachtgui-export"):
        exe = folder / name
        exe.write_text("#!/bin/sh\necho started\n")
        exe.chmod(0o755)
    shutil.copy(SCRIPT, folder / SCRIPT.name)
    return folder


def run_script(bundle: Path, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run(["sh", str(bundle / SCRIPT.name), *args], env=env, capture_output=True,
                          text=True, check=False)


def desktop_entry_values(path: Path) -> dict[str, str]:
    values = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition("=")
        if sep and not line.startswith("#"):
            values.setdefault(key, value)
    return values


@pytest.mark.parametrize(
    "folder_name",
    ["Family Games", "Tom & Jerry's games", "100% fun", 'say "yacht"', "cost $5 `now`", "back\\slash",
     "plain"],
)
def test_the_menu_entry_runs_the_bundle_whatever_its_folder_is_called(
    tmp_path: Path, folder_name: str
) -> None:
    bundle = fake_bundle(tmp_path / folder_name / "yachtgui-0.1.0")
    home = tmp_path / "home"
    home.mkdir()
    result = run_script(bundle, home)
    assert result.returncode == 0, result.stderr
    entry = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    values = desktop_entry_values(entry)
    link = home / ".local" / "bin" / "yachtgui"
    # Exec names the link in ~/.local/bin, never the bundle's folder: GLib-based menus hide an
    # entry whose program path has a "%" (they look it up with the "%%" escape still in it).
    assert exec_arguments(values["Exec"]) == [str(link), "%f"]
    assert "%" not in values["Exec"].removesuffix(" %f")
    assert unescape_string(values["TryExec"]) == str(link)
    assert link.resolve() == (bundle / "yachtgui").resolve()
    assert values["Name"] == "yachtgui"  # the rest of the entry is copied as it was
    assert values["MimeType"] == "application/x-yachtgui-game;"
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)],
                               capture_output=True, text=True, check=False)
        assert check.returncode == 0, check.stdout + check.stderr


def test_uninstall_removes_exactly_what_the_install_added(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "a & b" / "yachtgui")
    home = tmp_path / "home"
    (home / ".local" / "bin").mkdir(parents=True)
    (home / ".local" / "bin" / "other-tool").write_text("mine")
    assert run_script(bundle, home).returncode == 0
    result = run_script(bundle, home, "--uninstall")
    assert result.returncode == 0, result.stderr
    caches = ("icon-theme.cache", "mimeinfo.cache")  # the desktop's own indexes, rebuilt by refresh
    mime = home / ".local" / "share" / "mime"  # update-mime-database's index, rebuilt without ours

    def index(path: Path) -> bool:
        in_mime_index = path.is_relative_to(mime) and not path.is_relative_to(mime / "packages")
        return path.name in caches or in_mime_index

    left = sorted(str(p.relative_to(home)) for p in home.rglob("*")
                  if (p.is_file() or p.is_symlink()) and not index(p))
    assert left == [".local/bin/other-tool"]


def test_a_folder_name_with_a_line_break_is_refused_with_a_message(tmp_path: Path) -> None:
    bundle = fake_bundle(tmp_path / "two\nlines")
    home = tmp_path / "home"
    home.mkdir()
    result = run_script(bundle, home)
    assert result.returncode != 0
    assert "line break" in result.stderr
    assert not (home / ".local" / "share" / "applications").exists()


@pytest.mark.skipif(shutil.which("update-mime-database") is None or shutil.which("gio") is None,
                    reason="needs shared-mime-info and GLib's gio (Debian: shared-mime-info libglib2.0-bin)")
def test_a_saved_game_opens_in_the_game_from_the_file_manager(tmp_path: Path) -> None:
    """The install registers *.yacht.json; opening one (as a file manager does) starts the bundle with it."""
    bundle = fake_bundle(tmp_path / "100% fun & games" / "yachtgui")
    opened = tmp_path / "arguments.txt"
    (bundle / "yachtgui").write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{opened}"\n')
    home = tmp_path / "home"
    home.mkdir()
    assert run_script(bundle, home).returncode == 0
    data = home / ".local" / "share"
    assert (data / "mime" / "packages" / f"{APP_ID}.xml").is_file()
    game = tmp_path / "Saturday night.yacht.json"
    game.write_text('{"format": "yachtgui-save"}', encoding="utf-8")
    plain = tmp_path / "notes.json"
    plain.write_text("{}", encoding="utf-8")
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "XDG_CURRENT_DESKTOP": "GNOME"}

    def content_type(path: Path) -> str:
        result = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)], env=env,
                                capture_output=True, text=True, check=True)
        return result.stdout.rsplit("standard::content-type:", 1)[1].strip()

    assert content_type(game) == "application/x-yachtgui-game"
    assert content_type(plain) == "application/json"  # only our own files are claimed
    if shutil.which("xdg-mime"):
        query = subprocess.run(["xdg-mime", "query", "filetype", str(game)], env=env,
                               capture_output=True, text=True, check=False)
        assert query.stdout.strip() == "application/x-yachtgui-game"
        default = subprocess.run(["xdg-mime", "query", "default", "application/x-yachtgui-game"], env=env,
                                 capture_output=True, text=True, check=False)
        assert default.stdout.strip() == f"{APP_ID}.desktop"
    subprocess.run(["gio", "open", str(game)], env=env, check=True, timeout=60)
    # gio starts the program and returns; wait (bounded) for the fake game to write its arguments
    for _ in range(200):
        if opened.is_file() and opened.read_text().endswith("\n"):
            break
        time.sleep(0.05)
    assert opened.read_text().splitlines() == [str(game)]


@pytest.mark.parametrize("home_name", ["home", "Ann's home & 100%"])
def test_the_program_path_is_quoted_only_when_the_specification_asks(tmp_path: Path, home_name: str) -> None:
    """A plain path stays unquoted (xdg-open without a known desktop cannot read quotes); a path
    with a reserved character is quoted and escaped, and still names the link exactly."""
    bundle = fake_bundle(tmp_path / "games" / "yachtgui")
    home = tmp_path / home_name
    home.mkdir()
    assert run_script(bundle, home).returncode == 0
    entry = home / ".local" / "share" / "applications" / f"{APP_ID}.desktop"
    exec_value = desktop_entry_values(entry)["Exec"]
    link = home / ".local" / "bin" / "yachtgui"
    assert exec_arguments(exec_value) == [str(link), "%f"]
    assert exec_value.startswith('"') == (home_name != "home"), exec_value


@pytest.mark.skipif(shutil.which("xdg-open") is None or shutil.which("file") is None,
                    reason="needs xdg-utils and file (Debian: xdg-utils file)")
def test_xdg_open_without_a_known_desktop_starts_the_game_with_the_file(tmp_path: Path) -> None:
    """xdg-open's generic path (no GNOME, KDE or Xfce: i3, sway, Openbox...) runs the first word of
    the entry's Exec line as a program, so a quoted plain path made it fail with 'no method available'.
    Without a desktop, xdg-mime types a file with file(1), which says application/json: the family
    has made yachtgui the program for JSON files here."""
    bundle = fake_bundle(tmp_path / "games" / "yachtgui")
    opened = tmp_path / "arguments.txt"
    (bundle / "yachtgui").write_text(f'#!/bin/sh\nprintf "%s\\n" "$@" > "{opened}"\n')
    home = tmp_path / "home"
    (home / ".config").mkdir(parents=True)
    (home / ".config" / "mimeapps.list").write_text(
        f"[Default Applications]\napplication/json={APP_ID}.desktop\n"
        f"application/x-yachtgui-game={APP_ID}.desktop\n")
    assert run_script(bundle, home).returncode == 0
    game = tmp_path / "Saturday night & more.yacht.json"
    game.write_text('{"format":"yachtgui-save"}', encoding="utf-8")
    # DISPLAY only has to be set: xdg-open then opens with a program instead of a text browser.
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "DISPLAY": ":99"}
    result = subprocess.run(["xdg-open", str(game)], env=env, capture_output=True, text=True, timeout=60,
                            check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    for _ in range(200):
        if opened.is_file() and opened.read_text().endswith("\n"):
            break
        time.sleep(0.05)
    assert opened.read_text().splitlines() == [str(game)]


@pytest.mark.skipif(shutil.which("update-mime-database") is None or shutil.which("gio") is None,
                    reason="needs shared-mime-info and GLib's gio (Debian: shared-mime-info libglib2.0-bin)")
def test_a_saved_game_without_its_name_is_known_by_its_content(tmp_path: Path) -> None:
    """The MIME type's magic: a saved game renamed without '.yacht.json' is still typed as one
    (shared-mime-info sniffs content when no glob matches); other JSON is not claimed."""
    from yachtgui.game import Game
    from yachtgui.persistence.saves import SavedGame, Seat, save_game
    from yachtgui.rules import VARIANTS

    bundle = fake_bundle(tmp_path / "games" / "yachtgui")
    home = tmp_path / "home"
    home.mkdir()
    assert run_script(bundle, home).returncode == 0
    game = Game(VARIANTS["yacht"], ["Ann", "Bob"])
    renamed = tmp_path / "Saturday night"
    save_game(renamed, SavedGame(game, (Seat("Ann"), Seat("Bob"))))
    other = tmp_path / "notes"
    other.write_text('{"format": "something else", "yachtgui-save": false}', encoding="utf-8")
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}

    def content_type(path: Path) -> str:
        result = subprocess.run(["gio", "info", "-a", "standard::content-type", str(path)], env=env,
                                capture_output=True, text=True, check=True)
        return result.stdout.rsplit("standard::content-type:", 1)[1].strip()

    assert content_type(renamed) == "application/x-yachtgui-game"
    assert content_type(other) != "application/x-yachtgui-game"
