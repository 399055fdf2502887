#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in for clang-22 in the lock_deletion tests: a toy preprocessor
and a toy lock analysis on kernel-style C.

-E: prints the file with "# 1 "<file>"" line markers, lines of #if 0 /
#ifdef NAME (true with -DNAME) branches not taken left empty, and directives
dropped. A line "__HEADER__ <path>: <text>" prints <text> as if it came
from the header <path> (not a comment: the tool preprocesses comment-free
copies).

-fsyntax-only: a function is a line ending in ")" (optionally followed by
__no_capability_analysis) and the lines from the "{" below it to the
matching "}" in column 0. Walking its lines in order, spin_lock*/my_lock
calls and guard(spinlock)(x) take the lock named by their first argument,
spin_unlock*/my_unlock release it; releasing a lock not held, a line
"GUARDED_ACCESS(x);" without x held, and a lock still held at the closing
"}" print a -Wthread-safety-analysis warning. A line marked //NEEDED or
//CRASH-IF-DELETED that lost its "(" makes an error or a crash.
"""
import re
import sys

LOCK = re.compile(r'\b(spin_lock\w*|my_lock|spin_unlock\w*|my_unlock)\(([^,)]*)')
GUARD = re.compile(r'\bguard\(spinlock\)\(([^)]*)\)')


def live_lines(text, defined):
    """Per line: kept by the preprocessor (directive lines are not)."""
    live = []
    stack = []
    cont = False
    for line in text.split('\n'):
        m = re.match(r'\s*#\s*(\w+)\s*(\S*)', line)
        if cont or m:
            if m and not cont:
                kw, arg = m.group(1), m.group(2)
                if kw == 'if':
                    stack.append(arg not in ('0', ''))
                elif kw == 'ifdef':
                    stack.append(arg in defined)
                elif kw == 'ifndef':
                    stack.append(arg not in defined)
                elif kw == 'else':
                    stack[-1] = not stack[-1]
                elif kw == 'endif':
                    stack.pop()
            cont = line.rstrip().endswith('\\')
            live.append(False)
            continue
        live.append(all(stack))
    return live


def preprocess(path, text, defined):
    out = [f'# 1 "{path}"']
    for no, (line, live) in enumerate(zip(text.split('\n'), live_lines(text, defined)), 1):
        h = re.match(r'__HEADER__ (\S+): (.*)', line)
        if h and live:
            out += [f'# 1 "{h.group(1)}"', h.group(2), f'# {no + 1} "{path}"']
            continue
        out.append(line if live else '')
    sys.stdout.write('\n'.join(out) + '\n')


def analyse(path, text, defined):
    # Lines of branches not taken are blanked, as the preprocessor would.
    lines = ['' if not live else line for line, live in
             zip(text.split('\n'), live_lines(text, defined))]
    warnings = []
    errors = []
    crash = False
    k = 0
    while k < len(lines):
        if lines[k] == '{' and k > 0 and re.search(r'\)\s*(__no_capability_analysis)?\s*$',
                                                     lines[k - 1]):
            checked = '__no_capability_analysis' not in lines[k - 1]
            held = {}
            found = []
            k += 1
            while k < len(lines) and lines[k] != '}':
                line = lines[k]
                for m in LOCK.finditer(line):
                    name, lock = m.group(1), m.group(2).strip()
                    if 'unlock' in name:
                        if held.get(lock, 0) <= 0:
                            found.append((k + 1, f"releasing lock '{lock}' that was not held"))
                        held[lock] = held.get(lock, 0) - 1
                    else:
                        held[lock] = held.get(lock, 0) + 1
                for m in GUARD.finditer(line):
                    held[m.group(1)] = held.get(m.group(1), 0) + 1
                    held['guard:' + m.group(1)] = 1
                g = re.search(r'GUARDED_ACCESS\(([^)]*)\)', line)
                if g and held.get(g.group(1), 0) <= 0:
                    found.append((k + 1, f"writing variable requires holding '{g.group(1)}'"))
                if '//NEEDED' in line and '(' not in line:
                    errors.append((k + 1, "use of undeclared identifier 'flags'"))
                if '//CRASH-IF-DELETED' in line and '(' not in line:
                    crash = True
                k += 1
            for lock, n in held.items():
                if n > 0 and not lock.startswith('guard:') and 'guard:' + lock not in held:
                    found.append((k + 1, f"lock '{lock}' is still held at the end of function"))
            if checked:
                warnings += found
        k += 1
    if crash:
        sys.stderr.write('PLEASE submit a bug report\n')
        sys.exit(139)
    for no, msg in warnings:
        sys.stderr.write(f'{path}:{no}:2: warning: {msg} [-Wthread-safety-analysis]\n')
    for no, msg in errors:
        sys.stderr.write(f'{path}:{no}:2: error: {msg}\n')
    sys.exit(1 if errors else 0)


def main():
    path = sys.argv[-1]
    with open(path, encoding='utf-8') as f:
        text = f.read()
    defined = {a[2:] for a in sys.argv if a.startswith('-D')}
    if '-E' in sys.argv:
        preprocess(path, text, defined)
    else:
        analyse(path, text, defined)


main()
