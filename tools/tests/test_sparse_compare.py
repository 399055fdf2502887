# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/sparse_compare.py's comparison (no Sparse run)."""

import collections
import contextlib
import io
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import sparse_compare  # noqa: E402

W = 'warning'


def counter(*keys):
    return collections.Counter(keys)


def expected_keys():
    return [(path, W, msg) for path, msg in sparse_compare.EXPECTED_NEW]


class CompareTest(unittest.TestCase):
    def run_compare(self, before, after):
        with contextlib.redirect_stdout(io.StringIO()) as out:
            rc = sparse_compare.compare(before, after, 'log')
        return rc, out.getvalue()

    def test_only_expected_new_passes(self):
        rc, out = self.run_compare(counter(), counter(*expected_keys()))
        self.assertEqual(rc, 0, out)
        self.assertIn(f'0 new, {len(sparse_compare.EXPECTED_NEW)} expected', out)
        self.assertNotIn('NEW ', out)

    def test_unexpected_new_fails(self):
        extra = ('kernel/futex/pi.c', W, "context imbalance in 'x' - unexpected unlock")
        rc, out = self.run_compare(counter(), counter(extra, *expected_keys()))
        self.assertEqual(rc, 1)
        self.assertIn("NEW  kernel/futex/pi.c: warning: context imbalance in 'x'", out)

    def test_expected_warning_gone_is_stale(self):
        rc, out = self.run_compare(counter(), counter(*expected_keys()[1:]))
        self.assertEqual(rc, 1)
        self.assertIn('STALE ', out)

    def test_expected_warning_already_in_pristine_is_stale(self):
        # Not new: the list would hide nothing and must shrink.
        keys = expected_keys()
        rc, out = self.run_compare(counter(*keys), counter(*keys))
        self.assertEqual(rc, 1)
        self.assertEqual(out.count('STALE '), len(keys))

    def test_gone_warnings_do_not_fail(self):
        gone = ('kernel/futex/pi.c', W, "context imbalance in 'y' - unexpected unlock")
        rc, out = self.run_compare(counter(gone), counter(*expected_keys()))
        self.assertEqual(rc, 0, out)
        self.assertIn("gone kernel/futex/pi.c", out)


class InTreeTest(unittest.TestCase):
    def test_real_and_given_paths(self):
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            real = os.path.join(tmp, 'real')
            os.makedirs(real)
            link = os.path.join(tmp, 'link')
            os.symlink(real, link)
            # Given the link, Sparse (make runs in the real tree) names the target.
            self.assertEqual(sparse_compare.in_tree(real + '/kernel/a.c', link), 'kernel/a.c')
            self.assertEqual(sparse_compare.in_tree(link + '/kernel/a.c', link), 'kernel/a.c')
            self.assertEqual(sparse_compare.in_tree('/elsewhere/b.h', link), '/elsewhere/b.h')


if __name__ == '__main__':
    unittest.main()
