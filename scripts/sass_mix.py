#!/usr/bin/env python3
"""SASS instruction mix of CUDA kernels, by pipe, for checking kernelcast's issue
model against what the GPU executes (docs/accuracy-notes.md, "SASS instruction
counts").

The PTX is kernelcast's own (tests/kernels' kc-emit-ll writes the PTX the front end
gives ptxas) or nvcc's (--nvcc). A ptxas and a cuobjdump that can disassemble are
given by path: CUDA 13 as installed here has no cuobjdump; Debian's non-free
nvidia-cuda-toolkit 11.8 package has both (unpack it with `apt-get download
nvidia-cuda-toolkit` and `dpkg-deb -x`, no install needed). An older ptxas rejects
a newer PTX ISA version, so the `.version` line is lowered to --ptx-version when
given (the kernels here use nothing newer).

For each kernel it prints the static instruction count per pipe, for the whole
function and for each innermost loop (the instructions between a backward branch
and its target): per loop iteration, that is what a warp issues.

  scripts/sass_mix.py SOURCE.cu --arch sm_86 --ptxas DIR/ptxas --cuobjdump DIR/cuobjdump
                      [--ptx-version 7.8] [-D NAME=VALUE]... [--nvcc]
                      [--emit build/bin/kc-emit-ll] [--kernel NAME] [--json]
  scripts/sass_mix.py --sass LISTING.txt [--json]    (a saved `cuobjdump -sass` listing)
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, OrderedDict

# Pipes as Nsight Compute names them for Volta and later (FMA: FP32 add/mul/fma and
# the integer multiply-add forms; ALU: the other integer, logic and compare
# instructions; FP64; XU: transcendentals and conversions; MIO: memory, shuffles).
PIPES = OrderedDict([
    ('fma', {'FADD', 'FMUL', 'FFMA', 'IMAD', 'IMUL', 'IDP', 'HADD2', 'HMUL2', 'HFMA2', 'FSWZADD'}),
    ('alu', {'IADD3', 'IADD', 'ISETP', 'LOP3', 'LOP', 'SHF', 'SHL', 'SHR', 'SEL', 'FSEL', 'FSETP',
             'FMNMX', 'IMNMX', 'PLOP3', 'LEA', 'MOV', 'PRMT', 'IABS', 'BMSK', 'SGXT', 'P2R', 'R2P',
             'FSET', 'ISET', 'CS2R', 'VIADD', 'VIMNMX', 'HSETP2', 'HMNMX2', 'FCHK'}),
    ('fp64', {'DADD', 'DMUL', 'DFMA', 'DSETP', 'DMNMX'}),
    ('xu', {'MUFU', 'F2F', 'F2I', 'I2F', 'I2I', 'FRND', 'POPC', 'FLO', 'BREV', 'F2FP', 'I2FP', 'F2IP'}),
    ('mio', {'LDG', 'STG', 'LDS', 'STS', 'LD', 'ST', 'LDL', 'STL', 'ATOM', 'ATOMS', 'ATOMG', 'RED',
             'SHFL', 'LDSM', 'LDGSTS', 'LDC', 'MEMBAR', 'MATCH', 'VOTE', 'REDUX'}),
    ('control', {'BRA', 'EXIT', 'CALL', 'RET', 'BSSY', 'BSYNC', 'BAR', 'WARPSYNC', 'NOP', 'YIELD',
                 'BREAK', 'BRX', 'JMP', 'KILL', 'DEPBAR', 'S2R'}),
])

LINE = re.compile(r'/\*([0-9a-f]{4,})\*/\s+(@!?U?P\w+\s+)?([A-Z][A-Z0-9_]*)(\.[A-Z0-9_.]*)?\s*(.*?);')
FUNC = re.compile(r'Function\s*:\s*(\S+)')


def pipe_of(op):
    if op.startswith('U'):  # the uniform datapath: UIADD3, UMOV, ULDC, ...
        return 'uniform'
    for name, ops in PIPES.items():
        if op in ops:
            return name
    return 'other'


def parse_listing(text):
    """{kernel: [(address, opcode, operands)]} from `cuobjdump -sass` output."""
    kernels, cur = OrderedDict(), None
    for raw in text.splitlines():
        m = FUNC.search(raw)
        if m:
            cur = m.group(1)
            kernels[cur] = []
            continue
        m = LINE.search(raw)
        if m and cur is not None:
            kernels[cur].append((int(m.group(1), 16), m.group(3), m.group(5)))
    return kernels


def innermost_loops(ins):
    """(start, end) address ranges of backward branches that contain no other one."""
    loops = []
    for addr, op, rest in ins:
        if op == 'BRA':
            t = re.search(r'(0x[0-9a-f]+)', rest)
            if t and int(t.group(1), 16) < addr:
                loops.append((int(t.group(1), 16), addr))
    return [l for l in loops if not any(o != l and l[0] <= o[0] and o[1] <= l[1] for o in loops)]


PIPE_ORDER = list(PIPES) + ['uniform', 'other']


def mix(ins, lo=None, hi=None):
    """Instructions per pipe (NOPs left out), every pipe listed, in PIPE_ORDER."""
    c = Counter()
    for addr, op, _ in ins:
        if (lo is None or addr >= lo) and (hi is None or addr <= hi) and op != 'NOP':
            c[pipe_of(op)] += 1
    return OrderedDict((p, c[p]) for p in PIPE_ORDER)


def report(kernels, want=None):
    out = OrderedDict()
    for name, ins in kernels.items():
        if want and want not in name:
            continue
        entry = OrderedDict(instructions=sum(1 for _, op, _ in ins if op != 'NOP'),
                            pipes=mix(ins), loops=[])
        for lo, hi in innermost_loops(ins):
            m = mix(ins, lo, hi)
            entry['loops'].append(OrderedDict(start=hex(lo), end=hex(hi), instructions=sum(m.values()),
                                              pipes=m))
        out[name] = entry
    return out


def print_text(rep):
    cols = PIPE_ORDER
    print(f"{'':44} {'total':>6} " + ' '.join(f'{c:>7}' for c in cols))
    for name, e in rep.items():
        print(f"{name[:44]:44} {e['instructions']:6} " + ' '.join(f"{e['pipes'].get(c, 0):7}" for c in cols))
        for l in e['loops']:
            label = f"  loop {l['start']}-{l['end']}"
            print(f"{label:44} {l['instructions']:6} " + ' '.join(f"{l['pipes'].get(c, 0):7}" for c in cols))


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({r.returncode}):\n{r.stderr.strip()}")
    return r.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('source', nargs='?', help='CUDA source (.cu)')
    ap.add_argument('--sass', help='a saved cuobjdump -sass listing instead of compiling')
    ap.add_argument('--arch', default='sm_80')
    ap.add_argument('-D', dest='defines', action='append', default=[], help='NAME=VALUE, as -D')
    ap.add_argument('--nvcc', action='store_true', help="nvcc's PTX (nvcc -ptx) instead of kernelcast's")
    ap.add_argument('--emit', default='build/bin/kc-emit-ll', help="kc-emit-ll (kernelcast's PTX)")
    ap.add_argument('--ptxas', help='ptxas to assemble with')
    ap.add_argument('--cuobjdump', help='cuobjdump to disassemble with')
    ap.add_argument('--ptx-version', help='lower the PTX .version line to this (e.g. 7.8 for CUDA 11.8)')
    ap.add_argument('--kernel', help='only kernels whose (mangled) name contains this')
    ap.add_argument('--json', action='store_true')
    a = ap.parse_args()
    if a.sass:
        try:
            text = open(a.sass, encoding='utf-8', errors='replace').read()
        except OSError as e:
            sys.exit(f'{a.sass}: {e.strerror}')
    else:
        if not a.source or not a.ptxas or not a.cuobjdump:
            ap.error('give SOURCE.cu with --ptxas and --cuobjdump, or --sass LISTING')
        for tool in (a.ptxas, a.cuobjdump):
            if not os.access(tool, os.X_OK):
                sys.exit(f'{tool}: not an executable (see --help for where to get one)')
        with tempfile.TemporaryDirectory() as d:
            ptx, cubin = os.path.join(d, 'k.ptx'), os.path.join(d, 'k.cubin')
            if a.nvcc:
                run(['nvcc', '-ptx', f'-arch={a.arch}', *[f'-D{x}' for x in a.defines], '-o', ptx, a.source])
            else:
                run([a.emit, '--arch', a.arch, *sum((['-D', x] for x in a.defines), []), a.source, ptx])
            if a.ptx_version:
                body = open(ptx).read()
                open(ptx, 'w').write(re.sub(r'^\.version [0-9.]+', f'.version {a.ptx_version}', body,
                                            count=1, flags=re.M))
            run([a.ptxas, f'-arch={a.arch}', ptx, '-o', cubin])
            text = run([a.cuobjdump, '-sass', cubin])
    kernels = parse_listing(text)
    if not kernels:
        sys.exit('no function found in the SASS listing')
    rep = report(kernels, a.kernel)
    if a.json:
        print(json.dumps(rep))
    else:
        print_text(rep)


if __name__ == '__main__':
    main()
