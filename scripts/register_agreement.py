#!/usr/bin/env python3
"""How far kernelcast's register counts (its PTX through ptxas, the default
`--registers ptxas`) are from what nvcc gives the same source: per kernel,
nvcc -cubin -arch=ARCH -Xptxas -v against `kernelcast analyze --json --arch ARCH`.

    scripts/register_agreement.py FOLDER_OR_FILE... [--arch sm_80] [--jobs 2]
        [--kernelcast build/bin/kernelcast] [--nvcc nvcc] [--json out.json]
        [--nvcc-from earlier.json]

A kernel agrees when kernelcast's count is within 10 % or 4 registers of
nvcc's; spills agree when both spill or neither does. Files nvcc rejects are
not counted (nor their kernels); kernels kernelcast does not list are counted
as missing. Prints every kernel that does not agree and the shares.
--nvcc-from takes nvcc's counts from an earlier --json output instead of running
nvcc (files it does not list are compiled with nvcc as usual): a front-end
variant is then measured in about half the time, only kernelcast runs.
Corpora are test input: keep them outside the repository.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def nvcc_registers(nvcc, path, arch):
    p = subprocess.run([nvcc, "-cubin", f"-arch={arch}", "-Xptxas", "-v", "-I", os.path.dirname(path),
                        path, "-o", os.devnull], capture_output=True, text=True, timeout=600)
    if p.returncode != 0:
        return None
    out, cur = {}, None
    for line in p.stderr.splitlines():
        m = re.search(r"Compiling entry function '([^']+)'", line)
        if m:
            cur = m.group(1)
            out[cur] = {"registers": 0, "spill": False}
            continue
        m = re.search(r"(\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m and cur:
            out[cur]["spill"] = int(m.group(1)) + int(m.group(2)) > 0
        m = re.search(r"Used (\d+) registers", line)
        if m and cur:
            out[cur]["registers"] = int(m.group(1))
    return out


def kernelcast_registers(kc, path, arch):
    p = subprocess.run([kc, "analyze", path, "--arch", arch, "--json", "-I", os.path.dirname(path)],
                       capture_output=True, text=True, timeout=900)
    if p.returncode != 0:
        return None, (p.stderr.strip().splitlines() or ["failed"])[0][:160]
    out = {}
    for k in json.loads(p.stdout)["kernels"]:
        r = k["registers"]
        out[k["mangledName"]] = {"registers": r["registers"], "source": r["source"],
                                 "spill": r["spillStoreBytes"] + r["spillLoadBytes"] > 0,
                                 "name": k["name"]}
    return out, None


def earlier_nvcc(json_path):
    """nvcc's counts per file from an earlier --json output: {file: {kernel: counts}}."""
    try:
        with open(json_path) as f:
            rows = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"error: --nvcc-from {json_path}: {e}")
    out = {}
    for r in rows:
        if not isinstance(r, dict) or not {"file", "kernel", "nvcc", "nvcc_spills"} <= r.keys():
            sys.exit(f"error: --nvcc-from {json_path}: a row without file, kernel, nvcc and "
                     f"nvcc_spills (expected this script's --json output): {str(r)[:120]}")
        out.setdefault(os.path.abspath(r["file"]), {})[r["kernel"]] = {
            "registers": r["nvcc"], "spill": r["nvcc_spills"]}
    return out


def one(a, path):
    ref = a.earlier.get(os.path.abspath(path)) or nvcc_registers(a.nvcc, path, a.arch)
    if not ref:
        return path, None, None, "nvcc rejects it or it has no kernel"
    got, err = kernelcast_registers(a.kernelcast, path, a.arch)
    return path, ref, got, err


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--kernelcast", default=os.path.join(ROOT, "build", "bin", "kernelcast"))
    ap.add_argument("--nvcc", default="nvcc")
    ap.add_argument("--json")
    ap.add_argument("--nvcc-from", help="nvcc's counts from an earlier --json output (nvcc is not run "
                    "for the files it lists)")
    a = ap.parse_args()
    a.earlier = earlier_nvcc(a.nvcc_from) if a.nvcc_from else {}
    files = []
    for p in a.paths:
        if os.path.isfile(p):
            files.append(os.path.abspath(p))
        elif os.path.isdir(p):
            for d, _, fs in os.walk(p):
                files += [os.path.join(d, f) for f in sorted(fs) if f.endswith(".cu")]
        else:
            sys.exit(f"error: {p}: no such file or folder")
    rows = []
    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for path, ref, got, err in ex.map(lambda f: one(a, f), sorted(files)):
            if ref is None:
                continue
            for mangled, r in sorted(ref.items()):
                g = (got or {}).get(mangled)
                if g is None and mangled.startswith("_Z"):
                    # A `static __global__` kernel: Clang mangles internal linkage as _ZL...,
                    # nvcc's ptxas report names it _Z...
                    g = (got or {}).get("_ZL" + mangled[2:])
                row = {"file": path, "kernel": mangled, "nvcc": r["registers"], "nvcc_spills": r["spill"]}
                if g is None:
                    row["missing"] = err or "kernelcast does not list this kernel"
                else:
                    row.update(kernelcast=g["registers"], kernelcast_spills=g["spill"], source=g["source"])
                    d = abs(g["registers"] - r["registers"])
                    row["agrees"] = d <= 4 or d <= 0.1 * r["registers"]
                    row["spills_agree"] = g["spill"] == r["spill"]
                rows.append(row)
    counted = [r for r in rows if "missing" not in r]
    agree = sum(r["agrees"] for r in counted)
    spills = sum(r["spills_agree"] for r in counted)
    for r in rows:
        if "missing" in r:
            print(f"missing  {os.path.relpath(r['file'])} {r['kernel']}: {r['missing']}")
        elif not r["agrees"] or not r["spills_agree"]:
            print(f"differs  {os.path.relpath(r['file'])} {r['kernel']}: nvcc {r['nvcc']}"
                  f"{' (spills)' if r['nvcc_spills'] else ''}, kernelcast {r['kernelcast']}"
                  f"{' (spills)' if r['kernelcast_spills'] else ''} [{r['source']}]")
    n = len(counted)
    if n:
        print(f"{a.arch}: {n} kernels compared ({len(rows) - n} missing): registers within 10 % or 4 "
              f"of nvcc's for {agree} ({100 * agree / n:.1f} %), spills yes/no agree for {spills} "
              f"({100 * spills / n:.1f} %)")
    else:
        print("no kernel compared")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
