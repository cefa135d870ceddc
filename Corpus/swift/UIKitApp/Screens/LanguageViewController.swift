import UIKit

final class LanguageViewController: UITableViewController {
    private let languages = ["English", "Deutsch", "Suomi", "Русский", "Français", "日本語"]
    private var selected = 0

    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = tr("language.title")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        languages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "language") ?? UITableViewCell(style: .default, reuseIdentifier: "language")
        cell.textLabel?.text = languages[indexPath.row]
        cell.accessoryType = indexPath.row == selected ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected = indexPath.row
        tableView.reloadData()
    }
}
