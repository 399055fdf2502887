#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Check the negative corpus against its golden diagnostics.

Each case negative-tests/<primitive>/<mistake>.c makes one locking mistake,
says which in a header comment ("MISTAKE: ...") and names the diagnostic
flags it must cause ("EXPECT: -Wthread-safety-analysis"). It is compiled in
kernel context, with exactly the flags kbuild gave an opted-in object of the
prepared tree (read from that object's .cmd file) plus -Werror, and its
normalized diagnostics must equal expected-diagnostics/<primitive>/<mistake>.txt
line for line: a missing diagnostic fails, an unexpected one fails. The same
file compiled with -DFIXED (its fixed twin) must compile without any
diagnostic, so a golden can only hold what the mistake causes.

A case fails as "broken" when it produces a diagnostic that is not a
thread-safety one, as "crash" when the compiler crashes on either twin (with
the signal or exit code), as "timeout" when it hangs, and as "clean" when
the mistake goes unreported. A case marked "KNOWN-TO-FAIL: <why>" records a
mistake the analysis cannot see yet: it must stay unreported (no golden), and
an unexpected report fails it, so that a Clang that fixes it is noticed.

A case that only means something where an option is set (its functions
exist only with CONFIG_PSI) says so in a line "NEEDS: CONFIG_PSI" (several
options, all needed): in a build whose .config sets one of them neither y
nor m it is "not-configured", neither passed nor failed, and the count line
says how many; --all-configured (make check-diagnostics-smp, the build that
takes the other side of the options) makes that a failure, so that every
such case is checked somewhere, unless a build named with --checked-in
(another build of make check that compiles the corpus) sets every option
it NEEDS: sched_dynamic_klp_enable() exists only with PREEMPT_DYNAMIC,
which the !PREEMPTION build cannot have. Its golden is the one in
--goldens, in every build that compiles it.

A directory of cases may name another object in a file OBJECT (one object
path relative to the build folder; lines starting with '#' are comments):
its cases are then compiled with that object's flags instead of --obj's,
e.g. negative-tests/atomic/ with those of an object that opted into the
atomic-context layer. An OBJECT whose .cmd file is missing is an error
(exit 2), not a silently skipped directory.

The same corpus is checked in other configurations too (make
check-diagnostics-arm64, check-diagnostics-smp). Where a configuration
makes a case's diagnostics differ for a reason (without lockdep,
mutex_lock() is a function of its own, not mutex_lock_nested()), its golden
for that configuration goes in --golden-overrides DIR, at the same relative
path: it replaces the golden there, and only there. An override equal to
the golden it replaces fails ("redundant-override"), and so does one
without a case; --update writes an override only where the output differs
from the golden, and deletes one that became equal.

Cases that include the same headers share a precompiled header of exactly
those #include lines (include_pch.py, cached in the build folder), which
makes the corpus several times faster to check without changing what each
case sees; --no-pch compiles every case from scratch. make check runs a
fixed sample (--every 6: every sixth case in path order) without the PCH
against the same goldens, so that a difference the PCH makes fails.

How a case is compiled (kbuild's command, OBJECT, PCH, the run, parsing
and normalizing) is kernel_compile.py's job; this file decides what a case
is and what its result means.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import difflib
import json
import os
import re
import sys
from typing import Dict, FrozenSet, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbuild_cmd  # noqa: E402
import kernel_compile  # noqa: E402

REPO = kernel_compile.REPO
DEFAULT_OBJ = 'lib/capability-analysis-kunit/spinlock_kunit.o'
# Added to kbuild's command for every case: a diagnostic the mistake
# causes is an error, and every one is printed.
CASE_FLAGS = ['-Werror', '-ferror-limit=0']
_EXPECT_RE = re.compile(r'^\s*\*?\s*EXPECT:\s*(.+?)\s*$', re.M)
_MISTAKE_RE = re.compile(r'^\s*\*?\s*MISTAKE:\s*\S', re.M)
_KNOWN_TO_FAIL_RE = re.compile(r'^\s*\*?\s*KNOWN-TO-FAIL:\s*\S', re.M)
_NEEDS_RE = re.compile(r'^\s*\*?\s*NEEDS:(.*)$', re.M)
_OPTION_RE = re.compile(r'^CONFIG_[A-Z0-9_]+$')
_CONFIG_RE = re.compile(r'^(CONFIG_[A-Z0-9_]+)=[ym]$', re.M)
# Not a result of the case: the build lacks an option it NEEDS.
NOT_CONFIGURED = 'not-configured'


@dataclasses.dataclass
class Result:
    case: str                  # repo-relative path of the case
    status: str                # 'pass' or a failure kind
    detail: str = ''
    actual: Optional[List[str]] = None
    expected: Optional[List[str]] = None

    @property
    def passed(self) -> bool:
        return self.status == 'pass'

    @property
    def skipped(self) -> bool:
        return self.status == NOT_CONFIGURED


def find_cases(root: str, only: List[str]) -> List[str]:
    cases = []
    for dirpath, _, files in os.walk(root):
        for name in files:
            if name.endswith('.c'):
                cases.append(os.path.join(dirpath, name))
    cases.sort()
    if only:
        cases = [c for c in cases if any(o in c for o in only)]
    return cases


def golden_path(case: str, cases_root: str, golden_root: str) -> str:
    rel = os.path.relpath(case, cases_root)
    return os.path.join(golden_root, os.path.splitext(rel)[0] + '.txt')


def pick_golden(case: str, cases_root: str, golden_root: str,
                overrides: Optional[str] = None) -> str:
    """The golden of @case: its override in @overrides when there is one."""
    if overrides:
        over = golden_path(case, cases_root, overrides)
        if os.path.isfile(over):
            return over
    return golden_path(case, cases_root, golden_root)


def redundant_overrides(cases_root: str, golden_root: str, overrides: str,
                        only: List[str]) -> List[str]:
    """Overrides equal to the golden they replace."""
    out = []
    for dirpath, _, files in os.walk(overrides):
        for name in sorted(files):
            over = os.path.join(dirpath, name)
            base = os.path.join(golden_root, os.path.relpath(over, overrides))
            case = os.path.join(cases_root, os.path.relpath(over, overrides)[:-4] + '.c')
            if (name.endswith('.txt') and (not only or any(o in case for o in only))
                    and read_golden(over) == read_golden(base)):
                out.append(over)
    return sorted(out)


def read_golden(path: str) -> Optional[List[str]]:
    try:
        with open(path, encoding='utf-8') as f:
            return [line.rstrip('\n') for line in f if line.strip()]
    except FileNotFoundError:
        return None


def overlay_root(include_dir: str) -> str:
    """The folder that mirrors the tree for an include folder searched
    first: OUT for OUT/include and OUT/arch/<arch>/include, so that
    OUT/include/linux/foo.h is named include/linux/foo.h, as the tree's."""
    d = os.path.normpath(os.path.abspath(include_dir))
    parts = d.split(os.sep)
    if len(parts) >= 4 and parts[-1] == 'include' and parts[-3] == 'arch':
        return os.sep.join(parts[:-3]) or os.sep
    if parts[-1] == 'include':
        return os.path.dirname(d)
    return d


def case_compiler(build_dir: str, tree: str, obj: str, *,
                  prepend: Sequence[str] = (), cc: Optional[str] = None,
                  pch: bool = True, drop: Sequence[str] = (),
                  overlays: Sequence[str] = (),
                  pch_folder: Optional[str] = None) -> kernel_compile.Compiler:
    """The compiler of the corpus: @obj's kbuild command plus CASE_FLAGS
    (the gate and the floor timer compile cases with it too). @overlays and
    @pch_folder: kernel_compile.Compiler's (the folders behind @prepend's
    -I; where the PCHs go)."""
    return kernel_compile.Compiler(build_dir, tree, obj, flags=CASE_FLAGS,
                                   prepend=prepend, cc=cc, pch=pch, drop=drop,
                                   overlays=overlays, pch_folder=pch_folder)


def case_header_problems(text: str) -> List[str]:
    problems = []
    if not _MISTAKE_RE.search(text):
        problems.append('no "MISTAKE:" line naming the mistake')
    if not _EXPECT_RE.search(text):
        problems.append('no "EXPECT:" line naming the diagnostic flags')
    if '#ifdef FIXED' not in text and '#ifndef FIXED' not in text:
        problems.append('no FIXED twin (#ifdef FIXED / #ifndef FIXED)')
    return problems


def needed_options(text: str) -> Tuple[List[str], List[str]]:
    """The options the NEEDS lines of a case name, and the words on them
    that are not an option (a bad header)."""
    options: List[str] = []
    bad: List[str] = []
    for m in _NEEDS_RE.finditer(text):
        words = [w for w in re.split(r'[\s,]+', m.group(1)) if w]
        if not words:
            bad.append('(empty)')
        for w in words:
            (options if _OPTION_RE.match(w) else bad).append(w)
    return options, bad


_configs: Dict[Tuple[str, float], FrozenSet[str]] = {}


def configured(build_dir: str) -> FrozenSet[str]:
    """The options set y or m in @build_dir's .config (empty without one)."""
    path = os.path.join(build_dir, '.config')
    try:
        key = (path, os.stat(path).st_mtime)
    except OSError:
        return frozenset()
    if key not in _configs:
        with open(path, encoding='utf-8', errors='replace') as f:
            _configs[key] = frozenset(_CONFIG_RE.findall(f.read()))
    return _configs[key]


def unset_needs(text: str, build_dir: str) -> List[str]:
    """The options a case's NEEDS lines name that @build_dir does not set:
    the case is not compiled there."""
    return [o for o in needed_options(text)[0] if o not in configured(build_dir)]


def checked_in(case: str, builds: Sequence[str]) -> Optional[str]:
    """The first of @builds that sets every option @case NEEDS (None if
    none does): a case this build does not compile is checked there."""
    try:
        with open(os.path.join(REPO, case), encoding='utf-8', errors='replace') as f:
            text = f.read()
    except OSError:
        return None
    return next((b for b in builds if not unset_needs(text, b)), None)


def compiled_here(case: str, build_dir: str) -> bool:
    """Whether @case is compiled with @build_dir (it NEEDS nothing the
    build lacks); the floor timer's question, check_case()'s answer."""
    with open(case, encoding='utf-8', errors='replace') as f:
        return not unset_needs(f.read(), build_dir)


def expected_flags(text: str) -> List[str]:
    flags: List[str] = []
    for m in _EXPECT_RE.finditer(text):
        flags += [f for f in re.split(r'[\s,]+', m.group(1)) if f]
    return flags


def golden_flags(lines: Sequence[str]) -> List[str]:
    """The -W flags of the errors and warnings in @lines, -Werror excluded."""
    flags: List[str] = []
    for line in lines:
        m = re.search(r': (?:error|warning): .*\[([^\]]+)\]$', line)
        if m:
            flags += [f for f in m.group(1).split(',')
                      if f.startswith('-W') and not f.startswith('-Werror') and f not in flags]
    return flags


def expect_problems(expect: List[str], lines: Sequence[str]) -> List[str]:
    """How EXPECT's flags and those of @lines disagree: each must name the
    other's flags whole (EXPECT: -Wthread does not match)."""
    have = golden_flags(lines)
    problems = []
    lacking = [f for f in expect if f not in have]
    if lacking:
        problems.append('EXPECT names flags the golden lacks: ' + ' '.join(lacking))
    unnamed = [f for f in have if f not in expect]
    if unnamed:
        problems.append('the golden has flags EXPECT does not name: ' + ' '.join(unnamed))
    return problems


def find_orphans(cases_root: str, golden_root: str, only: List[str]) -> List[str]:
    """Goldens without a case (a deleted or renamed case left its golden)."""
    orphans = []
    for dirpath, _, files in os.walk(golden_root):
        for name in sorted(files):
            if not name.endswith('.txt'):
                continue
            golden = os.path.join(dirpath, name)
            case = os.path.join(cases_root, os.path.relpath(golden, golden_root)[:-4] + '.c')
            if not os.path.isfile(case) and (not only or any(o in case for o in only)):
                orphans.append(golden)
    return sorted(orphans)


def _first_lines(text: str, n: int = 6) -> str:
    lines = [line for line in text.splitlines() if line.strip()]
    return '\n'.join('    ' + line for line in lines[:n])


def check_case(comp: kernel_compile.Compiler, case: str, golden: str) -> Result:
    rel = os.path.relpath(case, REPO)
    try:
        with open(case, encoding='utf-8') as f:
            text = f.read()
    except UnicodeDecodeError as e:
        return Result(rel, 'encoding', f'not UTF-8 (byte {e.start}): {e.reason}')
    problems = case_header_problems(text)
    needs, bad_needs = needed_options(text)
    if bad_needs:
        problems.append('NEEDS names what is not a CONFIG_ option: ' + ' '.join(bad_needs))
    if problems:
        return Result(rel, 'bad-header', '; '.join(problems))
    try:
        comp = comp.for_file(case)
    except kbuild_cmd.CmdFileError as e:
        return Result(rel, 'no-object', str(e))
    unset = unset_needs(text, comp.build_dir)
    if unset:
        return Result(rel, NOT_CONFIGURED, 'NEEDS ' + ' '.join(unset) + ', not set in '
                      + os.path.join(comp.build_dir, '.config'))

    bad = comp.run(case)
    fault = kernel_compile.run_fault(bad)
    if fault:
        return Result(rel, fault[0], f'{fault[1]}:\n' + _first_lines(bad.stderr))
    if bad.output.driver_errors:
        return Result(rel, 'rejected', 'compiler rejected the command:\n' +
                      '\n'.join('    ' + e for e in bad.output.driver_errors))
    other = [d for d in bad.output.diagnostics
             if d.severity != 'note' and not d.is_thread_safety()]
    if other or bad.output.unparsed:
        shown = [f'{d.path}:{d.line}: {d.severity}: {d.message}' for d in other]
        return Result(rel, 'broken', 'not a thread-safety diagnostic:\n' +
                      '\n'.join('    ' + s for s in shown + bad.output.unparsed[:3]),
                      actual=bad.lines)
    known_to_fail = bool(_KNOWN_TO_FAIL_RE.search(text))
    if known_to_fail and bad.lines:
        return Result(rel, 'unexpected-pass', 'marked KNOWN-TO-FAIL, but now '
                      'reported: write its golden and drop the mark',
                      actual=bad.lines)
    if not bad.lines and not known_to_fail:
        return Result(rel, 'clean', 'the mistake compiled without any diagnostic',
                      actual=[])

    fixed = comp.run(case, ['-DFIXED'])
    fault = kernel_compile.run_fault(fixed)
    if fault:
        return Result(rel, fault[0], f'the fixed twin (-DFIXED): {fault[1]}:\n' +
                      _first_lines(fixed.stderr), actual=bad.lines)
    if fixed.returncode != 0 or fixed.lines:
        return Result(rel, 'fixed-not-clean',
                      'the fixed twin (-DFIXED) must compile cleanly, but '
                      f'exited with code {fixed.returncode}:\n' +
                      (_first_lines(fixed.stderr) or '    (no output)'),
                      actual=bad.lines)

    if known_to_fail:
        if read_golden(golden) is not None:
            return Result(rel, 'stale-golden', 'a KNOWN-TO-FAIL case has a '
                          f'golden: remove {os.path.relpath(golden, REPO)}')
        return Result(rel, 'pass', 'known to fail', actual=[], expected=[])
    expected = read_golden(golden)
    if expected is None:
        return Result(rel, 'missing-golden',
                      f'no golden {os.path.relpath(golden, REPO)} '
                      '(make update-diagnostics writes it)', actual=bad.lines)
    if expected != bad.lines:
        return Result(rel, 'diff', 'diagnostics differ from the golden',
                      actual=bad.lines, expected=expected)
    problems = expect_problems(expected_flags(text), expected)
    if problems:
        return Result(rel, 'expect-not-met', '; '.join(problems),
                      actual=bad.lines, expected=expected)
    return Result(rel, 'pass', actual=bad.lines, expected=expected)


def unified(expected: List[str], actual: List[str], name: str) -> str:
    return '\n'.join(difflib.unified_diff(expected, actual,
                                          f'expected/{name}', f'actual/{name}',
                                          lineterm=''))


def override_update(case: str, r: Result, cases_root: str, golden_root: str,
                    overrides: str, others: Sequence[str] = ()) -> Tuple[str, str]:
    """What --update does with @r in a configuration with overrides: ('delete',
    override) when the output became the golden's again, ('no-base', golden)
    when the case has no golden at all, else ('write', path): the path a
    'diff' or 'missing-golden' result is written to, an override when the
    output differs from the golden. A case that NEEDS options has its one
    golden in @golden_root, written from whichever build compiles it: here,
    when none of the builds @others (--checked-in) sets what it NEEDS."""
    base = golden_path(case, cases_root, golden_root)
    over = golden_path(case, cases_root, overrides)
    expected = read_golden(base)
    with open(case, encoding='utf-8', errors='replace') as f:
        text = f.read()
    needs = needed_options(text)[0]
    if expected is None:
        return ('write', base) if needs else ('no-base', base)
    if needs and not any(not unset_needs(text, b) for b in others):
        return ('delete', over) if os.path.isfile(over) and expected == r.actual \
            else ('write', base)
    if expected == r.actual:
        return ('delete', over) if os.path.isfile(over) else ('write', base)
    return 'write', over


def write_golden(path: str, lines: List[str]) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(''.join(line + '\n' for line in lines))


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build-dir', required=True,
                        help='prepared, built kbuild output directory (O=)')
    parser.add_argument('--tree', required=True, help='kernel source tree')
    parser.add_argument('--obj', default=DEFAULT_OBJ,
                        help=f'opted-in object whose flags to use ({DEFAULT_OBJ})')
    parser.add_argument('--cases', default=os.path.join(REPO, 'negative-tests'))
    parser.add_argument('--goldens', default=os.path.join(REPO, 'expected-diagnostics'))
    parser.add_argument('--golden-overrides', metavar='DIR',
                        help='this configuration\'s goldens where they differ '
                        'from --goldens (same relative paths)')
    parser.add_argument('--cc', help='compiler to use instead of the one kbuild used')
    parser.add_argument('--prepend-include', action='append', default=[],
                        metavar='DIR', help='search DIR before the tree\'s '
                        'headers (the canary uses it); DIR is OUT/include or '
                        'OUT/arch/ARCH/include, a header found there is named '
                        'as the tree\'s, and the PCHs go to OUT/pch')
    parser.add_argument('--no-pch', action='store_true',
                        help='compile every case with its headers parsed '
                        'afresh, without precompiled headers (include_pch.py)')
    parser.add_argument('--every', type=int, default=1, metavar='N',
                        help='a fixed sample: every Nth case in path order, '
                        'starting with the first (with --no-pch in make check)')
    parser.add_argument('--update', action='store_true',
                        help='write goldens from the actual output of valid '
                        'cases, printing each change')
    parser.add_argument('--all-configured', action='store_true',
                        help='a case whose NEEDS options this build lacks fails '
                        '(in the build that takes the other side of the options)')
    parser.add_argument('--checked-in', action='append', default=[], metavar='BUILD_DIR',
                        help='with --all-configured: a case this build lacks options for '
                        'is skipped, not failed, when BUILD_DIR (another build of the '
                        'corpus) sets them all')
    parser.add_argument('--json', metavar='FILE', help='also write results as JSON')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('-q', '--quiet', action='store_true',
                        help='print failures and the count line only')
    parser.add_argument('only', nargs='*', help='only cases whose path contains this')
    args = parser.parse_args(argv)

    if not os.path.isdir(args.tree):
        print(f'check-diagnostics: no kernel tree at {args.tree}: run make setup',
              file=sys.stderr)
        return 2
    try:
        overlays = list(dict.fromkeys(overlay_root(d) for d in args.prepend_include))
        comp = case_compiler(args.build_dir, args.tree, args.obj,
                             prepend=[f'-I{os.path.abspath(d)}' for d in args.prepend_include],
                             cc=args.cc, pch=not args.no_pch, overlays=overlays,
                             pch_folder=(os.path.join(overlays[0], 'pch')
                                         if overlays else None))
    except kbuild_cmd.CmdFileError as e:
        print(f'check-diagnostics: {e}', file=sys.stderr)
        return 2
    cases = find_cases(args.cases, args.only)[::max(1, args.every)]
    if not cases:
        print(f'check-diagnostics: no cases under {args.cases}', file=sys.stderr)
        return 2
    try:
        for case in cases:       # each directory's OBJECT, once, up front
            comp.for_file(case)
    except kbuild_cmd.CmdFileError as e:
        print(f'check-diagnostics: {e}', file=sys.stderr)
        return 2

    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(
            lambda c: check_case(comp, c, pick_golden(c, args.cases, args.goldens,
                                                      args.golden_overrides)),
            cases))

    roots = [args.goldens] + ([args.golden_overrides] if args.golden_overrides else [])
    results += [Result(os.path.relpath(g, REPO), 'orphan-golden',
                       'no case for this golden: delete it, or restore '
                       + os.path.relpath(os.path.splitext(os.path.join(
                           args.cases, os.path.relpath(g, root)))[0] + '.c', REPO))
                for root in roots for g in find_orphans(args.cases, root, args.only)]
    if args.golden_overrides and not args.update:
        results += [Result(os.path.relpath(g, REPO), 'redundant-override',
                           'the same as the golden it replaces: delete it')
                    for g in redundant_overrides(args.cases, args.goldens,
                                                 args.golden_overrides, args.only)]

    elsewhere: Dict[str, str] = {}
    if args.all_configured:
        for r in results:
            if r.skipped:
                where = checked_in(r.case, args.checked_in)
                if where:
                    elsewhere[r.case] = where
    updated = 0
    for r in results:
        case_path = os.path.join(REPO, r.case)
        gpath = golden_path(case_path, args.cases, args.goldens)
        if args.update and args.golden_overrides and r.case.endswith('.c') \
                and r.actual is not None and (
                    r.status in ('diff', 'missing-golden') or os.path.isfile(
                        golden_path(case_path, args.cases, args.golden_overrides))):
            action, gpath = override_update(case_path, r, args.cases, args.goldens,
                                            args.golden_overrides, args.checked_in)
            if action == 'delete':
                print(f'DELETE {os.path.relpath(gpath, REPO)} (the same as the '
                      'golden it replaced)')
                os.remove(gpath)
                updated += 0 if r.passed else 1
                continue
            if action == 'no-base':
                print(f'FAIL   {r.case}: no golden to override: make update-diagnostics '
                      'writes it in the primary configuration first')
                continue
            over = golden_path(case_path, args.cases, args.golden_overrides)
            if gpath != over and os.path.isfile(over):
                # The one golden of a case only this build compiles: an
                # override would hide it.
                print(f'DELETE {os.path.relpath(over, REPO)} (its case is compiled '
                      'here only: the golden is written instead)')
                os.remove(over)
                if read_golden(gpath) != r.actual:
                    print(f'UPDATE {os.path.relpath(gpath, REPO)}')
                    print(unified(read_golden(gpath) or [], r.actual, r.case))
                    write_golden(gpath, r.actual)
                updated += 0 if r.passed else 1
                continue
        if args.update and r.status in ('diff', 'missing-golden') and r.actual:
            print(f'UPDATE {os.path.relpath(gpath, REPO)}')
            print(unified(r.expected or [], r.actual, r.case))
            write_golden(gpath, r.actual)
            with open(os.path.join(REPO, r.case), encoding='utf-8') as f:
                problems = expect_problems(expected_flags(f.read()), r.actual)
            if problems:
                print(f'FAIL   {r.case}: expect-not-met after the update: '
                      + '; '.join(problems))
                continue
            updated += 1
            continue
        if r.passed:
            if not args.quiet:
                print(f'ok     {r.case}')
            continue
        if r.skipped and not args.all_configured:
            if not args.quiet:
                print(f'skip   {r.case}: {r.detail}')
            continue
        if r.skipped and r.case in elsewhere:
            if not args.quiet:
                print(f'skip   {r.case}: {r.detail}; checked in {elsewhere[r.case]}')
            continue
        print(f'FAIL   {r.case}: {r.status}: {r.detail}')
        if r.status == 'diff':
            print(unified(r.expected or [], r.actual or [], r.case))

    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump([dataclasses.asdict(r) for r in results], f, indent=1)

    skipped = (len(elsewhere) if args.all_configured
               else sum(1 for r in results if r.skipped))
    passed = sum(1 for r in results if r.passed)
    failed = len(results) - passed - skipped
    tail = (f', {skipped} not compiled here (NEEDS options this build lacks'
            + (', each checked in another build' if args.all_configured else '') + ')'
            if skipped else '')
    if args.update:
        print(f'check-diagnostics: {updated} golden(s) written; '
              f'{failed - updated} case(s) still failing{tail}')
        return 1 if failed - updated else 0
    print(f'check-diagnostics: {passed} passed, {failed} failed{tail}')
    return 1 if failed else 0


if __name__ == '__main__':
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print('check-diagnostics: interrupted; no golden was written after '
              'the interrupt', file=sys.stderr)
        sys.stdout.flush()
        sys.stderr.flush()
        # Not sys.exit(): at exit Python joins the pool's worker threads,
        # which would go on to compile the cases still queued.
        os._exit(130)  # pylint: disable=protected-access
