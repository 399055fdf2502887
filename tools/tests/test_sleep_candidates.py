# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/sleep_candidates.py's C parser on small samples."""

import io
import json
import os
import tempfile
import unittest
from contextlib import redirect_stdout

from tools import sleep_candidates as sc

HEADER = """\
#ifndef _FOO_H
#define _FOO_H
#define __my_sleep_attr __might_sleep_ctx
/* void commented_out(void); */
extern void foo_wait(struct foo *f);
void foo_cond(struct foo *f,
	      int flags);
void foo_queue(struct foo *f);
void foo_marked(struct foo *f) __might_sleep_ctx;
void foo_marked2(void)
	__my_sleep_attr;
int (*foo_hook)(int);
static inline void foo_inline(void)
{
	might_sleep();
}
static inline int foo_stub(void) { return 0; }
void foo_caller(void);
void foo_not_defined(void);
#endif
"""

SOURCE = """\
#include <linux/foo.h>

static int helper(int x)
{
	return x + 1;
}

void __sched foo_wait(struct foo *f)
{
	might_sleep();
	wait_event(f->wq, f->done);
}
EXPORT_SYMBOL(foo_wait);

noinline void foo_cond(struct foo *f,
		       int flags)
{
	if (flags & 1)
		msleep(10);
	if (flags & 2) {
		mutex_lock(&f->lock);
		mutex_unlock(&f->lock);
	}
	flags && schedule_timeout(1);
}

void foo_queue(struct foo *f)
{
	schedule_work(&f->work);
	schedule_delayed_work(&f->dwork, 1);
	f->ops->might_sleep();
	helper(1);
}

void foo_marked(struct foo *f)
{
	might_sleep();
}

void foo_caller(void)
{
	foo_marked(NULL);
}

static void local_sleeper(void)
{
	mutex_lock(&m);
}

void not_in_a_header(void)
{
	mutex_lock(&m);
}

#if 0
void foo_not_defined(void)
{
	msleep(1);
}
#endif
"""


class CleanTest(unittest.TestCase):
    def test_comments_strings_preprocessor_blanked(self):
        text = 'a /* x\ny */ b "c;{" // d\n#define X \\\n  y\nz'
        out = sc.clean(text)
        self.assertEqual(out.count('\n'), text.count('\n'))
        self.assertNotIn('x', out)
        self.assertNotIn('{', out)
        self.assertNotIn('define', out)
        self.assertNotIn('y', out.split('\n')[3])
        self.assertIn('z', out)

    def test_if0_dropped(self):
        out = sc.clean('#if 0\nx\n#if A\ny\n#endif\nw\n#else\nv\n#endif\nu')
        self.assertNotIn('x', out)
        self.assertNotIn('w', out)
        self.assertIn('v', out)
        self.assertIn('u', out)


class FunctionNameTest(unittest.TestCase):
    def test_names(self):
        self.assertEqual(sc.function_name('static void __sched foo(int a)'),
                         'foo')
        self.assertEqual(sc.function_name(
            'static __printf(2, 3) int bar(const char *fmt, ...)'), 'bar')
        self.assertEqual(sc.function_name(
            'extern void m(struct mutex *l) __acquires(l) __might_sleep_ctx'),
            'm')
        self.assertEqual(sc.function_name(
            'static __always_inline void (might_sleep)(void)'), 'might_sleep')

    def test_not_functions(self):
        self.assertIsNone(sc.function_name('int (*hook)(int)'))
        self.assertIsNone(sc.function_name('static int x = f(3)'))
        self.assertIsNone(sc.function_name('struct foo'))


class ScanTest(unittest.TestCase):
    def setUp(self):
        self.decls = {(d.name, d.is_definition): d
                      for d in sc.scan(SOURCE, 'kernel/foo.c')}

    def test_definitions(self):
        defs = sorted(n for n, is_def in self.decls if is_def)
        self.assertEqual(defs, ['foo_caller', 'foo_cond', 'foo_marked',
                                'foo_queue', 'foo_wait', 'helper',
                                'local_sleeper', 'not_in_a_header'])
        d = self.decls[('foo_wait', True)]
        self.assertEqual(d.line, 8)
        self.assertFalse(d.static)
        self.assertTrue(self.decls[('helper', True)].static)
        self.assertEqual(self.decls[('foo_cond', True)].line, 15)

    def test_one_line_inline_and_prototypes(self):
        decls = {(d.name, d.is_definition) for d in sc.scan(HEADER, 'h.h')}
        self.assertIn(('foo_stub', True), decls)
        self.assertIn(('foo_inline', True), decls)
        self.assertIn(('foo_cond', False), decls)
        self.assertIn(('foo_marked2', False), decls)
        self.assertNotIn(('foo_hook', False), decls)
        self.assertNotIn(('commented_out', False), decls)

    def test_column0_close_resyncs_unbalanced_ifdef(self):
        src = ('void f(void)\n{\n#ifdef A\n\tif (a) {\n#else\n\tif (b) {\n'
               '#endif\n\t\tmsleep(1);\n\t}\n}\n\nvoid g(void)\n{\n}\n')
        names = [d.name for d in sc.scan(src, 'x.c') if d.is_definition]
        self.assertEqual(names, ['f', 'g'])


class CallsTest(unittest.TestCase):
    def body(self, text):
        return {n: u for n, u, _ in sc.calls(sc.clean(text))}

    def test_unconditional_and_conditional(self):
        c = self.body('{\n\tmight_sleep();\n\tif (x)\n\t\tmsleep(1);\n'
                      '\tif (y) {\n\t\tschedule();\n\t}\n\telse\n\t\tfsleep(1);\n'
                      '\tfor (i = 0; i < n; i++)\n\t\tcond_resched();\n'
                      '\tret = x ? down(&s) : 0;\n\tx && ssleep(1);\n'
                      '\tlist_for_each_entry(p, h, l)\n\t\tyield();\n}')
        self.assertTrue(c['might_sleep'])
        for name in ('msleep', 'schedule', 'fsleep', 'cond_resched', 'down',
                     'ssleep', 'yield'):
            self.assertFalse(c[name], name)

    def test_condition_of_if_is_unconditional(self):
        c = self.body('{\n\tif (mutex_lock_interruptible(&m))\n'
                      '\t\treturn -EINTR;\n\tif (a && down_interruptible(&s))'
                      '\n\t\treturn 1;\n}')
        self.assertTrue(c['mutex_lock_interruptible'])
        self.assertFalse(c['down_interruptible'])

    def test_do_while_and_bare_and_scoped_guard_blocks(self):
        c = self.body('{\n\tdo {\n\t\tmsleep(1);\n\t} while (x);\n\t{\n'
                      '\t\tschedule();\n\t}\n\tscoped_guard(mutex, &m) {\n'
                      '\t\tyield();\n\t}\n\tswitch (x) {\n\tcase 1:\n'
                      '\t\tfsleep(1);\n\t}\n}')
        self.assertTrue(c['msleep'])
        self.assertTrue(c['schedule'])
        self.assertTrue(c['yield'])
        self.assertFalse(c['fsleep'])

    def test_member_calls_ignored(self):
        c = self.body('{\n\tf->might_sleep();\n\tg.msleep(1);\n}')
        self.assertEqual(c, {})

    def test_might_sleep_if_is_conditional(self):
        self.assertFalse(self.body('{\n\tmight_sleep_if(gfp);\n}')
                         ['might_sleep_if'])

    def test_schedule_work_is_no_primitive(self):
        for name in ('schedule_work', 'schedule_delayed_work',
                     'mutex_trylock', 'down_read_trylock',
                     'try_wait_for_completion', 'mutex_unlock'):
            self.assertIsNone(sc.PRIMITIVES.match(name), name)
        for name in ('schedule', 'schedule_timeout_killable', 'msleep',
                     'wait_event_interruptible', 'wait_for_completion_timeout',
                     'mutex_lock_nested', 'down', 'down_write',
                     'synchronize_irq', 'synchronize_rcu_expedited'):
            self.assertIsNotNone(sc.PRIMITIVES.match(name), name)


class AnalysisTest(unittest.TestCase):
    def setUp(self):
        self.an = sc.Analysis({'include/linux/foo.h': HEADER},
                              {'kernel/foo.c': SOURCE})

    def test_marked(self):
        self.assertEqual(self.an.marked, {'foo_marked', 'foo_marked2'})
        self.assertIn('__my_sleep_attr', self.an.markers)

    def test_candidates(self):
        cands = {c['name']: c for c in self.an.candidates()}
        self.assertEqual(sorted(cands), ['foo_caller', 'foo_cond',
                                         'foo_inline', 'foo_wait'])
        w = cands['foo_wait']
        self.assertEqual(w['header'], 'include/linux/foo.h:5')
        self.assertEqual(w['definitions'], ['kernel/foo.c:8'])
        self.assertEqual(w['reasons'], ['might_sleep', 'wait_event'])
        self.assertTrue(w['unconditional'])
        self.assertFalse(cands['foo_cond']['unconditional'])
        self.assertEqual(cands['foo_cond']['reasons'],
                         ['msleep', 'mutex_lock', 'schedule_timeout'])
        self.assertEqual(cands['foo_caller']['reasons'], ['foo_marked'])
        self.assertTrue(cands['foo_caller']['unconditional'])
        self.assertEqual(cands['foo_inline']['header'],
                         'include/linux/foo.h:13')

    def test_transitive(self):
        src = ('static void helper(void)\n{\n\tmsleep(1);\n}\n\n'
               'void foo_queue(struct foo *f)\n{\n\thelper();\n}\n\n'
               'void foo_caller(void)\n{\n\tfoo_queue(NULL);\n}\n')
        an = sc.Analysis({'include/linux/foo.h': HEADER}, {'k/a.c': src})
        self.assertEqual([c['name'] for c in an.candidates()], ['foo_inline'])
        cands = {c['name']: c for c in an.candidates(transitive=True)}
        self.assertEqual(sorted(cands), ['foo_caller', 'foo_inline',
                                         'foo_queue'])
        self.assertEqual(cands['foo_caller']['reasons'], ['foo_queue'])
        # a static function of another file with the same name does not count
        an = sc.Analysis({'include/linux/foo.h': HEADER},
                         {'k/a.c': src.split('void foo_caller')[0],
                          'k/b.c': 'void foo_caller(void)\n{\n\thelper();\n}\n'})
        names = [c['name'] for c in an.candidates(transitive=True)]
        self.assertNotIn('foo_caller', names)


class MainTest(unittest.TestCase):
    def test_main_on_a_small_tree(self):
        with tempfile.TemporaryDirectory() as tree:
            os.makedirs(os.path.join(tree, 'include/linux'))
            os.makedirs(os.path.join(tree, 'kernel'))
            with open(os.path.join(tree, 'include/linux/foo.h'), 'w') as f:
                f.write(HEADER)
            with open(os.path.join(tree, 'kernel/foo.c'), 'w') as f:
                f.write(SOURCE)
            out = io.StringIO()
            js = os.path.join(tree, 'out.json')
            with redirect_stdout(out):
                rc = sc.main(['--tree', tree, '--dirs', 'kernel',
                              '--json', js])
            self.assertEqual(rc, 0)
            lines = out.getvalue().splitlines()
            self.assertEqual(
                lines[0].split(), ['foo_caller', 'include/linux/foo.h:18',
                                   'defined-in', 'kernel/foo.c:40',
                                   'foo_marked', 'unconditional'])
            self.assertEqual(lines[-3:], ['# already marked: 2',
                                          '# candidates: 4',
                                          '# candidates unconditional: 3'])
            with open(js) as f:
                data = json.load(f)
            self.assertEqual(data['counts']['candidates'], 4)


if __name__ == '__main__':
    unittest.main()
