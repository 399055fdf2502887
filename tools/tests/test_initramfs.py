# SPDX-License-Identifier: GPL-2.0
"""Tests of tools/initramfs.py: the newc writer and /init for both arches."""

import io
import os
import shutil
import stat
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import initramfs  # noqa: E402

# e_machine of an ELF header: x86_64 and AArch64.
E_MACHINE = {'x86_64': 62, 'arm64': 183}


class CpioTest(unittest.TestCase):
    def test_round_trip_and_alignment(self):
        buf = io.BytesIO()
        w = initramfs.CpioWriter(buf)
        w.directory('dev')
        w.char_device('dev/console', 5, 1)
        w.file('init', b'\x7fELF' + b'x' * 5, 0o755)
        w.file('a', b'')
        w.close()
        data = buf.getvalue()
        self.assertEqual(len(data) % 4, 0)
        entries = initramfs.read_cpio(data)
        self.assertEqual([e[0] for e in entries], ['dev', 'dev/console', 'init', 'a'])
        self.assertTrue(stat.S_ISDIR(entries[0][1]))
        self.assertTrue(stat.S_ISCHR(entries[1][1]))
        self.assertEqual(entries[2][2], b'\x7fELF' + b'x' * 5)
        self.assertEqual(stat.S_IMODE(entries[2][1]), 0o755)
        # The console's device numbers are in the header (rdevmajor/minor).
        head = data[data.index(b'dev/console') - 110:]
        self.assertEqual(int(head[78:86], 16), 5)
        self.assertEqual(int(head[86:94], 16), 1)

    def test_module_name(self):
        self.assertEqual(initramfs.module_name('/x/spin-lock_kunit.ko'), 'spin_lock_kunit')


@unittest.skipUnless(shutil.which('clang-22') and os.path.exists('/usr/bin/ld.lld-22'),
                     'clang-22 and ld.lld-22 are not installed (make setup)')
class BuildTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def test_build_both_arches(self):
        ko = os.path.join(self.tmp, 'b_kunit.ko')
        with open(ko, 'wb') as f:
            f.write(b'module')
        for arch, machine in E_MACHINE.items():
            out = os.path.join(self.tmp, arch + '.cpio')
            names = initramfs.build([ko], arch, out)
            self.assertEqual(names, ['b_kunit'])
            with open(out, 'rb') as f:
                entries = {e[0]: e for e in initramfs.read_cpio(f.read())}
            self.assertEqual(entries['modules.list'][2], b'b_kunit\n')
            self.assertEqual(entries['modules/b_kunit.ko'][2], b'module')
            # /init prints through /dev/kmsg (char 1:11), lines whole.
            self.assertIn('dev/kmsg', entries)
            init = entries['init'][2]
            self.assertEqual(init[:4], b'\x7fELF')
            self.assertEqual(int.from_bytes(init[18:20], 'little'), machine, arch)

    def test_missing_module_is_an_error(self):
        with self.assertRaisesRegex(initramfs.InitramfsError, 'not a module file'):
            initramfs.build([os.path.join(self.tmp, 'no.ko')], 'x86_64',
                            os.path.join(self.tmp, 'x.cpio'))

    def test_unknown_arch(self):
        with self.assertRaisesRegex(initramfs.InitramfsError, 'no /init for ARCH=riscv'):
            initramfs.compile_init('riscv', os.path.join(self.tmp, 'init'))


if __name__ == '__main__':
    unittest.main()
