#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Sparse must see no new warning in the objects the series touches.

Builds the same objects, with the same GCC config, in the patched tree and
in a pristine checkout (a git worktree of tag "pristine"), each with
"make C=2" (Sparse on every listed object), and compares the warnings.
Line numbers move when headers change, so a warning is compared as
(file, message); any warning the patched tree has more often than the
pristine one is reported, and the check fails, unless it is one of
EXPECTED_NEW: a warning the series causes on purpose, each with its
reason, printed as "expected"; an EXPECTED_NEW warning that no longer
appears fails the check too, so that the list stays exact.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import subprocess
import sys
from typing import Counter, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_run  # noqa: E402

# Objects that compile the code the series changes: the converted
# __cond_acquires() users, the lock implementations, and users of the
# annotated headers (spinlock, rwlock, mutex, cleanup, lockdep, rcupdate,
# bit_spinlock, refcount).
OBJECTS = [
    'fs/dlm/lock.o',
    'net/ipv4/tcp_sigpool.o',
    'lib/refcount.o',
    'lib/dec_and_lock.o',
    'lib/rhashtable.o',
    'kernel/locking/spinlock.o',
    'kernel/locking/spinlock_debug.o',
    'kernel/locking/mutex.o',
    'kernel/locking/rwsem.o',
    'kernel/locking/rtmutex_api.o',
    'kernel/futex/core.o',
    'kernel/futex/pi.o',
    'kernel/futex/requeue.o',
    'kernel/futex/waitwake.o',
    'kernel/sched/core.o',
    'kernel/sched/fair.o',
    'crypto/api.o',
    'kernel/workqueue.o',
    'kernel/kthread.o',
    'mm/list_lru.o',
]
# (file, message) -> why. Sparse counts locks, and cannot follow one that a
# function takes on success only and hands back through an out parameter.
# Pristine futex.h declared futex_q_lock() and futex_q_unlock() without
# annotations, so Sparse counted nothing in their callers. With the series'
# futex annotations five of its pristine futex warnings are gone, and these
# two conditional-lock functions are what its count cannot model.
EXPECTED_NEW = {
    ('kernel/futex/waitwake.c',
     "context imbalance in 'futex_wait_setup' - different lock contexts for basic block"):
    'futex_wait_setup() returns 0 with the bucket locked, an error without '
    '(Clang checks it: __try_acquires_cap(0, &(*hb)->lock))',
    ('kernel/futex/requeue.c',
     "context imbalance in 'futex_wait_requeue_pi' - unexpected unlock"):
    'unlocks the bucket futex_wait_setup() locked on success, which Sparse '
    'does not count',
}
CONFIG = ['DLM', 'CONFIGFS_FS', 'TCP_MD5SIG', 'DEBUG_KERNEL', 'PROVE_LOCKING',
          'DEBUG_SPINLOCK', 'DEBUG_MUTEXES']
_WARN_RE = re.compile(r'^(?P<file>[^:\s]+\.[ch]):\d+:\d+: (?P<sev>warning|error): (?P<msg>.*)$')


def run(argv: List[str], log: Optional[str] = None, cwd: Optional[str] = None) -> str:
    p = subprocess.run(argv, cwd=cwd, text=True, capture_output=True, check=False)
    out = p.stdout + p.stderr
    if log:
        with open(log, 'w', encoding='utf-8') as f:
            f.write(out)
    if p.returncode != 0:
        raise SystemExit(f'sparse: {" ".join(argv)} failed (exit {p.returncode}):\n'
                         + '\n'.join(out.splitlines()[-25:]))
    return out


def ensure_pristine(tree: str, pristine: str) -> None:
    if os.path.isfile(os.path.join(pristine, 'Makefile')):
        return
    print(f'sparse: checking out tag "pristine" into {pristine}', flush=True)
    run(['git', '-C', tree, 'worktree', 'prune'])
    run(['git', '-C', tree, 'worktree', 'add', '-f', '--detach', pristine, 'pristine'])


def in_tree(path: str, src: str) -> str:
    """@path (as Sparse names it) relative to the tree @src, whether Sparse
    names it by the tree's real path or by the path given."""
    return analysis_run.relative_path(path, src, [src])


def sparse_warnings(src: str, build: str, jobs: int) -> Tuple[Counter, str]:
    os.makedirs(build, exist_ok=True)
    make = ['make', '-C', src, f'O={build}', f'-j{jobs}']
    if not os.path.isfile(os.path.join(build, '.config')):
        run(make + ['-s', 'x86_64_defconfig'])
        run([os.path.join(src, 'scripts/config'), '--file',
             os.path.join(build, '.config')] + sum((['-e', c] for c in CONFIG), []))
        run(make + ['-s', 'olddefconfig'])
    run(make + ['-s', 'prepare'])
    log = os.path.join(build, 'sparse.log')
    out = run(make + ['C=2', 'CHECK=sparse'] + OBJECTS, log=log)
    warnings: Counter = collections.Counter()
    for line in out.splitlines():
        m = _WARN_RE.match(line.strip())
        if m:
            # Sparse names sources by absolute path in the tree; compare
            # them relative to it, so both trees' warnings line up. Make
            # runs in the tree's real path: a tree given through a symbolic
            # link is named by the link's target.
            warnings[(in_tree(m['file'], src), m['sev'], m['msg'])] += 1
    return warnings, log


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='patched tree')
    parser.add_argument('--pristine', required=True,
                        help='pristine checkout (made from tag "pristine" if missing)')
    parser.add_argument('--build', required=True, help='build folder (two O= dirs inside)')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    if subprocess.run(['which', 'sparse'], capture_output=True).returncode != 0:
        print('sparse: sparse is not installed (make setup)', file=sys.stderr)
        return 1
    ensure_pristine(args.tree, args.pristine)
    before, _ = sparse_warnings(args.pristine, os.path.join(args.build, 'pristine'), args.jobs)
    after, log = sparse_warnings(args.tree, os.path.join(args.build, 'patched'), args.jobs)
    return compare(before, after, log)


def compare(before: Counter, after: Counter, log: str) -> int:
    """Prints the new and gone warnings; 1 if a new one is not expected or
    an expected one did not appear."""
    new = after - before
    gone = before - after
    expected = {k: n for k, n in new.items() if (k[0], k[2]) in EXPECTED_NEW}
    unexpected = new - collections.Counter(expected)
    stale = sorted(k for k in EXPECTED_NEW
                   if not any((p, m) == k for p, _, m in expected))
    print(f'sparse: {len(OBJECTS)} objects: {sum(before.values())} warnings '
          f'pristine, {sum(after.values())} patched, {sum(unexpected.values())} new, '
          f'{sum(expected.values())} expected, {sum(gone.values())} gone (log: {log})')
    for (path, sev, msg), n in sorted(unexpected.items()):
        print(f'NEW  {path}: {sev}: {msg}' + (f' (x{n})' if n > 1 else ''))
    for (path, sev, msg), n in sorted(expected.items()):
        print(f'expected {path}: {sev}: {msg} ({EXPECTED_NEW[(path, msg)]})'
              + (f' (x{n})' if n > 1 else ''))
    for path, msg in stale:
        print(f'STALE {path}: {msg}: listed in EXPECTED_NEW, not reported any more: '
              'remove it from the list')
    for (path, sev, msg), n in sorted(gone.items()):
        print(f'gone {path}: {sev}: {msg}' + (f' (x{n})' if n > 1 else ''))
    return 1 if unexpected or stale else 0


if __name__ == '__main__':
    sys.exit(main())
