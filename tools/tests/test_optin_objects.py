# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/optin_objects.py on a handmade tree and build folder."""

import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import optin_objects as oo  # noqa: E402

FLAGS = '-DWARN_CAPABILITY_ANALYSIS -fexperimental-late-parse-attributes -Wthread-safety'


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)


class MakefileTest(unittest.TestCase):
    def test_directory_and_object_opt_ins(self):
        m = oo.parse_makefile(
            '# SPDX\n'
            'CAPABILITY_ANALYSIS := y\n'
            'CAPABILITY_ANALYSIS_report.o := n\n'
            'obj-y := core.o report.o \\\n'
            '\tdebugfs.o # a comment\n'
            'obj-$(CONFIG_FOO_TEST) += foo_test.o\n'
            'obj-$(CONFIG_BAR) += bar/\n'
            'lib-y += lib.o\n'
            'hostprogs += gen\n'
            'targets += gen.o\n')
        self.assertEqual(m.directory, 'y')
        self.assertEqual(m.per_object, {'report.o': 'n'})
        self.assertEqual(m.objects, {'core.o', 'report.o', 'debugfs.o', 'foo_test.o', 'lib.o'})

    def test_composite_objects_are_not_compiled_objects(self):
        m = oo.parse_makefile('obj-m += kcsan.o\nkcsan-y := core.o report.o\n'
                              'foo-objs := a.o\nobj-y += foo.o\n')
        self.assertEqual(m.objects, {'core.o', 'report.o', 'a.o'})

    def test_mainline_spelling_and_atomic_layer_opt_in_too(self):
        m = oo.parse_makefile('obj-y += a.o b.o c.o d.o\n'
                              'CONTEXT_ANALYSIS_a.o := y\n'
                              'CAPABILITY_ANALYSIS_ATOMIC_b.o := y\n'
                              'CAPABILITY_ANALYSIS_c.o := n\n'
                              'CONTEXT_ANALYSIS := y\n')
        self.assertEqual(m.per_object, {'a.o': 'y', 'c.o': 'n'})
        self.assertEqual(m.atomic_per_object, {'b.o': 'y'})
        self.assertEqual(m.directory, 'y')
        self.assertEqual([n for n in ('a.o', 'b.o', 'c.o', 'd.o') if m.opted_in(n)],
                         ['a.o', 'b.o', 'd.o'])

    def test_kbuild_rule_per_object_value_first(self):
        self.assertTrue(oo.effective('y', ''))
        self.assertTrue(oo.effective('', 'y'))
        self.assertFalse(oo.effective('n', 'y'))
        self.assertTrue(oo.effective('y', 'n'))
        self.assertFalse(oo.effective('', ''))


class TreeTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, 'tree')
        self.build = os.path.join(self.tmp, 'build')
        write(os.path.join(self.tree, 'mm/kfence/Makefile'),
              'CAPABILITY_ANALYSIS := y\nobj-y := core.o report.o\n'
              'obj-$(CONFIG_KFENCE_KUNIT_TEST) += kfence_test.o\n')
        write(os.path.join(self.tree, 'kernel/Makefile'),
              'obj-y = fork.o\nobj-$(CONFIG_KCOV) += kcov.o\n'
              'CAPABILITY_ANALYSIS_kcov.o := y\n')
        write(os.path.join(self.tree, 'lib/Makefile'),
              'obj-y += rhashtable.o\nCAPABILITY_ANALYSIS_rhashtable.o := y\n')
        for src in ('mm/kfence/core.c', 'mm/kfence/report.c', 'kernel/kcov.c',
                    'kernel/fork.c', 'lib/rhashtable.c'):
            write(os.path.join(self.tree, src), '')
        self.compile('mm/kfence/core.o', FLAGS)
        self.compile('mm/kfence/report.o', FLAGS)
        self.compile('kernel/kcov.o', FLAGS)
        self.compile('kernel/fork.o', '')
        self.compile('lib/rhashtable.o', '')
        os.symlink(self.tree, os.path.join(self.build, 'source'))

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def compile(self, obj, flags):
        head, tail = os.path.split(obj)
        src = os.path.join(self.tree, obj[:-2] + '.c')
        write(os.path.join(self.build, head, '.' + tail + '.cmd'),
              f'savedcmd_{obj} := clang-22 -Wp,-MMD,{head}/.{tail}.d {flags} '
              f'-c -o {obj} {src}\n\nsource_{obj} := {src}\n')
        write(os.path.join(self.build, obj), 'ELF')
        future = time.time() + 10
        os.utime(os.path.join(self.build, obj), (future, future))

    def run_main(self, *args):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = oo.main(['--build-dir', self.build] + list(args))
        return code, out.getvalue(), err.getvalue()

    def test_compiled_and_declared(self):
        compiled = oo.compiled_objects(self.build, self.tree)
        self.assertEqual(sorted(o for o, c in compiled.items() if c.with_analysis),
                         ['kernel/kcov.o', 'mm/kfence/core.o', 'mm/kfence/report.o'])
        declared = oo.declared_objects(self.tree)
        self.assertEqual({o: d.how for o, d in declared.items()},
                         {'mm/kfence/core.o': 'directory', 'mm/kfence/report.o': 'directory',
                          'mm/kfence/kfence_test.o': 'directory', 'kernel/kcov.o': 'object',
                          'lib/rhashtable.o': 'object'})

    def test_table(self):
        code, out, _ = self.run_main()
        self.assertEqual(code, 0)
        rows = {ln.split('|')[0].strip(): [c.strip() for c in ln.split('|')[1:]]
                for ln in out.splitlines() if '|' in ln}
        self.assertEqual(rows['mm/kfence/core.o'], ['directory', 'yes'])
        self.assertEqual(rows['mm/kfence/kfence_test.o'], ['directory', 'not built'])
        self.assertEqual(rows['lib/rhashtable.o'], ['object', 'no flags'])
        self.assertNotIn('kernel/fork.o', rows)

    def test_require(self):
        req = os.path.join(self.tmp, 'required.txt')
        write(req, '# must be analysed\nmm/kfence/core.o\nkernel/kcov.o\n')
        self.assertEqual(self.run_main('--require', req, '-q')[0], 0)
        write(req, 'mm/kfence/core.o\nmm/kfence/kfence_test.o  # not built\n'
              'kernel/fork.o\n')
        code, _, err = self.run_main('--require', req, '-q')
        self.assertEqual(code, 1)
        self.assertIn('mm/kfence/kfence_test.o: not built', err)
        self.assertIn('kernel/fork.o: compiled without the analysis flags', err)
        self.assertNotIn('core.o', err)

    def test_check_declared_and_stale(self):
        code, _, err = self.run_main('--check-declared', '-q')
        self.assertEqual(code, 1)
        self.assertIn('lib/rhashtable.o: declared (object) but compiled without', err)
        # The Makefile changed after the object was built: kbuild would rebuild it.
        later = time.time() + 100
        os.utime(os.path.join(self.tree, 'lib/Makefile'), (later, later))
        code, out, _ = self.run_main()
        self.assertIn('no flags (stale)', out)

    def test_json_and_analysed_objects(self):
        path = os.path.join(self.tmp, 'out.json')
        self.run_main('--json', path, '-q')
        with open(path) as f:
            data = json.load(f)
        self.assertIn({'obj': 'kernel/kcov.o', 'declared': 'object', 'compiled': 'yes',
                       'stale': False}, data['rows'])
        self.assertEqual([c.obj for c in oo.analysed_objects(self.build, ['mm/kfence/'])],
                         ['mm/kfence/core.o', 'mm/kfence/report.o'])
        self.assertEqual(oo.source_path(self.build, oo.analysed_objects(
            self.build, ['kernel/kcov.o'])[0]), os.path.join(self.tree, 'kernel/kcov.c'))


if __name__ == '__main__':
    unittest.main()
