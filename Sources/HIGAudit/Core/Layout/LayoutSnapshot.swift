import HIGModel

/// Screens as the layout model sees them in chosen scenarios: every section, row, image slot,
/// accessory and label with its frame, and each label's lines as shown. Made after the audit,
/// only for reports that draw screens (`LayoutSnapshot.make`), from the same layout model the
/// rules use, so a drawing shows what the findings measured. Plain values, in points, in the
/// table's own coordinates (origin top left, already mirrored for right-to-left scenarios).
public struct LayoutSnapshot: Hashable, Sendable {
    public var screens: [Screen]
    /// Screens with findings left undrawn by `Limits.screens`.
    public var screensNotDrawn: Int
    /// Scenarios left undrawn by `Limits.scenariosPerScreen` and `Limits.scenarios`.
    public var scenariosNotDrawn: Int
    /// Audited screens without findings: listed by name, not drawn.
    public var screensWithoutFindings: [ScreenName]
    public var limits: Limits

    public init(screens: [Screen], screensNotDrawn: Int = 0, scenariosNotDrawn: Int = 0, screensWithoutFindings: [ScreenName] = [], limits: Limits = Limits()) {
        self.screens = screens
        self.screensNotDrawn = screensNotDrawn
        self.scenariosNotDrawn = scenariosNotDrawn
        self.screensWithoutFindings = screensWithoutFindings
        self.limits = limits
    }

    /// How much a snapshot holds at most, so a report on a large app stays usable.
    public struct Limits: Hashable, Sendable {
        /// Screens drawn, in report order.
        public var screens: Int
        /// Scenarios drawn per screen (the default one always is).
        public var scenariosPerScreen: Int
        /// Scenarios drawn over all screens, shared fairly: each screen with findings gets at
        /// least three, or its share of this total when that is more (up to the per-screen limit).
        public var scenarios: Int

        public init(screens: Int = 250, scenariosPerScreen: Int = 40, scenarios: Int = 600) {
            self.screens = max(1, screens)
            self.scenariosPerScreen = max(1, scenariosPerScreen)
            self.scenarios = max(1, scenarios)
        }
    }

    public struct ScreenName: Hashable, Sendable {
        public var file: String
        public var name: String
    }

    /// One screen drawn in each of its scenarios; the first is the default.
    public struct Screen: Hashable, Sendable {
        public var file: String
        public var name: String
        public var style: TableStyle
        public var scenarios: [Scenario]
    }

    /// What a scenario is: the text sweep's point plus the plural form shown.
    public struct ScenarioKey: Hashable, Sendable {
        public var locale: String
        public var category: ContentSizeCategory
        public var width: Double
        /// The plural category texts that vary by count are shown in; nil: the default form.
        public var pluralCategory: String?

        public init(locale: String, category: ContentSizeCategory, width: Double, pluralCategory: String? = nil) {
            self.locale = locale
            self.category = category
            self.width = width
            self.pluralCategory = pluralCategory
        }
    }

    /// A screen laid out in one scenario.
    public struct Scenario: Hashable, Sendable {
        public var key: ScenarioKey
        public var direction: LayoutDirection
        /// The screen as the dump describes it (its own locale, size and width).
        public var isDefault: Bool
        /// The table's width and the height of everything drawn.
        public var size: Size
        public var sections: [Section]
        /// The section index bar, when the table has one.
        public var index: SectionIndex?
    }

    public struct Section: Hashable, Sendable {
        public var path: ElementPath
        /// The rows' background: the card of a grouped table, the full width of a plain one.
        public var frame: Rect
        public var header: Label?
        public var footer: Label?
        public var rows: [Row]
    }

    public struct Row: Hashable, Sendable {
        public var path: ElementPath
        public var frame: Rect
        public var image: Image?
        public var accessory: Accessory?
        /// The editing control's slot, when the table is editing and the row can be edited.
        public var editingControl: Rect?
        public var labels: [Label]
    }

    public struct Image: Hashable, Sendable {
        public var path: ElementPath
        public var frame: Rect
        public var isSymbol: Bool
    }

    public struct Accessory: Hashable, Sendable {
        public var path: ElementPath
        public var frame: Rect
        public var kind: Kind

        public enum Kind: String, Hashable, Sendable {
            case disclosureIndicator, checkmark, detailButton, detailDisclosureButton, `switch`, view
        }
    }

    public struct SectionIndex: Hashable, Sendable {
        public var frame: Rect
        public var titles: [String]
    }

    /// A label in its room: the frame is the room the layout gives it (its available width, and
    /// the height of the lines shown); lines are placed from the frame's leading edge.
    public struct Label: Hashable, Sendable {
        public var path: ElementPath
        public var frame: Rect
        /// The whole string, in the scenario's locale, after any case transform.
        public var text: String
        public var lines: [Line]
        public var fontSize: Double
        public var isBold: Bool
        /// Secondary text, headers and footers are drawn in the secondary colour.
        public var isSecondary: Bool
        /// Where lines sit in the frame: at its left or right edge.
        public var alignment: Alignment
        /// The paragraph's direction, for drawing the lines' characters in order.
        public var isRightToLeft: Bool
        public var isTruncated: Bool
        /// Points the last line would need beyond the frame to show the rest.
        public var overflow: Double

        public enum Alignment: String, Hashable, Sendable {
            case left, right
        }
    }

    /// One line as shown ("…" where truncation puts it), its width in the label's font (what the
    /// audit measured), and its baseline from the top of the label's frame.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var width: Double
        public var baseline: Double
    }

    public struct Rect: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var maxX: Double { x + width }
        public var maxY: Double { y + height }

        /// The same rect in a container `width` wide read from the right.
        func mirrored(in width: Double) -> Rect {
            Rect(x: width - x - self.width, y: y, width: self.width, height: height)
        }
    }

    public struct Size: Hashable, Sendable {
        public var width: Double
        public var height: Double
    }
}

extension LayoutSnapshot.Scenario {
    /// Every drawn element's path, outermost first, for matching findings to what they are about.
    public var elementPaths: [ElementPath] {
        sections.flatMap { section -> [ElementPath] in
            var paths = [section.path]
            if let header = section.header { paths.append(header.path) }
            if let footer = section.footer { paths.append(footer.path) }
            for row in section.rows {
                paths.append(row.path)
                if let image = row.image { paths.append(image.path) }
                if let accessory = row.accessory { paths.append(accessory.path) }
                paths += row.labels.map(\.path)
            }
            return paths
        }
    }
}
