#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Export the tree's commits on top of "base" into kernel-patches/.

Runs git format-patch over base..work (the series, without the LOCAL
commit that links the KUnit suite), with a cover letter whose subject and
text come from kernel-patches/cover-letter.txt, and rewrites
kernel-patches/series. Commit ids are zeroed and the git version signature
dropped, so that an unchanged series exports byte for byte the same.
Patches that are no longer part of the series are removed.
"""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
import tempfile
from typing import List, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tree_stamp  # noqa: E402

COVER_SOURCE = 'cover-letter.txt'


def run(argv: List[str]) -> str:
    p = subprocess.run(argv, text=True, capture_output=True, check=False)
    if p.returncode != 0:
        raise SystemExit(f'export-patches: {" ".join(argv)} failed:\n{p.stderr.strip()}')
    return p.stdout


def fill_cover(path: str, cover_text: str) -> None:
    subject, _, blurb = cover_text.strip().partition('\n')
    with open(path, encoding='utf-8') as f:
        text = f.read()
    text = text.replace('*** SUBJECT HERE ***', subject.strip())
    text = text.replace('*** BLURB HERE ***', blurb.strip())
    with open(path, 'w', encoding='utf-8') as f:
        f.write(text)


def export(tree: str, out_dir: str) -> List[str]:
    cover_path = os.path.join(out_dir, COVER_SOURCE)
    try:
        with open(cover_path, encoding='utf-8') as f:
            cover_text = f.read()
    except FileNotFoundError:
        raise SystemExit(f'export-patches: {cover_path} (subject line, blank '
                         'line, text) is missing')
    with tempfile.TemporaryDirectory() as tmp:
        run(['git', '-C', tree, 'format-patch', '-q', '--zero-commit',
             '--no-signature', '--cover-letter', '-o', tmp, 'base..work'])
        names = sorted(os.listdir(tmp))
        if not names:
            raise SystemExit('export-patches: no commits on top of "base"')
        for old in glob.glob(os.path.join(out_dir, '[0-9][0-9][0-9][0-9]-*.patch')):
            os.remove(old)
        for n in names:
            os.replace(os.path.join(tmp, n), os.path.join(out_dir, n))
    fill_cover(os.path.join(out_dir, names[0]), cover_text)
    series = [n for n in names if not n.startswith('0000-')]
    with open(os.path.join(out_dir, 'series'), 'w', encoding='utf-8') as f:
        f.write(''.join(n + '\n' for n in series))
    return series


def main(argv: Optional[List[str]] = None) -> int:
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', default=os.path.join(here, 'build/linux-source-6.12'))
    parser.add_argument('--out', default=os.path.join(here, 'kernel-patches'))
    args = parser.parse_args(argv)
    if not os.path.isdir(os.path.join(args.tree, '.git')):
        print(f'export-patches: {args.tree} is not a prepared tree (make setup)',
              file=sys.stderr)
        return 1
    series = export(args.tree, args.out)
    tree_stamp.write(args.tree, args.out)   # the tree holds what was written
    print(f'export-patches: {len(series)} patches written to {args.out}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
