#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in compiler for the tests: prints what the case file tells it.

Lines "//BAD: text" are printed (to stderr) for a compile without -DFIXED,
"//FIXED: text" for one with it; "$CASE" becomes the case's path. Lines
"//LAYER: text" are printed like "//BAD:" ones, but only when the command
defines LAYER (-DLAYER, as the flags of an object that opted into more).
A line "//CRASH" makes it exit as if killed by SIGSEGV, "//HANG" makes it
sleep for a minute. A line "//DIE: <twin> <how>" makes only the compile of
that twin (bad, or fixed: with -DFIXED) end another way: "signal N" (killed
by it), "exit N" (that exit code, no output) or "hang" (sleep for a minute).
A command with -fno-such-option is rejected as Clang rejects an unknown
argument. Exit code 1 if it printed an error, else 0.
"""
import os
import signal
import sys
import time

src = sys.argv[-1]
if '-fno-such-option' in sys.argv:
    sys.stderr.write("clang: error: unknown argument: '-fno-such-option'\n")
    sys.exit(1)
fixed = '-DFIXED' in sys.argv
key = '//FIXED: ' if fixed else '//BAD: '
text = open(src, encoding='utf-8').read()
if '//HANG' in text:
    time.sleep(60)
for line in text.splitlines():
    if line.startswith('//DIE: '):
        twin, how = line.split()[1], line.split()[2:]
        if twin != ('fixed' if fixed else 'bad'):
            continue
        if how[0] == 'signal':
            os.kill(os.getpid(), int(how[1]))
        if how[0] == 'exit':
            sys.exit(int(how[1]))
        if how[0] == 'hang':
            time.sleep(60)
if '//CRASH' in text and not fixed:
    sys.stderr.write('PLEASE submit a bug report\n')
    sys.exit(139)
keys = [key] + (['//LAYER: '] if '-DLAYER' in sys.argv and not fixed else [])
out = [ln.split(': ', 1)[1].replace('$CASE', src) for ln in text.splitlines()
       if any(ln.startswith(k) for k in keys)]
sys.stderr.write(''.join(o + '\n' for o in out))
sys.exit(1 if any(': error: ' in o for o in out) else 0)
