# SPDX-License-Identifier: GPL-2.0
"""Tests of the KCIDB export (tools/kcidb_export.py), merge
(tools/kcidb_merge.py) and validation (tools/kcidb_validate.py) on a
handmade build/ folder; every document is validated with KernelCI's
kcidb-io. Without kcidb-io or jsonschema these validations skip, unless
KCIDB_REQUIRED=1 (make check's kcidb and shard-test steps set it), when
they fail."""

import contextlib
import copy
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
sys.path.insert(0, TOOLS)
import kcidb_export  # noqa: E402
import kcidb_merge  # noqa: E402
import kcidb_validate  # noqa: E402
import merge_results  # noqa: E402

DATA = os.path.join(HERE, 'data', 'kunit-results')
RUN = 'test-run'
PREFIX = f'capability_analysis:{RUN}'


def config(arch, compiler):
    return (f'#\n# Automatically generated file; DO NOT EDIT.\n# Linux/{arch} 6.12.118 Kernel '
            f'Configuration\n#\nCONFIG_CC_VERSION_TEXT="{compiler}"\nCONFIG_CC_IS_CLANG=y\n')


def validate(test, doc):
    """Validate @doc with kcidb-io, or skip when it cannot be loaded (fail
    instead with KCIDB_REQUIRED=1)."""
    try:
        return kcidb_validate.validate(doc)
    except kcidb_validate.Unavailable as e:
        if kcidb_validate.required():
            test.fail(f'KCIDB_REQUIRED is set, but: {e}')
        test.skipTest(f'kcidb-io cannot be loaded: {e}')
    return None


def quiet(fn, *args):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = fn(*args)
    return rc, out.getvalue() + err.getvalue()


class Fixture:
    """A build/ folder as make check leaves it, for a few steps."""

    def __init__(self, root):
        self.build = os.path.join(root, 'build')
        self.logs = os.path.join(self.build, 'logs')
        os.makedirs(self.logs)

    def write(self, rel, text):
        path = os.path.join(self.build, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
        return path

    def step(self, name, ok, builds=(), uses=(), log='', seconds=10.0, llvm='-22', make=None):
        self.write(f'logs/{name}.log', log)
        merge_results.write_record(self.logs, {
            'name': name, 'step': name.split('-clang-')[0], 'make': make or name, 'ok': ok,
            'status': 'PASS' if ok else 'FAIL', 'why': '' if ok else 'exit 1',
            'seconds': seconds, 'start': '2026-12-04T09:00:00+00:00',
            'end': '2026-12-04T09:10:00+00:00', 'log': f'{name}.log', 'llvm': llvm,
            'builds': list(builds), 'uses': list(uses)})

    def standard(self):
        self.write('kunit-x86_64/.config', config('x86_64', 'Debian clang version 22.1.8'))
        shutil.copy(os.path.join(DATA, 'x86_64.json'),
                    os.path.join(self.build, 'kunit-x86_64/kunit-results.json'))
        self.step('kunit-x86_64', False, builds=['kunit-x86_64'], make='kunit ARCH=x86_64',
                  log='[09:33:58] Elapsed time: 344.868s total, 0.002s configuring, '
                      '333.160s building, 11.655s running\n')
        self.write('kunit-rt-arm64/.config', config('arm64', 'Debian clang version 22.1.8'))
        self.step('kunit-rt', False, builds=['kunit-rt-arm64'], make='kunit-rt ARCH=arm64',
                  log='make: *** [Makefile] Error 2\n')            # did not build
        self.write('check-diagnostics.json', json.dumps([
            {'case': 'negative-tests/spinlock/double-lock.c', 'status': 'pass', 'detail': '',
             'actual': ['x'], 'expected': ['x']},
            {'case': 'negative-tests/mutex/unlock-twice.c', 'status': 'diff',
             'detail': 'diagnostics differ from the golden',
             'actual': ['a.c:1:1: error: new'], 'expected': ['a.c:1:1: error: old']},
            {'case': 'negative-tests/rcu/crashes.c', 'status': 'crash', 'detail': 'boom'},
            {'case': 'expected-diagnostics/gone/orphan.txt', 'status': 'orphan-golden',
             'detail': 'no case'},
            {'case': 'negative-tests/spinlock/wrong-instance-member.c', 'status': 'pass',
             'detail': 'known to fail', 'actual': [], 'expected': []},
            {'case': 'negative-tests/may-sleep/linux-psi.c', 'status': 'not-configured',
             'detail': 'NEEDS CONFIG_PSI, not set in build/kunit-x86_64/.config'}]))
        self.step('check-diagnostics', False, uses=['kunit-x86_64'])
        self.write('sparse/patched/.config', config('x86', 'gcc (Debian 12.2.0) 12.2.0'))
        self.write('sparse/pristine/.config', config('x86', 'gcc (Debian 12.2.0) 12.2.0'))
        self.step('sparse', True, builds=['sparse'])
        self.step('escape-hatches', True)

    def export(self, run=RUN):
        records, _ = kcidb_export.load_records(self.logs)
        return kcidb_export.Exporter(self.build, self.logs, None, run,
                                     kcidb_export.Urls(self.build, None)).export(records)


class ExportTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.fx = Fixture(self.tmp)
        self.fx.standard()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_document(self):
        doc = self.fx.export()
        checkout = doc['checkouts'][0]
        self.assertEqual((checkout['id'], checkout['origin']), (PREFIX, 'capability_analysis'))
        self.assertEqual(checkout['start_time'], '2026-12-04T09:00:00+00:00')
        builds = {b['id'][len(PREFIX) + 1:]: b for b in doc['builds']}
        self.assertEqual(sorted(builds), ['kunit-rt-arm64', 'kunit-x86_64', 'sparse/patched',
                                          'sparse/pristine'])
        x86 = builds['kunit-x86_64']
        self.assertEqual((x86['architecture'], x86['compiler'], x86['status'], x86['duration'],
                          x86['command'], x86['checkout_id']),
                         ('x86_64', 'Debian clang version 22.1.8', 'PASS', 333.162,
                          'make kunit ARCH=x86_64', PREFIX))
        self.assertTrue(x86['log_url'].startswith('file:///') and
                        x86['log_url'].endswith('/build/logs/kunit-x86_64.log'))
        self.assertEqual(builds['kunit-rt-arm64']['status'], 'FAIL')
        self.assertEqual(builds['sparse/patched']['compiler'], 'gcc (Debian 12.2.0) 12.2.0')

        tests = {t['id'][len(PREFIX) + 1:]: t for t in doc['tests']}
        k = 'kunit-x86_64:kunit.'
        self.assertEqual(tests[k + 'capability_analysis_spinlock.spin_lock_test']['status'], 'PASS')
        self.assertEqual(tests[k + 'capability_analysis_mutex.mutex_lock_test']['status'], 'ERROR')
        param = tests[k + 'capability_analysis_mutex.mutex_param_test.1_mutex_lock']
        self.assertEqual((param['status'], param['path']),
                         ('SKIP', 'kunit.capability_analysis_mutex.mutex_param_test.1_mutex_lock'))
        summary = tests['kunit-x86_64:kunit']
        self.assertEqual((summary['status'], summary['duration']), ('ERROR', 11.655))
        self.assertEqual(tests['kunit-x86_64:corpus.spinlock.double-lock']['status'], 'PASS')
        diff = tests['kunit-x86_64:corpus.mutex.unlock-twice']
        self.assertEqual(diff['status'], 'FAIL')
        self.assertIn('-a.c:1:1: error: old\n+a.c:1:1: error: new', diff['log_excerpt'])
        self.assertEqual(tests['kunit-x86_64:corpus.rcu.crashes']['status'], 'ERROR')
        self.assertEqual(tests['kunit-x86_64:corpus.gone.orphan']['status'], 'ERROR')
        self.assertEqual(tests['kunit-x86_64:corpus.spinlock.wrong-instance-member']['misc'],
                         {'known_to_fail': True})
        psi = tests['kunit-x86_64:corpus.may-sleep.linux-psi']
        self.assertEqual((psi['status'], psi['misc']), ('SKIP', {'result': 'not-configured'}))
        self.assertEqual(tests['sparse/patched:check.sparse']['status'], 'PASS')
        self.assertFalse([t for t in tests if t.startswith('kunit-rt-arm64')])
        statuses = {t['status'] for t in doc['tests']} | {b['status'] for b in doc['builds']}
        self.assertLessEqual(statuses, {'PASS', 'FAIL', 'SKIP', 'ERROR', 'MISS'})
        self.assertEqual(validate(self, doc), 'v5.3')

    def test_stale_results_are_not_this_runs(self):
        old = os.path.join(self.fx.build, 'kunit-x86_64/kunit-results.json')
        os.utime(old, (1e9, 1e9))                      # written before the step began
        doc = self.fx.export()
        self.assertFalse([t for t in doc['tests'] if ':kunit.' in t['id']])
        build = next(b for b in doc['builds'] if b['id'].endswith(':kunit-x86_64'))
        self.assertEqual(build['status'], 'FAIL')

    def test_gate_report(self):
        side = {'cc': 'clang-19', 'version': 'Debian clang version 19.1.7',
                'build_dir': os.path.join(self.fx.build, 'gate/clang-19-x86_64'),
                'failed': [], 'unsupported': '', 'seconds': {'build': 49.0},
                'corpus': {'negative-tests/spinlock/double-lock.c': {'status': 'pass'},
                           'negative-tests/mutex/guard.c': {'status': 'fixed-not-clean'}},
                'objects': {'lib/capability-analysis-kunit/mutex_kunit.o': {'status': 'clean'}}}
        old = dict(side, cc='clang-22', version='Debian clang version 22.1.8',
                   build_dir=os.path.join(self.fx.build, 'gate/clang-22-x86_64'))
        self.fx.write('gate/report-clang-22-clang-19.json', json.dumps({
            'verdict': 'regression', 'exit': 1, 'old': old, 'new': side, 'entries': [
                {'side': 'corpus', 'subject': 'negative-tests/mutex/guard.c',
                 'kind': 'fixed-twin', 'regression': True}]}))
        doc = self.fx.export()
        gate = {t['path']: t for t in doc['tests'] if t['path'].startswith('gate.')}
        self.assertEqual(gate['gate.clang-22.corpus.mutex.guard']['status'], 'FAIL')
        self.assertEqual(gate['gate.clang-22.corpus.mutex.guard']['misc'],
                         {'differences': ['fixed-twin']})
        self.assertEqual(gate['gate.clang-22.corpus.spinlock.double-lock']['status'], 'PASS')
        self.assertEqual(gate['gate.clang-22.positive.lib.capability-analysis-kunit.mutex_kunit_o'
                              ]['status'], 'PASS')
        self.assertTrue(all(t['build_id'] == f'{PREFIX}:gate/clang-19-x86_64'
                            for t in gate.values()))
        builds = [b for b in doc['builds'] if '/gate/' in b['misc']['folder']
                  or b['misc']['folder'].startswith('build/gate')]
        self.assertEqual(sorted(b['compiler'] for b in builds),
                         ['Debian clang version 19.1.7', 'Debian clang version 22.1.8'])
        validate(self, doc)

    def test_logs_without_records(self):
        # A make check older than the records: the logs and summary.txt.
        for name in os.listdir(self.fx.logs):
            if name.startswith('result-'):
                os.remove(os.path.join(self.fx.logs, name))
        self.fx.write('logs/summary.txt', '4 passed, 0 failed\n')
        records, legacy = kcidb_export.load_records(self.fx.logs)
        self.assertTrue(legacy)
        doc = kcidb_export.Exporter(self.fx.build, self.fx.logs, None, RUN,
                                    kcidb_export.Urls(self.fx.build, 'https://ci.example/run/')
                                    ).export(records)
        x86 = next(b for b in doc['builds'] if b['id'].endswith(':kunit-x86_64'))
        self.assertEqual((x86['status'], x86['misc']['source']), ('PASS', 'log'))
        self.assertEqual(x86['log_url'], 'https://ci.example/run/logs/kunit-x86_64.log')
        self.assertEqual(x86['duration'], 333.162)
        self.assertEqual(len([t for t in doc['tests'] if ':kunit.' in t['id']]), 6)
        validate(self, doc)

    def test_cli_writes_and_validates(self):
        out = os.path.join(self.tmp, 'kcidb.json')
        rc, text = quiet(kcidb_export.main, ['--build', self.fx.build, '--out', out,
                                             '--run-id', RUN])
        with open(out, encoding='utf-8') as f:
            doc = json.load(f)
        self.assertEqual(doc['checkouts'][0]['id'], PREFIX)
        self.assertIn('kcidb: wrote', text)
        try:
            kcidb_validate.load()
        except kcidb_validate.Unavailable:
            self.assertEqual(rc, 2 if kcidb_validate.required() else 0)
            return
        self.assertEqual(rc, 0, text)
        self.assertIn('valid KCIDB v5.3', text)

    def test_invalid_document_is_caught(self):
        doc = self.fx.export()
        doc['tests'][0]['status'] = 'BROKEN'
        validate(self, self.fx.export())          # skips without kcidb-io
        rc, text = quiet(kcidb_validate.check_or_skip, doc, 'doc')
        self.assertEqual(rc, 1)
        self.assertIn('INVALID KCIDB', text)


class MergeTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def shard(self, name, steps):
        fx = Fixture(os.path.join(self.tmp, name))
        fx.standard()
        for rec in os.listdir(fx.logs):
            if rec.startswith('result-') and rec[7:-5] not in steps:
                os.remove(os.path.join(fx.logs, rec))
        return fx.export()

    def test_shards_merge_into_one_valid_document(self):
        diag = self.shard('diag', ['check-diagnostics'])
        kunit = self.shard('kunit', ['kunit-x86_64'])
        # check-diagnostics only used the x86_64 build: no status or log
        used = next(b for b in diag['builds'] if b['id'].endswith(':kunit-x86_64'))
        self.assertNotIn('status', used)
        merged = kcidb_merge.merge([diag, kunit])
        self.assertEqual(len(merged['checkouts']), 1)
        x86 = [b for b in merged['builds'] if b['id'].endswith(':kunit-x86_64')]
        self.assertEqual(len(x86), 1)
        self.assertEqual((x86[0]['status'], x86[0]['misc']['built_by_step']), ('PASS', True))
        self.assertEqual(len(merged['tests']), len(diag['tests']) + len(kunit['tests']))
        self.assertEqual(kcidb_merge.merge([merged, diag, kunit]), merged)
        validate(self, merged)

    def test_cli(self):
        paths = []
        for name, steps in (('a', ['kunit-x86_64']), ('b', ['sparse'])):
            paths.append(os.path.join(self.tmp, name + '.json'))
            with open(paths[-1], 'w', encoding='utf-8') as f:
                json.dump(self.shard(name, steps), f)
        out = os.path.join(self.tmp, 'merged.json')
        rc, text = quiet(kcidb_merge.main, ['--out', out] + paths)
        self.assertIn(rc, (0, 2))
        with open(out, encoding='utf-8') as f:
            merged = json.load(f)
        self.assertEqual(len(merged['builds']), 3)
        validate(self, merged)
        bad = copy.deepcopy(merged)
        bad['version']['major'] = 4
        with open(paths[0], 'w', encoding='utf-8') as f:
            json.dump(bad, f)
        self.assertEqual(quiet(kcidb_merge.main, ['--out', out] + paths)[0], 2)


class LoaderTest(unittest.TestCase):
    """kcidb_validate finds jsonschema in Debian's dist-packages when the
    running Python (pyenv, venv) lacks it, and works with /usr/bin/python3."""

    def run_python(self, python, *args):
        code = ('import sys; sys.path.insert(0, %r); import kcidb_validate as v; '
                'v.load(); print(v.validate({"version": {"major": 5, "minor": 3}}), v.where())'
                % TOOLS)
        return subprocess.run([python, *args, '-c', code], capture_output=True, text=True,
                              check=False)

    def test_without_site_packages(self):
        debian = os.path.isdir('/usr/lib/python3/dist-packages/jsonschema')
        if not debian:
            if kcidb_validate.required():
                self.fail('KCIDB_REQUIRED is set, but Debian\'s python3-jsonschema is missing')
            self.skipTest('no Debian python3-jsonschema')
        p = self.run_python(sys.executable, '-S')      # no site-packages at all
        if p.returncode != 0 and 'kcidb_io cannot be imported' in p.stderr \
                and not kcidb_validate.required():
            self.skipTest('no kcidb-io copy')
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn('v5.3', p.stdout)
        self.assertIn('jsonschema: /usr/lib/python3/dist-packages', p.stdout)

    def test_debian_python(self):
        if not os.path.exists('/usr/bin/python3') or \
                not os.path.isdir('/usr/lib/python3/dist-packages/jsonschema'):
            self.skipTest('no /usr/bin/python3 with python3-jsonschema')
        p = self.run_python('/usr/bin/python3')
        if p.returncode != 0 and 'kcidb_io cannot be imported' in p.stderr \
                and not kcidb_validate.required():
            self.skipTest('no kcidb-io copy')
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn('v5.3', p.stdout)


if __name__ == '__main__':
    unittest.main()
