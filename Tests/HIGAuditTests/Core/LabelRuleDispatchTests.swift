import Testing
@testable import HIGAudit

/// The audit tells label rules apart by `Rule.asLabelRule`, not by casting to the protocol
/// (a start-up cost: Rule.swift): every registered rule that is a `LabelRule` must say so, and no
/// other.
@Suite struct LabelRuleDispatchTests {
    @Test func asLabelRuleAgreesWithTheCast() {
        var labelRules = 0
        for type in RuleRegistry.rules {
            let rule = type.init(options: RuleOptions(type.description, overrides: [:]))
            #expect((rule.asLabelRule != nil) == (rule is any LabelRule), "\(type)")
            if rule.asLabelRule != nil { labelRules += 1 }
        }
        #expect(labelRules >= 3, "the text rules are label rules")
        #expect(labelRules < RuleRegistry.rules.count)
    }
}
