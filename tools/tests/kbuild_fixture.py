# SPDX-License-Identifier: GPL-2.0
"""A temporary build folder and tree with kbuild .cmd files, for the tests
of the tools that compile in kernel context (kernel_compile.py and above)."""

import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import kbuild_cmd  # noqa: E402


class BuildFixture(unittest.TestCase):
    """self.tmp holding self.build (a kbuild O= folder) and self.tree."""

    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.build = os.path.join(self.tmp, 'build')
        self.tree = os.path.join(self.tmp, 'tree')
        os.makedirs(self.build)
        os.makedirs(self.tree)

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def write_cmd(self, obj, flags, source=None):
        """kbuild's .cmd file for @obj: "cc <dependency file> @flags -c -o
        @obj @source" (@source: /tree/<obj>.c by default)."""
        path = kbuild_cmd.cmd_file_path(self.build, obj)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, 'w') as f:
            f.write(f'savedcmd_{obj} := cc -Wp,-MMD,{path[len(self.build) + 1:-4]}.d '
                    f'{flags} -c -o {obj} {source or "/tree/" + obj[:-2] + ".c"}\n')
