# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/kunit_results.py on handmade kunit.py JSON results."""

import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import kunit_results  # noqa: E402

DATA = os.path.join(HERE, 'data', 'kunit-results')
UM = 'um=' + os.path.join(DATA, 'um.json')
X86 = 'x86_64=' + os.path.join(DATA, 'x86_64.json')
EMPTY = 'arm64=' + os.path.join(DATA, 'arm64-empty.json')
SPIN = 'capability_analysis_spinlock.'
MUTEX = 'capability_analysis_mutex.'


class KunitResultsTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def expected(self, text):
        path = os.path.join(self.tmp, 'expected-skips.txt')
        with open(path, 'w', encoding='utf-8') as f:
            f.write('# header\n' + text)
        return path

    def run_main(self, expected_text, *results):
        js = os.path.join(self.tmp, 'out.json')
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = kunit_results.main(['--expected', self.expected(expected_text),
                                     '--json', js] + list(results))
        with open(js, encoding='utf-8') as f:
            return rc, out.getvalue(), json.load(f)

    def test_cases_and_parameterized_cases(self):
        with open(os.path.join(DATA, 'um.json'), encoding='utf-8') as f:
            um = kunit_results.cases_from_json(json.load(f))
        self.assertEqual(um, {
            SPIN + 'spin_lock_test': 'PASS',
            SPIN + 'spin_lockdep_enabled_test': 'SKIP',
            SPIN + 'spin_trylock_fail_test': 'SKIP',
            MUTEX + 'mutex_lock_test': 'PASS',
            MUTEX + 'mutex_param_test': 'PASS',   # one parameter passed
        })
        with open(os.path.join(DATA, 'x86_64.json'), encoding='utf-8') as f:
            x86 = kunit_results.cases_from_json(json.load(f))
        self.assertEqual(x86[MUTEX + 'mutex_lock_test'], 'FAIL')   # ERROR
        self.assertEqual(x86[MUTEX + 'mutex_param_test'], 'SKIP')  # all skipped

    def test_expected_skips_only_pass(self):
        # The failing x86_64 run left out: UML's two skips are expected.
        rc, out, js = self.run_main(
            f'um {SPIN}spin_lockdep_enabled_test  # lockdep off on UML\n'
            f'um   {SPIN}spin_trylock_fail_test # !SMP\n', UM)
        self.assertEqual(js['problems'], [SPIN + 'spin_lockdep_enabled_test passes in '
                                          'no config', SPIN + 'spin_trylock_fail_test '
                                          'passes in no config'])
        self.assertEqual(rc, 1)   # a skip is never a pass
        self.assertIn(f'  um       {SPIN}spin_trylock_fail_test  expected: !SMP\n', out)

    def test_table(self):
        _, out, _ = self.run_main('', UM, X86, EMPTY)
        self.assertEqual(out.splitlines()[:4], [
            'suite (pass/skip/fail)       | um       | x86_64   | arm64   ',
            'capability_analysis_mutex    | 2/0/0    | 0/1/1    | -       ',
            'capability_analysis_spinlock | 1/2/0    | 3/0/0    | -       ',
            'total                        | 3/2/0    | 3/1/1    | -       ',
        ])

    def test_every_problem(self):
        rc, out, js = self.run_main(
            f'um {SPIN}spin_lockdep_enabled_test  # lockdep off on UML\n'
            f'x86_64 {SPIN}spin_trylock_fail_test  # stale\n'
            f'x86_64 {SPIN}gone_test  # stale too\n'
            f'arm64 {SPIN}spin_lock_test  # empty config\n',
            UM, X86, EMPTY)
        self.assertEqual(rc, 1)
        self.assertEqual(js['problems'], [
            f'um: {SPIN}spin_trylock_fail_test skipped, and kunit/expected-skips.txt '
            'does not expect it',
            f'x86_64: {MUTEX}mutex_lock_test FAILED',
            f'x86_64: {MUTEX}mutex_param_test skipped, and kunit/expected-skips.txt '
            'does not expect it',
            'arm64: no test ran',
            f'arm64: {SPIN}spin_lock_test is expected to skip (empty config) but '
            'did not run: drop the stale entry',
            f'x86_64: {SPIN}gone_test is expected to skip (stale too) but did not '
            'run: drop the stale entry',
            f'x86_64: {SPIN}spin_trylock_fail_test is expected to skip (stale) but '
            'passed: drop the stale entry',
        ])
        self.assertEqual([(s['config'], s['case'], s['expected']) for s in js['skips']], [
            ('um', SPIN + 'spin_lockdep_enabled_test', True),
            ('um', SPIN + 'spin_trylock_fail_test', False),
            ('x86_64', MUTEX + 'mutex_param_test', False),
        ])
        self.assertTrue(out.rstrip().endswith(
            'kunit-results: 3 configs, 5 cases, 3 skips (2 unexpected), 7 problems'))

    def test_all_good(self):
        x86 = os.path.join(self.tmp, 'x86_64.json')
        with open(os.path.join(DATA, 'x86_64.json'), encoding='utf-8') as f:
            data = json.load(f)
        data['sub_groups'][1]['test_cases'][0]['status'] = 'PASS'
        with open(x86, 'w', encoding='utf-8') as f:
            json.dump(data, f)
        rc, out, js = self.run_main(
            f'um {SPIN}spin_lockdep_enabled_test  # lockdep off on UML\n'
            f'um {SPIN}spin_trylock_fail_test  # !SMP\n'
            f'x86_64 {MUTEX}mutex_param_test  # no parameter applies\n',
            UM, 'x86_64=' + x86)
        self.assertEqual((rc, js['problems']), (0, []))
        self.assertTrue(out.rstrip().endswith('3 skips (0 unexpected), 0 problems'))

    def test_malformed_entries(self):
        for text, msg in ((f'um {SPIN}spin_lock_test\n', 'expected "<config>'),
                          ('um spin_lock_test  # no suite\n', 'expected "<config>'),
                          (f'uml {SPIN}spin_lock_test  # typo\n', "unknown config 'uml'")):
            with self.assertRaisesRegex(kunit_results.InputError, msg):
                kunit_results.read_expected(self.expected(text), ['um'])

    def test_bad_arguments_exit_2(self):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(kunit_results.main(['--expected', self.expected(''),
                                                 os.path.join(DATA, 'um.json')]), 2)
        self.assertIn('expected CONFIG=FILE', err.getvalue())

    def test_missing_results_fail_by_name_and_the_rest_is_shown(self):
        # A sharded run merges whatever results were downloaded: a config
        # without its file is one named failure, the table shows the others.
        rc, out, js = self.run_main(
            f'um {SPIN}spin_lockdep_enabled_test  # lockdep off on UML\n'
            f'um {SPIN}spin_trylock_fail_test  # !SMP\n',
            UM, 'arm64=' + os.path.join(self.tmp, 'nonexistent.json'))
        self.assertEqual(rc, 1)
        self.assertEqual(js['problems'][0], 'arm64: no results')
        self.assertIn('arm64: no results at ', out)
        self.assertIn('suite (pass/skip/fail)', out)
        self.assertIn('1 configs (1 without results: arm64)', out)

    def test_project_list_is_well_formed(self):
        kunit_results.read_expected(kunit_results.DEFAULT_EXPECTED, [])

    @unittest.skipUnless(os.path.exists(os.path.join(
        kunit_results.DEFAULT_TREE, 'tools/testing/kunit/kunit.py')), 'no prepared tree')
    def test_raw_log_is_parsed_by_the_trees_kunit_py(self):
        data = kunit_results.load(os.path.join(DATA, 'um-test.log'),
                                  kunit_results.DEFAULT_TREE)
        self.assertEqual(kunit_results.cases_from_json(data), {
            'capability_analysis_rwlock.read_lock_test': 'PASS',
            'capability_analysis_rwlock.rwlock_lockdep_enabled_test': 'SKIP',
        })


if __name__ == '__main__':
    unittest.main()
