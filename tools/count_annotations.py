#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Count the capability-analysis annotations each patch of the series adds.

For every patch given (default: the opt-in patches of kernel-patches/, the
ones whose subject says "Enable capability analysis" or "Enable the
atomic-context layer"), the keywords of the analysis are counted on the
added ("+") lines and subtracted on the removed ("-") ones, so that a line
that only moved or was re-wrapped counts nothing: the result is what the
patch added. Comments are left out (a keyword named in a comment is not an
annotation). The lines of the C files the patch touches, as they are in
--tree (the tree with the whole series applied), give the density, per
1,000 lines
(all lines of the files, and only those that hold code).

  tools/count_annotations.py --tree build/linux-source-6.12
  tools/count_annotations.py --tree ... kernel-patches/0045-*.patch

The keywords, and "total", are printed per patch; --json writes the same.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import sys
from typing import Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from c_source import strip_comments  # noqa: E402

# Longest first, so that __must_hold_shared is not also counted as __must_hold.
KEYWORDS = sorted([
    '__guarded_by', '__pt_guarded_by',
    '__must_hold', '__must_hold_shared', '__must_not_hold',
    '__acquires', '__acquires_shared', '__releases', '__releases_shared',
    '__cond_acquires', '__cond_acquires_shared',
    '__acquire', '__acquire_shared', '__release', '__release_shared',
    '__cond_acquire', '__cond_acquire_shared',
    'capability_unsafe', '__capability_unsafe', '__no_capability_analysis',
    'disable_capability_analysis', 'struct_with_capability',
    'lockdep_assert_held', 'lockdep_assert_held_read',
    'lockdep_assert_irqs_disabled', 'lockdep_assert_preemption_disabled',
    'lockdep_assert_in_softirq',
    '__acquires_ctx', '__releases_ctx', '__cond_acquires_ctx',
    '__must_hold_ctx', '__must_not_hold_ctx', '__might_sleep_ctx',
    '__ctx_spin_lock', '__ctx_spin_lock_irq', '__ctx_spin_lock_irqsave',
    '__ctx_spin_lock_bh', '__ctx_spin_unlock', '__ctx_spin_unlock_irq',
    '__ctx_spin_unlock_bh',
], key=len, reverse=True)
KEYWORD_RE = re.compile(r'(?<![\w])(' + '|'.join(map(re.escape, KEYWORDS)) + r')(?![\w])')
OPTIN_SUBJECT_RE = re.compile(r'Enable (capability analysis|the atomic-context layer)')


def _count_side(lines: List[Tuple[bool, str]], sign: int, counts: Dict[str, int]) -> None:
    """Count the keywords of the changed lines of one side of a file's diff.

    @lines are that side's (changed, text) lines in order, context included,
    so that a comment opened on a context line is seen as one."""
    code = strip_comments('\n'.join(text for _, text in lines)).split('\n')
    for (changed, _), text in zip(lines, code):
        if changed:
            for kw in KEYWORD_RE.findall(text):
                counts[kw] = counts.get(kw, 0) + sign


def count_patch(text: str) -> Tuple[Dict[str, int], List[str]]:
    """Net keyword counts of a patch's C changes, and the C files it touches."""
    counts: Dict[str, int] = {}
    files: List[str] = []
    new_side: List[Tuple[bool, str]] = []
    old_side: List[Tuple[bool, str]] = []

    def flush() -> None:
        _count_side(new_side, 1, counts)
        _count_side(old_side, -1, counts)
        new_side.clear()
        old_side.clear()

    current = None
    for line in text.splitlines():
        if line.startswith('+++ '):
            flush()
            path = line[4:].strip()
            current = path[2:] if path.startswith('b/') else None
            if current and not current.endswith(('.c', '.h')):
                current = None
            if current and current not in files:
                files.append(current)
            continue
        if line.startswith('--- ') or not current:
            continue
        if line.startswith('+'):
            new_side.append((True, line[1:]))
        elif line.startswith('-'):
            old_side.append((True, line[1:]))
        elif line.startswith(' '):
            new_side.append((False, line[1:]))
            old_side.append((False, line[1:]))
    flush()
    return {k: v for k, v in counts.items() if v}, files


def subject(text: str) -> str:
    m = re.search(r'^Subject: (?:\[PATCH[^\]]*\] )?(.*(?:\n .*)*)$', text, re.M)
    return ' '.join(m.group(1).split()) if m else ''


def file_lines(path: str) -> Tuple[int, int]:
    """All lines of a source file, and those neither blank nor only comment."""
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    code = strip_comments(text).splitlines()
    return len(text.splitlines()), sum(1 for line in code if line.strip())


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('patches', nargs='*',
                        help='patch files (default: the opt-in patches of kernel-patches/)')
    parser.add_argument('--tree', help='tree with the series applied, for lines per file')
    parser.add_argument('--json', metavar='FILE', help='also write the results as JSON')
    args = parser.parse_args(argv)

    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    paths = args.patches
    if not paths:
        paths = [p for p in sorted(glob.glob(os.path.join(repo, 'kernel-patches', '0*.patch')))
                 if OPTIN_SUBJECT_RE.search(subject(open(p, encoding='utf-8').read()))]
    if not paths:
        print('count-annotations: no patch to count', file=sys.stderr)
        return 2
    results = []
    for p in paths:
        try:
            with open(p, encoding='utf-8') as f:
                text = f.read()
        except OSError as e:
            print(f'count-annotations: {e}', file=sys.stderr)
            return 2
        counts, files = count_patch(text)
        lines = None
        if args.tree:
            c_files = [f for f in files if f.endswith('.c')]
            missing = [f for f in c_files if not os.path.isfile(os.path.join(args.tree, f))]
            if missing:
                print(f'count-annotations: {missing[0]} not in {args.tree}', file=sys.stderr)
                return 2
            sizes = [file_lines(os.path.join(args.tree, f)) for f in c_files]
            lines = (sum(n for n, _ in sizes), sum(c for _, c in sizes))
        total = sum(counts.values())
        results.append({'patch': os.path.basename(p), 'subject': subject(text),
                        'total': total, 'counts': counts, 'files': files,
                        'c_lines': lines[0] if lines else None,
                        'c_code_lines': lines[1] if lines else None})
        density = ''
        if lines and lines[1]:
            density = (f', {1000.0 * total / lines[0]:.1f} per 1,000 of {lines[0]} lines'
                       f' ({1000.0 * total / lines[1]:.1f} per 1,000 of {lines[1]}'
                       ' lines of code)')
        detail = ', '.join(f'{k} {v}' for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
        print(f'{subject(text)}: {total}{density}')
        print(f'    {detail or "(none)"}')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump(results, f, indent=1)
    return 0


if __name__ == '__main__':
    sys.exit(main())
