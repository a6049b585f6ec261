"""``python -m yachtgui.ai``: see :mod:`yachtgui.ai.cli`."""

import sys

from yachtgui.ai.cli import main

sys.exit(main())
