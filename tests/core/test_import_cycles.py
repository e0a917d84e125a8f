"""No import cycles between the modules of ``game/`` beyond the listed ones, which may only shrink.

The graph is read with ``ast`` (nothing is imported): module-level imports and imports inside
function bodies both count; imports under ``if TYPE_CHECKING:`` do not.  ``import a.b`` and
``from a.b import c`` give an edge to ``a.b`` (or to ``a.b.c`` when that is a module); the
implicit import of a parent package's ``__init__`` is not an edge.  A cycle here is a strongly
connected component of that graph (modules that all reach one another).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# The cycles on main when this test was written, each one strongly connected group of modules.
# This list must only shrink: when a cycle is broken, the test says so and the entry goes (or
# becomes the smaller group that remains).  A cycle not listed here fails the test.
ALLOWED: list[frozenset[str]] = [
]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST, package: str, modules: set[str]) -> set[str]:
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in modules else base)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return {m for m in found if m in modules}


def import_graph() -> dict[str, set[str]]:
    files = {module_name(p): p for p in (ROOT / "game").rglob("*.py")}
    modules = set(files)
    graph = {}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        graph[name] = _imports(tree, package, modules) - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[frozenset[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    out.append(frozenset(group))
    return out


def _show(group: frozenset[str]) -> str:
    return "{" + ", ".join(sorted(group)) + "}"


def test_no_new_import_cycle():
    found = cycles(import_graph())
    new = [g for g in found if not any(g <= allowed for allowed in ALLOWED)]
    assert not new, "import cycle(s) not in the allow-list: " + "; ".join(map(_show, new))


def test_allowed_cycles_still_exist():
    """The allow-list stays honest: a cycle that was broken (or shrank) must leave the list."""
    found = set(cycles(import_graph()))
    stale = [g for g in ALLOWED if g not in found]
    assert not stale, "listed cycle(s) no longer exist as listed (remove or shrink them): " + "; ".join(
        _show(g) for g in stale
    )


def test_the_graph_sees_function_imports_and_skips_type_checking():
    graph = import_graph()
    # app.py imports the scenes' modules only at module level via game.ui; scene.py imports App
    # under TYPE_CHECKING only, so no edge from the toolkit back to the app.
    assert "game.app" not in graph["game.ui.scene"]
    assert "game.tools.smoke" in graph["game.cli"]  # imported inside main (--smoke)
