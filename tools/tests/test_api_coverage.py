# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/api_coverage.py on a recorded Clang 22 AST dump of a small
handmade lock API and suite (data/api-coverage/T), and end to end with a
stand-in compiler that prints that dump."""

import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import api_coverage  # noqa: E402

DATA = os.path.join(HERE, 'data', 'api-coverage')
FAKE_CC = os.path.join(HERE, 'fake_ast_cc.py')
T = '/T'
SOURCE = T + '/suite/lk_kunit.c'
HEADER = T + '/include/linux/lk.h'


def recorded(name):
    with open(os.path.join(DATA, name), encoding='utf-8') as f:
        return f.read().replace('@T@', T).splitlines(True)


class ScanTest(unittest.TestCase):
    def setUp(self):
        self.annotated, self.used = api_coverage.scan_ast(
            recorded('lk_kunit.ast.txt'), T + '/suite', SOURCE)

    def test_annotated_functions_and_their_files(self):
        self.assertEqual(self.annotated, {
            '_lk_lock': (HEADER, ['AcquireCapabilityAttr']),
            'lk_unlock': (HEADER, ['ReleaseCapabilityAttr']),
            'lk_trylock': (HEADER, ['TryAcquireCapabilityAttr']),
            'lk_assert': (HEADER, ['AssertCapabilityAttr']),
            'lk_never_called': (HEADER, ['AcquireCapabilityAttr']),
            '__lk_internal': (HEADER, ['ReleaseCapabilityAttr']),
            # Pasted names live in <scratch space>: dated where the macro is.
            'class_lk_constructor': (HEADER, ['AcquireCapabilityAttr']),
            '__class_lk_cleanup_ctx': (HEADER, ['ReleaseCapabilityAttr']),
            'local_lock_counter': (SOURCE, ['AcquireCapabilityAttr']),
        })

    def test_uses_follow_suite_helpers_tables_and_cleanups(self):
        self.assertEqual(sorted(self.used), [
            '__class_lk_cleanup_ctx',          # run by __attribute__((cleanup))
            '_lk_lock',                        # lk_lock() after expansion
            'class_lk_constructor',
            'guard_test',
            'helper_assert',
            'helper_calls_helper',
            'helper_reached_from_a_table',     # named in a static table
            'lk_assert',                       # through two helpers
            'lk_plain',
            'lk_trylock',
            'lk_unlock',
            'local_lock_counter',
            'lock_test',
        ])
        # helper_never_called's calls are not uses.
        self.assertNotIn('lk_never_called', self.used)


class MacroTest(unittest.TestCase):
    def setUp(self):
        self.macros = api_coverage.parse_macros(recorded('lk_kunit.dM.txt'))

    def test_function_like_macros_only(self):
        self.assertEqual(sorted(self.macros), ['DEFINE_LK_GUARD', '__lk_lock_inner',
                                               'guard_lk', 'lk_lock'])
        self.assertEqual(self.macros['lk_lock'], {'__lk_lock_inner', 'l'})

    def test_public_names(self):
        names = {f: api_coverage.public_names(f, self.macros)
                 for f in ('_lk_lock', 'lk_unlock', 'class_lk_constructor',
                           '__class_lk_cleanup_ctx', 'lk_assert')}
        self.assertEqual(names, {
            '_lk_lock': ['DEFINE_LK_GUARD', 'lk_lock'],   # through __lk_lock_inner
            'lk_unlock': ['DEFINE_LK_GUARD'],
            'class_lk_constructor': ['guard(lk)', 'guard_lk'],
            '__class_lk_cleanup_ctx': ['guard(lk)', 'guard_lk'],
            'lk_assert': [],
        })


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, 'T')
        shutil.copytree(os.path.join(DATA, 'T'), self.tree)
        self.build = os.path.join(self.tmp, 'build')
        os.makedirs(os.path.join(self.build, 'lib'))
        with open(os.path.join(self.build, 'lib', '.x.o.cmd'), 'w') as f:
            f.write(f'savedcmd_lib/x.o := {sys.executable} {FAKE_CC} -Wp,-MMD,lib/.x.o.d '
                    '-nostdinc -Werror -c -o lib/x.o /src/lib/x.c\n')
        self.exclude = os.path.join(self.tmp, 'exclude.txt')
        self.write_exclude('# header\n__lk_*  # internal\nnothing_*  # stale\n')

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def write_exclude(self, text):
        with open(self.exclude, 'w') as f:
            f.write(text)

    def run_main(self, *extra):
        js = os.path.join(self.tmp, 'out.json')
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = api_coverage.main(['--build-dir', self.build, '--tree', self.tree,
                                    '--obj', 'lib/x.o', '--kunit-dir',
                                    os.path.join(self.tree, 'suite'), '--exclude',
                                    self.exclude, '--json', js, '-j', '1'] + list(extra))
        report = None
        if os.path.exists(js):
            with open(js, encoding='utf-8') as f:
                report = json.load(f)
        return rc, out.getvalue() + err.getvalue(), report

    def test_report(self):
        rc, out, report = self.run_main()
        self.assertEqual(rc, 1)   # lk_never_called is not used: 5/6
        self.assertEqual(
            [(a['name'], a['header'], a['used_by'], bool(a['excluded']))
             for a in report['apis']],
            [('__class_lk_cleanup_ctx', 'include/linux/lk.h', ['lk_kunit.c'], False),
             ('__lk_internal', 'include/linux/lk.h', [], True),
             ('_lk_lock', 'include/linux/lk.h', ['lk_kunit.c'], False),
             ('class_lk_constructor', 'include/linux/lk.h', ['lk_kunit.c'], False),
             ('lk_assert', 'include/linux/lk.h', ['lk_kunit.c'], False),
             ('lk_never_called', 'include/linux/lk.h', [], False),
             ('lk_trylock', 'include/linux/lk.h', ['lk_kunit.c'], False),
             ('lk_unlock', 'include/linux/lk.h', ['lk_kunit.c'], False)])
        lines = out.splitlines()
        self.assertEqual(lines[:3], [
            'annotated function     | header             | public names            | used by',
            '__class_lk_cleanup_ctx | include/linux/lk.h | guard(lk) guard_lk      | lk_kunit.c',
            '_lk_lock               | include/linux/lk.h | DEFINE_LK_GUARD lk_lock | lk_kunit.c',
        ])
        self.assertIn('lk_never_called        | include/linux/lk.h | -'
                      '                       | UNUSED', lines)
        self.assertIn('  __lk_internal (include/linux/lk.h): __lk_*: internal', lines)
        self.assertIn("note: exclude pattern 'nothing_*' matches no annotated function",
                      lines)
        self.assertEqual(lines[-1], 'api-coverage: 6/7 annotated APIs used (85%), '
                         '1 excluded')

    def test_min(self):
        rc, out, _ = self.run_main('--min', '85')
        self.assertEqual(rc, 0)
        self.write_exclude('lk_never_*  # say\n__lk_*  # internal\n')
        rc, out, _ = self.run_main()
        self.assertEqual(rc, 0)
        self.assertIn('api-coverage: 6/6 annotated APIs used (100%), 2 excluded', out)

    def test_compile_error_exits_2(self):
        shutil.copy(os.path.join(self.tree, 'suite', 'lk_kunit.c'),
                    os.path.join(self.tree, 'suite', 'broken_kunit.c'))
        rc, out, report = self.run_main()
        self.assertEqual((rc, report), (2, None))
        self.assertIn("broken_kunit.c does not compile with these flags:", out)
        self.assertIn("error: unknown type name 'oops'", out)

    def test_missing_cmd_file_and_bad_exclude(self):
        rc, out, _ = self.run_main('--obj', 'lib/other.o')
        self.assertEqual(rc, 2)
        self.assertIn('build lib/other.o first', out)
        self.write_exclude('lk_never_called\n')
        rc, out, _ = self.run_main()
        self.assertEqual(rc, 2)
        self.assertIn('exclude.txt:1: expected "<glob>  # reason"', out)

    def test_project_exclude_list_is_well_formed(self):
        self.assertTrue(all(why for _, why in
                            api_coverage.read_excludes(api_coverage.DEFAULT_EXCLUDE)))


if __name__ == '__main__':
    unittest.main()
