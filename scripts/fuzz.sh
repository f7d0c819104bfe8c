#!/usr/bin/env bash
# Builds headunit's fuzz targets with libFuzzer and AddressSanitizer and runs
# each for a while, seeded from the shipped files. Run from anywhere:
#   scripts/fuzz.sh [--seconds N] [--jobs N] [TARGET ...]
# TARGET is scenario, theme, keymap or command (default: all four); N is how
# long each runs (default 60). Findings (crash-*, leak-*, timeout-*) are
# written under .build/fuzz/TARGET/, with the corpus the run grew.
# The test suite's own storms and mutations take a sample each run, with a
# seed of their own that a failure names; for more of them, run
#   HEADUNIT_FUZZ_SCALE=20 swift test --filter 'MutationTests|InputStormTests'
# (HEADUNIT_FUZZ_SEED=N replays a run).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=60
jobs=1
targets=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --seconds) seconds=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    scenario|theme|keymap|command) targets+=("$1"); shift ;;
    *) echo "fuzz.sh: unknown argument '$1': use --seconds N, --jobs N, scenario, theme, keymap, command" >&2; exit 2 ;;
  esac
done
[[ ${#targets[@]} -gt 0 ]] || targets=(scenario theme keymap command)

out=.build/fuzz
mkdir -p "$out"
failed=()

# Runs a build step quietly: its log is shown, and the script stops, when
# it fails. The linker's "Cannot export local symbol" warnings are noise.
build() {
  local what=$1 log=$2
  shift 2
  if ! "$@" > "$log" 2>&1; then
    grep -v "Cannot export local symbol" "$log" >&2 || true
    echo "fuzz.sh: $what did not build (log: $log)" >&2
    exit 1
  fi
}

# The embedded files' Swift source, which SwiftPM generates.
build "headunit" "$out/swift-build.log" swift build --product headunit
resources=$(find .build -path '*debug/HeadUnitCore.build/DerivedSources/embedded_resources.swift' | head -1)
[[ -n $resources ]] || { echo "fuzz.sh: swift build made no embedded_resources.swift" >&2; exit 1; }

# HeadUnitCore and its C helper, built once with the sanitizers, as a static library.
lib=$out/lib
mkdir -p "$lib/CTextWidth"
printf 'module CTextWidth {\n    header "%s/Sources/CTextWidth/include/CTextWidth.h"\n    export *\n}\n' "$PWD" > "$lib/CTextWidth/module.modulemap"
if [[ ! -f $lib/libHeadUnitCore.a || -n $(find Sources/HeadUnitCore Sources/CTextWidth scripts/fuzz.sh -newer "$lib/libHeadUnitCore.a" -name '*.[sc]*' | head -1) ]]; then
  echo "fuzz.sh: building HeadUnitCore with -sanitize=fuzzer,address"
  rm -f "$lib/libHeadUnitCore.a"
  build "TextWidth.c" "$lib/build.log" clang -c -O1 -fsanitize=fuzzer-no-link,address -ISources/CTextWidth/include Sources/CTextWidth/TextWidth.c -o "$lib/TextWidth.o"
  mapfile -t sources < <(find Sources/HeadUnitCore -name '*.swift' | sort)
  # The package name lets the core's `package` declarations build as they do in SwiftPM.
  build "HeadUnitCore" "$lib/build.log" swiftc -parse-as-library -O -sanitize=fuzzer,address -package-name headunit -module-name HeadUnitCore \
    -I "$lib/CTextWidth" -emit-module -emit-module-path "$lib/HeadUnitCore.swiftmodule" -emit-library -static -o "$lib/libHeadUnitCore.a" \
    "${sources[@]}" "$resources"
fi

for target in "${targets[@]}"; do
  case $target in
    scenario) file=ScenarioFuzz; seeds=(Scenarios/*.json Tests/HeadUnitCoreTests/Fixtures/*.json) ;;
    theme) file=ThemeFuzz; seeds=(Themes/*.json) ;;
    keymap) file=KeyMapFuzz; seeds=() ;;
    command) file=CommandFuzz; seeds=() ;;
  esac
  dir=$out/$target
  mkdir -p "$dir/corpus"
  for seed in "${seeds[@]}"; do cp "$seed" "$dir/corpus/"; done
  if [[ $target == keymap ]]; then
    printf '{"headunit-keymap": 1, "bindings": {"press": ["Enter", "Space", "k"], "rotateRight": ["2", "Tab", "l"]}}' > "$dir/corpus/readme.json"
    printf '{"headunit-keymap": 1, "bindings": {"quit": [], "console": [":"]}}' > "$dir/corpus/console.json"
  fi
  if [[ $target == command ]]; then
    # Every script line of the shipped scenarios, one a file.
    python3 -c 'import json,glob,sys
n=0
for f in sorted(glob.glob("Scenarios/*.json")):
    for script in json.load(open(f)).get("scripts", {}).values():
        for line in script:
            n+=1; open(sys.argv[1]+"/line%d.txt"%n,"w").write(line)
if n == 0: sys.exit("fuzz.sh: the shipped scenarios hold no script lines to seed the command target")' "$dir/corpus"
  fi
  echo "fuzz.sh: building $target"
  rm -f "$dir/$file"
  build "the $target target (Fuzz/$file.swift)" "$dir/build.log" swiftc -parse-as-library -O -sanitize=fuzzer,address -I "$lib" -I "$lib/CTextWidth" \
    "Fuzz/$file.swift" "$lib/libHeadUnitCore.a" "$lib/TextWidth.o" -o "$dir/$file"
  echo "fuzz.sh: running $target for $seconds s"
  parallel=()
  [[ $jobs -gt 1 ]] && parallel=(-jobs="$jobs" -workers="$jobs")
  # What a Swift global's one-time initialiser (its _WZ function) allocates,
  # the embedded tour and the default theme, lives as long as the process, and
  # LeakSanitizer cannot follow Swift's tagged pointers to it: so at exit it
  # reports it as leaked, and libFuzzer writes the last input as a crash.
  printf 'leak:_WZ\n' > "$out/leak-suppressions.txt"
  rm -f "$dir"/run.log "$dir"/fuzz-*.log
  status=0
  (cd "$dir" && LSAN_OPTIONS=suppressions=../leak-suppressions.txt "./$file" -max_total_time="$seconds" "${parallel[@]}" -max_len=65536 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 corpus \
    > run.log 2>&1) || status=$?
  # With several jobs, libFuzzer writes each job's log to fuzz-N.log.
  logs=("$dir"/run.log)
  for log in "$dir"/fuzz-*.log; do [[ -e $log ]] && logs+=("$log"); done
  cat "${logs[@]}" | grep -E "stat::number_of_executed_units|ERROR|SUMMARY|Test unit written" || true
  # A target fails when it ends badly, finds something, or never ran an input.
  if [[ $status -ne 0 ]] || grep -qE "^==[0-9]+==ERROR|Test unit written" "${logs[@]}" || ! grep -q "stat::number_of_executed_units" "${logs[@]}"; then
    echo "fuzz.sh: the $target target failed (status $status; log: $dir/run.log)" >&2
    failed+=("$target")
  fi
done
if ((${#failed[@]})); then
  echo "fuzz.sh: ${#failed[@]} of ${#targets[@]} targets failed: ${failed[*]}" >&2
  exit 1
fi
echo "fuzz.sh: ${#targets[@]} targets built and ran for $seconds s each; nothing found"
