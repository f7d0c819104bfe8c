#!/usr/bin/env bash
# Rewrites Linking/start-order.txt: the functions headunit and the example
# apps run from their start to the first frame, a few knob steps, a press,
# back and quit, as valgrind's callgrind sees them in a real terminal (tmux),
# and those `headunit lint` runs over the shipped scenarios.
# A release build links them first, together, so that a start's code sits
# in one stretch instead of on pages all over the binary (the kernel maps
# 64 KB around every page a program touches: SwiftRadio's code resident at
# its first frame went from 10.1 to 5.3 MB). Run from anywhere:
#   scripts/start-order.sh
# Needs valgrind and tmux (Debian: apt-get install -y valgrind tmux). Run it
# again when start-up code changes much: a name the file has and a binary
# does not is skipped by the linker, so a stale file costs memory, never
# correctness.
set -euo pipefail
export LC_ALL=C  # sort and comm in byte order, as the house test checks
cd "$(dirname "$0")/.."
for tool in valgrind tmux objcopy nm; do
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
# And lint, as CI runs it, over every shipped scenario.
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/lint.out" "$work/headunit" lint Scenarios/*.json >/dev/null 2>&1 || true
collect "$work/headunit" "$work/lint.out" "headunit-lint"
mkdir -p Linking
sort -u "$work"/*.ran >Linking/start-order.txt
echo "Linking/start-order.txt: $(wc -l <Linking/start-order.txt) functions"
