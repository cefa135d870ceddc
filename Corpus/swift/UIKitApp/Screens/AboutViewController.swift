import UIKit

private struct InfoRow {
    let title: String
    let value: String
}

final class AboutViewController: UITableViewController {
    private let rows = [
        InfoRow(title: NSLocalizedString("about.version", comment: "App version row"), value: "2.4.1"),
        InfoRow(title: NSLocalizedString("about.developer", comment: "Developer row"), value: "Example Labs"),
        InfoRow(title: NSLocalizedString("about.license", comment: "License row"), value: "MIT"),
    ]

    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let row = rows[indexPath.row]
        cell.textLabel?.text = row.title
        cell.detailTextLabel?.text = row.value
        cell.selectionStyle = .none
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        NSLocalizedString("about.footer", comment: "Copyright line")
    }
}
