"""Whether a constraint can be evaluated: what it leaves to others, and features it misnames."""

from __future__ import annotations

from bridgec import ir
from bridgec.bridge.features import FeatureError, index
from bridgec.constraints.fold import walk


def feature_problem(c: ir.Constraint) -> str | None:
    """Why a feature of ``c`` is not in the feature list (``feature length needs a suit``)."""
    for node in walk(c):
        if isinstance(node, ir.Feature):
            try:
                index(node.name, node.suit)
            except FeatureError as exc:
                return str(exc)
    return None


def opaque_texts(c: ir.Constraint) -> list[str]:
    """The texts of the conditions in ``c`` that are kept as text, not evaluated."""
    return [n.text for n in walk(c) if isinstance(n, ir.Opaque)]


def has_goal(c: ir.Constraint) -> bool:
    """Whether ``c`` matches a GIB goal (which needs the hand, not only its features)."""
    return any(isinstance(n, ir.PatternMatch) for n in walk(c))


def evaluable(c: ir.Constraint) -> bool:
    """Whether ``c`` is decided by the hand's features alone: no goal, no text, no bad name."""
    return not has_goal(c) and not opaque_texts(c) and feature_problem(c) is None
