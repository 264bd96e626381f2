#!/usr/bin/env python3
"""Arguments the CMake test runners cannot pass (issue 14): empty output
paths (class 10: `--plot ""` must be an error, not write nothing with exit 0),
and file names a careless user gives (class 7): a name that is not valid UTF-8
must still be analyzed and written as JSON (U+FFFD for the bad byte), through the compile cache too, and a
name with a '"' must still get its registers from ptxas (the PTX `.file`
directive cannot hold the quote).

usage: raw_args.py KERNELCAST KERNELS_DIR WORK_DIR"""
import json
import os
import shutil
import subprocess
import sys

kc, kernels, work = sys.argv[1], sys.argv[2], sys.argv[3]
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)
# Each name is analyzed twice through a compile cache of its own (a miss that
# writes the entries, then a hit that reads them: their metadata hold the path).
env = dict(os.environ, KERNELCAST_CACHE_DIR=os.path.join(work, "cache"))
failures = []

def analyze(name: bytes, want_ptxas: bool):
    path = os.path.join(os.fsencode(work), name)
    shutil.copy(os.path.join(kernels, "saxpy.cu"), path)
    for attempt in ("miss", "hit"):
        analyze_once(name, path, want_ptxas, attempt)

def analyze_once(name: bytes, path: bytes, want_ptxas: bool, attempt: str):
    r = subprocess.run([os.fsencode(kc), b"analyze", path, b"--json"],
                       capture_output=True, env=env, timeout=300)
    label = name.decode("utf-8", "backslashreplace") + f" (cache {attempt})"
    if r.returncode != 0:
        failures.append(f"{label}: exit {r.returncode}: {r.stderr.decode('utf-8', 'replace')}")
        return
    try:
        model = json.loads(r.stdout.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as e:
        failures.append(f"{label}: the JSON output is not valid UTF-8 JSON: {e}")
        return
    source = model["kernels"][0]["registers"]["source"]
    if want_ptxas and "ptxas" not in source:
        failures.append(f"{label}: registers from '{source}', expected ptxas")
    print(f"{label}: ok, registers from {source}")

def empty_path(args, option=None):
    r = subprocess.run([kc] + args, capture_output=True, env=env, timeout=300)
    err = r.stderr.decode("utf-8", "replace")
    option = option or args[args.index("") - 1]
    if r.returncode != 105 or f"{option}: an empty path" not in err:
        failures.append(f"{' '.join(args)}: exit {r.returncode}, stderr {err!r}; expected 105 "
                        f"and '{option}: an empty path'")
    else:
        print(f"{option} \"\": exit 105, {err.splitlines()[0]}")

saxpy = os.path.join(kernels, "saxpy.cu")
empty_path(["occupancy", "--gpu", "v100", "--threads", "256", "--regs", "32", "--plot", ""])
empty_path(["tune", saxpy, "--gpu", "v100", "--param", "n=1024", "--grid", "ceil_div(n,block_x)",
            "--plot", ""])
empty_path(["compare", "runs.csv", "--csv", ""])
empty_path(["compare", "runs.csv", "--plot-dir", ""])
empty_path(["analyze", saxpy, "--emit-model", ""])
empty_path(["demo", "--plot", ""])
empty_path(["microbench", "synthesize", "--gpu", "v100", "-o", ""], "--out")

analyze(b"caf\xe9.cu", want_ptxas=False)   # Latin-1 e-acute: not valid UTF-8
if shutil.which("ptxas") or os.path.exists("/usr/local/cuda/bin/ptxas"):
    analyze(b'sa"xpy.cu', want_ptxas=True)
else:
    analyze(b'sa"xpy.cu', want_ptxas=False)
if failures:
    print("\n".join(failures), file=sys.stderr)
    sys.exit(1)
