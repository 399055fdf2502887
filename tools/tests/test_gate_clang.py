# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/gate_clang.py: the comparison, the unsupported verdict,
and the whole gate on real corpus cases against a Clang with known
differences (fake_clang_upgrade.py around clang-22)."""

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
sys.path.insert(0, HERE)
import check_diagnostics as cd  # noqa: E402
import gate_clang as gate  # noqa: E402
import kbuild_cmd  # noqa: E402
from kbuild_fixture import BuildFixture  # noqa: E402

CASE = 'negative-tests/mutex/x.c'
W = " [-Werror,-Wthread-safety-analysis]"
A = f"{CASE}:10:2: error: releasing mutex 'm' that was not held" + W
B = f"{CASE}:12:5: error: writing variable 'v' requires holding mutex 'm' exclusively" + W
NOTE = "include/linux/mutex.h: note: expanded from macro 'mutex_unlock'"
PRIMARY_BUILD = os.path.join(cd.REPO, 'build/kunit-x86_64')
TREE = os.path.join(cd.REPO, 'build/linux-source-6.12')


def result(status, actual):
    return {'case': CASE, 'status': status, 'detail': '', 'actual': actual, 'expected': None}


class DiffTest(unittest.TestCase):
    def test_same_output_no_entries(self):
        self.assertEqual(gate.diff_diagnostics([A, NOTE, B], [A, NOTE, B]), [])

    def test_lost_gained_reworded_with_notes(self):
        reworded = B.replace('writing variable', 'writing to variable')
        c = f"{CASE}:14:1: error: mutex 'm' is still held at the end of function" + W
        got = gate.diff_diagnostics([A, NOTE, B], [reworded, c])
        by_kind = {k: (o, n) for k, o, n in got}
        self.assertEqual(sorted(by_kind), ['gained', 'lost', 'reworded'])
        self.assertEqual(by_kind['reworded'], ([B], [reworded]))
        self.assertEqual(by_kind['lost'], ([A, NOTE], []))   # notes go with their diagnostic
        self.assertEqual(by_kind['gained'], ([], [c]))

    def test_other_flag_is_not_a_rewording(self):
        other = A.replace('-Wthread-safety-analysis', '-Wthread-safety-beta')
        kinds = [k for k, _, _ in gate.diff_diagnostics([A], [other])]
        self.assertEqual(sorted(kinds), ['gained', 'lost'])

    def test_order_change(self):
        self.assertEqual([k for k, _, _ in gate.diff_diagnostics([A, B], [B, A])],
                         ['reordered'])


class CompareTest(unittest.TestCase):
    def test_regression_only_when_new_fails(self):
        e = gate.compare_case(CASE, result('pass', [A, B]), result('diff', [A]))
        self.assertEqual([(x.kind, x.regression) for x in e], [('lost', True)])
        e = gate.compare_case(CASE, result('diff', [A]), result('pass', [A, B]))
        self.assertEqual([(x.kind, x.regression) for x in e], [('gained', False)])

    def test_identical_failure_is_not_news(self):
        self.assertEqual(gate.compare_case(CASE, result('diff', [A]), result('diff', [A])), [])

    def test_crash_is_one_entry(self):
        e = gate.compare_case(CASE, result('pass', [A, B]), result('crash', None))
        self.assertEqual([(x.kind, x.regression) for x in e], [('crash', True)])

    def test_rejected_command_is_one_entry(self):
        rejected = dict(result('rejected', []), detail="compiler rejected the command:\n"
                        "    clang: error: unknown argument: '-fno-such-option'")
        e = gate.compare_case(CASE, result('pass', [A, B]), rejected)
        self.assertEqual([(x.kind, x.regression, x.detail) for x in e],
                         [('rejected', True, rejected['detail'])])
        e = gate.compare_case(CASE, rejected, result('pass', [A, B]))
        self.assertEqual([(x.kind, x.regression) for x in e], [('status', False)])
        obj = {'status': 'clean', 'lines': [], 'detail': ''}
        bad = {'status': 'rejected', 'lines': [], 'detail': 'clang: error: unknown argument'}
        e = gate.compare_object('lib/x.o', obj, bad)
        self.assertEqual([(x.kind, x.regression) for x in e], [('rejected', True)])

    def test_timeout_is_not_a_crash(self):
        slow = dict(result('crash', None), detail='compiler crashed:\n    '
                    'compiler timed out after 120s')
        e = gate.compare_case(CASE, result('pass', [A]), slow)
        self.assertEqual([(x.kind, x.regression) for x in e], [('timeout', True)])
        e = gate.compare_case(CASE, slow, result('pass', [A]))
        self.assertEqual([(x.kind, x.regression) for x in e], [('timeout', False)])

    def test_non_thread_safety_diagnostic_is_broken(self):
        err = f"{CASE}:3:1: error: unknown type name 'spinlock_t'"
        e = gate.compare_case(CASE, result('pass', [A]), result('broken', [err, A]))
        self.assertEqual([x.kind for x in e], ['broken'])

    def test_false_positive_on_the_positive_side(self):
        obj = {'status': 'clean', 'lines': [], 'detail': ''}
        fp = {'status': 'diagnostics', 'lines': [A], 'detail': ''}
        e = gate.compare_object('lib/x.o', obj, fp)
        self.assertEqual([(x.kind, x.regression) for x in e], [('false-positive', True)])


class CheckObjectTest(BuildFixture):
    """The positive side's statuses, with fake_cc.py as both compilers: an
    object is compiled with its kbuild command through kernel_compile."""

    def setUp(self):
        super().setUp()
        os.makedirs(os.path.join(self.tree, 'lib'))
        self.opts = gate.Options(tree=self.tree, flags_from=self.build)
        self.side = gate.Side(os.path.join(HERE, 'fake_cc.py'), build_dir=self.build,
                              dropped=['-Wthread-safety-pointer'])

    def obj(self, name, flags, body):
        src = os.path.join(self.tree, 'lib', name + '.c')
        with open(src, 'w') as f:
            f.write(body.replace('SRC', src))
        self.write_cmd(f'lib/{name}.o', flags + ' -Wno-error -Wthread-safety-pointer', src)
        return gate.check_object(self.opts, self.side, f'lib/{name}.o')

    def test_statuses(self):
        opted = '-DWARN_CAPABILITY_ANALYSIS -Wthread-safety'
        warn = "//BAD: SRC:3:1: warning: w [-Wthread-safety-analysis]\n"
        self.assertEqual(self.obj('a', opted, ''),
                         {'status': 'clean', 'lines': [], 'detail': ''})
        r = self.obj('b', opted, warn)
        self.assertEqual((r['status'], r['lines']),
                         ('diagnostics', ['lib/b.c:3:1: warning: w [-Wthread-safety-analysis]']))
        r = self.obj('c', opted + ' -fno-such-option', warn)
        self.assertEqual((r['status'], r['detail']),
                         ('rejected', "clang: error: unknown argument: '-fno-such-option'"))
        self.assertEqual(self.obj('d', '-Wthread-safety', warn)['status'], 'not-analyzed')
        self.assertEqual(self.obj('e', opted, '//DIE: bad signal 11\n')['status'], 'crash')
        r = gate.check_object(self.opts, self.side, 'lib/none.o')
        self.assertEqual(r['status'], 'not-built')


FAKE_CC = '''#!/bin/sh
# A compiler that lacks {missing}.
for a in "$@"; do
	[ "$a" = --version ] && {{ echo "fake clang version 14.0.0"; exit 0; }}
	[ "$a" = "{missing}" ] && {{ echo "clang: error: unknown argument: '$a'" >&2; exit 1; }}
done
exit 0
'''


class UnsupportedTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def gate_main(self, old, new):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            code = gate.main(['--old', old, '--new', new, '--tree', self.tmp,
                              '--json', os.path.join(self.tmp, 'r.json')])
        return code, out.getvalue().splitlines()

    def fake(self, name, missing):
        path = os.path.join(self.tmp, name)
        with open(path, 'w') as f:
            f.write(FAKE_CC.format(missing=missing))
        os.chmod(path, 0o755)
        return path

    def test_one_line_verdict(self):
        old = self.fake('clang-new', '-Wnothing')
        new = self.fake('clang-old', '-fexperimental-late-parse-attributes')
        code, lines = self.gate_main(old, new)
        self.assertEqual(code, 2)
        self.assertEqual(len(lines), 1, lines)
        self.assertTrue(lines[0].startswith('gate-clang: UNSUPPORTED: '), lines)
        self.assertIn('-fexperimental-late-parse-attributes', lines[0])
        with open(os.path.join(self.tmp, 'r.json')) as f:
            self.assertEqual(json.load(f)['verdict'], 'unsupported')

    @unittest.skipUnless(shutil.which('clang-14') and shutil.which('clang-22'),
                         'needs clang-14 and clang-22')
    def test_clang_14(self):
        code, lines = self.gate_main('clang-22', 'clang-14')
        self.assertEqual((code, len(lines)), (2, 1), lines)
        self.assertIn('clang-14', lines[0])


def pick_cases(n):
    """n real cases whose goldens hold at least two diagnostics."""
    picked = []
    for case in cd.find_cases(os.path.join(cd.REPO, 'negative-tests'), []):
        golden = cd.read_golden(cd.golden_path(case, os.path.join(cd.REPO, 'negative-tests'),
                                               os.path.join(cd.REPO, 'expected-diagnostics')))
        if golden and len(gate.groups(golden)) >= 2 and \
                not any('thread-safety-pointer' in g for g in golden):
            picked.append(os.path.relpath(case, cd.REPO))
        if len(picked) == n:
            break
    return picked


# make gate-test sets GATE_TEST_REQUIRED=1 after the x86_64 build exists:
# there, a missing prerequisite fails the test instead of skipping it.
@unittest.skipUnless(os.environ.get('GATE_TEST_REQUIRED') or (
    shutil.which('clang-22') and os.path.exists(
        kbuild_cmd.cmd_file_path(PRIMARY_BUILD, cd.DEFAULT_OBJ))),
    'needs clang-22 and the prepared x86_64 build (make diag-prepare)')
class KnownDifferencesTest(unittest.TestCase):
    """The gate reports exactly what the wrapper changes, nothing else."""

    def test_exactly_the_five_differences(self):
        cases = pick_cases(5)     # four changed, one left alone
        self.assertEqual(len(cases), 5, 'corpus too small')
        conf = {'cc': 'clang-22', 'reject': '-Wthread-safety-pointer', 'reword': cases[0],
                'drop': cases[1], 'add': cases[2], 'crash': cases[3]}
        opts = gate.Options(tree=TREE, flags_from=PRIMARY_BUILD, positive=False, jobs=2,
                            only=[os.sep + c for c in cases])
        saved = os.environ.get('FAKE_CLANG_UPGRADE')
        os.environ['FAKE_CLANG_UPGRADE'] = json.dumps(conf)
        try:
            sides = [gate.probe_side(cc, opts)
                     for cc in ('clang-22', os.path.join(HERE, 'fake_clang_upgrade.py'))]
            self.assertEqual([s.unsupported for s in sides], ['', ''])
            gate.run(sides, opts)
        finally:
            if saved is None:
                del os.environ['FAKE_CLANG_UPGRADE']
            else:
                os.environ['FAKE_CLANG_UPGRADE'] = saved
        self.assertEqual(len(sides[1].corpus), 5)
        entries = gate.compare(*sides)
        text, code, verdict = gate.report(sides[0], sides[1], entries)
        got = sorted((e.kind, e.subject) for e in entries)
        self.assertEqual(got, sorted([('flag-rejected', '-Wthread-safety-pointer'),
                                      ('reworded', cases[0]), ('lost', cases[1]),
                                      ('gained', cases[2]), ('crash', cases[3])]), text)
        self.assertEqual((code, verdict), (1, 'regression'), text)
        reworded = next(e for e in entries if e.kind == 'reworded')
        head, _, flags = reworded.old[0].rpartition(' [')
        self.assertEqual(reworded.new[0], f'{head} (reworded) [{flags}')


@contextlib.contextmanager
def fake_upgrade(conf):
    """FAKE_CLANG_UPGRADE=@conf (as JSON) for fake_clang_upgrade.py."""
    saved = os.environ.get('FAKE_CLANG_UPGRADE')
    os.environ['FAKE_CLANG_UPGRADE'] = json.dumps(conf)
    try:
        yield os.path.join(HERE, 'fake_clang_upgrade.py')
    finally:
        if saved is None:
            del os.environ['FAKE_CLANG_UPGRADE']
        else:
            os.environ['FAKE_CLANG_UPGRADE'] = saved


ATOMIC_OBJ = 'lib/capability-analysis-kunit/atomic_kunit.o'
LAYER_LINE = ('atomic-context layer: unavailable with {cc} (no reentrant_capability); '
              '{n} cases of atomic/, may-sleep/ not compared')


class AtomicLayerTest(unittest.TestCase):
    """A compiler without reentrant capabilities has no atomic-context
    layer: the gate says so in one line and does not compare atomic/."""

    def test_report_says_it_in_one_line(self):
        atomic = ['negative-tests/atomic/a.c', 'negative-tests/atomic/b.c']
        old = gate.Side('clang-22', not_compared=atomic)
        new = gate.Side('clang-19', atomic_layer=False, not_compared=atomic)
        for side in (old, new):
            side.corpus[CASE] = result('pass', [A])
        entries = gate.compare(old, new)
        text, code, verdict = gate.report(old, new, entries)
        self.assertEqual((entries, code), ([], 0), text)
        lines = [ln for ln in text.splitlines() if 'atomic' in ln]
        self.assertEqual(lines, [LAYER_LINE.format(cc='clang-19', n=2)], text)

    @unittest.skipUnless(shutil.which('clang-22'), 'needs clang-22')
    def test_probe(self):
        with tempfile.TemporaryDirectory() as tmp:
            self.assertTrue(gate.probe_atomic_layer('clang-22', tmp))
            with fake_upgrade({'cc': 'clang-22', 'no_reentrant': True}) as fake:
                self.assertFalse(gate.probe_atomic_layer(fake, tmp))
            if shutil.which('clang-19'):
                self.assertFalse(gate.probe_atomic_layer('clang-19', tmp))

    @unittest.skipUnless(os.environ.get('GATE_TEST_REQUIRED') or (
        shutil.which('clang-22') and os.path.exists(
            kbuild_cmd.cmd_file_path(PRIMARY_BUILD, ATOMIC_OBJ))),
        f'needs clang-22 and {ATOMIC_OBJ} in the prepared x86_64 build')
    def test_gate_without_the_layer(self):
        root = os.path.join(cd.REPO, 'negative-tests')
        atomic = [c for c in cd.find_cases(os.path.join(root, 'atomic'), [])
                  if cd.read_golden(cd.golden_path(c, root, os.path.join(
                      cd.REPO, 'expected-diagnostics')))][:2]
        self.assertEqual(len(atomic), 2, 'no atomic/ cases with goldens')
        other = pick_cases(1)[0]
        cases = [os.path.relpath(c, cd.REPO) for c in atomic] + [other]
        opts = gate.Options(tree=TREE, flags_from=PRIMARY_BUILD, positive=False, jobs=2,
                            only=[os.sep + c for c in cases])
        with fake_upgrade({'cc': 'clang-22', 'no_reentrant': True}) as fake:
            sides = [gate.probe_side(cc, opts) for cc in ('clang-22', fake)]
            self.assertEqual([s.atomic_layer for s in sides], [True, False])
            # Without the layer the atomic/ cases would all "change": the
            # wrapper really turns it off.
            comp = cd.case_compiler(PRIMARY_BUILD, TREE, cd.DEFAULT_OBJ, cc=fake, pch=False)
            golden = cd.golden_path(atomic[0], root, os.path.join(cd.REPO,
                                                                  'expected-diagnostics'))
            self.assertEqual(cd.check_case(comp, atomic[0], golden).status, 'clean')
            gate.run(sides, opts)
        self.assertEqual(sorted(sides[1].corpus), [other])
        self.assertEqual(sides[1].not_compared, cases[:2])
        entries = gate.compare(*sides)
        text, code, _ = gate.report(sides[0], sides[1], entries)
        self.assertEqual([(e.kind, e.subject) for e in entries],
                         [('feature-lost', 'attribute reentrant_capability')], text)
        self.assertEqual(code, 0, text)
        self.assertEqual([ln for ln in text.splitlines() if ln.startswith('atomic-context')],
                         [LAYER_LINE.format(cc=sides[1].cc, n=2)], text)


if __name__ == '__main__':
    unittest.main()
