#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Where the analysis' compile time goes: Clang's instructions with and without it, by part.

For each object named, kbuild's compile command (from the .cmd file of a
folder prepared by make subsystems) is run under valgrind's callgrind twice,
as analysis_instructions.py does: without the analysis flags ("none") and as
kbuild runs it ("full"). callgrind_annotate then gives each Clang function's
inclusive instruction count (its own and its callees'), and the difference
between the two runs is split into the parts of Clang that the analysis
makes work:

  suppression mappings  DiagnosticsEngine::isSuppressedViaMapping(): Clang
                        22 computes the presumed location (file, line,
                        column) of every diagnostic it asks about before it
                        looks whether the diagnostic is in a mapped group,
                        so --warning-suppression-mappings costs in every
                        warning check, not only in -Wthread-safety's
  pragma states         DiagStateMap::lookup(): with no "#pragma clang
                        diagnostic" in a translation unit Clang answers "which
                        warnings are on here?" without looking at the
                        location; one pragma anywhere (data_race() and
                        capability_unsafe() have them with the analysis)
                        makes every answer a lookup by file and offset
  analysis              threadSafety::runThreadSafetyAnalysis(): the
                        analysis itself, on every function body it checks
  attributes            Parser::ParseGNUAttributes() and
                        ParseLexedAttributeList(): parsing the annotations
                        (the late-parsed ones at the end of their
                        declaration)
  rest                  the difference not in the parts above: longer
                        macro expansions, the helpers the annotated headers
                        declare, attributes applied to declarations, code
                        generation

Each part is "full" minus "none" of the outermost call of that function, in
instructions and in points of "none" (1 point = 1% of the compile). The parts
do not nest in one another; a diagnostic the analysis issues goes through the
suppression mappings from inside it, which counts twice (negligible: an
opted-in object that compiles has no diagnostics outside the suppressed
headers). --keep DIR keeps the callgrind files to look further with
callgrind_annotate.

Examples:
  python3 tools/analysis_profile.py --objects crypto/api.o
  python3 tools/analysis_profile.py --objects kernel/sched/core.o --overlay /tmp/ov
"""
import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cli  # noqa: E402
import analysis_instructions as ai  # noqa: E402

PROG = 'analysis-profile'
TOTAL = 'PROGRAM TOTALS'
# (part, the Clang function whose inclusive count is the part)
PARTS: Tuple[Tuple[str, Tuple[str, ...]], ...] = (
    ('suppression mappings', ('clang::DiagnosticsEngine::isSuppressedViaMapping(',)),
    ('pragma states', ('clang::DiagnosticsEngine::DiagStateMap::lookup(',)),
    ('analysis', ('clang::threadSafety::runThreadSafetyAnalysis(',)),
    ('attributes', ('clang::Parser::ParseGNUAttributes(',
                    'clang::Parser::ParseLexedAttributeList(')),
)
REST = 'rest'
_LINE_RE = re.compile(r'^\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(.*?)\s*$')


class ProfileError(Exception):
    """A profile could not be made or read."""


def parse_inclusive(text: str) -> Dict[str, int]:
    """callgrind_annotate --inclusive=yes output: function -> instructions
    (the program total under PROGRAM TOTALS). A recursive call's own line
    (name'2) is left out: the outermost call already includes it."""
    out: Dict[str, int] = {}
    for line in text.splitlines():
        m = _LINE_RE.match(line)
        if not m or not m.group(2):
            continue
        name = re.sub(r'\s+\[[^\]]*\]$', '', m.group(2))
        if name.startswith('???:'):
            name = name[4:]
        if re.search(r"\)[^(]*'\d+$", name):
            continue
        out[name] = max(out.get(name, 0), int(m.group(1).replace(',', '')))
    return out


def part_counts(inclusive: Dict[str, int]) -> Dict[str, int]:
    """Each part's instructions: the sum over its functions of the largest
    inclusive count of a function whose name starts with the prefix."""
    out: Dict[str, int] = {}
    for part, prefixes in PARTS:
        out[part] = sum(max((n for name, n in inclusive.items() if name.startswith(p)),
                            default=0) for p in prefixes)
    return out


@dataclasses.dataclass
class Attribution:
    obj: str
    none: int                      # total instructions without the analysis flags
    full: int                      # total as kbuild compiles it (or with the overlay)
    parts: Dict[str, int]          # part -> full minus none, with "rest" last

    def points(self, n: int) -> float:
        return 100.0 * n / self.none if self.none else 0.0


def attribute(obj: str, none: Dict[str, int], full: Dict[str, int]) -> Attribution:
    """The difference between the @full and @none profiles, by part."""
    if TOTAL not in none or TOTAL not in full:
        raise ProfileError(f'{obj}: no {TOTAL} line in callgrind_annotate\'s output')
    a, b = part_counts(none), part_counts(full)
    parts = {p: b[p] - a[p] for p, _ in PARTS}
    delta = full[TOTAL] - none[TOTAL]
    parts[REST] = delta - sum(parts.values())
    return Attribution(obj, none[TOTAL], full[TOTAL], parts)


def annotate(out_file: str, tool: str = 'callgrind_annotate') -> Dict[str, int]:
    try:
        p = subprocess.run([tool, '--inclusive=yes', '--threshold=100', out_file],
                           capture_output=True, text=True, errors='replace', check=False,
                           timeout=600)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise ProfileError(f'cannot run {tool}: {e}') from e
    if p.returncode != 0:
        raise ProfileError(f'{tool} {out_file}: exit {p.returncode}: '
                           + ' '.join(p.stderr.strip().splitlines()[-1:])[:200])
    return parse_inclusive(p.stdout)


def profile(obj: str, argv: List[str], build_dir: str, folder: str, valgrind: str,
            annotate_tool: str, overlay: Optional[str], timeout: float) -> Attribution:
    """Profile @obj (kbuild's @argv) without the analysis and as kbuild
    (or with @overlay searched first), callgrind files in @folder."""
    counts: Dict[str, Dict[str, int]] = {}
    base = obj.replace('/', '_')
    for variant in ('none', 'overlay' if overlay else 'full'):
        out = os.path.join(folder, f'{base}.{variant}.callgrind')
        try:
            cmd = ai.variant_command(argv, variant, os.path.join(folder, f'{base}.{variant}.o'),
                                     os.devnull, overlay)
            cc1 = ai.cc1_command(cmd, build_dir)
            ai.count_instructions(cc1, build_dir, valgrind, out, timeout, keep=True)
        except ai.MeasureError as e:
            raise ProfileError(f'{obj} {variant}: {e}') from e
        print(f'{PROG}: {obj} {variant} profiled', file=sys.stderr, flush=True)
        counts['none' if variant == 'none' else 'full'] = annotate(out, annotate_tool)
    return attribute(obj, counts['none'], counts['full'])


def format_report(results: Sequence[Attribution], overlay: Optional[str]) -> str:
    names = [p for p, _ in PARTS] + [REST]
    head = ['object', 'none', 'with' if not overlay else 'overlay'] + names
    rows = []
    for r in results:
        rows.append([r.obj, f'{r.none:,}', f'{r.full:,} ({r.points(r.full - r.none):+.2f})']
                    + [f'{r.parts[p]:,} ({r.points(r.parts[p]):+.2f})' for p in names])
    widths = [max(len(x[i]) for x in [head] + rows) for i in range(len(head))]
    out = []
    for cells in [head] + rows:
        out.append(' | '.join([cells[0].ljust(widths[0])]
                              + [c.rjust(w) for c, w in zip(cells[1:], widths[1:])]))
    out.insert(1, '-+-'.join('-' * w for w in widths))
    out.append('instructions (callgrind, the -cc1 job); in parentheses: points of "none" '
               '(1 = 1% of the compile without the analysis flags)')
    return '\n'.join(out)


def _error(msg: str) -> int:
    return cli.fail(PROG, msg)


def main(argv: Optional[List[str]] = None) -> int:
    parser = cli.doc_parser('analysis_profile.py', __doc__ or '')
    ai.add_compile_arguments(parser)
    parser.add_argument('--objects', metavar='A.o,B.o', required=True,
                        help='objects to profile (relative to the build folder)')
    parser.add_argument('--overlay', metavar='DIR',
                        help='profile "full" with DIR searched first for headers instead '
                        'of kbuild\'s command (a header copied there and edited)')
    parser.add_argument('--keep', metavar='DIR', help='keep the callgrind files in DIR')
    parser.add_argument('--json', metavar='FILE', help='also write the results as JSON')
    parser.add_argument('--annotate', default='callgrind_annotate',
                        help='callgrind_annotate to run (default: %(default)s)')
    args = parser.parse_args(argv)

    for tool in (args.valgrind, args.annotate):
        if not shutil.which(tool):
            return _error(f'{tool} not found: apt-get install valgrind')
    if not os.path.isdir(args.build_dir):
        return _error(f'no build folder {args.build_dir}: run make subsystems first')
    if args.overlay and not os.path.isdir(args.overlay):
        return _error(f'--overlay {args.overlay}: no such folder')
    build = os.path.abspath(args.build_dir)
    names = [os.path.normpath(o.strip()) for o in args.objects.split(',') if o.strip()]
    try:
        commands = ai.opted_in_commands(args.build_dir, names, args.cc)
    except ai.MeasureError as e:
        return _error(str(e))
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
    results = []
    with tempfile.TemporaryDirectory(prefix='analysis_profile-') as tmp:
        folder = os.path.abspath(args.keep) if args.keep else tmp
        try:
            for obj, cmd in commands.items():
                results.append(profile(obj, cmd, build, folder, args.valgrind, args.annotate,
                                       args.overlay, args.timeout))
        except ProfileError as e:
            return _error(str(e))
        except KeyboardInterrupt:
            return _error('interrupted')
    print(format_report(results, args.overlay))
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump([dataclasses.asdict(r) for r in results], f, indent=1)
            f.write('\n')
    return 0


if __name__ == '__main__':
    sys.exit(main())
