#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Precompiled headers for the corpus: the same includes, parsed once.

Most of a negative case's compile time is spent parsing the kernel headers
it includes; the code after them is a few dozen lines. Cases that include
the same headers in the same order share one precompiled header (PCH) of
exactly those #include lines, built with exactly the case's compile command,
and each such case is then compiled with "-include-pch" in front of its own
includes, which the headers' include guards turn into no-ops. The case is
therefore parsed as if compiled on its own: same headers, same order, same
flags, nothing more visible to it than it includes itself.

A case gets no PCH (and is compiled plainly) when anything but comments and
blank lines precedes its last #include (a #define that steers a header, for
example). A PCH whose build fails or prints anything is not used. PCHs are
kept in a cache folder, named by a hash of the compiler command and the
#include lines; Clang itself refuses a PCH when a header changed after it
was built ("has been modified since the precompiled header") or when the
cached file is truncated or corrupt, and the caller then rebuilds it once
(is_stale()) and compiles again, without a PCH if it is still refused.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import threading
from typing import Callable, Dict, List, Optional, Set

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import c_source  # noqa: E402

_INCLUDE_RE = re.compile(r'^\s*#\s*include\s*[<"]')
# Clang's words when it will not use a PCH: changed header, other flags, or
# a truncated or corrupt file ("malformed or corrupted precompiled file",
# "malformed block record in PCH file", "... AST file").
STALE_MARKERS = ('precompiled header', 'PCH file', 'precompiled file', 'AST file')


def include_prelude(text: str) -> Optional[str]:
    """The #include lines a PCH may stand for, or None.

    None when the file has no #include, or when something other than
    comments, blank lines and #include lines precedes its last #include.
    """
    lines = c_source.strip_comments(text).splitlines()
    last = max((i for i, line in enumerate(lines) if _INCLUDE_RE.match(line)),
               default=-1)
    if last < 0:
        return None
    prelude = []
    for line in lines[:last + 1]:
        if not line.strip():
            continue
        if not _INCLUDE_RE.match(line):
            return None
        prelude.append(line.strip())
    return ''.join(line + '\n' for line in prelude)


class PchCache:
    """Builds and hands out PCHs for one compile command.

    @argv: the compile command with the source file as its last argument
    (any placeholder) and -fsyntax-only in it; @cwd: where to run it;
    @folder: the cache folder; @run: subprocess.run or a stand-in.
    """

    def __init__(self, argv: List[str], cwd: str, folder: str,
                 run: Callable[..., subprocess.CompletedProcess] = subprocess.run,
                 timeout: int = 120):
        self.base = [a for a in argv[:-1] if a != '-fsyntax-only']
        self.cwd = cwd
        self.folder = folder
        self.run = run
        self.timeout = timeout
        self.built = 0
        self._locks: Dict[str, threading.Lock] = {}
        self._failed: Dict[str, str] = {}
        self._fresh: Set[str] = set()     # keys built by this instance
        self._guard = threading.Lock()

    def _key(self, prelude: str) -> str:
        h = hashlib.sha256('\0'.join(self.base).encode())
        h.update(b'\0\0' + prelude.encode())
        return h.hexdigest()[:20]

    def _lock(self, key: str) -> threading.Lock:
        with self._guard:
            return self._locks.setdefault(key, threading.Lock())

    def flags(self, case: str, rebuild: bool = False) -> List[str]:
        """["-include-pch", path] for @case, or [] when it gets none.

        @rebuild: the PCH was refused (stale()); rebuild it unless this
        instance built it already, so that the cases sharing a corrupt
        PCH rebuild it once, not once each."""
        with open(case, encoding='utf-8') as f:
            prelude = include_prelude(f.read())
        if prelude is None:
            return []
        key = self._key(prelude)
        pch = os.path.join(self.folder, key + '.pch')
        with self._lock(key):
            if key in self._failed:
                return []
            if (rebuild and key not in self._fresh) or not os.path.exists(pch):
                if not self._build(prelude, key, pch):
                    return []
        return ['-include-pch', pch]

    def _build(self, prelude: str, key: str, pch: str) -> bool:
        os.makedirs(self.folder, exist_ok=True)
        header = os.path.join(self.folder, key + '.h')
        with open(header, 'w', encoding='utf-8') as f:
            f.write(prelude)
        tmp = f'{pch}.{os.getpid()}.tmp'
        argv = self.base + ['-x', 'c-header', header, '-o', tmp]
        try:
            p = self.run(argv, cwd=self.cwd, capture_output=True, text=True,
                         timeout=self.timeout, check=False)
            ok = p.returncode == 0 and not p.stderr.strip() and os.path.exists(tmp)
            why = p.stderr.strip()[:200] or f'exit code {p.returncode}'
        except (OSError, subprocess.TimeoutExpired) as e:
            ok, why = False, str(e)
        if not ok:
            self._failed[key] = why
            if os.path.exists(tmp):
                os.unlink(tmp)
            return False
        os.replace(tmp, pch)
        self.built += 1
        self._fresh.add(key)
        return True


def is_stale(stderr: str) -> bool:
    """Whether Clang refused the PCH rather than compiled the case."""
    return any(m in stderr for m in STALE_MARKERS)
