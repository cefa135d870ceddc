import HIGModel
import Testing
@testable import HIGSwiftSource

/// The reader on small sources written here: each test names the Swift shape it reads.
@Suite struct SwiftSourceReaderTests {
    static func read(_ source: String, file: String = "Screen.swift") throws -> SwiftSourceDocument {
        try SwiftSourceReader.read(Array(source.utf8), file: file)
    }

    static func rows(_ document: SwiftSourceDocument, screen: Int = 0) -> [Row] {
        document.dump.screens[screen].table.sections.flatMap(\.rows)
    }

    @Test func aTextLiteralIsAKeyAndAStringVariableIsVerbatim() throws {
        let document = try Self.read("""
        struct S: View {
            let name: String = "Anna"
            var body: some View {
                List {
                    Text("greeting.title")
                    Text(name)
                    Text(verbatim: "Build 7")
                    Text("Hello, \\(name)")
                }
            }
        }
        """)
        let texts = Self.rows(document).map { $0.text! }
        #expect(texts.map(\.origin) == [.localizationKey, .literal, .literal, .unknown])
        #expect(texts[0].localizationKey == "greeting.title")
        #expect(texts[1].string == "Anna")
        #expect(texts[1].localizationKey == nil)
        #expect(document.unknownTextRows == 1)
    }

    @Test func everyElementIsLocatedInTheFileInUTF16Columns() throws {
        let document = try Self.read("""
        struct Ü: View {
            var body: some View {
                List {
                    Section("ä") { Toggle("wifi", isOn: $on) }
                }
            }
        }
        """, file: "App/Ü.swift")
        let section = document.dump.screens[0].table.sections[0]
        #expect(section.header?.source.file == "App/Ü.swift")
        #expect(section.header?.source.span.start == SourcePosition(line: 4, column: 21))
        let toggle = section.rows[0]
        #expect(toggle.source.span.start == SourcePosition(line: 4, column: 28))
        #expect(toggle.text?.source.span.start == SourcePosition(line: 4, column: 35))
        #expect(toggle.accessoryView?.kind == .switch)
    }

    @Test func forEachOverAnEnumWithTitlesGivesOneRowPerCase() throws {
        let document = try Self.read("""
        enum Kind: CaseIterable {
            case a, b, c
            var title: LocalizedStringKey {
                switch self {
                case .a: "kind.a"
                case .b: "kind.b"
                case .c: "kind.c"
                }
            }
        }
        struct S: View {
            var body: some View {
                Form {
                    ForEach(Kind.allCases, id: \\.self) { kind in
                        NavigationLink(kind.title) { Detail() }
                    }
                    ForEach(0..<2) { index in Text("fixed") }
                }
            }
        }
        """)
        let rows = Self.rows(document)
        #expect(rows.map { $0.text?.localizationKey } == ["kind.a", "kind.b", "kind.c", "fixed", "fixed"])
        #expect(rows.prefix(3).allSatisfy { $0.accessoryType == .disclosureIndicator && $0.selectionAction == .pushes })
    }

    @Test func dataLoadedAtRunTimeKeepsOneRowWithUnknownText() throws {
        let document = try Self.read("""
        struct S: View {
            @State private var items: [Item] = []
            var body: some View {
                List {
                    ForEach(items) { item in Text(item.name) }
                        .onDelete { items.remove(atOffsets: $0) }
                }
            }
        }
        """)
        let rows = Self.rows(document)
        #expect(rows.count == 1)
        #expect(rows[0].text?.origin == .unknown)
        #expect(rows[0].editingStyle == .delete)
    }

    @Test func buttonsPresentWhatTheirFlagsPresent() throws {
        let document = try Self.read("""
        struct S: View {
            @State private var asks = false
            @State private var edits = false
            var body: some View {
                List {
                    Button("sign.out", role: .destructive) { asks = true }
                    Button("edit") { edits = true }
                    Button("ping") { ping() }
                }
                .alert("sure", isPresented: $asks) {}
                .sheet(isPresented: $edits) { Editor() }
            }
        }
        """)
        #expect(Self.rows(document).map(\.selectionAction) == [.presentsAlert, .presentsSheet, .runsAction])
    }

    @Test func modifiersSetFontsLinesSwipeActionsAndStyle() throws {
        let document = try Self.read("""
        struct S: View {
            var body: some View {
                List {
                    Text("a").font(.system(size: 13)).lineLimit(1)
                    Text("b").font(.headline)
                    Text("c")
                        .swipeActions {
                            Button(role: .destructive) { } label: { Label("delete", systemImage: "trash") }
                            Button("flag") { }
                        }
                }
                .listStyle(.plain)
            }
        }
        """)
        let rows = Self.rows(document)
        #expect(rows[0].text?.font == .fixed(size: 13, weight: .regular))
        #expect(rows[0].text?.numberOfLines == 1)
        #expect(rows[1].text?.font == .textStyle(.headline, weight: nil))
        #expect(rows[1].text?.numberOfLines == 0)
        #expect(rows[2].trailingSwipeActions.map(\.style) == [.destructive, .normal])
        #expect(rows[2].trailingSwipeActions.map { $0.title.localizationKey } == ["delete", "flag"])
        #expect(document.dump.screens[0].table.style == .plain)
    }

    @Test func localizationHelpersResolveToTheirKeys() throws {
        let document = try Self.read("""
        func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        extension String { var localized: String { NSLocalizedString(self, comment: "") } }
        enum L10n {
            enum Home {
                static let title = L10n.tr("Main", "home.title", fallback: "Home")
                static func count(_ n: Int) -> String { L10n.tr("Main", "home.count", n, fallback: "%d") }
            }
        }
        struct S: View {
            var body: some View {
                List {
                    Text(tr("a.key"))
                    Text("b.key".localized)
                    Text(L10n.Home.title)
                    Text(String(localized: "c.key", table: "Extra"))
                    Text(NSLocalizedString("d.key", tableName: "Other", value: "D", comment: ""))
                    Text(L10n.Home.count(3))
                }
            }
        }
        """)
        let texts = Self.rows(document).map { $0.text! }
        #expect(texts.map(\.localizationKey) == ["a.key", "b.key", "home.title", "c.key", "d.key", nil])
        #expect(texts.map(\.localizationTable) == [nil, nil, "Main", "Extra", "Other", nil])
        #expect(texts[2].string == "Home")
        #expect(texts[4].string == "D")
        #expect(texts[5].origin == .unknown)
        #expect(document.tables == ["Extra", "Localizable", "Main", "Other"])
    }

    @Test func uiKitDataSourceIsRunForEveryIndexPath() throws {
        let document = try Self.read("""
        final class C: UITableViewController {
            enum Section: Int, CaseIterable { case one, two }
            private let names = ["Ann", "Bo"]
            init() { super.init(style: .insetGrouped) }
            override func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                switch Section(rawValue: section)! {
                case .one: return names.count
                case .two: return 1
                }
            }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                section == 0 ? NSLocalizedString("people", comment: "") : nil
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                if indexPath.section == 0 {
                    cell.textLabel?.text = names[indexPath.row]
                    cell.accessoryType = .disclosureIndicator
                } else {
                    cell.textLabel?.text = NSLocalizedString("notify", comment: "")
                    cell.accessoryView = UISwitch()
                    cell.selectionStyle = .none
                }
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                guard indexPath.section == 0 else { return }
                navigationController?.pushViewController(Detail(), animated: true)
            }
        }
        """)
        let table = document.dump.screens[0].table
        #expect(table.style == .insetGrouped)
        #expect(table.sections.map(\.rows.count) == [2, 1])
        #expect(table.sections[0].header?.localizationKey == "people")
        #expect(table.sections[1].header == nil)
        let rows = table.sections.flatMap(\.rows)
        #expect(rows.map { $0.text?.string } == ["Ann", "Bo", "notify"])
        #expect(rows.map(\.content) == [.style(.value1), .style(.value1), .style(.value1)])
        #expect(rows.map(\.selectionAction) == [.pushes, .pushes, SelectionAction.none])
        #expect(rows[2].accessoryView?.kind == .switch)
        #expect(rows[2].selectionStyle == .none)
    }

    /// `detailTextLabel?.numberOfLines = 0` makes the subtitle wrap; a row that neither
    /// highlights nor does anything when tapped cannot be selected, while one that does
    /// something, or highlights, still can.
    @Test func labelLinesAndRowsThatIgnoreATap() throws {
        let document = try Self.read("""
        final class C: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 1 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Title"
                cell.detailTextLabel?.text = "A subtitle long enough to wrap"
                cell.detailTextLabel?.numberOfLines = 0
                if indexPath.row != 2 { cell.selectionStyle = .none }
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                if indexPath.row == 1 { navigationController?.pushViewController(UIViewController(), animated: true) }
            }
        }
        """)
        let rows = Self.rows(document)
        #expect(rows.count == 3)
        #expect(rows.map { $0.secondaryText?.numberOfLines } == [0, 0, 0])
        #expect(rows.map { $0.text?.numberOfLines == 0 } == [false, false, false])
        #expect(rows.map(\.isSelectable) == [false, true, true])
        #expect(rows.map(\.selectionAction) == [SelectionAction.none, .pushes, SelectionAction.none])
    }

    @Test func swipeActionsDeleteTitlesAndAlerts() throws {
        let document = try Self.read("""
        final class C: UITableViewController {
            var items: [Item] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
                var content = UIListContentConfiguration.valueCell()
                content.text = items[indexPath.row].title
                content.secondaryText = "fixed"
                cell.contentConfiguration = content
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
            override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let remove = UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) }
                return UISwipeActionsConfiguration(actions: [remove])
            }
        }
        """)
        let rows = Self.rows(document)
        #expect(rows.count == 1)
        #expect(rows[0].content == .configuration(.valueCell))
        #expect(rows[0].text?.origin == .unknown)
        #expect(rows[0].secondaryText?.string == "fixed")
        #expect(rows[0].selectionAction == .presentsAlert)
        #expect(rows[0].editingStyle == .delete)
        #expect(rows[0].deleteConfirmationTitle?.string == "Remove")
        #expect(rows[0].trailingSwipeActions.map(\.style) == [.destructive])
    }

    @Test func aFileThatDoesNotParseIsAnErrorAtItsPosition() throws {
        let source = "struct S: View {\n    var body: some View {\n        List { Text(\"a\" }\n    }\n}\n"
        let error = #expect(throws: SourceError.self) { try Self.read(source, file: "Broken.swift") }
        #expect(error?.file == "Broken.swift")
        #expect(error?.position?.line == 3)
        #expect(error?.description.hasPrefix("Broken.swift:3:") == true)
        #expect(error?.description.contains("expected a Swift source file that compiles") == true)
    }

    @Test func aFileWithoutAScreenIsANoteNotAnError() throws {
        let document = try Self.read("let list = [1, 2, 3] // a List of numbers\n", file: "Model.swift")
        #expect(document.dump.screens.isEmpty)
        #expect(document.notes == ["Model.swift: note: skipped: mentions a list or table but no List, Form or table data source was understood"])
    }

    @Test func theByteScanFindsTableWordsOnly() {
        #expect(SwiftSourceReader.mentionsTable(Array("List { }".utf8)))
        #expect(SwiftSourceReader.mentionsTable(Array("class A: UITableViewController {}".utf8)))
        #expect(!SwiftSourceReader.mentionsTable(Array("struct A { let x = 1 }".utf8)))
        #expect(!SwiftSourceReader.mentionsTable([]))
    }

    /// Hostile sources: self-reference, deep nesting and control characters end in a bounded
    /// result or an error, never a hang or a crash.
    @Test func hostileSourcesStayBounded() throws {
        let loop = try Self.read("""
        enum E: CaseIterable {
            case a
            var title: String { self.title }
            var other: String { other2 }
            var other2: String { other }
        }
        struct S: View {
            var body: some View { List { ForEach(E.allCases, id: \\.self) { Text($0.title); Text($0.other) } } }
        }
        """)
        #expect(Self.rows(loop).count == 2)
        #expect(Self.rows(loop).allSatisfy { $0.text?.origin == .unknown })

        let deep = "struct S: View { var body: some View { List { " + String(repeating: "Group { ", count: 2_000) + String(repeating: "} ", count: 2_000) + "} } }"
        // Nesting past the parser's limit is a syntax error, not a stack overflow.
        _ = try? Self.read(deep)

        let escape = "struct S: View { var body: some View { List { Text(\"a\" \u{1B}[31m) } } }"
        let error = #expect(throws: SourceError.self) { try Self.read(escape) }
        #expect(error?.description.contains("\u{1B}") == false)

        let many = "struct S: View { var body: some View { List { ForEach(0..<100000) { _ in Text(\"x\") } } } }"
        #expect(Self.rows(try Self.read(many)).count == 1)
    }
}
