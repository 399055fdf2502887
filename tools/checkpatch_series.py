#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run scripts/checkpatch.pl on every patch of the series, on kunit/ and --also files.

A patch or file passes with no error and no warning, except for the
message types listed in IGNORED and the single findings in ACCEPTED below,
each of which checkpatch reports for code it misparses or for rules that
do not apply; the reason is given next to each. Anything else fails.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import glob
import os
import subprocess
import sys
import fnmatch
import re
from typing import Dict, List, Optional, Tuple

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
    # The no-op forms keep the kernel's "do { } while (0)" shape of the
    # macros they stand in for (lockdep_assert_held() without lockdep).
    'SINGLE_STATEMENT_DO_WHILE_MACRO': 'matches the surrounding no-op macros',
    # struct_with_capability() defines helper functions, whose bodies return.
    'MACRO_WITH_FLOW_CONTROL': 'function definitions inside a macro',
    # The top-level Makefile line names scripts/Makefile.capability-analysis,
    # which contains "Makefile".
    'EMBEDDED_FILENAME': 'false positive on the include- line',
    # compiler-context-analysis.h is included before compiler_attributes.h
    # defines __always_inline.
    'PREFER_DEFINED_ATTRIBUTE_MACRO': 'header included before the macro exists',
}

# Single findings accepted where they are, with the reason: (file name
# pattern, type, pattern the offending line must match, reason).
ACCEPTED: List[Tuple[str, str, str, str]] = [
    ('0001-*', 'COMPLEX_MACRO', r'define disable_capability_analysis\(\)',
     'a sequence of _Pragma()s cannot be parenthesized'),
    ('0003-*', 'LEADING_SPACE', r'^\+ extern void do_raw_read_(un)?lock',
     "keeps the one-space indent of rwlock.h's existing #ifdef block"),
    ('*-rcu-Support-*', 'SPACING', r'class_##_name##_t \*_T\) _unlock',
     'reads the ##-pasted type name as the left operand of a product'),
    ('*-rcu-Support-*', 'COMPLEX_MACRO', r'define __rcu_guarded ',
     'an attribute list cannot be parenthesized'),
    ('*-Add-the-atomic-context-*', 'COMPLEX_MACRO',
     r'define __ctx_(try)?lock_irq\b', 'an attribute list cannot be parenthesized'),
    ('*-Enter-the-atomic-contexts-*', 'COMPLEX_MACRO', r'define __CTX_BH_LOCK\b',
     'a list of attribute arguments cannot be parenthesized'),
    ('*-Enter-the-atomic-contexts-*', 'COMPLEX_MACRO', r'define __ctx_local_lock_irq\b',
     'an attribute list cannot be parenthesized'),
    ('*-Mark-the-functions-that-may-sleep-*', 'COMPLEX_MACRO',
     r'define __rcu_synchronize_ctx\b', 'an attribute list cannot be parenthesized'),
    ('*-Accept-mainline-s-Context-*', 'COMPLEX_MACRO',
     r'define __cond_releases(_shared)?\(ret, x\)', 'an attribute list cannot be parenthesized'),
    ('*-Initialise-locks-without-*', 'COMPLEX_MACRO',
     r'define (DEFINE_INIT_GUARD_1\(_name, _type\)|WITH_INIT_GUARD_1\(_name, _init, _T\))',
     'definitions and declarators, as in DEFINE_LOCK_GUARD_1() and WITH_LOCK_GUARD_1_ATTRS()'),
    ('*-Initialise-locks-without-*', 'SPACING', r'^\+DEFINE_LOCK_GUARD_1\(_name, _type, \(void\)_T, \)',
     'an empty unlock statement is an empty macro argument'),
    ('*-Initialise-locks-without-*', 'SPACING', r'__releases_cap\(\*\(_type \*\*\)_T\)\)',
     "reads the macro parameter _type as the left operand of a product"),
    ('*', 'SPACING', r'__guarded_by\(__bitlock\(\w+, &',
     "reads '&' in a member's guard expression as a binary operator"),
    # Opt-ins: a comment explains a group of statements; checkpatch wants
    # it right above each one.
    ('*-stackdepot-Enable-*', 'DATA_RACE', r'capability_unsafe\(data_race\(counters',
     'second statement under the same "data race ok" comment'),
    ('*-stackdepot-Enable-*', 'CAPABILITY_UNSAFE', r'capability_unsafe\(data_race\(counters',
     'second statement under the same "data race ok" comment'),
    ('*-kcov-Enable-*', 'CAPABILITY_UNSAFE', r'(sequence|size) = capability_unsafe\(kcov->',
     'reads under the comment above the first one'),
    ('*-kcsan-Enable-*', 'DATA_RACE', r'data_race\(report_filterlist\.used',
     'the function is __capability_unsafe() with the reason as its argument'),
    ('*-tomoyo-Enable-*', 'CAPABILITY_UNSAFE', r'^\+\s+if \(!?capability_unsafe\((tomoyo_log_count|list_empty)',
     'second racy check of the poll function, under the comment above the first'),
    ('*-tomoyo-Enable-*', 'CAPABILITY_UNSAFE', r'^\+\s+capability_unsafe\($',
     'under the comment of the is_write line above it'),
    ('*-crypto-Enable-*', 'EXPORT_SYMBOL', r'EXPORT_SYMBOL_GPL\(crypto_alg_list\)',
     'reads the __guarded_by() before LIST_HEAD() as a different declaration'),
    ('*-Add-data_race_unguarded-*', 'AVOID_BUG',
     r'^\+\s+VM_BUG_ON_(FOLIO|PAGE)\(data_race_unguarded\(',
     "page-flags.h's existing assertions, of which only data_race() changes"),
    ('*_kunit.c', 'USE_LOCKDEP', r'(raw_)?spin_is_locked\(',
     "the tests check the lock's own state as well as lockdep's"),
]


def checkpatch(tree: str, target: str, is_file: bool) -> List[str]:
    argv = ['scripts/checkpatch.pl', '--no-tree', '--terse',
            '--show-types', '--ignore', ','.join(IGNORED)]
    if is_file:
        argv.append('-f')
    # Run from the kernel tree, as checkpatch expects: run from a git
    # repository that tracks the patch files, it reads them as plain files.
    p = subprocess.run(argv + [os.path.abspath(target)], cwd=tree, text=True,
                       capture_output=True, check=False)
    with open(target, encoding='utf-8', errors='replace') as f:
        lines = f.read().splitlines()
    problems = []
    for ln in p.stdout.splitlines():
        m = re.match(r'^.*?:(\d+): (?:ERROR|WARNING|CHECK):(\w+):', ln)
        if not m:
            continue
        src = lines[int(m.group(1)) - 1] if int(m.group(1)) <= len(lines) else ''
        if any(fnmatch.fnmatch(os.path.basename(target), pat) and typ == m.group(2)
               and re.search(rx, src) for pat, typ, rx, _ in ACCEPTED):
            continue
        problems.append(ln)
    return problems


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True)
    parser.add_argument('--patches', required=True)
    parser.add_argument('--kunit', required=True)
    parser.add_argument('--also', nargs='*', default=[],
                        help='more kernel-style C files (e.g. the initramfs /init)')
    parser.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1,
                        help='checkpatch.pl runs at a time (default: the CPUs)')
    args = parser.parse_args(argv)
    with open(os.path.join(args.patches, 'series'), encoding='utf-8') as f:
        patches = [os.path.join(args.patches, ln.strip()) for ln in f if ln.strip()]
    files = sorted(glob.glob(os.path.join(args.kunit, '*.[ch]'))) + args.also
    targets = [(p, False) for p in patches] + [(f, True) for f in files]
    # One checkpatch.pl per target, --jobs at a time (each is one Perl
    # process, single-threaded); the report keeps the series' order.
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        results = list(pool.map(lambda t: checkpatch(args.tree, *t), targets))
    bad = 0
    for (target, _), problems in zip(targets, results):
        name = os.path.basename(target)
        if problems:
            bad += 1
            print(f'FAIL   {name}')
            for ln in problems:
                print('  ' + ln.replace(os.path.abspath(target) + ':', 'line '))
        else:
            print(f'ok     {name}')
    print(f'checkpatch: {len(patches) + len(files) - bad} passed, {bad} failed')
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
