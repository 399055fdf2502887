# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/lock_deletion.py: the statement finder on small C
snippets, the #if probe, the wrapper harvest, and a whole run with a toy
compiler (fake_lock_cc.py)."""

import contextlib
import io
import json
import os
import shutil
import sys
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import lock_deletion as ld  # noqa: E402
import optin_objects  # noqa: E402

FAKE_CC = os.path.join(HERE, 'fake_lock_cc.py')


def find(code, ops=None, taken=None):
    return ld.statements_in(textwrap.dedent(code), ops or ld.Ops(), taken)


def ops_of(found):
    return [(s.line, s.op, s.direction, s.form) for s in found]


class NamesTest(unittest.TestCase):
    def test_primitives(self):
        for name, fam in [('spin_lock', 'spinlock'), ('raw_spin_unlock_irqrestore', 'spinlock'),
                          ('read_lock_bh', 'rwlock'), ('write_unlock_irq', 'rwlock'),
                          ('mutex_lock_nested', 'mutex'), ('mutex_unlock', 'mutex'),
                          ('down_read', 'rwsem'), ('up_write', 'rwsem'),
                          ('downgrade_write', 'rwsem'), ('rcu_read_lock_bh', 'rcu'),
                          ('srcu_read_unlock', 'srcu'), ('local_lock_irqsave', 'local_lock'),
                          ('bit_spin_lock', 'bit_spinlock'), ('hlist_bl_unlock', 'bit_spinlock'),
                          ('write_seqlock_irqsave', 'seqlock'),
                          ('read_sequnlock_excl', 'seqlock'), ('percpu_up_read', 'percpu_rwsem'),
                          ('ww_mutex_lock', 'ww_mutex'), ('rt_mutex_unlock', 'rt_mutex')]:
            self.assertEqual(ld.primitive_family(name), fam, name)
        for name in ('spin_trylock', 'mutex_trylock', 'down_read_trylock', 'spin_lock_init',
                     'mutex_is_locked', 'lockdep_assert_held', 'spin_is_contended',
                     'read_seqbegin', 'raw_spin_lock_init', 'local_lock_init', 'spin_lock_foo_is_x',
                     'rcu_read_lock_held', 'write_seqcount_begin', 'unlock_page',
                     'spin_lock_alias', 'mutex_lock_acquire', 'down_read_trylock'):
            self.assertIsNone(ld.primitive_family(name), name)

    def test_direction(self):
        self.assertEqual(ld.direction('spin_unlock_irqrestore'), 'unlock')
        self.assertEqual(ld.direction('up_read'), 'unlock')
        self.assertEqual(ld.direction('percpu_up_write'), 'unlock')
        self.assertEqual(ld.direction('write_sequnlock'), 'unlock')
        self.assertEqual(ld.direction('down_write'), 'lock')
        self.assertEqual(ld.direction('downgrade_write'), 'downgrade')


class FinderTest(unittest.TestCase):
    def test_plain_statements_with_lines_and_function(self):
        found = find('''\
            static void f(struct s *s)
            {
            	spin_lock(&s->lock);
            	s->v++;
            	spin_unlock(&s->lock);
            }
            ''')
        self.assertEqual(ops_of(found), [(3, 'spin_lock', 'lock', 'call'),
                                         (5, 'spin_unlock', 'unlock', 'call')])
        self.assertEqual(found[0].function, 'f')
        self.assertEqual(found[0].lock, '&s->lock')
        self.assertTrue(found[0].has_counterpart)

    def test_not_statements(self):
        found = find('''\
            void spin_lock(spinlock_t *l);
            static int g(void)
            {
            	if (spin_trylock(&l))
            		return 1;
            	if (mutex_lock_interruptible(&m))
            		return 2;
            	x = y ? z : spin_lock(&l);
            	return spin_lock(&l), 0;
            	for (spin_lock(&l); a; spin_unlock(&l))
            		;
            	foo(spin_lock(&l));
            	(void)spin_lock(&l);
            	spin_lock_init(&l);
            	y = sizeof(spin_lock(&l));
            	return 0;
            }
            ''')
        self.assertEqual(ops_of(found), [])

    def test_comments_strings_and_macro_bodies_are_skipped(self):
        found = find('''\
            #define LOCKED(x) do {		\\
            	spin_lock(x);			\\
            } while (0)
            static void h(void)
            {
            	/* spin_lock(&l); */
            	// spin_unlock(&l);
            	pr_info("spin_lock(&l);");
            	c = ';'; spin_lock(&l);
            	LOCKED(&l);
            	spin_unlock(&l);
            }
            ''')
        self.assertEqual(ops_of(found), [(9, 'spin_lock', 'lock', 'call'),
                                         (11, 'spin_unlock', 'unlock', 'call')])

    def test_control_headers_labels_and_statement_expressions(self):
        found = find('''\
            static void k(int a)
            {
            	if (a)
            		spin_lock(&l);
            	else spin_lock_bh(&l);
            	list_for_each_entry(p, &head, node)
            		mutex_lock(&p->m);
            	switch (a) {
            	case 1: mutex_unlock(&m); break;
            	default:
            		mutex_unlock(&m);
            	}
            out:
            	spin_unlock(&l);
            	x = ({ rcu_read_lock(); 1; });
            	do rcu_read_unlock(); while (0);
            }
            ''')
        self.assertEqual([(s.line, s.op, s.replacement) for s in found],
                         [(4, 'spin_lock', '{}'), (5, 'spin_lock_bh', '{}'),
                          (7, 'mutex_lock', '{}'), (9, 'mutex_unlock', ';'),
                          (11, 'mutex_unlock', ';'), (14, 'spin_unlock', ';'),
                          (15, 'rcu_read_lock', ';'), (16, 'rcu_read_unlock', '{}')])

    def test_multi_line_call_and_mutant_keeps_lines(self):
        code = textwrap.dedent('''\
            static void m(void)
            {
            	raw_spin_lock_irqsave(&meta->lock,
            			      flags);
            	raw_spin_unlock_irqrestore(&meta->lock, flags);
            }
            ''')
        found = ld.statements_in(code, ld.Ops())
        self.assertEqual([(s.line, s.end_line) for s in found], [(3, 4), (5, 5)])
        out = ld.mutant(code, found[0])
        self.assertEqual(out.count('\n'), code.count('\n'))
        self.assertEqual(out.splitlines()[2].strip(), ';')
        self.assertEqual(out.splitlines()[4], code.splitlines()[4])
        self.assertNotIn('raw_spin_lock_irqsave', out)

    def test_inactive_branches_are_skipped(self):
        code = '''\
            static void n(void)
            {
            #ifdef CONFIG_FOO
            	spin_lock(&a);
            #else
            	spin_lock(&b);
            #endif
            #if 0
            	spin_unlock(&c);
            #endif
            }
            '''
        self.assertEqual([s.lock for s in find(code)], ['&a', '&b', '&c'])
        # Branch ids in order: 0 (#ifdef), 1 (#else), 2 (#if 0).
        self.assertEqual([s.lock for s in find(code, taken={1})], ['&b'])

    def test_guards(self):
        code = '''\
            static void g(void)
            {
            	guard(spinlock)(&l);
            	guard(preempt)();
            	scoped_guard(mutex, &m) {
            		v++;
            	}
            }
            '''
        self.assertEqual(find(code), [])
        found = find(code, ld.Ops(guards={'spinlock', 'mutex'}))
        self.assertEqual([(s.op, s.family, s.form, s.lock) for s in found],
                         [('guard(spinlock)', 'spinlock', 'guard', '&l')])
        self.assertFalse(found[0].has_counterpart)

    def test_assignments_and_annotated_wrappers(self):
        found = find('''\
            static int w(void)
            {
            	const int idx = tomoyo_read_lock();
            	int i;
            	i = srcu_read_lock(&ss);
            	err = foo_lock(x);
            	srcu_read_unlock(&ss, i);
            	tomoyo_read_unlock(idx);
            	return 0;
            }
            ''', ld.Ops(annotated={'tomoyo_read_lock': 'lock', 'tomoyo_read_unlock': 'unlock'}))
        self.assertEqual([(s.line, s.op, s.family, s.form, s.replacement) for s in found],
                         [(3, 'tomoyo_read_lock', 'annotated', 'assign', '0'),
                          (5, 'srcu_read_lock', 'srcu', 'assign', '0'),
                          (7, 'srcu_read_unlock', 'srcu', 'call', ';'),
                          (8, 'tomoyo_read_unlock', 'annotated', 'call', ';')])
        self.assertTrue(all(s.has_counterpart for s in found))
        code = textwrap.dedent('''\
            void f(void)
            {
            	const int idx = tomoyo_read_lock();
            }
            ''')
        st = ld.statements_in(code, ld.Ops(annotated={'tomoyo_read_lock': 'lock'}))[0]
        self.assertEqual(ld.mutant(code, st).splitlines()[2], '\tconst int idx = 0;')

    def test_context_for_reasons(self):
        found = find('''\
            static void off(void) __no_capability_analysis
            {
            	spin_lock(&l);
            	spin_unlock(&l);
            }
            static void __acquires(&l) only_lock(void)
            {
            	spin_lock(&l);
            }
            static void unsafe(void)
            {
            	capability_unsafe({ spin_lock(&l); v++; spin_unlock(&l); });
            	disable_capability_analysis();
            	mutex_lock(&m);
            	enable_capability_analysis();
            	mutex_unlock(&m);
            }
            static void nested(void)
            {
            	rcu_read_lock();
            	rcu_read_lock();
            	rcu_read_unlock();
            	rcu_read_unlock();
            }
            static void ts(struct l *l) ACQUIRE(*l) NO_THREAD_SAFETY_ANALYSIS
            {
            	spin_lock(&l->lock);
            }
            static void asserted(struct d *d)
            {
            	percpu_down_write(&d->sem);
            	percpu_rwsem_assert_held(&d->sem);
            	percpu_up_write(&d->sem);
            }
            disable_capability_analysis()
            static void region(void)
            {
            	spin_lock(&a);
            }
            enable_capability_analysis()
            static void after_region(void)
            {
            	spin_lock(&a);
            	spin_unlock(&a);
            	spin_unlock(&a);
            }
            ''')
        reasons = [(s.line, s.function, ld.miss_reason(s)) for s in found]
        self.assertEqual(reasons, [
            (3, 'off', 'analysis-off'), (4, 'off', 'analysis-off'),
            (8, 'only_lock', 'no-counterpart'),
            (12, 'unsafe', 'analysis-off'), (12, 'unsafe', 'analysis-off'),
            (14, 'unsafe', 'analysis-off'), (16, 'unsafe', 'unexplained'),
            (20, 'nested', 'reentrant-nested'), (21, 'nested', 'reentrant-nested'),
            (22, 'nested', 'reentrant-nested'), (23, 'nested', 'reentrant-nested'),
            (27, 'ts', 'analysis-off'),
            (31, 'asserted', 'asserted'), (33, 'asserted', 'unexplained'),
            (38, 'region', 'analysis-off'),
            (43, 'after_region', 'unexplained'), (44, 'after_region', 'same-op-elsewhere'),
            (45, 'after_region', 'same-op-elsewhere')])


    def test_declared_unanalysed(self):
        # A header's declaration says the body is not analysed: an
        # __acquires_ret function, or a try-acquire one (Clang skips its body).
        pre = textwrap.dedent('''\
            # 1 "/t/kernel/futex/futex.h" 1
            extern struct hb *__futex_q_lock(struct futex_q *q)
            	__attribute__((no_thread_safety_analysis));
            extern int futex_wait_setup(struct futex_q *q, struct hb **hb)
            	__attribute__((try_acquire_capability(0, &(*hb)->lock)));
            extern void futex_q_unlock(struct hb *hb)
            	__attribute__((release_capability(&hb->lock)));
            ''')
        ops = ld.annotated_functions(pre)
        self.assertEqual(ops.unanalysed, {'__futex_q_lock', 'futex_wait_setup'})
        code = textwrap.dedent('''\
            int futex_wait_setup(struct futex_q *q, struct hb **hb)
            {
            	*hb = futex_q_lock(q);
            	if (bad())
            		futex_q_unlock(*hb);
            	return 0;
            }
            ''')
        ops.annotated['futex_q_unlock'] = 'unlock'
        st = ld.statements_in(code, ops)
        self.assertEqual([(s.line, s.function, ld.miss_reason(s)) for s in st],
                         [(5, 'futex_wait_setup', 'analysis-off')])


class PreprocessorTest(unittest.TestCase):
    def test_branches_and_probes(self):
        text = textwrap.dedent('''\
            a
            #if X
            b
            # ifdef Y
            c
            # else
            d
            # endif
            #elif Z \\
              && W
            e
            #endif
            f
            ''')
        dirs = ld.directives(text)
        self.assertEqual([(d.first, d.last, d.keyword) for d in dirs],
                         [(2, 2, 'if'), (4, 4, 'ifdef'), (6, 6, 'else'), (8, 8, 'endif'),
                          (9, 10, 'elif'), (12, 12, 'endif')])
        brs, lb = ld.branches(dirs, text.count('\n') + 1)
        self.assertEqual([(b.id, b.opens_after, b.parent) for b in brs],
                         [(0, 2, None), (1, 4, 0), (2, 6, 0), (3, 10, None)])
        self.assertEqual([lb[n] for n in (1, 3, 5, 7, 11, 13)], [None, 0, 1, 2, 3, None])
        probe = ld.probe_source(text, brs).split('\n')
        self.assertEqual(probe[2], ld.PROBE.format(0))
        self.assertEqual(probe[13], ld.PROBE.format(3))
        taken = ld.taken_branches('x\n__lock_deletion_probe_1__\n __lock_deletion_probe_3__')
        self.assertEqual(taken, {1, 3})
        active = ld.active_lines(lb, brs, taken)
        # Branch 1 is taken only if its parent 0 is: it is not.
        self.assertEqual([active[n] for n in (1, 3, 5, 7, 11, 13)],
                         [True, False, False, False, True, True])

    def test_annotated_functions_from_preprocessed_output(self):
        pre = textwrap.dedent('''\
            # 1 "/t/include/linux/seqlock.h" 1
            static inline unsigned read_seqbegin(const seqlock_t *sl)
              __attribute__((acquire_shared_capability(sl))) { return 0; }
            static inline class_mutex_t class_mutex_constructor(struct mutex *_T)
              __attribute__((acquire_capability(_T)));
            static inline void __class_mutex_cleanup_ctx(void *_T)
              __attribute__((release_capability(*(struct mutex **)_T))) { }
            static inline bool __try_acquire_cap(const struct m *var, bool ret)
              __attribute__((overloadable)) __attribute__((try_acquire_capability(1, var)));
            # 12 "/t/security/tomoyo/common.h" 2
            static inline int tomoyo_read_lock(void)
            	__attribute__((acquire_capability(&tomoyo_ss)))
            {
            	return srcu_read_lock(&tomoyo_ss);
            }
            static inline void tomoyo_read_unlock(int idx)
            	__attribute__((release_capability(&tomoyo_ss)));
            # 3 "/t/kernel/kcsan/report.c" 2
            static void release_report(unsigned long *flags, struct other_info *oi)
            	__attribute__((release_capability(&report_lock)))
            {
            }
            ''')
        ops = ld.annotated_functions(pre)
        self.assertEqual(ops.annotated, {'tomoyo_read_lock': 'lock',
                                         'tomoyo_read_unlock': 'unlock',
                                         'release_report': 'unlock'})
        self.assertEqual(ops.guards, {'mutex'})


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, 'w') as f:
        f.write(text)


CLEANUP_H = ('__HEADER__ /t/include/linux/cleanup.h: static inline class_spinlock_t '
             'class_spinlock_constructor(spinlock_t *_T) '
             '__attribute__((acquire_capability(_T)));')
SOURCE = '''\
#include "local.h"
{cleanup_h}
__HEADER__ {tree}/sub/local.h: int my_lock(void) __attribute__((acquire_capability(tok)));
__HEADER__ {tree}/sub/local.h: void my_unlock(void) __attribute__((release_capability(tok)));

#define LOCKED(x) do { spin_lock(x); } while (0)

static void balanced(void)
{
	spin_lock(&l);
	GUARDED_ACCESS(&l);
	spin_unlock(&l);
}

static void unchecked(void) __no_capability_analysis
{
	spin_lock(&l);
	spin_unlock(&l);
}

static void guarded_guard(void)
{
	guard(spinlock)(&l);
	GUARDED_ACCESS(&l);
}

static void empty_guard(void)
{
	guard(spinlock)(&l);
}

static void wrapper(void)
{
	int idx = my_lock();
	my_unlock();
}

#if 0
static void dead(void)
{
	spin_lock(&l);
}
#endif

static void needed(void)
{
	spin_lock_irqsave(&l, flags); //NEEDED
	spin_unlock_irqrestore(&l, flags);
}
'''

DIRTY = '''\
static void leaks(void)
{
	spin_lock(&l);
}
'''


class RunTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, 'tree')
        self.build = os.path.join(self.tmp, 'build')
        write(os.path.join(self.tree, 'sub/x.c'),
              SOURCE.replace('{tree}', self.tree).replace('{cleanup_h}', CLEANUP_H))
        write(os.path.join(self.tree, 'sub/dirty.c'), DIRTY)
        for name in ('x', 'dirty'):
            write(os.path.join(self.build, f'sub/.{name}.o.cmd'),
                  f'savedcmd_sub/{name}.o := cc -Wp,-MMD,sub/.{name}.o.d '
                  '-DWARN_CAPABILITY_ANALYSIS -Wthread-safety -Werror '
                  f'-c -o sub/{name}.o {self.tree}/sub/{name}.c\n')

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def objects(self, only):
        return optin_objects.analysed_objects(self.build, only)

    def test_whole_run(self):
        reports = ld.measure(self.build, self.objects(['sub/x.o']), self.tree, 2, FAKE_CC)
        self.assertEqual(len(reports), 1)
        r = reports[0]
        self.assertEqual((r.status, r.file), ('ok', 'sub/x.c'))
        got = [(m.line, m.op, m.result, m.reason) for m in r.mutations]
        self.assertEqual(got, [
            (10, 'spin_lock', 'detected', ''),
            (12, 'spin_unlock', 'detected', ''),
            (17, 'spin_lock', 'missed', 'analysis-off'),
            (18, 'spin_unlock', 'missed', 'analysis-off'),
            (23, 'guard(spinlock)', 'detected', ''),
            (29, 'guard(spinlock)', 'missed', 'unguarded-guard'),
            (34, 'my_lock', 'detected', ''),
            (35, 'my_unlock', 'detected', ''),
            (47, 'spin_lock_irqsave', 'compile-error', ''),
            (48, 'spin_unlock_irqrestore', 'detected', ''),
        ])
        self.assertIn("x.c:11: writing variable requires holding '&l'", r.mutations[0].detail)
        self.assertIn('undeclared identifier', r.mutations[8].detail)
        s = ld.summary(reports)
        self.assertEqual(s['sub'], {'detected': 6, 'missed': 3, 'compile-error': 1, 'crash': 0,
                                    'timeout': 0, 'by data': 2, 'by call': 0, 'locks detected': 3,
                                    'locks by data or call': 2,
                                    'by balance': 4})
        self.assertEqual(r.mutations[0].kinds, ['balance', 'data'])
        self.assertEqual(r.mutations[1].kinds, ['balance'])
        text = ld.format_report(reports)
        self.assertIn('sub | 10 | 6 | 3 | 1 | 0 | 0 | 66.7%', text)
        self.assertIn('sub | 6 | 2 | 0 | 4 | 2 of 3', text)
        self.assertIn('sub/x.c:29: [unguarded-guard] empty_guard(): guard(spinlock)(&l);', text)

    def test_baseline_must_be_clean(self):
        reports = ld.measure(self.build, self.objects(['sub/dirty.o']), self.tree, 1, FAKE_CC)
        self.assertEqual(reports[0].status, 'baseline-dirty')
        self.assertIn('still held', reports[0].detail)
        self.assertTrue(all(m.result == '' for m in reports[0].mutations))

    def test_crash_is_its_own_category(self):
        write(os.path.join(self.tree, 'sub/x.c'), 'static void c(void)\n{\n'
              '\tspin_lock(&l); //CRASH-IF-DELETED\n\tspin_unlock(&l);\n}\n')
        r = ld.measure(self.build, self.objects(['sub/x.o']), self.tree, 1, FAKE_CC)[0]
        self.assertEqual([m.result for m in r.mutations], ['crash', 'detected'])

    def test_fail_unexplained(self):
        # The toy analysis skips a function whose header ends in a comment.
        write(os.path.join(self.tree, 'sub/x.c'), 'static void f(void) /* skipped */\n{\n'
              '\tspin_lock(&l);\n\tspin_unlock(&l);\n}\n')
        args = ['--build-dir', self.build, '--tree', self.tree, '--cc', FAKE_CC, 'sub/x.o']
        with contextlib.redirect_stdout(io.StringIO()) as out, \
                contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(ld.main(args), 0)
            self.assertEqual(ld.main(args + ['--fail-unexplained']), 1)
        self.assertIn('sub/x.c:3: [unexplained] f(): spin_lock(&l);', out.getvalue())

    def test_main_json_and_list(self):
        out, err = io.StringIO(), io.StringIO()
        path = os.path.join(self.tmp, 'r.json')
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = ld.main(['--build-dir', self.build, '--tree', self.tree, '--cc', FAKE_CC,
                            '--json', path, os.path.join(self.tree, 'sub/x.c')])
        self.assertEqual(code, 0, err.getvalue())
        with open(path) as f:
            data = json.load(f)
        self.assertEqual(data['summary']['total']['detected'], 6)
        self.assertEqual(data['files'][0]['mutations'][2]['reason'], 'analysis-off')
        again = io.StringIO()
        with contextlib.redirect_stdout(again):
            self.assertEqual(ld.main(['--report-from', path]), 0)
        self.assertEqual(again.getvalue(), out.getvalue())
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            ld.main(['--build-dir', self.build, '--tree', self.tree, '--cc', FAKE_CC,
                     '--list', 'sub/x.o'])
        self.assertIn('sub/x.c:34: assign my_lock (annotated, lock) in wrapper()',
                      out.getvalue())
        with contextlib.redirect_stdout(io.StringIO()), \
                contextlib.redirect_stderr(io.StringIO()):
            self.assertEqual(ld.main(['--build-dir', self.build, 'sub/none.o']), 2)
            self.assertEqual(ld.main(['--build-dir', self.build, '--tree', self.tree,
                                      '--cc', FAKE_CC, '--min-share', '90', 'sub/x.o']), 1)


if __name__ == '__main__':
    unittest.main()
