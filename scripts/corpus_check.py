#!/usr/bin/env python3
"""Runs `kernelcast analyze` on every .cu file of a folder tree, the way a new user
would try a repository, and reports which share of the files nvcc accepts (and
that have a kernel) kernelcast accepts too, per subfolder, with failure causes.

    scripts/corpus_check.py <folder> [--depth 2] [--jobs 2] [--arch sm_80]
        [--kernelcast build/bin/kernelcast] [--nvcc nvcc] [--json out.json]
        [-- extra kernelcast analyze arguments]

For each file: nvcc -c (-arch, -I for the file's folder and for every folder of the
tree named common/Common/inc/include/utils, as a Makefile would) first: a file
nvcc rejects, or one without a `__global__` definition (a declaration only), is not
counted. Then `kernelcast
analyze FILE --arch ARCH` with the same -I. The cause of a failure is the first
`error:` line with the file position cut off ("'helper_gl.h' file not found").
Per group (the first --depth path components below the folder) it prints
accepted / counted and the share; then the causes, most frequent first.
The corpus is test input only: keep it outside the repository.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

INCLUDE_DIR_NAMES = {"common", "inc", "include", "utils", "util", "helpers"}


def find_include_dirs(root):
    out = []
    for d, subdirs, _ in os.walk(root):
        for s in subdirs:
            if s.lower() in INCLUDE_DIR_NAMES:
                out.append(os.path.join(d, s))
    return sorted(out)


# A __global__ function with a body (a declaration alone, e.g. `__global__ void
# k(float *);` before the launch in a host file, gives nothing to analyze).
KERNEL_DEFINITION = re.compile(r"__global__[^;{}]*\)\s*\{")
COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


def has_kernel(path):
    try:
        with open(path, errors="replace") as f:
            return KERNEL_DEFINITION.search(COMMENT.sub(" ", f.read())) is not None
    except OSError:
        return False


def first_error(text):
    for line in text.splitlines():
        if "error:" in line or "error :" in line:
            msg = line.split("error:", 1)[-1].strip() if "error:" in line else line.strip()
            return re.sub(r"\s+", " ", msg)[:160]
    lines = [l for l in text.splitlines() if l.strip()]
    return (lines[0][:160] if lines else "no output")


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, errors="replace")
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return -1, "error: timeout"
    except OSError as e:
        return -1, f"error: cannot run {cmd[0]}: {e}"


def check_file(path, args, incs):
    own = ["-I", os.path.dirname(path)]
    extra = [x for d in incs for x in ("-I", d)]
    result = {"file": path}
    if not has_kernel(path):
        result["status"] = "no-kernel"
        return result
    with tempfile.TemporaryDirectory() as tmp:
        rc, out = run([args.nvcc, "-c", "-arch=" + args.arch, "-w", *own, *extra, path, "-o",
                       os.path.join(tmp, "x.o")], args.timeout)
    if rc != 0:
        result["status"] = "nvcc-rejects"
        result["cause"] = first_error(out)
        return result
    cmd = [args.kernelcast, "analyze", path, "--arch", args.arch, *own, *extra, *args.extra]
    rc, out = run(cmd, args.timeout)
    result["status"] = "accepted" if rc == 0 else "failed"
    if rc != 0:
        result["cause"] = first_error(out)
    if "warning: host code skipped" in out:
        result["skipped_host_code"] = True
    return result


def group_of(path, root, depth):
    rel = os.path.relpath(path, root).split(os.sep)
    return "/".join(rel[:min(depth, len(rel) - 1)]) or "."


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("folder")
    ap.add_argument("--depth", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--arch", default="sm_80")
    ap.add_argument("--timeout", type=int, default=180)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--kernelcast",
                    default=shutil.which("kernelcast") or os.path.join(here, "..", "build", "bin",
                                                                       "kernelcast"))
    ap.add_argument("--nvcc", default=shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc")
    ap.add_argument("--json", help="write every file's result to this JSON file")
    ap.add_argument("extra", nargs="*", help="extra kernelcast analyze arguments (after --)")
    args = ap.parse_args()

    root = os.path.abspath(args.folder)
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(root) for f in fs if f.endswith(".cu"))
    incs = find_include_dirs(root)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        results = list(ex.map(lambda p: check_file(p, args, incs), files))

    groups = collections.OrderedDict()
    for r in results:
        g = groups.setdefault(group_of(r["file"], root, args.depth), collections.Counter())
        g[r["status"]] += 1
    print(f"{'folder':40s} {'.cu':>5s} {'nvcc+kernel':>11s} {'accepted':>9s} {'share':>7s}")
    tot = collections.Counter()
    for g, c in groups.items():
        counted = c["accepted"] + c["failed"]
        tot.update(c)
        share = f"{100.0 * c['accepted'] / counted:6.1f}%" if counted else "     -"
        print(f"{g[:40]:40s} {sum(c.values()):5d} {counted:11d} {c['accepted']:9d} {share:>7s}")
    counted = tot["accepted"] + tot["failed"]
    share = f"{100.0 * tot['accepted'] / counted:6.1f}%" if counted else "     -"
    print(f"{'all':40s} {sum(tot.values()):5d} {counted:11d} {tot['accepted']:9d} {share:>7s}")
    print(f"(not counted: {tot['nvcc-rejects']} files nvcc -c rejects, {tot['no-kernel']} without a "
          f"__global__ definition; {sum(1 for r in results if r.get('skipped_host_code'))} accepted files "
          f"needed host code skipped)")
    causes = collections.Counter(r["cause"] for r in results if r["status"] == "failed")
    if causes:
        print("\nkernelcast failures by first error:")
        for cause, n in causes.most_common():
            print(f"  {n:4d}  {cause}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
