"""The duplicate score of a played contract (Laws of Duplicate Bridge, law 77)."""

from __future__ import annotations

_TRICK_VALUE = {"C": 20, "D": 20, "H": 30, "S": 30, "N": 30}


def duplicate_score(contract: str, doubled: str, vulnerable: bool, tricks: int) -> int:
    """The score of declarer's side: ``contract`` as ``4S`` or ``3N``, ``doubled`` as
    ``""``/``X``/``XX``, ``tricks`` the tricks declarer took (0..13); negative when the
    contract went down.

    Example:
        >>> duplicate_score("4S", "", False, 10), duplicate_score("3N", "X", True, 7)
        (420, -500)
    """
    level, strain = int(contract[0]), contract[1]
    factor = {"": 1, "X": 2, "XX": 4}[doubled]
    needed = level + 6
    if tricks < needed:
        return -_undertricks(needed - tricks, factor, vulnerable)
    value = _TRICK_VALUE[strain]
    trick_score = (level * value + (10 if strain == "N" else 0)) * factor
    score = trick_score
    score += (500 if vulnerable else 300) if trick_score >= 100 else 50
    if level == 6:
        score += 750 if vulnerable else 500
    elif level == 7:
        score += 1500 if vulnerable else 1000
    if factor > 1:
        score += 50 * factor // 2  # the insult: 50 doubled, 100 redoubled
    over = tricks - needed
    if factor == 1:
        score += over * value
    else:
        score += over * (200 if vulnerable else 100) * factor // 2
    return score


def _undertricks(down: int, factor: int, vulnerable: bool) -> int:
    if factor == 1:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        penalty = 200 + 300 * (down - 1)
    else:
        penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return penalty * factor // 2
