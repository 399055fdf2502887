# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/may_sleep_cases.py: the AST reader and the cases it writes."""

import os
import re
import tempfile
import unittest

from tools import may_sleep_cases as msc

# clang-22 -Xclang -ast-dump of a unit including ./sample.h (trimmed): a
# marked function declared twice, an IRQS_OFF-only exclusion (not a mark),
# a marked acquirer, a variadic function with a function-pointer parameter.
CTX = ''.join(
    f"|   {'`' if i == 5 else '|'}-DeclRefExpr 0x1{i} <col:{57 + i}> 'struct ctx_token' "
    f"lvalue Var 0x2{i} '{c}' 'struct ctx_token' non_odr_use_unevaluated\n"
    for i, c in enumerate(msc.CONTEXTS))
DUMP = (
    "|-RecordDecl 0x1 <./sample.h:1:1, col:59> col:47 struct ctx_token definition\n"
    "|-FunctionDecl 0x4e0 <line:6:1, line:3:112> line:6:7 flush_work "
    "'_Bool (struct work_struct *)'\n"
    "| |-ParmVarDecl 0x3d0 <col:18, col:38> col:38 work 'struct work_struct *'\n"
    "| `-LocksExcludedAttr 0x650 <line:3:42, col:110>\n" + CTX +
    "|-FunctionDecl 0x7b0 prev 0x4e0 <./other.h:7:1, col:42> col:7 flush_work "
    "'_Bool (struct work_struct *)'\n"
    "| |-ParmVarDecl 0x720 <col:18, col:38> col:38 work 'struct work_struct *'\n"
    "| `-LocksExcludedAttr 0x890 <./sample.h:3:42, col:110> Inherited\n" + CTX +
    "|-FunctionDecl 0x9e0 <line:8:1, col:70> col:6 local_irq_disable 'void (void)'\n"
    "| `-LocksExcludedAttr 0xaa8 <col:45, col:68>\n"
    "|   `-DeclRefExpr 0xa88 <col:60> 'struct ctx_token' lvalue Var 0x20 'IRQS_OFF' "
    "'struct ctx_token' non_odr_use_unevaluated\n"
    "|-FunctionDecl 0xd80 <line:9:1, line:3:112> line:9:6 mutex_lock_nested "
    "'void (struct mutex *, unsigned int)'\n"
    "| |-ParmVarDecl 0xbd0 <col:24, col:38> col:38 referenced lock 'struct mutex *'\n"
    "| |-ParmVarDecl 0xc68 <col:44, col:57> col:57 subclass 'unsigned int'\n"
    "| |-AcquireCapabilityAttr 0xe58 <line:10:17, col:40> acquire_capability\n"
    "| | `-DeclRefExpr 0xe38 <col:36> 'struct mutex *' lvalue ParmVar 0xbd0 'lock' "
    "'struct mutex *' non_odr_use_unevaluated\n"
    "| `-LocksExcludedAttr 0xf98 <line:3:42, col:110>\n" + CTX +
    "`-FunctionDecl 0x350 <line:11:1, line:3:112> line:11:5 call_usermodehelper "
    "'int (const char *, void (*)(void *), ...)'\n"
    "  |-ParmVarDecl 0x028 <col:25, col:37> col:37 path 'const char *'\n"
    "  |-ParmVarDecl 0x218 <col:43, col:65> col:50 cleanup 'void (*)(void *)'\n"
    "  `-LocksExcludedAttr 0x4c8 <line:3:42, col:110>\n" + CTX.replace('|   ', '    '))


class ParseAstTest(unittest.TestCase):
    def setUp(self):
        self.tree = tempfile.mkdtemp()
        self.funcs = msc.parse_ast(DUMP, self.tree, self.tree)

    def test_marked_functions_only(self):
        self.assertEqual(sorted(self.funcs),
                         ['call_usermodehelper', 'flush_work', 'mutex_lock_nested'])

    def test_header_is_where_the_mark_is_written(self):
        # The redeclaration in other.h inherits the mark: not its header.
        self.assertEqual(self.funcs['flush_work'].header, 'sample.h')
        self.assertEqual(self.funcs['call_usermodehelper'].header, 'sample.h')

    def test_attribute_after_a_body_with_null_children(self):
        # A definition's attributes follow its body, whose nodes may be
        # "<<<NULL>>>" (an if without else): not the end of the function.
        dump = ("`-FunctionDecl 0x1 <./v.h:2:1, line:9:1> line:2:20 used cread_many "
                "'void (void *)' static inline\n"
                "  |-ParmVarDecl 0x2 <col:40, col:46> col:46 used buf 'void *'\n"
                "  |-CompoundStmt 0x3 <line:3:1, line:9:1>\n"
                "  | `-IfStmt 0x4 <line:4:2, col:20>\n"
                "  |   |-<<<NULL>>>\n"
                "  |   `-NullStmt 0x5 <col:20>\n"
                "  `-LocksExcludedAttr 0x6 <line:2:60, col:70>\n"
                + CTX.replace('|   ', '    '))
        funcs = msc.parse_ast(dump, '/t', '/t')
        self.assertEqual(list(funcs), ['cread_many'])
        self.assertEqual(funcs['cread_many'].params, ['void *'])

    def test_parameters_and_locking(self):
        f = self.funcs['call_usermodehelper']
        self.assertEqual(f.params, ['const char *', 'void (*)(void *)'])
        self.assertFalse(f.returns_void)
        self.assertEqual(f.locking, [])
        m = self.funcs['mutex_lock_nested']
        self.assertEqual(m.params, ['struct mutex *', 'unsigned int'])
        self.assertEqual(m.locking, ['AcquireCapabilityAttr'])
        self.assertTrue(m.returns_void)


class CaseTextTest(unittest.TestCase):
    def setUp(self):
        self.funcs = msc.parse_ast(DUMP, '/t', '/t')

    def test_call_with_interrupts_off_and_fixed_twin(self):
        text = msc.case_text('include/linux/workqueue.h', [self.funcs['flush_work']])
        self.assertIn('#include <linux/workqueue.h>', text)
        self.assertIn('EXPECT: -Wthread-safety-analysis', text)
        self.assertIn('static void __used may_sleep_flush_work(struct work_struct *a0)\n'
                      '{\n#ifndef FIXED\n\tlocal_irq_disable();\n#endif\n'
                      '\t(void)flush_work(a0);\n'
                      '#ifndef FIXED\n\tlocal_irq_enable();\n#endif\n}\n', text)

    def test_function_pointer_parameter_goes_through_typeof(self):
        text = msc.case_text('include/linux/umh.h', [self.funcs['call_usermodehelper']])
        self.assertIn('(const char *a0, __typeof__(void (*)(void *)) a1)', text)
        self.assertIn('\t(void)call_usermodehelper(a0, a1);', text)

    def test_acquirer_released_after_interrupts_are_on(self):
        text = msc.case_text('include/linux/mutex.h', [self.funcs['mutex_lock_nested']])
        self.assertIn('\tmutex_lock_nested(a0, a1);\n#ifndef FIXED\n\tlocal_irq_enable();\n'
                      '#endif\n\tmutex_unlock(a0);\n}', text)

    def test_conditional_acquirer_released_on_success(self):
        f = msc.Function('down_read_killable', 'include/linux/rwsem.h',
                         'int (struct rw_semaphore *)', ['struct rw_semaphore *'],
                         ['TryAcquireCapabilityAttr'])
        text = msc.case_text(f.header, [f])
        self.assertIn('\tif (!down_read_killable(a0))\n\t\tup_read(a0);\n'
                      '#ifndef FIXED\n\tlocal_irq_enable();\n#endif\n}', text)

    def test_releaser_called_after_its_acquire_with_interrupts_off(self):
        f = msc.Function('debugfs_leave_cancellation', 'include/linux/debugfs.h',
                         'void (struct file *, struct debugfs_cancellation *)',
                         ['struct file *', 'struct debugfs_cancellation *'],
                         ['ReleaseCapabilityAttr'])
        self.assertIn('linux-debugfs.c',
                      msc.cases({f.name: f}))
        text = msc.case_text(f.header, [f])
        self.assertIn('{\n\tdebugfs_enter_cancellation(a0, a1);\n#ifndef FIXED\n'
                      '\tlocal_irq_disable();\n#endif\n\tdebugfs_leave_cancellation(a0, a1);\n'
                      '#ifndef FIXED\n\tlocal_irq_enable();\n#endif\n}', text)

    def test_acquirer_without_release_gets_no_case(self):
        f = msc.Function('my_lock', 'include/linux/my.h', 'void (int *)', ['int *'],
                         ['AcquireCapabilityAttr'])
        self.assertEqual(msc.cases({'my_lock': f}), {})

    def test_case_names(self):
        self.assertEqual(msc.case_name('include/linux/wait_bit.h'), 'linux-wait-bit.c')
        self.assertEqual(msc.case_name('include/net/sock.h'), 'net-sock.c')
        self.assertEqual(msc.case_name('arch/x86/include/asm/uaccess.h'),
                         'x86-asm-uaccess.c')

    def test_header_not_included_on_its_own(self):
        self.assertEqual(msc.includes('include/linux/rcutree.h'), ['linux/rcupdate.h'])
        self.assertEqual(msc.includes('include/linux/dlm_plock.h'),
                         ['linux/fs.h', 'linux/dlm.h', 'linux/dlm_plock.h'])


class FailingLinesTest(unittest.TestCase):
    def test_error_through_an_include_and_in_the_unit(self):
        stderr = (
            "In file included from /tmp/x/may_sleep_inventory.c:8:\n"
            "In file included from ./include/linux/a.h:3:\n"
            "./include/linux/b.h:9:1: error: unknown type name 'foo_t'\n"
            "./include/linux/b.h:10:1: error: unknown type name 'bar_t'\n"
            "/tmp/x/may_sleep_inventory.c:11:10: fatal error: 'linux/c.h' file not found\n")
        self.assertEqual(msc._failing_lines(stderr),
                         {8: "unknown type name 'foo_t'",
                          11: "'linux/c.h' file not found"})


class DifferencesTest(unittest.TestCase):
    def test_missing_changed_and_unwanted_cases(self):
        with tempfile.TemporaryDirectory() as d:
            for name, text in (('a.c', 'same'), ('b.c', 'old'), ('c.c', 'gone')):
                with open(os.path.join(d, name), 'w', encoding='utf-8') as f:
                    f.write(text)
            want = {'a.c': 'same', 'b.c': 'new', 'd.c': 'added'}
            self.assertEqual(msc.differences(want, d),
                             ['b.c', 'c.c (no longer wanted)', 'd.c (missing)'])
            self.assertEqual(msc.differences({'a.c': 'same', 'b.c': 'old', 'c.c': 'gone'}, d),
                             [])


if __name__ == '__main__':
    unittest.main()


class DeclarationConditionTest(unittest.TestCase):
    HEADER = '''#ifndef __LINUX_FOO_H
#define __LINUX_FOO_H
#ifdef CONFIG_DEBUG_LOCK_ALLOC
extern void _foo_nest(struct foo *f, struct lockdep_map *m)
	__might_sleep_ctx;
# define foo_nest(f, n) _foo_nest(f, &(n)->dep_map)
#else
extern void foo_plain(struct foo *f) __might_sleep_ctx;
#endif
#if defined(CONFIG_A)
# ifdef CONFIG_B
void foo_b(void) __might_sleep_ctx;
# endif
#endif
void foo_any(void) __might_sleep_ctx;
void foo_unmarked(void);
#endif
'''

    def test_first_branch_of_the_innermost_if(self):
        self.assertEqual(msc.declaration_condition(self.HEADER, '_foo_nest'),
                         '#ifdef CONFIG_DEBUG_LOCK_ALLOC')
        self.assertEqual(msc.declaration_condition(self.HEADER, 'foo_b'), '# ifdef CONFIG_B')

    def test_include_guard_is_not_a_condition(self):
        self.assertEqual(msc.declaration_condition(self.HEADER, 'foo_any'), '')

    def test_else_branch_and_unmarked_have_none(self):
        self.assertIsNone(msc.declaration_condition(self.HEADER, 'foo_plain'))
        self.assertIsNone(msc.declaration_condition(self.HEADER, 'foo_unmarked'))
        self.assertIsNone(msc.declaration_condition(self.HEADER, 'foo_missing'))

    def test_every_enclosing_condition_outermost_first(self):
        header = ('#ifndef _K_H\n#define _K_H\n#ifdef CONFIG_KPROBES\n'
                  '#ifdef __ARCH_WANT_KPROBES_INSN_SLOT\n'
                  'extern void *__get_slot(struct c *c) __might_sleep_ctx;\n'
                  '#endif\n#endif\n#endif\n')
        conds = msc.declaration_conditions(header, '__get_slot')
        self.assertEqual(conds, ['#ifdef CONFIG_KPROBES', '#ifdef __ARCH_WANT_KPROBES_INSN_SLOT'])
        self.assertEqual(msc.split_conditions(conds),
                         (['CONFIG_KPROBES'], ['#ifdef __ARCH_WANT_KPROBES_INSN_SLOT']))
        self.assertIsNone(msc.declaration_conditions(self.HEADER, 'foo_plain'))
        self.assertEqual(msc.declaration_conditions(self.HEADER, 'foo_b'),
                         ['#if defined(CONFIG_A)', '# ifdef CONFIG_B'])

    def test_a_case_repeats_every_line_of_its_guard(self):
        f = msc.Function('__get_slot', 'include/linux/kprobes.h', 'void *(struct c *)',
                         ['struct c *'])
        out = msc.cases({}, {'__get_slot': '#ifdef __ARCH_WANT_A\n#ifdef __ARCH_WANT_B'},
                        {'__get_slot': (f, ['CONFIG_KPROBES'])})
        text = out['linux-kprobes.c']
        self.assertIn(' * NEEDS: CONFIG_KPROBES\n', text)
        body = text.split('\n\n', 1)[1].splitlines()
        self.assertEqual(body[:2], ['#ifdef __ARCH_WANT_A', '#ifdef __ARCH_WANT_B'])
        self.assertEqual(body[-2:], ['#endif', '#endif'])

    def test_guarded_case_function(self):
        f = msc.Function('_foo_nest', 'include/linux/foo.h', 'void (struct foo *)',
                         ['struct foo *'])
        text = msc.case_text('include/linux/foo.h', [f],
                             {'_foo_nest': '#ifdef CONFIG_DEBUG_LOCK_ALLOC'})
        body = text.split('\n\n', 1)[1].splitlines()
        self.assertEqual(body[0], '#ifdef CONFIG_DEBUG_LOCK_ALLOC')
        self.assertEqual(body[1], 'static void __used may_sleep__foo_nest(struct foo *a0)')
        self.assertEqual(body[-1], '#endif')


class NeedsTest(unittest.TestCase):
    """Functions only another build declares marked: a case that NEEDS the
    options of their #if line."""

    def test_condition_options(self):
        co = msc.condition_options
        self.assertEqual(co('#ifdef CONFIG_PSI'), ['CONFIG_PSI'])
        self.assertEqual(co('#if defined(CONFIG_JUMP_LABEL)'), ['CONFIG_JUMP_LABEL'])
        self.assertEqual(co('#if IS_ENABLED(CONFIG_A) && defined(CONFIG_B) /* x */'),
                         ['CONFIG_A', 'CONFIG_B'])
        self.assertEqual(co('# if (defined CONFIG_A)'), ['CONFIG_A'])
        for no in ('#ifndef CONFIG_A', '#if !defined(CONFIG_A)', '#if CONFIG_A_VALUE > 2',
                   '#if defined(CONFIG_A) || defined(CONFIG_B)', '#ifdef __KERNEL__', '#else'):
            self.assertIsNone(co(no), no)

    def test_case_of_its_own_with_a_needs_line(self):
        f = msc.Function('psi_trigger_destroy', 'include/linux/psi.h',
                         'void (struct psi_trigger *)', ['struct psi_trigger *'])
        g = msc.Function('psi_other', 'include/linux/psi.h', 'void (void)', [])
        have = msc.Function('psi_any', 'include/linux/psi.h', 'void (void)', [])
        out = msc.cases({}, None, {'psi_trigger_destroy': (f, ['CONFIG_PSI'])})
        self.assertEqual(list(out), ['linux-psi.c'])
        text = out['linux-psi.c']
        self.assertIn(' * EXPECT: -Wthread-safety-analysis\n * NEEDS: CONFIG_PSI\n */\n', text)
        self.assertIn('may_sleep_psi_trigger_destroy(struct psi_trigger *a0)', text)
        self.assertNotIn('#ifdef CONFIG_PSI', text)
        # Beside the header's own case: named after the options too.
        out = msc.cases({'psi_any': have}, None,
                        {'psi_trigger_destroy': (f, ['CONFIG_PSI']),
                         'psi_other': (g, ['CONFIG_PSI'])})
        self.assertEqual(sorted(out), ['linux-psi-psi.c', 'linux-psi.c'])
        self.assertNotIn('NEEDS', out['linux-psi.c'])
        self.assertIn('may_sleep_psi_other', out['linux-psi-psi.c'])


class GoldensNameTheCallTest(unittest.TestCase):
    """Every line of a may-sleep golden, in every configuration, reports
    the function called on that line of its case: by its own name, or by
    the macro the call is spelled with (the note after it)."""

    def test_each_golden_line_names_the_call_on_it(self):
        repo = msc.REPO
        checked = 0
        for root in ('expected-diagnostics', 'expected-diagnostics-smp-nodebug'):
            gdir = os.path.join(repo, root, 'may-sleep')
            if not os.path.isdir(gdir):
                continue
            for name in sorted(os.listdir(gdir)):
                case = os.path.join(repo, 'negative-tests', 'may-sleep', name[:-4] + '.c')
                with open(case, encoding='utf-8') as f:
                    src = f.read().split('\n')
                with open(os.path.join(gdir, name), encoding='utf-8') as f:
                    lines = f.read().splitlines()
                for k, line in enumerate(lines):
                    m = re.match(r"negative-tests/may-sleep/[\w-]+\.c:(\d+):\d+: error: cannot "
                                 r"call function '(\w+)' while context 'IRQS_OFF' is held", line)
                    if not m:
                        self.assertIn(': note: expanded from macro', line, f'{root}/{name}')
                        continue
                    called = src[int(m.group(1)) - 1]
                    spelled = m.group(2)
                    if k + 1 < len(lines) and 'expanded from macro' in lines[k + 1]:
                        spelled = re.search(r"macro '(\w+)'", lines[k + 1]).group(1)
                    self.assertRegex(called, r'\b' + spelled + r'\(', f'{root}/{name}: {line}')
                    checked += 1
        self.assertGreater(checked, 248)


class ThroughMacroTest(unittest.TestCase):
    MACROS = msc.parse_macros(
        '#define mutex_lock_nested(lock,subclass) mutex_lock(lock)\n'
        '#define blk_trace_ioctl(bdev,cmd,arg) (-ENOTTY)\n'
        '#define BLK_TN_MAX_MSG 128\n')

    def test_parse_macros_keeps_the_replacement(self):
        self.assertEqual(self.MACROS['mutex_lock_nested'], 'mutex_lock(lock)')
        self.assertEqual(self.MACROS['BLK_TN_MAX_MSG'], '128')

    def test_reached_when_a_called_macro_names_it(self):
        self.assertTrue(msc.reached_through_macro('mutex_lock', ['mutex_lock_nested'],
                                                  self.MACROS))
        self.assertFalse(msc.reached_through_macro('mutex_lock', ['flush_work'], self.MACROS))

    def test_a_stub_macro_reaches_nothing(self):
        # blk_trace_ioctl() is a macro where the option is off, which no
        # case calls: the function of the other build needs a case.
        self.assertFalse(msc.reached_through_macro('blk_trace_ioctl', ['mutex_lock_nested'],
                                                   self.MACROS))

    def test_corpus_caller_outside_may_sleep(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, 'atomic'))
            os.makedirs(os.path.join(tmp, 'may-sleep'))
            with open(os.path.join(tmp, 'may-sleep', 'a.c'), 'w') as f:
                f.write('void f(void) { blk_trace_ioctl(0, 0, 0); }\n')
            with open(os.path.join(tmp, 'atomic', 'b.c'), 'w') as f:
                f.write('void g(void) { might_fault (); }\n')
            self.assertTrue(msc.corpus_caller('might_fault', tmp).endswith('atomic/b.c'))
            self.assertIsNone(msc.corpus_caller('blk_trace_ioctl', tmp))
