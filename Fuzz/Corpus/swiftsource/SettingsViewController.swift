import UIKit

final class SettingsViewController: UITableViewController {
    private enum Section: Int, CaseIterable {
        case account, general, support

        var rows: [Row] {
            switch self {
            case .account: [.profile, .subscription]
            case .general: [.notifications, .appearance, .language]
            case .support: [.help, .rate]
            }
        }

        var title: String? {
            switch self {
            case .account: nil
            case .general: tr("settings.section.general")
            case .support: tr("settings.section.support")
            }
        }
    }

    private enum Row {
        case profile, subscription, notifications, appearance, language, help, rate

        var title: String {
            switch self {
            case .profile: tr("settings.profile")
            case .subscription: tr("settings.subscription")
            case .notifications: tr("settings.notifications")
            case .appearance: tr("settings.appearance")
            case .language: tr("settings.language")
            case .help: tr("settings.help")
            case .rate: tr("settings.rate")
            }
        }
    }

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = tr("settings.title")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section.allCases[section].rows.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section.allCases[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        let row = Section.allCases[indexPath.section].rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = Section.allCases[indexPath.section].rows[indexPath.row]
        switch row {
        case .rate:
            tableView.deselectRow(at: indexPath, animated: true)
            requestReview()
        default:
            navigationController?.pushViewController(destination(for: row), animated: true)
        }
    }

    private func destination(for row: Row) -> UIViewController { UIViewController() }
    private func requestReview() {}
}
