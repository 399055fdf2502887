#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Reuse the exact compiler command kbuild used for one object.

kbuild records every object's command line in <objdir>/.<name>.o.cmd
("savedcmd_<target> := <command>"). A negative test case must be compiled
with exactly the flags an opted-in object gets, so instead of re-deriving
flags we take that command, drop what is specific to the object (its
dependency file, -c, -o and its source), and compile another file with it.

This is the one reader of .cmd files: the corpus, the gate, optin_objects.py
and the floor timer all read kbuild's commands here (the mutation score also
the headers an object included, read_deps()), and is_opted_in() is the one
definition of an object that opted into the analysis.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from typing import Iterator, List, Optional, Sequence, Set, Tuple

# What kbuild adds, with the other analysis flags, to exactly the objects
# that opted in (scripts/Makefile.lib, CFLAGS_CAPABILITY_ANALYSIS): it turns
# the annotations on in compiler-context-analysis.h. -Wthread-safety alone
# can come from elsewhere (a Makefile's own flags) and annotates nothing.
OPT_IN_MARK = '-DWARN_CAPABILITY_ANALYSIS'
# Folders of a build or source tree that never hold kernel objects.
_SKIP_DIRS = {'.git', 'Documentation', 'tools', 'scripts', 'usr', 'source'}


class CmdFileError(Exception):
    """The .cmd file is missing or is not a C compile command."""


def cmd_file_path(build_dir: str, obj: str) -> str:
    """Path of kbuild's .cmd file for object @obj (relative to @build_dir)."""
    head, tail = os.path.split(obj)
    return os.path.join(build_dir, head, '.' + tail + '.cmd')


def _savedcmd(first_line: str) -> Optional[str]:
    """The command of a .cmd file's first line, None without a savedcmd_."""
    key, sep, cmd = first_line.partition(':=')
    if not sep or not key.startswith('savedcmd_'):
        return None
    # kbuild escapes '#' and '$' for make; undo that.
    cmd = cmd.strip().replace('\\#', '#').replace('$$', '$')
    # Some objects run a tool after the compiler ("; ./tools/objtool ...").
    return cmd.split(' ; ', 1)[0]


def parse_savedcmd(first_line: str) -> Optional[List[str]]:
    """The compile argv of a .cmd file's savedcmd line, None if not one."""
    cmd = _savedcmd(first_line)
    try:
        argv = shlex.split(cmd) if cmd is not None else None
    except ValueError:
        return None
    return argv if argv is not None and '-c' in argv else None


def read_compile_command(build_dir: str, obj: str) -> List[str]:
    """The argv kbuild ran to compile @obj, from its .cmd file."""
    path = cmd_file_path(build_dir, obj)
    try:
        with open(path, encoding='utf-8') as f:
            first = f.readline()
    except OSError as e:
        raise CmdFileError(f'{path}: {e.strerror}; build {obj} first') from e
    if _savedcmd(first) is None:
        raise CmdFileError(f'{path}: no savedcmd_ line')
    argv = parse_savedcmd(first)
    if argv is None:
        raise CmdFileError(f'{path}: not a compile command')
    return argv


def read_deps(build_dir: str, obj: str) -> List[str]:
    """The headers kbuild recorded @obj as depending on: its .cmd file's
    deps_<obj> list, every header the compile included, as the compiler
    named it (absolute, or relative to @build_dir); the $(wildcard ...)
    config entries are left out. Raises CmdFileError without a .cmd file
    or without a deps_ list."""
    path = cmd_file_path(build_dir, obj)
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            lines = f.read().splitlines()
    except OSError as e:
        raise CmdFileError(f'{path}: {e.strerror}; build {obj} first') from e
    deps: List[str] = []
    inside = False
    for line in lines:
        if not inside:
            inside = line.startswith('deps_') and line.rstrip().endswith(':= \\')
            continue
        entry = line.strip().rstrip('\\').strip()
        if entry and not entry.startswith('$('):
            deps.append(entry)
        if not line.rstrip().endswith('\\'):
            break
    if not inside:
        raise CmdFileError(f'{path}: no deps_ list')
    return deps


def is_opted_in(argv: Sequence[str]) -> bool:
    """Whether kbuild compiled with @argv an object that opted into the
    analysis (CAPABILITY_ANALYSIS, its per-object form, mainline's
    CONTEXT_ANALYSIS, or CONFIG_WARN_CAPABILITY_ANALYSIS_ALL)."""
    return OPT_IN_MARK in argv


def kernel_dirs(top: str) -> Iterator[Tuple[str, List[str]]]:
    """(dirpath, files) below @top, following symlinked folders once,
    without the folders that never hold kernel objects."""
    seen: Set[str] = set()
    for dirpath, dirs, files in os.walk(top, followlinks=True):
        real = os.path.realpath(dirpath)
        if real in seen:
            dirs[:] = []
            continue
        seen.add(real)
        if dirpath == top:
            dirs[:] = [d for d in dirs if d not in _SKIP_DIRS]
        dirs[:] = [d for d in dirs if not d.startswith('.')]
        yield dirpath, files


def saved_commands(build_dir: str) -> Iterator[Tuple[str, List[str]]]:
    """(object, argv) of every C object kbuild compiled under @build_dir,
    the object relative to it; unreadable .cmd files are skipped."""
    for dirpath, files in kernel_dirs(build_dir):
        for name in files:
            if not (name.startswith('.') and name.endswith('.o.cmd')):
                continue
            try:
                with open(os.path.join(dirpath, name), encoding='utf-8',
                          errors='replace') as f:
                    argv = parse_savedcmd(f.readline())
            except OSError:
                continue
            if argv is None or not argv[-1].endswith('.c'):
                continue
            yield os.path.relpath(os.path.join(dirpath, name[1:-len('.cmd')]),
                                  build_dir), argv


def syntax_only_command(argv: List[str], source: str,
                        extra: List[str] | None = None) -> List[str]:
    """Turn kbuild's compile @argv into a -fsyntax-only run on @source.

    @extra flags are inserted right after the compiler, so that an include
    directory given there is searched before the tree's own.
    """
    out: List[str] = [argv[0]] + list(extra or [])
    skip = False
    for arg in argv[1:-1]:
        if skip:
            skip = False
            continue
        if arg == '-o':
            skip = True
            continue
        if arg == '-c' or arg.startswith('-Wp,-MMD') or arg.startswith('-Wp,-MD'):
            continue
        out.append(arg)
    if not argv[-1].endswith('.c'):
        raise CmdFileError(f'last argument {argv[-1]!r} is not a C source')
    out += ['-fsyntax-only', '-fno-color-diagnostics',
            '-fno-caret-diagnostics', '-fmacro-backtrace-limit=0', source]
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     epilog='Prints the command, one '
                                     'shell-quoted line.')
    parser.add_argument('build_dir', help='kbuild output directory (O=)')
    parser.add_argument('obj', help='object whose flags to reuse, '
                        'e.g. lib/capability-analysis-kunit/mutex_kunit.o')
    parser.add_argument('source', help='C file to compile with those flags')
    args = parser.parse_args()
    try:
        argv = read_compile_command(args.build_dir, args.obj)
        print(shlex.join(syntax_only_command(argv, args.source)))
    except CmdFileError as e:
        print(f'kbuild_cmd: {e}', file=sys.stderr)
        return 2
    return 0


if __name__ == '__main__':
    sys.exit(main())
