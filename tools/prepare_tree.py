#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Prepare the kernel tree: extract once, then apply kernel-patches/.

The Debian tarball is extracted once into the build folder and committed
as tag "pristine". On top of it a LOCAL commit (tag "base") links the
project's kunit/ directory in as lib/capability-analysis-kunit/ and hooks
it into lib/Kconfig.debug and lib/Makefile; it is not part of the series.
Every run then resets the tree to "base" and applies the patches named in
kernel-patches/series with "git am", so a re-run after a patch changed
gives the same tree as a fresh one. A patch that does not apply is named,
and the tree is left at "base", not half-patched.

Edit patches as commits in the tree, then export them with
tools/export_patches.py (make export-patches). Uncommitted edits in the
tree, or commits after the one the series ended at (tools/tree_stamp.py),
stop a re-run with the list of those commits; the previous branch tip is
kept as tag "previous-work". The tree is stamped only once every patch
applied, so every make target refuses a half-prepared tree.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import List, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tree_stamp  # noqa: E402

SUITE_LINK = 'lib/capability-analysis-kunit'
IDENT = ['-c', 'user.name=capability-analysis setup',
         '-c', 'user.email=setup@localhost']


class SetupError(Exception):
    pass


def git(tree: str, *args: str, check: bool = True,
        capture: bool = True) -> subprocess.CompletedProcess:
    p = subprocess.run(['git', *IDENT, '-C', tree, *args], text=True,
                       capture_output=capture, check=False)
    if check and p.returncode != 0:
        raise SetupError(f'git {" ".join(args)} failed:\n{p.stderr.strip()}')
    return p


def has_ref(tree: str, ref: str) -> bool:
    return git(tree, 'rev-parse', '-q', '--verify', ref + '^{commit}',
               check=False).returncode == 0


def extract(tarball: str, tree: str) -> None:
    """Extract @tarball so that its top directory becomes @tree."""
    if not os.path.isfile(tarball):
        raise SetupError(f'{tarball} not found: install linux-source-6.12 '
                         '(make packages)')
    parent = os.path.dirname(tree)
    os.makedirs(parent, exist_ok=True)
    tmp = tree + '.extracting'
    subprocess.run(['rm', '-rf', tmp], check=True)
    os.makedirs(tmp)
    print(f'prepare-tree: extracting {tarball}', flush=True)
    p = subprocess.run(['tar', '-C', tmp, '-xf', tarball], check=False)
    if p.returncode != 0:
        raise SetupError(f'cannot extract {tarball}')
    tops = os.listdir(tmp)
    if len(tops) != 1:
        raise SetupError(f'{tarball}: expected one top-level directory, got {tops}')
    os.rename(os.path.join(tmp, tops[0]), tree)
    os.rmdir(tmp)


def make_pristine(tree: str) -> None:
    git(tree, 'init', '-q', '-b', 'work')
    # The tarball's .gitignore ignores everything ('/*'): add by force.
    git(tree, 'add', '-A', '-f')
    git(tree, 'commit', '-q', '-m', 'linux-source-6.12 pristine')
    git(tree, 'tag', 'pristine')


def write_local_hook(tree: str) -> None:
    """The LOCAL commit "base": link the KUnit suite into the tree."""
    git(tree, 'checkout', '-q', '-f', '-B', 'work', 'pristine')
    git(tree, 'clean', '-q', '-f', '-d', '-x')
    kconfig = os.path.join(tree, 'lib/Kconfig.debug')
    with open(kconfig, encoding='utf-8') as f:
        text = f.read()
    anchor = 'source "lib/kunit/Kconfig"\n'
    if anchor not in text:
        raise SetupError(f'{kconfig}: no line {anchor.strip()!r} to hook into')
    text = text.replace(anchor, anchor + (
        '\n# LOCAL (not part of the series): the capability-analysis KUnit suite,\n'
        f'# linked in by "make setup" as {SUITE_LINK}/.\n'
        f'source "{SUITE_LINK}/Kconfig"\n'), 1)
    with open(kconfig, 'w', encoding='utf-8') as f:
        f.write(text)
    with open(os.path.join(tree, 'lib/Makefile'), 'a', encoding='utf-8') as f:
        f.write('\n# LOCAL (not part of the series): the capability-analysis '
                'KUnit suite.\n'
                'obj-$(CONFIG_CAPABILITY_ANALYSIS_KUNIT_TESTS) += '
                'capability-analysis-kunit/\n')
    git(tree, 'add', '-f', 'lib/Kconfig.debug', 'lib/Makefile')
    git(tree, 'commit', '-q', '-m', 'LOCAL: link the capability-analysis KUnit suite',
        '-m', 'Made by the project\'s setup, not part of the exported series: '
        'the suite lives in the project\'s kunit/ directory, symlinked here as '
        f'{SUITE_LINK}/.')
    git(tree, 'tag', '-f', 'base')


def link_suite(tree: str, kunit_dir: str) -> None:
    link = os.path.join(tree, SUITE_LINK)
    if os.path.islink(link) or os.path.exists(link):
        if os.path.realpath(link) == os.path.realpath(kunit_dir):
            return
        os.remove(link)
    os.symlink(os.path.abspath(kunit_dir), link)
    exclude = os.path.join(tree, '.git/info/exclude')
    with open(exclude, encoding='utf-8') as f:
        lines = f.read().splitlines()
    if '/' + SUITE_LINK not in lines:
        with open(exclude, 'a', encoding='utf-8') as f:
            f.write('/' + SUITE_LINK + '\n')


def read_series(patch_dir: str) -> List[str]:
    path = os.path.join(patch_dir, 'series')
    try:
        with open(path, encoding='utf-8') as f:
            names = [ln.split('#', 1)[0].strip() for ln in f]
    except FileNotFoundError as e:
        raise SetupError(f'{path} not found') from e
    names = [n for n in names if n]
    for n in names:
        if not os.path.isfile(os.path.join(patch_dir, n)):
            raise SetupError(f'{path} names {n}, which does not exist')
    return names


def save_work(tree: str) -> None:
    """Refuse to drop uncommitted edits or commits that are not in
    kernel-patches/; keep the old branch tip as a tag."""
    dirty = git(tree, 'status', '--porcelain', '--untracked-files=no').stdout
    if dirty.strip():
        raise SetupError(f'{tree} has uncommitted changes:\n{dirty.rstrip()}\n'
                         'commit them (and make export-patches) or discard '
                         'them (git -C <tree> checkout -f) first')
    commits = tree_stamp.unexported(tree)
    if commits:
        stamped = (tree_stamp.read(tree) or {}).get('head', '')[:12]
        raise SetupError(f'{tree} has {len(commits)} commit(s) that are not in '
                         'kernel-patches/:\n' + '\n'.join('  ' + c for c in commits) +
                         '\nexport them (make export-patches) or drop them '
                         f'(git -C <tree> reset --hard {stamped}) first')
    if has_ref(tree, 'work'):
        git(tree, 'tag', '-f', 'previous-work', 'work')


# Commits made in the tree while editing the series carry the series' author.
AUTHOR = ('Capability Analysis Team', 'capability-analysis@localhost')


def apply_series(tree: str, patch_dir: str, names: List[str]) -> None:
    git(tree, 'config', 'user.name', AUTHOR[0])
    git(tree, 'config', 'user.email', AUTHOR[1])
    git(tree, 'am', '--abort', check=False)
    save_work(tree)
    tree_stamp.remove(tree)     # a setup that stops half-way leaves none
    git(tree, 'checkout', '-q', '-f', '-B', 'work', 'base')
    git(tree, 'clean', '-q', '-f', '-d')
    for i, name in enumerate(names, 1):
        path = os.path.abspath(os.path.join(patch_dir, name))
        p = git(tree, 'am', '-q', '--committer-date-is-author-date', path,
                check=False)
        if p.returncode != 0:
            git(tree, 'am', '--abort', check=False)
            git(tree, 'checkout', '-q', '-f', '-B', 'work', 'base')
            raise SetupError(f'patch {i}/{len(names)} {name} does not apply '
                             f'(tree left at "base"):\n{p.stdout.strip()}\n'
                             f'{p.stderr.strip()}')
    tree_stamp.write(tree, patch_dir)
    print(f'prepare-tree: applied {len(names)} patches; '
          f'{git(tree, "rev-parse", "--short", "HEAD").stdout.strip()} on "base"')


def prepare(tarball: str, tree: str, patch_dir: str, kunit_dir: str,
            only_extract: bool = False) -> None:
    if not os.path.isdir(os.path.join(tree, '.git')) or not has_ref(tree, 'pristine'):
        if os.path.exists(tree):
            print(f'prepare-tree: {tree} is not a prepared tree; re-extracting')
            subprocess.run(['rm', '-rf', tree], check=True)
        extract(tarball, tree)
        make_pristine(tree)
    if only_extract:
        return
    if not has_ref(tree, 'base'):
        write_local_hook(tree)
    link_suite(tree, kunit_dir)
    apply_series(tree, patch_dir, read_series(patch_dir))


def main(argv: Optional[List[str]] = None) -> int:
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tarball', default='/usr/src/linux-source-6.12.tar.xz')
    parser.add_argument('--tree', default=os.path.join(here, 'build/linux-source-6.12'))
    parser.add_argument('--patches', default=os.path.join(here, 'kernel-patches'))
    parser.add_argument('--kunit', default=os.path.join(here, 'kunit'))
    parser.add_argument('--extract-only', action='store_true',
                        help='only make sure the pristine tree exists')
    args = parser.parse_args(argv)
    try:
        prepare(args.tarball, os.path.abspath(args.tree), args.patches,
                args.kunit, args.extract_only)
    except SetupError as e:
        print(f'prepare-tree: {e}', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
