# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/tree_stamp.py on a small git repository."""

import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import tree_stamp  # noqa: E402


def git(tree, *args):
    subprocess.run(['git', '-C', tree, '-c', 'user.name=t', '-c', 'user.email=t@t',
                    *args], check=True, capture_output=True)


class TreeStampTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, 'tree')
        self.patches = os.path.join(self.tmp, 'patches')
        os.makedirs(self.tree)
        os.makedirs(self.patches)
        git(self.tree, 'init', '-q')
        self.commit('a')
        self.write_patches({'0001-a.patch': 'one\n', '0002-b.patch': 'two\n'})

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def commit(self, name):
        with open(os.path.join(self.tree, name), 'w') as f:
            f.write(name)
        git(self.tree, 'add', name)
        git(self.tree, 'commit', '-q', '-m', 'add ' + name)

    def write_patches(self, files):
        for name, text in files.items():
            with open(os.path.join(self.patches, name), 'w') as f:
                f.write(text)
        with open(os.path.join(self.patches, 'series'), 'w') as f:
            f.write(''.join(n + '\n' for n in sorted(files)))

    def test_unstamped_tree_is_refused(self):
        self.assertIn('make setup did not finish',
                      tree_stamp.check(self.tree, self.patches))

    def test_stamped_tree_matches(self):
        tree_stamp.write(self.tree, self.patches)
        self.assertIsNone(tree_stamp.check(self.tree, self.patches))
        self.assertEqual(tree_stamp.main(['check', '--tree', self.tree,
                                          '--patches', self.patches]), 0)

    def test_changed_patch_is_refused(self):
        tree_stamp.write(self.tree, self.patches)
        self.write_patches({'0001-a.patch': 'one\n', '0002-b.patch': 'changed\n'})
        self.assertEqual(tree_stamp.check(self.tree, self.patches),
                         'tree does not match kernel-patches/: run make setup')

    def test_patch_dropped_from_series_is_refused(self):
        tree_stamp.write(self.tree, self.patches)
        with open(os.path.join(self.patches, 'series'), 'w') as f:
            f.write('0001-a.patch\n')
        self.assertIn('does not match', tree_stamp.check(self.tree, self.patches))

    def test_unexported_commit_is_refused_and_listed(self):
        tree_stamp.write(self.tree, self.patches)
        self.commit('b')
        problem = tree_stamp.check(self.tree, self.patches)
        self.assertIn('1 commit(s) not in kernel-patches/', problem)
        self.assertIn('add b', problem)
        self.assertIn('make export-patches', problem)
        self.assertEqual(len(tree_stamp.unexported(self.tree)), 1)

    def test_remove_makes_an_interrupted_setup_visible(self):
        tree_stamp.write(self.tree, self.patches)
        tree_stamp.remove(self.tree)
        tree_stamp.remove(self.tree)      # twice: no error
        self.assertIsNotNone(tree_stamp.check(self.tree, self.patches))


if __name__ == '__main__':
    unittest.main()
