#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Reading C source: comments (and literals) blanked, lines and columns kept.

The one comment stripper of tools/: the corpus's precompiled headers
(include_pch.py), the escape-hatch check, and the tools that read the
series' and the tree's C code (lock_deletion.py, count_annotations.py,
annotated_headers.py, init_then_lock.py, mutation_score.py) all see code
through it. directives() is the one reader of preprocessor directives
(lock_deletion.py's #if branches, mutation_score.py's macro bodies).
"""

from __future__ import annotations

import dataclasses
import re
from typing import List


def _blank(out: List[str], start: int, end: int) -> None:
    for k in range(start, min(end, len(out))):
        if out[k] != '\n':
            out[k] = ' '


def strip_comments(text: str, literals: bool = False) -> str:
    """@text with comments blanked (newlines kept): same length, same lines.

    A comment opener inside a string or character literal is not one, and
    a // comment goes on after a backslash-newline, as in C. @literals:
    blank string and character literals too (quotes included); an
    unterminated one ends at the end of its line."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == '/' and i + 1 < n and text[i + 1] == '*':
            end = text.find('*/', i + 2)
            end = n if end < 0 else end + 2
            _blank(out, i, end)
            i = end
        elif c == '/' and i + 1 < n and text[i + 1] == '/':
            k = i
            while k < n and text[k] != '\n':
                if text[k] == '\\' and k + 1 < n and text[k + 1] == '\n':
                    k += 2          # a // comment goes on after "\<newline>"
                    continue
                out[k] = ' '
                k += 1
            i = k
        elif c in '"\'':
            k = i + 1
            while k < n and text[k] != c and text[k] != '\n':
                k += 2 if text[k] == '\\' else 1
            if literals:
                _blank(out, i, k + 1 if k < n and text[k] == c else k)
            i = k + 1
        else:
            i += 1
    return ''.join(out)


@dataclasses.dataclass
class Directive:
    """A preprocessor directive of comment-free source."""
    first: int               # 1-based line numbers, continuations included
    last: int
    keyword: str             # if, ifdef, elif, else, endif, define, include, ...
    name: str = ''           # the macro a #define defines
    body: int = 0            # offset in the source where a #define's body starts
                             # (else where the directive's first line ends)


def directives(stripped: str) -> List[Directive]:
    """Preprocessor directives of comment-free source, with continuations."""
    lines = stripped.split('\n')
    starts = []
    offset = 0
    for ln in lines:
        starts.append(offset)
        offset += len(ln) + 1
    out: List[Directive] = []
    i = 0
    while i < len(lines):
        m = re.match(r'\s*#\s*(\w*)', lines[i])
        if not m:
            i += 1
            continue
        first = i
        d = Directive(first + 1, first + 1, m.group(1), body=starts[i] + len(lines[i]))
        if d.keyword == 'define':
            dm = re.match(r'\s*#\s*define\s+(\w+)(\([^)]*\))?', lines[i])
            if dm:
                d.name, d.body = dm.group(1), starts[i] + dm.end()
        while lines[i].rstrip().endswith('\\') and i + 1 < len(lines):
            i += 1
        d.last = i + 1
        out.append(d)
        i += 1
    return out
