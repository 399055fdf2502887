#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Write what make check left in build/ as a KCIDB document (KernelCI).

Reads the step records of make check (build/logs/result-<step>.json,
tools/merge_results.py) and the files the steps wrote, and writes one KCIDB
v5 JSON document (origin "capability_analysis"):

  checkout  the project's commit (the series) on Debian's linux-source-6.12,
            with the Debian version, the patchset hash of kernel-patches/
            and the prepared tree's HEAD;
  builds    one per kernel built: every build folder a step built in or
            used (build/<folder>/.config; sparse's two builds), with
            architecture, compiler and version (CONFIG_CC_VERSION_TEXT),
            duration (kunit.py's configuring + building time, else the
            step's), status and the step's log;
  tests     one per KUnit case (build/<folder>/kunit-results.json, path
            kunit.<suite>.<case>[.<parameter>]) and a "kunit" test per run
            with its running time; one per negative-corpus case
            (build/check-diagnostics[-arm64].json, path
            corpus.<primitive>.<mistake>, the diff on failure); one per
            case or object of each gate report (build/gate/report-*.json,
            path gate.<old>.corpus|positive.<subject>); and a test per
            check on a build that has no per-case results (api-coverage,
            canary, sparse).

Statuses are PASS, FAIL, SKIP, ERROR (a test that could not complete, e.g.
a crashing compiler or a malformed case) or MISS. IDs are
"capability_analysis:<run id>[:<build folder>[:<test path>]]": the run id
is --run-id, else $KCIDB_RUN_ID, the CI's run ($GITHUB_RUN_ID, GitLab's
$CI_PIPELINE_ID), else host and start time. Shards of one run must share
it, so their documents merge into one checkout (tools/kcidb_merge.py).

Without any result-*.json (results of a make check older than the
records), the step logs are read instead: a step ran if its log exists, it
passed if summary.txt reads "N passed, 0 failed"; such objects carry
misc.source "log". The document is validated with kcidb-io
(tools/kcidb_validate.py): exit 1 when invalid, 2 when kcidb-io cannot be
loaded and $KCIDB_REQUIRED is set.
"""

from __future__ import annotations

import argparse
import datetime
import difflib
import glob
import hashlib
import json
import os
import pathlib
import re
import socket
import subprocess
import sys
import urllib.parse
from typing import Any, Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kcidb_merge  # noqa: E402
import kcidb_validate  # noqa: E402
import merge_results  # noqa: E402
import run_checks  # noqa: E402
import tree_stamp  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ORIGIN = 'capability_analysis'
DEBIAN_PACKAGE = 'linux-source-6.12'
EXCERPT_MAX = 16384
# The step whose results file holds the corpus cases, and that file.
CORPUS_STEPS = {'check-diagnostics': 'check-diagnostics',
                'check-diagnostics-arm64': 'check-diagnostics-arm64'}
# Checks on a build without per-case results: one test each.
CHECK_TESTS = ('api-coverage', 'canary', 'sparse')
CORPUS_ERRORS = ('crash', 'rejected', 'no-object', 'bad-header', 'encoding',
                 'orphan-golden', 'missing-golden', 'stale-golden')
STATUS_ORDER = ('FAIL', 'ERROR', 'MISS', 'PASS', 'DONE', 'SKIP')

Doc = Dict[str, Any]


# --- small helpers ---------------------------------------------------------

def path_part(text: str) -> str:
    """@text as one component of a KCIDB test path ([A-Za-z0-9_-]+)."""
    return re.sub(r'[^A-Za-z0-9_-]', '_', text) or '_'


def test_path(*parts: str) -> str:
    return '.'.join(path_part(p) for p in parts)


def worst(statuses: List[str]) -> Optional[str]:
    """The summary status of several (KCIDB's priority order)."""
    for s in STATUS_ORDER:
        if s in statuses:
            return s
    return None


def excerpt(text: str) -> str:
    text = text.replace('\0', '')
    return text if len(text) <= EXCERPT_MAX else text[:EXCERPT_MAX - 4] + '\n...'


def _git(repo: str, *args: str) -> Optional[str]:
    try:
        p = subprocess.run(['git', '-C', repo, *args], capture_output=True,
                           text=True, check=False)
    except OSError:
        return None
    return p.stdout.strip() if p.returncode == 0 else None


def debian_version(package: str = DEBIAN_PACKAGE) -> Optional[str]:
    try:
        p = subprocess.run(['dpkg-query', '-W', '-f=${Version}', package],
                           capture_output=True, text=True, check=False)
    except OSError:
        return None
    return p.stdout.strip() if p.returncode == 0 and p.stdout.strip() else None


def series(patch_dir: str) -> List[str]:
    try:
        with open(os.path.join(patch_dir, 'series'), encoding='utf-8') as f:
            return [ln.strip() for ln in f if ln.strip() and not ln.startswith('#')]
    except OSError:
        return []


def patchset_hash(patch_dir: str) -> str:
    """KCIDB's patchset hash: sha256 over the newline-terminated sha256 of
    each patch, in order ('' without patches)."""
    names = series(patch_dir)
    if not names:
        return ''
    outer = hashlib.sha256()
    for name in names:
        with open(os.path.join(patch_dir, name), 'rb') as f:
            outer.update((hashlib.sha256(f.read()).hexdigest() + '\n').encode())
    return outer.hexdigest()


class Urls:
    """Log and config locations: file:// URIs, or below --url-base (where a
    CI stored build/), by the path relative to the build folder."""

    def __init__(self, build: str, base: Optional[str]):
        self.build = os.path.abspath(build)
        self.base = base.rstrip('/') if base else None

    def __call__(self, path: str) -> str:
        path = os.path.abspath(path)
        if self.base:
            rel = os.path.relpath(path, self.build)
            return self.base + '/' + urllib.parse.quote(rel.replace(os.sep, '/'))
        return pathlib.Path(path).as_uri()


# --- what the steps left ---------------------------------------------------

def _iso(t: float) -> str:
    return datetime.datetime.fromtimestamp(t, datetime.timezone.utc).isoformat(
        timespec='seconds')


def summary_all_passed(logs: str) -> Optional[bool]:
    try:
        with open(os.path.join(logs, 'summary.txt'), encoding='utf-8') as f:
            m = re.match(r'(\d+) passed, (\d+) failed', f.read().strip().splitlines()[-1])
    except (OSError, IndexError):
        return None
    return True if m and m.group(2) == '0' else None


def legacy_records(logs: str) -> Dict[str, Dict]:
    """Records made up from the logs of a make check that wrote none."""
    ok = summary_all_passed(logs)
    out: Dict[str, Dict] = {}
    for step in run_checks.STEPS:
        log = os.path.join(logs, step.name + '.log')
        if not os.path.isfile(log):
            continue
        end = os.path.getmtime(log)
        secs = None
        times = kunit_times(log)
        if times:
            secs = times.get('total')
        out[step.name] = {
            'name': step.name, 'step': step.name, 'make': step.make, 'ok': ok,
            'seconds': secs, 'end': _iso(end),
            'start': _iso(end - secs) if secs is not None else None,
            'log': step.name + '.log', 'llvm': run_checks.DEFAULT_LLVM,
            'builds': list(step.builds), 'uses': list(step.uses),
            '_dir': os.path.abspath(logs), 'legacy': True}
    return out


def load_records(logs: str) -> Tuple[Dict[str, Dict], bool]:
    """({name: record}, legacy) of a log folder."""
    records = merge_results.read_records([logs]) if os.path.isdir(logs) else {}
    if records:
        return records, False
    return legacy_records(logs), True


_ELAPSED = re.compile(r'Elapsed time: ([\d.]+)s total, ([\d.]+)s configuring, '
                      r'([\d.]+)s building, ([\d.]+)s running')


def kunit_times(log: str) -> Optional[Dict[str, float]]:
    """kunit.py's "Elapsed time" line of a step log, the last one."""
    try:
        with open(log, encoding='utf-8', errors='replace') as f:
            found = _ELAPSED.findall(f.read())
    except OSError:
        return None
    if not found:
        return None
    total, conf, build, run = (float(x) for x in found[-1])
    return {'total': total, 'configuring': conf, 'building': build, 'running': run}


def read_config(folder: str) -> Dict[str, str]:
    """Architecture and compiler of a kbuild output folder's .config."""
    out: Dict[str, str] = {}
    try:
        with open(os.path.join(folder, '.config'), encoding='utf-8', errors='replace') as f:
            for n, line in enumerate(f):
                m = re.match(r'# Linux/(\S+) \S+ Kernel Configuration', line)
                if m:
                    out['arch'] = m.group(1)
                m = re.match(r'CONFIG_CC_VERSION_TEXT="(.*)"$', line.rstrip('\n'))
                if m:
                    out['compiler'] = m.group(1)
                if len(out) == 2 or n > 400:
                    break
    except OSError:
        pass
    return out


def kernel_dirs(build: str, folder: str) -> List[str]:
    """The kernels in a step's build folder: itself, if it holds a .config,
    else each subfolder that does (sparse: patched, pristine)."""
    top = os.path.join(build, folder)
    if os.path.isfile(os.path.join(top, '.config')):
        return [folder]
    subs = sorted(d for d in glob.glob(os.path.join(top, '*', '.config')))
    found = [os.path.relpath(os.path.dirname(d), build) for d in subs]
    return found or [folder]


def fresh(path: str, record: Dict) -> bool:
    """@path exists and was written during @record's step (any age for a
    record made up from logs)."""
    if not os.path.isfile(path):
        return False
    if record.get('legacy') or not record.get('start'):
        return True
    start = datetime.datetime.fromisoformat(record['start']).timestamp()
    return os.path.getmtime(path) >= start - 2


# --- the document ------------------------------------------------------------

class Exporter:
    def __init__(self, build: str, logs: str, tree: Optional[str], run_id: str,
                 urls: Urls, patch_dir: str = os.path.join(REPO, 'kernel-patches')):
        self.build = os.path.abspath(build)
        self.logs = os.path.abspath(logs)
        self.tree = tree
        self.run_id = run_id
        self.urls = urls
        self.patch_dir = patch_dir
        self.checkout_id = f'{ORIGIN}:{run_id}'
        self.builds: Dict[str, Dict] = {}
        self.tests: Dict[str, Dict] = {}

    # -- objects
    def build_id(self, kdir: str) -> str:
        return f'{self.checkout_id}:{kdir}'

    def add_build(self, obj: Dict) -> None:
        """Add a build; a step's own build wins over one a step only used."""
        self.builds[obj['id']] = kcidb_merge.merge_object(self.builds.get(obj['id']), obj)

    def add_test(self, build_id: str, path: str, status: Optional[str],
                 record: Optional[Dict], **fields: Any) -> None:
        test: Dict[str, Any] = {'id': f'{build_id}:{path}', 'origin': ORIGIN,
                                'build_id': build_id, 'path': path}
        if status:
            test['status'] = status
        if record is not None:
            if record.get('start'):
                test['start_time'] = record['start']
            test['log_url'] = self.urls(os.path.join(record['_dir'], record['log']))
        for k, v in fields.items():
            if v is not None and v != {}:
                test[k] = v
        self.tests[test['id']] = test

    # -- checkout
    def checkout(self, records: Dict[str, Dict]) -> Dict:
        obj: Dict[str, Any] = {'id': self.checkout_id, 'origin': ORIGIN,
                               'tree_name': 'debian-linux-source-6.12'}
        misc: Dict[str, Any] = {'run_id': self.run_id, 'debian_package': DEBIAN_PACKAGE}
        head = _git(REPO, 'rev-parse', 'HEAD')
        if head and re.fullmatch(r'[0-9a-f]{40}', head):
            obj['git_commit_hash'] = head
            misc['series_commit'] = head
            misc['series_dirty'] = bool(_git(REPO, 'status', '--porcelain',
                                             '--untracked-files=no'))
            name = _git(REPO, 'describe', '--always', '--dirty')
            if name:
                obj['git_commit_name'] = name
            branch = os.environ.get('GITHUB_REF_NAME') or \
                _git(REPO, 'rev-parse', '--abbrev-ref', 'HEAD')
            if branch and branch != 'HEAD':
                obj['git_repository_branch'] = branch
        url = None
        if os.environ.get('GITHUB_SERVER_URL') and os.environ.get('GITHUB_REPOSITORY'):
            url = f'{os.environ["GITHUB_SERVER_URL"]}/{os.environ["GITHUB_REPOSITORY"]}'
        elif os.environ.get('CI_PROJECT_URL'):
            url = os.environ['CI_PROJECT_URL']
        else:
            url = _git(REPO, 'remote', 'get-url', 'origin')
        if url and url.startswith('https://'):
            obj['git_repository_url'] = url
        version = debian_version()
        if version:
            misc['debian_version'] = version
        names = series(self.patch_dir)
        obj['patchset_hash'] = patchset_hash(self.patch_dir)
        misc['patches'] = len(names)
        obj['comment'] = (f'Debian {DEBIAN_PACKAGE} {version or "(version unknown)"} '
                          f'with the capability-analysis series ({len(names)} patches)'
                          + (f' at {head[:12]}' if head else ''))
        if self.tree and os.path.isdir(os.path.join(self.tree, '.git')):
            tree_head = _git(self.tree, 'rev-parse', 'HEAD')
            if tree_head:
                misc['tree_head'] = tree_head
            obj['valid'] = tree_stamp.check(self.tree, self.patch_dir) is None
        starts = sorted(r['start'] for r in records.values() if r.get('start'))
        if starts:
            obj['start_time'] = starts[0]
        obj['misc'] = misc
        return obj

    # -- builds
    def build_object(self, kdir: str, record: Dict, primary: bool) -> Dict:
        conf = read_config(os.path.join(self.build, kdir))
        obj: Dict[str, Any] = {'id': self.build_id(kdir), 'origin': ORIGIN,
                               'checkout_id': self.checkout_id, 'config_name': kdir}
        if conf.get('arch'):
            obj['architecture'] = conf['arch']
        if conf.get('compiler'):
            obj['compiler'] = conf['compiler']
        if os.path.isfile(os.path.join(self.build, kdir, '.config')):
            obj['config_url'] = self.urls(os.path.join(self.build, kdir, '.config'))
        misc: Dict[str, Any] = {'folder': f'build/{kdir}', 'step': record['name'],
                                'built_by_step': primary}
        if record.get('legacy'):
            misc['source'] = 'log'
        if primary:
            llvm = record.get('llvm') or run_checks.DEFAULT_LLVM
            obj['command'] = f'make {record.get("make", "")}'.strip() + \
                (f' LLVM_SUFFIX={llvm}' if llvm != run_checks.DEFAULT_LLVM else '')
            if record.get('start'):
                obj['start_time'] = record['start']
            log = os.path.join(record['_dir'], record['log'])
            obj['log_url'] = self.urls(log)
            times = kunit_times(log)
            if times:
                obj['duration'] = round(times['configuring'] + times['building'], 3)
            elif record.get('seconds') is not None:
                obj['duration'] = float(record['seconds'])
        obj['misc'] = misc
        return obj

    def build_status(self, kdir: str, record: Dict, has_results: bool) -> Optional[str]:
        if has_results:
            return 'PASS'          # it built and booted: the tests say the rest
        if record.get('ok') is None:
            return None
        return 'PASS' if record['ok'] else 'FAIL'

    # -- tests
    def kunit_tests(self, build_id: str, top: Dict, record: Dict,
                    arch: Optional[str]) -> List[str]:
        env = {'comment': 'UML, uniprocessor' if arch == 'um'
               else f'QEMU {arch or "?"}'}
        statuses: List[str] = []

        def leaf(status: str) -> str:
            return status if status in ('PASS', 'FAIL', 'SKIP', 'ERROR') else 'ERROR'

        def walk(group: Dict, parts: List[str]) -> None:
            for case in group.get('test_cases', []):
                status = leaf(case.get('status', ''))
                statuses.append(status)
                self.add_test(build_id, test_path('kunit', *parts, case['name']), status,
                              record, environment=env)
            for sub in group.get('sub_groups', []):
                walk(sub, parts + [sub['name']])
        walk(top, [])
        return statuses

    def corpus_tests(self, build_id: str, results: List[Dict], record: Dict) -> None:
        for r in results:
            case = r.get('case', '')
            rel = re.sub(r'^(negative-tests|expected-diagnostics)/', '', case)
            rel = re.sub(r'\.(c|txt)$', '', rel)
            status = r.get('status', '')
            kcidb = 'PASS' if status == 'pass' else \
                'SKIP' if status == 'not-configured' else \
                'ERROR' if status in CORPUS_ERRORS else 'FAIL'
            text = ''
            if kcidb != 'PASS':
                text = f'{case}: {status}: {r.get("detail", "")}'
                if r.get('expected') is not None or r.get('actual') is not None:
                    diff = difflib.unified_diff(r.get('expected') or [], r.get('actual') or [],
                                                'expected', 'actual', lineterm='')
                    text += '\n' + '\n'.join(diff)
            self.add_test(build_id, test_path('corpus', *rel.split('/')), kcidb, record,
                          log_excerpt=excerpt(text) if text else None,
                          comment=case,
                          misc={'result': status} if status != 'pass' else
                          ({'known_to_fail': True} if r.get('detail') == 'known to fail'
                           else None))

    def gate(self, path: str) -> None:
        """Builds and per-case/object tests of a make gate-clang report."""
        try:
            with open(path, encoding='utf-8') as f:
                report = json.load(f)
        except (OSError, ValueError) as e:
            print(f'kcidb: skipping {path}: {e}', file=sys.stderr)
            return
        when = _iso(os.path.getmtime(path))
        sides = {}
        for key in ('old', 'new'):
            side = report.get(key) or {}
            bdir = side.get('build_dir') or ''
            kdir = os.path.relpath(bdir, self.build) if bdir.startswith(self.build) \
                else f'gate/{side.get("cc", key)}-x86_64'
            obj: Dict[str, Any] = {
                'id': self.build_id(kdir), 'origin': ORIGIN, 'checkout_id': self.checkout_id,
                'config_name': kdir, 'architecture': 'x86_64', 'start_time': when,
                'misc': {'folder': f'build/{kdir}', 'step': 'gate-clang',
                         'built_by_step': True, 'report': os.path.relpath(path, self.build)}}
            version = side.get('version') or side.get('cc')
            if version:
                obj['compiler'] = version
            obj['status'] = 'FAIL' if side.get('failed') else \
                ('ERROR' if side.get('unsupported') else 'PASS')
            if side.get('seconds', {}).get('build') is not None:
                obj['duration'] = float(side['seconds']['build'])
            self.add_build(obj)
            sides[key] = (obj['id'], side)
        new_id, new = sides['new']
        old_cc = path_part((report.get('old') or {}).get('cc', 'old'))
        regressed = {e['subject'] for e in report.get('entries', []) if e.get('regression')}
        kinds: Dict[str, List[str]] = {}
        for entry in report.get('entries', []):
            kinds.setdefault(entry['subject'], []).append(entry['kind'])
        subjects = [('corpus', c) for c in sorted(new.get('corpus', {}))] + \
            [('positive', o) for o in sorted(new.get('objects', {}))]
        for side_name, subject in subjects:
            rel = re.sub(r'^negative-tests/', '', subject)
            rel = re.sub(r'\.c$', '', rel)
            parts = rel.split('/')
            status = 'FAIL' if subject in regressed else 'PASS'
            self.add_test(new_id, test_path('gate', old_cc, side_name, *parts), status, None,
                          start_time=when, comment=f'{subject} against {old_cc}',
                          misc={'differences': kinds[subject]} if subject in kinds else None)
        if report.get('verdict') == 'unsupported':
            self.add_test(new_id, test_path('gate', old_cc), 'ERROR', None, start_time=when,
                          comment='NEW cannot run the analysis')

    def export(self, records: Dict[str, Dict]) -> Doc:
        step_of = {s.name: s for s in run_checks.STEPS}
        ordered = merge_results.order(records, [s.name for s in run_checks.STEPS])
        checkout = self.checkout(records)
        for name in ordered:
            rec = records[name]
            step = step_of.get(rec.get('step', name.split('-clang-')[0]))
            if step is None:
                continue
            tag = name[len(step.name):]            # '' or '-clang-19'
            for folder, primary in [(f, True) for f in rec.get('builds', [])] + \
                                   [(f, False) for f in rec.get('uses', [])]:
                for kdir in kernel_dirs(self.build, folder):
                    results = os.path.join(self.build, kdir, 'kunit-results.json')
                    has_results = primary and fresh(results, rec)
                    obj = self.build_object(kdir, rec, primary)
                    status = self.build_status(kdir, rec, has_results) if primary else None
                    if status:
                        obj['status'] = status
                    self.add_build(obj)
                    if has_results:
                        with open(results, encoding='utf-8') as f:
                            top = json.load(f)
                        statuses = self.kunit_tests(obj['id'], top, rec, obj.get('architecture'))
                        times = kunit_times(os.path.join(rec['_dir'], rec['log']))
                        self.add_test(obj['id'], 'kunit', worst(statuses) or 'MISS', rec,
                                      duration=times['running'] if times else None,
                                      comment=f'kunit.py run in build/{kdir}: '
                                      f'{len(statuses)} results')
            folder = (rec.get('uses') or rec.get('builds') or [''])[0]
            target = self.build_id(kernel_dirs(self.build, folder)[0])
            status = None if rec.get('ok') is None else ('PASS' if rec['ok'] else 'FAIL')
            if step.name in CORPUS_STEPS:
                path = os.path.join(self.build, CORPUS_STEPS[step.name] + tag + '.json')
                if fresh(path, rec):
                    with open(path, encoding='utf-8') as f:
                        self.corpus_tests(target, json.load(f), rec)
                else:
                    self.add_test(target, 'corpus', status, rec,
                                  comment='negative corpus (no per-case results file)')
            elif step.name in CHECK_TESTS:
                kdirs = kernel_dirs(self.build, folder)
                patched = [k for k in kdirs if k.endswith('patched')] or kdirs
                self.add_test(self.build_id(patched[0]), test_path('check', step.name),
                              status, rec, comment=step.what)
        for path in sorted(glob.glob(os.path.join(self.build, 'gate', 'report-*.json'))):
            self.gate(path)
        doc: Doc = {'version': {'major': 5, 'minor': 3}, 'checkouts': [checkout]}
        if self.builds:
            doc['builds'] = list(self.builds.values())
        if self.tests:
            doc['tests'] = list(self.tests.values())
        return doc


def default_run_id(records: Dict[str, Dict]) -> str:
    env = os.environ
    if env.get('KCIDB_RUN_ID'):
        return env['KCIDB_RUN_ID']
    if env.get('GITHUB_RUN_ID'):
        return f'gh-{env["GITHUB_RUN_ID"]}-{env.get("GITHUB_RUN_ATTEMPT", "1")}'
    if env.get('CI_PIPELINE_ID'):
        return f'gl-{env["CI_PIPELINE_ID"]}'
    starts = sorted(r['start'] for r in records.values() if r.get('start'))
    when = datetime.datetime.fromisoformat(starts[0]) if starts else \
        datetime.datetime.now(datetime.timezone.utc)
    host = re.sub(r'[^A-Za-z0-9-]', '-', socket.gethostname()) or 'host'
    return f'{host}-{when.astimezone(datetime.timezone.utc):%Y%m%dT%H%M%SZ}'


def write(doc: Doc, out: str) -> None:
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    tmp = out + '.tmp'
    with open(tmp, 'w', encoding='utf-8') as f:
        json.dump(doc, f, indent=1)
        f.write('\n')
    os.replace(tmp, out)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build', default=os.path.join(REPO, 'build'),
                        help='the build folder make check used (build/)')
    parser.add_argument('--logs', help='its step logs and records (BUILD/logs)')
    parser.add_argument('--tree', help='the prepared kernel tree (BUILD/linux-source-6.12)')
    parser.add_argument('--out', required=True, help='KCIDB JSON file to write')
    parser.add_argument('--run-id', help='the run this export belongs to (see below)')
    parser.add_argument('--url-base', help='URL where BUILD is published (logs, '
                        'configs); file:// URIs of the local files otherwise')
    args = parser.parse_args(argv)
    logs = args.logs or os.path.join(args.build, 'logs')
    tree = args.tree or os.path.join(args.build, 'linux-source-6.12')
    try:
        records, legacy = load_records(logs)
    except merge_results.RecordError as e:
        print(f'kcidb: {e}', file=sys.stderr)
        return 2
    if not records:
        print(f'kcidb: no step results or logs in {logs}: run make check first',
              file=sys.stderr)
        return 2
    run_id = args.run_id or default_run_id(records)
    exporter = Exporter(args.build, logs, tree, run_id, Urls(args.build, args.url_base))
    doc = exporter.export(records)
    write(doc, args.out)
    note = ' (from step logs: make check wrote no records)' if legacy else ''
    print(f'kcidb: wrote {args.out}: run {run_id}, {len(records)} step(s){note}: '
          f'{kcidb_validate.describe(doc)}')
    return kcidb_validate.check_or_skip(doc, args.out)


if __name__ == '__main__':
    sys.exit(main())
