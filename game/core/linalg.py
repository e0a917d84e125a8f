"""Small dense linear algebra for the offline fitting tools (no numpy in the game's stack)."""

from __future__ import annotations


def solve_linear(a: list[list[float]], b: list[float]) -> list[float]:
    """``x`` with ``a x = b`` by Gaussian elimination with partial pivoting, for small systems;
    a direction with no pivot (a singular ``a``) gets 0."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        if abs(m[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]
