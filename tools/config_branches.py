#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Whether a kernel configuration compiles a line of a header at all.

A header line inside "#ifdef CONFIG_RV" is not in any unit of a build
without CONFIG_RV: make mutation-score need not preprocess each of that
build's units to find the mutant's tokens unchanged there (1,100 s for one
rv.h mark over 600 units). This module reads the #if, #ifdef, #ifndef,
#elif and #else lines around a line, and evaluates those made only of
configuration options (defined(CONFIG_X), IS_ENABLED(CONFIG_X),
IS_BUILTIN(), IS_MODULE(), a bare CONFIG_X, with !, &&, || and
parentheses) against a build's include/generated/autoconf.h. A line is
left out when one of its enclosing conditions is decided the other way;
a condition with anything else in it (an include guard, a version test,
__ARCH_WANT_*) decides nothing, so the answer errs towards "compiled".

  tools/config_branches.py --build build/kunit-x86_64 \\
          build/linux-source-6.12/include/linux/rv.h 58
      prints the enclosing conditions, each decided or not, and whether
      the build compiles the line (exit 0) or leaves it out (exit 1)
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from typing import Dict, List, Optional, Set, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import c_source  # noqa: E402

AUTOCONF = os.path.join('include', 'generated', 'autoconf.h')
_DEFINE_RE = re.compile(r'^#define (CONFIG_\w+) ', re.M)
_TOKEN_RE = re.compile(r'\s*(defined|IS_ENABLED|IS_BUILTIN|IS_MODULE|IS_REACHABLE|'
                       r'CONFIG_\w+|&&|\|\||!|\(|\))')


def enclosing(text: str, line: int) -> List[Tuple[str, bool]]:
    """The conditions around 1-based @line of header @text, outermost
    first, each (expression, whether the line needs it true): an #else
    branch needs its #if false, an #elif branch every earlier test of its
    chain false and its own true."""
    code = c_source.strip_comments(text)
    lines = code.split('\n')
    stack: List[List[Tuple[str, bool]]] = []
    for d in c_source.directives(code):
        if d.first >= line:
            break
        body = ' '.join(lines[d.first - 1:d.last]).replace('\\', ' ')
        m = re.match(r'\s*#\s*\w+\s*(.*)$', body)
        arg = m.group(1).strip() if m else ''
        if d.keyword == 'if':
            stack.append([(arg, True)])
        elif d.keyword == 'ifdef':
            stack.append([(f'defined({arg})', True)])
        elif d.keyword == 'ifndef':
            stack.append([(f'defined({arg})', False)])
        elif d.keyword == 'elif' and stack:
            stack[-1] = [(e, False) for e, _ in stack[-1]] + [(arg, True)]
        elif d.keyword == 'else' and stack:
            stack[-1] = [(e, False) for e, _ in stack[-1]]
        elif d.keyword == 'endif' and stack:
            stack.pop()
    return [c for frame in stack for c in frame]


def evaluate(expr: str, options: Dict[str, int]) -> Optional[bool]:
    """@expr's value under @options (CONFIG_X -> 1 built in, 2 module),
    or None when it tests anything but configuration options."""
    out: List[str] = []
    i = 0
    toks: List[str] = []
    while i < len(expr):
        m = _TOKEN_RE.match(expr, i)
        if not m:
            if expr[i:].strip():
                return None
            break
        toks.append(m.group(1))
        i = m.end()
    k = 0
    while k < len(toks):
        t = toks[k]
        if t in ('defined', 'IS_ENABLED', 'IS_BUILTIN', 'IS_MODULE', 'IS_REACHABLE'):
            paren = k + 1 < len(toks) and toks[k + 1] == '('
            j = k + 2 if paren else k + 1
            if j >= len(toks) or not toks[j].startswith('CONFIG_') or \
                    (paren and (j + 1 >= len(toks) or toks[j + 1] != ')')):
                return None
            name = toks[j]
            val = options.get(name, 0)
            if t == 'defined':
                # autoconf.h defines CONFIG_X for =y and CONFIG_X_MODULE for =m
                out.append(str(val == 1))
            elif t == 'IS_BUILTIN':
                out.append(str(val == 1))
            elif t == 'IS_MODULE':
                out.append(str(val == 2))
            else:
                out.append(str(val in (1, 2)))
            k = j + (2 if paren else 1)
            continue
        if t.startswith('CONFIG_'):
            out.append(str(options.get(t, 0) == 1))
        else:
            out.append({'&&': ' and ', '||': ' or ', '!': ' not '}.get(t, t))
        k += 1
    try:
        return bool(eval(''.join(out), {'__builtins__': {}}, {}))  # noqa: S307 (True/False/and/or/not only)
    except SyntaxError:
        return None


def autoconf_options(build_dir: str) -> Optional[Dict[str, int]]:
    """The options of @build_dir's autoconf.h (1 built in, 2 module), or
    None without one."""
    try:
        with open(os.path.join(build_dir, AUTOCONF), encoding='utf-8') as f:
            text = f.read()
    except OSError:
        return None
    out: Dict[str, int] = {}
    for name in _DEFINE_RE.findall(text):
        if name.endswith('_MODULE'):
            out[name[:-len('_MODULE')]] = 2
        else:
            out.setdefault(name, 1)
    return out


def decided_against(conds: List[Tuple[str, bool]], options: Dict[str, int]) -> bool:
    """Whether @options decide one of @conds (enclosing()'s) against the
    line they surround."""
    return any(evaluate(e, options) not in (None, want) for e, want in conds)


def left_out(text: str, line: int, options: Dict[str, int]) -> bool:
    """Whether a build with @options compiles no unit with @line of @text:
    an enclosing condition made only of options is decided against it."""
    return decided_against(enclosing(text, line), options)


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0],
        epilog=__doc__.split('\n\n', 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--build', required=True, help='a configured build folder (O=)')
    ap.add_argument('header')
    ap.add_argument('line', type=int)
    args = ap.parse_args(argv)
    options = autoconf_options(args.build)
    if options is None:
        print(f'config-branches: {args.build} has no {AUTOCONF}: configure it first',
              file=sys.stderr)
        return 2
    try:
        with open(args.header, encoding='utf-8', errors='replace') as f:
            text = f.read()
    except OSError as e:
        print(f'config-branches: {e}', file=sys.stderr)
        return 2
    seen: Set[str] = set()
    for expr, want in enclosing(text, args.line):
        val = evaluate(expr, options)
        how = 'undecided' if val is None else ('as needed' if val == want else 'AGAINST')
        if expr not in seen:
            print(f'{"" if want else "not "}({expr}): {how}')
            seen.add(expr)
    gone = left_out(text, args.line, options)
    print('left out' if gone else 'compiled (or undecided)')
    return 1 if gone else 0


if __name__ == '__main__':
    sys.exit(main())
