#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Report which annotated locking functions the KUnit suite calls.

The annotated functions are what the compiler sees, not a list of names:
each kunit/*_kunit.c is compiled with exactly the flags kbuild gave --obj
(from its .cmd file, see tools/kbuild_cmd.py) plus -Xclang -ast-dump, and
every top-level FunctionDecl that carries a thread-safety attribute
(AcquireCapabilityAttr, ReleaseCapabilityAttr, TryAcquireCapabilityAttr,
RequiresCapabilityAttr, AssertCapabilityAttr, LocksExcludedAttr, ...) and is
declared in a header under include/ or arch/*/include/ is one API. The union
over all suite files is the list to cover.

A function is used by a suite file when a DeclRefExpr names it inside a
function of that file, or of a kunit/ header function the file's code
reaches (the AST shows calls after macro expansion, so spin_lock_irqsave()
shows as _raw_spin_lock_irqsave()). The public macro names of each function
come from the same compiler's preprocessor (-E -dM): the function-like
macros without a leading underscore whose bodies lead to it.

Why the text dump: the JSON dump of one kernel TU is ~650 MB (3 s to write,
8 s to load), the text dump 22 MB (0.8 s), read as a stream. The text dump
prints a file name only where it changes, so the parser follows the dump's
order of locations to know the file of each declaration.

Limits: coverage is per function name, so the overloads of one name (the
__acquire_cap() family) count as one; an API declared in a header that no
suite file includes is not seen; names built by token pasting (guard(),
class_*) get no public macro name; a function referenced only through a
pointer in a static initializer outside any function is not a use.

Functions not meant to be called by tests are listed, with a reason per
glob pattern, in tools/api_coverage_exclude.txt and reported separately.
The exit status is 1 when fewer than --min percent of the rest are used,
2 when a suite file does not compile.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import fnmatch
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from typing import Dict, Iterable, List, Optional, Set, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbuild_cmd  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OBJ = 'lib/capability-analysis-kunit/spinlock_kunit.o'
DEFAULT_EXCLUDE = os.path.join(REPO, 'tools', 'api_coverage_exclude.txt')
COMPILE_TIMEOUT = 300
ATTRS = frozenset({
    'AcquireCapabilityAttr', 'ReleaseCapabilityAttr', 'TryAcquireCapabilityAttr',
    'RequiresCapabilityAttr', 'AssertCapabilityAttr', 'LocksExcludedAttr',
    'LockReturnedAttr', 'AssertExclusiveLockAttr', 'AssertSharedLockAttr',
    'ExclusiveTrylockFunctionAttr', 'SharedTrylockFunctionAttr',
})

# A location as the text dump prints it: "file:L:C", "line:L:C" or "col:C".
_LOC_RE = re.compile(r'(?<=[<\s])(?:line:\d+:\d+|col:\d+|(?P<file><scratch space>|'
                     r'<built-in>|<command line>|[^\s<>,]+):\d+:\d+)')
_DECL_NAME_RE = re.compile(r"(?P<name>\w+) '")   # the first quote opens the type
_FILE_RE = re.compile(r'(?<=[<\s])(?!line:)(<scratch space>|<built-in>|<command line>|'
                      r'[^\s<>,]+):\d+:\d+')
_FUNC_REF_RE = re.compile(r" Function 0x[0-9a-f]+ '(?P<name>[^']+)'")
_GUARD_RE = re.compile(r'(?:__)?class_(?P<guard>\w+?)_(?:constructor|cleanup_ctx)')
_DEFINE_RE = re.compile(r'^#define (?P<name>\w+)(?P<params>\([^)]*\))?\s?(?P<body>.*)$')
_IDENT_RE = re.compile(r'[A-Za-z_]\w*')


@dataclasses.dataclass
class Unit:
    """What the AST of one suite file says."""
    source: str
    annotated: Dict[str, Tuple[str, List[str]]]   # name -> (file, attributes)
    used: Set[str]                                 # functions its code references
    macros: Dict[str, Set[str]]                    # macro -> identifiers in its body
    seconds: float = 0.0


@dataclasses.dataclass
class Api:
    name: str
    header: str
    attrs: List[str]
    public: List[str]
    used_by: List[str]
    excluded: str = ''   # "pattern: reason" when excluded


def scan_ast(lines: Iterable[str], suite_dir: str, source: str
             ) -> Tuple[Dict[str, Tuple[str, List[str]]], Set[str]]:
    """(annotated functions, functions referenced by @source's code) from the
    text AST dump @lines. @suite_dir holds the suite's files (absolute)."""
    annotated: Dict[str, Tuple[str, List[str]]] = {}
    refs: Dict[str, Set[str]] = {'': set()}  # suite function ('' = @source) -> names
    defined: Set[str] = set()          # functions with a body in suite headers
    cur_file = ''                      # the dump's current file
    func = ''                          # current top-level FunctionDecl
    func_file = ''                     # the file that declares it
    scope: Optional[str] = None        # key in refs while inside suite code
    for line in lines:
        # "| |-Kind 0x..." (the first line, the TranslationUnitDecl, has no "-")
        dash = line.find('-')
        if dash < 1 or line[0] not in '| `':
            continue
        depth = (dash + 1) // 2
        kind = line[dash + 1:line.find(' ', dash)]
        # Locations come before the first quote (types, names, comment text).
        code = line.split("'", 1)[0].split('"', 1)[0]
        if depth == 1:
            files = []
            for loc in _LOC_RE.finditer(code):
                if loc['file']:
                    cur_file = loc['file']
                files.append(cur_file)
            # The last location is the declaration's name; a name pasted in
            # <scratch space> is dated by where its macro starts.
            name_file = files[-1] if files else cur_file
            if name_file.startswith('<') and files:
                name_file = files[0]
            func, func_file = '', name_file
            if kind == 'FunctionDecl':
                m = _DECL_NAME_RE.search(line)
                func = m['name'] if m else ''
            if name_file == source:
                scope = ''
            elif func and name_file.startswith(suite_dir + os.sep):
                scope = func
                refs.setdefault(func, set())
            else:
                scope = None
            continue
        if '/' in code or '<scratch' in code or '<built' in code or '<command' in code:
            for loc in _FILE_RE.finditer(code):
                cur_file = loc[1]
        if depth == 2 and func and kind in ATTRS:
            attrs = annotated.setdefault(func, (func_file, []))[1]
            if kind not in attrs:
                attrs.append(kind)
        elif depth == 2 and scope and kind == 'CompoundStmt':
            defined.add(scope)
        elif scope is not None and kind in ('DeclRefExpr', 'CleanupAttr'):
            m = _FUNC_REF_RE.search(line)
            if m:
                refs[scope].add(m['name'])
    # What @source's declarations name, followed into suite helpers.
    used: Set[str] = set()
    todo = ['']
    while todo:
        for name in refs.get(todo.pop(), ()):
            if name not in used and name in defined:
                todo.append(name)
            used.add(name)
    return annotated, used


def parse_macros(lines: Iterable[str]) -> Dict[str, Set[str]]:
    """{function-like macro: identifiers in its body} from `-E -dM` output."""
    out: Dict[str, Set[str]] = {}
    for line in lines:
        m = _DEFINE_RE.match(line)
        if m and m['params'] is not None:
            out[m['name']] = set(_IDENT_RE.findall(m['body']))
    return out


def public_names(func: str, macros: Dict[str, Set[str]]) -> List[str]:
    """Public names of @func: the function-like macros without a leading
    underscore whose body names it, directly or through internal (_-prefixed)
    macros; for a guard's class_<name>_constructor or its
    __class_<name>_cleanup_ctx (cleanup.h's naming), guard(<name>)."""
    users: Dict[str, Set[str]] = {}
    for name, body in macros.items():
        for ident in body:
            users.setdefault(ident, set()).add(name)
    found: Set[str] = set()
    frontier = {func}
    while frontier:
        frontier = {m for f in frontier for m in users.get(f, ())} - found - {func}
        found |= frontier
        frontier = {m for m in frontier if m.startswith('_')}
    names = {m for m in found if not m.startswith('_')}
    m = _GUARD_RE.fullmatch(func)
    if m:
        names.add(f'guard({m["guard"]})')
    return sorted(names)


def analyze(argv: List[str], build_dir: str, source: str, suite_dir: str) -> Unit:
    """Compile @source with kbuild's @argv twice: AST dump and macro list."""
    start = time.monotonic()
    cmd = kbuild_cmd.syntax_only_command(argv, source)
    dump = cmd[:-1] + ['-Xclang', '-ast-dump', source]
    # stderr goes to a file: a full pipe would stall the compiler.
    with tempfile.TemporaryFile('w+') as err, \
            subprocess.Popen(dump, cwd=build_dir, stdout=subprocess.PIPE, stderr=err,
                             text=True, errors='replace') as p:
        assert p.stdout
        annotated, used = scan_ast(p.stdout, suite_dir, source)
        p.wait()
        err.seek(0)
        if p.returncode != 0:
            raise RuntimeError(f'{source} does not compile with these flags:\n'
                               f'{err.read()[-2000:]}')
    pre = [a for a in cmd if a != '-fsyntax-only'][:-1] + ['-E', '-dM', source]
    p2 = subprocess.run(pre, cwd=build_dir, capture_output=True, text=True,
                        errors='replace', timeout=COMPILE_TIMEOUT, check=False)
    if p2.returncode != 0:
        raise RuntimeError(f'{source}: -E -dM failed:\n{p2.stderr[-2000:]}')
    return Unit(source, annotated, used, parse_macros(p2.stdout.splitlines()),
                time.monotonic() - start)


def read_excludes(path: str) -> List[Tuple[str, str]]:
    """[(glob, reason)] from lines "<glob>  # reason"."""
    out = []
    with open(path, encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith('#'):
                continue
            pattern, _, why = line.partition('#')
            if len(pattern.split()) != 1 or not why.strip():
                raise ValueError(f'{path}:{n}: expected "<glob>  # reason", got {line!r}')
            out.append((pattern.strip(), why.strip()))
    return out


def header_of(path: str, roots: List[str]) -> Optional[str]:
    """@path relative to the tree or build folder if it is a kernel header."""
    for root in roots:
        rel = os.path.relpath(path, root)
        if not rel.startswith('..') and (rel.startswith('include/') or
                                         re.match(r'arch/[^/]+/include/', rel)):
            return rel
    return None


def collect(units: List[Unit], roots: List[str],
            excludes: List[Tuple[str, str]]) -> List[Api]:
    apis: Dict[str, Api] = {}
    for unit in units:
        for name, (path, attrs) in unit.annotated.items():
            header = header_of(path, roots)
            if header is None:
                continue
            api = apis.setdefault(name, Api(name, header, [], [], []))
            api.attrs = sorted(set(api.attrs) | set(attrs))
            api.public = sorted(set(api.public) | set(public_names(name, unit.macros)))
    for unit in units:
        for name in unit.used & set(apis):
            apis[name].used_by.append(os.path.basename(unit.source))
    for api in apis.values():
        api.used_by.sort()
        for pattern, why in excludes:
            if fnmatch.fnmatchcase(api.name, pattern):
                api.excluded = f'{pattern}: {why}'
                break
    return sorted(apis.values(), key=lambda a: (a.header, a.name))


def _names(names: List[str], most: int = 4) -> str:
    shown = ' '.join(names[:most]) or '-'
    return shown + (f' (+{len(names) - most})' if len(names) > most else '')


def format_table(apis: List[Api]) -> str:
    """One row per function: name, header, public names, where used."""
    rows = [('annotated function', 'header', 'public names', 'used by')]
    rows += [(a.name, a.header, _names(a.public), ' '.join(a.used_by) or 'UNUSED')
             for a in apis]
    widths = [max(len(r[i]) for r in rows) for i in range(3)]
    return '\n'.join(' | '.join(c.ljust(w) for c, w in zip(r[:3], widths)) + ' | ' + r[3]
                     for r in rows)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build-dir', default=os.path.join(REPO, 'build', 'kunit-x86_64'),
                        help='configured kbuild output directory (O=) holding --obj')
    parser.add_argument('--tree', default=os.path.join(REPO, 'build', 'linux-source-6.12'),
                        help='kernel source tree')
    parser.add_argument('--obj', default=DEFAULT_OBJ,
                        help=f'object whose kbuild flags to use ({DEFAULT_OBJ})')
    parser.add_argument('--kunit-dir', default=os.path.join(REPO, 'kunit'),
                        help='suite files: every *_kunit.c in it')
    parser.add_argument('--exclude', default=DEFAULT_EXCLUDE,
                        help='glob patterns of functions tests need not call')
    parser.add_argument('--min', type=float, default=100.0,
                        help='fail below this percentage (100)')
    parser.add_argument('--json', metavar='FILE', help='also write the report as JSON')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('only', nargs='*', help='only suite files whose name '
                        'contains this (the report then covers those alone)')
    args = parser.parse_args(argv)

    kunit_dir = os.path.realpath(args.kunit_dir)
    try:
        sources = sorted(os.path.join(kunit_dir, n) for n in os.listdir(kunit_dir)
                         if n.endswith('_kunit.c') and
                         (not args.only or any(o in n for o in args.only)))
        excludes = read_excludes(args.exclude)
        cmd = kbuild_cmd.read_compile_command(args.build_dir, args.obj)
    except (ValueError, OSError, kbuild_cmd.CmdFileError) as e:
        print(f'api-coverage: {e}', file=sys.stderr)
        return 2
    if not sources:
        print(f'api-coverage: no *_kunit.c in {kunit_dir}', file=sys.stderr)
        return 2
    start = time.monotonic()
    build_dir = os.path.abspath(args.build_dir)
    with concurrent.futures.ProcessPoolExecutor(max(1, args.jobs)) as pool:
        futures = [pool.submit(analyze, cmd, build_dir, s, kunit_dir) for s in sources]
        try:
            units = [f.result() for f in futures]
        except (RuntimeError, OSError, subprocess.TimeoutExpired) as e:
            print(f'api-coverage: {e}', file=sys.stderr)
            return 2
    apis = collect(units, [os.path.abspath(args.tree), build_dir], excludes)
    counted = [a for a in apis if not a.excluded]
    excluded = [a for a in apis if a.excluded]
    used = sum(1 for a in counted if a.used_by)
    exact = 100.0 * used / len(counted) if counted else 100.0
    percent = math.floor(exact)   # 99.6% must not print as 100%

    print(format_table(counted))
    print(f'\nexcluded ({len(excluded)}, not meant to be called by tests):')
    for a in excluded:
        print(f'  {a.name} ({a.header}): {a.excluded}')
    for pattern, _ in excludes:
        if not any(fnmatch.fnmatchcase(a.name, pattern) for a in apis):
            print(f'note: exclude pattern {pattern!r} matches no annotated function')
    times = ', '.join(f'{os.path.basename(u.source)} {u.seconds:.1f}s' for u in units)
    print(f'\ncompiled {len(units)} files in {time.monotonic() - start:.1f}s ({times})')
    print(f'api-coverage: {used}/{len(counted)} annotated APIs used ({percent}%), '
          f'{len(excluded)} excluded')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'apis': [dataclasses.asdict(a) for a in apis],
                       'used': used, 'counted': len(counted), 'percent': exact},
                      f, indent=1)
    return 1 if exact < args.min else 0


if __name__ == '__main__':
    sys.exit(main())
