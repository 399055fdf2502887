#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Parse and normalize Clang's text diagnostics for golden files.

One normalized diagnostic per line, in Clang's order:

  negative-tests/mutex/foo.c:12:5: error: writing variable ... [-Werror,-Wthread-safety-analysis]
  include/linux/mutex.h: note: expanded from macro 'mutex_lock'

Locations in the case file keep line and column; locations in kernel headers
(the source tree or the build tree) and in Clang's <scratch space> keep only
the path, so that editing a header does not rewrite unrelated goldens.
Numbers that __UNIQUE_ID() appends to names are replaced by N.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import sys
from typing import Iterable, List, Optional

# path:line:col: severity: message [flags]
_DIAG_RE = re.compile(r'^(?P<path>.*?):(?P<line>\d+):(?P<col>\d+): '
                      r'(?P<sev>fatal error|error|warning|note|remark): '
                      r'(?P<msg>.*?)(?: \[(?P<flags>[^\]]+)\])?$')
# A diagnostic without location, e.g. "clang-19: error: unknown argument".
_DRIVER_RE = re.compile(r'^(?P<tool>[\w.+-]+): (?P<sev>error|warning): (?P<msg>.*)$')
_NOISE_RE = re.compile(r'^(In file included from |\s+from |\d+ (warning|error)s? '
                       r'(and \d+ (warning|error)s? )?generated\.)')
_CRASH_MARKERS = ('PLEASE submit a bug report', 'Stack dump:',
                  'clang frontend command failed', 'unable to execute command')
_UNIQUE_ID_RE = re.compile(r'(__UNIQUE_ID_[A-Za-z_]*?)\d+')


@dataclasses.dataclass
class Diagnostic:
    """One diagnostic line as Clang printed it."""
    path: str
    line: int
    col: int
    severity: str
    message: str
    flags: str  # e.g. "-Werror,-Wthread-safety-analysis"; '' if none

    def is_thread_safety(self) -> bool:
        return any(f.startswith('-Wthread-safety') for f in self.flags.split(','))


@dataclasses.dataclass
class Output:
    """What one compiler run printed, parsed."""
    diagnostics: List[Diagnostic]
    driver_errors: List[str]
    crashed: bool
    unparsed: List[str]


def parse(stderr: str, returncode: int) -> Output:
    """Parse Clang's stderr; @returncode tells crashes from errors."""
    diags: List[Diagnostic] = []
    driver: List[str] = []
    unparsed: List[str] = []
    crashed = returncode < 0 or returncode > 1
    for raw in stderr.splitlines():
        line = raw.rstrip()
        if not line or _NOISE_RE.match(line):
            continue
        if any(m in line for m in _CRASH_MARKERS):
            crashed = True
            continue
        m = _DIAG_RE.match(line)
        if m:
            diags.append(Diagnostic(m['path'], int(m['line']), int(m['col']),
                                    m['sev'], m['msg'], m['flags'] or ''))
            continue
        m = _DRIVER_RE.match(line)
        if m:
            driver.append(line)
            continue
        unparsed.append(line)
    return Output(diags, driver, crashed, unparsed)


def _relative(path: str, roots: Iterable[str]) -> Optional[str]:
    """@path relative to the first of @roots that contains it, symbolic
    links resolved on both sides when the paths as given do not match (a
    build folder reached through a link, Clang printing the real path)."""
    apath = os.path.normpath(os.path.abspath(path))
    for root in roots:
        aroot = os.path.normpath(os.path.abspath(root))
        for p, r in ((apath, aroot), (os.path.realpath(apath), os.path.realpath(aroot))):
            if p == r or p.startswith(r + os.sep):
                return os.path.relpath(p, r)
    return None


def normalize(diag: Diagnostic, case_root: str, header_roots: List[str],
              cwd: str) -> str:
    """Golden line for @diag.

    @case_root: paths below it (the project) keep line:col, relative to it.
    @header_roots: paths below these (kernel source and build trees) are
    shown relative to the first that contains them, without line:col.
    @cwd: directory the compiler ran in, for relative paths.
    """
    msg = _UNIQUE_ID_RE.sub(r'\1N', diag.message)
    tail = f'{diag.severity}: {msg}' + (f' [{diag.flags}]' if diag.flags else '')
    if diag.path.startswith('<'):
        return f'{diag.path}: {tail}'
    path = diag.path if os.path.isabs(diag.path) else os.path.join(cwd, diag.path)
    # The trees may live inside the project (build/): check them first.
    rel = _relative(path, header_roots)
    if rel is not None:
        return f'{rel}: {tail}'
    rel = _relative(path, [case_root])
    if rel is not None:
        return f'{rel}:{diag.line}:{diag.col}: {tail}'
    return f'{os.path.basename(path)}: {tail}'


def main() -> int:
    parser = argparse.ArgumentParser(
        description='Normalize Clang diagnostics read from standard input '
        '(as a golden file holds them).')
    parser.add_argument('--case-root', default='.',
                        help='paths below it keep line:col (default: .)')
    parser.add_argument('--header-root', action='append', default=[],
                        help='kernel source or build tree (repeatable)')
    parser.add_argument('--cwd', default='.', help='directory Clang ran in')
    args = parser.parse_args()
    out = parse(sys.stdin.read(), 1)
    for d in out.diagnostics:
        print(normalize(d, args.case_root, args.header_root, args.cwd))
    return 0


if __name__ == '__main__':
    sys.exit(main())
