#!/usr/bin/env bash
# Installs what generate.py and oracle.py need: Debian's fonts and Unicode data, and the Python
# packages (fontTools, uharfbuzz; Babel for the CLDR strings the oracle measures).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji unicode-data >/dev/null
python3 -m pip install -q "fontTools>=4.38" "uharfbuzz>=0.39" "babel>=2.12" "regex>=2023"
