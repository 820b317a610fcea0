#!/usr/bin/env python
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "pseudoweb.settings")
    from pseudoweb.cli import main

    main(sys.argv)
