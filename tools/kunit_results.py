#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Summarize KUnit results of several configs and gate the skips.

Each argument CONFIG=FILE names a config (um, x86_64, arm64, rt, gcc,
modules-x86_64, modules-arm64) and
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
CONFIGS = ('um', 'x86_64', 'arm64', 'rt', 'gcc', 'modules-x86_64', 'modules-arm64')
STATUSES = ('PASS', 'SKIP', 'FAIL')

# config -> {"suite.case" or "suite.case/parameter": PASS | SKIP | FAIL}
Results = Dict[str, Dict[str, str]]
# suite -> {case: whether it is parameterized}, from the suites' sources
Suites = Dict[str, Dict[str, bool]]
PARAM_SEP = '/'


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


def read_suites(directory: str) -> Suites:
    """{suite: {case: parameterized}} of the KUnit suites in @directory's *.c.
    A case between #if and #endif is left out: it may not be built."""
    suites: Suites = {}
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
        arrays: Dict[str, Dict[str, bool]] = {}
        for array, body in _CASE_ARRAY.findall(text):
            cases: Dict[str, bool] = {}
            depth = 0
            for line in body.splitlines():
                directive = line.strip()
                if directive.startswith('#if'):
                    depth += 1
                elif directive.startswith('#endif'):
                    depth -= 1
                elif depth == 0:
                    for macro, case in _CASE.findall(line):
                        cases[case] = 'PARAM' in macro
            arrays[array] = cases
        for body in _SUITE.findall(text):
            suite = re.search(r'\.name\s*=\s*"([^"]+)"', body)
            array = re.search(r'\.test_cases\s*=\s*(\w+)', body)
            if not suite or not array or array.group(1) not in arrays:
                raise InputError(f'{path}: a kunit_suite without .name or '
                                 'a case array in this file')
            suites[suite.group(1)] = arrays[array.group(1)]
    return suites


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


def read_expected(path: str, configs: List[str]) -> Dict[Tuple[str, str], str]:
    """{(config, "suite.case"): why} from lines "<config> <suite>.<case>  # why"."""
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
            if fields[0] not in CONFIGS and fields[0] not in configs:
                raise InputError(f'{path}:{n}: unknown config {fields[0]!r} '
                                 f'(known: {" ".join(CONFIGS)})')
            out[(fields[0], fields[1])] = why.strip()
    return out


def expected_why(expected: Dict[Tuple[str, str], str], config: str, key: str
                 ) -> Optional[str]:
    """Why @key may skip in @config: its own entry, or its case's (which
    covers every parameter of a parameterized case); None if unlisted."""
    return expected.get((config, key), expected.get((config, case_of(key))))


def check(results: Results, expected: Dict[Tuple[str, str], str]
          ) -> Tuple[List[Skip], List[str]]:
    """(every skip, every problem) of @results against @expected skips. An
    entry "suite.case" covers every parameter of a parameterized case."""
    skips: List[Skip] = []
    problems: List[str] = []
    for config, cases in results.items():
        if not cases:
            problems.append(f'{config}: no test ran')
        for case, status in sorted(cases.items()):
            if status == 'FAIL':
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
        if config in results and 'SKIP' not in statuses:
            got = 'failed' if 'FAIL' in statuses else 'passed' if statuses else 'did not run'
            problems.append(f'{config}: {case} is expected to skip ({why}) but '
                            f'{got}: drop the stale entry')
    every = sorted({c for cases in results.values() for c in cases})
    for case in every:
        if not any(cases.get(case) == 'PASS' for cases in results.values()):
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


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('results', nargs='+', metavar='CONFIG=FILE',
                        help='a config\'s kunit.py JSON (*.json) or raw test.log')
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

    results: Results = {}
    absent: List[str] = []
    try:
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
            results[config] = cases_from_json(load(path, args.tree))
        expected = read_expected(args.expected, list(results))
        suites = read_suites(args.sources) if args.sources else None
    except (InputError, OSError) as e:
        print(f'kunit-results: {e}', file=sys.stderr)
        return 2

    skips, problems = check(results, expected)
    problems += incomplete(results, suites)
    problems = [f'{c}: no results' for c in absent] + problems
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
                       'problems': problems}, f, indent=1)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
