#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Count the instructions Clang executes per compile, with and without the analysis.

What is measured: the number of instructions the compiler (Clang's -cc1
job) executes to compile an object, counted by valgrind's callgrind ("I
refs"). Unlike CPU time, which varies by 5-15% from one compile to the next
on a shared VM (analysis_cost.py), the count is deterministic: the same on
every run, so a difference of 1% between two variants is real. It is a
proxy for compile time: it leaves out memory stalls, cache misses and
branch mispredictions, so a change that touches more memory per
instruction costs more time than its count says.

For a sample of the objects compiled with the analysis in a prepared build
folder (make subsystems; optin_objects.py's list), kbuild's command is read
from the object's .cmd file (kbuild_cmd.py), turned into Clang's -cc1
command (the driver's -###, which callgrind must run itself: it would
follow only the driver), and run under callgrind in these variants:

  none                 the analysis flags stripped (analysis_cost.py's
                       without_analysis: -DWARN_CAPABILITY_ANALYSIS,
                       -fexperimental-late-parse-attributes, -W*thread-safety*,
                       --warning-suppression-mappings=*)
  headers              only -DWARN_CAPABILITY_ANALYSIS and
                       -fexperimental-late-parse-attributes kept: the
                       annotated headers, without the analysis
  full                 kbuild's command as it is
  no-suppression-list  full, but the header filter (kbuild's
                       --system-header-prefix flags, or
                       --warning-suppression-mappings with
                       CAPABILITY_ANALYSIS_HEADERS=mappings) replaced by a
                       one-pattern mappings file ("[thread-safety]"
                       "src:*"): what Clang's suppression machinery costs
                       at the least, against the system headers
  overlay              full, with --overlay DIR searched first for headers
                       (-I DIR): a header copied there with one construct
                       removed shows what that construct costs

"none" and "full" are always run (--variants adds the others; --overlay
adds "overlay"). Each count
is printed with its ratio to "none", and per variant the median of the
per-object ratios (the figure to hold against the 1.03 goal) and the ratio
of the summed counts.

The sample (--sample N, default 6): the sorted object list cut into N equal
slices, and the middle object of each, i.e. object number (2i+1)*len/(2N),
i = 0..N-1 (0-based, rounded down): the same objects every run as long as
the list does not change. --objects names the objects instead.

The objects and callgrind's files go to a temporary folder, removed at the
end; nothing is written into the build folder. A compile takes about 50-70
times as long under callgrind (a 1-second compile: about a minute); -j N
runs N at a time, each using one CPU.

Exit code: 0, 1 when a compile failed (the others are still reported), 2
when nothing can be measured (no valgrind, build folder not prepared, an
object without a .cmd file).
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import json
import os
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Dict, List, Optional, Sequence, Tuple, TypeVar

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cli  # noqa: E402
import analysis_cost  # noqa: E402
import analysis_run  # noqa: E402
import kbuild_cmd  # noqa: E402
import optin_objects  # noqa: E402

PROG = 'analysis-instructions'
VARIANTS = ('none', 'headers', 'full', 'no-suppression-list', 'overlay')
BASELINE = 'none'
HEADER_FLAGS = ('-DWARN_CAPABILITY_ANALYSIS', '-fexperimental-late-parse-attributes')
SUPPRESSION = analysis_run.SUPPRESSION_FLAG
ONE_PATTERN = '[thread-safety]\nsrc:*\n'
DEFAULT_SAMPLE = 6
COMPILE_TIMEOUT = 3600
T = TypeVar('T')
_IREFS_RE = re.compile(r'I\s+refs:\s+([\d,]+)')


class MeasureError(Exception):
    """One compile could not be counted."""


# --- the commands ------------------------------------------------------------------

SYSTEM_PREFIXES = analysis_run.SYSTEM_HEADER_FLAGS


def with_one_pattern_list(argv: Sequence[str], mappings: str) -> List[str]:
    """@argv with its header filter (the system-header prefixes or
    --warning-suppression-mappings) replaced by mappings file @mappings."""
    out: List[str] = []
    found = False
    skip = False
    for k, arg in enumerate(argv):
        if skip:
            skip = False
            continue
        if arg == SUPPRESSION and k + 1 < len(argv):
            skip = True
        elif not arg.startswith((SUPPRESSION + '=',) + SYSTEM_PREFIXES):
            out.append(arg)
            continue
        if not found:
            out.append(f'{SUPPRESSION}={mappings}')
        found = True
    if not found:
        raise MeasureError(f'no {SUPPRESSION} or --system-header-prefix in kbuild\'s command')
    return out


def variant_command(argv: Sequence[str], variant: str, output: str,
                    mappings: str, overlay: Optional[str] = None) -> List[str]:
    """kbuild's compile @argv in @variant, writing @output and no
    dependency file; @mappings is the one-pattern suppression list,
    @overlay the include folder the "overlay" variant searches first."""
    if variant == 'full':
        cmd = list(argv)
    elif variant == 'overlay':
        if not overlay:
            raise MeasureError('the overlay variant needs --overlay DIR')
        cmd = [argv[0], f'-I{os.path.abspath(overlay)}'] + list(argv[1:])
    elif variant == 'none':
        cmd, _ = analysis_cost.without_analysis(argv)
    elif variant == 'headers':
        cmd, _ = analysis_cost.without_analysis(argv, HEADER_FLAGS)
    elif variant == 'no-suppression-list':
        cmd = with_one_pattern_list(argv, mappings)
    else:
        raise ValueError(f'unknown variant {variant}')
    return analysis_cost.object_command(cmd, output)


def cc1_command(argv: Sequence[str], cwd: str) -> List[str]:
    """The -cc1 job the compiler driver would run for @argv (its -###)."""
    try:
        p = subprocess.run(list(argv) + ['-###'], cwd=cwd, capture_output=True,
                           text=True, errors='replace', check=False, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise MeasureError(f'cannot run {argv[0]} -###: {e}') from e
    jobs = [ln for ln in p.stderr.splitlines() if '"-cc1"' in ln]
    if p.returncode != 0 or len(jobs) != 1:
        last = ' '.join(p.stderr.strip().splitlines()[-2:])[:300]
        raise MeasureError(f'{argv[0]} -### gave {len(jobs)} -cc1 jobs '
                           f'(exit {p.returncode}): {last}')
    try:
        return shlex.split(jobs[0])
    except ValueError as e:
        raise MeasureError(f'cannot parse the -cc1 job: {e}') from e


def parse_irefs(stderr: str) -> Optional[int]:
    """valgrind's "I   refs:      2,524,970,503" line, as a number."""
    m = _IREFS_RE.search(stderr)
    return int(m.group(1).replace(',', '')) if m else None


def count_instructions(cc1: Sequence[str], cwd: str, valgrind: str, out_file: str,
                       timeout: float = COMPILE_TIMEOUT, keep: bool = False) -> int:
    """Instructions @cc1 executes under callgrind (its file: @out_file,
    removed afterwards unless @keep)."""
    argv = [valgrind, '--tool=callgrind', f'--callgrind-out-file={out_file}'] + list(cc1)
    try:
        p = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                           text=True, errors='replace', check=False, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        raise MeasureError(f'no result after {timeout:.0f} s under callgrind') from e
    except OSError as e:
        raise MeasureError(f'cannot run {valgrind}: {e.strerror}') from e
    finally:
        if not keep:
            try:
                os.remove(out_file)
            except OSError:
                pass
    n = parse_irefs(p.stderr)
    if p.returncode != 0 or n is None:
        lines = [ln for ln in p.stderr.splitlines() if not ln.startswith('==')]
        raise MeasureError(f'exit {p.returncode} under callgrind: '
                           + ' '.join(lines[-2:] or p.stderr.strip().splitlines()[-1:])[:300])
    return n


# --- which objects --------------------------------------------------------------------

def sample(objects: Sequence[str], n: int) -> List[str]:
    """The middle object of each of @n equal slices of sorted @objects
    (all of them when @n is 0 or not smaller than their number)."""
    objs = sorted(objects)
    if n <= 0 or n >= len(objs):
        return objs
    return [objs[(2 * i + 1) * len(objs) // (2 * n)] for i in range(n)]


# --- measuring -------------------------------------------------------------------------

@dataclasses.dataclass
class ObjectCounts:
    obj: str
    counts: Dict[str, int] = dataclasses.field(default_factory=dict)
    seconds: Dict[str, float] = dataclasses.field(default_factory=dict)
    errors: Dict[str, str] = dataclasses.field(default_factory=dict)

    def ratio(self, variant: str) -> Optional[float]:
        base = self.counts.get(BASELINE)
        n = self.counts.get(variant)
        return n / base if base and n is not None else None


@dataclasses.dataclass
class Job:
    obj: str
    variant: str
    argv: List[str]          # kbuild's command, the compiler replaced by --cc
    overlay: Optional[str] = None


def measure(job: Job, index: int, build_dir: str, work: str, valgrind: str,
            mappings: str, timeout: float) -> Tuple[Optional[int], float, str]:
    """(instructions or None, seconds under callgrind, error) of one job."""
    folder = os.path.join(work, f'{index:04d}')
    os.makedirs(folder, exist_ok=True)
    start = time.monotonic()
    try:
        cmd = variant_command(job.argv, job.variant, os.path.join(folder, 'obj.o'), mappings,
                              job.overlay)
        cc1 = cc1_command(cmd, build_dir)
        n = count_instructions(cc1, build_dir, valgrind, os.path.join(folder, 'callgrind.out'),
                               timeout)
    except (MeasureError, kbuild_cmd.CmdFileError) as e:
        return None, time.monotonic() - start, str(e)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return n, time.monotonic() - start, ''


def measure_all(build_dir: str, commands: Dict[str, List[str]], variants: Sequence[str],
                valgrind: str, jobs: int = 1, timeout: float = COMPILE_TIMEOUT,
                progress: bool = True, overlay: Optional[str] = None) -> List[ObjectCounts]:
    """Count every object of @commands (object -> kbuild argv) in every
    @variants, @jobs callgrind runs at a time, in a temporary folder."""
    results = {obj: ObjectCounts(obj) for obj in commands}
    todo = [Job(obj, v, argv, overlay) for obj, argv in commands.items() for v in variants]
    build = os.path.abspath(build_dir)
    with tempfile.TemporaryDirectory(prefix='analysis_instructions-') as work:
        mappings = os.path.join(work, 'one-pattern-suppression.txt')
        with open(mappings, 'w', encoding='utf-8') as f:
            f.write(ONE_PATTERN)
        pool = concurrent.futures.ThreadPoolExecutor(max_workers=max(1, jobs))
        try:
            futures = {pool.submit(measure, job, k, build, work, valgrind, mappings,
                                   timeout): job for k, job in enumerate(todo)}
            done = 0
            for fut in concurrent.futures.as_completed(futures):
                job = futures[fut]
                n, secs, err = fut.result()
                r = results[job.obj]
                r.seconds[job.variant] = round(secs, 1)
                if n is None:
                    r.errors[job.variant] = err
                else:
                    r.counts[job.variant] = n
                done += 1
                if progress:
                    print(f'{PROG}: [{done}/{len(todo)}] {job.obj} {job.variant}: '
                          + (f'{n:,}' if n is not None else f'failed: {err}')
                          + f' ({secs:.0f} s)', file=sys.stderr, flush=True)
        finally:
            # On ^C (valgrind gets it too), do not start the compiles still queued.
            pool.shutdown(wait=True, cancel_futures=True)
    for r in results.values():           # in the order of @variants, however they finished
        r.counts = _in_order(r.counts, variants)
        r.seconds = _in_order(r.seconds, variants)
        r.errors = _in_order(r.errors, variants)
    return [results[obj] for obj in commands]


def _in_order(d: Dict[str, T], variants: Sequence[str]) -> Dict[str, T]:
    return {v: d[v] for v in variants if v in d}


# --- the report -----------------------------------------------------------------------

def totals(results: Sequence[ObjectCounts], variants: Sequence[str]) -> Dict[str, Any]:
    median: Dict[str, Optional[float]] = {}
    summed: Dict[str, Optional[float]] = {}
    measured: Dict[str, int] = {}
    for v in variants:
        pairs = [(r.counts[v], r.counts[BASELINE]) for r in results
                 if v in r.counts and r.counts.get(BASELINE)]
        measured[v] = len(pairs)
        median[v] = statistics.median(a / b for a, b in pairs) if pairs else None
        base = sum(b for _, b in pairs)
        summed[v] = sum(a for a, _ in pairs) / base if base else None
    return {'objects': len(results), 'measured': measured, 'median_ratio': median,
            'summed_ratio': summed,
            'failed': [f'{r.obj} {v}: {e}' for r in results for v, e in r.errors.items()]}


def format_report(results: Sequence[ObjectCounts], variants: Sequence[str]) -> str:
    head = ['object'] + list(variants)
    rows: List[List[str]] = []
    for r in results:
        row = [r.obj]
        for v in variants:
            if v in r.errors:
                row.append('failed')
            elif v == BASELINE:
                row.append(f'{r.counts[v]:,}')
            else:
                ratio = r.ratio(v)
                row.append(f'{r.counts[v]:,}' + (f' ({ratio:.4f})' if ratio else ''))
        rows.append(row)
    t = totals(results, variants)
    rows.append(['median ratio'] + [_fmt(t['median_ratio'][v]) for v in variants])
    rows.append(['summed ratio'] + [_fmt(t['summed_ratio'][v]) for v in variants])
    widths = [max(len(x[i]) for x in [head] + rows) for i in range(len(head))]

    def line(cells: Sequence[str]) -> str:
        return ' | '.join([cells[0].ljust(widths[0])]
                          + [c.rjust(w) for c, w in zip(cells[1:], widths[1:])])
    out = [line(head), '-+-'.join('-' * w for w in widths)]
    out += [line(r) for r in rows[:-2]]
    out.append('-+-'.join('-' * w for w in widths))
    out += [line(r) for r in rows[-2:]]
    out.append(f'instructions per compile (callgrind "I refs", the -cc1 job); ratios to '
               f'"{BASELINE}" (the analysis flags stripped); median of {len(results)} '
               'objects\' ratios')
    out += [f'failed: {f}' for f in t['failed']]
    return '\n'.join(out)


def _fmt(x: Optional[float]) -> str:
    return '-' if x is None else f'{x:.4f}'


# --- main ------------------------------------------------------------------------------

def _variants(text: str) -> List[str]:
    names = [v.strip() for v in text.split(',') if v.strip()]
    if names == ['all']:
        names = [v for v in VARIANTS if v != 'overlay']
    bad = [v for v in names if v not in VARIANTS]
    if bad:
        raise argparse.ArgumentTypeError(f'unknown variant {", ".join(bad)} '
                                         f'(known: {", ".join(VARIANTS)}, all)')
    names = sorted(set(names) | {'none', 'full'}, key=VARIANTS.index)
    return names


def _error(msg: str) -> int:
    return cli.fail(PROG, msg)


def opted_in_commands(build_dir: str, objects: Sequence[str],
                      cc: Optional[str] = None) -> Dict[str, List[str]]:
    """kbuild's compile command of each of @objects (object -> argv), the
    compiler replaced by @cc if given; MeasureError if one has no .cmd file
    or was compiled without the analysis flags."""
    commands: Dict[str, List[str]] = {}
    for obj in objects:
        try:
            cmd = kbuild_cmd.read_compile_command(build_dir, obj)
        except kbuild_cmd.CmdFileError as e:
            raise MeasureError(str(e)) from e
        if not kbuild_cmd.is_opted_in(cmd):
            raise MeasureError(f'{obj}: compiled without the analysis flags')
        if cc:
            cmd[0] = cc
        commands[obj] = cmd
    return commands


def add_compile_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of every callgrind measurement of kbuild's commands."""
    parser.add_argument('--build-dir', default='build/optin-x86_64',
                        help='kbuild output folder prepared by make subsystems '
                        '(default: %(default)s)')
    parser.add_argument('--valgrind', default='valgrind', help='valgrind to run '
                        '(default: %(default)s)')
    parser.add_argument('--cc', help='compiler driver instead of the one in the .cmd files')
    parser.add_argument('--timeout', type=float, default=COMPILE_TIMEOUT, metavar='S',
                        help='seconds per compile under callgrind (default: %(default)s)')


def main(argv: Optional[List[str]] = None) -> int:
    parser = cli.doc_parser('analysis_instructions.py', __doc__ or '')
    add_compile_arguments(parser)
    which = parser.add_mutually_exclusive_group()
    which.add_argument('--objects', metavar='A.o,B.o',
                       help='these objects (relative to the build folder) instead of a sample')
    which.add_argument('--sample', type=int, metavar='N', default=DEFAULT_SAMPLE,
                       help='N objects, the middle one of each of N equal slices of the '
                       'sorted list; 0: every object (default: %(default)s)')
    parser.add_argument('--variants', type=_variants, default=['none', 'full'],
                        metavar='V,V', help='variants to count: ' + ', '.join(VARIANTS)
                        + ', or all ("none" and "full" are always counted)')
    parser.add_argument('--overlay', metavar='DIR',
                        help='adds the variant "overlay": "full" with DIR searched first '
                        'for headers (a header copied there and edited)')
    parser.add_argument('-j', '--jobs', type=int, default=1, metavar='N',
                        help='callgrind runs at a time (default: 1)')
    parser.add_argument('--json', metavar='FILE', help='also write the results as JSON')
    args = parser.parse_args(argv)

    if not shutil.which(args.valgrind):
        return _error(f'{args.valgrind} not found: apt-get install valgrind')
    if not os.path.isdir(args.build_dir):
        return _error(f'no build folder {args.build_dir}: run make subsystems first')
    if args.overlay:
        if not os.path.isdir(args.overlay):
            return _error(f'--overlay {args.overlay}: no such folder')
        args.variants = args.variants + ['overlay']
    elif 'overlay' in args.variants:
        return _error('the variant "overlay" needs --overlay DIR')
    if args.objects:
        names = [os.path.normpath(o.strip()) for o in args.objects.split(',') if o.strip()]
    else:
        names = sample([c.obj for c in optin_objects.analysed_objects(args.build_dir)],
                       args.sample)
        if not names:
            return _error(f'{args.build_dir}: no object compiled with the analysis: '
                          'build folder not prepared, run make subsystems first')
    try:
        commands = opted_in_commands(args.build_dir, names, args.cc)
    except MeasureError as e:
        return _error(str(e))

    results = measure_all(args.build_dir, commands, args.variants, args.valgrind,
                          args.jobs, args.timeout, overlay=args.overlay)
    print(format_report(results, args.variants))
    t = totals(results, args.variants)
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'build_dir': args.build_dir, 'variants': args.variants,
                       'baseline': BASELINE,
                       'selection': ('objects' if args.objects else f'sample {args.sample}'),
                       'overlay': args.overlay,
                       'compiler': next(iter(commands.values()))[0] if commands else None,
                       'totals': t,
                       'objects': [dict(dataclasses.asdict(r),
                                        ratios={v: r.ratio(v) for v in r.counts})
                                   for r in results]}, f, indent=1)
            f.write('\n')
    return 1 if t['failed'] else 0


if __name__ == '__main__':
    sys.exit(main())
