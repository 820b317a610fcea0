"""The arrows of ARCHITECTURE.md: the import-linter contracts in pyproject.toml hold on
the code, and they fail when a lower layer imports a higher one or an engine imports
Django (checked on a copy of the code with one such import added)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT = Path(sys.executable).parent / "lint-imports"


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(root)}
    return subprocess.run(
        [str(LINT), "--no-cache", "--config", str(root / "pyproject.toml")],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _copy(tmp_path: Path) -> Path:
    root = tmp_path / "copy"
    for package in ("annotation", "generation", "pseudoweb"):
        shutil.copytree(
            ROOT / package,
            root / package,
            ignore=lambda _dir, names: [
                n for n in names if not (n.endswith(".py") or "." not in n)
            ],
        )
    shutil.copy(ROOT / "pyproject.toml", root / "pyproject.toml")
    return root


def test_the_code_keeps_every_contract() -> None:
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "line", "contract"),
    [
        (
            "annotation/corpus/selectors.py",
            "from annotation.review.models import ReviewSet  # noqa",
            "Layers",
        ),
        (
            "generation/selectors.py",
            "from annotation.reports import tables  # noqa",
            "Layers",
        ),
        (
            "annotation/review/services.py",
            "def _late():\n    from annotation.reports import tasks\n",
            "Layers",
        ),
        (
            "generation/engines/baselines.py",
            "from django.conf import settings  # noqa",
            "Engines import nothing of Django",
        ),
        (
            "annotation/corpus/services.py",
            "import annotation.models  # noqa",
            "composition modules",
        ),
    ],
)
def test_a_wrong_arrow_breaks_a_contract(
    tmp_path: Path, module: str, line: str, contract: str
) -> None:
    root = _copy(tmp_path)
    target = root / module
    target.write_text(target.read_text() + "\n\n" + line + "\n")
    result = _lint(root)
    assert result.returncode != 0, result.stdout
    broken = result.stdout.split("Broken contracts", 1)[-1]
    assert contract in broken, result.stdout


def test_tasks_sent_by_name_are_registered_under_their_old_names_at_setup() -> None:
    """Lower layers send tasks by name; messages already queued carry the old names.
    A process that only sets Django up (a web worker, a command) must know them all."""
    code = (
        "import django; django.setup()\n"
        "from pseudoweb.celery import app\n"
        "print(' '.join(sorted(n for n in app.tasks if not n.startswith('celery.'))))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env={**os.environ, "DJANGO_SETTINGS_MODULE": "pseudoweb.settings"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    registered = set(result.stdout.split())
    # The two tasks sent by name (settings.IMPORT_TASK, settings.METRICS_TASK).
    assert {
        "annotation.tasks.import_corpus_job",
        "generation.tasks_reports.compute_run_metrics",
    } <= registered, registered


def _engine_imports_outside_engines(root: Path) -> list[tuple[str, str]]:
    """Imports from generation.engines of generation modules that are not engines
    (the import-linter contract lists today's modules; this catches new ones)."""
    code = (
        "import grimp\n"
        "g = grimp.build_graph('generation')\n"
        "engines = {'generation.engines'} | g.find_descendants('generation.engines')\n"
        "for m in sorted(engines):\n"
        "    for i in sorted(g.find_modules_directly_imported_by(m)):\n"
        "        if i.startswith('generation') and i not in engines:\n"
        "            print(m, i)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    return [tuple(line.split()) for line in result.stdout.splitlines()]  # type: ignore[misc]


def test_engines_import_no_other_module_of_generation(tmp_path: Path) -> None:
    assert _engine_imports_outside_engines(ROOT) == []
    root = _copy(tmp_path)
    (root / "generation" / "newthing.py").write_text("VALUE = 1\n")
    types = root / "generation" / "engines" / "types.py"
    types.write_text(types.read_text() + "\nfrom generation import newthing  # noqa\n")
    assert _engine_imports_outside_engines(root) == [
        ("generation.engines.types", "generation.newthing")
    ]
