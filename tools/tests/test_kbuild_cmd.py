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

    def test_savedcmd(self):
        argv = kbuild_cmd.parse_savedcmd(
            'savedcmd_a/b.o := clang-22 -Wp,-MMD,a/.b.o.d -DWARN_CAPABILITY_ANALYSIS '
            '-Wthread-safety -DX=\'"$$y"\' -c -o a/b.o /t/a/b.c ; '
            './tools/objtool/objtool --orc a/b.o\n')
        self.assertIn('-Wthread-safety', argv)
        self.assertIn('-DX="$y"', argv)
        self.assertEqual(argv[-1], '/t/a/b.c')
        self.assertIsNone(kbuild_cmd.parse_savedcmd(
            'savedcmd_a/b.a := rm -f a/b.a; ar cDPrST a/b.a\n'))
        self.assertIsNone(kbuild_cmd.parse_savedcmd('cmd_a/b.o := cc -c a/b.c\n'))

    def test_opted_in_is_the_opt_in_mark(self):
        argv = kbuild_cmd.read_compile_command(self.build, OBJ)
        self.assertTrue(kbuild_cmd.is_opted_in(argv))
        # The warning alone (a Makefile's own flags) turns no annotation on.
        self.assertFalse(kbuild_cmd.is_opted_in(['cc', '-Wthread-safety', '-c']))
        self.assertFalse(kbuild_cmd.is_opted_in(
            [a for a in argv if a != kbuild_cmd.OPT_IN_MARK]))

    def test_saved_commands_of_a_build_folder(self):
        def cmd(path, line):
            os.makedirs(os.path.dirname(os.path.join(self.build, path)), exist_ok=True)
            with open(os.path.join(self.build, path), 'w') as f:
                f.write(line)
        cmd('lib/.a.o.cmd', 'savedcmd_lib/a.o := cc -c -o lib/a.o /t/lib/a.c\n')
        cmd('lib/.s.o.cmd', 'savedcmd_lib/s.o := cc -D__ASSEMBLY__ -c -o lib/s.o /t/lib/s.S\n')
        cmd('lib/.l.a.cmd', 'savedcmd_lib/l.a := ar cDPrST lib/l.a lib/a.o\n')
        cmd('scripts/.h.o.cmd', 'savedcmd_scripts/h.o := cc -c -o scripts/h.o h.c\n')
        cmd('lib/.bad.o.cmd', 'savedcmd_lib/bad.o := cc "-c\n')
        found = dict(kbuild_cmd.saved_commands(self.build))
        self.assertEqual(sorted(found), ['lib/a.o', OBJ])
        self.assertEqual(found['lib/a.o'][-1], '/t/lib/a.c')

    def test_missing_cmd_file_is_a_clear_error(self):
        with self.assertRaisesRegex(kbuild_cmd.CmdFileError, 'build .*first'):
            kbuild_cmd.read_compile_command(self.build, 'lib/other.o')


if __name__ == '__main__':
    unittest.main()
