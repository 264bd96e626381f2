#!/usr/bin/env python3
"""Measures kernelcast (wave model) on every measured data set the team uses, the
same way each time, so that a change can be judged before and after on a fresh
machine: the repository's smoke sets (tests/accuracy/*/smoke.csv) and Kepler
file, plus samples of the public Kernel Tuner / NVBench sweeps with their
original kernel sources, taken from a data folder outside the repository.

    scripts/eval_sets.py --data DATA --kernelcast BIN --work DIR --tag TAG
        [--per-group 60] [--pmpp-per-group 8] [--only SET,...] [--compare-to TAG]

DATA holds the sweeps as published (each folder: compare.csv, src/, README.md):
pnpoly-kerneltuner/, hotspot-kerneltuner/, expdist-kerneltuner/, pmpp-nvbench/;
a missing folder is reported and its set left out. From each, --per-group rows
per (kernel, GPU) evenly over the measured times (scripts/smoke_rows.py's `pick`)
point at the folder's own source. The PMPP kernels live in headers that need
what the benchmark files put before them (the folder's README): a wrapper
DIR/pmpp_wrapper.cu is written with <cstdint>, MAX_MASK_WIDTH 121, the
`__constant__ float M[]` array, every src/*/*_kernels.cuh, and an explicit
instantiation of each template kernel the CSV names (`name<type>`), its
parameter list read from the header.

Each set runs `kernelcast compare CSV --json --model wave --group-by
variant,gpu` with a model cache of its own (DIR/cache-TAG), into
DIR/TAG/<set>.json. Printed per set: rows, median APE, MAPE, Spearman (median
over sweeps), top-1 regret (median), the sweeps within 5 % of the measured
best and "steps": for launches measured under 20 us, the median error in us of
each one's step above its sweep's fastest (small_steps: the harness's fixed
cost per launch cancels); with --compare-to, how many rows moved by more than 0.5 % against an
earlier tag's run and how many of those moved toward the measurement.
Python 3 standard library only.
"""
import argparse
import csv
import glob
import json
import os
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from smoke_rows import KEEP, pick  # noqa: E402  (the same pick as the smoke sets)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SWEEPS = [  # (set name, data folder, source under the folder)
    ("pnpoly_sample", "pnpoly-kerneltuner", "src/pnpoly.cu"),
    ("hotspot_sample", "hotspot-kerneltuner", "src/hotspot.cu"),
    ("expdist_sample", "expdist-kerneltuner", "src/expdist.cu"),
]
SMOKE = ["pmpp", "hotspot", "pnpoly", "expdist"]


def fail(msg):
    sys.exit(f"eval_sets.py: {msg}")


def read_rows(path):
    try:
        with open(path, newline="", encoding="utf-8-sig") as f:
            return list(csv.DictReader(f))
    except OSError as e:
        fail(f"{path}: cannot read ({e.strerror})")


def write_set(path, rows, source):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=KEEP + ["variant"], lineterminator="\n")
        w.writeheader()
        for r in rows:
            row = {c: r.get(c, "") for c in KEEP}
            row["source"], row["variant"] = source, r["kernel"]
            w.writerow(row)


def template_params(headers, name):
    """The parameter list of `template<typename T> __global__ void name(...)`
    in one of the headers, and its type parameter's name."""
    pat = re.compile(r"template\s*<\s*typename\s+(\w+)\s*>\s*__global__\s+void\s+" + re.escape(name) +
                     r"\s*\(([^)]*)\)", re.S)
    for h in headers:
        with open(h, encoding="utf-8", errors="replace") as f:
            m = pat.search(f.read())
        if m:
            return m.group(1), " ".join(m.group(2).split())
    return None


def pmpp_wrapper(folder, rows, out):
    """Writes the wrapper the PMPP headers need (see the file comment)."""
    headers = sorted(glob.glob(os.path.join(folder, "src", "*", "*_kernels.cuh")))
    if not headers:
        fail(f"{folder}/src: no */*_kernels.cuh")
    lines = ["// Written by scripts/eval_sets.py: what the PMPP benchmark files put",
             "// before the kernel headers, and the template instantiations they use.",
             "#include <cstdint>", "#define MAX_MASK_WIDTH 121", "__constant__ float M[MAX_MASK_WIDTH];"]
    lines += [f'#include "{os.path.abspath(h)}"' for h in headers]
    for kernel in sorted({r["kernel"] for r in rows if "<" in r["kernel"]}):
        m = re.fullmatch(r"(\w+)<(.+)>", kernel)
        found = m and template_params(headers, m.group(1))
        if not found:
            fail(f"{folder}: no `template<typename T> __global__ void {kernel.split('<')[0]}(...)` "
                 f"in the headers for the CSV's kernel {kernel}")
        tparam, params = found
        params = re.sub(r"\b" + re.escape(tparam) + r"\b", m.group(2), params)
        lines.append(f"template __global__ void {kernel}({params});")
        print(f"pmpp_sample: the wrapper instantiates {kernel}({params})")
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")


def absolute_sources(src_csv, dst_csv):
    """A copy of a repository smoke set with its sources made absolute."""
    base = os.path.dirname(os.path.abspath(src_csv))
    rows = read_rows(src_csv)
    with open(dst_csv, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
        w.writeheader()
        for r in rows:
            r["source"] = os.path.join(base, r["source"])
            w.writerow(r)


def summary(res):
    """The wave model's figures of one `compare --json` result."""
    s = res["summary"].get("wave")
    if not s:
        return None
    return (s["n"], s["median_ape"], s["mape"], s.get("spearman_median"), s.get("top1_regret_median"),
            s.get("groups_regret_within_5pct"), len(res["groups"]), len(res["skipped"]))


def small_steps(res, limit_ms=0.02):
    """The harness-independent error of short launches: in each group, for the
    rows measured under limit_ms, the step from the group's fastest of them,
    predicted minus measured, in microseconds; the median of its size over the
    set (None without two such rows in a group). A harness's fixed cost per
    launch (docs/timer-overhead.md) cancels in the steps."""
    groups = {}
    for r in res["rows"]:
        if "wave" in r["models"] and r["measured_time_ms"] < limit_ms:
            key = tuple(r["columns"].get(c, "") for c in res.get("group_by", []))
            groups.setdefault(key, []).append(r)
    errs = []
    for rows in groups.values():
        base = min(rows, key=lambda r: r["measured_time_ms"])
        for r in rows:
            if r is not base:
                dm = r["measured_time_ms"] - base["measured_time_ms"]
                dp = r["models"]["wave"]["predicted_time_ms"] - base["models"]["wave"]["predicted_time_ms"]
                errs.append(abs(dp - dm) * 1000)
    errs.sort()
    return errs[len(errs) // 2] if errs else None


def moved(old_path, new_path):
    """Rows (by input line) whose prediction moved by more than 0.5 %, and how
    many of them moved toward the measurement."""
    def load(p):
        with open(p) as f:
            return {r["line"]: (r["models"]["wave"]["predicted_time_ms"], r["measured_time_ms"])
                    for r in json.load(f)["rows"] if "wave" in r["models"]}
    a, b = load(old_path), load(new_path)
    n = better = 0
    for line, (pa, m) in a.items():
        if line not in b or pa <= 0:
            continue
        pb = b[line][0]
        if abs(pb / pa - 1) > 0.005:
            n += 1
            better += abs(pb - m) < abs(pa - m)
    return n, better


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", required=True, help="folder with the published sweeps (see above)")
    ap.add_argument("--kernelcast", default=os.path.join(ROOT, "build", "bin", "kernelcast"))
    ap.add_argument("--work", required=True, help="where samples, results and caches go")
    ap.add_argument("--tag", required=True, help="name of this run (a folder under --work)")
    ap.add_argument("--per-group", type=int, default=60, help="rows per (kernel, GPU) of the sweeps")
    ap.add_argument("--pmpp-per-group", type=int, default=8, help="rows per (kernel, GPU) of PMPP")
    ap.add_argument("--only", default="", help="comma-separated set names (default: all)")
    ap.add_argument("--compare-to", default="", help="an earlier tag under --work")
    a = ap.parse_args()
    if a.per_group < 2 or a.pmpp_per_group < 2:
        fail("--per-group and --pmpp-per-group must be at least 2 (a rank correlation needs two rows)")
    if not os.path.isdir(a.data):
        fail(f"--data {a.data}: no such folder")
    if not os.access(a.kernelcast, os.X_OK):
        fail(f"--kernelcast {a.kernelcast}: not an executable (build first: scripts/build.sh)")
    if not re.fullmatch(r"[\w.-]+", a.tag) or (a.compare_to and not re.fullmatch(r"[\w.-]+", a.compare_to)):
        fail("--tag and --compare-to: letters, digits, '.', '_' and '-' only")
    only = {s for s in a.only.split(",") if s}
    data_dir = os.path.join(a.work, "data")
    out_dir = os.path.join(a.work, a.tag)
    os.makedirs(data_dir, exist_ok=True)
    os.makedirs(out_dir, exist_ok=True)

    sets = []  # (name, csv)
    for s in SMOKE:
        dst = os.path.join(data_dir, f"{s}_smoke.csv")
        absolute_sources(os.path.join(ROOT, "tests", "accuracy", s, "smoke.csv"), dst)
        sets.append((f"{s}_smoke", dst))
    for name, folder, source in SWEEPS:
        path = os.path.join(a.data, folder)
        if not os.path.isdir(path):
            print(f"{name}: {path} not found, left out")
            continue
        dst = os.path.join(data_dir, f"{name}.csv")
        write_set(dst, pick(read_rows(os.path.join(path, "compare.csv")), a.per_group),
                  os.path.abspath(os.path.join(path, source)))
        sets.append((name, dst))
    pmpp = os.path.join(a.data, "pmpp-nvbench")
    if os.path.isdir(pmpp):
        rows = pick(read_rows(os.path.join(pmpp, "compare.csv")), a.pmpp_per_group)
        wrapper = os.path.abspath(os.path.join(a.work, "pmpp_wrapper.cu"))
        pmpp_wrapper(pmpp, rows, wrapper)
        dst = os.path.join(data_dir, "pmpp_sample.csv")
        write_set(dst, rows, wrapper)
        sets.append(("pmpp_sample", dst))
    else:
        print(f"pmpp_sample: {pmpp} not found, left out")
    kepler = os.path.join(data_dir, "kepler.csv")
    absolute_sources(os.path.join(ROOT, "tests", "accuracy", "kepler", "amaris2016-kepler.csv"), kepler)
    sets.append(("kepler", kepler))
    if only:
        unknown = only - {n for n, _ in sets}
        if unknown:
            fail(f"--only: no set named {', '.join(sorted(unknown))} (sets: {', '.join(n for n, _ in sets)})")
        sets = [(n, c) for n, c in sets if n in only]

    env = dict(os.environ, KERNELCAST_CACHE_DIR=os.path.join(a.work, f"cache-{a.tag}"))
    print(f"{'set':16} {'rows':>5} {'median APE':>10} {'MAPE':>7} {'Spearman':>8} {'regret':>7} "
          f"{'within 5 %':>10} {'steps':>6} {'seconds':>7}" + ("  moved (closer)" if a.compare_to else ""))
    failed = False
    for name, path in sets:
        out = os.path.join(out_dir, f"{name}.json")
        t0 = time.time()
        with open(out, "w") as f:
            p = subprocess.run([a.kernelcast, "compare", path, "--json", "--model", "wave", "--group-by",
                                "variant,gpu"], stdout=f, stderr=subprocess.PIPE, text=True, env=env)
        if p.returncode != 0:
            failed = True
            print(f"{name:16} FAILED (exit {p.returncode}): {p.stderr.strip().splitlines()[-1:]}")
            continue
        with open(out) as f:
            res = json.load(f)
        s = summary(res)
        if not s:
            print(f"{name:16} no wave-model rows")
            continue
        n, med, mape, rho, reg, within, groups, skipped = s
        steps = small_steps(res)
        line = (f"{name:16} {n:5d} {med * 100:9.1f}% {mape * 100:6.1f}% "
                f"{'-' if rho is None else f'{rho:.3f}':>8} {'-' if reg is None else f'{reg:.3f}':>7} "
                f"{f'{within}/{groups}':>10} {'-' if steps is None else f'{steps:.2f}':>6} "
                f"{time.time() - t0:7.0f}")
        if skipped:
            line += f"  ({skipped} rows skipped)"
        old = os.path.join(a.work, a.compare_to, f"{name}.json") if a.compare_to else ""
        if old and os.path.exists(old):
            mv, closer = moved(old, out)
            line += f"  {mv} ({closer})"
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
