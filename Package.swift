// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "hig-audit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "hig-audit", targets: ["hig-audit"]),
        .library(name: "HIGAudit", targets: ["HIGAudit"]),
        .plugin(name: "HIGAuditPlugin", targets: ["HIGAuditPlugin"]),
        .plugin(name: "HIGAuditBuildPlugin", targets: ["HIGAuditBuildPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // A range, not a pin: apps and plugins that depend on hig-audit often depend on
        // swift-syntax too (macros), and one exact version breaks their resolution. See
        // docs/architecture.md, "Swift source".
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        // The decoded table dump, source positions and the source error. No dependencies, on purpose.
        .target(name: "HIGModel"),
        // ICU's include path and libraries from pkg-config (icu-i18n requires icu-uc): Debian's
        // libicu-dev on Linux; on macOS Homebrew's keg-only icu4c, found through
        // PKG_CONFIG_PATH="$(brew --prefix icu4c)/lib/pkgconfig" (docs/architecture.md, "ICU").
        .systemLibrary(name: "CICULink", pkgConfig: "icu-i18n", providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]),
        // A thin C layer over ICU: Debian's ICU suffixes every exported symbol with its
        // version (ubrk_open_72), so Swift calls these unsuffixed wrappers instead.
        .target(name: "CICU", dependencies: ["CICULink"]),
        // libxml2's parser, for every XML format the tool reads (include path from pkg-config).
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        // The input layer: every file format the tool reads (dumps, String Catalogs, .strings,
        // .stringsdict, XLIFF, storyboards, baselines, layout profiles, .hig-audit.yml), one JSON
        // reader, one XML reader, one limits policy, on the model's source positions and errors.
        .target(name: "HIGInput", dependencies: ["HIGModel", "CXML2", .product(name: "Yams", package: "Yams")]),
        // Table screens written in Swift (SwiftUI List/Form, UIKit data sources) read into the
        // dump model. The only user of swift-syntax, so no other module compiles it.
        .target(
            name: "HIGSwiftSource",
            dependencies: [
                "HIGModel",
                "HIGInput",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // The default font metrics' lookup tables as constant C arrays (scripts/metrics/stored.py):
        // nothing to decode at start, and a large array compiles in seconds in C.
        .target(name: "CDefaultMetrics"),
        // Measuring and fitting text. Knows nothing about tables or the HIG.
        .target(name: "TextLayout", dependencies: ["CICU", "CDefaultMetrics"]),
        // Findings, rules, the layout model of a cell, reporters, and project configuration.
        .target(
            name: "HIGAudit",
            dependencies: ["HIGModel", "HIGInput", "HIGSwiftSource", "TextLayout"]
        ),
        // The command line: the only ArgumentParser user.
        .executableTarget(
            name: "hig-audit",
            dependencies: [
                "HIGAudit",
                "HIGInput",
                "HIGModel",
                "TextLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package hig-audit …` in any package that depends on this one.
        .plugin(
            name: "HIGAuditPlugin",
            capability: .command(
                intent: .custom(verb: "hig-audit", description: "Audits table dumps against the HIG for tables (arguments as for hig-audit; default: check)."),
                permissions: []
            ),
            dependencies: ["hig-audit"]
        ),
        // Audits a target's storyboards, xibs and translations on build, findings as build
        // warnings (docs/xcode.md); also an Xcode project plugin where XcodeProjectPlugin exists.
        .plugin(name: "HIGAuditBuildPlugin", capability: .buildTool(), dependencies: ["hig-audit"]),
        // Benchmarks (scripts/bench/run.sh, scripts/bench-decode/run.sh); Foundation only for
        // the comparison.
        .executableTarget(name: "hig-audit-bench", dependencies: ["HIGModel", "HIGInput", "HIGAudit"]),
        // Fixtures are read from the checkout by path, not bundled.
        .testTarget(name: "HIGInputTests", dependencies: ["HIGInput", "HIGModel"], exclude: ["Fixtures"]),
        .testTarget(name: "HIGModelTests", dependencies: ["HIGModel", "HIGInput"]),
        .testTarget(name: "HIGSwiftSourceTests", dependencies: ["HIGSwiftSource", "HIGModel"]),
        .testTarget(
            name: "TextLayoutTests",
            dependencies: ["TextLayout"],
            // Unicode's conformance files and the HarfBuzz width oracle, read at test time.
            resources: [.copy("Resources")]
        ),
        .testTarget(name: "HIGAuditTests", dependencies: ["HIGAudit", "HIGInput", "HIGModel", "TextLayout"], resources: [.copy("Resources")]),
        .testTarget(name: "hig-auditTests", dependencies: ["hig-audit"]),
    ]
)
