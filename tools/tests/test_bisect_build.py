# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/bisect_build.py: what each prefix builds."""

import contextlib
import fcntl
import io
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import bisect_build  # noqa: E402

PATCH = """\
Subject: [PATCH] x

diff --git a/lib/a.c b/lib/a.c
--- a/lib/a.c
+++ b/lib/a.c
@@ -1 +1 @@
-x
+y
diff --git a/include/linux/a.h b/include/linux/a.h
--- a/include/linux/a.h
+++ b/include/linux/a.h
@@ -1 +1 @@
-x
+y
diff --git a/lib/new.c b/lib/new.c
new file mode 100644
--- /dev/null
+++ b/lib/new.c
@@ -0,0 +1 @@
+int x;
diff --git a/lib/gone.c b/lib/gone.c
deleted file mode 100644
--- a/lib/gone.c
+++ /dev/null
@@ -1 +0,0 @@
-int y;
"""


class BisectBuildTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        os.makedirs(os.path.join(self.tmp, 'src', 'kernel', 'locking'))

    def write(self, rel, text=''):
        path = os.path.join(self.tmp, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(text)
        return path

    def test_edited_sources_are_the_c_files_in_order_once(self):
        one = self.write('p/0001.patch', PATCH)
        two = self.write('p/0002.patch', PATCH.replace('lib/a.c', 'mm/b.c'))
        # A deleted file is listed too; targets() skips a source that is gone.
        self.assertEqual(bisect_build.edited_files([one, two]),
                         ['lib/a.c', 'lib/new.c', 'lib/gone.c', 'mm/b.c'])
        self.assertEqual(bisect_build.edited_files([one], '.h'), ['include/linux/a.h'])

    def test_targets_skip_files_a_later_patch_adds(self):
        src = os.path.join(self.tmp, 'src')
        self.write('src/lib/a.c')
        self.write('src/lib/Makefile', 'obj-y += a.o new.o\n')
        self.write('src/kernel/kcov.c')
        self.write('src/crypto/api.c')
        got = bisect_build.targets(src, ['kernel/kcov.o', 'lib/test_later.o', 'crypto/'],
                                   ['lib/a.c', 'lib/new.c'])
        self.assertEqual(got, ['kernel/locking/', 'kernel/kcov.o', 'crypto/', 'lib/a.o'])
        self.write('src/lib/new.c')
        self.assertIn('lib/new.o', bisect_build.targets(src, [], ['lib/new.c']))

    def test_opted_in_reads_every_optin_form_from_the_makefiles(self):
        src = os.path.join(self.tmp, 'src')
        self.write('src/lib/Makefile',
                   'obj-y += a.o\nCAPABILITY_ANALYSIS_a.o := y\n'
                   'CAPABILITY_ANALYSIS_ATOMIC_a.o := y\n'
                   'CONTEXT_ANALYSIS_test_x.o := y\n'
                   '# CAPABILITY_ANALYSIS_commented.o := y\n'
                   'CAPABILITY_ANALYSIS_off.o := n\n')
        self.write('src/crypto/Makefile', 'CAPABILITY_ANALYSIS := y\n')
        got = bisect_build.opted_in(src, ['lib/Makefile', 'crypto/Makefile',
                                          'mm/Makefile'])
        self.assertEqual(got, ['lib/a.o', 'lib/test_x.o', 'crypto/'])

    def test_included_c_files_are_not_objects(self):
        src = os.path.join(self.tmp, 'src')
        self.write('src/kernel/locking/Makefile',
                   'obj-$(CONFIG_RT_MUTEXES) += rtmutex_api.o\n')
        self.write('src/kernel/locking/rtmutex.c')
        self.write('src/kernel/locking/rtmutex_api.c')
        self.write('src/drivers/i915/Makefile', 'i915-y += display/intel_vblank.o \\\n')
        self.write('src/drivers/i915/display/intel_vblank.c')
        got = bisect_build.targets(src, [], ['kernel/locking/rtmutex.c',
                                             'kernel/locking/rtmutex_api.c',
                                             'drivers/i915/display/intel_vblank.c'])
        self.assertEqual(got, ['kernel/locking/', 'kernel/locking/rtmutex_api.o',
                               'drivers/i915/display/intel_vblank.o'])

    def test_objects_this_configuration_cannot_build_are_named(self):
        src = os.path.join(self.tmp, 'src')
        self.write('src/kernel/locking/Makefile', 'obj-$(CONFIG_PREEMPT_RT) += ww_rt_mutex.o\n')
        self.write('src/kernel/locking/ww_rt_mutex.c')
        self.assertIn('kernel/locking/ww_rt_mutex.o', bisect_build.NOT_HERE)
        self.assertEqual(bisect_build.targets(src, ['kernel/locking/ww_rt_mutex.o'],
                                              ['kernel/locking/ww_rt_mutex.c']),
                         ['kernel/locking/'])

    def test_missing_patch_in_series_is_one_line_error(self):
        self.write('p/series', '0001.patch\n')
        self.write('config')
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            rc = bisect_build.main(['--tree', self.tmp,
                                    '--patches', os.path.join(self.tmp, 'p'),
                                    '--work', os.path.join(self.tmp, 'w'),
                                    '--config', os.path.join(self.tmp, 'config')])
        self.assertEqual(rc, 1)
        self.assertIn('0001.patch: listed in series but missing', err.getvalue())

    def test_a_second_run_on_the_same_work_folder_is_refused(self):
        self.write('p/series', '')
        self.write('config')
        work = os.path.join(self.tmp, 'w')
        os.makedirs(work)
        with open(os.path.join(work, 'lock'), 'a+', encoding='utf-8') as held:
            fcntl.flock(held, fcntl.LOCK_EX)
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                rc = bisect_build.main(['--tree', self.tmp,
                                        '--patches', os.path.join(self.tmp, 'p'),
                                        '--work', work,
                                        '--config', os.path.join(self.tmp, 'config')])
        self.assertEqual(rc, 1)
        self.assertIn('another run is using', err.getvalue())

    def test_needs_configure_only_for_kconfig_and_defconfigs(self):
        one = self.write('p/0001.patch', PATCH)
        two = self.write('p/0002.patch', PATCH.replace('lib/a.c', 'lib/Kconfig.debug'))
        self.assertFalse(bisect_build.needs_configure(one))
        self.assertTrue(bisect_build.needs_configure(two))
        self.assertTrue(bisect_build.needs_configure(None))

    def test_resume_reuses_the_worktree_only_if_it_holds_those_patches(self):
        src = os.path.join(self.tmp, 'repo')
        git = ['git', '-c', 'user.name=t', '-c', 'user.email=t@t', '-C', src]
        os.makedirs(src)
        subprocess.run(git + ['init', '-q'], check=True)
        self.write('repo/f', 'a\n')
        subprocess.run(git + ['add', 'f'], check=True)
        subprocess.run(git + ['commit', '-qm', 'base'], check=True)
        subprocess.run(git + ['tag', 'pristine'], check=True)
        self.write('repo/f', 'b\n')
        subprocess.run(git + ['commit', '-qam', 'one'], check=True)
        one = self.write('p/0001.patch', PATCH)
        two = self.write('p/0002.patch', PATCH.replace('lib/a.c', 'mm/b.c'))
        state = self.write('applied', bisect_build.patch_id(one) + '\n')
        self.assertEqual(bisect_build.reusable_prefix(src, state, [one, two]), 1)
        # Another patch file, or a worktree with a change of its own: start over.
        self.write('p/0001.patch', PATCH + '\n')
        self.assertEqual(bisect_build.reusable_prefix(src, state, [one, two]), 0)
        self.write('applied', bisect_build.patch_id(one) + '\n')
        self.write('repo/f', 'c\n')
        self.assertEqual(bisect_build.reusable_prefix(src, state, [one, two]), 0)

    def test_results_count_each_prefix_of_the_current_series_once(self):
        one = self.write('p/0001.patch', PATCH)
        two = self.write('p/0002.patch', PATCH.replace('lib/a.c', 'mm/b.c'))
        results = os.path.join(self.tmp, 'results.tsv')
        keys = [bisect_build.prefix_key([one, two][:i]) for i in range(3)]
        bisect_build.record(results, keys[0], 'ok\t10\t0\tpristine')
        bisect_build.record(results, keys[1], 'FAIL\t20\t1\t0001.patch')
        bisect_build.record(results, keys[1], 'ok\t30\t1\t0001.patch')
        self.assertEqual(bisect_build.summary(results, keys), (2, 0, 1, 40.0))
        bisect_build.record(results, keys[2], 'ok\t5\t2\t0002.patch')
        self.assertEqual(bisect_build.summary(results, keys), (3, 0, 0, 45.0))
        # The second patch changes: its prefix was not built as it is now.
        self.write('p/0002.patch', PATCH + '\n')
        keys = [bisect_build.prefix_key([one, two][:i]) for i in range(3)]
        self.assertEqual(bisect_build.summary(results, keys), (2, 0, 1, 40.0))


if __name__ == '__main__':
    unittest.main()
