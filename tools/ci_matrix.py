#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Turn "make check-steps" into the job matrix of .github/workflows/check.yml.

Reads the JSON of make check-steps (a file, or - for stdin) and prints, as
GitHub Actions step outputs (name=value lines, for $GITHUB_OUTPUT):

  matrix       {"include": [...]}: one job per step of phase "shard", with
               its make target, whether it needs the kernel tree, its Clang,
               its build-folder cache (id, paths, whether this job saves it:
               only the step that builds a folder does; a step that only
               uses one restores it) and a timeout from its typical time;
  merge_steps  the steps of phase "merge" (they read other steps' results:
               the final job runs them after downloading every shard's);
  steps        every step name, for tools/merge_results.py.

--llvm "-22 -19" adds, for each step where another Clang makes sense, a job
per further LLVM suffix, marked experimental (its failure does not fail
the workflow; README "Supported Clang versions"). --pretty prints the
matrix as indented JSON instead.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Dict, List, Optional

DEFAULT_TIMEOUT = 60       # minutes, for a step without a measured time


def cc_tag(llvm: str, default: str) -> str:
    return '' if llvm == default else f'-clang{llvm}'


def timeout_minutes(seconds: Optional[int]) -> int:
    """Room for a slower runner and a cold cache: 4x the fresh time + 15 min."""
    if seconds is None:
        return DEFAULT_TIMEOUT
    return max(20, math.ceil(seconds * 4 / 60) + 15)


def jobs(steps_doc: Dict, llvms: List[str]) -> List[Dict]:
    default = steps_doc['default_llvm']
    out = []
    for step in steps_doc['steps']:
        if step['phase'] != 'shard':
            continue
        for llvm in llvms if step['clang'] else [default]:
            tag = cc_tag(llvm, default) if step['clang'] else ''
            folders = [f + tag for f in (step['builds'] or step['uses'])]
            out.append({
                'step': step['name'],
                'name': step['name'] + tag,
                'make': step['make'],
                'llvm': llvm,
                'tree': step['tree'],
                'cache': '+'.join(folders),
                'cache_dirs': ' '.join(f'build/{f}' for f in folders),
                'cache_paths': '\n'.join(f'build/{f}' for f in folders),
                'save_cache': bool(step['builds']),
                'timeout': timeout_minutes(step['seconds']['fresh']),
                'experimental': llvm != default,
            })
    return out


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('steps', help='make check-steps output (- for stdin)')
    parser.add_argument('--llvm', default='',
                        help='LLVM suffixes, space- or comma-separated (default: the Makefile\'s)')
    parser.add_argument('--pretty', action='store_true', help='print the matrix only, indented')
    args = parser.parse_args(argv)
    try:
        if args.steps == '-':
            doc = json.load(sys.stdin)
        else:
            with open(args.steps, encoding='utf-8') as f:
                doc = json.load(f)
        llvms = [s for s in args.llvm.replace(',', ' ').split() if s] or [doc['default_llvm']]
        if doc['default_llvm'] not in llvms:
            llvms.insert(0, doc['default_llvm'])
        matrix = {'include': jobs(doc, llvms)}
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f'ci-matrix: not make check-steps output: {e}', file=sys.stderr)
        return 2
    if args.pretty:
        print(json.dumps(matrix, indent=1))
        return 0
    print('matrix=' + json.dumps(matrix, separators=(',', ':')))
    print('merge_steps=' + ' '.join(s['name'] for s in doc['steps'] if s['phase'] == 'merge'))
    print('steps=' + ' '.join(s['name'] for s in doc['steps']))
    return 0


if __name__ == '__main__':
    sys.exit(main())
