# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/kunit_modules.py on handmade console output."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import kunit_modules  # noqa: E402

REPO = os.path.dirname(os.path.dirname(HERE))


def results(suite, cases):
    lines = ['KTAP version 1', '1..1', '    KTAP version 1',
             f'    # Subtest: {suite}', f'    1..{len(cases)}']
    lines += [f'    {st} {i} {c}' for i, (c, st) in enumerate(cases, 1)]
    ok = 'ok' if all(st == 'ok' for _, st in cases) else 'not ok'
    return lines + [f'{ok} 1 {suite}']


def module(name, suite, cases, debug_locks=1):
    out = [f'capmod: load {name}', f'capmod: loaded {name}',
           f'capmod: results-begin {suite}']
    out += results(suite, cases)
    out += [f'capmod: results-end {suite}', f'capmod: unloaded {name}',
            f'capmod: debug_locks {name} {debug_locks}']
    return out


GOOD = (['[    0.000000] Linux version 6.12'] +
        module('a_kunit', 'suite_a', [('x', 'ok'), ('y', 'ok')]) +
        module('b_kunit', 'suite_b', [('z', 'ok')]) + ['capmod: done'])


class ParseTest(unittest.TestCase):
    def test_good_run(self):
        c = kunit_modules.parse_console('\n'.join(GOOD))
        self.assertTrue(c.done)
        self.assertEqual(list(c.ktap), ['suite_a', 'suite_b'])
        self.assertEqual(kunit_modules.problems_of(c, ['a_kunit', 'b_kunit'], False), [])

    def test_merged_ktap_is_renumbered(self):
        c = kunit_modules.parse_console('\n'.join(GOOD))
        ktap = kunit_modules.merge_ktap(c.ktap).splitlines()
        self.assertEqual(ktap[:2], ['KTAP version 1', '1..2'])
        self.assertIn('ok 1 suite_a', ktap)
        self.assertIn('ok 2 suite_b', ktap)
        self.assertNotIn('1..1', ktap)

    def test_load_failure_named(self):
        text = ['capmod: load a_kunit', 'capmod: load-failed a_kunit -2',
                'capmod: done']
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit'], False)
        self.assertEqual(p, ['a_kunit: failed to load (errno 2)'])

    def test_init_error_named(self):
        # /init could not open /dev/kmsg: its lines may be cut again.
        text = ['capmod: error no-dev-kmsg -2'] + GOOD[1:]
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit', 'b_kunit'], False)
        self.assertEqual(p, ['/init: error no-dev-kmsg -2'])

    def test_hang_named(self):
        text = GOOD[:1] + module('a_kunit', 'suite_a', [('x', 'ok')]) + \
            ['capmod: load b_kunit']
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit', 'b_kunit', 'c_kunit'], True, 600)
        self.assertEqual(p, ['b_kunit: hung while loading (QEMU timed out after 600 s); '
                             '1 later module not run'])

    def test_hung_case_named_from_kunits_console_lines(self):
        # KUnit's own lines (log level 7) while b_kunit loads: its suite
        # stops after case x; the sources name the next case.
        text = GOOD[:1] + module('a_kunit', 'suite_a', [('x', 'ok')]) + \
            ['capmod: load b_kunit', '    KTAP version 1', '    # Subtest: suite_b',
             '    # module: b_kunit', '    1..3', '    ok 1 x',
             'INFO: task kunit_try_catch:98 blocked for more than 122 seconds.']
        order = {'suite_b': [('x', False, False), ('y', False, False), ('z', False, False)]}
        console = kunit_modules.parse_console('\n'.join(text))
        p = kunit_modules.problems_of(console, ['a_kunit', 'b_kunit', 'c_kunit', 'd_kunit'],
                                      True, 600, order)
        self.assertEqual(p[0], 'b_kunit: case suite_b.y timed out after 600 s (no result '
                         'line; QEMU killed by kunit_modules.py --timeout; the kernel '
                         'reported: INFO: task kunit_try_catch:98 blocked for more than '
                         '122 seconds.); 1 later case and 2 later modules not run')
        self.assertEqual(p[1:], ['b_kunit: INFO: task kunit_try_catch:98 blocked for '
                                 'more than 122 seconds.'])

    def test_crashed_case_named(self):
        text = ['capmod: load a_kunit', '    KTAP version 1', '    # Subtest: suite_a',
                '    1..1', '[  1.0] BUG: kernel NULL pointer dereference, address: 0',
                '[  1.1] Kernel panic - not syncing: Fatal exception']
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit', 'b_kunit'], False, 600)
        self.assertEqual(p[0], 'a_kunit: case #1 of suite_a crashed: BUG: kernel NULL '
                         'pointer dereference, address: 0 (no result line); '
                         '1 later module not run')

    def test_modules_not_loaded_after_a_hang_elsewhere_are_one_line(self):
        text = ['capmod: load a_kunit', 'capmod: loaded a_kunit',
                'capmod: results-begin suite_a'] + results('suite_a', [('x', 'ok')]) + \
            ['capmod: results-end suite_a']
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit', 'b_kunit', 'c_kunit'], True, 600)
        self.assertEqual(p, ['a_kunit: did not finish unloading',
                             'a_kunit: lockdep is off after it (debug_locks None)',
                             'not loaded (the run timed out earlier): b_kunit c_kunit'])

    def test_oops_named(self):
        text = ['capmod: load a_kunit', '[  1.0] BUG: kernel NULL pointer dereference',
                '[  1.1] Kernel panic - not syncing: Attempted to kill init!']
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit'], False)
        self.assertEqual(p[0], 'a_kunit: did not finish loading (oops or panic)')
        self.assertIn('a_kunit: BUG: kernel NULL pointer dereference', p[1])

    def test_warning_during_passing_suite_fails(self):
        text = list(GOOD)
        text.insert(5, 'WARNING: suspicious RCU usage')
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit', 'b_kunit'], False)
        self.assertEqual(p, ['a_kunit: WARNING: suspicious RCU usage'])

    def test_lockdep_off_and_unload_failure(self):
        text = module('a_kunit', 'suite_a', [('x', 'ok')], debug_locks=0)
        text[-2] = 'capmod: unload-failed a_kunit -16'
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit'], False)
        self.assertEqual(p, ['a_kunit: failed to unload (errno 16)',
                             'a_kunit: lockdep is off after it (debug_locks 0)',
                             'run: /init did not finish (no "capmod: done")'])

    def test_no_results(self):
        text = ['capmod: load a_kunit', 'capmod: loaded a_kunit',
                'capmod: unloaded a_kunit', 'capmod: debug_locks a_kunit 1',
                'capmod: done']
        p = kunit_modules.problems_of(kunit_modules.parse_console('\n'.join(text)),
                                      ['a_kunit'], False)
        self.assertEqual(p, ['a_kunit: loaded, but no suite results in debugfs'])

    def test_cut_case_name_is_unknown(self):
        # "ok 2 read_lock_unl" + a kernel message + "ock_test": no such case.
        order = {'suite_a': [('x', False, False), ('read_lock_unlock_test', False, False)]}
        cases = {'suite_a.x': 'PASS', 'suite_a.read_lock_unl': 'PASS',
                 'other_suite.y': 'PASS'}
        self.assertEqual(kunit_modules.unknown_cases(cases, order),
                         ['suite_a.read_lock_unl: not a case of suite suite_a in kunit/ '
                          '(a results line cut on the console?)'])
        self.assertEqual(kunit_modules.unknown_cases({'suite_a.x/param 1': 'PASS'}, order), [])

    def test_expected_modules_are_the_makefiles(self):
        names = kunit_modules.expected_modules(os.path.join(REPO, 'kunit', 'Makefile'))
        self.assertIn('spinlock_kunit', names)
        self.assertIn('atomic_kunit', names)
        with open(os.path.join(REPO, 'kunit', 'Kconfig'), encoding='utf-8') as f:
            self.assertEqual(len(names), f.read().count('_KUNIT_TEST\n\ttristate'))


if __name__ == '__main__':
    unittest.main()
