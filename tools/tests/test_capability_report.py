# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/capability_report.py: kinds, hints, the per-file report
and table, and a whole run with a fake compiler."""

import contextlib
import io
import json
import os
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import analysis_run as ar  # noqa: E402
import capability_report as cr  # noqa: E402
from test_analysis_run import fake_compiler  # noqa: E402


class KindAndHintTest(unittest.TestCase):
    def test_kinds(self):
        k = cr.kind_of
        self.assertEqual(k("releasing mutex 'm' that was not held"), 'release-not-held')
        self.assertEqual(k("mutex 'm' is still held at the end of function"), 'held-at-end')
        self.assertEqual(k("expecting mutex 'm' to be held at the end of function"),
                         'expected-held-at-end')
        self.assertEqual(k("calling function 'f' requires holding mutex 'm' exclusively"),
                         'call-requires')
        self.assertEqual(k("reading variable 'v' requires holding spinlock 'l'"), 'access-requires')
        self.assertEqual(k("writing the value pointed to by 'p' requires holding mutex 'm' "
                           "exclusively"), 'access-requires')
        self.assertEqual(k("acquiring spinlock 'l' that is already held"), 'already-held')
        self.assertEqual(k("cannot call function 'msleep' while context 'IRQS_OFF' is held"),
                         'cannot-call-while-held')
        self.assertEqual(k("mutex 'm' is not held on every path through here"),
                         'not-held-every-path')
        self.assertEqual(k("expecting raw_spinlock 'l' to be held at start of each loop"),
                         'loop-start')
        self.assertEqual(k('something new'), 'other')

    def test_wrappers(self):
        for name in ('apply_wqattrs_lock', 'apply_wqattrs_unlock', 'pool_lock_irq',
                     'lock_sock', 'acquire_console', 'ctx_release', 'get_pool', 'rcu_read_lock'):
            self.assertTrue(cr.is_lock_wrapper(name), name)
        for name in ('process_one_work', 'eventfd_read', 'blocked', 'clock_gettime', None):
            self.assertFalse(cr.is_lock_wrapper(name), name)
        self.assertEqual(cr.wrapper_kind('rt_mutex_unlock'), 'release')
        self.assertEqual(cr.wrapper_kind('pool_lock_irq'), 'acquire')
        self.assertEqual(cr.wrapper_kind('put_pwq'), 'release')

    def test_hints(self):
        h = cr.hint('held-at-end', "mutex 'wq_pool_mutex' is still held at the end of function",
                    'apply_wqattrs_lock')
        self.assertIn('lock wrapper', h)
        self.assertIn('__acquires(wq_pool_mutex)', h)
        h = cr.hint('release-not-held', "releasing mutex 'wq_pool_mutex' that was not held",
                    'apply_wqattrs_unlock')
        self.assertIn('__releases(wq_pool_mutex)', h)
        h = cr.hint('held-at-end', "rt_mutex 'lock' is still held at the end of function",
                    'rt_mutex_unlock')
        self.assertIn('release wrapper', h)
        self.assertNotIn('__acquires', h)
        h = cr.hint('held-at-end', "mutex 'm' is still held at the end of function", 'do_work')
        self.assertIn('unlock missing', h)
        h = cr.hint('release-not-held', "releasing spinlock 'p->lock' that was not held",
                    'do_work')
        self.assertNotIn('lock wrapper', h)
        self.assertIn('__releases(p->lock)', h)
        h = cr.hint('call-requires', "calling function 'process_one_work' requires holding "
                    "raw_spinlock 'pool->lock' exclusively", 'worker_thread')
        self.assertIn('process_one_work __must_hold(pool->lock)', h)
        self.assertIn('take pool->lock', h)
        h = cr.hint('access-requires', "reading variable 'count' requires holding spinlock 'l'", 'f')
        self.assertIn('data_race()', h)
        self.assertIn('capability_unsafe()', h)
        self.assertIn('double lock', cr.hint('already-held', "acquiring spinlock 'l' that is "
                                             "already held", 'f'))
        self.assertIn('__acquire()', cr.hint('already-held', "acquiring spinlock 'l' that is "
                                             "already held", 'f'))
        self.assertIn('atomic context', cr.hint('cannot-call-while-held', "cannot call function "
                                                "'msleep' while context 'IRQS_OFF' is held", 'f'))
        self.assertEqual(cr.hint('other', 'x', 'f'), '')

    def test_error_hints(self):
        d = ar.Diagnostic('/t/kernel/w.c', 3, 1, 'error', "use of undeclared identifier 'pool'", '')
        self.assertIn('Sparse-era', cr.error_hint(d, 'static void f(void) __must_hold(&pool->lock)'))
        d.notes = ["/t/include/linux/compiler_types.h:1:1: note: expanded from macro '__must_hold'"]
        self.assertIn('Sparse-era', cr.error_hint(d, 'static void f(void)'))
        d.notes = []
        self.assertEqual(cr.error_hint(d, 'x = pool;'), '')
        d.message = "no member named 'lock' in 'struct foo'"
        self.assertIn('Sparse-era', cr.error_hint(d, '\t__releases(&f->lock)'))
        d.message = "'gen.h' file not found"
        d.severity = 'fatal error'
        self.assertIn('generated', cr.error_hint(d, '#include "gen.h"'))


SRC = """\
static DEFINE_MUTEX(m);

static void my_lock(void)
{
\tmutex_lock(&m);
}

static void other(void)
{
\tcounter++;
\tcounter++;
}
"""


class AnalyseTest(unittest.TestCase):
    def test_report_and_table(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        src = os.path.join(tmp.name, 'kernel', 'x.c')
        os.makedirs(os.path.dirname(src))
        with open(src, 'w') as f:
            f.write(SRC)
        t = tmp.name
        res = ar.Result('errors', 1, 1.0, ar.parse_stderr(textwrap.dedent(f"""\
            {src}:6:1: warning: mutex 'm' is still held at the end of function [-Wthread-safety-analysis]
            {src}:10:2: warning: writing variable 'counter' requires holding mutex 'm' exclusively [-Wthread-safety-analysis]
            {src}:11:2: warning: writing variable 'counter' requires holding mutex 'm' exclusively [-Wthread-safety-analysis]
            {t}/include/linux/fs.h:3:1: warning: releasing mutex 'x' that was not held [-Wthread-safety-analysis]
            {t}/include/linux/fs.h:9:1: warning: releasing mutex 'x' that was not held [-Wthread-safety-analysis]
            {t}/include/linux/mm.h:9:1: warning: releasing mutex 'x' that was not held [-Wthread-safety-analysis]
            {t}/include/linux/mutex.h:9:1: warning: bad [-Wthread-safety-attributes]
            {t}/include/linux/mm.h:12:1: warning: reading the value pointed to by 'p' requires holding any mutex [-Wthread-safety-beta]
            {src}:1:8: error: use of undeclared identifier 'foo'
            {src}:2:1: warning: unused [-Wunused-function]
            """)))
        sup = ar.SuppressionFile('[thread-safety]\nsrc:*include/*\nsrc:*include/linux/mutex.h=emit\n')
        rep = cr.analyse('kernel/x.c', 'kernel/x.o', res, src, t, t, sup)
        self.assertEqual([(d['function'], d['kind']) for d in rep.in_file], [
            ('my_lock', 'held-at-end'), ('other', 'access-requires'), ('other', 'access-requires')])
        self.assertIn('__acquires(m)', rep.in_file[0]['hint'])
        self.assertEqual(rep.hidden_per_header, {'include/linux/fs.h': 2, 'include/linux/mm.h': 1})
        self.assertEqual(rep.hidden, 3)
        self.assertEqual([d['location'] for d in rep.shown_in_headers],
                         ['include/linux/mutex.h:9:1', 'include/linux/mm.h:12:1'])
        self.assertEqual(len(rep.hard_errors), 1)
        self.assertEqual(rep.other_warnings, 1)
        text = cr.render_file(rep)
        self.assertIn('by kind: access-requires 2, held-at-end 1', text)
        self.assertIn('    other (2)\n', text)
        self.assertEqual(text.count('hint (access-requires)'), 1)
        self.assertIn('        2  include/linux/fs.h', text)
        self.assertIn("kernel/x.c:1:8: error: use of undeclared identifier 'foo'", text)
        unbuilt = cr.FileReport('kernel/y.c', 'kernel/y.o', 'not built by this configuration')
        table = cr.render_table([rep, unbuilt]).splitlines()
        self.assertEqual(table[0], 'file           | in file | hidden in headers | '
                                   'shown in headers | hard errors')
        self.assertEqual(table[2], 'kernel/x.c     |       3 |                 3 | '
                                   '               2 |           1')
        self.assertEqual(table[3], 'kernel/y.c (*) |       - |                 - | '
                                   '               - |           -')
        self.assertEqual(table[4], '(*) kernel/y.c: not built by this configuration')
        self.assertIn('not built', cr.render_file(unbuilt))


class RunTest(unittest.TestCase):
    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.root = tmp.name
        self.tree = os.path.join(self.root, 'tree')
        self.build = os.path.join(self.root, 'build')
        for d in ('scripts', 'kernel/sub', 'fs'):
            os.makedirs(os.path.join(self.tree, d))
        os.makedirs(self.build)
        open(os.path.join(self.build, '.config'), 'w').close()
        with open(os.path.join(self.tree, 'scripts', 'capability-analysis-suppression.txt'), 'w') as f:
            f.write('[thread-safety]\nsrc:*include/*\n')
        t = self.tree
        with open(os.path.join(t, 'kernel', 'a.c'), 'w') as f:
            f.write('void a_lock(void)\n{\n}\n'
                    "//D SRC:3:1: warning: mutex 'm' is still held at the end of function "
                    '[-Wthread-safety-analysis]\n'
                    f"//D {t}/include/linux/fs.h:3:1: warning: releasing mutex 'x' that "
                    'was not held [-Wthread-safety-analysis]\n')
        for rel in ('kernel/sub/b.c', 'kernel/sub/unbuilt.c', 'fs/unbuilt.c'):
            open(os.path.join(t, rel), 'w').close()
        cc = fake_compiler(self.root)
        self.make_n = os.path.join(self.root, 'make-n.txt')
        with open(self.make_n, 'w') as f:
            for n in ('kernel/a', 'kernel/sub/b'):
                f.write(f"set -e; echo '  CC  {n}.o'; {cc} -D__KERNEL__ -Wthread-safety "
                        f"-c -o {n}.o {t}/{n}.c\n")

    def run_tool(self, *files):
        out, err = io.StringIO(), io.StringIO()
        js = os.path.join(self.root, 'r.json')
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = cr.main(['--tree', self.tree, '--build-dir', self.build,
                          '--make-n-output', self.make_n, '--json', js] + list(files))
        return rc, out.getvalue(), err.getvalue(), js

    def test_files_and_directories(self):
        rc, out, err, js = self.run_tool('kernel/a.c', 'fs/unbuilt.c', 'kernel/sub')
        self.assertEqual(rc, 0, err)
        self.assertIn('    a_lock (1)', out)
        self.assertIn('__acquires(m)', out)
        self.assertIn('== fs/unbuilt.c (fs/unbuilt.o)\n  not built by this configuration', out)
        self.assertIn('kernel/sub/b.c ', out)
        self.assertNotIn('kernel/sub/unbuilt.c ', out)
        self.assertIn('1 .c files of the directories are not built', out)
        with open(js) as f:
            j = json.load(f)
        self.assertEqual([(r['file'], r['hidden']) for r in j['files']],
                         [('kernel/a.c', 1), ('fs/unbuilt.c', 0), ('kernel/sub/b.c', 0)])

    def test_optin_variables_and_missing_files(self):
        self.assertEqual(cr.optin_variables(['a/x.c', 'b/x.c', 'c/y.c']),
                         ['CAPABILITY_ANALYSIS_x.o=y', 'CAPABILITY_ANALYSIS_y.o=y'])
        self.assertEqual(cr.optin_variables(['c/y.c'], atomic=True),
                         ['CAPABILITY_ANALYSIS_y.o=y', 'CAPABILITY_ANALYSIS_ATOMIC_y.o=y'])
        self.assertEqual(self.run_tool('kernel/nosuch.c')[0], 2)


if __name__ == '__main__':
    unittest.main()
