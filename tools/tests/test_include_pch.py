# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/include_pch.py with a stand-in compiler run."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import include_pch  # noqa: E402


class PreludeTest(unittest.TestCase):
    def test_includes_after_comments(self):
        text = ('// SPDX-License-Identifier: GPL-2.0\n/*\n * MISTAKE: x\n'
                ' * #include <not/this.h>\n */\n\n#include <linux/spinlock.h>\n'
                '#include "local.h"\t/* why */\n\nint x;\n#ifdef FIXED\n#endif\n')
        self.assertEqual(include_pch.include_prelude(text),
                         '#include <linux/spinlock.h>\n#include "local.h"\n')

    def test_define_before_include_gets_none(self):
        text = '#define DEBUG\n#include <linux/spinlock.h>\nint x;\n'
        self.assertIsNone(include_pch.include_prelude(text))

    def test_code_between_includes_gets_none(self):
        text = '#include <linux/a.h>\nint x;\n#include <linux/b.h>\n'
        self.assertIsNone(include_pch.include_prelude(text))

    def test_conditional_include_gets_none(self):
        text = '#include <linux/a.h>\n#ifdef FIXED\n#include <linux/b.h>\n#endif\n'
        self.assertIsNone(include_pch.include_prelude(text))

    def test_no_include(self):
        self.assertIsNone(include_pch.include_prelude('int x;\n'))


class FakeRun:
    """Records PCH builds; writes the -o file unless told to fail."""

    def __init__(self, fail=False, stderr=''):
        self.calls = []
        self.fail = fail
        self.stderr = stderr

    def __call__(self, argv, **kw):
        self.calls.append(argv)
        out = argv[argv.index('-o') + 1]
        if not self.fail:
            with open(out, 'w') as f:
                f.write('pch')
        return subprocess.CompletedProcess(argv, 1 if self.fail else 0, '',
                                           self.stderr)


class PchCacheTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.folder = os.path.join(self.tmp, 'pch')

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def src(self, name, text):
        path = os.path.join(self.tmp, name)
        with open(path, 'w') as f:
            f.write(text)
        return path

    def cache(self, run, argv=None):
        argv = argv or ['clang', '-Dx', '-fsyntax-only', 'CASE']
        return include_pch.PchCache(argv, self.tmp, self.folder, run=run)

    def test_same_includes_share_one_pch(self):
        run = FakeRun()
        c = self.cache(run)
        a = c.flags(self.src('a.c', '#include <linux/a.h>\nint a;\n'))
        b = c.flags(self.src('b.c', '/* b */\n#include <linux/a.h>\nint b;\n'))
        other = c.flags(self.src('c.c', '#include <linux/c.h>\nint c;\n'))
        self.assertEqual(a, b)
        self.assertEqual(a[0], '-include-pch')
        self.assertNotEqual(a, other)
        self.assertEqual(len(run.calls), 2)
        self.assertEqual(c.built, 2)
        # Built with the case's command minus -fsyntax-only, as a header.
        self.assertEqual(run.calls[0][:2], ['clang', '-Dx'])
        self.assertNotIn('-fsyntax-only', run.calls[0])
        self.assertIn('c-header', run.calls[0])
        with open(run.calls[0][run.calls[0].index('c-header') + 1]) as f:
            self.assertEqual(f.read(), '#include <linux/a.h>\n')

    def test_cached_across_instances_and_rebuilt_on_request(self):
        case = self.src('a.c', '#include <linux/a.h>\n')
        self.cache(FakeRun()).flags(case)
        run = FakeRun()
        c = self.cache(run)
        c.flags(case)
        self.assertEqual(run.calls, [])
        c.flags(case, rebuild=True)
        self.assertEqual(len(run.calls), 1)

    def test_other_flags_other_pch(self):
        case = self.src('a.c', '#include <linux/a.h>\n')
        a = self.cache(FakeRun()).flags(case)
        b = self.cache(FakeRun(), ['clang-19', '-Dx', '-fsyntax-only', 'C']).flags(case)
        self.assertNotEqual(a, b)

    def test_failed_build_is_not_used_nor_retried(self):
        run = FakeRun(fail=True, stderr='error: boom')
        c = self.cache(run)
        case = self.src('a.c', '#include <linux/a.h>\n')
        self.assertEqual(c.flags(case), [])
        self.assertEqual(c.flags(case), [])
        self.assertEqual(len(run.calls), 1)
        self.assertEqual(os.listdir(self.folder), [os.path.basename(
            run.calls[0][run.calls[0].index('c-header') + 1])])

    def test_build_that_prints_is_not_used(self):
        run = FakeRun(stderr='warning: something in a header')
        c = self.cache(run)
        self.assertEqual(c.flags(self.src('a.c', '#include <linux/a.h>\n')), [])

    def test_no_prelude_no_build(self):
        run = FakeRun()
        c = self.cache(run)
        self.assertEqual(c.flags(self.src('a.c', '#define A\n#include <a.h>\n')), [])
        self.assertEqual(run.calls, [])

    def test_is_stale(self):
        self.assertTrue(include_pch.is_stale(
            "fatal error: file '/t/include/linux/a.h' has been modified since "
            "the precompiled header '/b/x.pch' was built: mtime changed"))
        self.assertFalse(include_pch.is_stale(
            "x.c:3:5: error: writing variable 'v' requires holding mutex 'm'"))


if __name__ == '__main__':
    unittest.main()
