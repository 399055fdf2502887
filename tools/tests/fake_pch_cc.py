#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""fake_cc.py that also builds and reads precompiled headers.

"-x c-header H -o OUT" writes OUT with a valid stamp and, below it, the
modification time of each header H includes that is found in a -I folder.
A compile with "-include-pch P" fails as Clang does on a truncated PCH
("malformed or corrupted precompiled file") unless P starts with that
stamp, and as Clang does on a stale one ("has been modified since the
precompiled header") when one of those headers changed since; otherwise it
is fake_cc.py's compile of the case.
"""
import os
import re
import runpy
import sys

VALID = 'fake pch\n'


def headers(header):
    """The -I folders' files that @header #includes."""
    dirs = [a[2:] for a in sys.argv if a.startswith('-I')]
    with open(header, encoding='utf-8') as f:
        names = re.findall(r'#\s*include\s*[<"]([^>"]+)', f.read())
    return [os.path.join(d, n) for n in names for d in dirs
            if os.path.exists(os.path.join(d, n))]


if 'c-header' in sys.argv:
    header = sys.argv[sys.argv.index('c-header') + 1]
    with open(sys.argv[sys.argv.index('-o') + 1], 'w', encoding='utf-8') as f:
        f.write(VALID + ''.join(f'{h} {os.stat(h).st_mtime_ns}\n' for h in headers(header)))
    sys.exit(0)
if '-include-pch' in sys.argv:
    pch = sys.argv[sys.argv.index('-include-pch') + 1]
    with open(pch, encoding='utf-8', errors='replace') as f:
        text = f.read()
    if not text.startswith(VALID):
        sys.stderr.write("fatal error: malformed or corrupted precompiled "
                         "file: 'Blob ends too soon'\n1 error generated.\n")
        sys.exit(1)
    for line in text[len(VALID):].splitlines():
        path, mtime = line.rsplit(' ', 1)
        if str(os.stat(path).st_mtime_ns) != mtime:
            sys.stderr.write(f"fatal error: file '{path}' has been modified since the "
                             f"precompiled header '{pch}' was built: mtime changed\n"
                             "1 error generated.\n")
            sys.exit(1)
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'fake_cc.py'),
               run_name='__main__')
