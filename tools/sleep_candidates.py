#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Derive the may-sleep candidates of the atomic context layer from the tree.

The atomic context layer reports a call of a function marked __might_sleep_ctx
(<linux/compiler-context-analysis.h>) made with IRQs, preemption or BH off or
inside an RCU reader. Which functions carry the mark was picked by hand; this
tool lists the functions that should be looked at next: those whose body

  calls might_sleep(), might_sleep_if(), might_fault(), cond_resched(),
  wait_event*(), wait_for_completion*(), schedule(), schedule_timeout*(),
  schedule_hrtimeout*(), io_schedule*(), msleep*(), ssleep(), usleep_range*(),
  fsleep(), mutex_lock*(), down(), down_interruptible/killable/timeout(),
  down_read*()/down_write*() (not the trylocks), synchronize_rcu*(),
  synchronize_srcu*(), synchronize_irq(), synchronize_net(), rcu_barrier*(),
  flush_work(), flush_delayed_work(), flush_workqueue(), cancel_work_sync(),
  cancel_delayed_work_sync(), kthread_stop(), get_user()/put_user()
  (schedule_work() and schedule_delayed_work() only queue: not counted)

or calls, directly, a function already marked: one whose declaration under
--headers carries __might_sleep_ctx (or a macro defined with it, such as
__rcu_synchronize_ctx). Only functions declared in a header under --headers
(an extern or plain prototype, or a static inline definition) and not marked
yet are candidates. With --transitive, a call of a function found to sleep
counts as well, to a fixed point (static functions only within their file).

A definition is a file-scope "type name(args) [attributes] {" with its body
up to the matching "}" (a body opened by "{" at column 0 ends at the next "}"
at column 0, which keeps #ifdef-unbalanced braces from derailing the scan).
Comments, strings and preprocessor lines are blanked first and "#if 0"
blocks dropped; both sides of other #if blocks are read.

A call is "unconditional" when it runs on every call of the function as far
as the body's structure says: not inside an if/else/switch/loop body (braced
or not; do { } and bare or scoped_guard() blocks do not count as
conditions), not after && || or ? in its statement, and not might_sleep_if();
a call in the condition of an if/while/switch is unconditional. Early returns
before the call are not considered. A candidate is unconditional when one of
its sleeping definitions has an unconditional sleeping call.

  tools/sleep_candidates.py --tree build/linux-source-6.12
      print the candidates, sorted by name, one per line:
        name  header:line  defined-in file:line  reasons  unconditional|conditional
      then the counts: already marked, candidates, candidates unconditional
  --dirs kernel,mm,...   the directories whose .c files are scanned
  --json FILE            also write candidates and counts as JSON
  --transitive           iterate the "calls a sleeping function" rule
  --marked               print the already-marked functions instead

The reviewed verdicts (mark or skip, with why) are kept in
kunit/may-sleep-review.txt.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from typing import Dict, Iterable, List, Optional, Set, Tuple

DEFAULT_DIRS = ('kernel', 'mm', 'lib', 'fs', 'drivers/base', 'block',
                'net/core', 'arch/x86/kernel', 'arch/arm64/kernel')
DEFAULT_HEADERS = 'include'
MARKER = '__might_sleep_ctx'

# The sleeping primitives, by name (a whole identifier followed by "(").
PRIMITIVES = re.compile(r'''(?x)^(?:
    might_sleep | might_sleep_if | might_fault | __might_sleep | cond_resched
  | _{0,3}wait_event\w* | wait_for_completion\w*
  | schedule | schedule_timeout\w* | schedule_hrtimeout\w*
  | schedule_preempt_disabled | io_schedule | io_schedule_timeout
  | msleep | msleep_interruptible | ssleep | usleep_range\w* | fsleep
  | mutex_lock\w*
  | down | down_interruptible | down_killable | down_timeout
  | down_read | down_read_interruptible | down_read_killable
  | down_read_nested | down_read_killable_nested | down_read_non_owner
  | down_write | down_write_killable | down_write_nested
  | down_write_killable_nested | _down_write_nest_lock
  | synchronize_rcu\w* | synchronize_srcu\w* | synchronize_irq
  | synchronize_net | rcu_barrier\w* | srcu_barrier
  | flush_work | flush_delayed_work | flush_workqueue | __flush_workqueue
  | drain_workqueue | destroy_workqueue | flush_rcu_work
  | cancel_work_sync | cancel_delayed_work_sync | kthread_stop
  | get_user | put_user
  )$''')
# Sleeps only when its argument says so.
ALWAYS_CONDITIONAL = {'might_sleep_if'}

C_KEYWORDS = {
    'if', 'else', 'for', 'while', 'do', 'switch', 'case', 'default', 'return',
    'goto', 'break', 'continue', 'sizeof', 'typeof', '__typeof__', 'typedef',
    'struct', 'union', 'enum', 'void', 'int', 'char', 'short', 'long',
    'unsigned', 'signed', 'float', 'double', 'bool', '_Bool', 'const',
    'volatile', 'static', 'extern', 'inline', '__inline', '__inline__',
    'register', 'auto', 'restrict', '__restrict', 'asm', '__asm__', '__asm',
    'volatile', '_Static_assert', 'static_assert', 'alignof', '_Alignof',
    '__alignof__', '__builtin_offsetof',
}
# Function-like attribute macros that may stand before or after the name;
# extended from the tree's compiler*.h headers.
ATTRIBUTE_MACROS = {
    '__attribute__', '__attribute', '__declspec', '__printf', '__scanf',
    '__aligned', '__section', '__alloc_size', '__realloc_size',
    '__assume_aligned', '__acquires', '__releases', '__must_hold',
    '__cond_acquires', '__cond_acquires_shared', '__acquires_shared',
    '__releases_shared', '__must_hold_shared', '__must_not_hold',
    '__acquires_cap', '__releases_cap', '__try_acquires_cap',
    '__acquires_shared_cap', '__releases_shared_cap',
    '__try_acquires_shared_cap', '__diagnose_as', '__counted_by',
    '__no_sanitize_or_inline', '__alias', '__copy', '__cleanup',
    '__nonstring', '__malloc', '__nocfi', '__weak', 'noinline',
}
ATTR_HEADERS = ('include/linux/compiler_attributes.h',
                'include/linux/compiler_types.h',
                'include/linux/compiler-clang.h',
                'include/linux/compiler.h',
                'include/linux/compiler-context-analysis.h',
                'include/linux/compiler-context-tokens.h')

_BLANK_RE = re.compile(
    r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'', re.S)
_PP_RE = re.compile(r'^[ \t]*#')
_IF0_RE = re.compile(r'^[ \t]*#\s*if\s+0\b')
_IF_RE = re.compile(r'^[ \t]*#\s*if')
_ELSE_RE = re.compile(r'^[ \t]*#\s*(else|elif)\b')
_ENDIF_RE = re.compile(r'^[ \t]*#\s*endif\b')
_STRUCT_RE = re.compile(r'[{}();]')
_IDENT_BEFORE_PAREN = re.compile(r'([A-Za-z_]\w*)\s*$')
_CALL_RE = re.compile(r'([A-Za-z_]\w*)\s*\(')
_DEFINE_MARKER_RE = re.compile(r'^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+(.*)$', re.M)


def _blank(m: re.Match) -> str:
    s = m.group(0)
    if s[0] == '"':
        return '""' + ' ' * (len(s) - 2)
    if s[0] == "'":
        return "' '" + ' ' * (len(s) - 3) if len(s) >= 3 else s
    return re.sub(r'[^\n]', ' ', s)


def clean(text: str) -> str:
    """@text with comments, strings and preprocessor lines blanked (the
    lines and columns kept) and "#if 0" blocks dropped."""
    text = _BLANK_RE.sub(_blank, text)
    out = []
    cont = False        # inside a backslash-continued preprocessor line
    skip = 0            # nesting inside "#if 0"
    for line in text.split('\n'):
        if cont:
            cont = line.endswith('\\')
            out.append('')
            continue
        if _PP_RE.match(line):
            cont = line.endswith('\\')
            if skip:
                if _IF_RE.match(line):
                    skip += 1
                elif _ENDIF_RE.match(line):
                    skip -= 1
                elif _ELSE_RE.match(line) and skip == 1:
                    skip = 0
            elif _IF0_RE.match(line):
                skip = 1
            out.append('')
            continue
        out.append('' if skip else line)
    return '\n'.join(out)


class Decl:
    """A file-scope function declaration or definition."""

    def __init__(self, name: str, path: str, line: int, sig: str,
                 body: Optional[str] = None, body_line: int = 0):
        self.name = name
        self.path = path
        self.line = line
        self.sig = sig
        self.body = body
        self.body_line = body_line
        toks = set(re.findall(r'\w+', _outside_parens(sig)))
        self.static = 'static' in toks
        self.inline = bool(toks & {'inline', '__always_inline', '__inline',
                                   '__inline__'})

    @property
    def is_definition(self) -> bool:
        return self.body is not None


def _outside_parens(s: str) -> str:
    out, depth = [], 0
    for ch in s:
        if ch == '(':
            depth += 1
        elif ch == ')':
            depth = max(depth - 1, 0)
        elif depth == 0:
            out.append(ch)
    return ''.join(out)


def function_name(sig: str, attrs: Iterable[str] = ATTRIBUTE_MACROS
                  ) -> Optional[str]:
    """The name a file-scope declaration @sig (its text up to ";" or "{")
    declares as a function, or None (a variable, a type, a pointer...)."""
    attrs = set(attrs)
    depth = 0
    for i, ch in enumerate(sig):
        if ch == '=' and depth == 0:
            return None
        if ch == ')':
            depth -= 1
        if ch != '(':
            continue
        depth += 1
        if depth != 1:
            continue
        before = sig[:i]
        m = _IDENT_BEFORE_PAREN.search(before)
        if m and m.group(1) not in attrs and m.group(1) not in C_KEYWORDS \
                and not m.group(1).startswith('__attribute'):
            return m.group(1)
        # "(name)(args)" names a function, "(*name)(args)" a pointer
        pm = re.match(r'\(\s*([A-Za-z_]\w*)\s*\)\s*\(', sig[i:])
        if pm and pm.group(1) not in C_KEYWORDS:
            return pm.group(1)
        if re.match(r'\(\s*\*', sig[i:]):
            return None
    return None


def scan(text: str, path: str, attrs: Iterable[str] = ATTRIBUTE_MACROS
         ) -> List[Decl]:
    """The file-scope function declarations and definitions of @text (raw C)."""
    attrs = set(attrs)
    src = clean(text)
    decls: List[Decl] = []
    # line starts, for offsets -> line numbers
    starts = [0]
    for m in re.finditer('\n', src):
        starts.append(m.end())

    def lineno(off: int) -> int:
        lo, hi = 0, len(starts)
        while lo + 1 < hi:
            mid = (lo + hi) // 2
            if starts[mid] <= off:
                lo = mid
            else:
                hi = mid
        return lo + 1

    def col0(off: int) -> bool:
        return off == 0 or src[off - 1] == '\n'

    stmt = 0            # where the current file-scope declaration starts
    paren = 0
    depth = 0           # brace depth
    body_start = -1
    body_col0 = False
    cur: Optional[Tuple[str, int, str]] = None
    for m in _STRUCT_RE.finditer(src):
        ch = m.group(0)
        off = m.start()
        if depth == 0:
            if ch == '(':
                paren += 1
            elif ch == ')':
                paren = max(paren - 1, 0)
            elif ch == ';' and paren == 0:
                sig = src[stmt:off]
                name = function_name(sig, attrs)
                if name and 'typedef' not in re.findall(r'\w+', sig):
                    decls.append(Decl(name, path, _name_line(sig, name, stmt,
                                                             lineno), sig))
                stmt = off + 1
            elif ch == '{' and paren == 0:
                sig = src[stmt:off]
                name = function_name(sig, attrs)
                depth = 1
                body_start = off
                body_col0 = col0(off)
                if name and 'typedef' not in re.findall(r'\w+', sig):
                    cur = (name, _name_line(sig, name, stmt, lineno), sig)
                else:
                    cur = None
            elif ch == '}':
                stmt = off + 1
            continue
        if ch == '{':
            depth += 1
        elif ch == '}':
            depth -= 1
            if body_col0:
                end = col0(off)
                if depth <= 0 and not end:
                    depth = 1       # unbalanced by #ifdef: wait for column 0
            else:
                end = depth == 0
            if end:
                depth = 0
                if cur:
                    decls.append(Decl(cur[0], path, cur[1], cur[2],
                                      src[body_start:off + 1],
                                      lineno(body_start)))
                cur = None
                stmt = off + 1
                paren = 0
    return decls


def _name_line(sig: str, name: str, base: int, lineno) -> int:
    m = re.search(r'\b%s\s*\(' % re.escape(name), sig)
    if not m:
        m = re.search(r'\(\s*%s\s*\)' % re.escape(name), sig)
    return lineno(base + (m.start() if m else len(sig.rstrip())))


_BLOCK_UNCOND = re.compile(r'^(?:do|scoped_guard\s*\(.*\)|guard\s*\(.*\).*|)$',
                           re.S)
_STMT_COND = re.compile(r'^(?:if|else|for|while|switch|case|default)\b')
_COND_EXPR = re.compile(r'\?|&&|\|\|')
_COND_HEAD = re.compile(r'^(if|while|switch)\s*\(')
_LOOP_MACRO = re.compile(r'^[A-Za-z_]\w*\s*\(.*\)\s*$', re.S)


def calls(body: str) -> List[Tuple[str, bool, int]]:
    """The calls in @body (a definition's "{...}", already cleaned) as
    (callee, unconditional, offset)."""
    out: List[Tuple[str, bool, int]] = []
    stack: List[bool] = []      # per open brace: unconditional so far
    stmt = 0
    paren = 0
    parens_at: List[int] = []   # paren depth saved at each "{"
    tok = re.compile(r'[A-Za-z_]\w*\s*\(|[{}();]')
    for m in tok.finditer(body):
        t = m.group(0)
        off = m.start()
        if t == '{':
            head = body[stmt:off].strip()
            inherited = stack[-1] if stack else True
            if not stack:
                uncond = True
            elif paren > 0:
                uncond = inherited      # statement expression
            elif '=' in _outside_parens(head) and not _STMT_COND.match(head):
                uncond = inherited      # initializer
            elif _BLOCK_UNCOND.match(head) or head.endswith(':'):
                uncond = inherited
            else:
                uncond = False
            stack.append(uncond)
            parens_at.append(paren)
            paren = 0
            stmt = off + 1
        elif t == '}':
            if stack:
                stack.pop()
                paren = parens_at.pop()
            stmt = off + 1
        elif t == ';':
            if paren == 0:
                stmt = off + 1
        elif t == '(':
            paren += 1
        elif t == ')':
            paren = max(paren - 1, 0)
        else:
            name = t.rstrip('(').rstrip()
            prev = body[max(off - 2, 0):off]
            paren += 1
            if name in C_KEYWORDS or prev.endswith('.') or prev == '->':
                continue
            prefix = body[stmt:off].strip()
            uncond = bool(stack and stack[-1])
            if uncond and prefix:
                uncond = _unconditional_in_stmt(prefix)
            if name in ALWAYS_CONDITIONAL:
                uncond = False
            out.append((name, uncond, off))
    return out


def _unconditional_in_stmt(prefix: str) -> bool:
    """Whether a call preceded by @prefix in its statement runs whenever the
    statement does."""
    head = _COND_HEAD.match(prefix)
    if head:
        # inside the condition of an if/while/switch (still open)?
        depth = 0
        for ch in prefix[head.end() - 1:]:
            if ch == '(':
                depth += 1
            elif ch == ')':
                depth -= 1
                if depth == 0:
                    return False        # the condition closed: its body
        return not _COND_EXPR.search(prefix)
    if _STMT_COND.match(prefix):
        return False
    if _COND_EXPR.search(prefix):
        return False
    if _LOOP_MACRO.match(prefix) and prefix.endswith(')') and \
            not prefix.startswith(('return', 'sizeof')):
        return False                    # for_each_foo(...) call(...);
    return True


def marker_macros(header_texts: Iterable[str]) -> Set[str]:
    """__might_sleep_ctx and the macros defined with it."""
    out = {MARKER}
    for text in header_texts:
        if MARKER not in text:
            continue
        for m in _DEFINE_MARKER_RE.finditer(text):
            if re.search(r'\b%s\b' % MARKER, m.group(2)):
                out.add(m.group(1))
    return out


def is_marked(decl: Decl, markers: Set[str]) -> bool:
    return bool(set(re.findall(r'\w+', _outside_parens(decl.sig))) & markers)


def _read(path: str) -> str:
    with open(path, encoding='utf-8', errors='replace') as f:
        return f.read()


def _walk(root: str, sub: str, ext: str) -> List[str]:
    out = []
    base = os.path.join(root, sub)
    for dirpath, dirnames, filenames in os.walk(base):
        dirnames.sort()
        for fn in sorted(filenames):
            if fn.endswith(ext):
                out.append(os.path.join(dirpath, fn))
    return out


def tree_attrs(tree: str) -> Set[str]:
    attrs = set(ATTRIBUTE_MACROS)
    for rel in ATTR_HEADERS:
        try:
            text = _read(os.path.join(tree, rel))
        except OSError:
            continue
        for m in re.finditer(r'^[ \t]*#\s*define\s+(__\w+)\(', text, re.M):
            attrs.add(m.group(1))
    # keep names that are real sleeping functions out of the attribute list
    return {a for a in attrs if not PRIMITIVES.match(a)}


class Analysis:
    """The scan of a tree (or of given texts, for the tests)."""

    def __init__(self, headers: Dict[str, str], sources: Dict[str, str],
                 attrs: Iterable[str] = ATTRIBUTE_MACROS):
        attrs = set(attrs)
        self.markers = marker_macros(headers.values())
        self.header_decls: Dict[str, List[Decl]] = {}
        self.defs: List[Decl] = []
        for path, text in headers.items():
            for d in scan(text, path, attrs):
                self.header_decls.setdefault(d.name, []).append(d)
                if d.is_definition:
                    self.defs.append(d)
        for path, text in sources.items():
            for d in scan(text, path, attrs):
                if d.is_definition:
                    self.defs.append(d)
        self.marked: Set[str] = {
            name for name, ds in self.header_decls.items()
            if any(is_marked(d, self.markers) for d in ds)}

    def sleeping(self, transitive: bool = False
                 ) -> Dict[int, Tuple[Dict[str, bool], bool]]:
        """For each definition (by index in self.defs) that sleeps: its
        reasons (callee -> called unconditionally somewhere) and whether it
        sleeps unconditionally."""
        call_lists = [calls(d.body) for d in self.defs]
        result: Dict[int, Tuple[Dict[str, bool], bool]] = {}
        known_global: Dict[str, bool] = {n: True for n in self.marked}
        known_static: Dict[Tuple[str, str], bool] = {}
        while True:
            changed = False
            for i, d in enumerate(self.defs):
                reasons: Dict[str, bool] = {}
                for callee, uncond, _ in call_lists[i]:
                    if callee == d.name:
                        continue
                    if PRIMITIVES.match(callee) or callee in self.marked:
                        sleeps_always = True
                    elif transitive and (d.path, callee) in known_static:
                        sleeps_always = known_static[(d.path, callee)]
                    elif transitive and callee in known_global:
                        sleeps_always = known_global[callee]
                    else:
                        continue
                    u = uncond and sleeps_always
                    reasons[callee] = reasons.get(callee, False) or u
                if not reasons:
                    continue
                entry = (reasons, any(reasons.values()))
                if result.get(i) != entry:
                    result[i] = entry
                    changed = True
                    if d.static and not d.path.endswith('.h'):
                        key = (d.path, d.name)
                        known_static[key] = known_static.get(key, False) or entry[1]
                    else:
                        known_global[d.name] = known_global.get(d.name, False) or entry[1]
            if not transitive or not changed:
                break
        return result

    def candidates(self, transitive: bool = False) -> List[dict]:
        sleeping = self.sleeping(transitive)
        by_name: Dict[str, dict] = {}
        for i, (reasons, uncond) in sorted(sleeping.items()):
            d = self.defs[i]
            if d.name in self.marked or d.name not in self.header_decls:
                continue
            if d.static and not d.path.endswith('.h'):
                continue        # a file's own static function
            if d.path.endswith('.h') and d not in self.header_decls[d.name]:
                continue
            c = by_name.setdefault(d.name, {
                'name': d.name, 'header': _decl_site(self.header_decls[d.name]),
                'definitions': [], 'reasons': {}, 'unconditional': False})
            c['definitions'].append('%s:%d' % (d.path, d.line))
            for r, u in reasons.items():
                c['reasons'][r] = c['reasons'].get(r, False) or u
            c['unconditional'] = c['unconditional'] or uncond
        out = []
        for name in sorted(by_name):
            c = by_name[name]
            c['reasons'] = sorted(c['reasons'])
            out.append(c)
        return out


def _decl_site(decls: List[Decl]) -> str:
    protos = [d for d in decls if not d.is_definition]
    d = sorted(protos or decls, key=lambda d: (d.path, d.line))[0]
    return '%s:%d' % (d.path, d.line)


def load(tree: str, dirs: Iterable[str], headers: str
         ) -> Tuple[Dict[str, str], Dict[str, str]]:
    def rel(p):
        return os.path.relpath(p, tree)
    htexts = {rel(p): _read(p) for p in _walk(tree, headers, '.h')}
    ctexts = {}
    for sub in dirs:
        for p in _walk(tree, sub, '.c'):
            ctexts[rel(p)] = _read(p)
    return htexts, ctexts


def format_line(c: dict) -> str:
    return '%s  %s  defined-in %s  %s  %s' % (
        c['name'], c['header'], c['definitions'][0], ','.join(c['reasons']),
        'unconditional' if c['unconditional'] else 'conditional')


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0],
        epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tree', default='build/linux-source-6.12',
                    help='the kernel tree (default: %(default)s)')
    ap.add_argument('--dirs', default=','.join(DEFAULT_DIRS),
                    help='comma-separated directories whose .c files are '
                    'scanned (default: %(default)s)')
    ap.add_argument('--headers', default=DEFAULT_HEADERS,
                    help='the directory of the headers that declare the '
                    'candidates and the marks (default: %(default)s)')
    ap.add_argument('--transitive', action='store_true',
                    help='iterate "calls a sleeping function" to a fixed point')
    ap.add_argument('--json', metavar='FILE',
                    help='also write the candidates and counts as JSON')
    ap.add_argument('--marked', action='store_true',
                    help='print the already-marked functions and stop')
    args = ap.parse_args(argv)
    if not os.path.isdir(os.path.join(args.tree, args.headers)):
        print('%s: no %s/ in %s' % (ap.prog, args.headers, args.tree),
              file=sys.stderr)
        return 2
    dirs = [d for d in args.dirs.split(',') if d]
    htexts, ctexts = load(args.tree, dirs, args.headers)
    an = Analysis(htexts, ctexts, tree_attrs(args.tree))
    if args.marked:
        for name in sorted(an.marked):
            print(name)
        return 0
    cands = an.candidates(args.transitive)
    for c in cands:
        print(format_line(c))
    counts = {'already_marked': len(an.marked),
              'candidates': len(cands),
              'candidates_unconditional': sum(c['unconditional'] for c in cands)}
    print('# already marked: %d' % counts['already_marked'])
    print('# candidates: %d' % counts['candidates'])
    print('# candidates unconditional: %d' % counts['candidates_unconditional'])
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'tree': args.tree, 'dirs': dirs,
                       'transitive': args.transitive, 'counts': counts,
                       'already_marked': sorted(an.marked),
                       'candidates': cands}, f, indent=1)
            f.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
