"""Download the UD PUD treebanks and Stanza models where the internet is reachable."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO, cast

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser
from tqdm import tqdm

from generation.engines.tagging import fetch_resources


class Command(BaseCommand):
    help = "Download the PUD treebanks (and Stanza models) the generators use offline."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--language", action="append", choices=["en", "sv"])
        parser.add_argument(
            "--dest",
            default=str(Path(settings.VAR_DIR) / "ud"),
            help="folder for the treebanks (default: var/ud; the PUD treebanks ship "
            "with the code, so this is for others)",
        )
        parser.add_argument("--no-stanza", action="store_true", help="treebanks only")

    def handle(self, *args, **opts) -> None:
        languages = opts["language"] or ["en", "sv"]
        bars: dict[str, tqdm] = {}

        def progress(what: str, done: int, total: int | None) -> None:
            bar = bars.get(what)
            if bar is None:
                bar = bars[what] = tqdm(
                    desc=what,
                    total=total,
                    unit="B",
                    unit_scale=True,
                    # The stubs omit OutputWrapper._out: the TextIO it wraps.
                    file=cast(TextIO, self.stderr._out),
                )
            bar.update(done - bar.n)

        problems = fetch_resources(
            languages,
            opts["dest"],
            progress=progress,
            stanza_models=not opts["no_stanza"],
        )
        for bar in bars.values():
            bar.close()
        for problem in problems:
            self.stderr.write(self.style.WARNING(problem))
        if problems:
            self.stdout.write(f"Fetched with {len(problems)} problem(s); see above.")
            raise SystemExit(1)
        self.stdout.write(self.style.SUCCESS(f"Resources are in {opts['dest']}."))
