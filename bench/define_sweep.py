#!/usr/bin/env python3
"""Define-sweep speed: how many compile-time variants per second `kernelcast tune`
analyzes (issue: a tuner compiles one variant per combination of defines).

Sweeps 16 variants (4 x 4 defines) of a kernel three times in a fresh compile cache:
  cold   - empty cache: every variant compiled, the CUDA headers' PCH built once
  new    - 16 other variants (another block size), the PCH already there
  cached - the first sweep again: every variant from the compile cache
and once more with KERNELCAST_NO_PCH=1 (no precompiled header) for comparison.
Wall time and the CPU time of kernelcast and its ptxas children (user + system)
are printed: on a shared machine the CPU time is the steadier figure.

Kernels:
  hotspot      tile_size_x x temporal_tiling_factor of the hotspot stencil kept
               for the accuracy smoke test (tests/accuracy/hotspot/hotspot.cu)
  convolution  block_size_x x tile_size_y of the BAT 2-D convolution (15x15
               filter; pass its convolution.cu with --source, from a BAT checkout:
               batbench/benchmarks/convolution/convolution.cu; not part of kernelcast)

  bench/define_sweep.py [--kernelcast build/bin/kernelcast] [--kernel hotspot|convolution]
                        [--source FILE] [--jobs N] [--no-pch-too]

Last measured (2026-11-26, 2 cores shared with two other sessions; CPU ms per
new variant; details and the per-phase breakdown in docs/analyzer-frontend.md,
"Define-sweep speed"):
  first round (load average 6-8), before -> after:
  convolution  new 1335 -> 884-969 ms (0.45 -> 0.66-0.84 variants/s wall),
               cached 462 -> 231-281 ms
  hotspot      new 419 -> 259-274 ms (1.50 -> 2.27-2.56 variants/s wall),
               cached 41 -> 34 ms
  second round (--kernel drops the other kernels from PTX/ptxas, faster
  analysis pass; load average 4.2-9.2), af04b7a -> after, three sweeps each:
  convolution  new 814-1017 -> 743-885 ms (0.67-1.63 -> 0.73-1.33 variants/s
               wall, which follows the other sessions' load), cold 1784-1868 ->
               1170-1735 ms, cached 19-25 -> 18-22 ms
  hotspot      new 269 -> 253 ms (2.34 -> 2.60 variants/s wall), unchanged
               within the noise
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def hotspot_cmd(kc, src, block):
    src = src or os.path.join(ROOT, "tests", "accuracy", "hotspot", "hotspot.cu")
    return [kc, "tune", src, "--kernel", "calculate_temp", "--gpu", "a100-pcie-40gb",
            "-D", "grid_width=4096", "-D", "grid_height=4096",
            "-D", f"block_size_x={block}", "-D", "block_size_y=8",
            "-D", "tile_size_x=1,2,3,4", "-D", "temporal_tiling_factor=1,2,3,4",
            "--block-x", str(block), "--block-y", "8",
            "--grid", f"ceil_div(4096, {block} * tile_size_x),ceil_div(4096, 8)",
            "--param", "Rx_1=0.1", "--param", "Ry_1=0.1", "--param", "Rz_1=0.00003",
            "--param", "step_div_cap=21.8", "--top", "1"]


def convolution_cmd(kc, src, block):
    # block: block_size_y of the sweep (8 for cold/cached, 4 for new variants)
    if not src:
        sys.exit("--kernel convolution needs --source .../batbench/benchmarks/convolution/convolution.cu")
    return [kc, "tune", src, "--kernel", "convolution_kernel", "--gpu", "a100-pcie-40gb",
            "-D", "filter_width=15", "-D", "filter_height=15",
            "-D", "block_size_x=16,32,64,128", "-D", f"block_size_y={block}",
            "-D", "tile_size_x=2", "-D", "tile_size_y=1,2,3,4",
            "-D", "use_padding=1", "-D", "read_only=0",
            "--block-x", "16,32,64,128", "--block-y", str(block),
            "--constraint", "block_x == block_size_x",
            "--grid", f"ceil_div(4096, block_size_x * 2),ceil_div(4096, {block} * tile_size_y)",
            "--top", "1"]


def sweep(cmd, cache, jobs, env_extra=None):
    if jobs:
        cmd = cmd + ["--jobs", str(jobs)]
    env = dict(os.environ, KERNELCAST_CACHE_DIR=cache, **(env_extra or {}))
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    secs = time.time() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr}")
    return secs, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kernelcast", default=os.path.join(ROOT, "build", "bin", "kernelcast"))
    ap.add_argument("--kernel", choices=["hotspot", "convolution"], default="hotspot")
    ap.add_argument("--source", help="the kernel's .cu (default for hotspot: the test copy)")
    ap.add_argument("--jobs", type=int, default=0, help="tune --jobs (default: tune's default)")
    ap.add_argument("--no-pch-too", action="store_true",
                    help="also run the sweeps with KERNELCAST_NO_PCH=1")
    a = ap.parse_args()
    make = hotspot_cmd if a.kernel == "hotspot" else convolution_cmd
    first, other = (32, 64) if a.kernel == "hotspot" else (8, 4)
    n = 16
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    runs = [("with the CUDA headers' PCH", None)]
    if a.no_pch_too:
        runs.append(("without a PCH (KERNELCAST_NO_PCH=1)", {"KERNELCAST_NO_PCH": "1"}))
    for label, extra in runs:
        with tempfile.TemporaryDirectory(prefix="kc-define-sweep-") as cache:
            cold = sweep(make(a.kernelcast, a.source, first), cache, a.jobs, extra)
            new = sweep(make(a.kernelcast, a.source, other), cache, a.jobs, extra)
            cached = sweep(make(a.kernelcast, a.source, first), cache, a.jobs, extra)
        fmt = lambda r: (f"{r[0]:.2f} s wall ({n / r[0]:.2f} variants/s), "
                         f"{r[1]:.2f} s CPU ({r[1] / n * 1000:.0f} ms/variant)")
        print(f"{a.kernel}, {label}, jobs {a.jobs or 'default'}:\n"
              f"  cold   {fmt(cold)}\n  new    {fmt(new)}\n  cached {fmt(cached)}")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
