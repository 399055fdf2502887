# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/mutation_score.py: the sites, the mutants, the kill logic
(with a stand-in for the compiler), the report; and the overlay naming of
check_diagnostics.py and kernel_compile.py the mutants rely on."""

import os
import shutil
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import check_diagnostics  # noqa: E402
import diagnostics  # noqa: E402
import kbuild_cmd  # noqa: E402
import mutation_score as ms  # noqa: E402


def sites_of(text, header='include/linux/foo.h', lines=None, skipped=None):
    added = set(range(1, text.count('\n') + 2)) if lines is None else set(lines)
    return ms.find_sites(header, text, added, skipped)


class SitesTest(unittest.TestCase):
    def test_attribute_is_dropped_with_balanced_arguments(self):
        text = ('void f(spinlock_t *l) __acquires(((l))->inner) __no_capability_analysis;\n'
                'int g(void);\n')
        s = [x for x in sites_of(text) if x.keyword == '__acquires']
        self.assertEqual(len(s), 1)
        self.assertEqual((s[0].line, s[0].col, s[0].category), (1, 23, 'lock'))
        self.assertEqual(ms.mutant_text(text, s[0]),
                         'void f(spinlock_t *l)  __no_capability_analysis;\nint g(void);\n')
        self.assertEqual((s[0].decl, s[0].decl_kind), ('f', 'prototype'))

    def test_comments_and_literals_are_not_sites(self):
        text = ('/* __acquires(x) in a comment */\n'
                'void f(void) // __releases(x)\n'
                '\t__must_hold(x);\n'
                'const char *s = "__acquire(x)";\n')
        self.assertEqual([x.keyword for x in sites_of(text)], ['__must_hold'])

    def test_only_added_lines(self):
        text = 'void f(void) __acquires(a);\nvoid g(void) __releases(a);\n'
        self.assertEqual([x.decl for x in sites_of(text, lines=[2])], ['g'])

    def test_keyword_definitions_are_not_sites(self):
        skipped = ms.Skipped()
        defs = ('# define __acquires(...)\t__acquires_cap(__VA_ARGS__)\n'
                'void helper(void) __acquires_cap(x);\n')
        got = sites_of(defs, header=ms.DEFINITIONS_HEADER, skipped=skipped)
        self.assertEqual([(x.keyword, x.decl) for x in got], [('__acquires_cap', 'helper')])
        other = ('#define __rcu_guarded __rcu __guarded_by(RCU)\n'
                 '#define my_lock(l) do { \\\n\t__acquire(l); \\\n} while (0)\n')
        got = sites_of(other, skipped=skipped)
        self.assertEqual([(x.keyword, x.decl_kind, x.decl) for x in got],
                         [('__acquire', 'macro', 'my_lock')])
        self.assertEqual(skipped.counts, {
            'the name of a #define': 2,
            f'a keyword definition ({ms.DEFINITIONS_HEADER})': 1,
            'a keyword definition (#define of a keyword elsewhere)': 1})

    def test_statement_keeps_the_line_structure_of_a_macro(self):
        text = ('#define my_lock(l) do { \\\n'
                '\t__acquire(l->a \\\n'
                '\t\t  ->b); \\\n'
                '} while (0)\n')
        [s] = sites_of(text)
        mutant = ms.mutant_text(text, s)
        self.assertEqual(mutant.count('\n'), text.count('\n'))
        self.assertIn('((void)0)', mutant)
        self.assertTrue(all(ln.endswith('\\') for ln in mutant.split('\n')[:3]))

    def test_value_keeps_its_value(self):
        text = '#define t(l) __cond_acquire(l, do_try(l, 1))\nint x = __cap_unchecked(p);\n'
        got = {s.keyword: ms.mutant_text(text, s) for s in sites_of(text)}
        self.assertIn('#define t(l) (do_try(l, 1))\n', got['__cond_acquire'])
        self.assertIn('int x = (p);', got['__cap_unchecked'])

    def test_object_like_keywords(self):
        text = 'struct s { int __rcu_guarded *p; };\nvoid msleep(int) __might_sleep_ctx;\n'
        got = {s.keyword: s for s in sites_of(text)}
        self.assertEqual(ms.mutant_text(text, got['__rcu_guarded']).split('\n')[0],
                         'struct s { int __rcu *p; };')
        self.assertEqual(got['__might_sleep_ctx'].category, 'atomic')
        self.assertEqual(got['__rcu_guarded'].scope, 's')

    def test_declaration_of_a_statement_form_is_not_a_site(self):
        text = ('static __always_inline void __ctx_irq_save(void)\n'
                '\t__acquires_ctx(IRQS_OFF) __no_capability_analysis { }\n'
                'static inline void __attribute__((overloadable))\n'
                '__check_held_cap(const void *var) { }\n')
        got = sites_of(text)
        self.assertEqual([(s.keyword, s.decl, s.decl_kind, s.unanalysed) for s in got],
                         [('__acquires_ctx', '__ctx_irq_save', 'definition', True),
                          ('__no_capability_analysis', '__ctx_irq_save', 'definition', False)])

    def test_what_a_site_annotates(self):
        text = ('struct foo {\n'
                '\tspinlock_t lock;\n'
                '\tint count[4] __guarded_by(&lock);\n'
                '};\n'
                'static inline void (local_irq_disable)(void) __acquires_ctx(IRQS_OFF) { }\n'
                'static inline void bar(struct foo *f)\n'
                '{\n'
                '\t__release(&f->lock);\n'
                '}\n'
                'DECLARE_MY_ATTRS(raw_spinlock, __acquires_cap(_T),\n'
                '\t\t\t   __releases_cap(*(raw_spinlock_t **)_T));\n')
        got = [(s.keyword, s.decl_kind, s.decl, s.scope) for s in sites_of(text)]
        self.assertEqual(got, [
            ('__guarded_by', 'variable', 'count', 'foo'),
            ('__acquires_ctx', 'definition', 'local_irq_disable', ''),
            ('__release', 'statement', 'bar', ''),
            ('__acquires_cap', 'other', 'DECLARE_MY_ATTRS', 'raw_spinlock'),
            ('__releases_cap', 'other', 'DECLARE_MY_ATTRS', 'raw_spinlock')])

    def test_guard_attributes_annotate_the_guard_s_functions(self):
        text = ('DECLARE_LOCK_GUARD_1_ATTRS(spinlock, spinlock_t, __acquires_cap(_T),\n'
                '\t\t\t   __releases_cap(*(spinlock_t **)_T));\n'
                'DECLARE_LOCK_GUARD_0_ATTRS(irq, __acquires_ctx(IRQS_OFF),\n'
                '\t\t\t   __releases_ctx(IRQS_OFF));\n')
        got = [(s.decl, s.decl_kind, s.unanalysed) for s in sites_of(text)]
        self.assertEqual(got, [('class_spinlock_constructor', 'definition', True),
                               ('__class_spinlock_cleanup_ctx', 'definition', True),
                               ('class_irq_constructor', 'definition', True),
                               ('class_irq_destructor', 'definition', True)])

    def test_declarations_and_references(self):
        unit = ('# 1 "x.h"\n'
                'static inline void foo(int a) __attribute__((x)) ;\n'
                'x = foo(1); int (*p)(void) = foo; struct s *foo(void);\n'
                'return foo; p->foo; (void)foo(2); sizeof foo;\n')
        self.assertEqual(ms.count_names(unit, {'foo', 'a', 'p'}),
                         {'foo': [8, 2], 'a': [1, 1], 'p': [2, 0]})

    def test_function_name_skips_leading_attributes(self):
        self.assertEqual(ms.function_name('static __printf(2, 3) int __must_check '
                                          '__cond_resched_lock(spinlock_t *lock)'),
                         '__cond_resched_lock')
        self.assertEqual(ms.function_name('int x'), '')

    def test_parse_added_lines(self):
        diff = ('diff --git a/include/linux/a.h b/include/linux/a.h\n'
                '--- a/include/linux/a.h\n+++ b/include/linux/a.h\n'
                '@@ -3,0 +4,2 @@ ctx\n+x\n+y\n'
                '@@ -10 +12 @@\n-a\n+b\n'
                '@@ -20,2 +23,0 @@\n-c\n-d\n'
                '--- a/lib/x.c\n+++ b/lib/x.c\n@@ -1 +1 @@\n-a\n+b\n')
        self.assertEqual(ms.parse_added_lines(diff), {'include/linux/a.h': {4, 5, 12}})

    def test_every_build_with_its_own_rcu_and_srcu_is_a_killer(self):
        # rcutiny.h and srcutiny.h are compiled only by UML (!SMP, !PREEMPTION)
        builds = {config for _, config, _ in ms.OBJECT_STAGES}
        self.assertTrue({'kunit-um', 'compile-up-x86_64', 'kunit-rt-arm64',
                         'compile-smp-x86_64', 'kunit-arm64'} <= builds)

    def test_select_keeps_the_order_of_the_patterns(self):
        sites = [ms.Site(h, 1, 1, '__acquires', 'lock', 0, 0, '', '')
                 for h in ('include/linux/a.h', 'include/linux/spinlock.h', 'include/linux/b_rt.h')]
        got = ms.select(sites, ['*_rt.h', 'spinlock*.h'])
        self.assertEqual([s.header for s in got],
                         ['include/linux/b_rt.h', 'include/linux/spinlock.h'])
        self.assertEqual(len(ms.select(sites, [])), 3)


    def test_wrappers_lead_order_to_the_cases_that_call_them(self):
        texts = {'include/linux/a.h':
                 '#define spin_lock_nest_lock(l, n) \\\n'
                 '\tdo { raw_spin_lock_nest_lock(l, n); } while (0)\n'
                 'struct foo { int x; };\n'
                 'static inline void foo_lock(struct foo *f)\n'
                 '{\n\t/* raw_spin_lock_nest_lock in a comment */\n'
                 '\tspin_lock_nest_lock(&f->l, &f->n);\n}\n'}
        users = ms.wrappers(texts)
        self.assertEqual(users['raw_spin_lock_nest_lock'], {'spin_lock_nest_lock'})
        self.assertEqual(users['spin_lock_nest_lock'], {'foo_lock'})
        guard = ms.wrappers({'include/linux/b.h':
                             '#define DEFINE_G(n, l) void n##_ctor(void) { l; }\n'
                             'DEFINE_G(foo_guard, foo_lock(x))\n'
                             'static inline void f(void)\n{\n\tBAR(inside);\n}\n'})
        self.assertEqual(guard['DEFINE_G'], {'foo_guard'})
        self.assertEqual(guard['BAR'], {'f'})         # invoked inside a function: no 'inside'
        self.assertEqual(guard['inside'], {'f'})
        self.assertEqual(ms.reach(['raw_spin_lock_nest_lock'], users),
                         {'raw_spin_lock_nest_lock', 'spin_lock_nest_lock', 'foo_lock'})
        self.assertEqual(ms.reach(['raw_spin_lock_nest_lock'], users, depth=1),
                         {'raw_spin_lock_nest_lock', 'spin_lock_nest_lock'})
        site = ms.Site('include/linux/a.h', 2, 1, '__acquires', 'lock', 0, 0, '', '')
        site.decl = 'raw_spin_lock_nest_lock'

        def ctx(name, words):
            return ms.Context('corpus', 'kunit-x86_64', name, '/b', 'x.o', name, [[]],
                              headers={'include/linux/a.h'}, words=set(words), ok=True,
                              prepared=True)
        contexts = [ctx('other.c', ['spin_lock']), ctx('user.c', ['foo_lock'])]
        self.assertEqual([c.name for c in ms.order(site, contexts)], ['other.c', 'user.c'])
        self.assertEqual([c.name for c in ms.order(site, contexts, users)],
                         ['user.c', 'other.c'])


HEADER = 'include/linux/foo.h'
TEXT = ('void foo_lock(struct foo *f) __acquires(f) __might_sleep_ctx;\n'
        '#define foo_unlock(f) do { foo_raw_unlock(f); __release(f); } while (0)\n')


class FakeCompiles(ms.Compiles):
    """Preprocessing prints the header as the context sees it (the mutant
    from OUT when it is searched first): __might_sleep_ctx is empty where
    the atomic layer is off; a check fails where @fails says, and only
    when the header it sees differs from the tree's."""

    def __init__(self, tree, fails, atomic=(), quoted=()):
        super().__init__(tree)
        self.fails = fails          # context name -> failure kind
        self.atomic = set(atomic)
        self.quoted = set(quoted)   # contexts that do not see OUT
        self.checked = []
        self.preprocessed = []

    def _seen(self, ctx, out):
        path = os.path.join(out, HEADER) if out and ctx.name not in self.quoted else \
            os.path.join(self.tree, HEADER)
        with open(path) as f:
            text = f.read()
        if ctx.name not in self.atomic:
            text = text.replace('__might_sleep_ctx', '')
        return path, text

    def preprocess(self, ctx, out, variant):
        self.preprocessed.append(ctx.name)
        path, text = self._seen(ctx, out)
        body = ''.join('pp ' + ln + '\n' for ln in text.split('\n'))
        return 0, f'# 1 "{path}"\n{body}', ''

    def check(self, ctx, out):
        self.checked.append(ctx.name)
        path, text = self._seen(ctx, out)
        if out is None or ctx.name not in self.fails:
            return 'pass', ''
        with open(os.path.join(self.tree, HEADER)) as f:
            same = f.read() == text
        return ('pass', '') if same else (self.fails[ctx.name], 'diff: differs')


class KillTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.tree = os.path.join(self.tmp, 'tree')
        os.makedirs(os.path.join(self.tree, 'include/linux'))
        with open(os.path.join(self.tree, HEADER), 'w') as f:
            f.write(TEXT)
        self.sites = {s.keyword: s for s in ms.find_sites(HEADER, TEXT, {1, 2})}
        self.out = os.path.join(self.tmp, 'out')

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def ctx(self, kind, name, words=(), ids=None, headers=(HEADER,), ok=True):
        c = ms.Context(kind, 'kunit-x86_64', name, self.tmp, 'x.o', name, [[]],
                       headers=set(headers), ids=dict(ids or {}), ok=ok, words=set(words))
        return c

    def with_digests(self, compiles, contexts):
        for c in contexts:
            rc, text, _ = compiles.preprocess(c, None, [])
            c.digests = [ms.digest(text, [self.tree])]
            compiles.preprocessed.clear()
        return contexts

    def test_first_failure_kills_cheapest_first(self):
        comp = FakeCompiles(self.tree, {'obj.o': 'analysis', 'b.c': 'analysis',
                                        'a.c': 'analysis'}, atomic={'a.c', 'b.c', 'obj.o'})
        ctxs = self.with_digests(comp, [
            self.ctx('object', 'obj.o', words={'foo_lock'}),
            self.ctx('corpus', 'a.c'),
            self.ctx('corpus', 'b.c', words={'foo_lock'}),
            self.ctx('corpus', 'elsewhere.c', headers=()),
            self.ctx('corpus', 'failing.c', ok=False, words={'foo_lock'})])
        res = ms.evaluate(self.sites['__acquires'], TEXT, ctxs, comp, self.out)
        self.assertEqual((res.status, res.killer, res.routed, res.compiled),
                         ('killed', 'kunit-x86_64:b.c', 1, 1))
        self.assertEqual(comp.checked, ['b.c'])
        self.assertFalse(os.path.exists(os.path.join(self.out, HEADER)))

    def test_line_the_configuration_leaves_out_is_not_preprocessed(self):
        text = '#ifdef CONFIG_FOO\n' + TEXT + '#endif\n'
        with open(os.path.join(self.tree, HEADER), 'w') as f:
            f.write(text)
        site = {s.keyword: s for s in ms.find_sites(HEADER, text, {2})}['__acquires']
        self.assertTrue(site.conditional)
        conf = os.path.join(self.tmp, ms.config_branches.AUTOCONF)
        os.makedirs(os.path.dirname(conf), exist_ok=True)
        for autoconf, inactive in (('#define CONFIG_BAR 1\n', 1), ('#define CONFIG_FOO 1\n', 0)):
            with open(conf, 'w') as f:
                f.write(autoconf)
            ms._OPTIONS.clear()
            comp = FakeCompiles(self.tree, {'a.c': 'analysis'})
            ctxs = self.with_digests(comp, [self.ctx('corpus', 'a.c')])
            res = ms.evaluate(site, text, ctxs, comp, self.out)
            self.assertEqual((res.inactive, res.killed), (inactive, not inactive))
            if inactive:
                self.assertEqual((comp.preprocessed, comp.checked), ([], []))
                self.assertIn('1 whose configuration leaves out its #if branch',
                              ms.survivor_reason(res))
        ms._OPTIONS.clear()

    def test_build_error_is_counted_apart(self):
        comp = FakeCompiles(self.tree, {'a.c': 'build'})
        ctxs = self.with_digests(comp, [self.ctx('corpus', 'a.c')])
        res = ms.evaluate(self.sites['__release'], TEXT, ctxs, comp, self.out)
        self.assertEqual(res.status, 'killed-build')

    def test_same_tokens_are_not_compiled(self):
        # __might_sleep_ctx is empty outside the atomic layer: only the
        # atomic context is compiled, and it does not fail.
        comp = FakeCompiles(self.tree, {}, atomic={'atomic.c'})
        ctxs = self.with_digests(comp, [self.ctx('corpus', 'plain.c'),
                                        self.ctx('corpus', 'atomic.c')])
        res = ms.evaluate(self.sites['__might_sleep_ctx'], TEXT, ctxs, comp, self.out)
        self.assertEqual((res.status, res.equivalent, res.compiled), ('survived', 1, 1))
        self.assertEqual(comp.checked, ['atomic.c'])
        self.assertIn('all still pass', res.reason)

    def test_keyword_that_expands_to_nothing_is_not_preprocessed(self):
        comp = FakeCompiles(self.tree, {'a.c': 'analysis'}, atomic={'a.c'})
        ctxs = self.with_digests(comp, [self.ctx('corpus', 'a.c')])
        ctxs[0].empty = {'__might_sleep_ctx'}
        res = ms.evaluate(self.sites['__might_sleep_ctx'], TEXT, ctxs, comp, self.out)
        self.assertEqual((res.status, res.empty, comp.preprocessed, comp.checked),
                         ('survived', 1, [], []))
        self.assertIn('1 where __might_sleep_ctx expands to nothing', res.reason)

    def test_probe(self):
        src = ms.probe_source()
        i = ms.PROBED.index('__might_sleep_ctx')
        self.assertIn(f'@@{i}@@ __might_sleep_ctx @@end@@', src)
        self.assertIn('__cond_acquires(1, x)', src)
        j = ms.PROBED.index('__acquires')
        out = (f'@@{i}@@  @@end@@\n@@{j}@@ __attribute__((acquire_capability(x))) @@end@@\n')
        self.assertEqual(ms.empty_keywords(out), {'__might_sleep_ctx'})

    def test_lazy_baseline_is_prepared_once(self):
        comp = FakeCompiles(self.tree, {'b.c': 'analysis'})
        ctxs = [self.ctx('corpus', 'a.c', headers=(), ok=False),
                self.ctx('corpus', 'b.c', words={'foo_lock'}, headers=(), ok=False)]
        prepared = []

        def ready(c):
            if not c.prepared:
                prepared.append(c.name)
                c.prepared, c.ok, c.headers = True, True, {HEADER}
                c.digests = ['x']
            return c
        res = ms.evaluate(self.sites['__acquires'], TEXT, ctxs, comp, self.out, ready=ready)
        self.assertEqual((res.status, prepared), ('killed', ['b.c']))
        ms.evaluate(self.sites['__acquires'], TEXT, ctxs, comp, self.out, ready=ready)
        self.assertEqual(prepared, ['b.c'])

    def test_pipeline_check_prepares_only_the_users_it_needs(self):
        ctxs = [self.ctx('corpus', f'c{i}.c', words={'foo_lock'}, headers=(), ok=False)
                for i in range(20)]
        ctxs.insert(3, self.ctx('corpus', 'other.c', headers=(), ok=False))
        ctxs += [self.ctx('kunit', f'k{i}.o', headers=(), ok=False) for i in range(3)]
        prepared = []

        def ready(c):
            if not c.prepared:
                prepared.append(c.name)
                # c1.c fails without a mutant: not a user, the next one is
                c.prepared, c.ok, c.headers = True, c.name != 'c1.c', {HEADER}
            return c
        users = ms.pipeline_users(ctxs, HEADER, 'foo_lock', ready, limit=4)
        self.assertEqual([c.name for c in users], ['c0.c', 'c2.c', 'c3.c', 'c4.c', 'k0.o'])
        self.assertEqual(prepared, ['c0.c', 'c1.c', 'c2.c', 'c3.c', 'c4.c', 'k0.o'])

    def test_baseline_fingerprint_names_the_real_tree(self):
        # A run given the tree through a symbolic link saw no header of any
        # unit (kbuild names the real path) and cached that: the tree is
        # its real path, and a baseline of another tree is not reused.
        class Argv(ms.Compiles):
            def argv(self, ctx, out, variant):
                return ['clang', ctx.source] + list(variant)
        link = os.path.join(self.tmp, 'link')
        os.symlink(self.tree, link)
        self.assertEqual(Argv(link).tree, os.path.realpath(self.tree))
        ctx = self.ctx('kunit', 'k.o')
        one = ms.fingerprint(ctx, Argv(self.tree), 'abc', {'foo_lock'})
        self.assertEqual(one, ms.fingerprint(ctx, Argv(link), 'abc', {'foo_lock'}))
        other = os.path.join(self.tmp, 'other')
        os.makedirs(other)
        self.assertNotEqual(one, ms.fingerprint(ctx, Argv(other), 'abc', {'foo_lock'}))

    def test_baseline_fingerprint_follows_the_build_configuration(self):
        # A build configured again (an option added to its fragment) keeps
        # its commands but not what its units include and call.
        class Argv(ms.Compiles):
            def argv(self, ctx, out, variant):
                return ['clang', ctx.source] + list(variant)
        ctx = self.ctx('kunit', 'k.o')
        conf = os.path.join(ctx.build_dir, ms.config_branches.AUTOCONF)
        os.makedirs(os.path.dirname(conf), exist_ok=True)
        with open(conf, 'w') as f:
            f.write('#define CONFIG_SMP 1\n')
        one = ms.fingerprint(ctx, Argv(self.tree), 'abc', {'foo_lock'})
        self.assertEqual(one, ms.fingerprint(ctx, Argv(self.tree), 'abc', {'foo_lock'}))
        with open(conf, 'a') as f:
            f.write('#define CONFIG_BPF_SYSCALL 1\n')
        self.assertNotEqual(one, ms.fingerprint(ctx, Argv(self.tree), 'abc', {'foo_lock'}))

    def test_unreferenced_prototype_is_not_compiled(self):
        comp = FakeCompiles(self.tree, {'a.c': 'analysis'})
        ctxs = self.with_digests(comp, [self.ctx('corpus', 'a.c', ids={'foo_lock': [1, 1]})])
        res = ms.evaluate(self.sites['__acquires'], TEXT, ctxs, comp, self.out)
        self.assertEqual((res.status, res.unreferenced, comp.checked, comp.preprocessed),
                         ('survived', 1, [], []))
        self.assertIn('foo_lock() only in its declaration', res.reason)
        # Declared and called: compiled, and killed.
        ctxs[0].ids = {'foo_lock': [2, 1]}
        res = ms.evaluate(self.sites['__acquires'], TEXT, ctxs, comp, self.out)
        self.assertEqual(res.status, 'killed')

    def test_an_opt_out_is_compiled_once_per_definition_and_flags(self):
        text = 'static inline int foo_try(void) __no_capability_analysis { return 1; }\n'
        with open(os.path.join(self.tree, HEADER), 'w') as f:
            f.write(text)
        [site] = ms.find_sites(HEADER, text, {1})
        self.assertEqual((site.decl, site.decl_kind, site.category),
                         ('foo_try', 'definition', 'opt-out'))
        comp = FakeCompiles(self.tree, {})
        ctxs = self.with_digests(comp, [self.ctx('corpus', n) for n in ('a.c', 'b.c', 'c.c')])
        for c, flags in zip(ctxs, ('f1', 'f1', 'f2')):
            c.flags, c.bodies = flags, {'foo_try': 'd'}
        res = ms.evaluate(site, text, ctxs, comp, self.out)
        self.assertEqual((res.status, res.compiled, res.represented, comp.checked),
                         ('survived', 2, 1, ['a.c', 'c.c']))
        self.assertIn('1 with the same foo_try(), configuration and flags', res.reason)
        # b.c is represented by a.c before it is preprocessed
        self.assertEqual(comp.preprocessed, ['a.c', 'c.c'])

    def test_body_digests_and_flag_key(self):
        toks = ms.unit_tokens('# 1 "x.h"\nstatic int f(int a) __attribute__((x)) { if (a) { return 1; } return 0; }\n'
                              'int g(void);\nint h = f(1);\n')
        got = ms.body_digests(toks, {'f', 'g', 'h'})
        self.assertEqual(set(got), {'f'})
        self.assertNotEqual(got['f'], ms.body_digests(
            ms.unit_tokens('static int f(int a) { return 2; }'), {'f'})['f'])
        self.assertEqual(ms.flag_key(['cc', '-DKBUILD_MODNAME=a', '-DX', '-Wall', '-O2',
                                      '-D__KBUILD_MODNAME=kmod_a', '-Wp,-MMD,d/.a.o.d']),
                         ms.flag_key(['cc', '-Wall', '-DX', '-DKBUILD_MODNAME=b',
                                      '-D__KBUILD_MODNAME=kmod_b', '-Wp,-MMD,e/.b.o.d']))
        self.assertNotEqual(ms.flag_key(['cc', '-DX']),
                            ms.flag_key(['cc', '-DX', '-DWARN_CAPABILITY_ANALYSIS_ATOMIC']))

    def test_unreferenced_rules(self):
        s = ms.Site(HEADER, 1, 1, '__acquires', 'lock', 0, 0, '', '', decl='f',
                    decl_kind='definition')
        c = self.ctx('corpus', 'a.c', ids={'f': [2, 2]})
        self.assertFalse(ms.unreferenced(s, c))       # an analysed body
        s.unanalysed = True
        self.assertTrue(ms.unreferenced(s, c))
        s.category = 'opt-out'
        self.assertFalse(ms.unreferenced(s, c))       # dropping the opt-out
        s.category, c.ids = 'lock', {}
        self.assertFalse(ms.unreferenced(s, c))       # 0: a macro, or not compiled
        s.decl_kind, c.ids = 'macro', {'f': [1, 1]}
        self.assertFalse(ms.unreferenced(s, c))
        s.decl_kind, c.ids = 'prototype', {'f': [3, 2]}
        self.assertFalse(ms.unreferenced(s, c))       # one reference

    def test_mutant_not_seen_is_unreachable_not_equivalent(self):
        comp = FakeCompiles(self.tree, {'a.c': 'analysis'}, quoted={'a.c'})
        ctxs = self.with_digests(comp, [self.ctx('corpus', 'a.c')])
        res = ms.evaluate(self.sites['__acquires'], TEXT, ctxs, comp, self.out)
        self.assertEqual((res.status, res.unreachable, comp.checked), ('survived', 1, []))
        self.assertIn('not reachable', res.reason)

    def test_no_compile_includes_the_header(self):
        comp = FakeCompiles(self.tree, {})
        res = ms.evaluate(self.sites['__acquires'], TEXT,
                          [self.ctx('corpus', 'a.c', headers=())], comp, self.out)
        self.assertEqual(res.reason, f'no compile in any configuration includes {HEADER}')

    def test_report(self):
        s = self.sites
        outs = [ms.Outcome(s['__acquires'], 'killed', 'k:a.c'),
                ms.Outcome(s['__might_sleep_ctx'], reason='why'),
                ms.Outcome(s['__release'], 'killed-build', 'k:b.c', 'broken: x')]
        meta = {'scope': '3 of 3 sites', 'tree_head': 'abc', 'contexts': '2 cases',
                'jobs': 1, 'seconds': 1.0}
        text = ms.report_text(outs, meta)
        self.assertIn('mutation score: 2/3 (66.7%) mutants killed (1 of them by a build error)', text)
        self.assertIn('atomic 0/1', text)
        self.assertIn('include/linux/foo.h:1:44: __might_sleep_ctx on foo_lock', text)
        js = ms.report_json(outs, meta)
        self.assertEqual((js['total'], js['killed'], js['killed_by_build_error']), (3, 2, 1))
        self.assertEqual(js['by_keyword']['__might_sleep_ctx']['survived'], 1)


class JournalTest(unittest.TestCase):
    def test_resume_and_kills_from_an_older_commit(self):
        text = 'void f(void) __acquires(a);\nvoid g(void) __releases(a);\n'
        sites = sites_of(text)
        texts = {sites[0].header: text}
        rec = {ms.journal_key(sites[0], text, 'old'): {'status': 'killed', 'killer': 'k'},
               ms.journal_key(sites[1], text, 'old'): {'status': 'survived'}}
        self.assertEqual(sorted(ms.recorded(sites, texts, rec, 'old')), [0, 1])
        self.assertEqual(ms.recorded(sites, texts, rec, 'new'), {})
        kills = ms.recorded(sites, texts, rec, 'old', kills_only=True)
        self.assertEqual(list(kills), [0])
        self.assertEqual((kills[0].status, kills[0].killer), ('killed', 'k'))
        # The header changed since: nothing recorded holds.
        self.assertEqual(ms.recorded(sites, {sites[0].header: text + '\n'}, rec, 'old'), {})


class OverlayTest(unittest.TestCase):
    def test_overlay_root(self):
        self.assertEqual(check_diagnostics.overlay_root('/o/include'), '/o')
        self.assertEqual(check_diagnostics.overlay_root('/o/arch/x86/include'), '/o')
        self.assertEqual(check_diagnostics.overlay_root('/o/other'), '/o/other')

    def test_a_header_in_the_overlay_is_named_as_the_tree_s(self):
        d = diagnostics.Diagnostic('/repo/build/m/include/linux/spinlock.h', 3, 4, 'note',
                                   "expanded from macro 'spin_lock'", '')
        self.assertEqual(diagnostics.normalize(d, '/repo', ['/repo/build/m', '/tree'], '/b'),
                         "include/linux/spinlock.h: note: expanded from macro 'spin_lock'")

    def test_read_deps(self):
        tmp = tempfile.mkdtemp()
        try:
            obj = 'lib/a.o'
            path = kbuild_cmd.cmd_file_path(tmp, obj)
            os.makedirs(os.path.dirname(path))
            with open(path, 'w') as f:
                f.write(f'savedcmd_{obj} := cc -c -o {obj} /t/lib/a.c\n\n'
                        f'source_{obj} := /t/lib/a.c\n\n'
                        f'deps_{obj} := \\\n'
                        '    $(wildcard include/config/SMP) \\\n'
                        '  /t/include/linux/spinlock.h \\\n'
                        '  include/generated/autoconf.h \\\n\n'
                        f'{obj}: $(deps_{obj})\n')
            self.assertEqual(kbuild_cmd.read_deps(tmp, obj),
                             ['/t/include/linux/spinlock.h', 'include/generated/autoconf.h'])
            self.assertEqual(ms.tree_relative('/t/include/linux/spinlock.h', tmp, '/t'),
                             'include/linux/spinlock.h')
            with open(path, 'w') as f:
                f.write(f'savedcmd_{obj} := cc -c -o {obj} /t/lib/a.c\n')
            with self.assertRaises(kbuild_cmd.CmdFileError):
                kbuild_cmd.read_deps(tmp, obj)
        finally:
            shutil.rmtree(tmp)

    def test_digest_ignores_line_markers_and_roots(self):
        a = '# 1 "/t/include/x.h"\nint f(void) ;\nchar *s = "/t/include/x.h";\n'
        b = '# 1 "/o/include/x.h"\nint  f(void);\nchar *s = "/o/include/x.h";\n'
        self.assertEqual(ms.digest(a, ['/t']), ms.digest(b, ['/t', '/o']))
        self.assertNotEqual(ms.digest(a, ['/t']), ms.digest(b.replace('f(void)', 'f(int)'),
                                                              ['/t', '/o']))
        self.assertEqual(ms.included(a, '/b', '/t'), {'include/x.h'})
        self.assertEqual(ms.count_names(a + 'f();\n', {'f', 'g'}), {'f': [2, 1]})


if __name__ == '__main__':
    unittest.main()


class CorpusContextsTest(unittest.TestCase):
    """The corpus is a killer in each build make check compiles it in, with
    that build's golden overrides."""

    def test_each_build_and_its_goldens(self):
        tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, tmp)
        cases = os.path.join(tmp, 'cases', 'spinlock')
        os.makedirs(cases)
        with open(os.path.join(cases, 'a.c'), 'w') as f:
            f.write('/* MISTAKE */\nvoid spin_lock_it(void);\n')
        os.makedirs(os.path.join(tmp, 'build', 'one'))
        ctxs, missing = ms.corpus_contexts(os.path.join(tmp, 'build'),
                                           os.path.join(tmp, 'cases'),
                                           (('one', None), ('two', 'over'), ))
        self.assertEqual(missing, ['two'])
        self.assertEqual([(c.config, c.goldens) for c in ctxs], [('one', '')])
        self.assertIn('spin_lock_it', ctxs[0].words)
        self.assertNotIn('MISTAKE', ctxs[0].words)
        os.makedirs(os.path.join(tmp, 'build', 'two'))
        ctxs, missing = ms.corpus_contexts(os.path.join(tmp, 'build'),
                                           os.path.join(tmp, 'cases'),
                                           (('one', None), ('two', 'over'), ))
        self.assertEqual(missing, [])
        self.assertEqual([(c.config, os.path.basename(c.goldens)) for c in ctxs],
                         [('one', ''), ('two', 'over')])
        self.assertEqual(len({c.key for c in ctxs}), 2)
        # Without an override file, the golden is expected-diagnostics/'s.
        self.assertEqual(ms.case_golden(ctxs[1]), check_diagnostics.golden_path(
            ctxs[1].source, os.path.join(ms.REPO, 'negative-tests'),
            os.path.join(ms.REPO, 'expected-diagnostics')))
        # A case that NEEDS an option is a context only where it is set.
        with open(os.path.join(cases, 'b.c'), 'w') as f:
            f.write('/*\n * NEEDS: CONFIG_FOO\n */\n')
        with open(os.path.join(tmp, 'build', 'two', '.config'), 'w') as f:
            f.write('CONFIG_FOO=y\n')
        ctxs, _ = ms.corpus_contexts(os.path.join(tmp, 'build'), os.path.join(tmp, 'cases'),
                                     (('one', None), ('two', 'over'), ))
        self.assertEqual([(c.config, os.path.basename(c.source)) for c in ctxs],
                         [('one', 'a.c'), ('two', 'a.c'), ('two', 'b.c')])
