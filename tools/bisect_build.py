#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Check that every prefix of the series builds (bisectability).

Applies kernel-patches/series one patch at a time onto tag "pristine" in a
separate git worktree (the series does not depend on the LOCAL commit) and,
after each patch, builds the same targets in one reused O= folder with
clang (the analysis enabled in the config) and -Werror: the lock code, the
files the series edits, and the users of the annotated headers in lib/. The
first patch after which the build fails is named. Slow (every header change
rebuilds most targets): run by hand, "make check-bisect", not by make check.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from typing import List, Optional

TARGETS = ['kernel/locking/', 'lib/', 'fs/dlm/', 'net/ipv4/tcp_sigpool.o',
           'kernel/workqueue.o', 'kernel/kthread.o', 'mm/list_lru.o']
CONFIG = ['DLM', 'CONFIGFS_FS', 'TCP_MD5SIG', 'DEBUG_KERNEL', 'PROVE_LOCKING',
          'DEBUG_SPINLOCK', 'DEBUG_MUTEXES', 'WARN_CAPABILITY_ANALYSIS']
IDENT = ['-c', 'user.name=bisect', '-c', 'user.email=bisect@localhost']


def run(argv: List[str], cwd: Optional[str] = None, log: Optional[str] = None) -> int:
    with open(log or os.devnull, 'w', encoding='utf-8') as f:
        return subprocess.run(argv, cwd=cwd, stdout=f, stderr=subprocess.STDOUT,
                              check=False).returncode


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='prepared tree (has tag "pristine")')
    parser.add_argument('--patches', required=True)
    parser.add_argument('--work', required=True, help='folder for the worktree and build')
    parser.add_argument('--llvm', default='-22')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)

    with open(os.path.join(args.patches, 'series'), encoding='utf-8') as f:
        series = [ln.strip() for ln in f if ln.strip()]
    src = os.path.join(args.work, 'src')
    build = os.path.join(args.work, 'build')
    os.makedirs(args.work, exist_ok=True)
    subprocess.run(['git', '-C', args.tree, 'worktree', 'prune'], check=False)
    if not os.path.isdir(src):
        if run(['git', '-C', args.tree, 'worktree', 'add', '-f', '--detach', src,
                'pristine']):
            print(f'bisect: cannot check out "pristine" into {src}', file=sys.stderr)
            return 1
    run(['git', '-C', src, 'am', '--abort'])
    run(['git', '-C', src, 'checkout', '-q', '-f', '--detach', 'pristine'])
    make = ['make', '-C', src, f'O={build}', f'LLVM={args.llvm}', f'-j{args.jobs}',
            'KCFLAGS=-Werror']
    if not os.path.isfile(os.path.join(build, '.config')):
        os.makedirs(build, exist_ok=True)
        run(make + ['x86_64_defconfig'])
        run([os.path.join(src, 'scripts/config'), '--file',
             os.path.join(build, '.config')] + sum((['-e', c] for c in CONFIG), []))
    failed = 0
    for i, name in enumerate([None, *series]):
        if name:
            if run(['git', *IDENT, '-C', src, 'am', '-q',
                    os.path.abspath(os.path.join(args.patches, name))]):
                print(f'bisect: {name} does not apply')
                return 1
        label = name or 'pristine'
        log = os.path.join(args.work, f'{i:02d}.log')
        start = time.monotonic()
        rc = run(make + ['olddefconfig'], log=log) or run(make + TARGETS, log=log)
        secs = time.monotonic() - start
        print(f'{"ok  " if rc == 0 else "FAIL"} {i}/{len(series)} {label} '
              f'({secs:.0f}s, log {log})', flush=True)
        failed += rc != 0
    print(f'bisect: {len(series) + 1 - failed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
