.PHONY: demo test
demo:  ## run the app with the demo data on embedded defaults
	bin/demo
test:  ## run the whole test suite
	bin/test
