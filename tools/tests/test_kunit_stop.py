# SPDX-License-Identifier: GPL-2.0
"""Tests of how tools/kunit_results.py names a KUnit run that stopped: a
hang that kunit.py's --timeout killed, a kernel crash, output that just
stops. The console logs (test.log) and kunit.py's output (kunit.py.log) are
in data/kunit-stop/: um-demo/ was recorded (make kunit ARCH=um's kunit.py,
run as "exec --timeout 1" on the UML build, trimmed: most boot lines and
the stack trace of UML's shutdown), the others are handmade in the format
of the x86_64 and UML logs; each kunit-results.json is what the tree's
"kunit.py parse --json" made of its test.log."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import unittest
from typing import Any, Dict, List, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import kunit_results  # noqa: E402

DATA = os.path.join(HERE, 'data', 'kunit-stop')
SOURCES = os.path.join(HERE, 'data', 'kunit-results', 'sources')
SPIN = 'capability_analysis_spinlock.'
MUTEX = 'capability_analysis_mutex.'

HANG_MID = (f'case {SPIN}spin_lockdep_enabled_test timed out after 300 s (no result '
            'line; QEMU killed by kunit.py --timeout; the kernel reported: watchdog: '
            'BUG: soft lockup - CPU#1 stuck for 26s! [kunit_try_catch:1021]); '
            '1 later case and 1 later suite not run')
HANG_FIRST = (f'case {SPIN}spin_lock_test timed out after 300 s (no result line; '
              'the UML kernel killed by kunit.py --timeout); 2 later cases and '
              '1 later suite not run')
CRASH = (f'case {MUTEX}mutex_param_test (parameter #2) crashed: BUG: kernel NULL '
         'pointer dereference, address: 0000000000000008 (no result line; QEMU '
         'killed by kunit.py --timeout after 300 s)')
UM_DEMO = ('case capability_analysis_srcu.synchronize_srcu_waits_for_reader_test '
           'timed out after 1 s (no result line; the UML kernel killed by kunit.py '
           '--timeout); 9 later cases and 10 later suites not run')


class StopTestCase(unittest.TestCase):
    def setUp(self) -> None:
        self.tmp = tempfile.mkdtemp()

    def tearDown(self) -> None:
        shutil.rmtree(self.tmp)

    def copy(self, case: str, *names: str) -> str:
        """A build folder of its own with @case's files @names (all three
        if none)."""
        folder = os.path.join(self.tmp, case)
        os.makedirs(folder, exist_ok=True)
        for name in names or ('test.log', 'kunit.py.log', 'kunit-results.json'):
            shutil.copy(os.path.join(DATA, case, name), folder)
        return folder

    def main(self, *argv: str) -> Tuple[int, str]:
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = kunit_results.main(list(argv))
        return rc, out.getvalue()


class AfterRunTest(StopTestCase):
    """--stopped CONFIG=DIR, which make kunit runs after kunit.py."""

    def stopped(self, folder: str, config: str = 'x86_64',
                sources: str = SOURCES) -> Tuple[int, str]:
        return self.main('--sources', sources, '--stopped', f'{config}={folder}')

    def test_hang_mid_suite(self) -> None:
        rc, out = self.stopped(os.path.join(DATA, 'hang-mid-suite'))
        self.assertEqual(out, f'kunit x86_64: {HANG_MID}\n')
        self.assertEqual(rc, 1)

    def test_hang_in_the_first_case(self) -> None:
        rc, out = self.stopped(os.path.join(DATA, 'hang-first-case'), 'um')
        self.assertEqual(out, f'kunit um: {HANG_FIRST}\n')
        self.assertEqual(rc, 1)

    def test_crash_with_an_oops(self) -> None:
        rc, out = self.stopped(os.path.join(DATA, 'crash-oops'))
        self.assertEqual(out, f'kunit x86_64: {CRASH}\n')
        self.assertEqual(rc, 1)

    def test_normal_pass(self) -> None:
        rc, out = self.stopped(os.path.join(DATA, 'pass'))
        self.assertEqual((rc, out), (0, ''))

    def test_recorded_uml_run_killed_by_the_timeout(self) -> None:
        # Its last lines are UML's own shutdown ("BUG: sleeping function
        # called from invalid context" from an exitcall): not a crash.
        rc, out = self.stopped(os.path.join(DATA, 'um-demo'), 'um',
                               os.path.join(DATA, 'um-demo', 'sources'))
        self.assertEqual(out, f'kunit um: {UM_DEMO}\n')
        self.assertEqual(rc, 1)

    def test_output_that_stops_without_timeout_or_oops(self) -> None:
        folder = self.copy('hang-first-case', 'test.log')
        rc, out = self.stopped(folder, 'um')
        self.assertEqual(out, f'kunit um: case {SPIN}spin_lock_test did not finish: its '
                         'output stopped (no result line, no oops or panic line, no '
                         'timeout); 2 later cases and 1 later suite not run\n')
        self.assertEqual(rc, 1)

    def test_no_log_kunit_py_failed_before_the_kernel_ran(self) -> None:
        rc, out = self.stopped(self.tmp)
        self.assertEqual(out, f'kunit x86_64: no {self.tmp}/test.log: kunit.py '
                         'stopped before the kernel ran\n')
        self.assertEqual(rc, 2)


class KunitResultsTest(StopTestCase):
    """make kunit-results: a stopped config is one problem, not a crash per
    case that did not run."""

    def results(self, *configs: str) -> Tuple[int, str, Dict[str, Any]]:
        expected = os.path.join(self.tmp, 'expected-skips.txt')
        with open(expected, 'w', encoding='utf-8') as f:
            f.write('# none\n')
        js = os.path.join(self.tmp, 'out.json')
        rc, out = self.main('--expected', expected, '--sources', SOURCES,
                            '--json', js, *configs)
        with open(js, encoding='utf-8') as f:
            return rc, out, json.load(f)

    def test_hang_is_one_problem(self) -> None:
        hang = self.copy('hang-mid-suite')
        rc, out, js = self.results(f'x86_64={hang}/kunit-results.json',
                                   f'arm64={DATA}/pass/kunit-results.json')
        self.assertEqual(js['problems'], [f'x86_64: {HANG_MID}'])
        self.assertEqual(js['stopped'], {'x86_64': HANG_MID})
        # The hung case fails; the ones after it did not run.
        self.assertEqual(js['results']['x86_64'], {SPIN + 'spin_lock_test': 'PASS',
                                                   SPIN + 'spin_lockdep_enabled_test': 'FAIL'})
        self.assertIn('capability_analysis_spinlock | 1/0/1    | 3/0/0', out)
        self.assertEqual(rc, 1)

    def test_crash_kunit_py_passed(self) -> None:
        # The open parameterized case is the last one: kunit.py's parser
        # misses no case and passes the run; the log tells.
        crash = self.copy('crash-oops')
        rc, _, js = self.results(f'x86_64={crash}/kunit-results.json',
                                 f'arm64={DATA}/pass/kunit-results.json')
        self.assertEqual(js['problems'], [f'x86_64: {CRASH}'])
        self.assertEqual(js['results']['x86_64'][MUTEX + 'mutex_param_test/#2'], 'FAIL')
        self.assertEqual(rc, 1)

    def test_raw_log(self) -> None:
        if not os.path.exists(os.path.join(kunit_results.DEFAULT_TREE,
                                           'tools/testing/kunit/kunit.py')):
            self.skipTest('no prepared tree')
        hang = self.copy('hang-first-case', 'test.log', 'kunit.py.log')
        rc, _, js = self.results(f'um={hang}/test.log')
        self.assertEqual(js['problems'], [f'um: {HANG_FIRST}'])
        self.assertEqual(rc, 1)

    def test_without_the_log_the_json_says_where(self) -> None:
        hang = self.copy('hang-mid-suite', 'kunit-results.json')
        rc, _, js = self.results(f'x86_64={hang}/kunit-results.json')
        self.assertEqual(js['problems'], [
            f'x86_64: case {SPIN}spin_lockdep_enabled_test did not finish (no result '
            'line; no console log beside the results to tell a timeout from a crash); '
            '1 later case and 1 later suite not run'])
        self.assertEqual(rc, 1)

    def test_a_later_runs_log_is_not_read(self) -> None:
        hang = self.copy('hang-mid-suite')
        json_path = os.path.join(hang, 'kunit-results.json')
        later = os.path.getmtime(json_path) + 2 * kunit_results.LOG_SLACK
        os.utime(os.path.join(hang, 'test.log'), (later, later))
        _, _, js = self.results(f'x86_64={json_path}')
        self.assertIn('no console log beside the results', js['problems'][0])

    def test_normal_pass(self) -> None:
        passed = self.copy('pass')
        rc, _, js = self.results(f'x86_64={passed}/kunit-results.json')
        self.assertEqual((rc, js['problems'], js['stopped']), (0, [], {}))


class ReadStopTest(unittest.TestCase):
    HEAD = ['KTAP version 1', '1..3', '    KTAP version 1', '    # Subtest: s1',
            '    1..2', '    ok 1 a', '    ok 2 b', 'ok 1 s1']

    def stop(self, lines: List[str]) -> kunit_results.Stop:
        stop = kunit_results.read_stop('\n'.join(lines))
        assert stop is not None
        return stop

    def test_between_suites(self) -> None:
        stop = self.stop(self.HEAD)
        self.assertEqual(kunit_results.stop_message(stop, '5'),
                         'the suite after s1, before its KTAP header, timed out after '
                         '5 s (no result line; QEMU killed by kunit.py --timeout); '
                         '1 later suite not run')

    def test_before_kunit_started(self) -> None:
        stop = self.stop(['Linux version 6.12', 'Kernel panic - not syncing: VFS'])
        self.assertEqual(kunit_results.stop_message(stop),
                         'the kernel, before KUnit started, crashed: Kernel panic - not '
                         'syncing: VFS (no KTAP header)')

    def test_printk_times_and_complete_runs(self) -> None:
        lines = self.HEAD + ['    KTAP version 1', '    # Subtest: s2', '    1..1',
                             '    not ok 1 c', 'not ok 2 s2', '    KTAP version 1',
                             '    # Subtest: s3', '    1..0', 'ok 3 s3 # SKIP']
        self.assertIsNone(kunit_results.read_stop('\n'.join(lines)))
        timed = [f'[    1.{n:06d}] {line}' for n, line in enumerate(lines)]
        self.assertIsNone(kunit_results.read_stop('\n'.join(timed)))
        stop = self.stop(timed[:-4])
        self.assertEqual((stop.suite, stop.after, stop.later_suites), (None, 's2', 0))

    def test_an_oops_before_a_result_line_is_old(self) -> None:
        # KUnit caught the oops of its case's kthread and went on.
        stop = self.stop(['KTAP version 1', '1..1', '    KTAP version 1',
                          '    # Subtest: s1', '    1..2',
                          'BUG: kernel NULL pointer dereference, address: 0',
                          '    not ok 1 a'])
        self.assertEqual((stop.after, stop.number, stop.crash), ('a', 2, None))

    def test_a_module_without_the_run_header(self) -> None:
        lines = ['    KTAP version 1', '    # Subtest: s1', '    1..2', '    ok 1 a']
        stop = kunit_results.read_stop('\n'.join(lines), header=False)
        assert stop is not None
        self.assertEqual((stop.suite, stop.number, stop.later_cases), ('s1', 2, 0))
        self.assertIsNone(kunit_results.read_stop('\n'.join(lines + ['    ok 2 b', 'ok 1 s1']),
                                                  header=False))
        self.assertIsNone(kunit_results.read_stop('Linux version 6.12', header=False))

    def test_conditional_cases_follow_the_suites_plan(self) -> None:
        order: kunit_results.CaseOrder = {
            's': [('a', False, False), ('maybe', False, True), ('b', False, False)]}
        for plan, case in ((3, 'maybe'), (2, 'b')):
            stop = kunit_results.Stop(suite='s', number=2, after='a', later_cases=plan - 2)
            kunit_results.name_case(stop, order)
            self.assertEqual(stop.case, case)
        unknown = kunit_results.Stop(suite='kfence', number=7, after='t6')
        kunit_results.name_case(unknown, order)
        self.assertEqual(kunit_results.stop_message(unknown, '5'),
                         'case #7 of kfence (the one after t6) timed out after 5 s (no '
                         'result line; QEMU killed by kunit.py --timeout)')

    def test_the_timeout_line_of_kunit_py(self) -> None:
        self.assertEqual(kunit_results.timed_out(
            "Command '['qemu-system-aarch64', '-nodefaults']' timed out after 600 seconds"),
            ('600', 'QEMU killed by kunit.py --timeout'))
        self.assertIsNone(kunit_results.timed_out('Elapsed time: 30.1s'))


if __name__ == '__main__':
    unittest.main()
