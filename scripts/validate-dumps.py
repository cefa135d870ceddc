#!/usr/bin/env python3
"""Validates table dumps against schema/table-dump-v1.schema.json with python's jsonschema.

Usage: scripts/validate-dumps.py [--schema PATH] [--expect-invalid] FILE...

Checks the schema itself (Draft 2020-12 meta-schema), then every FILE. Exits 0 when every file
is valid (with --expect-invalid: when every file is invalid), 1 otherwise, 2 on usage errors or
when jsonschema is not installed. Duplicate keys and NaN/Infinity are rejected while parsing,
as hig-audit does.
"""
import argparse
import json
import os
import sys

try:
    from jsonschema import Draft202012Validator
except ImportError:
    print("validate-dumps: python3 module 'jsonschema' is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)

DEFAULT_SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "schema", "table-dump-v1.schema.json")


def strict_pairs(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def reject_constant(name):
    raise ValueError(f"{name} is not JSON")


def load(path):
    with open(path, "rb") as handle:
        data = handle.read()
    return json.loads(data.decode("utf-8"), object_pairs_hook=strict_pairs, parse_constant=reject_constant)


def main():
    parser = argparse.ArgumentParser(description="Validate table dumps against the JSON Schema.")
    parser.add_argument("--schema", default=DEFAULT_SCHEMA)
    parser.add_argument("--expect-invalid", action="store_true", help="succeed only if every file is invalid")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()

    schema = load(args.schema)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)

    failures = 0
    for path in args.files:
        try:
            errors = sorted(validator.iter_errors(load(path)), key=lambda e: list(e.absolute_path))
            problems = [f"/{'/'.join(str(p) for p in e.absolute_path)}: {e.message}" for e in errors]
        except (OSError, UnicodeDecodeError, ValueError) as error:
            problems = [str(error)]
        if args.expect_invalid:
            if problems:
                print(f"{path}: invalid as expected: {problems[0]}")
            else:
                print(f"{path}: error: expected the schema to reject this file, but it is valid")
                failures += 1
        elif problems:
            for problem in problems:
                print(f"{path}: error: {problem}")
            failures += 1
        else:
            print(f"{path}: valid")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
