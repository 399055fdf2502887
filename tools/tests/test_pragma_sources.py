# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/pragma_sources.py: the files of a preprocessed unit that
hold diagnostic pragmas, and whole runs with a stand-in preprocessor
(fake_pp_cc.py) on kbuild .cmd files."""

import contextlib
import io
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import pragma_sources as ps  # noqa: E402
from kbuild_fixture import BuildFixture  # noqa: E402

FAKE_PP = os.path.join(HERE, 'fake_pp_cc.py')
ANALYSIS = '-DWARN_CAPABILITY_ANALYSIS -Wthread-safety'


class PragmaFilesTest(unittest.TestCase):
    def test_files_with_either_pragma_relative_to_the_tree(self):
        unit = ('# 1 "/t/a.c"\nint a;\n# 1 "/t/include/linux/x.h" 1\n'
                '#pragma clang diagnostic push\n# 3 "/t/a.c" 2\n'
                '# 1 "./include/generated/y.h" 1\n #  pragma GCC diagnostic ignored "-Wz"\n'
                '# 1 "/t/include/linux/z.h" 1\n#pragma once\n#pragma clang loop\n'
                '# 5 "/t/a.c" 2\nint diagnostic;\n')
        self.assertEqual(ps.pragma_files(unit, '/t'),
                         {'include/linux/x.h', './include/generated/y.h'})
        self.assertEqual(ps.pragma_files(unit), {'/t/include/linux/x.h',
                                                 './include/generated/y.h'})


class RunTest(BuildFixture):
    UNITS = {
        # page.h's pragmas come with the analysis only; it is a.o's only source.
        'a': '# 1 "{t}/a.c"\n# 1 "{t}/page.h" 1\n//ANALYSIS: #pragma clang diagnostic push\n',
        # b.c has its own pragma either way.
        'b': '# 1 "{t}/b.c"\n#pragma GCC diagnostic ignored "-Wx"\n'
             '# 1 "{t}/page.h" 1\n//ANALYSIS: #pragma clang diagnostic push\n',
        # c.o: two sources with the analysis.
        'c': '# 1 "{t}/c.c"\n# 1 "{t}/page.h" 1\n//ANALYSIS: #pragma clang diagnostic push\n'
             '# 1 "{t}/bpf.h" 1\n//ANALYSIS: #pragma clang diagnostic pop\n',
        'd': '# 1 "{t}/d.c"\nint d;\n',
    }

    def setUp(self):
        super().setUp()
        for name, text in self.UNITS.items():
            src = os.path.join(self.tree, name + '.c')
            with open(src, 'w') as f:
                f.write(text.format(t=self.tree))
            self.write_cmd(f'sub/{name}.o', '-O2 ' + ANALYSIS, src)
        self.write_cmd('sub/plain.o', '-O2', os.path.join(self.tree, 'd.c'))

    def run_main(self, *args):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = ps.main(['--build-dir', self.build, '--tree', self.tree, '--cc', FAKE_PP]
                         + list(args))
        return rc, out.getvalue(), err.getvalue()

    def test_report_and_json(self):
        path = os.path.join(self.tmp, 'p.json')
        rc, out, err = self.run_main('--json', path)
        self.assertEqual(rc, 0, err)
        lines = out.splitlines()
        self.assertEqual(lines[0], '4 objects compiled with the analysis: 2 have diagnostic '
                         'pragmas only with it, 1 have some without it too, 1 have none')
        self.assertEqual([ln.split() for ln in lines[2:]],
                         [['2', '1', 'page.h'], ['1', '0', 'bpf.h']])
        with open(path) as f:
            data = json.load(f)
        self.assertEqual(data['summary']['only_source'], {'page.h': 1})
        self.assertEqual(data['objects'][1], {'obj': 'sub/b.o',
                                              'with_analysis': ['b.c', 'page.h'],
                                              'without': ['b.c']})

    def test_only_a_folder_or_object(self):
        rc, out, err = self.run_main('sub/d.o')
        self.assertEqual(rc, 0, err)
        self.assertEqual(out.splitlines(), ['1 objects compiled with the analysis: 0 have '
                                            'diagnostic pragmas only with it, 0 have some '
                                            'without it too, 1 have none'])

    def test_one_line_errors(self):
        src = os.path.join(self.tree, 'broken.c')
        with open(src, 'w') as f:
            f.write('#include "missing.h"\n')
        self.write_cmd('bad/broken.o', ANALYSIS, src)
        for args, msg in ((('bad',), "the preprocessor failed (exit 1): "),
                          (('nothing/',), 'no object compiled with the analysis under '
                           'nothing/')):
            with self.subTest(msg=msg):
                rc, out, err = self.run_main(*args)
                self.assertEqual((rc, out), (2, ''))
                self.assertEqual(len(err.splitlines()), 1, err)
                self.assertIn(msg, err)
                self.assertTrue(err.startswith('pragma-sources: '), err)
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(ps.main(['--build-dir', os.path.join(self.tmp, 'no')]), 2)
        self.assertIn('run make subsystems first', err.getvalue())


if __name__ == '__main__':
    unittest.main()
