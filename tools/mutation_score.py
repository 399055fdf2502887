#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Mutation score: drop one annotation at a time from the series' headers.

Sites: every occurrence of an annotation keyword (KEYWORDS) on a line the
series adds to a header (git diff base..HEAD -- include/ arch/*/include/,
comments and string literals left out). Not sites: the definitions of the
keywords themselves (every #define of compiler-context-analysis.h, and a
#define elsewhere whose name is a keyword, e.g. rcupdate.h's
__rcu_guarded), Sparse-only annotations (__acquires_sparse() & co., empty
for Clang), the type-level keywords (struct_with_capability(),
token_capability(): dropping one changes a type, not an annotation) and
the disable/enable_capability_analysis() pragma pairs.

A mutant is the header with exactly one site dropped, written to
OUT/<same path> and searched first (-I OUT/include before the tree's
include folders), as make canary does: the tree is never touched. An
attribute is deleted with its balanced argument list; a statement
(__acquire(x), __ctx_irq_disable()) becomes ((void)0); a value
(__cond_acquire(x, c), __cond_lock(x, c), __try_acquire_cap(x, c),
__acquire_ret(call, e), capability_unsafe(e), __cap_unchecked(e)) becomes
its plain value, so that the file stays valid C with the same line count.

The killers; the first failure kills the mutant:

- the corpus (check_diagnostics.check_case(): golden and fixed twin) in
  each build make check compiles it in (CORPUS_BUILDS: x86_64, arm64, and
  SMP without lock debugging with its golden overrides);
- -fsyntax-only -Werror of the KUnit suites and the compile test
  (lib/capability-analysis-kunit/, lib/test_capability-analysis.o) of the
  x86_64, PREEMPT_RT, !SMP, SMP-without-lock-debugging, arm64 and UML
  builds (UML: the one with Tiny RCU and Tiny SRCU, !SMP && !PREEMPTION);
- the other opted-in objects (kbuild_cmd.is_opted_in()) of the subsystem
  build, of the PREEMPT_RT build and of the SMP-without-lock-debugging
  build (the lock implementation), with their kbuild commands.

Those whose source names the annotated function, macro, member or variable
(or the guard) go first, in that order, then the rest in that order: the
score does not depend on the order, the time to a kill does.

Only compiles that include the header run (the corpus's includes from
Clang's preprocessor, the objects' from kbuild's .cmd dependency lists),
and only those that passed without a mutant (the baseline, prepared when
first needed and cached in WORK/baseline.json). Three checks skip a compile
whose result cannot change: the keyword expands to nothing with its flags
(the atomic layer's outside the layer: a probe file preprocessed with
them); nothing in the preprocessed unit refers to what the site annotates,
every occurrence of the name being a declaration (for a prototype, a
member, or a definition that is not analysed anyway); or the mutant's
preprocessed unit is token for token the tree's (a macro the unit never
expands, an #if branch of another config). A mutant no compile notices
survives, with the reason. A mutant whose compile stops with a hard error
(not a -Wthread-safety diagnostic) is "killed by build error", counted
apart.

Before the mutants, the pipeline proves it sees them: make canary's mutant
(spin_lock() without __acquires()) must be killed by the corpus, and an
unchanged copy of spinlock.h, compiled for real, must be the header the
corpus cases that use spin_lock() and a KUnit object include, and pass.

Report: killed/total overall, per header, per keyword, per category
(lock, atomic, opt-out), and every survivor with file:line, its line and
why it survived; JSON (--json) and text (--text), by default in
build/logs/mutation-score.{json,txt}. --sample N --seed S scores a fixed
sample; --headers GLOB restricts (and orders) the headers; without it the
primitives' headers go first (PRIORITY), so that a run stopped by
--deadline covers them; each outcome is kept in WORK/outcomes.jsonl, and
--resume goes on from there.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import fnmatch
import hashlib
import itertools
import json
import os
import random
import re
import shutil
import subprocess
import sys
import threading
import time
from typing import (AbstractSet, Callable, Dict, Iterable, Iterator, List, Optional, Sequence,
                    Set, Tuple)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import c_source  # noqa: E402
import check_diagnostics  # noqa: E402
import config_branches  # noqa: E402
import diagnostics  # noqa: E402
import kbuild_cmd  # noqa: E402
import kernel_compile  # noqa: E402

REPO = kernel_compile.REPO
DEFINITIONS_HEADER = 'include/linux/compiler-context-analysis.h'


# --- the keywords ---------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Keyword:
    """How a site of one keyword is dropped.

    mode: 'attr' (deleted, with its arguments), 'stmt' (becomes ((void)0)),
    'value' (becomes its argument @keep; -1: all its arguments).
    category: 'lock' (capabilities), 'atomic' (the atomic-context layer),
    'opt-out' (what switches the analysis off: dropping one makes the
    analysis see code it did not). args: function-like. replacement: what
    an 'attr' leaves ('__rcu' for __rcu_guarded)."""
    mode: str
    category: str
    args: bool
    keep: int = 0
    replacement: str = ''


def _table() -> Dict[str, Keyword]:
    t: Dict[str, Keyword] = {}
    for name in ('__acquires', '__acquires_shared', '__releases', '__releases_shared',
                 '__must_hold', '__must_hold_shared', '__must_not_hold',
                 '__cond_acquires', '__cond_acquires_shared', '__cond_releases',
                 '__cond_releases_shared', '__acquires_cap', '__acquires_shared_cap',
                 '__releases_cap', '__releases_shared_cap', '__try_acquires_cap',
                 '__try_acquires_shared_cap', '__asserts_cap', '__asserts_shared_cap',
                 '__returns_cap', '__returns_ctx_lock', '__excludes_cap', '__requires_cap',
                 '__requires_shared_cap', '__guarded_by', '__pt_guarded_by',
                 'GUARDED_BY', 'PT_GUARDED_BY', 'REQUIRES', 'REQUIRES_SHARED', 'ACQUIRE',
                 'ACQUIRE_SHARED', 'RELEASE', 'RELEASE_SHARED', 'TRY_ACQUIRE',
                 'TRY_ACQUIRE_SHARED', 'EXCLUDES', 'ASSERT_CAPABILITY',
                 'ASSERT_SHARED_CAPABILITY', 'RETURN_CAPABILITY', 'ACQUIRED_BEFORE',
                 'ACQUIRED_AFTER'):
        t[name] = Keyword('attr', 'lock', True)
    for name in ('__reentrant_cap', '__reentrant_ctx_lock'):
        t[name] = Keyword('attr', 'lock', False)
    t['__rcu_guarded'] = Keyword('attr', 'lock', False, replacement='__rcu')
    for name in ('__acquire', '__release', '__acquire_shared', '__release_shared',
                 '__acquire_cap', '__release_cap', '__acquire_shared_cap',
                 '__release_shared_cap', '__assert_cap', '__assert_shared_cap',
                 '__check_held_cap', '__assume_ctx_lock', '__assume_shared_ctx_lock'):
        t[name] = Keyword('stmt', 'lock', True)
    for name in ('__cond_acquire', '__cond_acquire_shared', '__cond_lock',
                 '__cond_lock_spin', '__cond_lock_spin_irqsave', '__cond_lock_preempt',
                 '__cond_lock_preempt_shared', '__cond_lock_bh', '__cond_lock_irq',
                 '__cond_lock_irqsave', '__try_acquire_cap', '__try_acquire_shared_cap'):
        t[name] = Keyword('value', 'lock', True, keep=1)
    for name in ('__acquire_ret', '__acquire_shared_ret'):
        t[name] = Keyword('value', 'lock', True, keep=0)
    for name in ('__acquires_ctx', '__releases_ctx', '__cond_acquires_ctx',
                 '__must_hold_ctx', '__must_not_hold_ctx'):
        t[name] = Keyword('attr', 'atomic', True)
    for name in ('__might_sleep_ctx', '__rcu_synchronize_ctx',
                 '__ctx_lock', '__ctx_lock_bh', '__ctx_lock_irq', '__ctx_lock_irqsave',
                 '__ctx_unlock', '__ctx_unlock_bh', '__ctx_unlock_irq', '__ctx_trylock',
                 '__ctx_trylock_bh', '__ctx_trylock_irq', '__ctx_spin_lock',
                 '__ctx_spin_lock_irq', '__ctx_spin_lock_irqsave', '__ctx_spin_unlock',
                 '__ctx_spin_unlock_irq', '__ctx_spin_lock_bh', '__ctx_spin_unlock_bh',
                 '__ctx_spin_trylock', '__ctx_spin_trylock_irqsave', '__ctx_local_lock',
                 '__ctx_local_unlock', '__ctx_local_lock_irq', '__ctx_local_lock_irqsave',
                 '__ctx_local_unlock_irq'):
        t[name] = Keyword('attr', 'atomic', False)
    for name in ('__ctx_irq_disable', '__ctx_irq_save', '__ctx_irq_enable',
                 '__ctx_preempt_disable', '__ctx_preempt_enable', '__ctx_bh_disable',
                 '__ctx_bh_enable', '__ctx_might_sleep', '__ctx_assume_irqs_off',
                 '__ctx_assume_preempt_off', '__ctx_assume_bh_off'):
        t[name] = Keyword('stmt', 'atomic', True)
    for name in ('__no_capability_analysis', '__no_context_analysis',
                 'NO_THREAD_SAFETY_ANALYSIS', '__acquires_ret', '__acquires_shared_ret'):
        t[name] = Keyword('attr', 'opt-out', False)
    for name in ('__capability_unsafe', '__context_unsafe'):
        t[name] = Keyword('attr', 'opt-out', True)
    for name in ('capability_unsafe', 'context_unsafe', '__cap_unchecked'):
        t[name] = Keyword('value', 'opt-out', True, keep=-1)
    return t


KEYWORDS = _table()
KEYWORD_RE = re.compile(r'(?<![\w])(' + '|'.join(
    sorted((re.escape(k) for k in KEYWORDS), key=len, reverse=True)) + r')(?![\w])')
# What switches the analysis of a function off: its other annotations
# cannot be seen in its body.
UNANALYSED = ('__no_capability_analysis', '__no_context_analysis',
              'NO_THREAD_SAFETY_ANALYSIS', '__acquires_ret', '__acquires_shared_ret',
              '__capability_unsafe', '__context_unsafe')
# Identifiers before a parenthesis that are not a function's name (the
# statement forms are: compiler-context-tokens.h defines them).
_NOT_NAMES = {k for k, v in KEYWORDS.items() if v.mode == 'attr'} | {
    '__attribute__', '__attribute', '__declspec', '__printf', '__scanf', '__aligned',
    '__section', '__alloc_size', '__realloc_size', '__assume_aligned', '__cleanup',
    '__diagnose_as', '__must_check', 'typeof', '__typeof__', '__typeof', 'sizeof',
    'alignof', '_Alignof', '__alignof__', 'if', 'while', 'for', 'switch', 'return',
    '__sparse_context', '__acquires_sparse', '__releases_sparse', '__must_hold_sparse',
    '__cond_acquires_ctx', 'asm', '__asm__', 'volatile', '__volatile__'}
_C_WORDS = {'struct', 'union', 'enum', 'const', 'volatile', 'static', 'inline',
            'extern', 'unsigned', 'signed', 'int', 'long', 'short', 'char', 'void',
            'bool', '_Bool', 'typedef', 'register', 'restrict', 'return'}


# --- the sites ------------------------------------------------------------------

@dataclasses.dataclass
class Site:
    """One keyword occurrence on a line the series added to a header."""
    header: str            # relative to the tree
    line: int              # 1-based
    col: int               # 1-based
    keyword: str
    category: str
    start: int             # offsets of the dropped text in the header
    end: int
    replacement: str
    text: str              # the source line, stripped
    decl: str = ''         # the function, macro, member or variable annotated
    decl_kind: str = 'other'   # prototype, definition, statement, variable, macro, other
    scope: str = ''        # struct of a member, function of a statement
    unanalysed: bool = False   # the declaration is also __no_capability_analysis
    conditional: bool = False  # inside an #if (other than the include guard)

    @property
    def id(self) -> str:
        return f'{self.header}:{self.line}:{self.col}:{self.keyword}'

    def names(self) -> List[str]:
        """Identifiers a corpus case names when it uses what the site annotates."""
        return [n for n in dict.fromkeys((self.decl, self.scope)) if n]


def added_lines(tree: str, base: str = 'base',
                paths: Sequence[str] = ('include/', 'arch/*/include/')) -> Dict[str, Set[int]]:
    """Per header (relative to @tree), the line numbers (in HEAD) the
    commits base..HEAD added."""
    out = subprocess.run(['git', '-C', tree, 'diff', '-U0', '--no-color', '--no-ext-diff',
                          '--no-renames', f'{base}..HEAD', '--'] + list(paths),
                         capture_output=True, text=True, check=True).stdout
    return parse_added_lines(out)


_HUNK_RE = re.compile(r'^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@')


def parse_added_lines(diff: str) -> Dict[str, Set[int]]:
    """The added lines of a -U0 unified diff, per new-side path (.h only)."""
    added: Dict[str, Set[int]] = {}
    path: Optional[str] = None
    for line in diff.splitlines():
        if line.startswith('+++ '):
            name = line[4:]
            path = name[2:] if name.startswith('b/') and name.endswith('.h') else None
            continue
        m = _HUNK_RE.match(line)
        if m and path is not None:
            first, count = int(m.group(1)), int(m.group(2) or '1')
            added.setdefault(path, set()).update(range(first, first + count))
    return {p: s for p, s in added.items() if s}


def _directives(code: str) -> List[Optional[Tuple[str, str, int]]]:
    """Per line (0-based) of comment-stripped @code: None outside a
    preprocessor directive, else (directive, macro name, offset where a
    #define's body starts) for every line the directive spans."""
    out: List[Optional[Tuple[str, str, int]]] = [None] * (code.count('\n') + 1)
    for d in c_source.directives(code):
        for j in range(d.first - 1, d.last):
            out[j] = (d.keyword, d.name, d.body)
    return out


def _conditional_lines(dirs: List[Optional[Tuple[str, str, int]]],
                       lines: List[str]) -> List[bool]:
    """Per line: inside an #if, #ifdef or #ifndef other than the include
    guard (an #ifndef X right before #define X, outside any other)."""
    out = [False] * len(dirs)
    stack: List[bool] = []       # True: the include guard
    i = 0
    while i < len(dirs):
        d = dirs[i]
        if d is not None and (i == 0 or dirs[i - 1] is None or dirs[i - 1] != d):
            kind = d[0]
            if kind in ('if', 'ifdef', 'ifndef'):
                guard = False
                if kind == 'ifndef' and not stack:
                    m = re.match(r'\s*#\s*ifndef\s+(\w+)', lines[i])
                    nxt = next((dirs[k] for k in range(i + 1, len(dirs)) if dirs[k]), None)
                    guard = bool(m and nxt and nxt[0] == 'define' and nxt[1] == m.group(1))
                stack.append(guard)
            elif kind == 'endif' and stack:
                stack.pop()
        out[i] = any(not g for g in stack)
        i += 1
    return out


def _match_paren(code: str, i: int) -> int:
    """Offset just after the parenthesis that closes the one at @i, -1 if none."""
    depth = 0
    for k in range(i, len(code)):
        c = code[k]
        if c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
            if depth == 0:
                return k + 1
    return -1


def _split_args(text: str, code: str) -> List[str]:
    """The arguments of a call's parenthesised list: @code is it without
    comments and literals (for the commas), @text as written."""
    args, depth, last = [], 0, 1
    for k, c in enumerate(code):
        if c in '([{':
            depth += 1
        elif c in ')]}':
            depth -= 1
        elif c == ',' and depth == 1:
            args.append(text[last:k])
            last = k + 1
    args.append(text[last:len(code) - 1])
    return args


_TOKEN_RE = re.compile(r'[A-Za-z_]\w*|\S')


def _top_level(code: str) -> List[Tuple[str, int, int]]:
    """Tokens of @code at parenthesis depth 0, a parenthesised or bracketed
    group as one ('(' or '[' token), with their offsets."""
    toks: List[Tuple[str, int, int]] = []
    k = 0
    while k < len(code):
        m = _TOKEN_RE.search(code, k)
        if not m:
            break
        if m.group() in '([':
            close = ')' if m.group() == '(' else ']'
            depth, e = 0, m.start()
            while e < len(code):
                if code[e] in '([':
                    depth += 1
                elif code[e] in ')]':
                    depth -= 1
                    if depth == 0 and code[e] == close:
                        break
                e += 1
            toks.append((m.group(), m.start(), e + 1))
            k = e + 1
        else:
            toks.append((m.group(), m.start(), m.end()))
            k = m.end()
    return toks


def function_name(head: str) -> str:
    """The name of the function @head (a declaration up to its parameter
    list or beyond) declares, '' if it declares none."""
    toks = _top_level(head)
    for i, (tok, s, e) in enumerate(toks):
        if tok != '(':
            continue
        inner = head[s + 1:e - 1].strip()
        nxt = toks[i + 1][0] if i + 1 < len(toks) else ''
        if re.fullmatch(r'[A-Za-z_]\w*', inner) and nxt == '(':
            return inner                    # void (local_irq_disable)(void)
        if i and re.fullmatch(r'[A-Za-z_]\w*', toks[i - 1][0]) and \
                toks[i - 1][0] not in _NOT_NAMES and toks[i - 1][0] not in _C_WORDS:
            return toks[i - 1][0]
    return ''


def _variable_name(head: str) -> str:
    """The last declared identifier of a declaration head (before its
    attributes): int a[4], struct foo *p."""
    name = ''
    for tok, _, _ in _top_level(head):
        if re.fullmatch(r'[A-Za-z_]\w*', tok) and tok not in _NOT_NAMES and \
                tok not in _C_WORDS and not tok.startswith('__attribute'):
            name = tok
        elif tok == '=':
            break
    return name


def _blank_directives(code: str, dirs: List[Optional[Tuple[str, str, int]]]) -> str:
    lines = code.split('\n')
    return '\n'.join(' ' * len(ln) if dirs[i] else ln for i, ln in enumerate(lines))


def _enclosing(plain: str, o: int) -> Tuple[List[int], int, int]:
    """(open braces around offset @o, start and end of the declaration or
    statement @o is in: after the last ';', '{' or '}' before it, up to the
    next ';', '{' or '}' after it at the same depth)."""
    stack: List[int] = []
    last = -1
    for k in range(o):
        c = plain[k]
        if c == '{':
            stack.append(k)
            last = k
        elif c == '}':
            if stack:
                stack.pop()
            last = k
        elif c == ';':
            last = k
    depth = 0
    end = len(plain)
    for k in range(o, len(plain)):
        c = plain[k]
        if c in '([':
            depth += 1
        elif c in ')]':
            depth -= 1
        elif depth <= 0 and c in ';{}':
            end = k
            break
    return stack, last + 1, end


def _describe(site: Site, plain: str) -> None:
    """Fill in what @site annotates, from the header without comments and
    directives (@plain)."""
    stack, start, end = _enclosing(plain, site.start)
    head = plain[start:end]
    term = plain[end] if end < len(plain) else ''
    words = set(re.findall(r'[A-Za-z_]\w*', head))
    site.unanalysed = any(w in words for w in UNANALYSED if w != site.keyword)
    # Inside a function body: the statement's function.
    for brace in stack:
        fstart = max(plain.rfind(';', 0, brace), plain.rfind('}', 0, brace),
                     plain.rfind('{', 0, brace)) + 1
        fhead = plain[fstart:brace]
        name = function_name(fhead)
        if name and not re.search(r'\b(struct|union|enum)\b[^()]*$', fhead) and \
                '=' not in fhead.split('(', 1)[0]:
            site.decl_kind, site.decl = 'statement', name
            site.unanalysed = any(w in re.findall(r'[A-Za-z_]\w*', fhead)
                                  for w in UNANALYSED)
            return
    if stack:
        m = re.search(r'\b(?:struct|union)\s+(\w+)\s*$', plain[:stack[-1]])
        site.scope = m.group(1) if m else ''
    before = plain[start:site.start]
    depth, opened = 0, -1
    for k, c in enumerate(before):
        if c == '(':
            depth += 1
            if depth == 1:
                opened = k
        elif c == ')':
            depth -= 1
    if depth > 0:
        # An argument of a macro invocation at file scope, e.g. the
        # attributes of DECLARE_LOCK_GUARD_1_ATTRS(raw_spinlock, ...): the
        # macro (not in the preprocessed unit) and its first argument; for
        # cleanup.h's guard attributes, the function the argument annotates.
        m = re.search(r'(\w+)\s*$', before[:opened])
        site.decl_kind, site.decl = 'other', m.group(1) if m else ''
        first = re.match(r'\s*(\w+)', before[opened + 1:])
        site.scope = first.group(1) if first else ''
        arg = sum(1 for tok, _, _ in _top_level(before[opened + 1:]) if tok == ',')
        target = GUARD_ATTRIBUTES.get(site.decl, {}).get(arg)
        if target and site.scope:
            # Defined __no_capability_analysis by DEFINE_CLASS() and
            # __DEFINE_LOCK_GUARD_*(), or here (the cleanup helper).
            site.decl_kind, site.decl = 'definition', target.format(site.scope)
            site.unanalysed = True
        return
    name = function_name(before)
    if name and term == '{':
        site.decl_kind, site.decl = 'definition', name
    elif name and term == ';':
        site.decl_kind, site.decl = 'prototype', name
    elif term == ';' and site.keyword in ('__guarded_by', '__pt_guarded_by', '__rcu_guarded',
                                          'GUARDED_BY', 'PT_GUARDED_BY'):
        site.decl_kind, site.decl = 'variable', _variable_name(before)
    else:
        site.decl = name or _variable_name(before)


# cleanup.h's macros that put attributes on a guard's functions: per
# argument, the function it annotates ({} is the guard's name).
GUARD_ATTRIBUTES = {
    'DECLARE_LOCK_GUARD_1_ATTRS': {2: 'class_{}_constructor', 3: '__class_{}_cleanup_ctx'},
    'DECLARE_LOCK_GUARD_0_ATTRS': {1: 'class_{}_constructor', 2: 'class_{}_destructor'},
}


@dataclasses.dataclass
class Skipped:
    """Keyword occurrences on added lines that are not sites, by reason."""
    counts: Dict[str, int] = dataclasses.field(default_factory=dict)

    def add(self, why: str) -> None:
        self.counts[why] = self.counts.get(why, 0) + 1


def find_sites(header: str, text: str, added: Set[int],
               skipped: Optional[Skipped] = None) -> List[Site]:
    """The sites of @header (its path relative to the tree, @text its
    contents) on the @added lines (1-based)."""
    skipped = skipped if skipped is not None else Skipped()
    code = c_source.strip_comments(text, literals=True)
    dirs = _directives(code)
    plain = _blank_directives(code, dirs)
    line_starts = [0] + [m.end() for m in re.finditer('\n', code)]
    conditional = _conditional_lines(dirs, code.split('\n'))
    sites: List[Site] = []
    for m in KEYWORD_RE.finditer(code):
        o = m.start()
        lineno = _line_of(line_starts, o)
        if lineno + 1 not in added:
            continue
        kw = KEYWORDS[m.group(1)]
        d = dirs[lineno]
        if d is not None:
            kind, name, body = d
            if kind != 'define':
                skipped.add('in a preprocessor condition')
                continue
            if o < body:
                skipped.add('the name of a #define')
                continue
            if header == DEFINITIONS_HEADER:
                skipped.add(f'a keyword definition ({DEFINITIONS_HEADER})')
                continue
            if name in KEYWORDS:
                skipped.add('a keyword definition (#define of a keyword elsewhere)')
                continue
        end = m.end()
        replacement = kw.replacement
        if kw.args:
            k = end
            while k < len(code) and (code[k].isspace() or code.startswith('\\\n', k)):
                k += 1
            if k >= len(code) or code[k] != '(':
                skipped.add('not invoked (a function-like keyword without arguments)')
                continue
            close = _match_paren(code, k)
            if close < 0:
                skipped.add('unbalanced parentheses')
                continue
            inner = code[k + 1:close - 1].strip()
            after = code[close:close + 200].lstrip(' \t\n\\')
            if kw.mode in ('stmt', 'value') and (inner == 'void' or after.startswith('{')):
                skipped.add('the declaration of a statement form')
                continue
            end = close
            if kw.mode == 'stmt':
                replacement = '((void)0)'
            elif kw.mode == 'value':
                args = _split_args(text[k:close], code[k:close])
                kept = ','.join(args) if kw.keep < 0 else args[kw.keep]
                replacement = '(' + kept.strip() + ')'
        dropped = text[o:end]
        missing = dropped.count('\n') - replacement.count('\n')
        if missing > 0:
            replacement += (' \\\n' if d is not None else '\n') * missing
        site = Site(header, lineno + 1, o - line_starts[lineno] + 1, m.group(1),
                    kw.category, o, end, replacement,
                    text[line_starts[lineno]:text.find('\n', o) if '\n' in text[o:] else len(text)].strip())
        site.conditional = conditional[lineno]
        if d is not None:
            site.decl_kind, site.decl = 'macro', d[1]
        else:
            _describe(site, plain)
        sites.append(site)
    return sites


def _line_of(line_starts: List[int], offset: int) -> int:
    lo, hi = 0, len(line_starts) - 1
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if line_starts[mid] <= offset:
            lo = mid
        else:
            hi = mid - 1
    return lo


def mutant_text(text: str, site: Site) -> str:
    """@text (the header @site is in) without that site."""
    return text[:site.start] + site.replacement + text[site.end:]


def tree_sites(tree: str, base: str = 'base',
               skipped: Optional[Skipped] = None) -> Tuple[List[Site], Dict[str, str]]:
    """Every site of the series' headers, and the headers' texts."""
    texts: Dict[str, str] = {}
    sites: List[Site] = []
    for header, lines in sorted(added_lines(tree, base).items()):
        path = os.path.join(tree, header)
        if not os.path.isfile(path):
            continue
        with open(path, encoding='utf-8') as f:
            texts[header] = f.read()
        sites += find_sites(header, texts[header], lines, skipped)
    return sites, texts


# --- the compiles (contexts) ------------------------------------------------------

# Build folders (under build/) and the opted-in objects of each that are
# compiled, per stage: the KUnit suites and the compile test in every KUnit
# configuration (x86_64, PREEMPT_RT for the *_rt.h headers, !SMP for
# spinlock_api_up.h, arm64, UML for rcutiny.h and srcutiny.h: the only
# build without SMP and PREEMPTION), then the opted-in objects of the subsystems
# build and those only the PREEMPT_RT build compiles (ww_rt_mutex.o, the RT
# forms of kernel/locking/). Routing by the .cmd files' dependency lists
# decides which of them a header's mutants reach.
SUITES = ('lib/capability-analysis-kunit/', 'lib/test_capability-analysis.o')
OBJECT_STAGES: Tuple[Tuple[str, str, str], ...] = (
    ('kunit', 'kunit-x86_64', 'suites'),
    ('kunit', 'kunit-rt-arm64', 'suites'),
    ('kunit', 'compile-up-x86_64', 'suites'),
    ('kunit', 'compile-smp-x86_64', 'suites'),
    ('kunit', 'kunit-arm64', 'suites'),
    ('kunit', 'kunit-um', 'suites'),
    ('object', 'optin-x86_64', 'all'),
    ('object', 'kunit-rt-arm64', 'others'),
    ('object', 'compile-smp-x86_64', 'others'),
)
STAGE_ORDER = {'corpus': 0, 'kunit': 1, 'object': 2}
OBJECT_FLAGS = ['-Werror']
_PP_TOKEN_RE = re.compile(r'[A-Za-z_]\w*|\d[\w.]*|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|\S')


@dataclasses.dataclass
class Context:
    """One compile a mutant may fail: a corpus case, or an object."""
    kind: str                 # 'corpus', 'kunit' or 'object'
    config: str               # build folder name
    name: str                 # repo-relative case, or the object
    build_dir: str
    obj: str                  # the object whose kbuild command compiles it
    source: str               # absolute path of the compiled file
    variants: List[List[str]]  # extra flags of each compile (a case and its twin)
    headers: Set[str] = dataclasses.field(default_factory=set)
    ids: Dict[str, List[int]] = dataclasses.field(default_factory=dict)  # [named, declared]
    digests: List[str] = dataclasses.field(default_factory=list)
    ok: bool = False
    why: str = ''             # why it fails without a mutant
    words: Set[str] = dataclasses.field(default_factory=set)  # identifiers of its source
    prepared: bool = False    # the baseline ran (Baseline.ready())
    empty: Set[str] = dataclasses.field(default_factory=set)  # keywords that expand to nothing
    bodies: Dict[str, str] = dataclasses.field(default_factory=dict)  # definitions' digests
    flags: str = ''           # flag_key() of its command
    goldens: str = ''         # a corpus case's build's golden overrides

    @property
    def key(self) -> str:
        return f'{self.config}:{self.name}'


def tree_relative(path: str, cwd: str, tree: str) -> Optional[str]:
    """@path (as a compiler or kbuild named it, relative to @cwd) relative
    to @tree, None outside it."""
    p = os.path.normpath(path if os.path.isabs(path) else os.path.join(cwd, path))
    root = os.path.normpath(tree)
    return os.path.relpath(p, root) if p.startswith(root + os.sep) else None


def preprocessed(argv: Sequence[str], cwd: str,
                 timeout: int = kernel_compile.COMPILE_TIMEOUT) -> Tuple[int, str, str]:
    """(exit code, output, stderr) of @argv (a -fsyntax-only command) run
    as -E."""
    cmd = kernel_compile.preprocess_command(argv)
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                           errors='replace', timeout=timeout, check=False)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return -1, '', f'preprocessor timed out after {timeout}s'


def included(text: str, cwd: str, tree: str) -> Set[str]:
    """Headers of @tree a preprocessed unit entered (its line markers)."""
    out = set()
    for path in set(kernel_compile.marked_files(text)):
        rel = tree_relative(path, cwd, tree)
        if rel is not None:
            out.add(rel)
    return out


def digest(text: str, roots: Sequence[str]) -> str:
    """The preprocessed unit @text as tokens, without line markers and with
    @roots (the tree, a mutant's folder) left out of paths: equal for two
    units that differ only in where their headers were found."""
    body = '\n'.join(ln for ln in text.split('\n') if not ln.startswith('#'))
    for root in roots:
        body = body.replace(os.path.normpath(root) + '/', '')
    h = hashlib.sha1()
    for tok in _PP_TOKEN_RE.findall(body):
        h.update(tok.encode())
        h.update(b'\0')
    return h.hexdigest()


PROBE_INCLUDES = ('linux/rcupdate.h', 'linux/local_lock.h')


def probe_source() -> str:
    """A file that expands every attribute keyword between markers (with
    the headers that define the few not in compiler-context-analysis.h)."""
    lines = [f'#include <{h}>' for h in PROBE_INCLUDES]
    for i, name in enumerate(PROBED):
        args = ''
        if KEYWORDS[name].args:
            args = '(1, x)' if name.startswith(('__cond_', '__try_', 'TRY_')) else '(x)'
        lines.append(f'@@{i}@@ {name}{args} @@end@@')
    return '\n'.join(lines) + '\n'


PROBED = sorted(k for k, v in KEYWORDS.items() if v.mode == 'attr')
_PROBE_RE = re.compile(r'@@(\d+)@@(.*?)@@end@@', re.S)


def empty_keywords(text: str) -> Set[str]:
    """The keywords a preprocessed probe_source() shows expanding to nothing."""
    return {PROBED[int(m.group(1))] for m in _PROBE_RE.finditer(text)
            if not re.sub(r'^#.*$', '', m.group(2), flags=re.M).strip()}


# Words after which an identifier is an expression (a reference), though
# an identifier precedes it.
_EXPRESSION_AFTER = {'return', 'case', 'sizeof', 'typeof', '__typeof__', '__typeof',
                     '_Alignof', 'alignof', '__alignof__', 'else', 'do', 'goto',
                     '__extension__', '__real__', '__imag__', '_Generic', 'defined'}
_QUALIFIERS = {'const', 'volatile', 'restrict', '__restrict', '__restrict__'}
_CODE_TOKEN_RE = re.compile(r'[A-Za-z_]\w*|\d[\w.]*|"(?:\\.|[^"\\\n])*"|'
                            r"'(?:\\.|[^'\\\n])*'|->|\S")


def _is_declarator(toks: List[str], i: int) -> bool:
    """Whether the identifier @toks[i] is being declared: preceded (past
    '*', qualifiers and __attribute__((...)) groups) by an identifier that
    is a type, not a word after which an expression follows. A cast, a
    member access, an operator, a parenthesis before it make it a
    reference."""
    j = i - 1
    while j >= 0:
        t = toks[j]
        if t == '*' or t in _QUALIFIERS:
            j -= 1
            continue
        if t == ')':
            depth, k = 0, j
            while k >= 0:
                if toks[k] == ')':
                    depth += 1
                elif toks[k] == '(':
                    depth -= 1
                    if depth == 0:
                        break
                k -= 1
            if k > 0 and toks[k - 1] in ('__attribute__', '__attribute'):
                j = k - 2
                continue
            return False
        break
    if j < 0:
        return False
    t = toks[j]
    return bool(re.fullmatch(r'[A-Za-z_]\w*', t)) and t not in _EXPRESSION_AFTER


def unit_tokens(text: str) -> List[str]:
    """The tokens of a preprocessed unit, without its line markers."""
    return _CODE_TOKEN_RE.findall('\n'.join(ln for ln in text.split('\n')
                                             if not ln.startswith('#')))


def count_names(text: str, names: Set[str],
                toks: Optional[List[str]] = None) -> Dict[str, List[int]]:
    """For each of @names in the preprocessed unit @text (or its tokens
    @toks): [occurrences, declarations] (its declarators: what is declared
    or defined under that name, any entity). Occurrences minus declarations
    are references: 0 means nothing in the unit calls, reads or takes the
    address of anything of that name."""
    toks = unit_tokens(text) if toks is None else toks
    counts: Dict[str, List[int]] = {}
    for i, t in enumerate(toks):
        if t in names:
            c = counts.setdefault(t, [0, 0])
            c[0] += 1
            if _is_declarator(toks, i):
                c[1] += 1
    return counts


def _close(toks: List[str], i: int, opening: str, closing: str) -> int:
    """Index of the token that closes the @opening one at @i, -1 if none."""
    depth = 0
    for k in range(i, len(toks)):
        if toks[k] == opening:
            depth += 1
        elif toks[k] == closing:
            depth -= 1
            if depth == 0:
                return k
    return -1


def body_digests(toks: List[str], names: AbstractSet[str]) -> Dict[str, str]:
    """For each of @names a function definition in the tokens @toks has:
    the digest of the definition's tokens (declarator, attributes, body)."""
    out: Dict[str, str] = {}
    for i, t in enumerate(toks):
        if t not in names or i + 1 >= len(toks) or toks[i + 1] != '(' or \
                not _is_declarator(toks, i):
            continue
        k = _close(toks, i + 1, '(', ')')
        depth = 0
        j = k + 1
        while 0 < j < len(toks):
            if toks[j] == '(':
                depth += 1
            elif toks[j] == ')':
                depth -= 1
            elif depth == 0 and toks[j] in ('{', ';', '=', ','):
                break
            j += 1
        if k < 0 or j >= len(toks) or toks[j] != '{':
            continue
        end = _close(toks, j, '{', '}')
        if end > 0:
            out[t] = hashlib.sha1('\0'.join(toks[i:end + 1]).encode()).hexdigest()
    return out


def flag_key(argv: Sequence[str]) -> str:
    """What of a compile command can change a header function's analysis:
    the warning flags, the macros (but kbuild's per-object KBUILD_* and
    __KBUILD_MODNAME names), the forced includes; not the dependency file
    (-Wp,-MMD,...)."""
    keep = []
    for i, a in enumerate(argv):
        if a.startswith('-Wp,-M') or a.startswith(('-DKBUILD_', '-D__KBUILD_')):
            continue
        if a.startswith(('-W', '-U', '-D')):
            keep.append(a)
        elif a == '-include' and i + 1 < len(argv):
            keep.append('-include ' + argv[i + 1])
    return hashlib.sha1('\0'.join(sorted(set(keep))).encode()).hexdigest()[:16]


def case_golden(ctx: Context) -> str:
    """The golden a corpus case @ctx is checked against in its build."""
    return check_diagnostics.pick_golden(ctx.source, os.path.join(REPO, 'negative-tests'),
                                         os.path.join(REPO, 'expected-diagnostics'),
                                         ctx.goldens or None)


class Compiles:
    """How contexts are compiled and preprocessed, with or without a mutant
    folder searched first (a stand-in in the unit tests)."""

    def __init__(self, tree: str, pch_folder: Optional[str] = None):
        # Real paths: kbuild's commands name the tree's real path, and a tree
        # reached through a symbolic link (build/ linked from a worktree)
        # matched no header of any unit.
        self.tree = os.path.realpath(tree)
        self.pch_folder = pch_folder

    def _corpus(self, ctx: Context, out: Optional[str]) -> kernel_compile.Compiler:
        prepend = [f'-I{os.path.join(out, "include")}'] if out else []
        return check_diagnostics.case_compiler(
            ctx.build_dir, self.tree, ctx.obj, prepend=prepend,
            overlays=[out] if out else [], pch=out is None and self.pch_folder is not None,
            pch_folder=self.pch_folder).for_file(ctx.source)

    def _object_argv(self, ctx: Context, out: Optional[str], extra: Sequence[str]) -> List[str]:
        argv = kbuild_cmd.read_compile_command(ctx.build_dir, ctx.obj)
        prepend = [f'-I{os.path.join(out, "include")}'] if out else []
        return kernel_compile.command(argv, ctx.source, prepend, OBJECT_FLAGS + list(extra))

    def argv(self, ctx: Context, out: Optional[str], variant: Sequence[str]) -> List[str]:
        """The -fsyntax-only command of one variant of @ctx."""
        if ctx.kind == 'corpus':
            return self._corpus(ctx, out).command(ctx.source, variant)
        return self._object_argv(ctx, out, variant)

    def preprocess(self, ctx: Context, out: Optional[str],
                   variant: Sequence[str]) -> Tuple[int, str, str]:
        return preprocessed(self.argv(ctx, out, variant), ctx.build_dir)

    def empty(self, ctx: Context, work: str) -> Set[str]:
        """The attribute keywords that expand to nothing with @ctx's flags
        (those of the atomic layer outside it): dropping one changes no
        token. Found by preprocessing probe_source() in @work."""
        os.makedirs(work, exist_ok=True)
        probe = os.path.join(work, f'probe-{threading.get_ident()}.c')
        with open(probe, 'w', encoding='utf-8') as f:
            f.write(probe_source())
        argv = self.argv(ctx, None, [])
        argv[-1] = probe
        rc, text, _ = preprocessed(argv, ctx.build_dir)
        return empty_keywords(text) if rc == 0 else set()

    def check(self, ctx: Context, out: Optional[str]) -> Tuple[str, str]:
        """('pass', '') or (failure kind, detail) of @ctx compiled, with the
        headers of @out searched first when given. Kinds: 'analysis' (a
        thread-safety diagnostic changed), 'build' (a hard error)."""
        if ctx.kind == 'corpus':
            r = check_diagnostics.check_case(self._corpus(ctx, out), ctx.source,
                                             case_golden(ctx))
            if r.passed:
                return 'pass', ''
            kind = 'build' if r.status in ('broken', 'rejected', 'crash', 'timeout') else 'analysis'
            return kind, f'{r.status}: {r.detail.splitlines()[0] if r.detail else ""}'
        rc, err, timed_out = kernel_compile.execute(self._object_argv(ctx, out, []),
                                                    ctx.build_dir)
        if rc == 0:
            return 'pass', ''
        out_ = diagnostics.parse(err, rc)
        errors = [d for d in out_.diagnostics if d.severity in ('error', 'fatal error')]
        hard = [d for d in errors if not d.is_thread_safety()]
        first = (hard or errors)[0] if (hard or errors) else None
        shown = f'{first.path}:{first.line}: {first.message}' if first else \
            (err.strip().splitlines() or [f'exit code {rc}'])[0]
        if timed_out or out_.crashed or hard or not errors:
            return 'build', shown
        return 'analysis', shown


# The builds make check compiles the corpus in, each with the goldens that
# replace expected-diagnostics/'s there (check_diagnostics --golden-overrides).
CORPUS_BUILDS: Tuple[Tuple[str, Optional[str]], ...] = (
    ('kunit-x86_64', None),
    ('kunit-arm64', None),
    ('compile-smp-x86_64', 'expected-diagnostics-smp-nodebug'),
)


def corpus_contexts(build: str, cases_root: str,
                    builds: Sequence[Tuple[str, Optional[str]]] = CORPUS_BUILDS
                    ) -> Tuple[List[Context], List[str]]:
    """Every case of the corpus in each of @builds (the flags of its
    directory's OBJECT where it names one), but where it NEEDS options the
    build lacks; and the build folders missing."""
    out = []
    missing = []
    cases = check_diagnostics.find_cases(cases_root, [])
    words = {}
    for case in cases:
        with open(case, encoding='utf-8', errors='replace') as f:
            words[case] = set(re.findall(r'[A-Za-z_]\w*', c_source.strip_comments(f.read())))
    for config, overrides in builds:
        bd = os.path.join(build, config)
        if not os.path.isdir(bd):
            missing.append(config)
            continue
        for case in cases:
            if not check_diagnostics.compiled_here(case, bd):
                continue        # it NEEDS options this build lacks
            obj = (kernel_compile.directory_object(os.path.dirname(case))
                   or check_diagnostics.DEFAULT_OBJ)
            out.append(Context('corpus', config, os.path.relpath(case, REPO), bd, obj,
                               case, [[], ['-DFIXED']], words=words[case],
                               goldens=os.path.join(REPO, overrides) if overrides else ''))
    return out, missing


def object_contexts(build: str, tree: str,
                    stages: Sequence[Tuple[str, str, str]] = OBJECT_STAGES
                    ) -> Tuple[List[Context], List[str]]:
    """The objects of @stages that kbuild compiled with the analysis, their
    headers from the .cmd files; and the build folders that are missing."""
    out: List[Context] = []
    missing: List[str] = []
    for kind, config, which in stages:
        bd = os.path.join(build, config)
        if not os.path.isdir(bd):
            missing.append(config)
            continue
        for obj, argv in sorted(kbuild_cmd.saved_commands(bd)):
            if not kbuild_cmd.is_opted_in(argv):
                continue
            suite = obj.startswith(SUITES[0]) or obj == SUITES[1]
            if (which == 'suites') != suite and which != 'all':
                continue
            src = os.path.normpath(os.path.join(bd, argv[-1]))
            try:
                deps = kbuild_cmd.read_deps(bd, obj)
            except kbuild_cmd.CmdFileError:
                continue
            headers = {r for r in (tree_relative(d, bd, tree) for d in deps) if r}
            try:
                with open(src, encoding='utf-8', errors='replace') as f:
                    words = set(re.findall(r'[A-Za-z_]\w*', c_source.strip_comments(f.read())))
            except OSError:
                words = set()
            out.append(Context(kind, config, obj, bd, obj, src, [[]], headers=headers,
                               words=words))
    return out, missing


# --- the baseline -----------------------------------------------------------------

CACHE_VERSION = 5


def _file_hash(path: str) -> str:
    try:
        with open(path, 'rb') as f:
            return hashlib.sha1(f.read()).hexdigest()
    except OSError:
        return ''


def fingerprint(ctx: Context, compiles: Compiles, head: str, names: Set[str]) -> str:
    """What the baseline of @ctx depends on: the tree (its path: the headers
    a unit includes are found by it) and its commit, the configuration of
    its build (a build configured again includes other headers and names
    other functions with the same commands), the commands, the source (and
    golden), the names counted."""
    h = hashlib.sha1(f'{CACHE_VERSION}\0{compiles.tree}\0{head}\0'.encode())
    h.update(_file_hash(os.path.join(ctx.build_dir, config_branches.AUTOCONF)).encode())
    for v in ctx.variants:
        h.update('\0'.join(compiles.argv(ctx, None, v)).encode())
    h.update(_file_hash(ctx.source).encode())
    if ctx.kind == 'corpus':
        h.update(_file_hash(case_golden(ctx)).encode())
    h.update('\0'.join(sorted(names)).encode())
    return h.hexdigest()


def run_baseline(ctx: Context, compiles: Compiles, names: Set[str],
                 bodies: AbstractSet[str] = frozenset()) -> None:
    """Preprocess and check @ctx without a mutant: its headers (the
    corpus's, from the line markers), @names, token digests, the
    definitions of @bodies, its flags, and whether it passes."""
    ctx.digests, ctx.ids, ctx.bodies = [], {}, {}
    for v in ctx.variants:
        rc, text, err = compiles.preprocess(ctx, None, v)
        if rc != 0:
            ctx.ok, ctx.why = False, 'does not preprocess: ' + (err.strip().splitlines() or [''])[0]
            return
        if ctx.kind == 'corpus':
            ctx.headers |= included(text, ctx.build_dir, compiles.tree)
        ctx.digests.append(digest(text, [compiles.tree]))
        toks = unit_tokens(text)
        for n, (total, decls) in count_names(text, names, toks).items():
            # The twin that names it most, and declares it least.
            have = ctx.ids.get(n, [0, 0])
            ctx.ids[n] = [max(have[0], total), min(have[1], decls) if have[0] else decls]
        for n, d in body_digests(toks, bodies).items():
            ctx.bodies[n] = ctx.bodies.get(n, '') + d
    ctx.flags = flag_key(compiles.argv(ctx, None, []))
    kind, detail = compiles.check(ctx, None)
    ctx.ok, ctx.why = kind == 'pass', detail


class Baseline:
    """Each context without a mutant, prepared when first needed: what it
    includes, names and preprocesses to, and whether it passes; kept in
    @cache_path (JSON) per context, while the context's fingerprint holds.
    A mutant that the first corpus case naming its function kills needs
    no other context's baseline."""

    def __init__(self, compiles: Compiles, head: str, names: Set[str],
                 cache_path: Optional[str], work: str, bodies: AbstractSet[str] = frozenset()):
        self.compiles = compiles
        self.work = work
        self.bodies = bodies
        self.head = head
        self.names = names
        self.cache_path = cache_path
        self.cache: Dict[str, Dict] = {}
        self.ran = 0
        self.reused = 0
        self._guard = threading.Lock()
        self._locks: Dict[str, threading.Lock] = {}
        if cache_path and os.path.exists(cache_path):
            try:
                with open(cache_path, encoding='utf-8') as f:
                    self.cache = json.load(f)
            except (OSError, ValueError):
                self.cache = {}

    def ready(self, ctx: Context) -> Context:
        """@ctx, prepared (once; thread-safe)."""
        with self._guard:
            lock = self._locks.setdefault(ctx.key, threading.Lock())
        with lock:
            if ctx.prepared:
                return ctx
            fp = fingerprint(ctx, self.compiles, self.head, self.names | self.bodies)
            entry = self.cache.get(ctx.key)
            if entry and entry.get('fingerprint') == fp:
                ctx.headers = set(entry['headers']) | ctx.headers
                ctx.ids, ctx.digests = entry['ids'], entry['digests']
                ctx.ok, ctx.why = entry['ok'], entry['why']
                ctx.bodies, ctx.flags = entry['bodies'], entry['flags']
                if 'empty' not in entry:
                    entry['empty'] = sorted(self.compiles.empty(ctx, self.work))
                    with self._guard:
                        self.ran += 1
                ctx.empty = set(entry['empty'])
                with self._guard:
                    self.reused += 1
            else:
                run_baseline(ctx, self.compiles, self.names, self.bodies)
                ctx.empty = self.compiles.empty(ctx, self.work) if ctx.ok else set()
                with self._guard:
                    self.ran += 1
                    self.cache[ctx.key] = {
                        'fingerprint': fp, 'headers': sorted(ctx.headers), 'ids': ctx.ids,
                        'digests': ctx.digests, 'ok': ctx.ok, 'why': ctx.why,
                        'empty': sorted(ctx.empty), 'bodies': ctx.bodies, 'flags': ctx.flags}
                    pending = self.ran % 50 == 0
                if pending:
                    self.save()       # a stopped run keeps what it prepared
            ctx.prepared = True
            return ctx

    def save(self) -> None:
        if not self.cache_path or not self.ran:
            return
        os.makedirs(os.path.dirname(self.cache_path), exist_ok=True)
        tmp = f'{self.cache_path}.{threading.get_ident()}.tmp'
        with self._guard:
            with open(tmp, 'w', encoding='utf-8') as f:
                json.dump(self.cache, f)
        os.replace(tmp, self.cache_path)


# --- one mutant -------------------------------------------------------------------

@dataclasses.dataclass
class Outcome:
    """What became of one mutant."""
    site: Site
    status: str = 'survived'      # 'killed', 'killed-build', 'survived'
    killer: str = ''              # the context that failed
    detail: str = ''
    compiled: int = 0             # compiles run
    routed: int = 0               # baseline-passing compiles that include the header
    unreferenced: int = 0         # skipped: the name occurs only in its declaration
    empty: int = 0                # skipped: the keyword expands to nothing there
    equivalent: int = 0           # skipped: same preprocessed tokens
    unreachable: int = 0          # the mutant header was not the one included
    represented: int = 0          # skipped: same function, config and flags as one compiled
    inactive: int = 0             # skipped: the line is in an #if branch the build leaves out
    seconds: float = 0.0
    reason: str = ''              # why it survived

    @property
    def killed(self) -> bool:
        return self.status != 'survived'


def unreferenced(site: Site, ctx: Context) -> bool:
    """Whether dropping @site cannot change @ctx: nothing in the
    preprocessed unit refers to what it annotates (every occurrence of the
    name declares something), and that is a prototype, a variable or
    member, or a definition whose body is not analysed anyway (dropping
    __no_capability_analysis itself is not such a case). A name that does
    not occur proves nothing (a macro of that name, or another config's
    branch): the preprocessed tokens decide then."""
    if not site.decl:
        return False
    total, decls = ctx.ids.get(site.decl, [0, 0])
    if total == 0 or total != decls:
        return False
    if site.decl_kind in ('prototype', 'variable'):
        return True
    return site.decl_kind == 'definition' and site.unanalysed and site.category != 'opt-out'


def needs_preprocessing(site: Site, ctx: Context) -> bool:
    """Whether the mutant's preprocessed tokens may equal the tree's in
    @ctx, so that comparing them may save its compile: always for a corpus
    case (its preprocessing is cheap); for an object (whose preprocessing
    costs a third of its compile) only where the site may vanish: a keyword
    of the atomic layer (empty outside it), a macro (expanded or not), a
    macro's argument, a line inside an #if. Elsewhere the object is
    compiled without asking."""
    return (ctx.kind == 'corpus' or site.category == 'atomic' or site.conditional
            or site.decl_kind in ('macro', 'other'))


_MACRO_CALL_RE = re.compile(r'\s*\b([A-Z_][A-Z0-9_]*)\s*\(')


def wrappers(texts: Dict[str, str]) -> Dict[str, Set[str]]:
    """Per identifier, the macros and functions defined in the headers
    @texts whose definition names it: a case that calls
    spin_lock_nest_lock() uses raw_spin_lock_nest_lock() without naming
    it. And per macro invoked outside any function
    (DEFINE_LOCK_GUARD_1(raw_spinlock, ...)), the name its first argument
    gives: a case that says guard(raw_spinlock) uses the macro's
    expansion."""
    users: Dict[str, Set[str]] = {}

    def add(name: str, body: str) -> None:
        for w in set(re.findall(r'[A-Za-z_]\w*', body)):
            if w != name:
                users.setdefault(w, set()).add(name)
    for text in texts.values():
        code = c_source.strip_comments(text, literals=True)
        ends = list(itertools.accumulate(len(ln) + 1 for ln in code.split('\n')))
        for d in c_source.directives(code):
            if d.keyword == 'define' and d.name:
                add(d.name, code[d.body:ends[d.last - 1] - 1])
        plain = _blank_directives(code, _directives(code))
        top = [True] * len(plain)       # outside any function body
        depth, last, head, body_start = 0, 0, '', 0
        for k, c in enumerate(plain):
            if c == '{':
                if depth == 0:
                    head, body_start = plain[last:k], k
                depth += 1
            elif c == '}' and depth:
                depth -= 1
                if depth == 0:
                    # A macro invocation without a ';' (DEFINE_GUARD(...))
                    # may come first: the declaration is after it.
                    m = _MACRO_CALL_RE.match(head)
                    while m and _match_paren(head, m.end() - 1) > 0:
                        head = head[_match_paren(head, m.end() - 1):]
                        m = _MACRO_CALL_RE.match(head)
                    name = function_name(head) if '(' in head else ''
                    if name:
                        add(name, plain[body_start:k])
                    last = k + 1
            elif c == ';' and depth == 0:
                last = k + 1
            top[k] = depth == 0
        for m in _MACRO_CALL_RE.finditer(plain):
            end = _match_paren(plain, m.end() - 1)
            first = re.match(r'\s*([A-Za-z_]\w*)\s*[,)]', plain[m.end():end])
            if top[m.start()] and end > 0 and first:
                users.setdefault(m.group(1), set()).add(first.group(1))
    return users


def reach(names: Iterable[str], users: Dict[str, Set[str]], depth: int = 4) -> Set[str]:
    """@names and the wrappers (wrappers()) around them, @depth levels up."""
    out = set(names)
    edge = set(out)
    for _ in range(depth):
        edge = {u for n in edge for u in users.get(n, ())} - out
        if not edge:
            break
        out |= edge
    return out


def order(site: Site, contexts: Sequence[Context],
          users: Optional[Dict[str, Set[str]]] = None) -> List[Context]:
    """The contexts that may include @site's header and pass without a
    mutant (a corpus case not prepared yet may), the likeliest and cheapest
    killers first: those whose source names what the site annotates or a
    macro or function of the series' headers around it (@users, from
    wrappers()) (corpus cases, KUnit objects, other objects), then the rest
    in the same order. The score does not depend on the order, only the
    time to a kill."""
    names = reach(site.names(), users or {})
    routed = [c for c in contexts
              if (site.header in c.headers or (c.kind == 'corpus' and not c.prepared))
              and (c.ok or not c.prepared)]
    return sorted(routed, key=lambda c: (0 if names & c.words else 1, STAGE_ORDER[c.kind]))


def evaluate(site: Site, text: str, contexts: Sequence[Context], compiles: Compiles,
             out: str, prune: bool = True,
             ready: Callable[[Context], Context] = lambda c: c,
             users: Optional[Dict[str, Set[str]]] = None) -> Outcome:
    """Write the mutant of @site (its header's @text) to @out and run the
    killers until one fails; @ready prepares a context's baseline
    (Baseline.ready()), @users orders them (order())."""
    start = time.monotonic()
    res = Outcome(site)
    dst = os.path.join(out, site.header)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(dst, 'w', encoding='utf-8') as f:
        f.write(mutant_text(text, site))
    seen_marker = os.path.realpath(dst)
    # Dropping an opt-out from a definition changes only the analysis of
    # that function's body: once one compile of a configuration and flag
    # set with the same definition passed, the others would too.
    body_only = site.category == 'opt-out' and site.decl_kind == 'definition'
    passed: Set[Tuple[str, str, str]] = set()
    conds = config_branches.enclosing(text, site.line) if site.conditional else []
    try:
        for ctx in order(site, contexts, users):
            ctx = ready(ctx)
            if not ctx.ok or site.header not in ctx.headers:
                continue
            res.routed += 1
            if prune and conds and _left_out(conds, ctx.build_dir):
                res.inactive += 1
                continue
            if prune and site.keyword in ctx.empty:
                res.empty += 1
                continue
            if prune and unreferenced(site, ctx):
                res.unreferenced += 1
                continue
            key = (ctx.config, ctx.flags, ctx.bodies.get(site.decl, ''))
            if prune and body_only and key[2] and key in passed:
                res.represented += 1
                continue
            if prune and needs_preprocessing(site, ctx):
                same, seen = True, True
                for v, base in zip(ctx.variants, ctx.digests):
                    rc, pp, _ = compiles.preprocess(ctx, out, v)
                    if rc != 0:
                        same = False       # the mutant does not preprocess: compile it
                        break
                    if seen_marker not in set(os.path.realpath(os.path.join(ctx.build_dir, p))
                                              for p in kernel_compile.marked_files(pp)):
                        seen = False
                        break
                    if digest(pp, [compiles.tree, out]) != base:
                        same = False
                        break
                if not seen:
                    res.unreachable += 1
                    continue
                if same:
                    res.equivalent += 1
                    continue
            res.compiled += 1
            kind, detail = compiles.check(ctx, out)
            if kind != 'pass':
                res.status = 'killed-build' if kind == 'build' else 'killed'
                res.killer, res.detail = ctx.key, detail
                return res
            passed.add(key)
        res.reason = survivor_reason(res)
        return res
    finally:
        res.seconds = round(time.monotonic() - start, 2)
        os.unlink(dst)


_OPTIONS: Dict[str, Optional[Dict[str, int]]] = {}
_OPTIONS_LOCK = threading.Lock()


def _left_out(conds: List[Tuple[str, bool]], build_dir: str) -> bool:
    """Whether @build_dir's configuration decides one of @conds (the #if
    lines around a site, config_branches.enclosing()) against the site: no
    unit of that build has the line, so the mutant's tokens are the tree's
    without preprocessing them."""
    with _OPTIONS_LOCK:
        if build_dir not in _OPTIONS:
            _OPTIONS[build_dir] = config_branches.autoconf_options(build_dir)
        options = _OPTIONS[build_dir]
    return options is not None and config_branches.decided_against(conds, options)


def survivor_reason(res: Outcome) -> str:
    s = res.site
    what = f"{s.decl}()" if s.decl_kind in ('prototype', 'definition') else (s.decl or '?')
    if res.routed == 0:
        return f'no compile in any configuration includes {s.header}'
    if res.unreachable and not (res.compiled or res.equivalent or res.unreferenced or res.empty):
        return f'{s.header} is not reachable by the include copy (a quoted or -include)'
    parts = []
    if res.inactive:
        parts.append(f'{res.inactive} whose configuration leaves out its #if branch')
    if res.empty:
        parts.append(f'{res.empty} where {s.keyword} expands to nothing')
    if res.unreferenced:
        parts.append(f'{res.unreferenced} that name {what} only in its declaration')
    if res.equivalent:
        parts.append(f'{res.equivalent} that preprocess to the same tokens')
    if res.unreachable:
        parts.append(f'{res.unreachable} that include another copy')
    if res.represented:
        parts.append(f'{res.represented} with the same {what}, configuration and flags '
                     'as one compiled')
    if res.compiled == 0:
        return (f'unobservable: of the {res.routed} compiles that include the header, '
                + ', '.join(parts))
    return (f'compiled in {res.compiled} of the {res.routed} compiles that include the '
            'header' + (' (skipped: ' + ', '.join(parts) + ')' if parts else '')
            + ', all still pass')


# --- the pipeline's own check ---------------------------------------------------------

CANARY = ('include/linux/spinlock.h', '__acquires', 'spin_lock')


def pipeline_users(contexts: Sequence[Context], header: str, decl: str,
                   ready: Callable[[Context], Context], limit: int) -> List[Context]:
    """The first @limit corpus cases that use @decl and include @header and
    pass without a mutant, then the first such KUnit object. Only those are
    prepared (ready()): the corpus has ~500 cases per build, and preparing
    every spin_lock() user one at a time took half an hour before the first
    mutant."""
    def passing(kind: str, use: Callable[[Context], bool]) -> Iterator[Context]:
        for c in contexts:
            if c.kind == kind and use(c):
                c = ready(c)
                if c.ok and header in c.headers:
                    yield c
    return (list(itertools.islice(passing('corpus', lambda c: decl in c.words), limit))
            + list(itertools.islice(passing('kunit', lambda c: True), 1)))


def verify_pipeline(sites: Sequence[Site], texts: Dict[str, str],
                    contexts: Sequence[Context], compiles: Compiles, work: str,
                    ready: Callable[[Context], Context] = lambda c: c,
                    limit: int = 8) -> List[str]:
    """Problems, if any, with seeing mutants: the canary's mutant (spin_lock()
    without __acquires()) must be killed by the corpus; an unchanged copy
    of its header, compiled for real (no shortcut), must pass the corpus
    cases that use spin_lock() and one KUnit object, and must be the header
    they include."""
    problems = []
    header, keyword, decl = CANARY
    canary = [s for s in sites if (s.header, s.keyword, s.decl) == CANARY]
    if len(canary) != 1:
        return [f'{header}: expected one {keyword}() site on {decl}(), found {len(canary)}']
    corpus = [c for c in contexts if c.kind == 'corpus']
    res = evaluate(canary[0], texts[header], corpus, compiles, os.path.join(work, 'canary'),
                   ready=ready)
    if not res.killed:
        problems.append(f'the canary mutant ({canary[0].id}) survived the corpus: {res.reason}')
    out = os.path.join(work, 'noop')
    dst = os.path.join(out, header)
    os.makedirs(os.path.dirname(dst), exist_ok=True)
    with open(dst, 'w', encoding='utf-8') as f:
        f.write(texts[header])
    try:
        users = pipeline_users(contexts, header, decl, ready, limit)
        if len(users) < 2:
            problems.append(f'no corpus case and KUnit object use {decl}() to check an unchanged copy with')
        for ctx in users:
            rc, pp, err = compiles.preprocess(ctx, out, ctx.variants[0])
            if os.path.normpath(dst) not in {os.path.normpath(os.path.join(ctx.build_dir, p))
                                             for p in kernel_compile.marked_files(pp)}:
                problems.append(f'{ctx.key}: the copy {dst} is not the header it includes')
                continue
            kind, detail = compiles.check(ctx, out)
            if kind != 'pass':
                problems.append(f'{ctx.key}: fails with an unchanged copy of {header}: {detail}')
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return problems


# --- the report ---------------------------------------------------------------------

def _rate(killed: int, total: int) -> str:
    return f'{killed}/{total} ({100.0 * killed / total:.1f}%)' if total else '0/0'


def tally(outcomes: Iterable[Outcome], key: Callable[[Outcome], str]) -> Dict[str, Dict[str, int]]:
    t: Dict[str, Dict[str, int]] = {}
    for o in outcomes:
        row = t.setdefault(key(o), {'total': 0, 'killed': 0, 'killed-build': 0, 'survived': 0})
        row['total'] += 1
        row[o.status] += 1
    return t


def report_text(outcomes: Sequence[Outcome], meta: Dict) -> str:
    killed = sum(o.killed for o in outcomes)
    by_build = sum(o.status == 'killed-build' for o in outcomes)
    lines = [f'mutation score: {_rate(killed, len(outcomes))} mutants killed '
             f'({by_build} of them by a build error); {meta["scope"]}',
             f'tree {meta["tree_head"]}, {meta["contexts"]}; {meta["seconds"]:.0f} s, -j{meta["jobs"]}']
    cat = tally(outcomes, lambda o: o.site.category)
    lines.append('by category: ' + '; '.join(
        f'{k} {_rate(v["killed"] + v["killed-build"], v["total"])}' for k, v in sorted(cat.items())))
    no_opt = [o for o in outcomes if o.site.category != 'opt-out']
    lines.append('without the opt-outs: ' + _rate(sum(o.killed for o in no_opt), len(no_opt)))
    for title, key in (('header', lambda o: o.site.header), ('keyword', lambda o: o.site.keyword)):
        lines.append('')
        lines.append(f'by {title}: killed/total (by build error), survivors')
        for k, v in sorted(tally(outcomes, key).items(), key=lambda kv: (-kv[1]['total'], kv[0])):
            lines.append(f'  {k:50} {_rate(v["killed"] + v["killed-build"], v["total"]):>16}'
                         f'  ({v["killed-build"]})  {v["survived"]}')
    for field, heading in (('headers_in_part', 'headers scored in part (stopped at the deadline)'),
                           ('headers_not_covered', 'headers not scored')):
        if meta.get(field):
            lines.append('')
            lines.append(f'{heading} ({len(meta[field])}): ' + ' '.join(meta[field]))
    surv = [o for o in outcomes if not o.killed]
    lines.append('')
    lines.append(f'survivors ({len(surv)}):')
    for o in surv:
        s = o.site
        lines.append(f'  {s.header}:{s.line}:{s.col}: {s.keyword} on {s.decl or "?"} '
                     f'({s.decl_kind}, {s.category}): {s.text}')
        lines.append(f'      {o.reason}')
    if by_build:
        lines.append('')
        lines.append('killed by a build error (a hard error, not the analysis):')
        for o in outcomes:
            if o.status == 'killed-build':
                lines.append(f'  {o.site.id}: {o.killer}: {o.detail[:160]}')
    return '\n'.join(lines) + '\n'


def report_json(outcomes: Sequence[Outcome], meta: Dict) -> Dict:
    killed = sum(o.killed for o in outcomes)
    return {'format': 1, **meta, 'total': len(outcomes), 'killed': killed,
            'killed_by_build_error': sum(o.status == 'killed-build' for o in outcomes),
            'score': round(killed / len(outcomes), 4) if outcomes else None,
            'by_category': tally(outcomes, lambda o: o.site.category),
            'by_header': tally(outcomes, lambda o: o.site.header),
            'by_keyword': tally(outcomes, lambda o: o.site.keyword),
            'mutants': [{**{k: v for k, v in dataclasses.asdict(o).items() if k != 'site'},
                         'site': {k: v for k, v in dataclasses.asdict(o.site).items()
                                  if k not in ('start', 'end')},
                         'id': o.site.id} for o in outcomes]}


# --- main -------------------------------------------------------------------------------

PRIORITY = ('spinlock*.h', 'rwlock*.h', 'mutex*.h', 'rwsem.h', 'seqlock*.h', 'rcupdate.h',
            'srcu*.h', 'local_lock*.h', 'percpu-rwsem.h', 'ww_mutex.h', 'bit_spinlock.h',
            'refcount.h', 'cleanup.h')


def select(sites: Sequence[Site], patterns: Sequence[str]) -> List[Site]:
    """The sites of the headers matching @patterns (path or file name), in
    the order of the patterns; all sites without patterns."""
    if not patterns:
        return list(sites)
    out: List[Site] = []
    seen: Set[int] = set()
    for pat in patterns:
        for s in sites:
            if id(s) not in seen and (fnmatch.fnmatch(s.header, pat) or
                                      fnmatch.fnmatch(os.path.basename(s.header), pat)):
                seen.add(id(s))
                out.append(s)
    return out


def journal_key(site: Site, text: str, head: str) -> str:
    """What an outcome in the journal holds for: the site, its header's
    text, the tree's commit."""
    return hashlib.sha1(f'{site.id}\0{head}\0{text}'.encode()).hexdigest()


def outcome_record(o: Outcome) -> Dict:
    return {k: v for k, v in dataclasses.asdict(o).items() if k != 'site'}


def outcome_from(site: Site, record: Dict) -> Outcome:
    fields = {f.name for f in dataclasses.fields(Outcome)} - {'site'}
    return Outcome(site, **{k: v for k, v in record.items() if k in fields})


def read_journal(path: str) -> Dict[str, Dict]:
    """The outcomes recorded in @path, by journal_key()."""
    out: Dict[str, Dict] = {}
    try:
        with open(path, encoding='utf-8') as f:
            for line in f:
                try:
                    rec = json.loads(line)
                    out[rec['key']] = rec['outcome']
                except (ValueError, KeyError, TypeError):
                    continue
    except OSError:
        pass
    return out


def recorded(sites: Sequence[Site], texts: Dict[str, str], records: Dict[str, Dict],
             head: str, kills_only: bool = False) -> Dict[int, Outcome]:
    """The outcomes @records (read_journal()) hold for @sites at tree
    commit @head, by index: a site whose header text differs from the one
    recorded has none. @kills_only: the killed ones only (a kill at an
    older commit stands when the tree has since only gained killers; a
    survivor must run again)."""
    out: Dict[int, Outcome] = {}
    for i, s in enumerate(sites):
        rec = records.get(journal_key(s, texts[s.header], head))
        if rec is not None and not (kills_only and rec.get('status') == 'survived'):
            out[i] = outcome_from(s, rec)
    return out


def tree_head(tree: str) -> Tuple[str, bool]:
    """(HEAD commit, whether the work tree is clean) of @tree."""
    head = subprocess.run(['git', '-C', tree, 'rev-parse', 'HEAD'], capture_output=True,
                          text=True, check=False).stdout.strip()
    dirty = subprocess.run(['git', '-C', tree, 'status', '--porcelain', '--untracked-files=no'],
                           capture_output=True, text=True, check=False).stdout.strip()
    return head, not dirty


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', default=os.path.join(REPO, 'build/linux-source-6.12'))
    parser.add_argument('--build', default=os.path.join(REPO, 'build'),
                        help='the folder of the build folders (build/)')
    parser.add_argument('--base', default='base', help='where the series starts (tag base)')
    parser.add_argument('--work', default=os.path.join(REPO, 'build/mutation'),
                        help='mutant headers, PCHs and the baseline cache')
    parser.add_argument('--headers', action='append', default=[], metavar='GLOB',
                        help='only the headers matching GLOB (path or name; repeatable, '
                        'in this order); "priority" stands for the primitives\' headers')
    parser.add_argument('--category', action='append', default=[],
                        choices=('lock', 'atomic', 'opt-out'),
                        help='only the sites of this category (repeatable)')
    parser.add_argument('--sample', type=int, metavar='N', help='a fixed sample of N sites')
    parser.add_argument('--seed', type=int, default=23, help='the sample\'s seed (23)')
    parser.add_argument('--no-objects', action='store_true',
                        help='the corpus only (no KUnit and subsystem objects)')
    parser.add_argument('--list', action='store_true', help='list the sites and exit')
    parser.add_argument('--json', default=os.path.join(REPO, 'build/logs/mutation-score.json'))
    parser.add_argument('--text', default=os.path.join(REPO, 'build/logs/mutation-score.txt'))
    parser.add_argument('--min-score', type=float, default=0.0, metavar='FRACTION',
                        help='exit 1 below this score (e.g. 0.95)')
    parser.add_argument('--deadline', type=float, metavar='SECONDS',
                        help='start no mutant after SECONDS: the report names the headers '
                        'covered, in part and not at all (the primitives\' headers go first)')
    parser.add_argument('--resume', action='store_true',
                        help='reuse the outcomes WORK/outcomes.jsonl holds for the same '
                        'site, header and tree (each mutant is recorded there when done)')
    parser.add_argument('--resume-kills', metavar='COMMIT', action='append', default=[],
                        help='also reuse the "killed" outcomes recorded at tree commit '
                        'COMMIT for a site whose header is unchanged since (repeatable); '
                        'survivors are run again. For a tree changed only by adding '
                        'killers (an object opted in, a redundant opt-out removed): the '
                        'report names the commits its kills come from')
    parser.add_argument('-j', '--jobs', type=int, default=1)
    parser.add_argument('-q', '--quiet', action='store_true', help='no line per mutant')
    args = parser.parse_args(argv)
    # Clang names headers by the paths it was given (kbuild's: the tree's
    # real path) and the mutant copy by its -I folder's: a relative or
    # symbolically linked --tree, --build or --work matched neither, every
    # unit seemed to include no header, and no mutant was ever seen.
    args.tree, args.build, args.work = (os.path.realpath(p)
                                        for p in (args.tree, args.build, args.work))

    def log(msg: str) -> None:
        print(f'mutation-score: {msg}', flush=True)

    start = time.monotonic()
    if not os.path.isdir(os.path.join(args.tree, '.git')):
        print(f'mutation-score: no prepared tree at {args.tree}: run make setup', file=sys.stderr)
        return 2
    head, clean = tree_head(args.tree)
    if not clean:
        print(f'mutation-score: {args.tree} has uncommitted changes: the sites are '
              f'{args.base}..HEAD\'s lines', file=sys.stderr)
        return 2
    skipped = Skipped()
    all_sites, texts = tree_sites(args.tree, args.base, skipped)
    patterns = [p for pat in args.headers for p in (PRIORITY if pat == 'priority' else [pat])]
    # The primitives' headers first: a run stopped by --deadline covers them.
    sites = select(all_sites, patterns or list(PRIORITY) + ['*'])
    if args.category:
        sites = [s for s in sites if s.category in args.category]
    scope = f'{len(sites)} of {len(all_sites)} sites'
    if patterns:
        scope += ' (headers ' + ' '.join(patterns) + ')'
    if args.category:
        scope += ' (category ' + ' '.join(args.category) + ')'
    if args.sample is not None and args.sample < len(sites):
        chosen = set(id(s) for s in random.Random(args.seed).sample(sites, args.sample))
        sites = [s for s in sites if id(s) in chosen]
        scope += f', a sample of {len(sites)} (seed {args.seed})'
    if args.list:
        for s in sites:
            print(f'{s.id}\t{s.category}\t{s.decl_kind}\t{s.decl}\t{s.text}')
        return 0
    log(f'{scope}; not sites: ' + ', '.join(f'{n} {k}' for k, n in sorted(skipped.counts.items())))

    contexts, missing = corpus_contexts(args.build, os.path.join(REPO, 'negative-tests'))
    if not args.no_objects:
        objs, missing_objs = object_contexts(args.build, args.tree)
        contexts += objs
        missing += [m for m in missing_objs if m not in missing]
    for m in missing:
        log(f'no build folder {m}: its corpus cases and objects are not killers')
    # The baseline's corpus checks share PCHs (of the tree's headers, kept
    # apart from the build folder's); a mutant's never use one.
    compiles = Compiles(args.tree, pch_folder=os.path.join(args.work, 'pch-baseline'))
    names = {s.decl for s in all_sites if s.decl}
    bodies = {s.decl for s in all_sites if s.decl and s.decl_kind == 'definition'
              and s.category == 'opt-out'}
    base = Baseline(compiles, head, names, os.path.join(args.work, 'baseline.json'),
                    args.work, bodies)
    counts = {k: sum(1 for c in contexts if c.kind == k) for k in STAGE_ORDER}
    log(f'killers: {counts["corpus"]} corpus cases, {counts["kunit"]} KUnit objects, '
        f'{counts["object"]} opted-in objects (each checked without a mutant when first needed)')

    try:
        problems = verify_pipeline(all_sites, texts, contexts, compiles, args.work, base.ready)
    finally:
        base.save()
    if problems:
        for p in problems:
            print(f'mutation-score: pipeline check: {p}', file=sys.stderr)
        return 2
    log('pipeline check: the canary mutant is killed, an unchanged header passes')
    if not args.list and sites:
        # Every mutant's first steps need the same contexts' baselines: prepare
        # them @jobs at a time first (the threads would otherwise wait on one
        # another, one baseline at a time). The cache keeps those that hold.
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            list(pool.map(base.ready, contexts))
        base.save()
        log(f'baselines: {base.ran} prepared, {base.reused} from the cache')

    outcomes: List[Optional[Outcome]] = [None] * len(sites)
    users = wrappers(texts)
    guard = threading.Lock()
    done = [0]
    journal = os.path.join(args.work, 'outcomes.jsonl')
    keys = [journal_key(s, texts[s.header], head) for s in sites]
    if args.resume or args.resume_kills:
        old = read_journal(journal)
        if args.resume:
            for i, o in recorded(sites, texts, old, head).items():
                outcomes[i] = o
            log(f'resumed: {sum(o is not None for o in outcomes)} outcome(s) from {journal}')
        reused = 0
        for commit in args.resume_kills:
            for i, o in recorded(sites, texts, old, commit, kills_only=True).items():
                if outcomes[i] is None:
                    outcomes[i] = o
                    reused += 1
        if args.resume_kills:
            scope += (f'; {reused} kill(s) reused from tree commit(s) '
                      + ', '.join(c[:12] for c in args.resume_kills))
            log(f'reused {reused} kill(s) recorded at ' + ', '.join(args.resume_kills))
    if not (args.resume or args.resume_kills):
        os.makedirs(args.work, exist_ok=True)
        open(journal, 'w', encoding='utf-8').close()

    def one(i: int) -> None:
        if outcomes[i] is not None or (args.deadline is not None and
                                       time.monotonic() - start > args.deadline):
            return
        out = os.path.join(args.work, f'mutant-{threading.get_ident()}')
        o = evaluate(sites[i], texts[sites[i].header], contexts, compiles, out,
                     ready=base.ready, users=users)
        with guard:
            outcomes[i] = o
            with open(journal, 'a', encoding='utf-8') as f:
                f.write(json.dumps({'key': keys[i], 'outcome': outcome_record(o)}) + '\n')
            done[0] += 1
            if not args.quiet:
                what = (f'{o.status} by {o.killer}' if o.killed else
                        f'SURVIVED ({o.compiled} compiled, {o.empty} empty, '
                        f'{o.unreferenced} unreferenced, {o.equivalent} same tokens, '
                        f'{o.represented} represented)')
                log(f'[{done[0]}/{len(sites)}] {o.site.id}: {what} in {o.seconds:.1f}s')

    try:
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            list(pool.map(one, range(len(sites))))
    finally:
        base.save()
        for name in os.listdir(args.work):
            if name.startswith(('mutant-', 'probe-')):
                path = os.path.join(args.work, name)
                if os.path.isdir(path):
                    shutil.rmtree(path)
                else:
                    os.unlink(path)
    results = [o for o in outcomes if o is not None]
    finished = {s.header for s, o in zip(sites, outcomes) if o is not None}
    unfinished = {s.header for s, o in zip(sites, outcomes) if o is None}
    if unfinished:
        scope += (f'; stopped at the deadline after {len(results)} mutants: '
                  f'{len(finished - unfinished)} headers covered, '
                  f'{len(finished & unfinished)} in part, {len(unfinished - finished)} not')
    prepared = [c for c in contexts if c.prepared]
    failing = [c for c in prepared if not c.ok]
    for c in failing:
        log(f'left out (fails without a mutant): {c.key}: {c.why[:120]}')
    ok = {k: sum(1 for c in prepared if c.kind == k and c.ok) for k in STAGE_ORDER}
    ctx_text = (f'killers passing without a mutant: {ok["corpus"]} corpus cases, '
                f'{ok["kunit"]} KUnit objects, {ok["object"]} opted-in objects '
                f'(of {len(prepared)} of {len(contexts)} compiles needed; '
                f'{base.ran} baseline(s) run, {base.reused} cached)')
    meta = {'scope': scope, 'tree_head': head, 'contexts': ctx_text,
            'jobs': args.jobs, 'seconds': round(time.monotonic() - start, 1),
            'sample': args.sample, 'seed': args.seed if args.sample is not None else None,
            'headers': patterns, 'all_sites': len(all_sites),
            'headers_covered': sorted(finished - unfinished),
            'headers_in_part': sorted(finished & unfinished),
            'headers_not_covered': sorted({s.header for s in all_sites} - (finished - unfinished)
                                          - (finished & unfinished)),
            'not_sites': skipped.counts, 'missing_build_folders': missing,
            'left_out': {c.key: c.why for c in failing}}
    text = report_text(results, meta)
    for path, content in ((args.text, text),
                          (args.json, json.dumps(report_json(results, meta), indent=1))):
        if path:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            with open(path, 'w', encoding='utf-8') as f:
                f.write(content if content.endswith('\n') else content + '\n')
    print(text, end='')
    score = sum(o.killed for o in results) / len(results) if results else 1.0
    return 1 if score < args.min_score else 0


if __name__ == '__main__':
    sys.exit(main())
