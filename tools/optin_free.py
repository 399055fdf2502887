#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Show that objects which do not opt in are compiled as without the option.

CONFIG_WARN_CAPABILITY_ANALYSIS=y must cost nothing in an object that does
not opt in: kbuild must give it exactly the compile command it gets with the
option off. This compares, for every object of a configured build folder,
the command kbuild would run (make -n, nothing is built) with the option on
(--build-dir, as configured) and off (a copy of its .config with the option
disabled, in --off-dir: olddefconfig and prepare, a few seconds).

An object whose commands differ must differ only by the analysis flags (it
opted in); any other difference, or a non-opted object whose command
differs, fails. Identical commands and identical sources give identical
objects: the option's CONFIG_ symbols are used by no C file but the
compile-only test of the series (checked too, --tree).

  tools/optin_free.py --tree build/linux-source-6.12 \\
      --build-dir build/optin-x86_64 --off-dir build/optin-off-x86_64 \\
      --arch x86_64

Exit 0 when every non-opted object has the same command.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
from typing import Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_run as ar  # noqa: E402

CONFIG_RE = re.compile(r'CONFIG_(WARN_CAPABILITY_ANALYSIS|CAPABILITY_ANALYSIS_ATOMIC)\b')
ALLOWED_USERS = ('lib/test_capability-analysis.c',)


def compile_commands(make_n: str, build_dir: str) -> Dict[str, List[str]]:
    """Object -> compile argv of `make -n` output (build folder as 'O')."""
    return {obj: normalized(argv, build_dir) for obj, argv in raw_commands(make_n).items()}


def normalized(argv: List[str], build_dir: str) -> List[str]:
    """@argv with the build folder's path as 'O', to compare two folders'."""
    return [a.replace(os.path.abspath(build_dir), 'O') for a in argv]


def raw_commands(make_n: str) -> Dict[str, List[str]]:
    """Object -> compile argv of `make -n` output, paths as printed."""
    out: Dict[str, List[str]] = {}
    for line in make_n.splitlines():
        for seg in line.split(';'):
            seg = seg.strip()
            if not seg.startswith('clang') or ' -c -o ' not in seg:
                continue
            try:
                argv = shlex.split(seg)
            except ValueError:
                continue
            out[argv[argv.index('-o') + 1]] = argv
    return out


def compare(on: Dict[str, List[str]], off: Dict[str, List[str]]
            ) -> Tuple[List[str], List[str], List[Tuple[str, List[str]]]]:
    """(identical, opted-in, wrong): objects in both runs, by verdict.

    opted-in: the "on" command is the "off" one plus analysis flags only;
    wrong: any other difference, with the differing arguments."""
    same, opted, wrong = [], [], []
    for obj in sorted(set(on) & set(off)):
        a, b = on[obj], off[obj]
        if a == b:
            same.append(obj)
            continue
        extra = [x for x in a if x not in b]
        if [x for x in a if not ar.is_analysis_flag(x)] == b and extra:
            opted.append(obj)
        else:
            wrong.append((obj, extra + ['-' + x for x in b if x not in a]))
    return same, opted, wrong


def config_users(tree: str) -> List[str]:
    """C sources and headers that test the option's CONFIG_ symbols."""
    hits = []
    for top in ('arch', 'block', 'crypto', 'drivers', 'fs', 'include', 'init', 'io_uring',
                'ipc', 'kernel', 'lib', 'mm', 'net', 'security', 'sound', 'virt'):
        for root, _, files in os.walk(os.path.join(tree, top)):
            for name in files:
                if not name.endswith(('.c', '.h')):
                    continue
                path = os.path.join(root, name)
                rel = os.path.relpath(path, tree)
                try:
                    with open(path, encoding='utf-8', errors='replace') as f:
                        if CONFIG_RE.search(f.read()) and rel not in ALLOWED_USERS:
                            hits.append(rel)
                except OSError:
                    continue
    return sorted(hits)


def make_n(tree: str, build_dir: str, arch: str, llvm: str) -> str:
    r = subprocess.run(['make', '-n', '-k', '-C', tree, 'O=' + os.path.abspath(build_dir),
                        'ARCH=' + arch, 'LLVM=' + llvm, 'vmlinux', 'modules'],
                       capture_output=True, text=True)
    return r.stdout


def prepare_off(tree: str, build_dir: str, off_dir: str, arch: str, llvm: str) -> None:
    os.makedirs(off_dir, exist_ok=True)
    shutil.copy(os.path.join(build_dir, '.config'), os.path.join(off_dir, '.config'))
    subprocess.run([os.path.join(tree, 'scripts/config'), '--file',
                    os.path.join(off_dir, '.config'), '-d', 'WARN_CAPABILITY_ANALYSIS'],
                   check=True)
    for target in ('olddefconfig', 'prepare'):
        subprocess.run(['make', '-s', '-C', tree, 'O=' + os.path.abspath(off_dir),
                        'ARCH=' + arch, 'LLVM=' + llvm, '-j', str(os.cpu_count() or 1),
                        target], check=True)


class CommandsError(Exception):
    """The option-off folder or the commands could not be had."""


def both_commands(tree: str, build_dir: str, off_dir: str, arch: str, llvm: str
                  ) -> Tuple[Dict[str, List[str]], Dict[str, List[str]]]:
    """The compile commands (raw_commands()) kbuild would run in @build_dir,
    configured with the option on, and in @off_dir, a copy of its
    configuration with the option off (prepare_off())."""
    try:
        prepare_off(tree, build_dir, off_dir, arch, llvm)
    except (subprocess.CalledProcessError, OSError) as e:
        raise CommandsError(f'preparing {off_dir} failed: {e}') from e
    # make -n leaves out an object already built (make subsystems, or
    # optin_cost's generated sources in either folder): aside.
    def listed(folder: str) -> Dict[str, List[str]]:
        with ar.objects_aside(folder, ar.built_objects(folder)):
            return raw_commands(make_n(tree, folder, arch, llvm))
    on, off = listed(build_dir), listed(off_dir)
    if len(on) < 100 or len(off) < 100:
        raise CommandsError(f'make -n listed {len(on)} and {len(off)} compiles: '
                            'is the build folder prepared?')
    return on, off


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 epilog=__doc__.split('\n\n', 1)[1],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tree', required=True)
    ap.add_argument('--build-dir', required=True, help='configured with the option on')
    ap.add_argument('--off-dir', required=True, help='folder for the option-off copy')
    ap.add_argument('--arch', default='x86_64')
    ap.add_argument('--llvm', default='-22')
    args = ap.parse_args(argv)
    cfg = os.path.join(args.build_dir, '.config')
    try:
        with open(cfg, encoding='utf-8') as f:
            if 'CONFIG_WARN_CAPABILITY_ANALYSIS=y' not in f.read():
                print(f'optin-free: {cfg}: CONFIG_WARN_CAPABILITY_ANALYSIS is not set',
                      file=sys.stderr)
                return 2
    except OSError:
        print(f'optin-free: no {cfg}: run make subsystems ARCH={args.arch} first',
              file=sys.stderr)
        return 2
    try:
        raw_on, raw_off = both_commands(args.tree, args.build_dir, args.off_dir, args.arch,
                                        args.llvm)
    except CommandsError as e:
        print(f'optin-free: {e}', file=sys.stderr)
        return 2
    on = {o: normalized(a, args.build_dir) for o, a in raw_on.items()}
    off = {o: normalized(a, args.off_dir) for o, a in raw_off.items()}
    same, opted, wrong = compare(on, off)
    users = config_users(args.tree)
    print(f'optin-free: {len(same) + len(opted) + len(wrong)} objects in both: '
          f'{len(same)} identical commands, {len(opted)} opted in (analysis flags only), '
          f'{len(wrong)} other differences; {len(set(on) ^ set(off))} in one run only')
    for obj in sorted(set(on) ^ set(off))[:10]:
        print(f'optin-free: in one run only: {obj}')
    for obj, d in wrong:
        print(f'optin-free: {obj}: differs by {" ".join(d[:8])}')
    for rel in users:
        print(f'optin-free: {rel} tests the option\'s CONFIG_ symbols')
    return 1 if wrong or users else 0


if __name__ == '__main__':
    sys.exit(main())
