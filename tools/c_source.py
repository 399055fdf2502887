#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Reading C source: comments (and literals) blanked, lines and columns kept.

The one comment stripper of tools/: the corpus's precompiled headers
(include_pch.py), the escape-hatch check, and the tools that read the
series' and the tree's C code (lock_deletion.py, count_annotations.py,
annotated_headers.py, init_then_lock.py) all see code through it.
"""

from __future__ import annotations

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
