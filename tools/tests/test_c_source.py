# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/c_source.py, the one comment stripper of tools/."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import c_source  # noqa: E402
import include_pch  # noqa: E402


class StripCommentsTest(unittest.TestCase):
    def test_keeps_offsets(self):
        text = 'a /* x\ny */ b // c \\\nd\n"/* no */" \'"\' e\n'
        out = c_source.strip_comments(text)
        self.assertEqual(len(out), len(text))
        self.assertEqual(out.count('\n'), text.count('\n'))
        self.assertNotIn('x', out)
        self.assertNotIn('d', out.split('\n')[2])
        self.assertIn('"/* no */"', out)
        self.assertIn(' e', out)

    def test_literals_blanked_on_request(self):
        text = 'f("data_race(x)", \'\\\'\'); g(); /* h() */ "open\nk();\n'
        out = c_source.strip_comments(text, literals=True)
        self.assertEqual(len(out), len(text))
        self.assertEqual(out.split('\n'),
                         ['f(' + ' ' * len('"data_race(x)"') + ', ' + ' ' * len("'\\''")
                          + '); g(); ' + ' ' * len('/* h() */ "open'), 'k();', ''])

    def test_unterminated_comment_runs_to_the_end(self):
        self.assertEqual(c_source.strip_comments('a /* b\nc'), 'a     \n ')

    def test_include_prelude_reads_code_through_it(self):
        # A "//" inside an include's quotes is no comment; one after it is.
        text = '#include "a//b.h" // why\n/* c */\n#include <c.h>\nint x;\n'
        self.assertEqual(include_pch.include_prelude(text),
                         '#include "a//b.h"\n#include <c.h>\n')

    def test_directives_with_continuations_and_macro_bodies(self):
        text = ('#ifdef A\n#define F(x) \\\n\tg(x)\nint y;\n  # define G 1\n#endif\n')
        got = c_source.directives(text)
        self.assertEqual([(d.first, d.last, d.keyword, d.name) for d in got],
                         [(1, 1, 'ifdef', ''), (2, 3, 'define', 'F'), (5, 5, 'define', 'G'),
                          (6, 6, 'endif', '')])
        self.assertEqual(text[got[1].body:].split('\n')[0], ' \\')
        self.assertEqual(text[got[2].body:].split('\n')[0], ' 1')
        self.assertEqual(got[0].body, len('#ifdef A'))


if __name__ == '__main__':
    unittest.main()
