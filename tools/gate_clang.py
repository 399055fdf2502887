#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Gate a Clang upgrade: say exactly what another Clang changes.

Runs two compilers (OLD, NEW) over the same tree and compares them case by
case and diagnostic by diagnostic:

- compiler: analysis flags one accepts and the other does not (kbuild's
  cc-option drops them), attributes (__has_attribute) and the capability
  alias analysis of -Wthread-safety-beta;
- positive side: every opted-in object (kbuild_cmd.is_opted_in() on kbuild's
  .cmd files) recompiled with its exact flags; any diagnostic is a false
  positive, collected for every object instead of stopping at the first;
- corpus: check_diagnostics on every case; diagnostics lost, gained or
  reworded (same location and flag, other text), crashes, rejected commands.

By default each compiler gets its own folder under --work, configured with
the tree's kunit.py (kbuild's flags differ per compiler) and built only as
far as the opted-in objects (make -k, warnings not fatal). --flags-from
instead reuses one prepared build's commands for both compilers, dropping
what a compiler rejects as cc-option would: fast, no kernel build.

A compiler without -fexperimental-late-parse-attributes cannot run the
analysis (Kconfig turns it off): that is reported in one line, exit 2.
A compiler without reentrant capabilities (a probe struct with
reentrant_capability must compile with -Werror) cannot run the
atomic-context layer (the header turns it off): the cases of the corpus's
atomic/ and may-sleep/ directories are then not compared, which the report
says in one line,
instead of listing each of them as changed.
Otherwise the exit code is 1 when NEW regresses: a case or object it fails
against the goldens that OLD does not fail the same way; else 0.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Dict, List, Optional, Sequence, Set, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_diagnostics  # noqa: E402
import kbuild_cmd  # noqa: E402
import kernel_compile  # noqa: E402

REPO = check_diagnostics.REPO
KUNIT_DIR = 'lib/capability-analysis-kunit'
DEFAULT_TARGETS = ['lib/test_capability-analysis.o', KUNIT_DIR + '/']
DEFAULT_KUNITCONFIGS = [KUNIT_DIR, os.path.join(REPO, 'kunit/configs/smp.config')]
# Added to the gate's own builds so a false positive does not stop the
# build; removed again before an object's command is replayed.
NOT_FATAL = ['-Wno-error']
REQUIRED_FLAGS = ['-fexperimental-late-parse-attributes', '-Wthread-safety']
KNOWN_FLAGS = REQUIRED_FLAGS + ['-Wthread-safety-beta', '-Wthread-safety-pointer',
                                '--warning-suppression-mappings']
ATTRIBUTES = ['capability', 'reentrant_capability', 'scoped_lockable', 'guarded_by',
              'pt_guarded_by', 'acquire_capability', 'acquire_shared_capability',
              'release_capability', 'release_shared_capability',
              'try_acquire_capability', 'try_acquire_shared_capability',
              'requires_capability', 'requires_shared_capability', 'locks_excluded',
              'assert_capability', 'assert_shared_capability', 'lock_returned',
              'no_thread_safety_analysis']
ALIAS = 'capability alias analysis (-Wthread-safety-beta)'
# Where a feature comes from, for the report (upstream history; only
# clang-19 and clang-22 are measured on this machine).
SINCE = {'-fexperimental-late-parse-attributes': 'Clang 19', '--warning-suppression-mappings':
         'Clang 20', '-Wthread-safety-pointer': 'Clang 21',
         'attribute reentrant_capability': 'Clang 21', ALIAS: 'Clang 22'}
# Without alias analysis, "p = &m; lock(p)" does not acquire m.
ALIAS_PROBE = '''struct __attribute__((capability("mutex"))) m { int x; };
void lk(struct m *p) __attribute__((acquire_capability(p)));
void ul(struct m *p) __attribute__((release_capability(p)));
struct m mm; int v __attribute__((guarded_by(mm)));
void f(void);
void f(void) { struct m *p = &mm; lk(p); v = 1; ul(p); }
'''
_ANALYSIS_FLAG_RE = re.compile(r'^(-fexperimental-late-parse-attributes|-Wthread-safety\S*'
                               r'|--warning-suppression-mappings=.*)$')
_REJECT_RE = re.compile(r"(?:unknown argument:|unsupported option|unknown warning option|"
                        r"argument unused during compilation:) '([^']+)'")
_MAKE_FAIL_RE = re.compile(r'\*\*\* \[(?:[^\]]*?:\d+: )?([^\]]+\.o)\] Error')
_LINE_RE = re.compile(r'^(?P<loc>.*?): (?P<sev>fatal error|error|warning|note|remark): '
                      r'(?P<msg>.*?)(?: \[(?P<flags>[^\]]+)\])?$')
# The atomic-context layer needs reentrant capabilities (Clang 22); without
# them the header turns it off, and the cases of this corpus directory,
# compiled with the layer's object (its OBJECT file), have nothing to check.
LAYER_PROBE = ('struct __attribute__((capability("c"))) '
               '__attribute__((reentrant_capability)) s;\n')
ATOMIC_DIRS = ('atomic', 'may-sleep')
PROBE_TIMEOUT = 60
TIMED_OUT = 'timed out after'    # _run's and kernel_compile's message
BUILD_TIMEOUT = 3 * 3600


class GateError(Exception):
    """A step the gate needs failed (not a compiler difference)."""


@dataclasses.dataclass
class Options:
    tree: str
    work: str = os.path.join(REPO, 'build/gate')
    arch: str = 'x86_64'
    obj: str = check_diagnostics.DEFAULT_OBJ
    cases: str = os.path.join(REPO, 'negative-tests')
    goldens: str = os.path.join(REPO, 'expected-diagnostics')
    only: List[str] = dataclasses.field(default_factory=list)
    flags_from: Optional[str] = None
    discover: List[str] = dataclasses.field(default_factory=list)
    targets: List[str] = dataclasses.field(default_factory=lambda: list(DEFAULT_TARGETS))
    kunitconfigs: List[str] = dataclasses.field(
        default_factory=lambda: list(DEFAULT_KUNITCONFIGS))
    positive: bool = True
    jobs: int = os.cpu_count() or 1


@dataclasses.dataclass
class Side:
    """Everything one compiler did."""
    cc: str
    version: str = ''
    unsupported: str = ''                  # why, if the analysis cannot run
    flags: Dict[str, bool] = dataclasses.field(default_factory=dict)
    features: Dict[str, bool] = dataclasses.field(default_factory=dict)
    atomic_layer: bool = True              # the LAYER_PROBE compiles
    not_compared: List[str] = dataclasses.field(default_factory=list)  # atomic/ cases
    build_dir: str = ''
    analysis_flags: List[str] = dataclasses.field(default_factory=list)
    dropped: List[str] = dataclasses.field(default_factory=list)
    failed: List[str] = dataclasses.field(default_factory=list)   # make -k failures
    objects: Dict[str, dict] = dataclasses.field(default_factory=dict)
    corpus: Dict[str, dict] = dataclasses.field(default_factory=dict)
    seconds: Dict[str, float] = dataclasses.field(default_factory=dict)


@dataclasses.dataclass
class Entry:
    """One difference between OLD and NEW."""
    side: str              # 'compiler', 'positive' or 'corpus'
    subject: str           # flag, feature, object or case
    kind: str
    old: List[str] = dataclasses.field(default_factory=list)
    new: List[str] = dataclasses.field(default_factory=list)
    detail: str = ''
    regression: bool = False


def _run(argv: Sequence[str], cwd: Optional[str] = None,
         timeout: int = PROBE_TIMEOUT) -> Tuple[int, str]:
    try:
        p = subprocess.run(list(argv), cwd=cwd, capture_output=True,
                           text=True, timeout=timeout, check=False)
        return p.returncode, p.stderr + p.stdout
    except subprocess.TimeoutExpired:
        return -1, f'timed out after {timeout}s'
    except OSError as e:
        return -1, f'cannot run {argv[0]}: {e.strerror}'


def flag_name(flag: str) -> str:
    return flag.split('=', 1)[0]


# --- probes -----------------------------------------------------------------

def probe_flags(cc: str, flags: Sequence[str], tmp: str) -> Dict[str, bool]:
    """cc-option for each flag: accepted on an empty file with -Werror."""
    mappings = os.path.join(tmp, 'mappings.txt')
    with open(mappings, 'w', encoding='utf-8') as f:
        f.write('[thread-safety]\nsrc:*\n')
    out = {}
    for flag in flags:
        name = flag_name(flag)
        arg = f'{name}={mappings}' if name == '--warning-suppression-mappings' else flag
        rc, _ = _run([cc, '-Werror', arg, '-fsyntax-only', '-x', 'c', '/dev/null'])
        out[name] = rc == 0
    return out


def probe_features(cc: str, attributes: Sequence[str], tmp: str) -> Dict[str, bool]:
    src = os.path.join(tmp, 'attrs.c')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(''.join(f'#if __has_attribute({a})\nHAS {a}\n#endif\n' for a in attributes))
    rc, out = _run([cc, '-E', '-P', '-x', 'c', src])
    have = set(re.findall(r'^HAS (\w+)$', out, re.M)) if rc == 0 else set()
    feats = {f'attribute {a}': a in have for a in attributes}
    src = os.path.join(tmp, 'alias.c')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(ALIAS_PROBE)
    rc, _ = _run([cc, '-fsyntax-only', '-Werror', '-Wthread-safety',
                  '-Wthread-safety-beta', src])
    feats[ALIAS] = rc == 0
    return feats


def probe_atomic_layer(cc: str, tmp: str) -> bool:
    """Whether @cc has what the atomic-context layer needs (reentrant
    capabilities): LAYER_PROBE compiles with -Werror."""
    src = os.path.join(tmp, 'layer.c')
    with open(src, 'w', encoding='utf-8') as f:
        f.write(LAYER_PROBE)
    rc, _ = _run([cc, '-fsyntax-only', '-Werror', '-x', 'c', src])
    return rc == 0


def is_atomic_case(case: str, cases_root: str) -> bool:
    """Whether @case belongs to a directory of the atomic-context layer
    (atomic/, and may-sleep/: one call per may-sleep mark)."""
    return os.path.relpath(case, cases_root).split(os.sep)[0] in ATOMIC_DIRS


def header_attributes(tree: str) -> List[str]:
    """Attributes the series' header uses, besides the known ones."""
    names = list(ATTRIBUTES)
    try:
        with open(os.path.join(tree, 'include/linux/compiler-context-analysis.h'),
                  encoding='utf-8') as f:
            text = f.read()
    except OSError:
        return names
    for n in re.findall(r'__attribute__\(\((\w+)', text):
        if n not in names and n not in ('context', 'overloadable'):
            names.append(n)
    return names


def rejected_flags(cc: str, argv: List[str], cwd: str, tmp: str) -> List[str]:
    """Arguments of kbuild command @argv that @cc rejects, as cc-option
    would have dropped them (for --flags-from)."""
    empty = os.path.join(tmp, 'empty.c')
    open(empty, 'w', encoding='utf-8').close()
    dropped: List[str] = []
    for _ in range(10):
        cmd = kernel_compile.command([cc] + [a for a in argv[1:] if a not in dropped], empty)
        rc, err, _ = kernel_compile.execute(cmd, cwd, PROBE_TIMEOUT)
        bad = [a for a in argv[1:] if a not in dropped and
               any(a == r or flag_name(a) == r for r in _REJECT_RE.findall(err))]
        if rc == 0 or not bad:
            break
        dropped += bad
    return dropped


def compiler_version(cc: str) -> Optional[str]:
    if not shutil.which(cc):
        return None
    rc, out = _run([cc, '--version'])
    return out.splitlines()[0].strip() if rc == 0 and out else None


def llvm_option(cc: str) -> str:
    """kbuild's LLVM= for @cc: clang-19 -> -19, /usr/lib/llvm-19/bin/clang -> prefix."""
    base = os.path.basename(cc)
    m = re.fullmatch(r'clang(-\d+)?', base)
    if not m:
        raise GateError(f'{cc}: a kernel build needs clang-NN or a path to an LLVM '
                        'bin/clang; use --flags-from to gate another compiler')
    if os.sep in cc:
        return os.path.dirname(os.path.abspath(cc)) + os.sep + (m.group(1) or '')
    return m.group(1) or '1'


# --- building and collecting ------------------------------------------------

def discover(build_dirs: Sequence[str]) -> Set[str]:
    """Objects kbuild compiled with the analysis, from their .cmd files."""
    return {obj for top in build_dirs for obj, argv in kbuild_cmd.saved_commands(top)
            if kbuild_cmd.is_opted_in(argv)}


def make_argv(opts: Options, cc: str, build_dir: str) -> List[str]:
    return ['make', '-s', '-C', opts.tree, f'O={build_dir}', f'ARCH={opts.arch}',
            f'LLVM={llvm_option(cc)}', f'CFLAGS_KERNEL={" ".join(NOT_FATAL)}',
            f'CFLAGS_MODULE={" ".join(NOT_FATAL)}']


def configure(opts: Options, side: Side) -> None:
    """Configure @side's own folder with the tree's kunit.py."""
    name = re.sub(r'[^\w.+-]', '_', os.path.basename(side.cc))
    side.build_dir = os.path.join(os.path.abspath(opts.work), f'{name}-{opts.arch}')
    os.makedirs(side.build_dir, exist_ok=True)
    log = side.build_dir + '.log'
    kunitpy = os.path.join(opts.tree, 'tools/testing/kunit/kunit.py')
    start = time.monotonic()
    rc, out = _run([kunitpy, 'config', f'--arch={opts.arch}', f'--build_dir={side.build_dir}',
                    '--make_options', f'LLVM={llvm_option(side.cc)}'] +
                   [f'--kunitconfig={k}' for k in opts.kunitconfigs],
                   cwd=opts.tree, timeout=BUILD_TIMEOUT)
    with open(log, 'w', encoding='utf-8') as f:
        f.write(out)
    side.seconds['configure'] = time.monotonic() - start
    if rc != 0:
        raise GateError(f'{side.cc}: kunit.py config failed (log {log}):\n' +
                        '\n'.join(out.splitlines()[-8:]))


def make_targets(opts: Options, side: Side, targets: List[str]) -> None:
    """make -k @targets in @side's folder; failed objects go to side.failed."""
    start = time.monotonic()
    rc, out = _run(make_argv(opts, side.cc, side.build_dir) + ['-k', f'-j{opts.jobs}'] +
                   targets, timeout=BUILD_TIMEOUT)
    log = side.build_dir + '.log'
    with open(log, 'a', encoding='utf-8') as f:
        f.write(out)
    side.seconds['build'] = side.seconds.get('build', 0) + time.monotonic() - start
    failed = set(_MAKE_FAIL_RE.findall(out))
    if rc != 0 and not failed:
        raise GateError(f'{side.cc}: make failed before the opted-in objects (log {log}):\n'
                        + '\n'.join(out.splitlines()[-8:]))
    side.failed = sorted(set(side.failed) | failed)


def _object_result(run: kernel_compile.Run) -> dict:
    out, err, lines = run.output, run.stderr, run.lines
    if out.crashed:
        return {'status': 'crash', 'lines': lines, 'detail': err.strip()[:600]}
    if out.driver_errors:
        return {'status': 'rejected', 'lines': lines, 'detail': '\n'.join(out.driver_errors)}
    if run.returncode != 0 and not lines:
        return {'status': 'build-failed', 'lines': [], 'detail': err.strip()[-600:]}
    return {'status': 'diagnostics' if lines else 'clean', 'lines': lines, 'detail': ''}


def check_object(opts: Options, side: Side, obj: str) -> dict:
    """Diagnostics of one opted-in object, compiled with its kbuild command
    (without the gate's NOT_FATAL, with -ferror-limit=0); its lines keep
    line:col in the whole tree."""
    bd = side.build_dir
    if obj in side.failed:
        # No valid .cmd: build it alone to see why.
        rc, err = _run(make_argv(opts, side.cc, bd) + [obj], timeout=BUILD_TIMEOUT)
        r = _object_result(kernel_compile.parsed(rc, err, False, bd, opts.tree, [bd]))
        if r['status'] in ('clean', 'diagnostics'):
            r['status'] = 'build-failed'
        return r
    try:
        comp = kernel_compile.Compiler(bd, opts.tree, obj, flags=['-ferror-limit=0'],
                                       cc=side.cc if opts.flags_from else None,
                                       drop=NOT_FATAL + side.dropped, source_root=opts.tree)
    except kbuild_cmd.CmdFileError as e:
        return {'status': 'not-built', 'lines': [], 'detail': str(e)}
    if not kbuild_cmd.is_opted_in(comp.argv):
        return {'status': 'not-analyzed', 'lines': [],
                'detail': f'kbuild compiled it without the analysis ({kbuild_cmd.OPT_IN_MARK})'}
    return _object_result(comp.run(comp.argv[-1]))


def corpus_compiler(opts: Options, side: Side) -> kernel_compile.Compiler:
    """check_diagnostics' compiler with @side's flags for the corpus."""
    for obj in [opts.obj] + sorted(o for o, r in side.objects.items()
                                   if r['status'] in ('clean', 'diagnostics')):
        try:
            # The same drop for the compilers of directories with an OBJECT.
            # No precompiled headers: a candidate compiler (or a wrapper that
            # changes headers per case) must parse every case afresh.
            comp = check_diagnostics.case_compiler(
                side.build_dir, opts.tree, obj, cc=side.cc if opts.flags_from else None,
                drop=NOT_FATAL + side.dropped, pch=False)
        except kbuild_cmd.CmdFileError:
            continue
        side.analysis_flags = [flag_name(a) for a in comp.argv if _ANALYSIS_FLAG_RE.match(a)]
        return comp
    raise GateError(f'{side.cc}: no opted-in object with a kbuild command in '
                    f'{side.build_dir} to compile the corpus with')


def probe_side(cc: str, opts: Options) -> Side:
    """What @cc accepts and supports; sets .unsupported if it cannot run
    the analysis at all. Fast: done for both compilers before any build."""
    if os.sep in cc:
        cc = os.path.abspath(cc)   # compiles run in the build folder
    side = Side(cc)
    start = time.monotonic()
    version = compiler_version(cc)
    if version is None:
        side.unsupported = f'{cc} is not installed or does not run'
        return side
    side.version = version
    ref = opts.flags_from or (opts.discover[0] if opts.discover else None)
    ref_argv: List[str] = []
    if ref:
        try:
            ref_argv = kbuild_cmd.read_compile_command(ref, opts.obj)
        except kbuild_cmd.CmdFileError:
            pass
    flags = KNOWN_FLAGS + [flag_name(a) for a in ref_argv if _ANALYSIS_FLAG_RE.match(a)]
    with tempfile.TemporaryDirectory() as tmp:
        side.flags = probe_flags(cc, list(dict.fromkeys(flags)), tmp)
        missing = [f for f in REQUIRED_FLAGS if not side.flags[f]]
        if missing:
            side.unsupported = (f'{cc} ({version}) cannot run the capability analysis: '
                                f'it does not accept {" ".join(missing)} (needs Clang 19 '
                                'or newer); Kconfig turns CONFIG_WARN_CAPABILITY_ANALYSIS '
                                'off, so there is nothing to compare')
            return side
        side.features = probe_features(cc, header_attributes(opts.tree), tmp)
        side.atomic_layer = probe_atomic_layer(cc, tmp)
        if opts.flags_from:
            side.build_dir = os.path.abspath(opts.flags_from)
            if ref_argv:
                side.dropped = rejected_flags(cc, ref_argv, side.build_dir, tmp)
    side.seconds['probe'] = time.monotonic() - start
    return side


def run(sides: Sequence[Side], opts: Options) -> Dict[str, float]:
    """Build what each compiler needs, then compile every opted-in object and
    every case with both compilers in turn, so that both see the same files
    (the tree and the corpus may be changing while the gate runs)."""
    seconds: Dict[str, float] = {}
    objects: Set[str] = set()
    if opts.positive:
        objects = discover(opts.discover + ([opts.flags_from] if opts.flags_from else []))
        objects |= {t for t in opts.targets if t.endswith('.o')}
    if not opts.flags_from:
        for side in sides:
            print(f'gate-clang: configuring and building with {side.cc} ...',
                  file=sys.stderr, flush=True)
            configure(opts, side)
            make_targets(opts, side, sorted(set(opts.targets) | objects))
        if opts.positive:
            objects |= discover([s.build_dir for s in sides])
            objects |= {o for s in sides for o in s.failed}
            for side in sides:      # objects that appeared during the other's build
                late = sorted(o for o in objects if o not in side.failed and not
                              os.path.exists(kbuild_cmd.cmd_file_path(side.build_dir, o)))
                if late:
                    make_targets(opts, side, late)
    print('gate-clang: compiling the opted-in objects and the corpus ...',
          file=sys.stderr, flush=True)
    with concurrent.futures.ThreadPoolExecutor(max(1, opts.jobs)) as pool:
        start = time.monotonic()
        for obj, results in zip(sorted(objects), pool.map(
                lambda o: [check_object(opts, s, o) for s in sides], sorted(objects))):
            if any(TIMED_OUT in r['detail'] for r in results):
                results = [check_object(opts, s, obj) for s in sides]
            for side, r in zip(sides, results):
                side.objects[obj] = r
        seconds['positive'] = time.monotonic() - start
        start = time.monotonic()
        comps = [corpus_compiler(opts, s) for s in sides]

        def check(case: str) -> List[dict]:
            golden = check_diagnostics.golden_path(case, opts.cases, opts.goldens)
            return [dataclasses.asdict(check_diagnostics.check_case(comp, case, golden))
                    for comp in comps]
        cases = check_diagnostics.find_cases(opts.cases, opts.only)
        if not all(s.atomic_layer for s in sides):
            # One compiler has no atomic-context layer: nothing to compare.
            skipped = [os.path.relpath(c, REPO) for c in cases
                       if is_atomic_case(c, opts.cases)]
            cases = [c for c in cases if not is_atomic_case(c, opts.cases)]
            for side in sides:
                side.not_compared = skipped
        for case, results in zip(cases, pool.map(check, cases)):
            if any(TIMED_OUT in r['detail'] for r in results):
                results = check(case)   # once more, alone: the machine may be busy
            for side, r in zip(sides, results):
                side.corpus[r['case']] = r
        seconds['corpus'] = time.monotonic() - start
    return seconds


# --- comparing ----------------------------------------------------------------

def _split(line: str) -> Tuple[str, str, Tuple[str, ...]]:
    """(location, severity, flags without -Werror) of a normalized line."""
    m = _LINE_RE.match(line)
    if not m:
        return line, '', ()
    flags = tuple(f for f in (m['flags'] or '').split(',') if f and f != '-Werror')
    return m['loc'], m['sev'], flags


def groups(lines: Sequence[str]) -> List[Tuple[str, ...]]:
    """Diagnostics with their notes: one group per warning or error."""
    out: List[List[str]] = []
    for line in lines:
        if _split(line)[1] == 'note' and out:
            out[-1].append(line)
        else:
            out.append([line])
    return [tuple(g) for g in out]


def _key(group: Tuple[str, ...]) -> Tuple[str, Tuple[str, ...]]:
    loc, _, flags = _split(group[0])
    return loc, flags


def diff_diagnostics(old: Sequence[str], new: Sequence[str]
                     ) -> List[Tuple[str, List[str], List[str]]]:
    """(kind, old lines, new lines) per diagnostic: lost, gained, reworded
    (same location and flag, other text) or reordered."""
    a, b = groups(old), groups(new)
    removed: List[Tuple[str, ...]] = []
    added: List[Tuple[str, ...]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != 'equal':
            removed += a[i1:i2]
            added += b[j1:j2]
    out: List[Tuple[str, List[str], List[str]]] = []
    for g in list(removed):
        if g in added:
            removed.remove(g)
            added.remove(g)
            out.append(('reordered', list(g), list(g)))
    for g in removed:
        twin = next((h for h in added if _key(h) == _key(g)), None)
        if twin is not None:
            added.remove(twin)
            out.append(('reworded', list(g), list(twin)))
        else:
            out.append(('lost', list(g), []))
    out += [('gained', [], list(g)) for g in added]
    return out


def _same(old: dict, new: dict) -> bool:
    """Same outcome; details (crash dumps) name the compiler, so are ignored."""
    return (old['status'], old.get('actual') or old.get('lines') or []) == \
        (new['status'], new.get('actual') or new.get('lines') or [])


def compare_case(case: str, old: dict, new: dict) -> List[Entry]:
    if _same(old, new):
        return []
    regression = new['status'] != 'pass'
    if TIMED_OUT in old['detail'] + new['detail']:
        # Twice, also when run alone: too slow, or hung (not a crash).
        return [Entry('corpus', case, 'timeout', detail=new['detail'] or old['detail'],
                      regression=TIMED_OUT in new['detail'] and regression)]
    entries: List[Entry] = []
    for status in ('crash', 'rejected'):
        if status in (old['status'], new['status']) and old['status'] != new['status']:
            kind = status if new['status'] == status else 'status'
            detail = new['detail'] if kind == status else f"{old['status']} -> {new['status']}"
            return [Entry('corpus', case, kind, detail=detail, regression=regression)]
    for kind, o, n in diff_diagnostics(old.get('actual') or [], new.get('actual') or []):
        if kind == 'gained' and not any(f.startswith('-Wthread-safety')
                                        for f in _split(n[0])[2]):
            kind = 'broken'        # not a thread-safety diagnostic
        entries.append(Entry('corpus', case, kind, o, n, regression=regression))
    if new['status'] == 'fixed-not-clean' and old['status'] != new['status']:
        entries.append(Entry('corpus', case, 'fixed-twin', detail=new['detail'],
                             regression=regression))
    if not entries:
        entries.append(Entry('corpus', case, 'status',
                             detail=f"{old['status']} -> {new['status']}: {new['detail']}",
                             regression=regression))
    return entries


BAD_OBJECT = ('crash', 'rejected', 'build-failed', 'not-built', 'not-analyzed')


def compare_object(obj: str, old: dict, new: dict) -> List[Entry]:
    if _same(old, new):
        return []
    if new['status'] in BAD_OBJECT or old['status'] in BAD_OBJECT:
        kind = new['status'] if new['status'] in BAD_OBJECT else 'status'
        return [Entry('positive', obj, kind, old['lines'], new['lines'],
                      f"{old['status']} -> {new['status']}" +
                      (f": {new['detail']}" if new['detail'] else ''),
                      regression=new['status'] in BAD_OBJECT)]
    entries = []
    for kind, o, n in diff_diagnostics(old['lines'], new['lines']):
        kind = {'gained': 'false-positive', 'lost': 'fp-gone'}.get(kind, kind)
        entries.append(Entry('positive', obj, kind, o, n, regression=kind == 'false-positive'))
    return entries


def compare(old: Side, new: Side) -> List[Entry]:
    entries: List[Entry] = []
    for what, o, n in (('flag', old.flags, new.flags), ('feature', old.features, new.features)):
        for name in list(dict.fromkeys(list(o) + list(n))):
            if o.get(name, False) == n.get(name, False):
                continue
            since = f' ({SINCE[name]}+)' if name in SINCE else ''
            if o.get(name):
                kind = 'flag-rejected' if what == 'flag' else 'feature-lost'
                detail = (f'{new.cc} does not accept it{since}; kbuild\'s cc-option drops it'
                          if what == 'flag' else f'unavailable with {new.cc}{since}')
            else:
                kind = 'flag-accepted' if what == 'flag' else 'feature-gained'
                detail = f'{new.cc} has it, {old.cc} does not{since}'
            entries.append(Entry('compiler', name, kind, detail=detail))
    empty = {'status': 'not-built', 'lines': [], 'detail': 'not compiled by this side'}
    for obj in sorted(set(old.objects) | set(new.objects)):
        entries += compare_object(obj, old.objects.get(obj, empty), new.objects.get(obj, empty))
    missing = {'status': 'missing', 'actual': [], 'detail': 'case not run'}
    for case in sorted(set(old.corpus) | set(new.corpus)):
        entries += compare_case(case, old.corpus.get(case, missing),
                                new.corpus.get(case, missing))
    return entries


# --- reporting -------------------------------------------------------------

def _short(group: List[str]) -> str:
    notes = len(group) - 1
    return group[0] + (f' (+{notes} note{"s" if notes > 1 else ""})' if notes else '')


def format_entry(e: Entry) -> List[str]:
    head = f'    {e.kind:15} '
    if e.kind == 'reworded':
        loc, _, flags = _split(e.old[0])
        out = [head + f'{loc} [{",".join(flags)}]']
        for tag, lines in (('-', e.old), ('+', e.new)):
            other = e.new if tag == '-' else e.old
            out += [f'{"":20}{tag} {ln}' for ln in lines if ln not in other]
        return out
    detail = [ln.strip() for ln in e.detail.splitlines() if ln.strip()][:4]
    if e.new or e.old:
        return [head + _short(e.new or e.old)] + [f'{"":20}{ln}' for ln in detail]
    return [head + (detail[0] if detail else '')] + [f'{"":20}{ln}' for ln in detail[1:]]


def _counts(results: Dict[str, dict]) -> Tuple[int, int]:
    """Passed and failed; a case not compiled in this build (NEEDS) is neither."""
    passed = sum(1 for r in results.values() if r['status'] == 'pass')
    skipped = sum(1 for r in results.values()
                  if r['status'] == check_diagnostics.NOT_CONFIGURED)
    return passed, len(results) - passed - skipped


def _subjects(entries: List[Entry], olds: Dict[str, dict], news: Dict[str, dict]
              ) -> List[str]:
    """Entries grouped under their case or object, with its status change."""
    lines: List[str] = []
    for subject in dict.fromkeys(e.subject for e in entries):
        o = olds.get(subject, {}).get('status', '-')
        n = news.get(subject, {}).get('status', '-')
        lines.append(f'  {subject} ({o} -> {n})' if o != n else f'  {subject} ({n})')
        for e in entries:
            if e.subject == subject:
                lines += format_entry(e)
    return lines


def report(old: Side, new: Side, entries: List[Entry]) -> Tuple[str, int, str]:
    """The text report, the exit code and the verdict."""
    lines = [f'gate-clang: OLD {old.cc} ({old.version}) vs NEW {new.cc} ({new.version})']
    for s in (old, new):
        dropped = f'; dropped as cc-option would: {" ".join(s.dropped)}' if s.dropped else ''
        lines.append(f'  {s.cc}: analysis flags {" ".join(s.analysis_flags) or "(none)"}'
                     + dropped)
    side = {k: [e for e in entries if e.side == k] for k in ('compiler', 'positive', 'corpus')}
    lines.append(f'compiler: {len(side["compiler"]) or "no"} difference(s)')
    lines += [f'    {e.kind:15} {e.subject}: {e.detail}' for e in side['compiler']]
    if new.objects or old.objects:
        unclean = [sum(1 for r in s.objects.values() if r['status'] != 'clean')
                   for s in (old, new)]
        lines.append(f'positive side: {len(new.objects)} opted-in object(s); not clean: '
                     f'OLD {unclean[0]}, NEW {unclean[1]}')
    else:
        lines.append('positive side: not run')
    lines += _subjects(side['positive'], old.objects, new.objects)
    (op, of), (np_, nf) = _counts(old.corpus), _counts(new.corpus)
    lines.append(f'corpus: {len(new.corpus)} cases; vs goldens: OLD {op} pass, {of} fail; '
                 f'NEW {np_} pass, {nf} fail')
    lines += layer_lines(old, new)
    lines += _subjects(side['corpus'], old.corpus, new.corpus)
    shared = sorted(c for c, r in new.corpus.items()
                    if r['status'] != 'pass' and c in old.corpus and _same(old.corpus[c], r))
    shared += sorted(o for o, r in new.objects.items()
                     if r['status'] != 'clean' and o in old.objects and _same(old.objects[o], r))
    if shared:
        lines.append(f'failing identically with both compilers (not NEW\'s doing): '
                     f'{len(shared)}: ' + ' '.join(shared))
    summary = []
    for name, es in side.items():
        kinds: Dict[str, int] = {}
        for e in es:
            kinds[e.kind] = kinds.get(e.kind, 0) + 1
        if kinds:
            summary.append(f'{name}: ' + ', '.join(f'{n} {k}' for k, n in kinds.items()))
    # The same false positive in a header, an error with -Werror or a warning.
    fps = {e.new[0].replace(': error: ', ': warning: ').replace('-Werror,', '')
           for e in side['positive'] if e.kind == 'false-positive'}
    if fps:
        summary.append(f'{len(fps)} distinct false positive(s)')
    lines.append('summary: ' + ('; '.join(summary) or 'no change'))
    regressed = sorted({e.subject for e in entries if e.regression})
    if regressed:
        verdict, code = 'regression', 1
        lines.append(f'verdict: REGRESSION: NEW fails {len(regressed)} case(s)/object(s) '
                     'that OLD does not fail the same way (exit 1)')
    elif entries:
        verdict, code = 'changed', 0
        lines.append('verdict: changes, no regression against the goldens (exit 0)')
    else:
        verdict, code = 'no change', 0
        lines.append('verdict: no change (exit 0)')
    return '\n'.join(lines), code, verdict


def layer_lines(old: Side, new: Side) -> List[str]:
    """One line per compiler without the atomic-context layer."""
    n = len(new.not_compared or old.not_compared)
    return [f'atomic-context layer: unavailable with {s.cc} (no reentrant_capability); '
            f'{n} cases of {"/, ".join(ATOMIC_DIRS)}/ not compared'
            for s in (old, new) if not s.atomic_layer]


def timings(sides: Sequence[Side], shared: Dict[str, float], total: float) -> str:
    parts = [f'{s.cc}: ' + ', '.join(f'{k} {v:.0f}s' for k, v in s.seconds.items())
             for s in sides]
    parts += [f'{k} (both) {v:.0f}s' for k, v in shared.items()]
    return 'timings: ' + '; '.join(parts) + f'; total {total:.0f}s'


def write_json(path: str, old: Side, new: Side, entries: List[Entry], verdict: str,
               code: int, total: float) -> None:
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, 'w', encoding='utf-8') as f:
        json.dump({'verdict': verdict, 'exit': code, 'seconds': round(total),
                   'old': dataclasses.asdict(old), 'new': dataclasses.asdict(new),
                   'entries': [dataclasses.asdict(e) for e in entries]}, f, indent=1)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--old', required=True, help='reference compiler (clang-22)')
    parser.add_argument('--new', required=True, help='compiler to gate (clang-19)')
    parser.add_argument('--tree', required=True, help='prepared kernel source tree')
    parser.add_argument('--work', default=os.path.join(REPO, 'build/gate'),
                        help='folder for the per-compiler builds (build/gate)')
    parser.add_argument('--discover', action='append', default=[], metavar='BUILD_DIR',
                        help='also gate every object this build compiled opted '
                        'in (-DWARN_CAPABILITY_ANALYSIS; repeatable)')
    parser.add_argument('--target', action='append', metavar='TARGET',
                        help=f'kbuild target to build (default: {" ".join(DEFAULT_TARGETS)})')
    parser.add_argument('--kunitconfig', action='append', metavar='PATH',
                        help='kunit.py --kunitconfig (default: the suite + smp.config)')
    parser.add_argument('--flags-from', metavar='BUILD_DIR',
                        help='no builds: compile with this prepared build\'s commands')
    parser.add_argument('--obj', default=check_diagnostics.DEFAULT_OBJ,
                        help='object whose flags the corpus uses')
    parser.add_argument('--cases', default=os.path.join(REPO, 'negative-tests'))
    parser.add_argument('--goldens', default=os.path.join(REPO, 'expected-diagnostics'))
    parser.add_argument('--no-positive', action='store_true', help='corpus only')
    parser.add_argument('--json', metavar='FILE', help='also write the report as JSON')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('only', nargs='*', help='only cases whose path contains this')
    args = parser.parse_args(argv)
    opts = Options(tree=os.path.abspath(args.tree), work=args.work, obj=args.obj,
                   cases=args.cases, goldens=args.goldens, only=args.only,
                   flags_from=args.flags_from, discover=args.discover,
                   targets=args.target or list(DEFAULT_TARGETS),
                   kunitconfigs=args.kunitconfig or list(DEFAULT_KUNITCONFIGS),
                   positive=not args.no_positive, jobs=args.jobs)
    if not os.path.isdir(opts.tree):
        print(f'gate-clang: no kernel tree at {opts.tree}: run make setup', file=sys.stderr)
        return 2
    start = time.monotonic()
    sides = [probe_side(cc, opts) for cc in (args.old, args.new)]
    bad = next((s for s in sides if s.unsupported), None)
    if bad is not None:
        print(f'gate-clang: UNSUPPORTED: {bad.unsupported}')
        if args.json:
            write_json(args.json, sides[0], sides[1], [], 'unsupported', 2,
                       time.monotonic() - start)
        return 2
    try:
        shared = run(sides, opts)
    except GateError as e:
        print(f'gate-clang: {e}', file=sys.stderr)
        return 2
    total = time.monotonic() - start
    old, new = sides
    entries = compare(old, new)
    text, code, verdict = report(old, new, entries)
    print(text)
    print(timings(sides, shared, total))
    if args.json:
        write_json(args.json, old, new, entries, verdict, code, total)
        print(f'report: {args.json}')
    return code


if __name__ == '__main__':
    sys.exit(main())
