enum E: CaseIterable { case a
 var t: String { t } }
struct S: View { var body: some View { List { ForEach(E.allCases, id: \.self) { Text($0.t) } } } }
