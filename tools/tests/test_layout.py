# SPDX-License-Identifier: GPL-2.0
"""README's "tools/ by job" table names every module of tools/ once."""

import os
import re
import unittest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class LayoutTest(unittest.TestCase):
    def test_every_module_in_one_row(self):
        with open(os.path.join(REPO, 'README.md'), encoding='utf-8') as f:
            text = f.read()
        table = text[text.index('### tools/ by job'):]
        table = table[:table.index('\n#', 5)]
        rows = [ln.split(' | ')[1] for ln in table.splitlines() if ln.startswith('| ')][2:]
        named = [m for row in rows for m in re.findall(r'`([\w]+\.py)`', row)]
        modules = sorted(n for n in os.listdir(os.path.join(REPO, 'tools')) if n.endswith('.py'))
        self.assertEqual(sorted(named), modules)


if __name__ == '__main__':
    unittest.main()
