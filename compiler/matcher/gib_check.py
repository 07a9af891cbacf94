"""Whether the GIB matcher (:mod:`bridgec.matcher.gib_match`) can run a goal at all: the
static conditions under which it raises ``GibMatchError`` whatever the subject.

The matcher compiler leaves such goals out of a table (with a warning) and
:func:`bridgec.matcher.format.load_table` refuses a table that holds one, so ``bid`` never
meets them.
"""

from __future__ import annotations

import inspect
from functools import cache

from msgspec import Struct

from bridgec import ir
from bridgec.matcher.gib_dispatch import DEFAULT_DISPATCH, DispatchFunction


def goal_problem(goal: ir.Goal) -> str | None:
    """Why the GIB matcher cannot match ``goal`` (a spec, an unknown ``#n``, ``#n`` with
    the wrong number of arguments, ``=`` assigning to no grab), or None. No recursion."""
    if goal.spec is not None:
        return "a spec says what a call shows; it is not matched"
    stack: list[object] = [goal.pattern]
    while stack:
        node = stack.pop()
        if isinstance(node, ir.MathCall):
            function = DEFAULT_DISPATCH.get(node.function)
            if function is None:
                return f"#{node.function} is not a GIB function bridgec knows"
            low, high = _arity(function)
            if not low <= len(node.args) <= high:
                return f"#{node.function} takes {low} argument(s), not {len(node.args)}"
        elif isinstance(node, ir.MathBinary) and node.op == "=" \
                and not isinstance(node.left, ir.MathGrab):
            return "the left side of = must be a grab (a-z)"
        if isinstance(node, Struct):
            stack.extend(getattr(node, f) for f in node.__struct_fields__ if f != "span")
        elif isinstance(node, tuple):
            stack.extend(node)
    return None


@cache
def _arity(function: DispatchFunction) -> tuple[int, int]:
    """How many arguments a dispatch function takes after its context: (least, most)."""
    parameters = list(inspect.signature(function).parameters.values())[1:]
    least = sum(p.default is inspect.Parameter.empty and p.kind in (
        p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in parameters)
    most = 3 if any(p.kind is p.VAR_POSITIONAL for p in parameters) else len(parameters)
    return least, most
