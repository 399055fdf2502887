# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/cli.py: a parser from a docstring, the one-line error."""

import contextlib
import io
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import cli  # noqa: E402

DOC = """Count things.

What is counted:
  every thing, once
"""


class CliTest(unittest.TestCase):
    def test_help_is_the_docstring_as_written(self):
        parser = cli.doc_parser('count.py', DOC)
        out = io.StringIO()
        with contextlib.redirect_stdout(out), self.assertRaises(SystemExit):
            parser.parse_args(['--help'])
        text = out.getvalue()
        self.assertTrue(text.startswith('usage: count.py'), text)
        self.assertIn('Count things.', text)
        self.assertIn('What is counted:\n  every thing, once', text)

    def test_one_line_doc_and_none(self):
        self.assertIsNone(cli.doc_parser('x', 'One line.').epilog)
        self.assertIsNone(cli.doc_parser('x', '').description)

    def test_fail(self):
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertEqual(cli.fail('count', 'no such folder'), 2)
        self.assertEqual(err.getvalue(), 'count: no such folder\n')


if __name__ == '__main__':
    unittest.main()
