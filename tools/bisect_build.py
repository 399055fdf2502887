#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Check that every prefix of the series builds (bisectability).

Applies kernel-patches/series one patch at a time onto tag "pristine" in a
separate git worktree (the series does not depend on the LOCAL commit) and,
after each patch, builds in one reused O= folder with clang, -Werror and the
configuration of "make subsystems" (defconfig + subsystems.config: the
analysis on, lockdep, KCSAN, KFENCE, the crypto/ users), merged again at
every prefix so that the options a later patch adds are on from that patch
on. Built at every prefix:

  - kernel/locking/ (every lock header, the lock implementations),
  - every object and directory opted in at that prefix, read from the
    Makefiles the series edits (CAPABILITY_ANALYSIS[_ATOMIC]_obj.o := y,
    CAPABILITY_ANALYSIS := y, and mainline's CONTEXT_ANALYSIS forms): the
    code the analysis checks with -Werror,
  - the object of every .c file the prefix's own patch edits or adds;
and after the last patch, the object of every .c file the series edits.

An object that is not opted in compiles the annotations as nothing, so a
later header patch can break it only as it breaks kernel/locking/. A header
patch rebuilds every target that includes the header: one to four minutes
per such prefix at -j2 (see README). The first failing prefix is named;
--from N resumes at prefix N after a fix. Each prefix's result is kept in
<work>/results.tsv under a hash of its patches, so the closing line counts
every prefix of the series as it is now over all runs (a prefix whose
patches changed since counts as not built). Slow: run by hand, "make
check-bisect", not by make check.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import os
import subprocess
import sys
import time
from typing import Iterable, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import annotated_headers  # noqa: E402
import optin_objects  # noqa: E402

LOCK_TARGETS = ['kernel/locking/']
# Options for edited files that defconfig leaves off (fs/dlm/lock.c).
EXTRA_CONFIG = ['CONFIG_DLM=y', 'CONFIG_CONFIGFS_FS=y', 'CONFIG_TCP_MD5SIG=y']
# Edited objects this configuration cannot compile, and where they are built.
NOT_HERE = {
    'kernel/locking/ww_rt_mutex.o': 'PREEMPT_RT only (make kunit-rt builds it)',
}
IDENT = ['-c', 'user.name=bisect', '-c', 'user.email=bisect@localhost']


def run(argv: List[str], cwd: Optional[str] = None, log: Optional[str] = None,
        append: bool = False) -> int:
    with open(log or os.devnull, 'a' if append else 'w', encoding='utf-8') as f:
        return subprocess.run(argv, cwd=cwd, stdout=f, stderr=subprocess.STDOUT,
                              check=False).returncode


def edited_files(patches: Iterable[str], suffix: str = '.c') -> List[str]:
    """The files ending in suffix that the patch files edit or add, in order."""
    seen: List[str] = []
    for path in patches:
        with open(path, encoding='utf-8', errors='replace') as f:
            files = annotated_headers.file_diffs(f.read())
        seen.extend(p for p in files if p.endswith(suffix) and p not in seen)
    return seen


def in_makefile(src: str, obj: str) -> bool:
    """Does a Makefile name obj (kbuild builds it as an object of its own)?

    The directory's Makefile, or an ancestor's naming it by a relative path
    (drivers/gpu/drm/i915/Makefile: display/intel_vblank.o). A .c file that
    another #includes (kernel/locking/rtmutex.c, in rtmutex_api.c) is not an
    object: compiled alone it only warns about unused static functions.
    """
    parts = obj.split('/')
    for cut in range(len(parts) - 1, max(len(parts) - 4, 0), -1):
        path = os.path.join(src, *parts[:cut], 'Makefile')
        try:
            with open(path, encoding='utf-8', errors='replace') as f:
                parsed = optin_objects.parse_makefile(f.read())
        except OSError:
            continue
        if '/'.join(parts[cut:]) in parsed.objects:
            return True
    return False


def opted_in(src: str, makefiles: Sequence[str]) -> List[str]:
    """Objects and directories the given Makefiles opt in, at this prefix
    (read as optin_objects.py reads them, every switch kbuild knows)."""
    out: List[str] = []
    for mk in makefiles:
        try:
            with open(os.path.join(src, mk), encoding='utf-8', errors='replace') as f:
                parsed = optin_objects.parse_makefile(f.read())
        except OSError:
            continue
        d = os.path.dirname(mk)
        if optin_objects.effective('', parsed.directory) or \
                optin_objects.effective('', parsed.atomic_directory):
            out.append(f'{d}/')
        names = set(parsed.per_object) | set(parsed.atomic_per_object)
        out.extend(f'{d}/{n}' for n in sorted(names) if parsed.opted_in(n))
    return out


def targets(src: str, optins: Sequence[str], sources: Sequence[str]) -> List[str]:
    """What one prefix builds: lock code, opted-in code, edited files.

    An edited file's object is built when a Makefile names it; an object
    whose .c file does not exist yet at this prefix (a file a later patch
    adds), one this configuration cannot build (NOT_HERE) and a duplicate
    are left out.
    """
    out: List[str] = []
    wanted = list(LOCK_TARGETS) + list(optins) + \
        [s[:-2] + '.o' for s in sources if in_makefile(src, s[:-2] + '.o')]
    for t in wanted:
        if t in NOT_HERE or t in out:
            continue
        if t.endswith('.o') and not os.path.isfile(os.path.join(src, t[:-2] + '.c')):
            continue
        if t.endswith('/') and not os.path.isdir(os.path.join(src, t)):
            continue
        out.append(t)
    return out


def patch_id(path: str) -> str:
    """A patch file's name and content hash: one line of the applied list."""
    with open(path, 'rb') as f:
        return f'{os.path.basename(path)} {hashlib.sha1(f.read()).hexdigest()}'


def reusable_prefix(src: str, state: str, paths: Sequence[str]) -> int:
    """How many patches of the series the worktree already holds, or 0.

    The list a previous run left in @state counts only if the worktree is
    clean, is that many commits past pristine, and the patches are the same
    files with the same content: then a resumed run applies the rest on top
    and make rebuilds only what they change. Otherwise it starts from
    pristine again.
    """
    try:
        with open(state, encoding='utf-8') as f:
            done = f.read().splitlines()
    except OSError:
        return 0
    if len(done) > len(paths) or done != [patch_id(p) for p in paths[:len(done)]]:
        return 0
    count = subprocess.run(['git', '-C', src, 'rev-list', '--count', 'pristine..HEAD'],
                           capture_output=True, text=True, check=False)
    dirty = subprocess.run(['git', '-C', src, 'status', '--porcelain', '--untracked-files=no'],
                           capture_output=True, text=True, check=False)
    if count.returncode or dirty.returncode or dirty.stdout.strip():
        return 0
    return len(done) if count.stdout.strip() == str(len(done)) else 0


def needs_configure(patch: Optional[str]) -> bool:
    """Does this patch touch what the configuration is made from?"""
    if patch is None:
        return True
    return any(os.path.basename(f).startswith('Kconfig') or '/configs/' in f
               for f in edited_files([patch], ''))


def prefix_key(paths: Sequence[str]) -> str:
    """Identity of a prefix: a hash of its patches' names and contents."""
    return hashlib.sha1('\n'.join(patch_id(p) for p in paths).encode()).hexdigest()[:16]


def record(results: str, key: str, line: str) -> None:
    """Keep one result line per prefix identity in @results (tab-separated)."""
    kept: List[str] = []
    try:
        with open(results, encoding='utf-8') as f:
            kept = [ln for ln in f.read().splitlines() if not ln.startswith(key + '\t')]
    except OSError:
        pass
    with open(results, 'w', encoding='utf-8') as f:
        f.write('\n'.join(kept + [f'{key}\t{line}']) + '\n')


def summary(results: str, keys: Sequence[str]) -> Tuple[int, int, int, float]:
    """ok, failed, not built and seconds over the series' prefixes, all runs."""
    found: dict = {}
    try:
        with open(results, encoding='utf-8') as f:
            for ln in f.read().splitlines():
                key, _, rest = ln.partition('\t')
                found[key] = rest.split('\t')
    except OSError:
        pass
    ok = failed = missing = 0
    secs = 0.0
    for key in keys:
        if key not in found:
            missing += 1
            continue
        status, took = found[key][0], found[key][1]
        ok += status == 'ok'
        failed += status != 'ok'
        secs += float(took)
    return ok, failed, missing, secs


def drop_config(build: str) -> None:
    """A half-made .config must not be trusted by the next run."""
    try:
        os.remove(os.path.join(build, '.config'))
    except FileNotFoundError:
        pass


def configure(make: List[str], src: str, build: str, fragment: str, log: str) -> int:
    """defconfig once, then the fragment merged again at every prefix."""
    if not os.path.isfile(os.path.join(build, '.config')):
        os.makedirs(build, exist_ok=True)
        if run(make + ['defconfig'], log=log, append=True):
            drop_config(build)
            return 1
    extra = os.path.join(build, 'bisect-extra.config')
    with open(extra, 'w', encoding='utf-8') as f:
        f.write('\n'.join(EXTRA_CONFIG) + '\n')
    rc = run([os.path.join(src, 'scripts/kconfig/merge_config.sh'), '-m', '-O', build,
              os.path.join(build, '.config'), fragment, extra], cwd=src, log=log,
             append=True)
    rc = rc or run(make + ['olddefconfig'], log=log, append=True)
    if rc:
        drop_config(build)
    return rc


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='prepared tree (has tag "pristine")')
    parser.add_argument('--patches', required=True)
    parser.add_argument('--work', required=True, help='folder for the worktree and build')
    parser.add_argument('--config', required=True,
                        help='config fragment merged onto defconfig (subsystems.config)')
    parser.add_argument('--arch', default='x86_64')
    parser.add_argument('--llvm', default='-22')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--from', dest='start', type=int, default=0, metavar='N',
                        help='resume at prefix N (0 = pristine, N = after patch N)')
    parser.add_argument('--keep-going', action='store_true',
                        help='go on after a failing prefix (default: stop there)')
    args = parser.parse_args(argv)

    with open(os.path.join(args.patches, 'series'), encoding='utf-8') as f:
        series = [ln.strip() for ln in f if ln.strip() and not ln.startswith('#')]
    paths = [os.path.abspath(os.path.join(args.patches, n)) for n in series]
    missing = [p for p in paths if not os.path.isfile(p)]
    if missing:
        print(f'bisect: {missing[0]}: listed in series but missing', file=sys.stderr)
        return 1
    all_sources = edited_files(paths)
    makefiles = edited_files(paths, 'Makefile')
    fragment = os.path.abspath(args.config)
    work = os.path.abspath(args.work)
    src = os.path.join(work, 'src')
    build = os.path.join(work, 'build')
    os.makedirs(work, exist_ok=True)
    lock = open(os.path.join(work, 'lock'), 'a+', encoding='utf-8')
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        print(f'bisect: another run is using {work} (its lock file is held): '
              'stop it first', file=sys.stderr)
        return 1
    subprocess.run(['git', '-C', args.tree, 'worktree', 'prune'], check=False)
    if not os.path.isdir(src):
        if run(['git', '-C', args.tree, 'worktree', 'add', '-f', '--detach', src,
                'pristine']):
            print(f'bisect: cannot check out "pristine" into {src}', file=sys.stderr)
            return 1
    state = os.path.join(work, 'applied')
    results = os.path.join(work, 'results.tsv')
    keys = [prefix_key(paths[:i]) for i in range(len(paths) + 1)]
    have = reusable_prefix(src, state, paths) if args.start else 0
    if have > args.start - 1:
        have = 0
    if not have:
        run(['git', '-C', src, 'am', '--abort'])
        run(['git', '-C', src, 'checkout', '-q', '-f', '--detach', 'pristine'])
        with open(state, 'w', encoding='utf-8'):
            pass
    else:
        print(f'bisect: worktree already holds patches 1-{have}; applying from {have + 1}')
    make = ['make', '-C', src, f'O={build}', f'ARCH={args.arch}', f'LLVM={args.llvm}',
            f'-j{args.jobs}', 'KCFLAGS=-Werror']
    for obj, why in NOT_HERE.items():
        print(f'bisect: not built: {obj}: {why}')
    failed = 0
    ran = 0
    configured = False
    for i, name in enumerate([None, *series]):
        if name and i > have:
            if run(['git', *IDENT, '-C', src, 'am', '-q', paths[i - 1]]):
                run(['git', '-C', src, 'am', '--abort'])
                print(f'bisect: {name} does not apply on prefix {i - 1}')
                return 1
            with open(state, 'a', encoding='utf-8') as f:
                f.write(patch_id(paths[i - 1]) + '\n')
        if i < args.start:
            continue
        label = name or 'pristine'
        log = os.path.join(work, f'{i:02d}.log')
        start = time.monotonic()
        own = edited_files([paths[i - 1]]) if name else []
        last = i == len(series)
        want = targets(src, opted_in(src, makefiles), all_sources if last else own)
        with open(log, 'w', encoding='utf-8') as f:
            f.write(f'bisect: prefix {i} ({label}), targets: ' + ' '.join(want) + '\n')
        rc = 0
        if not configured or needs_configure(paths[i - 1] if name else None):
            rc = configure(make, src, build, fragment, log)
            configured = not rc
        rc = rc or run(make + want, log=log, append=True)
        secs = time.monotonic() - start
        record(results, keys[i], f'{"ok" if rc == 0 else "FAIL"}\t{secs:.0f}\t{i}\t{label}')
        ran += 1
        print(f'{"ok  " if rc == 0 else "FAIL"} {i}/{len(series)} {label} '
              f'({len(want)} targets, {secs:.0f}s, log {log})', flush=True)
        if rc:
            failed += 1
            if not args.keep_going:
                print(f'bisect: first failing prefix: {i} ({label}); '
                      f'after a fix, --from {i} resumes there')
                break
    print(f'bisect: {ran - failed} passed, {failed} failed')
    ok, bad, unbuilt, total = summary(results, keys)
    print(f'bisect: the series as it is now, all runs together ({results}): '
          f'{ok} of {len(keys)} prefixes build, {bad} failed, {unbuilt} not built yet '
          f'({total / 60:.0f} min of building)')
    return 1 if failed or bad or unbuilt else 0


if __name__ == '__main__':
    sys.exit(main())
