#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""A "new Clang" with known differences: a wrapper around a real Clang.

Configured by the environment variable FAKE_CLANG_UPGRADE, a JSON object:

  cc       the real compiler to run (clang-22)
  reject   a flag it rejects as an unknown warning option, like an older
           Clang (every command containing it fails)
  reword   case whose first diagnostic gets another message
  drop     case whose first diagnostic (with its notes) disappears
  add      case that gets one more diagnostic
  crash    case on which the compiler crashes
  no_reentrant  true: it lacks reentrant capabilities, like Clang 20 and
           older: __has_attribute(reentrant_capability) is false, a file
           using the attribute fails with -Werror, and kernel code gets no
           atomic-context layer (WARN_CAPABILITY_ANALYSIS_ATOMIC undefined,
           as the header does with such a Clang)

A case is named by its path relative to the repository; only the compile
without -DFIXED is changed, so the fixed twins stay clean.
"""
import json
import os
import subprocess
import sys

conf = json.loads(os.environ.get('FAKE_CLANG_UPGRADE', '{}'))
args = sys.argv[1:]
reject = conf.get('reject')
if reject and any(a == reject or a.startswith(reject + '=') for a in args):
    sys.stderr.write(f"error: unknown warning option '{reject}' "
                     '[-Werror,-Wunknown-warning-option]\n')
    sys.exit(1)
src = args[-1] if args else ''
if conf.get('no_reentrant'):
    try:
        with open(src, encoding='utf-8') as f:
            uses = 'reentrant_capability' in f.read()
    except OSError:
        uses = False
    if uses and '-E' not in args:
        sys.stderr.write(f"{src}:1:1: error: unknown attribute 'reentrant_capability' "
                         'ignored [-Werror,-Wunknown-attributes]\n')
        sys.exit(1)
    defined = [i for i, a in enumerate(args) if a == '-DWARN_CAPABILITY_ANALYSIS_ATOMIC']
    if defined:
        args.insert(defined[-1] + 1, '-UWARN_CAPABILITY_ANALYSIS_ATOMIC')


def is_target(what: str) -> bool:
    return bool(conf.get(what)) and '-DFIXED' not in args and \
        os.path.abspath(src).endswith(os.sep + conf[what])


if is_target('crash'):
    sys.stderr.write('PLEASE submit a bug report to https://github.com/llvm/llvm-project/'
                     'issues/ and include the crash backtrace.\nStack dump:\n'
                     f"0.\tProgram arguments: {conf['cc']} {src}\n")
    sys.exit(134)
p = subprocess.run([conf.get('cc', 'clang-22')] + args, capture_output=True, text=True,
                   check=False)
lines = p.stderr.splitlines()
own = [i for i, ln in enumerate(lines)
       if ln.startswith(src + ':') and (': error: ' in ln or ': warning: ' in ln)]
if is_target('reword') and own:
    head, sep, flags = lines[own[0]].rpartition(' [')
    lines[own[0]] = head + ' (reworded)' + sep + flags
if is_target('drop') and own:
    end = own[0] + 1
    while end < len(lines) and ': note: ' in lines[end]:
        end += 1
    del lines[own[0]:end]
if is_target('add'):
    lines.append(f'{src}:1:1: error: diagnostic added by the wrapper '
                 '[-Werror,-Wthread-safety-analysis]')
sys.stderr.write(''.join(ln + '\n' for ln in lines))
out = p.stdout
if conf.get('no_reentrant'):
    out = ''.join(ln for ln in out.splitlines(True)
                  if ln.strip() != 'HAS reentrant_capability')
sys.stdout.write(out)
sys.exit(1 if any(': error: ' in ln for ln in lines) else
         (0 if p.returncode == 1 else p.returncode))
