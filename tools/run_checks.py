#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run every check of the project (make check) and summarize.

Each step is a make target, run in order with its output saved to
build/logs/<step>.log; a failing step does not stop the others. The steps
share the prepared tree and build folders, so later steps build only what
earlier ones did not (the corpus uses the x86_64 KUnit build). At the end a
table gives each step's result and wall time, followed by the line
"N passed, N failed". The exit code is non-zero if any step failed.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import time
from typing import List, Optional, Tuple

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# (name, make arguments, what it checks)
STEPS: List[Tuple[str, str, str]] = [
    ('tools', 'test-tools', 'unit tests of tools/'),
    ('checkpatch', 'checkpatch', 'checkpatch.pl on the series and kunit/'),
    ('kerneldoc', 'kerneldoc', 'kernel-doc of changed headers: no new warning'),
    ('escape-hatches', 'check-escape-hatches', 'no analysis opt-out in the positive suite'),
    ('diag-coverage', 'diag-coverage', "Clang's thread-safety kinds hit by the corpus"),
    ('kunit-um', 'kunit ARCH=um', 'KUnit suite, UML (uniprocessor)'),
    ('kunit-x86_64', 'kunit ARCH=x86_64', 'KUnit suite, x86_64 QEMU, 2 CPUs'),
    ('check-diagnostics', 'check-diagnostics', 'negative corpus vs goldens'),
    ('api-coverage', 'api-coverage', 'every annotated API used by a KUnit case'),
    ('gate-test', 'gate-test', 'Clang gate reports exactly a wrapper\'s five changes'),
    ('canary', 'canary', 'corpus fails without spin_lock()\'s annotation'),
    ('kunit-arm64', 'kunit ARCH=arm64', 'KUnit suite, arm64 QEMU, 2 CPUs'),
    ('check-diagnostics-arm64', 'check-diagnostics-arm64', 'negative corpus vs goldens, arm64 flags'),
    ('kunit-rt', 'kunit-rt', 'KUnit suite, x86_64 PREEMPT_RT, 2 CPUs'),
    ('kunit-gcc', 'kunit-gcc', 'x86_64 KUnit kernel with GCC, -Werror'),
    ('compile-test-up', 'compile-test-up', 'compile test, x86_64 !SMP, no lock debugging'),
    ('subsystems-x86_64', 'subsystems ARCH=x86_64', 'opted-in subsystems, analysis and -Werror'),
    ('subsystems-arm64', 'subsystems ARCH=arm64', 'opted-in subsystems, arm64'),
    ('kunit-results', 'kunit-results', 'KUnit results of all configs, skips as listed'),
    ('sparse', 'sparse', 'no new Sparse warning vs pristine'),
]
STEP_TIMEOUT = 40 * 60


def run_step(make: List[str], name: str, target: str, log_dir: str) -> Tuple[bool, float, str]:
    log = os.path.join(log_dir, name + '.log')
    start = time.monotonic()
    with open(log, 'w', encoding='utf-8') as f:
        try:
            p = subprocess.run(make + shlex.split(target), cwd=REPO, stdout=f,
                               stderr=subprocess.STDOUT, timeout=STEP_TIMEOUT,
                               check=False)
            ok = p.returncode == 0
            why = '' if ok else f'exit {p.returncode}'
        except subprocess.TimeoutExpired:
            ok, why = False, f'timed out after {STEP_TIMEOUT}s'
    return ok, time.monotonic() - start, why


def tail(path: str, n: int = 40) -> str:
    with open(path, encoding='utf-8', errors='replace') as f:
        return ''.join(f.readlines()[-n:])


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--make', default='make', help='make command to use')
    parser.add_argument('--logs', default=os.path.join(REPO, 'build/logs'))
    parser.add_argument('--list', action='store_true', help='list the steps')
    parser.add_argument('only', nargs='*', help='run only these steps')
    args = parser.parse_args(argv)
    if args.list:
        for name, target, what in STEPS:
            print(f'{name:18} make {target:22} {what}')
        return 0
    unknown = [o for o in args.only if o not in [s[0] for s in STEPS]]
    if unknown:
        print(f'run_checks: unknown step(s): {" ".join(unknown)}', file=sys.stderr)
        return 2
    os.makedirs(args.logs, exist_ok=True)
    make = shlex.split(args.make) + ['--no-print-directory']
    results = []
    total_start = time.monotonic()
    for name, target, what in STEPS:
        if args.only and name not in args.only:
            continue
        print(f'=== {name}: make {target} ({what})', flush=True)
        ok, secs, why = run_step(make, name, target, args.logs)
        log = os.path.join(args.logs, name + '.log')
        print(tail(log, 12 if ok else 60), end='', flush=True)
        print(f'=== {name}: {"PASS" if ok else "FAIL " + why} in {secs:.0f}s\n', flush=True)
        results.append((name, ok, secs))
    print(f'{"step":18} {"result":6} {"wall time":>9}')
    for name, ok, secs in results:
        print(f'{name:18} {"pass" if ok else "FAIL":6} {secs:8.0f}s')
    print(f'{"total":18} {"":6} {time.monotonic() - total_start:8.0f}s')
    passed = sum(1 for _, ok, _ in results if ok)
    summary = f'{passed} passed, {len(results) - passed} failed'
    with open(os.path.join(args.logs, 'summary.txt'), 'w', encoding='utf-8') as f:
        f.write(summary + '\n')
    print(summary)
    return 0 if passed == len(results) else 1


if __name__ == '__main__':
    sys.exit(main())
