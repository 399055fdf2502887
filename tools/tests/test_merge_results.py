# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/merge_results.py: make check's steps run as shards and
merged give the table and last line of one run (a fake make runs them)."""

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
import merge_results  # noqa: E402
import run_checks  # noqa: E402

# make's stand-in (sh starts faster than python): exits 1 for the
# targets named in $FAKE_MAKE_FAIL (comma-separated).
FAKE_MAKE = '''t=""
for a in "$@"; do case "$a" in --*) ;; *) t="$t${t:+ }$a";; esac; done
echo "fake make $t"
case ",$FAKE_MAKE_FAIL," in *",$t,"*) exit 1;; esac
exit 0
'''
STEPS = ['escape-hatches', 'diag-coverage', 'kunit-x86_64', 'kunit-results']


def quiet(fn, *args):
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        rc = fn(*args)
    return rc, out.getvalue()


class ShardsMergeLikeOneRun(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.make = os.path.join(self.tmp, 'fake_make.sh')
        with open(self.make, 'w', encoding='utf-8') as f:
            f.write(FAKE_MAKE)
        os.environ['FAKE_MAKE_FAIL'] = 'kunit ARCH=x86_64'

    def tearDown(self):
        del os.environ['FAKE_MAKE_FAIL']
        shutil.rmtree(self.tmp)

    def run_checks(self, logs, steps):
        return quiet(run_checks.main, ['--make', f'sh {self.make}',
                                       '--logs', logs] + steps)

    def test_same_table_and_line(self):
        together = os.path.join(self.tmp, 'together')
        rc, out = self.run_checks(together, STEPS)
        self.assertEqual(rc, 1)
        single_line = out.strip().splitlines()[-1]
        self.assertEqual(single_line, '3 passed, 1 failed')
        with open(os.path.join(together, 'summary.txt'), encoding='utf-8') as f:
            self.assertEqual(f.read(), single_line + '\n')

        shards = []
        for step in STEPS:
            shards.append(os.path.join(self.tmp, 'shard-' + step))
            self.run_checks(shards[-1], [step])
        summary = os.path.join(self.tmp, 'merged-summary.txt')
        rc, merged = quiet(merge_results.main, ['--all', '--summary', summary] + shards)
        self.assertEqual(rc, 1)
        # --all: every other step of make check is missing, so fails.
        self.assertIn('no result: its shard did not run', merged)

        rc, merged = quiet(merge_results.main,
                           sum((['--step', s] for s in STEPS), []) + ['--summary', summary] + shards)
        self.assertEqual(rc, 1)
        self.assertEqual(merged.strip().splitlines()[-1], single_line)
        with open(summary, encoding='utf-8') as f:
            self.assertEqual(f.read(), single_line + '\n')
        rows = [ln.split()[:2] for ln in out.splitlines() if ln.split()[:1] and ln.split()[0] in STEPS
                and ln.split()[1] in ('pass', 'FAIL')]
        merged_rows = [ln.split()[:2] for ln in merged.splitlines()
                       if ln.split()[:1] and ln.split()[0] in STEPS]
        self.assertEqual(rows, merged_rows)
        self.assertEqual([r[0] for r in merged_rows], STEPS)     # make check's order

    def test_record(self):
        logs = os.path.join(self.tmp, 'logs')
        self.run_checks(logs, ['kunit-x86_64'])
        with open(os.path.join(logs, 'result-kunit-x86_64.json'), encoding='utf-8') as f:
            rec = json.load(f)
        self.assertEqual((rec['name'], rec['ok'], rec['status'], rec['why'], rec['log'],
                          rec['builds'], rec['llvm']),
                         ('kunit-x86_64', False, 'FAIL', 'exit 1', 'kunit-x86_64.log',
                          ['kunit-x86_64'], '-22'))
        self.assertTrue(rec['start'].endswith('+00:00') and rec['end'] >= rec['start'])

    def test_full_run_starts_without_old_records(self):
        logs = os.path.join(self.tmp, 'logs')
        self.run_checks(logs, ['kunit-x86_64'])
        self.run_checks(logs, ['escape-hatches'])          # shards accumulate
        self.assertEqual(sorted(merge_results.read_records([logs])),
                         ['escape-hatches', 'kunit-x86_64'])
        merge_results.write_record(logs, {'name': 'kunit-x86_64-clang-19', 'ok': True,
                                          'seconds': 1})
        rc, out = self.run_checks(logs, [])                 # every step
        self.assertEqual(sorted(merge_results.read_records([logs])),
                         sorted(s.name for s in run_checks.STEPS))
        self.assertEqual(out.strip().splitlines()[-1],
                         f'{len(run_checks.STEPS) - 1} passed, 1 failed')

    def test_other_clang_is_a_step_of_its_own(self):
        logs = os.path.join(self.tmp, 'logs')
        quiet(run_checks.main, ['--make', f'sh {self.make}', '--logs', logs,
                                '--llvm', '-19', 'kunit-x86_64', 'escape-hatches'])
        self.assertTrue(os.path.exists(os.path.join(logs, 'result-kunit-x86_64-clang-19.json')))
        self.assertTrue(os.path.exists(os.path.join(logs, 'kunit-x86_64-clang-19.log')))
        # escape-hatches does not depend on the Clang: its usual name
        self.assertTrue(os.path.exists(os.path.join(logs, 'result-escape-hatches.json')))
        with open(os.path.join(logs, 'result-kunit-x86_64-clang-19.json'), encoding='utf-8') as f:
            self.assertEqual(json.load(f)['builds'], ['kunit-x86_64-clang-19'])
        records = merge_results.merge([logs], ['kunit-x86_64', 'escape-hatches'],
                                      [s.name for s in run_checks.STEPS])
        self.assertEqual([r['name'] for r in records],
                         ['escape-hatches', 'kunit-x86_64', 'kunit-x86_64-clang-19'])
        self.assertTrue(records[1].get('missing'))


class RecordsTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_later_record_wins_and_bad_record_is_an_error(self):
        a, b = os.path.join(self.tmp, 'a'), os.path.join(self.tmp, 'b')
        os.makedirs(a)
        os.makedirs(b)
        merge_results.write_record(a, {'name': 'tools', 'ok': False, 'seconds': 1,
                                       'end': '2026-01-01T00:00:00+00:00'})
        merge_results.write_record(b, {'name': 'tools', 'ok': True, 'seconds': 2,
                                       'end': '2026-01-02T00:00:00+00:00'})
        self.assertTrue(merge_results.read_records([a, b])['tools']['ok'])
        self.assertTrue(merge_results.read_records([b, a])['tools']['ok'])
        with open(os.path.join(a, 'result-bad.json'), 'w', encoding='utf-8') as f:
            f.write('{"name": "bad"}')
        with self.assertRaises(merge_results.RecordError):
            merge_results.read_records([a])
        rc, _ = quiet(merge_results.main, [a])
        self.assertEqual(rc, 2)

    def test_no_records_and_unknown_step(self):
        self.assertEqual(quiet(merge_results.main, [self.tmp])[0], 2)
        self.assertEqual(quiet(merge_results.main, ['--step', 'nonesuch', self.tmp])[0], 2)


if __name__ == '__main__':
    unittest.main()
