# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/kernel_compile.py: one file compiled in kernel context."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import kbuild_cmd  # noqa: E402
import kernel_compile as kc  # noqa: E402
from kbuild_fixture import BuildFixture  # noqa: E402

FAKE_CC = os.path.join(HERE, 'fake_cc.py')


class CompilerTest(BuildFixture):
    def setUp(self):
        super().setUp()
        os.makedirs(os.path.join(self.tree, 'include/linux'))
        self.write_cmd('lib/x/y.o', '-D__KERNEL__ -Wno-error')
        self.src = os.path.join(self.tmp, 'a.c')

    def write(self, text):
        with open(self.src, 'w') as f:
            f.write(text)

    def test_command(self):
        comp = kc.Compiler(self.build, self.tree, 'lib/x/y.o', flags=['-Werror'],
                           prepend=['-I/canary'], cc='clang-19', drop=['-Wno-error'])
        self.assertEqual(comp.command('/c/a.c', ['-DFIXED']), [
            'clang-19', '-I/canary', '-D__KERNEL__', '-fsyntax-only',
            '-fno-color-diagnostics', '-fno-caret-diagnostics',
            '-fmacro-backtrace-limit=0', '-Werror', '-DFIXED', '/c/a.c'])
        # The module-level command() is the same transformation.
        self.assertEqual(kc.command(comp.argv, '/c/a.c', ['-I/canary'], ['-Werror', '-DFIXED']),
                         comp.command('/c/a.c', ['-DFIXED']))

    def test_missing_object_is_a_cmd_file_error(self):
        with self.assertRaises(kbuild_cmd.CmdFileError):
            kc.Compiler(self.build, self.tree, 'lib/x/none.o')

    def test_run_normalizes_by_source_root(self):
        header = os.path.join(self.tree, 'include/linux/h.h')
        self.write(f'//BAD: $CASE:3:5: warning: w [-Wthread-safety-analysis]\n'
                   f'//BAD: {header}:7:1: note: n\n')
        # The corpus: the project keeps line:col, the tree is a header root.
        comp = kc.Compiler(self.build, self.tree, 'lib/x/y.o', cc=FAKE_CC,
                           source_root=self.tmp)
        run = comp.run(self.src)
        self.assertEqual(run.lines, ['a.c:3:5: warning: w [-Wthread-safety-analysis]',
                                     'include/linux/h.h: note: n'])
        self.assertIsNone(kc.run_fault(run))
        # An object of the tree: the tree is the source root, headers keep line:col.
        comp = kc.Compiler(self.build, self.tree, 'lib/x/y.o', cc=FAKE_CC,
                           source_root=self.tree)
        self.assertEqual(comp.run(self.src).lines[1], 'include/linux/h.h:7:1: note: n')

    def test_faults(self):
        comp = kc.Compiler(self.build, self.tree, 'lib/x/y.o', cc=FAKE_CC)
        self.write('//DIE: bad signal 11\n')
        self.assertEqual(kc.run_fault(comp.run(self.src)),
                         ('crash', 'compiler killed by signal 11 (SIGSEGV)'))
        self.assertIsNone(kc.run_fault(comp.run(self.src, ['-DFIXED'])))
        comp = kc.Compiler(self.build, self.tree, 'lib/x/y.o',
                           cc=os.path.join(self.tmp, 'no-such-cc'))
        status, cause = kc.run_fault(comp.run(self.src))
        self.assertEqual(status, 'crash')
        self.assertIn('cannot run', cause)

    def test_execute_timeout(self):
        rc, err, timed_out = kc.execute([sys.executable, '-c', 'import time; time.sleep(9)'],
                                        self.tmp, timeout=1)
        self.assertTrue(timed_out)
        self.assertIn('timed out after 1s', err)


class PreprocessTest(unittest.TestCase):
    def test_preprocess_command_and_line_markers(self):
        self.assertEqual(kc.preprocess_command(['cc', '-O2', '-fsyntax-only', 'a.c']),
                         ['cc', '-O2', '-E', '-o', '-', 'a.c'])
        text = ('# 1 "a.c"\nint x;\n# 1 "/t/include/linux/x.h" 1 3\n'
                '# 7 "dir/we\\"ird.h" 2\n#pragma once\n')
        self.assertEqual(kc.marked_files(text),
                         ['a.c', '/t/include/linux/x.h', 'dir/we\\"ird.h'])


if __name__ == '__main__':
    unittest.main()
