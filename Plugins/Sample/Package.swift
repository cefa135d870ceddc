// swift-tools-version:6.0
// A package that uses hig-audit's build-tool plugin, built by .ci/run: building it must print
// the storyboard's findings as warnings with absolute paths, and succeed.
import PackageDescription

let package = Package(
    name: "PluginSample",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "hig-audit", path: "../.."),
    ],
    targets: [
        .target(
            name: "SettingsScreens",
            resources: [.copy("Base.lproj"), .copy("de.lproj")],
            plugins: [.plugin(name: "HIGAuditBuildPlugin", package: "hig-audit")]
        ),
    ]
)
