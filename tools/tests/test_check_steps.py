# SPDX-License-Identifier: GPL-2.0
"""Tests of make check's step list (tools/run_checks.py STEPS) and of
make check-steps, its machine-readable form."""

import json
import os
import re
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
import run_checks  # noqa: E402


def makefile_targets():
    with open(os.path.join(REPO, 'Makefile'), encoding='utf-8') as f:
        return set(re.findall(r'^([A-Za-z0-9_.-]+):', f.read(), re.M))


class StepsTest(unittest.TestCase):
    def test_every_step_is_complete(self):
        names = [s.name for s in run_checks.STEPS]
        self.assertEqual(len(names), len(set(names)))
        targets = makefile_targets()
        owners = {s.builds for s in run_checks.STEPS if s.builds}
        for s in run_checks.STEPS:
            with self.subTest(step=s.name):
                self.assertIsInstance(s, run_checks.Step, 'write new steps as S(...)')
                self.assertIn(s.make.split()[0], targets)
                self.assertIsNotNone(s.fresh, 'typical time (README "Step times")')
                # A CI job restores the cache of the step that builds the
                # folders it uses: the same folders, as one entry.
                if s.uses:
                    self.assertIn(s.uses, owners)
                for need in run_checks.step_needs(s):
                    self.assertIn(need, names)
                # Steps run where every shard's results are need no tree.
                if s.phase == 'merge':
                    self.assertFalse(s.tree)

    def test_readme_step_table_names_every_step(self):
        with open(os.path.join(REPO, 'README.md'), encoding='utf-8') as f:
            text = f.read()
        table = text[text.index('## Step times'):]
        table = table[:table.index('\n## ', 5)]
        for s in run_checks.STEPS:
            with self.subTest(step=s.name):
                self.assertTrue(re.search(r'\n\| [^|]*\b' + re.escape(s.name) + r'\b', table),
                                f'README\'s "Step times" table has no row for {s.name}')

    def test_steps_json(self):
        doc = run_checks.steps_json()
        self.assertEqual([s['name'] for s in doc['steps']], [s.name for s in run_checks.STEPS])
        kcidb = next(s for s in doc['steps'] if s['name'] == 'kcidb')
        self.assertEqual(kcidb['phase'], 'merge')
        self.assertIn('kunit-rt', kcidb['needs'])
        diag = next(s for s in doc['steps'] if s['name'] == 'check-diagnostics')
        self.assertEqual((diag['uses'], diag['tree'], diag['phase']),
                         (['kunit-x86_64'], True, 'shard'))

    def test_make_check_steps_prints_only_that_json(self):
        env = {k: v for k, v in os.environ.items() if not k.startswith('MAKE')}
        p = subprocess.run(['make', '--no-print-directory', 'check-steps'], cwd=REPO,
                           capture_output=True, text=True, check=False, env=env)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(json.loads(p.stdout), run_checks.steps_json())

    def test_unknown_step(self):
        import contextlib
        import io
        with contextlib.redirect_stderr(io.StringIO()) as err:
            self.assertEqual(run_checks.main(['nonesuch']), 2)
        self.assertIn('unknown step(s): nonesuch', err.getvalue())

    def test_failed_step_log_end_repeated_above_the_table(self):
        import contextlib
        import io
        import tempfile
        with tempfile.TemporaryDirectory() as logs, \
                contextlib.redirect_stdout(io.StringIO()) as out:
            rc = run_checks.main(['--make', 'make -f /dev/null', '--logs', logs, 'kcidb'])
        self.assertEqual(rc, 1)
        text = out.getvalue()
        excerpt = text.index('--- kcidb failed (exit 2); the end of ')
        self.assertIn("No rule to make target 'kcidb'", text[excerpt:])
        self.assertLess(excerpt, text.index('step               result'))
        self.assertEqual(text.splitlines()[-1], '0 passed, 1 failed')


if __name__ == '__main__':
    unittest.main()
