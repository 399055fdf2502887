# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/optin_free.py's command extraction and comparison."""

import unittest

from tools import optin_free as of

LINE = ("set -e;  echo '  CC      lib/foo.o';   trap 'rm -f lib/foo.o; trap - HUP; "
        "kill -s HUP $$' HUP; clang-22 -Wp,-MMD,lib/.foo.o.d -nostdinc "
        "-I/b/on/include {extra}-c -o lib/foo.o /src/lib/foo.c; ./tools/objtool/objtool x")
FLAGS = ('-DWARN_CAPABILITY_ANALYSIS -fexperimental-late-parse-attributes -Wthread-safety '
         '-Wthread-safety-beta --warning-suppression-mappings=/src/s.txt ')


class OptinFreeTest(unittest.TestCase):
    def test_extracts_the_compile_and_names_the_folder_O(self):
        cmds = of.compile_commands(LINE.format(extra=''), '/b/on')
        self.assertEqual(list(cmds), ['lib/foo.o'])
        self.assertIn('-IO/include', cmds['lib/foo.o'])

    def test_verdicts(self):
        off = of.compile_commands(LINE.format(extra='').replace('/b/on', '/b/off'), '/b/off')
        same = of.compile_commands(LINE.format(extra=''), '/b/on')
        opted = of.compile_commands(LINE.format(extra=FLAGS), '/b/on')
        other = of.compile_commands(LINE.format(extra='-O3 '), '/b/on')
        self.assertEqual(of.compare(same, off), (['lib/foo.o'], [], []))
        self.assertEqual(of.compare(opted, off), ([], ['lib/foo.o'], []))
        system = of.compile_commands(LINE.format(
            extra=FLAGS + '--system-header-prefix=linux/ --no-system-header-prefix=linux/a.h '),
            '/b/on')
        self.assertEqual(of.compare(system, off), ([], ['lib/foo.o'], []))
        s, o, wrong = of.compare(other, off)
        self.assertEqual((s, o), ([], []))
        self.assertEqual(wrong, [('lib/foo.o', ['-O3'])])
        # analysis flags plus anything else is not "opted in"
        s, o, wrong = of.compare(of.compile_commands(LINE.format(extra=FLAGS + '-O3 '),
                                                     '/b/on'), off)
        self.assertEqual(len(wrong), 1)


if __name__ == '__main__':
    unittest.main()
