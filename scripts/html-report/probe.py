#!/usr/bin/env python3
"""Makes a probe copy of an HTML report for check.sh: every drawing shown (not only the current
one), the Content Security Policy left out so probe.js may run, and probe.js added.

  probe.py REPORT.html OUT.html
"""
import os
import re
import sys

def main():
    source, target = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as handle:
        page = handle.read()
    page = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", page, count=1)
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "probe.js"), encoding="utf-8") as handle:
        probe = handle.read()
    extra = "<style>.js .view:not(.current){display:block!important}</style><script>" + probe + "</script>\n</body>"
    page = page.replace("</body>", extra, 1)
    with open(target, "w", encoding="utf-8") as handle:
        handle.write(page)

if __name__ == "__main__":
    main()
