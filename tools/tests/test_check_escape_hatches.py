# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/check_escape_hatches.py on handmade suite files."""

import contextlib
import io
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import check_escape_hatches  # noqa: E402

DATA = os.path.join(HERE, 'data', 'escape-hatches')
REL = 'tools/tests/data/escape-hatches/'


class EscapeHatchTest(unittest.TestCase):
    def test_comments_and_strings_are_not_uses(self):
        text = ('/* capability_unsafe( */ a = "__no_capability_analysis";\n'
                "// disable_capability_analysis()\nb = '\\'';"
                ' c = capability_unsafe(d);\n')
        self.assertEqual(check_escape_hatches.find_uses(text),
                         [(3, 'capability_unsafe')])

    def test_whole_words_only(self):
        self.assertEqual(check_escape_hatches.find_uses(
            'my_capability_unsafe_count = __capability_unsafe_x;\n'), [])
        self.assertEqual(check_escape_hatches.find_uses('f() __capability_unsafe("y")\n'),
                         [(1, '__capability_unsafe')])

    def test_mainline_and_other_spellings(self):
        text = ('x = context_unsafe(y);\nstatic int f(void) __no_context_analysis;\n'
                'v = data_race(d->n);\nstruct s *g(void) __acquires_ret;\n'
                'void h(void) NO_THREAD_SAFETY_ANALYSIS;\n'
                'void k(void) __attribute__((no_thread_safety_analysis));\n')
        self.assertEqual(check_escape_hatches.find_uses(text), [
            (1, 'context_unsafe'), (2, '__no_context_analysis'), (3, 'data_race'),
            (4, '__acquires_ret'), (5, 'NO_THREAD_SAFETY_ANALYSIS'),
            (6, 'no_thread_safety_analysis')])

    def test_offenders_outside_the_allowed_suite(self):
        self.assertEqual(check_escape_hatches.offenders(DATA, 'escape_hatch_kunit.c'), [
            REL + 'capability_kunit.h:4: disable_capability_analysis',
            REL + 'spinlock_kunit.c:8: __capability_unsafe',
            REL + 'spinlock_kunit.c:10: capability_unsafe',
            REL + 'spinlock_kunit.c:13: __no_capability_analysis',
        ])

    def test_exit_status(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            self.assertEqual(check_escape_hatches.main(['--kunit-dir', DATA]), 1)
            # Allowing another file: the real suite's uses become offenders.
            self.assertEqual(check_escape_hatches.main(
                ['--kunit-dir', DATA, '--allow', 'spinlock_kunit.c']), 1)
        self.assertIn(REL + 'escape_hatch_kunit.c:3: __no_capability_analysis '
                      '(escape hatches belong in spinlock_kunit.c only)', out.getvalue())
        self.assertIn('check-escape-hatches: 4 use(s) outside escape_hatch_kunit.c',
                      out.getvalue())

    def test_clean_directory_passes(self):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = check_escape_hatches.main(['--kunit-dir', os.path.join(HERE, 'data',
                                                                        'kunit-results')])
        self.assertEqual(rc, 0)


if __name__ == '__main__':
    unittest.main()
