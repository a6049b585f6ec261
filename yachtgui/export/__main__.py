"""``python -m yachtgui.export``: the same as the ``yachtgui-export`` command."""

import sys

from yachtgui.export.cli import main

sys.exit(main())
