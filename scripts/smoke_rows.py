#!/usr/bin/env python3
"""Picks a few rows of a measured data set for an accuracy smoke test.

Reads a data set in `kernelcast compare` format (a Kernel Tuner / NVBench
folder's compare.csv), keeps the kernels named by --kernel ORIGINAL=OWN, and
from each (kernel, gpu) group takes --per-group rows spread evenly over the
measured times (the fastest, the slowest and evenly ranked ones between).
The rows are rewritten to point at the project's own implementation of the
kernel (--source, relative to the output file) under its own name; the
original kernel name goes to the `variant` column, so the accuracy gate can
group by variant,gpu. Optional --where COLUMN=VALUE filters rows first, and
--min-measured-ms MS keeps only launches measured at MS or longer (above a
harness's floor, where what a smoke set pins is the kernel, not the timer).

  scripts/smoke_rows.py DATA/pnpoly-kerneltuner/compare.csv \\
      --kernel cn_pnpoly=cn_pnpoly --source pnpoly.cu --per-group 12 \\
      --out tests/accuracy/pnpoly/smoke.csv
"""
import argparse
import csv
import sys

KEEP = ["source", "kernel", "gpu", "grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z",
        "dynamic_smem_bytes", "defines", "args", "measured_time_ms"]


def pick(rows, per_group):
    """Up to per_group rows of each (kernel, gpu) group, evenly over its
    measured times (the fastest, the slowest and evenly ranked ones between);
    groups in (kernel, gpu) order, rows without a numeric time left out."""
    groups = {}
    for r in rows:
        try:
            float(r["measured_time_ms"])
        except (KeyError, ValueError):
            continue
        groups.setdefault((r["kernel"], r["gpu"]), []).append(r)
    out = []
    for _, g in sorted(groups.items()):
        g.sort(key=lambda r: float(r["measured_time_ms"]))
        n = min(per_group, len(g))
        idx = sorted({round(i * (len(g) - 1) / (n - 1)) for i in range(n)}) if n > 1 else [0]
        out += [g[i] for i in idx]
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("csv", help="the data set's compare.csv")
    ap.add_argument("--kernel", action="append", required=True, metavar="ORIGINAL=OWN")
    ap.add_argument("--source", required=True, help="own implementation, relative to --out")
    ap.add_argument("--per-group", type=int, default=12)
    ap.add_argument("--where", action="append", default=[], metavar="COLUMN=VALUE")
    ap.add_argument("--min-measured-ms", type=float, default=0.0, metavar="MS",
                    help="keep only rows measured at MS milliseconds or longer")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    if a.per_group < 2:
        sys.exit("error: --per-group must be at least 2 (a rank correlation needs two rows)")
    names = {}
    for k in a.kernel:
        if "=" not in k:
            sys.exit(f"error: --kernel '{k}': expected ORIGINAL=OWN")
        orig, own = k.split("=", 1)
        names[orig] = own
    where = []
    for w in a.where:
        if "=" not in w:
            sys.exit(f"error: --where '{w}': expected COLUMN=VALUE")
        where.append(w.split("=", 1))
    with open(a.csv, newline="", encoding="utf-8-sig") as f:
        rows = list(csv.DictReader(f))
    rows = [r for r in rows if r["kernel"] in names and all(r.get(c) == v for c, v in where)]
    try:
        rows = [r for r in rows if float(r["measured_time_ms"]) >= a.min_measured_ms]
    except ValueError as e:
        sys.exit(f"error: {a.csv}: a measured_time_ms that is not a number ({e})")
    out = []
    for g in pick(rows, a.per_group):
        r = {c: g[c] for c in KEEP}
        r["source"], r["kernel"], r["variant"] = a.source, names[g["kernel"]], g["kernel"]
        out.append(r)
    if not out:
        sys.exit(f"error: {a.csv}: no rows of the kernels {sorted(names)}")
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=KEEP + ["variant"], lineterminator="\n")
        w.writeheader()
        w.writerows(out)
    print(f"{a.out}: {len(out)} rows in {len({(r['variant'], r['gpu']) for r in out})} groups")


if __name__ == "__main__":
    main()
