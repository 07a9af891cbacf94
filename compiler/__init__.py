"""bridgec: a compiler for contract-bridge bidding systems (BML, BSS, GIB rules, Table Manager).

The IR lives in :mod:`bridgec.ir`; the registry of formats in :mod:`bridgec.registry`;
the driver in :mod:`bridgec.pipeline`.
"""

__version__ = "0.1.0"
