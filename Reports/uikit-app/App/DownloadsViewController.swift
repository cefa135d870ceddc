import UIKit

final class DownloadsViewController: UITableViewController {
    private enum Row: CaseIterable {
        case wifiOnly, quality, storage, clear

        var title: String {
            switch self {
            case .wifiOnly: NSLocalizedString("downloads.wifiOnly", comment: "")
            case .quality: NSLocalizedString("downloads.quality", comment: "")
            case .storage: NSLocalizedString("downloads.storage", comment: "")
            case .clear: NSLocalizedString("downloads.clear", comment: "")
            }
        }
    }

    var usedBytes: Int64 = 0

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let row = Row.allCases[indexPath.row]
        cell.textLabel?.text = row.title
        switch row {
        case .wifiOnly:
            cell.accessoryView = UISwitch()
            cell.selectionStyle = .none
        case .quality:
            cell.detailTextLabel?.text = NSLocalizedString("downloads.quality.high", comment: "")
            cell.accessoryType = .disclosureIndicator
        case .storage:
            cell.detailTextLabel?.text = ByteCountFormatter.string(fromByteCount: usedBytes, countStyle: .file)
        case .clear:
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        switch Row.allCases[indexPath.row] {
        case .quality:
            navigationController?.pushViewController(QualityViewController(), animated: true)
        case .clear:
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            present(alert, animated: true)
        default:
            break
        }
    }
}
