.PHONY: demo test serve
demo:  ## run the app with the demo data on embedded defaults
	bin/demo
test:  ## run the whole test suite, then the import contracts and mypy (pyproject.toml)
	bin/test
	.venv/bin/lint-imports --no-cache
	.venv/bin/mypy
serve:  ## the production server: gunicorn + whitenoise, settings from the environment
	bin/serve
