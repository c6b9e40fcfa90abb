"""Read the dynamic symbol table of an ELF64 shared object.

Why not ``nm -D``: spawning a process costs ~13 ms here, a third of a small
build, while parsing ``.dynsym`` takes well under a millisecond.  The tests
cross-check this parser against ``nm -D``.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

SHT_DYNSYM = 11
STB_GLOBAL, STB_WEAK = 1, 2


class NotElf64(ValueError):
    pass


@dataclass(frozen=True)
class DynamicSymbols:
    defined: tuple[str, ...]  # global/weak, default visibility, in a section
    undefined: tuple[str, ...]  # strong undefined (must be provided by a library)
    weak_undefined: tuple[str, ...]


def dynamic_symbols(path: str | Path) -> DynamicSymbols:
    data = Path(path).read_bytes()
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise NotElf64(f"{path}: not a little-endian ELF64 file")
    (e_shoff,) = struct.unpack_from("<Q", data, 0x28)
    e_shentsize, e_shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", data, e_shoff + i * e_shentsize) for i in range(e_shnum)
    ]
    defined: list[str] = []
    undefined: list[str] = []
    weak_undef: list[str] = []
    for sh in sections:
        _, sh_type, _, _, off, size, link, _, _, entsize = sh
        if sh_type != SHT_DYNSYM:
            continue
        str_off = sections[link][4]
        for k in range(1, size // (entsize or 24)):  # entry 0 is the null symbol
            st_name, st_info, st_other, st_shndx, _, _ = struct.unpack_from("<IBBHQQ", data, off + k * 24)
            end = data.index(b"\0", str_off + st_name)
            name = data[str_off + st_name : end].decode()
            bind = st_info >> 4
            if st_shndx == 0:
                (weak_undef if bind == STB_WEAK else undefined).append(name)
            elif bind in (STB_GLOBAL, STB_WEAK) and (st_other & 3) == 0:
                defined.append(name)
    return DynamicSymbols(tuple(defined), tuple(undefined), tuple(weak_undef))
