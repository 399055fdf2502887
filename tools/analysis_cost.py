#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Prove the analysis costs nothing at run time, and measure compile time.

Every object compiled with the analysis (see optin_objects.py) is compiled
again, into a temporary folder, twice: with kbuild's exact command from its
.cmd file, and with that command minus the analysis flags
(-DWARN_CAPABILITY_ANALYSIS, -fexperimental-late-parse-attributes,
-W[no-|error=]thread-safety*, --warning-suppression-mappings=*). The dependency file
and objtool's pass are left out; nothing is written to the build folder.

Run-time cost: the two object files are compared section by section, for
every section loaded at run time (SHF_ALLOC: .text*, .init.text, .data*,
.rodata*, .bss, __ex_table, ...) and objtool's .discard.* annotations
(which steer what objtool adds): type, flags, size, the bytes, and the
relocations with their symbols named, so that __UNIQUE_ID_*<n> symbols
numbered differently (the annotations use __COUNTER__) are no difference.
The defined and undefined symbols are compared the same way. The goal is
"identical" for every object; any difference is explained with a
disassembly diff (llvm-objdump) of the section, or the first differing
offset of a data section and its symbol.

Compile-time cost: each object is compiled N rounds (--rounds, default 5),
with and without the flags alternating (ABBA order), one compile at a time.
CPU time (user + system of the compiler, steady on a busy machine) and wall
time are recorded; the ratio per object is median(with) / median(without),
and the result is the median of the per-object CPU ratios (goal <= 1.03),
with the ratio of the summed medians next to it.

The exit code is 1 when an object's sections differ or, with --max-ratio,
when the median CPU ratio is above it.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from typing import Dict, List, Optional, Sequence, Set, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbuild_cmd  # noqa: E402
import optin_objects  # noqa: E402

COMPILE_TIMEOUT = 600
OBJDUMP = 'llvm-objdump-22'
_UNIQUE_ID_RE = re.compile(r'(__UNIQUE_ID_[A-Za-z_]*?)\d+')


# --- the commands ----------------------------------------------------------------

def is_analysis_flag(arg: str) -> bool:
    return (arg in ('-DWARN_CAPABILITY_ANALYSIS', '-fexperimental-late-parse-attributes')
            or re.match(r'-W(?:no-|error=|no-error=)?thread-safety', arg) is not None
            or arg.startswith('--warning-suppression-mappings'))


def without_analysis(argv: Sequence[str]) -> Tuple[List[str], List[str]]:
    """(@argv without the analysis flags, the flags removed)."""
    out: List[str] = []
    removed: List[str] = []
    skip = False
    for k, arg in enumerate(argv):
        if skip:
            removed.append(arg)
            skip = False
            continue
        nxt = argv[k + 1] if k + 1 < len(argv) else ''
        if arg == '-D' and nxt == 'WARN_CAPABILITY_ANALYSIS' or \
                arg == '--warning-suppression-mappings':
            removed.append(arg)
            skip = True
        elif is_analysis_flag(arg):
            removed.append(arg)
        else:
            out.append(arg)
    return out, removed


def object_command(argv: Sequence[str], output: str) -> List[str]:
    """kbuild's compile @argv writing @output, without its dependency file."""
    out: List[str] = []
    skip = False
    for arg in argv:
        if skip:
            out.append(output)
            skip = False
            continue
        if arg == '-o':
            skip = True
        elif arg.startswith('-Wp,-MMD') or arg.startswith('-Wp,-MD'):
            continue
        out.append(arg)
    if '-o' not in out:
        raise kbuild_cmd.CmdFileError('compile command has no -o')
    return out


# --- ELF ----------------------------------------------------------------------

SHT_SYMTAB, SHT_RELA, SHT_NOBITS, SHT_REL = 2, 4, 8, 9
SHF_ALLOC, SHF_EXECINSTR = 0x2, 0x4
SHN_UNDEF, SHN_LORESERVE = 0, 0xff00
STT_SECTION = 3


class ElfError(Exception):
    """Not a 64-bit little-endian relocatable ELF file."""


@dataclasses.dataclass
class Section:
    index: int
    name: str
    key: str                 # name, with '#<n>' for the n-th repeat
    type: int
    flags: int
    size: int
    data: bytes
    relocs: List[Tuple[int, int, str, int]] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Elf:
    sections: List[Section]
    defined: Set[Tuple[str, str, int, int, int]]   # name, section key, value, size, info
    undefined: Set[str]

    def alloc(self) -> Dict[str, Section]:
        """Sections loaded at run time, and objtool's .discard.* inputs."""
        return {s.key: s for s in self.sections
                if s.flags & SHF_ALLOC or (s.name.startswith('.discard.') and
                                           s.type not in (SHT_RELA, SHT_REL))}


def normalize_symbol(name: str) -> str:
    return _UNIQUE_ID_RE.sub(r'\1N', name)


def read_elf(path: str) -> Elf:
    with open(path, 'rb') as f:
        data = f.read()
    if data[:4] != b'\x7fELF' or data[4] != 2 or data[5] != 1:
        raise ElfError(f'{path}: not a 64-bit little-endian ELF file')
    shoff, = struct.unpack_from('<Q', data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from('<HHH', data, 0x3a)
    raw = [struct.unpack_from('<IIQQQQIIQQ', data, shoff + i * shentsize)
           for i in range(shnum)]
    strtab_off = raw[shstrndx][4] if shnum else 0

    def cstr(off: int) -> str:
        end = data.index(b'\0', off)
        return data[off:end].decode('utf-8', 'replace')

    sections: List[Section] = []
    seen: Dict[str, int] = {}
    for i, (name, typ, flags, _, off, size, _, _, _, _) in enumerate(raw):
        sname = cstr(strtab_off + name) if i else ''
        n = seen.get(sname, 0)
        seen[sname] = n + 1
        body = b'' if typ == SHT_NOBITS else data[off:off + size]
        sections.append(Section(i, sname, sname if n == 0 else f'{sname}#{n}', typ,
                                flags, size, body))
    symbols: Dict[int, List[Tuple[str, int, int, int, int]]] = {}
    defined: Set[Tuple[str, str, int, int, int]] = set()
    undefined: Set[str] = set()
    for i, r in enumerate(raw):
        if r[1] != SHT_SYMTAB:
            continue
        link_off = raw[r[6]][4]
        syms = []
        for k in range(r[5] // 24):
            st_name, info, _, shndx, value, size = struct.unpack_from(
                '<IBBHQQ', data, r[4] + k * 24)
            name = cstr(link_off + st_name)
            if info & 0xf == STT_SECTION and 0 < shndx < len(sections):
                name = sections[shndx].key
            syms.append((normalize_symbol(name), info, shndx, value, size))
            if k == 0:
                continue
            if shndx == SHN_UNDEF:
                if name:
                    undefined.add(normalize_symbol(name))
            elif shndx < SHN_LORESERVE and sections[shndx].flags & SHF_ALLOC and \
                    info & 0xf != STT_SECTION:
                defined.add((normalize_symbol(name), sections[shndx].key, value, size, info))
        symbols[i] = syms
    for r in raw:
        if r[1] != SHT_RELA or r[7] >= len(sections):
            continue
        syms = symbols.get(r[6], [])
        target = sections[r[7]]
        for k in range(r[5] // 24):
            off, info, addend = struct.unpack_from('<QQq', data, r[4] + k * 24)
            sym = info >> 32
            name = syms[sym][0] if sym < len(syms) else f'#{sym}'
            target.relocs.append((off, info & 0xffffffff, name, addend))
    for s in sections:
        s.relocs.sort()
    return Elf(sections, defined, undefined)


@dataclasses.dataclass
class SectionDiff:
    section: str
    what: str                # what differs
    explanation: List[str] = dataclasses.field(default_factory=list)


def compare_elf(a: Elf, b: Elf) -> List[SectionDiff]:
    """Differences of the run-time sections and symbols of @a and @b."""
    diffs: List[SectionDiff] = []
    sa, sb = a.alloc(), b.alloc()
    for key in sorted(set(sa) | set(sb)):
        x, y = sa.get(key), sb.get(key)
        if x is None or y is None:
            diffs.append(SectionDiff(key, 'only with the analysis' if y is None
                                     else 'only without the analysis'))
            continue
        what = []
        if (x.type, x.flags) != (y.type, y.flags):
            what.append(f'type/flags {x.type}/{x.flags:#x} vs {y.type}/{y.flags:#x}')
        if x.size != y.size:
            what.append(f'size {x.size} vs {y.size}')
        elif x.data != y.data:
            first = next(k for k in range(len(x.data)) if x.data[k] != y.data[k])
            what.append(f'bytes differ from offset {first:#x}')
        if x.relocs != y.relocs:
            n = len(set(x.relocs) ^ set(y.relocs))
            what.append(f'{n} relocations differ')
        if what:
            diffs.append(SectionDiff(key, ', '.join(what)))
    only_a = a.defined - b.defined
    only_b = b.defined - a.defined
    if only_a or only_b:
        names = sorted({s[0] for s in only_a | only_b})
        diffs.append(SectionDiff('(symbols)', f'{len(only_a)} defined symbols only with, '
                                 f'{len(only_b)} only without the analysis: '
                                 + ', '.join(names[:8])))
    if a.undefined != b.undefined:
        diffs.append(SectionDiff('(undefined symbols)', 'only with: '
                                 + ', '.join(sorted(a.undefined - b.undefined)[:8])
                                 + '; only without: '
                                 + ', '.join(sorted(b.undefined - a.undefined)[:8])))
    return diffs


def _disassemble(path: str, section: str) -> List[str]:
    try:
        p = subprocess.run([OBJDUMP, '-d', '-r', '--no-show-raw-insn', '-j', section, path],
                           capture_output=True, text=True, check=False, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as e:
        return [f'({OBJDUMP} failed: {e})']
    out = []
    for line in p.stdout.splitlines():
        if line.startswith(path) or 'file format' in line:
            continue
        out.append(_UNIQUE_ID_RE.sub(r'\1N', line))
    return out


def _symbol_at(elf: Elf, key: str, offset: int) -> str:
    best = ''
    for name, sec, value, size, _ in elf.defined:
        if sec == key and value <= offset < value + max(size, 1):
            best = f'{name}+{offset - value:#x}'
    return best or f'{key}+{offset:#x}'


def explain(diff: SectionDiff, with_obj: str, without_obj: str, a: Elf, b: Elf,
            limit: int = 40) -> None:
    """Add a disassembly diff (code) or the first differing symbol (data)."""
    x, y = a.alloc().get(diff.section), b.alloc().get(diff.section)
    if x is None or y is None:
        return
    if x.flags & SHF_EXECINSTR:
        d = list(difflib.unified_diff(_disassemble(without_obj, x.name),
                                      _disassemble(with_obj, x.name),
                                      'without', 'with', lineterm='', n=2))
        diff.explanation = d[:limit] + ([f'... {len(d) - limit} more lines']
                                        if len(d) > limit else [])
        return
    if x.data != y.data and x.size == y.size:
        first = next(k for k in range(len(x.data)) if x.data[k] != y.data[k])
        diff.explanation.append(f'first differing byte in {_symbol_at(a, x.key, first)}')
    rel = sorted(set(x.relocs) ^ set(y.relocs))[:6]
    for off, typ, name, add in rel:
        side = 'with' if (off, typ, name, add) in x.relocs else 'without'
        diff.explanation.append(f'{side}: reloc at {off:#x} type {typ} -> {name}{add:+d}')


# --- compiling and timing -----------------------------------------------------------

@dataclasses.dataclass
class Timed:
    cpu: float
    wall: float
    returncode: int
    stderr: str


def timed_run(argv: Sequence[str], cwd: str, log: str) -> Timed:
    """Run @argv, with the CPU time of the process and its children."""
    start = time.monotonic()
    with open(log, 'w+', encoding='utf-8', errors='replace') as err:
        try:
            p = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err)
        except OSError as e:
            return Timed(0.0, 0.0, -1, f'cannot run {argv[0]}: {e.strerror}')
        try:
            _, status, usage = os.wait4(p.pid, 0)
        except ChildProcessError:
            return Timed(0.0, time.monotonic() - start, -1, 'lost the compiler process')
        p.returncode = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - start
        err.seek(0)
        text = err.read()
    return Timed(usage.ru_utime + usage.ru_stime, wall, p.returncode, text)


@dataclasses.dataclass
class ObjectCost:
    obj: str
    removed: List[str] = dataclasses.field(default_factory=list)
    status: str = 'ok'       # ok, compile-error, not-elf
    detail: str = ''
    identical: Optional[bool] = None
    sections: Dict[str, int] = dataclasses.field(default_factory=dict)  # key -> size
    differences: List[SectionDiff] = dataclasses.field(default_factory=list)
    cpu_with: List[float] = dataclasses.field(default_factory=list)
    cpu_without: List[float] = dataclasses.field(default_factory=list)
    wall_with: List[float] = dataclasses.field(default_factory=list)
    wall_without: List[float] = dataclasses.field(default_factory=list)

    def ratio(self, kind: str = 'cpu') -> Optional[float]:
        w = getattr(self, f'{kind}_with')
        wo = getattr(self, f'{kind}_without')
        if not w or not wo or statistics.median(wo) <= 0:
            return None
        return statistics.median(w) / statistics.median(wo)


def measure_object(build_dir: str, obj: str, rounds: int, work: str,
                   cc: Optional[str] = None) -> ObjectCost:
    cost = ObjectCost(obj)
    try:
        argv = kbuild_cmd.read_compile_command(build_dir, obj)
    except kbuild_cmd.CmdFileError as e:
        cost.status, cost.detail = 'no-command', str(e)
        return cost
    if cc:
        argv[0] = cc
    plain, cost.removed = without_analysis(argv)
    if not cost.removed:
        cost.status, cost.detail = 'no-command', 'compiled without the analysis flags'
        return cost
    folder = os.path.join(work, obj.replace('/', '__'))
    os.makedirs(folder, exist_ok=True)
    outs = {'with': os.path.join(folder, 'with.o'), 'without': os.path.join(folder, 'without.o')}
    cmds = {'with': object_command(argv, outs['with']),
            'without': object_command(plain, outs['without'])}
    build = os.path.abspath(build_dir)
    for r in range(max(1, rounds)):
        order = ('with', 'without') if r % 2 == 0 else ('without', 'with')
        for side in order:
            t = timed_run(cmds[side], build, os.path.join(folder, side + '.log'))
            if t.returncode != 0:
                cost.status = 'compile-error'
                cost.detail = f'{side} the analysis: exit {t.returncode}: ' + \
                    ' '.join(t.stderr.strip().splitlines()[-2:])[:300]
                return cost
            if rounds:
                getattr(cost, f'cpu_{side}').append(t.cpu)
                getattr(cost, f'wall_{side}').append(t.wall)
    try:
        a, b = read_elf(outs['with']), read_elf(outs['without'])
    except (OSError, ElfError, struct.error, ValueError) as e:
        cost.status, cost.detail = 'not-elf', str(e)
        return cost
    cost.sections = {k: s.size for k, s in a.alloc().items()}
    cost.differences = compare_elf(a, b)
    for d in cost.differences:
        explain(d, outs['with'], outs['without'], a, b)
    cost.identical = not cost.differences
    return cost


# --- the report -------------------------------------------------------------------

def _fmt(x: Optional[float]) -> str:
    return '-' if x is None else f'{x:.3f}'


def _median(xs: Sequence[float]) -> Optional[float]:
    return statistics.median(xs) if xs else None


def totals(costs: Sequence[ObjectCost]) -> dict:
    ok = [c for c in costs if c.status == 'ok']
    ratios = [r for r in (c.ratio('cpu') for c in ok) if r is not None]
    wall = [r for r in (c.ratio('wall') for c in ok) if r is not None]
    sum_with = sum(statistics.median(c.cpu_with) for c in ok if c.cpu_with)
    sum_without = sum(statistics.median(c.cpu_without) for c in ok if c.cpu_without)
    return {
        'objects': len(costs),
        'compared': len(ok),
        'identical': sum(1 for c in ok if c.identical),
        'different': [c.obj for c in ok if c.identical is False],
        'failed': [f'{c.obj}: {c.status}: {c.detail}' for c in costs if c.status != 'ok'],
        'sections_compared': sum(len(c.sections) for c in ok),
        'bytes_compared': sum(sum(c.sections.values()) for c in ok),
        'median_cpu_ratio': _median(ratios),
        'median_wall_ratio': _median(wall),
        'summed_cpu_ratio': sum_with / sum_without if sum_without else None,
        'cpu_seconds_with': sum_with,
        'cpu_seconds_without': sum_without,
    }


def format_report(costs: Sequence[ObjectCost], rounds: int) -> str:
    lines = ['object | sections (bytes) | identical | cpu with s | cpu without s | '
             'ratio cpu | ratio wall']
    for c in costs:
        if c.status != 'ok':
            lines.append(f'{c.obj} | {c.status}: {c.detail}')
            continue
        med = [_median(getattr(c, f'cpu_{s}')) for s in ('with', 'without')]
        lines.append(f'{c.obj} | {len(c.sections)} ({sum(c.sections.values())}) | '
                     f'{"yes" if c.identical else "NO"} | {_fmt(med[0])} | {_fmt(med[1])} | '
                     f'{_fmt(c.ratio("cpu"))} | {_fmt(c.ratio("wall"))}')
    t = totals(costs)
    lines.append('')
    lines.append(f'run-time sections: {t["identical"]} of {t["compared"]} objects '
                 f'identical ({t["sections_compared"]} sections, {t["bytes_compared"]} '
                 'bytes compared)')
    for c in costs:
        for d in c.differences:
            lines.append(f'  {c.obj}: {d.section}: {d.what}')
            lines += [f'    {e}' for e in d.explanation]
    if rounds:
        lines.append(f'compile time, {rounds} rounds: median CPU ratio with/without '
                     f'{_fmt(t["median_cpu_ratio"])} (wall {_fmt(t["median_wall_ratio"])}); '
                     f'summed CPU {t["cpu_seconds_with"]:.1f} s / '
                     f'{t["cpu_seconds_without"]:.1f} s = {_fmt(t["summed_cpu_ratio"])}')
    for f in t['failed']:
        lines.append(f'not measured: {f}')
    return '\n'.join(lines)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build-dir', required=True, help='kbuild output folder (O=)')
    parser.add_argument('objects', nargs='*', help='objects or folders to measure '
                        '(default: every object compiled with the analysis)')
    parser.add_argument('--rounds', type=int, default=5,
                        help='timed rounds per object, 0: compare sections only (5)')
    parser.add_argument('--max-ratio', type=float, metavar='R',
                        help='exit 1 when the median CPU ratio is above R (e.g. 1.03)')
    parser.add_argument('--cc', help='compiler to use instead of the one in the .cmd files')
    parser.add_argument('--keep', metavar='DIR', help='write the objects here and keep them '
                        '(default: a temporary folder, removed)')
    parser.add_argument('--json', metavar='FILE', help='also write the results as JSON')
    args = parser.parse_args(argv)
    objs = optin_objects.analysed_objects(args.build_dir, args.objects)
    if not objs:
        print('analysis-cost: no object compiled with the analysis', file=sys.stderr)
        return 2
    work = args.keep or tempfile.mkdtemp(prefix='analysis_cost-')
    os.makedirs(work, exist_ok=True)
    costs = []
    try:
        for n, c in enumerate(objs, 1):
            print(f'analysis-cost: [{n}/{len(objs)}] {c.obj}', file=sys.stderr)
            costs.append(measure_object(args.build_dir, c.obj, args.rounds, work, args.cc))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    print(format_report(costs, args.rounds))
    t = totals(costs)
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'totals': t, 'rounds': args.rounds,
                       'objects': [dataclasses.asdict(c) for c in costs]}, f, indent=1)
    if t['different'] or t['failed']:
        return 1
    if args.max_ratio is not None and t['median_cpu_ratio'] is not None and \
            t['median_cpu_ratio'] > args.max_ratio:
        print(f'analysis-cost: median CPU ratio {t["median_cpu_ratio"]:.3f} above '
              f'{args.max_ratio}', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
