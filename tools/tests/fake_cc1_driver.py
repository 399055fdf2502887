#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in Clang driver for the analysis_instructions tests.

With -### it prints on stderr, as Clang does, a version banner and its -cc1
job, each argument double-quoted with '"' and '\\' escaped. Run without -###
it fails: the tool must run the -cc1 job under valgrind, not the driver.
"""
import sys

args = sys.argv[1:]
if '-###' not in args:
    sys.stderr.write('fake_cc1_driver: run without -###\n')
    sys.exit(1)
args.remove('-###')


def quote(arg):
    return '"' + arg.replace('\\', '\\\\').replace('"', '\\"') + '"'


sys.stderr.write('clang version 22.0.0\nTarget: x86_64-unknown-linux-gnu\n'
                 'Thread model: posix\n')
sys.stderr.write(' ' + ' '.join(quote(a) for a in ['/usr/bin/clang', '-cc1'] + args) + '\n')
