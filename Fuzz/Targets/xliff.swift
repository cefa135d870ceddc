import HIGInput
import HIGModel

/// The XLIFF reader and the budget writer on arbitrary bytes: a catalog with diagnostics for
/// what could not be read; for a document that reads, budgets written onto every unit must
/// give a document that reads again with the same units. Anything else (a trap, a sanitizer
/// report, a hang) is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz_xliff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let catalog = try TranslationReaders.read(bytes, file: "de.xliff")
        for diagnostic in catalog.diagnostics {
            precondition(!diagnostic.message.isEmpty, "a diagnostic without a message")
        }
    } catch {
        // A String Catalog member of the wrong type is an input error with a position.
        precondition(!error.message.isEmpty && error.position != nil, "an error without a message or position")
    }
    guard let document = try? XLIFFDocument.read(bytes, file: "de.xliff") else { return 0 }
    let units = document.files.flatMap(\.units)
    let annotations = units.map {
        XLIFFAnnotator.Annotation(position: $0.position, attributes: [("maxwidth", "189"), ("size-unit", "point"), ("font", "SF Pro;17;regular")], note: "Room: 189 pt <&>")
    }
    guard let annotated = try? XLIFFAnnotator.annotate(bytes, file: "de.xliff", annotations: annotations, noteSource: "hig-audit") else { return 0 }
    let reread: XLIFFDocument
    do {
        reread = try XLIFFDocument.read(annotated, file: "de.xliff")
    } catch {
        preconditionFailure("budgets made a readable XLIFF file unreadable: \(error)")
    }
    precondition(reread.files.flatMap(\.units).map(\.id) == units.map(\.id), "budgets changed the units")
    return 0
}
