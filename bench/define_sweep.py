#!/usr/bin/env python3
"""Define-sweep speed: how many compile-time variants per second `kernelcast tune`
analyzes (issue: a tuner compiles one variant per combination of defines).

Sweeps tile_size_x x temporal_tiling_factor (4 x 4 = 16 variants) of the hotspot
stencil kept for the accuracy smoke test (tests/accuracy/hotspot/hotspot.cu, the
CUDA toolkit's headers), three times in a fresh compile cache:
  cold   - empty cache: every variant compiled, the CUDA headers' PCH built once
  new    - 16 other variants (other block sizes), the PCH already there
  cached - the first sweep again: every variant from the compile cache
and once more with KERNELCAST_NO_PCH=1 (no precompiled header) for comparison.

  bench/define_sweep.py [--kernelcast build/bin/kernelcast]
"""
import argparse
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sweep(kc, cache, block, env_extra=None):
    src = os.path.join(ROOT, "tests", "accuracy", "hotspot", "hotspot.cu")
    cmd = [kc, "tune", src, "--kernel", "calculate_temp", "--gpu", "a100-pcie-40gb",
           "-D", "grid_width=4096", "-D", "grid_height=4096",
           "-D", f"block_size_x={block}", "-D", "block_size_y=8",
           "-D", "tile_size_x=1,2,3,4", "-D", "temporal_tiling_factor=1,2,3,4",
           "--block-x", str(block), "--block-y", "8",
           "--grid", f"ceil_div(4096, {block} * tile_size_x),ceil_div(4096, 8)",
           "--param", "Rx_1=0.1", "--param", "Ry_1=0.1", "--param", "Rz_1=0.00003",
           "--param", "step_div_cap=21.8", "--top", "1"]
    env = dict(os.environ, KERNELCAST_CACHE_DIR=cache, **(env_extra or {}))
    t0 = time.time()
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    secs = time.time() - t0
    if p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({p.returncode}):\n{p.stderr}")
    return secs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--kernelcast", default=os.path.join(ROOT, "build", "bin", "kernelcast"))
    a = ap.parse_args()
    n = 16
    for label, extra in (("with the CUDA headers' PCH", None),
                         ("without a PCH (KERNELCAST_NO_PCH=1)", {"KERNELCAST_NO_PCH": "1"})):
        with tempfile.TemporaryDirectory(prefix="kc-define-sweep-") as cache:
            cold = sweep(a.kernelcast, cache, 32, extra)
            new = sweep(a.kernelcast, cache, 64, extra)
            cached = sweep(a.kernelcast, cache, 32, extra)
        print(f"{label}: cold {cold:.1f} s ({n / cold:.2f} variants/s), "
              f"new variants {new:.1f} s ({n / new:.2f} variants/s), "
              f"cached {cached:.2f} s ({n / cached:.1f} variants/s)")


if __name__ == "__main__":
    main()
