import UIKit

final class NotificationsViewController: UITableViewController {
    private let options = [
        tr("notifications.messages"),
        tr("notifications.mentions"),
        tr("notifications.reminders"),
        tr("notifications.weeklySummary"),
    ]

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tr("notifications.header")
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tr("notifications.footer")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = options[indexPath.row]
        let toggle = UISwitch()
        toggle.tag = indexPath.row
        toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
        cell.accessoryView = toggle
        cell.selectionStyle = .none
        return cell
    }

    @objc private func toggled(_ sender: UISwitch) {}
}
