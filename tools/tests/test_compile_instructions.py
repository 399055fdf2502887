# SPDX-License-Identifier: GPL-2.0
"""compile_instructions.py: variants, the -cc1 job, and valgrind's count,
with a fake compiler driver and a fake valgrind."""

import contextlib
import io
import os
import stat
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import compile_instructions  # noqa: E402
from tests.kbuild_fixture import BuildFixture  # noqa: E402

FLAGS = ('-O2 -DWARN_CAPABILITY_ANALYSIS -fexperimental-late-parse-attributes '
         '-Wthread-safety -Wthread-safety-beta '
         '--warning-suppression-mappings=/tree/supp.txt')

# The driver prints its -cc1 job for -###, as Clang does.
FAKE_CC = '''#!/bin/sh
for a; do [ "$a" = "-###" ] && { echo ' "/usr/bin/clang" "-cc1" '"$*" >&2; exit 0; }; done
exit 1
'''
# 1000 instructions, plus 10 per analysis flag of the job it runs.
FAKE_VALGRIND = '''#!/bin/sh
n=1000
for a; do case "$a" in *thread-safety*|-D*WARN*|-fexperimental*) n=$((n+10));; esac; done
echo "==1== I   refs:      $n" >&2
'''


def script(path, text):
    with open(path, 'w') as f:
        f.write(text)
    os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
    return path


class VariantTest(unittest.TestCase):
    ARGV = ['cc', '-Wp,-MMD,x.d', '-O2', '-DWARN_CAPABILITY_ANALYSIS',
            '-fexperimental-late-parse-attributes', '-Wthread-safety',
            '--warning-suppression-mappings=s.txt', '-c', '-o', 'a.o', 'a.c']

    def test_none_strips_every_analysis_flag(self):
        self.assertEqual(compile_instructions.variant_argv(self.ARGV, 'none', 'T.o'),
                         ['cc', '-O2', '-c', '-o', 'T.o', 'a.c'])

    def test_headers_keeps_the_define_and_late_parsing(self):
        self.assertEqual(
            compile_instructions.variant_argv(self.ARGV, 'headers', 'T.o'),
            ['cc', '-O2', '-DWARN_CAPABILITY_ANALYSIS',
             '-fexperimental-late-parse-attributes', '-c', '-o', 'T.o', 'a.c'])

    def test_overlay_goes_first_in_full_only(self):
        full = compile_instructions.variant_argv(self.ARGV, 'full', 'T.o', '/ov')
        self.assertEqual(full[1], '-I/ov')
        self.assertNotIn('-I/ov', compile_instructions.variant_argv(
            self.ARGV, 'none', 'T.o', '/ov'))


class RunTest(BuildFixture):
    def run_main(self, *objects):
        cc = script(os.path.join(self.tmp, 'cc'), FAKE_CC)
        vg = script(os.path.join(self.tmp, 'valgrind'), FAKE_VALGRIND)
        for obj in objects:
            if obj != 'missing.o':
                self.write_cmd(obj, FLAGS)
                path = os.path.join(self.build, '.' + obj + '.cmd')
                with open(path) as f:
                    text = f.read()
                with open(path, 'w') as f:
                    f.write(text.replace(' := cc ', f' := {cc} '))
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = compile_instructions.main(['--build-dir', self.build,
                                            '--valgrind', vg] + list(objects))
        return rc, out.getvalue()

    def test_counts_and_ratios(self):
        rc, out = self.run_main('a.o')
        self.assertEqual(rc, 0)
        self.assertEqual(out.strip(), 'a.o none 1,000 (1.0000) headers 1,020 '
                         '(1.0200) full 1,040 (1.0400)')

    def test_missing_cmd_file_is_one_line(self):
        with self.assertRaises(SystemExit) as cm:
            self.run_main('missing.o')
        self.assertIn('compile-instructions:', str(cm.exception))
        self.assertIn('build missing.o first', str(cm.exception))


if __name__ == '__main__':
    unittest.main()
