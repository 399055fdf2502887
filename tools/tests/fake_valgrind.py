#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in valgrind for the analysis_instructions tests.

Expects "--tool=callgrind --callgrind-out-file=F <a -cc1 command>". The
count is 1,000,000 instructions, plus 10,000 per analysis flag
(-DWARN_CAPABILITY_ANALYSIS, -fexperimental-late-parse-attributes,
-W*thread-safety*) and 100 per line of the --warning-suppression-mappings
file; F is written and valgrind's "I   refs:" line printed on stderr. A
source named broken.c fails to compile. With FAKE_VALGRIND_LOG=FILE each
run appends its -cc1 command to FILE, one JSON list a line.
"""
import json
import os
import sys

tool, out, cc1 = sys.argv[1], sys.argv[2], sys.argv[3:]
if tool != '--tool=callgrind' or not out.startswith('--callgrind-out-file=') or \
        cc1[1:2] != ['-cc1']:
    sys.stderr.write(f'fake_valgrind: unexpected arguments {sys.argv[1:5]}\n')
    sys.exit(1)
if os.environ.get('FAKE_VALGRIND_LOG'):
    with open(os.environ['FAKE_VALGRIND_LOG'], 'a', encoding='utf-8') as f:
        f.write(json.dumps(cc1) + '\n')
with open(out.split('=', 1)[1], 'w', encoding='utf-8') as f:
    f.write('events: Ir\n')
pid = os.getpid()
sys.stderr.write(f'=={pid}== Callgrind, a call-graph generating cache profiler\n')
if cc1[-1].endswith('broken.c'):
    sys.stderr.write(f'{cc1[-1]}:1:1: error: something\n1 error generated.\n')
    sys.exit(1)
n = 1000000
for arg in cc1:
    if arg in ('-DWARN_CAPABILITY_ANALYSIS', '-fexperimental-late-parse-attributes') or \
            arg.startswith('-W') and 'thread-safety' in arg:
        n += 10000
    if arg.startswith('--warning-suppression-mappings='):
        with open(arg.split('=', 1)[1], encoding='utf-8') as f:
            n += 100 * len(f.read().splitlines())
sys.stderr.write(f'=={pid}==\n=={pid}== Events    : Ir\n=={pid}== Collected : {n}\n'
                 f'=={pid}==\n=={pid}== I   refs:      {n:,}\n')
