"""``python -m yachtgui.history``: the same as ``yachtgui-history``."""

import sys

from yachtgui.history.cli import main

sys.exit(main())
