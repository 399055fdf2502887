#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Put __might_sleep_ctx on the prototypes a may-sleep review marks.

Reads the "mark <name> <header>:<line> -- <why>" lines of a review file
(kunit/may-sleep-review.txt) and, in the kernel tree, adds __might_sleep_ctx
to the declaration of <name> that starts at <header>:<line>: after the
parameter list and any attributes, before the ";" of a prototype or the
"{" of a static inline definition, as patch 68 writes its marks:

    void clocksource_change_rating(struct clocksource *cs,
                                   int rating) __might_sleep_ctx;

A mark the tool cannot place is listed and left for a human, never
guessed: the name is not on the lines of the declaration that starts
there, the line starts a macro (#define), or the declaration is not
closed within 12 lines. A declaration that already carries the marker is
left as it is. --dry-run prints what would change; without it the headers
are written. The count line names how many were added, already there and
left over.

  tools/apply_sleep_marks.py --tree build/linux-source-6.12 \\
      --review kunit/may-sleep-review.txt [--section 2] [--dry-run]
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from typing import Dict, List, NamedTuple, Optional, Tuple

MARKER = '__might_sleep_ctx'
MARK = re.compile(r'^mark\s+(\S+)\s+(\S+?):(\d+)\s+--')
SECTION = re.compile(r'^#\s*(\d+)\.\s')
MAX_LINES = 12
MAX_WIDTH = 100     # checkpatch's limit; a longer line gets the marker on
                    # a line of its own, indented by one tab


class Mark(NamedTuple):
    name: str
    header: str
    line: int


def read_marks(review: str, section: Optional[int] = None) -> List[Mark]:
    """The mark lines of @review (only those of @section, if given)."""
    out: List[Mark] = []
    current = 0
    with open(review, encoding='utf-8') as f:
        for text in f:
            sec = SECTION.match(text)
            if sec:
                current = int(sec.group(1))
                continue
            m = MARK.match(text)
            if m and (section is None or current == section):
                out.append(Mark(m.group(1), m.group(2), int(m.group(3))))
    return out


def _strip_comments(line: str) -> str:
    """@line with its comments blanked, columns kept."""
    line = re.sub(r'/\*.*?\*/', lambda m: ' ' * len(m.group()), line)
    cut = line.find('//')
    return line if cut < 0 else line[:cut] + ' ' * (len(line) - cut)


def place(lines: List[str], mark: Mark) -> Tuple[str, Optional[Tuple[int, int]]]:
    """Where @mark goes: ("add", (line index, column)), ("there", None) or a reason.

    The declaration starts at mark.line (1-based); it ends at the first
    ";" or "{" outside parentheses. The marker goes just before that
    character, on the same line.
    """
    start = mark.line - 1
    if start < 0 or start >= len(lines):
        return f'line {mark.line} is past the end of {mark.header}', None
    if lines[start].lstrip().startswith('#'):
        return 'the line is a preprocessor line (a macro): mark its function by hand', None
    depth = 0
    seen_name = False
    for i in range(start, min(start + MAX_LINES, len(lines))):
        text = _strip_comments(lines[i])
        if re.search(r'(?<![\w])' + re.escape(mark.name) + r'\s*\(', text):
            seen_name = True
        for col, ch in enumerate(text):
            if ch == '(':
                depth += 1
            elif ch == ')':
                depth -= 1
            elif ch in ';{' and depth == 0:
                if not seen_name:
                    return f'"{mark.name}(" is not in the declaration at line {mark.line}', None
                decl = ''.join(lines[start:i + 1])
                if MARKER in decl:
                    return 'there', None
                return 'add', (i, col)
    return f'no ";" or "{{" within {MAX_LINES} lines of line {mark.line}', None


def width(line: str) -> int:
    """Columns of @line (without its newline), tabs to multiples of 8."""
    return len(line.rstrip('\n').expandtabs(8))


def add_marker(line: str, col: int) -> str:
    """@line with the marker before the ";" or "{" at @col.

    When that makes the line wider than MAX_WIDTH, the marker starts a
    continuation line instead (one tab), as <linux/mutex.h> writes it:

        extern void mutex_lock_nested(struct mutex *lock, unsigned int subclass)
        \t__acquires_cap(lock) __might_sleep_ctx;
    """
    head = line[:col].rstrip()
    if line[col] == '{':
        out = f'{head} {MARKER} {line[col:]}'
        if width(out) > MAX_WIDTH:
            out = f'{head}\n\t{MARKER} {line[col:]}'
        return out
    out = f'{head} {MARKER}{line[col:]}'
    if width(out) > MAX_WIDTH:
        out = f'{head}\n\t{MARKER}{line[col:]}'
    return out


def apply(tree: str, marks: List[Mark], dry_run: bool) -> Tuple[int, int, List[str]]:
    """Add the marks in @tree; return (added, already there, left for a human)."""
    by_header: Dict[str, List[Mark]] = {}
    for m in marks:
        by_header.setdefault(m.header, []).append(m)
    added = there = 0
    left: List[str] = []
    for header, hmarks in sorted(by_header.items()):
        path = os.path.join(tree, header)
        try:
            with open(path, encoding='utf-8') as f:
                lines = f.readlines()
        except OSError as e:
            left.extend(f'{m.name} {header}:{m.line}: {e.strerror}' for m in hmarks)
            continue
        changed = False
        # Bottom up: a marker on a line of its own shifts the lines below it.
        for m in sorted(hmarks, key=lambda m: m.line, reverse=True):
            what, at = place(lines, m)
            if what == 'there':
                there += 1
            elif what == 'add' and at is not None:
                row, col = at
                if not lines[row][:col].strip():
                    # "{" opens its own line: the marker ends the line before.
                    row -= 1
                    line = lines[row].rstrip('\n') + f' {MARKER}\n'
                    if width(line) > MAX_WIDTH:
                        line = lines[row] + f'\t{MARKER}\n'
                    lines[row] = line
                else:
                    lines[row] = add_marker(lines[row], col)
                added += 1
                changed = True
                if dry_run:
                    print(f'{header}:{row + 1}: {m.name}: {lines[row].strip()}')
            else:
                left.append(f'{m.name} {header}:{m.line}: {what}')
        if changed and not dry_run:
            with open(path, 'w', encoding='utf-8') as f:
                f.writelines(lines)
    return added, there, left


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='kernel tree whose headers get the marks')
    parser.add_argument('--review', required=True, help='review file with "mark" lines')
    parser.add_argument('--section', type=int, help='only the marks of this numbered section')
    parser.add_argument('--dry-run', action='store_true', help='print, do not write')
    args = parser.parse_args(argv)
    if not os.path.isdir(os.path.join(args.tree, 'include')):
        print(f'apply-sleep-marks: {args.tree}: not a kernel tree (no include/)', file=sys.stderr)
        return 2
    marks = read_marks(args.review, args.section)
    added, there, left = apply(args.tree, marks, args.dry_run)
    for line in left:
        print(f'left: {line}')
    print(f'apply-sleep-marks: {len(marks)} marks: {added} added'
          f'{" (dry run)" if args.dry_run else ""}, {there} already there, '
          f'{len(left)} left for a human')
    return 1 if left else 0


if __name__ == '__main__':
    sys.exit(main())
