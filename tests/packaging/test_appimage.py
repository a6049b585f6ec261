"""packaging/appimage.py and our AppImage runtime (packaging/appimage/runtime.c).

The AppDir's layout; the AppImage's two parts (runtime, then squashfs where the ELF ends); and
the runtime itself, compiled as build.py compiles it and started on small test images: the
type 2 magic and offset, ``--appimage-extract`` (directories, an executable, a symlink), the
user's arguments and the AppImage variables reaching AppRun, the unpacked copy in the cache
reused by the next start and replaced by a new version (not while it runs), and a clear error
for a broken image.
Tests that compile or pack skip when gcc, libsquashfuse-dev or squashfs-tools are missing
(``.ci/run`` installs them).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from .conftest import load_packaging_module

APP_ID = "io.github.yachtgui.YachtGui"


@pytest.fixture(scope="module")
def appimage() -> ModuleType:
    # appimage.py imports appmeta by its plain name, as build.py runs it with packaging/ on sys.path.
    sys.modules.setdefault("appmeta", load_packaging_module("appmeta"))
    return load_packaging_module("appimage")


def fake_bundle(folder: Path) -> Path:
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "libsomething.so").write_bytes(b"\x7fELF lib")
    (folder / "yachtgui").write_text("#!/bin/sh\necho game\n")
    (folder / "yachtgui").chmod(0o755)
    (folder / "install-desktop-integration.sh").write_text("#!/bin/sh\n")
    apps = folder / "share" / "applications"
    apps.mkdir(parents=True)
    (apps / f"{APP_ID}.desktop").write_text("[Desktop Entry]\nExec=yachtgui\n")
    icons = folder / "share" / "icons" / "hicolor" / "256x256" / "apps"
    icons.mkdir(parents=True)
    (icons / f"{APP_ID}.png").write_bytes(b"\x89PNG")
    return folder


def test_the_appdir_runs_the_bundle_and_carries_the_desktop_entry_and_icon(
    appimage: ModuleType, tmp_path: Path
) -> None:
    appdir = appimage.make_appdir(fake_bundle(tmp_path / "bundle"), tmp_path / "AppDir")
    assert (appdir / "yachtgui" / "yachtgui").is_file()
    assert (appdir / "yachtgui" / "_internal" / "libsomething.so").is_file()
    assert not (appdir / "yachtgui" / "share").exists()  # moved to usr/share
    assert not (appdir / "yachtgui" / "install-desktop-integration.sh").exists()  # tarball only
    assert (appdir / "usr" / "share" / "applications" / f"{APP_ID}.desktop").is_file()
    assert (appdir / f"{APP_ID}.desktop").is_file()
    assert (appdir / ".DirIcon").resolve() == (appdir / f"{APP_ID}.png").resolve()
    run = appdir / "AppRun"
    assert run.stat().st_mode & 0o111
    result = subprocess.run([str(run)], capture_output=True, text=True, check=True)
    assert result.stdout == "game\n"


def test_something_that_is_not_a_type2_runtime_is_refused(appimage: ModuleType, tmp_path: Path) -> None:
    script = tmp_path / "runtime"
    script.write_text("#!/bin/sh\n")
    with pytest.raises(appimage.AppImageError, match="not an AppImage type 2 runtime"):
        appimage.check_runtime(script)


@pytest.mark.skipif(not (shutil.which("mksquashfs") and shutil.which("unsquashfs")),
                    reason="needs squashfs-tools")
def test_the_appimage_is_the_runtime_followed_by_a_squashfs_of_the_appdir(
    appimage: ModuleType, appmeta: ModuleType, tmp_path: Path
) -> None:
    runtime = tmp_path / "runtime-x86_64"
    runtime.write_bytes(b"\x7fELF\x02\x01\x01\x00AI\x02" + bytes(4096 - 11))  # header of a type 2 runtime
    meta = appmeta.read_metadata()
    dist = tmp_path / "dist"
    dist.mkdir()
    made = appimage.build_appimage(fake_bundle(tmp_path / "bundle"), meta, tmp_path / "AppDir", dist, runtime)
    assert made.name == f"yachtgui-{meta.version}-{appmeta.platform_tag().split('-')[-1]}.AppImage"
    assert made.stat().st_mode & 0o111
    assert made.read_bytes()[:4096] == runtime.read_bytes()
    out = tmp_path / "unpacked"
    subprocess.run(["unsquashfs", "-q", "-o", "4096", "-d", str(out), str(made)], check=True,
                   capture_output=True)
    assert (out / "AppRun").is_file()
    assert (out / "yachtgui" / "yachtgui").read_text() == "#!/bin/sh\necho game\n"


needs_squashfs_tools = pytest.mark.skipif(not shutil.which("mksquashfs"),
                                          reason="needs squashfs-tools (mksquashfs)")


@pytest.fixture(scope="module")
def runtime(appimage: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Our runtime, compiled exactly as build.py compiles it."""
    if not (shutil.which("gcc") or shutil.which("cc")):
        pytest.skip("needs a C compiler (gcc)")
    if not Path("/usr/include/squashfuse/squashfuse.h").is_file():
        pytest.skip("needs libsquashfuse-dev (and the static decompressor libraries)")
    return appimage.compile_runtime(tmp_path_factory.mktemp("runtime"))


def make_image(runtime: Path, appdir: Path, target: Path) -> Path:
    """``runtime`` followed by a zstd squashfs of ``appdir``, as build_appimage packs it."""
    image = target.with_suffix(".squashfs")
    subprocess.run(["mksquashfs", str(appdir), str(image), "-root-owned", "-noappend", "-comp", "zstd",
                    "-quiet", "-no-progress"], check=True, capture_output=True)
    target.write_bytes(runtime.read_bytes() + image.read_bytes())
    target.chmod(0o755)
    image.unlink()
    return target


def sample_appdir(folder: Path, greeting: str = "hello") -> Path:
    """A small AppDir: AppRun prints what it gets; a symlink, a data file, a name with a space."""
    folder.mkdir(parents=True)
    (folder / "AppRun").write_text(
        "#!/bin/sh\n"
        f'echo "{greeting}"\n'
        'echo "APPIMAGE=$APPIMAGE"; echo "APPDIR=$APPDIR"; echo "ARGV0=$ARGV0"\n'
        'for argument in "$@"; do echo "argument=[$argument]"; done\n'
    )
    (folder / "AppRun").chmod(0o755)
    (folder / "org.example.Test.desktop").write_text("[Desktop Entry]\nName=Test\n")
    (folder / "bin").mkdir()
    (folder / "bin" / "tool").write_text("#!/bin/sh\necho tool\n")
    (folder / "bin" / "tool").chmod(0o755)
    (folder / "data folder").mkdir()
    (folder / "data folder" / "notes.txt").write_text("plain data\n")
    (folder / "data folder" / "notes.txt").chmod(0o644)
    (folder / "data folder" / "random.bin").write_bytes(os.urandom(300_000))  # stored uncompressed
    (folder / "data folder" / "words.txt").write_text("yacht kismet " * 50_000)  # compressed blocks
    (folder / "tool-link").symlink_to("bin/tool")
    return folder


def start(image: Path, *arguments: str, home: Path,
          cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Start ``image`` in a bare environment whose HOME is ``home`` (so its cache is there)."""
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    return subprocess.run([str(image), *arguments], env=env, cwd=cwd or home, capture_output=True, text=True,
                          timeout=60, check=False)


def test_the_runtime_carries_the_type2_magic_and_ends_where_the_image_starts(
    appimage: ModuleType, runtime: Path, tmp_path: Path
) -> None:
    data = runtime.read_bytes()
    assert data[:4] == b"\x7fELF"
    assert data[8:11] == b"AI\x02"
    assert appimage.elf_end(data) == len(data)
    result = subprocess.run([str(runtime), "--appimage-offset"], capture_output=True, text=True, check=True)
    assert int(result.stdout) == len(data)
    dynamic = subprocess.run(["readelf", "-d", str(runtime)], capture_output=True, text=True, check=False)
    assert "NEEDED" not in dynamic.stdout  # static: runs without squashfuse or its libraries installed


@needs_squashfs_tools
def test_extract_unpacks_folders_executables_and_symlinks_into_squashfs_root(
    runtime: Path, tmp_path: Path
) -> None:
    image = make_image(runtime, sample_appdir(tmp_path / "AppDir"), tmp_path / "Test.AppImage")
    work = tmp_path / "here"
    work.mkdir()
    result = start(image, "--appimage-extract", home=tmp_path, cwd=work)
    assert result.returncode == 0, result.stderr
    root = work / "squashfs-root"
    assert (root / "tool-link").is_symlink()
    assert os.readlink(root / "tool-link") == "bin/tool"
    assert (root / "bin" / "tool").stat().st_mode & 0o777 == 0o755
    assert (root / "data folder" / "notes.txt").stat().st_mode & 0o777 == 0o644
    assert (root / "data folder" / "notes.txt").read_text() == "plain data\n"
    for name in ("random.bin", "words.txt"):
        original = tmp_path / "AppDir" / "data folder" / name
        assert (root / "data folder" / name).read_bytes() == original.read_bytes()
    tool = subprocess.run([str(root / "tool-link")], capture_output=True, text=True, check=True)
    assert tool.stdout == "tool\n"
    assert [entry.name for entry in work.iterdir()] == ["squashfs-root"]  # no temporary folder left

    # as the official runtime does: a second extraction overwrites what is there (patterns add up)
    (root / "data folder" / "notes.txt").write_text("changed")
    again = start(image, "--appimage-extract", home=tmp_path, cwd=work)
    assert again.returncode == 0, again.stderr
    assert (root / "data folder" / "notes.txt").read_text() == "plain data\n"


@needs_squashfs_tools
def test_the_users_arguments_and_the_appimage_variables_reach_apprun(runtime: Path, tmp_path: Path) -> None:
    image = make_image(runtime, sample_appdir(tmp_path / "AppDir"), tmp_path / "Odd & 100% name.AppImage")
    home = tmp_path / "home"
    home.mkdir()
    result = start(image, "a b", "", "%f & $HOME", "--version", home=home)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    appdir = home / ".cache" / "appimage" / "org.example.Test"
    assert lines[0] == "hello"
    assert lines[1] == f"APPIMAGE={image}"
    assert lines[2].startswith(f"APPDIR={appdir}/")
    assert lines[3] == f"ARGV0={image}"
    assert lines[4:] == ["argument=[a b]", "argument=[]", "argument=[%f & $HOME]", "argument=[--version]"]


@needs_squashfs_tools
def test_the_app_is_unpacked_under_xdg_cache_home_when_it_is_set(runtime: Path, tmp_path: Path) -> None:
    image = make_image(runtime, sample_appdir(tmp_path / "AppDir"), tmp_path / "Test.AppImage")
    home = tmp_path / "home"
    home.mkdir()
    cache = tmp_path / "elsewhere cache"
    env = {"HOME": str(home), "XDG_CACHE_HOME": str(cache), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([str(image)], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert f"APPDIR={cache}/appimage/org.example.Test/" in result.stdout
    assert not (home / ".cache").exists()


@needs_squashfs_tools
def test_the_next_start_reuses_the_unpacked_app_and_a_new_version_replaces_it(
    runtime: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    cache = home / ".cache" / "appimage" / "org.example.Test"
    image = make_image(runtime, sample_appdir(tmp_path / "AppDir"), tmp_path / "Test.AppImage")
    first = start(image, home=home)
    assert first.returncode == 0, first.stderr
    [unpacked] = cache.iterdir()
    (unpacked / "marker").write_text("left by the test")
    second = start(image, home=home)
    assert second.stdout == first.stdout
    assert (unpacked / "marker").is_file()  # not unpacked again

    newer = make_image(runtime, sample_appdir(tmp_path / "AppDir 2", greeting="version two"), image)
    third = start(newer, home=home)
    assert third.returncode == 0, third.stderr
    assert third.stdout.startswith("version two\n")
    [replacement] = cache.iterdir()
    assert replacement != unpacked  # the older version was removed


@needs_squashfs_tools
def test_a_version_still_running_is_not_removed_by_a_newer_one(runtime: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    cache = home / ".cache" / "appimage" / "org.example.Test"
    older = sample_appdir(tmp_path / "AppDir 1")
    (older / "AppRun").write_text('#!/bin/sh\necho ready\nread answer\necho "got $answer"\n')
    image = make_image(runtime, older, tmp_path / "Old.AppImage")
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    with subprocess.Popen([str(image)], env=env, text=True, stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE) as running:
        assert running.stdout is not None
        assert running.stdin is not None
        assert running.stdout.readline() == "ready\n"  # the older version is running now
        [in_use] = cache.iterdir()
        newer_appdir = sample_appdir(tmp_path / "AppDir 2", greeting="two")
        newer = make_image(runtime, newer_appdir, tmp_path / "New.AppImage")
        assert start(newer, home=home).stdout.startswith("two\n")
        assert (in_use / "AppRun").is_file()  # still there for the running app
        running.stdin.write("bye\n")
        running.stdin.close()
        assert running.stdout.read() == "got bye\n"
    assert start(newer, home=home).returncode == 0
    assert not in_use.exists()  # once it has stopped, the next start removes it
    assert len(list(cache.iterdir())) == 1


@needs_squashfs_tools
def test_a_broken_image_gives_a_clear_error_and_leaves_nothing_half_unpacked(
    runtime: Path, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    home.mkdir()
    whole = make_image(runtime, sample_appdir(tmp_path / "AppDir"), tmp_path / "whole.AppImage").read_bytes()
    offset = runtime.stat().st_size

    tables_start = offset + int.from_bytes(whole[offset + 64:offset + 72], "little")  # inode_table_start
    zeroed_data = whole[:offset + 96] + bytes(tables_start - offset - 96) + whole[tables_start:]
    cases = {
        "no image": (whole[:offset], "holds no squashfs image after its runtime"),
        "garbage": (whole[:offset] + b"not a squashfs image" * 10, "not a squashfs image"),
        "cut short": (whole[: offset + 60_000], "cannot be read: read error (the file is damaged"),
        "zeroed data": (zeroed_data, "could not unpack"),
    }
    for name, (data, message) in cases.items():
        broken = tmp_path / f"{name}.AppImage"
        broken.write_bytes(data)
        broken.chmod(0o755)
        result = start(broken, home=home)
        assert result.returncode == 1, name
        assert result.stderr.startswith("AppImage runtime: "), name
        assert message in result.stderr, (name, result.stderr)
        assert "hello" not in result.stdout
    cache = home / ".cache" / "appimage" / "org.example.Test"
    assert not cache.exists() or list(cache.iterdir()) == []


@needs_squashfs_tools
def test_build_appimage_compiles_our_runtime_and_makes_an_appimage_that_starts_the_game(
    appimage: ModuleType, appmeta: ModuleType, runtime: Path, tmp_path: Path
) -> None:
    dist = tmp_path / "dist"
    dist.mkdir()
    bundle = fake_bundle(tmp_path / "bundle")
    made = appimage.build_appimage(bundle, appmeta.read_metadata(), tmp_path / "AppDir", dist)  # no runtime
    assert made.read_bytes()[: runtime.stat().st_size] == runtime.read_bytes()  # ours, compiled
    notice = tmp_path / "AppDir" / "yachtgui" / "_internal" / "licenses" / "appimage-runtime" / "README.txt"
    assert "GNU GPL version 3 or later" in notice.read_text(encoding="utf-8")
    assert "libsquashfuse-dev" in notice.read_text(encoding="utf-8")
    if Path("/usr/share/doc/libsquashfuse-dev/copyright").is_file():
        assert (notice.parent / "libsquashfuse-dev.copyright").is_file()
    home = tmp_path / "home"
    home.mkdir()
    result = start(made, home=home)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "game\n"
    assert [path.name for path in (home / ".cache" / "appimage").iterdir()] == [APP_ID]


def test_ci_installs_everything_the_runtime_compiles_against(appimage: ModuleType) -> None:
    ci_run = (Path(__file__).resolve().parents[2] / ".ci" / "run").read_text(encoding="utf-8")
    for package in [*appimage.RUNTIME_BUILD_PACKAGES.split(), "squashfs-tools", "libc6-dev"]:
        assert package in ci_run


@needs_squashfs_tools
def test_a_cache_folder_the_users_group_may_write_to_is_still_used(runtime: Path, tmp_path: Path) -> None:
    """umask 002 with a group per user makes ~/.cache 0775: not a reason to unpack on every start."""
    image = make_image(runtime, sample_appdir(tmp_path / "AppDir"), tmp_path / "Test.AppImage")
    cache = tmp_path / "cache"
    cache.mkdir()
    cache.chmod(0o775)
    env = {"HOME": str(tmp_path), "XDG_CACHE_HOME": str(cache), "PATH": "/usr/bin:/bin"}
    for _ in range(2):
        result = subprocess.run([str(image)], env=env, capture_output=True, text=True, timeout=60,
                                check=False)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""  # no "running from a temporary folder instead"
        assert f"APPDIR={cache}/appimage/org.example.Test/" in result.stdout


def test_the_official_runtime_gets_a_notice_and_another_runtime_none(
    appimage: ModuleType, tmp_path: Path
) -> None:
    appdir = tmp_path / "AppDir"
    official = tmp_path / "runtime-x86_64"
    head = b"\x7fELF\x02\x01\x01\x00AI\x02" + bytes(100)
    official.write_bytes(head + b"https://github.com/AppImage/type2-runtime\n")
    folder = appimage.write_runtime_licenses(appdir, official)
    assert folder is not None
    notice = (folder / "README.txt").read_text(encoding="utf-8")
    assert "type2-runtime" in notice
    assert "libfuse: LGPL-2.1" in notice
    other = tmp_path / "other-runtime"
    other.write_bytes(head)
    assert appimage.write_runtime_licenses(tmp_path / "AppDir 2", other) is None


@needs_squashfs_tools
def test_a_home_that_does_not_exist_is_not_created(runtime: Path, tmp_path: Path) -> None:
    image = make_image(runtime, sample_appdir(tmp_path / "AppDir"), tmp_path / "Test.AppImage")
    missing = tmp_path / "no such home"
    env = {"HOME": str(missing), "TMPDIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([str(image)], env=env, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert "running from a temporary folder instead" in result.stderr
    assert not missing.exists()
