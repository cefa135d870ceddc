import UIKit

final class HelpViewController: UITableViewController {
    enum Topic: String, CaseIterable {
        case gettingStarted = "help.gettingStarted"
        case syncing = "help.syncing"
        case sharing = "help.sharing"
        case troubleshooting = "help.troubleshooting"
        case contact = "help.contact"
    }

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Topic.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "topic", for: indexPath)
        let topic = Topic.allCases[indexPath.row]
        cell.textLabel?.text = NSLocalizedString(topic.rawValue, comment: "")
        cell.accessoryType = topic == .contact ? .none : .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let topic = Topic.allCases[indexPath.row]
        if topic == .contact {
            present(MailComposer.make(), animated: true)
        } else {
            navigationController?.pushViewController(ArticleViewController(topic: topic), animated: true)
        }
    }
}
