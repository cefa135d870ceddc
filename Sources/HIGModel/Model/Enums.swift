// Closed sets of the dump format. Raw values are the strings the JSON uses; they follow UIKit's
// Swift spellings so iOS developers recognise them.

/// `UITableView.Style`.
public enum TableStyle: String, CaseIterable, Sendable {
    case plain, grouped, insetGrouped

    /// Grouped and inset grouped tables share the group rules (no index, no empty groups).
    public var isGrouped: Bool { self != .plain }
}

/// `UIUserInterfaceSizeClass` for the horizontal axis.
public enum SizeClass: String, CaseIterable, Sendable {
    case compact, regular
}

/// `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

/// `UIContentSizeCategory`, in increasing order of text size. The twelve categories a user can
/// choose; `large` is the system default.
public enum ContentSizeCategory: String, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The short names Settings and most teams use: xS … xxxL, AX1 … AX5.
    public var shortName: String {
        switch self {
        case .extraSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "xL"
        case .extraExtraLarge: "xxL"
        case .extraExtraExtraLarge: "xxxL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }

    /// The position in `allCases`, from 0 (extra small) to 11 (AX5). By switch: the audit
    /// compares sizes for every label check, and `allCases` is an array made on each use.
    public var index: Int {
        switch self {
        case .extraSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .extraLarge: 4
        case .extraExtraLarge: 5
        case .extraExtraExtraLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// `UIFont.TextStyle`, the Dynamic Type styles a label can use.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
    case caption1, caption2
}

/// `UIFont.Weight`.
public enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
}

/// `NSLineBreakMode`.
public enum LineBreakMode: String, CaseIterable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail
    case byTruncatingMiddle
}

/// `UITableViewCell.CellStyle`, the legacy built-in cell layouts.
public enum CellStyle: String, CaseIterable, Sendable {
    case `default`, subtitle, value1, value2, custom
}

/// The `UIListContentConfiguration` constructors a row can be configured with.
public enum ListContentConfiguration: String, CaseIterable, Sendable {
    case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
}

/// `UITableViewCell.AccessoryType`.
public enum AccessoryType: String, CaseIterable, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}

/// What kind of control a custom `accessoryView` is.
public enum AccessoryViewKind: String, CaseIterable, Sendable {
    case `switch`, button, image, label, activityIndicator, stepper, slider, segmentedControl, other
    /// A `UITextField` the row is built around (a form row).
    case textField

    /// Controls a row is built around: the row's purpose is the control, so tapping the row
    /// itself need not highlight it.
    public var isControl: Bool {
        switch self {
        case .switch, .stepper, .slider, .segmentedControl, .textField: true
        case .button, .image, .label, .activityIndicator, .other: false
        }
    }
}

/// `UITableViewCell.SelectionStyle`.
public enum SelectionStyle: String, CaseIterable, Sendable {
    case `default`, none, blue, gray
}

/// What selecting a row does, as the app's delegate implements it.
public enum SelectionAction: String, CaseIterable, Sendable {
    /// Shows another view; whether it pushes or presents is not said.
    case navigates
    /// Pushes the next level of the hierarchy onto the navigation stack.
    case pushes
    /// Presents a view modally: a sheet, a popover or a full-screen cover.
    case presentsSheet
    /// Presents an alert or an action sheet (a confirmation, a choice).
    case presentsAlert
    /// Flips the control the row is built around (its switch) or focuses its text field.
    case togglesControl
    /// Toggles a checkmark or another visible state of the row.
    case togglesCheckmark
    /// Runs an action without a visible change of the row (sign out, call, …).
    case runsAction
    /// Nothing happens.
    case none

    /// Whether another view appears: pushed, presented or either.
    public var showsView: Bool {
        switch self {
        case .navigates, .pushes, .presentsSheet: true
        case .presentsAlert, .togglesControl, .togglesCheckmark, .runsAction, .none: false
        }
    }

    /// Whether the row itself visibly changes or another view appears, so a highlight is not
    /// the only feedback.
    public var changesVisibly: Bool {
        switch self {
        case .navigates, .pushes, .presentsSheet, .presentsAlert, .togglesControl, .togglesCheckmark: true
        case .runsAction, .none: false
        }
    }
}

/// What a delete confirmation or a swipe action does to the row's data.
public enum ActionEffect: String, CaseIterable, Sendable {
    /// Destroys data: the message, the file, the account is gone.
    case deletesData
    /// Takes the item out of this list only (unsubscribe, remove from favourites, forget).
    case removesFromList
    /// Moves the item elsewhere, where it can be found again (archive, move to a folder).
    case moves
    /// Flips a state of the item (read/unread, flagged, enabled/disabled, muted).
    case togglesState
    /// Something else that destroys nothing (share, reply, pin).
    case other

    /// Whether the destructive (red) style fits: the action loses something people had.
    public var isDestructive: Bool {
        switch self {
        case .deletesData, .removesFromList: true
        case .moves, .togglesState, .other: false
        }
    }
}

/// `UITableViewCell.EditingStyle`.
public enum EditingStyle: String, CaseIterable, Sendable {
    case none, delete, insert
}

/// `UIContextualAction.Style`.
public enum SwipeActionStyle: String, CaseIterable, Sendable {
    case normal, destructive
}

/// How a row's image is drawn: SF Symbols sit in a fixed column, bitmaps use their own size.
public enum ImageKind: String, CaseIterable, Sendable {
    case symbol, bitmap
}
