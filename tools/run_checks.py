#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run every check of the project (make check) and summarize.

Each step is a make target, run in order with its output saved to
build/logs/<step>.log; a failing step does not stop the others. The steps
share the prepared tree and build folders, so later steps build only what
earlier ones did not (the corpus uses the x86_64 KUnit build). At the end a
table gives each step's result and wall time, followed by the line
"N passed, N failed". The exit code is non-zero if any step failed.

Each step also leaves a record, build/logs/result-<step>.json (result,
times, log, Clang), so that steps can run as shards on separate machines
("make check STEPS=kunit-arm64", every step can run alone after make setup)
and tools/merge_results.py can merge their records into the same table and
line. --steps-json (make check-steps) prints every step with the build
folders it builds or uses, the steps whose results it needs, whether it
needs the kernel tree or makes sense with another Clang, and its typical
times, as JSON for a CI matrix (tools/ci_matrix.py). With --llvm -19 the
steps marked "clang" use that Clang and are recorded as <step>-clang-19.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import os
import resource
import shlex
import socket
import subprocess
import sys
import time
from typing import Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import merge_results  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

@dataclasses.dataclass(frozen=True)
class Step:
    """One step of make check, and what a CI matrix needs to run it alone.

    builds: build folders (under build/) the step builds kernels or kernel
    objects in; a CI caches them as one entry per step. uses: another step's
    builds that this step configures or reads (it restores that step's
    cache; on its own it builds what it needs there). needs: steps whose
    results it reads: it runs where every shard's results are (phase
    "merge"). tree: needs the kernel tree of make setup. clang: another Clang
    (LLVM_SUFFIX=-19) makes sense here, in folders of its own. fresh and
    incremental: typical wall time in seconds on the 2-core machine (README,
    "Step times"; None: not measured yet).
    """
    name: str
    make: str
    what: str
    builds: Tuple[str, ...] = ()
    uses: Tuple[str, ...] = ()
    needs: Tuple[str, ...] = ()
    tree: bool = True
    clang: bool = False
    fresh: Optional[int] = None
    incremental: Optional[int] = None

    @property
    def phase(self) -> str:
        return 'merge' if self.needs else 'shard'


S = Step
KUNIT_STEPS = ('kunit-x86_64', 'kunit-rt', 'kunit-gcc', 'kunit-modules-x86_64')
STEPS: List[Step] = [
    S('tools', 'test-tools', 'unit tests of tools/', fresh=27, incremental=11),
    S('checkpatch', 'checkpatch', 'checkpatch.pl on the series and kunit/',
      fresh=29, incremental=30),
    S('kerneldoc', 'kerneldoc', 'kernel-doc of changed headers: no new warning',
      fresh=14, incremental=6),
    S('annotated-headers', 'annotated-headers',
      'suppression file shows exactly the headers the series annotates',
      fresh=1, incremental=1),
    S('escape-hatches', 'check-escape-hatches', 'no analysis opt-out in the positive suite',
      tree=False, fresh=1, incremental=1),
    S('diag-coverage', 'diag-coverage', "Clang's thread-safety kinds hit by the corpus",
      tree=False, fresh=1, incremental=1),
    S('shard-test', 'shard-test', 'two shards run apart and merged: one run\'s verdict',
      tree=False, fresh=6, incremental=6),
    S('kunit-x86_64', 'kunit ARCH=x86_64', 'KUnit suite, x86_64 QEMU, 2 CPUs',
      builds=('kunit-x86_64',), clang=True, fresh=439, incremental=34),
    S('check-diagnostics', 'check-diagnostics', 'negative corpus vs goldens',
      uses=('kunit-x86_64',), fresh=36, incremental=26),
    S('check-diagnostics-nopch', 'check-diagnostics-nopch',
      'every sixth case without the precompiled headers: same goldens',
      uses=('kunit-x86_64',), fresh=13, incremental=16),
    S('api-coverage', 'api-coverage', 'every annotated API used by a KUnit case',
      uses=('kunit-x86_64',), fresh=34, incremental=31),
    S('gate-test', 'gate-test', 'Clang gate reports exactly a wrapper\'s five changes',
      uses=('kunit-x86_64',), fresh=6, incremental=5),
    S('clangd-check', 'clangd-check', 'clangd-22 shows the analysis in opted-in files only',
      uses=('kunit-x86_64',), fresh=8, incremental=6),
    S('canary', 'canary', 'corpus fails without spin_lock()\'s annotation',
      uses=('kunit-x86_64',), fresh=8, incremental=6),
    # arm64's KUnit build folder is configured and prepared for the corpus
    # (and may-sleep-cases), not built: the arm64 kernel that boots is
    # kunit-rt's.
    S('check-diagnostics-arm64', 'check-diagnostics-arm64',
      'negative corpus vs goldens, arm64 flags', builds=('kunit-arm64',),
      fresh=216, incremental=32),
    S('kunit-rt', 'kunit-rt ARCH=arm64', 'KUnit suite, arm64 QEMU PREEMPT_RT, 2 CPUs',
      builds=('kunit-rt-arm64',), clang=True, fresh=390, incremental=37),
    S('kunit-gcc', 'kunit-gcc ARCH=um', 'KUnit suite with GCC, -Werror: UML (uniprocessor)',
      builds=('kunit-gcc-um',), fresh=252, incremental=20),
    S('compile-test-up', 'compile-test-up', 'compile test, x86_64 !SMP, no lock debugging',
      builds=('compile-up-x86_64',), clang=True, fresh=20, incremental=2),
    S('compile-test-smp', 'compile-test-smp',
      'compile test, suites, lock implementation: x86_64 SMP, no lock debugging, !PREEMPTION',
      builds=('compile-smp-x86_64',), clang=True, fresh=19, incremental=2),
    S('may-sleep-cases', 'may-sleep-cases',
      'one corpus call per may-sleep mark of the tree, every corpus build',
      uses=('kunit-arm64',), fresh=47, incremental=47),
    S('check-diagnostics-smp', 'check-diagnostics-smp',
      'negative corpus vs goldens, SMP without lock debugging, other stub side',
      uses=('compile-smp-x86_64',), fresh=128, incremental=66),
    S('subsystems-x86_64', 'subsystems ARCH=x86_64', 'opted-in subsystems, -Werror, same code',
      builds=('optin-x86_64',), clang=True, fresh=82, incremental=3),
    S('subsystems-arm64', 'subsystems ARCH=arm64', 'opted-in subsystems, arm64',
      builds=('optin-arm64',), clang=True, fresh=91, incremental=2),
    S('kunit-modules-x86_64', 'kunit-modules ARCH=x86_64',
      'KUnit suites as modules, loaded in QEMU x86_64',
      builds=('kunit-modules-x86_64',), uses=('kunit-x86_64',), clang=True,
      fresh=104, incremental=27),
    S('kunit-results', 'kunit-results', 'KUnit results of all configs, skips as listed',
      needs=KUNIT_STEPS, tree=False, fresh=0, incremental=0),
    S('sparse', 'sparse', 'no new Sparse warning vs pristine',
      builds=('sparse',), fresh=51, incremental=7),
    S('kcidb', 'kcidb', 'KCIDB export of the results, valid for kcidb-io',
      needs=('*',), tree=False, fresh=5, incremental=5),
]
STEP_TIMEOUT = 40 * 60
DEFAULT_LLVM = '-22'       # the Makefile's LLVM_SUFFIX


def step_needs(step: Step) -> List[str]:
    """The steps whose results @step reads ('*': every other step)."""
    if '*' in step.needs:
        return [s.name for s in STEPS if s.name != step.name]
    return list(step.needs)


def cc_tag(llvm: str) -> str:
    """The Makefile's suffix of another Clang's build folders and results."""
    return '' if llvm == DEFAULT_LLVM else f'-clang{llvm}'


def result_name(step: Step, llvm: str) -> str:
    return step.name + (cc_tag(llvm) if step.clang else '')


def folders(step: Step, names: Tuple[str, ...], llvm: str) -> List[str]:
    return [n + (cc_tag(llvm) if step.clang else '') for n in names]


def steps_json(llvm: str = DEFAULT_LLVM) -> Dict:
    """Every step, machine-readable (make check-steps)."""
    return {'format': 1, 'default_llvm': DEFAULT_LLVM, 'steps': [
        {'name': s.name, 'make': s.make, 'what': s.what,
         'phase': s.phase, 'builds': list(s.builds), 'uses': list(s.uses),
         'needs': step_needs(s), 'tree': s.tree, 'clang': s.clang,
         'seconds': {'fresh': s.fresh, 'incremental': s.incremental}}
        for s in STEPS]}


def utc(t: float) -> str:
    return datetime.datetime.fromtimestamp(t, datetime.timezone.utc).isoformat(
        timespec='seconds')


def children_cpu() -> float:
    """User + system CPU seconds of every finished, waited-for child so far
    (make waits for its own children, so a step's whole process tree)."""
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run_step(make: List[str], name: str, target: str, log_dir: str) -> Tuple[bool, float, str]:
    log = os.path.join(log_dir, name + '.log')
    start = time.monotonic()
    with open(log, 'w', encoding='utf-8') as f:
        try:
            p = subprocess.run(make + shlex.split(target), cwd=REPO, stdout=f,
                               stderr=subprocess.STDOUT, timeout=STEP_TIMEOUT,
                               check=False)
            ok = p.returncode == 0
            why = '' if ok else f'exit {p.returncode}'
        except subprocess.TimeoutExpired:
            ok, why = False, f'timed out after {STEP_TIMEOUT}s'
    return ok, time.monotonic() - start, why


# Lines of a failed step's log repeated above the summary table.
FAILED_TAIL = 15


def tail(path: str, n: int = 40) -> str:
    with open(path, encoding='utf-8', errors='replace') as f:
        return ''.join(f.readlines()[-n:])


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--make', default='make', help='make command to use')
    parser.add_argument('--logs', default=os.path.join(REPO, 'build/logs'),
                        help='folder of the logs, records and summary.txt')
    parser.add_argument('--llvm', default=DEFAULT_LLVM, metavar='SUFFIX',
                        help='the LLVM_SUFFIX the steps run with (-22); steps '
                        'marked "clang" are then recorded as <step>-clang<SUFFIX>')
    parser.add_argument('--list', action='store_true', help='list the steps')
    parser.add_argument('--steps-json', action='store_true',
                        help='print every step, its folders, needs and times as JSON')
    parser.add_argument('only', nargs='*', help='run only these steps')
    args = parser.parse_args(argv)
    if args.steps_json:
        print(json.dumps(steps_json(), indent=1))
        return 0
    if args.list:
        for s in STEPS:
            print(f'{s.name:18} make {s.make:22} {s.what}')
        return 0
    unknown = [o for o in args.only if o not in [s.name for s in STEPS]]
    if unknown:
        print(f'run_checks: unknown step(s): {" ".join(unknown)}', file=sys.stderr)
        return 2
    os.makedirs(args.logs, exist_ok=True)
    if not args.only:
        # A full run's records are its own; with STEPS they accumulate
        # (shards run one after the other into one folder).
        for old in os.listdir(args.logs):
            if old.startswith(merge_results.PREFIX) and old.endswith('.json'):
                os.remove(os.path.join(args.logs, old))
    make = shlex.split(args.make) + ['--no-print-directory']
    records = []
    total_start = time.monotonic()
    for step in STEPS:
        if args.only and step.name not in args.only:
            continue
        name = result_name(step, args.llvm)
        print(f'=== {name}: make {step.make} ({step.what})', flush=True)
        start = time.time()
        cpu_before = children_cpu()
        ok, secs, why = run_step(make, name, step.make, args.logs)
        cpu = children_cpu() - cpu_before
        log = os.path.join(args.logs, name + '.log')
        print(tail(log, 12 if ok else 60), end='', flush=True)
        print(f'=== {name}: {"PASS" if ok else "FAIL " + why} in {secs:.0f}s '
              f'({cpu:.0f} s of CPU)\n', flush=True)
        record = {'name': name, 'step': step.name, 'make': step.make, 'what': step.what,
                  'ok': ok, 'status': 'PASS' if ok else 'FAIL', 'why': why,
                  'seconds': round(secs, 1), 'cpu_seconds': round(cpu, 1), 'start': utc(start), 'end': utc(time.time()),
                  'log': os.path.basename(log), 'llvm': args.llvm,
                  'builds': folders(step, step.builds, args.llvm),
                  'uses': folders(step, step.uses, args.llvm),
                  'host': socket.gethostname()}
        merge_results.write_record(args.logs, record)
        records.append(record)
    # A failed step's log end again, next to the table: a reader who sees
    # only the end of the output (CI's page) still sees why it failed.
    for r in records:
        if not r['ok']:
            print(f'--- {r["name"]} failed ({r["why"]}); the end of '
                  f'{os.path.join(args.logs, r["log"])}:')
            print(tail(os.path.join(args.logs, r['log']), FAILED_TAIL), end='')
    for line in merge_results.table(records, time.monotonic() - total_start):
        print(line)
    summary = merge_results.summary_line(records)
    with open(os.path.join(args.logs, 'summary.txt'), 'w', encoding='utf-8') as f:
        f.write(summary + '\n')
    print(summary)
    return 0 if all(r['ok'] for r in records) else 1


if __name__ == '__main__':
    sys.exit(main())
