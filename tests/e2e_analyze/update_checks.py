#!/usr/bin/env python3
"""Prints the output of a golden test's RUN lines as candidate CHECK lines.

    tests/e2e_analyze/update_checks.py build/bin/kernelcast tests/e2e_analyze/saxpy.test

Runs every `RUN:` / `RUN-FAIL:` / `EVAL:` line of the .test file exactly as
RunFileCheck.cmake does (same substitutions, a scratch cache under /tmp; EVAL
lines run kc-eval-model from kernelcast's folder), and
prints each output line as `# CHECK: ...` (the first line of each run) or
`# CHECK-NEXT: ...`. Paste the lines that state a fact worked out by hand into
the test; do not pin whole reports (the time formulas change with every
latency-model refinement).
"""
import os
import re
import shlex
import subprocess
import sys
import tempfile

def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    kc, test = sys.argv[1], sys.argv[2]
    here = os.path.dirname(os.path.abspath(test))
    kernels = os.path.join(os.path.dirname(os.path.dirname(here)), "tests", "kernels")
    if not os.path.isdir(kernels):
        kernels = os.path.join(here, "..", "kernels")
    scratch = tempfile.mkdtemp(prefix="kc-golden-")
    env = dict(os.environ, KERNELCAST_CACHE_DIR=os.path.join(scratch, "cache"))
    for line in open(test):
        m = re.search(r"(RUN(-FAIL)?|EVAL):(.*)$", line)
        if not m:
            continue
        cmd = m.group(3).strip().replace("%kernels", kernels).replace("%S", here).replace("%t", scratch)
        exe = os.path.join(os.path.dirname(kc), "kc-eval-model") if m.group(1) == "EVAL" else kc
        run = subprocess.run([exe] + shlex.split(cmd), capture_output=True, text=True, env=env)
        print(f"# {m.group(1)}: {m.group(3).strip()}   (exit {run.returncode})")
        first = True
        for out in (run.stdout + run.stderr).splitlines():
            if not out.strip():
                continue
            print(f"# {'CHECK:     ' if first else 'CHECK-NEXT:'} {' '.join(out.split())}")
            first = False

if __name__ == "__main__":
    main()
