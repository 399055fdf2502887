#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Functions that initialise a lock and then take it: no false "already held".

A lock initialiser that asserted its lock made every function that
initialises a lock and then takes it report "acquiring ... that is already
held". This tool finds those functions in the kernel tree (a scan of the
source: an initialiser of an expression, then a lock operation on the same
expression later in the same function body), builds the objects of the
files that have them in a configured build folder with every object opted
into the analysis (CAPABILITY_ANALYSIS=y on make's command line, -Wno-error,
no error limit), and counts the "already held" diagnostics reported at the
lock operations it found. Run it on a tree before and after a change to
the initialisers to compare.

Prints the sites, the objects that built (an object the configuration does
not build is listed as not built, and its sites are not counted) and one
summary line; --json writes everything.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from typing import Dict, Iterator, List, Optional, Set, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from c_source import strip_comments  # noqa: E402

INITS = ('spin_lock_init', 'raw_spin_lock_init', 'rwlock_init', 'mutex_init',
         'mutex_init_with_key', 'rt_mutex_init', 'seqlock_init', 'init_rwsem',
         'local_lock_init', 'percpu_init_rwsem', 'ww_mutex_init')
LOCKS = ('spin_lock', 'raw_spin_lock', 'read_lock', 'write_lock', 'mutex_lock',
         'rt_mutex_lock', 'down_read', 'down_write', 'write_seqlock',
         'read_seqlock_excl', 'local_lock', 'percpu_down_read',
         'percpu_down_write', 'ww_mutex_lock')
_INIT_RE = re.compile(r'\b(' + '|'.join(INITS) + r')\s*\(')
_LOCK_RE = re.compile(r'\b((?:' + '|'.join(LOCKS) + r')\w*)\s*\(')
_GUARD_RE = re.compile(r'\b(?:scoped_)?guard\s*\(\s*(\w+)\s*[,)]\s*\(?')
_HELD_RE = re.compile(r'^(?P<file>[^:\s]+):(?P<line>\d+):\d+: (?:warning|error): '
                      r'acquiring \S+ .* that is already held')

Site = Tuple[str, str, int, int, str]   # file, function, init line, lock line, lock


def first_argument(text: str, start: int) -> Optional[str]:
    """The first argument of the call whose '(' is just before @start."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c in '([{':
            depth += 1
        elif c in ')]}':
            if depth == 0:
                break
            depth -= 1
        elif c == ',' and depth == 0:
            break
        i += 1
    else:
        return None
    return normalize(text[start:i])


def normalize(expr: str) -> str:
    """A lock expression without spaces and redundant outer parentheses."""
    expr = re.sub(r'\s+', '', expr)
    while expr.startswith('(') and expr.endswith(')') and first_argument(expr, 1) == expr[1:-1]:
        expr = expr[1:-1]
    return expr


def functions(text: str) -> Iterator[Tuple[str, int, int]]:
    """(name, start offset, end offset) of each function body in kernel
    style: a '{' alone at the start of a line after a ')' ends the
    declarator, the body ends at the next '}' at the start of a line."""
    for m in re.finditer(r'\)[^;{}()]*\n\{\n', text):
        head = text[max(0, m.start() - 400):m.start()]
        names = re.findall(r'(\w+)\s*\(', head)
        end = text.find('\n}\n', m.end())
        if not names or end < 0:
            continue
        yield names[-1], m.end(), end


def scan_file(path: str, rel: str) -> List[Site]:
    """The init-then-lock sites of one C file."""
    with open(path, encoding='utf-8', errors='replace') as f:
        text = strip_comments(f.read())
    sites: List[Site] = []
    for name, start, end in functions(text):
        body = text[start:end]
        inits: Dict[str, int] = {}
        for m in _INIT_RE.finditer(body):
            expr = first_argument(body, m.end())
            if expr and expr not in inits:
                inits[expr] = m.start()
        if not inits:
            continue
        for m in _LOCK_RE.finditer(body):
            if m.group(1).endswith(('_init', '_init_with_key')):
                continue
            expr = first_argument(body, m.end())
            if expr in inits and m.start() > inits[expr]:
                sites.append((rel, name, text.count('\n', 0, start + inits[expr]) + 1,
                              text.count('\n', 0, start + m.start()) + 1, m.group(1)))
                del inits[expr]
        for m in _GUARD_RE.finditer(body):
            close = body.find(')', m.end())
            expr = first_argument(body, m.end()) if close > 0 else None
            if expr in inits and m.start() > inits[expr] and not m.group(1).endswith('_init'):
                sites.append((rel, name, text.count('\n', 0, start + inits[expr]) + 1,
                              text.count('\n', 0, start + m.start()) + 1,
                              'guard(' + m.group(1) + ')'))
                del inits[expr]
    return sites


def scan_tree(tree: str, dirs: List[str]) -> List[Site]:
    sites: List[Site] = []
    for top in dirs:
        for root, subdirs, files in os.walk(os.path.join(tree, top)):
            subdirs[:] = sorted(d for d in subdirs if not d.startswith('.'))
            for name in sorted(files):
                if name.endswith('.c'):
                    path = os.path.join(root, name)
                    sites += scan_file(path, os.path.relpath(path, tree))
    return sites


def build_objects(tree: str, build: str, arch: str, llvm: str, objs: List[str],
                  jobs: int) -> str:
    """Build @objs opted in, without -Werror; return the compiler's output."""
    argv = ['make', '-k', '-s', '-C', tree, 'O=' + os.path.abspath(build),
            'ARCH=' + arch, 'LLVM=' + llvm, '-j%d' % jobs, 'CAPABILITY_ANALYSIS=y',
            'KCFLAGS=-Wno-error -ferror-limit=0'] + objs
    p = subprocess.run(argv, text=True, capture_output=True, check=False)
    return p.stdout + p.stderr


def held_diagnostics(output: str, tree: str) -> Set[Tuple[str, int]]:
    """(file, line) of every "already held" diagnostic in @output."""
    found = set()
    for line in output.splitlines():
        m = _HELD_RE.match(line)
        if m:
            path = os.path.join(tree, m['file'])   # kbuild prints tree paths
            found.add((os.path.relpath(path, tree), int(m['line'])))
    return found


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='kernel source tree')
    parser.add_argument('--build-dir', help='configured build folder (O=) to compile in; '
                        'without it, only the scan')
    parser.add_argument('--arch', default='x86_64')
    parser.add_argument('--llvm', default='-22', help='LLVM= suffix (default -22)')
    parser.add_argument('--dir', action='append', default=None,
                        help='directory of the tree to scan (repeatable; default: all)')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--json', help='write sites and results here')
    args = parser.parse_args(argv)

    if not os.path.isfile(os.path.join(args.tree, 'Makefile')):
        print(f'init-then-lock: {args.tree} is not a kernel tree', file=sys.stderr)
        return 2
    sites = scan_tree(args.tree, args.dir or ['.'])
    files = sorted({s[0] for s in sites})
    print(f'init-then-lock: {len(sites)} site(s) in {len(files)} file(s)')
    result: Dict[str, object] = {'sites': [dict(zip(('file', 'function', 'init_line', 'lock_line', 'lock'), s))
                        for s in sites]}
    if args.build_dir:
        if not os.path.isfile(os.path.join(args.build_dir, '.config')):
            print(f'init-then-lock: {args.build_dir} is not a configured build folder',
                  file=sys.stderr)
            return 2
        objs = [f[:-2] + '.o' for f in files]
        out = build_objects(args.tree, args.build_dir, args.arch, args.llvm, objs, args.jobs)
        built = {f for f in files
                 if os.path.isfile(os.path.join(args.build_dir, os.path.dirname(f),
                                                '.' + os.path.basename(f)[:-2] + '.o.cmd'))}
        held = held_diagnostics(out, args.tree)
        counted = [s for s in sites if s[0] in built]
        reported = [s for s in counted if (s[0], s[3]) in held]
        for s in reported:
            print(f'already held: {s[0]}:{s[3]}: {s[1]}() {s[4]} after init at line {s[2]}')
        print(f'init-then-lock: {len(counted)} site(s) in {len(built)} built object(s) '
              f'({len(files) - len(built)} file(s) not built by this config); '
              f'"already held" at {len(reported)} of them')
        result.update(built=sorted(built), already_held=[
            dict(zip(('file', 'function', 'init_line', 'lock_line', 'lock'), s))
            for s in reported])
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump(result, f, indent=1)
    return 0


if __name__ == '__main__':
    sys.exit(main())
