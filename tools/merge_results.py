#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Merge the per-step results of make check shards into one table and verdict.

make check (tools/run_checks.py) writes, next to each step's log, a record
result-<step>.json: the step, its make target, PASS or FAIL, why, its wall
time, start and end (UTC), its log and the Clang it used. A CI matrix runs
each step as a shard on a machine of its own ("make check STEPS=<step>");
this command reads the records of several shards' log folders and prints the
same table and the same last line, "N passed, N failed", as one make check
run of those steps; it writes that line to --summary too.

Which steps count:
  --all          every step of make check (tools/run_checks.py STEPS): a
                 step without a record fails as "no result" (its shard did
                 not run, or its results were not downloaded);
  STEP ...       the same for just these steps;
  (neither)      every record found.
A step recorded in two folders counts once, with its later record. Records
of another Clang (LLVM_SUFFIX=-19: step "kunit-um-clang-19") count as steps
of their own. Exit status: 0 if every counted step passed, 1 otherwise, 2 on
an unreadable record.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import sys
from typing import Dict, Iterable, List, Optional, Sequence, Tuple

FORMAT = 1
PREFIX = 'result-'


class RecordError(Exception):
    """A record that is not readable JSON of this format."""


def record_path(log_dir: str, name: str) -> str:
    return os.path.join(log_dir, f'{PREFIX}{name}.json')


def write_record(log_dir: str, record: Dict) -> str:
    """Write @record (a dict with at least name, ok, seconds) atomically."""
    path = record_path(log_dir, record['name'])
    tmp = path + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        json.dump(dict(record, format=FORMAT), f, indent=1)
        f.write('\n')
    os.replace(tmp, path)
    return path


def read_record(path: str) -> Dict:
    try:
        with open(path, encoding='utf-8') as f:
            rec = json.load(f)
    except (OSError, ValueError) as e:
        raise RecordError(f'{path}: {e}') from e
    if not isinstance(rec, dict) or rec.get('format') != FORMAT or \
            not isinstance(rec.get('name'), str) or \
            not isinstance(rec.get('ok'), bool) or \
            not isinstance(rec.get('seconds'), (int, float)):
        raise RecordError(f'{path}: not a make check step record (format {FORMAT})')
    rec['_dir'] = os.path.dirname(os.path.abspath(path))
    return rec


def read_records(dirs: Iterable[str]) -> Dict[str, Dict]:
    """{name: record} of every result-*.json in @dirs; the later record
    (by end time) of a step found twice."""
    out: Dict[str, Dict] = {}
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, PREFIX + '*.json'))):
            rec = read_record(path)
            old = out.get(rec['name'])
            if old is None or rec.get('end', '') >= old.get('end', ''):
                out[rec['name']] = rec
    return out


def missing_record(name: str) -> Dict:
    return {'name': name, 'ok': False, 'seconds': 0.0, 'missing': True,
            'why': 'no result: its shard did not run, or its results were '
                   'not downloaded'}


def order(names: Iterable[str], step_order: Sequence[str]) -> List[str]:
    """@names in make check's order; a Clang variant after its step."""
    rank = {n: i for i, n in enumerate(step_order)}

    def key(name: str) -> Tuple[int, str, bool, str]:
        base = name.split('-clang-')[0]
        return (rank.get(base, len(rank)), base, name != base, name)
    return sorted(names, key=key)


def table(records: Sequence[Dict], total: float) -> List[str]:
    """make check's closing table: step, result, wall time, CPU time (user
    + system of the step's processes; "-" in a record without it), and the
    totals."""
    def cpu(r: Dict) -> str:
        c = r.get('cpu_seconds')
        return f'{c:8.0f}s' if isinstance(c, (int, float)) else f'{"-":>9}'
    lines = [f'{"step":18} {"result":6} {"wall time":>9} {"cpu time":>9}']
    for r in records:
        why = f'  ({r["why"]})' if not r['ok'] and r.get('why') else ''
        lines.append(f'{r["name"]:18} {"pass" if r["ok"] else "FAIL":6} '
                     f'{r["seconds"]:8.0f}s {cpu(r)}{why}')
    cpus = [r['cpu_seconds'] for r in records
            if isinstance(r.get('cpu_seconds'), (int, float))]
    total_cpu = f'{sum(cpus):8.0f}s' if len(cpus) == len(records) else f'{"-":>9}'
    lines.append(f'{"total":18} {"":6} {total:8.0f}s {total_cpu}')
    return lines


def summary_line(records: Sequence[Dict]) -> str:
    passed = sum(1 for r in records if r['ok'])
    return f'{passed} passed, {len(records) - passed} failed'


def merge(dirs: Sequence[str], expect: Optional[Sequence[str]],
          step_order: Sequence[str]) -> List[Dict]:
    """The records to count, in order: those of @expect (a missing one as a
    failure) plus every Clang variant found, or all found if @expect is None."""
    found = read_records(dirs)
    if expect is None:
        names = list(found)
    else:
        names = list(expect) + [n for n in found
                                if n not in expect and n.split('-clang-')[0] in expect]
    return [found.get(n) or missing_record(n) for n in order(names, step_order)]


def main(argv: Optional[List[str]] = None) -> int:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import run_checks  # noqa: E402  (the step list)
    step_names = [s.name for s in run_checks.STEPS]

    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('dirs', nargs='+', metavar='DIR',
                        help='a shard\'s log folder (its build/logs) holding result-*.json')
    parser.add_argument('--all', action='store_true',
                        help='count every step of make check; a missing one fails')
    parser.add_argument('--step', action='append', default=[], metavar='STEP',
                        help='count this step (repeatable); a missing one fails')
    parser.add_argument('--summary', metavar='FILE',
                        help='also write the last line to FILE (build/logs/summary.txt)')
    args = parser.parse_args(argv)
    unknown = [s for s in args.step if s not in step_names]
    if unknown:
        print(f'merge-results: unknown step(s): {" ".join(unknown)}', file=sys.stderr)
        return 2
    missing_dirs = [d for d in args.dirs if not os.path.isdir(d)]
    if missing_dirs:
        print(f'merge-results: no such folder: {" ".join(missing_dirs)}', file=sys.stderr)
        return 2
    expect = step_names if args.all else (args.step or None)
    try:
        records = merge(args.dirs, expect, step_names)
    except RecordError as e:
        print(f'merge-results: {e}', file=sys.stderr)
        return 2
    if not records:
        print(f'merge-results: no result-*.json in {" ".join(args.dirs)}', file=sys.stderr)
        return 2
    print(f'merged {len(records)} step result(s) from {len(args.dirs)} folder(s)')
    for line in table(records, sum(r['seconds'] for r in records)):
        print(line)
    line = summary_line(records)
    if args.summary:
        os.makedirs(os.path.dirname(os.path.abspath(args.summary)), exist_ok=True)
        with open(args.summary, 'w', encoding='utf-8') as f:
            f.write(line + '\n')
    print(line)
    return 0 if all(r['ok'] for r in records) else 1


if __name__ == '__main__':
    sys.exit(main())
