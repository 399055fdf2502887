#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Which files put diagnostic pragmas into the opted-in objects, with the analysis and without.

While a translation unit has no "#pragma clang diagnostic" (nor "#pragma GCC
diagnostic"), Clang answers "which warnings are on here?" without looking
at the location; from the first such pragma on, every answer is a lookup by
file and offset (analysis_profile.py's "pragma states": 1.6 points of
crypto/api.o's compile). With the analysis, data_race() and
capability_unsafe() expand to pragmas, so an object whose unit had none
pays that from its first data_race() on, wherever it is.

For every object compiled with the analysis in a prepared build folder
(make subsystems; optin_objects.py's list), the unit is preprocessed with
kbuild's flags (kernel_compile.py), once as kbuild compiles it and once
without the analysis flags (analysis_cost.py's without_analysis), and the
files whose lines hold a diagnostic pragma are noted. The report counts the
objects with pragmas either way, only with the analysis, and with none,
lists the files that bring them in with the analysis, and for each file
the objects it is the only source of: making that file's data_race()
pragma-free would give those objects the fast path back.

Example: python3 tools/pragma_sources.py --build-dir build/optin-x86_64
"""
import collections
import dataclasses
import json
import os
import re
import subprocess
import sys
from typing import Dict, List, Optional, Sequence, Set

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cli  # noqa: E402
import analysis_cost  # noqa: E402
import kbuild_cmd  # noqa: E402
import kernel_compile  # noqa: E402
import optin_objects  # noqa: E402

PROG = 'pragma-sources'
PRAGMA_RE = re.compile(r'^\s*#\s*pragma\s+(?:clang|GCC)\s+diagnostic\b')


class SourcesError(Exception):
    """A unit could not be preprocessed."""


def pragma_files(preprocessed: str, tree: str = '') -> Set[str]:
    """The files (relative to @tree when under it) whose lines in a
    preprocessed unit hold a diagnostic pragma."""
    out: Set[str] = set()
    current = ''
    for line in preprocessed.splitlines():
        m = kernel_compile.LINEMARKER_RE.match(line)
        if m:
            current = m.group(1)
            continue
        if PRAGMA_RE.match(line):
            out.add(_relative(current, tree))
    return out


def _relative(path: str, tree: str) -> str:
    if tree and os.path.isabs(path) and path.startswith(tree.rstrip('/') + '/'):
        return os.path.relpath(path, tree)
    return path


@dataclasses.dataclass
class ObjectPragmas:
    obj: str
    with_analysis: List[str]
    without: List[str]


def preprocess(argv: Sequence[str], source: str, cwd: str) -> str:
    cmd = kernel_compile.preprocess_command(kernel_compile.command(argv, source))
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors='replace',
                           check=False, timeout=kernel_compile.COMPILE_TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise SourcesError(f'cannot run {cmd[0]}: {e}') from e
    if p.returncode != 0:
        last = ' '.join(p.stderr.strip().splitlines()[-1:])[:200]
        raise SourcesError(f'{source}: the preprocessor failed (exit {p.returncode}): {last}')
    return p.stdout


def object_pragmas(build_dir: str, obj: str, source: str, tree: str,
                   cc: Optional[str] = None) -> ObjectPragmas:
    argv = kbuild_cmd.read_compile_command(build_dir, obj)
    if cc:
        argv[0] = cc
    plain, _ = analysis_cost.without_analysis(argv)
    return ObjectPragmas(obj, sorted(pragma_files(preprocess(argv, source, build_dir), tree)),
                         sorted(pragma_files(preprocess(plain, source, build_dir), tree)))


def summary(results: Sequence[ObjectPragmas]) -> Dict[str, object]:
    either = [r.obj for r in results if r.without]
    only = [r for r in results if r.with_analysis and not r.without]
    none = [r.obj for r in results if not r.with_analysis and not r.without]
    files = collections.Counter(f for r in only for f in r.with_analysis)
    sole = collections.Counter(r.with_analysis[0] for r in only if len(r.with_analysis) == 1)
    return {'objects': len(results), 'pragmas_without_analysis': len(either),
            'pragmas_only_with_analysis': len(only), 'no_pragmas': len(none),
            'files': dict(files.most_common()), 'only_source': dict(sole.most_common())}


def format_report(results: Sequence[ObjectPragmas]) -> str:
    s = summary(results)
    files: Dict[str, int] = s['files']          # type: ignore[assignment]
    sole: Dict[str, int] = s['only_source']     # type: ignore[assignment]
    out = [f"{s['objects']} objects compiled with the analysis: "
           f"{s['pragmas_only_with_analysis']} have diagnostic pragmas only with it, "
           f"{s['pragmas_without_analysis']} have some without it too, "
           f"{s['no_pragmas']} have none"]
    if files:
        out.append('files that bring pragmas in with the analysis (objects; '
                   'of which it is the only source):')
        for f, n in files.items():
            out.append(f'  {n:5} {sole.get(f, 0):5}  {f}')
    return '\n'.join(out)


def _error(msg: str) -> int:
    return cli.fail(PROG, msg)


def main(argv: Optional[List[str]] = None) -> int:
    parser = cli.doc_parser('pragma_sources.py', __doc__ or '')
    parser.add_argument('--build-dir', default='build/optin-x86_64',
                        help='kbuild output folder prepared by make subsystems '
                        '(default: %(default)s)')
    parser.add_argument('--tree', default='build/linux-source-6.12',
                        help='kernel tree, to name files relative to it (default: %(default)s)')
    parser.add_argument('--json', metavar='FILE', help='also write the results as JSON')
    parser.add_argument('--cc', help='compiler driver instead of the one in the .cmd files')
    parser.add_argument('only', nargs='*', help='only objects in these folders (or these objects)')
    args = parser.parse_args(argv)

    if not os.path.isdir(args.build_dir):
        return _error(f'no build folder {args.build_dir}: run make subsystems first')
    build = os.path.abspath(args.build_dir)
    objs = optin_objects.analysed_objects(build, args.only)
    if not objs:
        return _error(f'{args.build_dir}: no object compiled with the analysis'
                      + (f' under {" ".join(args.only)}' if args.only else
                         ': build folder not prepared, run make subsystems first'))
    results = []
    try:
        for c in objs:
            results.append(object_pragmas(build, c.obj, optin_objects.source_path(build, c),
                                          os.path.realpath(args.tree), args.cc))
    except (SourcesError, kbuild_cmd.CmdFileError) as e:
        return _error(str(e))
    except KeyboardInterrupt:
        return _error('interrupted')
    print(format_report(results))
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'summary': summary(results),
                       'objects': [dataclasses.asdict(r) for r in results]}, f, indent=1)
            f.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
