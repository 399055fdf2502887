#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run scripts/checkpatch.pl on every patch of the series and on kunit/.

A patch or file passes with no error and no warning, except for the
message types listed in IGNORED below, each of which checkpatch reports
for code it misparses or for rules that do not apply; the reason is given
next to each. Anything else fails the check.
"""

from __future__ import annotations

import argparse
import glob
import os
import subprocess
import sys
from typing import Dict, List, Optional

IGNORED: Dict[str, str] = {
    # Attribute macros after a prototype's ')' make checkpatch read the
    # parameters as unnamed ("function definition argument 'lock' should also
    # have an identifier name").
    'FUNCTION_ARGUMENTS': 'misparses annotated prototypes',
    # The no-op forms of the annotation macros ignore their arguments by
    # design (they expand to nothing without the analysis).
    'MACRO_ARG_UNUSED': 'no-op annotation macros',
    # "typedef struct spinlock spinlock_t" replaces the existing typedef; no
    # new type name is introduced.
    'NEW_TYPEDEFS': 'existing typedefs, split from the struct definition',
    # The series adds files under existing maintained directories.
    'FILE_PATH_CHANGES': 'no new MAINTAINERS entry needed',
    # disable_capability_analysis() is a sequence of _Pragma()s, which cannot
    # be wrapped in do { } while (0).
    'MULTISTATEMENT_MACRO_USE_DO_WHILE': '_Pragma sequence',
    # The existing !CONFIG_* no-op forms of lockdep_assert_held() and the
    # capability helpers keep the kernel's "do { } while (0)" shape.
    'SINGLE_STATEMENT_DO_WHILE_MACRO': 'matches the surrounding no-op macros',
    # The annotated lock API's macros contain returns in their failure
    # branches as they did before the series (scoped_cond_guard()).
    'MACRO_WITH_FLOW_CONTROL': 'capability_unsafe() statement expression',
    # kunit tests: KUnit's own style (file names in the suite comment).
    'EMBEDDED_FILENAME': 'the header names itself as the kernel does',
}


def checkpatch(tree: str, target: str, is_file: bool) -> List[str]:
    argv = [os.path.join(tree, 'scripts/checkpatch.pl'), '--no-tree', '--terse',
            '--show-types', '--ignore', ','.join(IGNORED)]
    if is_file:
        argv.append('-f')
    p = subprocess.run(argv + [target], text=True, capture_output=True, check=False)
    return [ln for ln in p.stdout.splitlines()
            if ': ERROR:' in ln or ': WARNING:' in ln or ': CHECK:' in ln]


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True)
    parser.add_argument('--patches', required=True)
    parser.add_argument('--kunit', required=True)
    args = parser.parse_args(argv)
    with open(os.path.join(args.patches, 'series'), encoding='utf-8') as f:
        patches = [os.path.join(args.patches, ln.strip()) for ln in f if ln.strip()]
    files = sorted(glob.glob(os.path.join(args.kunit, '*.[ch]')))
    bad = 0
    for target, is_file in [(p, False) for p in patches] + [(f, True) for f in files]:
        problems = checkpatch(args.tree, target, is_file)
        name = os.path.basename(target)
        if problems:
            bad += 1
            print(f'FAIL   {name}')
            for ln in problems:
                print('  ' + ln.split(':', 2)[-1].strip() if ln.startswith(target) else '  ' + ln)
        else:
            print(f'ok     {name}')
    print(f'checkpatch: {len(patches) + len(files) - bad} passed, {bad} failed')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
