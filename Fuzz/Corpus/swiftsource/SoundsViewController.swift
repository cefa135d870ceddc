import UIKit

final class SoundsViewController: UITableViewController {
    enum Sound: Int, CaseIterable {
        case chime, bell, glass, none

        var name: String {
            switch self {
            case .chime: tr("sounds.chime")
            case .bell: tr("sounds.bell")
            case .glass: tr("sounds.glass")
            case .none: tr("sounds.none")
            }
        }
    }

    private var chosen = Sound.chime

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Sound.allCases.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tr("sounds.header")
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "sound", for: indexPath)
        let sound = Sound(rawValue: indexPath.row)!
        cell.textLabel?.text = sound.name
        cell.accessoryType = sound == chosen ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen = Sound(rawValue: indexPath.row)!
        tableView.reloadData()
    }
}
