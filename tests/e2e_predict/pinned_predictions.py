#!/usr/bin/env python3
"""Pinned predictions of real kernels on real GPU files, each derived by hand.

A streaming kernel of many waves whose every element moves B bytes is bound by
DRAM: the wave model's latency iteration raises the DRAM latency until each
wave's bytes take bytes / bandwidth, so

    t = launch base + n * B / sustained DRAM bandwidth

with the GPU file's own numbers (`kernelcast gpus show ID --json`: the
sustained bandwidth, else the peak; the launch-overhead line of the block's
warps, else the pooled one), as long as the block dispatch (blocks x per-block
cost) hides under the execution (checked). The roofline model gives the same
DRAM time. Each case must be within 1 % (the last, partial wave and the
launch are the difference).

The wave model starts every wave `block_start_cycles` late (the launch line's
block start) and takes max(start + max(path, issue), bytes / bandwidth) per
wave, so where a case's issue time per wave comes within one block start of
its DRAM time (matSum on k40: 1024 issue + 350 start against 1355 DRAM
cycles), the wave model may bind at issue instead. Then its time must lie in
[DRAM time, DRAM time + waves x start] (both ends by hand), and the roofline
still meets the 1 %.

The same rule prices the fusion planner's kernels: SyncTest (four chained 3x3
additions, 36-byte matrices) on h100-sxm; a kernel reads from DRAM each matrix
it uses but does not compute, and writes each matrix it computes that a later
kernel or the pipeline's result needs (an intermediate kept in registers moves
no bytes); a plan takes the sum of its kernels.

    pinned_predictions.py KERNELCAST KERNELS_DIR FUSION_EXAMPLES_DIR
"""
import re
import json
import subprocess
import sys

# (source, kernel, --arg, grid, block, bytes per element, elements, defines)
CASES = [
    # saxpy: y[i] = a*x[i] + y[i]: 2 loads + 1 store of 4 B.
    ("saxpy.cu", "saxpy", "n=16777216", "65536", "256", 12, 16777216, []),
    # vectorAdd: C[i] = A[i] + B[i], blocks of Tile_Width^2 = 256.
    ("amaris_kernels.cu", "vectorAdd", "N=16777216", "65536", "256", 12, 16777216,
     ["-D", "Tile_Width=16"]),
    # matSum: S = A + B over 4096 x 4096 floats, 16 x 16 blocks.
    ("amaris_kernels.cu", "matSum", "N=4096", "256,256", "16,16", 12, 4096 * 4096,
     ["-D", "Tile_Width=16"]),
]
GPUS = ["k40", "v100", "a100-sxm4-80gb", "h100-sxm"]
TOLERANCE = 0.01
# Fused SyncTest kernels are held to the same tolerance: a guarded load
# (`if (lin < 64)` in a 192-thread block) once made the reuse model count its
# requests at half the threads instead of a third, 7-20 % too few DRAM bytes.
FUSED_TOLERANCE = TOLERANCE


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f"FAIL: {' '.join(cmd)} exited {p.returncode}:\n{p.stderr}")
    return json.loads(p.stdout)


def clock_mhz(g):
    return g["clocks"]["core_clock_mhz"]["value"]


def launch_line(g, warps):
    lines = {l["warps"]: l for l in g["launch_overhead"]}
    return lines.get(warps, lines.get(0))


def check_fusion(kc, examples, failures):
    """SyncTest on h100-sxm: every kernel of the unfused pipeline and of the two
    best plans against launch + bytes / bandwidth; returns the count checked."""
    gid, elements, matrix = "h100-sxm", 1048576, 36
    g = run([kc, "gpus", "show", gid, "--json"])
    bw = g["bandwidth"].get("dram_sustained_gbps", g["bandwidth"]["dram_gbps"])["value"]
    out = run([kc, "fuse", f"{examples}/SyncTest.kas", "--gpu", gid, "--elements", str(elements),
               "--max-fusion", "2", "--elements-per-block", "64,128", "--top", "2", "--json"])
    n = 0
    for name, plan in [("unfused", out["unfused"])] + [(f"plan {i + 1}", p)
                                                       for i, p in enumerate(out["plans"])]:
        kernels = plan["kernels"]
        calls = [[re.match(r"\s*(\w+)\s*=\s*\w+\((.*)\)", c).groups() for c in k["calls"]]
                 for k in kernels]
        total = 0.0
        for i, (k, cs) in enumerate(zip(kernels, calls)):
            made = {r for r, _ in cs}
            used = {a.strip() for _, args in cs for a in args.split(",")}
            later = {a.strip() for ks in calls[i + 1:] for _, args in ks for a in args.split(",")}
            reads = used - made
            writes = {r for r in made if r in later or r == "F"}
            moved = (len(reads) + len(writes)) * matrix * elements
            line = launch_line(g, (k["block"][0] * k["block"][1] * k["block"][2] + 31) // 32)
            blocks = k["grid_blocks"]
            want = line["base_us"]["value"] / 1e3 + moved / (bw * 1e6)
            if blocks * line["per_block_us"]["value"] / 1e3 > moved / (bw * 1e6):
                failures.append(f"fusion {name} {k['name']}: the case is wrong: dispatch not hidden")
            got = k["time_ms"]
            err = abs(got - want) / want
            n += 1
            what = (f"fuse SyncTest {name} {k['name']} on {gid} (reads {sorted(reads)}, writes "
                    f"{sorted(writes)}: {moved} B)")
            tol = TOLERANCE if name == "unfused" else FUSED_TOLERANCE
            print(f"{'ok' if err <= tol else 'FAIL':4} {what}: {got:.6f} ms, by hand {want:.6f} ms ({err:.3%})")
            if err > tol:
                failures.append(f"{what}: {got} ms, expected {want} ms within {tol:.0%}")
            total += want
        err = abs(plan["time_ms"] - total) / total
        n += 1
        tol = TOLERANCE if name == "unfused" else FUSED_TOLERANCE
        print(f"{'ok' if err <= tol else 'FAIL':4} fuse SyncTest {name}: {plan['time_ms']:.6f} ms, "
              f"by hand {total:.6f} ms ({err:.3%})")
        if err > tol:
            failures.append(f"fuse SyncTest {name}: {plan['time_ms']} ms, expected {total} ms within {tol:.0%}")
    return n


def main():
    kc, kernels, examples = sys.argv[1], sys.argv[2], sys.argv[3]
    failures, n = [], 0
    for gid in GPUS:
        g = run([kc, "gpus", "show", gid, "--json"])
        bw = g["bandwidth"].get("dram_sustained_gbps", g["bandwidth"]["dram_gbps"])["value"]
        for src, kernel, arg, grid, block, bpe, elems, defines in CASES:
            threads = 1
            for b in block.split(","):
                threads *= int(b)
            warps = (threads + 31) // 32
            line = launch_line(g, warps)
            base_ms = line["base_us"]["value"] / 1e3
            blocks = 1
            for x in grid.split(","):
                blocks *= int(x)
            dispatch_ms = blocks * line["per_block_us"]["value"] / 1e3
            dram_ms = elems * bpe / (bw * 1e9) * 1e3
            want = base_ms + dram_ms
            out = run([kc, "predict", f"{kernels}/{src}", "--kernel", kernel, "--gpu", gid,
                       "--grid", grid, "--block", block, "--arg", arg, "--model", "all", "--json"]
                      + defines)
            what = f"{kernel} on {gid} ({elems} x {bpe} B at {bw} GB/s + {base_ms:.4f} ms launch)"
            if dispatch_ms > dram_ms:
                failures.append(f"{what}: the case is wrong: dispatch {dispatch_ms:.4f} ms is not hidden")
                continue
            start = line.get("block_start_cycles", {"value": 0})["value"]
            for model in ("wave", "roofline"):
                n += 1
                got = out["models"][model]["time_ms"]
                bound = out["models"][model]["bound"]
                if model == "wave" and bound == "issue" and start > 0:
                    high = want + out["models"][model]["waves"] * start / (clock_mhz(g) * 1e3)
                    ok = want * (1 - TOLERANCE) <= got <= high
                    print(f"{'ok' if ok else 'FAIL':4} {model:8} {what}: {got:.6f} ms, issue-bound, by hand "
                          f"between {want:.6f} and {high:.6f} ms (DRAM time + one block start per wave)")
                    if not ok:
                        failures.append(f"{model} {what}: {got} ms, expected {want}..{high} ms")
                    continue
                err = abs(got - want) / want
                status = "ok" if err <= TOLERANCE else "FAIL"
                print(f"{status:4} {model:8} {what}: {got:.6f} ms, by hand {want:.6f} ms ({err:.3%})")
                if err > TOLERANCE:
                    failures.append(f"{model} {what}: {got} ms, expected {want} ms within 1 %")
                if bound != "DRAM":
                    failures.append(f"{model} {what}: bound {bound}, expected DRAM")
    n += check_fusion(kc, examples, failures)
    if failures:
        print("\nFAIL:\n  " + "\n  ".join(failures))
        return 1
    print(f"\n{n} predictions match the hand-derived DRAM time (within 1 %, or within one block "
          f"start per wave above it where the wave model binds at issue)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
