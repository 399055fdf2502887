#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Compile one file in kernel context: kbuild's command, PCH, run, parse.

Everything between "compile this file with that object's flags" and "these
are its normalized diagnostics" happens here, once:

1. argv from kbuild: the command kbuild ran for a reference object of a
   prepared build folder, read from its .cmd file (kbuild_cmd.py); a
   directory of sources may name another object in a file OBJECT
   (directory_object(), Compiler.for_file());
2. the command for this file: -fsyntax-only on it instead of kbuild's
   source, the caller's flags, another compiler (cc), arguments dropped
   (drop), include directories searched first (prepend);
3. a precompiled header of the file's #include lines when asked
   (include_pch.py), rebuilt once and then left out when Clang refuses it;
4. the run: in the build folder, with a timeout (execute());
5. Clang's stderr parsed and normalized (diagnostics.py) into a Run, and
   run_fault() for a run that did not end as a compile does (a timeout, a
   signal, a crash, a compiler that cannot start).

The tools above it only decide what to compile and what a result means:
check_diagnostics.py (a corpus case against its golden; canary.py runs it
with a mutated header searched first), corpus_floor.py (the bare compiles
it times), gate_clang.py (two compilers on the corpus and on the opted-in
objects).
"""

from __future__ import annotations

import dataclasses
import os
import re
import signal
import subprocess
import sys
import threading
from typing import Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import diagnostics  # noqa: E402
import include_pch  # noqa: E402
import kbuild_cmd  # noqa: E402

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPILE_TIMEOUT = 120      # seconds, per compiler run
CANNOT_RUN = 127           # execute()'s exit code when the compiler cannot start
PCH_FOLDER = 'capability-diag-pch'   # in the build folder (include_pch.py)
OBJECT_FILE = 'OBJECT'     # per-directory object override, see directory_object()


@dataclasses.dataclass
class Run:
    """One compiler run of a file."""
    returncode: int
    stderr: str
    lines: List[str]           # normalized diagnostics
    output: diagnostics.Output
    timed_out: bool = False


def directory_object(directory: str) -> Optional[str]:
    """The object named by @directory's OBJECT file, or None without one:
    one object path relative to the build folder, '#' lines are comments."""
    path = os.path.join(directory, OBJECT_FILE)
    try:
        with open(path, encoding='utf-8') as f:
            names = [ln.strip() for ln in f
                     if ln.strip() and not ln.lstrip().startswith('#')]
    except FileNotFoundError:
        return None
    if len(names) != 1 or len(names[0].split()) != 1 or not names[0].endswith('.o'):
        raise kbuild_cmd.CmdFileError(
            f'{os.path.relpath(path, REPO)}: expected one object path (foo/bar.o) '
            f'besides # comments, got {names!r}')
    return names[0]


def command(argv: Sequence[str], source: str, prepend: Sequence[str] = (),
            flags: Sequence[str] = ()) -> List[str]:
    """kbuild's compile @argv as a -fsyntax-only run on @source: @prepend
    right after the compiler (include directories searched first), @flags
    right before the source."""
    out = kbuild_cmd.syntax_only_command(list(argv), source, list(prepend))
    out[-1:-1] = flags
    return out


# A line marker of preprocessor output: # LINE "FILE" FLAGS...
LINEMARKER_RE = re.compile(r'^# \d+ "((?:[^"\\]|\\.)*)"[ \d]*$', re.M)


def preprocess_command(argv: Sequence[str]) -> List[str]:
    """A -fsyntax-only command (command()) as a preprocessor run that
    writes the unit, line markers included, to stdout."""
    out = [a for a in argv if a != '-fsyntax-only']
    out[-1:-1] = ['-E', '-o', '-']
    return out


def marked_files(preprocessed: str) -> List[str]:
    """The files a preprocessed unit's line markers name, in order (with
    repeats), as the compiler spelled them."""
    return LINEMARKER_RE.findall(preprocessed)


def execute(argv: Sequence[str], cwd: str, timeout: Optional[int] = None
            ) -> Tuple[int, str, bool]:
    """(exit code, stderr, timed out) of one compiler run in @cwd;
    @timeout defaults to COMPILE_TIMEOUT."""
    timeout = COMPILE_TIMEOUT if timeout is None else timeout
    try:
        p = subprocess.run(list(argv), cwd=cwd, capture_output=True,
                           text=True, timeout=timeout, check=False)
        return p.returncode, p.stderr, False
    except subprocess.TimeoutExpired:
        return -1, f'compiler timed out after {timeout}s', True
    except OSError as e:
        return CANNOT_RUN, f'cannot run {argv[0]}: {e.strerror}', False


def parsed(returncode: int, stderr: str, timed_out: bool, cwd: str,
           source_root: str, header_roots: Sequence[str]) -> Run:
    """@stderr parsed; paths below @source_root keep line:col, those below
    @header_roots only their path (diagnostics.normalize())."""
    out = diagnostics.parse(stderr, returncode)
    lines = [diagnostics.normalize(d, source_root, list(header_roots), cwd)
             for d in out.diagnostics]
    return Run(returncode, stderr, lines, out, timed_out)


class Compiler:
    """Compiles files with the flags kbuild gave one object of a build.

    @obj: the reference object (relative to @build_dir); @tree: the kernel
    source tree. @flags go before each file, @prepend right after the
    compiler; @cc replaces kbuild's compiler; @drop: arguments removed
    from kbuild's command (the gate's -Wno-error, and what cc-option would
    have dropped for another compiler). @pch: share precompiled headers,
    cached in the build folder (@pch_folder elsewhere: a mutant's PCH must
    not be the tree's). @source_root: diagnostics below it keep line:col
    (the project, for the corpus); the tree and the build folder are header
    roots, but for the one that is @source_root. @overlays: folders that
    mirror the tree's layout and hold copies of some of its headers, searched
    first through @prepend (the canary's and the mutation score's mutants):
    a header there is named as the tree's own (include/linux/foo.h), so that
    an unchanged copy gives the goldens' lines.
    Raises kbuild_cmd.CmdFileError when @obj has no .cmd file.
    """

    def __init__(self, build_dir: str, tree: str, obj: str, *,
                 flags: Sequence[str] = (), prepend: Sequence[str] = (),
                 cc: Optional[str] = None, drop: Sequence[str] = (),
                 pch: bool = False, source_root: str = REPO,
                 pch_folder: Optional[str] = None, overlays: Sequence[str] = ()):
        self.build_dir = os.path.abspath(build_dir)
        self.tree = os.path.abspath(tree)
        self.obj = obj
        self.flags = list(flags)
        self.prepend = list(prepend)
        self.cc = cc
        self.drop = list(drop)
        self.source_root = os.path.abspath(source_root)
        self.overlays = [os.path.abspath(o) for o in overlays]
        self.pch_folder = pch_folder
        self.argv = [a for a in kbuild_cmd.read_compile_command(self.build_dir, obj)
                     if a not in self.drop]
        if cc:
            self.argv[0] = cc
        self._dirs: Dict[str, Compiler] = {}
        self._dirs_guard = threading.Lock()
        self.pch: Optional[include_pch.PchCache] = None
        if pch:
            self.pch = include_pch.PchCache(
                self.command('CASE'), self.build_dir,
                pch_folder or os.path.join(self.build_dir, PCH_FOLDER),
                timeout=COMPILE_TIMEOUT)

    def for_file(self, path: str) -> Compiler:
        """The Compiler for @path: its directory's OBJECT, else this one.
        Raises kbuild_cmd.CmdFileError when that object has no .cmd file."""
        directory = os.path.dirname(os.path.abspath(path))
        with self._dirs_guard:
            if directory not in self._dirs:
                obj = directory_object(directory)
                if obj is None or obj == self.obj:
                    self._dirs[directory] = self
                else:
                    try:
                        self._dirs[directory] = Compiler(
                            self.build_dir, self.tree, obj, flags=self.flags,
                            prepend=self.prepend, cc=self.cc, drop=self.drop,
                            pch=self.pch is not None, source_root=self.source_root,
                            pch_folder=self.pch_folder, overlays=self.overlays)
                    except kbuild_cmd.CmdFileError as e:
                        where = os.path.relpath(os.path.join(directory, OBJECT_FILE), REPO)
                        raise kbuild_cmd.CmdFileError(
                            f'{where} names {obj}, which this build lacks: {e}') from e
            return self._dirs[directory]

    def command(self, source: str, defines: Sequence[str] = ()) -> List[str]:
        """The command that compiles @source (no PCH), @defines last."""
        return command(self.argv, source, self.prepend, self.flags + list(defines))

    def run(self, source: str, defines: Sequence[str] = ()) -> Run:
        """Compile @source, with its PCH when there is one."""
        argv = self.command(source, defines)
        pch = self.pch.flags(source) if self.pch else []
        rc, err, timed_out = execute(argv[:-1] + pch + argv[-1:], self.build_dir)
        if self.pch and pch and rc != 0 and include_pch.is_stale(err):
            # A header changed since the PCH was built, or the cached PCH
            # is truncated or corrupt: build it again (once per run).
            pch = self.pch.flags(source, rebuild=True)
            rc, err, timed_out = execute(argv[:-1] + pch + argv[-1:], self.build_dir)
            if pch and rc != 0 and include_pch.is_stale(err):
                rc, err, timed_out = execute(argv, self.build_dir)
        roots = self.overlays + [r for r in (self.tree, self.build_dir)
                                 if r != self.source_root]
        return parsed(rc, err, timed_out, self.build_dir, self.source_root, roots)


def run_fault(run: Run) -> Optional[Tuple[str, str]]:
    """(status, cause) when @run did not end as a compile does (exit code 0
    or 1): "timeout", or "crash" with the signal or exit code; else None."""
    rc = run.returncode
    if run.timed_out:
        return 'timeout', f'compiler timed out after {COMPILE_TIMEOUT}s'
    if rc < 0:
        try:
            name = f' ({signal.Signals(-rc).name})'
        except ValueError:
            name = ''
        return 'crash', f'compiler killed by signal {-rc}{name}'
    if rc == CANNOT_RUN and run.stderr.startswith('cannot run '):
        return 'crash', run.stderr.strip()
    if rc > 1:
        return 'crash', f'compiler crashed with exit code {rc}'
    if run.output.crashed:
        return 'crash', f'compiler crashed (exit code {rc})'
    return None
