#!/usr/bin/env python3
"""Generates gpumodel/data/<id>.json (docs/gpu-file-format.md) from the
published-values collection gpu-params.json (../shared/data/gpus/).

The JSON files are the committed product; this script only documents how they
were made and lets them be regenerated when gpu-params.json improves. Every
number written carries either "source" (a key of the file's "sources" object)
or "estimate" (the reasoning). Values gpu-params.json flags as estimates (E)
become estimates here; values taken from a same-architecture sibling GPU use a
source key "<KEY>@<SIBLING>" whose citation says so.

Usage: scripts/gen_gpu_files.py [path/to/gpu-params.json] [out-dir] [--estimates-table]
"""
import json
import math
import os
import sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
ARGS = [a for a in sys.argv[1:] if not a.startswith('--')]
PARAMS = ARGS[0] if ARGS else '/work/shared/data/gpus/gpu-params.json'
OUT = ARGS[1] if len(ARGS) > 1 else os.path.join(HERE, '..', 'gpumodel', 'data')

DATA = json.load(open(PARAMS))
SRC = DATA['sources']
GP = DATA['gpus']

# Source keys defined here (in addition to gpu-params.json's).
EXTRA_SOURCES = {
    'GPU-PARAMS': "kernelcast's collection of published GPU parameters, ../shared/data/gpus/gpu-params.json "
                  "and gpu-params.md (generated 2026-11-21)",
    'SPEC3-ISSUE': 'Derived (SPEC 3): issue cycles = max(32 / lanes per processing block, 1), with the lane '
                   'count of the executing unit given under /units_per_processing_block (and its source)',
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
    'SPEC2-FERMI': 'kernelcast SPEC section 2 (Fermi, CC 2.x, not in the CUDA 13 header): register allocation '
                   'unit 64 registers per warp, warp allocation granularity 2, 63 registers per thread; with '
                   'the CUDA 7-era cuda_occupancy.h (OCC7): 2 register sub-partitions, 128-byte shared '
                   'allocation granularity, 8 blocks per SM, 48/16 KB shared/L1 split',
    'PTX-ISA': 'NVIDIA PTX ISA / CUDA Programming Guide: shfl.sync needs sm_30; native half arithmetic needs '
               'sm_53; tensor cores (mma) need sm_70 - so older GPUs have no such unit (value 0)',
    'WP-TC': 'NVIDIA architecture whitepapers (V100, Turing, GA100, GA102, Ada, H100, Blackwell): tensor cores '
             'per SM = 8 (Volta, Turing), 4 (Ampere and later), i.e. 2 resp. 1 per processing block '
             '(recalled; gpu-params.json flags V100/Turing R, Ampere+ V)',
    'CPG-THR': "NVIDIA CUDA C++ Programming Guide, 'Arithmetic Instructions' throughput table (results per "
               "clock per SM; recalled): 32-bit type conversions 16 (CC 2.x, 7.x-9.x) / 32 (CC 3.x-6.x); "
               "warp shuffle 32 (CC 3.0+); 32-bit integer multiply 16 (2.x) / 32 (3.x); 'multiple "
               "instructions' (5.x, 6.x); half-precision add/mul/fma 2 (6.1), 128 (6.0, 7.x), 256 (8.x, 9.0)",
}

# Measured (sustained) DRAM bandwidth not in gpu-params.json.
EXTRA_SOURCES['MICROWAY-K40'] = (
    "Microway, 'NVIDIA Tesla K40 Atlas GPU Accelerator (Kepler GK110b) Up Close' "
    "(microway.com/hpc-tech-tips/nvidia-tesla-k40-atlas-gpu-accelerator-kepler-gk110b-up-close): CUDA "
    "bandwidthTest on a Tesla K40m, device-to-device copy of 32 MiB: 202665.0 MB/s (bandwidthTest counts "
    "the bytes read plus the bytes written)")
MEASURED_DRAM = {'k40': (202.7, 'MICROWAY-K40')}

# GPUs without a published sustained-bandwidth measurement take the measured/peak
# ratio of the nearest measured board with the same memory technology.
SUSTAINED_REFERENCE = {
    'gtx480': 'k40', 'gtx580': 'k40', 'gtx680': 'k40', 'k20': 'k40', 'titan': 'k40',
    'titan-black': 'k40', 'quadro-k5200': 'k40', 'gtx970': 'k40', 'gtx980': 'k40',
    'titan-x-maxwell': 'k40', 'gtx1050': 'k40', 'gtx1070': 'k40', 'gtx1080': 'k40',
    'rtx2080ti': 't4', 'titan-rtx': 't4', 'l4': 't4', 'rtx-a4000': 't4', 'rtx-a6000': 't4',
    'rtx3060-laptop': 't4', 'rtx3090': 'rtx4090', 'b200': 'h100-sxm',
}
MEMORY_KIND = {'k40': 'GDDR5', 't4': 'GDDR6', 'rtx4090': 'GDDR6X', 'h100-sxm': 'HBM3'}

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
}

# ---------------------------------------------------------------------------
# The 30 GPUs. base = entry of gpu-params.json whose per-architecture values
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
    blocks = {2: 8, 3: 16, 5: 32, 6: 32, 9: 32, 10: 32}.get(major)
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
               '10.0': 233472}[cc]
    o['shared_memory_per_sm_bytes'] = (smem_sm, 'CPG-TAB')
    o['shared_memory_per_block_bytes'] = (49152, 'CPG-TAB')
    optin = {'7.0': 98304, '7.5': 65536, '8.0': 166912, '8.6': 101376, '8.9': 101376, '9.0': 232448,
             '10.0': 232448}.get(cc, 49152)
    o['shared_memory_per_block_optin_bytes'] = (optin, 'CPG-TAB')
    o['reserved_shared_memory_per_block_bytes'] = (1024 if major >= 8 else 0, 'CPG-TAB')
    o['shared_memory_allocation_granularity_bytes'] = (128 if (fermi or major >= 8) else 256, hdr)
    K = 1024
    steps = {'7.0': [0, 8, 16, 32, 64, 96], '7.5': [32, 64], '8.0': [0, 8, 16, 32, 64, 100, 132, 164],
             '8.6': [0, 8, 16, 32, 64, 100], '8.9': [0, 8, 16, 32, 64, 100],
             '9.0': [0, 8, 16, 32, 64, 100, 132, 164, 196, 228],
             '10.0': [0, 8, 16, 32, 64, 100, 132, 164, 196, 228]}.get(cc, [])
    o['shared_memory_carveout_bytes'] = ([s * K for s in steps], hdr)
    if fermi:
        o['cache_configs'] = [('prefer-none', 49152), ('prefer-shared', 49152), ('prefer-l1', 16384),
                              ('prefer-equal', 49152)]
    elif major == 3:
        o['cache_configs'] = [('prefer-none', 49152), ('prefer-shared', 49152), ('prefer-l1', 16384),
                              ('prefer-equal', 32768)]
    else:
        o['cache_configs'] = []
    o['max_barriers_per_sm'] = (2 * blocks if major >= 9 else 0, hdr)
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


def dram_measurement(gid):
    """The measured (sustained) DRAM bandwidth that applies to GPU gid's board:
    (peak of the measured board, measured GB/s, source key, board name), or None.
    A value in MEASURED_DRAM is gid's own; gpu-params.json's is its base board's."""
    g = next(x for x in GPUS if x['id'] == gid)
    base_md = GP[g['base']]['model_defaults']
    if gid in MEASURED_DRAM:
        spec = g.get('spec', {})
        peak = spec['dram'][0] if 'dram' in spec else base_md['dram_bw_gbs']['v']
        return peak, MEASURED_DRAM[gid][0], MEASURED_DRAM[gid][1], gid
    m = base_md['dram_bw_measured_gbs']
    if m['v'] is not None and m['src']:
        return base_md['dram_bw_gbs']['v'], m['v'], m['src'][0], GP[g['base']]['name']
    return None


def sustained_dram(b, gid, peak):
    """bandwidth/dram_sustained_gbps: a measurement of this very board, else its peak x
    the measured/peak ratio of the base board's measurement or of the nearest measured
    board with the same memory technology (SUSTAINED_REFERENCE)."""
    ref = dram_measurement(gid)
    if ref is not None and ref[0] == peak:
        return b.src(clean(ref[1]), ref[2], per_arch=False)
    if ref is None:
        other = SUSTAINED_REFERENCE[gid]
        ref_peak, ref_meas, ref_src, _ = dram_measurement(other)
        ref_name = f"{other} ({MEMORY_KIND[other]})"
    else:
        ref_peak, ref_meas, ref_src, ref_name = ref
    ratio = ref_meas / ref_peak
    return b.est(clean(round(peak * ratio, 1)),
                 f"no published copy/STREAM bandwidth for this GPU: its peak {peak} GB/s x the "
                 f"measured/peak ratio {ref_meas}/{ref_peak} = {ratio:.3f} of {ref_name} ({ref_src}), "
                 f"the nearest measured board with the same memory technology")


def clean(v):
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, float):
        return float(f'{v:.6g}')
    return v


def issue(lanes):
    return clean(max(32.0 / lanes, 1.0)) if lanes > 0 else 0


def family(cc):
    return {'2': 'fermi', '3': 'kepler', '5': 'maxwell', '6': 'pascal', '7': 'volta' if cc == '7.0' else 'turing',
            '8': 'ampere', '9': 'hopper', '10': 'blackwell'}[cc.split('.')[0]]


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


def build(g):
    b = Builder(g)
    base = b.base
    cc = base['compute_capability']
    fam = family(cc)
    md = base['model_defaults']
    spec = g.get('spec', {})
    out = OrderedDict()
    out['schema_version'] = 1
    out['id'] = g['id']
    out['name'] = g['name']
    out['aliases'] = g['aliases']
    out['architecture'] = base['arch'].split(' ')[0]
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
    elif tc and tc[0]['verified'] == 'V':
        units['tensor'] = b.src(tc[0]['value'], tc[0]['source'][0])
    else:
        units['tensor'] = b.src(2 if fam in ('volta', 'turing') else 1, 'WP-TC', per_arch=False)
    out['units_per_processing_block'] = units
    lanes = {u: units[u]['value'] for u in units}

    # --- instructions ---------------------------------------------------------
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
        conv_lanes = 16
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
    l2lat = md['lat']['l2']['v']
    if atom and not b.proxy:
        atom_lat = b.src(clean(atom[0]['value']), atom[0]['source'][0])
    else:
        atom_lat = b.est(clean(round(l2lat * 1.46, 1)), 'atomics resolve at L2: this GPU\'s L2-hit latency x '
                         '1.46, the ratio measured on A100 (atomicAdd 381.7 / L2 hit 261.5 cycles, AMALI-A100UB)')
    ldst_iss = derived_issue('ldst')
    put('atomic', atom_lat, ldst_iss)
    l1 = b.md('lat.l1')
    put('load_global', OrderedDict(list(l1.items())[:1] + [('estimate', 'not used by the predictor, which takes '
        'the latency of global loads from the memory model (SPEC 5); set to the L1-hit latency')]), ldst_iss)
    put('store_global', b.est(i_ldst, 'a store produces no value; its latency is its issue cost'), ldst_iss)
    put('load_shared', b.md('lat.shared'), ldst_iss)
    put('store_shared', b.est(clean(shared_lat), 'taken as the shared-memory load latency'), ldst_iss)
    put('load_local', b.est(l1['value'], 'local memory (spills) is cached in L1: the L1-hit latency'), ldst_iss)
    put('store_local', b.est(i_ldst, 'a store produces no value; its latency is its issue cost'), ldst_iss)
    put('load_const', b.est(lat['fp32'], 'kernel parameters and __constant__ data are read from the '
                            'constant bank as instruction operands in the common case: like an FP32 operand, '
                            'the FP32 latency'), b.est(one_issue, 'one issue slot'))
    out['instructions'] = ins

    # --- memory -----------------------------------------------------------------
    mlat = OrderedDict()
    mlat['shared'] = b.md('lat.shared')
    mlat['l1'] = b.md('lat.l1')
    mlat['l2'] = b.md('lat.l2')
    mlat['dram'] = b.md('lat.dram')
    dram_gbps = spec['dram'] if 'dram' in spec else None
    bw = OrderedDict()
    bw['l1_bytes_per_cycle_per_sm'] = b.md('bw.l1_B_clk_sm')
    bw['shared_bytes_per_cycle_per_sm'] = b.md('bw.smem_B_clk_sm')
    dram = b.src(*dram_gbps, per_arch=False) if dram_gbps else b.md('dram_bw_gbs', False)
    dv = dram['value']
    l2bpc = md['bw']['l2_B_clk']
    if l2bpc['v'] is not None and not b.proxy:
        v = l2bpc['v']
        note = ''
        if g['base'] == 'H100_PCIE':
            # gpu-params.json's 4472.3 B/clk (H800 PCIe, FP32 loads) is implausible next to the FP64 1817.3
            # of the same table and the SXM5's 1818 B/clk; the FP64 figure is used.
            v = 1817.3
        bw['l2_gbps'] = b.src(clean(round(v * core_mhz / 1000, 1)), l2bpc['src'][0], per_arch=False)
    else:
        bw['l2_gbps'] = b.est(clean(round(2.5 * dv, 1)), 'no published L2 bandwidth for this GPU: 2.5 x its DRAM '
                              'bandwidth, between the measured ratios of V100 (2.3x) and A100 (1.8x-2.6x) and '
                              'RTX 4090 (4.3x)')
    bw['dram_gbps'] = dram
    bw['dram_sustained_gbps'] = sustained_dram(b, g['id'], dv)
    sv = bw['dram_sustained_gbps']['value']
    bw['uncoalesced_gbps'] = b.est(clean(round(sv / 8, 2)), 'a fully uncoalesced warp request moves a whole 32-byte '
                                   'sector for each 4-byte access: 4/32 of the sustained DRAM bandwidth')
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
    out['caches'] = caches

    # --- launch -----------------------------------------------------------------
    lo = b.md('launch_overhead_us')
    per_block = clean(round(100.0 / (sms * core_mhz), 6))
    out['launch_overhead'] = [OrderedDict(
        warps=0,  # a selector (0 = every block size), not a measured number
        per_block_us=b.est(per_block, f'assumes each SM retires and accepts one empty block about every 100 SM '
                           f'cycles, blocks spread over all SMs: 100 / ({sms} SMs x {core_mhz} MHz) us per '
                           f'block; to be replaced by a fit of the launch-overhead microbenchmark'),
        base_us=lo)]

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


def main():
    if '--estimates-table' in sys.argv:
        estimates_table()
        return
    os.makedirs(OUT, exist_ok=True)
    total = 0
    for g in GPUS:
        doc = build(g)
        with open(os.path.join(OUT, g['id'] + '.json'), 'w') as f:
            json.dump(doc, f, indent=2)
            f.write('\n')
        n = count_estimates(doc)
        total += n
        print(f"{g['id']:16s} {n:3d} estimates")
    print(f'total estimates: {total}')


if __name__ == '__main__':
    main()
