import UIKit

final class AccountViewController: UITableViewController {
    var user: User!

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 3 : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "account")
        switch (indexPath.section, indexPath.row) {
        case (0, 0):
            cell.textLabel?.text = "account.name".localized
            cell.detailTextLabel?.text = user.displayName
        case (0, 1):
            cell.textLabel?.text = "account.email".localized
            cell.detailTextLabel?.text = user.email
        case (0, 2):
            cell.textLabel?.text = "account.changePassword".localized
            cell.accessoryType = .disclosureIndicator
        default:
            cell.textLabel?.text = "account.signOut".localized
            cell.textLabel?.textColor = .systemRed
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if indexPath.section == 0 && indexPath.row == 2 {
            navigationController?.pushViewController(ChangePasswordViewController(), animated: true)
        } else if indexPath.section == 1 {
            let alert = UIAlertController(title: "account.signOut.confirm".localized, message: nil, preferredStyle: .actionSheet)
            alert.addAction(UIAlertAction(title: "account.signOut".localized, style: .destructive) { _ in self.signOut() })
            present(alert, animated: true)
        }
    }

    private func signOut() {}
}
