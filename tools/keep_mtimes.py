#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run a git command on the kernel tree and keep the build folders' work.

"git rebase -i base" (to squash a fixup into patch 12, say) checks out
base and every later commit again: every file the series touches gets a
new modification time, and each kernel build folder then rebuilds almost
everything (an hour of make check for a one-line fix). This records every
tracked file's blob and modification time, runs the command, and gives
each file whose content is the same as before its old time back; a file
the command really changed keeps its new time, so exactly what depends on
it is rebuilt.

  keep_mtimes.py --tree build/linux-source-6.12 -- git rebase -i --autosquash base

The tree must be clean (no uncommitted changes) before the command. The
exit code is the command's.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tree_mtimes import tree_files  # noqa: E402


def snapshot(tree: str) -> Dict[str, Tuple[str, int]]:
    """{path: (blob, mtime in ns)} of every tracked file present."""
    snap = {}
    for path, blob in tree_files(tree).items():
        try:
            st = os.lstat(os.path.join(tree, path))
        except FileNotFoundError:
            continue
        snap[path] = (blob, st.st_mtime_ns)
    return snap


def restore(tree: str, before: Dict[str, Tuple[str, int]]) -> Tuple[int, int]:
    """(files given their old time back, files changed or new)."""
    kept = changed = 0
    for path, blob in tree_files(tree).items():
        old = before.get(path)
        if old is None or old[0] != blob:
            changed += 1
            continue
        full = os.path.join(tree, path)
        try:
            if os.lstat(full).st_mtime_ns != old[1]:
                os.utime(full, ns=(old[1], old[1]), follow_symlinks=False)
            kept += 1
        except FileNotFoundError:
            pass
    return kept, changed


def dirty(tree: str) -> List[str]:
    out = subprocess.run(['git', '-C', tree, 'status', '--porcelain', '--untracked-files=no'],
                         check=True, capture_output=True, text=True).stdout
    return out.splitlines()


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='the prepared kernel tree')
    parser.add_argument('command', nargs=argparse.REMAINDER,
                        help='the command, after "--" (run in the tree)')
    args = parser.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ['--'] else args.command
    if not command:
        parser.error('no command given (put it after "--")')
    if not os.path.isdir(os.path.join(args.tree, '.git')):
        print(f'keep-mtimes: no git tree at {args.tree}', file=sys.stderr)
        return 2
    changes = dirty(args.tree)
    if changes:
        print(f'keep-mtimes: {args.tree} has uncommitted changes ({changes[0].strip()}, ...): '
              'commit them (e.g. as a "fixup!" commit) first', file=sys.stderr)
        return 2
    before = snapshot(args.tree)
    rc = subprocess.call(command, cwd=args.tree)
    kept, changed = restore(args.tree, before)
    print(f'keep-mtimes: {kept} files unchanged kept their times, {changed} changed or new '
          f'(the next builds recompile what depends on those){"" if rc == 0 else f"; command exited {rc}"}',
          file=sys.stderr)
    return rc


if __name__ == '__main__':
    sys.exit(main())
