import UIKit

final class PrivacyViewController: UITableViewController {
    enum Item: CaseIterable {
        case location, camera, photos, analytics

        var title: String {
            switch self {
            case .location: NSLocalizedString("privacy.location", comment: "")
            case .camera: NSLocalizedString("privacy.camera", comment: "")
            case .photos: NSLocalizedString("privacy.photos", comment: "")
            case .analytics: NSLocalizedString("privacy.analytics", comment: "")
            }
        }

        var symbol: String {
            switch self {
            case .location: "location.fill"
            case .camera: "camera.fill"
            case .photos: "photo.on.rectangle"
            case .analytics: "chart.bar.fill"
            }
        }
    }

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Item.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "privacy", for: indexPath)
        let item = Item.allCases[indexPath.row]
        var content = UIListContentConfiguration.cell()
        content.text = item.title
        content.image = UIImage(systemName: item.symbol)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        NSLocalizedString("privacy.footer", comment: "")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        show(PermissionViewController(item: Item.allCases[indexPath.row]), sender: self)
    }
}
