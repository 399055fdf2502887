# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/run_unittests.py on a folder of handmade test modules:
every module runs, a failure (or a module without tests) is printed whole
and fails the run, whatever the number of jobs."""

import contextlib
import io
import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import run_unittests  # noqa: E402

PASSING = '''import unittest
class T(unittest.TestCase):
    def test_one(self):
        pass
    def test_two(self):
        pass
'''
FAILING = '''import unittest
class T(unittest.TestCase):
    def test_fails(self):
        self.assertEqual(1, 2, 'THE FAILURE')
    def test_passes(self):
        pass
'''
EMPTY = 'import unittest\n'


class RunUnittestsTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)

    def module(self, name, text):
        with open(os.path.join(self.tmp.name, name), 'w', encoding='utf-8') as f:
            f.write(text)

    def run_it(self, jobs):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = run_unittests.main(['--dir', self.tmp.name, '--top', self.tmp.name,
                                     '-j', str(jobs)])
        return rc, out.getvalue()

    def test_all_pass(self):
        self.module('test_a.py', PASSING)
        self.module('test_b.py', PASSING)
        rc, out = self.run_it(2)
        self.assertEqual(rc, 0)
        self.assertEqual(out, 'unit tests: 4 tests in 2 modules, 0 modules failed\n')

    def test_a_failure_is_shown_and_fails(self):
        self.module('test_a.py', PASSING)
        self.module('test_b.py', FAILING)
        for jobs in (1, 3):
            rc, out = self.run_it(jobs)
            self.assertEqual(rc, 1)
            self.assertIn('--- test_b.py: FAILED\n', out)
            self.assertIn('THE FAILURE', out)
            self.assertNotIn('test_a.py: FAILED', out)
            self.assertTrue(out.endswith('unit tests: 4 tests in 2 modules, '
                                         '1 modules failed: test_b.py\n'))

    def test_a_module_without_tests_fails(self):
        self.module('test_a.py', PASSING)
        self.module('test_empty.py', EMPTY)
        rc, out = self.run_it(2)
        self.assertEqual(rc, 1)
        self.assertIn('--- test_empty.py: FAILED (no test ran)', out)

    def test_no_module_is_an_error(self):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            rc, _ = self.run_it(2)
        self.assertEqual(rc, 2)
        self.assertIn('no test_*.py', err.getvalue())


if __name__ == '__main__':
    unittest.main()
