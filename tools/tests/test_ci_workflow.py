# SPDX-License-Identifier: GPL-2.0
"""Tests of .github/workflows/check.yml and tools/ci_matrix.py: the file
parses (and passes yamllint where installed), its jobs are exactly the
steps of make check-steps, and what it runs matches what make shard-test
runs locally."""

import contextlib
import io
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))
import ci_matrix  # noqa: E402
import kcidb_validate  # noqa: E402
import run_checks  # noqa: E402

WORKFLOW = os.path.join(REPO, '.github', 'workflows', 'check.yml')
YAMLLINT_CONFIG = ('{extends: default, rules: {line-length: {max: 120}, '
                   'truthy: {check-keys: false}, document-start: disable}}')


def load_yaml():
    try:
        yaml, _ = kcidb_validate._import('yaml', kcidb_validate.DIST_PACKAGES)
    except ImportError:
        return None
    return yaml


def matrix(llvm=''):
    out = io.StringIO()
    with tempfile.NamedTemporaryFile('w', suffix='.json') as f:
        json.dump(run_checks.steps_json(), f)
        f.flush()
        with contextlib.redirect_stdout(out):
            rc = ci_matrix.main([f.name, '--llvm', llvm])
    assert rc == 0
    return dict(line.split('=', 1) for line in out.getvalue().splitlines())


class MatrixTest(unittest.TestCase):
    def test_one_job_per_shard_step_and_the_rest_at_merge(self):
        out = matrix()
        jobs = json.loads(out['matrix'])['include']
        shard = [j['name'] for j in jobs]
        merge = out['merge_steps'].split()
        names = [s.name for s in run_checks.STEPS]
        self.assertEqual(sorted(shard + merge), sorted(names))
        self.assertEqual(shard, [s.name for s in run_checks.STEPS if s.phase == 'shard'])
        self.assertEqual(out['steps'].split(), names)
        by = {j['name']: j for j in jobs}
        self.assertEqual((by['kunit-x86_64']['cache'], by['kunit-x86_64']['save_cache']),
                         ('kunit-x86_64', True))
        self.assertEqual((by['check-diagnostics']['cache'], by['check-diagnostics']['save_cache']),
                         ('kunit-x86_64', False))
        self.assertEqual((by['tools']['cache'], by['escape-hatches']['tree']), ('', False))
        # The timeout follows the step's typical fresh time (4x + 15 min),
        # which README's step table updates: not a number frozen here.
        rt = next(s for s in run_checks.STEPS if s.name == 'kunit-rt')
        self.assertEqual(by['kunit-rt']['timeout'], math.ceil(rt.fresh * 4 / 60) + 15)
        self.assertGreater(by['kunit-rt']['timeout'], 20)

    def test_clang_axis(self):
        jobs = json.loads(matrix('-22 -19')['matrix'])['include']
        extra = [j for j in jobs if j['llvm'] == '-19']
        self.assertTrue(extra)
        self.assertEqual({j['step'] for j in extra},
                         {s.name for s in run_checks.STEPS if s.clang and s.phase == 'shard'})
        rt = next(j for j in extra if j['step'] == 'kunit-rt')
        self.assertEqual((rt['name'], rt['cache'], rt['experimental']),
                         ('kunit-rt-clang-19', 'kunit-rt-arm64-clang-19', True))
        self.assertFalse(any(j['experimental'] for j in jobs if j['llvm'] == '-22'))


class WorkflowTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(WORKFLOW, encoding='utf-8') as f:
            cls.text = f.read()

    def test_parses_and_has_the_three_jobs(self):
        yaml = load_yaml()
        if yaml is None:
            self.skipTest('no PyYAML (Debian python3-yaml)')
        doc = yaml.safe_load(self.text)
        jobs = doc['jobs']
        self.assertEqual(list(jobs), ['plan', 'shard', 'merge'])
        self.assertEqual(jobs['shard']['strategy']['matrix'],
                         '${{ fromJSON(needs.plan.outputs.matrix) }}')
        self.assertEqual(jobs['merge']['needs'], ['plan', 'shard'])
        plan = '\n'.join(s.get('run', '') for s in jobs['plan']['steps'])
        self.assertIn('make --no-print-directory check-steps > steps.json', plan)
        self.assertIn('tools/ci_matrix.py steps.json', plan)
        shard = '\n'.join(s.get('run', '') for s in jobs['shard']['steps'])
        self.assertIn('make check STEPS=${{ matrix.step }} LLVM_SUFFIX=${{ matrix.llvm }}', shard)
        self.assertIn('make kcidb KCIDB=build/kcidb/${{ matrix.name }}.json', shard)
        merge = '\n'.join(s.get('run', '') for s in jobs['merge']['steps'])
        self.assertIn('make check STEPS="${{ needs.plan.outputs.merge_steps }}"', merge)
        self.assertIn('tools/merge_results.py --all', merge)
        self.assertIn('make kcidb-merge', merge)

    def test_matrix_fields_it_uses_exist(self):
        used = set(re.findall(r'(?<!\w)matrix\.([a-z_]+)', self.text))
        jobs = json.loads(matrix('-22 -19')['matrix'])['include']
        for job in jobs:
            self.assertLessEqual(used, set(job), job['name'])

    def test_shard_test_runs_shards_as_the_workflow_does(self):
        with open(os.path.join(HERE, '..', 'shard_test.py'), encoding='utf-8') as f:
            script = f.read()
        for call in ("['check', f'STEPS={step}'", "['kcidb', f'CHECK_LOGS={logs}', f'KCIDB={doc}'",
                     "'kcidb-merge', 'KCIDB_INPUTS="):
            self.assertIn(call, script)

    def test_yamllint(self):
        yamllint = shutil.which('yamllint')
        if not yamllint:
            self.skipTest('no yamllint (Debian yamllint, make setup installs it)')
        p = subprocess.run([yamllint, '-s', '-d', YAMLLINT_CONFIG, WORKFLOW],
                           capture_output=True, text=True, check=False)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)


if __name__ == '__main__':
    unittest.main()
