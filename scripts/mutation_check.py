#!/usr/bin/env python3
"""Mutation check of the accuracy gates: do they notice a wrong GPU model?

Writes perturbed copies of the GPU files (gpumodel/data/*.json) and runs the
accuracy gates (ctest -L accuracy, tests/accuracy/) on each set through the
gates' GPU-directory override (KC_ACCURACY_GPU_DIR). Each mutation must make
the gates fail; unperturbed copies (the control) must pass. Mutations, each
applied to every GPU file at once:

    memory latencies x2, x0.5   memory_latency_cycles/* (shared, L1, L2, DRAM, uncoalesced)
    clock -20 %, +20 %          clocks/core_clock_mhz
    DRAM bandwidth -20 %, +20 % bandwidth/dram_gbps and bandwidth/dram_sustained_gbps
    shown, not required: instruction latencies (instructions/*/latency_cycles)
    x2, x0.5 and issue cycles x2

    python3 scripts/mutation_check.py [--build build] [--work DIR] [--only NAME]

Exit 0 when the control passes and every required mutation fails the gates. Python 3
standard library only; needs a configured and built tree (ctest and the CLI).
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def scale(node, factor):
    """Scales a GPU-file value ({"value": x, ...}) in place."""
    node["value"] = round(node["value"] * factor, 6)


def mem_latency(factor):
    def f(g):
        for v in g["memory_latency_cycles"].values():
            scale(v, factor)
    return f


def instr_latency(factor):
    def f(g):
        for v in g["instructions"].values():
            scale(v["latency_cycles"], factor)
    return f


def clock(factor):
    def f(g):
        scale(g["clocks"]["core_clock_mhz"], factor)
    return f


def dram(factor):
    def f(g):
        for k in ("dram_gbps", "dram_sustained_gbps"):
            if k in g["bandwidth"]:
                scale(g["bandwidth"][k], factor)
    return f


def issue(factor):
    def f(g):
        for v in g["instructions"].values():
            scale(v["issue_cycles"], factor)
    return f


# (name, mutation, required): a required mutation must make the gates fail.
MUTATIONS = [
    ("memory latencies x2", mem_latency(2.0), True),
    ("memory latencies x0.5", mem_latency(0.5), True),
    ("clock -20%", clock(0.8), True),
    ("clock +20%", clock(1.2), True),
    ("DRAM bandwidth -20%", dram(0.8), True),
    ("DRAM bandwidth +20%", dram(1.2), True),
    # Shown, not required: the gated kernels are memory- or issue-bound, so
    # their predicted times hardly depend on instruction latencies.
    ("instruction latencies x2", instr_latency(2.0), False),
    ("instruction latencies x0.5", instr_latency(0.5), False),
    ("issue cycles x2", issue(2.0), False),
]


def write_gpus(dest, mutate, kernelcast):
    os.makedirs(dest, exist_ok=True)
    for path in sorted(glob.glob(os.path.join(ROOT, "gpumodel", "data", "*.json"))):
        with open(path) as f:
            g = json.load(f)
        if mutate:
            mutate(g)
        out = os.path.join(dest, os.path.basename(path))
        with open(out, "w") as f:
            json.dump(g, f, indent=1)
        # A mutation must still be a valid GPU file, or the gates would fail
        # for the wrong reason.
        p = subprocess.run([kernelcast, "gpus", "check", out], capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"perturbed {out} is not a valid GPU file:\n{p.stdout}{p.stderr}")


def run_gates(build, gpu_dir):
    env = dict(os.environ, KC_ACCURACY_GPU_DIR=gpu_dir)
    p = subprocess.run(["ctest", "--test-dir", build, "-L", "^accuracy$", "--output-on-failure"],
                       capture_output=True, text=True, env=env)
    out = p.stdout + p.stderr
    if "No tests were found" in out:
        sys.exit(f"no accuracy gates in {build} (ctest -L accuracy found nothing)")
    fails = re.findall(r"^\s*(\S+ .*?): (median APE .*|Spearman .*)$", out, re.M)
    return p.returncode == 0, fails, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--work", default=None, help="where the GPU copies go (default: BUILD/mutation)")
    ap.add_argument("--only", help="run only the mutation whose name contains this")
    a = ap.parse_args()
    kernelcast = os.path.join(a.build, "bin", "kernelcast")
    a.build = os.path.abspath(a.build)
    work = os.path.abspath(a.work or os.path.join(a.build, "mutation"))
    shutil.rmtree(work, ignore_errors=True)

    ok = True
    control = os.path.join(work, "control")
    write_gpus(control, None, kernelcast)
    passed, fails, out = run_gates(a.build, control)
    print(f"{'control (unperturbed copies)':30} gates {'pass' if passed else 'FAIL'}")
    if not passed:
        print(out)
        ok = False
    for i, (name, mutate, required) in enumerate(MUTATIONS):
        if a.only and a.only not in name:
            continue
        d = os.path.join(work, f"m{i}")
        write_gpus(d, mutate, kernelcast)
        passed, fails, out = run_gates(a.build, d)
        if passed:
            verdict = "pass  <- NOT CAUGHT" if required else "pass  (not required)"
        else:
            per = {}
            for f in fails:
                per[f[0].split()[0]] = per.get(f[0].split()[0], 0) + 1
            verdict = (f"FAIL  ({len(fails)} floors broken: " +
                       ", ".join(f"{m} {n}" for m, n in sorted(per.items())) + ")")
        print(f"{name:30} gates {verdict}")
        # The wave model's broken floors first (the model the gates protect most).
        shown = sorted(fails, key=lambda f: (not f[0].startswith("wave"), f[0]))
        for f in shown[:3]:
            print(f"{'':34}{f[0]}: {f[1]}")
        if len(fails) > 3:
            print(f"{'':34}...")
        if passed and required:
            ok = False
        elif not passed and not fails:
            print(out)  # failed, but not on a floor: show why
            ok = False
    print("mutation check:", "every required mutation caught" if ok else "FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
