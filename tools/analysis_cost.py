#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Prove the analysis costs nothing at run time, and measure compile time.

Every object compiled with the analysis (see optin_objects.py) is compiled
again, into a temporary folder, twice: with kbuild's exact command from its
.cmd file, and with that command minus the analysis flags
(-DWARN_CAPABILITY_ANALYSIS, -fexperimental-late-parse-attributes,
-W[no-|error=]thread-safety*, --[no-]system-header-prefix=*,
--warning-suppression-mappings=*). The
dependency file and objtool's pass are left out; nothing is written to the
build folder.

Run-time cost: the two object files are compared section by section, for
every section loaded at run time (SHF_ALLOC: .text*, .init.text, .data*,
.rodata*, .bss, __ex_table, ...) and objtool's .discard.* annotations
(which steer what objtool adds): type, flags, size, the bytes, and the
relocations with their targets symbolized ("func+0x10" rather than
".text+0x3c", names with __UNIQUE_ID_*<n> numbers, which the annotations
shift through __COUNTER__, as __UNIQUE_ID_*N). The defined and undefined
symbols are compared the same way. The goal is "identical" for every
object. A differing code section is narrowed down to the functions that
differ: each function is compared at its own place (bytes and symbolized
relocations, then, for same-size functions, llvm-objdump's disassembly
with branch targets as <symbol+offset>), so functions that only moved do
not count; tables of code addresses (__bug_table, __jump_table, .smp_locks,
...) name the functions their differing entries point into. Each
difference comes with a disassembly diff of the function, or the differing
entries of a data section.

Compile-time cost: each object is compiled N rounds (--rounds, default 5),
with and without the flags alternating (ABBA order), one compile at a time.
CPU time (user + system of the compiler, steady on a busy machine) and wall
time are recorded; the ratio per object is median(with) / median(without),
and the result is the median of the per-object CPU ratios (goal <= 1.03),
with the ratio of the summed medians next to it.

The exit code is 1 when an object's sections differ or an object could not
be compiled, or, with --max-ratio, when the median CPU ratio is above it.
"""

from __future__ import annotations

import argparse
import bisect
import concurrent.futures
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
from typing import Dict, Iterable, List, Optional, Sequence, Set, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_run  # noqa: E402
import kbuild_cmd  # noqa: E402
import optin_objects  # noqa: E402

COMPILE_TIMEOUT = 600
OBJDUMP = 'llvm-objdump-22'
_UNIQUE_ID_RE = re.compile(r'(__UNIQUE_ID_[A-Za-z_]*?)\d+')


# --- the commands ----------------------------------------------------------------

def without_analysis(argv: Sequence[str],
                     keep: Sequence[str] = ()) -> Tuple[List[str], List[str]]:
    """(@argv without the analysis flags, the flags removed).

    An analysis flag that starts with one of @keep stays (--baseline-keeps).
    """
    out: List[str] = []
    removed: List[str] = []
    skip = False
    for k, arg in enumerate(argv):
        if skip:
            skip = False
            continue
        nxt = argv[k + 1] if k + 1 < len(argv) else ''
        pair = arg == '-D' and nxt == 'WARN_CAPABILITY_ANALYSIS' or \
            arg == '--warning-suppression-mappings'
        if not pair and not analysis_run.is_analysis_flag(arg):
            out.append(arg)
            continue
        flag = [arg, nxt] if pair else [arg]
        skip = pair
        if any(''.join(flag).startswith(kp) or arg.startswith(kp) for kp in keep):
            out.extend(flag)
        else:
            removed.extend(flag)
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
STT_FUNC, STT_SECTION = 2, 3
EM_X86_64 = 62
X86_PC_RELOCS = (2, 4)      # R_X86_64_PC32, R_X86_64_PLT32


class ElfError(Exception):
    """Not a 64-bit little-endian relocatable ELF file."""


# A relocation: (offset in its section, type, target symbol, addend). A
# target given as "section + addend" is symbolized to the symbol it falls in
# ("func+0x10"), so that a function that only moved compares equal.
Reloc = Tuple[int, int, str, int]


@dataclasses.dataclass
class Symbol:
    name: str                # __UNIQUE_ID numbers replaced by N
    section: str             # key of its section
    value: int
    size: int
    info: int                # binding << 4 | type

    @property
    def is_func(self) -> bool:
        return self.info & 0xf == STT_FUNC


@dataclasses.dataclass
class Section:
    index: int
    name: str
    key: str                 # name, with '#<n>' for the n-th repeat
    type: int
    flags: int
    size: int
    data: bytes
    relocs: List[Reloc] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Elf:
    sections: List[Section]
    symbols: List[Symbol]    # defined, named, not assembler temporaries (.L*)
    undefined: Set[str]

    def alloc(self) -> Dict[str, Section]:
        """Sections loaded at run time, and objtool's .discard.* inputs."""
        return {s.key: s for s in self.sections
                if s.flags & SHF_ALLOC or (s.name.startswith('.discard.') and
                                           s.type not in (SHT_RELA, SHT_REL))}

    def functions(self, key: str) -> Dict[str, Symbol]:
        return {s.name: s for s in self.symbols if s.section == key and s.is_func}


def normalize_symbol(name: str) -> str:
    return _UNIQUE_ID_RE.sub(r'\1N', name)


def _symbolizer(symbols: Sequence[Symbol]) -> Dict[str, Tuple[List[int], List[Symbol]]]:
    by_section: Dict[str, List[Symbol]] = {}
    for sym in symbols:
        by_section.setdefault(sym.section, []).append(sym)
    out = {}
    for key, syms in by_section.items():
        syms.sort(key=lambda x: (x.value, x.name))
        out[key] = ([x.value for x in syms], syms)
    return out


def read_elf(path: str) -> Elf:
    with open(path, 'rb') as f:
        data = f.read()
    if data[:4] != b'\x7fELF' or data[4] != 2 or data[5] != 1:
        raise ElfError(f'{path}: not a 64-bit little-endian ELF file')
    machine, = struct.unpack_from('<H', data, 0x12)
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
    # Per symbol table: index -> (name, section key or '' if not a section symbol).
    tables: Dict[int, List[Tuple[str, str]]] = {}
    defined: List[Symbol] = []
    undefined: Set[str] = set()
    for i, r in enumerate(raw):
        if r[1] != SHT_SYMTAB:
            continue
        link_off = raw[r[6]][4]
        entries: List[Tuple[str, str]] = []
        for k in range(r[5] // 24):
            st_name, info, _, shndx, value, size = struct.unpack_from(
                '<IBBHQQ', data, r[4] + k * 24)
            name = normalize_symbol(cstr(link_off + st_name))
            in_section = 0 < shndx < min(len(sections), SHN_LORESERVE)
            if info & 0xf == STT_SECTION and in_section:
                entries.append((sections[shndx].key, sections[shndx].key))
                continue
            entries.append((name, ''))
            if k == 0 or not name:
                continue
            if shndx == SHN_UNDEF:
                undefined.add(name)
            elif in_section and not name.startswith('.L'):
                defined.append(Symbol(name, sections[shndx].key, value, size, info))
        tables[i] = entries
    where = _symbolizer(defined)
    for r in raw:
        if r[1] != SHT_RELA or r[7] >= len(sections):
            continue
        entries = tables.get(r[6], [])
        target = sections[r[7]]
        for k in range(r[5] // 24):
            off, info, addend = struct.unpack_from('<QQq', data, r[4] + k * 24)
            sym = info >> 32
            name, section = entries[sym] if sym < len(entries) else (f'#{sym}', '')
            if section and section in where:
                values, syms = where[section]
                # x86's PC-relative addends are the target minus the 4 bytes
                # of the displacement: "call .text+0x3c" is -4 from foo().
                bias = 4 if machine == EM_X86_64 and info & 0xffffffff in X86_PC_RELOCS else 0
                j = bisect.bisect_right(values, addend + bias) - 1
                if j >= 0:
                    name, addend = syms[j].name, addend - syms[j].value
            target.relocs.append((off, info & 0xffffffff, name, addend))
    for sec in sections:
        sec.relocs.sort()
    return Elf(sections, defined, undefined)


@dataclasses.dataclass
class SectionDiff:
    section: str
    what: str                # what differs
    functions: List[str] = dataclasses.field(default_factory=list)
    code: bool = False       # an executable section: @functions differ in it
    explanation: List[str] = dataclasses.field(default_factory=list)


def _function_body(sec: Section, fn: Symbol) -> Tuple[bytes, List[Reloc]]:
    lo, hi = fn.value, fn.value + fn.size
    return (sec.data[lo:hi], [(o - lo, t, n, a) for o, t, n, a in sec.relocs if lo <= o < hi])


def differing_functions(a: Elf, b: Elf, key: str, with_obj: str = '',
                        without_obj: str = '') -> List[str]:
    """Functions of code section @key that differ, or that one side lacks.

    A function is compared at its own place: its bytes and its symbolized
    relocations. Calls and jumps to other functions of the same section
    are resolved by the assembler, without a relocation, so their bytes
    change when only the distance changed: a function whose bytes differ at
    the same size is compared again on its disassembly with targets shown
    as <symbol+offset> and addresses left out (when the objects' paths are
    given and llvm-objdump is there)."""
    fa, fb = a.functions(key), b.functions(key)
    sa, sb = a.alloc()[key], b.alloc()[key]
    out = []
    suspects = []
    for name in sorted(set(fa) | set(fb)):
        if name not in fa or name not in fb:
            out.append(name + (' (only with)' if name in fa else ' (only without)'))
        elif fa[name].size != fb[name].size:
            out.append(f'{name} ({fa[name].size} vs {fb[name].size} bytes)')
        else:
            (bytes_a, rel_a), (bytes_b, rel_b) = (_function_body(sa, fa[name]),
                                                  _function_body(sb, fb[name]))
            if rel_a != rel_b:
                targets = sorted({n for _, _, n, _ in set(rel_a) ^ set(rel_b)})
                out.append(f'{name} (same size, relocations to {", ".join(targets)})')
            elif bytes_a != bytes_b:
                suspects.append(name)
    if suspects and with_obj and without_obj and shutil.which(OBJDUMP):
        # Relocations are compared above, symbolized: leave objdump's out.
        da = _functions_disassembly(with_obj, sa.name, relocations=False)
        db = _functions_disassembly(without_obj, sb.name, relocations=False)
        suspects = [n for n in suspects if da.get(n) != db.get(n) or n not in da]
    out += [f'{n} (same size)' for n in suspects]
    return sorted(out)


def _normalize_disassembly(line: str) -> str:
    line = re.sub(r'0x[0-9a-f]+ <', '<', line)        # branch targets: symbol only
    line = re.sub(r'#\s*<', '# <', line)
    # arm64's adrp prints its page as <nearest symbol+offset>, which depends on
    # where the function sits; its relocation is compared above.
    line = re.sub(r'(\badrp\s+\w+,\s*)<[^>]*>', r'\1<page>', line)
    line = re.sub(r'^\s*[0-9a-f]+:\s+(R_\w+)', r'\t\t\1', line)  # reloc offsets
    line = re.sub(r'^[0-9a-f]+ <', '<', line)         # function headers
    return _UNIQUE_ID_RE.sub(r'\1N', line)


def _disassemble(path: str, section: str, function: Optional[str] = None,
                 relocations: bool = True) -> List[str]:
    argv = [OBJDUMP, '-d', '--no-show-raw-insn', '--no-addresses', '-j', section]
    if relocations:
        argv.append('-r')
    if function:
        argv.append(f'--disassemble-symbols={function}')
    try:
        p = subprocess.run(argv + [path], capture_output=True, text=True, check=False,
                           timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        return [f'({OBJDUMP} failed: {e})']
    return [_normalize_disassembly(line) for line in p.stdout.splitlines()
            if line.strip() and not line.startswith(path) and 'file format' not in line
            and not line.startswith('Disassembly of section')]


def _functions_disassembly(path: str, section: str,
                           relocations: bool = True) -> Dict[str, List[str]]:
    """Normalized disassembly of every function of @section, by name."""
    out: Dict[str, List[str]] = {}
    current: Optional[List[str]] = None
    for line in _disassemble(path, section, relocations=relocations):
        m = re.match(r'^<(.+)>:$', line)
        if m:
            current = out.setdefault(normalize_symbol(m.group(1)), [])
        elif current is not None:
            current.append(line)
    return out


def _referenced_functions(relocs: Iterable[Reloc]) -> List[str]:
    return sorted({n for _, _, n, _ in relocs})


def compare_elf(a: Elf, b: Elf, with_obj: str = '', without_obj: str = '') -> List[SectionDiff]:
    """Differences of the run-time sections and symbols of @a (with the
    analysis) and @b (without), read from the files @with_obj and
    @without_obj (used to disassemble functions that may only have moved)."""
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
        if x.relocs != y.relocs and not x.flags & SHF_EXECINSTR:
            changed = set(x.relocs) ^ set(y.relocs)
            what.append(f'{len(changed)} relocations differ')
        elif x.relocs != y.relocs and not what:
            what.append('relocations differ')
        if not what:
            continue
        d = SectionDiff(key, ', '.join(what), code=bool(x.flags & SHF_EXECINSTR))
        if d.code:
            d.functions = differing_functions(a, b, key, with_obj, without_obj)
        elif x.relocs != y.relocs:
            # Tables of code addresses (__bug_table, __jump_table, ...):
            # which functions do the differing entries point into?
            d.functions = _referenced_functions(set(x.relocs) ^ set(y.relocs))
        diffs.append(d)
    sym_a = {(s.name, s.section, s.size, s.info) for s in a.symbols}
    sym_b = {(s.name, s.section, s.size, s.info) for s in b.symbols}
    if sym_a != sym_b:
        names = sorted({s[0] for s in sym_a ^ sym_b})
        diffs.append(SectionDiff('(symbols)', f'{len(sym_a - sym_b)} defined symbols only '
                                 f'with, {len(sym_b - sym_a)} only without the analysis '
                                 '(name, section, size or type)', names))
    if a.undefined != b.undefined:
        diffs.append(SectionDiff('(undefined symbols)', 'only with: '
                                 + ', '.join(sorted(a.undefined - b.undefined)[:8])
                                 + '; only without: '
                                 + ', '.join(sorted(b.undefined - a.undefined)[:8])))
    return diffs


def explain(diff: SectionDiff, with_obj: str, without_obj: str, a: Elf, b: Elf,
            limit: int = 40) -> None:
    """Add a disassembly diff of each differing function (code), or the
    differing entries (data)."""
    x, y = a.alloc().get(diff.section), b.alloc().get(diff.section)
    if x is None or y is None:
        return
    if x.flags & SHF_EXECINSTR:
        for entry in diff.functions or [None]:  # type: ignore[list-item]
            fn = entry.split(' ')[0] if entry else None
            d = list(difflib.unified_diff(_disassemble(without_obj, x.name, fn),
                                          _disassemble(with_obj, x.name, fn),
                                          f'without: {fn or x.name}', f'with: {fn or x.name}',
                                          lineterm='', n=2))
            diff.explanation += d[:limit] + ([f'... {len(d) - limit} more lines']
                                             if len(d) > limit else [])
        return
    if x.data != y.data and x.size == y.size:
        first = next(k for k in range(len(x.data)) if x.data[k] != y.data[k])
        diff.explanation.append(f'first differing byte in {_symbol_at(a, x.key, first)}')
    changed = sorted(set(x.relocs) ^ set(y.relocs))
    for off, typ, name, add in changed[:6]:
        side = 'with' if (off, typ, name, add) in x.relocs else 'without'
        diff.explanation.append(f'{side}: entry at {off:#x} -> {name}{add:+#x} (type {typ})')
    if len(changed) > 6:
        diff.explanation.append(f'... {len(changed) - 6} more')


def _symbol_at(elf: Elf, key: str, offset: int) -> str:
    for sym in elf.symbols:
        if sym.section == key and sym.value <= offset < sym.value + max(sym.size, 1):
            return f'{sym.name}+{offset - sym.value:#x}'
    return f'{key}+{offset:#x}'


_RELOCS_TO_RE = re.compile(r'^(\S+) \(same size, relocations to (.*)\)$')


def verdict(diffs: Sequence[SectionDiff]) -> str:
    """One line on what differs at the root, and whether every other
    difference only points into it. Roots are functions whose code itself
    differs and data sections whose contents differ; a function or table
    whose only differences are relocations to a root (a string that moved,
    a function that grew) is a consequence."""
    if not diffs:
        return 'identical'
    roots: Set[str] = set()
    consequences: List[Tuple[str, Set[str]]] = []
    for d in diffs:
        if d.code:
            for f in d.functions:
                m = _RELOCS_TO_RE.match(f)
                if m:
                    consequences.append((m.group(1), set(m.group(2).split(', '))))
                else:
                    roots.add(f.split(' ')[0])
        elif d.section.startswith('('):
            consequences.append((d.section, set(d.functions)))
        elif re.search(r'size|bytes|only', d.what):
            roots.add(d.section)
        else:
            consequences.append((d.section, set(d.functions)))
    unexplained = [what for what, refs in consequences if not refs or not refs <= roots]
    return ('differs at the root: ' + (', '.join(sorted(roots)) or 'nothing')
            + ('; every other difference only points into it' if not unexplained else
               '; not explained by it: ' + ', '.join(unexplained)))


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
        w: List[float] = getattr(self, f'{kind}_with')
        wo: List[float] = getattr(self, f'{kind}_without')
        if not w or not wo or statistics.median(wo) <= 0:
            return None
        return statistics.median(w) / statistics.median(wo)


def measure_object(build_dir: str, obj: str, rounds: int, work: str,
                   cc: Optional[str] = None, keep: Sequence[str] = ()) -> ObjectCost:
    cost = ObjectCost(obj)
    try:
        argv = kbuild_cmd.read_compile_command(build_dir, obj)
    except kbuild_cmd.CmdFileError as e:
        cost.status, cost.detail = 'no-command', str(e)
        return cost
    if cc:
        argv[0] = cc
    plain, cost.removed = without_analysis(argv, keep)
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
    cost.differences = compare_elf(a, b, outs['with'], outs['without'])
    for d in cost.differences:
        explain(d, outs['with'], outs['without'], a, b)
    cost.identical = not cost.differences
    return cost


# --- the report -------------------------------------------------------------------

def _fmt(x: Optional[float]) -> str:
    return '-' if x is None else f'{x:.3f}'


def _median(xs: Sequence[float]) -> Optional[float]:
    return statistics.median(xs) if xs else None


def round_medians(costs: Sequence[ObjectCost]) -> List[float]:
    """Per timed round, the median over @costs of that round's CPU-time
    ratio with/without: their spread says how far the median can be
    trusted on this machine."""
    out = []
    rounds = min((len(c.cpu_with) for c in costs if c.cpu_with), default=0)
    for k in range(rounds):
        ratios = [c.cpu_with[k] / c.cpu_without[k] for c in costs
                  if len(c.cpu_without) > k and c.cpu_without[k] > 0]
        if ratios:
            out.append(statistics.median(ratios))
    return out


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
        'round_median_cpu_ratios': round_medians(ok),
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
        if c.differences:
            lines.append(f'  {c.obj}: {verdict(c.differences)}')
        for d in c.differences:
            lines.append(f'  {c.obj}: {d.section}: {d.what}')
            if d.functions:
                lines.append('    functions: ' + ', '.join(d.functions))
            lines += [f'    {e}' for e in d.explanation]
    if rounds:
        lines.append(f'compile time, {rounds} rounds: median CPU ratio with/without '
                     f'{_fmt(t["median_cpu_ratio"])} (wall {_fmt(t["median_wall_ratio"])}); '
                     f'summed CPU {t["cpu_seconds_with"]:.1f} s / '
                     f'{t["cpu_seconds_without"]:.1f} s = {_fmt(t["summed_cpu_ratio"])}')
        if t['round_median_cpu_ratios']:
            lines.append('median CPU ratio per round: '
                         + ', '.join(_fmt(r) for r in t['round_median_cpu_ratios']))
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
    parser.add_argument('--baseline-keeps', metavar='FLAG', action='append', default=[],
                        help='keep the analysis flags starting with FLAG in the "without" '
                        'compile, to attribute the cost (repeatable; give it as --baseline-keeps=FLAG: e.g. '
                        '-DWARN_CAPABILITY_ANALYSIS and -fexperimental-late-parse-attributes '
                        'leave only the warnings, the analysis proper, measured)')
    parser.add_argument('--json', metavar='FILE', help='also write the results as JSON')
    parser.add_argument('-j', '--jobs', type=int, default=1,
                        help='objects compiled at a time, with --rounds 0 only (timed '
                        'rounds need the machine to themselves): default 1')
    args = parser.parse_args(argv)
    if args.jobs > 1 and args.rounds:
        print('analysis-cost: --jobs needs --rounds 0 (timed compiles run one at a time)',
              file=sys.stderr)
        return 2
    objs = optin_objects.analysed_objects(args.build_dir, args.objects)
    if not objs:
        print('analysis-cost: no object compiled with the analysis', file=sys.stderr)
        return 2
    work = args.keep or tempfile.mkdtemp(prefix='analysis_cost-')
    os.makedirs(work, exist_ok=True)
    def measure(n: int, obj: str) -> ObjectCost:
        print(f'analysis-cost: [{n}/{len(objs)}] {obj}', file=sys.stderr)
        return measure_object(args.build_dir, obj, args.rounds, work, args.cc,
                              args.baseline_keeps)
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            costs = list(pool.map(measure, range(1, len(objs) + 1), [c.obj for c in objs]))
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
