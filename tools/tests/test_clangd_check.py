# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/clangd_check.py with a fake clangd."""

import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import unittest
from unittest import mock

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import clangd_check  # noqa: E402

FAKE = os.path.join(HERE, 'fake_clangd.py')


class ClangdCheckTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        db = []
        for name, flags in (('lib/a_kunit.c', ['-Wthread-safety']), ('lib/string.c', [])):
            path = os.path.join(self.tmp, name)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w', encoding='utf-8') as f:
                f.write('int x;\n')
            db.append({'directory': self.tmp, 'file': path,
                       'arguments': ['clang', '-c'] + flags + ['-o', 'x.o', name]})
        with open(os.path.join(self.tmp, 'compile_commands.json'), 'w', encoding='utf-8') as f:
            json.dump(db, f)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def run_main(self, *extra):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            rc = clangd_check.main(['--build-dir', self.tmp, '--clangd', FAKE,
                                    '--opted', 'a_kunit.c', *extra])
        return rc, out.getvalue()

    def test_passes_when_clangd_sees_only_the_opted_in_mistake(self):
        rc, out = self.run_main()
        self.assertEqual(rc, 0, out)
        self.assertIn('line 9: [-Wthread-safety-analysis]', out)

    def test_fails_when_clangd_is_blind(self):
        with mock.patch.dict(os.environ, {'FAKE_CLANGD_BLIND': '1'}):
            rc, out = self.run_main()
        self.assertEqual(rc, 1)
        self.assertIn('shows no -Wthread-safety diagnostic', out)

    def test_fails_when_the_plain_file_is_opted_in(self):
        rc, out = self.run_main('--plain', 'a_kunit.c')
        self.assertEqual(rc, 1)
        self.assertIn('analysis diagnostics in a file that is not opted in', out)

    def test_missing_clangd_and_entry(self):
        rc, out = self.run_main('--plain', 'nope.c')
        self.assertEqual(rc, 1)
        self.assertIn('no entry for nope.c', out)
        out2 = io.StringIO()
        with contextlib.redirect_stderr(out2):
            rc = clangd_check.main(['--build-dir', self.tmp, '--clangd', 'clangd-none'])
        self.assertEqual(rc, 1)
        self.assertIn('clangd-none not found', out2.getvalue())

    def test_scratch_entry_replaces_the_source(self):
        e = {'directory': self.tmp, 'file': 'lib/string.c',
             'command': 'clang -c -o s.o lib/string.c'}
        self.assertEqual(clangd_check.scratch_entry(e, '/x/string.c')['arguments'],
                         ['clang', '-c', '-o', 's.o', '/x/string.c'])

    def test_diagnostics_parse(self):
        self.assertEqual(clangd_check.diagnostics(
            "I[1] x\nE[11:51:12.522] [-Wthread-safety-analysis] Line 632: writing\n"
            "E[2] tweak: SwapBinaryOperands ==> FAIL\n"),
            [('-Wthread-safety-analysis', 632, 'writing')])


if __name__ == '__main__':
    unittest.main()
