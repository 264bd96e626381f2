#!/usr/bin/env python3
"""Accuracy gate: runs `kernelcast compare` on a whole measured data set and
checks every group (e.g. kernel x GPU) of every model against its floors.

    accuracy_gate.py --kernelcast KC --csv DATA.csv --floors FLOORS.csv --rows N
        --group-by variant,gpu --work DIR [--cache DIR] [--gpu-dir DIR]
        [--write-floors OUT.csv --ape-margin 0.02 --rho-margin 0.01]

DATA.csv is a compare CSV (docs/accuracy.md); its `source` paths are relative
to its own folder. FLOORS.csv: lines starting with '#' are comments; then a
header `model,<group columns...>,max_median_ape,min_spearman` and one row per
model and group: the largest median absolute percentage error (as a
fraction) and the smallest Spearman rank correlation the group may have; an
empty cell is not checked. Group cells `*` stand for the whole data set (its
median APE and the median of the groups' Spearman).

Fails (exit 1) when compare fails or skips a row, when the data set does not
have N rows, when a group has no floors row for a gated model or a floors row
has no group, or when a figure is past its floor; prints every figure beside
its floor either way.

--gpu-dir DIR (or the environment variable KC_ACCURACY_GPU_DIR) predicts with
DIR/<id>.json instead of each row's GPU `id` (the mutation check,
scripts/mutation_check.py, perturbs GPU files that way).
--write-floors writes a floors file from today's figures: median APE + the
APE margin (rounded up to 0.001), Spearman - the rho margin (rounded down).
Python 3 standard library only.
"""
import argparse
import csv
import json
import math
import os
import subprocess
import sys

WHOLE = "*"


def read_floors(path):
    with open(path, newline="") as f:
        lines = [l for l in f if l.strip() and not l.lstrip().startswith("#")]
    rows = list(csv.DictReader(lines))
    if not rows:
        sys.exit(f"{path}: no floors")
    for need in ("model", "max_median_ape", "min_spearman"):
        if need not in rows[0]:
            sys.exit(f"{path}: no column '{need}' (header: {','.join(rows[0].keys())})")
    return rows


def working_csv(src, dst, gpu_column, gpu_dir):
    """Copies the data set with absolute sources, a `gate_<gpu>` column keeping
    the GPU id, and the GPU cell pointing at gpu_dir/<id>.json when given."""
    base = os.path.dirname(os.path.abspath(src))
    with open(src, newline="") as f:
        rows = list(csv.reader(f))
    head = rows[0]
    for need in ("source", gpu_column):
        if need not in head:
            sys.exit(f"{src}: no column '{need}'")
    si, gi = head.index("source"), head.index(gpu_column)
    out = [head + ["gate_" + gpu_column]]
    for n, r in enumerate(rows[1:], start=2):
        if len(r) != len(head):
            sys.exit(f"{src}:{n}: {len(r)} cells, the header has {len(head)}")
        r = list(r)
        gpu = r[gi]
        if not os.path.isabs(r[si]):
            r[si] = os.path.normpath(os.path.join(base, r[si]))
        if gpu_dir:
            path = os.path.join(os.path.abspath(gpu_dir), gpu + ".json")
            if not os.path.exists(path):
                sys.exit(f"{src}:{n}: --gpu-dir has no {gpu}.json")
            r[gi] = path
        out.append(r + [gpu])
    with open(dst, "w", newline="") as f:
        csv.writer(f, lineterminator="\n").writerows(out)
    return len(rows) - 1


def fmt(v):
    return "-" if v is None else f"{v:.3f}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kernelcast", required=True)
    ap.add_argument("--csv", required=True)
    ap.add_argument("--floors", required=True)
    ap.add_argument("--rows", type=int, required=True, help="rows the data set must have")
    ap.add_argument("--group-by", required=True, help="comma-separated columns")
    ap.add_argument("--gpu-column", default="gpu")
    ap.add_argument("--work", required=True)
    ap.add_argument("--cache", help="compile cache (KERNELCAST_CACHE_DIR)")
    ap.add_argument("--gpu-dir", default=os.environ.get("KC_ACCURACY_GPU_DIR") or None,
                    help="GPU files to predict with (default: $KC_ACCURACY_GPU_DIR, else the built-in ones)")
    ap.add_argument("--write-floors")
    ap.add_argument("--ape-margin", type=float, default=0.02)
    ap.add_argument("--rho-margin", type=float, default=0.01)
    a = ap.parse_args()

    os.makedirs(a.work, exist_ok=True)
    data = os.path.join(a.work, "data.csv")
    n = working_csv(a.csv, data, a.gpu_column, a.gpu_dir)
    if n != a.rows:
        sys.exit(f"FAIL: {a.csv} has {n} rows, the gate expects {a.rows}")
    group_by = a.group_by.split(",")
    run_group = ["gate_" + c if c == a.gpu_column else c for c in group_by]
    env = dict(os.environ)
    if a.cache:
        env["KERNELCAST_CACHE_DIR"] = a.cache
    cmd = [a.kernelcast, "compare", data, "--json", "--model", "all", "--group-by",
           ",".join(run_group)]
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        sys.exit(f"FAIL: {' '.join(cmd)} exited {p.returncode}:\n{p.stderr}")
    res = json.loads(p.stdout)
    failures = []
    if res["skipped"]:
        failures.append(f"{len(res['skipped'])} rows skipped, first: {res['skipped'][0]}")
    for model, s in res["summary"].items():
        if s["n"] != a.rows:
            failures.append(f"{model}: {s['n']} rows predicted, expected {a.rows}")

    # Figures per (model, group); the whole data set as group (*, *, ...).
    figures = {}
    for g in res["groups"]:
        key = tuple(g["key"][c] for c in run_group)
        for model, m in g["models"].items():
            figures[(model, key)] = (m["median_ape"], m["spearman"])
    for model, s in res["summary"].items():
        figures[(model, tuple(WHOLE for _ in group_by))] = (s["median_ape"], s["spearman_median"])

    if a.write_floors:
        with open(a.write_floors, "w", newline="") as f:
            f.write(f"# Floors from today's figures: median APE + {a.ape_margin}, "
                    f"Spearman - {a.rho_margin}.\n")
            w = csv.writer(f, lineterminator="\n")
            w.writerow(["model"] + group_by + ["max_median_ape", "min_spearman"])
            for (model, key), (ape, rho) in sorted(figures.items()):
                w.writerow([model] + list(key) +
                           [f"{math.ceil((ape + a.ape_margin) * 1000) / 1000:.3f}",
                            "" if rho is None else
                            f"{math.floor((rho - a.rho_margin) * 1000) / 1000:.3f}"])
        print(f"{a.write_floors}: floors of {len(figures)} (model, group) pairs written")
        if not os.path.exists(a.floors):
            print(f"{a.floors}: not there yet, nothing to check (a new data set)")
            return 0

    if not os.path.exists(a.floors):
        sys.exit(f"{a.floors}: no such file (write one with --write-floors FILE)")
    floors = read_floors(a.floors)
    gated = set()
    print(f"{'model':9} {'group':42} {'median APE':>17} {'Spearman':>15}")
    for fl in floors:
        model = fl["model"]
        key = tuple(fl.get(c, "") for c in group_by)
        gated.add(model)
        name = " ".join(key)
        if (model, key) not in figures:
            failures.append(f"floors row {model} {name}: no such group in the results")
            continue
        ape, rho = figures[(model, key)]
        bad = []
        max_ape, min_rho = fl["max_median_ape"].strip(), fl["min_spearman"].strip()
        if max_ape and ape > float(max_ape):
            bad.append(f"median APE {ape:.3f} > {max_ape}")
        if min_rho and (rho is None or rho < float(min_rho)):
            bad.append(f"Spearman {fmt(rho)} < {min_rho}")
        print(f"{model:9} {name:42} {ape:7.3f} (<= {max_ape or '-':5}) "
              f"{fmt(rho):>6} (>= {min_rho or '-':5}){'  FAIL' if bad else ''}")
        failures += [f"{model} {name}: {b}" for b in bad]
    floor_keys = {(fl["model"], tuple(fl.get(c, "") for c in group_by)) for fl in floors}
    for (model, key) in sorted(figures):
        if model in gated and (model, key) not in floor_keys:
            failures.append(f"{model} {' '.join(key)}: a group without floors (add a row)")
    if failures:
        print(f"\nFAIL: {len(failures)} problems:\n  " + "\n  ".join(failures))
        return 1
    print(f"\nall {len(floors)} floors hold ({a.rows} rows)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
