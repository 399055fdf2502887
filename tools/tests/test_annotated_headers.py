# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/annotated_headers.py on small synthetic patches."""

import io
import os
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout

from tools import annotated_headers as ah

PATCH_1 = """Subject: [PATCH 1/2] foo: annotate

diff --git a/include/linux/foo.h b/include/linux/foo.h
--- a/include/linux/foo.h
+++ b/include/linux/foo.h
@@ -1,3 +1,3 @@
-extern void foo_lock(struct foo *f);
+extern void foo_lock(struct foo *f) __acquires(&f->lock);
 /* a comment */
diff --git a/include/linux/bar.h b/include/linux/bar.h
--- a/include/linux/bar.h
+++ b/include/linux/bar.h
@@ -1,2 +1,3 @@
+/* __acquires(x) named in a comment is no annotation */
 int bar;
diff --git a/drivers/baz/baz.h b/drivers/baz/baz.h
--- a/drivers/baz/baz.h
+++ b/drivers/baz/baz.h
@@ -1,2 +1,2 @@
-int baz;
+int baz __guarded_by(&baz_lock);
diff --git a/include/linux/qux.h b/include/linux/qux.h
--- a/include/linux/qux.h
+++ b/include/linux/qux.h
@@ -1,2 +1,2 @@
-void qux(void);
+void qux(void) my_tree_macro;
"""

PATCH_2 = """Subject: [PATCH 2/2] foo: drop it again

diff --git a/include/linux/foo.h b/include/linux/foo.h
--- a/include/linux/foo.h
+++ b/include/linux/foo.h
@@ -1,3 +1,3 @@
-extern void foo_lock(struct foo *f) __acquires(&f->lock);
+extern void foo_lock(struct foo *f);
 /* a comment */
"""

SUPPRESSION = """# comment
[thread-safety]
src:*include/*
src:*include/linux/mine.h=emit
"""


class AnnotatedHeadersTest(unittest.TestCase):
    def test_headers_with_added_keywords_only(self):
        words = ah.keywords(None)
        self.assertEqual(ah.annotated_headers([PATCH_1], words), ['include/linux/foo.h'])

    def test_net_count_over_the_series(self):
        # foo.h: PATCH_1 annotates it, PATCH_2 takes the annotation out.
        words = ah.keywords(None)
        self.assertEqual(ah.annotated_headers([PATCH_1, PATCH_2], words), [])

    def test_tree_macros_are_keywords(self):
        with tempfile.TemporaryDirectory() as tree:
            os.makedirs(os.path.join(tree, 'include/linux'))
            with open(os.path.join(tree, ah.KEYWORD_HEADERS[0]), 'w') as f:
                f.write('#ifndef _LINUX_COMPILER_CONTEXT_ANALYSIS_H\n'
                        '# define my_tree_macro __attribute__((x))\n')
            words = ah.keywords(tree)
        self.assertIn('my_tree_macro', words)
        self.assertNotIn('_LINUX_COMPILER_CONTEXT_ANALYSIS_H', words)
        self.assertEqual(ah.annotated_headers([PATCH_1], words),
                         ['include/linux/foo.h', 'include/linux/qux.h'])

    def test_only_headers_the_catch_all_hides(self):
        self.assertTrue(ah.hidden_by_default('include/linux/foo.h'))
        self.assertTrue(ah.hidden_by_default('arch/x86/include/asm/foo.h'))
        self.assertFalse(ah.hidden_by_default('drivers/baz/baz.h'))
        self.assertFalse(ah.hidden_by_default('include/linux/foo.c'))

    def test_rewrite_adds_then_replaces_the_block_keeping_own_lines(self):
        once = ah.rewrite(SUPPRESSION, ['include/linux/a.h'])
        lines = once.split('\n')
        self.assertEqual(lines[2], 'src:*include/*')
        self.assertEqual(lines[3], ah.BEGIN)
        self.assertIn('src:*include/linux/a.h=emit', lines)
        self.assertIn('src:*include/linux/mine.h=emit', lines)
        twice = ah.rewrite(once, ['include/linux/b.h'])
        self.assertNotIn('src:*include/linux/a.h=emit', twice)
        self.assertIn('src:*include/linux/b.h=emit', twice)
        self.assertIn('src:*include/linux/mine.h=emit', twice)
        self.assertEqual(ah.current_block(twice), ah.block(['include/linux/b.h']))

    def _run(self, *argv):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            rc = ah.main(list(argv))
        return rc, out.getvalue() + err.getvalue()

    def test_check_fails_on_a_missing_or_extra_header_and_write_fixes_it(self):
        with tempfile.TemporaryDirectory() as top:
            patches = os.path.join(top, 'kernel-patches')
            tree = os.path.join(top, 'tree')
            os.makedirs(patches)
            os.makedirs(os.path.join(tree, 'scripts'))
            with open(os.path.join(patches, '0001-foo.patch'), 'w') as f:
                f.write(PATCH_1)
            path = os.path.join(tree, ah.SUPPRESSION)
            with open(path, 'w') as f:
                f.write(ah.rewrite(SUPPRESSION, ['include/linux/old.h']))
            rc, out = self._run('--patches', patches, '--tree', tree, '--check')
            self.assertEqual(rc, 1)
            self.assertIn('missing: src:*include/linux/foo.h=emit', out)
            self.assertIn('not annotated by the series: src:*include/linux/old.h=emit', out)
            self.assertEqual(self._run('--patches', patches, '--tree', tree, '--write')[0], 0)
            rc, out = self._run('--patches', patches, '--tree', tree, '--check')
            self.assertEqual(rc, 0, out)
            with open(path) as f:
                self.assertIn('src:*include/linux/mine.h=emit', f.read())

    def test_no_patches_or_no_tree_is_one_line(self):
        with tempfile.TemporaryDirectory() as top:
            rc, out = self._run('--patches', top)
            self.assertEqual(rc, 2)
            self.assertIn('no patches', out)
            with open(os.path.join(top, '0001-foo.patch'), 'w') as f:
                f.write(PATCH_1)
            rc, out = self._run('--patches', top, '--tree', os.path.join(top, 'none'),
                                '--check')
            self.assertEqual(rc, 2)
            self.assertIn('run make setup', out)


if __name__ == '__main__':
    unittest.main()
