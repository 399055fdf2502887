#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Check the kernel-doc of every header the series adds or changes.

Runs the tree's scripts/kernel-doc -none on each header under include/ that
differs between the tags "pristine" and the tree's HEAD, and on the same
header as it was in pristine. A warning the patched header has and the
pristine one had not (compared without line numbers) is the series' and
fails the check; warnings the tree already had are listed but pass.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile
from typing import List, Optional, Set, Tuple


def git(tree: str, *args: str) -> str:
    return subprocess.run(['git', '-C', tree, *args], check=True, text=True,
                          capture_output=True).stdout


def changed_headers(tree: str, base: str) -> List[str]:
    out = git(tree, 'diff', '--name-only', '--diff-filter=AM', base, 'HEAD',
              '--', 'include/*.h')
    return sorted(line for line in out.splitlines() if line)


def kernel_doc_warnings(tree: str, path: str) -> List[str]:
    p = subprocess.run(['scripts/kernel-doc', '-none', path], cwd=tree,
                       text=True, capture_output=True, check=False)
    return [line for line in (p.stdout + p.stderr).splitlines()
            if 'warning:' in line or 'error:' in line]


def normalize(warning: str) -> str:
    """Drop the path and line number: 'file:12: warning: x' -> 'warning: x'."""
    return re.sub(r'^.*?:\d+: ', '', warning)


def check_header(tree: str, base: str, hdr: str, tmp: str) -> Tuple[List[str], int]:
    """The report lines of @hdr and how many of its warnings are new
    (not in its @base version, written under @tmp to run kernel-doc on)."""
    now = kernel_doc_warnings(tree, hdr)
    before: Set[str] = set()
    try:
        old_src = git(tree, 'show', f'{base}:{hdr}')
    except subprocess.CalledProcessError:
        old_src = None
    if old_src is not None:
        # A folder per header: two headers may share a file name.
        folder = os.path.join(tmp, hdr.replace('/', '_'))
        os.makedirs(folder)
        old = os.path.join(folder, os.path.basename(hdr))
        with open(old, 'w', encoding='utf-8') as f:
            f.write(old_src)
        before = {normalize(w) for w in kernel_doc_warnings(tree, old)}
    lines = []
    new_count = 0
    for w in now:
        known = normalize(w) in before
        new_count += not known
        lines.append(f'{"old " if known else "NEW "} {w}')
    lines.append(f'{"FAIL" if new_count else "ok  "} {hdr}')
    return lines, new_count


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='prepared kernel tree')
    parser.add_argument('--base', default='pristine',
                        help='revision of the unpatched tree (default: pristine)')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1,
                        help='headers checked at a time (default: the CPUs)')
    args = parser.parse_args(argv)
    headers = changed_headers(args.tree, args.base)
    if not headers:
        print('kerneldoc-check: no changed header: is the series applied?',
              file=sys.stderr)
        return 2
    new_count = 0
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        # kernel-doc is one Perl process per file; the report keeps the
        # headers' order.
        for lines, new in pool.map(lambda h: check_header(args.tree, args.base, h, tmp),
                                   headers):
            new_count += new
            print('\n'.join(lines))
    print(f'kerneldoc-check: {len(headers)} headers, {new_count} new warnings')
    return 1 if new_count else 0


if __name__ == '__main__':
    sys.exit(main())
