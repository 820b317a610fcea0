"""What every benchmark shares: the machine's CPU name and its section of the docs.

Each script writes one ``## ...`` section of docs/performance.md and leaves the other
scripts' sections as they are.
"""

from __future__ import annotations

import platform
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PERFORMANCE_MD = ROOT / "docs" / "performance.md"


def cpu_model() -> str:
    """The CPU's marketing name, for the figures' context (shared, busy machines)."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def write_section(title: str, body: str, *, path: Path = PERFORMANCE_MD) -> None:
    """Replace (or add) the section headed ``title`` with ``body``.

    The file is re-read just before writing: other benchmarks write their own
    sections there, possibly while this one ran.
    """
    text = path.read_text(encoding="utf-8") if path.exists() else "# Performance\n"
    section = f"{title}\n\n{body.strip()}\n"
    pattern = re.compile(rf"^{re.escape(title)}\n.*?(?=^## |\Z)", re.DOTALL | re.M)
    if pattern.search(text):
        text = pattern.sub(lambda _: section + "\n", text, count=1).rstrip() + "\n"
    else:
        text = text.rstrip() + "\n\n" + section
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
