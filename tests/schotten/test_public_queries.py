"""Issue 22: Schotten's players, hints, tools and screen ask the rules through public queries
(``piece``, ``is_clan``, ``effect``, ``seen_cards``…), never through private fields."""

import ast
from pathlib import Path

import game.games.schotten as schotten

ROOT = Path(schotten.__file__).parent


def _private_rules_fields(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        owner = node.value
        name = owner.id if isinstance(owner, ast.Name) else owner.attr if isinstance(owner, ast.Attribute) else ""
        if name == "rules":
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} rules.{node.attr}")
    return found


def test_no_private_rules_field_is_read_outside_the_rules():
    files = [p for p in ROOT.rglob("*.py") if "rules" not in p.relative_to(ROOT).parts[:1]]
    assert len(files) > 10
    assert [hit for p in files for hit in _private_rules_fields(p)] == []


RULES_DIR = ROOT / "rules"
PARTS = ("board", "claims", "legality", "words")


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def test_no_part_of_the_rules_imports_the_engine_back():
    engine = "game.games.schotten.rules.engine"
    assert {part: engine in _imports(RULES_DIR / f"{part}.py") for part in PARTS} == dict.fromkeys(PARTS, False)


def test_the_parts_answer_without_the_engine_as_the_rules_do():
    """Legality, claims and words built over a board alone (no ``SchottenRules``) give the moves,
    the claimable stones, the refusals and the log lines the rules give, in random games."""
    from game.core.rng import Rng
    from game.core.rules import CHANCE, GameConfig
    from game.games.schotten.components import cards
    from game.games.schotten.rules.actions import Claim, Draw, EndTurn, Play
    from game.games.schotten.rules.board import Board
    from game.games.schotten.rules.claims import Claims
    from game.games.schotten.rules.engine import SchottenRules
    from game.games.schotten.rules.legality import Legality
    from game.games.schotten.rules.words import Words

    rules = SchottenRules()
    board = Board(cards())
    claims = Claims(board)
    words = Words(board, claims)
    legality = Legality(board, claims, words)
    compared = asked = 0
    for game, options in enumerate(({}, {"tactical": True}, {"tactical": True, "expert": True})):
        rng = Rng(game)
        state = rules.setup(GameConfig(2, options))
        while rules.to_move(state) is not None:
            seat = rules.to_move(state)
            if seat == CHANCE:
                rules.apply(state, rules.sample_chance(state, rng))
                continue
            moves = rules.legal_actions(state)
            assert legality.legal_actions(state) == moves
            assert claims.claimable(state, seat) == rules.claimable(state, seat)
            for stone in range(board.cs.stones):
                assert words.claim_problem(state, seat, stone) == rules.claim_problem(state, seat, stone)
            for probe in (Play(0, 0), Play(60, 2), Claim(3)):
                assert legality.why_illegal(state, probe) == rules.why_illegal(state, probe)
            move = moves[rng.randrange(len(moves))]
            assert words.describe(state, move, seat) == rules.describe(state, move, seat)
            assert words.giving_up(state, move) == rules.giving_up(state, move)
            if isinstance(move, (Draw, EndTurn)):  # ending the turn gives up the claims among the moves
                claims_now = sum(isinstance(a, Claim) for a in moves)
                asks = words.giving_up(state, move)
                assert (asks is not None) == (claims_now > 0)
                assert asks is None or dict(asks.what.params)["count"] == claims_now
                asked += asks is not None
            rules.apply(state, move)
            compared += 1
    assert compared > 100 and asked > 0
