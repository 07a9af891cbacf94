"""Front end for BML 1 (Kungsgeten/bml): the BML front end in its BML 1 dialect.

BML 1 differs from BML 2 in that bid tables may be indented at the top level, rows nest by
any deeper indentation (3 or 4 spaces a level are common) and ``//`` starts a comment
anywhere on a line (but not in ``http://``). Use ``-f bml1`` for ``.txt`` files.
"""

from __future__ import annotations

import msgspec

from bridgec.frontends import bml
from bridgec.options import ParseOptions, ParseResult

NAME = "bml1"


def parse(data: bytes, *, path: str, options: ParseOptions = ParseOptions()) -> ParseResult:
    """Read BML 1 into an IR document (see :func:`bridgec.frontends.bml.parse`)."""
    return bml.parse(data, path=path, options=msgspec.structs.replace(options, dialect=NAME))
