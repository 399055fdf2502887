#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Time the negative corpus check against its floor.

The floor is the bare compiler: clang -fsyntax-only over every case and its
fixed twin (-DFIXED), with exactly the flags check_diagnostics.py uses (those
kbuild gave an opted-in object, or the object a directory's OBJECT file
names, plus -Werror), in parallel with the same
number of jobs, doing nothing with the output. The check itself is then run
as "check_diagnostics.py -q" three ways and each wall time compared with
the floor's: "cold" (its precompiled-header cache emptied first, as on a
fresh machine: the PCH builds are part of the time), "warm" (the cache of
the run before), and "no-pch" (--no-pch, every case parsed afresh like the
floor). Run it on an idle machine; the runs are repeated --rounds times and
the medians compared.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import os
import shutil
import statistics
import subprocess
import sys
import time
from typing import Dict, List, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_diagnostics  # noqa: E402
import kbuild_cmd  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def floor_run(argvs: Dict[str, List[str]], cases: List[str], build_dir: str,
              jobs: int) -> float:
    """Compile each case (and its twin) with @argvs[case]."""
    def one(args: List[str]) -> None:
        subprocess.run(args, cwd=build_dir, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
    cmds = []
    for case in cases:
        base = kbuild_cmd.syntax_only_command(argvs[case], case, ['-Werror'])
        cmds.append(base)
        cmds.append(base[:1] + ['-DFIXED'] + base[1:])
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        list(pool.map(one, cmds))
    return time.monotonic() - start


def check_run(args: argparse.Namespace, mode: str) -> float:
    extra = []
    if mode == 'cold':
        shutil.rmtree(os.path.join(args.build_dir, check_diagnostics.PCH_FOLDER),
                      ignore_errors=True)
    elif mode == 'no-pch':
        extra = ['--no-pch']
    start = time.monotonic()
    p = subprocess.run([sys.executable, os.path.join(REPO, 'tools/check_diagnostics.py'),
                        '--build-dir', args.build_dir, '--tree', args.tree,
                        '--obj', args.obj, '-j', str(args.jobs), '-q'] + extra,
                       cwd=REPO, stdout=subprocess.DEVNULL, check=False)
    took = time.monotonic() - start
    if p.returncode:
        raise SystemExit(f'corpus-floor: check-diagnostics ({mode}) failed: '
                         'time a passing corpus')
    return took


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
    # Each case with its directory's object (check_diagnostics' OBJECT files).
    by_obj: Dict[str, List[str]] = {}
    argvs: Dict[str, List[str]] = {}
    for case in cases:
        obj = check_diagnostics.directory_object(os.path.dirname(case)) or args.obj
        if obj not in by_obj:
            by_obj[obj] = kbuild_cmd.read_compile_command(args.build_dir, obj)
        argvs[case] = by_obj[obj]
    modes = ('cold', 'warm', 'no-pch')
    floors: List[float] = []
    checks: dict = {m: [] for m in modes}
    for _ in range(args.rounds):
        floors.append(floor_run(argvs, cases, args.build_dir, args.jobs))
        for mode in modes:
            checks[mode].append(check_run(args, mode))
    f = statistics.median(floors)
    print(f'corpus-floor: {len(cases)} cases x 2 twins, -j{args.jobs}, '
          f'{args.rounds} round(s): floor {f:.1f}s')
    for mode in modes:
        c = statistics.median(checks[mode])
        print(f'corpus-floor: check {mode:6} {c:5.1f}s  ratio {c / f:.2f}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
