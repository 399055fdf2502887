# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/analysis_profile.py: reading callgrind_annotate's inclusive
profile, splitting the difference by part, and whole runs with a stand-in
compiler driver, valgrind and callgrind_annotate on kbuild .cmd files."""

import contextlib
import io
import json
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import analysis_profile as ap  # noqa: E402
from kbuild_fixture import BuildFixture  # noqa: E402

FAKE_DRIVER = os.path.join(HERE, 'fake_cc1_driver.py')
FAKE_VALGRIND = os.path.join(HERE, 'fake_valgrind.py')
FAKE_ANNOTATE = os.path.join(HERE, 'fake_callgrind_annotate.py')
ANALYSIS = ('-DWARN_CAPABILITY_ANALYSIS -fexperimental-late-parse-attributes '
            '-Wthread-safety --warning-suppression-mappings={}')
# fake_callgrind_annotate.py's two profiles, full minus none by part.
PARTS = {'suppression mappings': 27000, 'pragma states': 16000, 'analysis': 6000,
         'attributes': 8000, 'rest': 13000}


class ParseTest(unittest.TestCase):
    TEXT = '''Ir                      file:function
--------------------------------------------------------------------------------
2,697,339,947 (100.0%)  PROGRAM TOTALS
   68,823,376 ( 2.55%)  ???:clang::DiagnosticsEngine::isSuppressedViaMapping(unsigned int, clang::SourceLocation) const [/usr/lib/x86_64-linux-gnu/libclang-cpp.so.22.1]
   11,068,390 ( 0.41%)  ???:clang::DiagnosticsEngine::DiagStateMap::getFile(clang::SourceManager&, clang::FileID) const'2 [/usr/lib/x86_64-linux-gnu/libclang-cpp.so.22.1]
    1,774,427 ( 0.07%)  ./malloc/./malloc/malloc.c:_int_malloc [/usr/lib/x86_64-linux-gnu/libc.so.6]
'''

    def test_names_without_library_and_recursion(self):
        got = ap.parse_inclusive(self.TEXT)
        self.assertEqual(got, {
            'PROGRAM TOTALS': 2697339947,
            'clang::DiagnosticsEngine::isSuppressedViaMapping(unsigned int, '
            'clang::SourceLocation) const': 68823376,
            './malloc/./malloc/malloc.c:_int_malloc': 1774427})

    def test_parts_and_rest(self):
        none = {'PROGRAM TOTALS': 1000, 'clang::threadSafety::runThreadSafetyAnalysis(x)': 0,
                'clang::Parser::ParseGNUAttributes(a)': 100}
        full = {'PROGRAM TOTALS': 1100, 'clang::threadSafety::runThreadSafetyAnalysis(x)': 20,
                'clang::Parser::ParseGNUAttributes(a)': 130,
                'clang::Parser::ParseLexedAttributeList(b)': 10}
        a = ap.attribute('x.o', none, full)
        self.assertEqual(a.parts, {'suppression mappings': 0, 'pragma states': 0,
                                   'analysis': 20, 'attributes': 40, 'rest': 40})
        self.assertEqual(sum(a.parts.values()), a.full - a.none)
        self.assertAlmostEqual(a.points(a.parts['attributes']), 4.0)
        with self.assertRaisesRegex(ap.ProfileError, 'no PROGRAM TOTALS'):
            ap.attribute('x.o', {}, full)


class RunTest(BuildFixture):
    def setUp(self):
        super().setUp()
        mappings = os.path.join(self.tree, 'suppression.txt')
        with open(mappings, 'w') as f:
            f.write('[thread-safety]\nsrc:*\n')
        self.write_cmd('sub/a.o', '-O2 ' + ANALYSIS.format(mappings))
        self.write_cmd('sub/plain.o', '-O2')

    def run_main(self, *args, annotate=FAKE_ANNOTATE):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = ap.main(['--build-dir', self.build, '--cc', FAKE_DRIVER,
                          '--valgrind', FAKE_VALGRIND,
                          '--annotate', annotate] + list(args))
        return rc, out.getvalue(), err.getvalue()

    def test_report_json_and_kept_profiles(self):
        keep = os.path.join(self.tmp, 'keep')
        path = os.path.join(self.tmp, 'p.json')
        rc, out, err = self.run_main('--objects', 'sub/a.o', '--keep', keep, '--json', path)
        self.assertEqual(rc, 0, err)
        row = [c.strip() for c in out.splitlines()[2].split('|')]
        self.assertEqual(row, ['sub/a.o', '1,000,000', '1,070,000 (+7.00)',
                               '27,000 (+2.70)', '16,000 (+1.60)', '6,000 (+0.60)',
                               '8,000 (+0.80)', '13,000 (+1.30)'])
        self.assertEqual(sorted(f for f in os.listdir(keep) if f.endswith('.callgrind')),
                         ['sub_a.o.full.callgrind', 'sub_a.o.none.callgrind'])
        with open(path) as f:
            data = json.load(f)
        self.assertEqual(data, [{'obj': 'sub/a.o', 'none': 1000000, 'full': 1070000,
                                 'parts': PARTS}])

    def test_one_line_errors(self):
        cases = [
            (('--objects', 'sub/plain.o'), {}, 'compiled without the analysis flags'),
            (('--objects', 'sub/missing.o'), {}, 'build sub/missing.o first'),
            (('--objects', 'sub/a.o'), {'annotate': os.path.join(self.tmp, 'nothing')},
             'nothing not found'),
            (('--objects', 'sub/a.o', '--overlay', os.path.join(self.tmp, 'no')), {},
             'no such folder'),
        ]
        for args, kw, msg in cases:
            with self.subTest(msg=msg):
                rc, out, err = self.run_main(*args, **kw)
                self.assertEqual((rc, out), (2, ''))
                self.assertEqual(len(err.splitlines()), 1, err)
                self.assertIn(msg, err)
                self.assertTrue(err.startswith('analysis-profile: '), err)

    def test_help_names_the_parts(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), self.assertRaises(SystemExit):
            ap.main(['--help'])
        text = ' '.join(out.getvalue().split())
        for word in ('suppression mappings', 'presumed location', 'pragma states',
                     'runThreadSafetyAnalysis', 'points', '--keep'):
            self.assertIn(word, text)


if __name__ == '__main__':
    unittest.main()
