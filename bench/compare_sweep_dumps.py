#!/usr/bin/env python3
"""Compares two predict_bench KC_SWEEP_DUMP=1 dumps (stderr) line by line:
the saxpy / matmul / stencil lines whole, the sweep lines (block, CPU us,
waves, distinct waves, block classes, warp classes, ms) without the CPU time.
Exit 0 and "identical" when every prediction is the same bit for bit (the
dump prints 17 significant digits); else each difference and exit 1.

  KC_SWEEP_DUMP=1 old/predict_bench --benchmark_filter=none 2>old.csv
  KC_SWEEP_DUMP=1 new/predict_bench --benchmark_filter=none 2>new.csv
  bench/compare_sweep_dumps.py old.csv new.csv
"""
import sys


def rows(path):
    out = []
    with open(path) as f:
        for n, line in enumerate(f, 1):
            if line.startswith("Failed to match any benchmarks"):
                continue  # --benchmark_filter=none's own message
            cols = line.rstrip("\n").split(",")
            if len(cols) == 7:  # a sweep shape: drop the CPU time
                cols = cols[:1] + cols[2:]
            elif len(cols) != 4:
                sys.exit(f"{path}:{n}: expected 4 (kernel) or 7 (sweep) columns, got {len(cols)}: {line!r}")
            out.append(cols)
    return out


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    a, b = rows(sys.argv[1]), rows(sys.argv[2])
    if len(a) != len(b):
        sys.exit(f"{sys.argv[1]} has {len(a)} predictions, {sys.argv[2]} {len(b)}")
    diffs = [(x, y) for x, y in zip(a, b) if x != y]
    for x, y in diffs[:20]:
        print("differs:", ",".join(x), "->", ",".join(y))
    if diffs:
        print(f"{len(diffs)} of {len(a)} predictions differ")
        return 1
    print(f"identical: {len(a)} predictions ({sum(len(r) == 6 for r in a)} sweep shapes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
