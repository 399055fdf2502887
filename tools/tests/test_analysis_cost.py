# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/analysis_cost.py: the flag removal, the ELF comparison on
handmade objects (elf_writer.py), and whole runs with a stand-in compiler
(fake_obj_cc.py)."""

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
import analysis_cost as ac  # noqa: E402
import elf_writer  # noqa: E402

FAKE_CC = os.path.join(HERE, 'fake_obj_cc.py')
FUNC = b'\x55\xe8\0\0\0\0\x90\x90\0\0\0\0\0\0\0\0\x5d\xc3'
CALLER = b'\x55\xe8\0\0\0\0\x5d\xc3'
ANALYSIS = ('-DWARN_CAPABILITY_ANALYSIS -fexperimental-late-parse-attributes -Wthread-safety '
            '-Wthread-safety-pointer -Wthread-safety-beta '
            '--warning-suppression-mappings=/t/scripts/capability-analysis-suppression.txt')


class CommandTest(unittest.TestCase):
    def test_without_analysis(self):
        argv = ['clang-22', '-Wp,-MMD,a/.b.o.d', '-O2'] + ANALYSIS.split() + \
            ['-Wno-thread-safety-negative', '-D', 'WARN_CAPABILITY_ANALYSIS',
             '--warning-suppression-mappings', 'x.txt', '-c', '-o', 'a/b.o', '/t/a/b.c']
        plain, removed = ac.without_analysis(argv)
        self.assertEqual(plain, ['clang-22', '-Wp,-MMD,a/.b.o.d', '-O2', '-c', '-o', 'a/b.o',
                                 '/t/a/b.c'])
        self.assertEqual(len(removed), 11)
        self.assertEqual(ac.without_analysis(plain), (plain, []))

    def test_without_analysis_strips_the_system_header_prefixes(self):
        system = ['--system-header-prefix=linux/', '--system-header-prefix=asm/',
                  '--no-system-header-prefix=linux/spinlock.h']
        argv = ['clang-22', '-O2', '-Wthread-safety'] + system + ['-c', '-o', 'a.o', 'a.c']
        plain, removed = ac.without_analysis(argv)
        self.assertEqual(plain, ['clang-22', '-O2', '-c', '-o', 'a.o', 'a.c'])
        self.assertEqual(removed, ['-Wthread-safety'] + system)
        kept, _ = ac.without_analysis(argv, ['--system-header-prefix', '--no-system-header'])
        self.assertEqual(kept, ['clang-22', '-O2'] + system + ['-c', '-o', 'a.o', 'a.c'])

    def test_without_analysis_keeping_some_flags(self):
        argv = ['clang-22', '-O2'] + ANALYSIS.split() + \
            ['-D', 'WARN_CAPABILITY_ANALYSIS', '-c', '-o', 'a/b.o', '/t/a/b.c']
        plain, removed = ac.without_analysis(
            argv, ['-DWARN_CAPABILITY_ANALYSIS', '-fexperimental-late-parse-attributes'])
        self.assertIn('-fexperimental-late-parse-attributes', plain)
        self.assertIn('-DWARN_CAPABILITY_ANALYSIS', plain)
        self.assertEqual(plain[plain.index('-D') + 1], 'WARN_CAPABILITY_ANALYSIS')
        self.assertTrue(removed)
        self.assertFalse([f for f in removed if 'thread-safety' not in f
                          and 'suppression' not in f])

    def test_disassembly_ignores_where_adrp_pages_print(self):
        a = ac._normalize_disassembly('  24: \tadrp\tx19, 0x0 <param_set+0x24>')
        b = ac._normalize_disassembly('  4c: \tadrp\tx19, 0x0 <param_set+0x4c>')
        self.assertEqual(a.split('adrp')[1], b.split('adrp')[1])
        # Branch targets keep their symbol.
        self.assertIn('<f+0x8>', ac._normalize_disassembly('\tbl\t0x20 <f+0x8>'))

    def test_object_command_writes_elsewhere_without_dep_file(self):
        argv = ['clang-22', '-Wp,-MMD,a/.b.o.d', '-O2', '-c', '-o', 'a/b.o', '/t/a/b.c']
        self.assertEqual(ac.object_command(argv, '/tmp/x/with.o'),
                         ['clang-22', '-O2', '-c', '-o', '/tmp/x/with.o', '/t/a/b.c'])


class RoundsTest(unittest.TestCase):
    def test_median_per_round(self):
        costs = [ac.ObjectCost('a.o', cpu_with=[1.0, 2.0], cpu_without=[1.0, 1.0]),
                 ac.ObjectCost('b.o', cpu_with=[3.0, 1.0], cpu_without=[2.0, 1.0]),
                 ac.ObjectCost('c.o', cpu_with=[0.5, 1.0], cpu_without=[1.0, 2.0])]
        self.assertEqual(ac.round_medians(costs), [1.0, 1.0])
        self.assertEqual(ac.round_medians(costs[:1]), [1.0, 2.0])
        self.assertEqual(ac.round_medians([ac.ObjectCost('d.o')]), [])
        self.assertEqual(ac.totals(costs)['round_median_cpu_ratios'], [1.0, 1.0])


class ElfTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def obj(self, name, func=FUNC, data=b'\1' * 9, bss=16, uid=3, extra=()):
        path = os.path.join(self.tmp, name)
        elf_writer.write_object(path, [('func', func), ('caller', CALLER)], data, bss, uid,
                                extra)
        return path

    def test_reads_sections_relocations_and_symbols(self):
        e = ac.read_elf(self.obj('a.o', uid=42))
        alloc = e.alloc()
        self.assertEqual(sorted(alloc), ['.bss', '.data', '.text'])
        self.assertEqual(alloc['.text'].size, len(FUNC) + len(CALLER))
        self.assertEqual(alloc['.bss'].size, 16)
        self.assertEqual(alloc['.bss'].data, b'')
        # The caller's ".text-4" (PC-relative) is symbolized as func-4.
        self.assertEqual(alloc['.text'].relocs,
                         [(1, 4, 'printk', -4), (8, 1, '__UNIQUE_ID_addressable_funcN', 0),
                          (len(FUNC) + 1, 2, 'func', -4)])
        self.assertEqual(alloc['.data'].relocs, [(0, 1, 'func', 0)])
        self.assertEqual(sorted((s.name, s.value, s.size) for s in e.symbols),
                         [('__UNIQUE_ID_addressable_funcN', 0, 8),
                          ('caller', len(FUNC), len(CALLER)), ('func', 0, len(FUNC))])
        self.assertEqual(e.undefined, {'printk'})

    def test_unique_id_numbers_are_no_difference(self):
        a = ac.read_elf(self.obj('a.o', uid=3))
        b = ac.read_elf(self.obj('b.o', uid=1234))
        self.assertEqual(ac.compare_elf(a, b), [])

    def test_differences_are_named_down_to_the_function(self):
        base = ac.read_elf(self.obj('a.o'))
        more = ac.read_elf(self.obj('b.o', func=FUNC[:-1] + b'\x90\xc3'))
        diffs = ac.compare_elf(more, base)
        self.assertEqual([(d.section, d.functions) for d in diffs],
                         [('.text', [f'func ({len(FUNC) + 1} vs {len(FUNC)} bytes)']),
                          ('(symbols)', ['func'])])
        # caller only moved: its call to func is the same symbolized relocation.
        self.assertIn(f'size {len(FUNC) + len(CALLER) + 1} vs', diffs[0].what)
        self.assertEqual(ac.verdict(diffs),
                         'differs at the root: func; every other difference only points into it')
        other_data = ac.read_elf(self.obj('c.o', data=b'\1' * 8 + b'\2'))
        diffs = ac.compare_elf(other_data, base)
        self.assertEqual([(d.section, d.what) for d in diffs],
                         [('.data', 'bytes differ from offset 0x8')])
        self.assertEqual(ac.verdict(diffs), 'differs at the root: .data; '
                         'every other difference only points into it')
        self.assertEqual(ac.verdict([]), 'identical')
        moved_string = [ac.SectionDiff('.rodata.str1.1', 'size 10 vs 12'),
                        ac.SectionDiff('.text', 'relocations differ', code=True, functions=[
                            'f (same size, relocations to .rodata.str1.1)']),
                        ac.SectionDiff('__bug_table', '2 relocations differ',
                                       functions=['g'])]
        self.assertEqual(ac.verdict(moved_string), 'differs at the root: .rodata.str1.1; '
                         'not explained by it: __bug_table')
        ac.explain(diffs[0], '', '', other_data, base)
        self.assertEqual(diffs[0].explanation, ['first differing byte in .data+0x8'])
        bigger_bss = ac.read_elf(self.obj('d.o', bss=32))
        self.assertEqual([d.what for d in ac.compare_elf(bigger_bss, base)], ['size 32 vs 16'])
        extra = ac.read_elf(self.obj('e.o', extra=[('.rodata.str1.1', 1, 0x32, b'x\0')]))
        self.assertEqual([(d.section, d.what) for d in ac.compare_elf(extra, base)],
                         [('.rodata.str1.1', 'only with the analysis')])

    def test_same_size_function_with_other_bytes(self):
        base = ac.read_elf(self.obj('a.o'))
        other = ac.read_elf(self.obj('b.o', func=FUNC[:-2] + b'\xc3\x90'))
        self.assertEqual(ac.compare_elf(other, base)[0].functions, ['func (same size)'])

    def test_non_runtime_sections_are_ignored_but_discard_kept(self):
        base = ac.read_elf(self.obj('a.o'))
        comment = ac.read_elf(self.obj('b.o', extra=[('.comment', 1, 0, b'clang\0')]))
        self.assertEqual(ac.compare_elf(comment, base), [])
        discard = ac.read_elf(self.obj('c.o', extra=[('.discard.reachable', 1, 0, b'\0' * 4)]))
        self.assertEqual([d.section for d in ac.compare_elf(discard, base)],
                         ['.discard.reachable'])

    @unittest.skipUnless(shutil.which(ac.OBJDUMP), f'{ac.OBJDUMP} not installed')
    def test_code_difference_is_explained_by_disassembly(self):
        a_path = self.obj('a.o', func=FUNC[:-1] + b'\x90\xc3')
        b_path = self.obj('b.o')
        a, b = ac.read_elf(a_path), ac.read_elf(b_path)
        d = ac.compare_elf(a, b, a_path, b_path)[0]
        ac.explain(d, a_path, b_path, a, b)
        self.assertIn('--- without: func', d.explanation)
        self.assertTrue(any(line.startswith('+') and 'nop' in line for line in d.explanation),
                        d.explanation)

    def test_not_elf(self):
        path = os.path.join(self.tmp, 'x.o')
        with open(path, 'wb') as f:
            f.write(b'!<arch>\n')
        with self.assertRaises(ac.ElfError):
            ac.read_elf(path)


class RunTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.build = os.path.join(self.tmp, 'build')
        self.src = os.path.join(self.tmp, 'src')
        os.makedirs(self.src)
        for name, body, flags in (('same', '', ANALYSIS), ('code', 'DIFFERS', ANALYSIS),
                                  ('plain', '', '-O2')):
            with open(os.path.join(self.src, name + '.c'), 'w') as f:
                f.write(body + '\n')
            os.makedirs(os.path.join(self.build, 'sub'), exist_ok=True)
            with open(os.path.join(self.build, f'sub/.{name}.o.cmd'), 'w') as f:
                f.write(f'savedcmd_sub/{name}.o := cc -Wp,-MMD,sub/.{name}.o.d {flags} '
                        f'-c -o sub/{name}.o {self.src}/{name}.c ; ./tools/objtool/objtool '
                        f'--orc sub/{name}.o\n')

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_identical_object_with_timing(self):
        cost = ac.measure_object(self.build, 'sub/same.o', 2, self.tmp, FAKE_CC)
        self.assertEqual(cost.status, 'ok', cost.detail)
        self.assertTrue(cost.identical)
        self.assertEqual(sorted(cost.sections), ['.bss', '.data', '.text'])
        self.assertEqual(len(cost.cpu_with), 2)
        self.assertEqual(len(cost.wall_without), 2)
        self.assertGreater(cost.ratio('cpu'), 0)
        self.assertEqual(len(cost.removed), 6)
        # Nothing was written into the build folder.
        self.assertEqual(sorted(os.listdir(os.path.join(self.build, 'sub'))),
                         ['.code.o.cmd', '.plain.o.cmd', '.same.o.cmd'])

    def test_compile_error_and_unanalysed(self):
        with open(os.path.join(self.src, 'same.c'), 'w') as f:
            f.write('FAILS\n')
        cost = ac.measure_object(self.build, 'sub/same.o', 0, self.tmp, FAKE_CC)
        self.assertEqual(cost.status, 'compile-error')
        self.assertIn('with the analysis: exit 1', cost.detail)
        cost = ac.measure_object(self.build, 'sub/plain.o', 0, self.tmp, FAKE_CC)
        self.assertEqual(cost.status, 'no-command')

    def test_main(self):
        out, err = io.StringIO(), io.StringIO()
        path = os.path.join(self.tmp, 'r.json')
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = ac.main(['--build-dir', self.build, '--rounds', '1', '--cc', FAKE_CC,
                            '--json', path])
        self.assertEqual(code, 1, err.getvalue())
        text = out.getvalue()
        self.assertIn('run-time sections: 1 of 2 objects identical', text)
        self.assertIn(f'sub/code.o: .text: size {len(FUNC) + len(CALLER) + 1} vs', text)
        self.assertIn(f'functions: func ({len(FUNC) + 1} vs {len(FUNC)} bytes)', text)
        self.assertIn('compile time, 1 rounds: median CPU ratio', text)
        self.assertNotIn('sub/plain.o', text)
        with open(path) as f:
            data = json.load(f)
        self.assertEqual(data['totals']['different'], ['sub/code.o'])
        with contextlib.redirect_stdout(io.StringIO()), \
                contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(ac.main(['--build-dir', self.build, '--rounds', '0', '--cc',
                                      FAKE_CC, 'sub/same.o']), 0)
            self.assertEqual(ac.main(['--build-dir', self.build, '--rounds', '1', '--cc',
                                      FAKE_CC, '--max-ratio', '0.0001', 'sub/same.o']), 1)
            self.assertEqual(ac.main(['--build-dir', self.build, 'sub/none.o']), 2)

    def test_jobs_compare_in_parallel_but_never_time(self):
        reports = []
        for jobs in ('1', '2'):
            out = io.StringIO()
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
                self.assertEqual(ac.main(['--build-dir', self.build, '--rounds', '0', '-j', jobs,
                                          '--cc', FAKE_CC]), 1)
            reports.append(out.getvalue())
        self.assertEqual(reports[0], reports[1])
        self.assertIn('run-time sections: 1 of 2 objects identical', reports[1])
        err = io.StringIO()
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            self.assertEqual(ac.main(['--build-dir', self.build, '--rounds', '2', '-j', '2',
                                      '--cc', FAKE_CC]), 2)
        self.assertIn('--jobs needs --rounds 0', err.getvalue())


if __name__ == '__main__':
    unittest.main()
