#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""What opting some files into the analysis would report, with hints.

make capability-report FILES="kernel/workqueue.c fs/eventfd.c" [ARCH=x86_64]

No Makefile is edited: kbuild prints the compile commands ("make -n", with
-W <source> and CAPABILITY_ANALYSIS_<stem>.o=y on the command line for each
file, so each object gets the analysis flags exactly as an opt-in gives
them); a file whose object the configuration does not build is reported as
such. Each object is compiled "for the report" (tools/analysis_run.py: no
-Werror, no error limit, no suppression mappings) and, per file, printed:
the analysis diagnostics in the file by kind and by function, each kind
with a hint; the header diagnostics the suppression file would hide,
counted per header, and those it shows; hard errors (with a hint for
Sparse-era annotations Clang cannot parse). A table closes the report.
FILES may name directories: every .c below them that the config builds.
--atomic (make capability-report ATOMIC=1) opts them into the atomic-context
layer as well.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import json
import os
import re
import sys
from typing import Dict, List, Optional, Sequence, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import analysis_run as ar  # noqa: E402

TOP = os.path.dirname(HERE)
TREE = os.path.join(TOP, 'build', 'linux-source-6.12')

# (kind, message pattern), first match wins.
KINDS: List[Tuple[str, re.Pattern]] = [
    ('release-not-held', re.compile(r"^releasing .* that was not held")),
    ('held-at-end', re.compile(r"is still held at the end of function")),
    ('expected-held-at-end', re.compile(r"^expecting .* to be held at the end of function")),
    ('not-held-every-path', re.compile(r"is not held on every path")),
    ('loop-start', re.compile(r"to be held at start of each loop")),
    ('call-requires', re.compile(r"^calling function '.*' requires holding")),
    ('access-requires', re.compile(r"^(reading|writing|passing|returning) .* requires holding")),
    ('already-held', re.compile(r"^acquiring .* that is already held")),
    ('cannot-call-while-held', re.compile(r"^cannot call function '.*' while .* is held")),
    ('wrong-access-kind', re.compile(r"using (shared|exclusive) access, expected")),
]
_ACQUIRE_NAME_RE = re.compile(r'(^|_)lock(s|ed)?(_|$)|(^|_)lock$|acquire|'
                              r'(^|_)(get|begin|enter|start|grab|hold|take)(_|$)')
_RELEASE_NAME_RE = re.compile(r'unlock|release|(^|_)(put|end|exit|stop|drop)(_|$)')
_ANNOTATION_RE = re.compile(r'\b__(acquires|releases|must_hold|must_not_hold|guarded_by|'
                            r'pt_guarded_by|cond_acquires|cond_lock|acquire|release)(_shared)?\b')


def kind_of(message: str) -> str:
    for kind, rx in KINDS:
        if rx.search(message):
            return kind
    return 'other'


def _quoted(message: str) -> List[str]:
    return re.findall(r"'([^']+)'", message)


def wrapper_kind(function: Optional[str]) -> str:
    """'acquire' or 'release' for a function named like a lock wrapper
    (pool_lock(), apply_wqattrs_unlock(), ...), '' otherwise."""
    if not function:
        return ''
    if _RELEASE_NAME_RE.search(function):
        return 'release'
    if _ACQUIRE_NAME_RE.search(function):
        return 'acquire'
    return ''


def is_lock_wrapper(function: Optional[str]) -> bool:
    return bool(wrapper_kind(function))


def hint(kind: str, message: str, function: Optional[str]) -> str:
    """What usually fixes a diagnostic of @kind in @function."""
    q = _quoted(message)
    lock = q[-1] if q else 'x'
    fn = function or 'the function'
    wrapper = wrapper_kind(function)
    if kind == 'held-at-end':
        if wrapper == 'acquire':
            return f"{fn} looks like a lock wrapper that returns with {lock} held: annotate it __acquires({lock})"
        if wrapper == 'release':
            return (f"{fn} looks like a release wrapper, yet {lock} is still held at its end: its "
                    f"__releases() names another expression than the unlock does, or it is the "
                    f"lock's own implementation (__no_capability_analysis)")
        return (f"a path leaves {fn} with {lock} held: an unlock missing on that path; if {fn} "
                f"is meant to return with it held, annotate it __acquires({lock})")
    if kind == 'release-not-held':
        if wrapper == 'release':
            return f"{fn} looks like a lock wrapper that releases {lock}: annotate it __releases({lock})"
        return (f"{fn} releases {lock} it did not take: if its caller holds it, annotate "
                f"{fn} __releases({lock}) (or __must_hold({lock}) when it re-takes it)")
    if kind == 'expected-held-at-end':
        return (f"{fn} is annotated to return with {lock} held but some path does not: "
                f"fix the annotation (__cond_acquires() for a trylock-like function) or the "
                f"path; the lock's own implementation is __no_capability_analysis")
    if kind == 'not-held-every-path':
        return (f"{lock} is taken on some paths only: a conditional lock the analysis cannot "
                f"follow; restructure, or annotate the helper __cond_acquires()")
    if kind == 'loop-start':
        return (f"a loop takes or releases {lock} on some iterations only (e.g. switching "
                f"locks while walking a list): restructure, or keep the loop out of the analysis")
    if kind == 'call-requires':
        callee = q[0] if q else 'f'
        return (f"annotate {callee} __must_hold({lock}) only if that is its contract; here, take "
                f"{lock} around the call, or annotate {fn} __must_hold({lock}) if its callers hold it")
    if kind == 'access-requires':
        return (f"take {lock} around the access, or annotate {fn} __must_hold({lock}); for an "
                f"intentional lockless access use data_race() or capability_unsafe()")
    if kind == 'already-held':
        return (f"{lock} taken twice: a real double lock, or a Sparse-era __acquire()/"
                f"__release() balancing trick to replace with the right annotation")
    if kind == 'cannot-call-while-held':
        return (f"sleeping (or re-disabling) in atomic context: {q[0] if q else 'the callee'} "
                f"may not be called while {lock} is held; move it out of the section")
    if kind == 'wrong-access-kind':
        return f"{lock} released or required with the other access mode: use the _shared forms consistently"
    return ''


def error_hint(d: ar.Diagnostic, source_text: str) -> str:
    """Hint for a hard error: a Sparse-era annotation naming something
    out of scope (Clang parses the annotation's argument)."""
    scope_error = ('undeclared identifier' in d.message or 'no member named' in d.message)
    in_annotation = (_ANNOTATION_RE.search(source_text)
                     or any(_ANNOTATION_RE.search(n) or 'expanded from macro \'__' in n
                            for n in d.notes))
    if scope_error and in_annotation:
        return ("a Sparse-era annotation names something out of scope (Sparse ignored the "
                "argument; Clang resolves it): rewrite it to name the lock as a parameter "
                "expression, e.g. __must_hold(&pool->lock)")
    if ar.is_missing_file(d):
        return 'a file generated by a real build: build the object\'s prerequisites first'
    return ''


@dataclasses.dataclass
class FileReport:
    file: str                       # relative to the tree
    obj: str
    status: str                     # 'compiled', 'not built', 'no analysis flags', or Result.status
    in_file: List[ar.Json] = dataclasses.field(default_factory=list)
    hidden_per_header: Dict[str, int] = dataclasses.field(default_factory=dict)
    shown_in_headers: List[ar.Json] = dataclasses.field(default_factory=list)
    hard_errors: List[ar.Json] = dataclasses.field(default_factory=list)
    other_warnings: int = 0
    compile_status: str = ''

    @property
    def hidden(self) -> int:
        return sum(self.hidden_per_header.values())


def analyse(file: str, obj: str, res: ar.Result, source_abs: str, build: str,
            tree: str, sup: Optional[ar.SuppressionFile]) -> FileReport:
    rep = FileReport(file, obj, 'compiled', compile_status=res.status)
    for d in res.diagnostics:
        rel = ar.relative_path(d.path, build, [tree, build]) if d.path != '<driver>' else d.path
        loc = f'{rel}:{d.line}:{d.col}'
        kind = d.kind
        abs_path = d.path if os.path.isabs(d.path) else os.path.join(build, d.path)
        if kind == 'error':
            text = ar.source_line(abs_path, d.line) if d.line else ''
            rep.hard_errors.append({'location': loc, 'message': d.message,
                                    'hint': error_hint(d, text), 'notes': d.notes})
        elif kind == 'analysis':
            same = os.path.realpath(abs_path) == os.path.realpath(source_abs)
            if same:
                k = kind_of(d.message)
                fn = ar.enclosing_function(source_abs, d.line)
                rep.in_file.append({'location': loc, 'line': d.line, 'message': d.message,
                                    'flag': d.flag, 'kind': k, 'function': fn,
                                    'hint': hint(k, d.message, fn), 'notes': d.notes})
            elif sup is not None and sup.hides(d):
                rep.hidden_per_header[rel] = rep.hidden_per_header.get(rel, 0) + 1
            else:
                rep.shown_in_headers.append({'location': loc, 'message': d.message,
                                             'flag': d.flag,
                                             'function': ar.enclosing_function(abs_path, d.line)})
        else:
            rep.other_warnings += 1
    return rep


def render_file(rep: FileReport) -> str:
    out = [f'== {rep.file} ({rep.obj})']
    if rep.status != 'compiled':
        out.append(f'  {rep.status}')
        return '\n'.join(out) + '\n'
    if rep.compile_status not in ('ok', 'errors'):
        out.append(f'  compile: {rep.compile_status} (the figures below are partial)')
    out.append(f'  analysis diagnostics in the file: {len(rep.in_file)}')
    if rep.in_file:
        out.append('  by kind: ' + ', '.join(f'{k} {n}' for k, n in
                                             ar.counts(d['kind'] for d in rep.in_file)))
        by_fn: Dict[str, List[ar.Json]] = {}
        for d in rep.in_file:
            by_fn.setdefault(d['function'] or '(outside a function)', []).append(d)
        out.append('  by function:')
        for fn, ds in sorted(by_fn.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            out.append(f'    {fn} ({len(ds)})')
            hints_done = set()
            for d in sorted(ds, key=lambda d: int(d['line'])):
                out.append(f'      {d["location"]}: {d["message"]} [{d["flag"]}]')
            for d in ds:
                if d['hint'] and d['kind'] not in hints_done:
                    hints_done.add(d['kind'])
                    out.append(f'      hint ({d["kind"]}): {d["hint"]}')
    if rep.hidden_per_header:
        out.append(f'  in headers, hidden by the suppression file: {rep.hidden} '
                   f'in {len(rep.hidden_per_header)} headers')
        for h, n in sorted(rep.hidden_per_header.items(), key=lambda kv: (-kv[1], kv[0])):
            out.append(f'    {n:5d}  {h}')
    if rep.shown_in_headers:
        out.append(f'  in headers, shown (not hidden): {len(rep.shown_in_headers)}')
        for d in rep.shown_in_headers:
            fn = f' (in {d["function"]})' if d['function'] else ''
            out.append(f'    {d["location"]}: {d["message"]} [{d["flag"]}]{fn}')
    out.append(f'  hard errors: {len(rep.hard_errors)}')
    for e in rep.hard_errors:
        out.append(f'    {e["location"]}: error: {e["message"]}')
        if e['hint']:
            out.append(f'      hint: {e["hint"]}')
    return '\n'.join(out) + '\n'


def render_table(reps: Sequence[FileReport]) -> str:
    head = ('file', 'in file', 'hidden in headers', 'shown in headers', 'hard errors')
    rows = []
    for r in reps:
        if r.status != 'compiled':
            rows.append((r.file + ' (*)', '-', '-', '-', '-'))
        else:
            rows.append((r.file, str(len(r.in_file)), str(r.hidden),
                         str(len(r.shown_in_headers)), str(len(r.hard_errors))))
    widths = [max(len(x[i]) for x in [head] + rows) for i in range(len(head))]

    def fmt(row: Sequence[str]) -> str:
        return ' | '.join(c.ljust(w) if i == 0 else c.rjust(w)
                          for i, (c, w) in enumerate(zip(row, widths)))
    lines = [fmt(head), '-+-'.join('-' * w for w in widths)] + [fmt(r) for r in rows]
    lines += [f'(*) {r.file}: {r.status}' for r in reps if r.status != 'compiled']
    return '\n'.join(lines) + '\n'


def expand_files(names: Sequence[str], tree: str) -> List[Tuple[str, bool]]:
    """Tree-relative .c files of @names, each with whether it came from a
    directory (expanded to every .c file below it)."""
    out: List[Tuple[str, bool]] = []
    for name in names:
        rel = os.path.relpath(os.path.abspath(name), tree) if os.path.isabs(name) else name
        rel = os.path.normpath(rel)
        full = os.path.join(tree, rel)
        if os.path.isdir(full):
            for dirpath, dirs, files in os.walk(full):
                dirs.sort()
                out += sorted((os.path.relpath(os.path.join(dirpath, f), tree), True)
                              for f in files if f.endswith('.c'))
        else:
            out.append((rel, False))
    first: Dict[str, Tuple[str, bool]] = {}
    for x in out:
        first.setdefault(x[0], x)
    return list(first.values())


def optin_variables(files: Sequence[str], atomic: bool = False) -> List[str]:
    """make's command-line variables that opt @files in (and into the
    atomic-context layer with @atomic), as their Makefile lines would."""
    stems = sorted({os.path.basename(f)[:-2] for f in files if f.endswith('.c')})
    out = [f'CAPABILITY_ANALYSIS_{s}.o=y' for s in stems]
    if atomic:
        out += [f'CAPABILITY_ANALYSIS_ATOMIC_{s}.o=y' for s in stems]
    return out


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('files', nargs='+', help='.c files or directories, relative to the tree')
    p.add_argument('--arch', default='x86_64', choices=['x86_64', 'arm64'])
    p.add_argument('--tree', default=TREE)
    p.add_argument('--build-dir', help='configured build folder (default build/optin-ARCH)')
    p.add_argument('--llvm', default='-22')
    p.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    p.add_argument('--timeout', type=float, default=ar.DEFAULT_TIMEOUT)
    p.add_argument('--make-n-output', metavar='FILE', help='use this saved "make -n" output')
    p.add_argument('--json', metavar='FILE', help='also write the report as JSON')
    p.add_argument('--atomic', action='store_true',
                   help='opt the files into the atomic-context layer too '
                   '(CAPABILITY_ANALYSIS_ATOMIC_<stem>.o=y): calls of may-sleep '
                   'functions with interrupts or preemption off are reported')
    args = p.parse_args(argv)
    tree = os.path.abspath(args.tree)
    build = os.path.abspath(args.build_dir or os.path.join(TOP, 'build', f'optin-{args.arch}'))
    if not os.path.isfile(os.path.join(build, '.config')):
        print(f'capability-report: {build} is not a configured build folder', file=sys.stderr)
        return 2
    expanded = expand_files(args.files, tree)
    files = [f for f, _ in expanded]
    from_dir = {f for f, d in expanded if d}
    missing = [f for f in files if not os.path.isfile(os.path.join(tree, f))]
    if missing:
        print(f'capability-report: not in the tree: {" ".join(missing)}', file=sys.stderr)
        return 2
    if args.make_n_output:
        with open(args.make_n_output, encoding='utf-8', errors='replace') as f:
            text = f.read()
    else:
        extra = [a for f in files for a in ('-W', os.path.join(tree, f))]
        extra += optin_variables(files, args.atomic)
        print(f'capability-report: make -n for {len(files)} files (~20 s)', file=sys.stderr)
        # -W alone does not show an object that is already built.
        with ar.objects_aside(build, [f[:-2] + '.o' for f in files]):
            _, text, _ = ar.make_n(tree, build, args.arch, args.llvm,
                                   ['vmlinux', 'modules'], extra)
    commands = {c.obj: c for c in ar.commands_from_make_n(text)}
    sup_path = os.path.join(tree, 'scripts', 'capability-analysis-suppression.txt')
    sup = ar.SuppressionFile.load(sup_path) if os.path.isfile(sup_path) else None

    def one(f: str) -> FileReport:
        obj = f[:-2] + '.o'
        cmd = commands.get(obj)
        if cmd is None:
            return FileReport(f, obj, f'not built by this configuration ({os.path.basename(build)})')
        if '-Wthread-safety' not in cmd.argv:
            return FileReport(f, obj, 'no analysis flags in its command (opt-in overridden?)')
        res = ar.run(ar.report_command(cmd.argv), build, args.timeout)
        return analyse(f, obj, res, os.path.join(tree, f), build, tree, sup)

    unbuilt = [f for f in files if f in from_dir and f[:-2] + '.o' not in commands]
    files = [f for f in files if f not in unbuilt]
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        reps = list(pool.map(one, files))
    for rep in reps:
        sys.stdout.write(render_file(rep) + '\n')
    sys.stdout.write(render_table(reps))
    if unbuilt:
        print(f'{len(unbuilt)} .c files of the directories are not built by this '
              f'configuration (or are #included by others): left out')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'arch': args.arch, 'build': build,
                       'files': [dict(dataclasses.asdict(r), hidden=r.hidden) for r in reps]},
                      f, indent=1)
    return 0


if __name__ == '__main__':
    sys.exit(main())
