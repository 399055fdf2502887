# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/count_annotations.py on small synthetic patches."""

import io
import json
import os
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

from tools import count_annotations as ca

PATCH = """From 0000 Mon Sep 17 00:00:00 2001
Subject: [PATCH 3/9] foo: Enable the atomic-context layer of
 capability analysis

---
diff --git a/lib/foo.c b/lib/foo.c
--- a/lib/foo.c
+++ b/lib/foo.c
@@ -1,9 +1,10 @@
-static int count;
+static int count __guarded_by(&foo_lock);
-static void helper(void) __must_hold(&foo_lock)
+static void helper(void)
+	__must_hold(&foo_lock) __must_hold_ctx(PREEMPT_OFF)
 /*
- * __must_hold(&foo_lock) in a comment is no annotation,
+ * __must_hold(&foo_lock) in a comment is no annotation
+ * and __guarded_by(x) here neither,
  */
+	x = capability_unsafe(count); // __acquires(x) in a comment
diff --git a/lib/Makefile b/lib/Makefile
--- a/lib/Makefile
+++ b/lib/Makefile
@@ -1 +1,2 @@
+CAPABILITY_ANALYSIS_ATOMIC_foo.o := y
"""


class CountPatchTest(unittest.TestCase):
    def test_net_counts_outside_comments(self):
        counts, files = ca.count_patch(PATCH)
        # The re-wrapped __must_hold counts once, comments not at all, and
        # __must_hold_shared-like longer keywords are not split.
        self.assertEqual(counts, {'__guarded_by': 1, '__must_hold_ctx': 1,
                                  'capability_unsafe': 1})
        self.assertEqual(files, ['lib/foo.c'])  # C files only

    def test_longest_keyword_wins(self):
        counts, _ = ca.count_patch(
            '+++ b/x.c\n+void f(void) __must_hold_shared(&l) __cond_acquires_ctx(1, BH_OFF);\n')
        self.assertEqual(counts, {'__must_hold_shared': 1, '__cond_acquires_ctx': 1})

    def test_subject_continuation(self):
        self.assertEqual(ca.subject(PATCH),
                         'foo: Enable the atomic-context layer of capability analysis')

class MainTest(unittest.TestCase):
    def test_density_and_json(self):
        with tempfile.TemporaryDirectory() as d:
            patch = os.path.join(d, '0003-foo.patch')
            with open(patch, 'w', encoding='utf-8') as f:
                f.write(PATCH)
            os.makedirs(os.path.join(d, 'tree', 'lib'))
            with open(os.path.join(d, 'tree', 'lib', 'foo.c'), 'w', encoding='utf-8') as f:
                f.write('int a;\n\n/* comment */\nint b;\n')
            out = io.StringIO()
            with redirect_stdout(out):
                rc = ca.main([patch, '--tree', os.path.join(d, 'tree'),
                              '--json', os.path.join(d, 'r.json')])
            self.assertEqual(rc, 0)
            self.assertIn('3, 750.0 per 1,000 of 4 lines (1500.0 per 1,000 of 2 lines of code)',
                          out.getvalue())
            with open(os.path.join(d, 'r.json'), encoding='utf-8') as f:
                r = json.load(f)
            self.assertEqual((r[0]['total'], r[0]['c_lines'], r[0]['c_code_lines']), (3, 4, 2))

    def test_missing_file_in_tree_is_an_error(self):
        with tempfile.TemporaryDirectory() as d:
            patch = os.path.join(d, 'p.patch')
            with open(patch, 'w', encoding='utf-8') as f:
                f.write(PATCH)
            err = io.StringIO()
            with redirect_stderr(err):
                rc = ca.main([patch, '--tree', d])
            self.assertEqual(rc, 2)
            self.assertIn('lib/foo.c not in', err.getvalue())


if __name__ == '__main__':
    unittest.main()
