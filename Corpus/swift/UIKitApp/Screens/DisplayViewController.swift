import UIKit

final class DisplayViewController: UITableViewController {
    private struct Option {
        let title: String
        let subtitle: String
    }

    private let options = [
        Option(title: NSLocalizedString("display.darkMode", tableName: "Display", comment: ""),
               subtitle: NSLocalizedString("display.darkMode.subtitle", tableName: "Display", comment: "")),
        Option(title: NSLocalizedString("display.trueTone", tableName: "Display", comment: ""),
               subtitle: NSLocalizedString("display.trueTone.subtitle", tableName: "Display", comment: "")),
        Option(title: NSLocalizedString("display.autoLock", tableName: "Display", comment: ""),
               subtitle: NSLocalizedString("display.autoLock.subtitle", tableName: "Display", comment: "")),
    ]

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "option")
        let option = options[indexPath.row]
        cell.textLabel?.text = option.title
        cell.detailTextLabel?.text = option.subtitle
        cell.detailTextLabel?.numberOfLines = 0
        if indexPath.row == 2 {
            cell.accessoryType = .disclosureIndicator
        } else {
            cell.accessoryView = UISwitch()
            cell.selectionStyle = .none
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.row == 2 {
            navigationController?.pushViewController(AutoLockViewController(), animated: true)
        }
    }
}
