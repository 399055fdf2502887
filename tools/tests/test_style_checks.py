# SPDX-License-Identifier: GPL-2.0
"""Tests of the two style checks that run the tree's Perl scripts once per
file, several at a time: tools/checkpatch_series.py (scripts/checkpatch.pl
on every patch and kunit/ file) and tools/kerneldoc_check.py
(scripts/kernel-doc on every changed header, against its pristine version).
A handmade tree has stand-in scripts that report a line marked BAD; the
reports must keep the input order, whatever the number of jobs."""

import contextlib
import io
import os
import stat
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import checkpatch_series  # noqa: E402
import kerneldoc_check  # noqa: E402

# checkpatch.pl --terse: "<file>:<line>: ERROR:<TYPE>: <message>" per BAD line.
FAKE_CHECKPATCH = r'''#!/bin/sh
for f; do :; done
grep -n BAD "$f" | sed -E "s|^([0-9]+):.*|$f:\1: ERROR:FAKE_BAD: bad line|"
exit 0
'''
# kernel-doc -none: "<file>:<line>: warning: <the line's text>" per BAD line.
FAKE_KERNEL_DOC = r'''#!/bin/sh
for f; do :; done
grep -n BAD "$f" | sed -E "s|^([0-9]+):(.*)|$f:\1: warning: \2|" >&2
exit 0
'''


def write(path, text, mode=None):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)
    if mode:
        os.chmod(path, os.stat(path).st_mode | mode)


def run_main(main, argv):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = main(argv)
    return rc, out.getvalue().splitlines()


class CheckpatchSeriesTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        t = self.tmp.name
        self.tree = os.path.join(t, 'tree')
        write(os.path.join(self.tree, 'scripts', 'checkpatch.pl'), FAKE_CHECKPATCH, stat.S_IXUSR)
        self.patches = os.path.join(t, 'patches')
        names = [f'{i:04d}-patch.patch' for i in range(1, 9)]
        for i, name in enumerate(names):
            write(os.path.join(self.patches, name), 'BAD\n' if i in (2, 6) else 'good\n')
        write(os.path.join(self.patches, 'series'), '\n'.join(names) + '\n')
        self.kunit = os.path.join(t, 'kunit')
        write(os.path.join(self.kunit, 'a_kunit.c'), 'good\n')
        write(os.path.join(self.kunit, 'b_kunit.c'), 'x\nBAD\n')

    def run_jobs(self, jobs):
        return run_main(checkpatch_series.main,
                        ['--tree', self.tree, '--patches', self.patches,
                         '--kunit', self.kunit, '-j', str(jobs)])

    def test_failures_named_in_series_order(self):
        rc, lines = self.run_jobs(3)
        self.assertEqual(rc, 1)
        self.assertEqual([ln.split()[1] for ln in lines if not ln.startswith(' ')][:-1],
                         [f'{i:04d}-patch.patch' for i in range(1, 9)] + ['a_kunit.c', 'b_kunit.c'])
        self.assertEqual([ln.split()[1] for ln in lines if ln.startswith('FAIL')],
                         ['0003-patch.patch', '0007-patch.patch', 'b_kunit.c'])
        self.assertIn('  line 2: ERROR:FAKE_BAD: bad line', lines)
        self.assertEqual(lines[-1], 'checkpatch: 7 passed, 3 failed')

    def test_jobs_do_not_change_the_report(self):
        self.assertEqual(self.run_jobs(1), self.run_jobs(4))

    def test_all_clean_passes(self):
        for name in os.listdir(self.patches):
            if name != 'series':
                write(os.path.join(self.patches, name), 'good\n')
        write(os.path.join(self.kunit, 'b_kunit.c'), 'good\n')
        rc, lines = self.run_jobs(2)
        self.assertEqual(rc, 0)
        self.assertEqual(lines[-1], 'checkpatch: 10 passed, 0 failed')


class KerneldocCheckTest(unittest.TestCase):
    def git(self, *args):
        subprocess.run(['git', '-C', self.tree, '-c', 'user.name=t', '-c', 'user.email=t@t',
                        *args], check=True, capture_output=True)

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        self.tree = os.path.join(self.tmp.name, 'tree')
        write(os.path.join(self.tree, 'scripts', 'kernel-doc'), FAKE_KERNEL_DOC, stat.S_IXUSR)
        # Two headers of the same name in different folders, each with an
        # old warning; the series adds a new warning to the second only.
        self.lock_h = os.path.join(self.tree, 'include', 'linux', 'lock.h')
        self.generic_h = os.path.join(self.tree, 'include', 'asm-generic', 'lock.h')
        write(self.lock_h, 'BAD old linux\n')
        write(self.generic_h, 'BAD old generic\n')
        subprocess.run(['git', 'init', '-q', self.tree], check=True)
        self.git('add', '-A')
        self.git('commit', '-q', '-m', 'pristine')
        self.git('tag', 'pristine')

    def commit(self):
        self.git('commit', '-q', '-a', '-m', 'series')

    def run_jobs(self, jobs):
        return run_main(kerneldoc_check.main, ['--tree', self.tree, '-j', str(jobs)])

    def test_new_warning_in_one_of_two_same_named_headers(self):
        write(self.lock_h, 'BAD old linux\nmore\n')
        write(self.generic_h, 'BAD old generic\nBAD new generic\n')
        self.commit()
        rc, lines = self.run_jobs(2)
        self.assertEqual(rc, 1)
        self.assertEqual([ln for ln in lines if ln.startswith(('ok', 'FAIL'))],
                         ['FAIL include/asm-generic/lock.h', 'ok   include/linux/lock.h'])
        self.assertEqual([ln for ln in lines if ln.startswith('NEW')],
                         ['NEW  include/asm-generic/lock.h:2: warning: BAD new generic'])
        self.assertEqual(lines[-1], 'kerneldoc-check: 2 headers, 1 new warnings')
        self.assertEqual(self.run_jobs(1), (rc, lines))

    def test_old_warnings_pass(self):
        write(self.lock_h, 'added\nBAD old linux\n')
        self.commit()
        rc, lines = self.run_jobs(2)
        self.assertEqual(rc, 0)
        self.assertEqual(lines, ['old  include/linux/lock.h:2: warning: BAD old linux',
                                 'ok   include/linux/lock.h',
                                 'kerneldoc-check: 1 headers, 0 new warnings'])

    def test_no_changed_header_is_an_error(self):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            rc, _ = self.run_jobs(2)
        self.assertEqual(rc, 2)
        self.assertIn('no changed header', err.getvalue())


if __name__ == '__main__':
    unittest.main()
