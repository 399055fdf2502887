#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Let a build folder restored from a CI cache build only what changed.

kbuild rebuilds an object when a file it depends on is newer. A CI job
prepares the kernel tree afresh (make setup: every file is new), so a build
folder restored from a cache would be rebuilt from scratch. Hence:

  save FOLDER...     after a build: record the tree's files and their git
                     blob hashes (git ls-files -s) in FOLDER/.tree-files.gz;
  restore FOLDER...  after make setup and the cache restore: every tracked
                     file whose hash equals the one recorded in each FOLDER
                     gets an old time (2000-01-01), so it is older than the
                     restored objects; a changed or new file keeps its new
                     time, so what depends on it is rebuilt. A FOLDER without
                     a record (a cold cache) changes nothing.

Only a CI's cache needs this; a local build folder never leaves its tree.
"""

from __future__ import annotations

import argparse
import gzip
import os
import subprocess
import sys
from typing import Dict, List, Optional

RECORD = '.tree-files.gz'
OLD_TIME = 946684800        # 2000-01-01T00:00:00Z


def tree_files(tree: str) -> Dict[str, str]:
    """{path: blob hash} of the tree's index (git ls-files -s)."""
    out = subprocess.run(['git', '-C', tree, 'ls-files', '-s', '-z'], check=True,
                         capture_output=True).stdout.decode('utf-8', 'surrogateescape')
    files = {}
    for entry in out.split('\0'):
        if not entry:
            continue
        meta, _, path = entry.partition('\t')
        files[path] = meta.split()[1]
    return files


def save(tree: str, folder: str) -> int:
    files = tree_files(tree)
    os.makedirs(folder, exist_ok=True)
    with gzip.open(os.path.join(folder, RECORD), 'wt', encoding='utf-8',
                   errors='surrogateescape') as f:
        for path, blob in sorted(files.items()):
            f.write(f'{blob} {path}\n')
    return len(files)


def read_record(folder: str) -> Optional[Dict[str, str]]:
    try:
        with gzip.open(os.path.join(folder, RECORD), 'rt', encoding='utf-8',
                       errors='surrogateescape') as f:
            # Lines "mtime path": {path: mtime}.
            return {path: mtime for mtime, path in
                    (line.rstrip('\n').split(' ', 1) for line in f)}
    except FileNotFoundError:
        return None


def restore(tree: str, folders: List[str]) -> tuple:
    """(files made old, files left new); nothing without any record."""
    records = [r for r in (read_record(f) for f in folders) if r is not None]
    if not records:
        return 0, 0
    current = tree_files(tree)
    old = new = 0
    for path, blob in current.items():
        if all(r.get(path) == blob for r in records):
            try:
                os.utime(os.path.join(tree, path), (OLD_TIME, OLD_TIME),
                         follow_symlinks=False)
                old += 1
            except FileNotFoundError:
                pass
        else:
            new += 1
    return old, new


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('action', choices=('save', 'restore'))
    parser.add_argument('folders', nargs='+', metavar='FOLDER', help='build folders')
    parser.add_argument('--tree', required=True, help='the prepared kernel tree')
    args = parser.parse_args(argv)
    if not os.path.isdir(os.path.join(args.tree, '.git')):
        print(f'tree-mtimes: no git tree at {args.tree}', file=sys.stderr)
        return 2
    if args.action == 'save':
        for folder in args.folders:
            print(f'tree-mtimes: {folder}: recorded {save(args.tree, folder)} files')
        return 0
    old, new = restore(args.tree, args.folders)
    if not old and not new:
        print('tree-mtimes: no record in ' + ' '.join(args.folders) + ' (cold cache)')
    else:
        print(f'tree-mtimes: {old} unchanged files made old, {new} changed or new '
              'files left newer than the restored objects')
    return 0


if __name__ == '__main__':
    sys.exit(main())
