"""Run a generator on a project, in this process (--sync) or through the queue."""

from __future__ import annotations

import json
import time
from contextlib import AbstractContextManager

from django.core.management.base import BaseCommand, CommandError, CommandParser

from annotation.corpus.anonymised import OriginalsForgotten
from annotation.corpus.models import Project
from generation.engines.registry import GENERATORS, check_option_keys
from generation.engines.types import BackendUnavailable, EngineError
from generation.models import GenerationRun, RunStatus
from generation.services import generation_execute, options_parse, run_create
from pseudoweb.progress import Progress, add_progress_argument, progress_bar


def parse_option(value: str) -> tuple[str, str]:
    key, sep, val = value.partition("=")
    if not sep or not key.strip():
        raise CommandError(f"--option takes key=value, not {value!r}")
    return key.strip(), val.strip()


def run_summary(run: GenerationRun) -> dict:
    return {
        "run": run.pk,
        "generator": run.generator,
        "candidates": run.candidates.count(),
        "failed": run.candidates.filter(failed=True).count(),
        "seconds": round(run.seconds or 0.0, 3),
    }


class Command(BaseCommand):
    help = (
        "Generate a pseudonym candidate for every span of a project. Generators: "
        f"{', '.join(sorted(GENERATORS))}."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--project", required=True)
        parser.add_argument(
            "--generator",
            required=True,
            help=f"one of: {', '.join(sorted(GENERATORS))} (README, Generating "
            "pseudonyms, says what each proposes and needs)",
        )
        parser.add_argument("--strategy", choices=["maskL", "repL"], default="maskL")
        parser.add_argument("--upos", action="store_true", help="UPOS constraint")
        parser.add_argument("--k", type=int, default=10, help="top-k predictions (mlm)")
        parser.add_argument("--seed", type=int, default=None)
        parser.add_argument(
            "--context", type=int, default=2, help="sentences on each side"
        )
        parser.add_argument(
            "--option",
            action="append",
            default=[],
            metavar="KEY=VALUE",
            help="generator option, e.g. placeholder=S3, consistency=entity, "
            "model=PATH, host=URL",
        )
        parser.add_argument("--name", default="")
        parser.add_argument("--sync", action="store_true", help="run in this process")
        parser.add_argument(
            "--wait", action="store_true", help="queue, then wait for the run"
        )
        parser.add_argument(
            "--json", action="store_true", help="print a JSON summary last"
        )
        add_progress_argument(parser)

    def handle(self, *args, **opts) -> None:
        try:
            project = Project.objects.get(name=opts["project"])
        except Project.DoesNotExist:
            raise CommandError(f"No project named {opts['project']!r}.") from None
        try:
            options = options_parse(
                strategy=opts["strategy"],
                upos=opts["upos"],
                k=opts["k"],
                seed=opts["seed"],
                context=opts["context"],
                extra=dict(parse_option(o) for o in opts["option"]),
            )
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        from generation.engines.registry import GENERATORS

        if opts["generator"] not in GENERATORS:
            raise CommandError(
                f"Unknown generator {opts['generator']!r}; "
                f"known: {', '.join(sorted(GENERATORS))}."
            )
        try:
            check_option_keys(opts["generator"], set(options.extra))
        except EngineError as exc:
            raise CommandError(str(exc)) from None
        try:
            run = run_create(
                project=project,
                generator=opts["generator"],
                options=options,
                name=opts["name"],
            )
        except OriginalsForgotten as exc:
            raise CommandError(" ".join(exc.messages)) from None
        if opts["sync"]:
            try:
                with self._bar(opts) as progress:
                    run = generation_execute(run_id=run.pk, progress=progress)
            except BackendUnavailable as exc:
                GenerationRun.objects.filter(pk=run.pk).update(
                    status=RunStatus.FAILED, error=str(exc)
                )
                raise CommandError(str(exc)) from None
        else:
            from generation.services_queue import run_enqueue

            run_enqueue(run=run)
            if not opts["wait"]:
                self.stdout.write(
                    str(run.pk) if not opts["json"] else json.dumps({"run": run.pk})
                )
                return
            with self._bar(opts) as progress:
                run = self._wait(run, progress=progress)
        if run.status == RunStatus.FAILED:
            if opts["json"]:
                self.stdout.write(json.dumps({**run_summary(run), "error": run.error}))
            raise CommandError(run.error or "The run failed.")
        if not opts["json"]:
            summary = run_summary(run)
            self.stdout.write(
                f"Run {run.pk} ({run.generator}): {summary['candidates']} candidates, "
                f"{summary['failed']} failed, {summary['seconds']} s"
            )
        else:
            self.stdout.write(json.dumps(run_summary(run)))

    def _bar(self, opts: dict) -> AbstractContextManager[Progress | None]:
        # On stderr even with --json: that contract is the last line of stdout.
        return progress_bar(
            stderr=self.stderr, option=opts["progress"], desc="documents"
        )

    def _wait(
        self, run: GenerationRun, *, progress: Progress | None = None
    ) -> GenerationRun:
        done = {RunStatus.DONE, RunStatus.FAILED, RunStatus.CANCELLED}
        while True:
            run.refresh_from_db()
            if progress is not None:
                # The workers keep the counters on the run row.
                progress(run.documents_done, run.documents_total)
            if run.status in done:
                return run
            time.sleep(0.5)
