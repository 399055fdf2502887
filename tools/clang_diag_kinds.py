#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""List Clang's warning kinds of one flag family with their message templates.

Everything comes from the Clang installation itself, nothing from a hand list:

  - `diagtool list-warnings` names every warning kind with its -W flag
    ("  warn_double_lock [-Wthread-safety-analysis]");
  - `diagtool find-diagnostic-id <kind>` gives the kind's numeric id;
  - the message template ("acquiring %0 '%1' that is already held") is read
    from the libclang-cpp library that diagtool is linked with, by calling
    clang::DiagnosticIDs::getDescription(id) through ctypes.

Why this way: diagtool prints no message texts; the TableGen sources
(DiagnosticSemaKinds.td/.inc) are only installed with libclang-NN-dev; the
library's string table holds the texts without their names (in id order, but
with gaps between Clang's components, so an index cannot be computed without
another anchor); and compiling C snippets would only show the kinds the
snippets happen to trigger. getDescription() is a stable, exported C++ entry
point (the same mangled name in LLVM 19 and 22) that reads Clang's static
tables. It runs in a child process, so that a library with another ABI fails
with a message instead of taking the caller down.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import subprocess
import sys
from typing import Dict, List

DEFAULT_DIAGTOOL = '/usr/lib/llvm-22/bin/diagtool'
_WARNING_RE = re.compile(r'^\s+(?P<kind>\w+) \[(?P<flag>-W[\w+=-]+)\]\s*$', re.M)

# Runs in a child Python: argv = library, ids...; prints one JSON list.
_CHILD = r'''
import ctypes, json, sys
class StringRef(ctypes.Structure):
    _fields_ = [('data', ctypes.c_void_p), ('size', ctypes.c_size_t)]
lib = ctypes.CDLL(sys.argv[1])
ctor = lib['_ZN5clang13DiagnosticIDsC1Ev']
ctor.restype, ctor.argtypes = None, [ctypes.c_void_p]
describe = lib['_ZNK5clang13DiagnosticIDs14getDescriptionEj']
describe.restype, describe.argtypes = StringRef, [ctypes.c_void_p, ctypes.c_uint]
this = ctypes.create_string_buffer(1 << 16)  # larger than a DiagnosticIDs
ctor(this)
out = []
for i in sys.argv[2:]:
    r = describe(this, int(i))
    out.append(ctypes.string_at(r.data, r.size).decode() if r.data else '')
print(json.dumps(out))
sys.stdout.flush()
'''


class ClangError(Exception):
    """diagtool or the library did not give what we need."""


def parse_list_warnings(text: str, prefix: str) -> Dict[str, str]:
    """{kind: flag} of the `diagtool list-warnings` lines whose flag starts
    with @prefix."""
    return {m['kind']: m['flag'] for m in _WARNING_RE.finditer(text)
            if m['flag'].startswith(prefix)}


def find_libclang_cpp(diagtool: str) -> str:
    """The libclang-cpp next to @diagtool (<llvm>/bin/../lib)."""
    libdir = os.path.join(os.path.dirname(os.path.realpath(diagtool)), '..', 'lib')
    found = sorted(glob.glob(os.path.join(libdir, 'libclang-cpp.so*')))
    if not found:
        raise ClangError(f'no libclang-cpp.so* in {os.path.normpath(libdir)}; '
                         'name it with --libclang-cpp')
    return os.path.normpath(found[-1])


def _run(argv: List[str]) -> str:
    try:
        p = subprocess.run(argv, capture_output=True, text=True, check=False,
                           timeout=120)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise ClangError(f'cannot run {argv[0]}: {e}') from e
    if p.returncode != 0:
        raise ClangError(f'{" ".join(argv)}: exit {p.returncode}: {p.stderr.strip()}')
    return p.stdout


def describe(library: str, ids: List[int]) -> List[str]:
    """Clang's message template of each diagnostic id, from @library."""
    out = _run([sys.executable, '-c', _CHILD, library] + [str(i) for i in ids])
    texts: List[str] = json.loads(out)
    if len(texts) != len(ids) or not all(texts):
        raise ClangError(f'{library}: getDescription() gave no text for some ids')
    return texts


def clang_kinds(diagtool: str, prefix: str, library: str | None = None
                ) -> List[Dict[str, object]]:
    """[{kind, flag, id, template}] of every warning whose flag starts with
    @prefix, sorted by kind."""
    kinds = parse_list_warnings(_run([diagtool, 'list-warnings']), prefix)
    if not kinds:
        raise ClangError(f'{diagtool} list-warnings lists no {prefix}* warning')
    names = sorted(kinds)
    ids = [int(_run([diagtool, 'find-diagnostic-id', k]).strip()) for k in names]
    texts = describe(library or find_libclang_cpp(diagtool), ids)
    return [{'kind': k, 'flag': kinds[k], 'id': i, 'template': t}
            for k, i, t in zip(names, ids, texts)]


def main(argv: List[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--diagtool', default=DEFAULT_DIAGTOOL,
                        help=f'diagtool of the Clang to ask ({DEFAULT_DIAGTOOL})')
    parser.add_argument('--libclang-cpp', metavar='LIB',
                        help='library with the texts (default: the one next '
                        'to diagtool)')
    parser.add_argument('--prefix', default='-Wthread-safety',
                        help='keep warnings whose flag starts with this '
                        '(-Wthread-safety)')
    parser.add_argument('--json', action='store_true',
                        help='print JSON (what diag_coverage.py --kinds reads)')
    args = parser.parse_args(argv)
    try:
        kinds = clang_kinds(args.diagtool, args.prefix, args.libclang_cpp)
    except ClangError as e:
        print(f'clang_diag_kinds: {e}', file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(kinds, indent=1))
    else:
        for k in kinds:
            print(f'{k["kind"]:45} {k["flag"]:34} {k["template"]}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
