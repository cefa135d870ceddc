import Foundation
import HIGInput
import HIGModel
import Testing

/// The horizontal axis of custom cells as Auto Layout solves it (`HorizontalLayoutReader`), read
/// through the storyboard reader: each label's width as a function of the content view.
@Suite struct HorizontalLayoutReaderTests {
    /// A static table with one custom cell whose content view holds `subviews` and `constraints`.
    static func row(subviews: String, constraints: String, accessory: String = "", contentViewExtra: String = "") throws(SourceError) -> (row: Row, notes: [StoryboardNote]) {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_12" orientation="landscape"/>
            <scenes><scene sceneID="S"><objects>
                <tableViewController id="T"><tableView key="view" dataMode="static" style="grouped" id="TV">
                    <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
                    <sections><tableViewSection id="Sec"><cells>
                        <tableViewCell selectionStyle="none" \(accessory) id="Cell">
                            <tableViewCellContentView key="contentView" id="CV">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                <subviews>\(subviews)</subviews>
                                <constraints>\(constraints)</constraints>
                                \(contentViewExtra)
                            </tableViewCellContentView>
                        </tableViewCell>
                    </cells></tableViewSection></sections>
                </tableView></tableViewController>
            </objects></scene></scenes>
        </document>
        """
        let read = try StoryboardReader.read(Array(document.utf8), file: "Base.lproj/Cells.storyboard")
        guard let row = read.dump.screens.first?.table.sections.first?.rows.first else {
            throw SourceError(file: "", position: SourcePosition(line: 1, column: 1), message: "no row")
        }
        return (row, read.notes)
    }

    static func label(_ id: String, _ text: String, x: Double = 16, width: Double = 100, extra: String = "", constraints: String = "") -> String {
        """
        <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="\(x)" y="11" width="\(width)" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
            <constraints>\(constraints)</constraints>
        </label>
        """
    }

    static let toggle = """
        <switch opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Sw"><rect key="frame" x="326" y="6" width="51" height="31"/></switch>
        """

    @Test func labelBesideASwitchTakesTheRest() throws {
        let (row, _) = try Self.row(subviews: Self.label("L1", "Group by folder") + Self.toggle, constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            <constraint firstItem="Sw" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="L1" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailingMargin" secondItem="Sw" secondAttribute="trailing" id="c3"/>
            """)
        let width = try #require(row.text?.autoLayoutWidth)
        #expect(width == AutoLayoutWidth(contentWidthFactor: 1, marginCount: 2, constant: -59))
        #expect(width.span(contentWidth: 320, margin: 16) == 229)
        #expect(row.text?.width == nil, "never the design frame")
        #expect(row.accessoryView?.isInContentView == true)
        #expect(row.accessoryView?.kind == .switch)
    }

    @Test func edgesConstantsAndFixedWidths() throws {
        // Label pinned to the content view's edges (not margins) with 20 pt, beside a 29-pt image.
        let image = """
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="Img"><rect key="frame" x="20" y="8" width="29" height="29"/>
                <constraints><constraint firstAttribute="width" constant="29" id="w"/></constraints></imageView>
            """
        let (row, _) = try Self.row(subviews: image + Self.label("L1", "Photos"), constraints: """
            <constraint firstItem="Img" firstAttribute="leading" secondItem="CV" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="L1" firstAttribute="leading" secondItem="Img" secondAttribute="trailing" constant="12" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="L1" secondAttribute="trailing" constant="20" id="c3"/>
            """)
        #expect(row.text?.autoLayoutWidth == AutoLayoutWidth(contentWidthFactor: 1, marginCount: 0, constant: -81))
    }

    @Test func fixedWidthStaysFixedAndAtMostCaps() throws {
        let (fixed, _) = try Self.row(subviews: Self.label("L1", "Name", constraints: #"<constraint firstAttribute="width" constant="90" id="w"/>"#), constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            """)
        #expect(fixed.text?.width == 90)
        #expect(fixed.text?.autoLayoutWidth == nil)
        let (capped, _) = try Self.row(subviews: Self.label("L1", "Name", constraints: #"<constraint firstAttribute="width" relation="lessThanOrEqual" constant="120" id="w"/>"#), constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="L1" secondAttribute="trailing" id="c2"/>
            """)
        #expect(capped.text?.autoLayoutWidth?.maximum == 120)
        #expect(capped.text?.autoLayoutWidth?.span(contentWidth: 393, margin: 16) == 120)
    }

    @Test func lowerCompressionResistanceGivesWay() throws {
        let title = Self.label("L1", "Storage", extra: #"horizontalCompressionResistancePriority="749""#)
        let value = Self.label("L2", "12.4 GB", x: 300)
        let (row, _) = try Self.row(subviews: title + value, constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            <constraint firstItem="L2" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="L1" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailingMargin" secondItem="L2" secondAttribute="trailing" id="c3"/>
            """)
        let title1 = try #require(row.text?.autoLayoutWidth)
        let value1 = try #require(row.secondaryText?.autoLayoutWidth)
        #expect(title1.competitor == AutoLayoutWidth.Competitor(isSecondaryText: true, outcome: .competitorKeeps))
        #expect(value1.competitor == AutoLayoutWidth.Competitor(isSecondaryText: false, outcome: .competitorGivesWay))
        // 393 − 32 − 8 = 353: the value keeps its 60 pt, the title gets 293.
        #expect(title1.available(contentWidth: 393, margin: 16, ownWidth: 400, competitorWidth: 60) == 293)
        #expect(value1.available(contentWidth: 393, margin: 16, ownWidth: 60, competitorWidth: 400) == 353)
    }

    @Test func equalPrioritiesAreAmbiguousOnlyWhenBothDoNotFit() {
        let tie = AutoLayoutWidth(marginCount: 2, constant: -8, competitor: AutoLayoutWidth.Competitor(isSecondaryText: true, outcome: .tie))
        // Span 353: both fit → each its own and the slack.
        #expect(tie.available(contentWidth: 393, margin: 16, ownWidth: 100, competitorWidth: 60) == 293)
        // Alone too wide: cut whoever wins.
        #expect(tie.available(contentWidth: 393, margin: 16, ownWidth: 400, competitorWidth: 60) == 353)
        // Either may give way: no cut is claimed.
        #expect(tie.available(contentWidth: 393, margin: 16, ownWidth: 320, competitorWidth: 60) == 320)
    }

    @Test func horizontalAndVerticalStackViews() throws {
        let stack = """
            <stackView opaque="NO" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="St">
                <rect key="frame" x="16" y="6" width="361" height="31"/>
                <subviews>
                    \(Self.label("L1", "Reminders").replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO" "#, with: ""))
                    <switch opaque="NO" id="Sw"><rect key="frame" x="310" y="0" width="51" height="31"/></switch>
                </subviews>
            </stackView>
            """
        let (row, _) = try Self.row(subviews: stack, constraints: """
            <constraint firstItem="St" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="St" secondAttribute="trailing" id="c2"/>
            """)
        #expect(row.text?.autoLayoutWidth == AutoLayoutWidth(contentWidthFactor: 1, marginCount: 2, constant: -59))

        let vertical = """
            <stackView opaque="NO" axis="vertical" spacing="2" translatesAutoresizingMaskIntoConstraints="NO" id="St">
                <rect key="frame" x="16" y="6" width="361" height="31"/>
                <subviews>
                    \(Self.label("L1", "Episode"))
                    \(Self.label("L2", "Subtitle text"))
                </subviews>
            </stackView>
            """
        let (column, _) = try Self.row(subviews: vertical, constraints: """
            <constraint firstItem="St" firstAttribute="leading" secondItem="CV" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="St" secondAttribute="trailing" constant="20" id="c2"/>
            """)
        #expect(column.text?.autoLayoutWidth == AutoLayoutWidth(contentWidthFactor: 1, marginCount: 0, constant: -40))
        #expect(column.secondaryText?.autoLayoutWidth == AutoLayoutWidth(contentWidthFactor: 1, marginCount: 0, constant: -40))

        let equal = """
            <stackView opaque="NO" distribution="fillEqually" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="St">
                <rect key="frame" x="16" y="6" width="361" height="31"/>
                <subviews>\(Self.label("L1", "Left"))\(Self.label("L2", "Right"))</subviews>
            </stackView>
            """
        let (halves, _) = try Self.row(subviews: equal, constraints: """
            <constraint firstItem="St" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="St" secondAttribute="trailing" id="c2"/>
            """)
        #expect(halves.text?.autoLayoutWidth?.span(contentWidth: 393, margin: 16) == 175.5)
    }

    @Test func autoresizingLabelsKeepOrStretchTheirFrame() throws {
        let fixed = """
            <label opaque="NO" text="Version" id="L1"><rect key="frame" x="16" y="11" width="120" height="21"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/></label>
            """
        let (kept, _) = try Self.row(subviews: fixed, constraints: "")
        #expect(kept.text?.width == 120)
        let stretching = """
            <label opaque="NO" text="Version" id="L1"><rect key="frame" x="16" y="11" width="361" height="21"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/></label>
            """
        let (grown, _) = try Self.row(subviews: stretching, constraints: "")
        // 361 pt in a 393-pt content view: it follows the content view, 32 pt narrower.
        #expect(grown.text?.autoLayoutWidth?.span(contentWidth: 320, margin: 16) == 288)
    }

    @Test func whatCannotBeKnownIsUnknownAndSaidOnce() throws {
        // Only a leading constraint: the label is as wide as its text, past the cell if need be.
        let (open, notes) = try Self.row(subviews: Self.label("L1", "Group by folder") + Self.label("L2", "Sort", x: 200), constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            <constraint firstItem="L2" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" constant="200" id="c2"/>
            <constraint firstItem="L2" firstAttribute="trailing" secondItem="Elsewhere" secondAttribute="trailing" id="c3"/>
            """)
        #expect(open.text?.widthUnknown?.contains("trailing edge has no constraint") == true, "\(open.text?.widthUnknown ?? "")")
        #expect(open.text?.width == nil && open.text?.autoLayoutWidth == nil)
        #expect(open.secondaryText?.widthUnknown?.contains("outside the cell") == true, "\(open.secondaryText?.widthUnknown ?? "")")
        let said = notes.filter { $0.message.contains("not measured: the width Auto Layout gives") }
        #expect(said.count == 1)
        #expect(said.first?.message.hasPrefix("2 labels of custom cells") == true)

        // A button beside the label with no font in the document: its title's width is
        // unknown, so the label it competes with is unknown too.
        let button = """
            <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="B"><rect key="frame" x="300" y="6" width="60" height="31"/>
                <state key="normal" title="Edit"/></button>
            """
        let (beside, _) = try Self.row(subviews: Self.label("L1", "Signature") + button, constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            <constraint firstItem="B" firstAttribute="leading" secondItem="L1" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailingMargin" secondItem="B" secondAttribute="trailing" id="c3"/>
            """)
        #expect(beside.text?.widthUnknown?.contains("'B'") == true, "\(beside.text?.widthUnknown ?? "")")
        #expect(beside.secondaryText?.string == "Edit")
        #expect(beside.secondaryText?.widthUnknown?.contains("font") == true)
        #expect(beside.accessoryView == nil)

        // An optional trailing constraint weaker than the text's compression resistance.
        let (weak, _) = try Self.row(subviews: Self.label("L1", "Signature"), constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="L1" secondAttribute="trailing" priority="250" id="c2"/>
            """)
        #expect(weak.text?.widthUnknown?.contains("optional") == true)
    }

    @Test func hostileConstraintsDoNotHangOrCrash() throws {
        // A cycle of leading/trailing ties and non-finite constants.
        let (row, _) = try Self.row(subviews: Self.label("L1", "A") + Self.label("L2", "B"), constraints: """
            <constraint firstItem="L1" firstAttribute="leading" secondItem="L2" secondAttribute="trailing" id="c1"/>
            <constraint firstItem="L2" firstAttribute="leading" secondItem="L1" secondAttribute="trailing" constant="nan" id="c2"/>
            <constraint firstItem="L1" firstAttribute="trailing" secondItem="L2" secondAttribute="leading" constant="inf" id="c3"/>
            """)
        #expect(row.text?.widthUnknown != nil)
        #expect(row.secondaryText?.widthUnknown != nil)
    }

    @Test func blankButtonIsNotIconOnlyAndImageButtonIs() throws {
        let blank = #"<button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="B"><rect key="frame" x="100" y="0" width="200" height="50"/></button>"#
        let (empty, _) = try Self.row(subviews: Self.label("L1", "Pick") + blank, constraints: "")
        #expect(empty.accessoryView?.isIconOnly == false)
        let icon = #"<button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="B"><rect key="frame" x="300" y="0" width="44" height="44"/><state key="normal" image="gear"/></button>"#
        let (gear, _) = try Self.row(subviews: Self.label("L1", "Pick") + icon, constraints: "")
        #expect(gear.accessoryView?.isIconOnly == true)
    }

    @Test func designCanvasIsNotTheScreenWidth() throws {
        // The table's frame is 852 pt (a landscape canvas); the device is 393 pt in portrait.
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <device id="retina6_12" orientation="landscape"/>
            <scenes><scene sceneID="S"><objects><tableViewController id="T"><tableView key="view" dataMode="static" id="TV">
                <rect key="frame" x="0.0" y="0.0" width="852" height="393"/>
                <sections><tableViewSection id="Sec"><cells><tableViewCell textLabel="L" style="IBUITableViewCellStyleDefault" id="C">
                    <tableViewCellContentView key="contentView" id="CV"><subviews><label text="Row" id="L"/></subviews></tableViewCellContentView>
                </tableViewCell></cells></tableViewSection></sections>
            </tableView></tableViewController></objects></scene></scenes>
        </document>
        """
        let read = try StoryboardReader.read(Array(text.utf8), file: "Base.lproj/Wide.storyboard")
        #expect(read.dump.screens.first?.environment.width == 393)
    }

    static func button(_ id: String, _ title: String, extra: String = "", body: String = "") -> String {
        """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" \(extra) id="\(id)">
            <rect key="frame" x="16" y="6" width="120" height="31"/>
            \(body)
            <state key="normal" title="\(title)"/>
        </button>
        """
    }

    static let buttonFont = #"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#

    @Test func buttonTitleIsMeasuredInTheButtonsWidthLessItsInsets() throws {
        let (row, _) = try Self.row(subviews: Self.button("B1", "Sign out of all devices", body: Self.buttonFont + #"<inset key="contentEdgeInsets" minX="10" minY="0" maxX="12" maxY="0"/>"#), constraints: """
            <constraint firstItem="B1" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="B1" secondAttribute="trailing" id="c2"/>
            """)
        let text = try #require(row.text)
        #expect(text.string == "Sign out of all devices")
        #expect(text.localizationKey == "B1.normalTitle")
        #expect(text.font == .fixed(size: 15, weight: .regular))
        #expect(text.lineBreakMode == .byTruncatingMiddle)
        #expect(text.numberOfLines == 1)
        #expect(text.autoLayoutWidth == AutoLayoutWidth(contentWidthFactor: 1, marginCount: 2, constant: -22))
        // The button is the row's text, not an accessory beside it.
        #expect(row.accessoryView == nil)
    }

    @Test func labelCompetesWithATitledButtonLikeWithALabel() throws {
        let (row, _) = try Self.row(subviews: Self.label("L1", "Storage") + Self.button("B1", "Manage", body: Self.buttonFont), constraints: """
            <constraint firstAttribute="leadingMargin" secondItem="L1" secondAttribute="leading" id="c1"/>
            <constraint firstItem="B1" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="L1" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailingMargin" secondItem="B1" secondAttribute="trailing" id="c3"/>
            """)
        #expect(row.text?.autoLayoutWidth?.competitor == AutoLayoutWidth.Competitor(isSecondaryText: true, outcome: .tie))
        #expect(row.secondaryText?.string == "Manage")
        #expect(row.secondaryText?.autoLayoutWidth?.competitor == AutoLayoutWidth.Competitor(isSecondaryText: false, outcome: .tie))
    }

    @Test func buttonTitlesWhoseRoomTheDocumentDoesNotSayAreUnknown() throws {
        let constraints = """
            <constraint firstItem="B1" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstAttribute="trailingMargin" secondItem="B1" secondAttribute="trailing" id="c2"/>
            """
        let configured = """
            <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="B1">
                <rect key="frame" x="16" y="6" width="120" height="31"/>
                <buttonConfiguration key="configuration" style="plain" title="Sign out"/>
            </button>
            """
        let (row, notes) = try Self.row(subviews: configured, constraints: constraints)
        #expect(row.text?.string == "Sign out")
        #expect(row.text?.localizationKey == "B1.configuration.title")
        #expect(row.text?.widthUnknown?.contains("button configuration") == true)
        #expect(notes.contains { $0.message.contains("1 label of custom cells not measured") })
        let (imaged, _) = try Self.row(subviews: Self.button("B1", "Sign out", body: Self.buttonFont + #"<state key="normal" image="door"/>"#), constraints: constraints)
        #expect(imaged.text?.widthUnknown?.contains("image") == true)
        // The placeholder "Button" is not shipping text.
        let (placeholder, _) = try Self.row(subviews: Self.button("B1", "Button", body: Self.buttonFont), constraints: constraints)
        #expect(placeholder.text == nil)
    }

    /// Constraints to the content view's safe area guide are to its edges: a table insets its
    /// cells' content views to the safe area, so the guide has no horizontal inset in a cell.
    @Test func safeAreaGuideOfTheContentViewIsItsEdges() throws {
        let (row, _) = try Self.row(subviews: Self.label("L1", "Group by folder") + Self.toggle, constraints: """
            <constraint firstItem="L1" firstAttribute="leading" secondItem="SA" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="Sw" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="L1" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstItem="SA" firstAttribute="trailing" secondItem="Sw" secondAttribute="trailing" constant="20" id="c3"/>
            """, contentViewExtra: #"<viewLayoutGuide key="safeArea" id="SA"/>"#)
        let width = try #require(row.text?.autoLayoutWidth, "\(row.text?.widthUnknown ?? "")")
        #expect(width == AutoLayoutWidth(contentWidthFactor: 1, marginCount: 0, constant: -99))
        // A guide the document does not declare is still a view outside the cell.
        let (undeclared, _) = try Self.row(subviews: Self.label("L1", "Group by folder") + Self.toggle, constraints: """
            <constraint firstItem="L1" firstAttribute="leading" secondItem="SA" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="Sw" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="L1" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstItem="SA" firstAttribute="trailing" secondItem="Sw" secondAttribute="trailing" constant="20" id="c3"/>
            """)
        #expect(undeclared.text?.widthUnknown?.contains("outside the cell") == true, "\(undeclared.text?.widthUnknown ?? "")")
    }
}
