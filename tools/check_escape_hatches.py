#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The analysis' escape hatches appear in the KUnit suite only where tested.

capability_unsafe(), __capability_unsafe(), __no_capability_analysis,
disable_capability_analysis(), mainline's spellings of them
(context_unsafe(), ...), data_race(), __acquires_ret and
NO_THREAD_SAFETY_ANALYSIS switch the analysis off. A KUnit case using
one would no longer prove that correct code passes the analysis, so in
kunit/*.c and kunit/*.h they may appear only in the one suite that tests
the keywords themselves (kunit/escape_hatch_kunit.c). Comments and string
literals are ignored. Prints each offender as file:line and exits 1 if
there is any.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from typing import List, Optional, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import c_source  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYWORDS = ('capability_unsafe', '__capability_unsafe', '__no_capability_analysis',
            'disable_capability_analysis',
            # Mainline's (v7.0) spellings of the same keywords.
            'context_unsafe', '__context_unsafe', '__no_context_analysis',
            'disable_context_analysis',
            # data_race() turns the analysis off for its expression;
            # __acquires_ret leaves a function's body unanalysed.
            'data_race', '__acquires_ret', '__acquires_shared_ret',
            # <linux/thread_safety.h>'s spelling and the raw attribute.
            'NO_THREAD_SAFETY_ANALYSIS', 'no_thread_safety_analysis')
ALLOWED = 'escape_hatch_kunit.c'
_KEYWORD_RE = re.compile(r'(?<![\w$])(' + '|'.join(KEYWORDS) + r')(?![\w$])')


def code_only(text: str) -> str:
    """@text with comments and string/char literals blanked, lines kept."""
    return c_source.strip_comments(text, literals=True)


def find_uses(text: str) -> List[Tuple[int, str]]:
    """(line, keyword) of every escape hatch in the code of @text."""
    uses = []
    for n, line in enumerate(code_only(text).splitlines(), 1):
        uses += [(n, m.group(1)) for m in _KEYWORD_RE.finditer(line)]
    return uses


def offenders(kunit_dir: str, allowed: str) -> List[str]:
    out = []
    for name in sorted(os.listdir(kunit_dir)):
        if not name.endswith(('.c', '.h')) or name == allowed:
            continue
        with open(os.path.join(kunit_dir, name), encoding='utf-8') as f:
            uses = find_uses(f.read())
        rel = os.path.relpath(os.path.join(kunit_dir, name), REPO)
        out += [f'{rel}:{n}: {kw}' for n, kw in uses]
    return out


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--kunit-dir', default=os.path.join(REPO, 'kunit'),
                        help='the suite\'s files: *.c and *.h in it (kunit/)')
    parser.add_argument('--allow', default=ALLOWED,
                        help=f'the one file that may use them ({ALLOWED})')
    args = parser.parse_args(argv)
    if not os.path.isdir(args.kunit_dir):
        print(f'check-escape-hatches: no directory {args.kunit_dir}', file=sys.stderr)
        return 2
    found = offenders(args.kunit_dir, args.allow)
    for line in found:
        print(f'{line} (escape hatches belong in {args.allow} only)')
    print(f'check-escape-hatches: {len(found)} use(s) outside {args.allow}')
    return 1 if found else 0


if __name__ == '__main__':
    sys.exit(main())
