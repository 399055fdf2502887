#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Stamp the prepared kernel tree with the series it holds, and check it.

make setup applies kernel-patches/ to the tree and then writes a stamp into
the tree's .git folder: the commit the series ended at and a digest of
kernel-patches/series and of every patch it lists. make export-patches,
which writes the tree's commits back into kernel-patches/, writes it again.
Every make target that uses the tree checks the stamp first and refuses,
with one line saying what to run, a tree that does not hold the series:

  - no stamp: setup never finished (interrupted, or a patch did not apply);
  - the digest differs: kernel-patches/ changed after the tree was made;
  - HEAD differs: the tree has commits that are not in kernel-patches/.

"check" exits 1 with that line; "write" stamps the tree as it is.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
from typing import List, Optional

STAMP = 'capability-series-stamp'    # in the tree's .git folder


def stamp_path(tree: str) -> str:
    return os.path.join(tree, '.git', STAMP)


def series_digest(patch_dir: str) -> str:
    """sha256 of the series file and of each patch it names, in order."""
    h = hashlib.sha256()
    with open(os.path.join(patch_dir, 'series'), 'rb') as f:
        series = f.read()
    h.update(series)
    for name in series.decode().split():
        if name.startswith('#'):
            continue
        with open(os.path.join(patch_dir, name), 'rb') as f:
            h.update(hashlib.sha256(f.read()).digest())
    return h.hexdigest()


def head(tree: str) -> str:
    return subprocess.run(['git', '-C', tree, 'rev-parse', 'HEAD'], text=True,
                          capture_output=True, check=True).stdout.strip()


def write(tree: str, patch_dir: str) -> None:
    with open(stamp_path(tree), 'w', encoding='utf-8') as f:
        json.dump({'head': head(tree), 'patches': series_digest(patch_dir)}, f)


def remove(tree: str) -> None:
    """Before the tree changes: a setup that stops half-way leaves no stamp."""
    try:
        os.remove(stamp_path(tree))
    except FileNotFoundError:
        pass


def read(tree: str) -> Optional[dict]:
    try:
        with open(stamp_path(tree), encoding='utf-8') as f:
            stamp = json.load(f)
    except (FileNotFoundError, ValueError):
        return None
    return stamp if isinstance(stamp, dict) else None


def unexported(tree: str) -> List[str]:
    """The tree's commits after the stamped one (one line each), if any."""
    st = read(tree)
    if st is None or st['head'] == head(tree):
        return []
    out = subprocess.run(['git', '-C', tree, 'log', '--oneline', st['head'] + '..HEAD'],
                         text=True, capture_output=True, check=False).stdout
    return out.splitlines() or [f'HEAD is {head(tree)[:12]}, the series ended at '
                                f'{st["head"][:12]}']


def check(tree: str, patch_dir: str) -> Optional[str]:
    """None if @tree holds exactly the series in @patch_dir, else why not."""
    if not os.path.isdir(os.path.join(tree, '.git')):
        return f'no prepared kernel tree at {tree}: run make setup'
    st = read(tree)
    if st is None:
        return ('the tree has no series stamp (make setup did not finish): '
                'run make setup')
    if st.get('patches') != series_digest(patch_dir):
        return 'tree does not match kernel-patches/: run make setup'
    commits = unexported(tree)
    if commits:
        return (f'the tree has {len(commits)} commit(s) not in kernel-patches/ '
                f'({commits[0]}{", ..." if len(commits) > 1 else ""}): '
                'run make export-patches (or make setup to drop them)')
    return None


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('action', choices=('check', 'write'))
    parser.add_argument('--tree', required=True)
    parser.add_argument('--patches', required=True, help='kernel-patches folder')
    args = parser.parse_args(argv)
    if args.action == 'write':
        write(args.tree, args.patches)
        return 0
    problem = check(args.tree, args.patches)
    if problem:
        print(f'{os.path.basename(os.path.abspath(args.tree))}: {problem}', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
