#!/usr/bin/env bash
# Rewrites Linking/start-order.txt: the functions headunit and the example
# apps run from their start to the first frame, a few knob steps, a press,
# back and quit, as valgrind's callgrind sees them in a real terminal (tmux),
# and those `headunit lint` runs on a 1 MB scenario of the bench's nested
# shape: lint's memory matters on large files, which are long lists.
# A release build links them first, together, so that a start's code sits
# in one stretch instead of on pages all over the binary (the kernel maps
# 64 KB around every page a program touches: SwiftRadio's code resident at
# its first frame went from 10.1 to 5.3 MB). The file is seven groups, each
# sorted and headed by a comment (below), so that lint's code, the start's
# and a knob step's each sit in one stretch: with one sorted list, lint of
# a 1 MB file had 1.9 MB of code resident where 0.4 MB of it ran. Run from anywhere:
#   scripts/start-order.sh
# Needs valgrind and tmux (Debian: apt-get install -y valgrind tmux). Run it
# again when start-up code changes much: a name the file has and a binary
# does not is skipped by the linker, so a stale file costs memory, never
# correctness.
set -euo pipefail
export LC_ALL=C  # sort and comm in byte order, as the house test checks
cd "$(dirname "$0")/.."
for tool in valgrind tmux objcopy nm readelf ar; do
  command -v "$tool" >/dev/null || { echo "start-order.sh: $tool is missing (apt-get install -y valgrind tmux binutils)" >&2; exit 2; }
done
programs=(headunit SwiftRadio QuickOrdering Navigation)
swift build -c release >/dev/null
work=$(mktemp -d)
socket="$work/tmux"
trap 'tmux -S "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT

# Waits up to a minute for the screen to show $1.
wait_for() {
  for _ in $(seq 600); do
    tmux -S "$socket" capture-pane -p -t run 2>/dev/null | grep -q "$1" && return 0
    sleep 0.1
  done
  echo "start-order.sh: '$1' never showed" >&2
  return 1
}

# The functions the binary $1 ran in the callgrind profile $2, as $work/$3.ran.
collect() {
  nm --defined-only "$1" | awk '{print $3}' | sort -u >"$work/symbols"
  grep -oP '^c?fn=\(\d+\) \K.*' "$2" | sort -u | comm -12 - "$work/symbols" >"$work/$3.ran"
  echo "$3: $(wc -l <"$work/$3.ran") functions ran"
}

for program in "${programs[@]}"; do
  # valgrind cannot read the debug information of a static Swift binary.
  objcopy --strip-debug ".build/release/$program" "$work/$program"
  tmux -S "$socket" new-session -d -s run -x 100 -y 30 \
    "TERM=xterm-256color valgrind --tool=callgrind --demangle=no --callgrind-out-file='$work/$program.out' '$work/$program' 2>/dev/null; touch '$work/$program.done'"
  wait_for quit
  for key in 2 2 1 Enter BSpace q; do
    tmux -S "$socket" send-keys -t run "$key"
    sleep 1
  done
  for _ in $(seq 300); do [[ -e $work/$program.done ]] && break; sleep 0.1; done
  collect "$work/$program" "$work/$program.out" "$program"
done
# The functions a knob step runs in a list of stations (radio.json at
# density 2, as dialog's peer), alone: callgrind from the first frame on,
# over a few steps, told by this run's own path (another valgrind may be
# running). They sit in two groups side by side (those lint runs too, and
# the rest), so that a step's code sits on as few pages as it can. A step after a pause finds little of it
# in the caches: on stations12.json, knob-first took a step's code from
# 229 to 201 pages, and its CPU from 255.5 to 232.3 us (dialog 223.7).
tmux -S "$socket" new-session -d -s run -x 100 -y 30 \
  "TERM=xterm-256color valgrind --tool=callgrind --instr-atstart=no --demangle=no --callgrind-out-file='$work/knob.out' '$work/headunit' Scenarios/radio.json --density 2 2>/dev/null; touch '$work/knob.done'"
wait_for quit
callgrind_control -i on "$work/headunit" >/dev/null
for key in 2 1 2 1 2 1 2 1 2 1 2 1; do
  tmux -S "$socket" send-keys -t run "$key"
  sleep 0.5
done
callgrind_control -i off "$work/headunit" >/dev/null
tmux -S "$socket" send-keys -t run q
for _ in $(seq 300); do [[ -e $work/knob.done ]] && break; sleep 0.1; done
collect "$work/headunit" "$work/knob.out" "knob-step"
# And lint of a 1 MB scenario of the bench's nested shape (a root list
# pushing 700 lists of 20 rows that pop back): the functions a large file's
# lint runs, in one stretch (lint of the shipped scenarios runs 800 more,
# which spread that stretch: 10.1 MB resident at the bench's 1 MB file
# against 9.7 MB).
{
  printf '{"headunit": 1, "app": {"name": "Nested", "category": "communication"}, "root": "root", "templates": {"root": {"type": "list", "title": "Root", "sections": [{"items": ['
  for child in $(seq 0 699); do
    ((child)) && printf ','
    printf '{"text": "Child %d", "handler": {"push": "c%d"}}' "$child" "$child"
  done
  printf ']}]}'
  for child in $(seq 0 699); do
    printf ', "c%d": {"type": "list", "title": "C%d", "sections": [{"items": [' "$child" "$child"
    for row in $(seq 0 19); do
      ((row)) && printf ','
      printf '{"text": "Row %d of %d", "detailText": "Detail", "handler": "pop"}' "$row" "$child"
    done
    printf ']}]}'
  done
  printf '}}'
} >"$work/nested.json"
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/lint.out" "$work/headunit" lint "$work/nested.json" >/dev/null 2>&1 || true
collect "$work/headunit" "$work/lint.out" "headunit-lint"
# The standard library's archive compiles its internal functions into one
# 1.6 MB section, which the linker places wherever the first of their names
# stands: they get a group of their own, after the code lint and the start
# share, so that neither lint's stretch nor the start's is cut in two.
library="$(dirname "$(readlink -f "$(command -v swiftc)")")/../lib/swift_static/linux/libswiftCore.a"
ar p "$library" Swift.o >"$work/Swift.o"
text=$(readelf -SW "$work/Swift.o" | sed -n 's/^ *\[ *\([0-9]*\)\] \.text .*/\1/p')
readelf -sW "$work/Swift.o" | awk -v text="$text" '$4 == "FUNC" && $7 == text {print $8}' | sort -u >"$work/library.names"
cd "$work"
sort -u SwiftRadio.ran QuickOrdering.ran Navigation.ran >apps.ran
comm -23 headunit-lint.ran library.names >lint.own
comm -23 headunit.ran library.names >start.own
comm -23 knob-step.ran library.names >knob.own
sort -u headunit-lint.ran headunit.ran knob-step.ran >headunit.all
mkdir -p "$OLDPWD/Linking"
{
  echo "# What lint runs, and neither headunit's start nor a knob step"
  comm -23 lint.own start.own | comm -23 - knob.own
  echo "# Names lint, the start or a knob step runs that the standard library's one section also has"
  comm -12 headunit.all library.names
  echo "# What lint and the start run, and a knob step does not"
  comm -12 lint.own start.own | comm -23 - knob.own
  echo "# What lint and a knob step run"
  comm -12 lint.own knob.own
  echo "# What a knob step runs and lint does not"
  comm -23 knob.own lint.own
  echo "# What the start runs, and neither lint nor a knob step"
  comm -23 start.own lint.own | comm -23 - knob.own
  echo "# What only the example apps run"
  comm -13 headunit.all apps.ran
} >"$OLDPWD/Linking/start-order.txt"
echo "Linking/start-order.txt: $(grep -vc '^#' "$OLDPWD/Linking/start-order.txt") functions"
