# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/header_codegen.py: a fake kbuild folder, a two-commit
tree, real compiles with clang-22 (skipped where it is not installed)."""

import io
import os
import shutil
import subprocess
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

from tools import header_codegen as hc

CLANG = 'clang-22'

MACRO = '#define twice(x) ((x) * 2)\nint helper(int);\n'
INLINE = ('int helper(int);\nstatic inline __attribute__((always_inline)) '
          'int twice(int x) { return x * 2; }\n')
CHANGED = '#define twice(x) ((x) * 3)\nint helper(int);\n'


def git(tree, *args):
    subprocess.run(['git', '-C', tree, *args], check=True, capture_output=True,
                   env={**os.environ, 'GIT_AUTHOR_NAME': 't', 'GIT_AUTHOR_EMAIL': 't@t',
                        'GIT_COMMITTER_NAME': 't', 'GIT_COMMITTER_EMAIL': 't@t'})


@unittest.skipUnless(shutil.which(CLANG), f'{CLANG} is not installed')
class HeaderCodegenTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        self.tree = os.path.join(self.tmp, 'tree')
        self.build = os.path.join(self.tmp, 'build')
        os.makedirs(os.path.join(self.tree, 'include', 'linux'))
        os.makedirs(os.path.join(self.build, 'lib'))
        with open(os.path.join(self.build, '.config'), 'w', encoding='utf-8') as f:
            f.write('CONFIG_X=y\n')
        git(self.tree, 'init', '-q')
        self.write_header(MACRO)
        git(self.tree, 'add', '-A')
        git(self.tree, 'commit', '-q', '-m', 'macro')
        src = os.path.join(self.tree, 'lib', 'user.c')
        os.makedirs(os.path.dirname(src))
        with open(src, 'w', encoding='utf-8') as f:
            f.write('#include <linux/twice.h>\nint user(int a) { return helper(twice(a)); }\n')
        other = os.path.join(self.tree, 'lib', 'other.c')
        with open(other, 'w', encoding='utf-8') as f:
            f.write('#include <linux/twice.h>\nint other(int a) { return a; }\n')
        for name in ('user', 'other'):
            cmd = (f'savedcmd_lib/{name}.o := {CLANG} -O2 -I {self.tree}/include '
                   f'-c -o lib/{name}.o {self.tree}/lib/{name}.c\n'
                   f'\nsource_lib/{name}.o := {self.tree}/lib/{name}.c\n\n'
                   f'deps_lib/{name}.o := \\\n  {self.tree}/include/linux/twice.h \\\n\n')
            with open(os.path.join(self.build, 'lib', f'.{name}.o.cmd'), 'w',
                      encoding='utf-8') as f:
                f.write(cmd)

    def write_header(self, text):
        with open(os.path.join(self.tree, 'include', 'linux', 'twice.h'), 'w',
                  encoding='utf-8') as f:
            f.write(text)

    def run_tool(self, *extra):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            rc = hc.main(['--build-dir', self.build, '--tree', self.tree,
                          '--header', 'include/linux/twice.h', '-j', '1', *extra])
        return rc, out.getvalue(), err.getvalue()

    def test_objects_are_those_that_include_the_header(self):
        self.assertEqual(hc.header_objects(self.build, 'include/linux/twice.h'),
                         ['lib/other.o', 'lib/user.o'])
        self.assertEqual(hc.header_objects(self.build, 'include/linux/other.h'), [])

    def test_an_equivalent_inline_function_is_identical(self):
        self.write_header(INLINE)
        git(self.tree, 'commit', '-q', '-am', 'inline')
        rc, out, _ = self.run_tool('--grep', r'twice\(')
        self.assertIn('1 of 1 objects identical', out)
        self.assertEqual(rc, 0)

    def test_a_change_of_code_is_named(self):
        self.write_header(CHANGED)
        git(self.tree, 'commit', '-q', '-am', 'times three')
        rc, out, _ = self.run_tool()
        self.assertIn('lib/user.o: differs: ', out)
        self.assertNotIn('lib/other.o', out.split('header-codegen:')[0])
        self.assertIn('1 of 2 objects identical, 1 differs', out)
        self.assertEqual(rc, 1)

    def test_a_copy_that_is_not_included_is_not_identical(self):
        self.write_header(INLINE)
        git(self.tree, 'commit', '-q', '-am', 'inline')
        # The source includes the header by its quoted path: -I cannot replace it.
        with open(os.path.join(self.tree, 'lib', 'user.c'), 'w', encoding='utf-8') as f:
            f.write('#include "../include/linux/twice.h"\n'
                    'int user(int a) { return helper(twice(a)); }\n')
        rc, out, _ = self.run_tool('lib/user.o')
        self.assertIn('lib/user.o: not-included', out)
        self.assertEqual(rc, 1)

    def test_a_compiler_that_cannot_run_is_named(self):
        self.write_header(INLINE)
        for name in ('user', 'other'):
            path = os.path.join(self.build, 'lib', f'.{name}.o.cmd')
            with open(path, encoding='utf-8') as f:
                text = f.read()
            with open(path, 'w', encoding='utf-8') as f:
                f.write(text.replace(CLANG, '/nonexistent/clang', 1))
        rc, out, _ = self.run_tool('--rev', 'HEAD', 'lib/user.o')
        self.assertIn('lib/user.o: compile-error: tree header: exit ', out)
        self.assertIn('cannot run /nonexistent/clang', out)
        self.assertEqual(rc, 1)

    def test_bad_input_is_one_line(self):
        rc, _, err = self.run_tool('--rev', 'HEAD')
        self.assertEqual(rc, 2)
        self.assertIn('is the same at HEAD and in the tree', err)
        rc, _, err = self.run_tool('--rev', 'nope')
        self.assertEqual(rc, 2)
        self.assertIn('git show nope:include/linux/twice.h', err)
        self.write_header(INLINE)
        rc, _, err = self.run_tool('--rev', 'HEAD', '--grep', 'no such call')
        self.assertEqual(rc, 2)
        self.assertIn('no object to compare', err)


class HelpersTest(unittest.TestCase):
    def test_overlay_comes_first(self):
        argv = hc.with_overlay(['clang', '-I./include', '-c', 'a.c'], '/o', '/d')
        self.assertEqual(argv[:6], ['clang', '-I', '/o', '-MD', '-MF', '/d'])

    def test_source_is_the_c_file(self):
        self.assertEqual(hc.source_of(['clang', '-o', 'a.o', 'x/a.c']), 'x/a.c')
        self.assertIsNone(hc.source_of(['clang', 'x/a.c', '-o', 'a.o']))
        self.assertIsNone(hc.source_of(['clang', '-o', 'a.o']))


if __name__ == '__main__':
    unittest.main()
