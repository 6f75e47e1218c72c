#!/bin/sh
# The long fuzz run across every mode (tests/fuzz/README.md): rounds FIRST..LAST (default 0..15:
# 16 rounds of 1,300 cases, 20,800 in all), each one chunk of every mode with seed 1000 + round,
# one process at a time. Failing inputs are kept under KEEP (default fuzz-keep). Exit 1 if a case failed.
#   tests/fuzz/rounds.sh [FIRST] [LAST] [KEEP]      (PYTHON=.venv/bin/python to choose the interpreter)
first=${1:-0} last=${2:-15} keep=${3:-fuzz-keep}
here=$(dirname "$0")
status=0
for round in $(seq "$first" "$last"); do
    for chunk in "mgpu-opt text 250" "mgpu-opt grammar 250" "mgpu-run text 150" "mgpu-run grammar 150" \
                 "replay text 100" "replay grammar 100" "files text 300"; do
        set -- $chunk
        seed=$((1000 + round))
        echo "== round $round: --tool $1 --mode $2 --cases $3 --seed $seed"
        "${PYTHON:-python}" "$here/long_run.py" --tool "$1" --mode "$2" --cases "$3" --seed "$seed" \
            --seconds 120 --keep "$keep/$1.$2.$seed" || status=1
    done
done
exit $status
