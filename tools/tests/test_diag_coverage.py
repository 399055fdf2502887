# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/diag_coverage.py and tools/clang_diag_kinds.py on recorded
Clang 22 data (diagtool output, the kinds with their templates) and
handmade goldens."""

import contextlib
import io
import json
import os
import re
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import clang_diag_kinds  # noqa: E402
import diag_coverage  # noqa: E402

DATA = os.path.join(HERE, 'data')
KINDS = os.path.join(DATA, 'clang22-thread-safety-kinds.json')
GOLDENS = os.path.join(DATA, 'diag-goldens')
UNREACHABLE = os.path.join(DATA, 'diag-unreachable.txt')


def recorded_kinds(*names):
    with open(KINDS, encoding='utf-8') as f:
        records = json.load(f)
    if names:
        records = [r for r in records if r['kind'] in names]
    return diag_coverage.make_kinds(records)


class ListWarningsTest(unittest.TestCase):
    def test_keeps_the_flag_family_only(self):
        with open(os.path.join(DATA, 'diagtool22-list-warnings-excerpt.txt')) as f:
            text = f.read()
        self.assertEqual(clang_diag_kinds.parse_list_warnings(text, '-Wthread-safety'), {
            'warn_double_lock': '-Wthread-safety-analysis',
            'warn_fun_requires_lock_precise': '-Wthread-safety-precise',
            'warn_no_unlock': '-Wthread-safety-analysis',
            'warn_thread_safety_beta': '-Wthread-safety-beta',
        })

    @unittest.skipUnless(os.path.exists(clang_diag_kinds.DEFAULT_DIAGTOOL),
                         'clang-22 tools not installed')
    def test_template_from_the_installed_library(self):
        tool = clang_diag_kinds.DEFAULT_DIAGTOOL
        did = int(clang_diag_kinds._run([tool, 'find-diagnostic-id', 'warn_no_unlock']))
        lib = clang_diag_kinds.find_libclang_cpp(tool)
        self.assertEqual(clang_diag_kinds.describe(lib, [did]),
                         ["%0 '%1' is still held at the end of function"])

    def test_missing_library_is_a_clear_error(self):
        with self.assertRaisesRegex(clang_diag_kinds.ClangError, 'no libclang-cpp'):
            clang_diag_kinds.find_libclang_cpp('/nonexistent/bin/diagtool')

    def test_recorded_kinds_are_clang_22s(self):
        kinds = recorded_kinds()
        self.assertEqual(len(kinds), 43)
        by_name = {k.kind: k for k in kinds}
        self.assertEqual(by_name['warn_double_lock'].template,
                         "acquiring %0 '%1' that is already held")


class TemplateTest(unittest.TestCase):
    def test_plain_arguments(self):
        self.assertEqual(diag_coverage.template_regex("acquiring %0 '%1' that is already held"),
                         "acquiring\\ .+?\\ '.+?'\\ that\\ is\\ already\\ held")

    def test_select_with_arguments_inside(self):
        rx = re.compile(diag_coverage.template_regex(
            "%select{reading|writing}3 variable %1 requires holding %0 "
            "%select{'%2'|'%2' exclusively}3"))
        self.assertTrue(rx.fullmatch("writing variable 'value' requires holding "
                                     "spinlock '&counter::lock' exclusively"))
        self.assertTrue(rx.fullmatch("reading variable 'v' requires holding mutex 'm'"))
        self.assertFalse(rx.fullmatch("changing variable 'v' requires holding mutex 'm'"))

    def test_empty_alternative_percent_and_plural(self):
        rx = re.compile(diag_coverage.template_regex(
            "held%select{| with equal reentrancy depth}2 100%% %s1 %plural{1:x|:y}0"))
        self.assertTrue(rx.fullmatch('held 100% s y'))
        self.assertTrue(rx.fullmatch('held with equal reentrancy depth 100%  x'))
        self.assertFalse(rx.fullmatch('held with depth 100% s y'))

    def test_unbalanced_braces_are_an_error(self):
        with self.assertRaises(diag_coverage.InputError):
            diag_coverage.template_regex('%select{a|b')


class MatchTest(unittest.TestCase):
    def setUp(self):
        self.kinds = recorded_kinds()

    def test_flag_tells_precise_from_plain(self):
        line = ("x.c:3:2: error: calling function 'f' requires holding mutex 'b->m' "
                "exclusively [-Werror,-Wthread-safety-precise]")
        self.assertEqual(diag_coverage.match_line(self.kinds, line),
                         ['warn_fun_requires_lock_precise'])
        self.assertEqual(diag_coverage.match_line(
            self.kinds, line.replace('-precise', '-analysis')), ['warn_fun_requires_lock'])

    def test_notes_and_other_flags_are_not_kinds(self):
        self.assertIsNone(diag_coverage.match_line(
            self.kinds, 'x.c:1:1: note: mutex acquired here'))
        self.assertIsNone(diag_coverage.match_line(
            self.kinds, 'include/linux/mutex.h: note: expanded from macro \'mutex_lock\''))
        self.assertIsNone(diag_coverage.match_line(
            self.kinds, "x.c:1:1: error: unused variable 'x' [-Werror,-Wunused-variable]"))

    def test_unknown_thread_safety_message(self):
        self.assertEqual(diag_coverage.match_line(
            self.kinds, 'x.c:1:1: error: a message Clang never had [-Wthread-safety-analysis]'),
            [])


class ReportTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def run_main(self, *args, kinds=None):
        path = os.path.join(self.tmp, 'kinds.json')
        with open(KINDS, encoding='utf-8') as f:
            records = [r for r in json.load(f) if kinds is None or r['kind'] in kinds]
        with open(path, 'w', encoding='utf-8') as f:
            json.dump(records, f)
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = diag_coverage.main(['--kinds', path, '--goldens', GOLDENS] + list(args))
        return rc, out.getvalue()

    def test_cases_per_kind_and_statuses(self):
        kinds = ('warn_double_lock', 'warn_fun_requires_lock_precise',
                 'warn_unlock_but_no_lock', 'warn_no_unlock', 'warn_thread_safety_beta',
                 'warn_variable_requires_lock')
        js = os.path.join(self.tmp, 'out.json')
        rc, out = self.run_main('--unreachable', UNREACHABLE, '--json', js, kinds=kinds)
        self.assertEqual(rc, 1)
        with open(js, encoding='utf-8') as f:
            got = json.load(f)
        self.assertEqual(got['unmatched'], [])
        self.assertEqual([(r['kind'], r['cases'], r['status']) for r in got['kinds']], [
            ('warn_double_lock', ['mutex/unlock-twice.txt', 'spinlock/double-lock.txt'],
             'covered'),
            ('warn_fun_requires_lock_precise', ['spinlock/wrong-instance.txt'], 'covered'),
            ('warn_no_unlock', [], 'MISSING'),
            ('warn_thread_safety_beta', [], 'UNREACHABLE'),
            ('warn_unlock_but_no_lock', ['mutex/unlock-twice.txt'], 'covered'),
            ('warn_variable_requires_lock', ['spinlock/wrong-instance.txt'], 'covered'),
        ])
        self.assertIn('warn_no_unlock ', out)
        self.assertIn('| MISSING\n', out)
        self.assertIn('| UNREACHABLE: never emitted\n', out)
        self.assertIn('note: ', out)
        self.assertIn('warn_not_in_this_clang is not a kind of this Clang', out)
        self.assertTrue(out.rstrip().endswith(
            'diag-coverage: 6 kinds in 3 goldens: 4 covered, 1 unreachable, '
            '1 MISSING, 0 wrongly listed unreachable, 0 unmatched golden lines'))

    def test_allow_missing(self):
        rc, _ = self.run_main('--unreachable', UNREACHABLE, '--allow-missing',
                              kinds=('warn_double_lock', 'warn_no_unlock',
                                     'warn_unlock_but_no_lock',
                                     'warn_fun_requires_lock_precise',
                                     'warn_variable_requires_lock'))
        self.assertEqual(rc, 0)

    def test_unreachable_kind_that_is_hit_fails(self):
        path = os.path.join(self.tmp, 'unreachable.txt')
        with open(path, 'w') as f:
            f.write('warn_double_lock  # claimed unreachable\n')
        rc, out = self.run_main('--unreachable', path, '--allow-missing',
                                kinds=('warn_double_lock',))
        self.assertEqual(rc, 1)
        self.assertIn('| WRONG: listed as unreachable, but cases hit it', out)

    def test_golden_line_without_kind_fails(self):
        # Without warn_unlock_but_no_lock, its golden line matches no kind.
        rc, out = self.run_main('--unreachable', UNREACHABLE, '--allow-missing',
                                kinds=('warn_double_lock', 'warn_fun_requires_lock_precise',
                                       'warn_variable_requires_lock'))
        self.assertEqual(rc, 1)
        self.assertIn("UNMATCHED golden line (no kind of this Clang has this message "
                      "and flag): mutex/unlock-twice.txt: negative-tests/mutex/"
                      "unlock-twice.c:25:2: error: releasing mutex 'c->mtx' that was "
                      "not held [-Werror,-Wthread-safety-analysis]", out)

    def test_unreachable_entry_needs_a_reason(self):
        path = os.path.join(self.tmp, 'unreachable.txt')
        with open(path, 'w') as f:
            f.write('# header\nwarn_double_lock\n')
        with self.assertRaisesRegex(diag_coverage.InputError, r'unreachable.txt:2: expected'):
            diag_coverage.read_unreachable(path)

    def test_project_list_names_only_kinds_of_clang_22(self):
        known = {k.kind for k in recorded_kinds()}
        listed = diag_coverage.read_unreachable(diag_coverage.DEFAULT_UNREACHABLE)
        self.assertEqual(sorted(set(listed) - known), [])
        self.assertTrue(all(listed.values()))


if __name__ == '__main__':
    unittest.main()
