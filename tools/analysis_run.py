#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Compile kernel objects "for the report": every capability diagnostic seen.

Shared by tools/tree_wide.py and tools/capability_report.py. One job: take
the compile command kbuild would run for a .c file (with the analysis flags),
turn it into a report compile (-fsyntax-only, no error limit, no -Werror,
without --warning-suppression-mappings and the system-header prefixes, so
that diagnostics in headers are seen too), run it and parse Clang's stderr into diagnostics, each
classified as

  analysis       its flag is -Wthread-safety*
  error          a hard error (severity error, no -Wthread-safety flag)
  other-warning  anything else

Also here: the suppression file's semantics (SuppressionFile: would the
build have hidden this header diagnostic?), the compile commands in
"make -n" output, and the function a line belongs to (a heuristic).
"""

from __future__ import annotations

import contextlib
import dataclasses
import fnmatch
import os
import re
import shlex
import subprocess
import sys
import time
from typing import Any, Dict, Iterable, Iterator, List, Optional, Sequence, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import diagnostics as clang_diagnostics  # noqa: E402
import kbuild_cmd  # noqa: E402

ANALYSIS_FLAG_PREFIX = '-Wthread-safety'
# What keeps unannotated headers quiet in an opted-in compile: the
# system-header prefixes (the default) or the suppression mappings
# (CAPABILITY_ANALYSIS_HEADERS=mappings).
SUPPRESSION_FLAG = '--warning-suppression-mappings'
SYSTEM_HEADER_FLAGS = ('--system-header-prefix=', '--no-system-header-prefix=')
HEADER_FILTER_FLAGS = (SUPPRESSION_FLAG,) + SYSTEM_HEADER_FLAGS
# Everything the opt-in (scripts/Makefile.capability-analysis) adds to an
# object's compile command: the defines the annotated headers test, late
# attribute parsing, the warnings and the header filter. The one
# definition: analysis_cost.py leaves them out of its baseline compile,
# optin_free.py allows exactly them as the difference of an opted-in object.
_ANALYSIS_FLAG_RE = re.compile(r'^(?:-DWARN_CAPABILITY_ANALYSIS(?:_ATOMIC)?'
                               r'|-fexperimental-late-parse-attributes'
                               r'|-W(?:no-)?(?:error=)?thread-safety\S*'
                               r'|--warning-suppression-mappings(?:=.*)?'
                               r'|--(?:no-)?system-header-prefix=.*)$')


def is_analysis_flag(arg: str) -> bool:
    """Whether @arg is one of the flags the opt-in adds (the separate
    argument of "-D WARN_CAPABILITY_ANALYSIS" and of a spaced
    --warning-suppression-mappings are the caller's to pair)."""
    return _ANALYSIS_FLAG_RE.match(arg) is not None
# The diagnostic groups a "[thread-safety]" section covers (diagtool-22 tree
# thread-safety): -Wthread-safety-beta, -pointer and -negative are groups of
# their own, so the suppression file does not hide them.
SECTION_GROUPS = {
    'thread-safety': {'-Wthread-safety', '-Wthread-safety-attributes',
                      '-Wthread-safety-analysis', '-Wthread-safety-precise',
                      '-Wthread-safety-reference',
                      '-Wthread-safety-reference-return'},
}
# One JSON object of a report (a diagnostic, an object's record, a
# summary): values of mixed types, read back by key.
Json = Dict[str, Any]
DEFAULT_TIMEOUT = 600


# --- the report compile ---------------------------------------------------------

def report_command(argv: Sequence[str]) -> List[str]:
    """kbuild's compile @argv of a .c file as a report compile.

    kbuild_cmd.syntax_only_command() makes it a -fsyntax-only run; the
    report also drops -Werror, the error limit, the suppression mappings
    and the system-header prefixes that keep unannotated headers quiet (and
    the full macro backtrace, which only lengthens the notes)."""
    if not argv or not argv[-1].endswith('.c'):
        raise ValueError(f'not a C compile command: ...{" ".join(argv[-3:])}')
    dropped = ('-Werror=', '-ferror-limit', '-fmacro-backtrace-limit') + HEADER_FILTER_FLAGS
    out = [a for a in kbuild_cmd.syntax_only_command(list(argv), argv[-1])
           if a != '-Werror' and not a.startswith(dropped)]
    out[-1:-1] = ['-Wno-error', '-ferror-limit=0']
    return out


@dataclasses.dataclass
class Diagnostic:
    path: str                 # as Clang printed it
    line: int
    col: int
    severity: str             # 'warning', 'error', 'fatal error', ...
    message: str
    flag: str                 # e.g. '-Wthread-safety-analysis'; '' if none
    notes: List[str] = dataclasses.field(default_factory=list)

    @property
    def kind(self) -> str:
        return classify(self)

    def key(self) -> Tuple[str, int, int, str, str, str]:
        return (self.path, self.line, self.col, self.severity, self.message, self.flag)

    def to_json(self, rel: str = '') -> Json:
        d = dataclasses.asdict(self)
        d['kind'] = self.kind
        if rel:
            d['file'] = rel
        return d


def is_missing_file(d: Diagnostic) -> bool:
    """A hard error about a file that is not there: in a folder that was
    not built, usually one that a real build generates first."""
    return d.kind == 'error' and (d.message.endswith('file not found')
                                  or d.message.startswith('no such file'))


def classify(d: Diagnostic) -> str:
    if d.flag.startswith(ANALYSIS_FLAG_PREFIX):
        return 'analysis'
    if d.severity in ('error', 'fatal error'):
        return 'error'
    return 'other-warning'


def _main_flag(flags: str) -> str:
    names = [f for f in flags.split(',') if f.startswith('-W')]
    names = [f for f in names if not f.startswith('-Werror')] or names
    return names[-1] if names else ''


def parse_stderr(stderr: str) -> List[Diagnostic]:
    """Clang's diagnostics, notes attached, identical ones once, in order."""
    out: List[Diagnostic] = []
    seen: Dict[tuple, Diagnostic] = {}
    current: Optional[Diagnostic] = None
    parsed = clang_diagnostics.parse(stderr, 1)
    for line in parsed.driver_errors:       # "clang-22: error: no such file"
        m = re.match(r'^\S+: (error|warning): (.*)$', line)
        if m:
            out.append(Diagnostic('<driver>', 0, 0, m.group(1), m.group(2), ''))
    for d in parsed.diagnostics:
        if d.severity == 'note':
            if current is not None:
                current.notes.append(f'{d.path}:{d.line}:{d.col}: note: {d.message}')
            continue
        if d.severity == 'remark':
            current = None
            continue
        diag = Diagnostic(d.path, d.line, d.col, d.severity, d.message,
                          _main_flag(d.flags))
        if diag.key() in seen:
            current = None          # a duplicate: its notes too
            continue
        seen[diag.key()] = diag
        out.append(diag)
        current = diag
    return out


@dataclasses.dataclass
class Result:
    status: str               # 'ok', 'errors', 'timeout', 'signal', 'crash', 'not-run'
    rc: Optional[int]
    seconds: float
    diagnostics: List[Diagnostic]
    stderr: str = ''

    def of_kind(self, kind: str) -> List[Diagnostic]:
        return [d for d in self.diagnostics if d.kind == kind]


def run(argv: Sequence[str], cwd: str, timeout: float = DEFAULT_TIMEOUT) -> Result:
    """Run a report compile (@argv from report_command) in @cwd."""
    start = time.monotonic()
    try:
        p = subprocess.run(list(argv), cwd=cwd, stdout=subprocess.DEVNULL,
                           stderr=subprocess.PIPE, text=True, errors='replace',
                           timeout=timeout)
    except subprocess.TimeoutExpired as e:
        err = e.stderr.decode(errors='replace') if isinstance(e.stderr, bytes) else (e.stderr or '')
        return Result('timeout', None, time.monotonic() - start, parse_stderr(err), err)
    except OSError as e:
        return Result('not-run', None, 0.0, [], str(e))
    seconds = time.monotonic() - start
    parsed = clang_diagnostics.parse(p.stderr, p.returncode)
    if p.returncode < 0:
        status = 'signal'
    elif parsed.crashed:
        status = 'crash'
    elif p.returncode != 0:
        status = 'errors'
    else:
        status = 'ok'
    return Result(status, p.returncode, seconds, parse_stderr(p.stderr), p.stderr)


# --- the suppression file -------------------------------------------------------

class SuppressionFile:
    """Clang's --warning-suppression-mappings file, as Clang reads it.

    A diagnostic of a section's group located in a file is hidden when the
    longest "src:" glob matching the file's path is one without "=emit"
    (a tie goes to emit). Clang matches the path as it prints it, with a
    leading "./" removed; "*" matches "/" too.
    """

    def __init__(self, text: str, name: str = '<suppression>') -> None:
        self.name = name
        self.sections: Dict[str, List[Tuple[str, bool]]] = {}
        section: Optional[str] = None
        for raw in text.splitlines():
            line = raw.strip()
            if not line or line.startswith('#'):
                continue
            if line.startswith('[') and line.endswith(']'):
                section = line[1:-1]
                self.sections.setdefault(section, [])
                continue
            if section is None or not line.startswith('src:'):
                continue
            glob, _, category = line[4:].partition('=')
            self.sections[section].append((glob, category == 'emit'))

    @classmethod
    def load(cls, path: str) -> 'SuppressionFile':
        with open(path, encoding='utf-8') as f:
            return cls(f.read(), path)

    def _longest(self, path: str, section: str) -> Tuple[int, int]:
        path = path[2:] if path.startswith('./') else path
        sup = emit = 0
        for glob, is_emit in self.sections.get(section, []):
            if fnmatch.fnmatchcase(path, glob):
                if is_emit:
                    emit = max(emit, len(glob))
                else:
                    sup = max(sup, len(glob))
        return sup, emit

    def hidden(self, path: str, section: str = 'thread-safety') -> bool:
        """Would Clang hide a diagnostic of @section located in @path?"""
        sup, emit = self._longest(path, section)
        return sup > 0 and sup > emit

    def hides(self, diag: Diagnostic) -> bool:
        """Would the build have hidden @diag (its group and its location)?"""
        for section, groups in SECTION_GROUPS.items():
            if section in self.sections and diag.flag in groups:
                return self.hidden(diag.path, section)
        return False


def is_header(path: str) -> bool:
    return not path.endswith('.c')


# --- make -n --------------------------------------------------------------------

@dataclasses.dataclass
class Command:
    obj: str                  # as kbuild names it, relative to the build folder
    source: str               # as in the command (usually absolute)
    argv: List[str]


def _first_command(text: str) -> List[str]:
    """The argv of the first simple command of @text (lexes no further)."""
    lex = shlex.shlex(text, posix=True, punctuation_chars=';&|')
    lex.whitespace_split = True
    lex.commenters = ''
    argv: List[str] = []
    try:
        for tok in lex:
            if tok and set(tok) <= set(';&|'):
                break
            argv.append(tok)
    except ValueError:
        return []
    return argv


def _is_compiler(arg0: str) -> bool:
    base = os.path.basename(arg0)
    return bool(re.match(r'^(clang|gcc|cc)(-\d+)?$', base)) or base.endswith(('-gcc', '-clang'))


# Where a compiler command starts: at the line's start or after a separator.
_COMPILER_AT_RE = re.compile(r'(?:^|[;&|]\s*)(?=(?:\S*/)?(?:clang|gcc|cc)(?:-\d+)?\s)'
                             r'|(?:^|[;&|]\s*)(?=\S*-(?:gcc|clang)\s)')


def commands_from_make_n(text: str, kernel_only: bool = True) -> List[Command]:
    """Compile commands of .c files in "make -n" output.

    kbuild prints each as a line "set -e; echo '  CC  x.o'; trap ...; clang
    ... -c -o x.o /tree/x.c; scripts/basic/fixdep ...". @kernel_only keeps
    kernel objects (-D__KERNEL__), not host programs. One command per object.
    """
    out: List[Command] = []
    seen = set()
    for line in text.splitlines():
        if ' -c ' not in line or '.c' not in line:
            continue
        for m in _COMPILER_AT_RE.finditer(line):
            argv = _first_command(line[m.end():])
            if not argv:
                continue
            if not _is_compiler(argv[0]) or '-c' not in argv:
                continue
            if not argv[-1].endswith('.c') or '-o' not in argv:
                continue
            i = argv.index('-o')
            if i + 1 >= len(argv) or not argv[i + 1].endswith('.o'):
                continue
            if kernel_only and '-D__KERNEL__' not in argv:
                continue
            obj = argv[i + 1]
            if obj in seen:
                continue
            seen.add(obj)
            out.append(Command(obj, argv[-1], argv))
    return out


ASIDE = '.aside-for-make-n'


@contextlib.contextmanager
def objects_aside(build: str, objects: Sequence[str]) -> Iterator[List[str]]:
    """Move the built @objects out of make's sight while "make -n" runs.

    "make -n" prints the compile command of an object only if it would be
    rebuilt, and make's -W ("what if this file changed") does not reach
    kbuild's sub-makes: an object already built with the same command is
    silently left out. Renamed aside, it is missing, so its command is
    printed; it is put back afterwards, also on an exception. Should the
    process die in between, the object is only rebuilt by the next build.
    """
    moved: List[str] = []
    try:
        for obj in objects:
            path = os.path.join(build, obj)
            if os.path.isfile(path):
                os.replace(path, path + ASIDE)
                moved.append(obj)
        yield moved
    finally:
        for obj in moved:
            path = os.path.join(build, obj)
            if os.path.isfile(path + ASIDE) and not os.path.exists(path):
                os.replace(path + ASIDE, path)


def _kernel_cmd(path: str) -> bool:
    try:
        with open(path, encoding='utf-8', errors='replace') as f:
            return '-D__KERNEL__' in f.readline()
    except OSError:
        return False


def built_objects(build: str) -> List[str]:
    """The kernel objects kbuild has built in @build: an .o whose .cmd file
    holds a kernel compile (-D__KERNEL__), not a host program's."""
    out: List[str] = []
    for d, dirs, names in os.walk(build):
        if d == build:
            dirs[:] = [x for x in dirs if x not in ('tools', 'scripts', 'usr', 'source')]
        out.extend(os.path.relpath(os.path.join(d, f), build) for f in names
                   if f.endswith('.o') and _kernel_cmd(os.path.join(d, '.' + f + '.cmd')))
    return out


def make_n(tree: str, build: str, arch: str, llvm: str, targets: Sequence[str],
           extra: Sequence[str] = (), timeout: float = 900) -> Tuple[int, str, str]:
    """Run kbuild's "make -n -k" (prints commands, builds nothing)."""
    argv = ['make', '-n', '-k', '-C', tree, 'O=' + os.path.abspath(build),
            'ARCH=' + arch, 'LLVM=' + llvm] + list(extra) + list(targets)
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, errors='replace', timeout=timeout)
    return p.returncode, p.stdout, p.stderr


# --- paths and functions --------------------------------------------------------

def relative_path(path: str, cwd: str, roots: Sequence[str]) -> str:
    """@path (as Clang printed it, relative to @cwd) relative to the first
    of @roots that contains it (the tree, then the build folder)."""
    apath = os.path.normpath(path if os.path.isabs(path) else os.path.join(cwd, path))
    for root in roots:
        # Clang prints the path of the command line, which may be a
        # symbolic link's target while @roots name the link, or the reverse.
        top = os.path.normpath(os.path.abspath(root))
        if apath.startswith(top + os.sep):
            return os.path.relpath(apath, top)
        real, real_top = os.path.realpath(apath), os.path.realpath(root)
        if real.startswith(real_top + os.sep):
            return os.path.relpath(real, real_top)
    return apath


_DEF_RE = re.compile(r'^(?![#{}/\s])(?:[^;=(){}]*?[\s*])?(?P<name>[A-Za-z_]\w*)\s*\(')
_NOT_NAMES = {'if', 'for', 'while', 'switch', 'return', 'sizeof', 'typeof',
              '__attribute__', 'asm', '__asm__'}
_SYSCALL_RE = re.compile(r'^(?:COMPAT_)?SYSCALL_DEFINE\d\s*\(\s*(\w+)')


def enclosing_function_in(lines: Sequence[str], line: int) -> Optional[str]:
    """Name of the function whose body holds 1-based @line of @lines.

    Kernel style is assumed: a definition starts at column 0 and its body's
    braces are at column 0. Scans backwards; a "}" at column 0 before any
    definition start means @line is outside every function.
    """
    i = min(line, len(lines)) - 1
    if i < 0:
        return None
    if lines[i].startswith('}'):
        i -= 1                       # "still held at the end of function"
    seen_brace = False
    while i >= 0:
        text = lines[i]
        if text.startswith('}'):
            return None
        if text.startswith('{'):
            seen_brace = True
        m = _DEF_RE.match(text)
        if m and m['name'] not in _NOT_NAMES and not text.rstrip().endswith(';'):
            if seen_brace or '{' in text:
                sm = _SYSCALL_RE.match(text)
                return 'sys_' + sm.group(1) if sm else m['name']
        i -= 1
    return None


_file_cache: Dict[str, List[str]] = {}


def enclosing_function(source_path: str, line: int) -> Optional[str]:
    """The function around @line of the C file @source_path (or None)."""
    lines = _file_cache.get(source_path)
    if lines is None:
        try:
            with open(source_path, encoding='utf-8', errors='replace') as f:
                lines = f.read().splitlines()
        except OSError:
            lines = []
        _file_cache[source_path] = lines
    return enclosing_function_in(lines, line)


def source_line(source_path: str, line: int) -> str:
    enclosing_function(source_path, 1)       # fills the cache
    lines = _file_cache.get(source_path) or []
    return lines[line - 1] if 0 < line <= len(lines) else ''


def counts(items: Iterable[str]) -> List[Tuple[str, int]]:
    """(item, count) pairs, most frequent first, then by name."""
    c: Dict[str, int] = {}
    for it in items:
        c[it] = c.get(it, 0) + 1
    return sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))
