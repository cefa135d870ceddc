/// The sample's one source file: a target needs one. Its screen is Base.lproj/Settings.storyboard
/// (the Reports/storyboard-app scenario's), which the build-tool plugin audits on build.
public enum SettingsScreens {
    public static let storyboardName = "Settings"
}
