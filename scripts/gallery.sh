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

# The tour's template screens, by the names of `headunit snapshot --screen`.
for name in tab-bar list grid information now-playing alert action-sheet; do
  for appearance in day night; do
    "$headunit" snapshot --format svg --appearance "$appearance" --screen "$name" > "$out/$name-$appearance.svg"
    rsvg-convert "$out/$name-$appearance.svg" -o "$out/$name-$appearance.png"
    rm "$out/$name-$appearance.svg"
  done
done
# The category and navigation templates, from the shipped flows, and the
# head unit around the apps: name, scenarios, keys, and options (the cluster
# or the inspector beside the display, the driver's side); the scenarios and
# options are split at spaces.
trip_previews="dpad up; dpad rotate right; dpad click; type coffee; dpad click"
category_shots=(
  "point-of-interest|Scenarios/ordering.json|dpad rotate right|"
  "contact|Scenarios/messages.json|dpad up; dpad rotate right; dpad click; dpad down; dpad click|"
  "messages|Scenarios/messages.json||"
  "trip-previews|Scenarios/navigation.json|$trip_previews|"
  "guidance|Scenarios/navigation.json|$trip_previews; dpad down; dpad down; dpad click; sleep 4|--cluster"
  "home|Scenarios/radio.json Scenarios/podcasts.json|dpad click; dpad click; keycode home|"
  "inspector|Scenarios/radio.json|dpad rotate right; dpad click|--drive right --inspect"
)
for shot in "${category_shots[@]}"; do
  IFS='|' read -r name scenario keys option <<< "$shot"
  for appearance in day night; do
    # shellcheck disable=SC2086 # the scenarios and options are words
    "$headunit" snapshot $scenario $option --format svg --appearance "$appearance" --keys "$keys" > "$out/$name-$appearance.svg"
    rsvg-convert "$out/$name-$appearance.svg" -o "$out/$name-$appearance.png"
    rm "$out/$name-$appearance.svg"
  done
done
for theme in high-contrast amber mono; do
  "$headunit" snapshot --format svg --theme "$theme" --appearance night --keys "dpad rotate right" > "$out/theme-$theme.svg"
  rsvg-convert "$out/theme-$theme.svg" -o "$out/theme-$theme.png"
  rm "$out/theme-$theme.svg"
done
echo "gallery.sh: $(ls "$out"/*.png | wc -l) pictures in $out"
