# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/check_diagnostics.py with a stand-in compiler."""

import contextlib
import io
import os
import shutil
import signal
import subprocess
import sys
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import check_diagnostics as cd  # noqa: E402
from kbuild_fixture import BuildFixture  # noqa: E402
import include_pch  # noqa: E402
import kernel_compile  # noqa: E402

HEADER = '''/*
 * MISTAKE: writes data without its lock.
 * EXPECT: -Wthread-safety-analysis
 */
#ifdef FIXED
#endif
'''
ERR = ('//BAD: $CASE:3:5: error: writing variable \'v\' requires holding '
       'mutex \'m\' exclusively [-Werror,-Wthread-safety-analysis]\n')


class CaseFixture(BuildFixture):
    """A build folder with lib/x/y.o, a cases folder, a goldens folder."""

    def setUp(self):
        super().setUp()
        self.cases = os.path.join(cd.REPO, 'build', 'test-cases-' + os.path.basename(self.tmp))
        self.goldens = os.path.join(self.tmp, 'goldens')
        for d in (self.cases, self.goldens):
            os.makedirs(d)
        self.write_cmd('lib/x/y.o', '-D__KERNEL__')
        self.comp = cd.case_compiler(self.build, self.tree, 'lib/x/y.o',
                                     cc=os.path.join(HERE, 'fake_cc.py'))

    def tearDown(self):
        super().tearDown()
        shutil.rmtree(self.cases)

    def case(self, name, body, golden=None):
        path = os.path.join(self.cases, name)
        with open(path, 'w') as f:
            f.write(body)
        gpath = cd.golden_path(path, self.cases, self.goldens)
        if golden is not None:
            cd.write_golden(gpath, golden)
        return cd.check_case(self.comp, path, gpath)

    def rel(self, name):
        return os.path.relpath(os.path.join(self.cases, name), cd.REPO)

    def golden_line(self, name):
        return (f"{self.rel(name)}:3:5: error: writing variable 'v' requires holding "
                "mutex 'm' exclusively [-Werror,-Wthread-safety-analysis]")


class CheckCaseTest(CaseFixture):
    def test_pass(self):
        r = self.case('a.c', HEADER + ERR, [self.golden_line('a.c')])
        self.assertEqual(r.status, 'pass', r.detail)

    def test_missing_and_unexpected_diagnostics_both_fail(self):
        r = self.case('b.c', HEADER + ERR, [self.golden_line('b.c'), 'extra: note: x'])
        self.assertEqual(r.status, 'diff')
        r = self.case('c.c', HEADER + ERR + ERR.replace(':3:5:', ':4:5:'),
                      [self.golden_line('c.c')])
        self.assertEqual(r.status, 'diff')

    def test_missing_golden(self):
        self.assertEqual(self.case('d.c', HEADER + ERR).status, 'missing-golden')

    def test_mistake_not_reported(self):
        self.assertEqual(self.case('e.c', HEADER, []).status, 'clean')

    def test_broken_case(self):
        r = self.case('f.c', HEADER + "//BAD: $CASE:2:1: error: use of undeclared "
                      "identifier 'x'\n")
        self.assertEqual(r.status, 'broken')

    def test_crash(self):
        self.assertEqual(self.case('g.c', HEADER + '//CRASH\n').status, 'crash')

    def test_fixed_twin_must_be_clean(self):
        r = self.case('h.c', HEADER + ERR + ERR.replace('//BAD:', '//FIXED:'),
                      [self.golden_line('h.c')])
        self.assertEqual(r.status, 'fixed-not-clean')

    def test_fixed_twin_crash_names_its_cause(self):
        good = HEADER + ERR
        golden = [self.golden_line('q.c')]
        r = self.case('q.c', good + '//DIE: fixed signal 11\n', golden)
        self.assertEqual(r.status, 'crash')
        self.assertIn('fixed twin (-DFIXED): compiler killed by signal 11 (SIGSEGV)',
                      r.detail)
        r = self.case('q.c', good + '//DIE: fixed exit 70\n', golden)
        self.assertEqual(r.status, 'crash')
        self.assertIn('fixed twin (-DFIXED): compiler crashed with exit code 70', r.detail)

    def test_bad_twin_signal_and_exit_code(self):
        r = self.case('r.c', HEADER + ERR + '//DIE: bad signal 6\n')
        self.assertEqual(r.status, 'crash')
        self.assertIn('compiler killed by signal 6 (SIGABRT)', r.detail)
        self.assertNotIn('fixed twin', r.detail)
        r = self.case('r.c', HEADER + '//CRASH\n')
        self.assertIn('exit code 139', r.detail)

    def test_fixed_twin_exit_code_without_output(self):
        r = self.case('s.c', HEADER + ERR + '//DIE: fixed exit 1\n',
                      [self.golden_line('s.c')])
        self.assertEqual(r.status, 'fixed-not-clean')
        self.assertIn('exited with code 1', r.detail)
        self.assertIn('(no output)', r.detail)

    def test_timeout_is_not_a_crash(self):
        saved = kernel_compile.COMPILE_TIMEOUT
        kernel_compile.COMPILE_TIMEOUT = 1
        try:
            r = self.case('t.c', HEADER + ERR + '//DIE: fixed hang\n',
                          [self.golden_line('t.c')])
            self.assertEqual(r.status, 'timeout')
            self.assertIn('fixed twin (-DFIXED): compiler timed out after 1s', r.detail)
            r = self.case('u.c', HEADER + ERR + '//DIE: bad hang\n')
            self.assertEqual(r.status, 'timeout')
        finally:
            kernel_compile.COMPILE_TIMEOUT = saved

    def test_compiler_that_cannot_run(self):
        comp = cd.case_compiler(self.build, self.tree, 'lib/x/y.o',
                                cc=os.path.join(self.tmp, 'no-such-cc'), pch=False)
        path = os.path.join(self.cases, 'v.c')
        with open(path, 'w') as f:
            f.write(HEADER + ERR)
        r = cd.check_case(comp, path, cd.golden_path(path, self.cases, self.goldens))
        self.assertEqual(r.status, 'crash')
        self.assertIn('cannot run', r.detail)

    def test_header_requirements(self):
        r = self.case('i.c', '/* no header */\n' + ERR)
        self.assertEqual(r.status, 'bad-header')
        self.assertIn('MISTAKE', r.detail)
        self.assertIn('EXPECT', r.detail)
        self.assertIn('FIXED', r.detail)

    def test_expect_names_a_flag_the_golden_lacks(self):
        body = HEADER.replace('-Wthread-safety-analysis', '-Wthread-safety-negative') + ERR
        r = self.case('j.c', body, [self.golden_line('j.c')])
        self.assertEqual(r.status, 'expect-not-met')

    def test_expect_matches_whole_flags(self):
        body = HEADER.replace('-Wthread-safety-analysis', '-Wthread') + ERR
        r = self.case('m.c', body, [self.golden_line('m.c')])
        self.assertEqual(r.status, 'expect-not-met')
        self.assertIn('-Wthread', r.detail)

    def test_every_golden_flag_is_named_in_expect(self):
        other = ERR.replace(':3:5:', ':4:5:').replace('thread-safety-analysis',
                                                      'thread-safety-attributes')
        r = self.case('n.c', HEADER + ERR + other,
                      [self.golden_line('n.c'),
                       self.golden_line('n.c').replace(':3:5:', ':4:5:').replace(
                           'thread-safety-analysis', 'thread-safety-attributes')])
        self.assertEqual(r.status, 'expect-not-met')
        self.assertIn('does not name: -Wthread-safety-attributes', r.detail)

    def test_not_utf8_is_one_case_failure(self):
        path = os.path.join(self.cases, 'o.c')
        with open(path, 'wb') as f:
            f.write(HEADER.encode() + b'/* \xff */\n')
        r = cd.check_case(self.comp, path, cd.golden_path(path, self.cases, self.goldens))
        self.assertEqual(r.status, 'encoding')

    def test_orphan_goldens(self):
        self.case('p.c', HEADER + ERR, [self.golden_line('p.c')])
        cd.write_golden(os.path.join(self.goldens, 'gone.txt'), ['x'])
        cd.write_golden(os.path.join(self.goldens, 'sub', 'gone2.txt'), ['x'])
        self.assertEqual(cd.find_orphans(self.cases, self.goldens, []),
                         [os.path.join(self.goldens, 'gone.txt'),
                          os.path.join(self.goldens, 'sub', 'gone2.txt')])
        self.assertEqual(cd.find_orphans(self.cases, self.goldens, ['sub']),
                         [os.path.join(self.goldens, 'sub', 'gone2.txt')])

    def test_golden_flags(self):
        self.assertEqual(cd.golden_flags([
            "a.c:1:2: error: x [-Werror,-Wthread-safety-analysis]",
            "a.c:1:2: note: y", "a.c:2:2: warning: z [-Wthread-safety-pointer]"]),
            ['-Wthread-safety-analysis', '-Wthread-safety-pointer'])

    def test_known_to_fail(self):
        ktf = HEADER.replace(' */\n', ' * KNOWN-TO-FAIL: Clang cannot see it.\n */\n', 1)
        self.assertEqual(self.case('k.c', ktf).status, 'pass')
        self.assertEqual(self.case('l.c', ktf + ERR).status, 'unexpected-pass')

    def test_known_to_fail_with_a_golden_is_stale(self):
        ktf = HEADER.replace(' */\n', ' * KNOWN-TO-FAIL: Clang cannot see it.\n */\n', 1)
        r = self.case('k.c', ktf, [self.golden_line('k.c')])
        self.assertEqual(r.status, 'stale-golden')
        self.assertIn('remove ' + os.path.relpath(os.path.join(self.goldens, 'k.txt'),
                                                  cd.REPO), r.detail)

    def test_rejected_command(self):
        self.comp = cd.case_compiler(self.build, self.tree, 'lib/x/y.o',
                                     prepend=['-fno-such-option'],
                                     cc=os.path.join(HERE, 'fake_cc.py'))
        r = self.case('w.c', HEADER + ERR, [self.golden_line('w.c')])
        self.assertEqual(r.status, 'rejected')
        self.assertEqual(r.detail, 'compiler rejected the command:\n'
                         "    clang: error: unknown argument: '-fno-such-option'")


class CorruptPchTest(CaseFixture):
    """A truncated cached PCH is stale: rebuilt once, and the cases pass."""

    def test_header_changed_since_the_pch(self):
        """Clang refuses a PCH whose headers changed: the next run rebuilds
        it once and the case passes, as it does without a PCH."""
        include = os.path.join(self.tree, 'include')
        os.makedirs(os.path.join(include, 'linux'))
        header = os.path.join(include, 'linux', 'a.h')
        with open(header, 'w') as f:
            f.write('/* a */\n')
        self.write_cmd('lib/x/inc.o', f'-I{include}')

        def compiler():
            return cd.case_compiler(self.build, self.tree, 'lib/x/inc.o',
                                    cc=os.path.join(HERE, 'fake_pch_cc.py'))
        body = '#include <linux/a.h>\n' + HEADER + ERR
        self.comp = compiler()
        self.assertEqual(self.case('a.c', body, [self.golden_line('a.c')]).status, 'pass')
        self.assertEqual(self.comp.pch.built, 1)
        self.comp = compiler()
        self.assertEqual(self.case('a.c', body, [self.golden_line('a.c')]).status, 'pass')
        self.assertEqual(self.comp.pch.built, 0)        # still fresh: reused
        st = os.stat(header)
        os.utime(header, ns=(st.st_atime_ns, st.st_mtime_ns + 10**9))
        self.comp = compiler()
        pch = self.comp.pch.flags(os.path.join(self.cases, 'a.c'))
        refused = kernel_compile.execute(
            self.comp.command(os.path.join(self.cases, 'a.c'))[:-1] + pch
            + [os.path.join(self.cases, 'a.c')], self.build)
        self.assertTrue(include_pch.is_stale(refused[1]), refused[1])
        self.assertEqual(self.case('a.c', body, [self.golden_line('a.c')]).status, 'pass')
        self.assertEqual(self.comp.pch.built, 1)        # rebuilt once

    def test_corrupt_pch_is_rebuilt_once(self):
        self.comp = cd.case_compiler(self.build, self.tree, 'lib/x/y.o',
                                     cc=os.path.join(HERE, 'fake_pch_cc.py'))
        body = '#include <linux/a.h>\n' + HEADER + ERR
        names = ['a.c', 'b.c', 'c.c']
        self.assertEqual([self.case(n, body, [self.golden_line(n)]).status
                          for n in names], ['pass'] * 3)
        self.assertEqual(self.comp.pch.built, 1)
        pchs = [f for f in os.listdir(self.comp.pch.folder) if f.endswith('.pch')]
        self.assertEqual(len(pchs), 1)
        with open(os.path.join(self.comp.pch.folder, pchs[0]), 'w') as f:
            f.write('fake')                   # truncated by a killed run
        # The next run (a new Compiler) finds it corrupt and rebuilds it once.
        self.comp = cd.case_compiler(self.build, self.tree, 'lib/x/y.o',
                                     cc=os.path.join(HERE, 'fake_pch_cc.py'))
        self.assertEqual([self.case(n, body, [self.golden_line(n)]).status
                          for n in names], ['pass'] * 3)
        self.assertEqual(self.comp.pch.built, 1)

    def test_pch_refused_again_falls_back_to_no_pch(self):
        class Refusing(include_pch.PchCache):
            def _build(self, prelude, key, pch):
                os.makedirs(self.folder, exist_ok=True)
                with open(pch, 'w') as f:
                    f.write('corrupt')
                self.built += 1
                self._fresh.add(key)
                return True
        comp = self.comp
        comp.pch = Refusing(comp.pch.base + ['CASE'], comp.pch.cwd, comp.pch.folder)
        comp.argv[0] = os.path.join(HERE, 'fake_pch_cc.py')
        r = self.case('a.c', '#include <linux/a.h>\n' + HEADER + ERR,
                      [self.golden_line('a.c')])
        self.assertEqual(r.status, 'pass', r.detail)
        self.assertEqual(comp.pch.built, 1)


class WholeRunTest(CaseFixture):
    """Statuses that main() reports for the run, not one case: an orphan
    golden, and a case that is not UTF-8 among cases that pass."""

    def main(self, *extra):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = cd.main(['--build-dir', self.build, '--tree', self.tree,
                            '--obj', 'lib/x/y.o', '--cases', self.cases,
                            '--goldens', self.goldens, '-j', '1', '-q',
                            '--cc', os.path.join(HERE, 'fake_cc.py')] + list(extra))
        return code, out.getvalue().splitlines()

    def test_orphan_golden_fails_the_run(self):
        self.case('a.c', HEADER + ERR, [self.golden_line('a.c')])
        cd.write_golden(os.path.join(self.goldens, 'sub', 'gone.txt'), ['x'])
        code, lines = self.main()
        self.assertEqual(code, 1)
        gone = os.path.relpath(os.path.join(self.goldens, 'sub', 'gone.txt'), cd.REPO)
        self.assertEqual(lines, [
            f'FAIL   {gone}: orphan-golden: no case for this golden: delete it, or restore '
            + self.rel('sub/gone.c'),
            'check-diagnostics: 1 passed, 1 failed'])
        # Only the cases asked for: an orphan elsewhere is not this run's.
        self.assertEqual(self.main('a.c'), (0, ['check-diagnostics: 1 passed, 0 failed']))

    def test_not_utf8_is_one_failure_of_the_run(self):
        self.case('a.c', '#include <linux/a.h>\n' + HEADER + ERR, [self.golden_line('a.c')])
        with open(os.path.join(self.cases, 'b.c'), 'wb') as f:
            f.write(b'#include <linux/a.h>\n' + HEADER.encode() + b'/* \xe9t\xe9 */\n')
        for extra in ((), ('--update',)):
            code, lines = self.main(*extra)
            self.assertEqual(code, 1)
            self.assertIn(f'FAIL   {self.rel("b.c")}: encoding: not UTF-8 (byte ', lines[0])
            self.assertEqual(len(lines), 2, lines)


class OverridesFolder:
    """A mixin: an overrides folder, and a golden line that differs."""

    def setUp(self):
        super().setUp()
        self.over = os.path.join(self.tmp, 'overrides')
        os.makedirs(self.over)

    def other(self, name):
        return self.golden_line(name).replace("'m'", "'other'")


class GoldenOverridesTest(OverridesFolder, WholeRunTest):
    """--golden-overrides: another configuration's goldens where they differ."""

    def test_override_replaces_the_golden(self):
        self.case('a.c', HEADER + ERR, [self.other('a.c')])
        self.assertEqual(self.main()[0], 1)
        cd.write_golden(os.path.join(self.over, 'a.txt'), [self.golden_line('a.c')])
        self.assertEqual(self.main('--golden-overrides', self.over),
                         (0, ['check-diagnostics: 1 passed, 0 failed']))

    def test_redundant_and_orphan_overrides_fail(self):
        self.case('a.c', HEADER + ERR, [self.golden_line('a.c')])
        cd.write_golden(os.path.join(self.over, 'a.txt'), [self.golden_line('a.c')])
        cd.write_golden(os.path.join(self.over, 'gone.txt'), ['x'])
        code, lines = self.main('--golden-overrides', self.over)
        self.assertEqual(code, 1)
        a = os.path.relpath(os.path.join(self.over, 'a.txt'), cd.REPO)
        gone = os.path.relpath(os.path.join(self.over, 'gone.txt'), cd.REPO)
        self.assertEqual(lines, [
            f'FAIL   {gone}: orphan-golden: no case for this golden: delete it, '
            f'or restore {self.rel("gone.c")}',
            f'FAIL   {a}: redundant-override: the same as the golden it replaces: delete it',
            'check-diagnostics: 1 passed, 2 failed'])

    def test_update_writes_an_override_only_where_output_differs(self):
        self.case('a.c', HEADER + ERR, [self.other('a.c')])
        self.case('b.c', HEADER + ERR.replace('$CASE', '$CASE'), [self.golden_line('b.c')])
        code, lines = self.main('--golden-overrides', self.over, '--update')
        self.assertEqual(code, 0, lines)
        self.assertEqual(sorted(os.listdir(self.over)), ['a.txt'])
        self.assertEqual(cd.read_golden(os.path.join(self.over, 'a.txt')),
                         [self.golden_line('a.c')])
        # The golden of the primary configuration is left alone.
        self.assertEqual(cd.read_golden(os.path.join(self.goldens, 'a.txt')),
                         [self.other('a.c')])
        # Back to the golden's output: the override goes.
        cd.write_golden(os.path.join(self.goldens, 'a.txt'), [self.golden_line('a.c')])
        code, lines = self.main('--golden-overrides', self.over, '--update')
        self.assertEqual(code, 0, lines)
        self.assertTrue(lines[0].startswith('DELETE '), lines)
        self.assertEqual(os.listdir(self.over), [])

    def test_update_leaves_known_to_fail_cases_alone(self):
        self.case('k.c', HEADER.replace(' */', ' * KNOWN-TO-FAIL: not seen yet\n */', 1))
        code, lines = self.main('--golden-overrides', self.over, '--update')
        self.assertEqual((code, lines), (0, ['check-diagnostics: 0 golden(s) written; '
                                             '0 case(s) still failing']))
        self.assertEqual(os.listdir(self.over), [])

    def test_update_without_a_golden_writes_no_override(self):
        self.case('a.c', HEADER + ERR)
        code, lines = self.main('--golden-overrides', self.over, '--update')
        self.assertEqual(code, 1)
        self.assertIn('no golden to override', lines[0])
        self.assertEqual(os.listdir(self.over), [])
        self.assertFalse(os.path.exists(os.path.join(self.goldens, 'a.txt')))


class NeedsTest(OverridesFolder, WholeRunTest):
    """NEEDS: CONFIG_X: a case compiled only where the build sets the options."""

    NEEDS = HEADER.replace(' */', ' * NEEDS: CONFIG_FOO CONFIG_BAR\n */', 1)

    def config(self, *options):
        with open(os.path.join(self.build, '.config'), 'w') as f:
            f.write('# CONFIG_BAR is not set\n' + ''.join(f'{o}=y\n' for o in options))

    def test_needed_options(self):
        self.assertEqual(cd.needed_options(self.NEEDS), (['CONFIG_FOO', 'CONFIG_BAR'], []))
        self.assertEqual(cd.needed_options(' * NEEDS: PSI\n * NEEDS:\n'),
                         ([], ['PSI', '(empty)']))

    def test_not_configured_is_neither_passed_nor_failed(self):
        self.config('CONFIG_FOO')
        r = self.case('n.c', self.NEEDS + ERR, [self.golden_line('n.c')])
        self.assertEqual((r.status, r.passed, r.skipped), ('not-configured', False, True))
        self.assertIn('NEEDS CONFIG_BAR, not set in ', r.detail)
        self.case('a.c', HEADER + ERR, [self.golden_line('a.c')])
        self.assertEqual(self.main(), (0, [
            'check-diagnostics: 1 passed, 0 failed, 1 not compiled here '
            '(NEEDS options this build lacks)']))
        code, lines = self.main('--all-configured')
        self.assertEqual(code, 1)
        self.assertEqual(lines[-1], 'check-diagnostics: 1 passed, 1 failed')
        self.assertTrue(lines[0].startswith(f'FAIL   {self.rel("n.c")}: not-configured: '
                                            'NEEDS CONFIG_BAR'), lines)

    def test_checked_in_another_build_is_a_skip_with_all_configured(self):
        self.config('CONFIG_FOO')
        self.case('n.c', self.NEEDS + ERR, [self.golden_line('n.c')])
        self.case('a.c', HEADER + ERR, [self.golden_line('a.c')])
        other = os.path.join(self.tmp, 'other-build')
        os.makedirs(other)
        with open(os.path.join(other, '.config'), 'w') as f:
            f.write('CONFIG_FOO=y\n')
        # A build that lacks the option too is no excuse.
        code, lines = self.main('--all-configured', '--checked-in', other)
        self.assertEqual((code, lines[-1]), (1, 'check-diagnostics: 1 passed, 1 failed'))
        with open(os.path.join(other, '.config'), 'a') as f:
            f.write('CONFIG_BAR=m\n')
        code, lines = self.main('--all-configured', '--checked-in', other)
        self.assertEqual((code, lines), (0, [
            'check-diagnostics: 1 passed, 0 failed, 1 not compiled here (NEEDS options '
            'this build lacks, each checked in another build)']))

    def test_configured_is_checked_against_its_golden(self):
        self.config('CONFIG_FOO', 'CONFIG_BAR')
        self.assertEqual(self.case('n.c', self.NEEDS + ERR, [self.other('n.c')]).status, 'diff')
        self.assertEqual(self.case('n.c', self.NEEDS + ERR, [self.golden_line('n.c')]).status,
                         'pass')

    def test_bad_needs_line(self):
        r = self.case('b.c', HEADER.replace(' */', ' * NEEDS: PSI\n */', 1) + ERR)
        self.assertEqual(r.status, 'bad-header')
        self.assertIn('NEEDS names what is not a CONFIG_ option: PSI', r.detail)

    def test_update_in_the_other_build_writes_the_one_golden(self):
        self.config('CONFIG_FOO', 'CONFIG_BAR')
        self.case('n.c', self.NEEDS + ERR)
        code, lines = self.main('--golden-overrides', self.over, '--update')
        self.assertEqual(code, 0, lines)
        self.assertEqual(cd.read_golden(os.path.join(self.goldens, 'n.txt')),
                         [self.golden_line('n.c')])
        self.assertEqual(os.listdir(self.over), [])


    def test_update_of_a_golden_only_this_build_compiles_writes_it(self):
        """Not an override: the primary builds do not compile the case."""
        self.config('CONFIG_FOO', 'CONFIG_BAR')
        self.case('n.c', self.NEEDS + ERR, [self.other('n.c')])
        # An override equal to the output hides the stale golden.
        with open(os.path.join(self.over, 'n.txt'), 'w') as f:
            f.write(self.golden_line('n.c') + '\n')
        primary = os.path.join(self.tmp, 'primary')
        os.makedirs(primary)
        with open(os.path.join(primary, '.config'), 'w') as f:
            f.write('CONFIG_FOO=y\n')
        code, lines = self.main('--golden-overrides', self.over, '--update',
                                '--checked-in', primary)
        self.assertEqual(code, 0, lines)
        self.assertEqual(cd.read_golden(os.path.join(self.goldens, 'n.txt')),
                         [self.golden_line('n.c')])
        self.assertEqual(os.listdir(self.over), [])
        # Where a primary build compiles it too, a difference is an override.
        with open(os.path.join(primary, '.config'), 'a') as f:
            f.write('CONFIG_BAR=y\n')
        self.case('n.c', self.NEEDS + ERR, [self.other('n.c')])
        code, lines = self.main('--golden-overrides', self.over, '--update',
                                '--checked-in', primary)
        self.assertEqual(code, 0, lines)
        self.assertEqual(cd.read_golden(os.path.join(self.goldens, 'n.txt')),
                         [self.other('n.c')])
        self.assertEqual(cd.read_golden(os.path.join(self.over, 'n.txt')),
                         [self.golden_line('n.c')])


class InterruptTest(CaseFixture):
    def test_sigint_is_one_line(self):
        with open(os.path.join(self.cases, 'hang.c'), 'w') as f:
            f.write(HEADER + ERR + '//HANG\n')
        p = subprocess.Popen(
            [sys.executable, os.path.join(os.path.dirname(HERE), 'check_diagnostics.py'),
             '--build-dir', self.build, '--tree', self.tree, '--obj', 'lib/x/y.o',
             '--cases', self.cases, '--goldens', self.goldens, '--no-pch',
             '--cc', os.path.join(HERE, 'fake_cc.py'), '-q'],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            start_new_session=True,
            # A shell's background job ('make check &') inherits SIGINT
            # ignored, and so would the harness: give it a terminal's.
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
        time.sleep(2)
        os.killpg(p.pid, signal.SIGINT)   # as a terminal's Ctrl-C does
        out, err = p.communicate(timeout=30)
        self.assertEqual(p.returncode, 130, out + err)
        self.assertIn('check-diagnostics: interrupted', err)
        self.assertNotIn('Traceback', err)


LAYER_ERR = ERR.replace('//BAD:', '//LAYER:')


class DirectoryObjectTest(CaseFixture):
    """negative-tests/<dir>/OBJECT: that directory's cases get the flags of
    the object it names (here lib/x/z.o, compiled with -DLAYER)."""

    def setUp(self):
        super().setUp()
        self.write_cmd('lib/x/z.o', '-D__KERNEL__ -DLAYER')

    def subdir(self, name, obj):
        os.makedirs(os.path.join(self.cases, name))
        if obj is not None:
            with open(os.path.join(self.cases, name, kernel_compile.OBJECT_FILE), 'w') as f:
                f.write('# These cases need the layer: the flags of\n' + obj + '\n')
        return name

    def test_object_of_the_directory(self):
        d = self.subdir('layer', 'lib/x/z.o')
        r = self.case(f'{d}/a.c', HEADER + LAYER_ERR, [self.golden_line(f'{d}/a.c')])
        self.assertEqual(r.status, 'pass', r.detail)
        # The same case elsewhere gets --obj's flags: the layer is off there.
        self.assertEqual(self.case('a.c', HEADER + LAYER_ERR, []).status, 'clean')
        sub = self.comp.for_file(os.path.join(self.cases, d, 'a.c'))
        self.assertIn('-DLAYER', sub.argv)
        self.assertIs(self.comp.for_file(os.path.join(self.cases, 'a.c')), self.comp)
        self.assertIs(self.comp.for_file(os.path.join(self.cases, d, 'b.c')), sub)

    def test_missing_cmd_is_a_clear_error(self):
        d = self.subdir('nolayer', 'lib/x/missing.o')
        r = self.case(f'{d}/a.c', HEADER + LAYER_ERR)
        self.assertEqual(r.status, 'no-object')
        self.assertIn(f'{d}/OBJECT names lib/x/missing.o', r.detail)
        self.assertIn('.missing.o.cmd', r.detail)
        self.assertIn('build lib/x/missing.o first', r.detail)
        # The command line stops before compiling anything, exit 2.
        p = subprocess.run([sys.executable, os.path.join(cd.REPO, 'tools/check_diagnostics.py'),
                            '--build-dir', self.build, '--tree', self.tree, '--obj', 'lib/x/y.o',
                            '--cases', self.cases, '--goldens', self.goldens, '--no-pch',
                            '--cc', os.path.join(HERE, 'fake_cc.py')],
                           capture_output=True, text=True, check=False)
        self.assertEqual(p.returncode, 2, p.stdout + p.stderr)
        self.assertEqual(p.stdout, '')
        self.assertIn('OBJECT names lib/x/missing.o, which this build lacks', p.stderr)

    def test_malformed_object_file(self):
        d = self.subdir('two', 'lib/x/y.o lib/x/z.o')
        self.assertEqual(self.case(f'{d}/a.c', HEADER + LAYER_ERR).status, 'no-object')

    def test_pch_key_and_dropped_flags_follow_the_object(self):
        d = self.subdir('layer', 'lib/x/z.o')
        comp = cd.case_compiler(self.build, self.tree, 'lib/x/y.o',
                                cc=os.path.join(HERE, 'fake_cc.py'), drop=['-D__KERNEL__'])
        sub = comp.for_file(os.path.join(self.cases, d, 'a.c'))
        self.assertNotIn('-D__KERNEL__', sub.argv)
        self.assertEqual(sub.argv[0], os.path.join(HERE, 'fake_cc.py'))
        prelude = '#include <linux/spinlock.h>\n'
        self.assertNotEqual(sub.pch._key(prelude), comp.pch._key(prelude))
        self.assertEqual(sub.pch.folder, comp.pch.folder)


if __name__ == '__main__':
    unittest.main()
