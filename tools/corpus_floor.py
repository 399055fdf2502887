#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Time the negative corpus check against its floor.

The floor is the bare compiler: clang -fsyntax-only over every case and its
fixed twin (-DFIXED), with exactly the flags check_diagnostics.py uses (those
kbuild gave an opted-in object, plus -Werror), in parallel with the same
number of jobs, doing nothing with the output. The check itself is then run
as "check_diagnostics.py -q" and the ratio of the two wall times printed.
Run it on an idle machine; both runs are repeated --rounds times and the
medians compared.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import os
import statistics
import subprocess
import sys
import time
from typing import List, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbuild_cmd  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def floor_run(argv: List[str], cases: List[str], build_dir: str, jobs: int) -> float:
    def one(args: List[str]) -> None:
        subprocess.run(args, cwd=build_dir, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
    cmds = []
    for case in cases:
        base = kbuild_cmd.syntax_only_command(argv, case, ['-Werror'])
        cmds.append(base)
        cmds.append(base[:1] + ['-DFIXED'] + base[1:])
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        list(pool.map(one, cmds))
    return time.monotonic() - start


def check_run(args: argparse.Namespace) -> float:
    start = time.monotonic()
    subprocess.run([sys.executable, os.path.join(REPO, 'tools/check_diagnostics.py'),
                    '--build-dir', args.build_dir, '--tree', args.tree,
                    '--obj', args.obj, '-j', str(args.jobs), '-q'],
                   cwd=REPO, stdout=subprocess.DEVNULL, check=False)
    return time.monotonic() - start


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build-dir', required=True)
    parser.add_argument('--tree', required=True)
    parser.add_argument('--obj', default='lib/capability-analysis-kunit/spinlock_kunit.o')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--rounds', type=int, default=1)
    args = parser.parse_args(argv)
    cases = sorted(glob.glob(os.path.join(REPO, 'negative-tests/*/*.c')))
    cmd = kbuild_cmd.read_compile_command(args.build_dir, args.obj)
    floors, checks = [], []
    for _ in range(args.rounds):
        floors.append(floor_run(cmd, cases, args.build_dir, args.jobs))
        checks.append(check_run(args))
    f, c = statistics.median(floors), statistics.median(checks)
    print(f'corpus-floor: {len(cases)} cases x 2 twins, -j{args.jobs}, '
          f'{args.rounds} round(s): floor {f:.1f}s, check {c:.1f}s, ratio {c / f:.2f}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
