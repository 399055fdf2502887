#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Time the negative corpus check against its floor.

The floor is the bare compiler: clang -fsyntax-only over every case and its
fixed twin (-DFIXED), with exactly the commands check_diagnostics.py --no-pch
runs (kernel_compile.py builds them: the flags kbuild gave an opted-in
object, or the object a directory's OBJECT file names, plus -Werror and
-ferror-limit=0), in parallel with the same number of jobs, doing nothing
with the output. The check itself is then run
as "check_diagnostics.py -q" three ways and each wall time compared with
the floor's: "cold" (its precompiled-header cache emptied first, as on a
fresh machine: the PCH builds are part of the time), "warm" (the cache of
the run before), and "no-pch" (--no-pch, every case parsed afresh like the
floor). Run it on an idle machine; the runs are repeated --rounds times and
the medians compared. Naming cases (as check_diagnostics.py takes them:
path substrings) times only those, e.g. "spinlock/" for a quick run.
"""

from __future__ import annotations

import argparse
import concurrent.futures
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
import kernel_compile  # noqa: E402

REPO = kernel_compile.REPO


def floor_commands(comp: kernel_compile.Compiler, cases: List[str]) -> List[List[str]]:
    """The commands of each case and its fixed twin, as the check runs
    them without a PCH (@comp: check_diagnostics.case_compiler())."""
    twins: List[List[str]] = [[], ['-DFIXED']]
    return [comp.for_file(case).command(case, defines) for case in cases for defines in twins]


def floor_run(cmds: List[List[str]], build_dir: str, jobs: int) -> float:
    """Run @cmds in @build_dir, @jobs at a time; the wall time."""
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        list(pool.map(lambda argv: kernel_compile.execute(argv, build_dir), cmds))
    return time.monotonic() - start


def check_run(args: argparse.Namespace, mode: str) -> float:
    extra = []
    if mode == 'cold':
        shutil.rmtree(os.path.join(args.build_dir, kernel_compile.PCH_FOLDER),
                      ignore_errors=True)
    elif mode == 'no-pch':
        extra = ['--no-pch']
    start = time.monotonic()
    p = subprocess.run([sys.executable, os.path.join(REPO, 'tools/check_diagnostics.py'),
                        '--build-dir', args.build_dir, '--tree', args.tree,
                        '--obj', args.obj, '-j', str(args.jobs), '-q'] + extra
                       + args.only,
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
    parser.add_argument('--obj', default=check_diagnostics.DEFAULT_OBJ)
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--rounds', type=int, default=1)
    parser.add_argument('only', nargs='*', help='only cases whose path contains this')
    args = parser.parse_args(argv)
    cases = [c for c in check_diagnostics.find_cases(os.path.join(REPO, 'negative-tests'),
                                                      args.only)
             if check_diagnostics.compiled_here(c, args.build_dir)]
    if not cases:
        raise SystemExit(f'corpus-floor: no case matches {" ".join(args.only)}')
    try:
        comp = check_diagnostics.case_compiler(args.build_dir, args.tree, args.obj, pch=False)
        cmds = floor_commands(comp, cases)
    except kbuild_cmd.CmdFileError as e:
        raise SystemExit(f'corpus-floor: {e}') from e
    modes = ('cold', 'warm', 'no-pch')
    floors: List[float] = []
    checks: Dict[str, List[float]] = {m: [] for m in modes}
    for _ in range(args.rounds):
        floors.append(floor_run(cmds, args.build_dir, args.jobs))
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
