#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Replace one commit's message in the tree without touching the work tree.

"git rebase" to reword a commit checks out every later commit, which
touches the headers they change and makes the next kernel build start
over. This rebuilds the commit chain from base..work with git commit-tree
(same trees, authors and dates) and moves the branch, so no file changes.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys


def git(tree: str, *args: str, stdin: str | None = None,
        env: dict | None = None) -> str:
    p = subprocess.run(['git', '-C', tree, *args], input=stdin, text=True,
                       capture_output=True, check=False, env=env)
    if p.returncode != 0:
        raise SystemExit(f'reword: git {" ".join(args)}: {p.stderr.strip()}')
    return p.stdout.strip()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0],
                                     epilog=__doc__.split('\n', 2)[2])
    parser.add_argument('--tree', required=True)
    parser.add_argument('commit', help='commit (in base..work) to reword')
    parser.add_argument('message_file', help='file with the new message')
    args = parser.parse_args()
    with open(args.message_file, encoding='utf-8') as f:
        message = f.read()
    target = git(args.tree, 'rev-parse', args.commit)
    commits = git(args.tree, 'rev-list', '--reverse', 'base..work').split()
    if target not in commits:
        raise SystemExit(f'reword: {args.commit} is not in base..work')
    parent = git(args.tree, 'rev-parse', 'base')
    for c in commits:
        fmt = git(args.tree, 'show', '-s', '--format=%an%x00%ae%x00%aD%x00%cn%x00%ce%x00%cD', c)
        an, ae, ad, cn, ce, cd = fmt.split('\x00')
        env = dict(os.environ, GIT_AUTHOR_NAME=an, GIT_AUTHOR_EMAIL=ae,
                   GIT_AUTHOR_DATE=ad, GIT_COMMITTER_NAME=cn,
                   GIT_COMMITTER_EMAIL=ce, GIT_COMMITTER_DATE=cd)
        msg = message if c == target else git(args.tree, 'show', '-s', '--format=%B', c) + '\n'
        tree = git(args.tree, 'rev-parse', c + '^{tree}')
        parent = git(args.tree, 'commit-tree', tree, '-p', parent, '-F', '-',
                     stdin=msg, env=env)
    git(args.tree, 'update-ref', 'refs/heads/work', parent)
    print(f'reword: {args.commit} reworded; work is now {parent[:12]}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
