# SPDX-License-Identifier: GPL-2.0
import os
import shutil
import stat
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..'))
import optin_cost as oc  # noqa: E402

# A compiler that writes its first argument to the -o file and fails when
# the first argument is "fail".
FAKE_CC = '''#!/bin/sh
out=""; prev=""
for a in "$@"; do [ "$prev" = "-o" ] && out="$a"; prev="$a"; done
[ "$1" = fail ] && { echo "x.c:1:1: error: generated header missing" >&2; exit 1; }
printf '%s' "$1" > "$out"
'''


class TotalsTest(unittest.TestCase):
    def pair(self, obj, opted, on, off):
        p = oc.Pair(obj, opted, [], [])
        p.cpu_on, p.cpu_off = list(on), list(off)
        return p

    def test_opted_summed_and_others_from_the_sample_mean(self):
        pairs = [self.pair('a.o', True, [3.0, 3.2], [2.0, 2.2]),
                 self.pair('b.o', False, [1.0, 1.0], [1.0, 1.0]),
                 self.pair('c.o', False, [3.0, 3.0], [3.0, 3.0])]
        t = oc.totals(pairs, unopted=100)
        # on: 3.1 + 2 * 100 = 203.1; off: 2.1 + 200 = 202.1
        self.assertEqual((t.build_on_s, t.build_off_s), (203.1, 202.1))
        self.assertEqual(t.ratio, round(203.1 / 202.1, 4))
        self.assertEqual(t.ratio_per_round, [round(203 / 202, 4), round(203.2 / 202.2, 4)])
        self.assertEqual((t.opted_on_s, t.opted_off_s, t.sample_ratio), (3.1, 2.1, 1.0))
        self.assertEqual(t.opted_only_ratio, round(203.1 / 202.1, 4))   # 202.1 + 1.0

    def test_failed_pairs_and_no_rounds(self):
        p = self.pair('a.o', True, [], [])
        p.status = 'not-built'
        t = oc.totals([p], unopted=10)
        self.assertEqual((t.rounds, t.ratio, t.ratio_per_round), (0, None, []))


class CompilePairTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.cc = os.path.join(self.tmp, 'cc')
        with open(self.cc, 'w') as f:
            f.write(FAKE_CC)
        os.chmod(self.cc, stat.S_IRWXU)
        self.on = os.path.join(self.tmp, 'on')
        self.off = os.path.join(self.tmp, 'off')
        for d in (self.on, self.off):
            os.makedirs(d)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def run_pair(self, first_on, opted=False, on='same', off='same'):
        p = oc.Pair('x.o', opted, [self.cc, on, '-c', '-o', 'x.o', 'x.c'],
                    [self.cc, off, '-c', '-o', 'x.o', 'x.c'])
        oc.compile_pair(p, self.on, self.off, self.tmp, first_on, keep=True)
        return p

    def test_same_output_is_identical_and_timed(self):
        p = self.run_pair(True)
        self.assertEqual((p.status, p.same, len(p.cpu_on), len(p.cpu_off)), ('ok', True, 1, 1))
        self.assertFalse(os.path.exists(os.path.join(self.on, 'x.o')))  # written elsewhere

    def test_different_bytes_are_not_identical(self):
        p = self.run_pair(False, on='with', off='without')
        self.assertEqual((p.status, p.same), ('ok', False))

    def test_failing_both_ways_is_not_built(self):
        p = self.run_pair(True, on='fail', off='fail')
        self.assertEqual((p.status, p.cpu_on), ('not-built', []))
        self.assertIn('generated header missing', p.detail)

    def test_failing_one_way_is_an_error(self):
        p = self.run_pair(True, on='fail')
        self.assertEqual(p.status, 'error')
        self.assertIn('only with the option off', p.detail)

    def test_an_opted_object_that_is_not_elf_differs(self):
        p = self.run_pair(True, opted=True)
        self.assertEqual((p.status, p.same), ('ok', False))
        self.assertIn('ELF', p.detail)


class MainTest(unittest.TestCase):
    def test_unprepared_folder_is_refused(self):
        tmp = tempfile.mkdtemp()
        try:
            rc = oc.main(['--tree', tmp, '--on-dir', tmp, '--off-dir', os.path.join(tmp, 'o')])
        finally:
            shutil.rmtree(tmp)
        self.assertEqual(rc, 2)


if __name__ == '__main__':
    unittest.main()
