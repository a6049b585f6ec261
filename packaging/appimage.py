"""Turn the Linux bundle into an AppImage: one file a family downloads, marks executable, starts.

An AppImage is an ELF "runtime" followed by a squashfs image of an AppDir; started, the
runtime mounts (or, with ``APPIMAGE_EXTRACT_AND_RUN=1`` / no FUSE, unpacks) the image and runs
its ``AppRun``. This module builds the AppDir from the PyInstaller folder::

    AppDir/
      AppRun                                 starts yachtgui/yachtgui with the arguments given
      io.github.yachtgui.YachtGui.desktop    the desktop entry with X-AppImage-Version (as
                                             appimagetool writes it; also in usr/share/applications)
      io.github.yachtgui.YachtGui.png, .DirIcon
      usr/share/metainfo/<id>.metainfo.xml   AppStream, also as <id>.appdata.xml (a link): the
                                             name the AppImage specification and appimagetool use
      usr/share/icons/hicolor/..., usr/share/mime/packages/...
      yachtgui/                              the bundle, as in the .tar.xz (licences included)

packs it with ``mksquashfs`` (Debian's squashfs-tools; zstd, which the runtime reads) and
puts the runtime in front: ``dist/yachtgui-<version>-<arch>.AppImage``.

The runtime is our own (``packaging/appimage/runtime.c``), compiled here with gcc and linked
statically against libsquashfuse and its decompressors (:func:`compile_runtime`), so a clean
Debian/Ubuntu machine builds the whole AppImage from this repository. Started, it unpacks the
image once into the user's cache (safely: see the comment at the top of runtime.c) and runs
``AppRun``; FUSE is not needed. The AppImage project's official ``type2-runtime`` can be used
instead with ``--appimage-runtime`` (or ``$APPIMAGE_RUNTIME``); both read the same file layout,
and ``tests/packaging/test_appimage_runtime.py`` is the matrix whichever ships must pass.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import appmeta

PACKAGING = Path(__file__).resolve().parent
ROOT = PACKAGING.parent

APP_RUN = """#!/bin/sh
# Started by the AppImage runtime (or by hand from an unpacked AppDir): run the game.
here=$(dirname "$(readlink -f "$0")")
exec "$here/yachtgui/yachtgui" "$@"
"""

#: The first bytes of an ELF executable, and the AppImage type 2 magic at offset 8.
_ELF = b"\x7fELF"
_TYPE2_MAGIC = b"AI\x02"

RUNTIME_SOURCE = PACKAGING / "appimage" / "runtime.c"
#: libsquashfuse, then every decompressor it was built with (its .pc file lists none of them).
RUNTIME_LIBRARIES = ["-lsquashfuse", "-lzstd", "-llzma", "-llz4", "-llzo2", "-lz"]
#: The Debian/Ubuntu packages that compiling the runtime needs.
RUNTIME_BUILD_PACKAGES = ("gcc libsquashfuse-dev libzstd-dev liblzma-dev liblz4-dev liblzo2-dev "
                          "zlib1g-dev")


class AppImageError(RuntimeError):
    """The AppImage could not be made; the message says why."""


def make_appdir(bundle: Path, appdir: Path, version: str | None = None) -> Path:
    """Lay out ``appdir`` (emptied first) from the PyInstaller ``bundle`` folder; returns it.

    ``version`` (default: the repository's) goes into the desktop entries as ``X-AppImage-Version``.
    """
    if version is None:
        version = appmeta.read_metadata(ROOT).version
    if appdir.exists():
        shutil.rmtree(appdir)
    appdir.mkdir(parents=True)
    app_id = appmeta.APP_ID
    top_level_share = {"share", "install-desktop-integration.sh"}  # they go to usr/share, or nowhere

    def leave_out(folder: str, names: list[str]) -> set[str]:
        return top_level_share & set(names) if Path(folder) == bundle else set()

    shutil.copytree(bundle, appdir / "yachtgui", symlinks=True, ignore=leave_out)
    share = bundle / "share"
    if not share.is_dir():
        raise AppImageError(f"{bundle} has no share/ folder (desktop entry, icons): run build.py")
    shutil.copytree(share, appdir / "usr" / "share", symlinks=True)
    desktop = appdir / "usr" / "share" / "applications" / f"{app_id}.desktop"
    entry = desktop.read_text(encoding="utf-8")
    desktop.write_text(entry.rstrip("\n") + f"\nX-AppImage-Version={version}\n", encoding="utf-8")
    shutil.copy2(desktop, appdir / desktop.name)
    metainfo = appdir / "usr" / "share" / "metainfo" / f"{app_id}.metainfo.xml"
    if metainfo.is_file():
        (metainfo.parent / f"{app_id}.appdata.xml").symlink_to(metainfo.name)
    icon = share / "icons" / "hicolor" / "256x256" / "apps" / f"{app_id}.png"
    if not icon.is_file():
        raise AppImageError(f"no 256x256 icon at {icon}")
    shutil.copy2(icon, appdir / icon.name)
    (appdir / ".DirIcon").symlink_to(icon.name)
    run = appdir / "AppRun"
    run.write_text(APP_RUN, encoding="utf-8")
    run.chmod(0o755)
    return appdir


def check_runtime(runtime: Path) -> None:
    """AppImageError unless ``runtime`` looks like an AppImage type 2 runtime."""
    head = runtime.read_bytes()[:16]
    if not head.startswith(_ELF) or head[8:11] != _TYPE2_MAGIC:
        raise AppImageError(f"{runtime} is not an AppImage type 2 runtime (no ELF header with AI 2 magic)")


def elf_end(data: bytes) -> int:
    """Where an ELF file ends as the AppImage runtime computes it: after its section headers."""
    if not data.startswith(_ELF) or len(data) < 64 or data[4] not in (1, 2):
        raise AppImageError("not an ELF file")
    order = "little" if data[5] == 1 else "big"

    def field(start: int, size: int) -> int:
        return int.from_bytes(data[start:start + size], order)

    if data[4] == 2:  # 64-bit
        return field(0x28, 8) + field(0x3A, 2) * field(0x3C, 2)
    return field(0x20, 4) + field(0x2E, 2) * field(0x30, 2)


def compile_runtime(out_dir: Path) -> Path:
    """Compile ``runtime.c`` into ``out_dir/runtime-<arch>`` (static, stripped, "AI\\2" at byte 8).

    The Debian copyright files of the libraries it links go to ``out_dir/runtime-licenses/``.

    The squashfs image will start right after the file's section headers, so the file must end
    there; the result is checked with :func:`check_runtime`.
    """
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        raise AppImageError(f"no C compiler to build the AppImage runtime (needs: {RUNTIME_BUILD_PACKAGES})")
    out_dir.mkdir(parents=True, exist_ok=True)
    arch = appmeta.platform_tag().rsplit("-", 1)[-1]
    runtime = out_dir / f"runtime-{arch}"
    command = [compiler, "-std=c11", "-O2", "-Wall", "-Wextra", "-static", "-ffunction-sections",
               "-fdata-sections", "-Wl,--gc-sections", "-s", "-I/usr/include/squashfuse", "-o", str(runtime),
               str(RUNTIME_SOURCE), *RUNTIME_LIBRARIES]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise AppImageError(f"compiling the AppImage runtime failed (it needs: {RUNTIME_BUILD_PACKAGES}):\n"
                            f"{result.stderr[-3000:]}")
    data = bytearray(runtime.read_bytes())
    if data[8:11] != bytes(3):
        raise AppImageError(f"{runtime}: bytes 8-10 of the ELF header are in use, cannot hold the magic")
    data[8:11] = _TYPE2_MAGIC
    if elf_end(bytes(data)) != len(data):
        raise AppImageError(f"{runtime}: the file does not end with its section headers, so the image "
                            "would not start where the runtime looks for it")
    runtime.write_bytes(bytes(data))
    runtime.chmod(0o755)
    check_runtime(runtime)
    copy_runtime_copyrights(out_dir / "runtime-licenses")
    return runtime


#: What our runtime links statically: (component, licence, the Debian package with its copyright).
RUNTIME_COMPONENTS = (
    ("GNU C Library", "LGPL-2.1-or-later", "libc6-dev"),
    ("squashfuse (libsquashfuse)", "BSD-2-Clause", "libsquashfuse-dev"),
    ("Zstandard", "BSD-3-Clause", "libzstd-dev"),
    ("XZ Utils (liblzma)", "public domain / 0BSD", "liblzma-dev"),
    ("LZ4", "BSD-2-Clause", "liblz4-dev"),
    ("LZO", "GPL-2.0-or-later", "liblzo2-dev"),
    ("zlib", "Zlib", "zlib1g-dev"),
)


#: Text compiled into our runtime (runtime.c's IDENTITY), to tell it from another one.
RUNTIME_IDENTITY = b"yachtgui AppImage runtime"

#: The AppImage project's official runtime (its --appimage-help names its repository), which the
#: release workflow prefers when pinned and passing the matrix; what it links, from its notice.
OFFICIAL_RUNTIME_MARK = b"github.com/AppImage/type2-runtime"
OFFICIAL_RUNTIME_SOURCE = "https://github.com/AppImage/type2-runtime"
OFFICIAL_RUNTIME_COMPONENTS = (
    ("type2-runtime", "MIT"),
    ("musl libc", "MIT"),
    ("libfuse", "LGPL-2.1"),
    ("squashfuse", "BSD-2-Clause"),
    ("Zstandard", "BSD-3-Clause"),
    ("zlib", "Zlib"),
)


def copy_runtime_copyrights(out_dir: Path) -> Path:
    """Copy the Debian copyright files of the libraries the runtime links to ``out_dir``."""
    out_dir.mkdir(parents=True, exist_ok=True)
    sources = []
    for _component, _licence, package in RUNTIME_COMPONENTS:
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if copyright_file.is_file():
            shutil.copyfile(copyright_file, out_dir / f"{package}.copyright")
        sources.append(debian_source(package))
    # The exact source of what is linked in (LGPL-2.1 section 6 for glibc; GPL-2 section 3 for LZO).
    (out_dir / "SOURCES.txt").write_text(RUNTIME_SOURCES_HEADER + "".join(sources), encoding="utf-8")
    return out_dir


RUNTIME_SOURCES_HEADER = """The exact source code of the libraries linked into the AppImage runtime: the
Debian source packages it was built from (apt-get source PACKAGE=VERSION, or the
snapshot.debian.org address).
Written offer: for three years from the day this AppImage was released, the yachtgui developers
will give anyone who asks (open an issue at https://github.com/yachtgui/yachtgui) the complete
corresponding source code of these libraries, on a medium customarily used for software
interchange, for no more than the cost of physically performing that distribution.

"""


def debian_source(package: str) -> str:
    """``package``'s Debian source package and version with its snapshot.debian.org address."""
    if shutil.which("dpkg-query") is None:
        return f"  {package}: source version unknown (not built on Debian)\n"
    result = subprocess.run(["dpkg-query", "-W", "-f=${source:Package} ${source:Version}", package],
                            capture_output=True, text=True, check=False)
    if result.returncode != 0 or " " not in result.stdout:
        return f"  {package}: source version unknown (not built on Debian)\n"
    name, version = result.stdout.split(" ", 1)
    return f"  {package}: source package {name} {version}\n    https://snapshot.debian.org/package/{name}/{version}/\n"


def write_runtime_licenses(appdir: Path, runtime: Path) -> Path | None:
    """Put our runtime's licence notice (and its libraries' copyright files) in the bundle.

    For the official runtime, a notice naming it, its licence, what it links and where its
    source is; for any other runtime nothing (None). They go to
    ``yachtgui/_internal/licenses/appimage-runtime/`` inside the AppDir, beside the bundle's
    other licences (Help > About > Licences opens that folder), with the copyright files
    :func:`compile_runtime` put in ``runtime-licenses/`` beside the runtime; returns the folder.
    """
    data = runtime.read_bytes()
    folder = appdir / "yachtgui" / "_internal" / "licenses" / "appimage-runtime"
    if RUNTIME_IDENTITY not in data:
        if OFFICIAL_RUNTIME_MARK not in data:
            return None
        folder.mkdir(parents=True, exist_ok=True)
        lines = [
            "The AppImage runtime: the program at the front of the .AppImage file that mounts (or unpacks)",
            "and starts the game. It is the AppImage project's type 2 runtime, unmodified, as released at",
            f"{OFFICIAL_RUNTIME_SOURCE} (MIT licence; its source, build scripts and the",
            "libraries' sources are there). Run the AppImage with --appimage-help to see its notice.",
            "It is linked statically with:",
            "",
            *(f"  {component}: {licence}" for component, licence in OFFICIAL_RUNTIME_COMPONENTS),
        ]
        (folder / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    lines = [
        "The AppImage runtime: the program at the front of the .AppImage file that unpacks and",
        "starts the game. It is part of yachtgui (packaging/appimage/runtime.c in the source),",
        "licensed under the GNU GPL version 3 or later like the game (../yachtgui-GPL-3.0.txt).",
        "It is linked statically with these libraries (Debian's packages; their copyright files",
        "are in this folder). Its source and build command are in the game's source repository, so",
        "it can be relinked with modified versions of them (LGPL-2.1 section 6).",
        "",
    ]
    copyrights = runtime.parent / "runtime-licenses"
    for component, licence, package in RUNTIME_COMPONENTS:
        lines.append(f"  {component}: {licence} ({package})")
        copyright_file = copyrights / f"{package}.copyright"
        if copyright_file.is_file():
            shutil.copyfile(copyright_file, folder / copyright_file.name)
    if (copyrights / "SOURCES.txt").is_file():
        shutil.copyfile(copyrights / "SOURCES.txt", folder / "SOURCES.txt")
        lines += ["", "Their exact source and a written offer: SOURCES.txt."]
    (folder / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def build_appimage(bundle: Path, meta: appmeta.AppMetadata, appdir: Path, dist: Path,
                   runtime: Path | None = None) -> Path:
    """Make the AppDir and the AppImage; returns the AppImage.

    ``runtime`` is the runtime to put in front (the official one, say); None compiles ours.
    """
    make_appdir(bundle, appdir, meta.version)
    if runtime is None:
        runtime = compile_runtime(appdir.parent / "appimage-runtime")
    check_runtime(runtime)
    write_runtime_licenses(appdir, runtime)
    if shutil.which("mksquashfs") is None:
        raise AppImageError("mksquashfs is missing (Debian/Ubuntu: apt-get install squashfs-tools)")
    image = appdir.parent / "yachtgui.squashfs"
    image.unlink(missing_ok=True)
    subprocess.run(
        # zstd unpacks the 120 MiB in a quarter second on the first start; xz with 1 MiB blocks
        # would save about 6 MiB of download but take 2 s. 1 MiB blocks: 45.5 instead of 48 MiB.
        ["mksquashfs", str(appdir), str(image), "-root-owned", "-noappend", "-comp", "zstd",
         "-Xcompression-level", "19", "-b", "1M", "-quiet", "-no-progress"],
        check=True,
    )
    arch = appmeta.platform_tag().rsplit("-", 1)[-1]
    target = dist / f"{meta.name}-{meta.version}-{arch}.AppImage"
    with target.open("wb") as out:
        out.write(runtime.read_bytes())
        out.write(image.read_bytes())
    target.chmod(0o755)
    image.unlink()
    return target


def main(argv: list[str] | None = None) -> int:
    """``python packaging/appimage.py --compile-runtime DIR``: compile only the runtime (for CI)."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(description="Compile yachtgui's AppImage runtime.")
    parser.add_argument("--compile-runtime", type=Path, metavar="DIR", required=True,
                        help="where to write runtime-<arch>")
    args = parser.parse_args(argv)
    try:
        print(compile_runtime(args.compile_runtime))
    except (AppImageError, OSError) as error:
        print(f"appimage.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
