#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Reuse the exact compiler command kbuild used for one object.

kbuild records every object's command line in <objdir>/.<name>.o.cmd
("savedcmd_<target> := <command>"). A negative test case must be compiled
with exactly the flags an opted-in object gets, so instead of re-deriving
flags we take that command, drop what is specific to the object (its
dependency file, -c, -o and its source), and compile another file with it.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
from typing import List


class CmdFileError(Exception):
    """The .cmd file is missing or is not a C compile command."""


def cmd_file_path(build_dir: str, obj: str) -> str:
    """Path of kbuild's .cmd file for object @obj (relative to @build_dir)."""
    head, tail = os.path.split(obj)
    return os.path.join(build_dir, head, '.' + tail + '.cmd')


def read_compile_command(build_dir: str, obj: str) -> List[str]:
    """The argv kbuild ran to compile @obj, from its .cmd file."""
    path = cmd_file_path(build_dir, obj)
    try:
        with open(path, encoding='utf-8') as f:
            first = f.readline()
    except OSError as e:
        raise CmdFileError(f'{path}: {e.strerror}; build {obj} first') from e
    key, sep, cmd = first.partition(':=')
    if not sep or not key.startswith('savedcmd_'):
        raise CmdFileError(f'{path}: no savedcmd_ line')
    # kbuild escapes '#' and '$' for make; undo that.
    cmd = cmd.strip().replace('\\#', '#').replace('$$', '$')
    # Some objects run a tool after the compiler ("; ./tools/objtool ...").
    cmd = cmd.split(' ; ', 1)[0]
    argv = shlex.split(cmd)
    if '-c' not in argv:
        raise CmdFileError(f'{path}: not a compile command')
    return argv


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
