# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/keep_mtimes.py on a small git tree: a fixup squashed by
"git rebase -i --autosquash" leaves every file it did not change with the
time it had, and the fixed file newer."""

import contextlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import keep_mtimes  # noqa: E402

OLD = 1_000_000_000_000_000_000     # 2001, in ns


def git(tree, *args, env=None):
    subprocess.run(['git', '-c', 'user.name=t', '-c', 'user.email=t@t', '-C', tree, *args],
                   check=True, capture_output=True, env=env)


class KeepMtimesTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        self.tree = os.path.join(self.tmp, 'tree')
        os.makedirs(os.path.join(self.tree, 'include'))
        self.write('base.c', 'base\n')
        git(self.tree, 'init', '-q')
        git(self.tree, 'add', '-A')
        git(self.tree, 'commit', '-q', '-m', 'base')
        git(self.tree, 'tag', 'base')
        # Patch 1 adds a header, patch 2 a .c file; the fixup is for patch 1's
        # neighbour: it changes fix.c, which patch 1 adds too.
        self.write('include/a.h', 'a\n')
        self.write('fix.c', 'old\n')
        git(self.tree, 'add', '-A')
        git(self.tree, 'commit', '-q', '-m', 'patch 1')
        self.write('b.c', 'b\n')
        git(self.tree, 'add', '-A')
        git(self.tree, 'commit', '-q', '-m', 'patch 2')
        for name in ('base.c', 'include/a.h', 'b.c'):
            os.utime(os.path.join(self.tree, name), ns=(OLD, OLD))
        self.write('fix.c', 'new\n')
        git(self.tree, 'commit', '-q', '-a', '-m', 'fixup! patch 1')

    def write(self, name, text):
        with open(os.path.join(self.tree, name), 'w', encoding='utf-8') as f:
            f.write(text)

    def mtime(self, name):
        return os.lstat(os.path.join(self.tree, name)).st_mtime_ns

    def run_tool(self, *argv):
        err = io.StringIO()
        env = dict(os.environ, GIT_SEQUENCE_EDITOR='true', GIT_EDITOR='true',
                   GIT_AUTHOR_NAME='t', GIT_AUTHOR_EMAIL='t@t',
                   GIT_COMMITTER_NAME='t', GIT_COMMITTER_EMAIL='t@t')
        old_env = os.environ.copy()
        os.environ.update(env)
        try:
            with contextlib.redirect_stderr(err):
                rc = keep_mtimes.main(['--tree', self.tree, '--', *argv])
        finally:
            os.environ.clear()
            os.environ.update(old_env)
        return rc, err.getvalue()

    def test_a_rebase_keeps_the_times_of_unchanged_files(self):
        fix_before = self.mtime('fix.c')
        rc, err = self.run_tool('git', 'rebase', '-q', '-i', '--autosquash', 'base')
        self.assertEqual(rc, 0, err)
        log = subprocess.run(['git', '-C', self.tree, 'log', '--format=%s'],
                             capture_output=True, text=True, check=True).stdout.split('\n')
        self.assertEqual(log[:3], ['patch 2', 'patch 1', 'base'], 'the fixup was squashed')
        for name in ('base.c', 'include/a.h', 'b.c'):
            self.assertEqual(self.mtime(name), OLD, name)
        # fix.c's content is the one it had before the rebase: its time too.
        self.assertEqual(self.mtime('fix.c'), fix_before)
        self.assertIn('4 files unchanged kept their times, 0 changed', err)

    def test_a_changed_file_keeps_its_new_time(self):
        # Dropping the fixup commit changes fix.c back: it must look new.
        rc, err = self.run_tool('git', 'reset', '-q', '--hard', 'HEAD~1')
        self.assertEqual(rc, 0, err)
        self.assertIn('3 files unchanged kept their times, 1 changed', err)
        self.assertGreater(self.mtime('fix.c'), OLD)
        self.assertEqual(self.mtime('b.c'), OLD)

    def test_refuses_a_dirty_tree_and_reports_the_exit_code(self):
        self.write('b.c', 'edited\n')
        rc, err = self.run_tool('true')
        self.assertEqual(rc, 2)
        self.assertIn('uncommitted changes', err)
        git(self.tree, 'checkout', '-q', 'b.c')
        rc, err = self.run_tool('false')
        self.assertEqual(rc, 1)
        self.assertIn('command exited 1', err)


if __name__ == '__main__':
    unittest.main()
