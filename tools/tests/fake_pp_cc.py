#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in preprocessor for the pragma_sources tests.

Expects a kernel_compile.preprocess_command() ("... -E -o - SOURCE") and
prints SOURCE as its preprocessed unit: every line as it is, except that a
line "//ANALYSIS: text" becomes "text" when the command defines
WARN_CAPABILITY_ANALYSIS and is dropped otherwise (the source writes its
own line markers). A source named broken.c fails.
"""
import sys

argv = sys.argv[1:]
src = argv[-1]
if argv[-4:-1] != ['-E', '-o', '-']:
    sys.stderr.write(f'fake_pp_cc: not a preprocessor run: {argv[-4:]}\n')
    sys.exit(1)
if src.endswith('broken.c'):
    sys.stderr.write(f'{src}:1:10: fatal error: \'missing.h\' file not found\n')
    sys.exit(1)
analysis = '-DWARN_CAPABILITY_ANALYSIS' in argv
with open(src, encoding='utf-8') as f:
    for line in f:
        if line.startswith('//ANALYSIS: '):
            if analysis:
                sys.stdout.write(line[len('//ANALYSIS: '):])
        else:
            sys.stdout.write(line)
