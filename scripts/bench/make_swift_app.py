#!/usr/bin/env python3
"""Writes the "whole app from sources" benchmark input as Swift sources: the same shape as the
storyboard app (make_app.py), COUNT times three table screens of 4 sections x 6 rows with
section headers and footers, in the suite's 40 locales of real CLDR strings (make_strings.py's
strings.tsv):

- ScreenN_General.swift, ScreenN_Accounts.swift: SwiftUI `List`s whose texts are localization
  keys (`Text("key")`, `Toggle("key", isOn:)`, `NavigationLink("key")`, `Section { } header:
  footer:`), looked up in the Localizable table; rows alternate a pushing link, a switch and a
  two-line title and subtitle.
- ScreenN_Options.swift: a UIKit `UITableViewController` data source, value1 cells whose texts
  are `NSLocalizedString(_:tableName:comment:)` calls in table ScreenN, headers and footers from
  `titleForHeaderInSection` / `titleForFooterInSection`.

Translations: `<locale>.lproj/Localizable.strings` and `ScreenN.strings` (Finnish UTF-16 with a
BOM, as Xcode writes it; the others UTF-8), or with --catalog the same keys in String Catalogs
(`Localizable.xcstrings`, `ScreenN.xcstrings`). A key's string is the same CLDR concept in every
locale, so lengths vary by locale as real translations do. The module is a Swift package target
(`Sources/BenchApp`, development language English). Everything is generated here.

    make_swift_app.py STRINGS_TSV OUT_DIR [COUNT] [--catalog]      (COUNT defaults to 50)
"""
import json
import os
import sys

SECTIONS = 4
ROWS = 6


def swiftui_screen(n, name, style, keys):
    """A SwiftUI List; appends its (key, index) pairs to `keys` (table Localizable)."""
    def key(suffix):
        k = f"s{n}.{name.lower()}.{suffix}"
        keys.append(k)
        return k
    sections = []
    for sec in range(SECTIONS):
        rows = []
        for k in range(ROWS):
            kind = (sec + k) % 3
            if kind == 0:
                rows.append(f'                NavigationLink("{key(f"{sec}.{k}.title")}") {{ DetailView() }}')
            elif kind == 1:
                rows.append(f'                Toggle("{key(f"{sec}.{k}.title")}", isOn: $enabled)')
            else:
                rows.append(
                    "                VStack(alignment: .leading) {\n"
                    f'                    Text("{key(f"{sec}.{k}.title")}")\n'
                    f'                    Text("{key(f"{sec}.{k}.subtitle")}").font(.footnote)\n'
                    "                }")
        header, footer = key(f"{sec}.header"), key(f"{sec}.footer")
        sections.append(
            "            Section {\n" + "\n".join(rows) + "\n"
            f'            }} header: {{\n                Text("{header}")\n'
            f'            }} footer: {{\n                Text("{footer}")\n            }}')
    return (
        "import SwiftUI\n\n"
        f"struct Screen{n}{name}View: View {{\n"
        "    @State private var enabled = true\n\n"
        "    var body: some View {\n"
        "        List {\n" + "\n".join(sections) + "\n"
        "        }\n"
        f"        .listStyle(.{style})\n"
        "    }\n"
        "}\n")


def uikit_screen(n, keys):
    """A UIKit data source; appends its keys to `keys` (table ScreenN)."""
    table = f"Screen{n}"

    def call(suffix):
        k = f"s{n}.options.{suffix}"
        keys.append(k)
        return f'NSLocalizedString("{k}", tableName: "{table}", comment: "")'
    def rows(part):
        return "[\n" + ",\n".join(
            "        [" + ", ".join(call(f"{sec}.{k}.{part}") for k in range(ROWS)) + "]"
            for sec in range(SECTIONS)) + ",\n    ]"
    titles, details = rows("title"), rows("detail")
    headers = "[" + ", ".join(call(f"{sec}.header") for sec in range(SECTIONS)) + "]"
    footers = "[" + ", ".join(call(f"{sec}.footer") for sec in range(SECTIONS)) + "]"
    return f"""import UIKit

final class Screen{n}OptionsViewController: UITableViewController {{
    private let titles = {titles}
    private let details = {details}
    private let headers = {headers}
    private let footers = {footers}

    init() {{ super.init(style: .insetGrouped) }}
    required init?(coder: NSCoder) {{ fatalError() }}

    override func numberOfSections(in tableView: UITableView) -> Int {{ titles.count }}

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        titles[section].count
    }}

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {{
        headers[section]
    }}

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {{
        footers[section]
    }}

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "option")
        cell.textLabel?.text = titles[indexPath.section][indexPath.row]
        cell.detailTextLabel?.text = details[indexPath.section][indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        navigationController?.pushViewController(UIViewController(), animated: true)
    }}
}}
"""


def strings_file(path, pairs, utf16):
    text = "".join(f'"{k}" = "{v.replace(chr(92), chr(92) * 2).replace(chr(34), chr(92) + chr(34))}";\n' for k, v in pairs)
    with open(path, "wb") as f:
        f.write(b"\xff\xfe" + text.encode("utf-16-le") if utf16 else text.encode("utf-8"))


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    catalog = "--catalog" in sys.argv[1:]
    strings_tsv, out = args[0], args[1]
    count = int(args[2]) if len(args) > 2 else 50
    with open(strings_tsv, encoding="utf-8") as f:
        locales = [name.replace("_", "-") for name in f.readline().rstrip("\n").split("\t")]
        concepts = [line.rstrip("\n").split("\t") for line in f if line.strip()]
    module = os.path.join(out, "Sources", "BenchApp")
    screens = os.path.join(module, "Screens")
    os.makedirs(screens, exist_ok=True)
    with open(os.path.join(out, "Package.swift"), "w", encoding="utf-8") as f:
        f.write('// swift-tools-version:5.9\nimport PackageDescription\n\n'
                'let package = Package(name: "BenchApp", defaultLocalization: "en", platforms: [.iOS(.v17)],\n'
                '                      targets: [.target(name: "BenchApp", resources: [.process(".")])])\n')
    with open(os.path.join(screens, "DetailView.swift"), "w", encoding="utf-8") as f:
        f.write("import SwiftUI\n\nstruct DetailView: View {\n    var body: some View { EmptyView() }\n}\n")
    tables = {"Localizable": []}
    for n in range(count):
        for name, style in (("General", "insetGrouped"), ("Accounts", "grouped")):
            with open(os.path.join(screens, f"Screen{n}_{name}.swift"), "w", encoding="utf-8") as f:
                f.write(swiftui_screen(n, name, style, tables["Localizable"]))
        tables[f"Screen{n}"] = []
        with open(os.path.join(screens, f"Screen{n}_Options.swift"), "w", encoding="utf-8") as f:
            f.write(uikit_screen(n, tables[f"Screen{n}"]))

    def value(table_index, i, column):
        return concepts[(table_index * 131 + i * 7) % len(concepts)][column]

    for table_index, (table, keys) in enumerate(tables.items()):
        if catalog:
            strings = {}
            for i, k in enumerate(keys):
                strings[k] = {"localizations": {
                    locale: {"stringUnit": {"state": "translated", "value": value(table_index, i, column)}}
                    for column, locale in enumerate(locales)}}
            with open(os.path.join(module, f"{table}.xcstrings"), "w", encoding="utf-8") as f:
                json.dump({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, f,
                          ensure_ascii=False, indent=2, sort_keys=True)
                f.write("\n")
        else:
            for column, locale in enumerate(locales):
                folder = os.path.join(module, f"{locale}.lproj")
                os.makedirs(folder, exist_ok=True)
                strings_file(os.path.join(folder, f"{table}.strings"),
                             [(k, value(table_index, i, column)) for i, k in enumerate(keys)], locale == "fi")
    form = "String Catalogs" if catalog else ".strings"
    print(f"{count * 3} Swift screens, {len(locales)} locales in {form}", file=sys.stderr)


if __name__ == "__main__":
    main()
