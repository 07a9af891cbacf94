"""bridgec: a compiler for contract-bridge bidding systems (BML, BSS, GIB rules, Table Manager).

The library API is :func:`convert_text`, :func:`convert_file`, :func:`check_file` and
:func:`load_ir` (see :mod:`bridgec.api` and docs/api.md), and for robots :func:`load_bidder`
and its :class:`Bidder` (:mod:`bridgec.bidding`); the IR lives in :mod:`bridgec.ir`,
the formats in :mod:`bridgec.registry`, the driver in :mod:`bridgec.pipeline`. The API is
imported on first use, so ``import bridgec`` costs nothing a command does not need.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from bridgec.api import Result, check_file, convert_file, convert_text, load_ir
    from bridgec.bidding import (
        Bidder,
        BidError,
        Candidate,
        IllegalAuction,
        LoadError,
        bidder_from_table,
        load_bidder,
    )

__all__ = ["BidError", "Bidder", "Candidate", "IllegalAuction", "LoadError", "Result",
           "__version__", "bidder_from_table", "check_file", "convert_file", "convert_text",
           "load_bidder", "load_ir"]
_API = frozenset(("Result", "check_file", "convert_file", "convert_text", "load_ir"))
_BIDDING = frozenset(__all__) - _API - {"__version__"}


def __getattr__(name: str) -> Any:
    if name in _API:
        from bridgec import api

        return getattr(api, name)
    if name in _BIDDING:
        from bridgec import bidding

        return getattr(bidding, name)
    raise AttributeError(f"module 'bridgec' has no attribute {name!r}")
