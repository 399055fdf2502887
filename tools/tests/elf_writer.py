# SPDX-License-Identifier: GPL-2.0
"""Write a small 64-bit little-endian relocatable x86-64 ELF file, for the
tests of tools/analysis_cost.py (and its stand-in compiler, fake_obj_cc.py)."""

import struct
from typing import List, Sequence, Tuple

SHT_PROGBITS, SHT_SYMTAB, SHT_STRTAB, SHT_RELA, SHT_NOBITS = 1, 2, 3, 4, 8
SHF_WRITE, SHF_ALLOC, SHF_EXECINSTR = 0x1, 0x2, 0x4
STB_LOCAL, STB_GLOBAL = 0, 1
STT_NOTYPE, STT_OBJECT, STT_FUNC, STT_SECTION = 0, 1, 2, 3
R_X86_64_64, R_X86_64_PC32, R_X86_64_PLT32 = 1, 2, 4


def write_object(path: str, functions: Sequence[Tuple[str, bytes]], data: bytes, bss: int,
                 unique_id: int, extra_sections: Sequence[Tuple[str, int, int, bytes]] = ()
                 ) -> None:
    """An object whose .text holds @functions one after the other. The
    first calls printk (offset 1) and points at a __UNIQUE_ID_addressable_
    func<unique_id> object of .data (offset 8); every other one calls the
    first through the .text section symbol (offset 1), as Clang does for
    static functions. .data points at the first function; .bss has @bss
    bytes; @extra_sections are (name, type, flags, bytes)."""
    # (name, type, flags, contents, link, info, entsize)
    secs: List[Tuple[str, int, int, bytes, int, int, int]] = []

    def add(name: str, typ: int, flags: int, body: bytes, link: int = 0, info: int = 0,
            entsize: int = 0) -> int:
        secs.append((name, typ, flags, body, link, info, entsize))
        return len(secs)  # index, counting the null section

    text = b''.join(body for _, body in functions)
    offsets = []
    at = 0
    for _, body in functions:
        offsets.append(at)
        at += len(body)
    i_text = add('.text', SHT_PROGBITS, SHF_ALLOC | SHF_EXECINSTR, text)
    i_data = add('.data', SHT_PROGBITS, SHF_ALLOC | SHF_WRITE, data)
    add('.bss', SHT_NOBITS, SHF_ALLOC | SHF_WRITE, b'\0' * bss)
    for name, typ, flags, body in extra_sections:
        add(name, typ, flags, body)
    uid = f'__UNIQUE_ID_addressable_func{unique_id}'
    strtab = b'\0'
    names = {}
    for n in [uid, 'printk'] + [f for f, _ in functions]:
        names[n] = len(strtab)
        strtab += n.encode() + b'\0'
    sym = struct.Struct('<IBBHQQ')
    symtab = sym.pack(0, 0, 0, 0, 0, 0)
    symtab += sym.pack(0, STT_SECTION, 0, i_text, 0, 0)                            # 1
    symtab += sym.pack(names[uid], STT_OBJECT, 0, i_data, 0, 8)                    # 2
    symtab += sym.pack(names['printk'], STB_GLOBAL << 4 | STT_NOTYPE, 0, 0, 0, 0)  # 3
    for (name, body), off in zip(functions, offsets):                              # 4...
        symtab += sym.pack(names[name], STB_GLOBAL << 4 | STT_FUNC, 0, i_text, off, len(body))
    n_sections = len(secs) + 5  # + null, .rela.text, .rela.data, .symtab, .strtab
    i_symtab = n_sections - 2
    rela = struct.Struct('<QQq')
    relocs = rela.pack(1, 3 << 32 | R_X86_64_PLT32, -4) + rela.pack(8, 2 << 32 | R_X86_64_64, 0)
    for off in offsets[1:]:
        relocs += rela.pack(off + 1, 1 << 32 | R_X86_64_PC32, offsets[0] - 4)
    add('.rela.text', SHT_RELA, 0, relocs, link=i_symtab, info=i_text, entsize=24)
    add('.rela.data', SHT_RELA, 0, rela.pack(0, 4 << 32 | R_X86_64_64, 0),
        link=i_symtab, info=i_data, entsize=24)
    add('.symtab', SHT_SYMTAB, 0, symtab, link=i_symtab + 1, info=3, entsize=24)
    add('.strtab', SHT_STRTAB, 0, strtab)
    shstrtab = b'\0'
    name_off = []
    for s in secs:
        name_off.append(len(shstrtab))
        shstrtab += s[0].encode() + b'\0'
    name_off.append(len(shstrtab))
    shstrtab += b'.shstrtab\0'
    secs.append(('.shstrtab', SHT_STRTAB, 0, shstrtab, 0, 0, 0))
    body = b''
    file_offsets = []
    for s in secs:
        file_offsets.append(64 + len(body))
        if s[1] != SHT_NOBITS:
            body += s[3] + b'\0' * (-len(s[3]) % 8)
    shoff = 64 + len(body)
    header = b'\x7fELF' + bytes([2, 1, 1, 0]) + b'\0' * 8
    header += struct.pack('<HHIQQQIHHHHHH', 1, 62, 1, 0, 0, shoff, 0, 64, 0, 0, 64,
                          len(secs) + 1, len(secs))
    shdr = struct.Struct('<IIQQQQIIQQ')
    table = shdr.pack(0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    for k, s in enumerate(secs):
        name, typ, flags, content, link, info, entsize = s
        table += shdr.pack(name_off[k], typ, flags, 0, file_offsets[k], len(content), link,
                           info, 8 if typ in (SHT_SYMTAB, SHT_RELA) else 1, entsize)
    with open(path, 'wb') as f:
        f.write(header + body + table)
