#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Summarize KUnit results of several configs and gate the skips.

Each argument CONFIG=FILE names a config (um, x86_64, arm64, rt-<arch>,
gcc-<arch>, modules-<arch>: make kunit, kunit-rt, kunit-gcc and
kunit-modules with that ARCH) and
its results: the JSON that `kunit.py run --json=FILE` writes (KernelCI
style: suites as sub_groups, cases as test_cases with status PASS, FAIL,
SKIP or ERROR), or, for any other file, kunit.py's raw kernel output
(<build_dir>/test.log), which the tree's own `kunit.py parse --json` turns
into that JSON. A parameterized case counts per parameter, as
"<suite>.<case>/<parameter>".

Prints one table (cases per suite x config as pass/skip/fail) and every
skip, each marked expected or UNEXPECTED against kunit/expected-skips.txt
(lines "<config> <suite>.<case>  # why"). A skip is never a pass. The exit
status is 1 on a failed case, an unexpected skip, an expected skip that did
not happen (a stale entry), a case (or parameter) that passes in no config, a
config without a single test, a config that did not run the full case set of
a suite of kunit/ (every case its sources list, every parameter another
config ran), or a config whose results file does not exist (its KUnit step
did not run, or a CI shard's results were not downloaded: the table shows
the other configs); 2 on unreadable input. An expected skip "<suite>.<case>"
covers every parameter of the case, "<suite>.<case>/<parameter>" one.

A run that stopped before its end (a hang that kunit.py's --timeout killed,
a kernel crash) is one problem line, read from the kernel's console log
beside the JSON (test.log) and kunit.py's own output (kunit.py.log, which
make kunit keeps): the case that was running, "timed out after N s" or
"crashed: <first oops or panic line>", and how many cases and suites did
not run after it; that case counts as failed, the later ones as not run,
where kunit.py's parser reports each as crashed. Without the log the JSON
still says where the run stopped. --stopped CONFIG=DIR prints that line for
one build folder right after kunit.py (make kunit): exit 1 if the run
stopped, 0 if its log is complete, 2 if there is no log.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import subprocess
import sys
import tempfile
from typing import Any, Dict, List, Optional, Tuple

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_EXPECTED = os.path.join(REPO, 'kunit', 'expected-skips.txt')
DEFAULT_TREE = os.path.join(REPO, 'build', 'linux-source-6.12')
DEFAULT_SOURCES = os.path.join(REPO, 'kunit')
# modules-<arch>: the suites built =m and loaded one by one (make kunit-modules).
CONFIGS = ('um', 'x86_64', 'arm64', 'rt-x86_64', 'rt-arm64', 'gcc-um', 'gcc-x86_64',
           'gcc-arm64', 'modules-x86_64', 'modules-arm64')
STATUSES = ('PASS', 'SKIP', 'FAIL')

# config -> {"suite.case" or "suite.case/parameter": PASS | SKIP | FAIL}
Results = Dict[str, Dict[str, str]]
# suite -> {case: whether it is parameterized}, from the suites' sources
Suites = Dict[str, Dict[str, bool]]
PARAM_SEP = '/'
# kunit.py's own output, which make kunit writes beside <build_dir>/test.log.
KUNIT_OUTPUT = 'kunit.py.log'
# kunit.py writes test.log during the run and the JSON after it: a test.log
# newer than that (beyond a copy's jitter) is another run's.
LOG_SLACK = 60


class InputError(Exception):
    """Unreadable results or a malformed expected-skips file."""


@dataclasses.dataclass
class Skip:
    config: str
    case: str
    expected: bool
    why: str = ''


def _status(kunit_status: str) -> str:
    # kunit_json writes PASS, SKIP, ERROR (crashed) and FAIL for the rest.
    return kunit_status if kunit_status in ('PASS', 'SKIP') else 'FAIL'


def _group_cases(prefix: str, group: Dict[str, Any]) -> Dict[str, str]:
    out = {prefix + c['name']: _status(c['status']) for c in group.get('test_cases', [])}
    for sub in group.get('sub_groups', []):
        out.update(_group_cases(prefix + sub['name'] + PARAM_SEP, sub))
    return out


def cases_from_json(top: Dict[str, Any]) -> Dict[str, str]:
    """{"suite.case": status} of one kunit.py JSON result; a parameterized
    case (a group) gives "suite.case/parameter" per parameter."""
    out: Dict[str, str] = {}
    for suite in top.get('sub_groups', []):
        out.update(_group_cases(suite['name'] + '.', suite))
    return out


def suite_of(key: str) -> str:
    return key.split('.', 1)[0]


def case_of(key: str) -> str:
    """"suite.case" of "suite.case/parameter" (and of "suite.case")."""
    return key.split(PARAM_SEP, 1)[0]


_COMMENT = re.compile(r'/\*.*?\*/|//[^\n]*', re.S)
_SUITE = re.compile(r'struct\s+kunit_suite\s+\w+\s*=\s*\{(.*?)\};', re.S)
_CASE_ARRAY = re.compile(r'struct\s+kunit_case\s+(\w+)\s*\[\s*\]\s*=\s*\{(.*?)\n\};', re.S)
_CASE = re.compile(r'\b(KUNIT_CASE\w*)\s*\(\s*(\w+)')


# suite -> [(case, parameterized, conditional)] in the order of its case
# array; a conditional case (between #if and #endif) may not be built.
CaseOrder = Dict[str, List[Tuple[str, bool, bool]]]


def read_case_order(directory: str) -> CaseOrder:
    """{suite: [(case, parameterized, conditional)]} of the KUnit suites in
    @directory's *.c, each in the order of its case array."""
    suites: CaseOrder = {}
    try:
        names = sorted(n for n in os.listdir(directory) if n.endswith('.c'))
    except OSError as e:
        raise InputError(f'{directory}: {e}') from e
    for name in names:
        path = os.path.join(directory, name)
        try:
            with open(path, encoding='utf-8') as f:
                text = _COMMENT.sub('', f.read())
        except (OSError, UnicodeDecodeError) as e:
            raise InputError(f'{path}: {e}') from e
        arrays: Dict[str, List[Tuple[str, bool, bool]]] = {}
        for array, body in _CASE_ARRAY.findall(text):
            cases: List[Tuple[str, bool, bool]] = []
            depth = 0
            for line in body.splitlines():
                directive = line.strip()
                if directive.startswith('#if'):
                    depth += 1
                elif directive.startswith('#endif'):
                    depth -= 1
                elif not directive.startswith('#'):
                    for macro, case in _CASE.findall(line):
                        cases.append((case, 'PARAM' in macro, depth > 0))
            arrays[array] = cases
        for body in _SUITE.findall(text):
            suite = re.search(r'\.name\s*=\s*"([^"]+)"', body)
            array = re.search(r'\.test_cases\s*=\s*(\w+)', body)
            if not suite or not array or array.group(1) not in arrays:
                raise InputError(f'{path}: a kunit_suite without .name or '
                                 'a case array in this file')
            suites[suite.group(1)] = arrays[array.group(1)]
    return suites


def read_suites(directory: str) -> Suites:
    """{suite: {case: parameterized}} of the KUnit suites in @directory's *.c.
    A case between #if and #endif is left out: it may not be built."""
    return {suite: {case: param for case, param, cond in cases if not cond}
            for suite, cases in read_case_order(directory).items()}


def incomplete(results: Results, suites: Optional[Suites]) -> List[str]:
    """Every config that ran tests must have run each suite of @suites (all
    suites seen, without sources) in full: every case the sources list, a
    parameterized one with at least one parameter, and every case and
    parameter that another config ran."""
    problems: List[str] = []
    ran = [c for c in results if results[c]]
    project = set(suites) if suites is not None else \
        {suite_of(k) for c in ran for k in results[c]}
    union: Dict[str, List[str]] = {}
    for config in ran:
        for key in results[config]:
            if suite_of(key) in project:
                union.setdefault(key, []).append(config)
    for config in ran:
        got = results[config]
        got_cases = {case_of(k) for k in got}
        for suite in sorted(project):
            listed = (suites or {}).get(suite, {})
            if not any(suite_of(k) == suite for k in got):
                problems.append(f'{config}: suite {suite} did not run')
                continue
            missing = {k: f'ran in {" ".join(cs)}' for k, cs in union.items()
                       if suite_of(k) == suite and k not in got}
            for case, param in listed.items():
                key = f'{suite}.{case}'
                if key not in got_cases and not any(case_of(k) == key for k in missing):
                    missing[key] = ('a parameterized case, no parameter ran'
                                    if param else 'listed in its sources')
            for key, why in sorted(missing.items()):
                problems.append(f'{config}: {key} did not run ({why})')
    return problems


def _read_json(path: str) -> Dict[str, Any]:
    try:
        with open(path, encoding='utf-8') as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        raise InputError(f'{path}: {e}') from e
    if not isinstance(data, dict):
        raise InputError(f'{path}: not a kunit.py JSON result')
    return data


def load(path: str, tree: str) -> Dict[str, Any]:
    """kunit.py's JSON from @path, parsing a raw log with the tree's kunit.py."""
    if path.endswith('.json'):
        return _read_json(path)
    if not os.path.isfile(path):
        raise InputError(f'{path}: no such file')
    kunit_py = os.path.join(tree, 'tools', 'testing', 'kunit', 'kunit.py')
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, 'results.json')
        # It exits non-zero when a test failed; the JSON is written anyway.
        # It runs in the tree: the log's path must be absolute.
        p = subprocess.run([sys.executable, kunit_py, 'parse', f'--json={out}',
                            os.path.abspath(path)], stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True, check=False)
        if not os.path.exists(out):
            err = (p.stderr.strip().splitlines() or [''])[-1]
            raise InputError(f'{path}: {kunit_py} parse wrote no JSON: {err}')
        return _read_json(out)


# A kernel oops or panic: the kernel died (a failed KUnit expectation or a
# KFENCE report is none of these).
CRASH = re.compile(r'Kernel panic - not syncing|\bOops\b|kernel BUG at|'
                   r'general protection fault|Unable to handle kernel|'
                   r'Internal error: |BUG: kernel NULL pointer dereference|'
                   r'BUG: unable to handle')
# A hang the kernel itself reported (it keeps running).
HANG = re.compile(r'soft lockup|hard LOCKUP|blocked for more than \d+ seconds|'
                  r'detected stalls? on CPUs|self-detected stall|spinlock lockup')
_TIME = re.compile(r'^(?:\[[^\]]*\] ?)+')          # printk's [time] [caller]
_RESULT = re.compile(r'^(?:not ok|ok) (\d+) (.*?)(?: # .*)?$')
# kunit.py's --timeout thread prints subprocess.TimeoutExpired.
_TIMED_OUT = re.compile(r"Command '(.*)' timed out after (\d+(?:\.\d+)?) seconds")


@dataclasses.dataclass
class Stop:
    """Where a KUnit run's kernel output stopped before the run's end."""
    started: bool = True          # KUnit printed its KTAP header
    suite: Optional[str] = None   # the suite that was running (None: between suites)
    case: Optional[str] = None    # the case that was running, if known
    number: int = 0               # its number in the suite
    param: Optional[int] = None   # its parameter's number, if parameterized
    after: Optional[str] = None   # the last case (suite) with a result line
    later_cases: int = 0          # cases of the suite after it
    later_suites: int = 0         # suites of the run's plan after it
    crash: Optional[str] = None   # first oops or panic line since the last result
    hang: Optional[str] = None    # first hang report since the last result
    unknown: bool = False         # no console log to tell a timeout from a crash


def read_stop(text: str, header: bool = True) -> Optional[Stop]:
    """Where the kernel's console output @text stopped, if it ends before its
    KTAP plan: inside a suite (the case after the last result line, or an
    open parameterized case), between suites, or before KUnit started;
    None if it is complete. @header: a run of built-in suites, which starts
    with "KTAP version 1" and the plan "1..<suites>"; without it (a module's
    suites) only a suite left open is a stop."""
    started = plan_next = False
    plan: Optional[int] = None
    done = 0
    stop: Optional[Stop] = None         # the suite that is open
    last_suite: Optional[str] = None
    suite_plan: Optional[int] = None
    crash: Optional[str] = None
    hang: Optional[str] = None
    for raw in text.splitlines():
        line = _TIME.sub('', raw.rstrip('\r'))
        body = line.lstrip(' ')
        indent = len(line) - len(body)
        result = _RESULT.match(body)
        ktap = True
        if indent == 0 and body == 'KTAP version 1':
            started = plan_next = True
            plan, done, stop, last_suite = None, 0, None, None
        elif indent == 0 and plan_next and re.fullmatch(r'1\.\.\d+', body):
            plan, plan_next = int(body[3:]), False
        elif indent == 4 and body.startswith('# Subtest: '):
            stop, suite_plan = Stop(suite=body[11:].strip(), number=1), None
        elif stop is None:
            if indent == 0 and result:
                done, last_suite = done + 1, result.group(2)
            else:
                ktap = False
        elif indent == 4 and re.fullmatch(r'1\.\.\d+', body):
            suite_plan = int(body[3:])
        elif indent == 8 and body.startswith('# Subtest: '):
            stop.case, stop.param = body[11:].strip(), 1
        elif indent == 8 and result and stop.param is not None:
            stop.param += 1
        elif indent == 4 and result:
            stop.after, stop.number = result.group(2), int(result.group(1)) + 1
            stop.case = stop.param = None
        elif indent == 0 and result and result.group(2) == stop.suite:
            done, last_suite, stop = done + 1, stop.suite, None
        else:
            ktap = False
        if ktap:
            crash = hang = None     # reports before a KTAP line are old
            continue
        if crash is None and CRASH.search(body):
            crash = body.strip()
        if hang is None and HANG.search(body):
            hang = body.strip()
    if header and not started:
        return Stop(started=False, crash=crash, hang=hang)
    if stop is not None:
        if suite_plan is not None:
            stop.later_cases = max(suite_plan - stop.number, 0)
        if plan is not None:
            stop.later_suites = max(plan - done - 1, 0)
    elif header and plan is not None and done < plan:
        stop = Stop(after=last_suite, later_suites=plan - done - 1)
    else:
        return None
    stop.crash, stop.hang = crash, hang
    return stop


def name_case(stop: Stop, order: Optional[CaseOrder]) -> None:
    """Fills in @stop's case from the suite's sources (@order): KTAP names a
    case only in its result line, so the running one is the case after the
    last one with a result, skipping conditional cases only if the suite's
    plan says they were not built."""
    if stop.case or not stop.suite or order is None or stop.suite not in order:
        return
    cases = order[stop.suite]
    names = [c for c, _, _ in cases]
    if stop.after is not None and stop.after not in names:
        return
    rest = cases[names.index(stop.after) + 1:] if stop.after is not None else cases
    firm = [c for c, _, cond in rest if not cond]
    left = stop.later_cases + 1        # the running case and the ones after it
    if rest and not rest[0][2]:
        stop.case = rest[0][0]
    elif firm and left == len(firm):
        stop.case = firm[0]
    elif rest and left == len(rest):
        stop.case = rest[0][0]


def _count(n: int, what: str) -> str:
    return f'{n} {what}' if n == 1 else f'{n} {what}s'


def stop_message(stop: Stop, timeout: Optional[str] = None,
                 killed: str = 'QEMU killed by kunit.py --timeout',
                 unit: str = 'suite') -> str:
    """One line: the case that was running when the output stopped, whether
    it timed out (@timeout: the seconds after which @killed happened) or
    crashed (an oops or panic line after the last result line), and what did
    not run after it (@unit: suite, or module for one module per suite)."""
    if not stop.started:
        where, missing = 'the kernel, before KUnit started,', 'no KTAP header'
    elif stop.suite is None:
        where = (f'the {unit} after {stop.after}' if stop.after
                 else f'the first {unit}') + ', before its KTAP header,'
        missing = 'no result line'
    else:
        missing = 'no result line'
        if stop.case:
            where = f'case {stop.suite}.{stop.case}'
            if stop.param is not None:
                where += f' (parameter #{stop.param})'
        else:
            where = f'case #{stop.number} of {stop.suite}' + \
                (f' (the one after {stop.after})' if stop.after else '')
    if stop.unknown:
        line = (f'{where} did not finish ({missing}; no console log beside the '
                'results to tell a timeout from a crash)')
    elif stop.crash:
        line = f'{where} crashed: {stop.crash} ({missing}' + \
            (f'; {killed} after {timeout} s' if timeout else '') + ')'
    elif timeout:
        line = f'{where} timed out after {timeout} s ({missing}; {killed}' + \
            (f'; the kernel reported: {stop.hang}' if stop.hang else '') + ')'
    else:
        line = (f'{where} did not finish: its output stopped ({missing}, no oops '
                'or panic line, no timeout)')
    later = [_count(n, w) for n, w in ((stop.later_cases, 'later case'),
                                       (stop.later_suites, f'later {unit}')) if n]
    return line + ('; ' + ' and '.join(later) + ' not run' if later else '')


def timed_out(output: str) -> Optional[Tuple[str, str]]:
    """(seconds, what was killed) if kunit.py's own output @output says its
    --timeout killed the kernel."""
    m = _TIMED_OUT.search(output)
    if not m:
        return None
    killed = 'QEMU' if 'qemu-system' in m.group(1) else 'the UML kernel'
    return m.group(2), f'{killed} killed by kunit.py --timeout'


def stop_from_json(top: Dict[str, Any]) -> Optional[Stop]:
    """Where a run stopped, from kunit.py's JSON alone: the cases and suites
    its parser added without a name for a missing result line ("missing
    expected subtest", reported as crashed); None if there are none."""
    stop: Optional[Stop] = None
    last: Optional[str] = None
    for suite in top.get('sub_groups', []):
        cases = suite.get('test_cases', [])
        unnamed = sum(1 for c in cases if not c['name'])
        if unnamed and stop is None:
            named = [c['name'] for c in cases if c['name']]
            stop = Stop(suite=suite['name'], number=len(named) + len(
                suite.get('sub_groups', [])) + 1, later_cases=unnamed - 1)
            if not suite.get('sub_groups') and named:
                stop.after = named[-1]    # else the order of the cases is lost
        if stop is None:
            last = suite['name']
    later = sum(1 for c in top.get('test_cases', []) if not c['name'])
    if stop is None and later:
        stop = Stop(after=last, later_suites=later - 1)
    elif stop is not None:
        stop.later_suites = later
    return stop


def _read_text(path: str) -> str:
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            return f.read()
    except OSError as e:
        raise InputError(f'{path}: {e}') from e


def stopped_run(log: str, order: Optional[CaseOrder]) -> Optional[Tuple[Stop, str]]:
    """(where, the line naming the case) that was running when the kernel's
    console log @log (kunit.py's <build_dir>/test.log) stopped before the
    run's end, timed out if kunit.py's own output (KUNIT_OUTPUT beside it)
    says its --timeout killed the kernel; None if the log is complete."""
    stop = read_stop(_read_text(log))
    if stop is None:
        return None
    name_case(stop, order)
    output = os.path.join(os.path.dirname(log), KUNIT_OUTPUT)
    killed = timed_out(_read_text(output)) if os.path.isfile(output) else None
    if killed:
        return stop, stop_message(stop, killed[0], killed[1])
    return stop, stop_message(stop)


def read_expected(path: str, configs: List[str]) -> Dict[Tuple[str, str], str]:
    """{(config, "suite.case"): why} from lines "<config> <suite>.<case>  # why"
    (<config> may name several, comma-separated)."""
    out: Dict[Tuple[str, str], str] = {}
    with open(path, encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith('#'):
                continue
            entry, _, why = line.partition('#')
            fields = entry.split()
            if len(fields) != 2 or '.' not in fields[1] or not why.strip():
                raise InputError(f'{path}:{n}: expected "<config> <suite>.<case>  '
                                 f'# why", got {line!r}')
            # "um,gcc-um suite.case": the same skip in several configs.
            for config in fields[0].split(','):
                if config not in CONFIGS and config not in configs:
                    raise InputError(f'{path}:{n}: unknown config {config!r} '
                                     f'(known: {" ".join(CONFIGS)})')
                out[(config, fields[1])] = why.strip()
    return out


def expected_why(expected: Dict[Tuple[str, str], str], config: str, key: str
                 ) -> Optional[str]:
    """Why @key may skip in @config: its own entry, or its case's (which
    covers every parameter of a parameterized case); None if unlisted."""
    return expected.get((config, key), expected.get((config, case_of(key))))


def check(results: Results, expected: Dict[Tuple[str, str], str],
          stopped: Optional[Dict[str, str]] = None
          ) -> Tuple[List[Skip], List[str]]:
    """(every skip, every problem) of @results against @expected skips. An
    entry "suite.case" covers every parameter of a parameterized case.
    @stopped: config -> the case that was running when its run stopped (''
    if none is known), which its stop line reports instead of a failure; the
    cases after it did not run, so their expected skips are not stale."""
    stopped = stopped or {}
    skips: List[Skip] = []
    problems: List[str] = []
    for config, cases in results.items():
        if not cases:
            problems.append(f'{config}: no test ran')
        for case, status in sorted(cases.items()):
            if status == 'FAIL':
                if stopped.get(config) != case:
                    problems.append(f'{config}: {case} FAILED')
            elif status == 'SKIP':
                why = expected_why(expected, config, case)
                skips.append(Skip(config, case, why is not None, why or ''))
                if why is None:
                    problems.append(f'{config}: {case} skipped, and '
                                    'kunit/expected-skips.txt does not expect it')
    for (config, case), why in sorted(expected.items()):
        statuses = [s for k, s in results.get(config, {}).items()
                    if k == case or k.startswith(case + PARAM_SEP)]
        if config in stopped and (not statuses or case == stopped[config]):
            continue
        if config in results and 'SKIP' not in statuses:
            got = 'failed' if 'FAIL' in statuses else 'passed' if statuses else 'did not run'
            problems.append(f'{config}: {case} is expected to skip ({why}) but '
                            f'{got}: drop the stale entry')
    every = sorted({c for cases in results.values() for c in cases})
    for case in every:
        if not any(cases.get(case) == 'PASS' for cases in results.values()) and \
                any(case in cases and stopped.get(c) != case
                    for c, cases in results.items()):
            problems.append(f'{case} passes in no config')
    return skips, problems


def table(results: Results) -> str:
    configs = list(results)
    suites = sorted({suite_of(c) for cases in results.values() for c in cases})
    ws = max([len('suite (pass/skip/fail)'), len('total')] + [len(s) for s in suites])

    def cell(config: str, suite: Optional[str]) -> str:
        got = [s for c, s in results[config].items()
               if suite is None or suite_of(c) == suite]
        if not got:
            return '-'
        return '/'.join(str(got.count(s)) for s in STATUSES)

    cells = {(c, n): cell(c, n) for c in configs for n in suites + [None]}
    wc = max([len('-/-/-')] + [len(c) for c in configs] + [len(v) for v in cells.values()]) + 2
    rows = [f'{"suite (pass/skip/fail)":{ws}} | ' + ' | '.join(f'{c:{wc}}' for c in configs)]
    for name in suites + [None]:
        label = name or 'total'
        rows.append(f'{label:{ws}} | ' +
                    ' | '.join(f'{cells[(c, name)]:{wc}}' for c in configs))
    return '\n'.join(rows)


def stopped_config(config: str, path: str, top: Dict[str, Any],
                   order: Optional[CaseOrder], results: Results
                   ) -> Optional[Tuple[str, str]]:
    """(the stop line, the running case's key or '') of @config, whose
    results are @path (kunit.py's JSON @top), if its run stopped before its
    end; None if it did not. The kernel's console log beside the results
    (test.log, unless a later run wrote it) says so, names the case and
    tells a timeout (kunit.py's output, KUNIT_OUTPUT) from a crash; without
    it the JSON's unnamed cases say where. The cases that kunit.py's parser
    added without a name are dropped from @results, and the running case
    counts as failed."""
    if path.endswith('.json'):
        log = os.path.join(os.path.dirname(path), 'test.log')
        usable = os.path.isfile(log) and \
            os.path.getmtime(log) <= os.path.getmtime(path) + LOG_SLACK
    else:
        log, usable = path, True
    if usable:
        got = stopped_run(log, order)
        if got is None:
            return None
        stop, line = got
    else:
        json_stop = stop_from_json(top)
        if json_stop is None:
            return None
        stop = json_stop
        stop.unknown = True
        name_case(stop, order)
        line = stop_message(stop)
    cases = results[config]
    for key in [k for k in cases if k.endswith('.') or k.endswith(PARAM_SEP)]:
        del cases[key]
    key = ''
    if stop.suite and stop.case:
        key = f'{stop.suite}.{stop.case}'
        if stop.param is not None:
            key += f'{PARAM_SEP}#{stop.param}'
        cases[key] = 'FAIL'
    return line, key


def after_run(arg: str, sources: str) -> int:
    """--stopped CONFIG=DIR: the stop line of the run in DIR, if any."""
    config, sep, folder = arg.partition('=')
    if not sep or not config or not folder:
        print(f'kunit-results: --stopped {arg!r}: expected CONFIG=DIR', file=sys.stderr)
        return 2
    log = os.path.join(folder, 'test.log')
    if not os.path.isfile(log):
        print(f'kunit {config}: no {log}: kunit.py stopped before the kernel ran')
        return 2
    try:
        order = read_case_order(sources) if sources else None
        got = stopped_run(log, order)
    except InputError as e:
        print(f'kunit-results: {e}', file=sys.stderr)
        return 2
    if got is None:
        return 0
    print(f'kunit {config}: {got[1]}')
    return 1


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('results', nargs='*', metavar='CONFIG=FILE',
                        help='a config\'s kunit.py JSON (*.json) or raw test.log')
    parser.add_argument('--stopped', metavar='CONFIG=DIR',
                        help='after a failed kunit.py run in build folder DIR: '
                        'if DIR/test.log stops before the run\'s end, print one '
                        'line naming the case that was running (timed out, '
                        'crashed or stopped) and exit 1')
    parser.add_argument('--expected', default=DEFAULT_EXPECTED,
                        help='expected skips (kunit/expected-skips.txt)')
    parser.add_argument('--tree', default=DEFAULT_TREE,
                        help='kernel tree whose kunit.py parses raw logs')
    parser.add_argument('--sources', default=DEFAULT_SOURCES, metavar='DIR',
                        help='the suites\' *.c, whose cases every config must '
                        'run (kunit/; "" for none: then every suite seen)')
    parser.add_argument('--json', metavar='FILE',
                        help='also write {config: {suite.case: status}}, skips '
                        'and problems as JSON')
    args = parser.parse_args(argv)

    if args.stopped:
        return after_run(args.stopped, args.sources)
    if not args.results:
        parser.error('CONFIG=FILE: at least one is needed')
    results: Results = {}
    absent: List[str] = []
    # config -> (its stop line, the running case's key or '')
    stops: Dict[str, Tuple[str, str]] = {}
    try:
        order = read_case_order(args.sources) if args.sources else None
        suites = read_suites(args.sources) if args.sources else None
        for arg in args.results:
            config, sep, path = arg.partition('=')
            if not sep or not config or not path:
                raise InputError(f'{arg!r}: expected CONFIG=FILE')
            if config in results or config in absent:
                raise InputError(f'config {config} given twice')
            if not os.path.exists(path):
                absent.append(config)
                print(f'kunit-results: {config}: no results at {path} (its KUnit '
                      'step did not run here, or its shard\'s results were not '
                      'downloaded)')
                continue
            top = load(path, args.tree)
            results[config] = cases_from_json(top)
            got = stopped_config(config, path, top, order, results)
            if got is not None:
                stops[config] = got
        expected = read_expected(args.expected, list(results))
    except (InputError, OSError) as e:
        print(f'kunit-results: {e}', file=sys.stderr)
        return 2

    stopped = {c: key for c, (_, key) in stops.items()}
    skips, problems = check(results, expected, stopped)
    # A stopped run's missing cases are counted in its stop line.
    problems += incomplete({c: r for c, r in results.items() if c not in stops}, suites)
    problems = [f'{c}: no results' for c in absent] + \
        [f'{c}: {line}' for c, (line, _) in stops.items()] + problems
    if results:
        print(table(results))
    if skips:
        print('\nskips:')
        for s in skips:
            mark = f'expected: {s.why}' if s.expected else 'UNEXPECTED'
            print(f'  {s.config:8} {s.case}  {mark}')
    for p in problems:
        print(f'FAIL: {p}')
    cases = {c for cs in results.values() for c in cs}
    print(f'kunit-results: {len(results)} configs'
          + (f' ({len(absent)} without results: {" ".join(absent)})' if absent else '')
          + f', {len(cases)} cases, '
          f'{len(skips)} skips ({sum(1 for s in skips if not s.expected)} unexpected), '
          f'{len(problems)} problems')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'results': results,
                       'skips': [dataclasses.asdict(s) for s in skips],
                       'stopped': {c: line for c, (line, _) in stops.items()},
                       'problems': problems}, f, indent=1)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
