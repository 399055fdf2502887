#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""What CONFIG_WARN_CAPABILITY_ANALYSIS=y costs a whole configuration.

make optin-free shows that kbuild gives every object that does not opt in
the command it gets with the option off. This compiles them: every object
of the configuration that opts in, and a fixed random sample of those that
do not (--sample, --seed), each with the "on" folder's command in the "on"
folder and the "off" folder's in the "off" folder, the two in alternating
order, for --rounds rounds; it measures the compiler's CPU time (user +
system, os.wait4) and compares what comes out:

- an object that does not opt in must come out byte for byte the same;
- an opted-in one must have the same code and data (allocated sections
  and their relocations, as make analysis-cost compares them).

The build's total is the opted-in objects' sum plus the sample's mean
times the number of objects that do not opt in, for the option on and
off; the ratio of the two is the figure (with each round's, for the
spread). Linking, assembler files, objtool and generated sources are the
same commands in both builds and are not timed. An object that does not
compile in a folder that was only prepared (its generated header is made
by the build) is counted and left out, in both folders alike.

  make optin-cost ARCH=x86_64    # defconfig, on = as configured (default y)

  tools/optin_cost.py --tree build/linux-source-6.12 \\
      --on-dir build/defconfig-x86_64 --off-dir build/defconfig-off-x86_64 \\
      --sample 300 --rounds 3 --json build/logs/optin-cost-x86_64.json

Exit 0 when no object differs that should not and the ratio is at most
--max-ratio; 1 otherwise; 2 on bad input.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import json
import os
import random
import shlex
import shutil
import subprocess
import statistics
import sys
import tempfile
from typing import Callable, Dict, List, Optional, Sequence

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_cost as ac  # noqa: E402
import optin_free as of  # noqa: E402


@dataclasses.dataclass
class Pair:
    """One object compiled with the option on and off."""
    obj: str
    opted: bool
    on: List[str]             # argv, run in the "on" folder
    off: List[str]            # argv, run in the "off" folder
    cpu_on: List[float] = dataclasses.field(default_factory=list)
    cpu_off: List[float] = dataclasses.field(default_factory=list)
    status: str = 'ok'        # ok, not-built (fails in both folders), error
    detail: str = ''
    same: Optional[bool] = None


def compile_pair(p: Pair, on_dir: str, off_dir: str, work: str, first_on: bool,
                 keep: bool) -> None:
    """Compile @p once each way, in the order @first_on says; with @keep,
    compare the outputs (the first round)."""
    outs = {}
    results = {}
    for side in (('on', 'off') if first_on else ('off', 'on')):
        out = os.path.join(work, side + '.o')
        argv, cwd = (p.on, on_dir) if side == 'on' else (p.off, off_dir)
        t = ac.timed_run(ac.object_command(argv, out), cwd, os.path.join(work, side + '.log'))
        results[side] = t
        outs[side] = out
    ok = {s: results[s].returncode == 0 for s in results}
    if not ok['on'] and not ok['off']:
        p.status = 'not-built'
        p.detail = (results['on'].stderr.strip().splitlines() or [''])[-1][:200]
        return
    if ok['on'] != ok['off']:
        good, bad = ('on', 'off') if ok['on'] else ('off', 'on')
        p.status = 'error'
        p.detail = (f'compiles only with the option {good}: '
                    + (results[bad].stderr.strip().splitlines() or [''])[-1][:200])
        return
    p.cpu_on.append(results['on'].cpu)
    p.cpu_off.append(results['off'].cpu)
    if keep:
        p.same = identical(p, outs['on'], outs['off'])


def identical(p: Pair, on: str, off: str) -> bool:
    if not p.opted:
        with open(on, 'rb') as a, open(off, 'rb') as b:
            return a.read() == b.read()
    try:
        diffs = ac.compare_elf(ac.read_elf(on), ac.read_elf(off), on, off)
    except ac.ElfError as e:
        p.detail = str(e)
        return False
    if diffs:
        p.detail = ac.verdict(diffs)
    return not diffs


@dataclasses.dataclass
class Totals:
    rounds: int
    build_on_s: float
    build_off_s: float
    ratio: Optional[float]
    ratio_per_round: List[Optional[float]]
    opted_on_s: float
    opted_off_s: float
    sample_ratio: Optional[float]
    # The build off plus only what the opted-in objects add: the objects
    # that do not opt in have the same command and the same output, so
    # what their on/off times differ by is the machine's noise.
    opted_only_ratio: Optional[float]


def _ratio(a: float, b: float) -> Optional[float]:
    return round(a / b, 4) if b > 0 else None


def totals(pairs: Sequence[Pair], unopted: int) -> Totals:
    """The build's CPU with the option on and off, per round and over the
    rounds' medians: the opted-in objects summed, the others the sample's
    mean times @unopted."""
    good = [p for p in pairs if p.status == 'ok' and p.cpu_on]
    rounds = min((len(p.cpu_on) for p in good), default=0)
    sample = [p for p in good if not p.opted]
    opted = [p for p in good if p.opted]

    def build(side: str, pick: Callable[[List[float]], float]) -> float:
        s = [pick(getattr(p, 'cpu_' + side)) for p in sample]
        mean = sum(s) / len(s) if s else 0.0
        return sum(pick(getattr(p, 'cpu_' + side)) for p in opted) + mean * unopted

    def nth(r: int) -> Callable[[List[float]], float]:
        return lambda xs: xs[r]
    per_round = [_ratio(build('on', nth(r)), build('off', nth(r))) for r in range(rounds)]
    med: Callable[[List[float]], float] = statistics.median
    on, off = build('on', med), build('off', med)
    opted_on = sum(med(p.cpu_on) for p in opted)
    opted_off = sum(med(p.cpu_off) for p in opted)
    return Totals(rounds, round(on, 1), round(off, 1), _ratio(on, off), per_round,
                  round(opted_on, 2), round(opted_off, 2),
                  _ratio(sum(med(p.cpu_on) for p in sample),
                         sum(med(p.cpu_off) for p in sample)),
                  _ratio(off + opted_on - opted_off, off))


def build_generated(args: argparse.Namespace, pairs: List[Pair]) -> List[int]:
    """The pairs that did not compile in a folder that was only prepared
    (an ASN.1 parser, a generated table): kbuild makes them, with what they
    need, in both folders; they are reset to be measured again."""
    idx = [i for i, p in enumerate(pairs) if p.status == 'not-built']
    if not idx:
        return []
    for d in (args.on_dir, args.off_dir):
        subprocess.run(['make', '-s', '-k', '-C', args.tree, 'O=' + os.path.abspath(d),
                        'ARCH=' + args.arch, 'LLVM=' + args.llvm, '-j', str(args.jobs)]
                       + [pairs[i].obj for i in idx],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for i in idx:
        pairs[i].status, pairs[i].detail = 'ok', ''
    return idx


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0],
                                 epilog=__doc__.split('\n\n', 1)[1],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tree', required=True)
    ap.add_argument('--on-dir', required=True,
                    help='configured (and prepared) with the option on')
    ap.add_argument('--off-dir', required=True, help='folder for the option-off copy')
    ap.add_argument('--arch', default='x86_64')
    ap.add_argument('--llvm', default='-22')
    ap.add_argument('--sample', type=int, default=300,
                    help='objects that do not opt in to compile (300; 0: all)')
    ap.add_argument('--seed', type=int, default=24)
    ap.add_argument('--rounds', type=int, default=3)
    ap.add_argument('--max-ratio', type=float, default=1.01)
    ap.add_argument('-j', '--jobs', type=int, default=1)
    ap.add_argument('--json', help='write the figures and every object here')
    args = ap.parse_args(argv)
    for d in (args.tree, args.on_dir):
        if not os.path.isdir(d):
            print(f'optin-cost: no folder {d}', file=sys.stderr)
            return 2
    cfg = os.path.join(args.on_dir, '.config')
    if not os.path.isfile(os.path.join(args.on_dir, 'include/generated/autoconf.h')):
        print(f'optin-cost: {args.on_dir} is not prepared: make optin-cost does it',
              file=sys.stderr)
        return 2
    with open(cfg, encoding='utf-8') as f:
        if 'CONFIG_WARN_CAPABILITY_ANALYSIS=y' not in f.read():
            print(f'optin-cost: {cfg}: CONFIG_WARN_CAPABILITY_ANALYSIS is not set',
                  file=sys.stderr)
            return 2
    try:
        raw_on, raw_off = of.both_commands(args.tree, args.on_dir, args.off_dir, args.arch,
                                           args.llvm)
    except of.CommandsError as e:
        print(f'optin-cost: {e}', file=sys.stderr)
        return 2
    same, opted, wrong = of.compare(
        {o: of.normalized(a, args.on_dir) for o, a in raw_on.items()},
        {o: of.normalized(a, args.off_dir) for o, a in raw_off.items()})
    if wrong:
        print(f'optin-cost: {len(wrong)} objects differ by more than the analysis flags: '
              'run make optin-free', file=sys.stderr)
        return 1
    chosen = list(same) if args.sample <= 0 or args.sample >= len(same) else \
        sorted(random.Random(args.seed).sample(same, args.sample))
    opted_set = set(opted)
    pairs = [Pair(o, o in opted_set, raw_on[o], raw_off[o])
             for o in list(opted) + chosen]
    print(f'optin-cost: {len(same) + len(opted)} objects: {len(opted)} opted in, '
          f'{len(same)} not ({len(chosen)} sampled, seed {args.seed}); '
          f'{args.rounds} rounds, -j{args.jobs}', flush=True)
    work = tempfile.mkdtemp(prefix='optin-cost-')
    try:
        for r in range(args.rounds):
            order = list(range(len(pairs)))
            random.Random(args.seed + r).shuffle(order)

            def one(i: int) -> None:
                p = pairs[i]
                if p.status != 'ok':
                    return
                w = os.path.join(work, str(i))
                os.makedirs(w, exist_ok=True)
                compile_pair(p, args.on_dir, args.off_dir, w, (i + r) % 2 == 0, keep=r == 0)
            with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
                list(pool.map(one, order))
                retry = build_generated(args, pairs) if r == 0 else []
                if retry:
                    print(f'optin-cost: {len(retry)} objects need generated sources: '
                          'made by kbuild in both folders, round 1 again for them',
                          flush=True)
                    list(pool.map(one, retry))
            t = totals(pairs, len(same))
            print(f'optin-cost: round {r + 1}: ratio '
                  f'{t.ratio_per_round[r] if t.rounds > r else "-"}', flush=True)
    except KeyboardInterrupt:
        print('optin-cost: interrupted', file=sys.stderr)
        return 130
    finally:
        shutil.rmtree(work, ignore_errors=True)
    t = totals(pairs, len(same))
    differ = [p for p in pairs if p.status == 'ok' and p.same is False]
    errors = [p for p in pairs if p.status == 'error']
    skipped = [p for p in pairs if p.status == 'not-built']
    ok_sample = [p for p in pairs if p.status == 'ok' and not p.opted]
    ok_opted = [p for p in pairs if p.status == 'ok' and p.opted]
    print(f'optin-cost: identical output: {sum(bool(p.same) for p in ok_sample)} of '
          f'{len(ok_sample)} sampled objects that do not opt in (byte for byte), '
          f'{sum(bool(p.same) for p in ok_opted)} of {len(ok_opted)} opted in (code and data)')
    print(f'optin-cost: not compiled in a prepared folder (generated sources), both ways: '
          f'{len(skipped)}')
    for p in differ + errors:
        print(f'optin-cost: {p.obj}: {"differs: " + p.detail if p.status == "ok" else p.detail}')
    print(f'optin-cost: build CPU with the option on {t.build_on_s} s, off '
          f'{t.build_off_s} s: ratio {t.ratio} (per round '
          + ', '.join(str(x) for x in t.ratio_per_round)
          + f'); opted-in objects {t.opted_on_s} s vs {t.opted_off_s} s; the sample '
          f'{t.sample_ratio}; the opted-in objects\' difference alone {t.opted_only_ratio}')
    if args.json:
        os.makedirs(os.path.dirname(os.path.abspath(args.json)), exist_ok=True)
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump({'totals': dataclasses.asdict(t), 'objects': len(same) + len(opted), 'opted': len(opted),
                       'sample': len(chosen), 'seed': args.seed,
                       'pairs': [dataclasses.asdict(p) | {'on': shlex.join(p.on),
                                                           'off': shlex.join(p.off)}
                                 for p in pairs]}, f, indent=1)
    bad = differ or errors or t.ratio is None or t.ratio > args.max_ratio
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
