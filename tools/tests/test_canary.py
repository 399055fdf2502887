# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/canary.py."""

import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import canary  # noqa: E402


class CanaryTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, 'tree')
        os.makedirs(os.path.join(self.tree, 'include/linux'))

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def header(self, text):
        with open(os.path.join(self.tree, canary.HEADER), 'w') as f:
            f.write(text)

    def test_drops_exactly_the_annotation(self):
        self.header('a\n' + canary.TARGET + '{\n}\n')
        out = os.path.join(self.tmp, 'out')
        with open(canary.write_mutant(self.tree, out)) as f:
            text = f.read()
        self.assertEqual(text, 'a\n' + canary.MUTATED + '{\n}\n')
        self.assertNotIn('__acquires', text)

    def test_unexpected_header_is_an_error(self):
        self.header('static inline void spin_lock(spinlock_t *lock)\n{\n}\n')
        with self.assertRaises(SystemExit):
            canary.write_mutant(self.tree, os.path.join(self.tmp, 'out'))

    def test_passes_only_when_the_check_fails(self):
        self.header(canary.TARGET)
        out = os.path.join(self.tmp, 'out')
        fail = [sys.executable, '-c', 'print("FAIL   x: diff"); raise SystemExit(1)']
        self.assertEqual(canary.main(['--tree', self.tree, '--out', out, '--'] + fail), 0)
        ok = [sys.executable, '-c', 'print("check: 1 passed, 0 failed")']
        self.assertEqual(canary.main(['--tree', self.tree, '--out', out, '--'] + ok), 1)
        setup_error = [sys.executable, '-c', 'raise SystemExit(2)']
        self.assertEqual(canary.main(['--tree', self.tree, '--out', out, '--'] + setup_error), 1)


if __name__ == '__main__':
    unittest.main()
