#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A stand-in for clangd --check: reports the write of the mistake as a
-Wthread-safety error when the compile command has -Wthread-safety."""
import json
import os
import sys

opts = dict(a[2:].split('=', 1) for a in sys.argv[1:] if '=' in a)
with open(os.path.join(opts['compile-commands-dir'], 'compile_commands.json')) as f:
    entry = json.load(f)[0]
with open(opts['check']) as f:
    lines = f.read().splitlines()
line = lines.index('\tclangd_check_data = 1;') + 1
if '-Wthread-safety' in entry['arguments'] and 'FAKE_CLANGD_BLIND' not in os.environ:
    print(f"E[00:00:00.000] [-Wthread-safety-analysis] Line {line}: writing variable "
          "'clangd_check_data' requires holding spinlock 'clangd_check_lock' exclusively")
print('I[00:00:00.000] All checks completed, 1 errors')
sys.exit(1)
