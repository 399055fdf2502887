# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/apply_sleep_marks.py on a small header."""

import io
import os
import shutil
import tempfile
import unittest
from contextlib import redirect_stdout

from tools import apply_sleep_marks as asm

HEADER = """\
#ifndef _FOO_H
#define _FOO_H
void foo_lock(struct foo *f);
int foo_wait(struct foo *f,
	     int flags) __acquires(f);
void foo_marked(struct foo *f) __might_sleep_ctx;
#define foo_macro(f) foo_lock(f)
static inline void foo_inline(struct foo *f)
{
	mutex_lock(&f->lock);
}
static inline void foo_one(void) { might_sleep(); }
void bar(void);
/* x; */ int foo_c(void); /* y; */
#endif
"""

REVIEW = """\
# 1. Applied
mark foo_marked include/foo.h:6 -- already
# 2. Pending
mark foo_lock include/foo.h:3 -- mutex_lock
mark foo_wait include/foo.h:4 -- wait_event
mark foo_macro include/foo.h:7 -- a macro
mark foo_inline include/foo.h:8 -- static inline
mark foo_one include/foo.h:12 -- one line
mark foo_elsewhere include/foo.h:13 -- wrong line
skip bar -- not this one
mark foo_c include/foo.h:14 -- after a comment
"""


class ApplySleepMarksTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        os.makedirs(os.path.join(self.tmp, 'include'))
        self.header = os.path.join(self.tmp, 'include', 'foo.h')
        with open(self.header, 'w', encoding='utf-8') as f:
            f.write(HEADER)
        self.review = os.path.join(self.tmp, 'review.txt')
        with open(self.review, 'w', encoding='utf-8') as f:
            f.write(REVIEW)

    def run_tool(self, *extra):
        out = io.StringIO()
        with redirect_stdout(out):
            rc = asm.main(['--tree', self.tmp, '--review', self.review, *extra])
        return rc, out.getvalue()

    def test_read_marks_by_section(self):
        self.assertEqual([m.name for m in asm.read_marks(self.review, 1)], ['foo_marked'])
        self.assertEqual(len(asm.read_marks(self.review)), 8)

    def test_marks_go_before_the_end_of_each_declaration(self):
        rc, out = self.run_tool()
        with open(self.header, encoding='utf-8') as f:
            text = f.read().splitlines()
        self.assertEqual(text[2], 'void foo_lock(struct foo *f) __might_sleep_ctx;')
        self.assertEqual(text[4], '\t     int flags) __acquires(f) __might_sleep_ctx;')
        self.assertEqual(text[5], 'void foo_marked(struct foo *f) __might_sleep_ctx;')
        self.assertEqual(text[7], 'static inline void foo_inline(struct foo *f) __might_sleep_ctx')
        self.assertEqual(text[8], '{')
        self.assertEqual(text[11], 'static inline void foo_one(void) __might_sleep_ctx '
                         '{ might_sleep(); }')
        self.assertIn('left: foo_macro include/foo.h:7: the line is a preprocessor line', out)
        self.assertIn('left: foo_elsewhere include/foo.h:13: "foo_elsewhere(" is not in', out)
        self.assertEqual(text[13], '/* x; */ int foo_c(void) __might_sleep_ctx; /* y; */')
        self.assertIn('8 marks: 5 added, 1 already there, 2 left for a human', out)
        self.assertEqual(rc, 1)

    def test_a_line_past_100_columns_gets_the_marker_on_its_own(self):
        long_args = 'struct foo_long_type_name *first_argument, unsigned int second_argument'
        header = (f'int foo_long_proto({long_args});\n'
                  f'static inline void foo_long_inline({long_args})\n'
                  '{\n\tmutex_lock(&first_argument->lock);\n}\n'
                  'void foo_after(void);\n')
        with open(self.header, 'w', encoding='utf-8') as f:
            f.write(header)
        with open(self.review, 'w', encoding='utf-8') as f:
            f.write('mark foo_long_proto include/foo.h:1 -- x\n'
                    'mark foo_long_inline include/foo.h:2 -- x\n'
                    'mark foo_after include/foo.h:6 -- x\n')
        rc, out = self.run_tool()
        with open(self.header, encoding='utf-8') as f:
            text = f.read().splitlines()
        self.assertEqual(text[0], f'int foo_long_proto({long_args})')
        self.assertEqual(text[1], '\t__might_sleep_ctx;')
        self.assertEqual(text[2], f'static inline void foo_long_inline({long_args})')
        self.assertEqual(text[3], '\t__might_sleep_ctx')
        self.assertEqual(text[4], '{')
        # Marked at the line the review gives, before the lines above moved.
        self.assertEqual(text[7], 'void foo_after(void) __might_sleep_ctx;')
        self.assertTrue(all(asm.width(t) <= asm.MAX_WIDTH for t in text if asm.MARKER in t))
        self.assertIn('3 added', out)
        self.assertEqual(rc, 0)

    def test_dry_run_writes_nothing(self):
        rc, out = self.run_tool('--dry-run', '--section', '2')
        with open(self.header, encoding='utf-8') as f:
            self.assertEqual(f.read(), HEADER)
        self.assertIn('5 added (dry run)', out)

    def test_not_a_tree_is_one_line(self):
        err = io.StringIO()
        from contextlib import redirect_stderr
        with redirect_stderr(err):
            rc = asm.main(['--tree', os.path.join(self.tmp, 'nope'), '--review', self.review])
        self.assertEqual(rc, 2)
        self.assertIn('not a kernel tree', err.getvalue())


if __name__ == '__main__':
    unittest.main()
