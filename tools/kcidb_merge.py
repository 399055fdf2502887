#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Merge several KCIDB JSON files (a CI matrix's shards) into one document.

Each shard exports what it ran (tools/kcidb_export.py); their IDs are
deterministic (origin, run id, build folder, test path), so an object two
shards both export (the checkout, the x86_64 KUnit build that
check-diagnostics also uses) is one object here: its fields are the union,
the first file's value winning, except that a build's own step (misc
built_by_step) wins over a step that only used the build. Lists keep their
first-seen order. The result is validated with kcidb-io
(tools/kcidb_validate.py; exit 1 when invalid, 2 when kcidb-io cannot be
loaded and $KCIDB_REQUIRED is set, or an input is unreadable).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, Dict, List, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kcidb_validate  # noqa: E402

KINDS = kcidb_validate.KINDS
Doc = Dict[str, Any]


def _union(first: Dict, second: Dict) -> Dict:
    out = dict(second)
    out.update(first)
    if isinstance(first.get('misc'), dict) and isinstance(second.get('misc'), dict):
        out['misc'] = dict(second['misc'], **first['misc'])
    return out


def _primary(obj: Dict) -> bool:
    return bool((obj.get('misc') or {}).get('built_by_step'))


def merge_object(old: Optional[Dict], new: Dict) -> Dict:
    """@new merged into @old, the object of the same ID seen first."""
    if old is None:
        return new
    if _primary(new) and not _primary(old):
        return _union(new, old)
    return _union(old, new)


def merge(docs: List[Doc]) -> Doc:
    """One document with every object of @docs, same IDs merged."""
    majors = {d.get('version', {}).get('major') for d in docs}
    if len(majors) != 1:
        raise ValueError(f'documents of different major schema versions: {sorted(majors, key=str)}')
    minor = max(d.get('version', {}).get('minor', 0) for d in docs)
    out: Doc = {'version': {'major': majors.pop(), 'minor': minor}}
    for kind in KINDS:
        objs: Dict[str, Dict] = {}
        for doc in docs:
            for obj in doc.get(kind, []):
                key = obj['id'] if kind != 'issues' else (obj['id'], obj.get('version'))
                objs[key] = merge_object(objs.get(key), obj)
        if objs:
            out[kind] = list(objs.values())
    return out


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('inputs', nargs='+', metavar='FILE', help='KCIDB JSON files')
    parser.add_argument('--out', required=True, help='merged KCIDB JSON file to write')
    args = parser.parse_args(argv)
    docs = []
    for path in args.inputs:
        try:
            with open(path, encoding='utf-8') as f:
                docs.append(json.load(f))
        except (OSError, ValueError) as e:
            print(f'kcidb-merge: {path}: {e}', file=sys.stderr)
            return 2
    try:
        doc = merge(docs)
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        print(f'kcidb-merge: not KCIDB documents: {e}', file=sys.stderr)
        return 2
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    with open(args.out + '.tmp', 'w', encoding='utf-8') as f:
        json.dump(doc, f, indent=1)
        f.write('\n')
    os.replace(args.out + '.tmp', args.out)
    print(f'kcidb-merge: {len(docs)} file(s) -> {args.out}: {kcidb_validate.describe(doc)}')
    return kcidb_validate.check_or_skip(doc, args.out)


if __name__ == '__main__':
    sys.exit(main())
