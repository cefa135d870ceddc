// Generated from Rules/*.md by `HIG_AUDIT_RECORD=1 swift test --filter RuleDocsTests`; do not edit.
let embeddedRuleDocs: [String: String] = [:]
