#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""fake_cc.py that also builds and reads precompiled headers.

"-x c-header H -o OUT" writes OUT with a valid stamp. A compile with
"-include-pch P" fails as Clang does on a truncated PCH ("malformed or
corrupted precompiled file") unless P holds that stamp; otherwise it is
fake_cc.py's compile of the case.
"""
import os
import runpy
import sys

VALID = 'fake pch\n'

if 'c-header' in sys.argv:
    with open(sys.argv[sys.argv.index('-o') + 1], 'w', encoding='utf-8') as f:
        f.write(VALID)
    sys.exit(0)
if '-include-pch' in sys.argv:
    pch = sys.argv[sys.argv.index('-include-pch') + 1]
    with open(pch, encoding='utf-8', errors='replace') as f:
        if f.read() != VALID:
            sys.stderr.write("fatal error: malformed or corrupted precompiled "
                             "file: 'Blob ends too soon'\n1 error generated.\n")
            sys.exit(1)
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'fake_cc.py'),
               run_name='__main__')
