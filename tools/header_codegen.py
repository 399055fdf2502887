#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Does a header change change the code? Both versions, every object, compared.

Compiles each object of a built kernel folder twice with kbuild's own
command: once as it is (the tree's version of HEADER), once with another
version of HEADER searched first (-I of a directory holding only that
file: git show REV:HEADER, REV defaulting to the commit before HEAD). The
run-time sections of the two objects (every allocated section, its bytes
and relocations, and the symbols) are compared with analysis_cost.py's
ELF reader. An object whose second compile did not include the copy (its
dependency file does not name it) is "not-included", never counted as
identical.

Objects: those given, or every object of the folder whose kbuild
dependency list names HEADER; --grep keeps those whose source matches a
regular expression (the callers of a changed function).

  tools/header_codegen.py --build-dir build/kunit-x86_64 \\
      --header include/linux/mutex.h --rev HEAD~1 \\
      --grep 'mutex_lock(_interruptible|_killable|_io)?\\s*\\('

Prints one line per differing object and a count line; exit 1 when an
object differs or a compile fails, 0 when every object compared is
identical.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Sequence

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_cost as ac  # noqa: E402
import kbuild_cmd  # noqa: E402
import kernel_compile  # noqa: E402

TOP = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TREE = os.path.join(TOP, 'build', 'linux-source-6.12')


def header_objects(build_dir: str, header: str) -> List[str]:
    """Every object of @build_dir whose kbuild dependency list names @header."""
    out: List[str] = []
    for obj, argv in kbuild_cmd.saved_commands(build_dir):
        try:
            deps = kbuild_cmd.read_deps(build_dir, obj)
        except kbuild_cmd.CmdFileError:
            continue
        if any(d == header or d.endswith('/' + header) for d in deps):
            out.append(obj)
    return sorted(out)


def source_of(argv: Sequence[str]) -> Optional[str]:
    """The .c file a kbuild compile command compiles: its last argument,
    as kbuild_cmd.saved_commands() reads it."""
    return argv[-1] if argv and argv[-1].endswith('.c') else None


def with_overlay(argv: Sequence[str], overlay: str, dep_file: str) -> List[str]:
    """@argv with @overlay searched before every other include directory,
    writing a dependency file @dep_file."""
    return [argv[0], '-I', overlay, '-MD', '-MF', dep_file, *argv[1:]]


def compare_object(build_dir: str, obj: str, overlay: str, header_copy: str,
                   work: str) -> Dict[str, object]:
    rec: Dict[str, object] = {'object': obj}
    try:
        argv = kbuild_cmd.read_compile_command(build_dir, obj)
    except kbuild_cmd.CmdFileError as e:
        rec.update(status='no-command', detail=str(e))
        return rec
    folder = os.path.join(work, obj.replace('/', '__'))
    os.makedirs(folder, exist_ok=True)
    tree_o, other_o = os.path.join(folder, 'tree.o'), os.path.join(folder, 'other.o')
    dep = os.path.join(folder, 'other.d')
    cmds = {'tree': ac.object_command(argv, tree_o),
            'other': with_overlay(ac.object_command(argv, other_o), overlay, dep)}
    for side, cmd in cmds.items():
        rc, stderr, timed_out = kernel_compile.execute(cmd, build_dir, ac.COMPILE_TIMEOUT)
        if rc != 0:
            tail = ' '.join(stderr.strip().splitlines()[-2:])[:300]
            rec.update(status='compile-error',
                       detail=f'{side} header: ' + ('timed out' if timed_out
                                                    else f'exit {rc}: {tail}'))
            return rec
    with open(dep, encoding='utf-8', errors='replace') as f:
        if header_copy not in f.read():
            rec.update(status='not-included',
                       detail=f'the compile did not include {header_copy}')
            return rec
    try:
        a, b = ac.read_elf(tree_o), ac.read_elf(other_o)
    except (OSError, ac.ElfError, ValueError) as e:
        rec.update(status='not-elf', detail=str(e))
        return rec
    diffs = ac.compare_elf(a, b, tree_o, other_o)
    if diffs:
        rec.update(status='differs',
                   detail='; '.join(f'{d.section}: {d.what}'
                                    + (f' ({", ".join(d.functions[:4])})' if d.functions else '')
                                    for d in diffs))
    else:
        rec['status'] = 'identical'
    return rec


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                epilog=__doc__.split('\n', 2)[2],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--build-dir', required=True, help='built kernel folder (O=)')
    p.add_argument('--tree', default=TREE, help='kernel tree (default %(default)s)')
    p.add_argument('--header', required=True, help='tree-relative, e.g. include/linux/mutex.h')
    p.add_argument('--rev', default='HEAD~1', help='commit of the other version (default %(default)s)')
    p.add_argument('--grep', help='only objects whose source matches this regular expression')
    p.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    p.add_argument('--json', help='write the per-object results here')
    p.add_argument('objects', nargs='*', help='objects (default: every one including HEADER)')
    args = p.parse_args(argv)
    build = os.path.abspath(args.build_dir)
    tree = os.path.abspath(args.tree)
    if not os.path.isfile(os.path.join(build, '.config')):
        print(f'header-codegen: {build} is not a configured build folder', file=sys.stderr)
        return 2
    if not args.header.startswith('include/'):
        print('header-codegen: --header must be under include/ (it is searched by -I)',
              file=sys.stderr)
        return 2
    show = subprocess.run(['git', '-C', tree, 'show', f'{args.rev}:{args.header}'],
                          capture_output=True, text=True, check=False)
    if show.returncode != 0:
        print(f'header-codegen: git show {args.rev}:{args.header}: {show.stderr.strip()}',
              file=sys.stderr)
        return 2
    with open(os.path.join(tree, args.header), encoding='utf-8') as f:
        if f.read() == show.stdout:
            print(f'header-codegen: {args.header} is the same at {args.rev} and in the tree',
                  file=sys.stderr)
            return 2
    objects = args.objects or header_objects(build, args.header)
    if args.grep:
        rx = re.compile(args.grep)
        kept = []
        for obj in objects:
            try:
                src = source_of(kbuild_cmd.read_compile_command(build, obj))
            except kbuild_cmd.CmdFileError:
                src = None
            path = src if src is None or os.path.isabs(src) else os.path.join(build, src)
            try:
                with open(path or '', encoding='utf-8', errors='replace') as f:
                    if rx.search(f.read()):
                        kept.append(obj)
            except OSError:
                continue
        objects = kept
    if not objects:
        print('header-codegen: no object to compare', file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix='header-codegen-') as work:
        overlay = os.path.join(work, 'overlay')
        copy = os.path.join(overlay, args.header[len('include/'):])
        os.makedirs(os.path.dirname(copy))
        with open(copy, 'w', encoding='utf-8') as f:
            f.write(show.stdout)
        print(f'header-codegen: {len(objects)} objects, {args.header} as in the tree '
              f'and as at {args.rev}, -j{args.jobs}', file=sys.stderr)
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
            recs = list(ex.map(lambda o: compare_object(build, o, overlay, copy, work),
                               objects))
    counts: Dict[str, int] = {}
    for r in recs:
        counts[str(r['status'])] = counts.get(str(r['status']), 0) + 1
        if r['status'] != 'identical':
            print(f'{r["object"]}: {r["status"]}: {r.get("detail", "")}')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'header': args.header, 'rev': args.rev, 'objects': recs}, f, indent=1)
    print(f'header-codegen: {counts.get("identical", 0)} of {len(recs)} objects identical'
          + ''.join(f', {n} {s}' for s, n in sorted(counts.items()) if s != 'identical'))
    return 0 if counts.get('identical', 0) == len(recs) else 1


if __name__ == '__main__':
    sys.exit(main())
