#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run steps as CI shards here, merge them, and compare with one run.

What .github/workflows/check.yml does with every step, done locally with a
few cheap ones: each step runs alone as a shard ("make check STEPS=<step>"
with a log folder of its own, CHECK_LOGS=WORK/<step>/logs) and exports its
KCIDB document ("make kcidb", WORK/<step>/kcidb.json, one run id for all);
then the shards' records are merged (tools/merge_results.py) and so are
their KCIDB documents (tools/kcidb_merge.py, validated with kcidb-io). The
same steps then run together in one make check (WORK/together/logs). Passes
when the merged table lists the same steps with the same results as the
single run and the merged last line "N passed, N failed" equals the single
run's, and the merged KCIDB document is valid. Prints each shard's time.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import time
from typing import List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import merge_results  # noqa: E402
import run_checks  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def make(cmd: List[str], args: List[str], log: str) -> Tuple[int, float]:
    start = time.monotonic()
    with open(log, 'w', encoding='utf-8') as f:
        p = subprocess.run(cmd + ['--no-print-directory'] + args, cwd=REPO, stdout=f,
                           stderr=subprocess.STDOUT, check=False)
    return p.returncode, time.monotonic() - start


def last_line(path: str) -> str:
    with open(path, encoding='utf-8') as f:
        lines = f.read().strip().splitlines()
    return lines[-1] if lines else ''


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('steps', nargs='+', metavar='STEP', help='steps to run as shards')
    parser.add_argument('--make', default='make', help='make command to use')
    parser.add_argument('--work', default=os.path.join(REPO, 'build', 'shard-test'),
                        help='folder of the shards\' results (emptied first)')
    args = parser.parse_args(argv)
    names = [s.name for s in run_checks.STEPS]
    bad = [s for s in args.steps if s not in names or s == 'shard-test']
    if bad:
        print(f'shard-test: not a step to shard here: {" ".join(bad)}', file=sys.stderr)
        return 2
    cmd = shlex.split(args.make)
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    run_id = f'shard-test-{int(time.time())}'
    problems: List[str] = []
    total = time.monotonic()

    log_dirs, kcidb_docs = [], []
    for step in args.steps:
        logs = os.path.join(args.work, step, 'logs')
        doc = os.path.join(args.work, step, 'kcidb.json')
        os.makedirs(logs)
        rc, secs = make(cmd, ['check', f'STEPS={step}', f'CHECK_LOGS={logs}'],
                        os.path.join(args.work, step, 'make-check.log'))
        krc, ksecs = make(cmd, ['kcidb', f'CHECK_LOGS={logs}', f'KCIDB={doc}',
                                f'KCIDB_RUN_ID={run_id}'],
                          os.path.join(args.work, step, 'make-kcidb.log'))
        print(f'shard {step}: make check {secs:.1f}s (exit {rc}), '
              f'make kcidb {ksecs:.1f}s (exit {krc}): {last_line(os.path.join(logs, "summary.txt"))}')
        if krc != 0:
            problems.append(f'{step}: make kcidb failed (see {args.work}/{step}/make-kcidb.log)')
        log_dirs.append(logs)
        kcidb_docs.append(doc)

    together = os.path.join(args.work, 'together', 'logs')
    os.makedirs(together)
    rc, secs = make(cmd, ['check', 'STEPS=' + ' '.join(args.steps), f'CHECK_LOGS={together}'],
                    os.path.join(args.work, 'together', 'make-check.log'))
    single_line = last_line(os.path.join(together, 'summary.txt'))
    print(f'one run of {" ".join(args.steps)}: {secs:.1f}s (exit {rc}): {single_line}')

    merged = merge_results.merge(log_dirs, args.steps, names)
    merged_line = merge_results.summary_line(merged)
    for line in merge_results.table(merged, sum(r['seconds'] for r in merged)):
        print('  ' + line)
    single = merge_results.merge([together], args.steps, names)
    if [(r['name'], r['ok']) for r in merged] != [(r['name'], r['ok']) for r in single]:
        problems.append('the merged table differs from the single run\'s: '
                        f'{[(r["name"], r["ok"]) for r in merged]} vs '
                        f'{[(r["name"], r["ok"]) for r in single]}')
    if merged_line != single_line:
        problems.append(f'merged line "{merged_line}" differs from the single run\'s '
                        f'"{single_line}"')

    out = os.path.join(args.work, 'kcidb-merged.json')
    rc, secs = make(cmd, ['kcidb-merge', 'KCIDB_INPUTS=' + ' '.join(kcidb_docs),
                          f'KCIDB_MERGED={out}'],
                    os.path.join(args.work, 'make-kcidb-merge.log'))
    print(f'kcidb-merge: {last_line(os.path.join(args.work, "make-kcidb-merge.log"))}')
    if rc != 0:
        problems.append(f'make kcidb-merge failed (exit {rc}, see {args.work}/make-kcidb-merge.log)')

    for p in problems:
        print(f'FAIL: {p}')
    print(f'shard-test: {len(args.steps)} shards merged in {time.monotonic() - total:.1f}s: '
          f'"{merged_line}" ({"same as" if merged_line == single_line else "NOT"} one run)'
          + ('' if not problems else f'; {len(problems)} problem(s)'))
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
