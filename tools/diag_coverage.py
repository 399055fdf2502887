#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Which of Clang's thread-safety diagnostic kinds the negative corpus hits.

The kinds are Clang's own: every warning whose flag starts with
-Wthread-safety in `diagtool list-warnings` of the chosen Clang, each with
its message template read from that Clang's library (see
tools/clang_diag_kinds.py for how, and why not from a hand list).

A golden line (expected-diagnostics/**/*.txt, in tools/diagnostics.py's
format "path:line:col: severity: message [-Wflags]") carries the message and
the -W flag, not the kind: it hits a kind when its flags include the kind's
flag and its message matches the kind's template turned into a regular
expression (%0 matches any text, %select{a|b}0 matches one alternative).
Notes are not warning kinds and are skipped.

Every kind must be covered by at least one case, or be listed in
tools/diag_unreachable.txt ("<kind>  # why C code cannot reach it"). The
exit status is 1 when a reachable kind is MISSING (unless --allow-missing),
when a kind listed as unreachable is hit after all, or when a golden
thread-safety line matches no kind (the templates and goldens disagree);
2 when Clang cannot be asked or a file is malformed.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import sys
from typing import Dict, List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import clang_diag_kinds  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_UNREACHABLE = os.path.join(REPO, 'tools', 'diag_unreachable.txt')
_GOLDEN_RE = re.compile(r'^(?P<where>.*?): (?P<sev>fatal error|error|warning|'
                        r'note|remark): (?P<msg>.*?)(?: \[(?P<flags>[^\]]+)\])?$')
_ARG_RE = re.compile(r'%(?P<mod>[a-z]*)(?P<brace>\{)?')
_ARG_NUM_RE = re.compile(r'\d*(?:,\d+)?')   # argument number(s) after it


class InputError(Exception):
    """A malformed input file."""


@dataclasses.dataclass
class Kind:
    kind: str
    flag: str
    template: str
    regex: 're.Pattern[str]'


@dataclasses.dataclass
class Row:
    kind: str
    flag: str
    cases: List[str]
    status: str          # covered, UNREACHABLE, MISSING, WRONG
    why: str = ''


def _braced(text: str, start: int) -> Tuple[str, int]:
    """Text inside the braces opening at @start, and the index after them."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == '{':
            depth += 1
        elif text[i] == '}':
            depth -= 1
            if depth == 0:
                return text[start + 1:i], i + 1
    raise InputError(f'unbalanced braces in template {text!r}')


def _split_top(text: str, sep: str) -> List[str]:
    """@text split at @sep outside braces."""
    parts: List[str] = []
    cur: List[str] = []
    depth = 0
    for c in text:
        if c == sep and depth == 0:
            parts.append(''.join(cur))
            cur = []
            continue
        depth += (c == '{') - (c == '}')
        cur.append(c)
    return parts + [''.join(cur)]


def template_regex(template: str) -> str:
    """A regular expression matching every message Clang can print from
    @template (its format: clang/Basic/Diagnostic.h, FormatDiagnostic)."""
    out: List[str] = []
    i = 0
    while i < len(template):
        c = template[i]
        if c != '%':
            out.append(re.escape(c))
            i += 1
            continue
        if template.startswith('%%', i):
            out.append('%')
            i += 2
            continue
        m = _ARG_RE.match(template, i)
        assert m  # '%' always matches
        mod, i = m['mod'], m.end()
        if m['brace']:
            body, i = _braced(template, i - 1)
            if mod == 'select':
                out.append('(?:' + '|'.join(template_regex(a)
                                            for a in _split_top(body, '|')) + ')')
            else:            # %plural, %diff, %sub, ...: any text
                out.append('.*?')
        else:
            out.append('s?' if mod == 's' else '.+?')
        i = _ARG_NUM_RE.match(template, i).end()  # type: ignore[union-attr]
    return ''.join(out)


def make_kinds(records: List[Dict[str, object]]) -> List[Kind]:
    return [Kind(str(r['kind']), str(r['flag']), str(r['template']),
                 re.compile(template_regex(str(r['template']))))
            for r in records]


def read_goldens(root: str) -> Dict[str, List[str]]:
    """{golden path relative to @root: lines} of every *.txt below @root."""
    goldens: Dict[str, List[str]] = {}
    for dirpath, _, files in os.walk(root):
        for name in files:
            if name.endswith('.txt'):
                path = os.path.join(dirpath, name)
                with open(path, encoding='utf-8') as f:
                    goldens[os.path.relpath(path, root)] = [
                        line.rstrip('\n') for line in f if line.strip()]
    return dict(sorted(goldens.items()))


def match_line(kinds: List[Kind], line: str) -> Optional[List[str]]:
    """Kinds a golden @line hits; None if it is not a thread-safety warning
    (a note, or another flag)."""
    m = _GOLDEN_RE.match(line)
    if not m or m['sev'] == 'note' or not m['flags']:
        return None
    flags = m['flags'].split(',')
    if not any(f.startswith('-Wthread-safety') for f in flags):
        return None
    return [k.kind for k in kinds if k.flag in flags and k.regex.fullmatch(m['msg'])]


def hits(kinds: List[Kind], goldens: Dict[str, List[str]]
         ) -> Tuple[Dict[str, List[str]], List[str]]:
    """({kind: cases hitting it}, golden lines that hit no kind)."""
    by_kind: Dict[str, List[str]] = {k.kind: [] for k in kinds}
    unmatched: List[str] = []
    for case, lines in goldens.items():
        for line in lines:
            found = match_line(kinds, line)
            if found is None:
                continue
            if not found:
                unmatched.append(f'{case}: {line}')
            for kind in found:
                if case not in by_kind[kind]:
                    by_kind[kind].append(case)
    return by_kind, unmatched


def read_unreachable(path: str) -> Dict[str, str]:
    """{kind: why} from lines "<kind>  # why"; '#' lines are comments."""
    out: Dict[str, str] = {}
    with open(path, encoding='utf-8') as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith('#'):
                continue
            kind, _, why = line.partition('#')
            if not why.strip() or len(kind.split()) != 1:
                raise InputError(f'{path}:{n}: expected "<kind>  # why", got {line!r}')
            out[kind.strip()] = why.strip()
    return out


def report(kinds: List[Kind], by_kind: Dict[str, List[str]],
           unreachable: Dict[str, str]) -> List[Row]:
    rows = []
    for k in kinds:
        cases = by_kind.get(k.kind, [])
        why = unreachable.get(k.kind, '')
        if cases and why:
            status, why = 'WRONG', 'listed as unreachable, but cases hit it'
        elif cases:
            status = 'covered'
        elif why:
            status = 'UNREACHABLE'
        else:
            status = 'MISSING'
        rows.append(Row(k.kind, k.flag, cases, status, why))
    return rows


def format_table(rows: List[Row]) -> str:
    wk = max([len('kind')] + [len(r.kind) for r in rows])
    wf = max([len('flag')] + [len(r.flag) for r in rows])
    lines = [f'{"kind":{wk}} | {"flag":{wf}} | cases | status']
    for r in rows:
        status = r.status + (f': {r.why}' if r.why else '')
        lines.append(f'{r.kind:{wk}} | {r.flag:{wf}} | {len(r.cases):5} | {status}')
    return '\n'.join(lines)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--diagtool', default=clang_diag_kinds.DEFAULT_DIAGTOOL,
                        help='diagtool of the Clang whose kinds to cover '
                        f'({clang_diag_kinds.DEFAULT_DIAGTOOL})')
    parser.add_argument('--libclang-cpp', metavar='LIB',
                        help='library with the message texts (default: next '
                        'to diagtool)')
    parser.add_argument('--kinds', metavar='FILE',
                        help='read the kinds from FILE (clang_diag_kinds.py '
                        '--json) instead of asking Clang')
    parser.add_argument('--goldens', default=os.path.join(REPO, 'expected-diagnostics'))
    parser.add_argument('--unreachable', default=DEFAULT_UNREACHABLE,
                        help='kinds C code cannot reach, with why '
                        '(tools/diag_unreachable.txt)')
    parser.add_argument('--allow-missing', action='store_true',
                        help='report MISSING kinds without failing')
    parser.add_argument('--json', metavar='FILE', help='also write the report as JSON')
    args = parser.parse_args(argv)

    try:
        if args.kinds:
            with open(args.kinds, encoding='utf-8') as f:
                records = json.load(f)
        else:
            records = clang_diag_kinds.clang_kinds(args.diagtool, '-Wthread-safety',
                                                   args.libclang_cpp)
        kinds = make_kinds(records)
        unreachable = read_unreachable(args.unreachable)
    except (clang_diag_kinds.ClangError, InputError, OSError, ValueError) as e:
        print(f'diag-coverage: {e}', file=sys.stderr)
        return 2
    goldens = read_goldens(args.goldens)
    by_kind, unmatched = hits(kinds, goldens)
    rows = report(kinds, by_kind, unreachable)

    print(format_table(rows))
    known = {k.kind for k in kinds}
    for kind in sorted(set(unreachable) - known):
        print(f'note: {os.path.relpath(args.unreachable, REPO)}: {kind} is not '
              'a kind of this Clang')
    for line in unmatched:
        print(f'UNMATCHED golden line (no kind of this Clang has this message '
              f'and flag): {line}')
    count = {s: sum(1 for r in rows if r.status == s)
             for s in ('covered', 'UNREACHABLE', 'MISSING', 'WRONG')}
    print(f'diag-coverage: {len(rows)} kinds in {len(goldens)} goldens: '
          f'{count["covered"]} covered, {count["UNREACHABLE"]} unreachable, '
          f'{count["MISSING"]} MISSING, {count["WRONG"]} wrongly listed unreachable, '
          f'{len(unmatched)} unmatched golden lines')
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'kinds': [dataclasses.asdict(r) for r in rows],
                       'unmatched': unmatched}, f, indent=1)
    failed = count['WRONG'] or unmatched or (count['MISSING'] and not args.allow_missing)
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
