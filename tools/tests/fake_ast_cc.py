#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in compiler for test_api_coverage.py: prints the recorded AST dump
(-ast-dump) or macro list (-E -dM) of data/api-coverage/T/suite/lk_kunit.c,
with "@T@" replaced by the T directory of the source it is given. A source
named broken_kunit.c fails like a compile error."""
import os
import sys

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'data', 'api-coverage')
src = sys.argv[-1]
if os.path.basename(src) == 'broken_kunit.c':
    sys.stderr.write(f'{src}:1:1: error: unknown type name \'oops\'\n')
    sys.exit(1)
name = 'lk_kunit.dM.txt' if '-dM' in sys.argv else 'lk_kunit.ast.txt'
with open(os.path.join(DATA, name), encoding='utf-8') as f:
    sys.stdout.write(f.read().replace('@T@', os.path.dirname(os.path.dirname(src))))
