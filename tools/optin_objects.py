#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""List the objects opted into capability analysis: declared and compiled.

Two sources are put side by side:

- declared: the tree's Makefiles (or Kbuild files). "CAPABILITY_ANALYSIS := y"
  opts in every object built from that directory's Makefile (kbuild does not
  pass it to subdirectories); "CAPABILITY_ANALYSIS_foo.o := y" opts in one
  object, and "... := n" opts one out again. Kbuild reads the per-object
  value first, as in scripts/Makefile.lib, so that is what is done here.
  Objects are the .o names of obj-*, lib-* and composite-object (foo-y,
  foo-objs) lists; Kconfig conditions are not evaluated.
- compiled: kbuild's .cmd files under a build folder (O=), read by
  kbuild_cmd.py. An object was compiled with the analysis when its command
  opted in (kbuild_cmd.is_opted_in(): -DWARN_CAPABILITY_ANALYSIS).

The table shows object | declared opt-in | compiled with analysis. "stale"
marks an object file older than its source or its directory's Makefile:
kbuild would rebuild it, so its .cmd may not show the flags it would get.

--require FILE names objects (one path per line, "#" comments) that must
have been compiled with the analysis; the exit code is 1 when one was not
built or was built without the flags, and each such object is named.
--check-declared also fails on a declared object built without the flags.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import sys
from typing import Dict, List, Optional, Sequence, Set

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbuild_cmd  # noqa: E402

_ASSIGN_RE = re.compile(r'^\s*(?:override\s+)?(?P<lhs>[^\s:+?=#]+)\s*'
                        r'(?P<op>:=|\+=|\?=|=)\s*(?P<rhs>.*)$')
# The per-object switches, in the order scripts/Makefile.lib concatenates
# them: ours, then mainline's name (CONTEXT_ANALYSIS_foo.o); the atomic-context
# layer's (CAPABILITY_ANALYSIS_ATOMIC_foo.o) implies the analysis as well.
_OPTIN_OBJ_RE = re.compile(r'^(?P<var>CAPABILITY_ANALYSIS_ATOMIC|CAPABILITY_ANALYSIS|'
                           r'CONTEXT_ANALYSIS)_(?P<name>.+\.o)$')
_DIR_VARS = ('CAPABILITY_ANALYSIS', 'CONTEXT_ANALYSIS', 'CAPABILITY_ANALYSIS_ATOMIC')
# obj-y, obj-$(CONFIG_X), lib-y, foo-y, foo-objs, foo-$(CONFIG_X)
_LIST_LHS_RE = re.compile(r'^(?P<base>[\w./-]+?)-(?:y|m|objs|\$\([\w-]+\))$')
_NOT_OBJECT_LISTS = {'hostprogs', 'userprogs', 'always', 'extra', 'targets',
                     'subdir', 'clean', 'ccflags', 'asflags', 'ldflags',
                     'subdir-ccflags', 'subdir-asflags', 'cppflags'}


@dataclasses.dataclass
class Compiled:
    """One object kbuild compiled, from its .cmd file."""
    obj: str                 # relative to the build folder, e.g. mm/kfence/core.o
    source: str              # the compiled C file as kbuild named it
    with_analysis: bool
    stale: bool = False


@dataclasses.dataclass
class Declared:
    """One object a Makefile opts in (or out) of the analysis."""
    obj: str                 # relative to the tree
    how: str                 # 'directory', 'object' or 'opted out'
    makefile: str            # relative to the tree

    @property
    def opted_in(self) -> bool:
        return self.how != 'opted out'


@dataclasses.dataclass
class Row:
    obj: str
    declared: str            # 'directory', 'object', 'opted out' or 'no'
    compiled: str            # 'yes', 'no flags', 'not built'
    stale: bool = False


# --- the build folder ---------------------------------------------------------

def _is_stale(build_dir: str, obj: str, source: str, tree: Optional[str]) -> bool:
    try:
        built = os.path.getmtime(os.path.join(build_dir, obj))
    except OSError:
        return False          # the .o is gone (being rebuilt): cannot tell
    inputs = [source if os.path.isabs(source) else os.path.join(build_dir, source)]
    if tree:
        for name in ('Kbuild', 'Makefile'):
            mk = os.path.join(tree, os.path.dirname(obj), name)
            if os.path.exists(mk):
                inputs.append(mk)
                break
    for path in inputs:
        try:
            if os.path.getmtime(path) > built:
                return True
        except OSError:
            continue
    return False


def compiled_objects(build_dir: str, tree: Optional[str] = None) -> Dict[str, Compiled]:
    """Every C object compiled under @build_dir, by object path."""
    return {obj: Compiled(obj, argv[-1], kbuild_cmd.is_opted_in(argv),
                          _is_stale(build_dir, obj, argv[-1], tree))
            for obj, argv in kbuild_cmd.saved_commands(build_dir)}


def analysed_objects(build_dir: str, only: Sequence[str] = ()) -> List[Compiled]:
    """Objects compiled with the analysis, sorted; @only keeps those whose
    path equals or starts with one of its entries (a folder, an object)."""
    objs = [c for c in compiled_objects(build_dir).values() if c.with_analysis]
    if only:
        objs = [c for c in objs if any(c.obj == o or c.obj.startswith(o.rstrip('/') + '/')
                                       for o in only)]
    return sorted(objs, key=lambda c: c.obj)


def source_path(build_dir: str, compiled: Compiled) -> str:
    """Absolute path of @compiled's C source (kbuild runs in @build_dir)."""
    return os.path.normpath(os.path.join(build_dir, compiled.source))


# --- the Makefiles --------------------------------------------------------------

def logical_lines(text: str) -> List[str]:
    """Makefile lines with continuations joined and comments removed."""
    out: List[str] = []
    pending = ''
    for raw in text.splitlines():
        line = raw
        if '#' in line:
            # "\#" is a literal hash; anything else starts a comment.
            line = re.sub(r'(?<!\\)#.*$', '', line)
        if line.endswith('\\'):
            pending += line[:-1] + ' '
            continue
        out.append(pending + line)
        pending = ''
    if pending:
        out.append(pending)
    return out


@dataclasses.dataclass
class MakefileOptIns:
    directory: str = ''                  # CAPABILITY_ANALYSIS + CONTEXT_ANALYSIS ('' if unset)
    per_object: Dict[str, str] = dataclasses.field(default_factory=dict)
    objects: Set[str] = dataclasses.field(default_factory=set)
    composites: Set[str] = dataclasses.field(default_factory=set)
    atomic_directory: str = ''           # CAPABILITY_ANALYSIS_ATOMIC
    atomic_per_object: Dict[str, str] = dataclasses.field(default_factory=dict)

    def opted_in(self, name: str) -> bool:
        """Does kbuild give object @name the analysis flags (either switch)?"""
        return (effective(self.per_object.get(name, ''), self.directory) or
                effective(self.atomic_per_object.get(name, ''), self.atomic_directory))


def parse_makefile(text: str) -> MakefileOptIns:
    """The opt-in variables and the object names of one kbuild Makefile."""
    res = MakefileOptIns()
    values: Dict[str, str] = {}
    per_obj: Dict[str, Dict[str, str]] = {v: {} for v in _DIR_VARS}
    for line in logical_lines(text):
        m = _ASSIGN_RE.match(line)
        if not m:
            continue
        lhs, op, rhs = m['lhs'], m['op'], m['rhs'].strip()
        if lhs in _DIR_VARS:
            values[lhs] = rhs if op != '+=' else (values.get(lhs, '') + rhs)
            continue
        mo = _OPTIN_OBJ_RE.match(lhs)
        if mo:
            per_obj[mo['var']][mo['name']] = rhs
            continue
        ml = _LIST_LHS_RE.match(lhs)
        if not ml or ml['base'] in _NOT_OBJECT_LISTS:
            continue
        if ml['base'] not in ('obj', 'lib'):
            # foo-y := a.o b.o: foo.o is linked from a.o and b.o, which
            # are compiled (and opted in) under their own names.
            res.composites.add(ml['base'] + '.o')
        for word in rhs.split():
            if word.endswith('.o') and '$' not in word:
                res.objects.add(word)
    res.objects -= res.composites
    res.directory = values.get('CAPABILITY_ANALYSIS', '') + values.get('CONTEXT_ANALYSIS', '')
    res.atomic_directory = values.get('CAPABILITY_ANALYSIS_ATOMIC', '')
    for name in set(per_obj['CAPABILITY_ANALYSIS']) | set(per_obj['CONTEXT_ANALYSIS']):
        res.per_object[name] = (per_obj['CAPABILITY_ANALYSIS'].get(name, '') +
                                per_obj['CONTEXT_ANALYSIS'].get(name, ''))
    res.atomic_per_object = per_obj['CAPABILITY_ANALYSIS_ATOMIC']
    return res


def effective(value_obj: str, value_dir: str) -> bool:
    """Kbuild's rule: the first of the concatenated values decides; it must
    be non-empty and not start with 'n'."""
    v = (value_obj + value_dir).strip()
    return bool(v) and not v.startswith('n')


def _kbuild_file(dirpath: str, files: Sequence[str]) -> Optional[str]:
    for name in ('Kbuild', 'Makefile'):
        if name in files:
            return os.path.join(dirpath, name)
    return None


def declared_objects(tree: str) -> Dict[str, Declared]:
    """Objects the Makefiles under @tree opt in (or explicitly out)."""
    found: Dict[str, Declared] = {}
    for dirpath, files in kbuild_cmd.kernel_dirs(tree):
        mk = _kbuild_file(dirpath, files)
        if mk is None:
            continue
        try:
            with open(mk, encoding='utf-8', errors='replace') as f:
                text = f.read()
        except OSError:
            continue
        if 'CAPABILITY_ANALYSIS' not in text and 'CONTEXT_ANALYSIS' not in text:
            continue
        parsed = parse_makefile(text)
        reldir = os.path.relpath(dirpath, tree)
        relmk = os.path.relpath(mk, tree)
        for name in sorted(parsed.objects | set(parsed.per_object) |
                           set(parsed.atomic_per_object)):
            v_obj = parsed.per_object.get(name, '')
            if not (v_obj or parsed.directory or parsed.atomic_directory or
                    parsed.atomic_per_object.get(name)):
                continue
            obj = os.path.normpath(os.path.join(reldir, name))
            if parsed.opted_in(name):
                how = 'object' if v_obj else 'directory'
            else:
                how = 'opted out'
            found[obj] = Declared(obj, how, relmk)
    return found


# --- the report ---------------------------------------------------------------

def table_rows(declared: Dict[str, Declared], compiled: Dict[str, Compiled]) -> List[Row]:
    rows = []
    names = {o for o, d in declared.items()} | {o for o, c in compiled.items()
                                                if c.with_analysis}
    for obj in sorted(names):
        d = declared.get(obj)
        c = compiled.get(obj)
        rows.append(Row(obj, d.how if d else 'no',
                        'not built' if c is None else ('yes' if c.with_analysis
                                                        else 'no flags'),
                        bool(c and c.stale)))
    return rows


def format_table(rows: Sequence[Row]) -> str:
    head = ('object', 'declared opt-in', 'compiled with analysis')
    body = [(r.obj, r.declared, r.compiled + (' (stale)' if r.stale else ''))
            for r in rows]
    widths = [max(len(x[i]) for x in [head] + body) for i in range(3)]
    lines = [' | '.join(c.ljust(w) for c, w in zip(head, widths)).rstrip(),
             '-+-'.join('-' * w for w in widths)]
    lines += [' | '.join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in body]
    return '\n'.join(lines)


def read_required(path: str) -> List[str]:
    with open(path, encoding='utf-8') as f:
        return [ln.split('#', 1)[0].strip() for ln in f
                if ln.split('#', 1)[0].strip()]


def check_required(required: Sequence[str], compiled: Dict[str, Compiled]) -> List[str]:
    """One message per required object not compiled with the analysis."""
    problems = []
    for obj in required:
        c = compiled.get(os.path.normpath(obj))
        if c is None:
            problems.append(f'{obj}: not built (no .cmd file)')
        elif not c.with_analysis:
            problems.append(f'{obj}: compiled without the analysis flags'
                            + (' (object is stale: rebuild it)' if c.stale else ''))
    return problems


def default_tree(build_dir: str) -> Optional[str]:
    """kbuild links O= folders to their source tree as 'source'."""
    link = os.path.join(build_dir, 'source')
    return os.path.realpath(link) if os.path.isdir(link) else None


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build-dir', required=True, help='kbuild output folder (O=)')
    parser.add_argument('--tree', help='kernel source tree whose Makefiles declare the '
                        'opt-ins (default: the build folder\'s "source" link)')
    parser.add_argument('--require', metavar='FILE',
                        help='objects that must be compiled with the analysis')
    parser.add_argument('--check-declared', action='store_true',
                        help='also fail when a declared object was built without the flags')
    parser.add_argument('--json', metavar='FILE', help='also write the table as JSON')
    parser.add_argument('-q', '--quiet', action='store_true', help='no table, only problems')
    args = parser.parse_args(argv)
    if not os.path.isdir(args.build_dir):
        print(f'optin-objects: no build folder {args.build_dir}', file=sys.stderr)
        return 2
    tree = args.tree or default_tree(args.build_dir)
    compiled = compiled_objects(args.build_dir, tree)
    declared = declared_objects(tree) if tree else {}
    if not tree:
        print('optin-objects: no --tree and no "source" link: declared opt-ins unknown',
              file=sys.stderr)
    rows = table_rows(declared, compiled)
    if not args.quiet:
        print(format_table(rows))
        n_yes = sum(r.compiled == 'yes' for r in rows)
        print(f'{n_yes} objects compiled with the analysis; '
              f'{sum(1 for d in declared.values() if d.opted_in)} declared in Makefiles')
    problems: List[str] = []
    if args.require:
        problems += check_required(read_required(args.require), compiled)
    if args.check_declared:
        problems += [f'{r.obj}: declared ({r.declared}) but compiled without the '
                     'analysis flags' + (' (stale)' if r.stale else '')
                     for r in rows if r.declared in ('directory', 'object')
                     and r.compiled == 'no flags']
    for p in problems:
        print(f'optin-objects: {p}', file=sys.stderr)
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'rows': [dataclasses.asdict(r) for r in rows],
                       'problems': problems}, f, indent=1)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
