#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Generate the "=emit" headers of the suppression file from the series.

Clang hides every capability-analysis diagnostic located in a header under
include/ unless scripts/capability-analysis-suppression.txt names that header
with "=emit" (see the file's own comment). The headers to name are the ones
the series annotates, so they are computed from kernel-patches/, not kept by
hand twice: a header is annotated when the series' patches, taken together,
add analysis keywords to it, comments left out. The keywords are every macro
that <linux/compiler-context-analysis.h> and <linux/compiler-context-tokens.h>
define in --tree, plus tools/count_annotations.py's list (lockdep assertions,
...), except the may-sleep marks of the atomic-context layer
(__might_sleep_ctx): a declaration marked may-sleep causes no diagnostic in
its header (its callers' diagnostics are in their own files), and marking a
function in <linux/fs.h> must not show every diagnostic of that header's
unannotated lock wrappers. Headers outside include/ are never hidden and are
not listed.

The tree's file keeps its generated lines between two marker lines:

  # BEGIN annotated headers (tools/annotated_headers.py; do not edit)
  src:*include/linux/spinlock.h=emit
  ...
  # END annotated headers

  tools/annotated_headers.py --tree build/linux-source-6.12 --check
      exit 1, with the difference, when the block is not what the series
      annotates (make check runs this in the "kerneldoc" step)
  tools/annotated_headers.py --tree ... --write
      rewrite the block in the tree's file (then commit it to the series)
  tools/annotated_headers.py
      print the headers

Lines outside the block (a developer's own "src:*include/linux/foo.h=emit")
are left alone.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import sys
from typing import Dict, List, Optional, Sequence

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from count_annotations import KEYWORDS  # noqa: E402
from c_source import strip_comments  # noqa: E402

SUPPRESSION = 'scripts/capability-analysis-suppression.txt'
BEGIN = '# BEGIN annotated headers (tools/annotated_headers.py; do not edit)'
END = '# END annotated headers'
DIFF_RE = re.compile(r'^diff --git a/(\S+) b/(\S+)$', re.M)
DEFINE_RE = re.compile(r'^#\s*define\s+(\w+)', re.M)
KEYWORD_HEADERS = ('include/linux/compiler-context-analysis.h',
                   'include/linux/compiler-context-tokens.h')
NOT_LOCKING = {'__might_sleep_ctx', '__rcu_synchronize_ctx'}


def keywords(tree: Optional[str]) -> List[str]:
    """The analysis keywords: the macros of its headers in @tree, and more."""
    out = set(KEYWORDS)
    for path in [os.path.join(tree, rel) for rel in KEYWORD_HEADERS] if tree else []:
        try:
            with open(path, encoding='utf-8') as f:
                out.update(DEFINE_RE.findall(f.read()))
        except OSError:
            pass
    out.discard('_LINUX_COMPILER_CONTEXT_ANALYSIS_H')
    return sorted(out - NOT_LOCKING)


def keyword_lines(diff: str, words: Sequence[str]) -> int:
    """Added minus removed lines of @diff that use one of @words in code."""
    word_re = re.compile(r'(?<!\w)(' + '|'.join(map(re.escape, words)) + r')(?!\w)')
    net = 0
    for sign, mark in ((1, '+'), (-1, '-')):
        side = [(ln[:1] == mark, ln[1:]) for ln in diff.split('\n')
                if ln[:1] in (mark, ' ') and not ln.startswith(mark * 3)]
        code = strip_comments('\n'.join(t for _, t in side)).split('\n')
        net += sign * sum(1 for (changed, _), t in zip(side, code)
                          if changed and word_re.search(t))
    return net


def file_diffs(patch: str) -> Dict[str, str]:
    """Each file's part of a git patch, keyed by its path after the patch."""
    out: Dict[str, str] = {}
    marks = list(DIFF_RE.finditer(patch))
    for k, m in enumerate(marks):
        end = marks[k + 1].start() if k + 1 < len(marks) else len(patch)
        out[m.group(2)] = out.get(m.group(2), '') + patch[m.start():end]
    return out


def hidden_by_default(path: str) -> bool:
    """Whether the suppression file's catch-all (src:*include/*) covers @path."""
    return path.endswith('.h') and '/include/' in '/' + path


def annotated_headers(patches: Sequence[str], words: Sequence[str]) -> List[str]:
    """The headers under include/ that @patches add analysis keywords to."""
    net: Dict[str, int] = {}
    for text in patches:
        for path, diff in file_diffs(text).items():
            if hidden_by_default(path):
                net[path] = net.get(path, 0) + keyword_lines(diff, words)
    return sorted(p for p, n in net.items() if n > 0)


def block(headers: Sequence[str]) -> List[str]:
    return [BEGIN] + [f'src:*{h}=emit' for h in headers] + [END]


def current_block(text: str) -> Optional[List[str]]:
    lines = text.split('\n')
    if BEGIN not in lines or END not in lines:
        return None
    return lines[lines.index(BEGIN):lines.index(END) + 1]


def rewrite(text: str, headers: Sequence[str]) -> str:
    """@text with its block replaced (or added after [thread-safety])."""
    lines = text.split('\n')
    new = block(headers)
    if BEGIN in lines and END in lines:
        lines[lines.index(BEGIN):lines.index(END) + 1] = new
    else:
        at = lines.index('[thread-safety]') + 1 if '[thread-safety]' in lines else len(lines)
        while at < len(lines) and lines[at].startswith('src:*include/*') \
                and '=' not in lines[at]:
            at += 1
        lines[at:at] = new
    return '\n'.join(lines)


def read_patches(folder: str) -> List[str]:
    paths = sorted(glob.glob(os.path.join(folder, '[0-9][0-9][0-9][0-9]-*.patch')))
    paths = [p for p in paths if not os.path.basename(p).startswith('0000-')]
    if not paths:
        raise FileNotFoundError(f'no patches in {folder}')
    out = []
    for p in paths:
        with open(p, encoding='utf-8', errors='replace') as f:
            out.append(f.read())
    return out


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0],
        epilog=__doc__.split('\n\n', 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument('--patches', default=os.path.join(top, 'kernel-patches'),
                    help='the series folder (default: kernel-patches/)')
    ap.add_argument('--tree', help='prepared tree: its analysis macros are the keywords, '
                    'its suppression file is checked or written')
    mode = ap.add_mutually_exclusive_group()
    mode.add_argument('--check', action='store_true',
                      help='exit 1 when the tree\'s generated block differs')
    mode.add_argument('--write', action='store_true',
                      help='rewrite the generated block in the tree\'s file')
    args = ap.parse_args(argv)
    try:
        headers = annotated_headers(read_patches(args.patches), keywords(args.tree))
    except FileNotFoundError as e:
        print(f'annotated-headers: {e}', file=sys.stderr)
        return 2
    if not (args.check or args.write):
        print('\n'.join(headers))
        return 0
    if not args.tree:
        ap.error('--check and --write need --tree')
    path = os.path.join(args.tree, SUPPRESSION)
    try:
        with open(path, encoding='utf-8') as f:
            text = f.read()
    except OSError as e:
        print(f'annotated-headers: {path}: {e.strerror}: run make setup', file=sys.stderr)
        return 2
    if args.write:
        with open(path, 'w', encoding='utf-8') as f:
            f.write(rewrite(text, headers))
        print(f'annotated-headers: {len(headers)} headers written to {path}')
        return 0
    have = current_block(text)
    if have == block(headers):
        print(f'annotated-headers: {len(headers)} annotated headers, all shown')
        return 0
    if have is None:
        print(f'annotated-headers: {path} has no generated block')
    else:
        listed, want = set(have), set(block(headers))
        for line in sorted(want - listed):
            print(f'annotated-headers: missing: {line}')
        for line in sorted(listed - want):
            print(f'annotated-headers: not annotated by the series: {line}')
    print('annotated-headers: run tools/annotated_headers.py --tree ... --write '
          'and commit the file to the series', file=sys.stderr)
    return 1


if __name__ == '__main__':
    sys.exit(main())
