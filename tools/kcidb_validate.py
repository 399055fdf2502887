#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Validate KCIDB JSON files with KernelCI's own kcidb-io package.

kcidb-io is found in this order: an installed kcidb_io (elsewhere: "pip
install kcidb-io"); the folder named by $KCIDB_IO_PATH; the copy next to
this project, ../shared/vendor/kcidb-io (never copied into the project).
It needs jsonschema: when the running Python lacks it (a pyenv or venv
Python does not see Debian's packages), Debian's python3-jsonschema is used
from /usr/lib/python3/dist-packages, which make setup installs.

Prints, per file, the schema version and its counts of checkouts, builds
and tests; exit status 1 on an invalid file, 2 when a file is unreadable
or kcidb-io cannot be loaded. With $KCIDB_REQUIRED unset or 0, a missing
kcidb-io only warns (exit 0), so that the tools' unit tests can run
anywhere; make check's steps set KCIDB_REQUIRED=1.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import types
from typing import Any, Dict, List, Optional, Tuple

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENDOR_COPIES = [os.path.join(os.path.dirname(REPO), 'shared', 'vendor', 'kcidb-io'),
                 '/work/shared/vendor/kcidb-io']
DIST_PACKAGES = ['/usr/lib/python3/dist-packages']
KINDS = ('checkouts', 'builds', 'tests', 'issues', 'incidents')


class Unavailable(Exception):
    """kcidb-io or jsonschema cannot be imported."""


def required() -> bool:
    return os.environ.get('KCIDB_REQUIRED', '') not in ('', '0')


def _import(name: str, extra_paths: List[str]) -> Tuple[types.ModuleType, str]:
    """Import @name; failing that, with each of @extra_paths appended to
    sys.path in turn. Returns (module, where) or raises ImportError."""
    try:
        return importlib.import_module(name), 'installed'
    except ImportError as first:
        error: ImportError = first
    for path in extra_paths:
        if not os.path.isdir(path) or path in sys.path:
            continue
        sys.path.append(path)
        try:
            return importlib.import_module(name), path
        except ImportError as e:
            sys.path.remove(path)
            error = e
    raise error


_LOADED: Dict[str, Any] = {}


def load() -> Any:
    """The kcidb_io module; raises Unavailable saying what is missing."""
    if 'kcidb_io' in _LOADED:
        return _LOADED['kcidb_io']
    try:
        _, where = _import('jsonschema', DIST_PACKAGES)
    except ImportError as e:
        raise Unavailable(f'jsonschema cannot be imported ({e}): install Debian\'s '
                          'python3-jsonschema (make setup) or pip install jsonschema') from e
    paths = ([os.environ['KCIDB_IO_PATH']] if os.environ.get('KCIDB_IO_PATH') else []) \
        + VENDOR_COPIES
    try:
        module, io_where = _import('kcidb_io', paths)
    except ImportError as e:
        raise Unavailable(f'kcidb_io cannot be imported ({e}): pip install kcidb-io, '
                          'or point KCIDB_IO_PATH at a copy (tried: '
                          + ', '.join(paths) + ')') from e
    _LOADED.update(kcidb_io=module, where=io_where, jsonschema=where)
    return module


def where() -> str:
    """Where kcidb_io and jsonschema came from (after load())."""
    return f'kcidb_io: {_LOADED.get("where")}; jsonschema: {_LOADED.get("jsonschema")}'


def counts(doc: Dict) -> Dict[str, int]:
    return {k: len(doc.get(k, [])) for k in KINDS if doc.get(k)}


def validate(doc: Dict) -> str:
    """Validate @doc with kcidb-io's latest schema; returns its version as
    "v5.3". Raises Unavailable, or jsonschema's ValidationError."""
    io = load()
    io.schema.LATEST.validate(doc)
    version = io.schema.LATEST.get_exactly_compatible(doc)
    return str(version) if version else str(io.schema.LATEST)


def describe(doc: Dict) -> str:
    return ', '.join(f'{n} {k}' for k, n in counts(doc).items()) or 'empty'


def check_or_skip(doc: Dict, label: str) -> int:
    """Validate @doc for a command line tool: print one line; 0 when valid
    (or kcidb-io is missing and not required), 1 invalid, 2 unavailable."""
    try:
        version = validate(doc)
    except Unavailable as e:
        if required():
            print(f'{label}: cannot validate (KCIDB_REQUIRED is set): {e}', file=sys.stderr)
            return 2
        print(f'{label}: NOT validated: {e}', file=sys.stderr)
        return 0
    except Exception as e:  # jsonschema.ValidationError, kept generic on purpose
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        path = '/'.join(str(p) for p in getattr(e, 'absolute_path', []))
        print(f'{label}: INVALID KCIDB: {first}' + (f' (at {path})' if path else ''),
              file=sys.stderr)
        return 1
    print(f'{label}: valid KCIDB {version} ({describe(doc)}; {where()})')
    return 0


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('files', nargs='+', metavar='FILE', help='KCIDB JSON files')
    parser.add_argument('--require', action='store_true',
                        help='fail (exit 2) when kcidb-io cannot be loaded, '
                        'as KCIDB_REQUIRED=1 does')
    args = parser.parse_args(argv)
    if args.require:
        os.environ['KCIDB_REQUIRED'] = '1'
    worst = 0
    for path in args.files:
        try:
            with open(path, encoding='utf-8') as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            print(f'{path}: unreadable: {e}', file=sys.stderr)
            worst = 2
            continue
        worst = max(worst, check_or_skip(doc, path))
    return worst


if __name__ == '__main__':
    sys.exit(main())
