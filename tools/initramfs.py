#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""Build the initramfs that runs the KUnit suites as modules.

The archive holds /init (tools/initramfs/init.c, compiled with the Clang
that builds the kernel, for the kernel's architecture, without a C library),
/dev/console and /dev/kmsg (where /init prints), the mount points /proc and /sys, the modules under /modules/
and /modules.list, the order in which /init loads them. It is written as an
uncompressed "newc" cpio archive, which every kernel with
CONFIG_BLK_DEV_INITRD unpacks; no root rights, no cpio tool and nothing
downloaded are needed.

Example:
  initramfs.py --arch x86_64 --out build/x/initramfs.cpio \\
      build/x/lib/capability-analysis-kunit/*.ko
"""

from __future__ import annotations

import argparse
import os
import stat
import subprocess
import sys
from typing import BinaryIO, List, Optional, Sequence, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
INIT_SOURCE = os.path.join(HERE, 'initramfs', 'init.c')

# kernel ARCH -> Clang target triple of /init.
TARGETS = {'x86_64': 'x86_64-linux-gnu', 'arm64': 'aarch64-linux-gnu'}


class InitramfsError(Exception):
    """/init does not compile, or an input file is missing."""


def _newc_header(ino: int, mode: int, size: int, name: bytes,
                 rdev: Tuple[int, int] = (0, 0)) -> bytes:
    fields = [ino, mode, 0, 0, 1, 0, size, 0, 0, rdev[0], rdev[1],
              len(name) + 1, 0]
    return b'070701' + b''.join(b'%08X' % f for f in fields)


class CpioWriter:
    """An uncompressed newc archive (the kernel's initramfs format)."""

    def __init__(self, f: BinaryIO):
        self.f = f
        self.ino = 1
        self.offset = 0

    def _entry(self, name: str, mode: int, data: bytes = b'',
               rdev: Tuple[int, int] = (0, 0)) -> None:
        raw = name.encode()
        head = _newc_header(self.ino, mode, len(data), raw, rdev) + raw + b'\0'
        self.ino += 1
        self.f.write(head)
        self.offset += len(head)
        self.f.write(b'\0' * (-self.offset % 4))
        self.offset += -self.offset % 4
        self.f.write(data)
        self.offset += len(data)
        self.f.write(b'\0' * (-self.offset % 4))
        self.offset += -self.offset % 4

    def directory(self, name: str) -> None:
        self._entry(name, stat.S_IFDIR | 0o755)

    def file(self, name: str, data: bytes, mode: int = 0o644) -> None:
        self._entry(name, stat.S_IFREG | mode, data)

    def char_device(self, name: str, major: int, minor: int) -> None:
        self._entry(name, stat.S_IFCHR | 0o600, rdev=(major, minor))

    def close(self) -> None:
        self._entry('TRAILER!!!', 0)


def read_cpio(data: bytes) -> List[Tuple[str, int, bytes]]:
    """[(name, mode, content)] of a newc archive, for the tests."""
    out: List[Tuple[str, int, bytes]] = []
    pos = 0
    while True:
        if data[pos:pos + 6] != b'070701':
            raise ValueError(f'bad newc magic at offset {pos}')
        fields = [int(data[pos + 6 + 8 * i:pos + 14 + 8 * i], 16) for i in range(13)]
        mode, size, namesize = fields[1], fields[6], fields[11]
        pos += 110
        name = data[pos:pos + namesize - 1].decode()
        pos += namesize
        pos += -pos % 4
        content = data[pos:pos + size]
        pos += size
        pos += -pos % 4
        if name == 'TRAILER!!!':
            return out
        out.append((name, mode, content))


def compile_init(arch: str, out: str, llvm_suffix: str = '-22') -> None:
    """Compiles /init for @arch with clang@llvm_suffix and its lld."""
    if arch not in TARGETS:
        raise InitramfsError(f'no /init for ARCH={arch} (known: {" ".join(TARGETS)})')
    clang = f'clang{llvm_suffix}'
    cmd = [clang, f'--target={TARGETS[arch]}', '-O2', '-static', '-nostdlib',
           '-ffreestanding', '-fno-stack-protector', '-fno-pic',
           f'--ld-path=/usr/bin/ld.lld{llvm_suffix}', '-Wall', '-Wextra',
           '-Werror', '-o', out, INIT_SOURCE]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except FileNotFoundError as e:
        raise InitramfsError(f'{clang} not found: run make setup') from e
    if p.returncode:
        raise InitramfsError(f'/init did not compile:\n{p.stderr.strip()}')


def module_name(ko: str) -> str:
    """The name the kernel gives a module file: its base name, '-' as '_'."""
    return os.path.basename(ko)[:-len('.ko')].replace('-', '_')


def build(modules: Sequence[str], arch: str, out: str,
          llvm_suffix: str = '-22') -> List[str]:
    """Writes the archive to @out; returns the module names in load order."""
    for ko in modules:
        if not ko.endswith('.ko') or not os.path.isfile(ko):
            raise InitramfsError(f'{ko}: not a module file')
    init = out + '.init'
    compile_init(arch, init, llvm_suffix)
    with open(init, 'rb') as f:
        init_data = f.read()
    names = [module_name(ko) for ko in modules]
    with open(out + '.tmp', 'wb') as f:
        w = CpioWriter(f)
        for d in ('dev', 'proc', 'sys', 'modules'):
            w.directory(d)
        w.char_device('dev/console', 5, 1)
        w.char_device('dev/kmsg', 1, 11)
        w.file('init', init_data, 0o755)
        w.file('modules.list', ''.join(n + '\n' for n in names).encode())
        for ko, name in zip(modules, names):
            with open(ko, 'rb') as k:
                w.file(f'modules/{name}.ko', k.read())
        w.close()
    os.replace(out + '.tmp', out)
    return names


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0], epilog=__doc__.split('\n', 2)[2],
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--arch', required=True, choices=sorted(TARGETS),
                        help='kernel architecture /init is compiled for')
    parser.add_argument('--out', required=True, help='archive to write')
    parser.add_argument('--llvm', default='-22', help='Clang suffix (default -22)')
    parser.add_argument('modules', nargs='+', help='.ko files, in load order')
    args = parser.parse_args(argv)
    try:
        names = build(args.modules, args.arch, args.out, args.llvm)
    except InitramfsError as e:
        print(f'initramfs: {e}', file=sys.stderr)
        return 1
    print(f'initramfs: {args.out}: /init for {args.arch}, {len(names)} modules')
    return 0


if __name__ == '__main__':
    sys.exit(main())
