#!/usr/bin/env python3
"""Writes an app folder of COUNT Swift files for scripts/bench-swift/run.sh: one in four a table
screen (SwiftUI List/Form or a UIKit data source, alternating, 12–20 rows each, keys resolved
against a String Catalog with German and Finnish), the rest model and service files of about the
same size that mention no list or table, as most of an app's files do."""
import json, os, sys

out, count = sys.argv[1], int(sys.argv[2])
os.makedirs(f"{out}/App/Sources", exist_ok=True)
os.makedirs(f"{out}/App/App.xcodeproj", exist_ok=True)
with open(f"{out}/App/App.xcodeproj/project.pbxproj", "w") as f:
    f.write("// !$*UTF8*$!\n{ objects = { P = { isa = PBXProject; developmentRegion = en; knownRegions = ( en, Base, de, fi, ); }; }; }\n")

strings = {}
def key(screen, row):
    k = f"screen{screen}.row{row}"
    strings[k] = (f"Setting number {row} of screen {screen}", f"Einstellung Nummer {row} auf Bildschirm {screen}", f"Näytön {screen} asetus numero {row}")
    return k

def swiftui(i):
    rows = []
    for r in range(12 + i % 9):
        k = key(i, r)
        kind = r % 4
        if kind == 0: rows.append(f'            NavigationLink("{k}") {{ DetailView{i}() }}')
        elif kind == 1: rows.append(f'            Toggle("{k}", isOn: $flag{r})')
        elif kind == 2: rows.append(f'            LabeledContent("{k}", value: model.value{r})')
        else: rows.append(f'            Button("{k}") {{ shows{i} = true }}')
    state = "\n".join(f"    @State private var flag{r} = false" for r in range(12 + i % 9))
    return f"""import SwiftUI

struct Screen{i}View: View {{
{state}
    @State private var shows{i} = false
    let model: Model{i}

    var body: some View {{
        List {{
            Section("{key(i, 100)}") {{
{chr(10).join(rows)}
            }}
        }}
        .sheet(isPresented: $shows{i}) {{ DetailView{i}() }}
        .navigationTitle("{key(i, 101)}")
    }}
}}
"""

def uikit(i):
    n = 12 + i % 9
    cases = ", ".join(f"r{r}" for r in range(n))
    titles = "\n".join(f'            case .r{r}: NSLocalizedString("{key(i, r)}", comment: "")' for r in range(n))
    return f"""import UIKit

final class Screen{i}ViewController: UITableViewController {{
    enum Row: CaseIterable {{
        case {cases}

        var title: String {{
            switch self {{
{titles}
            }}
        }}
    }}

    init() {{ super.init(style: .insetGrouped) }}
    required init?(coder: NSCoder) {{ fatalError() }}

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{
        Row.allCases.count
    }}

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {{
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = Row.allCases[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }}

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {{
        navigationController?.pushViewController(UIViewController(), animated: true)
    }}
}}
"""

def model(i):
    fields = "\n".join(f"    var value{r}: String = \"\"" for r in range(20))
    methods = "\n".join(f"    func compute{r}(_ x: Int) -> Int {{ x * {r} + {i} }}" for r in range(20))
    return f"""import Foundation

struct Model{i}: Codable, Hashable {{
{fields}
}}

final class Service{i} {{
    private var cache: [Int: Int] = [:]
{methods}
}}
"""

screens = 0
for i in range(count):
    if i % 4 == 0:
        text = swiftui(i) if (i // 4) % 2 == 0 else uikit(i)
        screens += 1
    else:
        text = model(i)
    with open(f"{out}/App/Sources/File{i:05d}.swift", "w") as f:
        f.write(text)

catalog = {"sourceLanguage": "en", "version": "1.0", "strings": {
    k: {"localizations": {loc: {"stringUnit": {"state": "translated", "value": v[n]}} for n, loc in enumerate(["en", "de", "fi"])}}
    for k, v in sorted(strings.items())}}
with open(f"{out}/App/Localizable.xcstrings", "w") as f:
    json.dump(catalog, f, ensure_ascii=False, indent=1)
print(f"{count} files, {screens} table screens, {len(strings)} keys", file=sys.stderr)
