import UIKit

final class StorageViewController: UITableViewController {
    var usage = StorageUsage()

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch section {
        case 0: return 3
        default: return 1
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? tr("storage.header.usage") : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = UIListContentConfiguration.valueCell()
        if indexPath.section == 0 {
            switch indexPath.row {
            case 0:
                content.text = tr("storage.photos")
                content.secondaryText = ByteCountFormatter.string(fromByteCount: usage.photos, countStyle: .file)
            case 1:
                content.text = tr("storage.documents")
                content.secondaryText = ByteCountFormatter.string(fromByteCount: usage.documents, countStyle: .file)
            default:
                content.text = tr("storage.cache")
                content.secondaryText = "\(usage.cacheMegabytes) MB"
            }
            cell.selectionStyle = .none
        } else {
            content.text = tr("storage.clearCache")
        }
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard indexPath.section == 1 else { return }
        let alert = UIAlertController(title: tr("storage.clearCache.confirm"), message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: tr("storage.clearCache"), style: .destructive))
        alert.addAction(UIAlertAction(title: tr("common.cancel"), style: .cancel))
        present(alert, animated: true)
    }
}
