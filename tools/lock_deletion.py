#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Measure what opting in buys: delete each lock operation, see who notices.

For every opted-in C file, each statement that takes or releases a lock is
deleted in turn, in a copy of the file under a temporary folder, and the
copy is compiled with the object's exact kbuild command (from its .cmd
file) plus -fsyntax-only, -Wno-error and -iquote <the file's folder> (so
its "quoted" includes resolve as from the original). The deletion is
"detected" when Clang prints a -Wthread-safety* warning the unmodified file
does not have (the unmodified file is compiled the same way first and must
have no thread-safety diagnostic at all).

Lock statements are found in the file's own code, not in macro bodies, and
not in code the preprocessor drops (#if branches are told apart by asking
the preprocessor with the object's flags). They are:

- bare calls "op(...);" of the locking primitives (spin_lock*, raw_spin_*,
  read_/write_lock*, mutex_lock*/mutex_unlock, down_/up_read/write*,
  rcu_read_lock*, srcu_read_lock*, local_lock*, bit_spin_lock,
  hlist_bl_lock, write_seqlock*, read_seqlock_excl*, percpu_down/up_*,
  ww_mutex_*, rt_mutex_* and their unlocks; never trylocks, which are
  conditions), and of any function the file sees declared with an acquire
  or release attribute (subsystem wrappers such as tomoyo_read_unlock());
- "guard(class)(...);" for a guard class whose constructor is annotated;
- "x = op(...);" and "type x = op(...);" where op returns a value (e.g.
  srcu_read_lock(), tomoyo_read_lock()): the call is replaced by 0.

A bare statement is replaced by ";" ("{}" right after if/else/for/while/do,
where ";" would trip -Wempty-body), newlines kept, so every other line keeps
its number. Each mutant ends in one category:

  detected       a new thread-safety warning (named in the report)
  missed         compiles, no new thread-safety warning
  compile-error  the mutant does not compile (not a detection)
  crash          the compiler crashed
  timeout        the compiler used more than 600 s of CPU time (wall time
                 is not limited: other builds may starve the compiles)

Each miss gets a reason class where the source tells it:

  analysis-off     in a __no_capability_analysis/__capability_unsafe function
                   (said at its definition or at a declaration, e.g. a
                   header's __acquires_ret), in a function declared with a
                   try-acquire attribute (__cond_acquires(); Clang does not
                   analyse such a function's body at all)
                   or between disable_/enable_capability_analysis()
  asserted         a deleted lock whose function asserts it later on
                   (lockdep_assert_held() and the like): the analysis
                   takes the assertion's word that it is held
  unguarded-guard  a guard() whose scope touches nothing the analysis
                   checks (no counterpart call is left to mismatch)
  no-counterpart   the function has no opposite operation on that lock: it
                   is taken here and released elsewhere (or the reverse)
  same-op-elsewhere another operation of the same kind on the same lock in
                   the function keeps the function balanced without it
  reentrant-nested another acquisition of the same reentrant lock (RCU,
                   SRCU) in the function still covers the code
  unexplained      none of the above

Each detection is also told by what saw it: a new warning about guarded
data ("writing variable ... requires holding"), else about a function's
precondition ("calling function ... requires holding"), else only about
lock balance (released but not held, still held at the end, held on some
paths only): the first two need the subsystem's annotations, the last only
the annotated lock API.

Results are given per file and per subsystem (the object's folder); -j runs
that many compiles at once; --json writes everything. The exit code is 1
when a file could not be measured (its unmodified copy does not compile or
has a thread-safety warning), with --min-share when fewer deletions are
detected, and with --fail-unexplained when a miss has no reason class.
"""

from __future__ import annotations

import argparse
import bisect
import collections
import concurrent.futures
import dataclasses
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
from typing import Callable, Dict, List, Optional, Sequence, Set, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diagnostics  # noqa: E402
import kbuild_cmd  # noqa: E402
import kernel_compile  # noqa: E402
import optin_objects  # noqa: E402
import c_source  # noqa: E402
from c_source import strip_comments  # noqa: E402

# A starved compile (other builds at a higher priority) can take minutes of
# wall time for a second of CPU: limit CPU time, and wall time only loosely.
CPU_LIMIT = 600
WALL_TIMEOUT = 4 * 3600
PROBE = '__lock_deletion_probe_{}__'
_PROBE_RE = re.compile(r'__lock_deletion_probe_(\d+)__')

# --- which calls are lock operations ---------------------------------------------

# (pattern, family); the direction comes from the name (see direction()).
# Suffixes are listed, not matched with \w+: spin_lock_alias() is no lock.
_PRIMITIVES: List[Tuple[str, str]] = [
    (r'(?:raw_)?spin_lock(?:_irq|_irqsave|_bh|_nested|_irqsave_nested|_nest_lock|_bh_nested)?'
     r'|(?:raw_)?spin_unlock(?:_irq|_irqrestore|_bh)?', 'spinlock'),
    (r'(?:read|write)_lock(?:_irq|_irqsave|_bh|_nested)?'
     r'|(?:read|write)_unlock(?:_irq|_irqrestore|_bh)?', 'rwlock'),
    (r'mutex_lock(?:_nested|_io|_io_nested|_nest_lock|_interruptible|_interruptible_nested'
     r'|_killable|_killable_nested)?|mutex_unlock', 'mutex'),
    (r'down_(?:read|write)(?:_nested|_killable|_killable_nested|_interruptible|_non_owner'
     r'|_nest_lock)?|up_(?:read|write)(?:_non_owner)?|downgrade_write', 'rwsem'),
    (r'rcu_read_(?:un)?lock(?:_bh|_sched|_sched_notrace|_notrace)?', 'rcu'),
    (r'srcu_read_(?:un)?lock(?:_nmisafe|_notrace|_lite)?|srcu_(?:down|up)_read', 'srcu'),
    (r'local_lock(?:_irq|_irqsave|_nested_bh)?|local_unlock(?:_irq|_irqrestore|_nested_bh)?',
     'local_lock'),
    (r'(?:__)?bit_spin_(?:un)?lock|hlist_bl_(?:un)?lock', 'bit_spinlock'),
    (r'write_seq(?:un)?lock(?:_irq|_irqsave|_irqrestore|_bh)?'
     r'|read_seq(?:un)?lock_excl(?:_irq|_irqsave|_irqrestore|_bh)?', 'seqlock'),
    (r'percpu_(?:down|up)_(?:read|write)', 'percpu_rwsem'),
    (r'ww_mutex_lock(?:_interruptible|_slow|_slow_interruptible)?|ww_mutex_unlock',
     'ww_mutex'),
    (r'rt_mutex_lock(?:_nested|_nest_lock|_interruptible|_killable)?|rt_mutex_unlock',
     'rt_mutex'),
]
_PRIMITIVE_RE = [(re.compile(r'(?:' + p + r')\Z'), fam) for p, fam in _PRIMITIVES]
_REENTRANT = {'rcu', 'srcu'}
# Annotated helpers of the annotations themselves, not lock operations.
_INTERNAL_RE = re.compile(r'^__(?:acquire|release|try_acquire)(?:_shared)?_cap$|^__class_')
_GUARD_CTOR_RE = re.compile(r'^class_(\w+)_constructor$')


def primitive_family(name: str) -> Optional[str]:
    """Family of a locking primitive by its name, None if not one."""
    for rx, fam in _PRIMITIVE_RE:
        if rx.match(name):
            return fam
    return None


def direction(name: str) -> str:
    """'lock', 'unlock' or 'downgrade' for a primitive's name."""
    if name == 'downgrade_write':
        return 'downgrade'
    if 'unlock' in name or 'sequnlock' in name or re.match(r'(?:\w+_)?up_', name):
        return 'unlock'
    return 'lock'


_GUARD_FAMILIES = [('raw_spinlock', 'spinlock'), ('spinlock', 'spinlock'),
                   ('read_lock', 'rwlock'), ('write_lock', 'rwlock'), ('mutex', 'mutex'),
                   ('rwsem', 'rwsem'), ('srcu', 'srcu'), ('rcu', 'rcu'),
                   ('local_lock', 'local_lock'), ('percpu', 'percpu_rwsem'),
                   ('rt_mutex', 'rt_mutex'), ('ww_mutex', 'ww_mutex')]


def guard_family(cls: str) -> str:
    return next((fam for prefix, fam in _GUARD_FAMILIES if cls.startswith(prefix)), 'guard')


@dataclasses.dataclass
class Ops:
    """Lock operations a file can call: annotated functions it sees (from
    the preprocessed file), guard classes, and the primitives' names."""
    annotated: Dict[str, str] = dataclasses.field(default_factory=dict)  # name -> lock/unlock
    guards: Set[str] = dataclasses.field(default_factory=set)
    # Functions a declaration exempts from the analysis, or marks as a
    # try-acquire: Clang analyses neither kind's body.
    unanalysed: Set[str] = dataclasses.field(default_factory=set)

    def classify(self, name: str) -> Optional[Tuple[str, str]]:
        """(family, direction) of a called name, None if not a lock operation."""
        fam = primitive_family(name)
        if fam:
            return fam, direction(name)
        if name in self.annotated:
            return 'annotated', self.annotated[name]
        return None


_ATTR_RE = re.compile(r'__attribute__\s*\(\(\s*(acquire|acquire_shared|release|'
                      r'release_shared)_capability\b')
_UNANALYSED_RE = re.compile(r'__attribute__\s*\(\(\s*(?:no_thread_safety_analysis|'
                            r'try_acquire_capability|try_acquire_shared_capability)\b')


def _file_spans(preprocessed: str) -> List[Tuple[int, str]]:
    """(offset, file) where each stretch of preprocessor output starts."""
    return [(m.end(), m.group(1)) for m in kernel_compile.LINEMARKER_RE.finditer(preprocessed)]


def annotated_functions(preprocessed: str) -> Ops:
    """Lock operations declared in the preprocessed translation unit (with
    its line markers): guard classes whose constructor acquires a lock, and
    functions with an acquire or release attribute declared outside the
    include/ folders, i.e. the subsystem's own wrappers (the primitives of
    include/ are matched by name instead)."""
    ops = Ops()
    spans = _file_spans(preprocessed)
    starts = [s for s, _ in spans]
    for m in _UNANALYSED_RE.finditer(preprocessed):
        name = _declared_before(preprocessed, m.start())
        if name:
            ops.unanalysed.add(name)
    for m in _ATTR_RE.finditer(preprocessed):
        name = _declared_before(preprocessed, m.start())
        if not name or _INTERNAL_RE.match(name):
            continue
        kind = 'lock' if m.group(1).startswith('acquire') else 'unlock'
        g = _GUARD_CTOR_RE.match(name)
        if g:
            if kind == 'lock':
                ops.guards.add(g.group(1))
            continue
        k = bisect.bisect_right(starts, m.start()) - 1
        where = spans[k][1] if k >= 0 else ''
        if '/include/' in where or where.startswith('include/'):
            continue
        ops.annotated.setdefault(name, kind)
    return ops


_ATTRIBUTE_WORDS = re.compile(
    r'^(?:__attribute__|__attribute|__typeof__|__typeof|typeof|sizeof|_Alignas|'
    r'__section|__printf|__scanf|__aligned|__alias|__diag\w*|__must_hold\w*|'
    r'__must_not_hold|__acquires\w*|__releases\w*|__cond_acquires\w*|'
    r'__capability_unsafe|__no_sanitize\w*|__alloc_size|__malloc|__weak|'
    r'__counted_by|disable_capability_analysis|enable_capability_analysis|'
    r'if|for|while|switch|return)$')


def _declared_before(preprocessed: str, at: int) -> Optional[str]:
    """The function whose declaration ends with the attribute at @at."""
    start = max(preprocessed.rfind(';', 0, at), preprocessed.rfind('{', 0, at),
                preprocessed.rfind('}', 0, at))
    return _declarator_name(kernel_compile.LINEMARKER_RE.sub(' ', preprocessed[start + 1:at]))


def _declarator_name(decl: str) -> Optional[str]:
    """The function name in a declaration's text: the first identifier that
    is followed by '(' and is not an attribute or keyword."""
    for m in re.finditer(r'([A-Za-z_]\w*)\s*\(', decl):
        if not _ATTRIBUTE_WORDS.match(m.group(1)):
            return m.group(1)
    return None


# --- reading C source (comments blanked by c_source.strip_comments) ----------------

Directive = c_source.Directive
directives = c_source.directives


@dataclasses.dataclass
class Branch:
    id: int
    opens_after: int         # last line of the directive that opens it
    parent: Optional[int]


def branches(dirs: Sequence[Directive], nlines: int) -> Tuple[List[Branch], List[Optional[int]]]:
    """Conditional branches and, per line (index = line number), the
    innermost branch that line is in (None: unconditional)."""
    result: List[Branch] = []
    line_branch: List[Optional[int]] = [None] * (nlines + 2)
    stack: List[Branch] = []
    cursor = 1

    def fill(upto: int) -> None:
        nonlocal cursor
        cur = stack[-1].id if stack else None
        for ln in range(cursor, min(upto, nlines + 1)):
            line_branch[ln] = cur
        cursor = max(cursor, upto)

    for d in dirs:
        fill(d.first)
        kw = d.keyword
        if kw in ('if', 'ifdef', 'ifndef'):
            b = Branch(len(result), d.last, stack[-1].id if stack else None)
            result.append(b)
            stack.append(b)
        elif kw in ('elif', 'else', 'elifdef', 'elifndef') and stack:
            old = stack.pop()
            b = Branch(len(result), d.last, old.parent)
            result.append(b)
            stack.append(b)
        elif kw == 'endif' and stack:
            stack.pop()
        # Directive lines belong to no branch's code.
        for ln in range(d.first, d.last + 1):
            if ln <= nlines:
                line_branch[ln] = stack[-1].id if stack else None
        cursor = d.last + 1
    fill(nlines + 1)
    return result, line_branch


def probe_source(stripped: str, brs: Sequence[Branch]) -> str:
    """@stripped with a probe identifier after each branch-opening directive:
    the preprocessor keeps the probes of the branches it takes."""
    lines = stripped.split('\n')
    after: Dict[int, List[int]] = collections.defaultdict(list)
    for b in brs:
        after[b.opens_after].append(b.id)
    out = []
    for no, line in enumerate(lines, 1):
        out.append(line)
        for bid in after.get(no, []):
            out.append(PROBE.format(bid))
    return '\n'.join(out)


def taken_branches(preprocessed: str) -> Set[int]:
    return {int(x) for x in _PROBE_RE.findall(preprocessed)}


def active_lines(line_branch: Sequence[Optional[int]], brs: Sequence[Branch],
                 taken: Set[int]) -> List[bool]:
    """Per line: does the preprocessor keep it (all enclosing branches taken)?"""
    parent = {b.id: b.parent for b in brs}
    memo: Dict[Optional[int], bool] = {None: True}

    def live(bid: Optional[int]) -> bool:
        if bid not in memo:
            memo[bid] = bid in taken and live(parent[bid])
        return memo[bid]
    return [live(b) for b in line_branch]


def code_only(stripped: str, dirs: Sequence[Directive], active: Sequence[bool]) -> str:
    """@stripped with directive lines (macro bodies too) and inactive lines
    blanked: only code the compiler sees remains, at the same offsets."""
    drop: Set[int] = set()
    for d in dirs:
        drop.update(range(d.first, d.last + 1))
    lines = stripped.split('\n')
    out = []
    for no, line in enumerate(lines, 1):
        keep = no not in drop and (no >= len(active) or active[no])
        out.append(line if keep else ' ' * len(line))
    return '\n'.join(out)


@dataclasses.dataclass
class Token:
    kind: str                # 'id', 'num', 'str', 'punct'
    text: str
    start: int
    end: int
    line: int


_TOKEN_RE = re.compile(r'''
    (?P<ws>\s+|\\\n)
  | (?P<id>[A-Za-z_]\w*)
  | (?P<num>\.?\d(?:[\w.]|[eEpP][+-])*)
  | (?P<str>"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?)
  | (?P<punct>->|\+\+|--|<<=|>>=|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^!=<>]=|\#\#|\.\.\.|.)
''', re.X | re.S)


def tokenize(code: str) -> List[Token]:
    toks: List[Token] = []
    line = 1
    for m in _TOKEN_RE.finditer(code):
        kind = m.lastgroup or 'punct'
        text = m.group(0)
        if kind != 'ws':
            toks.append(Token(kind, text, m.start(), m.end(), line))
        line += text.count('\n')
    return toks


def _match_paren(toks: Sequence[Token], i: int) -> int:
    """Index of the ')' matching the '(' at @i, -1 if unbalanced."""
    depth = 0
    for k in range(i, len(toks)):
        t = toks[k].text
        if t in '([{' and toks[k].kind == 'punct':
            depth += 1
        elif t in ')]}' and toks[k].kind == 'punct':
            depth -= 1
            if depth == 0:
                return k if t == ')' else -1
    return -1


def _match_back(toks: Sequence[Token], k: int) -> int:
    """Index of the '(' matching the ')' at @k, -1 if none."""
    depth = 0
    for j in range(k, -1, -1):
        t = toks[j].text
        if toks[j].kind != 'punct':
            continue
        if t in ')]}':
            depth += 1
        elif t in '([{':
            depth -= 1
            if depth == 0:
                return j if t == '(' else -1
    return -1


_NOT_STATEMENT_HEADS = {'sizeof', 'typeof', '__typeof__', '__typeof', '__attribute__',
                        '_Alignof', '__alignof__', 'defined', 'return', '_Static_assert'}


@dataclasses.dataclass
class Function:
    name: str
    header: str              # text from the previous declaration to '{'
    body_start: int          # token indexes of '{' and '}'
    body_end: int

    @property
    def analysis_off(self) -> bool:
        return bool(re.search(r'\b(?:__no_capability_analysis|__capability_unsafe|'
                              r'no_thread_safety_analysis|NO_THREAD_SAFETY_ANALYSIS)\b',
                              self.header))


@dataclasses.dataclass
class LockStatement:
    """One deletable lock operation."""
    line: int                # 1-based, where the operation's name is
    end_line: int
    start: int               # offsets in the file of the span to replace
    end: int
    replacement: str
    op: str                  # the called name ('guard(mutex)' for guards)
    family: str
    direction: str           # lock, unlock, downgrade
    form: str                # call, guard, assign
    lock: str                # first argument, whitespace squeezed ('' if none)
    function: str = ''
    # Filled by context analysis, for reasons of misses.
    analysis_off: bool = False
    has_counterpart: bool = True
    nested_reentrant: bool = False
    asserted_later: bool = False
    same_op_elsewhere: bool = False


def _squeeze(toks: Sequence[Token]) -> str:
    return ' '.join(t.text for t in toks).replace(' ', '')


def _first_arg(toks: Sequence[Token], lp: int, rp: int) -> str:
    depth = 0
    for k in range(lp + 1, rp):
        t = toks[k]
        if t.kind == 'punct' and t.text in '([{':
            depth += 1
        elif t.kind == 'punct' and t.text in ')]}':
            depth -= 1
        elif depth == 0 and t.text == ',':
            return _squeeze(toks[lp + 1:k])
    return _squeeze(toks[lp + 1:rp])


def _functions(toks: Sequence[Token], code: str) -> List[Function]:
    """Function bodies at file scope."""
    funcs: List[Function] = []
    depth = 0
    decl_start = 0
    for i, t in enumerate(toks):
        if t.kind != 'punct':
            continue
        if t.text == '{':
            if depth == 0:
                head = toks[decl_start:i]
                name = _function_name(head)
                end = _match_brace(toks, i)
                if name and end > 0:
                    funcs.append(Function(name, code[head[0].start:t.start] if head else '',
                                          i, end))
            depth += 1
        elif t.text == '}':
            depth = max(0, depth - 1)
            if depth == 0:
                decl_start = i + 1
        elif t.text == ';' and depth == 0:
            decl_start = i + 1
    return funcs


def _match_brace(toks: Sequence[Token], i: int) -> int:
    depth = 0
    for k in range(i, len(toks)):
        if toks[k].kind != 'punct':
            continue
        if toks[k].text == '{':
            depth += 1
        elif toks[k].text == '}':
            depth -= 1
            if depth == 0:
                return k
    return -1


def _function_name(head: Sequence[Token]) -> Optional[str]:
    """Name of the function a file-scope '{' opens, None if it is not one
    (struct, union, enum, initializer)."""
    if not head or head[-1].text in ('=', ',') or any(t.text == '=' for t in head):
        return None
    if len(head) >= 2 and head[-2].text in ('struct', 'union', 'enum'):
        return None
    if head[-1].text in ('struct', 'union', 'enum'):
        return None
    for k in range(len(head) - 1):
        if head[k].kind == 'id' and head[k + 1].text == '(' and \
                not _ATTRIBUTE_WORDS.match(head[k].text):
            return head[k].text
    return None


def _statement_head_ok(toks: Sequence[Token], i: int) -> Tuple[bool, str]:
    """Does the token before @i end a statement or a statement's header?
    Returns (ok, replacement for a bare statement)."""
    if i == 0:
        return False, ';'
    p = toks[i - 1]
    if p.text in (';', '{', '}'):
        return True, ';'
    if p.text in ('else', 'do'):
        return True, '{}'
    if p.text == ':':
        # A label or "case X:" / "default:", not the ':' of '?:' or a bitfield.
        k = i - 2
        while k >= 0 and toks[k].text not in (';', '{', '}'):
            if toks[k].text == '?':
                return False, ';'
            k -= 1
        return True, ';'
    if p.text == ')':
        lp = _match_back(toks, i - 1)
        if lp <= 0:
            return False, ';'
        head = toks[lp - 1]
        if head.kind == 'id' and head.text not in _NOT_STATEMENT_HEADS:
            # if (...), while (...), for (...), or a for_each-style macro.
            return True, '{}'
    return False, ';'


def find_lock_statements(code: str, ops: Ops) -> List[LockStatement]:
    """Lock operations at statement level in @code (comment-free, with
    directives and inactive lines blanked, see code_only())."""
    toks = tokenize(code)
    funcs = _functions(toks, code)
    found: List[LockStatement] = []
    # Parenthesis depth inside the current brace level: a statement has 0.
    paren_stack: List[int] = [0]
    paren_at: List[int] = []
    brace_at: List[int] = []
    for t in toks:
        paren_at.append(paren_stack[-1])
        brace_at.append(len(paren_stack) - 1)
        if t.kind != 'punct':
            continue
        if t.text == '(':
            paren_stack[-1] += 1
        elif t.text == ')':
            paren_stack[-1] = max(0, paren_stack[-1] - 1)
        elif t.text == '{':
            paren_stack.append(0)
        elif t.text == '}' and len(paren_stack) > 1:
            paren_stack.pop()
    for i, t in enumerate(toks):
        if t.kind != 'id' or i + 1 >= len(toks) or toks[i + 1].text != '(':
            continue
        if brace_at[i] == 0 or paren_at[i] != 0:
            continue
        if t.text == 'guard':
            st = _guard_statement(toks, i, ops)
        else:
            st = _call_statement(toks, i, ops)
        if st is not None:
            found.append(st)
    for st in found:
        _add_context(st, toks, funcs, ops)
    return found


def _call_statement(toks: Sequence[Token], i: int, ops: Ops) -> Optional[LockStatement]:
    name = toks[i].text
    kind = ops.classify(name)
    if kind is None:
        return None
    fam, dirn = kind
    rp = _match_paren(toks, i + 1)
    if rp < 0 or rp + 1 >= len(toks) or toks[rp + 1].text != ';':
        return None
    lock = _first_arg(toks, i + 1, rp)
    semi = toks[rp + 1]
    ok, repl = _statement_head_ok(toks, i)
    if ok:
        return LockStatement(toks[i].line, semi.line, toks[i].start, semi.end, repl,
                             name, fam, dirn, 'call', lock)
    # "x = op(...);" or "const int x = op(...);": the value stays, as 0.
    if toks[i - 1].text == '=':
        k = i - 2
        while k >= 0 and (toks[k].kind == 'id' or toks[k].text == '*'):
            k -= 1
        if k < i - 2 and k >= 0 and toks[k].text in (';', '{', '}'):
            return LockStatement(toks[i].line, toks[rp].line, toks[i].start,
                                 toks[rp].end, '0', name, fam, dirn,
                                 'assign', lock)
    return None


def _guard_statement(toks: Sequence[Token], i: int, ops: Ops) -> Optional[LockStatement]:
    rp1 = _match_paren(toks, i + 1)
    if rp1 != i + 3 or toks[i + 2].kind != 'id' or rp1 + 1 >= len(toks) or \
            toks[rp1 + 1].text != '(':
        return None
    cls = toks[i + 2].text
    if cls not in ops.guards:
        return None
    rp2 = _match_paren(toks, rp1 + 1)
    if rp2 < 0 or rp2 + 1 >= len(toks) or toks[rp2 + 1].text != ';':
        return None
    ok, repl = _statement_head_ok(toks, i)
    if not ok:
        return None
    fam = guard_family(cls)
    semi = toks[rp2 + 1]
    return LockStatement(toks[i].line, semi.line, toks[i].start, semi.end, repl,
                         f'guard({cls})', fam, 'lock', 'guard',
                         _first_arg(toks, rp1 + 1, rp2) or cls)


def _add_context(st: LockStatement, toks: Sequence[Token], funcs: Sequence[Function],
                 ops: Ops) -> None:
    """Fill in what the reasons of a miss need: the function, whether the
    analysis is off there, the other operations on the same lock."""
    idx = next((k for k, t in enumerate(toks) if t.start == st.start), -1)
    fn = next((f for f in funcs if f.body_start < idx < f.body_end), None)
    if fn is None:
        return
    st.function = fn.name
    body = toks[fn.body_start:fn.body_end + 1]
    st.analysis_off = fn.analysis_off or fn.name in ops.unanalysed or \
        _in_disabled_region(toks, body, st.start)
    # Other operations on the same lock in the same function. Annotated
    # wrappers often name no lock (tomoyo_read_lock()): any one counts.
    same: List[str] = []
    for k, t in enumerate(body):
        if t.kind != 'id' or t.start == st.start or k + 1 >= len(body) or \
                body[k + 1].text != '(':
            continue
        if 'assert' in t.text.lower() and t.start > st.start:
            rp = _match_paren(body, k + 1)
            if rp > 0 and st.lock and _first_arg(body, k + 1, rp) == st.lock:
                st.asserted_later = True
            continue
        kind = ops.classify(t.text)
        if kind is None:
            continue
        rp = _match_paren(body, k + 1)
        if rp < 0:
            continue
        if (kind[0] == 'annotated' and st.family == 'annotated') or \
                _first_arg(body, k + 1, rp) == st.lock:
            same.append(kind[1])
    if st.form == 'guard':
        st.has_counterpart = False
    else:
        want = 'unlock' if st.direction == 'lock' else 'lock'
        st.has_counterpart = any(d == want for d in same)
        st.same_op_elsewhere = st.direction in same
    st.nested_reentrant = st.family in _REENTRANT and \
        same.count('lock') + (st.direction == 'lock') > 1


def _in_disabled_region(toks: Sequence[Token], body: Sequence[Token], offset: int) -> bool:
    """Is @offset between disable_ and enable_capability_analysis() (which
    are pragmas: they may also enclose whole functions), or inside a
    capability_unsafe(...) of the function @body?"""
    off = False
    for t in toks:
        if t.start >= offset:
            break
        if t.text == 'disable_capability_analysis':
            off = True
        elif t.text == 'enable_capability_analysis':
            off = False
    if off:
        return True
    for k, t in enumerate(body):
        if t.start >= offset:
            break
        if t.text == 'capability_unsafe' and k + 1 < len(body) and body[k + 1].text == '(':
            rp = _match_paren(body, k + 1)
            if rp > 0 and body[k + 1].start < offset < body[rp].start:
                return True
    return False


def miss_reason(st: LockStatement) -> str:
    if st.analysis_off:
        return 'analysis-off'
    if st.asserted_later and st.direction == 'lock':
        return 'asserted'
    if st.form == 'guard':
        return 'unguarded-guard'
    if st.nested_reentrant:
        return 'reentrant-nested'
    if not st.has_counterpart:
        return 'no-counterpart'
    if st.same_op_elsewhere:
        return 'same-op-elsewhere'
    return 'unexplained'


def statements_in(text: str, ops: Ops, taken: Optional[Set[int]] = None) -> List[LockStatement]:
    """Lock statements of the C source @text; @taken: the #if branches the
    preprocessor takes (see probe_source()), None for all of them."""
    stripped = strip_comments(text)
    dirs = directives(stripped)
    brs, line_branch = branches(dirs, text.count('\n') + 1)
    active = active_lines(line_branch, brs, {b.id for b in brs} if taken is None else taken)
    return find_lock_statements(code_only(stripped, dirs, active), ops)


def mutant(text: str, st: LockStatement) -> str:
    """@text with @st deleted, every line kept in place."""
    span = text[st.start:st.end]
    return text[:st.start] + st.replacement + '\n' * span.count('\n') + text[st.end:]


# --- compiling -------------------------------------------------------------------

TIMED_OUT = -1000


@dataclasses.dataclass
class Compile:
    returncode: int
    output: diagnostics.Output


class Compiler:
    """Compiles copies of one object's source with its kbuild command."""

    def __init__(self, build_dir: str, obj: str, source: str, cc: Optional[str] = None):
        self.build_dir = os.path.abspath(build_dir)
        self.obj = obj
        self.source = source
        self.argv = kbuild_cmd.read_compile_command(self.build_dir, obj)
        if cc:
            self.argv[0] = cc

    def command(self, path: str, mode: str = 'syntax') -> List[str]:
        extra = ['-iquote', os.path.dirname(self.source)]
        argv = kbuild_cmd.syntax_only_command(self.argv, path, extra)
        if mode == 'preprocess':
            argv = kernel_compile.preprocess_command(argv)
            argv[-1:-1] = ['-Wno-error']
        else:
            argv[-1:-1] = ['-Wno-error', '-ferror-limit=0']
        return argv

    def run(self, path: str, mode: str = 'syntax') -> Tuple[int, str, str]:
        argv = ['sh', '-c', f'ulimit -t {CPU_LIMIT}; exec "$@"', 'sh'] + \
            self.command(path, mode)
        try:
            p = subprocess.run(argv, cwd=self.build_dir, capture_output=True, text=True,
                               errors='replace', timeout=WALL_TIMEOUT, check=False)
        except subprocess.TimeoutExpired:
            return TIMED_OUT, '', f'compiler still running after {WALL_TIMEOUT} s'
        except OSError as e:
            return -1, '', f'cannot run sh: {e.strerror}'
        if p.returncode in (-signal.SIGXCPU, 128 + signal.SIGXCPU, -signal.SIGKILL,
                            128 + signal.SIGKILL):
            return TIMED_OUT, p.stdout, p.stderr + f'\ncompiler used {CPU_LIMIT} s of CPU'
        return p.returncode, p.stdout, p.stderr

    def diagnose(self, path: str) -> Compile:
        rc, _, err = self.run(path)
        return Compile(rc, diagnostics.parse(err, rc))


def _key(d: diagnostics.Diagnostic, copy: str, source: str) -> Tuple[str, int, int, str, str, str]:
    """A diagnostic as a comparable key; the copy's path becomes the source's."""
    path = source if d.path == copy else d.path
    msg = re.sub(r'(__UNIQUE_ID_[A-Za-z_]*?)\d+', r'\1N', d.message)
    return (path, d.line, d.col, d.severity, msg, d.flags)


def _ts_warnings(c: Compile, copy: str, source: str) -> collections.Counter:
    return collections.Counter(_key(d, copy, source) for d in c.output.diagnostics
                               if d.is_thread_safety() and d.severity in ('warning', 'error'))


# What a new warning checks: access to guarded data, a function's
# precondition, or only that locks are taken and released in pairs.
_DATA_RE = re.compile(r'^(?:reading|writing|passing|returning|dereferencing)\b.*requires holding')
_CALL_RE = re.compile(r'^(?:calling function .* requires holding|cannot call function)')


def warning_kind(message: str) -> str:
    if _DATA_RE.search(message):
        return 'data'
    if _CALL_RE.search(message):
        return 'call'
    return 'balance'


def detected_by(m: 'Mutation') -> str:
    """How a detected deletion was seen: through guarded data if any new
    warning is about data, else through a function's precondition, else
    through lock balance (still held, not held, held on some paths)."""
    for kind in ('data', 'call', 'balance'):
        if kind in m.kinds:
            return kind
    return ''


def _errors(c: Compile) -> List[diagnostics.Diagnostic]:
    return [d for d in c.output.diagnostics
            if d.severity in ('error', 'fatal error') and not d.is_thread_safety()]


@dataclasses.dataclass
class Mutation:
    file: str                # source path relative to the tree when known
    obj: str
    line: int
    text: str                # the deleted line(s), stripped
    op: str
    family: str
    direction: str
    form: str
    lock: str
    function: str
    result: str = ''         # one of RESULTS
    reason: str = ''         # for a miss
    detail: str = ''         # the new diagnostic, the error
    kinds: List[str] = dataclasses.field(default_factory=list)  # of the new warnings


@dataclasses.dataclass
class FileReport:
    obj: str
    source: str
    file: str
    status: str = 'ok'       # ok, baseline-error, baseline-dirty, crash, timeout, no-source
    detail: str = ''
    mutations: List[Mutation] = dataclasses.field(default_factory=list)
    preprocess_note: str = ''

    def count(self, result: str) -> int:
        return sum(1 for m in self.mutations if m.result == result)


@dataclasses.dataclass
class Prepared:
    report: FileReport
    compiler: Optional[Compiler]
    text: str
    statements: List[LockStatement]
    baseline: collections.Counter


def _display(path: str, tree: Optional[str]) -> str:
    if tree:
        rel = os.path.relpath(path, tree)
        if not rel.startswith('..'):
            return rel
    return path


def scan(build_dir: str, compiled: optin_objects.Compiled, tree: Optional[str],
         work: str, cc: Optional[str]) -> Prepared:
    """Read one object's source and find its lock statements (one
    preprocessor run with the object's flags tells the #if branches)."""
    source = optin_objects.source_path(build_dir, compiled)
    report = FileReport(compiled.obj, source, _display(source, tree))
    try:
        with open(source, encoding='utf-8', errors='surrogateescape') as f:
            text = f.read()
        comp = Compiler(build_dir, compiled.obj, source, cc)
    except (OSError, kbuild_cmd.CmdFileError) as e:
        report.status, report.detail = 'no-source', str(e)
        return Prepared(report, None, '', [], collections.Counter())
    folder = tempfile.mkdtemp(prefix='scan-', dir=work)
    copy = os.path.join(folder, os.path.basename(source))
    stripped = strip_comments(text)
    dirs = directives(stripped)
    brs, line_branch = branches(dirs, text.count('\n') + 1)
    try:
        with open(copy, 'w', encoding='utf-8', errors='surrogateescape') as f:
            f.write(probe_source(stripped, brs))
        rc, pre, err = comp.run(copy, 'preprocess')
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if rc != 0:
        last = err.strip().splitlines()[-1] if err.strip() else f'exit {rc}'
        report.preprocess_note = ('preprocessing failed, every #if branch counted as '
                                  f'compiled, no wrapper known: {last}')
        taken: Set[int] = {b.id for b in brs}
        ops = Ops()
    else:
        taken = taken_branches(pre)
        ops = annotated_functions(pre)
    active = active_lines(line_branch, brs, taken)
    statements = find_lock_statements(code_only(stripped, dirs, active), ops)
    lines = text.split('\n')
    for st in statements:
        report.mutations.append(Mutation(
            report.file, compiled.obj, st.line,
            ' '.join(ln.strip() for ln in lines[st.line - 1:st.end_line]),
            st.op, st.family, st.direction, st.form, st.lock, st.function))
    return Prepared(report, comp, text, statements, collections.Counter())


def check_baseline(prep: Prepared, work: str) -> None:
    """Compile the unmodified file: it must compile, without any
    thread-safety diagnostic, for a deletion's warning to mean anything."""
    report = prep.report
    if report.status != 'ok' or prep.compiler is None:
        return
    folder = tempfile.mkdtemp(prefix='base-', dir=work)
    copy = os.path.join(folder, os.path.basename(report.source))
    try:
        with open(copy, 'w', encoding='utf-8', errors='surrogateescape') as f:
            f.write(prep.text)
        base = prep.compiler.diagnose(copy)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    errs = _errors(base)
    if base.returncode == TIMED_OUT:
        report.status, report.detail = 'timeout', 'the unmodified file timed out'
    elif base.output.crashed:
        report.status, report.detail = 'crash', 'the unmodified file crashes the compiler'
    elif errs or base.returncode != 0:
        report.status = 'baseline-error'
        report.detail = (f'{errs[0].path}:{errs[0].line}: {errs[0].message}' if errs
                         else f'exit {base.returncode}: '
                         + ' '.join(base.output.driver_errors or base.output.unparsed)[:200])
    prep.baseline = _ts_warnings(base, copy, report.source)
    if report.status == 'ok' and prep.baseline:
        first = sorted(prep.baseline)[0]
        report.status = 'baseline-dirty'
        report.detail = (f'{sum(prep.baseline.values())} thread-safety warnings without '
                         f'any deletion, first: {first[0]}:{first[1]}: {first[4]}')


def run_mutant(prep: Prepared, index: int, work: str) -> None:
    st = prep.statements[index]
    m = prep.report.mutations[index]
    assert prep.compiler is not None
    folder = tempfile.mkdtemp(prefix='mut-', dir=work)
    copy = os.path.join(folder, os.path.basename(prep.report.source))
    try:
        with open(copy, 'w', encoding='utf-8', errors='surrogateescape') as f:
            f.write(mutant(prep.text, st))
        c = prep.compiler.diagnose(copy)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    new = _ts_warnings(c, copy, prep.report.source) - prep.baseline
    errors = _errors(c)
    if c.returncode == TIMED_OUT:
        m.result = 'timeout'
        m.detail = c.output.unparsed[-1] if c.output.unparsed else 'timed out'
    elif c.output.crashed or c.returncode < 0:
        m.result = 'crash'
        m.detail = ' '.join(c.output.unparsed[:2] or c.output.driver_errors[:2])[:200]
    elif errors:
        m.result = 'compile-error'
        e = errors[0]
        m.detail = f'{os.path.basename(e.path)}:{e.line}: {e.message}'
    elif new:
        m.result = 'detected'
        first = sorted(new)[0]
        m.detail = f'{os.path.basename(first[0])}:{first[1]}: {first[4]} [{first[5]}]'
        m.kinds = sorted({warning_kind(k[4]) for k in new})
    else:
        m.result = 'missed'
        m.reason = miss_reason(st)


def measure(build_dir: str, objects: Sequence[optin_objects.Compiled], tree: Optional[str],
            jobs: int, cc: Optional[str] = None,
            progress: Optional[Callable[[str], None]] = None) -> List[FileReport]:
    work = tempfile.mkdtemp(prefix='lock_deletion-')
    try:
        with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
            preps = list(pool.map(lambda c: scan(build_dir, c, tree, work, cc), objects))
            list(pool.map(lambda p: check_baseline(p, work), preps))
            tasks = [(p, i) for p in preps if p.report.status == 'ok'
                     for i in range(len(p.statements))]
            done = 0
            futures = [pool.submit(run_mutant, p, i, work) for p, i in tasks]
            for fut in concurrent.futures.as_completed(futures):
                fut.result()
                done += 1
                if progress and (done % 20 == 0 or done == len(futures)):
                    progress(f'{done}/{len(futures)} mutants compiled')
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return [p.report for p in preps]


# --- reporting -------------------------------------------------------------------

RESULTS = ('detected', 'missed', 'compile-error', 'crash', 'timeout')


def subsystem(report: FileReport) -> str:
    return os.path.dirname(report.obj) or '.'


def _share(det: int, total: int) -> str:
    return f'{100.0 * det / total:5.1f}%' if total else '    -'


BY = ('data', 'call', 'balance')


def summary(reports: Sequence[FileReport]) -> Dict[str, Dict[str, int]]:
    """Counts per subsystem, plus 'total': each result, the detections by
    what saw them ('by data', 'by call', 'by balance'), and of the detected
    deletions of a lock (not an unlock, which only balance can see) those
    seen through data or a precondition."""
    out: Dict[str, Dict[str, int]] = {}
    for r in reports:
        for key in (subsystem(r), 'total'):
            row = out.setdefault(key, {k: 0 for k in RESULTS + tuple(f'by {b}' for b in BY)
                                       + ('locks detected', 'locks by data or call')})
            for res in RESULTS:
                row[res] += r.count(res)
            for m in r.mutations:
                if m.result != 'detected':
                    continue
                row[f'by {detected_by(m)}'] += 1
                if m.direction == 'lock':
                    row['locks detected'] += 1
                    row['locks by data or call'] += detected_by(m) in ('data', 'call')
    return out


def format_report(reports: Sequence[FileReport]) -> str:
    head = 'deletions | ' + ' | '.join(RESULTS) + ' | share detected'
    lines = ['file | ' + head]
    for r in sorted(reports, key=lambda r: r.file):
        n = len(r.mutations)
        if r.status != 'ok':
            lines.append(f'{r.file} | {n} | not measured: {r.status}: {r.detail}')
            continue
        counts = [r.count(res) for res in RESULTS]
        lines.append(f'{r.file} | {n} | ' + ' | '.join(map(str, counts)) + ' | '
                     + _share(counts[0], counts[0] + counts[1]).strip())
    lines.append('')
    lines.append('subsystem | ' + head)
    for sub, row in sorted(summary(reports).items(), key=lambda kv: (kv[0] == 'total', kv[0])):
        lines.append(f'{sub} | {sum(row[res] for res in RESULTS)} | '
                     + ' | '.join(str(row[res]) for res in RESULTS) + ' | '
                     + _share(row['detected'], row['detected'] + row['missed']).strip())
    lines.append('(share detected = detected / (detected + missed); compile errors, '
                 'crashes and timeouts are not detections and are left out of the share)')
    lines.append('')
    lines.append('subsystem | detected | by guarded data | by function precondition | '
                 'by lock balance only | deleted locks seen through data or precondition')
    for sub, row in sorted(summary(reports).items(), key=lambda kv: (kv[0] == 'total', kv[0])):
        lines.append(f'{sub} | {row["detected"]} | {row["by data"]} | {row["by call"]} | '
                     f'{row["by balance"]} | {row["locks by data or call"]} of '
                     f'{row["locks detected"]}')
    misses = [m for r in reports for m in r.mutations if m.result == 'missed']
    if misses:
        lines.append('')
        lines.append(f'misses ({len(misses)}):')
        for m in sorted(misses, key=lambda m: (m.file, m.line)):
            lines.append(f'  {m.file}:{m.line}: [{m.reason}] {m.function}(): {m.text}')
    other = [m for r in reports for m in r.mutations if m.result in RESULTS[2:]]
    if other:
        lines.append('')
        lines.append(f'not compiled ({len(other)}):')
        for m in sorted(other, key=lambda m: (m.file, m.line)):
            lines.append(f'  {m.file}:{m.line}: [{m.result}] {m.text} -- {m.detail}')
    for r in reports:
        if r.preprocess_note:
            lines.append(f'note: {r.file}: {r.preprocess_note}')
    return '\n'.join(lines)


def to_json(reports: Sequence[FileReport]) -> dict:
    return {'summary': summary(reports),
            'files': [dataclasses.asdict(r) for r in reports]}


def from_json(data: dict) -> List[FileReport]:
    """The reports to_json() wrote (fields a newer version added get defaults)."""
    reports = []
    for f in data['files']:
        known = {k: v for k, v in f.items()
                 if k in FileReport.__dataclass_fields__ and k != 'mutations'}
        r = FileReport(**known)
        for m in f.get('mutations', []):
            r.mutations.append(Mutation(**{k: v for k, v in m.items()
                                           if k in Mutation.__dataclass_fields__}))
        reports.append(r)
    return reports


def select_objects(build_dir: str, targets: Sequence[str],
                   tree: Optional[str]) -> Tuple[List[optin_objects.Compiled], List[str]]:
    """Objects to measure: by object path, folder or C source; all
    analysed objects when @targets is empty. Returns (objects, problems)."""
    analysed = optin_objects.analysed_objects(build_dir)
    if not targets:
        return analysed, []
    by_source = {optin_objects.source_path(build_dir, c): c for c in analysed}
    chosen: Dict[str, optin_objects.Compiled] = {}
    problems = []
    for t in targets:
        hits: List[optin_objects.Compiled] = []
        if t.endswith('.c'):
            cands = [os.path.abspath(t)]
            if tree:
                cands.append(os.path.normpath(os.path.join(tree, t)))
            hits = [by_source[p] for p in cands if p in by_source]
        else:
            hits = [c for c in analysed if c.obj == t.rstrip('/') or
                    c.obj.startswith(t.rstrip('/') + '/')]
        if not hits:
            problems.append(f'{t}: not an object compiled with the analysis in {build_dir}')
        for c in hits:
            chosen[c.obj] = c
    return sorted(chosen.values(), key=lambda c: c.obj), problems


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build-dir', help='kbuild output folder (O=), required unless '
                        '--report-from')
    parser.add_argument('--tree', help='source tree, for short file names (default: '
                        'the build folder\'s "source" link)')
    parser.add_argument('targets', nargs='*', help='C files, objects or folders to measure '
                        '(default: every object compiled with the analysis)')
    parser.add_argument('-j', '--jobs', type=int, default=2, help='compiles at once (2)')
    parser.add_argument('--cc', help='compiler to use instead of the one in the .cmd files')
    parser.add_argument('--json', metavar='FILE', help='also write the results as JSON')
    parser.add_argument('--list', action='store_true',
                        help='only list the lock statements found, compile nothing '
                        'but the preprocessor run that finds them')
    parser.add_argument('--min-share', type=float, metavar='PERCENT',
                        help='exit 1 when the total share detected is below this')
    parser.add_argument('--fail-unexplained', action='store_true',
                        help='exit 1 when a miss has no reason class ("unexplained")')
    parser.add_argument('--report-from', metavar='JSON',
                        help='compile nothing: print the report of an earlier --json run')
    args = parser.parse_args(argv)
    if args.report_from:
        with open(args.report_from, encoding='utf-8') as f:
            print(format_report(from_json(json.load(f))))
        return 0
    if not args.build_dir:
        parser.error('--build-dir is required')
    tree = args.tree or optin_objects.default_tree(args.build_dir)
    objects, problems = select_objects(args.build_dir, args.targets, tree)
    for p in problems:
        print(f'lock-deletion: {p}', file=sys.stderr)
    if problems:
        return 2
    if not objects:
        print('lock-deletion: no object compiled with the analysis', file=sys.stderr)
        return 2
    if args.list:
        work = tempfile.mkdtemp(prefix='lock_deletion-')
        try:
            for c in objects:
                prep = scan(args.build_dir, c, tree, work, args.cc)
                for m in prep.report.mutations:
                    print(f'{m.file}:{m.line}: {m.form} {m.op} ({m.family}, {m.direction}) '
                          f'in {m.function}(): {m.text}')
        finally:
            shutil.rmtree(work, ignore_errors=True)
        return 0
    reports = measure(args.build_dir, objects, tree, args.jobs, args.cc,
                      progress=lambda s: print(f'lock-deletion: {s}', file=sys.stderr))
    print(format_report(reports))
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump(to_json(reports), f, indent=1)
    bad = [r for r in reports if r.status not in ('ok',)]
    unexplained = [m for r in reports for m in r.mutations if m.reason == 'unexplained']
    if args.fail_unexplained and unexplained:
        print(f'lock-deletion: {len(unexplained)} misses without a reason class',
              file=sys.stderr)
        return 1
    total = summary(reports)['total']
    valid = total['detected'] + total['missed']
    if args.min_share is not None and valid and \
            100.0 * total['detected'] / valid < args.min_share:
        print(f'lock-deletion: {100.0 * total["detected"] / valid:.1f}% detected, '
              f'below {args.min_share}%', file=sys.stderr)
        return 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
