# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/analysis_instructions.py: the variants' commands, the
sample, and whole runs with a stand-in compiler driver (fake_cc1_driver.py)
and a stand-in valgrind (fake_valgrind.py) on kbuild .cmd files."""

import contextlib
import io
import json
import os
import sys
import unittest
from unittest import mock

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)
import analysis_instructions as ai  # noqa: E402
from kbuild_fixture import BuildFixture  # noqa: E402

FAKE_DRIVER = os.path.join(HERE, 'fake_cc1_driver.py')
FAKE_VALGRIND = os.path.join(HERE, 'fake_valgrind.py')
ANALYSIS = ('-DWARN_CAPABILITY_ANALYSIS -fexperimental-late-parse-attributes '
            '-Wthread-safety -Wthread-safety-beta --warning-suppression-mappings={}')
# fake_valgrind.py: 1,000,000 + 10,000 per analysis flag + 100 per line of
# the suppression list (5 lines here, 2 in the one-pattern list).
NONE, HEADERS, FULL, ONE_PATTERN = 1000000, 1020000, 1040500, 1040200


class CommandTest(unittest.TestCase):
    ARGV = ['clang-22', '-Wp,-MMD,a/.b.o.d', '-O2', '-DWARN_CAPABILITY_ANALYSIS',
            '-fexperimental-late-parse-attributes', '-Wthread-safety', '-Wthread-safety-beta',
            '--warning-suppression-mappings=/t/s.txt', '-fsanitize=thread', '-c', '-o',
            'a/b.o', '/t/a/b.c']

    def cmd(self, variant, argv=None):
        return ai.variant_command(argv or self.ARGV, variant, '/tmp/x/obj.o', '/tmp/x/one.txt')

    def test_none_strips_every_analysis_flag(self):
        self.assertEqual(self.cmd('none'), ['clang-22', '-O2', '-fsanitize=thread', '-c',
                                            '-o', '/tmp/x/obj.o', '/t/a/b.c'])

    def test_headers_keeps_the_define_and_late_parsing(self):
        self.assertEqual(self.cmd('headers'),
                         ['clang-22', '-O2', '-DWARN_CAPABILITY_ANALYSIS',
                          '-fexperimental-late-parse-attributes', '-fsanitize=thread', '-c',
                          '-o', '/tmp/x/obj.o', '/t/a/b.c'])

    def test_full_is_kbuilds_command_writing_elsewhere(self):
        full = self.cmd('full')
        self.assertEqual(full[:-3], self.ARGV[:1] + self.ARGV[2:-3])
        self.assertEqual(full[-3:], ['-o', '/tmp/x/obj.o', '/t/a/b.c'])
        self.assertNotIn('-Wp,-MMD,a/.b.o.d', full)

    def test_no_suppression_list_names_the_one_pattern_file(self):
        cmd = self.cmd('no-suppression-list')
        self.assertIn('--warning-suppression-mappings=/tmp/x/one.txt', cmd)
        self.assertEqual(len(cmd), len(self.cmd('full')))
        self.assertEqual([a for a in cmd if 'suppression' in a],
                         ['--warning-suppression-mappings=/tmp/x/one.txt'])
        pair = self.ARGV[:7] + ['--warning-suppression-mappings', '/t/s.txt'] + self.ARGV[8:]
        self.assertEqual(self.cmd('no-suppression-list', pair), cmd)
        without = [a for a in self.ARGV if 'suppression' not in a]
        with self.assertRaises(ai.MeasureError):
            self.cmd('no-suppression-list', without)

    def test_no_suppression_list_replaces_the_system_header_prefixes(self):
        system = self.ARGV[:7] + ['--system-header-prefix=linux/', '--system-header-prefix=asm/',
                                  '--no-system-header-prefix=linux/spinlock.h'] + self.ARGV[8:]
        self.assertEqual(self.cmd('no-suppression-list', system),
                         self.cmd('no-suppression-list'))
        self.assertIn('--system-header-prefix=linux/', self.cmd('full', system))
        self.assertEqual(self.cmd('none', system), self.cmd('none'))

    def test_overlay_is_full_with_the_folder_searched_first(self):
        cmd = ai.variant_command(self.ARGV, 'overlay', '/tmp/x/obj.o', '/tmp/x/one.txt', '/ov')
        self.assertEqual(cmd, self.cmd('full')[:1] + ['-I/ov'] + self.cmd('full')[1:])
        with self.assertRaises(ai.MeasureError):
            self.cmd('overlay')

    def test_one_pattern_list(self):
        self.assertEqual(ai.ONE_PATTERN, '[thread-safety]\nsrc:*\n')

    def test_irefs(self):
        self.assertEqual(ai.parse_irefs('==7== \n==7== I   refs:      2,524,970,503\n'),
                         2524970503)
        self.assertIsNone(ai.parse_irefs('==7== error\n'))


class SampleTest(unittest.TestCase):
    def test_middle_of_equal_slices(self):
        objs = [f'o{k:03d}.o' for k in range(119)]
        self.assertEqual(ai.sample(objs, 6),
                         ['o009.o', 'o029.o', 'o049.o', 'o069.o', 'o089.o', 'o109.o'])
        self.assertEqual(ai.sample(list(reversed(objs)), 6), ai.sample(objs, 6))
        self.assertEqual(ai.sample(objs, 1), ['o059.o'])

    def test_all(self):
        self.assertEqual(ai.sample(['b.o', 'a.o'], 0), ['a.o', 'b.o'])
        self.assertEqual(ai.sample(['b.o', 'a.o'], 5), ['a.o', 'b.o'])
        self.assertEqual(ai.sample([], 3), [])


class RunTest(BuildFixture):
    def setUp(self):
        super().setUp()
        self.mappings = os.path.join(self.tree, 'suppression.txt')
        with open(self.mappings, 'w') as f:
            f.write('[thread-safety]\nsrc:*\nsrc:*include/linux/a.h=emit\n'
                    'src:*include/linux/b.h=emit\nsrc:*include/linux/c.h=emit\n')
        flags = "-O2 '-DKBUILD_MODNAME=\"m\"' " + ANALYSIS.format(self.mappings)
        for obj in ('sub/a.o', 'sub/b.o', 'sub/c.o'):
            self.write_cmd(obj, flags)
        self.write_cmd('sub/plain.o', '-O2')
        self.log = os.path.join(self.tmp, 'valgrind.log')
        env = mock.patch.dict(os.environ, {'FAKE_VALGRIND_LOG': self.log})
        env.start()
        self.addCleanup(env.stop)

    def run_main(self, *args, valgrind=FAKE_VALGRIND):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = ai.main(['--build-dir', self.build, '--cc', FAKE_DRIVER,
                          '--valgrind', valgrind] + list(args))
        return rc, out.getvalue(), err.getvalue()

    def cc1_commands(self):
        with open(self.log) as f:
            return [json.loads(line) for line in f]

    def test_all_variants_with_json(self):
        path = os.path.join(self.tmp, 'r.json')
        rc, out, err = self.run_main('--objects', 'sub/a.o,sub/b.o', '--variants', 'all',
                                     '--json', path)
        self.assertEqual(rc, 0, err)
        lines = out.splitlines()
        self.assertEqual([c.strip() for c in lines[0].split('|')],
                         ['object', 'none', 'headers', 'full', 'no-suppression-list'])
        row = [c.strip() for c in lines[2].split('|')]
        self.assertEqual(row, ['sub/a.o', '1,000,000', '1,020,000 (1.0200)',
                               '1,040,500 (1.0405)', '1,040,200 (1.0402)'])
        self.assertIn('median ratio', out)
        self.assertIn('[8/8]', err)
        with open(path) as f:
            data = json.load(f)
        self.assertEqual(data['variants'], ['none', 'headers', 'full', 'no-suppression-list'])
        self.assertEqual(data['totals']['median_ratio'],
                         {'none': 1.0, 'headers': HEADERS / NONE, 'full': FULL / NONE,
                          'no-suppression-list': ONE_PATTERN / NONE})
        self.assertEqual(data['totals']['failed'], [])
        self.assertEqual([o['obj'] for o in data['objects']], ['sub/a.o', 'sub/b.o'])
        self.assertEqual(data['objects'][1]['counts'],
                         {'none': NONE, 'headers': HEADERS, 'full': FULL,
                          'no-suppression-list': ONE_PATTERN})
        self.assertAlmostEqual(data['objects'][1]['ratios']['full'], FULL / NONE)

    def test_runs_the_cc1_job_writing_to_a_temporary_folder(self):
        rc, _, err = self.run_main('--objects', 'sub/a.o')
        self.assertEqual(rc, 0, err)
        cmds = self.cc1_commands()
        self.assertEqual(len(cmds), 2)          # none and full by default
        for cmd in cmds:
            self.assertEqual(cmd[:2], ['/usr/bin/clang', '-cc1'])
            self.assertIn('-DKBUILD_MODNAME="m"', cmd)
            out = cmd[cmd.index('-o') + 1]
            self.assertFalse(out.startswith(self.build), out)
            self.assertFalse(os.path.exists(os.path.dirname(out)), 'temp folder left')
            self.assertFalse([a for a in cmd if a.startswith('-Wp,')])
        none = [c for c in cmds if '-Wthread-safety' not in c]
        self.assertEqual(len(none), 1)
        self.assertFalse([a for a in none[0] if ai.analysis_run.is_analysis_flag(a)])
        # Nothing was written into the build folder.
        self.assertEqual(sorted(os.listdir(os.path.join(self.build, 'sub'))),
                         ['.a.o.cmd', '.b.o.cmd', '.c.o.cmd', '.plain.o.cmd'])

    def test_parallel_runs_count_the_same(self):
        results = []
        for jobs in ('1', '3'):
            path = os.path.join(self.tmp, f'j{jobs}.json')
            rc, _, err = self.run_main('-j', jobs, '--variants', 'headers', '--json', path)
            self.assertEqual(rc, 0, err)
            with open(path) as f:
                results.append([(o['obj'], o['counts'], o['ratios'])
                                for o in json.load(f)['objects']])
        self.assertEqual(results[0], results[1])
        self.assertEqual([list(o[1].items()) for o in results[1]],
                         [[('none', NONE), ('headers', HEADERS), ('full', FULL)]] * 3)

    def test_sample_of_the_build_folder(self):
        rc, out, err = self.run_main('--sample', '1')
        self.assertEqual(rc, 0, err)
        self.assertEqual([ln.split()[0] for ln in out.splitlines()[2:3]], ['sub/b.o'])
        self.assertNotIn('sub/plain.o', out + err)

    def test_failed_compile_is_reported_and_the_others_measured(self):
        self.write_cmd('sub/broken.o', ANALYSIS.format(self.mappings))
        rc, out, err = self.run_main('--objects', 'sub/a.o,sub/broken.o')
        self.assertEqual(rc, 1)
        self.assertRegex(out, r'sub/broken.o +\| +failed \| +failed')
        self.assertIn('failed: sub/broken.o full: exit 1 under callgrind: '
                      '/tree/sub/broken.c:1:1: error: something', out)
        self.assertIn('1,040,500 (1.0405)', out)

    def test_one_line_errors(self):
        cases = [
            (('--objects', 'sub/a.o'), {'valgrind': os.path.join(self.tmp, 'no-valgrind')},
             'no-valgrind not found'),
            (('--objects', 'sub/missing.o'), {}, 'build sub/missing.o first'),
            (('--objects', 'sub/plain.o'), {}, 'compiled without the analysis flags'),
        ]
        for args, kw, msg in cases:
            with self.subTest(msg=msg):
                rc, out, err = self.run_main(*args, **kw)
                self.assertEqual(rc, 2)
                self.assertEqual(out, '')
                self.assertEqual(len(err.splitlines()), 1, err)
                self.assertIn(msg, err)
                self.assertTrue(err.startswith('analysis-instructions: '), err)
        empty = os.path.join(self.tmp, 'empty')
        os.makedirs(empty)
        for folder, msg in ((empty, 'not prepared'), (os.path.join(self.tmp, 'none'),
                                                      'no build folder')):
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                self.assertEqual(ai.main(['--build-dir', folder, '--valgrind',
                                          FAKE_VALGRIND]), 2)
            self.assertIn(msg, err.getvalue())
            self.assertEqual(len(err.getvalue().splitlines()), 1)

    def test_overlay_adds_its_variant(self):
        overlay = os.path.join(self.tmp, 'overlay')
        os.makedirs(overlay)
        rc, out, err = self.run_main('--objects', 'sub/a.o', '--overlay', overlay)
        self.assertEqual(rc, 0, err)
        self.assertEqual([c.strip() for c in out.splitlines()[0].split('|')],
                         ['object', 'none', 'full', 'overlay'])
        with_overlay = [c for c in self.cc1_commands() if f'-I{overlay}' in c]
        self.assertEqual(len(with_overlay), 1)
        self.assertIn('-Wthread-safety', with_overlay[0])
        for args, msg in ((('--overlay', os.path.join(self.tmp, 'no-such')), 'no such folder'),
                          (('--variants', 'overlay'), 'needs --overlay DIR')):
            with self.subTest(msg=msg):
                rc, out, err = self.run_main('--objects', 'sub/a.o', *args)
                self.assertEqual((rc, out), (2, ''))
                self.assertIn(msg, err)

    def test_unknown_variant_and_help(self):
        with contextlib.redirect_stderr(io.StringIO()), self.assertRaises(SystemExit):
            ai.main(['--variants', 'fast'])
        out = io.StringIO()
        with contextlib.redirect_stdout(out), self.assertRaises(SystemExit):
            ai.main(['--help'])
        text = ' '.join(out.getvalue().split())
        for word in ('callgrind', 'deterministic', 'same on every run', 'memory stalls',
                     'proxy',
                     'no-suppression-list', '--sample'):
            self.assertIn(word, text)


if __name__ == '__main__':
    unittest.main()
