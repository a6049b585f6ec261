#!/bin/sh
# Adds yachtgui to this user's application menu, from the unpacked bundle this script sits in.
#
#   ./install-desktop-integration.sh              # menu entry, icons, saved-game type, `yachtgui` on ~/.local/bin
#   ./install-desktop-integration.sh --uninstall  # removes exactly those files again
#
# No root needed: everything goes under $XDG_DATA_HOME (default ~/.local/share) and ~/.local/bin.
# Move the bundle first if you want it elsewhere, then run this again: the menu entry points at
# the folder it was run from.
set -eu

app_id=io.github.yachtgui.YachtGui
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
sizes="16 22 24 32 48 64 128 256 512"

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
  command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime/packages" ] && update-mime-database "$data/mime" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$data/applications/$app_id.desktop" "$data/metainfo/$app_id.metainfo.xml" \
        "$data/icons/hicolor/scalable/apps/$app_id.svg" "$data/mime/packages/$app_id.xml"
  for n in $sizes; do rm -f "$data/icons/hicolor/${n}x$n/apps/$app_id.png"; done
  for exe in yachtgui yachtgui-export; do
    # only our own links, never a yachtgui installed some other way
    if [ -L "$bin/$exe" ] && [ "$(readlink "$bin/$exe")" = "$here/$exe" ]; then rm -f "$bin/$exe"; fi
  done
  refresh
  echo "yachtgui removed from the application menu (the bundle in $here is untouched)."
  exit 0
fi

case $here in
  *"
"*) echo "Please move the bundle to a folder whose path has no line break in it." >&2; exit 1 ;;
esac
[ -x "$here/yachtgui" ] || { echo "No yachtgui executable next to this script in $here." >&2; exit 1; }

mkdir -p "$data/applications" "$data/metainfo" "$data/icons" "$data/mime/packages" "$bin"
cp -R "$here/share/icons/hicolor" "$data/icons/"
cp "$here/share/metainfo/$app_id.metainfo.xml" "$data/metainfo/"
# The saved-game type (*.yacht.json), which the entry's MimeType= names.
cp "$here/share/mime/packages/$app_id.xml" "$data/mime/packages/"
for exe in yachtgui yachtgui-export; do
  if [ -x "$here/$exe" ]; then ln -sf "$here/$exe" "$bin/$exe"; fi
done
# The bundle is not on PATH for the desktop session: point Exec at the link in ~/.local/bin by
# absolute path, escaped as the Desktop Entry Specification says. Not at the bundle
# itself: GLib-based menus look the program up with a "%%" still in it and hide the entry, so a
# "%" in the bundle's folder name would hide it (the link's path has none unless $HOME has one).
# %f: the saved game a file manager opens with it. The path is data here, never part of a sed script.
# Quoted only when it must be (a character the specification reserves): xdg-open without a known
# desktop (i3, sway, Openbox... xdg-utils 1.1) takes the Exec line's first word as it is, quotes
# and all, and finds no program named '"/home/ann/.local/bin/yachtgui"'.
case $bin/yachtgui in
  *[!A-Za-z0-9_./+,:@=-]*)
    exec_arg=\"$(printf '%s' "$bin/yachtgui" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g')\" ;;
  *) exec_arg=$bin/yachtgui ;;
esac
try_exec=$(printf '%s' "$bin/yachtgui" | sed -e 's/\\/\\\\/g')
while IFS= read -r line || [ -n "$line" ]; do
  case $line in
    Exec=*) printf 'Exec=%s %%f\nTryExec=%s\n' "$exec_arg" "$try_exec" ;;
    TryExec=*) ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$here/share/applications/$app_id.desktop" > "$data/applications/$app_id.desktop"
refresh
echo "yachtgui is now in the application menu (Games). Run it from a terminal as: $bin/yachtgui"
