"""Checks: functions ``check_<thing>(document) -> tuple[Diagnostic, ...]`` that find user
errors in the IR and report each at the span of the node at fault. They never change the IR.
"""
