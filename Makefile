.PHONY: demo test
demo:  ## run the app with the demo data on embedded defaults
	bin/demo
test:  ## run the whole test suite, then mypy (configured in pyproject.toml)
	bin/test
	.venv/bin/mypy
