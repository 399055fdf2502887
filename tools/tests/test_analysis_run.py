# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/analysis_run.py: report compiles, Clang's stderr, the
suppression file's semantics, make -n output, enclosing functions."""

import os
import shutil
import stat
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import analysis_run as ar  # noqa: E402

T = '/work/t'       # a tree path as make -n prints it
SUP = f'--warning-suppression-mappings={T}/scripts/capability-analysis-suppression.txt'

# One line of "make -n" output, as kbuild 6.12 prints it (shortened flags).
MAKE_N_LINE = (
    "set -e;  echo '  CC      kernel/workqueue.o';   trap 'rm -f kernel/workqueue.o; "
    "trap - HUP; kill -s HUP $$' HUP;  trap 'rm -f kernel/workqueue.o; trap - INT; "
    "kill -s INT $$' INT;  trap 'rm -f kernel/workqueue.o; trap - TERM; kill -s TERM $$' "
    "TERM; clang-22 -Wp,-MMD,kernel/.workqueue.o.d -nostdinc -I./include -D__KERNEL__ "
    "-Werror=unknown-warning-option -Werror -O2 -Wall -Werror=implicit-int "
    "-DWARN_CAPABILITY_ANALYSIS -fexperimental-late-parse-attributes -Wthread-safety "
    f"-Wthread-safety-pointer -Wthread-safety-beta {SUP}  -I{T}/kernel -Ikernel "
    "-DKBUILD_MODFILE='\"kernel/workqueue\"' -DKBUILD_BASENAME='\"workqueue\"' "
    f"-c -o kernel/workqueue.o {T}/kernel/workqueue.c  ; scripts/basic/fixdep "
    "kernel/.workqueue.o.d kernel/workqueue.o 'clang-22 -Wp,-MMD,kernel/.workqueue.o.d "
    f"-D__KERNEL__ -c -o kernel/workqueue.o {T}/kernel/workqueue.c  ' > "
    "kernel/.workqueue.o.cmd; rm -f kernel/.workqueue.o.d")
HOST_LINE = ("set -e;  echo '  HOSTCC  scripts/kallsyms';   clang-22 -Wp,-MMD,scripts/.kallsyms.d "
             f"-O2 -c -o scripts/kallsyms.o {T}/scripts/kallsyms.c")
OBJTOOL_LINE = ("set -e;  echo '  CC      mm/slub.o'; clang-22 -D__KERNEL__ -c -o mm/slub.o "
                f"{T}/mm/slub.c ; ./tools/objtool/objtool --hacks=jump_label mm/slub.o")

STDERR = f"""\
In file included from {T}/kernel/workqueue.c:30:
In file included from {T}/include/linux/mm.h:7:
{T}/include/linux/mmap_lock.h:108:1: warning: rw_semaphore 'mm->.mmap_lock' is still held at the end of function [-Wthread-safety-analysis]
{T}/include/linux/mmap_lock.h:104:2: note: rw_semaphore acquired here
{T}/kernel/workqueue.c:5228:1: warning: mutex 'wq_pool_mutex' is still held at the end of function [-Werror,-Wthread-safety-analysis]
{T}/kernel/workqueue.c:5226:2: note: mutex acquired here
{T}/include/linux/mutex.h:180:26: note: expanded from macro 'mutex_lock'
{T}/kernel/workqueue.c:5228:1: warning: mutex 'wq_pool_mutex' is still held at the end of function [-Werror,-Wthread-safety-analysis]
{T}/kernel/workqueue.c:5226:2: note: mutex acquired here
{T}/kernel/workqueue.c:400:22: error: use of undeclared identifier 'pool'
{T}/kernel/workqueue.c:400:3: note: expanded from macro '__must_hold'
./include/generated/foo.h:3:5: warning: unused variable 'x' [-Wunused-variable]
{T}/kernel/workqueue.c:7:10: fatal error: 'gen.h' file not found
{T}/kernel/workqueue.c:9:2: warning: reading the value pointed to by 'p' requires holding any mutex [-Wthread-safety-beta]
clang-22: error: no such file or directory: 'x.c'
4 warnings and 2 errors generated.
"""


class ReportCommandTest(unittest.TestCase):
    def test_report_compile(self):
        argv = ar.commands_from_make_n(MAKE_N_LINE)[0].argv
        out = ar.report_command(argv)
        self.assertEqual(out[0], 'clang-22')
        self.assertEqual(out[-1], f'{T}/kernel/workqueue.c')
        for gone in ('-c', '-o', 'kernel/workqueue.o', '-Werror', '-Werror=implicit-int',
                     '-Werror=unknown-warning-option', SUP, '-Wp,-MMD,kernel/.workqueue.o.d'):
            self.assertNotIn(gone, out)
        for kept in ('-Wthread-safety', '-Wthread-safety-beta', '-DWARN_CAPABILITY_ANALYSIS',
                     '-DKBUILD_MODFILE="kernel/workqueue"', '-Wno-error',
                     '-ferror-limit=0', '-fsyntax-only', '-Wall'):
            self.assertIn(kept, out)

    def test_report_compile_drops_the_system_header_prefixes(self):
        argv = ['clang-22', '-Wthread-safety', '--system-header-prefix=linux/',
                '--no-system-header-prefix=linux/spinlock.h', '-c', '-o', 'a.o', 'a.c']
        out = ar.report_command(argv)
        self.assertEqual([a for a in out if 'system-header' in a], [])
        self.assertIn('-Wthread-safety', out)

    def test_not_a_c_compile(self):
        with self.assertRaises(ValueError):
            ar.report_command(['clang-22', '-c', '-o', 'a.o', 'a.S'])


class AnalysisFlagTest(unittest.TestCase):
    def test_what_the_opt_in_adds(self):
        for flag in ('-DWARN_CAPABILITY_ANALYSIS', '-DWARN_CAPABILITY_ANALYSIS_ATOMIC',
                     '-fexperimental-late-parse-attributes', '-Wthread-safety',
                     '-Wthread-safety-beta', '-Wno-thread-safety-negative',
                     '-Werror=thread-safety-analysis', '-Wno-error=thread-safety',
                     '--warning-suppression-mappings=/t/s.txt', '--warning-suppression-mappings',
                     '--system-header-prefix=linux/', '--no-system-header-prefix=linux/mutex.h'):
            self.assertTrue(ar.is_analysis_flag(flag), flag)
        for flag in ('-DWARN_CAPABILITY_ANALYSIS_X', '-DKBUILD_MODNAME="a"', '-Wall',
                     '-Werror', '-I./include', '-isystem', '-Wthread', 'linux/'):
            self.assertFalse(ar.is_analysis_flag(flag), flag)


class ParseTest(unittest.TestCase):
    def setUp(self):
        self.diags = ar.parse_stderr(STDERR)

    def test_diagnostics_notes_and_duplicates(self):
        self.assertEqual([(os.path.basename(d.path), d.line, d.kind) for d in self.diags], [
            ('<driver>', 0, 'error'),
            ('mmap_lock.h', 108, 'analysis'),
            ('workqueue.c', 5228, 'analysis'),      # the duplicate is dropped
            ('workqueue.c', 400, 'error'),
            ('foo.h', 3, 'other-warning'),
            ('workqueue.c', 7, 'error'),
            ('workqueue.c', 9, 'analysis'),
        ])
        wq = self.diags[2]
        self.assertEqual(wq.flag, '-Wthread-safety-analysis')
        self.assertEqual(wq.severity, 'warning')
        self.assertEqual(len(wq.notes), 2)
        self.assertIn("expanded from macro 'mutex_lock'", wq.notes[1])
        self.assertEqual(self.diags[1].notes, [f'{T}/include/linux/mmap_lock.h:104:2: '
                                               'note: rw_semaphore acquired here'])
        self.assertEqual(self.diags[3].message, "use of undeclared identifier 'pool'")
        self.assertEqual(self.diags[3].flag, '')
        self.assertEqual(self.diags[5].severity, 'fatal error')

    def test_classification(self):
        mk = lambda sev, flag: ar.Diagnostic('a.c', 1, 1, sev, 'm', flag)  # noqa: E731
        self.assertEqual(mk('warning', '-Wthread-safety-analysis').kind, 'analysis')
        self.assertEqual(mk('error', '-Wthread-safety-analysis').kind, 'analysis')
        self.assertEqual(mk('error', '').kind, 'error')
        self.assertEqual(mk('fatal error', '').kind, 'error')
        self.assertEqual(mk('error', '-Wimplicit-function-declaration').kind, 'error')
        self.assertEqual(mk('warning', '-Wunused-variable').kind, 'other-warning')
        self.assertTrue(ar.is_missing_file(self.diags[5]))
        self.assertTrue(ar.is_missing_file(self.diags[0]))
        self.assertFalse(ar.is_missing_file(self.diags[3]))


class RelativePathTest(unittest.TestCase):
    def test_tree_through_a_symbolic_link(self):
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            real = os.path.join(tmp, 'real')
            os.makedirs(os.path.join(real, 'kernel'))
            link = os.path.join(tmp, 'link')
            os.symlink(real, link)
            # Clang names the file by the command line's (real) path.
            self.assertEqual(ar.relative_path(real + '/kernel/a.c', '/', [link]), 'kernel/a.c')
            self.assertEqual(ar.relative_path(link + '/kernel/a.c', '/', [real]), 'kernel/a.c')
            self.assertEqual(ar.relative_path('kernel/a.c', real, [link]), 'kernel/a.c')


class SuppressionTest(unittest.TestCase):
    FILE = textwrap.dedent("""\
        # comment
        [thread-safety]
        src:*include/*
        src:*include/linux/mutex.h=emit
        src:*include/linux/spin*=emit
        src:*include/linux/spinlock_rt.h
        src:*/drivers/*/include/*=emit
        [other]
        src:*
        """)

    def setUp(self):
        self.sup = ar.SuppressionFile(self.FILE)

    def test_longest_match_wins(self):
        h = self.sup.hidden
        self.assertTrue(h(f'{T}/include/linux/fs.h'))
        self.assertFalse(h(f'{T}/include/linux/mutex.h'))
        self.assertFalse(h(f'{T}/include/linux/spinlock.h'))
        # a longer suppressing glob beats a shorter emit glob
        self.assertTrue(h(f'{T}/include/linux/spinlock_rt.h'))
        self.assertFalse(h(f'{T}/drivers/gpu/include/x.h'))
        self.assertFalse(h(f'{T}/kernel/workqueue.c'))
        self.assertFalse(h(f'{T}/kernel/sched/sched.h'))
        self.assertTrue(h('./include/generated/autoconf.h'))
        self.assertFalse(h(f'{T}/kernel/x.c', section='nosuch'))
        self.assertTrue(h(f'{T}/kernel/x.c', section='other'))

    def test_tie_goes_to_emit(self):
        sup = ar.SuppressionFile('[thread-safety]\nsrc:*include/a.h\nsrc:*include/a.h=emit\n')
        self.assertFalse(sup.hidden('/t/include/a.h'))

    def test_only_the_sections_groups(self):
        d = ar.Diagnostic(f'{T}/include/linux/fs.h', 1, 1, 'warning', 'm',
                          '-Wthread-safety-analysis')
        self.assertTrue(self.sup.hides(d))
        d.flag = '-Wthread-safety-beta'        # not in the thread-safety group
        self.assertFalse(self.sup.hides(d))
        d.flag = '-Wthread-safety-pointer'
        self.assertFalse(self.sup.hides(d))

    def test_the_trees_file(self):
        path = os.path.join(os.path.dirname(os.path.dirname(HERE)), 'build',
                            'linux-source-6.12', 'scripts', 'capability-analysis-suppression.txt')
        if not os.path.isfile(path):
            self.skipTest('no prepared tree')
        sup = ar.SuppressionFile.load(path)
        self.assertTrue(sup.hidden('/x/include/linux/fs.h'))
        self.assertFalse(sup.hidden('/x/include/linux/spinlock.h'))
        self.assertFalse(sup.hidden('/x/fs/eventfd.c'))


class MakeNTest(unittest.TestCase):
    def test_extract(self):
        cmds = ar.commands_from_make_n('\n'.join(
            ['make[1]: Entering directory', MAKE_N_LINE, HOST_LINE, OBJTOOL_LINE, MAKE_N_LINE]))
        self.assertEqual([(c.obj, c.source) for c in cmds], [
            ('kernel/workqueue.o', f'{T}/kernel/workqueue.c'),
            ('mm/slub.o', f'{T}/mm/slub.c')])
        argv = cmds[0].argv
        self.assertEqual(argv[0], 'clang-22')
        self.assertEqual(argv[-4:], ['-c', '-o', 'kernel/workqueue.o', f'{T}/kernel/workqueue.c'])
        self.assertIn('-DKBUILD_MODFILE="kernel/workqueue"', argv)
        self.assertNotIn('scripts/basic/fixdep', argv)
        self.assertEqual(cmds[1].argv[-1], f'{T}/mm/slub.c')
        self.assertEqual(len(ar.commands_from_make_n(HOST_LINE, kernel_only=False)), 1)


C_SAMPLE = """\
#include <linux/mutex.h>

static DEFINE_MUTEX(m);
static int counter;

static int foo(struct a *a,
\t       int b)
{
\tmutex_lock(&m);
\treturn 0;
}

static void
bar(void)
{
\tif (x) {
\t\tcounter++;
\t}
}
EXPORT_SYMBOL(bar);
int global_thing = 3;

SYSCALL_DEFINE2(eventfd2, unsigned int, count, int, flags)
{
\treturn do_eventfd(count, flags);
}
static inline int one_line(void) { return 1; }
"""


class EnclosingFunctionTest(unittest.TestCase):
    def test_sample(self):
        lines = C_SAMPLE.splitlines()
        f = lambda n: ar.enclosing_function_in(lines, n)  # noqa: E731
        self.assertIsNone(f(3))
        self.assertEqual(f(9), 'foo')
        self.assertEqual(f(11), 'foo')        # the closing brace
        self.assertEqual(f(17), 'bar')
        self.assertEqual(f(19), 'bar')
        self.assertIsNone(f(20))
        self.assertIsNone(f(21))
        self.assertEqual(f(25), 'sys_eventfd2')
        self.assertEqual(f(27), 'one_line')
        self.assertIsNone(f(0))

    def test_from_a_file(self):
        with tempfile.NamedTemporaryFile('w', suffix='.c', delete=False) as t:
            t.write(C_SAMPLE)
        self.addCleanup(os.unlink, t.name)
        self.assertEqual(ar.enclosing_function(t.name, 10), 'foo')
        self.assertEqual(ar.source_line(t.name, 9), '\tmutex_lock(&m);')
        self.assertIsNone(ar.enclosing_function('/nonexistent.c', 3))


def fake_compiler(directory, name='clang-22'):
    """An executable @name in @directory: prints the diagnostics in the
    source's "//D " lines to stderr, exit 1 on "error:" (KILL: signal,
    SLEEP: sleeps)."""
    path = os.path.join(directory, name)
    with open(path, 'w') as f:
        f.write(f'#!{sys.executable}\n' + textwrap.dedent('''\
            import os, sys, time
            src = sys.argv[-1]
            assert '-fsyntax-only' in sys.argv and '-c' not in sys.argv
            assert not any(a.startswith('--warning-suppression') for a in sys.argv)
            text = open(src).read()
            if 'KILL' in text:
                os.kill(os.getpid(), 9)
            if 'SLEEP' in text:
                time.sleep(30)
            rc = 0
            for line in text.splitlines():
                if line.startswith('//D '):
                    d = line[4:].replace('SRC', src)
                    sys.stderr.write(d + '\\n')
                    rc = 1 if ': error:' in d else rc
            sys.exit(rc)
            '''))
    os.chmod(path, os.stat(path).st_mode | stat.S_IEXEC)
    return path


class RunTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.addCleanup(self.tmp.cleanup)
        self.cc = fake_compiler(self.tmp.name)

    def _run(self, body, timeout=20):
        src = os.path.join(self.tmp.name, 'a.c')
        with open(src, 'w') as f:
            f.write(body)
        argv = ar.report_command([self.cc, '-Werror', '-c', '-o', 'a.o', src])
        return ar.run(argv, self.tmp.name, timeout)

    def test_statuses(self):
        r = self._run("//D SRC:3:1: warning: mutex 'm' is still held at the end of "
                      "function [-Wthread-safety-analysis]\n")
        self.assertEqual((r.status, r.rc, len(r.of_kind('analysis'))), ('ok', 0, 1))
        r = self._run("//D SRC:3:1: error: use of undeclared identifier 'x'\n")
        self.assertEqual((r.status, r.rc, len(r.of_kind('error'))), ('errors', 1, 1))
        r = self._run('KILL\n')
        self.assertEqual((r.status, r.rc), ('signal', -9))
        r = self._run('SLEEP\n', timeout=0.5)
        self.assertEqual((r.status, r.rc), ('timeout', None))
        r = ar.run(['/nonexistent/clang-22', 'a.c'], self.tmp.name)
        self.assertEqual(r.status, 'not-run')


if __name__ == '__main__':
    unittest.main()


class ObjectsAsideTest(unittest.TestCase):
    def test_built_objects_are_hidden_then_restored(self):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        os.makedirs(os.path.join(tmp, 'kernel'))
        with open(os.path.join(tmp, 'kernel', 'a.o'), 'w') as f:
            f.write('obj')
        with ar.objects_aside(tmp, ['kernel/a.o', 'kernel/b.o']) as moved:
            self.assertEqual(moved, ['kernel/a.o'])
            self.assertFalse(os.path.exists(os.path.join(tmp, 'kernel', 'a.o')))
        with open(os.path.join(tmp, 'kernel', 'a.o')) as f:
            self.assertEqual(f.read(), 'obj')
        with self.assertRaises(RuntimeError):
            with ar.objects_aside(tmp, ['kernel/a.o']):
                raise RuntimeError('interrupted')
        self.assertTrue(os.path.isfile(os.path.join(tmp, 'kernel', 'a.o')))


class BuiltObjectsTest(unittest.TestCase):
    def test_kernel_objects_with_a_cmd_file_only(self):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        for rel in ('kernel/a.o', 'kernel/.a.o.cmd', 'kernel/b.o',
                    'arch/x86/tools/relocs_32.o', 'arch/x86/tools/.relocs_32.o.cmd',
                    'tools/objtool/check.o', 'tools/objtool/.check.o.cmd'):
            path = os.path.join(tmp, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, 'w') as f:
                if rel.endswith('.cmd'):
                    kernel = '-D__KERNEL__ ' if rel.startswith(('kernel', 'tools')) else ''
                    f.write(f'savedcmd_x := clang {kernel}-c -o x.o x.c\n')
        self.assertEqual(ar.built_objects(tmp), ['kernel/a.o'])
