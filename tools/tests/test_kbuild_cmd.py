# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/kbuild_cmd.py on a recorded .cmd file."""

import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import kbuild_cmd  # noqa: E402

OBJ = 'lib/capability-analysis-kunit/spinlock_kunit.o'


class KbuildCmdTest(unittest.TestCase):
    def setUp(self):
        self.build = tempfile.mkdtemp()
        os.makedirs(os.path.join(self.build, 'lib/capability-analysis-kunit'))
        shutil.copy(os.path.join(HERE, 'data/spinlock_kunit.o.cmd'),
                    kbuild_cmd.cmd_file_path(self.build, OBJ))

    def tearDown(self):
        shutil.rmtree(self.build)

    def test_reads_the_compile_command_without_the_objtool_step(self):
        argv = kbuild_cmd.read_compile_command(self.build, OBJ)
        self.assertEqual(argv[0], 'clang-22')
        self.assertEqual(argv[-1], '/src/lib/capability-analysis-kunit/spinlock_kunit.c')
        self.assertNotIn('./tools/objtool/objtool', argv)
        self.assertIn('-DKBUILD_BASENAME="spinlock_kunit"', argv)

    def test_syntax_only_command(self):
        argv = kbuild_cmd.read_compile_command(self.build, OBJ)
        out = kbuild_cmd.syntax_only_command(argv, '/cases/x.c', ['-I/canary'])
        self.assertEqual(out[:2], ['clang-22', '-I/canary'])
        self.assertEqual(out[-1], '/cases/x.c')
        for gone in ('-c', '-o', OBJ, '/src/lib/capability-analysis-kunit/spinlock_kunit.c'):
            self.assertNotIn(gone, out)
        self.assertFalse(any(a.startswith('-Wp,-MMD') for a in out))
        for kept in ('-DWARN_CAPABILITY_ANALYSIS', '-Wthread-safety', '-nostdinc',
                     '-fsyntax-only'):
            self.assertIn(kept, out)

    def test_missing_cmd_file_is_a_clear_error(self):
        with self.assertRaisesRegex(kbuild_cmd.CmdFileError, 'build .*first'):
            kbuild_cmd.read_compile_command(self.build, 'lib/other.o')


if __name__ == '__main__':
    unittest.main()
