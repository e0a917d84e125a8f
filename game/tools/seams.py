"""How the house is joined, read from the source with ``ast`` (nothing is imported):

* import circles — groups of modules of ``game/`` that all reach one another, counting imports
  inside functions and, unless asked not to, those under ``if TYPE_CHECKING:`` (a type-only
  import is still a seam crossed the wrong way);
* view functions over the whole view — module functions in a game's ``view/`` package whose
  first parameter is the view itself (``def f(view: TheView, …)``): a bag of functions reading
  and setting the view's attributes from outside;
* classes with more than two bases.

    python -m game.tools.seams            # the figures, per game and in total
    python -m game.tools.seams --list     # and every circle, function and class named

``tests/core/test_import_cycles.py`` holds these figures as a ratchet (allow-lists that only shrink).
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("schotten", "border", "glenmore", "brass")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST, package: str, modules: set[str], type_checking: bool) -> set[str]:
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node.test) and not type_checking:
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


def _files() -> dict[str, Path]:
    return {module_name(p): p for p in (ROOT / "game").rglob("*.py")}


def import_graph(type_checking: bool = True) -> dict[str, set[str]]:
    """Module -> the modules of ``game/`` it imports (``import a.b`` and ``from a.b import c`` give
    an edge to ``a.b``, or to ``a.b.c`` when that is a module; a parent package's implicit
    ``__init__`` is not an edge).  ``type_checking``: count imports under ``if TYPE_CHECKING:``."""
    files = _files()
    modules = set(files)
    graph = {}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        graph[name] = _imports(tree, package, modules, type_checking) - {name}
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


def _view_classes(tree: ast.AST) -> set[str]:
    """Names a view package uses for its view: classes named ``*View`` or ``*Table``."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name.endswith(("View", "Table")):
            names.add(node.name)
    return names


def view_functions(game: str) -> list[str]:
    """``module:function`` for each module function in the game's view package whose first
    parameter is the whole view (annotated with the view's class, or named ``view`` without an
    annotation)."""
    folder = ROOT / "game" / "games" / game / "view"
    trees = {p: ast.parse(p.read_text(encoding="utf-8"), str(p)) for p in sorted(folder.glob("*.py"))}
    classes = set().union(*(_view_classes(t) for t in trees.values())) if trees else set()
    out = []
    for path, tree in trees.items():
        for node in tree.body:
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or not node.args.args:
                continue
            first = node.args.args[0]
            annotation = ast.unparse(first.annotation) if first.annotation is not None else ""
            named = annotation.strip("'\"").split("|")[0].strip()
            if named in classes or (not annotation and first.arg == "view"):
                out.append(f"{path.stem}:{node.name}")
    return out


def many_bases(limit: int = 2) -> list[str]:
    """``module:Class`` for each class of ``game/`` with more than ``limit`` bases."""
    out = []
    for name, path in sorted(_files().items()):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ClassDef) and len(node.bases) > limit:
                out.append(f"{name}:{node.name}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="name every circle, function and class")
    args = parser.parse_args(argv)
    circles = cycles(import_graph(type_checking=True))
    plain = cycles(import_graph(type_checking=False))
    print(f"import circles counting TYPE_CHECKING imports: {len(circles)} (without them: {len(plain)})")
    if args.list:
        for group in sorted(circles, key=sorted):
            print("   ", ", ".join(sorted(group)))
    total = 0
    for game in GAMES:
        found = view_functions(game)
        total += len(found)
        print(f"view functions over the whole view, {game}: {len(found)}")
        if args.list:
            for f in found:
                print("   ", f)
    print(f"view functions over the whole view, total: {total}")
    classes = many_bases()
    print(f"classes with more than two bases: {len(classes)}")
    if args.list:
        for c in classes:
            print("   ", c)
    return 0


if __name__ == "__main__":
    sys.exit(main())
