#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Run the KUnit suites as loadable modules in QEMU and check the results.

make kunit-modules builds a kernel with every suite of kunit/Makefile =m.
This tool packs the suite modules into an initramfs (tools/initramfs.py)
whose /init loads each module in turn, prints the suite's results from
debugfs (/sys/kernel/debug/kunit/<suite>/results), unloads the module and
prints lockdep's debug_locks; it boots that kernel in QEMU the way kunit.py
does (the tree's tools/testing/kunit/qemu_configs/<arch>.py) and reads the
console. The run passes only if:

  - every suite module of kunit/Makefile was built and loaded, and unloads;
  - the results, parsed by the tree's "kunit.py parse", have every case
    passed or skipped as listed in kunit/expected-skips.txt (config
    "modules-<arch>");
  - lockdep stayed on: debug_locks is 1 after every module;
  - the kernel printed no warning, BUG, Oops or lockdep/RCU report.

A module that fails to load, hangs (the QEMU timeout) or oopses is named in
one line: with the case that was running, from KUnit's own console lines
(log level 7), and the modules that did not run after it. The console log,
the merged KTAP and kunit.py's JSON are written to the build folder
(kunit-modules.log, .ktap, kunit-results.json).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import re
import subprocess
import sys
import time
from typing import Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import initramfs  # noqa: E402
import kunit_results  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KUNIT_DIR = 'lib/capability-analysis-kunit'
MARK = 'capmod: '

# Kernel messages that mean something went wrong, wherever they appear.
SPLAT = re.compile(r'(WARNING:|BUG:|Oops|Internal error:|Kernel panic|'
                   r'general protection fault|Unable to handle kernel|'
                   r'INFO: (possible|task|trying|lockdep)|'
                   r'suspicious RCU usage|lock held when returning)')


class RunError(Exception):
    """A missing module or kernel, or QEMU that cannot start."""


@dataclasses.dataclass
class ModuleRun:
    name: str
    started: bool = False
    loaded: bool = False
    load_error: Optional[int] = None
    unloaded: bool = False
    unload_error: Optional[int] = None
    debug_locks: Optional[int] = None
    suites: List[str] = dataclasses.field(default_factory=list)
    splats: List[str] = dataclasses.field(default_factory=list)
    # The console while it loaded: KUnit's own KTAP lines as its suites
    # run (log level 7), which name the case that was running if it hangs.
    console: List[str] = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Console:
    """What /init and the kernel said, module by module."""
    modules: Dict[str, ModuleRun]
    ktap: Dict[str, List[str]]      # suite -> its debugfs results
    boot_splats: List[str]
    done: bool
    # "capmod: error <what> [<errno>]" lines, e.g. /dev/kmsg not opened
    errors: List[str] = dataclasses.field(default_factory=list)


def expected_modules(makefile: str) -> List[str]:
    """Suite modules of kunit/Makefile, in its order."""
    names = []
    with open(makefile, encoding='utf-8') as f:
        for line in f:
            m = re.match(r'obj-\$\(CONFIG_\w+\)\s*\+=\s*(\w+)\.o\s*$', line)
            if m:
                names.append(m.group(1))
    return names


def parse_console(text: str) -> Console:
    """Splits the console output by the markers of tools/initramfs/init.c."""
    modules: Dict[str, ModuleRun] = {}
    ktap: Dict[str, List[str]] = {}
    boot_splats: List[str] = []
    errors: List[str] = []
    current: Optional[ModuleRun] = None
    suite: Optional[str] = None
    done = False
    for raw in text.splitlines():
        line = raw.rstrip('\r')
        pos = line.find(MARK)
        if pos >= 0:
            words = line[pos + len(MARK):].split()
            what, args = (words[0], words[1:]) if words else ('', [])
            if what == 'error':
                errors.append(' '.join(args))
            elif what == 'load' and args:
                current = modules.setdefault(args[0], ModuleRun(args[0]))
                current.started = True
            elif what == 'done':
                done = True
                current = None
            elif current is not None and args:
                num = int(args[1]) if len(args) > 1 and \
                    re.fullmatch(r'-?\d+', args[1]) else None
                if what == 'loaded':
                    current.loaded = True
                elif what == 'load-failed':
                    current.load_error = num
                elif what == 'results-begin':
                    suite = args[0]
                    current.suites.append(suite)
                    ktap[suite] = []
                elif what == 'results-end':
                    suite = None
                elif what == 'unloaded':
                    current.unloaded = True
                elif what == 'unload-failed':
                    current.unload_error = num
                elif what == 'debug_locks':
                    current.debug_locks = num
            continue
        if current is not None and not current.loaded and \
                current.load_error is None:
            current.console.append(line)
        if SPLAT.search(line):
            msg = re.sub(r'^\[\s*[\d.]+\]\s*', '', line.strip())
            # KUnit's lines reach the console and debugfs: report once.
            splats = current.splats if current else boot_splats
            if msg not in splats:
                splats.append(msg)
        if suite is not None:
            ktap[suite].append(line)
    return Console(modules, ktap, boot_splats, done, errors)


def merge_ktap(ktap: Dict[str, List[str]]) -> str:
    """One KTAP document of every suite's debugfs results, renumbered."""
    out = ['KTAP version 1', f'1..{len(ktap)}']
    for n, (suite, lines) in enumerate(ktap.items(), 1):
        body = [ln for ln in lines if ln.strip()]
        # "KTAP version 1" / "1..1" of the file, then the suite's block,
        # whose last line is "ok 1 <suite>".
        if body[:2] == ['KTAP version 1', '1..1']:
            body = body[2:]
        if body and re.match(rf'^(not ok|ok) 1 {re.escape(suite)}\b', body[-1]):
            body[-1] = re.sub(r'^(not ok|ok) 1 ', rf'\g<1> {n} ', body[-1])
        out.extend(body)
    return '\n'.join(out) + '\n'


def load_stop(run: ModuleRun, later: int, timed_out: bool,
              timeout: Optional[int], order: Optional[kunit_results.CaseOrder]
              ) -> Optional[str]:
    """The line naming the case that was running when @run's load stopped
    (KUnit's console lines of its suite end before the suite's result),
    timed out or crashed, with the @later modules that did not run; None if
    no suite of the module was running."""
    stop = kunit_results.read_stop('\n'.join(run.console), header=False)
    if stop is None:
        return None
    kunit_results.name_case(stop, order)
    stop.later_suites = later
    seconds = (str(timeout) if timeout is not None else '?') if timed_out else None
    return f'{run.name}: ' + kunit_results.stop_message(
        stop, seconds, 'QEMU killed by kunit_modules.py --timeout', unit='module')


def unknown_cases(cases: Dict[str, str], order: kunit_results.CaseOrder) -> List[str]:
    """One line per result whose case the suite's source does not list: a
    results line cut on the console reads as a case that does not exist."""
    out = []
    for key in sorted(cases):
        suite = kunit_results.suite_of(key)
        if suite not in order:
            continue
        case = kunit_results.case_of(key)[len(suite) + 1:]
        if case not in {c for c, _, _ in order[suite]}:
            out.append(f'{key}: not a case of suite {suite} in kunit/ '
                       '(a results line cut on the console?)')
    return out


def problems_of(console: Console, expected: Sequence[str], timed_out: bool,
                timeout: Optional[int] = None,
                order: Optional[kunit_results.CaseOrder] = None) -> List[str]:
    """One line per module that did not load, unload, keep lockdep on, ...
    A module that hangs or crashes while loading, with its suites running,
    is one line naming the case (@order: the suites' cases, to name it) and
    counting the modules after it; @timeout: QEMU's, in seconds."""
    out = [f'/init: error {e}' for e in console.errors]
    for splat in console.boot_splats:
        out.append(f'boot: {splat}')
    not_loaded: List[str] = []
    counted = False             # a stop line counted the modules after it
    for i, name in enumerate(expected):
        run = console.modules.get(name)
        if run is None or not run.started:
            if not counted:
                not_loaded.append(name)
            continue
        if run.load_error is not None:
            out.append(f'{name}: failed to load (errno {-run.load_error})')
        elif not run.loaded:
            later = sum(1 for n in expected[i + 1:]
                        if n not in console.modules or not console.modules[n].started)
            line = load_stop(run, later, timed_out, timeout, order)
            if line is None:
                seconds = f' after {timeout} s' if timeout is not None else ''
                line = f'{name}: ' + (f'hung while loading (QEMU timed out{seconds})'
                                      if timed_out and not run.splats else
                                      'did not finish loading (oops or panic)') + \
                    (f'; {later} later module{"s" if later != 1 else ""} not run'
                     if later else '')
            out.append(line)
            counted = True
        elif not run.suites:
            out.append(f'{name}: loaded, but no suite results in debugfs')
        if run.loaded and not run.unloaded:
            out.append(f'{name}: ' + (f'failed to unload (errno {-run.unload_error})'
                                      if run.unload_error is not None else
                                      'did not finish unloading'))
        if run.loaded and run.debug_locks != 1:
            out.append(f'{name}: lockdep is off after it (debug_locks '
                       f'{run.debug_locks})')
        for splat in run.splats:
            out.append(f'{name}: {splat}')
    if not_loaded:
        out.append('not loaded (the run ' + ('timed out' if timed_out else 'stopped') +
                   f' earlier): {" ".join(not_loaded)}')
    for name in sorted(set(console.modules) - set(expected)):
        out.append(f'{name}: loaded but not a suite of kunit/Makefile')
    if not console.done and not timed_out and all(
            console.modules.get(n) for n in expected):
        out.append('run: /init did not finish (no "capmod: done")')
    return out


def boot(tree: str, build_dir: str, arch: str, initrd: str, smp: int,
         timeout: int) -> Tuple[str, bool]:
    """Boots the kernel with @initrd as kunit.py would; (console, timed out)."""
    kunit_dir = os.path.join(tree, 'tools', 'testing', 'kunit')
    sys.path.insert(0, kunit_dir)
    import kunit_kernel  # pylint: disable=import-outside-toplevel
    _, ops = kunit_kernel._get_qemu_ops(  # pylint: disable=protected-access
        kunit_kernel._default_qemu_config_path(arch),  # pylint: disable=protected-access
        ['-initrd', initrd, '-smp', str(smp)], None)
    # kunit.py's command line ends the boot with kunit_shutdown=reboot once
    # the built-in suites ran (there are none here): the modules would never
    # load. /init reboots when it is done instead.
    cmdline = getattr(ops, '_kernel_command_line', None)
    if not isinstance(cmdline, str) or 'kunit_shutdown=reboot' not in cmdline:
        raise RunError('kunit_kernel changed: no kunit_shutdown=reboot to drop')
    ops._kernel_command_line = cmdline.replace(  # pylint: disable=protected-access
        'kunit_shutdown=reboot', '').strip()
    # loglevel=7: warnings and worse reach the console, where they are
    # looked for, and so do KUnit's own lines (KERN_INFO), which name the
    # case that was running if a module hangs; the suites' KTAP is read
    # from debugfs.
    params = ['rdinit=/init', 'panic=-1', 'loglevel=7']
    cwd = os.getcwd()
    os.chdir(tree)          # qboot.rom and friends are found from the tree
    try:
        proc = ops.start(params, build_dir)
    except OSError as e:
        raise RunError(f'cannot start QEMU: {e}') from e
    finally:
        os.chdir(cwd)
    try:
        out, _ = proc.communicate(timeout=timeout)
        return out, False
    except subprocess.TimeoutExpired:
        proc.kill()
        out, _ = proc.communicate()
        return out, True


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--tree', required=True, help='prepared kernel tree')
    parser.add_argument('--build-dir', required=True,
                        help='build folder of the kernel with the suites =m')
    parser.add_argument('--arch', required=True, choices=sorted(initramfs.TARGETS))
    parser.add_argument('--llvm', default='-22', help='Clang suffix for /init')
    parser.add_argument('--smp', type=int, default=2, help='QEMU CPUs (default 2)')
    parser.add_argument('--timeout', type=int, default=600,
                        help='seconds before QEMU is stopped (default 600)')
    parser.add_argument('--expected-skips',
                        default=os.path.join(REPO, 'kunit', 'expected-skips.txt'))
    args = parser.parse_args(argv)
    start = time.monotonic()
    build = os.path.abspath(args.build_dir)
    config = f'modules-{args.arch}'
    expected = expected_modules(os.path.join(REPO, 'kunit', 'Makefile'))
    kos = [os.path.join(build, KUNIT_DIR, n + '.ko') for n in expected]
    missing = [os.path.basename(k) for k in kos if not os.path.isfile(k)]
    if missing:
        print(f'kunit-modules: not built in {build}: {" ".join(missing)} '
              '(is every suite =m? run make kunit-modules)', file=sys.stderr)
        return 1
    try:
        initrd = os.path.join(build, 'kunit-modules.cpio')
        initramfs.build(kos, args.arch, initrd, args.llvm)
        text, timed_out = boot(args.tree, build, args.arch, initrd, args.smp,
                               args.timeout)
    except (initramfs.InitramfsError, RunError) as e:
        print(f'kunit-modules: {e}', file=sys.stderr)
        return 1
    with open(os.path.join(build, 'kunit-modules.log'), 'w', encoding='utf-8') as f:
        f.write(text)
    console = parse_console(text)
    order = kunit_results.read_case_order(os.path.join(REPO, 'kunit'))
    problems = problems_of(console, expected, timed_out, args.timeout, order)
    if timed_out and not any(f'after {args.timeout} s' in p for p in problems):
        problems.insert(0, f'run: QEMU timed out after {args.timeout} s')

    counts: Dict[str, int] = {}
    if console.ktap:
        ktap_file = os.path.join(build, 'kunit-modules.ktap')
        with open(ktap_file, 'w', encoding='utf-8') as f:
            f.write(merge_ktap(console.ktap))
        results = os.path.join(build, 'kunit-results.json')
        if os.path.exists(results):
            os.unlink(results)
        try:
            # The tree's kunit.py parse, as for every other config's log.
            top = kunit_results.load(ktap_file, args.tree)
        except kunit_results.InputError as e:
            print(f'kunit-modules: {e}', file=sys.stderr)
            return 1
        with open(results, 'w', encoding='utf-8') as f:
            json.dump(top, f, indent=1)
        listed = kunit_results.read_expected(args.expected_skips, [config])
        results_of = kunit_results.cases_from_json(top)
        problems.extend(unknown_cases(results_of, order))
        # One result per case, and per parameter of a parameterized case.
        for case, status in sorted(results_of.items()):
            counts[status] = counts.get(status, 0) + 1
            if status == 'FAIL':
                problems.append(f'{case}: failed')
            elif status == 'SKIP' and \
                    kunit_results.expected_why(listed, config, case) is None:
                problems.append(f'{case}: skipped, not listed for {config} in '
                                f'{os.path.relpath(args.expected_skips, REPO)}')
    for p in problems:
        print(f'kunit-modules {args.arch}: {p}')
    loaded = sum(1 for r in console.modules.values() if r.loaded and r.unloaded)
    print(f'kunit-modules {args.arch}: {loaded}/{len(expected)} modules loaded and '
          f'unloaded, {len(console.ktap)} suites, {sum(counts.values())} results '
          f'(cases and parameters): {counts.get("PASS", 0)} passed, '
          f'{counts.get("SKIP", 0)} skipped, '
          f'{sum(v for k, v in counts.items() if k not in ("PASS", "SKIP"))} '
          f'failed; {len(problems)} problems; {time.monotonic() - start:.0f}s')
    return 1 if problems or not console.ktap else 0


if __name__ == '__main__':
    sys.exit(main())
