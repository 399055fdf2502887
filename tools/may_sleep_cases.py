#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""One call per may-sleep mark: the corpus cases of negative-tests/may-sleep/.

The atomic context layer marks each function that may sleep with
__might_sleep_ctx (a locks_excluded() of the six atomic contexts). A mark is
only noticed when that very function is called in atomic context, so the
hand-written cases of negative-tests/atomic/ (one mistake each) leave most
marks unguarded: dropping one changes no diagnostic (make mutation-score).
This tool writes, per header that marks functions, one case that calls each
of them once with interrupts disabled (local_irq_disable(), the IRQS_OFF
context), and whose FIXED twin makes the same calls with interrupts on. The
golden then holds one "cannot call function 'NAME' while context 'IRQS_OFF'
is held" per mark, and a mark dropped or broken is a golden that differs.

Which functions are marked is read from Clang, not from the source text: a
translation unit including every header the series changes is compiled with
the flags of the layer's object (the OBJECT of negative-tests/may-sleep/) and
-ast-dump, and a function counts when a locks_excluded attribute written on
one of its declarations names all six contexts. Its header is the file of
that declaration; its parameters give the case function's parameters (the
call passes them through), so no argument is made up. Functions declared in
no header of that configuration are not seen: the report lists the marks of
the series' diff that the AST lacks (other configurations, other arches).

Functions that also acquire a lock (mutex_lock_nested(), down_read(), ...)
are called as correct code calls them: the lock released again after the
call (or after a successful conditional acquire), as RELEASES says per
function; one that releases what another acquires is called after that
acquire (ACQUIRED_BY: debugfs_leave_cancellation()). A marked function that
acquires or releases a lock and is in neither gets no case and fails
--check, as does a marking header that does not compile.

The cases are compiled in more builds than the ones whose AST chooses the
functions (make check-diagnostics-smp: SMP without lock debugging): given
as --also-build, such a build's AST is read too, and a function it does not
declare marked (_mutex_lock_nest_lock() exists only with
CONFIG_DEBUG_LOCK_ALLOC) is called inside the #if line its declaration is
under in the header, so the case compiles everywhere and calls it where it
exists. A function in an #else branch cannot be guarded that way: --check
fails naming it.

The other way round, a function that only an --also-build declares marked
(psi_trigger_destroy() exists only with CONFIG_PSI, which the KUnit builds
lack), or only some of the --build-dir builds (perf_pmu_unregister() with
CONFIG_PERF_EVENTS, off in the arm64 one), gets a case of its own per header, "NEEDS: CONFIG_PSI" (the options of
the #if line its declaration is under, a conjunction of CONFIG_ options):
check_diagnostics.py compiles it only in a build that sets them. One that
the first builds define as a macro (mutex_lock() is mutex_lock_nested()
under lockdep) needs no case: theirs call it through that macro.

  tools/may_sleep_cases.py --tree build/linux-source-6.12 \\
          --build-dir build/kunit-x86_64
      the inventory: function, header, how it is covered
  --write negative-tests/may-sleep      (re)write the cases
  --check negative-tests/may-sleep      exit 1 when the cases differ from
                                        what --write would write (a mark
                                        added, dropped or moved)
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kbuild_cmd  # noqa: E402
import kernel_compile  # noqa: E402

REPO = kernel_compile.REPO
CASE_DIR = os.path.join(REPO, 'negative-tests', 'may-sleep')
CONTEXTS = ('IRQS_OFF', 'PREEMPT_OFF', 'BH_OFF', 'RCU', 'RCU_BH', 'RCU_SCHED')
# Attributes that make a bare call incorrect code or change what it means.
LOCKING_ATTRS = ('AcquireCapabilityAttr', 'ReleaseCapabilityAttr',
                 'TryAcquireCapabilityAttr', 'RequiresCapabilityAttr',
                 'AssertCapabilityAttr')
HEADER_DIRS = ('include/', 'arch/x86/include/', 'arch/arm64/include/')
MARKER = '__might_sleep_ctx'
_DEFINE_RE = re.compile(r'^[ \t]*#[ \t]*define[ \t]+(\w+)[ \t]+(.*)$', re.M)
SKIP_HEADERS = ('include/linux/compiler-context-analysis.h',
                'include/linux/compiler-context-tokens.h')

# The functions that acquire a lock besides may sleep: how a case releases
# it again, so that the FIXED twin is correct code. "if" is the test of a
# conditional acquire's success ("{}" is the call), "unlock" the release;
# a0, a1 are the function's parameters. A marked acquirer missing here has
# no case and is listed as such.
RELEASES: Dict[str, Tuple[str, str]] = {
    'mutex_lock': ('', 'mutex_unlock(a0)'),
    'mutex_lock_io': ('', 'mutex_unlock(a0)'),
    'mutex_lock_interruptible': ('!{}', 'mutex_unlock(a0)'),
    'mutex_lock_killable': ('!{}', 'mutex_unlock(a0)'),
    'mutex_lock_nested': ('', 'mutex_unlock(a0)'),
    'mutex_lock_io_nested': ('', 'mutex_unlock(a0)'),
    '_mutex_lock_nest_lock': ('', 'mutex_unlock(a0)'),
    'mutex_lock_interruptible_nested': ('!{}', 'mutex_unlock(a0)'),
    'mutex_lock_killable_nested': ('!{}', 'mutex_unlock(a0)'),
    'refcount_dec_and_mutex_lock': ('{}', 'mutex_unlock(a1)'),
    'rt_mutex_lock_nested': ('', 'rt_mutex_unlock(a0)'),
    '_rt_mutex_lock_nest_lock': ('', 'rt_mutex_unlock(a0)'),
    'rt_mutex_lock_interruptible': ('!{}', 'rt_mutex_unlock(a0)'),
    'rt_mutex_lock_killable': ('!{}', 'rt_mutex_unlock(a0)'),
    'percpu_down_read': ('', 'percpu_up_read(a0)'),
    'percpu_down_write': ('', 'percpu_up_write(a0)'),
    'down_read': ('', 'up_read(a0)'),
    'down_read_nested': ('', 'up_read(a0)'),
    'down_read_non_owner': ('', 'up_read_non_owner(a0)'),
    'down_read_interruptible': ('!{}', 'up_read(a0)'),
    'down_read_killable': ('!{}', 'up_read(a0)'),
    'down_read_killable_nested': ('!{}', 'up_read(a0)'),
    'down_write': ('', 'up_write(a0)'),
    'down_write_nested': ('', 'up_write(a0)'),
    '_down_write_nest_lock': ('', 'up_write(a0)'),
    'down_write_killable': ('!{}', 'up_write(a0)'),
    'down_write_killable_nested': ('!{}', 'up_write(a0)'),
    'ww_mutex_lock': ('!{}', 'ww_mutex_unlock(a0)'),
    'ww_mutex_lock_interruptible': ('!{}', 'ww_mutex_unlock(a0)'),
    'ww_mutex_lock_slow': ('', 'ww_mutex_unlock(a0)'),
    'ww_mutex_lock_slow_interruptible': ('!{}', 'ww_mutex_unlock(a0)'),
    '__lock_sock_fast': ('', 'unlock_sock_fast(a0, false)'),
    'console_list_lock': ('', 'console_list_unlock()'),
    'wiphy_lock': ('', 'wiphy_unlock(a0)'),
    'debugfs_enter_cancellation': ('', 'debugfs_leave_cancellation(a0, a1)'),
}
# A function that releases what another one acquires: its case acquires
# first, with interrupts on, and calls it with them off.
ACQUIRED_BY: Dict[str, str] = {
    'debugfs_leave_cancellation': 'debugfs_enter_cancellation(a0, a1)',
}
# The header of a release that the function's own header does not include.
RELEASE_HEADERS = {'refcount_dec_and_mutex_lock': 'linux/mutex.h'}


def has_case(name: str) -> bool:
    """Whether a function that also acquires or releases a lock can be
    called as correct code calls it (RELEASES, ACQUIRED_BY)."""
    return name in RELEASES or name in ACQUIRED_BY


_NODE_RE = re.compile(r'^([ |`-]*)(\w+) ')
# A location with its file: a file of the unit, or the scratch space of
# token pasting; line: and col: locations keep the last one printed.
_FILE_LOC_RE = re.compile(r'(<scratch space>|[\w./+-]+\.[ch]):(\d+):\d+')
_FUNC_RE = re.compile(
    r"FunctionDecl 0x[0-9a-f]+ (?:parent 0x[0-9a-f]+ )?(?:prev 0x[0-9a-f]+ )?"
    r"<(?P<range>[^>]*)>(?: <Spelling=[^>]*>)? (?P<loc><scratch space>:\d+:\d+|\S+) "
    r"(?:(?:used|referenced|implicit|invalid) )*(?P<name>\w+) '(?P<type>[^']*)'")
_PARM_RE = re.compile(r"ParmVarDecl 0x[0-9a-f]+ .*?(?: (?P<name>\w+))? "
                      r"'(?P<type>[^']*)'(?::'[^']*')?(?: cinit)?$")
_QUOTED_NAME_RE = re.compile(r"'(\w+)'")


@dataclass
class Function:
    name: str
    header: str                 # where the mark is written, tree-relative
    ftype: str                  # Clang's spelling of the function type
    params: List[str] = field(default_factory=list)   # parameter types
    locking: List[str] = field(default_factory=list)  # LOCKING_ATTRS present
    pasted: bool = False        # its name made by ## in a macro (a guard's constructor)

    @property
    def returns_void(self) -> bool:
        return self.ftype.split('(', 1)[0].strip() == 'void'


def marking_headers(tree: str, arch: str) -> List[str]:
    """The headers under include/ and arch/@arch/include/ that use
    __might_sleep_ctx or a macro defined with it, tree-relative."""
    texts: Dict[str, str] = {}
    for top in ('include', os.path.join('arch', arch, 'include')):
        for root, _dirs, files in os.walk(os.path.join(tree, top)):
            for name in files:
                if name.endswith('.h'):
                    path = os.path.join(root, name)
                    with open(path, encoding='utf-8', errors='replace') as f:
                        texts[os.path.relpath(path, tree)] = f.read()
    markers = {MARKER}
    for text in texts.values():
        for m in _DEFINE_RE.finditer(text):
            if MARKER in m.group(2).split():
                markers.add(m.group(1))
    word = re.compile(r'\b(?:' + '|'.join(sorted(markers)) + r')\b')
    return sorted(h for h, text in texts.items()
                  if h not in SKIP_HEADERS and word.search(text))


# Headers not meant to be included on their own: what includes them, or
# what must come first.
INCLUDE_VIA = {
    'include/linux/rcutree.h': 'linux/rcupdate.h',
    'include/linux/rcutiny.h': 'linux/rcupdate.h',
    'include/linux/srcutree.h': 'linux/srcu.h',
    'include/linux/srcutiny.h': 'linux/srcu.h',
    'include/linux/pm_wakeup.h': 'linux/device.h',
    'include/linux/irqdesc.h': 'linux/irq.h',
    'include/sound/soc-card.h': 'sound/soc.h',
}
INCLUDE_BEFORE = {
    'include/linux/psi.h': ['linux/workqueue.h'],
    'include/linux/dlm_plock.h': ['linux/fs.h', 'linux/dlm.h'],
    'include/net/bluetooth/hci_core.h': ['net/bluetooth/bluetooth.h',
                                         'net/bluetooth/hci.h'],
    'include/net/bluetooth/l2cap.h': ['net/bluetooth/bluetooth.h'],
    'include/linux/pipe_fs_i.h': ['linux/fs.h'],
    'include/linux/splice.h': ['linux/fs.h'],
    'include/linux/resctrl.h': ['linux/workqueue.h'],
    'include/net/flow_offload.h': ['linux/netdevice.h'],
    'include/linux/eventpoll.h': ['linux/fs.h', 'linux/uaccess.h'],
}


def includes(header: str) -> List[str]:
    """The #include names that bring in @header (tree-relative)."""
    return INCLUDE_BEFORE.get(header, []) + \
        [INCLUDE_VIA.get(header, _include_name(header))]


def _include_name(header: str) -> str:
    for prefix in HEADER_DIRS:
        if header.startswith(prefix):
            return header[len(prefix):]
    return header


_PREFIX_RE = re.compile(r'^[ |`-]*')


def _depth(line: str) -> int:
    """How deep a dump line's node is: the length of its tree prefix (any
    node, "<<<NULL>>>" included)."""
    m = _PREFIX_RE.match(line)
    return len(m.group(0)) if m else 0


def parse_ast(dump: str, tree: str, cwd: str) -> Dict[str, Function]:
    """The marked functions of a text AST dump made in @cwd, by name (the
    first declaration that writes the mark gives the header)."""
    found: Dict[str, Function] = {}
    lines = dump.splitlines()
    last_file = ''
    i = 0
    while i < len(lines):
        line = lines[i]
        m = _FUNC_RE.search(line)
        locs = _FILE_LOC_RE.findall(line)
        begin_file = last_file
        begin = _FILE_LOC_RE.match(m.group('range')) if m else None
        if begin:
            begin_file = begin.group(1)
        if locs:
            last_file = locs[-1][0]
        if not m:
            i += 1
            continue
        depth = _depth(line)
        j = i + 1
        params: List[str] = []
        attrs: Dict[str, List[str]] = {}
        marked = False
        while j < len(lines) and _depth(lines[j]) > depth:
            child = lines[j]
            for loc in _FILE_LOC_RE.findall(child):
                last_file = loc[0]
            cdepth = _depth(child)
            nm = _NODE_RE.match(child)
            if cdepth == depth + 2 and nm:
                node = nm.group(2)
                if node == 'ParmVarDecl':
                    pm = _PARM_RE.search(child)
                    params.append(pm.group('type') if pm else '?')
                elif node.endswith('Attr') and ' Inherited' not in child:
                    k = j + 1
                    names: List[str] = []
                    while k < len(lines) and _depth(lines[k]) > cdepth:
                        names += _QUOTED_NAME_RE.findall(lines[k])
                        k += 1
                    attrs.setdefault(node, []).extend(names)
                    if node == 'LocksExcludedAttr' and all(c in names for c in CONTEXTS):
                        marked = True
            j += 1
        if marked and m.group('name') not in found:
            header = os.path.relpath(os.path.realpath(os.path.join(cwd, begin_file)),
                                     os.path.realpath(tree))
            found[m.group('name')] = Function(
                m.group('name'), header, m.group('type'), params,
                [a for a in LOCKING_ATTRS if a in attrs],
                m.group('loc').startswith('<scratch space>'))
        i = j
    return found


# Included before the marking headers: some of them are not self-contained.
PRELUDE = ('linux/kernel.h', 'linux/sched.h', 'linux/mm.h', 'linux/fs.h',
           'linux/slab.h', 'linux/netdevice.h')
_INCLUDED_FROM_RE = re.compile(r'^In file included from [^:]*may_sleep_inventory\.c:(\d+):')
_ERROR_AT_RE = re.compile(r'^[^:]*may_sleep_inventory\.c:(\d+):\d+: (?:fatal )?error:')


def _failing_lines(stderr: str) -> Dict[int, str]:
    """The unit's #include lines (1-based) errors were reached through,
    each with the first such error."""
    bad: Dict[int, str] = {}
    chain: Optional[int] = None     # the unit's line the next diagnostic came through
    for line in stderr.splitlines():
        if line.startswith('In file included from '):
            m = _INCLUDED_FROM_RE.match(line)
            if m and chain is None:
                chain = int(m.group(1))
            continue
        m = _ERROR_AT_RE.match(line)
        if m:
            bad.setdefault(int(m.group(1)), line.split('error: ', 1)[1])
        elif ': error: ' in line or ': fatal error: ' in line:
            if chain is not None:
                bad.setdefault(chain, line.split('error: ', 1)[1])
        if not line.startswith(' '):
            chain = None
    return bad


def unit_includes(headers: Sequence[str]) -> List[str]:
    """The #include names of the inventory unit for @headers, once each."""
    todo = [i for h in headers for i in includes(h)]
    return sorted(set(todo), key=todo.index)


def unit_text(todo: Sequence[str]) -> str:
    """The inventory unit: PRELUDE, then @todo's includes."""
    return '\n'.join(f'#include <{h}>' for h in PRELUDE + tuple(todo)) + '\n'


def ast_dump(compiler: kernel_compile.Compiler, headers: Sequence[str]
             ) -> Tuple[str, List[Tuple[str, str]]]:
    """Clang's AST dump of a unit including PRELUDE and @headers
    (tree-relative), and the headers left out as (header, first error):
    a header whose inclusion fails is dropped and the unit compiled again."""
    left_out: List[Tuple[str, str]] = []
    todo = unit_includes(headers)
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'may_sleep_inventory.c')
        while True:
            with open(src, 'w', encoding='utf-8') as f:
                f.write(unit_text(todo))
            argv = compiler.command(src)
            argv[-1:-1] = ['-Xclang', '-ast-dump', '-fno-color-diagnostics',
                           '-Wno-error', '-ferror-limit=0']
            rc, out, err = _run_stdout(argv, compiler.build_dir)
            if rc == 0:
                return out, left_out
            bad = {n - 1 - len(PRELUDE): why for n, why in _failing_lines(err).items()}
            if not bad or min(bad) < 0:
                raise RuntimeError('the inventory unit does not compile, and not '
                                   f'because of one header:\n{err[-3000:]}')
            for k in sorted(bad, reverse=True):
                left_out.append((todo[k], bad[k]))
                del todo[k]


_MACRO_RE = re.compile(r'^#define (\w+)(?:\([^)]*\))? ?(.*)$', re.M)


def macro_defs(compiler: kernel_compile.Compiler, headers: Sequence[str],
               left_out: Sequence[Tuple[str, str]] = ()) -> Dict[str, str]:
    """The macros a unit like ast_dump()'s defines (-E -dM), name ->
    replacement text: a name that is a macro in a build can be called there
    even if no function has it (mutex_lock_nested() without
    CONFIG_DEBUG_LOCK_ALLOC)."""
    dropped = {h for h, _ in left_out}
    todo = [i for i in unit_includes(headers) if i not in dropped]
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'may_sleep_macros.c')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(unit_text(todo))
        argv = [a for a in compiler.command(src) if a != '-fsyntax-only']
        argv[-1:-1] = ['-E', '-dM', '-Wno-error']
        rc, out, err = _run_stdout(argv, compiler.build_dir)
    if rc != 0:
        raise RuntimeError(f'-E -dM of the inventory unit failed:\n{err[-2000:]}')
    return parse_macros(out)


def parse_macros(text: str) -> Dict[str, str]:
    """-E -dM output as name -> replacement text."""
    return {m.group(1): m.group(2) for m in _MACRO_RE.finditer(text)}


def reached_through_macro(name: str, called: Sequence[str], macros: Dict[str, str]) -> bool:
    """Whether a case calling @called reaches @name in a build whose
    macros are @macros: one of them is a macro there that names it
    (mutex_lock_nested(l, s) is mutex_lock(l) without lockdep), not just a
    name that is a macro elsewhere (blk_trace_ioctl() is a stub macro
    without CONFIG_BLK_DEV_IO_TRACE, which no case calls)."""
    word = re.compile(r'\b' + re.escape(name) + r'\b')
    return any(c in macros and word.search(macros[c]) for c in called)


def corpus_caller(name: str, corpus: str) -> Optional[str]:
    """A hand-written case of @corpus (outside may-sleep/) that calls
    @name (might_fault() is a macro under lockdep and a marked stub
    without it: negative-tests/atomic/ calls it in every build), or None."""
    call = re.compile(r'\b' + re.escape(name) + r'\s*\(')
    for root, dirs, files in os.walk(corpus):
        dirs[:] = sorted(d for d in dirs if d != 'may-sleep')
        for fname in sorted(files):
            if fname.endswith('.c'):
                path = os.path.join(root, fname)
                with open(path, encoding='utf-8', errors='replace') as f:
                    if call.search(f.read()):
                        return os.path.relpath(path, REPO)
    return None


def _run_stdout(argv: Sequence[str], cwd: str) -> Tuple[int, str, str]:
    p = subprocess.run(list(argv), cwd=cwd, capture_output=True, text=True,
                       check=False, timeout=kernel_compile.COMPILE_TIMEOUT)
    return p.returncode, p.stdout, p.stderr


def case_name(header: str) -> str:
    """negative-tests/may-sleep/'s file for @header: include/linux/foo.h is
    linux-foo.c, arch/x86/include/asm/bar.h x86-asm-bar.c."""
    name = _include_name(header)
    if header.startswith('arch/'):
        name = header.split('/')[1] + '/' + name
    return name[:-2].replace('/', '-').replace('_', '-') + '.c'


def _param(ptype: str, k: int) -> str:
    """Parameter k of type @ptype as Clang spells it; a type with a
    declarator inside (a function pointer) goes through __typeof__()."""
    if '(' in ptype or '[' in ptype:
        return f'__typeof__({ptype}) a{k}'
    return f'{ptype}a{k}' if ptype.endswith('*') else f'{ptype} a{k}'


_COND_RE = re.compile(r'^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|else|endif)\b(.*)$')


def declaration_condition(text: str, name: str) -> Optional[str]:
    """The #if, #ifdef or #ifndef line that the marked declaration of
    @name in the header @text is inside (innermost, include guards left
    out), '' when it is not inside one, None when it is in an #else or
    #elif branch (no single line to repeat) or the declaration is not found."""
    conds = declaration_conditions(text, name)
    if conds is None:
        return None
    return conds[-1] if conds else ''


def declaration_conditions(text: str, name: str) -> Optional[List[str]]:
    """Every #if, #ifdef or #ifndef line the marked declaration of @name
    in the header @text is inside, outermost first (include guards left
    out); None when one of them is in an #else or #elif branch or the
    declaration is not found."""
    decl = None
    for m in re.finditer(r'\b' + re.escape(name) + r'\s*\(', text):
        end = min((i for i in (text.find(';', m.end()), text.find('{', m.end())) if i >= 0),
                  default=len(text))
        if MARKER in text[m.end():end]:
            decl = text.count('\n', 0, m.start())
            break
    if decl is None:
        return None
    lines = text.split('\n')
    stack: List[Tuple[str, bool]] = []      # (directive line, in its first branch)
    for k, line in enumerate(lines[:decl]):
        d = _COND_RE.match(line)
        if not d:
            continue
        kind = d.group(1)
        if kind in ('if', 'ifdef', 'ifndef'):
            guard = (kind == 'ifndef' and not stack and k + 1 < len(lines)
                     and re.match(r'^[ \t]*#[ \t]*define[ \t]+' +
                                  re.escape(d.group(2).strip()) + r'\b', lines[k + 1]))
            stack.append(('' if guard else line.strip(), True))
        elif kind in ('elif', 'else') and stack:
            stack[-1] = (stack[-1][0], False)
        elif kind == 'endif' and stack:
            stack.pop()
    if any(directive and not first for directive, first in stack):
        return None
    return [directive for directive, _first in stack if directive]


_OPTION_TERM_RE = re.compile(r'^!?\s*(?:defined\s*\(?\s*(CONFIG_\w+)\s*\)?|'
                             r'IS_(?:ENABLED|BUILTIN|REACHABLE)\s*\(\s*(CONFIG_\w+)\s*\))$')


def condition_options(directive: str) -> Optional[List[str]]:
    """The options a build must set for @directive (#ifdef CONFIG_X, #if
    defined(CONFIG_X) && IS_ENABLED(CONFIG_Y), ...) to hold; None when it
    is not a conjunction of such options (a negation, an ||, a value)."""
    d = _COND_RE.match(directive)
    if not d or d.group(1) not in ('if', 'ifdef'):
        return None
    expr = d.group(2).split('/*')[0].strip()
    if d.group(1) == 'ifdef':
        return [expr] if re.match(r'^CONFIG_\w+$', expr) else None
    options = []
    for term in expr.split('&&'):
        term = term.strip()
        while term.startswith('(') and term.endswith(')') and term.count('(') == 1:
            term = term[1:-1].strip()
        m = _OPTION_TERM_RE.match(term)
        if not m or term.startswith('!'):
            return None
        options.append(m.group(1) or m.group(2))
    return options or None


def declaration_needs(tree: str, f: Function) -> Tuple[Optional[str], Optional[List[str]]]:
    """The #if line @f's marked declaration is under in its header, and
    the options it needs (condition_options(); None when it is not a
    conjunction of CONFIG_ options, or the declaration is in no #if)."""
    with open(os.path.join(tree, f.header), encoding='utf-8', errors='replace') as fh:
        cond = declaration_condition(fh.read(), f.name)
    return cond, condition_options(cond) if cond else None


def split_conditions(conds: Sequence[str]) -> Tuple[List[str], List[str]]:
    """The options of the CONFIG_-only lines of @conds (outermost first),
    and the other lines (an arch's __ARCH_WANT_*): a case NEEDS the
    former and repeats the latter around its call."""
    options: List[str] = []
    others: List[str] = []
    for cond in conds:
        opts = condition_options(cond)
        if opts is None:
            others.append(cond)
        else:
            options += [o for o in opts if o not in options]
    return options, others


def case_text(header: str, funcs: Sequence[Function],
              guards: Optional[Dict[str, str]] = None,
              needs: Sequence[str] = ()) -> str:
    """The case calling each of @funcs (all marked in @header) with
    interrupts disabled, and with them on under FIXED. A function named in
    @guards is declared only under that #if line (not in every build the
    corpus is compiled in): its case function is too. @needs: the options
    without which the case is not compiled (its NEEDS line)."""
    guards = guards or {}
    include = _include_name(header)
    out = [
        '// SPDX-License-Identifier: GPL-2.0',
        '/*',
        f' * MISTAKE: calls each function <{include}> marks may-sleep',
        ' * (__might_sleep_ctx) with interrupts disabled, one call per mark.',
        ' * Written by tools/may_sleep_cases.py from the AST; FIXED makes the',
        ' * same calls with interrupts on.',
        ' * EXPECT: -Wthread-safety-analysis',
    ] + ([' * NEEDS: ' + ' '.join(needs)] if needs else []) + [
        ' */',
        '#include <linux/irqflags.h>',
    ] + [f'#include <{i}>' for i in includes(header)] + \
        [f'#include <{RELEASE_HEADERS[f.name]}>' for f in funcs
         if f.name in RELEASE_HEADERS]
    for f in funcs:
        params = ', '.join(_param(t, k) for k, t in enumerate(f.params)) or 'void'
        args = ', '.join(f'a{k}' for k in range(len(f.params)))
        call = f'{f.name}({args})'
        test, unlock = RELEASES.get(f.name, ('', ''))
        if test:
            body = [f'\tif ({test.format(call)})', f'\t\t{unlock};']
        elif unlock or f.returns_void:
            body = [f'\t{call};'] + ([f'\t{unlock};'] if unlock else [])
        else:
            body = [f'\t(void){call};']
        enable = ['#ifndef FIXED', '\tlocal_irq_enable();', '#endif']
        if test or not unlock:      # interrupts back on after the statement
            body += enable
        else:                       # before the unlock (unlock_sock_fast())
            body[1:1] = enable
        first = ACQUIRED_BY.get(f.name)
        fn = [f'static void __used may_sleep_{f.name}({params})', '{'] + \
            ([f'\t{first};'] if first else []) + [
              '#ifndef FIXED', '\tlocal_irq_disable();', '#endif'] + body + ['}']
        if f.name in guards:
            lines = guards[f.name].split('\n')
            fn = lines + fn + ['#endif'] * len(lines)
        out += [''] + fn
    return '\n'.join(out) + '\n'


def cases(funcs: Dict[str, Function],
          guards: Optional[Dict[str, str]] = None,
          needing: Optional[Dict[str, Tuple[Function, List[str]]]] = None) -> Dict[str, str]:
    """The cases to write, file name -> text: one per header, its functions
    that carry no locking attribute besides the mark, by name (@guards:
    case_text()'s). @needing: the functions not every build declares
    marked, with the options they need; one case per header and options,
    named after the header (and the options, when the header has a case
    of its own already)."""
    by_header: Dict[str, List[Function]] = {}
    for f in funcs.values():
        if not f.locking or has_case(f.name):
            by_header.setdefault(f.header, []).append(f)
    out = {case_name(h): case_text(h, sorted(fs, key=lambda f: f.name), guards)
           for h, fs in sorted(by_header.items())}
    by_needs: Dict[Tuple[str, Tuple[str, ...]], List[Function]] = {}
    for f, needs in (needing or {}).values():
        if not f.locking or has_case(f.name):
            by_needs.setdefault((f.header, tuple(needs)), []).append(f)
    for (h, options), fs in sorted(by_needs.items()):
        name = case_name(h)
        if name in out:
            name = name[:-2] + '-' + '-'.join(o[len('CONFIG_'):].lower().replace('_', '-')
                                              for o in options) + '.c'
        out[name] = case_text(h, sorted(fs, key=lambda f: f.name), guards, needs=options)
    return out


def differences(want: Dict[str, str], directory: str) -> List[str]:
    """The cases of @directory that differ from @want (file name -> text),
    each named, with "(missing)" or "(no longer wanted)" where it applies."""
    have = {n for n in os.listdir(directory) if n.endswith('.c')}
    differ = []
    for name in sorted(have | set(want)):
        if name not in have:
            differ.append(f'{name} (missing)')
        elif name not in want:
            differ.append(f'{name} (no longer wanted)')
        else:
            with open(os.path.join(directory, name), encoding='utf-8') as f:
                if f.read() != want[name]:
                    differ.append(name)
    return differ


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split('\n', 1)[0],
                                 epilog=__doc__.split('\n', 1)[1],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tree', required=True, help='the prepared kernel tree')
    ap.add_argument('--build-dir', required=True, action='append',
                    help='a build folder whose .cmd files give the flags; given '
                         'more than once (the x86_64 and arm64 KUnit builds, '
                         'which compile the corpus), a function gets a call only '
                         'when every build declares it marked')
    ap.add_argument('--arch', default=[], action='append',
                    help='arch/ARCH/include is searched too (once per --build-dir)')
    ap.add_argument('--also-build', default=[], action='append', metavar='DIR',
                    help='another build the cases are compiled in (x86): a function '
                         'it does not declare marked is called under the #if its '
                         'declaration is inside, so that the case compiles there too')
    g = ap.add_mutually_exclusive_group()
    g.add_argument('--write', metavar='DIR', help='write the cases to DIR')
    g.add_argument('--check', metavar='DIR',
                   help='exit 1 when DIR differs from what --write would write')
    args = ap.parse_args(argv)
    obj = kernel_compile.directory_object(CASE_DIR)
    if obj is None:
        print(f'may-sleep-cases: {os.path.relpath(CASE_DIR, REPO)}/OBJECT is missing',
              file=sys.stderr)
        return 2
    per_build: List[Dict[str, Function]] = []
    left_out: List[Tuple[str, str]] = []
    also_macros: List[Dict[str, str]] = []
    primary_macros: set = set()
    builds = args.build_dir + args.also_build
    for k, build_dir in enumerate(builds):
        arch = args.arch[k] if k < len(args.arch) and k < len(args.build_dir) else 'x86'
        try:
            compiler = kernel_compile.Compiler(build_dir, args.tree, obj)
            headers = marking_headers(args.tree, arch)
            dump, missed = ast_dump(compiler, headers)
            if k >= len(args.build_dir):
                also_macros.append(macro_defs(compiler, headers, missed))
            else:
                primary_macros |= set(macro_defs(compiler, headers, missed))
        except (kbuild_cmd.CmdFileError, RuntimeError, subprocess.TimeoutExpired,
                OSError) as e:
            print(f'may-sleep-cases: {build_dir}: {e}', file=sys.stderr)
            return 2
        left_out += [(f'{h} ({os.path.basename(build_dir)})', why) for h, why in missed]
        per_build.append(parse_ast(dump, args.tree, compiler.build_dir))
    also = per_build[len(args.build_dir):]
    per_build = per_build[:len(args.build_dir)]
    funcs = {name: f for name, f in per_build[0].items()
             if all(name in b for b in per_build[1:])
             and f.header not in SKIP_HEADERS and not f.pasted}
    partial = sorted({name for b in per_build for name in b} - set(funcs))
    guards: Dict[str, str] = {}
    unguarded: List[str] = []
    for name, f in sorted(funcs.items()):
        lacking = [os.path.basename(d) for d, b, macros in zip(args.also_build, also, also_macros)
                   if name not in b and name not in macros]
        if not lacking:
            continue
        with open(os.path.join(args.tree, f.header), encoding='utf-8', errors='replace') as fh:
            cond = declaration_condition(fh.read(), name)
        if cond:
            guards[name] = cond
            print(f'under {cond}: {name} ({f.header}): not declared marked in '
                  + ', '.join(lacking))
        else:
            unguarded.append(f'{name} ({f.header}; not declared marked in '
                             f'{", ".join(lacking)}, and its declaration is not in the '
                             'first branch of an #if)')
    # Marked only in an --also-build, or in some of the first builds (not
    # all): called where the options of their #if line are set.
    needing: Dict[str, Tuple[Function, List[str]]] = {}
    for name in list(partial):
        f = next(b[name] for b in per_build if name in b)
        if f.header in SKIP_HEADERS or f.pasted:
            continue
        _cond, options = declaration_needs(args.tree, f)
        if options is not None:
            needing[name] = (f, options)
            partial.remove(name)
            print(f'needs {" ".join(options)}: {name} ({f.header}): declared marked only in '
                  + ', '.join(os.path.basename(d) for d, b in zip(args.build_dir, per_build)
                              if name in b))
    primary = {name for b in per_build for name in b}
    called = sorted(funcs)
    for b, macros in zip(also, also_macros):
        for name, f in sorted(b.items()):
            if name in primary or name in needing or f.header in SKIP_HEADERS or f.pasted:
                continue
            if reached_through_macro(name, called, macros):
                # mutex_lock() is mutex_lock_nested() under lockdep: the
                # case calling that reaches this function in this build.
                print(f'through a macro: {name} ({f.header}): the first builds\' '
                      'cases reach it through a macro of this build')
                continue
            caller = corpus_caller(name, os.path.dirname(CASE_DIR)) \
                if name in primary_macros else None
            if caller:
                print(f'called by {caller}: {name} ({f.header}): a macro of the first '
                      'builds, a function here')
                continue
            cond, options = declaration_needs(args.tree, f)
            if options is None:
                # The options of the #if lines around it, and the other
                # lines (#ifdef __ARCH_WANT_KPROBES_INSN_SLOT inside
                # CONFIG_KPROBES) repeated around its call.
                with open(os.path.join(args.tree, f.header), encoding='utf-8',
                          errors='replace') as fh:
                    conds = declaration_conditions(fh.read(), name)
                options, others = split_conditions(conds or [])
                if conds is None or not options:
                    unguarded.append(f'{name} ({f.header}; declared marked only in an '
                                     '--also-build, and not under an #if of CONFIG_ options: '
                                     f'{cond!r})')
                    continue
                guards[name] = '\n'.join(others)
                print(f'under {" ".join(others)}: {name} ({f.header}): declared '
                      'marked only in an --also-build')
            needing[name] = (f, options)
            print(f'needs {" ".join(options)}: {name} ({f.header}): declared marked '
                  'only in an --also-build')
    want = cases(funcs, guards, needing)
    uncovered = sorted(f.name for f in list(funcs.values()) + [f for f, _ in needing.values()]
                       if f.locking and not has_case(f.name))
    if not args.write and not args.check:
        for f in sorted(funcs.values(), key=lambda f: (f.header, f.name)):
            how = (case_name(f.header) if f.name not in uncovered
                   else 'no case (add it to RELEASES): also ' + ', '.join(f.locking))
            print(f'{f.name:40} {f.header:45} {how}')
    for name in uncovered:
        print(f'no case: {name} acquires or releases a lock too; add its release '
              'to RELEASES', file=sys.stderr)
    for what in unguarded:
        print(f'no guard: {what}: its call would not compile there', file=sys.stderr)
    for h, why in left_out:
        print(f'left out: <{h}> does not compile after the others: {why}', file=sys.stderr)
    for name in partial:
        where = [os.path.basename(d) for d, b in zip(args.build_dir, per_build) if name in b]
        header = next(b[name].header for b in per_build if name in b)
        pasted = next(b[name].pasted for b in per_build if name in b)
        why = ('the layer\'s own statement form, tested by negative-tests/atomic/'
               if header in SKIP_HEADERS else
               'a guard\'s constructor (a macro names it): guard() cases of '
               'negative-tests/atomic/' if pasted else
               'declared marked only in ' + ', '.join(where))
        print(f'not called: {name} ({header}): {why}')
    print(f'{len(funcs) + len(needing) + len(partial)} marked functions: '
          f'{len(funcs) + len(needing) - len(uncovered)} called in {len(want)} cases '
          f'({len(needing)} in NEEDS cases: options not every build sets), '
          f'{len(uncovered)} without a case, '
          f'{len(partial)} not called (a guard\'s, the layer\'s own, or not in every build); '
          f'{len(left_out)} headers left out')
    if args.write:
        os.makedirs(args.write, exist_ok=True)
        for name, text in want.items():
            with open(os.path.join(args.write, name), 'w', encoding='utf-8') as out:
                out.write(text)
        stale = sorted(n for n in os.listdir(args.write)
                       if n.endswith('.c') and n not in want)
        for name in stale:
            os.remove(os.path.join(args.write, name))
        print(f'wrote {len(want)} cases to {args.write}'
              + (f', removed {len(stale)} (delete their goldens too): '
                 f'{" ".join(stale)}' if stale else ''))
    if args.write and unguarded:
        return 1
    if args.check:
        differ = differences(want, args.check)
        if differ:
            print(f'may-sleep-cases: {len(differ)} cases differ from the marks: '
                  f'{" ".join(differ)}; run: {os.path.basename(__file__)} --write '
                  f'{args.check} and read the goldens that change', file=sys.stderr)
            return 1
        if uncovered or left_out or unguarded:
            return 1
        print(f'may-sleep-cases: {len(want)} cases match the marks')
    return 0


if __name__ == '__main__':
    sys.exit(main())
