#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run the tools' unit tests, one test module per process, several at once.

What "python3 -m unittest discover -s tools/tests -t ." does, with each
test_*.py module in a process of its own (unittest's discover, limited to
that file) and --jobs of them at a time, the largest files first (the slow
modules are the large ones), so that the 2-core machine runs the suite in
about half the time. Each failing module's whole output is printed, in
module order; the last line counts tests and failing modules. Exit 1 if a
module failed (or ran no test), 2 if there is no test module.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
from typing import List, Optional, Tuple

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_RAN_RE = re.compile(r'^Ran (\d+) tests? in ', re.M)
_OK_RE = re.compile(r'^OK\b', re.M)


def run_module(path: str, top: str) -> Tuple[bool, int, str]:
    """(passed, tests run, output) of the test module @path, discovered
    from its folder with @top as the top-level directory."""
    p = subprocess.run([sys.executable, '-m', 'unittest', 'discover', '-q',
                        '-s', os.path.dirname(path), '-t', top,
                        '-p', os.path.basename(path)],
                       cwd=top, capture_output=True, text=True, check=False)
    out = p.stdout + p.stderr
    m = _RAN_RE.search(out)
    ran = int(m.group(1)) if m else 0
    ok = p.returncode == 0 and ran > 0 and bool(_OK_RE.search(out))
    return ok, ran, out


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--dir', default=os.path.join(REPO, 'tools', 'tests'),
                        help='folder of the test_*.py modules (tools/tests)')
    parser.add_argument('--top', default=REPO,
                        help='top-level directory of the imports (the repository)')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1,
                        help='modules at a time (default: the CPUs)')
    args = parser.parse_args(argv)
    modules = sorted(glob.glob(os.path.join(args.dir, 'test_*.py')))
    if not modules:
        print(f'run_unittests: no test_*.py in {args.dir}', file=sys.stderr)
        return 2
    order = sorted(modules, key=lambda m: -os.path.getsize(m))
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = {m: pool.submit(run_module, m, os.path.abspath(args.top)) for m in order}
        results = {m: f.result() for m, f in futures.items()}
    failed = []
    total = 0
    for m in modules:
        ok, ran, out = results[m]
        total += ran
        if not ok:
            failed.append(os.path.basename(m))
            print(f'--- {os.path.basename(m)}: FAILED' + ('' if ran else ' (no test ran)'))
            print(out.rstrip())
    print(f'unit tests: {total} tests in {len(modules)} modules, '
          f'{len(failed)} modules failed{": " + " ".join(failed) if failed else ""}')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
