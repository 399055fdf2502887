# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/diagnostics.py on recorded Clang output."""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import diagnostics  # noqa: E402

REPO = '/work/main'
TREES = ['/work/main/build/linux-source-6.12', '/work/main/build/kunit-x86_64']


def data(name):
    with open(os.path.join(HERE, 'data', name), encoding='utf-8') as f:
        return f.read()


def normalized(name, rc=1, cwd='/work/main/build/kunit-x86_64'):
    out = diagnostics.parse(data(name), rc)
    return out, [diagnostics.normalize(d, REPO, TREES, cwd) for d in out.diagnostics]


class ParseTest(unittest.TestCase):
    def test_case_locations_keep_line_and_column(self):
        out, lines = normalized('clang22-interruptible.txt')
        self.assertFalse(out.crashed)
        self.assertEqual(len(lines), 5)
        self.assertEqual(lines[0], "negative-tests/mutex/interruptible-result-inverted.c"
                         ":22:5: error: writing variable 'generation' requires holding "
                         "mutex '&config::mtx' exclusively [-Werror,-Wthread-safety-analysis]")
        self.assertEqual(lines[3], 'negative-tests/mutex/interruptible-result-inverted.c'
                         ':19:7: note: mutex acquired here')

    def test_header_locations_drop_line_and_column(self):
        _, lines = normalized('clang22-interruptible.txt')
        self.assertEqual(lines[4], "include/linux/mutex.h: note: expanded from macro "
                         "'mutex_lock_interruptible'")

    def test_flags_are_kept_and_classified(self):
        out, _ = normalized('clang22-interruptible.txt')
        self.assertEqual(out.diagnostics[0].flags, '-Werror,-Wthread-safety-analysis')
        self.assertTrue(out.diagnostics[0].is_thread_safety())
        self.assertFalse(out.diagnostics[3].is_thread_safety())  # a note

    def test_unique_ids_scratch_space_and_generated_headers(self):
        _, lines = normalized('clang22-guard-unique-id.txt')
        self.assertIn("'__UNIQUE_ID_unlockN'", lines[0])
        self.assertTrue(lines[0].startswith('lib/catest/t.c: error:'))
        self.assertEqual(lines[2], '<scratch space>: note: expanded from here')
        # Relative to the build directory the compiler ran in.
        self.assertEqual(lines[3], 'include/generated/autoconf.h: note: some generated note')

    def test_include_stack_and_counts_are_dropped(self):
        out, _ = normalized('clang22-guard-unique-id.txt')
        self.assertEqual(out.unparsed, [])

    def test_crash_is_detected_from_output_and_exit_code(self):
        out = diagnostics.parse(data('clang-crash.txt'), 1)
        self.assertTrue(out.crashed)
        self.assertTrue(diagnostics.parse('', -11).crashed)
        self.assertTrue(diagnostics.parse('', 134).crashed)
        self.assertFalse(diagnostics.parse('', 0).crashed)

    def test_driver_errors(self):
        out = diagnostics.parse(data('clang19-driver.txt'), 1)
        self.assertEqual(len(out.driver_errors), 1)
        self.assertEqual(out.diagnostics, [])

    def test_non_thread_safety_error(self):
        out = diagnostics.parse(data('broken-case.txt'), 1)
        self.assertEqual(len(out.diagnostics), 1)
        self.assertFalse(out.diagnostics[0].is_thread_safety())


if __name__ == '__main__':
    unittest.main()


class SymlinkedRootTest(unittest.TestCase):
    def test_header_below_a_root_reached_through_a_link(self):
        # The build folder is a link (build -> elsewhere): Clang prints the
        # real path, the tools know the linked one; the header is still the
        # tree's, not a bare file name.
        import tempfile
        with tempfile.TemporaryDirectory() as tmp:
            real = os.path.join(tmp, 'real', 'linux')
            os.makedirs(os.path.join(real, 'include', 'linux'))
            os.symlink(os.path.join(tmp, 'real'), os.path.join(tmp, 'build'))
            diag = diagnostics.Diagnostic(
                os.path.join(real, 'include', 'linux', 'cleanup.h'), 3, 1, 'note',
                "expanded from macro 'guard'", '')
            line = diagnostics.normalize(diag, '/nonexistent',
                                         [os.path.join(tmp, 'build', 'linux')], tmp)
            self.assertEqual(line, "include/linux/cleanup.h: note: expanded from macro 'guard'")
