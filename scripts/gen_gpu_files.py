#!/usr/bin/env python3
"""Generates gpumodel/data/<id>.json (docs/gpu-file-format.md) from two
collections of published GPU figures that kernelcast's team compiled:

  * the published-parameter collection (gpu-params.json): spec-sheet values,
    per-architecture latencies and unit counts, with their sources;
  * the measured-microbenchmark collection (measured-microbenchmarks.json):
    public measured DRAM/L2/L1 bandwidths, pointer-chase latencies and launch
    overheads, each with the repository, commit and file it was read from.

The JSON files are the committed product; this script documents how they were
made and regenerates them when a collection improves. Every number written
carries either "source" (a key of the file's "sources" object, whose text is
the citation) or "estimate" (the reasoning). Values the parameter collection
flags as estimates (E) become estimates here; values taken from a
same-architecture sibling GPU use a source key "<KEY>@<SIBLING>" whose citation
says so; values derived from a measurement of another board are estimates that
name that board and its measurement.

Usage:
  scripts/gen_gpu_files.py --params gpu-params.json --measured measured-microbenchmarks.json
                           [--out gpumodel/data] [--estimates-table]
"""
import argparse
import json
import math
import os
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))


def parse_args():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--params', help="the published-parameter collection (gpu-params.json)")
    ap.add_argument('--measured', help="the measured-microbenchmark collection (measured-microbenchmarks.json)")
    ap.add_argument('--out', default=os.path.join(HERE, '..', 'gpumodel', 'data'),
                    help='output directory (default: gpumodel/data next to this script)')
    ap.add_argument('--estimates-table', action='store_true',
                    help='print the per-GPU estimates table of docs/gpu-file-format.md from the files in --out')
    a = ap.parse_args()
    missing = [n for n in ('params', 'measured') if not getattr(a, n)]
    if missing and not a.estimates_table:
        ap.error('missing ' + ' and '.join('--' + m for m in missing) + ': give the path of '
                 + ' and '.join({'params': 'the published-parameter collection gpu-params.json',
                                 'measured': 'the measured-microbenchmark collection '
                                             'measured-microbenchmarks.json'}[m] for m in missing)
                 + ' (this script has no default location for them)')
    for n in ('params', 'measured'):
        path = getattr(a, n)
        if path and not os.path.isfile(path):
            ap.error(f'--{n} {path}: no such file')
    return a


ARGS = parse_args()
OUT = ARGS.out
if ARGS.estimates_table and not ARGS.params:
    DATA = {'sources': {}, 'gpus': {}}
    MEASURED = []
else:
    DATA = json.load(open(ARGS.params))
    MEASURED = json.load(open(ARGS.measured))
SRC = DATA['sources']
GP = DATA['gpus']

# Source keys defined here (in addition to gpu-params.json's).
EXTRA_SOURCES = {
    'GPU-PARAMS': "kernelcast's collection of published GPU parameters (compiled 2026-11-21; every value "
                  "in it names its own source, which the files repeat)",
    'SPEC3-ISSUE': 'Derived (docs/gpu-file-format.md, issue_cycles): issue cycles = max(32 / lanes per '
                   'processing block, 1), with the lane count of the executing unit given under '
                   '/units_per_processing_block (and its source)',
    'CPG-GMEM': "NVIDIA CUDA C++ Programming Guide, Compute Capabilities appendix, 'Global Memory' of each "
                "compute capability: 2.x caches global loads in L1 by default; 3.x caches them in L2 only "
                "(L1 for local memory), with a read-only data cache for __ldg / const __restrict__ loads on "
                "3.5 and 3.7; 5.x and 6.x cache global loads in L2 and read-only loads in the unified L1/texture "
                "cache; 7.x and later cache global loads in the unified L1 data cache by default",
    'CPG-SMEM-UNIFIED': "NVIDIA CUDA C++ Programming Guide, Compute Capabilities appendix, 'Shared Memory' of "
                        "compute capability 7.x and later: the L1 data cache and shared memory share one array "
                        "per SM, split by the shared-memory carveout",
    'DERIVED-BW': 'Derived: DRAM bandwidth = 2 x memory_clock_mhz x bus width / 8 (the convention '
                  'cudaDeviceProp::memoryClockRate follows); the bus width is from the chip\'s spec sheet',
    'CPG-TAB': "NVIDIA CUDA C++ Programming Guide, 'Features and Technical Specifications' table "
               "(Technical Specifications per Compute Capability): threads, registers and shared memory per SM "
               "and per block, as cudaGetDeviceProperties reports them (maxThreadsPerMultiProcessor, "
               "regsPerBlock, regsPerMultiprocessor, sharedMemPerBlock, sharedMemPerMultiprocessor, "
               "sharedMemPerBlockOptin, reservedSharedMemPerBlock); cross-checked with gpu-params.json "
               "cc_occupancy (flags V for OCC13/OCCXLS)",
    'OCC13-FN': "the CUDA 13.0 toolkit's include/cuda_occupancy.h, read on this machine: "
                "cudaOccSMemAllocationGranularity, cudaOccRegAllocationGranularity, "
                "cudaOccRegAllocationMaxPerThread, cudaOccSubPartitionsPerMultiprocessor, "
                "cudaOccMaxBlocksPerMultiprocessor, cudaOccAlignUpShmemSizeVoltaPlus (carveout steps), "
                "cudaOccSMemPreference (Kepler cache configurations), cudaOccMaxBlocksPerSMBlockBarrierLimit "
                "(barriers = 2 x max blocks on CC 5-7, 8.0, 9.x, 10.0; applied by the header only for CC >= 9)",
    'SPEC2-FERMI': 'Fermi occupancy rules (CC 2.x, not in the CUDA 13 header; docs/occupancy.md): register allocation '
                   'unit 64 registers per warp, warp allocation granularity 2, 63 registers per thread; with '
                   'the CUDA 7-era cuda_occupancy.h (OCC7): 2 register sub-partitions, 128-byte shared '
                   'allocation granularity, 8 blocks per SM, 48/16 KB shared/L1 split',
    'PTX-ISA': 'NVIDIA PTX ISA / CUDA Programming Guide: shfl.sync needs sm_30; native half arithmetic needs '
               'sm_53; tensor cores (mma) need sm_70 - so older GPUs have no such unit (value 0)',
    'WP-TC': 'NVIDIA architecture whitepapers (V100, Turing, GA100, GA102, Ada, H100, Blackwell): tensor cores '
             'per SM = 8 (Volta, Turing), 4 (Ampere and later), i.e. 2 resp. 1 per processing block '
             '(recalled; gpu-params.json flags V100/Turing R, Ampere+ V)',
    'CPG-THR': "NVIDIA CUDA C++ Programming Guide, 'Arithmetic Instructions' throughput table (results per "
               "clock per SM; recalled, the CC 3.0-7.x columns re-read in a copy of the CUDA 10 table): 32-bit type conversions 16 (CC 2.x, 6.0, 7.x-9.x) / 32 (CC 3.x, 5.x, 6.1, 6.2); "
               "warp shuffle 32 (CC 3.0+); 32-bit integer multiply 16 (2.x) / 32 (3.x); 'multiple "
               "instructions' (5.x, 6.x); half-precision add/mul/fma 2 (6.1), 128 (6.0, 7.x), 256 (8.x, 9.0)",
}

# Measured (sustained) DRAM bandwidth not in either collection.
EXTRA_SOURCES['WP-GK110-ATOMICS'] = (
    "NVIDIA, 'Kepler GK110 Architecture Whitepaper' (2012), atomic operations: atomic operation throughput "
    "to a common global memory address is improved by 9x over Fermi, to one operation per clock (recalled, "
    "not re-read when the files were generated)")
EXTRA_SOURCES['MEAS-gpu-strides'] = (
    "te42kyfo/gpu-benches @ 1c36d509ee717dca9215c27135fa1e611bb03ed1 : gpu-strides/main.cu and its results "
    "a100.txt (A100, 1410 MHz), a40.txt (A40, GA102, 1740 MHz) and h200.txt (the GH200 480GB: gpu-benches files "
    "named h200 from before Sep 2024 are GH200 runs): one block reads an L1-resident buffer, lane i at i x s "
    "elements (floats on A100 and A40, doubles on GH200); Nsight Compute's l1tex__t_output_wavefronts per warp "
    "request grow as 1 + (n - 1) / 4 for n 128-byte lines per request (A100 and A40 alike: s = 9 floats (9 lines) "
    "3.03, 17: 5.1, 25: 7.0, 33 (32 lines) 8.8; GH200: s = 5 doubles (10 lines) 3.16, 15 (30 lines) 8.0), and the "
    "cycles per request follow them wherever the data banks do not conflict: the tag stage looks up 4 lines per cycle")
# GPUs whose own chip gpu-strides measured (the rest of compute capability >= 7.0 take its 4 as an estimate).
L1_TAGS_MEASURED = {'a100-pcie-40gb', 'a100-pcie-80gb', 'a100-sxm4-40gb', 'a100-sxm4-80gb', 'a40', 'gh200'}
EXTRA_SOURCES['MICROWAY-K40'] = (
    "Microway, 'NVIDIA Tesla K40 Atlas GPU Accelerator (Kepler GK110b) Up Close' "
    "(microway.com/hpc-tech-tips/nvidia-tesla-k40-atlas-gpu-accelerator-kepler-gk110b-up-close): CUDA "
    "bandwidthTest on a Tesla K40m, device-to-device copy of 32 MiB: 202665.0 MB/s (bandwidthTest counts "
    "the bytes read plus the bytes written)")

EXTRA_SOURCES['DS-K40-CLOCKS'] = (
    "NVIDIA Tesla K40 board specification (BD-06902) as summarised in gpu-params.json's K40 entry "
    "(clock_mhz 875 'max boost; base 745 MHz', clock.base_mhz 745) and Microway's K40 page (GPU Boost lets "
    "the clock be *set* to 745, 810 or 875 MHz): a Tesla K40 runs at its 745 MHz base clock unless "
    "application clocks are raised with nvidia-smi, so 745 MHz is what a default-configured run sees")

# Spec-sheet sources for GPUs that gpu-params.json does not hold (recalled
# published values, not re-read in this session; consistent with the
# chips' whitepapers).
SPEC_SOURCES = {
    'DS-TITAN': 'NVIDIA GeForce GTX TITAN specifications (nvidia.com) and GK110 whitepaper: 14 SMX (2688 CUDA '
                'cores), 837 MHz base / 876 MHz boost, 6008 MT/s GDDR5 on 384 bits (288.4 GB/s), 1536 KB L2 '
                '(recalled, not re-read in this session)',
    'DS-TITAN-BLACK': 'NVIDIA GeForce GTX TITAN Black specifications (nvidia.com): 15 SMX (2880 CUDA cores), '
                      '889 MHz base / 980 MHz boost, 7 Gbps GDDR5 on 384 bits (336 GB/s), 1536 KB L2 (GK110B) '
                      '(recalled, not re-read in this session)',
    'DS-K5200': 'NVIDIA Quadro K5200 data sheet: GK110B, 2304 CUDA cores (12 SMX), 650 MHz base / 771 MHz boost, '
                '8 GB GDDR5 on 256 bits at 6 Gbps (192 GB/s) (recalled, not re-read in this session)',
    'DS-GTX970': 'NVIDIA GeForce GTX 970 specifications (nvidia.com): GM204, 1664 CUDA cores (13 SMM), '
                 '1050 MHz base / 1178 MHz boost, 7 Gbps GDDR5 on 256 bits (224 GB/s); NVIDIA\'s Jan 2015 '
                 'statement: 1792 KB L2 (recalled, not re-read in this session)',
    'DS-GTX1070': 'NVIDIA GeForce GTX 1070 specifications (nvidia.com): GP104, 1920 CUDA cores (15 SMs), '
                  '1506 MHz base / 1683 MHz boost, 8 Gbps GDDR5 on 256 bits (256 GB/s), 2 MB L2 '
                  '(recalled, not re-read in this session)',
    'DS-TITAN-RTX': 'NVIDIA TITAN RTX specifications (nvidia.com) and Turing whitepaper: full TU102, 4608 CUDA '
                    'cores (72 SMs), 1350 MHz base / 1770 MHz boost, 14 Gbps GDDR6 on 384 bits (672 GB/s), '
                    '6 MB L2 (recalled, not re-read in this session)',
    'DS-RTX3060L': 'NVIDIA GeForce RTX 3060 Laptop GPU specifications (nvidia.com): GA106, 3840 CUDA cores '
                   '(30 SMs), boost 1283-1703 MHz depending on the laptop\'s power limit, 14 Gbps GDDR6 on 192 '
                   'bits (336 GB/s); GA106 L2 3 MB (GA102 whitepaper family table) (recalled, not re-read)',
    'DS-A4000': 'NVIDIA RTX A4000 data sheet: GA104, 6144 CUDA cores (48 SMs), boost 1560 MHz, 16 GB GDDR6 '
                'on 256 bits at 14 Gbps (448 GB/s); GA104 L2 4 MB (recalled, not re-read in this session)',
    'DS-A6000': 'NVIDIA RTX A6000 data sheet: GA102, 10752 CUDA cores (84 SMs), boost 1800 MHz, 48 GB GDDR6 '
                'on 384 bits at 16 Gbps (768 GB/s); GA102 L2 6 MB (recalled, not re-read in this session)',
    'DS-A100': 'NVIDIA A100 Tensor Core GPU data sheet and GA100 whitepaper: 108 SMs, 1410 MHz boost, 40 MB L2; '
               'A100 PCIe 40GB: HBM2 1215 MHz, 5120 bits, 1555 GB/s; A100 SXM4 80GB: HBM2e 1593 MHz, 2039 GB/s '
               '(1555 and 1593/1215 MHz also read in LUO24-T3 and CNC-H100, flag V in gpu-params.json)',
}

SIBLING_NAMES = {
    'K40': 'Tesla K40 (GK110B, CC 3.5)', 'GTX980': 'GeForce GTX 980 (GM204, CC 5.2)',
    'GTX1080': 'GeForce GTX 1080 (GP104, CC 6.1)', 'RTX2080TI': 'GeForce RTX 2080 Ti (TU102, CC 7.5)',
    'RTX3090': 'GeForce RTX 3090 (GA102, CC 8.6)', 'A100': 'A100 (GA100, CC 8.0)',
    'RTX4090': 'GeForce RTX 4090 (AD102, CC 8.9)', 'H100_SXM': 'H100 SXM5 (GH100, CC 9.0)',
}

# ---------------------------------------------------------------------------
# The GPUs. base = entry of gpu-params.json whose per-architecture values
# are used; spec = values from the GPU's own spec sheet (value, source key).
GPUS = [
    dict(id='gtx480', base='GTX480', name='NVIDIA GeForce GTX 480', aliases=['GeForce GTX 480'],
         mem=(1848, 'GTX480-DQ')),
    dict(id='gtx580', base='GTX580', name='NVIDIA GeForce GTX 580', aliases=['GeForce GTX 580'],
         mem=(2004, 'DS')),
    dict(id='gtx680', base='GTX680', name='NVIDIA GeForce GTX 680', aliases=['GeForce GTX 680'],
         mem=(3004, 'DS')),
    dict(id='k20', base='K20', name='NVIDIA Tesla K20', aliases=['Tesla K20c', 'Tesla K20m'],
         mem=(2600, 'DS')),
    dict(id='k40', base='K40', name='NVIDIA Tesla K40', aliases=['Tesla K40c', 'Tesla K40m', 'Tesla K40s'],
         mem=(3000, 'DS'), own_base=True, spec=dict(clock=(745, 'DS-K40-CLOCKS'))),
    dict(id='titan', base='K40', name='NVIDIA GeForce GTX TITAN', aliases=['GeForce GTX TITAN'],
         chip='GK110', spec=dict(sm=(14, 'DS-TITAN'), clock=(876, 'DS-TITAN'), mem=(3004, 'DS-TITAN'),
                                 dram=(288.4, 'DS-TITAN'), l2=(1572864, 'DS-TITAN'))),
    dict(id='titan-black', base='K40', name='NVIDIA GeForce GTX TITAN Black',
         aliases=['GeForce GTX TITAN Black'], chip='GK110B',
         spec=dict(sm=(15, 'DS-TITAN-BLACK'), clock=(980, 'DS-TITAN-BLACK'), mem=(3500, 'DS-TITAN-BLACK'),
                   dram=(336, 'DS-TITAN-BLACK'), l2=(1572864, 'DS-TITAN-BLACK'))),
    dict(id='quadro-k5200', base='K40', name='NVIDIA Quadro K5200', aliases=['Quadro K5200'], chip='GK110B',
         spec=dict(sm=(12, 'DS-K5200'), clock=(771, 'DS-K5200'), mem=(3000, 'DS-K5200'),
                   dram=(192, 'DS-K5200'),
                   l2=(1048576, 'estimate: GK110 has 256 KB of L2 per 64-bit memory controller (1536 KB for '
                                'six on the 384-bit K40); the 256-bit K5200 keeps four: 4 x 256 KB = 1 MB'))),
    dict(id='gtx970', base='GTX980', name='NVIDIA GeForce GTX 970', aliases=['GeForce GTX 970'],
         spec=dict(sm=(13, 'DS-GTX970'), clock=(1178, 'DS-GTX970'), mem=(3505, 'DS-GTX970'),
                   dram=(224, 'DS-GTX970'), l2=(1835008, 'DS-GTX970'))),
    dict(id='gtx980', base='GTX980', name='NVIDIA GeForce GTX 980', aliases=['GeForce GTX 980'],
         mem=(3505, 'DS')),
    dict(id='titan-x-maxwell', base='TITANX_MAXWELL', name='NVIDIA GeForce GTX TITAN X (Maxwell)',
         aliases=['GeForce GTX TITAN X'], mem=(3505, 'ACCEL-UB')),
    dict(id='gtx1050', base='GTX1050', name='NVIDIA GeForce GTX 1050', aliases=['GeForce GTX 1050'],
         mem=(3500, 'DS')),
    dict(id='gtx1070', base='GTX1080', name='NVIDIA GeForce GTX 1070', aliases=['GeForce GTX 1070'],
         spec=dict(sm=(15, 'DS-GTX1070'), clock=(1683, 'DS-GTX1070'), mem=(4004, 'DS-GTX1070'),
                   dram=(256, 'DS-GTX1070'), l2=(2097152, 'DS-GTX1070'))),
    dict(id='gtx1080', base='GTX1080', name='NVIDIA GeForce GTX 1080', aliases=['GeForce GTX 1080'],
         mem=(5000, 'DS')),
    dict(id='p100', base='P100', name='NVIDIA Tesla P100 (SXM2 clocks)',
         aliases=['Tesla P100-SXM2-16GB', 'Tesla P100-PCIE-16GB', 'Tesla P100-PCIE-12GB'],
         mem=(715, 'JIA19-T31')),
    dict(id='v100', base='V100', name='NVIDIA Tesla V100 (SXM2 clocks)',
         aliases=['Tesla V100-SXM2-16GB', 'Tesla V100-SXM2-32GB', 'Tesla V100-PCIE-16GB',
                  'Tesla V100-PCIE-32GB'], mem=(877, 'JIA19-T31')),
    dict(id='t4', base='T4', name='NVIDIA Tesla T4', aliases=['Tesla T4'], mem=(5001, 'JIA19-T31')),
    dict(id='rtx2080ti', base='RTX2080TI', name='NVIDIA GeForce RTX 2080 Ti',
         aliases=['GeForce RTX 2080 Ti', 'NVIDIA GeForce RTX 2080 Ti'], mem=(7000, 'DS')),
    dict(id='titan-rtx', base='RTX2080TI', name='NVIDIA TITAN RTX', aliases=['TITAN RTX', 'NVIDIA TITAN RTX'],
         spec=dict(sm=(72, 'DS-TITAN-RTX'), clock=(1770, 'DS-TITAN-RTX'), mem=(7000, 'DS-TITAN-RTX'),
                   dram=(672, 'DS-TITAN-RTX'), l2=(6291456, 'DS-TITAN-RTX'))),
    dict(id='a100-pcie-40gb', base='A100', name='NVIDIA A100 PCIe 40GB', aliases=['NVIDIA A100-PCIE-40GB'], own_base=True,
         spec=dict(sm=(108, 'LUO24-T3'), clock=(1410, 'LUO24-T3'), mem=(1215, 'LUO24-T3'),
                   dram=(1555, 'LUO24-T3'), l2=(41943040, 'AMALI-A100UB'))),
    dict(id='a100-sxm4-80gb', base='A100', name='NVIDIA A100 SXM4 80GB', aliases=['NVIDIA A100-SXM4-80GB'],
         spec=dict(sm=(108, 'LUO24-T3'), clock=(1410, 'LUO24-T3'), mem=(1593, 'DS-A100'),
                   dram=(2039, 'DS-A100'), l2=(41943040, 'AMALI-A100UB')),
         own_base=True),
    dict(id='rtx3060-laptop', base='RTX3090', name='NVIDIA GeForce RTX 3060 Laptop GPU',
         aliases=['NVIDIA GeForce RTX 3060 Laptop GPU'], chip='GA106',
         spec=dict(sm=(30, 'DS-RTX3060L'), clock=(1703, 'DS-RTX3060L'), mem=(7000, 'DS-RTX3060L'),
                   dram=(336, 'DS-RTX3060L'), l2=(3145728, 'DS-RTX3060L'))),
    dict(id='rtx3090', base='RTX3090', name='NVIDIA GeForce RTX 3090',
         aliases=['NVIDIA GeForce RTX 3090', 'GeForce RTX 3090'], mem=(9751, 'AMALI-3090UB')),
    dict(id='rtx-a4000', base='RTX3090', name='NVIDIA RTX A4000', aliases=['NVIDIA RTX A4000'], chip='GA104',
         spec=dict(sm=(48, 'DS-A4000'), clock=(1560, 'DS-A4000'), mem=(7000, 'DS-A4000'),
                   dram=(448, 'DS-A4000'), l2=(4194304, 'DS-A4000'))),
    dict(id='rtx-a6000', base='RTX3090', name='NVIDIA RTX A6000', aliases=['NVIDIA RTX A6000'],
         spec=dict(sm=(84, 'DS-A6000'), clock=(1800, 'DS-A6000'), mem=(8000, 'DS-A6000'),
                   dram=(768, 'DS-A6000'), l2=(6291456, 'DS-A6000'))),
    dict(id='rtx4090', base='RTX4090', name='NVIDIA GeForce RTX 4090', aliases=['NVIDIA GeForce RTX 4090'],
         mem=(10501, 'LUO24-T3')),
    dict(id='l4', base='L4', name='NVIDIA L4', aliases=['NVIDIA L4'],
         mem=(6250, 'derived: 300 GB/s (DS) on a 192-bit GDDR6 bus: 300e9 x 8 / 192 / 2 = 6250 MHz')),
    dict(id='h100-sxm', base='H100_SXM', name='NVIDIA H100 SXM5 80GB', aliases=['NVIDIA H100 80GB HBM3'],
         mem=(2617, 'derived: 3350 GB/s (H100-SLIDES spec) on a 5120-bit HBM3 bus: 3350e9 x 8 / 5120 / 2 '
                    '= 2617 MHz')),
    dict(id='h100-pcie', base='H100_PCIE', name='NVIDIA H100 PCIe 80GB', aliases=['NVIDIA H100 PCIe'],
         mem=(1593, 'CNC-H100')),
    dict(id='b200', base='B200', name='NVIDIA B200', aliases=['NVIDIA B200'],
         mem=(3906, 'derived: 8000 GB/s (DS) on an 8192-bit HBM3e bus (bus width recalled): '
                    '8000e9 x 8 / 8192 / 2 = 3906 MHz; treat as approximate')),
]


# GPUs added from spec sheets. One line per GPU: id, base entry of the parameter
# collection (per-architecture values), CUDA device names, chip, SMs, boost clock
# (MHz), memory clock as cudaDeviceProp::memoryClockRate reports it (MHz; DRAM
# GB/s = 2 x clock x bus / 8), bus bits, DRAM peak GB/s, L2 bytes, memory
# technology, spec-source key. The values are the vendor's published
# specifications, recalled (not re-read in this session): each file says so.
MB = 1024 * 1024
SPEC_TABLE = [
    # Turing (CC 7.5): per-architecture values of the RTX 2080 Ti entry.
    ('rtx2060', 'RTX2080TI', ['NVIDIA GeForce RTX 2060', 'GeForce RTX 2060'], 'TU106', 30, 1680, 7001, 192, 336,
     3 * MB, 'GDDR6', 'DS-RTX2060'),
    ('rtx2070', 'RTX2080TI', ['NVIDIA GeForce RTX 2070', 'GeForce RTX 2070'], 'TU106', 36, 1620, 7001, 256, 448,
     4 * MB, 'GDDR6', 'DS-RTX2070'),
    ('rtx2080', 'RTX2080TI', ['NVIDIA GeForce RTX 2080', 'GeForce RTX 2080'], 'TU104', 46, 1710, 7001, 256, 448,
     4 * MB, 'GDDR6', 'DS-RTX2080'),
    ('gtx1660ti', 'RTX2080TI', ['NVIDIA GeForce GTX 1660 Ti', 'GeForce GTX 1660 Ti'], 'TU116', 24, 1770, 6001,
     192, 288, 1536 * 1024, 'GDDR6', 'DS-GTX1660TI'),
    ('gtx1650', 'RTX2080TI', ['NVIDIA GeForce GTX 1650', 'GeForce GTX 1650'], 'TU117', 14, 1590, 6001, 128, 192,
     1 * MB, 'GDDR6', 'DS-GTX1650'),
    # Ampere GA10x (CC 8.6): RTX 3090 entry.
    ('rtx3060', 'RTX3090', ['NVIDIA GeForce RTX 3060'], 'GA106', 28, 1777, 7501, 192, 360, 3 * MB, 'GDDR6',
     'DS-RTX3060'),
    ('rtx3060ti', 'RTX3090', ['NVIDIA GeForce RTX 3060 Ti'], 'GA104', 38, 1665, 7001, 256, 448, 4 * MB, 'GDDR6',
     'DS-RTX3060TI'),
    ('rtx3070', 'RTX3090', ['NVIDIA GeForce RTX 3070'], 'GA104', 46, 1725, 7001, 256, 448, 4 * MB, 'GDDR6',
     'DS-RTX3070'),
    ('rtx3070ti', 'RTX3090', ['NVIDIA GeForce RTX 3070 Ti'], 'GA104', 48, 1770, 9501, 256, 608, 4 * MB, 'GDDR6X',
     'DS-RTX3070TI'),
    ('rtx3080', 'RTX3090', ['NVIDIA GeForce RTX 3080'], 'GA102', 68, 1710, 9501, 320, 760, 5 * MB, 'GDDR6X',
     'DS-RTX3080'),
    ('rtx3080ti', 'RTX3090', ['NVIDIA GeForce RTX 3080 Ti'], 'GA102', 80, 1665, 9501, 384, 912, 6 * MB, 'GDDR6X',
     'DS-RTX3080TI'),
    ('a10', 'RTX3090', ['NVIDIA A10'], 'GA102', 72, 1695, 6251, 384, 600, 6 * MB, 'GDDR6', 'DS-A10'),
    ('a40', 'RTX3090', ['NVIDIA A40'], 'GA102', 84, 1740, 7251, 384, 696, 6 * MB, 'GDDR6', 'DS-A40'),
    # Ampere GA100 (CC 8.0): A100 entry.
    ('a30', 'A100', ['NVIDIA A30'], 'GA100', 56, 1440, 1215, 3072, 933, 24 * MB, 'HBM2', 'DS-A30'),
    ('a100-sxm4-40gb', 'A100', ['NVIDIA A100-SXM4-40GB'], 'GA100', 108, 1410, 1215, 5120, 1555, 40 * MB, 'HBM2',
     'DS-A100'),
    ('a100-pcie-80gb', 'A100', ['NVIDIA A100 80GB PCIe'], 'GA100', 108, 1410, 1512, 5120, 1935, 40 * MB, 'HBM2e',
     'DS-A100-PCIE-80GB'),
    # Ada (CC 8.9): RTX 4090 entry.
    ('rtx4060', 'RTX4090', ['NVIDIA GeForce RTX 4060'], 'AD107', 24, 2460, 8501, 128, 272, 24 * MB, 'GDDR6',
     'DS-RTX4060'),
    ('rtx4060ti', 'RTX4090', ['NVIDIA GeForce RTX 4060 Ti'], 'AD106', 34, 2535, 9001, 128, 288, 32 * MB, 'GDDR6',
     'DS-RTX4060TI'),
    ('rtx4070', 'RTX4090', ['NVIDIA GeForce RTX 4070'], 'AD104', 46, 2475, 10501, 192, 504, 36 * MB, 'GDDR6X',
     'DS-RTX4070'),
    ('rtx4070ti', 'RTX4090', ['NVIDIA GeForce RTX 4070 Ti'], 'AD104', 60, 2610, 10501, 192, 504, 48 * MB,
     'GDDR6X', 'DS-RTX4070TI'),
    ('rtx4080', 'RTX4090', ['NVIDIA GeForce RTX 4080'], 'AD103', 76, 2505, 11201, 256, 716.8, 64 * MB, 'GDDR6X',
     'DS-RTX4080'),
    ('l40', 'RTX4090', ['NVIDIA L40'], 'AD102', 142, 2490, 9001, 384, 864, 96 * MB, 'GDDR6', 'DS-L40'),
    ('l40s', 'RTX4090', ['NVIDIA L40S'], 'AD102', 142, 2520, 9001, 384, 864, 96 * MB, 'GDDR6', 'DS-L40S'),
    ('rtx4000-ada', 'RTX4090', ['NVIDIA RTX 4000 Ada Generation'], 'AD104', 48, 2175, 9001, 160, 360, 48 * MB,
     'GDDR6', 'DS-RTX4000ADA'),
    ('rtx6000-ada', 'RTX4090', ['NVIDIA RTX 6000 Ada Generation'], 'AD102', 142, 2505, 10001, 384, 960, 96 * MB,
     'GDDR6', 'DS-RTX6000ADA'),
    # Hopper (CC 9.0): H100 SXM5 entry.
    ('h100-nvl', 'H100_SXM', ['NVIDIA H100 NVL'], 'GH100', 132, 1785, 2564, 6144, 3938, 50 * MB, 'HBM3',
     'DS-H100NVL'),
    ('h200', 'H100_SXM', ['NVIDIA H200'], 'GH100', 132, 1980, 3125, 6144, 4800, 50 * MB, 'HBM3e', 'DS-H200'),
    ('h200-nvl', 'H100_SXM', ['NVIDIA H200 NVL'], 'GH100', 132, 1785, 3125, 6144, 4800, 50 * MB, 'HBM3e',
     'DS-H200NVL'),
    ('gh200', 'H100_SXM', ['NVIDIA GH200 480GB'], 'GH100', 132, 1980, 3125, 5120, 4000, 50 * MB, 'HBM3',
     'DS-GH200'),
    # Blackwell consumer (CC 12.0): per-architecture values of the RTX 4090 entry (the nearest measured SM
    # design; the collection has no Blackwell consumer entry), occupancy of CC 12.0.
    ('rtx5090', 'RTX4090', ['NVIDIA GeForce RTX 5090'], 'GB202', 170, 2407, 14001, 512, 1792, 96 * MB, 'GDDR7',
     'DS-RTX5090'),
]

NAMES = {
    'rtx2060': 'NVIDIA GeForce RTX 2060', 'rtx2070': 'NVIDIA GeForce RTX 2070', 'rtx2080': 'NVIDIA GeForce RTX 2080',
    'gtx1660ti': 'NVIDIA GeForce GTX 1660 Ti', 'gtx1650': 'NVIDIA GeForce GTX 1650 (GDDR6)',
    'rtx3060': 'NVIDIA GeForce RTX 3060 (12 GB)', 'rtx3060ti': 'NVIDIA GeForce RTX 3060 Ti',
    'rtx3070': 'NVIDIA GeForce RTX 3070', 'rtx3070ti': 'NVIDIA GeForce RTX 3070 Ti',
    'rtx3080': 'NVIDIA GeForce RTX 3080 (10 GB)', 'rtx3080ti': 'NVIDIA GeForce RTX 3080 Ti', 'a10': 'NVIDIA A10',
    'a40': 'NVIDIA A40', 'a30': 'NVIDIA A30', 'a100-sxm4-40gb': 'NVIDIA A100 SXM4 40GB',
    'a100-pcie-80gb': 'NVIDIA A100 PCIe 80GB', 'rtx4060': 'NVIDIA GeForce RTX 4060',
    'rtx4060ti': 'NVIDIA GeForce RTX 4060 Ti (8 GB)', 'rtx4070': 'NVIDIA GeForce RTX 4070',
    'rtx4070ti': 'NVIDIA GeForce RTX 4070 Ti', 'rtx4080': 'NVIDIA GeForce RTX 4080', 'l40': 'NVIDIA L40',
    'l40s': 'NVIDIA L40S', 'rtx4000-ada': 'NVIDIA RTX 4000 Ada Generation',
    'rtx6000-ada': 'NVIDIA RTX 6000 Ada Generation', 'h100-nvl': 'NVIDIA H100 NVL', 'h200': 'NVIDIA H200 SXM 141GB',
    'h200-nvl': 'NVIDIA H200 NVL', 'gh200': 'NVIDIA GH200 (96 GB HBM3)', 'rtx5090': 'NVIDIA GeForce RTX 5090',
}

NO_TENSOR = ('gtx1650', 'gtx1660ti')
SPEC_SOURCES['DS-GTX16'] = ('NVIDIA Turing GPU Architecture whitepaper and GeForce GTX 16 series specifications: '
                            'TU116 and TU117 (GeForce GTX 1660 Ti, GTX 1650) have no tensor cores (FP16 units '
                            'instead) (recalled, not re-read in this session)')

CC_OVERRIDE = {'rtx5090': ('12.0', 'Blackwell')}


def spec_citation(gid, chip, sms, clock, mem, bus, dram, l2, kind):
    product = NAMES[gid]
    l2txt = f'{l2 // MB} MB' if l2 % MB == 0 else f'{l2 // 1024} KB'
    return (f"NVIDIA {product.replace('NVIDIA ', '')} specifications (NVIDIA product page / data sheet) and the "
            f"{chip} architecture whitepaper: {sms} SMs, {clock} MHz boost clock, {kind} on a {bus}-bit bus, "
            f"{dram} GB/s, {l2txt} L2 (recalled, not re-read in this session)")


for _gid, _base, _aliases, _chip, _sms, _clock, _mem, _bus, _dram, _l2, _kind, _key in SPEC_TABLE:
    SPEC_SOURCES[_key] = SPEC_SOURCES.get(_key) or spec_citation(_gid, _chip, _sms, _clock, _mem, _bus, _dram,
                                                                  _l2, _kind)
    GPUS.append(dict(id=_gid, base=_base, name=NAMES[_gid], aliases=_aliases, chip=_chip, memory=_kind,
                     bus_bits=_bus,
                     spec=dict(sm=(_sms, _key), clock=(_clock, _key), mem=(_mem, _key), dram=(_dram, _key),
                               l2=(_l2, _key))))

# Memory technology and bus width of the GPUs already listed (spec sheets above).
for _g in GPUS:
    _g.setdefault('memory', None) or _g.update(memory={
        'gtx480': 'GDDR5', 'gtx580': 'GDDR5', 'gtx680': 'GDDR5', 'k20': 'GDDR5', 'k40': 'GDDR5', 'titan': 'GDDR5',
        'titan-black': 'GDDR5', 'quadro-k5200': 'GDDR5', 'gtx970': 'GDDR5', 'gtx980': 'GDDR5',
        'titan-x-maxwell': 'GDDR5', 'gtx1050': 'GDDR5', 'gtx1070': 'GDDR5', 'gtx1080': 'GDDR5X', 'p100': 'HBM2',
        'v100': 'HBM2', 't4': 'GDDR6', 'rtx2080ti': 'GDDR6', 'titan-rtx': 'GDDR6', 'a100-pcie-40gb': 'HBM2',
        'a100-sxm4-80gb': 'HBM2e', 'rtx3060-laptop': 'GDDR6', 'rtx3090': 'GDDR6X', 'rtx-a4000': 'GDDR6',
        'rtx-a6000': 'GDDR6', 'rtx4090': 'GDDR6X', 'l4': 'GDDR6', 'h100-sxm': 'HBM3', 'h100-pcie': 'HBM2e',
        'b200': 'HBM3e'}[_g['id']])

# ---------------------------------------------------------------------------
# The measured-microbenchmark collection: records {gpu, quantity, value, unit,
# conditions, source, notes}. A record is cited by a key MEAS-<gpu>-<quantity>
# whose text names the measured board, the method and the repository, commit
# and file the figure was read from.
BOARD = {  # measured-collection gpu id -> the board it is
    'v100': 'Tesla V100 PCIe 16GB', 't4': 'Tesla T4', 'rtx2060': 'GeForce RTX 2060',
    'gtx1650': 'GeForce GTX 1650 (GDDR6)', 'rtx3060': 'GeForce RTX 3060', 'rtx3060-laptop': 'GeForce RTX 3060 Laptop GPU',
    'rtx3060ti': 'GeForce RTX 3060 Ti', 'rtx3070ti': 'GeForce RTX 3070 Ti', 'rtx3080': 'GeForce RTX 3080 10GB',
    'rtx3090': 'GeForce RTX 3090', 'rtx-a4000': 'RTX A4000', 'rtx-a6000': 'RTX A6000', 'a10': 'A10', 'a30': 'A30',
    'a40': 'A40 (GA102, 84 SMs, 1740 MHz)', 'a100-sxm4-40gb': 'A100-SXM4-40GB',
    'a100-pcie-40gb': 'A100 PCIe 40GB', 'a100-pcie-80gb': 'A100 PCIe 80GB', 'a100-sxm4-80gb': 'A100-SXM4-80GB',
    'l4': 'L4', 'l40': 'L40 (AD102, 142 SMs, 2490 MHz)', 'l40s': 'L40S', 'rtx4090': 'GeForce RTX 4090',
    'rtx4070': 'GeForce RTX 4070', 'rtx-ada-4000': 'RTX 4000 Ada', 'rtx-6000-ada': 'RTX 6000 Ada',
    'h100-pcie': 'H100 PCIe 80GB (114 SMs, 1755 MHz)', 'h100-sxm': 'H100 SXM5 80GB', 'h100-nvl': 'H100 NVL',
    'h200': 'H200 SXM 141GB', 'h200-nvl': 'H200 NVL (132 SMs)', 'gh200': 'GH200 480GB (GPU: 132 SMs, 1980 MHz, HBM3)',
    'b200': 'B200', 'gb200': 'GB200 (B200-class GPU)', 'rtx5090': 'GeForce RTX 5090', 'p100': 'Tesla P100',
    'gtx1080': 'GeForce GTX 1080', 'titan-x-maxwell': 'GeForce GTX TITAN X', 'gtx980': 'GeForce GTX 980',
    'gtx970': 'GeForce GTX 970', 'titan': 'GeForce GTX TITAN', 'k40': 'Tesla K40m', 'k20': 'Tesla K20c',
    'gtx680': 'GeForce GTX 680', 'gtx580': 'GeForce GTX 580', 'gtx480': 'GeForce GTX 480',
    'rtx2080ti': 'GeForce RTX 2080 Ti', 'titan-rtx': 'TITAN RTX',
}
# Database ids whose measured-collection id differs.
MEAS_ID = {'rtx4000-ada': 'rtx-ada-4000', 'rtx6000-ada': 'rtx-6000-ada'}


def record(gpu, quantity, value):
    """The one record of the measured collection with this gpu, quantity and value."""
    found = [r for r in MEASURED if r['gpu'] == gpu and r['quantity'] == quantity and
             abs(float(r['value']) - value) < 1e-6]
    if len(found) != 1:
        sys.exit(f'measured collection: expected one record ({gpu}, {quantity}, {value}), found {len(found)}')
    return found[0]


def lbm(gpu):
    """FluidX3D application bandwidth of the board (a lower bound on sustainable DRAM bandwidth), or None."""
    found = [r for r in MEASURED if r['gpu'] == MEAS_ID.get(gpu, gpu) and r['quantity'] == 'dram_app_lbm_gbps']
    return found[0] if found else None


def meas_key(r):
    return f"MEAS-{r['gpu']}-{r['quantity']}".replace('_', '-')


def meas_citation(r):
    txt = (f"Measured on the {BOARD.get(r['gpu'], r['gpu'])}: {r['quantity']} = {r['value']} {r['unit']}; "
           f"method: {r['conditions']}. Read from {r['source']}")
    if r.get('notes'):
        txt += f". Notes: {r['notes']}"
    return txt


# Sustained DRAM bandwidth: a stream measurement of the board itself (copy
# preferred, else triad/add/read, as available), else the peak x the measured /
# peak ratio of the closest measured board with the same memory technology and
# bus (same chip family where one is measured), raised to the board's own
# FluidX3D lower bound when that is higher.
OWN_STREAM = {  # database id -> (collection gpu, quantity, value, why this record)
    'v100': ('v100', 'dram_copy_gbps', 809, 'V100 PCIe 16GB: the same 900 GB/s HBM2 as the SXM2 board of this file'),
    't4': ('t4', 'dram_read_gbps', 219, 'the T4 runs power-capped at 70 W by design; Jia et al. give 220 GiB/s '
           '(236 GB/s) for the same board, within 8 %'),
    'a100-sxm4-40gb': ('a100-sxm4-40gb', 'dram_copy_gbps', 1382, ''),
    'a100-sxm4-80gb': ('a100-sxm4-80gb', 'dram_copy_gbps', 1709.4, 'BabelStream copy; gpu-benches copy 1737, '
                       'Azure BabelStream 1610 GB/s'),
    'h100-sxm': ('h100-sxm', 'dram_copy_gbps', 2900, 'BabelStream copy; a figure of 1992 GB/s in an H100 SXM5 '
                 'slide deck equals the H100 PCIe read ceiling and is not used'),
    'h200': ('h200', 'dram_copy_gbps', 4010, 'BabelStream copy'),
    'gh200': ('gh200', 'dram_triad4_gbps', 3783, 'the gpu-stream copy (3174 GB/s) of the same file is not '
              'saturated on HBM3 with one element per thread and 2 blocks per SM; the 4-stream triad is'),
    'b200': ('b200', 'dram_write_gbps', 6502.7, 'OpenCL-Benchmark coalesced write, the lower of its read '
             '(6668.7) and write figures, as a copy moves both'),
    'a40': ('a40', 'dram_copy_gbps', 659, ''),
    'l40': ('l40', 'dram_copy_gbps', 800, ''),
    'l40s': ('l40s', 'dram_read_gbps', 690, 'a roofline read run, probably with ECC on (the L40S default); no '
             'copy figure is published'),
    'rtx6000-ada': ('rtx-6000-ada', 'dram_read_gbps', 882, 'a roofline read run; no copy figure is published'),
    'rtx3060': ('rtx3060', 'dram_add_gbps', 336.1, 'nvbench c = a + b (2 loads + 1 store)'),
    'rtx3060ti': ('rtx3060ti', 'dram_add_gbps', 414.1, 'nvbench c = a + b (2 loads + 1 store)'),
    'rtx3070ti': ('rtx3070ti', 'dram_add_gbps', 554.5, 'nvbench c = a + b (2 loads + 1 store)'),
    'rtx3080': ('rtx3080', 'dram_add_gbps', 699.3, 'nvbench c = a + b (2 loads + 1 store)'),
    'gtx1650': ('gtx1650', 'dram_add_gbps', 165.8, 'nvbench c = a + b (2 loads + 1 store)'),
}
# Ratio references: database id -> database id of the measured board whose
# measured/peak ratio is used (same memory technology and bus family).
RATIO_REF = {}
for _i in ('gtx480', 'gtx580', 'gtx680', 'k20', 'titan', 'titan-black', 'quadro-k5200', 'gtx970', 'gtx980',
           'titan-x-maxwell', 'gtx1050', 'gtx1070', 'gtx1080'):
    RATIO_REF[_i] = 'k40'            # GDDR5/GDDR5X: the only measured GDDR5 board
for _i in ('rtx2060', 'rtx2070', 'rtx2080', 'rtx2080ti', 'titan-rtx', 'gtx1660ti'):
    RATIO_REF[_i] = 'gtx1650'        # Turing GDDR6: the measured Turing GDDR6 board (T4 is power-capped)
for _i in ('rtx-a4000', 'rtx3070'):
    RATIO_REF[_i] = 'rtx3060ti'      # GA104, GDDR6 on 256 bits, 448 GB/s: the same memory system
for _i in ('rtx-a6000', 'a10'):
    RATIO_REF[_i] = 'a40'            # GA102 GDDR6 on 384 bits
for _i in ('rtx3090', 'rtx3080ti'):
    RATIO_REF[_i] = 'rtx3080'        # GA102 GDDR6X
for _i in ('rtx4070', 'rtx4070ti', 'rtx4080', 'rtx5090'):
    RATIO_REF[_i] = 'rtx4090'        # GDDR6X (Ada); for GDDR7 no board is measured
for _i in ('l4', 'rtx4000-ada', 'rtx4060', 'rtx4060ti'):
    RATIO_REF[_i] = 'l40'            # Ada GDDR6
RATIO_REF.update({'a30': 'a100-sxm4-40gb', 'a100-pcie-80gb': 'a100-sxm4-80gb', 'h100-nvl': 'h100-sxm',
                  'h200-nvl': 'h200'})
# The 3060 Laptop's own measurement is of a 288 GB/s (12 Gbps) configuration; the file describes the
# 336 GB/s one, so its ratio is applied to that peak.
OWN_RATIO = {'rtx3060-laptop': ('rtx3060-laptop', 'dram_add_gbps', 272.1, 288,
                                'measured on a 288 GB/s (12 Gbps) configuration of this GPU (nvbench c = a + b); '
                                'this file describes the 336 GB/s (14 Gbps) one')}
# The parameter collection's own measurements that stay (value in GB/s, key, note).
PARAMS_STREAM = {
    'k40': (202.7, 'MICROWAY-K40', ''),
    'p100': (547.6, 'JIA19-T31', "Jia et al. report 510 GiB/s; in GB/s (1e9 B/s, the unit of this file): 510 x "
             "1.0737 = 547.6"),
    'a100-pcie-40gb': (1407.2, 'LUO24-T5', 'within 2 % of the gpu-benches copy 1382 GB/s on the A100-SXM4-40GB '
                       '(same 1555 GB/s HBM2)'),
    'h100-pcie': (1861.5, 'LUO24-T5', 'between the gpu-benches copy (1704) and read (1988) figures of this board'),
    'rtx4090': (929.8, 'LUO24-T5', ''),
}

# Rejected measurements: database id -> text written into the file (why the
# value differs from that measured figure by more than 10 %).
REJECTED_STREAM = {
    'rtx2060': "the collection's nvbench c = a + b figure for this GPU, 201.1 GB/s (60 % of the peak), is below "
               "the FluidX3D application lower bound of the same card type (257.2 GB/s) and is treated as an "
               "outlier (clocks or power state), as the collection itself says",
}


def pg(gid):
    return next(x for x in GPUS if x['id'] == gid)


def peak_of(gid):
    g = pg(gid)
    if 'spec' in g and 'dram' in g['spec']:
        return g['spec']['dram'][0]
    return GP[g['base']]['model_defaults']['dram_bw_gbs']['v']


def stream_of(gid):
    """(measured GB/s, peak GB/s, citation key or record) of a board with its own stream measurement."""
    if gid in OWN_STREAM:
        r = record(*OWN_STREAM[gid][:3])
        return float(r['value']), peak_of(gid), r
    if gid in PARAMS_STREAM:
        return PARAMS_STREAM[gid][0], peak_of(gid), PARAMS_STREAM[gid][1]
    return None


# Latencies (cycles): (L1, L2, DRAM) records of the board itself or of its
# closest measured sibling; DRAM cycles of a proxy are scaled by the clock ratio
# (a DRAM access takes a fixed time, so its cycle count follows the SM clock).
LAT_OWN = {  # database id -> (collection gpu, (l1, l2, dram) values)
    'a100-sxm4-80gb': ('a100-sxm4-80gb', (33.2, 205.7, 551.6)),
    'a100-sxm4-40gb': ('a100-sxm4-40gb', (36.1, 213, 574)),
    'h100-pcie': ('h100-pcie', (34.2, 265.5, 652)),
    'h100-sxm': ('h100-sxm', (40, 291, 696)),
    'gh200': ('gh200', (32.3, 280.4, 683)),
    'a40': ('a40', (33.2, 250, 556)),
    'l40': ('l40', (34.3, 273.6, 624)),
    'rtx4090': ('rtx4090', (40, 296, 636)),
    'rtx5090': ('rtx5090', (44, 360, 936)),
    'b200': ('b200', (40, 295, 860)),
}
LAT_PROXY = {'a100-pcie-40gb': 'a100-sxm4-40gb', 'a30': 'a100-sxm4-40gb', 'a100-pcie-80gb': 'a100-sxm4-80gb',
             'h200': 'h100-sxm', 'h100-nvl': 'h100-sxm', 'h200-nvl': 'h100-sxm'}
for _i in ('rtx3090', 'rtx-a4000', 'rtx-a6000', 'rtx3060-laptop', 'rtx3060', 'rtx3060ti', 'rtx3070', 'rtx3070ti',
           'rtx3080', 'rtx3080ti', 'a10'):
    LAT_PROXY[_i] = 'a40'
for _i in ('l4', 'rtx4060', 'rtx4060ti', 'rtx4070', 'rtx4070ti', 'rtx4080', 'l40s', 'rtx4000-ada', 'rtx6000-ada'):
    LAT_PROXY[_i] = 'l40'
# V100: the gpu-benches V100 PCIe figures (1380 MHz) for L2; the SXM2 board's own pointer chase for DRAM.
LAT_V100 = {'l2': ('v100', 'latency_l2_cycles', 212), 'dram': ('v100', 'latency_dram_cycles', 460)}

# L1 load bandwidth per SM and the access width it holds for.
L1_OWN = {'a100-sxm4-80gb': ('a100-sxm4-80gb', 125.2), 'h100-pcie': ('h100-pcie', 126.1),
          'a40': ('a40', 64.0), 'l40': ('l40', 63.9), 'h200-nvl': ('h200-nvl', 126.8), 'v100': ('v100', 125.4)}
L1_PROXY = {}
for _i in ('a100-pcie-40gb', 'a100-sxm4-40gb', 'a100-pcie-80gb', 'a30'):
    L1_PROXY[_i] = 'a100-sxm4-80gb'
for _i in ('h100-sxm', 'h100-nvl', 'h200', 'gh200'):
    L1_PROXY[_i] = 'h200-nvl'
for _i in ('rtx3090', 'rtx-a4000', 'rtx-a6000', 'rtx3060-laptop', 'rtx3060', 'rtx3060ti', 'rtx3070', 'rtx3070ti',
           'rtx3080', 'rtx3080ti', 'a10'):
    L1_PROXY[_i] = 'a40'
for _i in ('l4', 'rtx4060', 'rtx4060ti', 'rtx4070', 'rtx4070ti', 'rtx4080', 'l40s', 'rtx4000-ada', 'rtx6000-ada',
           'rtx5090'):
    L1_PROXY[_i] = 'l40'

# L2 read bandwidth: measured plateau of the board, or the bytes per clock of
# a measured sibling scaled by the clock and the L2 slice count (memory
# controllers: bus width) where they differ.
L2_OWN = {'a100-sxm4-80gb': ('a100-sxm4-80gb', 5404, 1410), 'h100-pcie': ('h100-pcie', 6999, 1755),
          'gh200': ('gh200', 10075, 1980), 'a40': ('a40', 2494, 1740), 'l40': ('l40', 5214, 2490),
          'h200-nvl': ('h200-nvl', 11092, 1785), 'v100': ('v100', 2435, 1380)}
L2_PROXY = {'a100-pcie-40gb': 'a100-sxm4-80gb', 'a100-sxm4-40gb': 'a100-sxm4-80gb',
            'a100-pcie-80gb': 'a100-sxm4-80gb', 'a30': 'a100-sxm4-80gb', 'h100-sxm': 'gh200', 'h200': 'gh200',
            'h100-nvl': 'h200-nvl', 'b200': 'gb200'}
for _i in ('rtx3090', 'rtx-a4000', 'rtx-a6000', 'rtx3060-laptop', 'rtx3060', 'rtx3060ti', 'rtx3070', 'rtx3070ti',
           'rtx3080', 'rtx3080ti', 'a10'):
    L2_PROXY[_i] = 'a40'
for _i in ('l4', 'rtx4060', 'rtx4060ti', 'rtx4070', 'rtx4070ti', 'rtx4080', 'l40s', 'rtx4000-ada', 'rtx6000-ada',
           'rtx5090'):
    L2_PROXY[_i] = 'l40'
BUS_BITS = {'a40': 384, 'l40': 384, 'a100-sxm4-80gb': 5120, 'gh200': 5120, 'h200-nvl': 6144, 'gb200': 8192,
            'rtx3090': 384, 'rtx-a4000': 256, 'rtx-a6000': 384, 'rtx3060-laptop': 192, 'l4': 192,
            'a100-pcie-40gb': 5120, 'h100-sxm': 5120, 'b200': 8192}

# Launch overhead (base_us, docs/gpu-file-format.md#launch-overhead): the
# per-kernel time of back-to-back launches of a tiny kernel in one stream.
LAUNCH_OWN = {'a100-sxm4-80gb': ('a100-sxm4-80gb', 2.62), 'a40': ('a40', 2.05), 'l40': ('l40', 1.64),
              'gh200': ('gh200', 2.43), 'rtx3080': ('rtx3080', 1.71), 'rtx3060-laptop': ('rtx3060-laptop', 1.65)}
LAUNCH_PROXY = {}
for _i in ('a100-pcie-40gb', 'a100-sxm4-40gb', 'a100-pcie-80gb', 'a30'):
    LAUNCH_PROXY[_i] = 'a100-sxm4-80gb'
for _i in ('rtx3090', 'rtx3080ti', 'rtx3070', 'rtx3070ti', 'rtx3060ti', 'rtx-a4000'):
    LAUNCH_PROXY[_i] = 'rtx3080'     # GeForce/workstation GA10x, nvbench batch time on a fast host
LAUNCH_PROXY['rtx3060'] = 'rtx3060-laptop'  # GA106
for _i in ('a10', 'rtx-a6000'):
    LAUNCH_PROXY[_i] = 'a40'
for _i in ('rtx4090', 'l4', 'rtx4060', 'rtx4060ti', 'rtx4070', 'rtx4070ti', 'rtx4080', 'l40s', 'rtx4000-ada',
           'rtx6000-ada', 'rtx5090'):
    LAUNCH_PROXY[_i] = 'l40'
for _i in ('h100-sxm', 'h100-pcie', 'h100-nvl', 'h200', 'h200-nvl', 'b200'):
    LAUNCH_PROXY[_i] = 'gh200'
# Host-dependent figures of the collection that are not used as GPU values.
LAUNCH_HOST = {'rtx3060': ('rtx3060', 5.19), 'rtx3060ti': ('rtx3060ti', 5.2), 'rtx3070ti': ('rtx3070ti', 5.19),
               'rtx2060': ('rtx2060', 5.17), 'gtx1650': ('gtx1650', 5.14)}
LAUNCH_HOST_WHY = ("the collection's nvbench batch time for this GPU ({v} us) belongs to the group of five cards "
                   "of one repository that measured 5.1-5.2 us per launch, against 1.65-1.71 us for two other "
                   "cards of the same repository and 1.6-2.6 us in gpu-benches on Linux hosts: a property of that "
                   "host (most likely a Windows WDDM driver), not of the GPU, so it is not used here")


# SM cycles between a block's exit and the first instruction of the block that
# takes its place (docs/model.md#block-start). No architecture has a published
# microbenchmark of it; the one figure comes from public empty-kernel timings.
BLOCK_START_CYCLES = 350
BLOCK_START_WHY = ("no published microbenchmark; fitted on public empty-kernel launches: Kernel Tuner caches of "
                   "pnpoly run with n = 0 on RTX 2080 Ti and TITAN RTX (BAT, 2023), where every thread exits "
                   "at once and the time is the block traffic alone. With one resident block per SM an empty "
                   "block lives about 400 cycles, of which the wave model's thread time is 30-60; the "
                   "fit of this field per board (least median error over 117 sampled launches, with a free 9-10 us "
                   "timing floor of the Python harness) gives 320 and 370 cycles at these files' clocks, so "
                   "350. A report of about 420 in-GPU cycles for an empty block (NVIDIA developer forum, "
                   "'reduce overhead of launching a new thread block', 2018) agrees. Other architectures: "
                   "the same value assumed, not measured")

# Per-architecture issue facts: execution lanes per SM sub-partition
# (processing block), from NVIDIA's architecture whitepapers.
EXTRA_SOURCES['WP-SM'] = (
    "NVIDIA architecture whitepapers, SM diagrams (lanes per SM sub-partition = processing block): 'NVIDIA Tesla "
    "V100 GPU Architecture' (2017), 'NVIDIA Turing GPU Architecture' (2018), 'NVIDIA A100 Tensor Core GPU "
    "Architecture' (2020), 'NVIDIA Ampere GA102 GPU Architecture' (2020), 'NVIDIA Ada GPU Architecture' (2022), "
    "'NVIDIA H100 Tensor Core GPU Architecture' (2022), 'NVIDIA RTX Blackwell GPU Architecture' (2025) "
    "(recalled, not re-read in this session; the lane counts agree with the parameter collection's entries)")
ARCH_LANES = {  # fp32, int32, fp64 lanes per processing block (None: keep the collection's value), text
    'volta': (16, 16, 8, 'GV100: each of the 4 SM sub-partitions has 16 FP32, 16 INT32 and 8 FP64 lanes'),
    'turing': (16, 16, None, 'Turing: each of the 4 SM sub-partitions has 16 FP32 and 16 INT32 lanes (separate '
                             'pipes that issue concurrently); FP64 is 2 lanes per SM'),
    'ga100': (16, 16, 8, 'GA100: each of the 4 SM sub-partitions has 16 FP32, 16 INT32 and 8 FP64 lanes'),
    'ga10x': (32, 16, None, 'GA10x / AD10x (and GB20x): each of the 4 SM sub-partitions has 16 FP32 lanes plus 16 '
                            'lanes that run either FP32 or INT32, i.e. 32 FP32 lanes when no INT32 instruction '
                            'is issued and 16 INT32 lanes; FP64 is 2 lanes per SM'),
    'hopper': (32, 16, 16, 'GH100: each of the 4 SM sub-partitions has 32 FP32, 16 INT32 and 16 FP64 lanes'),
}
ARCH_LANES['ampere'] = None  # resolved by chip in build()

# ---------------------------------------------------------------------------
# Occupancy per compute capability: (value, key) pairs. Device-property values
# (CPG-TAB) are what cudaGetDeviceProperties reports; the rest is the header's.
def occupancy(cc):
    major, minor = map(int, cc.split('.'))
    o = OrderedDict()
    fermi = major == 2
    hdr = 'SPEC2-FERMI' if fermi else 'OCC13-FN'
    o['warp_size'] = (32, 'CPG-TAB')
    o['max_threads_per_block'] = (1024, 'CPG-TAB')
    threads = {2: 1536}.get(major, 2048)
    if cc == '7.5':
        threads = 1024
    if cc in ('8.6', '8.9', '12.0'):
        threads = 1536
    o['max_threads_per_sm'] = (threads, 'CPG-TAB')
    o['max_warps_per_sm'] = (threads // 32, 'CPG-TAB')
    blocks = {2: 8, 3: 16, 5: 32, 6: 32, 9: 32, 10: 32, 12: 24}.get(major)
    if major == 7:
        blocks = 16 if minor == 5 else 32
    if major == 8:
        blocks = 32 if minor == 0 else (24 if minor == 9 else 16)
    o['max_blocks_per_sm'] = (blocks, hdr)
    regs = 32768 if fermi else 65536
    o['registers_per_sm'] = (regs, 'CPG-TAB')
    o['max_registers_per_block'] = (regs, 'CPG-TAB')
    o['max_registers_per_thread'] = (63 if fermi else (255 if major < 7 else 256), hdr)
    o['register_allocation_unit'] = (64 if fermi else 256, hdr)
    o['register_allocation_granularity'] = 'warp'
    o['warp_allocation_granularity'] = (2 if fermi else 1, hdr)
    o['register_sub_partitions'] = (2 if (fermi or cc == '6.0') else 4, hdr)
    smem_sm = {'2.0': 49152, '3.0': 49152, '3.5': 49152, '5.2': 98304, '6.0': 65536, '6.1': 98304,
               '7.0': 98304, '7.5': 65536, '8.0': 167936, '8.6': 102400, '8.9': 102400, '9.0': 233472,
               '10.0': 233472, '12.0': 102400}[cc]
    o['shared_memory_per_sm_bytes'] = (smem_sm, 'CPG-TAB')
    o['shared_memory_per_block_bytes'] = (49152, 'CPG-TAB')
    optin = {'7.0': 98304, '7.5': 65536, '8.0': 166912, '8.6': 101376, '8.9': 101376, '9.0': 232448,
             '10.0': 232448, '12.0': 101376}.get(cc, 49152)
    o['shared_memory_per_block_optin_bytes'] = (optin, 'CPG-TAB')
    o['reserved_shared_memory_per_block_bytes'] = (1024 if major >= 8 else 0, 'CPG-TAB')
    o['shared_memory_allocation_granularity_bytes'] = (128 if (fermi or major >= 8) else 256, hdr)
    K = 1024
    steps = {'7.0': [0, 8, 16, 32, 64, 96], '7.5': [32, 64], '8.0': [0, 8, 16, 32, 64, 100, 132, 164],
             '8.6': [0, 8, 16, 32, 64, 100], '8.9': [0, 8, 16, 32, 64, 100],
             '9.0': [0, 8, 16, 32, 64, 100, 132, 164, 196, 228],
             '10.0': [0, 8, 16, 32, 64, 100, 132, 164, 196, 228],
             '12.0': [0, 8, 16, 32, 64, 100]}.get(cc, [])
    o['shared_memory_carveout_bytes'] = ([s * K for s in steps], hdr)
    if fermi:
        o['cache_configs'] = [('prefer-none', 49152), ('prefer-shared', 49152), ('prefer-l1', 16384),
                              ('prefer-equal', 49152)]
    elif major == 3:
        o['cache_configs'] = [('prefer-none', 49152), ('prefer-shared', 49152), ('prefer-l1', 16384),
                              ('prefer-equal', 32768)]
    else:
        o['cache_configs'] = []
    # cudaOccMaxBlocksPerSMBlockBarrierLimit: 2 x max blocks (CC 9.x, 10.0), 1 x on CC 12.x; the header
    # applies the limit only for CC >= 9.
    o['max_barriers_per_sm'] = ((blocks if major == 12 else 2 * blocks) if major >= 9 else 0, hdr)
    if cc == '6.0':
        # cudaOccMaxActiveBlocksPerMultiprocessor refuses a GP100 launch that would not fit a GP10x
        # (4 sub-partitions), for forward compatibility within Pascal.
        o['register_compat_sub_partitions'] = (4, hdr)
    return o


# ---------------------------------------------------------------------------
class Builder:
    def __init__(self, g):
        self.g = g
        self.base = GP[g['base']]
        self.proxy = 'spec' in g and not g.get('own_base')
        self.sources = OrderedDict()

    def key(self, k):
        """Registers source key k (possibly a same-architecture proxy)."""
        if k in self.sources:
            return k
        if k in SRC:
            self.sources[k] = SRC[k]
        elif k in EXTRA_SOURCES:
            self.sources[k] = EXTRA_SOURCES[k]
        elif k in SPEC_SOURCES:
            self.sources[k] = SPEC_SOURCES[k]
        else:
            raise KeyError(k)
        return k

    def proxied(self, k):
        if not self.proxy:
            return self.key(k)
        pk = f"{k}@{self.g['base']}"
        base_cite = SRC.get(k) or EXTRA_SOURCES.get(k)
        self.sources[pk] = (f"Same-architecture value: taken from the {SIBLING_NAMES[self.g['base']]} "
                            f"entry of gpu-params.json, which cites {k}: {base_cite}")
        return pk

    def src(self, value, k, per_arch=True):
        if isinstance(k, str) and (k.startswith('estimate: ') or k.startswith('derived: ')):
            if k.startswith('derived: '):
                return OrderedDict(value=value, estimate=k)
            return OrderedDict(value=value, estimate=k[len('estimate: '):])
        return OrderedDict(value=value, source=self.proxied(k) if per_arch else self.key(k))

    def est(self, value, why):
        return OrderedDict(value=value, estimate=why)

    def key_meas(self, r):
        """Registers a record of the measured collection as a source; returns its key."""
        k = meas_key(r)
        self.sources[k] = meas_citation(r)
        return k

    def meas(self, r, note=None):
        """A value measured on this GPU's board (a record of the measured collection)."""
        e = OrderedDict(value=clean(float(r['value'])), source=self.key_meas(r))
        if note:
            e['note'] = note
        return e

    def est_from(self, r, value, why):
        """An estimate derived from a measurement of another board, which it names."""
        return OrderedDict(value=value, estimate=f'{why} ({self.key_meas(r)})')

    def md(self, path, per_arch=True, scale=None):
        """A model_defaults entry of the base GPU as {value, source|estimate}."""
        e = self.base['model_defaults']
        for p in path.split('.'):
            e = e[p]
        v = e['v']
        if scale:
            v = scale(v)
        v = clean(v)
        srcs = [s for s in e['src'] if s != 'EST']
        if e['s'] == 'E' or not srcs:
            note = f"gpu-params.json flags this value of the {self.base['name']} as an estimate/proxy (E)"
            if srcs:
                note += f" (based on {', '.join(srcs)})"
            if self.proxy:
                note += f"; used here for the same-architecture {self.g['name']}"
            return self.est(v, note)
        return self.src(v, srcs[0], per_arch)


def ratio_text(ref):
    """(ratio, text) of a measured board's measured/peak DRAM ratio."""
    m, pk, k = stream_of(ref)
    cite = meas_key(k) if isinstance(k, dict) else k
    ratio = m / pk
    return ratio, f"{m}/{pk} = {ratio:.3f} measured on the {BOARD.get(ref, ref)} ({pg(ref)['memory']}; {cite})"


def sustained_dram(b, gid, peak):
    """bandwidth/dram_sustained_gbps (see the OWN_STREAM / RATIO_REF comment)."""
    low = lbm(gid)
    if gid in OWN_STREAM:
        r = record(*OWN_STREAM[gid][:3])
        return b.meas(r, note=OWN_STREAM[gid][3] or None)
    if gid in PARAMS_STREAM:
        v, k, note = PARAMS_STREAM[gid]
        e = b.src(v, k, per_arch=False)
        if note:
            e['note'] = note
        return e
    if gid in OWN_RATIO:
        mg, q, mv, mpeak, why = OWN_RATIO[gid]
        r = record(mg, q, mv)
        b.key_meas(r)
        ratio = mv / mpeak
        v = clean(round(peak * ratio, 1))
        text = (f'{why}: its measured/peak ratio {mv}/{mpeak} = {ratio:.3f} ({meas_key(r)}) x this peak {peak} GB/s '
                f'= {v}')
    else:
        ref = RATIO_REF[gid]
        ratio, rtxt = ratio_text(ref)
        v = clean(round(peak * ratio, 1))
        text = (f"no published stream bandwidth for this GPU: its peak {peak} GB/s x the ratio {rtxt}, the closest "
                f"measured board of the same memory technology and bus family = {v}")
        if isinstance(stream_of(ref)[2], dict):
            b.key_meas(stream_of(ref)[2])
        else:
            b.key(stream_of(ref)[2])
        if pg(gid)['memory'] != pg(ref)['memory']:
            text += f" (this GPU has {pg(gid)['memory']}, of which no board is measured)"
    if gid in REJECTED_STREAM:
        text += '; ' + REJECTED_STREAM[gid]
    if low is not None and float(low['value']) > v:
        e = b.meas(low, note=f'FluidX3D application throughput, a lower bound on the sustainable bandwidth, used '
                             f'because it exceeds the estimate from other boards ({text})')
        return e
    if low is not None:
        text += f"; above this GPU's FluidX3D application lower bound {low['value']} GB/s ({b.key_meas(low)})"
    return b.est(v, text)


def l2_bandwidth(b, g, core_mhz, dram):
    """bandwidth/l2_gbps: measured plateau, else a measured sibling's bytes per clock scaled."""
    gid = g['id']
    if gid in L2_OWN:
        mg, v, clk = L2_OWN[gid]
        r = record(mg, 'l2_read_gbps', v)
        if abs(clk - core_mhz) > 1:
            sv = clean(round(v * core_mhz / clk, 1))
            return b.est_from(r, sv, f'L2 read bandwidth measured on this GPU\'s {BOARD[mg]} variant at {clk} MHz, '
                                     f'{v} GB/s = {v * 1000 / clk:.0f} B/clock, at this file\'s {core_mhz} MHz')
        note = None
        if mg == 'a100-sxm4-80gb':
            note = ('plateau of 4-16 MiB working sets, which fit one L2 half; about 4.0 TB/s at 30 MiB when '
                    'lines come from the far half')
        elif mg == 'h200-nvl':
            note = 'shared-buffer variant (every SM reads one buffer), an upper bound; about 6.2-7 TB/s beyond 30 MB'
        return b.meas(r, note=note)
    if gid in L2_PROXY:
        ref = L2_PROXY[gid]
        if ref == 'gb200':
            r = record('gb200', 'l2_read_gbps', 19393)
            return b.est_from(r, 19393, 'L2 read bandwidth of the GPU of a GB200 superchip (same B200-class die, 148 '
                                        'SMs, 8 TB/s HBM3e)')
        mg, v, clk = L2_OWN[ref]
        r = record(mg, 'l2_read_gbps', v)
        per_clk = v * 1000 / clk
        bus_ref = BUS_BITS[ref]
        bus = g.get('bus_bits') or BUS_BITS[gid]
        # GA10x/AD10x/GA100: one L2 slice pair per memory controller, so the slice count follows the bus width;
        # GH100 keeps all its L2 slices whatever the HBM configuration.
        scale = 1.0 if ref in ('gh200', 'h200-nvl') else bus / bus_ref
        val = clean(round(per_clk * scale * core_mhz / 1000, 1))
        why = (f'the {BOARD[mg]} measures {v} GB/s at {clk} MHz = {per_clk:.0f} B/clock')
        if scale != 1.0:
            why += (f'; x {bus}/{bus_ref} for the L2 slices, whose number follows the memory controllers '
                    f'({pg(gid).get("chip") or GP[pg(gid)["base"]]["chip"]}: {bus}-bit bus, the measured board {bus_ref}-bit)')
        elif ref in ('gh200', 'h200-nvl'):
            why += ' (the same GH100 L2, all slices enabled on every GH100 product)'
        else:
            why += f' (same {bus}-bit bus, so the same number of L2 slices)'
        why += f'; x {core_mhz} MHz'
        if gid == 'rtx5090':
            why += '; no Blackwell consumer board is measured, the Ada L2 is the nearest measured design'
        return b.est_from(r, val, why)
    l2bpc = GP[g['base']]['model_defaults']['bw']['l2_B_clk']
    if l2bpc['v'] is not None and not b.proxy:
        return b.src(clean(round(l2bpc['v'] * core_mhz / 1000, 1)), l2bpc['src'][0], per_arch=False)
    return b.est(clean(round(2.5 * dram, 1)), 'no published L2 bandwidth for this GPU or a measured sibling: 2.5 x '
                 'its DRAM bandwidth, between the measured ratios of V100 (2.7x) and A100 (2.6x-3.5x)')


def launch_base(b, gid):
    """launch_overhead/0/base_us: the back-to-back per-launch time (docs/gpu-file-format.md)."""
    host = ''
    if gid in LAUNCH_HOST:
        mg, v = LAUNCH_HOST[gid]
        host = '; ' + LAUNCH_HOST_WHY.format(v=v) + f' ({b.key_meas(record(mg, "launch_overhead_us", v))})'
    if gid in LAUNCH_OWN:
        mg, v = LAUNCH_OWN[gid]
        return b.meas(record(mg, 'launch_overhead_us', v), note='back-to-back launches of a tiny kernel in one '
                      'stream (includes the tiny kernel itself, well under a microsecond); host-dependent')
    if gid in LAUNCH_PROXY:
        ref = LAUNCH_PROXY[gid]
        mg, v = LAUNCH_OWN[ref]
        r = record(mg, 'launch_overhead_us', v)
        return b.est_from(r, v, f'per-launch time of back-to-back launches measured on the {BOARD[mg]}, the closest '
                                f'measured board (same architecture generation); host-dependent{host}')
    e = b.md('launch_overhead_us')
    if 'source' in e:
        e['note'] = ('an in-GPU launch cost from a simulator configuration or microbenchmark, not a back-to-back '
                     'stream measurement; no back-to-back figure is published for this architecture' + host)
    elif host:
        e['estimate'] += host
    return e


def clean(v):
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, float):
        return float(f'{v:.6g}')
    return v



def same_line_atomics(b, cc, core_mhz):
    """Atomic updates per second (billions) the L2 applies to one 128-byte line
    (docs/model.md#atomic-contention): one per clock at the core clock."""
    ghz = clean(round(core_mhz / 1000, 4))
    if cc.startswith('2.'):
        b.key('WP-GK110-ATOMICS')
        return b.est(clean(round(core_mhz / 1000 / 9, 4)),
                     'one update every 9 clocks: the GK110 whitepaper gives Kepler\'s rate on a common address '
                     'as 9 times Fermi\'s (WP-GK110-ATOMICS)')
    if cc in ('3.5', '3.7'):
        return OrderedDict(value=ghz, source=b.key('WP-GK110-ATOMICS'),
                           note='one update per clock, at the core clock')
    b.key('WP-GK110-ATOMICS')
    return b.est(ghz, 'one update per core clock, the rate the GK110 whitepaper gives for a common address '
                      '(WP-GK110-ATOMICS); no later whitepaper states it, and the L2 is taken as keeping it '
                      '(docs/accuracy-notes.md compares it with measured histograms on GA10x)')

# Shared-memory loads and stores where the measured bandwidth is the faster rate.
SHARED_ISSUE_TEXT = ("a warp's 4-byte shared-memory access moves 128 bytes; this GPU's shared memory serves {bw} "
                     "bytes per clock per SM ({src}; 32 banks of 4 bytes, at most 128 for 4-byte words), {pbs} "
                     "processing blocks share it: 128 / ({bw} / {pbs}) = {iss} cycles per processing block, where "
                     "32 lanes / its LD/ST units give {lanes}")


# Kepler's global loads: the per-line rate measured on the naive matrix products
# (docs/accuracy-notes.md, fourteenth session).
KEPLER_LOAD_GLOBAL_ISSUE = ("a global load goes through the L2 on Kepler (L1 caches local memory only), and the SM sends about one "
     "128-byte line request every 2 core clocks: 8 issue cycles per line on each of the 4 processing blocks "
     "(the replay of each further line costs as much). Fitted on the naive matrix products of the Amaris 2016 "
     "Kepler measurements (tests/accuracy/kepler; coalesced and uncoalesced, 8x8/16x16/32x32 blocks, width 8192) "
     "on GTX 680, K20, K40 and GTX Titan, the same on all four boards: a warp-iteration takes about 2 SM cycles "
     "per line (2 to 33 lines) plus about 2 for the loop's other instructions; "
     "SPEC3-ISSUE (32 lanes / 8 LD/ST units) gives 4, one line per clock")


def issue(lanes):
    return clean(max(32.0 / lanes, 1.0)) if lanes > 0 else 0


def family(cc):
    return {'2': 'fermi', '3': 'kepler', '5': 'maxwell', '6': 'pascal', '7': 'volta' if cc == '7.0' else 'turing',
            '8': 'ampere', '9': 'hopper', '10': 'blackwell', '12': 'blackwell'}[cc.split('.')[0]]


# Published latencies of multi-instruction sequences (gpu-params.json
# instruction_latency_by_arch, ARAFA-CFG for Kepler-Pascal, ARAFA-ISA for
# Volta/Turing); newer architectures reuse the newest measured generation.
SEQ = {  # family: (div.rn.f32, sqrt.rn.f32, div.s32, div.rn.f64 fast-fp64, div.rn.f64 slow-fp64)
    'kepler': (418, 432, 149, 445, 445), 'maxwell': (450, 360, 150, 709, 709),
    'pascal': (408, 282, 153, 545, 545), 'volta': (504, 60, 71, 606, 606),
    'turing': (335, 72, 79, 1165, 1165),
}
SEQ_SRC = {'kepler': 'ARAFA-CFG (Kepler)', 'maxwell': 'ARAFA-CFG (Maxwell)', 'pascal': 'ARAFA-CFG (Pascal)',
           'volta': 'ARAFA-ISA (TITAN V)', 'turing': 'ARAFA-ISA (TITAN RTX)'}


def seq_latency(fam, idx, fast_fp64):
    own = fam
    if fam == 'fermi':
        own = 'kepler'
    elif fam in ('ampere', 'hopper', 'blackwell'):
        own = 'volta' if (idx == 3 and fast_fp64) else 'turing'
    if idx == 3 and not fast_fp64:
        col = 4
    else:
        col = idx
    v = SEQ[own][col]
    names = ['div.rn.f32', 'sqrt.rn.f32', 'div.s32', 'div.rn.f64', 'div.rn.f64']
    why = f"published latency of the whole PTX {names[idx]} sequence, {v} cycles, measured on {SEQ_SRC[own]}"
    if own != fam:
        why += (f"; no measurement for this architecture ({fam}), so the nearest measured generation is used"
                + (" (fast-FP64 part)" if idx == 3 and fast_fp64 else ""))
    return v, why


def memory_latencies(b, g, core_mhz):
    """memory_latency_cycles/{shared,l1,l2,dram}: measured on the board, else on the closest measured board."""
    gid = g['id']
    mlat = OrderedDict()
    mlat['shared'] = b.md('lat.shared')
    own_lat = LAT_OWN.get(gid)
    proxy_lat = LAT_PROXY.get(gid)
    for i, (lvl, q) in enumerate((('l1', 'latency_l1_cycles'), ('l2', 'latency_l2_cycles'),
                                  ('dram', 'latency_dram_cycles'))):
        if own_lat:
            mlat[lvl] = b.meas(record(own_lat[0], q, own_lat[1][i]))
        elif proxy_lat:
            ref_id, vals = LAT_OWN[proxy_lat]
            r = record(ref_id, q, vals[i])
            v, why = float(r['value']), ''
            ref_clock = pg(proxy_lat)['spec']['clock'][0] if 'spec' in pg(proxy_lat) else \
                GP[pg(proxy_lat)['base']]['model_defaults']['clock_mhz']['v']
            if proxy_lat == 'h100-sxm' and lvl == 'dram':
                ref_clock = 1980
            if lvl == 'dram' and abs(ref_clock - core_mhz) > 1:
                v = clean(round(v * core_mhz / ref_clock, 1))
                why = (f' x this GPU\'s clock / the measured board\'s ({core_mhz} / {ref_clock} MHz: a DRAM access '
                       f'takes a fixed time, so its cycle count follows the SM clock) = {v}')
            mlat[lvl] = b.est_from(r, clean(v), f'pointer-chase latency of the {BOARD[ref_id]}, the closest '
                                   f'measured board (same SM and memory hierarchy design): {r["value"]}{why}')
        elif gid == 'v100' and lvl in LAT_V100:
            r = record(*LAT_V100[lvl])
            note = ('gpu-benches pointer chase on the V100 PCIe (1380 MHz); the SXM2 board of this file measures '
                    '221 (markdewing)') if lvl == 'l2' else ('markdewing pointer chase on a V100 SXM2 32 GB; '
                                                            'gpu-benches on the V100 PCIe at 1380 MHz: 434')
            mlat[lvl] = b.meas(r, note=note)
        else:
            mlat[lvl] = b.md('lat.' + lvl)
    return mlat


def build(g):
    b = Builder(g)
    base = b.base
    cc = CC_OVERRIDE.get(g['id'], (base['compute_capability'],))[0]
    fam = family(cc)
    md = base['model_defaults']
    spec = g.get('spec', {})
    out = OrderedDict()
    out['schema_version'] = 1
    out['id'] = g['id']
    out['name'] = g['name']
    out['aliases'] = g['aliases']
    out['architecture'] = (CC_OVERRIDE[g['id']][1] if g['id'] in CC_OVERRIDE
                           else base['arch'].split(' ')[0])
    out['chip'] = g.get('chip', base['chip'])
    out['compute_capability'] = cc
    out['sources'] = None  # filled at the end (kept near the top for readers)

    # --- compute -------------------------------------------------------------
    out['sm_count'] = b.src(*spec['sm'], per_arch=False) if 'sm' in spec else b.md('sm_count', False)
    clocks = OrderedDict()
    clocks['core_clock_mhz'] = (b.src(*spec['clock'], per_arch=False) if 'clock' in spec
                                else b.md('clock_mhz', False))
    mem = spec.get('mem') or g['mem']
    clocks['memory_clock_mhz'] = b.src(mem[0], mem[1], per_arch=False)
    out['clocks'] = clocks
    core_mhz = clocks['core_clock_mhz']['value']
    sms = out['sm_count']['value']
    out['processing_blocks_per_sm'] = b.md('processing_blocks')
    pbs = out['processing_blocks_per_sm']['value']

    units = OrderedDict()
    for u in ('fp32', 'int32', 'fp64', 'sfu', 'ldst'):
        units[u] = b.md('lanes_per_pb.' + u)
    tc = base['params'].get('units_per_pb.tensor')
    if fam in ('fermi', 'kepler', 'maxwell', 'pascal'):
        units['tensor'] = b.src(0, 'PTX-ISA', per_arch=False)
    elif g['id'] in NO_TENSOR:
        units['tensor'] = b.src(0, 'DS-GTX16', per_arch=False)
    elif tc and tc[0]['verified'] == 'V':
        units['tensor'] = b.src(tc[0]['value'], tc[0]['source'][0])
    else:
        units['tensor'] = b.src(2 if fam in ('volta', 'turing') else 1, 'WP-TC', per_arch=False)
    lane_key = 'ga100' if cc == '8.0' else ('ga10x' if cc in ('8.6', '8.9', '12.0') else fam)
    if ARCH_LANES.get(lane_key):
        fp32, int32, fp64, text = ARCH_LANES[lane_key]
        for u, v in (('fp32', fp32), ('int32', int32), ('fp64', fp64)):
            if v is not None:
                if units[u]['value'] != v:
                    sys.exit(f"{g['id']}: {u} lanes {units[u]['value']} disagree with the whitepaper's {v}")
                units[u] = OrderedDict(value=v, source=b.key('WP-SM'), note=text)
    out['units_per_processing_block'] = units
    lanes = {u: units[u]['value'] for u in units}

    # --- instructions ---------------------------------------------------------
    mlat = memory_latencies(b, g, core_mhz)
    lat = {k: md['lat'][k]['v'] for k in md['lat']}
    ins = OrderedDict()

    def derived_issue(unit, factor=1, extra=None):
        v = issue(lanes[unit]) * factor
        return b.src(clean(v), 'SPEC3-ISSUE', per_arch=False) if factor == 1 and extra is None else v

    def put(name, latency, iss):
        ins[name] = OrderedDict(latency_cycles=latency, issue_cycles=iss)

    fermi_issue = 'Fermi schedulers issue one warp instruction every 2 shader clocks (CPG-LAT-TXT)'
    one_issue = 2 if fam == 'fermi' else 1
    fp32_iss = derived_issue('fp32')
    for n in ('fp32_add', 'fp32_mul', 'fp32_fma'):
        put(n, b.md('lat.fp32'), fp32_iss)
    i_fp32, i_sfu, i_int = issue(lanes['fp32']), issue(lanes['sfu']), issue(lanes['int32'])
    i_fp64, i_ldst = issue(lanes['fp64']), issue(lanes['ldst'])
    v, why = seq_latency(fam, 0, False)
    put('fp32_div', b.est(v, why),
        b.est(clean(i_sfu + 8 * i_fp32), f'the IEEE division sequence is about one MUFU.RCP and eight FP32 '
              f'instructions (Newton steps, scaling, check): {i_sfu} + 8 x {i_fp32}'))
    v, why = seq_latency(fam, 1, False)
    put('fp32_sqrt', b.est(v, why),
        b.est(clean(i_sfu + 6 * i_fp32), f'the IEEE sqrt sequence is about one MUFU.RSQ and six FP32 '
              f'instructions: {i_sfu} + 6 x {i_fp32}'))
    put('fp32_special', b.md('lat.mufu'), derived_issue('sfu'))
    fp64_iss = derived_issue('fp64')
    for n in ('fp64_add', 'fp64_mul', 'fp64_fma'):
        put(n, b.md('lat.fp64'), fp64_iss)
    fast_fp64 = lanes['fp64'] >= 8
    v, why = seq_latency(fam, 3, fast_fp64)
    put('fp64_div', b.est(v, why),
        b.est(clean(i_sfu + 10 * i_fp64), f'the double division sequence is about one MUFU.RCP64H and ten '
              f'FP64 instructions: {i_sfu} + 10 x {i_fp64}'))
    # fp16
    conv_lanes = {'fermi': 8, 'kepler': 8, 'maxwell': 8, 'pascal': 8}.get(fam, 4)
    if cc == '6.0':
        conv_lanes = 8  # 16 per clock per SM over P100's 2 processing blocks (CPG-THR)
    i_conv = issue(conv_lanes)
    mufu_lat = md['lat']['mufu']['v']
    if md['lat']['fp16']['v'] is not None and md['lat']['fp16']['s'] != 'E':
        fp16_lat = b.md('lat.fp16')
    elif md['lat']['fp16']['v'] is not None:
        fp16_lat = b.md('lat.fp16')
    else:
        v = clean(lat['fp32'] + 2 * mufu_lat)
        fp16_lat = b.est(v, f'no native half arithmetic before sm_53 (PTX-ISA): a half operation is a '
                            f'conversion to float, the FP32 operation and a conversion back: '
                            f'{lat["fp32"]} + 2 x {mufu_lat} (conversion latency taken as the MUFU/XU latency)')
    if fam in ('fermi', 'kepler', 'maxwell'):
        fp16_iss = b.est(clean(i_fp32 + 2 * i_conv), f'emulated: FP32 op + 2 conversions: {i_fp32} + 2 x {i_conv}')
    elif cc == '6.1':
        fp16_iss = b.est(128, 'CPG-THR: CC 6.1 executes 2 half results per clock per SM, i.e. one half2 '
                              'lane per SM = 0.25 lanes per processing block: 32 / 0.25 = 128')
    else:
        fp16_iss = b.est(i_fp32, 'half2 instructions run on the FP32/FMA pipe at the FP32 instruction rate '
                                 '(CPG-THR: 2 half results per FP32 result), so the FP32 issue cycles')
    put('fp16', fp16_lat, fp16_iss)
    int_iss = derived_issue('int32')
    put('int_add', b.md('lat.int'), int_iss)
    if fam in ('fermi', 'kepler'):
        mul_iss = b.est(issue(lanes['int32'] * (16 / 32 if fam == 'fermi' else 32 / 160)),
                        'CPG-THR-OLD: 32-bit integer multiply runs at 16 (CC 2.0) / 32 (CC 3.x) results '
                        'per clock per SM, a fraction of the add rate; issue = 32 / (that rate per '
                        'processing block)')
    elif fam in ('maxwell', 'pascal'):
        mul_iss = b.est(clean(3 * i_int), f'CC 5.x/6.x have no 32-bit IMAD: mul.lo/mad.lo are three XMAD '
                        f'instructions (CPG-THR: "multiple instructions"): 3 x {i_int}')
    else:
        mul_iss = b.est(i_int, 'IMAD issues like an integer ALU instruction on this architecture (one '
                        'warp instruction per 32 / int32 lanes cycles)')
    put('int_mul', b.md('lat.imad'), mul_iss)
    put('int_mad', b.md('lat.imad'), mul_iss)
    v, why = seq_latency(fam, 2, False)
    put('int_div', b.est(v, why),
        b.est(clean(i_sfu + i_conv * 2 + 12 * i_int), f'the 32-bit division sequence is about two conversions, '
              f'one MUFU.RCP and twelve integer instructions: {i_sfu} + 2 x {i_conv} + 12 x {i_int}'))
    put('conversion', b.est(mufu_lat, 'conversions (F2I/I2F/F2F) run on the same XU/MUFU pipe as the special '
                                      'functions: the MUFU latency of this GPU'),
        b.est(i_conv, f'CPG-THR: 32-bit conversions run at {conv_lanes * pbs} per clock per SM '
                      f'= {conv_lanes} lanes per processing block: 32 / {conv_lanes}'))
    i_conv64 = max(i_conv, i_fp64)
    put('conversion_f64',
        b.est(clean(max(mufu_lat, lat['fp64'])), f'a conversion from or to a 64-bit type: the larger of the '
              f'conversion (MUFU/XU) latency {mufu_lat} and the FP64 latency {lat["fp64"]}'),
        b.est(clean(i_conv64), f'CPG-THR: the row "type conversions from and to 64-bit types" is, in every '
              f'column of the table (3.0: 8, 3.5: 32, 5.x: 4, 6.0: 16, 6.1: 4, 7.0: 16, 7.5: 2 per clock '
              f'per SM; 8.0/9.0: 16, 8.6/8.9: 2 recalled), the smaller of the FP64 rate and the rate of the '
              f'other conversions: 32 / min({lanes["fp64"]} FP64, {conv_lanes} conversion lanes per '
              f'processing block) = max({i_fp64}, {i_conv})'))
    shared_lat = md['lat']['shared']['v']
    if fam == 'fermi':
        put('shuffle', b.est(clean(2 * shared_lat), 'no SHFL before sm_30 (PTX-ISA): a shuffle is a shared '
                                                    'store plus a shared load: 2 x shared latency'),
            b.est(clean(2 * i_ldst), f'a shared store plus load: 2 x {i_ldst}'))
    else:
        put('shuffle', b.est(clean(shared_lat), 'SHFL goes through the shared-memory crossbar; its '
                             'latency is taken as the shared-memory load latency'),
            b.est(issue(32 / pbs), f'CPG-THR: 32 shuffles per clock per SM = {clean(32 / pbs)} lanes per '
                  f'processing block'))
    put('vote', b.md('lat.int'), b.est(one_issue, 'a vote/ballot is one ALU instruction for the whole warp: '
                                        'one issue slot' + ('; ' + fermi_issue if fam == 'fermi' else '')))
    put('branch', b.est(lat['int'], 'a branch waits for its predicate like a dependent integer instruction: '
                        'the integer ALU latency'),
        b.est(one_issue, 'one issue slot per warp branch' + ('; ' + fermi_issue if fam == 'fermi' else '')))
    put('barrier', b.est(clean(shared_lat), '__syncthreads with all warps arrived costs about one trip through '
                         'the SM-wide barrier unit, taken as the shared-memory latency'),
        b.est(one_issue, 'one issue slot' + ('; ' + fermi_issue if fam == 'fermi' else '')))
    atom = base['params'].get('latency.atomic')
    l2lat = mlat['l2']['value']
    if atom and not b.proxy:
        atom_lat = b.src(clean(atom[0]['value']), atom[0]['source'][0])
    else:
        atom_lat = b.est(clean(round(l2lat * 1.46, 1)), 'atomics resolve at L2: this GPU\'s L2-hit latency x '
                         '1.46, the ratio measured on A100 (atomicAdd 381.7 / L2 hit 261.5 cycles, AMALI-A100UB)')
    ldst_iss = derived_issue('ldst')
    put('atomic', atom_lat, ldst_iss)
    l1 = OrderedDict(mlat['l1'])
    ld_global_iss = ldst_iss
    if fam == 'kepler':
        ld_global_iss = b.est(clean(2 * i_ldst), KEPLER_LOAD_GLOBAL_ISSUE)
    put('load_global', OrderedDict(list(l1.items())[:1] + [('estimate', 'not used by the predictor, which takes '
        'the latency of global loads from the memory model (SPEC 5); set to the L1-hit latency')]), ld_global_iss)
    put('store_global', b.est(i_ldst, 'a store produces no value; its latency is its issue cost'), ldst_iss)
    # Shared memory: where the measured bandwidth serves a 4-byte warp access
    # faster than the LD/ST lane count issues it (GA10x, Ada: 4 lanes per
    # processing block, 128 B/clk/SM measured), the bandwidth sets the rate.
    smem = b.md('bw.smem_B_clk_sm')
    shared_iss = ldst_iss
    # 32 banks of 4 bytes serve at most 128 bytes of 4-byte words per clock
    # (Kepler's 256 B/clk is its 8-byte bank mode).
    smem_iss = 32 * 4 / (min(smem['value'], 128) / pbs)
    if lane_key == 'ga10x':
        # GA10x, Ada, GB20x: the collection's 128 B/clk/SM is the RTX 3090's
        # 8-byte figure; its 4-byte loads measure 63.9 (docs/model.md#issue-delay).
        # The committed files carry the full reasoning (seventeenth session).
        shared_iss = b.est(8, "a warp's 4-byte shared-memory access moves 128 bytes; the RTX 3090 (GA102) "
                              "serves 63.9 bytes per clock per SM to 4-byte shared loads (Accel-Sim's "
                              "shared_bw, AMALI-3090UB): 8 cycles of each of the 4 processing blocks; "
                              "shared_bytes_per_cycle_per_sm (its 8-byte figure) sets wider accesses")
    elif smem_iss < i_ldst:
        shared_iss = b.est(clean(round(smem_iss, 2)), SHARED_ISSUE_TEXT.format(
            bw=clean(smem['value']), src=smem.get('source', 'an estimate'), pbs=clean(pbs),
            iss=clean(round(smem_iss, 2)), lanes=clean(i_ldst)))
    put('load_shared', b.md('lat.shared'), shared_iss)
    put('store_shared', b.est(clean(shared_lat), 'taken as the shared-memory load latency'), shared_iss)
    put('load_local', b.est(l1['value'], 'local memory (spills) is cached in L1: the L1-hit latency'), ldst_iss)
    put('store_local', b.est(i_ldst, 'a store produces no value; its latency is its issue cost'), ldst_iss)
    put('load_const', b.est(lat['fp32'], 'kernel parameters and __constant__ data are read from the '
                            'constant bank as instruction operands in the common case: like an FP32 operand, '
                            'the FP32 latency'), b.est(one_issue, 'one issue slot'))
    out['instructions'] = ins

    # --- memory -----------------------------------------------------------------
    gid = g['id']
    dram_gbps = spec['dram'] if 'dram' in spec else None
    bw = OrderedDict()
    # L1 load bandwidth and the access width it holds for.
    if gid in L1_OWN:
        r = record(L1_OWN[gid][0], 'l1_bytes_per_clk_per_sm', L1_OWN[gid][1])
        bw['l1_bytes_per_cycle_per_sm'] = b.meas(r)
        bw['l1_access_bytes'] = b.src(4, meas_key(r), per_arch=False)
    elif gid in L1_PROXY:
        ref = L1_PROXY[gid]
        r = record(L1_OWN[ref][0], 'l1_bytes_per_clk_per_sm', L1_OWN[ref][1])
        why = (f'L1 load bandwidth of the {BOARD[ref]}, the closest measured board (same SM load/store '
               f'design: {"16 load/store units per SM on GA10x/AD10x" if ref in ("a40", "l40") else "32 load/store units per SM"})')
        if gid == 'rtx5090':
            why += '; no Blackwell consumer board is measured, the Ada SM is the nearest measured design'
        bw['l1_bytes_per_cycle_per_sm'] = b.est_from(r, float(r['value']), why)
        bw['l1_access_bytes'] = b.src(4, meas_key(r), per_arch=False)
    elif gid == 'rtx4090':
        bw['l1_bytes_per_cycle_per_sm'] = OrderedDict(value=63.7, source=b.key('LUO24-T5'),
                                                      note='FP32 column (4-byte loads); the FP32.v4 column '
                                                           '(16-byte loads) gives 121.2')
        bw['l1_access_bytes'] = b.src(4, 'LUO24-T5', per_arch=False)
    else:
        bw['l1_bytes_per_cycle_per_sm'] = b.md('bw.l1_B_clk_sm')
    # The L1 tag stage (compute capability >= 7.0, where L1 keeps global loads).
    if int(cc.split('.')[0]) >= 7:
        if gid in L1_TAGS_MEASURED:
            bw['l1_lines_per_cycle'] = b.src(4, 'MEAS-gpu-strides', per_arch=False)
        else:
            b.key('MEAS-gpu-strides')
            bw['l1_lines_per_cycle'] = b.est(4, '4 lines per cycle, as measured on GA100 (A100), GA102 (A40) and '
                                                'GH100 (GH200) (MEAS-gpu-strides); the L1 keeps the design Volta '
                                                'introduced (FORUM-L1: its tag stage handles 4 tags per cycle)')
    bw['shared_bytes_per_cycle_per_sm'] = b.md('bw.smem_B_clk_sm')
    dram = b.src(*dram_gbps, per_arch=False) if dram_gbps else b.md('dram_bw_gbs', False)
    dv = dram['value']
    bw['l2_gbps'] = l2_bandwidth(b, g, core_mhz, dv)
    bw['dram_gbps'] = dram
    bw['dram_sustained_gbps'] = sustained_dram(b, gid, dv)
    sv = bw['dram_sustained_gbps']['value']
    bw['uncoalesced_gbps'] = b.est(clean(round(sv / 8, 2)), 'a fully uncoalesced warp request moves a whole 32-byte '
                                   'sector for each 4-byte access: 4/32 of the sustained DRAM bandwidth')
    bw['same_line_atomics_gops'] = same_line_atomics(b, cc, core_mhz)
    # uncoalesced latency: DRAM latency + 28 extra sectors at the per-SM DRAM sector rate.
    bytes_per_cycle_sm = dv * 1e3 / core_mhz / sms
    per_sector = 32 / bytes_per_cycle_sm
    unc = clean(round(mlat['dram']['value'] + 28 * per_sector, 1))
    mlat['uncoalesced'] = b.est(unc, f'DRAM latency + 28 extra 32-byte sectors at this SM\'s share of DRAM '
                                f'bandwidth ({dv} GB/s / {core_mhz} MHz / {sms} SMs = '
                                f'{bytes_per_cycle_sm:.2f} B/cycle, {per_sector:.2f} cycles per sector): '
                                f'{mlat["dram"]["value"]} + 28 x {per_sector:.2f}')
    out['memory_latency_cycles'] = mlat
    out['bandwidth'] = bw

    caches = OrderedDict()
    l1size = {'fermi': (49152, 'estimate: Fermi L1 is 16 or 48 KB of the 64 KB L1/shared array; the largest '
                                'configuration (cudaFuncCachePreferL1) is given'),
              'kepler': (49152, 'estimate: Kepler L1 is 16/32/48 KB of the 64 KB L1/shared array (OCC13-FN '
                                 'cache configurations); the largest is given'),
              'maxwell': (49152, 'estimate: GM20x SMs have two 24 KB L1/texture caches (JIA19-T31 lists 24 KB '
                                  'per L1 on M60): 48 KB per SM'),
              'pascal': (24576 * (1 if cc == '6.0' else 2), 'estimate: JIA19-T31 lists 24 KB per L1/texture '
                         'cache (P100: one per SM, P4/GP10x: two per SM)'),
              'volta': (131072, 'estimate: 128 KB unified L1/shared per SM (JIA19-T31); the whole array is L1 '
                                'when no shared memory is carved out'),
              'turing': (98304, 'estimate: 96 KB unified L1/shared per SM (JIA19-T31); the whole array is L1 '
                                'when no shared memory is carved out'),
              'ampere': ((196608 if cc == '8.0' else 131072), 'estimate: unified L1/shared per SM is 192 KB '
                         '(GA100) / 128 KB (GA10x) (gpu-params.json cache.l1_size); the whole array is L1 when '
                         'no shared memory is carved out'),
              'hopper': (262144, 'estimate: 256 KB unified L1/shared per SM (gpu-params.json cache.l1_size)'),
              'blackwell': (262144, 'estimate: 256 KB unified L1/shared per SM (gpu-params.json cache.l1_size, '
                                    'MDEWING)')}[fam]
    if cc == '12.0':
        l1size = (131072, 'estimate: 128 KB unified L1/shared per SM on GB20x (RTX Blackwell whitepaper, as Ada); '
                          'the whole array is L1 when no shared memory is carved out')
    if cc == '8.9':
        l1size = (131072, 'estimate: 128 KB unified L1/shared per SM on Ada (gpu-params.json cache.l1_size for '
                          'RTX 4090, MDEWING)')
    caches['l1_size_bytes_per_sm'] = b.est(l1size[0], l1size[1][len('estimate: '):])
    l2 = spec.get('l2')
    caches['l2_size_bytes'] = b.src(*l2, per_arch=False) if l2 else b.md('l2_bytes', False)
    caches['shared_banks'] = b.src(32, 'CPG', per_arch=False)
    caches['shared_bank_width_bytes'] = b.src(4, 'CPG', per_arch=False)
    caches['sector_bytes'] = b.src(32, 'FORUM-L1', per_arch=False)
    caches['cache_line_bytes'] = b.src(128, 'FORUM-L1', per_arch=False)
    # Which global loads the L1 keeps, and whether L1 and shared memory share one array.
    major = int(cc.split('.')[0])
    plain_l1 = major == 2 or major >= 7
    readonly_l1 = plain_l1 or cc in ('3.5', '3.7') or major in (5, 6)
    caches['l1_caches_global_loads'] = b.src(1 if plain_l1 else 0, 'CPG-GMEM', per_arch=False)
    caches['l1_caches_readonly_loads'] = b.src(1 if readonly_l1 else 0, 'CPG-GMEM', per_arch=False)
    caches['l1_shared_unified'] = b.src(1 if major >= 7 else 0, 'CPG-SMEM-UNIFIED', per_arch=False)
    out['caches'] = caches

    # --- launch -----------------------------------------------------------------
    out['launch_overhead'] = [OrderedDict(
        warps=0,  # a selector (0 = every block size), not a measured number
        per_block_us=b.est(clean(round(100.0 / (sms * core_mhz), 6)), f'assumes each SM retires and accepts one '
                           f'empty block about every 100 SM cycles, blocks spread over all SMs: 100 / ({sms} SMs x '
                           f'{core_mhz} MHz) us per block; to be replaced by a fit of the launch-overhead '
                           f'microbenchmark'),
        base_us=launch_base(b, gid),
        block_start_cycles=b.est(BLOCK_START_CYCLES, BLOCK_START_WHY))]

    # --- occupancy -------------------------------------------------------------
    occ = OrderedDict()
    for k, v in occupancy(cc).items():
        if k == 'register_allocation_granularity':
            occ[k] = v
        elif k == 'cache_configs':
            occ[k] = [OrderedDict(name=n, shared_memory_per_sm_bytes=b.src(s, 'OCC13-FN' if cc != '2.0'
                                                                           else 'SPEC2-FERMI', per_arch=False))
                      for n, s in v]
        else:
            occ[k] = b.src(v[0], v[1], per_arch=False)
    out['occupancy'] = occ

    out['sources'] = OrderedDict(sorted(b.sources.items()))
    return out


def count_estimates(node):
    if isinstance(node, dict):
        n = 1 if 'estimate' in node else 0
        return n + sum(count_estimates(v) for v in node.values())
    if isinstance(node, list):
        return sum(count_estimates(v) for v in node)
    return 0


def estimates_table():
    """Markdown table of estimated values per shipped file (docs/gpu-file-format.md)."""
    rows, tot_all, tot_est = [], 0, 0
    for g in GPUS:
        doc = json.load(open(os.path.join(OUT, g['id'] + '.json')))
        found, total = [], [0]

        def walk(n, p):
            if isinstance(n, dict) and 'value' in n:
                total[0] += 1
                if 'estimate' in n:
                    found.append(p)
            elif isinstance(n, dict):
                for k, v in n.items():
                    if k != 'sources':
                        walk(v, p + '/' + k)
            elif isinstance(n, list):
                for i, v in enumerate(n):
                    walk(v, f'{p}/{i}')
        walk(doc, '')
        other = [e[1:] for e in found if not e.startswith('/instructions/')]
        rows.append(f"| {doc['id']} | {doc['compute_capability']} | {total[0]} | {len(found)} | "
                    f"{len(found) - len(other)} | {', '.join(other)} |")
        tot_all += total[0]
        tot_est += len(found)
    print('| GPU | CC | values | estimates | of which in /instructions | other estimated values |')
    print('|---|---|---|---|---|---|')
    print('\n'.join(rows))
    print(f'| **all** | | {tot_all} | {tot_est} | | |')


# Wording of the generated text: the collections are cited by what they are, never by a file location,
# and the model is cited by its documentation.
WORDING = [('gpu-params.json', "the parameter collection (GPU-PARAMS)"), ('(SPEC 5)', '(docs/predictor.md)'),
           ('SPEC 3 ', '')]


def reword(node):
    if isinstance(node, str):
        for a, b in WORDING:
            node = node.replace(a, b)
        return node
    if isinstance(node, dict):
        return OrderedDict((k, reword(v)) for k, v in node.items())
    if isinstance(node, list):
        return [reword(v) for v in node]
    return node


def main():
    if ARGS.estimates_table:
        estimates_table()
        return
    os.makedirs(OUT, exist_ok=True)
    total = 0
    for g in GPUS:
        doc = reword(build(g))
        if 'GPU-PARAMS' not in doc['sources']:
            doc['sources']['GPU-PARAMS'] = EXTRA_SOURCES['GPU-PARAMS']
            doc['sources'] = OrderedDict(sorted(doc['sources'].items()))
        with open(os.path.join(OUT, g['id'] + '.json'), 'w') as f:
            json.dump(doc, f, indent=2)
            f.write('\n')
        n = count_estimates(doc)
        total += n
        print(f"{g['id']:16s} {n:3d} estimates")
    print(f'total estimates: {total}')


if __name__ == '__main__':
    main()
