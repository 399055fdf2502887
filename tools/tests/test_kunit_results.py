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
SOURCES = os.path.join(DATA, 'sources')   # the suites of um.json and x86_64.json
SPIN = 'capability_analysis_spinlock.'
MUTEX = 'capability_analysis_mutex.'
PARAM1 = MUTEX + 'mutex_param_test/1 mutex_lock'
PARAM2 = MUTEX + 'mutex_param_test/2 mutex_lock_nested'


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

    def write_json(self, name, data):
        path = os.path.join(self.tmp, name)
        with open(path, 'w', encoding='utf-8') as f:
            json.dump(data, f)
        return path

    @staticmethod
    def fixture(name):
        with open(os.path.join(DATA, name), encoding='utf-8') as f:
            return json.load(f)

    def run_main(self, expected_text, *results, sources=SOURCES):
        js = os.path.join(self.tmp, 'out.json')
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = kunit_results.main(['--expected', self.expected(expected_text),
                                     '--sources', sources, '--json', js] + list(results))
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
            PARAM1: 'PASS',   # each parameter on its own
            PARAM2: 'SKIP',
        })
        with open(os.path.join(DATA, 'x86_64.json'), encoding='utf-8') as f:
            x86 = kunit_results.cases_from_json(json.load(f))
        self.assertEqual(x86[MUTEX + 'mutex_lock_test'], 'FAIL')   # ERROR
        self.assertEqual((x86[PARAM1], x86[PARAM2]), ('SKIP', 'SKIP'))

    def test_expected_skips_only_pass(self):
        # The failing x86_64 run left out: UML's two skips are expected.
        rc, out, js = self.run_main(
            f'um {SPIN}spin_lockdep_enabled_test  # lockdep off on UML\n'
            f'um   {SPIN}spin_trylock_fail_test # !SMP\n'
            f'um {MUTEX}mutex_param_test  # covers every parameter\n', UM)
        self.assertEqual(js['problems'], [PARAM2 + ' passes in no config',
                                          SPIN + 'spin_lockdep_enabled_test passes in '
                                          'no config', SPIN + 'spin_trylock_fail_test '
                                          'passes in no config'])
        self.assertEqual(rc, 1)   # a skip is never a pass
        self.assertIn(f'  um       {SPIN}spin_trylock_fail_test  expected: !SMP\n', out)

    def test_table(self):
        _, out, _ = self.run_main('', UM, X86, EMPTY)
        self.assertEqual(out.splitlines()[:4], [
            'suite (pass/skip/fail)       | um       | x86_64   | arm64   ',
            'capability_analysis_mutex    | 2/1/0    | 0/2/1    | -       ',
            'capability_analysis_spinlock | 1/2/0    | 3/0/0    | -       ',
            'total                        | 3/3/0    | 3/2/1    | -       ',
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
            f'um: {PARAM2} skipped, and kunit/expected-skips.txt does not expect it',
            f'um: {SPIN}spin_trylock_fail_test skipped, and kunit/expected-skips.txt '
            'does not expect it',
            f'x86_64: {MUTEX}mutex_lock_test FAILED',
            f'x86_64: {PARAM1} skipped, and kunit/expected-skips.txt does not expect it',
            f'x86_64: {PARAM2} skipped, and kunit/expected-skips.txt does not expect it',
            'arm64: no test ran',
            f'arm64: {SPIN}spin_lock_test is expected to skip (empty config) but '
            'did not run: drop the stale entry',
            f'x86_64: {SPIN}gone_test is expected to skip (stale too) but did not '
            'run: drop the stale entry',
            f'x86_64: {SPIN}spin_trylock_fail_test is expected to skip (stale) but '
            'passed: drop the stale entry',
            PARAM2 + ' passes in no config',
        ])
        self.assertEqual([(s['config'], s['case'], s['expected']) for s in js['skips']], [
            ('um', PARAM2, False),
            ('um', SPIN + 'spin_lockdep_enabled_test', True),
            ('um', SPIN + 'spin_trylock_fail_test', False),
            ('x86_64', PARAM1, False),
            ('x86_64', PARAM2, False),
        ])
        self.assertTrue(out.rstrip().endswith(
            'kunit-results: 3 configs, 6 cases, 5 skips (4 unexpected), 10 problems'))

    def test_all_good(self):
        x86 = os.path.join(self.tmp, 'x86_64.json')
        with open(os.path.join(DATA, 'x86_64.json'), encoding='utf-8') as f:
            data = json.load(f)
        data['sub_groups'][1]['test_cases'][0]['status'] = 'PASS'
        data['sub_groups'][1]['sub_groups'][0]['test_cases'][1]['status'] = 'PASS'
        with open(x86, 'w', encoding='utf-8') as f:
            json.dump(data, f)
        rc, out, js = self.run_main(
            f'um {SPIN}spin_lockdep_enabled_test  # lockdep off on UML\n'
            f'um {SPIN}spin_trylock_fail_test  # !SMP\n'
            f'um {MUTEX}mutex_param_test  # the nested parameter does not apply\n'
            f'x86_64 {MUTEX}mutex_param_test  # the plain parameter does not apply\n',
            UM, 'x86_64=' + x86)
        self.assertEqual((rc, js['problems']), (0, []))
        self.assertTrue(out.rstrip().endswith('4 skips (0 unexpected), 0 problems'))

    def test_malformed_entries(self):
        for text, msg in ((f'um {SPIN}spin_lock_test\n', 'expected "<config>'),
                          ('um spin_lock_test  # no suite\n', 'expected "<config>'),
                          (f'uml {SPIN}spin_lock_test  # typo\n', "unknown config 'uml'")):
            with self.assertRaisesRegex(kunit_results.InputError, msg):
                kunit_results.read_expected(self.expected(text), ['um'])

    def test_one_entry_for_several_configs(self):
        got = kunit_results.read_expected(
            self.expected(f'um,gcc-um {SPIN}spin_trylock_fail_test  # !SMP\n'), [])
        self.assertEqual(got, {('um', SPIN + 'spin_trylock_fail_test'): '!SMP',
                               ('gcc-um', SPIN + 'spin_trylock_fail_test'): '!SMP'})
        with self.assertRaisesRegex(kunit_results.InputError, "unknown config 'gcc'"):
            kunit_results.read_expected(
                self.expected(f'um,gcc {SPIN}spin_trylock_fail_test  # !SMP\n'), [])

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

    def test_a_parameter_is_a_case_of_its_own(self):
        um, x86 = self.fixture('um.json'), self.fixture('x86_64.json')
        for data in um, x86:   # as kunit.py names them: no number, no space
            data['sub_groups'][1]['sub_groups'][0]['test_cases'][1]['name'] = 'nested'
        um['sub_groups'][1]['sub_groups'][0]['test_cases'][1]['status'] = 'FAIL'
        x86['sub_groups'][1]['test_cases'][0]['status'] = 'PASS'
        x86['sub_groups'][1]['sub_groups'][0]['test_cases'][0]['status'] = 'PASS'
        nested = MUTEX + 'mutex_param_test/nested'
        rc, out, js = self.run_main(
            f'um {SPIN}spin_lockdep_enabled_test  # lockdep off on UML\n'
            f'um {SPIN}spin_trylock_fail_test  # !SMP\n'
            f'x86_64 {nested}  # the nested parameter does not apply\n',
            'um=' + self.write_json('um.json', um), 'x86_64=' + self.write_json('x86.json', x86))
        # The failed parameter is named, though the other one passed; its
        # skip on x86_64 is expected by a line of its own.
        self.assertEqual(js['problems'], [f'um: {nested} FAILED', nested + ' passes in no config'])
        self.assertEqual(js['results']['um'][PARAM1], 'PASS')
        self.assertEqual(rc, 1)
        self.assertIn('capability_analysis_mutex    | 2/0/1    | 2/1/0', out)

    def test_a_parameter_that_did_not_run(self):
        # A crash after the first parameter: the second ran on um only.
        x86 = self.fixture('x86_64.json')
        x86['sub_groups'][1]['test_cases'][0]['status'] = 'PASS'
        del x86['sub_groups'][1]['sub_groups'][0]['test_cases'][1]
        rc, _, js = self.run_main(
            f'um {MUTEX}mutex_param_test  # skips\n'
            f'x86_64 {MUTEX}mutex_param_test  # skips\n',
            UM, 'x86_64=' + self.write_json('x86.json', x86))
        self.assertIn(f'x86_64: {PARAM2} did not run (ran in um)', js['problems'])
        self.assertEqual(rc, 1)

    def test_a_case_or_suite_that_did_not_run(self):
        x86 = self.fixture('x86_64.json')
        del x86['sub_groups'][0]['test_cases'][2]   # spin_trylock_fail_test
        del x86['sub_groups'][1]                    # the whole mutex suite
        _, _, js = self.run_main('', UM, 'x86_64=' + self.write_json('x86.json', x86))
        missing = [p for p in js['problems'] if 'did not run' in p]
        self.assertEqual(missing, [
            'x86_64: suite capability_analysis_mutex did not run',
            f'x86_64: {SPIN}spin_trylock_fail_test did not run (ran in um)',
        ])

    def test_the_sources_name_the_full_case_set(self):
        # A case that ran nowhere (its Kconfig symbol gone everywhere), a
        # parameterized case without a single parameter, a suite of its own.
        sources = os.path.join(self.tmp, 'sources')
        os.mkdir(sources)
        with open(os.path.join(SOURCES, 'suites.c'), encoding='utf-8') as f:
            text = f.read()
        text = text.replace('\tKUNIT_CASE(mutex_lock_test),\n',
                            '\tKUNIT_CASE(mutex_lock_test),\n\tKUNIT_CASE(mutex_new_test),\n'
                            '\tKUNIT_CASE_PARAM(mutex_new_param_test, gen),\n')
        with open(os.path.join(sources, 'suites.c'), 'w', encoding='utf-8') as f:
            f.write(text)
        with open(os.path.join(sources, 'rwlock.c'), 'w', encoding='utf-8') as f:
            f.write('static struct kunit_case cases[] = {\n\tKUNIT_CASE(read_test),\n\t{}\n};\n'
                    'static struct kunit_suite suite = {\n\t.name = "rwlock",\n'
                    '\t.test_cases = cases,\n};\n')
        _, _, js = self.run_main(f'um {MUTEX}mutex_param_test  # skips\n', UM,
                                 sources=sources)
        self.assertEqual([p for p in js['problems'] if 'did not run' in p], [
            f'um: {MUTEX}mutex_new_param_test did not run (a parameterized case, '
            'no parameter ran)',
            f'um: {MUTEX}mutex_new_test did not run (listed in its sources)',
            'um: suite rwlock did not run',
        ])

    def test_without_sources_every_suite_seen_is_checked(self):
        x86 = self.fixture('x86_64.json')
        x86['sub_groups'].append({'name': 'kfence', 'sub_groups': [],
                                  'test_cases': [{'name': 't', 'status': 'PASS'}]})
        _, _, js = self.run_main('', UM, 'x86_64=' + self.write_json('x86.json', x86))
        self.assertNotIn('um: suite kfence did not run', js['problems'])   # not ours
        _, _, js = self.run_main('', UM, 'x86_64=' + self.write_json('x86.json', x86),
                                 sources='')
        self.assertIn('um: suite kfence did not run', js['problems'])

    def test_read_suites(self):
        suites = kunit_results.read_suites(SOURCES)
        self.assertEqual(suites, {
            'capability_analysis_spinlock': {'spin_lock_test': False,
                                             'spin_lockdep_enabled_test': False,
                                             'spin_trylock_fail_test': False},
            'capability_analysis_mutex': {'mutex_lock_test': False,
                                          'mutex_param_test': True},
        })
        bad = os.path.join(self.tmp, 'bad')
        os.mkdir(bad)
        with open(os.path.join(bad, 'x.c'), 'w', encoding='utf-8') as f:
            f.write('static struct kunit_suite s = {\n\t.name = "x",\n};\n')
        with self.assertRaisesRegex(kunit_results.InputError, 'without .name or a case array'):
            kunit_results.read_suites(bad)

    def test_the_projects_suites(self):
        suites = kunit_results.read_suites(kunit_results.DEFAULT_SOURCES)
        self.assertIn('capability_analysis_rwsem', suites)
        self.assertTrue(suites['capability_analysis_rwsem']['rwsem_trylock_contended_test'])
        self.assertFalse(suites['capability_analysis_rwsem']['down_read_up_read_test'])


if __name__ == '__main__':
    unittest.main()
