#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in compiler for the analysis_cost tests: writes the -o object.

The object (see elf_writer.py) numbers its __UNIQUE_ID symbol differently
with -DWARN_CAPABILITY_ANALYSIS than without, as __COUNTER__ would. A
source line "DIFFERS" gives the analysed object's first function one more
instruction (the second, which calls it, only moves), "DATA-DIFFERS"
changes a byte of .data; "FAILS" makes the analysed compile fail.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import elf_writer  # noqa: E402

analysed = '-DWARN_CAPABILITY_ANALYSIS' in sys.argv
with open(sys.argv[-1], encoding='utf-8') as f:
    src = f.read().split('\n')
if analysed and 'FAILS' in src:
    sys.stderr.write(f'{sys.argv[-1]}:1:1: error: something\n')
    sys.exit(1)
func = b'\x55\xe8\0\0\0\0\x90\x90\0\0\0\0\0\0\0\0\x5d\xc3'
if analysed and 'DIFFERS' in src:
    func = func[:-1] + b'\x90\xc3'
caller = b'\x55\xe8\0\0\0\0\x5d\xc3'
data = b'\0' * 8 + (b'\2' if analysed and 'DATA-DIFFERS' in src else b'\1')
elf_writer.write_object(sys.argv[sys.argv.index('-o') + 1], [('func', func), ('caller', caller)],
                        data, 16, 17 if analysed else 3)
