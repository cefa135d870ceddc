import UIKit

final class CountriesViewController: UITableViewController {
    private let sections: [[String]] = [
        ["Austria", "Australia"],
        ["Belgium", "Brazil", "Bulgaria"],
        ["Canada", "Chile"],
    ]
    private let letters = ["A", "B", "C"]

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        letters[section]
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        letters
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "country", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.didPick(sections[indexPath.section][indexPath.row])
        dismiss(animated: true)
    }

    weak var delegate: CountryPickerDelegate?
}
