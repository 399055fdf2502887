#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Canary: the corpus must notice when an annotation is removed.

Writes a copy of the prepared tree's include/linux/spinlock.h with
__acquires() dropped from spin_lock() into OUT/include/linux/, then runs the
given check command (which should search OUT/include first). The canary
passes only if that command FAILS: a corpus that stays green without
spin_lock()'s annotation proves nothing.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import List, Optional

HEADER = 'include/linux/spinlock.h'
TARGET = ('static __always_inline void spin_lock(spinlock_t *lock)\n'
          '\t__acquires(lock) __no_capability_analysis\n')
MUTATED = ('static __always_inline void spin_lock(spinlock_t *lock)\n'
           '\t__no_capability_analysis\n')


def write_mutant(tree: str, out: str) -> str:
    src = os.path.join(tree, HEADER)
    with open(src, encoding='utf-8') as f:
        text = f.read()
    if text.count(TARGET) != 1:
        raise SystemExit(f'canary: {src}: spin_lock() is not annotated as '
                         'expected; update tools/canary.py with the series')
    dst = os.path.join(out, HEADER)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(dst, 'w', encoding='utf-8') as f:
        f.write(text.replace(TARGET, MUTATED))
    return dst


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='prepared kernel tree')
    parser.add_argument('--out', required=True, help='where the mutant header goes')
    parser.add_argument('command', nargs='+', help='check to run against the mutant')
    args = parser.parse_args(argv)
    dst = write_mutant(args.tree, args.out)
    print(f'canary: {dst}: __acquires() dropped from spin_lock()', flush=True)
    p = subprocess.run(args.command, text=True, capture_output=True, check=False)
    fails = [ln for ln in p.stdout.splitlines() if ln.startswith('FAIL')]
    if p.returncode == 1 and fails:
        print(f'canary: caught: {len(fails)} case(s) fail without the annotation, e.g.')
        for ln in fails[:3]:
            print('  ' + ln[:160])
        return 0
    print(f'canary: NOT caught: the check exited {p.returncode} with '
          f'{len(fails)} failing case(s):\n{p.stdout[-2000:]}{p.stderr[-2000:]}')
    return 1


if __name__ == '__main__':
    sys.exit(main())
