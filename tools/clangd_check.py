#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Check that clangd shows the analysis in opted-in files, and only there.

Editors reach the kernel's compile flags through the build's
compile_commands.json (kunit.py writes one; elsewhere `make
compile_commands.json` or scripts/clang-tools/gen_compile_commands.py).
This check copies two files of a build into a scratch folder, appends the
same deliberate mistake to each (a write to data __guarded_by() a spinlock,
without the lock), gives each its exact command from the build's database,
and runs `clangd --check` on both:

  - the opted-in file (default: a KUnit suite, compiled with the analysis)
    must show the -Wthread-safety diagnostic of that mistake;
  - the file that is not opted in (default: lib/string.c, whose command has
    no -Wthread-safety) must show none.

It fails when clangd is missing, cannot parse the kernel's flags (clangd-14
cannot: use the clangd of the Clang that builds, clangd-22), or either
expectation does not hold.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Tuple

MISTAKE = '''
/* clangd_check.py: a write without the lock, the analysis must see it. */
#include <linux/spinlock.h>
static DEFINE_SPINLOCK(clangd_check_lock);
static int clangd_check_data __guarded_by(&clangd_check_lock);
static void __maybe_unused clangd_check_mistake(void)
{
	clangd_check_data = 1;
}
'''
DIAG = re.compile(r'^E\[[^\]]*\] \[(-W[\w-]+)\] Line (\d+): (.*)$')


class CheckError(Exception):
    """Missing clangd or database entry, or clangd that does not run."""


def entry_for(database: List[Dict], source_suffix: str) -> Dict:
    """The database entry of the file whose path ends with @source_suffix."""
    for e in database:
        if e['file'].endswith('/' + source_suffix) or e['file'] == source_suffix:
            return e
        args = e.get('arguments') or shlex.split(e.get('command', ''))
        if any(a.endswith('/' + source_suffix) for a in args):
            return e
    raise CheckError(f'no entry for {source_suffix} in compile_commands.json')


def arguments(entry: Dict) -> List[str]:
    return list(entry.get('arguments') or shlex.split(entry['command']))


def opted_in(entry: Dict) -> bool:
    return any(a.startswith('-Wthread-safety') for a in arguments(entry))


def scratch_entry(entry: Dict, copy: str) -> Dict:
    """@entry compiling @copy instead of its own file."""
    real = os.path.realpath(os.path.join(entry['directory'], entry['file']))
    args = [copy if os.path.realpath(os.path.join(entry['directory'], a)) == real
            else a for a in arguments(entry)]
    if copy not in args:
        args.append(copy)
    return {'directory': entry['directory'], 'file': copy, 'arguments': args}


def diagnostics(output: str) -> List[Tuple[str, int, str]]:
    """(flag, line, message) of every diagnostic `clangd --check` printed."""
    out = []
    for line in output.splitlines():
        m = DIAG.match(line.strip())
        if m:
            out.append((m.group(1), int(m.group(2)), m.group(3)))
    return out


def run_clangd(clangd: str, entry: Dict, work: str, name: str
               ) -> Tuple[List[Tuple[str, int, str]], int]:
    """Copies @entry's file with the mistake into @work/@name/ and checks it
    with @clangd; (diagnostics, line number of the mistaken write)."""
    folder = os.path.join(work, name)
    os.makedirs(folder)
    src = os.path.join(entry['directory'], entry['file'])
    with open(src, encoding='utf-8') as f:
        text = f.read()
    copy = os.path.join(folder, os.path.basename(src))
    with open(copy, 'w', encoding='utf-8') as f:
        f.write(text + MISTAKE)
    bad_line = (text + MISTAKE).splitlines().index('\tclangd_check_data = 1;') + 1
    with open(os.path.join(folder, 'compile_commands.json'), 'w', encoding='utf-8') as f:
        json.dump([scratch_entry(entry, copy)], f)
    try:
        p = subprocess.run([clangd, f'--compile-commands-dir={folder}',
                            f'--check={copy}', '--check-locations=false'],
                           capture_output=True, text=True, timeout=300, check=False)
    except FileNotFoundError as e:
        raise CheckError(f'{clangd} not found: run make setup') from e
    except subprocess.TimeoutExpired as e:
        raise CheckError(f'{clangd} --check {name}: no answer in 300 s') from e
    # It exits non-zero when the file has errors; it finished if it says so.
    if 'All checks completed' not in p.stdout + p.stderr:
        tail = '\n'.join((p.stdout + p.stderr).strip().splitlines()[-5:])
        raise CheckError(f'{clangd} --check failed on {name} (exit {p.returncode}):\n{tail}')
    return diagnostics(p.stdout + p.stderr), bad_line


def check(clangd: str, database: List[Dict], opted: str, plain: str
          ) -> List[str]:
    """Problems, one line each; none if clangd behaves as documented."""
    problems = []
    e_opted, e_plain = entry_for(database, opted), entry_for(database, plain)
    if not opted_in(e_opted):
        problems.append(f'{opted}: its command has no -Wthread-safety (not opted in?)')
    if opted_in(e_plain):
        problems.append(f'{plain}: its command has -Wthread-safety (opted in?)')
    with tempfile.TemporaryDirectory() as work:
        diags, line = run_clangd(clangd, e_opted, work, 'opted-in')
        hit = [d for d in diags if d[0].startswith('-Wthread-safety') and d[1] == line]
        print(f'clangd-check: {opted} (opted in): ' +
              (f'line {line}: [{hit[0][0]}] {hit[0][2]}' if hit else
               f'no analysis diagnostic on line {line}'))
        if not hit:
            problems.append(f'{opted}: clangd shows no -Wthread-safety diagnostic for '
                            f'the write without the lock (line {line}); it showed '
                            f'{len(diags)} other(s)')
        diags, line = run_clangd(clangd, e_plain, work, 'plain')
        ts = [d for d in diags if d[0].startswith('-Wthread-safety')]
        print(f'clangd-check: {plain} (not opted in): '
              f'{len(ts)} analysis diagnostic(s), {len(diags)} in all')
        if ts:
            problems.append(f'{plain}: clangd shows analysis diagnostics in a file '
                            f'that is not opted in: {ts[0]}')
        elif diags:
            problems.append(f'{plain}: clangd shows other errors: {diags[0]}')
    return problems


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build-dir', required=True,
                        help='build folder with compile_commands.json')
    parser.add_argument('--clangd', default='clangd-22')
    parser.add_argument('--opted', default='spinlock_kunit.c',
                        help='path suffix of an opted-in source (default spinlock_kunit.c)')
    parser.add_argument('--plain', default='lib/string.c',
                        help='path suffix of a source not opted in (default lib/string.c)')
    args = parser.parse_args(argv)
    db_path = os.path.join(args.build_dir, 'compile_commands.json')
    if not shutil.which(args.clangd):
        print(f'clangd-check: {args.clangd} not found: run make setup', file=sys.stderr)
        return 1
    try:
        with open(db_path, encoding='utf-8') as f:
            database = json.load(f)
        problems = check(args.clangd, database, args.opted, args.plain)
    except (OSError, ValueError) as e:
        print(f'clangd-check: {db_path}: {e} (build the folder first)', file=sys.stderr)
        return 1
    except CheckError as e:
        print(f'clangd-check: {e}', file=sys.stderr)
        return 1
    for p in problems:
        print(f'clangd-check: FAIL {p}')
    print(f'clangd-check: {"FAIL" if problems else "ok"}: {args.clangd} with '
          f'{os.path.relpath(db_path)}')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
