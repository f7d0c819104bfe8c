#!/usr/bin/env bash
# Rebuilds the README's gallery: every template of the tour, day and night,
# drawn by headunit's SVG writer and turned into PNG by rsvg-convert
# (Debian: apt-get install -y librsvg2-bin). Run from anywhere:
#   scripts/gallery.sh [OUT_DIR]      (default docs/gallery)
# HEADUNIT=path/to/headunit uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v rsvg-convert >/dev/null || { echo "gallery.sh: rsvg-convert is missing (apt-get install -y librsvg2-bin)" >&2; exit 2; }
if [[ -n ${HEADUNIT:-} ]]; then
  headunit=$HEADUNIT
else
  swift build -c release --product headunit >/dev/null
  headunit=.build/release/headunit
fi
out=${1:-docs/gallery}
mkdir -p "$out"
rm -f "$out"/*.png

r="dpad rotate right"
shots=(
  "tab-bar|"
  "list|dpad click"
  "grid|$r; dpad click"
  "information|$r; $r; dpad click"
  "now-playing|$r; $r; $r; dpad click"
  "alert|$r; $r; $r; $r; dpad click"
  "action-sheet|dpad flick right; dpad click"
)
for shot in "${shots[@]}"; do
  name=${shot%%|*} keys=${shot#*|}
  for appearance in day night; do
    "$headunit" snapshot --format svg --appearance "$appearance" --keys "$keys" > "$out/$name-$appearance.svg"
    rsvg-convert "$out/$name-$appearance.svg" -o "$out/$name-$appearance.png"
    rm "$out/$name-$appearance.svg"
  done
done
for theme in high-contrast amber mono; do
  "$headunit" snapshot --format svg --theme "$theme" --appearance night --keys "$r" > "$out/theme-$theme.svg"
  rsvg-convert "$out/theme-$theme.svg" -o "$out/theme-$theme.png"
  rm "$out/theme-$theme.svg"
done
echo "gallery.sh: $(ls "$out"/*.png | wc -l) pictures in $out"
