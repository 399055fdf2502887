#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""What the measuring tools' command lines share: a parser whose --help is
the module's docstring, and the one-line error every bad input gets."""
import argparse
import sys


def doc_parser(prog: str, doc: str) -> argparse.ArgumentParser:
    """A parser for @prog whose description is @doc's first line and whose
    epilog is the rest of it, kept as written."""
    doc = doc or ''
    return argparse.ArgumentParser(
        prog=prog, description=doc.splitlines()[0] if doc else None,
        epilog=doc.split('\n', 2)[2] if doc.count('\n') >= 2 else None,
        formatter_class=argparse.RawDescriptionHelpFormatter)


def fail(name: str, msg: str) -> int:
    """Print "@name: @msg" on stderr; the exit code of bad input, 2."""
    print(f'{name}: {msg}', file=sys.stderr)
    return 2
