"""What an AppImage runtime must do on a family's computer: the matrix of issue 20.

Every case starts a real AppImage in a bare environment with a fresh home and ``TMPDIR`` and
looks at what it ran and what it left behind: planted symlinks (never followed, nothing outside
the runtime's own folder removed), planted or foreign-owned folders (never run), a torn copy
(never trusted), a kill during the first start (nothing left past the next start), two first
starts at once, a full home, a read-only home (the game still starts), two copies of one image
(unpacked once), every ``--appimage-*`` option, portable mode (``<image>.home`` and
``.config``), ``APPIMAGE_EXTRACT_AND_RUN`` and ``TARGET_APPIMAGE`` (the runtime part alone, magic
bytes erased, as AppImageLauncher runs it).

The cases ask only what any runtime must do, not how ours does it, so the same matrix runs on:

- by default: our runtime (``packaging/appimage/runtime.c``, compiled as ``build.py`` compiles it)
  in front of a tiny AppDir whose ``AppRun`` prints what it gets (a few seconds);
- ``YACHTGUI_APPIMAGE_RUNTIME=FILE``: another runtime (the official one, or today's) in front of
  the same tiny AppDir;
- ``YACHTGUI_APPIMAGE=FILE``: a built AppImage (``.ci/run`` and the release workflow pass the one
  they built): the cases start the real game (``--version``); those that read the variables
  ``AppRun`` gets use the tiny AppDir behind that file's own runtime part.

Mounting a small tmpfs (the full home) and handing a folder to another user need root (CI runs as
root; the release workflow runs this module with sudo); without root those cases skip and say so,
or fail with ``YACHTGUI_APPIMAGE_MATRIX_STRICT=1`` (as ``.ci/run`` and the release workflow run it).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import select
import shutil
import signal
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import NoReturn

import pytest

from .conftest import load_packaging_module

pytestmark = pytest.mark.skipif(not shutil.which("mksquashfs"), reason="needs squashfs-tools (mksquashfs)")

TINY_ID = "org.example.Test"
GREETING = "tool says hi"
ROOT = os.geteuid() == 0
STRANGER = 54321  # the uid of "another user" in the ownership cases (root only)
TIMEOUT = 180
STRICT = os.environ.get("YACHTGUI_APPIMAGE_MATRIX_STRICT") == "1"


def cannot_run(reason: str) -> NoReturn:
    """Skip a case this machine cannot run, or fail it in a strict run (CI: every case must run)."""
    if STRICT:
        pytest.fail(f"the matrix must run every case here: {reason}")
    pytest.skip(reason)


@dataclass(frozen=True)
class Subject:
    """The AppImage under test and how to tell that it started the app."""

    image: Path  # the AppImage most cases start
    probe: Path  # the same runtime in front of the tiny AppDir (AppRun prints what it gets)
    runtime: Path  # the runtime part alone
    app_id: str  # the desktop entry's name in ``image``
    args: tuple[str, ...]  # arguments that make the app print ``expect`` and exit 0
    expect: str

    def started(self, result: subprocess.CompletedProcess[str]) -> bool:
        return result.returncode == 0 and self.expect in result.stdout


def tiny_appdir(folder: Path) -> Path:
    """AppRun runs bin/tool (so a torn copy shows) and prints the AppImage variables and arguments."""
    folder.mkdir(parents=True)
    (folder / "AppRun").write_text(
        "#!/bin/sh\n"
        'here=$(dirname "$(readlink -f "$0")")\n'
        'echo "tool=$("$here/bin/tool")"\n'
        'echo "APPIMAGE=$APPIMAGE"; echo "APPDIR=$APPDIR"; echo "ARGV0=$ARGV0"; echo "OWD=$OWD"\n'
        'echo "HOME=$HOME"; echo "XDG_CONFIG_HOME=$XDG_CONFIG_HOME"; echo "CWD=$(pwd)"\n'
        'echo "HERE=$here"\n'
        'for argument in "$@"; do echo "argument=[$argument]"; done\n'
    )
    (folder / "AppRun").chmod(0o755)
    (folder / f"{TINY_ID}.desktop").write_text("[Desktop Entry]\nType=Application\nName=Test\nExec=test\n")
    (folder / "bin").mkdir()
    (folder / "bin" / "tool").write_text(f"#!/bin/sh\necho '{GREETING}'\n")
    (folder / "bin" / "tool").chmod(0o755)
    share = folder / "usr" / "share" / "doc"
    share.mkdir(parents=True)
    (share / "notes.txt").write_text("plain data\n")
    # incompressible, so unpacking takes long enough for a kill to land in the middle of it
    (folder / "data").mkdir()
    for index in range(4):
        (folder / "data" / f"payload{index}.bin").write_bytes(os.urandom(2 << 20))
    (folder / "tool-link").symlink_to("bin/tool")
    return folder


def squashfs(appdir: Path, target: Path) -> Path:
    subprocess.run(
        [
            "mksquashfs",
            str(appdir),
            str(target),
            "-root-owned",
            "-noappend",
            "-comp",
            "zstd",
            "-quiet",
            "-no-progress",
        ],
        check=True,
        capture_output=True,
    )
    return target


def appimage_of(runtime: bytes, image: Path, target: Path) -> Path:
    target.write_bytes(runtime + image.read_bytes())
    target.chmod(0o755)
    return target


@pytest.fixture(scope="module")
def appimage_module() -> ModuleType:
    import sys

    sys.modules.setdefault("appmeta", load_packaging_module("appmeta"))
    return load_packaging_module("appimage")


@pytest.fixture(scope="module")
def subject(appimage_module: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Subject:
    work = tmp_path_factory.mktemp("subject")
    artifact = os.environ.get("YACHTGUI_APPIMAGE")
    if artifact:
        image = Path(artifact).resolve()
        data = image.read_bytes()
        runtime_bytes = data[: appimage_module.elf_end(data)]
    elif os.environ.get("YACHTGUI_APPIMAGE_RUNTIME"):
        runtime_bytes = Path(os.environ["YACHTGUI_APPIMAGE_RUNTIME"]).read_bytes()
    else:
        if not (shutil.which("gcc") or shutil.which("cc")):
            pytest.skip("needs a C compiler (gcc) to build the runtime")
        if not Path("/usr/include/squashfuse/squashfuse.h").is_file():
            pytest.skip("needs libsquashfuse-dev (and the static decompressor libraries)")
        runtime_bytes = appimage_module.compile_runtime(work / "compiled").read_bytes()
    runtime = work / "runtime"
    runtime.write_bytes(runtime_bytes)
    runtime.chmod(0o755)
    probe = appimage_of(
        runtime_bytes,
        squashfs(tiny_appdir(work / "AppDir"), work / "tiny.squashfs"),
        work / "Tiny Test.AppImage",
    )
    if artifact:
        meta = load_packaging_module("appmeta").read_metadata()
        return Subject(
            image,
            probe,
            runtime,
            "io.github.yachtgui.YachtGui",
            ("--version",),
            f"{meta.name} {meta.version}",
        )
    return Subject(probe, probe, runtime, TINY_ID, (), f"tool={GREETING}")


@dataclass
class Place:
    """A fresh home and temporary folder for one start (or a few)."""

    home: Path
    tmp: Path
    extra: dict[str, str]

    @property
    def cache(self) -> Path:
        return Path(self.extra.get("XDG_CACHE_HOME", self.home / ".cache"))

    def env(self, **more: str) -> dict[str, str]:
        return {
            "HOME": str(self.home),
            "TMPDIR": str(self.tmp),
            "PATH": "/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "QT_QPA_PLATFORM": "offscreen",
            **self.extra,
            **more,
        }


def new_place(base: Path, name: str = "place", **extra: str) -> Place:
    place = Place(base / name / "home", base / name / "tmp", dict(extra))
    place.home.mkdir(parents=True)
    place.tmp.mkdir()
    return place


def start(
    image: Path, *args: str, place: Place, cwd: Path | None = None, executable: Path | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(executable or image), *args],
        env=place.env(**env),
        cwd=cwd or place.home,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
        check=False,
    )


def start_app(subject: Subject, place: Place, image: Path | None = None) -> subprocess.CompletedProcess[str]:
    result = start(image or subject.image, *subject.args, place=place)
    assert subject.started(result), (result.returncode, result.stdout[-2000:], result.stderr[-2000:])
    return result


def unpacked_copies(place: Place) -> list[Path]:
    """Folders holding an unpacked AppDir (an AppRun) that a start left in the home or TMPDIR."""
    found = []
    for top in (place.home, place.tmp):
        for folder, dirs, files in os.walk(top):
            if "AppRun" in files:
                found.append(Path(folder))
                dirs.clear()
    return found


def leftovers(place: Place, keep: list[Path]) -> list[str]:
    """Everything in the home and TMPDIR except ``keep`` (and what leads to or lies in it)."""
    kept = {path.resolve() for path in keep}
    left = []
    for top in (place.home, place.tmp):
        for folder, dirs, files in os.walk(top):
            here = Path(folder).resolve()
            if here in kept:
                dirs.clear()
                continue
            leads_somewhere = any(here in path.parents for path in kept)
            if here != top.resolve() and not leads_somewhere:
                left.append(str(here))
                dirs.clear()
                continue
            left += [str(here / name) for name in files]
    return left


def snapshot(folder: Path) -> dict[str, bytes | str]:
    """What a folder holds (paths, file contents, symlink targets), to prove it was not touched."""
    seen: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        key = str(path.relative_to(folder))
        if path.is_symlink():
            seen[key] = "-> " + os.readlink(path)
        elif path.is_file():
            seen[key] = path.read_bytes()
        else:
            seen[key] = "folder"
    return seen


def victim(base: Path) -> Path:
    """A family's folder with saved games: what a planted symlink must never let anything touch."""
    folder = base / "victim"
    (folder / "Saves").mkdir(parents=True)
    (folder / "Saves" / "kismet.yacht.json").write_text('{"game": 1}')
    (folder / "notes.txt").write_text("keep me")
    return folder


def learn_where_it_unpacks(subject: Subject, base: Path) -> tuple[Path, Path]:
    """Start once in a scratch home: (the unpacked folder relative to the home, that folder).

    Skips when the runtime keeps no unpacked copy (a mounting runtime): then there is nothing to
    plant things at.
    """
    scratch = new_place(base, "scratch")
    start_app(subject, scratch)
    copies = [path for path in unpacked_copies(scratch) if scratch.home in path.parents]
    if not copies:
        pytest.skip("this runtime keeps no unpacked copy in the home (it mounts): nothing to plant at")
    [copy] = copies
    return copy.relative_to(scratch.home), copy


def plant_evil_copy(real: Path, at: Path) -> Path:
    """A copy of a real unpacked folder (with whatever marks the runtime put in it) whose AppRun
    prints PLANTED: a runtime that trusts it runs the planter's code."""
    at.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    shutil.copytree(real, at, symlinks=True)
    (at / "AppRun").write_text("#!/bin/sh\necho PLANTED\n")
    (at / "AppRun").chmod(0o755)
    return at


def appdir_entries(subject: Subject, image: Path, base: Path) -> set[str]:
    """The AppDir's entries, as the runtime's own --appimage-extract lists them."""
    work = base / "entries"
    work.mkdir()
    result = start(image, "--appimage-extract", place=new_place(base, "entries place"), cwd=work)
    assert result.returncode == 0, result.stderr
    root = work / "squashfs-root"
    return {str(path.relative_to(root)) for path in root.rglob("*")}


@contextlib.contextmanager
def tmpfs(folder: Path, options: str) -> Iterator[None]:
    """A small tmpfs on ``folder`` (root only), unmounted afterwards."""
    if not ROOT:
        cannot_run("mounting a small tmpfs needs root (CI runs this as root)")
    result = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)],
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode != 0:
        cannot_run(f"cannot mount a tmpfs here: {result.stderr.strip()}")
    try:
        yield
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


# ---- planted symlinks: never followed, nothing outside its own folder removed ----------------


@pytest.mark.parametrize("link", ["appimage", "appimage/{id}"])
def test_a_symlink_planted_in_the_cache_is_never_followed(
    subject: Subject, tmp_path: Path, link: str
) -> None:
    saves = victim(tmp_path)
    before = snapshot(saves)
    place = new_place(tmp_path)
    planted = place.cache / link.format(id=subject.app_id)
    planted.parent.mkdir(parents=True, exist_ok=True)
    planted.symlink_to(saves, target_is_directory=True)
    start_app(subject, place)
    start_app(subject, place)
    assert snapshot(saves) == before  # nothing written there, and Saves/ not deleted
    assert planted.is_symlink()
    assert list(place.tmp.iterdir()) == []  # a temporary copy, if it used one, went with the app


def test_symlinks_planted_in_its_own_folder_are_never_followed(subject: Subject, tmp_path: Path) -> None:
    where, real = learn_where_it_unpacks(subject, tmp_path)
    saves = victim(tmp_path)
    evil = plant_evil_copy(real, tmp_path / "evil")
    before_saves, before_evil = snapshot(saves), snapshot(evil)
    place = new_place(tmp_path)
    folder = place.home / where
    folder.parent.mkdir(parents=True, mode=0o700)
    folder.symlink_to(evil, target_is_directory=True)  # the very folder it would run from
    for name in (".unpacking-0000000000000000-abcdef", "0123456789abcdef", "f" * 64):
        (folder.parent / name).symlink_to(saves, target_is_directory=True)  # look like its own leftovers
    result = start_app(subject, place)
    assert "PLANTED" not in result.stdout
    assert snapshot(saves) == before_saves
    assert snapshot(evil) == before_evil


# ---- planted or foreign-owned folders: never run --------------------------------------------


def chown_tree(folder: Path, uid: int) -> None:
    for path in [folder, *folder.rglob("*")]:
        os.chown(path, uid, uid, follow_symlinks=False)


@pytest.mark.parametrize(
    "how",
    [
        "open to everyone (0777)",
        "owned by another user",
        "in a folder of another user",
        "in a shared cache (sticky 1777)",
    ],
)
def test_a_planted_folder_is_never_run(subject: Subject, tmp_path: Path, how: str) -> None:
    if "user" in how and not ROOT:
        cannot_run("handing a folder to another user needs root (CI runs this as root)")
    where, real = learn_where_it_unpacks(subject, tmp_path)
    extra = {}
    if "shared" in how:
        shared = tmp_path / "shared cache"
        shared.mkdir()
        shared.chmod(0o1777)
        extra["XDG_CACHE_HOME"] = str(shared)
    place = new_place(tmp_path, **extra)
    relative = where.relative_to(".cache")  # appimage/<id>/<key>
    planted = plant_evil_copy(real, place.cache / relative)
    if "0777" in how:
        planted.chmod(0o777)
    elif "owned by another user" in how:
        chown_tree(planted, STRANGER)
    elif "folder of another user" in how:
        chown_tree(planted.parent, STRANGER)
        planted.parent.chmod(0o755)
    else:  # another user made appimage/ in a cache everyone may write to, open to everyone
        top = place.cache / "appimage"
        for path in [top, *top.rglob("*")]:
            if path.is_dir() and not path.is_symlink():
                path.chmod(0o777)
        if ROOT:
            chown_tree(top, STRANGER)
    result = start_app(subject, place)
    assert "PLANTED" not in result.stdout


def test_a_torn_copy_is_never_trusted(subject: Subject, tmp_path: Path) -> None:
    """What a power cut leaves when data is not synced: every file there, AppRun too, but empty or
    missing (and no completeness mark, which a runtime writes only after syncing)."""
    where, real = learn_where_it_unpacks(subject, tmp_path)
    entries = appdir_entries(subject, subject.image, tmp_path)
    place = new_place(tmp_path)
    torn = place.home / where
    torn.parent.mkdir(parents=True, mode=0o700)
    shutil.copytree(real, torn, symlinks=True)
    torn.chmod(real.stat().st_mode)
    for path in sorted(torn.rglob("*"), reverse=True):
        relative = str(path.relative_to(torn))
        if relative not in entries:  # the runtime's own marks: not written before the power cut
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
        elif path.is_file() and not path.is_symlink() and path.name != "AppRun":
            path.write_bytes(b"")
    start_app(subject, place)  # started from a whole copy
    start_app(subject, place)


# ---- a kill during the first start; two first starts at once -------------------------------


def wait_for_a_file(place: Place, process: subprocess.Popen[str]) -> bool:
    """True once some file appears under the home's cache or TMPDIR while ``process`` runs."""
    while process.poll() is None:
        for top in (place.cache, place.tmp):
            for _folder, _dirs, files in os.walk(top):
                if files:
                    return True
    return False


def test_a_kill_during_the_first_start_leaves_nothing_past_the_next_start(
    subject: Subject, tmp_path: Path
) -> None:
    for attempt in range(25):
        place = new_place(tmp_path, f"attempt {attempt}")
        with subprocess.Popen(
            [str(subject.image), *subject.args],
            env=place.env(),
            cwd=place.home,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            text=True,
        ) as process:
            landed = wait_for_a_file(place, process)
            if landed:
                process.send_signal(signal.SIGKILL)
            process.wait(TIMEOUT)
        if landed and process.returncode == -signal.SIGKILL:
            break
    else:
        if unpacked_copies(place):
            pytest.fail("could not kill a first start while it unpacked (25 tries)")
    # the next start runs the app from a whole copy and removes what the killed one left
    start_app(subject, place)
    assert leftovers(place, unpacked_copies(place)) == []
    assert len(unpacked_copies(place)) <= 1


def test_two_first_starts_at_once(subject: Subject, tmp_path: Path) -> None:
    place = new_place(tmp_path)
    processes = [
        subprocess.Popen(
            [str(subject.image), *subject.args],
            env=place.env(),
            cwd=place.home,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(3)
    ]
    for process in processes:
        out, err = process.communicate(timeout=TIMEOUT)
        assert process.returncode == 0, err
        assert subject.expect in out
    copies = unpacked_copies(place)
    assert len(copies) <= 1
    assert leftovers(place, copies) == []


# ---- a full or read-only home: the game still starts ----------------------------------------


def test_a_full_home_still_starts_the_game(subject: Subject, tmp_path: Path) -> None:
    place = new_place(tmp_path)
    with tmpfs(place.home, "size=256k,mode=0700"):  # far too small for the unpacked app
        result = start_app(subject, place)
        assert result.returncode == 0
        files = [path for path in place.home.rglob("*") if path.is_file()]
        assert files == []  # nothing half-unpacked left to fill the home
        assert list(place.tmp.iterdir()) == []  # the temporary copy went with the app


def test_a_read_only_home_still_starts_the_game(subject: Subject, tmp_path: Path) -> None:
    place = new_place(tmp_path)
    if ROOT:
        with tmpfs(place.home, "ro,size=64k,mode=0755"):
            start_app(subject, place)
    else:
        place.home.chmod(0o555)
        try:
            start_app(subject, place)
        finally:
            place.home.chmod(0o755)
    assert list(place.tmp.iterdir()) == []  # the temporary copy went with the app


# ---- two copies of one image: unpacked once --------------------------------------------------


def test_two_copies_of_one_image_are_unpacked_once(subject: Subject, tmp_path: Path) -> None:
    place = new_place(tmp_path)
    first = tmp_path / "Downloads" / subject.image.name
    second = tmp_path / "Desktop" / subject.image.name
    for copy in (first, second):
        copy.parent.mkdir()
        shutil.copyfile(subject.image, copy)
        copy.chmod(0o755)
    os.utime(second, (time.time() - 86400, time.time() - 86400))  # copied a day later, say
    start_app(subject, place, first)
    copies = unpacked_copies(place)
    identity = [(path, path.stat().st_ino, path.stat().st_mtime_ns) for path in copies]
    for image in (second, first, second):
        start_app(subject, place, image)
        assert [
            (path, path.stat().st_ino, path.stat().st_mtime_ns) for path in unpacked_copies(place)
        ] == identity
    assert leftovers(place, copies) == []


# ---- the options and variables -----------------------------------------------------------------


def output(result: subprocess.CompletedProcess[str]) -> str:
    return result.stdout + result.stderr


def test_appimage_help_lists_the_options(subject: Subject, tmp_path: Path) -> None:
    result = start(subject.image, "--appimage-help", place=new_place(tmp_path))
    assert result.returncode == 0
    for option in (
        "--appimage-extract",
        "--appimage-extract-and-run",
        "--appimage-help",
        "--appimage-mount",
        "--appimage-offset",
        "--appimage-portable-home",
        "--appimage-portable-config",
        "--appimage-signature",
        "--appimage-updateinfo",
        "--appimage-version",
    ):
        assert option in output(result)
    assert subject.expect not in result.stdout  # the app did not run


def test_appimage_version_prints_the_runtime_version(subject: Subject, tmp_path: Path) -> None:
    result = start(subject.image, "--appimage-version", place=new_place(tmp_path))
    assert result.returncode == 0, output(result)
    assert "version" in output(result).lower()
    assert subject.expect not in result.stdout


def test_appimage_offset_is_where_the_squashfs_image_starts(subject: Subject, tmp_path: Path) -> None:
    result = start(subject.image, "--appimage-offset", place=new_place(tmp_path))
    assert result.returncode == 0, output(result)
    offset = int(result.stdout)
    assert offset == subject.runtime.stat().st_size
    with subject.image.open("rb") as image:
        image.seek(offset)
        assert image.read(4) == b"hsqs"


def test_appimage_extract_unpacks_everything_into_squashfs_root(subject: Subject, tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    result = start(subject.probe, "--appimage-extract", place=new_place(tmp_path), cwd=work)
    assert result.returncode == 0, output(result)
    root = work / "squashfs-root"
    assert (root / "bin" / "tool").read_text() == f"#!/bin/sh\necho '{GREETING}'\n"
    assert (root / "bin" / "tool").stat().st_mode & 0o777 == 0o755
    assert os.readlink(root / "tool-link") == "bin/tool"
    assert (root / "data" / "payload3.bin").stat().st_size == 2 << 20
    assert "tool=" not in result.stdout  # extracted, not run


def test_appimage_extract_with_a_pattern_takes_only_what_matches(subject: Subject, tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    place = new_place(tmp_path)
    result = start(subject.probe, "--appimage-extract", "*.desktop", place=place, cwd=work)
    assert result.returncode == 0, output(result)
    root = work / "squashfs-root"
    assert sorted(str(path.relative_to(root)) for path in root.rglob("*")) == [f"{TINY_ID}.desktop"]
    result = start(subject.probe, "--appimage-extract", "usr/share", place=place, cwd=work)  # adds to it
    assert result.returncode == 0, output(result)
    assert (root / "usr" / "share" / "doc" / "notes.txt").read_text() == "plain data\n"
    assert (root / f"{TINY_ID}.desktop").is_file()
    assert not (root / "bin").exists()


def test_appimage_extract_never_follows_a_symlink_planted_in_squashfs_root(
    subject: Subject, tmp_path: Path
) -> None:
    saves = victim(tmp_path)
    before = snapshot(saves)
    work = tmp_path / "work"
    (work / "squashfs-root").mkdir(parents=True)
    (work / "squashfs-root" / "bin").symlink_to(saves, target_is_directory=True)
    (work / "squashfs-root" / "AppRun").symlink_to(saves / "notes.txt")
    start(subject.probe, "--appimage-extract", place=new_place(tmp_path), cwd=work)
    assert snapshot(saves) == before


def app_report(result: subprocess.CompletedProcess[str]) -> dict[str, str]:
    lines = [line.split("=", 1) for line in result.stdout.splitlines() if "=" in line]
    return {name: value for name, value in lines if name != "argument"}


def arguments(result: subprocess.CompletedProcess[str]) -> list[str]:
    return [
        line[len("argument=[") : -1] for line in result.stdout.splitlines() if line.startswith("argument=[")
    ]


def test_the_arguments_and_the_appimage_variables_reach_apprun(subject: Subject, tmp_path: Path) -> None:
    place = new_place(tmp_path)
    odd = tmp_path / "Family Games & Fun 100%"
    odd.mkdir()
    image = odd / "Test $HOME.AppImage"
    shutil.copyfile(subject.probe, image)
    image.chmod(0o755)
    cwd = tmp_path / "where I was"
    cwd.mkdir()
    result = start(image, "a b", "", "%f & $HOME", "--version", place=place, cwd=cwd)
    assert result.returncode == 0, output(result)
    report = app_report(result)
    assert report["tool"] == GREETING
    assert report["APPIMAGE"] == str(image)
    assert report["ARGV0"] == str(image)
    assert report["OWD"] == str(cwd)
    assert report["CWD"] == str(cwd)  # so a saved game named relative to the terminal's folder opens
    assert Path(report["APPDIR"]).resolve() == Path(report["HERE"])
    assert arguments(result) == ["a b", "", "%f & $HOME", "--version"]


@pytest.mark.parametrize("how", ["--appimage-extract-and-run", "APPIMAGE_EXTRACT_AND_RUN=1"])
def test_extract_and_run_runs_from_a_temporary_folder_and_removes_it(
    subject: Subject, tmp_path: Path, how: str
) -> None:
    place = new_place(tmp_path)
    if how.startswith("--"):
        result = start(subject.probe, how, "one", "two words", place=place)
    else:
        result = start(subject.probe, "one", "two words", place=place, APPIMAGE_EXTRACT_AND_RUN="1")
    assert result.returncode == 0, output(result)
    report = app_report(result)
    assert report["tool"] == GREETING
    assert Path(report["APPDIR"]).is_relative_to(place.tmp)
    assert report["APPIMAGE"] == str(subject.probe)
    assert arguments(result) == ["one", "two words"]
    assert list(place.tmp.iterdir()) == []  # removed when the app ended
    assert [path for path in place.home.rglob("*") if path.is_file()] == []  # nothing in the home
    real = start(subject.image, *subject.args, place=place, APPIMAGE_EXTRACT_AND_RUN="1")
    assert subject.started(real), output(real)
    assert list(place.tmp.iterdir()) == []


def test_extract_and_run_never_uses_a_folder_or_symlink_planted_in_tmpdir(
    subject: Subject, tmp_path: Path
) -> None:
    """The official runtime's folder name is predictable ($TMPDIR/appimage_extracted_<md5 of the
    file>): a folder or symlink planted there must be neither run nor followed."""
    saves = victim(tmp_path)
    before = snapshot(saves)
    digest = hashlib.md5(subject.probe.read_bytes()).hexdigest()
    apprun = subject.probe.parent / "AppDir" / "AppRun"
    evil = "#!/bin/sh\necho PLANTED\nexit 0\n"
    evil += "#" * (apprun.stat().st_size - len(evil))  # same size: a runtime that compares sizes keeps it
    for planted_kind in ("symlink", "folder"):
        place = new_place(tmp_path, planted_kind)
        planted = place.tmp / f"appimage_extracted_{digest}"
        if planted_kind == "symlink":
            planted.symlink_to(saves, target_is_directory=True)
        else:
            shutil.copytree(subject.probe.parent / "AppDir", planted, symlinks=True)
            (planted / "AppRun").write_text(evil)
            planted.chmod(0o777)
        result = start(subject.probe, "--appimage-extract-and-run", place=place)
        assert "PLANTED" not in result.stdout
        assert app_report(result).get("tool") == GREETING, output(result)
        assert snapshot(saves) == before


def test_appimage_mount_mounts_or_says_it_cannot(subject: Subject, tmp_path: Path) -> None:
    """With FUSE: print the mount point, which holds the AppDir while it waits; without: say that FUSE
    is missing and end with a non-zero status (not print an empty folder and wait forever)."""
    place = new_place(tmp_path)
    with subprocess.Popen(
        [str(subject.probe), "--appimage-mount"],
        env=place.env(),
        cwd=place.home,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    ) as process:
        assert process.stdout is not None
        deadline = time.monotonic() + 20
        printed = []
        while time.monotonic() < deadline:
            ready, _, _ = select.select([process.stdout], [], [], 0.2)
            line = process.stdout.readline() if ready else ""
            printed.append(line)
            if line.startswith("/"):  # a mount point: it must hold the AppDir now
                holds_appdir = (Path(line.strip()) / "AppRun").is_file()
                process.terminate()
                assert holds_appdir, printed
                return
            if (not line and ready) or process.poll() is not None:
                break
        else:
            process.kill()
            pytest.fail(f"--appimage-mount neither mounted nor ended: {printed}")
        rest = process.communicate(timeout=TIMEOUT)[0]
    assert process.returncode != 0
    assert "FUSE" in "".join(printed) + rest
    assert "tool=" not in rest


def elf_sections(data: bytes) -> dict[str, bytes]:
    """The named sections of a 64-bit little-endian ELF file (the runtime part of an AppImage)."""
    assert data[:4] == b"\x7fELF"
    assert (data[4], data[5]) == (2, 1)  # 64-bit, little-endian

    def number(at: int, size: int) -> int:
        return int.from_bytes(data[at : at + size], "little")

    shoff, entsize, count, names_index = number(0x28, 8), number(0x3A, 2), number(0x3C, 2), number(0x3E, 2)
    headers = [shoff + index * entsize for index in range(count)]
    names_at = number(headers[names_index] + 0x18, 8)
    sections = {}
    for header in headers:
        name_at = names_at + number(header, 4)
        name = data[name_at : data.index(b"\0", name_at)].decode()
        offset, size = number(header + 0x18, 8), number(header + 0x20, 8)
        sections[name] = data[offset : offset + size]
    return sections


@pytest.mark.parametrize(
    ("option", "section"),
    [
        ("--appimage-updateinformation", ".upd_info"),
        ("--appimage-updateinfo", ".upd_info"),
        ("--appimage-signature", ".sha256_sig"),
    ],
)
def test_the_update_information_and_signature_options_print_their_sections(
    subject: Subject, tmp_path: Path, option: str, section: str
) -> None:
    """The specification's optional ELF sections, which AppImage tools (appimagetool, AppImageUpdate,
    AppImageLauncher) write and read: the runtime has them (empty, zeros, or holding what a tool
    wrote) and its options print what is there (an empty line when nothing)."""
    sections = elf_sections(subject.runtime.read_bytes())
    assert len(sections.get(".upd_info", b"")) >= 512, sorted(sections)
    assert len(sections.get(".sha256_sig", b"")) >= 512, sorted(sections)
    result = start(subject.image, option, place=new_place(tmp_path))
    assert result.returncode == 0, output(result)
    assert result.stdout == sections[section].split(b"\0", 1)[0].decode() + "\n"
    assert subject.expect not in result.stdout  # the app did not run


def test_portable_home_and_config_are_made_and_become_the_apps_home_and_config(
    subject: Subject, tmp_path: Path
) -> None:
    """Portable mode: --appimage-portable-home/-config make "<image>.home"/".config" beside the image,
    and from then on AppRun gets them as HOME and XDG_CONFIG_HOME (the family's data on the stick)."""
    stick = tmp_path / "USB stick & co"
    stick.mkdir()
    image = stick / "Yacht Game.AppImage"
    shutil.copyfile(subject.probe, image)
    image.chmod(0o755)
    place = new_place(tmp_path)
    before = app_report(start(image, place=place))
    assert before["HOME"] == str(place.home)
    assert before["XDG_CONFIG_HOME"] == ""
    for kind in ("home", "config"):
        made = start(image, f"--appimage-portable-{kind}", place=place)
        assert made.returncode == 0, output(made)
        assert "tool=" not in made.stdout
        folder = Path(f"{image}.{kind}")
        assert folder.is_dir()
        assert folder.stat().st_mode & 0o077 == 0  # the family's files: the user's alone
    result = start(image, "a b", place=place)
    assert result.returncode == 0, output(result)
    report = app_report(result)
    assert report["tool"] == GREETING
    assert report["HOME"] == f"{image}.home"
    assert report["XDG_CONFIG_HOME"] == f"{image}.config"
    assert arguments(result) == ["a b"]
    extracted = app_report(start(image, "--appimage-extract-and-run", place=place))
    assert extracted["HOME"] == f"{image}.home"


def test_a_portable_home_someone_else_can_write_is_not_used(subject: Subject, tmp_path: Path) -> None:
    """A "<image>.home" planted beside an image in a shared folder (anyone may write it) would hand
    the family's games and settings to whoever planted it: the app keeps the real home."""
    shared = tmp_path / "shared"
    shared.mkdir()
    image = shared / "game.AppImage"
    shutil.copyfile(subject.probe, image)
    image.chmod(0o755)
    planted = Path(f"{image}.home")
    planted.mkdir()
    planted.chmod(0o777)
    place = new_place(tmp_path)
    result = start(image, place=place)
    assert app_report(result).get("tool") == GREETING, output(result)
    assert app_report(result)["HOME"] == str(place.home)


def test_the_real_app_keeps_its_files_in_the_portable_home(subject: Subject, tmp_path: Path) -> None:
    """The game itself follows portable mode: its self-test report (the user's log folder) lands in
    "<image>.home", and nothing of the app's in the real home (only the runtime's unpacked copy)."""
    image = tmp_path / "stick" / subject.image.name
    image.parent.mkdir()
    shutil.copyfile(subject.image, image)
    image.chmod(0o755)
    place = new_place(tmp_path)
    assert start(image, "--appimage-portable-home", place=place).returncode == 0
    if subject.app_id == TINY_ID:
        result = start(image, place=place)
        assert app_report(result)["HOME"] == f"{image}.home", output(result)
        return
    result = start(image, "--self-test", place=place)
    assert result.returncode == 0, output(result)[-3000:]
    portable = Path(f"{image}.home")
    assert list(portable.rglob("self-test.txt")), sorted(str(p) for p in portable.rglob("*"))
    real = [path for path in place.home.rglob("*") if path.is_file() and not path.is_relative_to(place.cache)]
    assert real == []


def test_an_unknown_appimage_option_is_refused(subject: Subject, tmp_path: Path) -> None:
    result = start(subject.probe, "--appimage-no-such-option", place=new_place(tmp_path))
    assert result.returncode != 0
    assert "tool=" not in result.stdout


def test_target_appimage_runs_the_named_image_with_the_runtime_alone(
    subject: Subject, tmp_path: Path
) -> None:
    """AppImageLauncher: a copy of the runtime part, magic bytes erased, TARGET_APPIMAGE naming the image."""
    launcher = tmp_path / "launcher runtime"
    data = bytearray(subject.runtime.read_bytes())
    assert data[8:11] == b"AI\x02"
    data[8:11] = bytes(3)
    launcher.write_bytes(bytes(data))
    launcher.chmod(0o755)
    place = new_place(tmp_path)
    result = start(subject.probe, "x y", place=place, executable=launcher, TARGET_APPIMAGE=str(subject.probe))
    assert result.returncode == 0, output(result)
    report = app_report(result)
    assert report["tool"] == GREETING
    assert report["APPIMAGE"] == str(subject.probe)
    assert report["ARGV0"] == str(subject.probe)
    assert arguments(result) == ["x y"]
    offset = start(
        subject.probe,
        "--appimage-offset",
        place=place,
        executable=launcher,
        TARGET_APPIMAGE=str(subject.probe),
    )
    assert int(offset.stdout) == subject.runtime.stat().st_size
    real = start(
        subject.image, *subject.args, place=place, executable=launcher, TARGET_APPIMAGE=str(subject.image)
    )
    assert subject.started(real), output(real)


# ---- found in review: mount points, unsafe parents, kept folders, a killed clean-up ------------


@pytest.mark.parametrize("where_planted", ["cache", "TMPDIR"])
def test_a_mount_point_with_its_own_names_is_never_emptied(
    subject: Subject, tmp_path: Path, where_planted: str
) -> None:
    """A file system mounted (by the user) at a name the runtime gives its own leftovers: the
    clean-up of stale folders must not cross into it."""
    place = new_place(tmp_path)
    if where_planted == "cache":
        where, _real = learn_where_it_unpacks(subject, tmp_path)
        mount_point = place.home / where.parent / "0123456789abcdef"
        args: tuple[str, ...] = subject.args
    else:
        mount_point = place.tmp / f"appimage_extracted_{'0' * 32}-abcdef"
        args = ("--appimage-extract-and-run", *subject.args)
    mount_point.mkdir(parents=True, mode=0o700)
    with tmpfs(mount_point, "size=1m,mode=0700"):
        saves = victim(mount_point)
        before = snapshot(saves)
        result = start(subject.image, *args, place=place)
        assert subject.started(result), output(result)
        assert snapshot(saves) == before


@pytest.mark.parametrize("how", ["in a folder open to everyone", "writable by another user's group"])
def test_a_cache_that_others_can_change_is_never_run_from(subject: Subject, tmp_path: Path, how: str) -> None:
    """Whoever can rename a folder on the way to the unpacked copy can swap it for their own after
    the runtime checked it (while the app loads its libraries): the runtime must not run from it."""
    if "group" in how and not ROOT:
        cannot_run("handing a folder to another group needs root (CI runs this as root)")
    open_folder = tmp_path / "open"
    open_folder.mkdir()
    if "everyone" in how:
        open_folder.chmod(0o777)  # not sticky: anyone may rename what is in it
        cache = open_folder / "cache"
        cache.mkdir(mode=0o700)
    else:
        cache = open_folder
        os.chown(cache, os.geteuid(), STRANGER)
        cache.chmod(0o770)
    place = new_place(tmp_path, XDG_CACHE_HOME=str(cache))
    result = start(subject.probe, place=place)
    assert result.returncode == 0, output(result)
    assert app_report(result)["tool"] == GREETING
    assert not Path(app_report(result)["APPDIR"]).is_relative_to(open_folder), output(result)


def test_extract_and_run_never_runs_from_a_tmpdir_others_can_change(subject: Subject, tmp_path: Path) -> None:
    open_folder = tmp_path / "open"
    open_folder.mkdir()
    open_folder.chmod(0o777)  # not sticky: anyone may rename the runtime's folder and put theirs
    place = new_place(tmp_path, TMPDIR=str(open_folder))
    result = start(subject.probe, "--appimage-extract-and-run", place=place)
    assert result.returncode == 0, output(result)
    assert app_report(result)["tool"] == GREETING
    assert not Path(app_report(result)["APPDIR"]).is_relative_to(open_folder), output(result)
    assert list(open_folder.iterdir()) == []


def test_a_clean_up_killed_half_way_never_leaves_a_copy_that_is_trusted(
    subject: Subject, tmp_path: Path
) -> None:
    """A start removes the copy of an older version; killed (or a power cut) after any number of
    removals, that older version must still start, from a whole copy, afterwards. strace kills the
    start at its n-th unlinkat, for every n."""
    if not shutil.which("strace"):
        cannot_run("needs strace to kill a start at an exact point")
    learn_where_it_unpacks(subject, tmp_path)  # skips a runtime that keeps no copy
    older = subject.probe
    newer_appdir = tiny_appdir(tmp_path / "newer AppDir")
    (newer_appdir / "newer.txt").write_text("a new version\n")
    newer = appimage_of(
        subject.runtime.read_bytes(),
        squashfs(newer_appdir, tmp_path / "newer.squashfs"),
        tmp_path / "Newer.AppImage",
    )
    template = new_place(tmp_path, "template")
    assert app_report(start(older, place=template))["tool"] == GREETING
    for n in range(1, 200):
        place = new_place(tmp_path, f"killed at {n}")
        shutil.rmtree(place.home)
        shutil.copytree(template.home, place.home, symlinks=True)
        traced = subprocess.run(
            [
                "strace",
                "-f",
                "-qq",
                "-o",
                "/dev/null",
                "-e",
                "trace=unlinkat,unlink,rmdir",
                "-e",
                f"inject=unlinkat,unlink,rmdir:signal=SIGKILL:when={n}",
                str(newer),
            ],
            env=place.env(),
            cwd=place.home,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
        if "ptrace" in traced.stderr and "Operation not permitted" in traced.stderr:
            cannot_run(f"strace cannot trace here: {traced.stderr.strip()}")
        result = start(older, place=place)
        assert app_report(result).get("tool") == GREETING, (n, output(result))
        if "tool=" in traced.stdout:  # the newer one ran: it was not killed, every removal was done
            break
    else:
        pytest.fail("the newer version never got to start")


def test_appimage_extract_never_fills_a_squashfs_root_someone_else_controls(
    subject: Subject, tmp_path: Path
) -> None:
    """``cd /tmp && ./x.AppImage --appimage-extract``: a squashfs-root planted there by another user
    (open to everyone) would let them change the extracted AppRun before the user runs it."""
    work = tmp_path / "shared"
    work.mkdir()
    work.chmod(0o1777)
    planted = work / "squashfs-root"
    planted.mkdir()
    planted.chmod(0o777)
    if ROOT:
        os.chown(planted, STRANGER, STRANGER)
    result = start(subject.probe, "--appimage-extract", place=new_place(tmp_path), cwd=work)
    assert not (planted / "AppRun").exists(), output(result)
    assert result.returncode != 0
    assert "squashfs-root" in output(result)


def test_a_folder_kept_with_no_cleanup_stays_after_the_next_start(subject: Subject, tmp_path: Path) -> None:
    """NO_CLEANUP keeps the extracted folder (to look into it): a later start must not remove it."""
    place = new_place(tmp_path)
    first = start(subject.probe, "--appimage-extract-and-run", place=place, NO_CLEANUP="1")
    assert first.returncode == 0, output(first)
    kept = Path(app_report(first)["APPDIR"])
    assert (kept / "AppRun").is_file()
    again = start(subject.probe, "--appimage-extract-and-run", place=place, NO_CLEANUP="1")
    assert app_report(again)["tool"] == GREETING, output(again)
    assert (kept / "AppRun").is_file()


def test_a_cache_path_too_long_is_not_cut_short(subject: Subject, tmp_path: Path) -> None:
    """XDG_CACHE_HOME longer than a path may be: the runtime must not make and use a folder named
    by a part of it (the game still starts)."""
    top = tmp_path / "long"
    too_long = top.joinpath(*["c" * 200] * 24)  # about 4.8 KB: longer than PATH_MAX
    place = new_place(tmp_path, XDG_CACHE_HOME=str(too_long))
    start_app(subject, place)
    assert not top.exists()
