# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/prepare_tree.py on a tiny stand-in tarball."""

import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import prepare_tree  # noqa: E402
import tree_stamp  # noqa: E402

GIT = ['git', '-c', 'user.name=t', '-c', 'user.email=t@t']


class PrepareTreeTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        src = os.path.join(self.tmp, 'src', 'linux-source-6.12')
        os.makedirs(os.path.join(src, 'lib'))
        with open(os.path.join(src, 'lib/Kconfig.debug'), 'w') as f:
            f.write('menu "x"\nsource "lib/kunit/Kconfig"\nendmenu\n')
        with open(os.path.join(src, 'lib/Makefile'), 'w') as f:
            f.write('obj-y += a.o\n')
        with open(os.path.join(src, 'README'), 'w') as f:
            f.write('one\n')
        self.tarball = os.path.join(self.tmp, 'linux.tar.xz')
        with tarfile.open(self.tarball, 'w:xz') as t:
            t.add(src, arcname='linux-source-6.12')
        self.tree = os.path.join(self.tmp, 'build', 'linux-source-6.12')
        self.kunit = os.path.join(self.tmp, 'kunit')
        os.makedirs(self.kunit)
        self.patches = os.path.join(self.tmp, 'patches')
        os.makedirs(self.patches)
        self.good = self.make_patch('one\n', 'two\n', 'README: two')

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def make_patch(self, old, new, subject):
        """A format-patch file changing README from @old to @new."""
        repo = os.path.join(self.tmp, 'p-' + subject.replace(' ', '_').replace(':', ''))
        os.makedirs(repo)
        subprocess.run(GIT + ['init', '-q', repo], check=True)
        with open(os.path.join(repo, 'README'), 'w') as f:
            f.write(old)
        subprocess.run(GIT + ['-C', repo, 'add', '.'], check=True)
        subprocess.run(GIT + ['-C', repo, 'commit', '-q', '-m', 'base'], check=True)
        with open(os.path.join(repo, 'README'), 'w') as f:
            f.write(new)
        subprocess.run(GIT + ['-C', repo, 'commit', '-q', '-a', '-m', subject], check=True)
        out = subprocess.run(GIT + ['-C', repo, 'format-patch', '-1', '-o', self.patches],
                             check=True, capture_output=True, text=True).stdout.strip()
        return os.path.basename(out)

    def series(self, *names):
        with open(os.path.join(self.patches, 'series'), 'w') as f:
            f.write(''.join(n + '\n' for n in names))

    def prepare(self):
        prepare_tree.prepare(self.tarball, self.tree, self.patches, self.kunit)

    def readme(self):
        with open(os.path.join(self.tree, 'README')) as f:
            return f.read()

    def test_fresh_setup_applies_the_series_and_links_the_suite(self):
        self.series(self.good)
        self.prepare()
        self.assertEqual(self.readme(), 'two\n')
        link = os.path.join(self.tree, prepare_tree.SUITE_LINK)
        self.assertEqual(os.path.realpath(link), os.path.realpath(self.kunit))
        with open(os.path.join(self.tree, 'lib/Kconfig.debug')) as f:
            self.assertIn('source "lib/capability-analysis-kunit/Kconfig"', f.read())

    def test_rerun_does_not_extract_again_and_gives_the_same_tree(self):
        self.series(self.good)
        self.prepare()
        marker = os.path.join(self.tree, '.git', 'marker')
        open(marker, 'w').close()
        head = subprocess.run(['git', '-C', self.tree, 'rev-parse', 'HEAD^{tree}'],
                              capture_output=True, text=True).stdout
        self.prepare()
        self.assertTrue(os.path.exists(marker))
        self.assertEqual(head, subprocess.run(['git', '-C', self.tree, 'rev-parse',
                                               'HEAD^{tree}'],
                                              capture_output=True, text=True).stdout)

    def test_patch_that_does_not_apply_is_named_and_nothing_is_half_applied(self):
        bad = self.make_patch('zero\n', 'three\n', 'README: three')
        self.series(self.good, bad)
        with self.assertRaisesRegex(prepare_tree.SetupError, 'patch 2/2 .*three'):
            self.prepare()
        self.assertEqual(self.readme(), 'one\n')   # left at "base"
        self.series(self.good)
        self.prepare()
        self.assertEqual(self.readme(), 'two\n')

    def test_uncommitted_edits_stop_a_rerun(self):
        self.series(self.good)
        self.prepare()
        with open(os.path.join(self.tree, 'README'), 'w') as f:
            f.write('edited\n')
        with self.assertRaisesRegex(prepare_tree.SetupError, 'uncommitted'):
            self.prepare()
        self.assertEqual(self.readme(), 'edited\n')

    def test_unexported_commits_stop_a_rerun_and_a_failed_setup_is_unstamped(self):
        self.series(self.good)
        self.prepare()
        self.assertIsNone(tree_stamp.check(self.tree, self.patches))
        with open(os.path.join(self.tree, 'README'), 'w') as f:
            f.write('new work\n')
        subprocess.run(['git', '-C', self.tree, 'commit', '-q', '-a', '-m', 'my work'],
                       check=True, capture_output=True)
        with self.assertRaisesRegex(prepare_tree.SetupError,
                                    '1 commit.*not in kernel-patches/:\n.*my work'):
            self.prepare()
        self.assertEqual(self.readme(), 'new work\n')    # nothing lost
        subprocess.run(['git', '-C', self.tree, 'reset', '-q', '--hard', 'HEAD~1'],
                       check=True)
        bad = self.make_patch('zero\n', 'three\n', 'README: three')
        self.series(self.good, bad)
        with self.assertRaises(prepare_tree.SetupError):
            self.prepare()
        self.assertIn('did not finish', tree_stamp.check(self.tree, self.patches))

    def test_missing_tarball_and_series(self):
        with self.assertRaisesRegex(prepare_tree.SetupError, 'not found'):
            prepare_tree.prepare(os.path.join(self.tmp, 'none.tar.xz'), self.tree,
                                 self.patches, self.kunit)
        with self.assertRaisesRegex(prepare_tree.SetupError, 'series not found'):
            self.prepare()


if __name__ == '__main__':
    unittest.main()
