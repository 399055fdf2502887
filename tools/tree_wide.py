#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Every kernel object of a configured build, compiled with the analysis.

By hand (make tree-wide ARCH=x86_64|arm64), not in make check. kbuild
prints every compile command without building ("make -n" with
CONFIG_WARN_CAPABILITY_ANALYSIS_ALL=y on the command line: every kernel
object gets the analysis flags exactly as that option adds them, and objects
the option leaves out, such as the vDSO or a Makefile's
CAPABILITY_ANALYSIS_foo.o := n, are counted and skipped); each analysed
.c object is then compiled
"for the report" (tools/analysis_run.py: -fsyntax-only, no -Werror, no error
limit, no suppression mappings) in parallel, under nice.

Writes JSON (per object: status, rc, seconds, diagnostics) and a text
summary: objects compiled, every hard error with file:line (the targets to
fix), analysis diagnostics in .c files and in headers, of those in headers
how many the suppression file hides and shows, the top headers and .c
files. Exit status 1 when there is a hard error.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import sys
import threading
import time
from typing import Dict, List, Optional, Sequence, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import analysis_run as ar  # noqa: E402

TOP = os.path.dirname(HERE)
TREE = os.path.join(TOP, 'build', 'linux-source-6.12')


def select(commands: List[ar.Command], objects: Optional[Sequence[str]],
           regex: Optional[str], limit: Optional[int]) -> List[ar.Command]:
    """The commands of @objects (all if None) matching @regex, at most @limit."""
    out = commands
    if objects is not None:
        wanted = set(objects)
        out = [c for c in out if c.obj in wanted]
    if regex:
        r = re.compile(regex)
        out = [c for c in out if r.search(c.obj)]
    if limit is not None:
        out = out[:limit]
    return out


def read_objects(path: str) -> List[str]:
    with open(path, encoding='utf-8') as f:
        return [ln.split('#', 1)[0].strip() for ln in f
                if ln.split('#', 1)[0].strip()]


def object_record(cmd: ar.Command, res: ar.Result, build: str, tree: str,
                  sup: Optional[ar.SuppressionFile]) -> ar.Json:
    diags = []
    for d in res.diagnostics:
        j = d.to_json(ar.relative_path(d.path, build, [tree, build]))
        del j['path']                    # 'file' is the same, tree-relative
        j['hidden'] = bool(sup and ar.is_header(d.path) and sup.hides(d))
        if j['hidden']:
            # Repeated in every object that includes the header: keep it small.
            j['notes'] = len(d.notes)
        diags.append(j)
    rec: ar.Json = {'object': cmd.obj,
                              'source': ar.relative_path(cmd.source, build, [tree, build]),
                              'status': res.status, 'rc': res.rc,
                              'seconds': round(res.seconds, 2), 'diagnostics': diags}
    if res.status in ('timeout', 'signal', 'crash', 'not-run', 'no-source'):
        rec['stderr_tail'] = res.stderr[-2000:]
    return rec


def summarize(records: List[ar.Json]) -> ar.Json:
    """The figures of the summary, from the per-object records."""
    status: Dict[str, int] = {}
    errors: Dict[Tuple[str, int, str], List[str]] = {}
    missing: Dict[Tuple[str, int, str], List[str]] = {}
    in_c = in_h = hidden = 0
    header_unique: Dict[Tuple, bool] = {}
    per_header: Dict[str, int] = {}
    per_c: Dict[str, int] = {}
    with_errors = 0
    other = 0
    for rec in records:
        status[rec['status']] = status.get(rec['status'], 0) + 1
        has_error = False
        for d in rec['diagnostics']:
            kind = d['kind']
            if kind == 'error' and ar.is_missing_file(ar.Diagnostic(
                    d['file'], d['line'], d['col'], d['severity'], d['message'], d['flag'])):
                missing.setdefault((d['file'], d['line'], d['message']), []).append(rec['object'])
            elif kind == 'error':
                has_error = True
                errors.setdefault((d['file'], d['line'], d['message']), []).append(rec['object'])
            elif kind == 'analysis':
                if ar.is_header(d['file']):
                    in_h += 1
                    hidden += bool(d['hidden'])
                    per_header[d['file']] = per_header.get(d['file'], 0) + 1
                    header_unique[(d['file'], d['line'], d['col'], d['message'])] = bool(d['hidden'])
                else:
                    in_c += 1
                    per_c[d['file']] = per_c.get(d['file'], 0) + 1
            else:
                other += 1
        with_errors += has_error

    def top(counts: Dict[str, int]) -> List[Tuple[str, int]]:
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return {
        'objects': len(records),
        'status': status,
        'objects_with_hard_errors': with_errors,
        'hard_errors': [{'file': f, 'line': ln, 'message': msg, 'objects': sorted(set(objs))}
                        for (f, ln, msg), objs in sorted(errors.items())],
        'missing_files': [{'file': f, 'line': ln, 'message': msg, 'objects': sorted(set(objs))}
                          for (f, ln, msg), objs in sorted(missing.items())],
        'no_source': sorted(r['object'] for r in records if r['status'] == 'no-source'),
        'analysis_in_c': in_c,
        'analysis_in_headers': in_h,
        'headers_hidden': hidden,
        'headers_shown': in_h - hidden,
        'headers_unique': len(header_unique),
        'headers_unique_hidden': sum(header_unique.values()),
        'other_warnings': other,
        'top_headers': top(per_header)[:10],
        'top_c_files': top(per_c)[:10],
    }


def render(s: ar.Json, arch: str) -> str:
    out: List[str] = []
    st = ', '.join(f'{k} {v}' for k, v in sorted(s['status'].items()))
    out.append(f'tree-wide {arch}: {s["objects"]} objects compiled with the analysis ({st})')
    failed = {k: v for k, v in s['status'].items() if k not in ('ok', 'errors')}
    failed.pop('no-source', None)
    if failed:
        out.append(f'  not completed (timeout/signal/crash): {failed}')
    if s['no_source']:
        out.append(f'  source not generated yet (a real build makes it): '
                   f'{", ".join(s["no_source"])}')
    for e in s['missing_files']:
        out.append(f'  missing file (generated by a real build?): {e["file"]}:{e["line"]}: '
                   f'{e["message"]}  [{", ".join(e["objects"])}]')
    out.append(f'objects with hard errors: {s["objects_with_hard_errors"]} '
               f'({len(s["hard_errors"])} distinct hard errors, the targets to fix)')
    for e in s['hard_errors']:
        objs = e['objects']
        where = objs[0] + (f' and {len(objs) - 1} more' if len(objs) > 1 else '')
        out.append(f'  {e["file"]}:{e["line"]}: {e["message"]}  [{where}]')
    out.append(f'analysis diagnostics: {s["analysis_in_c"]} in .c files, '
               f'{s["analysis_in_headers"]} in headers (counted per object)')
    out.append(f'  in headers: {s["headers_hidden"]} hidden by the suppression file, '
               f'{s["headers_shown"]} shown; {s["headers_unique"]} distinct '
               f'({s["headers_unique_hidden"]} hidden)')
    out.append(f'other warnings: {s["other_warnings"]}')
    if s['top_headers']:
        out.append('top headers (analysis diagnostics, per object):')
        out += [f'  {n:6d}  {h}' for h, n in s['top_headers']]
    if s['top_c_files']:
        out.append('top .c files (analysis diagnostics):')
        out += [f'  {n:6d}  {c}' for c, n in s['top_c_files']]
    return '\n'.join(out) + '\n'


def read_journal(path: Optional[str]) -> Dict[str, ar.Json]:
    """The records of a journal (one JSON object per line), by object; a
    line cut by an interrupted run is left out."""
    out: Dict[str, ar.Json] = {}
    if not path or not os.path.isfile(path):
        return out
    with open(path, encoding='utf-8') as f:
        for line in f:
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if isinstance(rec, dict) and 'object' in rec:
                out[rec['object']] = rec
    return out


def compile_all(commands: List[ar.Command], build: str, tree: str,
                sup: Optional[ar.SuppressionFile], jobs: int, timeout: float,
                progress_every: int = 100, journal: Optional[str] = None) -> List[ar.Json]:
    """Each command's record; with @journal, every record is appended to it
    as it is made, and the objects it holds already are not compiled again
    (a run that was interrupted goes on where it stopped)."""
    records: List[Optional[ar.Json]] = [None] * len(commands)
    start = time.monotonic()
    known = read_journal(journal)
    todo = []
    for i, cmd in enumerate(commands):
        if cmd.obj in known:
            records[i] = known[cmd.obj]
        else:
            todo.append(i)
    if known:
        print(f'tree-wide: {len(commands) - len(todo)} objects from the journal {journal}, '
              f'{len(todo)} to compile', file=sys.stderr)
    lock = threading.Lock()
    jf = open(journal, 'a', encoding='utf-8') if journal else None

    def one(i: int) -> None:
        cmd = commands[i]
        src = cmd.source if os.path.isabs(cmd.source) else os.path.join(build, cmd.source)
        if not os.path.exists(src):
            # Generated by a real build (vdso images, tables): not there yet.
            res = ar.Result('no-source', None, 0.0, [], f'{cmd.source}: not generated yet')
        else:
            try:
                res = ar.run(ar.report_command(cmd.argv), build, timeout)
            except ValueError as e:
                res = ar.Result('not-run', None, 0.0, [], str(e))
        records[i] = object_record(cmd, res, build, tree, sup)
        if jf:
            with lock:
                jf.write(json.dumps(records[i]) + '\n')
                jf.flush()

    done = 0
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            for _ in concurrent.futures.as_completed([pool.submit(one, i) for i in todo]):
                done += 1
                if done % progress_every == 0 or done == len(todo):
                    print(f'tree-wide: {done}/{len(todo)} objects, '
                          f'{time.monotonic() - start:.0f} s', file=sys.stderr, flush=True)
    finally:
        if jf:
            jf.close()
    return [r for r in records if r is not None]


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument('--arch', default='x86_64', choices=['x86_64', 'arm64'])
    p.add_argument('--tree', default=TREE)
    p.add_argument('--build-dir', help='configured build folder (default build/optin-ARCH)')
    p.add_argument('--llvm', default='-22')
    p.add_argument('-j', '--jobs', type=int, default=os.cpu_count() or 1)
    p.add_argument('--objects-from', metavar='FILE',
                   help='only these objects (one per line, e.g. kernel/workqueue.o)')
    p.add_argument('--filter', metavar='REGEX', help='only objects matching REGEX')
    p.add_argument('--limit', type=int, help='at most N objects (after the filters)')
    p.add_argument('--timeout', type=float, default=ar.DEFAULT_TIMEOUT,
                   help='seconds per object (default %(default)s)')
    p.add_argument('--make-n-output', metavar='FILE',
                   help='read the commands from this saved "make -n" output')
    p.add_argument('--json', help='default build/logs/tree-wide-ARCH.json')
    p.add_argument('--summary', help='default build/logs/tree-wide-ARCH.txt')
    p.add_argument('--no-nice', action='store_true')
    p.add_argument('--journal', metavar='FILE',
                   help='append each object\'s record here as it is compiled and skip '
                   'the objects it holds already: run again after an interruption '
                   'to go on (default JSON.journal; --no-journal for none)')
    p.add_argument('--no-journal', action='store_true')
    args = p.parse_args(argv)
    build = os.path.abspath(args.build_dir or os.path.join(TOP, 'build', f'optin-{args.arch}'))
    tree = os.path.abspath(args.tree)
    logs = os.path.join(TOP, 'build', 'logs')
    json_path = args.json or os.path.join(logs, f'tree-wide-{args.arch}.json')
    txt_path = args.summary or os.path.join(logs, f'tree-wide-{args.arch}.txt')
    if not os.path.isfile(os.path.join(build, '.config')):
        print(f'tree-wide: {build} is not a configured build folder', file=sys.stderr)
        return 2
    if not args.no_nice:
        os.nice(10)

    if args.make_n_output:
        with open(args.make_n_output, encoding='utf-8', errors='replace') as f:
            text = f.read()
    else:
        print('tree-wide: make -n (every compile command, nothing built)', file=sys.stderr)
        # An object built with the analysis flags already (make subsystems)
        # would keep its command and not be printed: move the built ones aside.
        with ar.objects_aside(build, ar.built_objects(build)):
            rc, text, err = ar.make_n(tree, build, args.arch, args.llvm,
                                      ['vmlinux', 'modules'],
                                      ['CONFIG_WARN_CAPABILITY_ANALYSIS_ALL=y'])
    commands = ar.commands_from_make_n(text)
    if not commands:
        print('tree-wide: make -n printed no compile command', file=sys.stderr)
        return 2
    objects = read_objects(args.objects_from) if args.objects_from else None
    commands = select(commands, objects, args.filter, args.limit)
    without = [c.obj for c in commands if '-Wthread-safety' not in c.argv]
    if without:
        print(f'tree-wide: {len(without)} objects not analysed under '
              f'CONFIG_WARN_CAPABILITY_ANALYSIS_ALL (not kernel objects, or opted out), '
              f'skipped, e.g. {without[0]}', file=sys.stderr)
        commands = [c for c in commands if '-Wthread-safety' in c.argv]
    sup_path = os.path.join(tree, 'scripts', 'capability-analysis-suppression.txt')
    sup = ar.SuppressionFile.load(sup_path) if os.path.isfile(sup_path) else None
    print(f'tree-wide: {len(commands)} objects, -j{args.jobs}', file=sys.stderr)
    start = time.monotonic()
    journal = None if args.no_journal else (args.journal or json_path + '.journal')
    records = compile_all(commands, build, tree, sup, args.jobs, args.timeout,
                          journal=journal)
    s = summarize(records)
    text = render(s, args.arch)
    text += f'wall time {time.monotonic() - start:.0f} s, -j{args.jobs}\n'
    os.makedirs(os.path.dirname(json_path) or '.', exist_ok=True)
    with open(json_path, 'w', encoding='utf-8') as f:
        json.dump({'arch': args.arch, 'build': build, 'summary': s, 'objects': records}, f)
    with open(txt_path, 'w', encoding='utf-8') as f:
        f.write(text)
    sys.stdout.write(text)
    print(f'tree-wide: wrote {json_path} and {txt_path}', file=sys.stderr)
    finish_journal(journal, [c.obj for c in commands])
    return 1 if s['hard_errors'] else 0


def finish_journal(journal: Optional[str], objects: Sequence[str]) -> None:
    """After a complete run: remove @journal if the run's JSON holds all of
    it; keep it, and say so, if it holds objects this run did not select (a
    run with --filter or --objects-from must not lose another run's work)."""
    if not journal or not os.path.isfile(journal):
        return
    others = set(read_journal(journal)) - set(objects)
    if others:
        print(f'tree-wide: kept {journal}: it holds {len(others)} objects this run '
              f'did not select (e.g. {sorted(others)[0]})', file=sys.stderr)
    else:
        os.remove(journal)      # the JSON holds every record now


if __name__ == '__main__':
    sys.exit(main())
