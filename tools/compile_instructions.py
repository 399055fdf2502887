#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Count the instructions Clang executes to compile an opted-in object.

CPU time on this VM varies by 5-15% from one compile to the next, too much to
judge a 3% goal. The number of instructions a compile executes does not:
valgrind's callgrind counts them ("I refs"), the same on every run. It is a
proxy (memory stalls are not counted), but a deterministic one.

For each OBJECT (relative to the build folder), kbuild's compile command is
read from its .cmd file (kbuild_cmd), turned into Clang's -cc1 command (the
driver's -###), and run under callgrind in these variants:

  none      the analysis flags stripped (analysis_cost.strip_analysis_flags)
  headers   only -DWARN_CAPABILITY_ANALYSIS and
            -fexperimental-late-parse-attributes kept: the annotated headers
  full      kbuild's command as it is

--overlay DIR puts DIR first on the include path of the "full" variant (a
header copied there and edited shows what that edit would save). Each
variant's count and its ratio to "none" are printed. The object is written
to a temporary folder; the build folder is not touched. Each compile takes
about a minute under callgrind.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbuild_cmd  # noqa: E402

VARIANTS = ('none', 'headers', 'full')
_HEADER_FLAGS = ('-DWARN_CAPABILITY_ANALYSIS',
                 '-fexperimental-late-parse-attributes')
_IREFS = re.compile(r'I\s+refs:\s+([\d,]+)')


def is_analysis_flag(arg: str) -> bool:
    return (arg in _HEADER_FLAGS or 'thread-safety' in arg
            or arg.startswith('--warning-suppression-mappings='))


def variant_argv(argv: List[str], variant: str, out: str,
                 overlay: Optional[str] = None) -> List[str]:
    """kbuild's @argv for @variant, writing the object to @out."""
    res = []
    for a in argv:
        if a.startswith('-Wp,-MMD'):
            continue
        if variant == 'none' and is_analysis_flag(a):
            continue
        if variant == 'headers' and is_analysis_flag(a) and a not in _HEADER_FLAGS:
            continue
        res.append(a)
    res[res.index('-o') + 1] = out
    if overlay and variant == 'full':
        res.insert(1, '-I' + overlay)
    return res


def count(argv: List[str], cwd: str, valgrind: str, tmp: str) -> int:
    """Instructions of the -cc1 job of the driver command @argv."""
    probe = subprocess.run(argv + ['-###'], cwd=cwd, capture_output=True,
                           text=True, check=False)
    jobs = [ln for ln in probe.stderr.splitlines() if '"-cc1"' in ln]
    if probe.returncode or not jobs:
        raise SystemExit(f'compile-instructions: no -cc1 job for {argv[-1]}:\n'
                         + probe.stderr[-2000:])
    run = subprocess.run([valgrind, '--tool=callgrind',
                          '--callgrind-out-file=' + os.path.join(tmp, 'cg.out')]
                         + shlex.split(jobs[0]), cwd=cwd, capture_output=True,
                         text=True, check=False)
    m = _IREFS.search(run.stderr)
    if run.returncode or not m:
        raise SystemExit(f'compile-instructions: the compile of {argv[-1]} '
                         f'failed under valgrind (exit {run.returncode}):\n'
                         + run.stderr[-2000:])
    return int(m.group(1).replace(',', ''))


def main(args: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--build-dir', default='build/optin-x86_64')
    p.add_argument('--valgrind', default='valgrind')
    p.add_argument('--overlay', help='include folder searched first by "full"')
    p.add_argument('objects', nargs='+', metavar='OBJECT')
    a = p.parse_args(args)
    if not shutil.which(a.valgrind):
        p.error(f'{a.valgrind} not found: apt-get install valgrind')
    with tempfile.TemporaryDirectory() as tmp:
        for obj in a.objects:
            try:
                argv = kbuild_cmd.read_compile_command(a.build_dir, obj)
            except kbuild_cmd.CmdFileError as e:
                raise SystemExit(f'compile-instructions: {e}') from e
            counts: Dict[str, int] = {}
            for v in VARIANTS:
                counts[v] = count(variant_argv(argv, v, os.path.join(tmp, 'o.o'),
                                               a.overlay),
                                  a.build_dir, a.valgrind, tmp)
            base = counts['none']
            print(obj + ' ' + ' '.join(f'{v} {counts[v]:,} ({counts[v] / base:.4f})'
                                       for v in VARIANTS), flush=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
