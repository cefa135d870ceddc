import HIGInput
import HIGModel

/// Evidence that ties a text finding to its translation: the plural category measured and
/// the translation entry's position (a related location in SARIF).
enum LocalizationEvidence {
    static func of(_ evaluation: LabelEvaluation) -> [Evidence] {
        var evidence: [Evidence] = []
        if let category = evaluation.pluralCategory { evidence.append(Evidence(.pluralCategory, .string(category.rawValue))) }
        if let translation = evaluation.translation { evidence += of(translation) }
        return evidence
    }

    static func of(_ position: FilePosition) -> [Evidence] {
        [
            Evidence(.translationFile, .string(position.file)),
            Evidence(.translationLine, .integer(position.line)),
            Evidence(.translationColumn, .integer(position.column)),
        ]
    }
}
