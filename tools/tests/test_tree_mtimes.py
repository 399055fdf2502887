# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/tree_mtimes.py on a small git tree: after a fresh
checkout, unchanged files become older than a restored build, changed ones
stay newer."""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import tree_mtimes  # noqa: E402


def git(tree, *args):
    subprocess.run(['git', '-c', 'user.name=t', '-c', 'user.email=t@t', '-C', tree, *args],
                   check=True, capture_output=True)


class TreeMtimesTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, 'tree')
        self.build = os.path.join(self.tmp, 'build')
        os.makedirs(os.path.join(self.tree, 'include'))
        for name, text in (('include/a.h', 'a\n'), ('b.c', 'b\n'), ('c c.c', 'c\n')):
            with open(os.path.join(self.tree, name), 'w', encoding='utf-8') as f:
                f.write(text)
        git(self.tree, 'init', '-q')
        git(self.tree, 'add', '-A')
        git(self.tree, 'commit', '-q', '-m', 'x')

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def mtime(self, name):
        return os.path.getmtime(os.path.join(self.tree, name))

    def test_save_then_restore(self):
        self.assertEqual(tree_mtimes.restore(self.tree, [self.build]), (0, 0))   # cold cache
        self.assertEqual(tree_mtimes.save(self.tree, self.build), 3)
        with open(os.path.join(self.tree, 'b.c'), 'w', encoding='utf-8') as f:
            f.write('changed\n')
        git(self.tree, 'add', '-A')
        git(self.tree, 'commit', '-q', '-m', 'y')
        now = time.time()
        old, new = tree_mtimes.restore(self.tree, [self.build])
        self.assertEqual((old, new), (2, 1))
        self.assertEqual(self.mtime('include/a.h'), tree_mtimes.OLD_TIME)
        self.assertEqual(self.mtime('c c.c'), tree_mtimes.OLD_TIME)
        self.assertGreater(self.mtime('b.c'), now - 60)

    def test_a_file_changed_for_any_folder_stays_new(self):
        other = os.path.join(self.tmp, 'other')
        tree_mtimes.save(self.tree, self.build)
        with open(os.path.join(self.tree, 'include/a.h'), 'w', encoding='utf-8') as f:
            f.write('a2\n')
        git(self.tree, 'add', '-A')
        git(self.tree, 'commit', '-q', '-m', 'y')
        tree_mtimes.save(self.tree, other)
        self.assertEqual(tree_mtimes.restore(self.tree, [self.build, other]), (2, 1))
        self.assertNotEqual(self.mtime('include/a.h'), tree_mtimes.OLD_TIME)


if __name__ == '__main__':
    unittest.main()
