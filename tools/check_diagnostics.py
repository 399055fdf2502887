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

A directory of cases may name another object in a file OBJECT (one object
path relative to the build folder; lines starting with '#' are comments):
its cases are then compiled with that object's flags instead of --obj's,
e.g. negative-tests/atomic/ with those of an object that opted into the
atomic-context layer. An OBJECT whose .cmd file is missing is an error
(exit 2), not a silently skipped directory.

Cases that include the same headers share a precompiled header of exactly
those #include lines (include_pch.py, cached in the build folder), which
makes the corpus several times faster to check without changing what each
case sees; --no-pch compiles every case from scratch. make check runs a
fixed sample (--every 6: every sixth case in path order) without the PCH
against the same goldens, so that a difference the PCH makes fails.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import difflib
import json
import os
import re
import signal
import subprocess
import sys
import threading
from typing import Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diagnostics  # noqa: E402
import include_pch  # noqa: E402
import kbuild_cmd  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OBJ = 'lib/capability-analysis-kunit/spinlock_kunit.o'
_EXPECT_RE = re.compile(r'^\s*\*?\s*EXPECT:\s*(.+?)\s*$', re.M)
_MISTAKE_RE = re.compile(r'^\s*\*?\s*MISTAKE:\s*\S', re.M)
_KNOWN_TO_FAIL_RE = re.compile(r'^\s*\*?\s*KNOWN-TO-FAIL:\s*\S', re.M)
COMPILE_TIMEOUT = 120
PCH_FOLDER = 'capability-diag-pch'   # in the build folder (include_pch.py)
OBJECT_FILE = 'OBJECT'     # per-directory object override, see above
CANNOT_RUN = 127           # _compile's exit code when the compiler cannot start


@dataclasses.dataclass
class Run:
    """One compiler run of a case."""
    returncode: int
    stderr: str
    lines: List[str]           # normalized diagnostics
    output: diagnostics.Output
    timed_out: bool = False


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


def read_golden(path: str) -> Optional[List[str]]:
    try:
        with open(path, encoding='utf-8') as f:
            return [line.rstrip('\n') for line in f if line.strip()]
    except FileNotFoundError:
        return None


def directory_object(directory: str) -> Optional[str]:
    """The object named by @directory's OBJECT file, or None without one."""
    path = os.path.join(directory, OBJECT_FILE)
    try:
        with open(path, encoding='utf-8') as f:
            names = [ln.strip() for ln in f
                     if ln.strip() and not ln.lstrip().startswith('#')]
    except FileNotFoundError:
        return None
    if len(names) != 1 or len(names[0].split()) != 1 or not names[0].endswith('.o'):
        raise kbuild_cmd.CmdFileError(
            f'{os.path.relpath(path, REPO)}: expected one object path (foo/bar.o) '
            f'besides # comments, got {names!r}')
    return names[0]


class Compiler:
    """Compiles cases with the flags of one object of a prepared tree.

    for_case() gives the Compiler of a case's directory: this one, or one
    with the flags of the object its OBJECT file names. @drop: arguments
    removed from kbuild's command (the gate's -Wno-error, and what cc-option
    would have dropped for another compiler).
    """

    def __init__(self, build_dir: str, tree: str, obj: str,
                 extra: List[str], cc: Optional[str], pch: bool = True,
                 drop: Sequence[str] = ()):
        self.build_dir = os.path.abspath(build_dir)
        self.tree = os.path.abspath(tree)
        self.obj = obj
        self.cc = cc
        self.drop = list(drop)
        self.argv = [a for a in kbuild_cmd.read_compile_command(self.build_dir, obj)
                     if a not in self.drop]
        if cc:
            self.argv[0] = cc
        self._dirs: Dict[str, 'Compiler'] = {}
        self._dirs_guard = threading.Lock()
        self.extra = ['-Werror', '-ferror-limit=0']
        self.prepend = extra
        self.pch: Optional[include_pch.PchCache] = None
        if pch:
            base = kbuild_cmd.syntax_only_command(self.argv, 'CASE', self.prepend)
            base[-1:-1] = self.extra
            self.pch = include_pch.PchCache(
                base, self.build_dir, os.path.join(self.build_dir, PCH_FOLDER),
                timeout=COMPILE_TIMEOUT)

    def for_case(self, case: str) -> 'Compiler':
        """The Compiler for @case: its directory's OBJECT, else this one.
        Raises kbuild_cmd.CmdFileError when that object has no .cmd file."""
        directory = os.path.dirname(os.path.abspath(case))
        with self._dirs_guard:
            if directory not in self._dirs:
                obj = directory_object(directory)
                if obj in (None, self.obj):
                    self._dirs[directory] = self
                else:
                    try:
                        self._dirs[directory] = Compiler(
                            self.build_dir, self.tree, obj, self.prepend, self.cc,
                            pch=self.pch is not None, drop=self.drop)
                    except kbuild_cmd.CmdFileError as e:
                        where = os.path.relpath(os.path.join(directory, OBJECT_FILE), REPO)
                        raise kbuild_cmd.CmdFileError(
                            f'{where} names {obj}, which this build lacks: {e}') from e
            return self._dirs[directory]

    def _compile(self, argv: List[str]) -> Tuple[int, str, bool]:
        """(exit code, stderr, timed out) of one compiler run."""
        try:
            p = subprocess.run(argv, cwd=self.build_dir, capture_output=True,
                               text=True, timeout=COMPILE_TIMEOUT, check=False)
            return p.returncode, p.stderr, False
        except subprocess.TimeoutExpired:
            return -1, f'compiler timed out after {COMPILE_TIMEOUT}s', True
        except OSError as e:
            return CANNOT_RUN, f'cannot run {argv[0]}: {e.strerror}', False

    def run(self, case: str, defines: List[str]) -> Run:
        argv = kbuild_cmd.syntax_only_command(self.argv, case, self.prepend)
        argv[-1:-1] = self.extra + defines
        pch = self.pch.flags(case) if self.pch else []
        rc, err, timed_out = self._compile(argv[:-1] + pch + argv[-1:])
        if pch and rc != 0 and include_pch.is_stale(err):
            # A header changed since the PCH was built, or the cached PCH
            # is truncated or corrupt: build it again (once per run).
            pch = self.pch.flags(case, rebuild=True)
            rc, err, timed_out = self._compile(argv[:-1] + pch + argv[-1:])
            if pch and rc != 0 and include_pch.is_stale(err):
                rc, err, timed_out = self._compile(argv)
        out = diagnostics.parse(err, rc)
        lines = [diagnostics.normalize(d, REPO, [self.tree, self.build_dir],
                                       self.build_dir)
                 for d in out.diagnostics]
        return Run(rc, err, lines, out, timed_out)


def run_fault(run: Run) -> Optional[Tuple[str, str]]:
    """(status, cause) when @run did not end as a compile does (exit code 0
    or 1): "timeout", or "crash" with the signal or exit code; else None."""
    rc = run.returncode
    if run.timed_out:
        return 'timeout', f'compiler timed out after {COMPILE_TIMEOUT}s'
    if rc < 0:
        try:
            name = f' ({signal.Signals(-rc).name})'
        except ValueError:
            name = ''
        return 'crash', f'compiler killed by signal {-rc}{name}'
    if rc == CANNOT_RUN and run.stderr.startswith('cannot run '):
        return 'crash', run.stderr.strip()
    if rc > 1:
        return 'crash', f'compiler crashed with exit code {rc}'
    if run.output.crashed:
        return 'crash', f'compiler crashed (exit code {rc})'
    return None


def case_header_problems(text: str) -> List[str]:
    problems = []
    if not _MISTAKE_RE.search(text):
        problems.append('no "MISTAKE:" line naming the mistake')
    if not _EXPECT_RE.search(text):
        problems.append('no "EXPECT:" line naming the diagnostic flags')
    if '#ifdef FIXED' not in text and '#ifndef FIXED' not in text:
        problems.append('no FIXED twin (#ifdef FIXED / #ifndef FIXED)')
    return problems


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


def check_case(comp: Compiler, case: str, golden: str) -> Result:
    rel = os.path.relpath(case, REPO)
    try:
        with open(case, encoding='utf-8') as f:
            text = f.read()
    except UnicodeDecodeError as e:
        return Result(rel, 'encoding', f'not UTF-8 (byte {e.start}): {e.reason}')
    problems = case_header_problems(text)
    if problems:
        return Result(rel, 'bad-header', '; '.join(problems))
    try:
        comp = comp.for_case(case)
    except kbuild_cmd.CmdFileError as e:
        return Result(rel, 'no-object', str(e))

    bad = comp.run(case, [])
    fault = run_fault(bad)
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
    fault = run_fault(fixed)
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


def write_golden(path: str, lines: List[str]) -> None:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(''.join(line + '\n' for line in lines))


def main() -> int:
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
    parser.add_argument('--cc', help='compiler to use instead of the one kbuild used')
    parser.add_argument('--prepend-include', action='append', default=[],
                        metavar='DIR', help='search DIR before the tree\'s '
                        'headers (the canary uses it)')
    parser.add_argument('--no-pch', action='store_true',
                        help='compile every case with its headers parsed '
                        'afresh, without precompiled headers (include_pch.py)')
    parser.add_argument('--every', type=int, default=1, metavar='N',
                        help='a fixed sample: every Nth case in path order, '
                        'starting with the first (with --no-pch in make check)')
    parser.add_argument('--update', action='store_true',
                        help='write goldens from the actual output of valid '
                        'cases, printing each change')
    parser.add_argument('--json', metavar='FILE', help='also write results as JSON')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('-q', '--quiet', action='store_true',
                        help='print failures and the count line only')
    parser.add_argument('only', nargs='*', help='only cases whose path contains this')
    args = parser.parse_args()

    if not os.path.isdir(args.tree):
        print(f'check-diagnostics: no kernel tree at {args.tree}: run make setup',
              file=sys.stderr)
        return 2
    try:
        comp = Compiler(args.build_dir, args.tree, args.obj,
                        [f'-I{os.path.abspath(d)}' for d in args.prepend_include],
                        args.cc, pch=not args.no_pch)
    except kbuild_cmd.CmdFileError as e:
        print(f'check-diagnostics: {e}', file=sys.stderr)
        return 2
    cases = find_cases(args.cases, args.only)[::max(1, args.every)]
    if not cases:
        print(f'check-diagnostics: no cases under {args.cases}', file=sys.stderr)
        return 2
    try:
        for case in cases:       # each directory's OBJECT, once, up front
            comp.for_case(case)
    except kbuild_cmd.CmdFileError as e:
        print(f'check-diagnostics: {e}', file=sys.stderr)
        return 2

    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        results = list(pool.map(
            lambda c: check_case(comp, c, golden_path(c, args.cases, args.goldens)),
            cases))

    results += [Result(os.path.relpath(g, REPO), 'orphan-golden',
                       'no case for this golden: delete it, or restore '
                       + os.path.relpath(os.path.splitext(os.path.join(
                           args.cases, os.path.relpath(g, args.goldens)))[0] + '.c', REPO))
                for g in find_orphans(args.cases, args.goldens, args.only)]

    updated = 0
    for r in results:
        gpath = golden_path(os.path.join(REPO, r.case), args.cases, args.goldens)
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
        print(f'FAIL   {r.case}: {r.status}: {r.detail}')
        if r.status == 'diff':
            print(unified(r.expected or [], r.actual or [], r.case))

    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump([dataclasses.asdict(r) for r in results], f, indent=1)

    failed = sum(1 for r in results if not r.passed)
    if args.update:
        print(f'check-diagnostics: {updated} golden(s) written; '
              f'{failed - updated} case(s) still failing')
        return 1 if failed - updated else 0
    print(f'check-diagnostics: {len(results) - failed} passed, {failed} failed')
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
