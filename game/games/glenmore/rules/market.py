"""The market: one row per resource, spaces worth ``prices`` (1, 2, 3) coins.

A row is described by how many of its spaces hold coins (``filled``), always the cheapest
ones.  Buying one cube puts the price of the cheapest empty space on it; selling one takes
the coins of the dearest filled space.  Buying is only allowed to cover what is paid at
once, and only for the resources the player lacks (``shortfall``).
"""

from __future__ import annotations

from collections.abc import Sequence


def buy_price(filled: int, prices: Sequence[int]) -> int | None:
    return prices[filled] if filled < len(prices) else None


def sell_price(filled: int, prices: Sequence[int]) -> int | None:
    return prices[filled - 1] if filled > 0 else None


def buy_cost(filled: int, count: int, prices: Sequence[int]) -> int | None:
    """Coins for ``count`` cubes bought one after the other; None if the row fills up first."""
    if filled + count > len(prices):
        return None
    return sum(prices[filled:filled + count])


def sell_revenue(filled: int, count: int, prices: Sequence[int]) -> int:
    """Coins for selling up to ``count`` cubes one after the other (until the row is empty)."""
    sold = min(count, filled)
    return sum(prices[filled - sold:filled])


def coins_on_market(market: Sequence[int], prices: Sequence[int]) -> int:
    return sum(sum(prices[:filled]) for filled in market)


def shortfall(stock: Sequence[int], need: Sequence[int]) -> list[int]:
    return [max(0, n - s) for s, n in zip(stock, need)]


def purchase_cost(stock: Sequence[int], need: Sequence[int], market: Sequence[int],
                  prices: Sequence[int]) -> int | None:
    """Coins to buy what ``stock`` lacks of ``need``; None when a row cannot supply it."""
    total = 0
    for r, wanted in enumerate(need):
        missing = wanted - stock[r]
        if missing > 0:
            cost = buy_cost(market[r], missing, prices)
            if cost is None:
                return None
            total += cost
    return total


def affordable(stock: Sequence[int], coins: int, need: Sequence[int], market: Sequence[int], prices: Sequence[int],
               with_sales: bool = False) -> bool:
    """Whether ``need`` can be paid now (own cubes, then buying the rest), optionally after
    first selling every cube that is not needed."""
    cost = purchase_cost(stock, need, market, prices)
    if cost is None:
        return False
    if cost <= coins:
        return True
    if not with_sales:
        return False
    income = sum(sell_revenue(market[r], s - n, prices) for r, (s, n) in enumerate(zip(stock, need)) if s > n)
    return cost <= coins + income
