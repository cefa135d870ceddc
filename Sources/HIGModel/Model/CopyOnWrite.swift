/// A value kept on the heap behind one reference, with value semantics: copies share the box
/// until one of them is changed, which then gets its own (as `Array` does).
///
/// The model uses it for the parts of `Row` and `Text` that most elements leave at their
/// defaults, so those parts cost one pointer inline instead of their full size in every row.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
    // @unchecked: the box is only written through `value`'s setter after
    // `isKnownUniquelyReferenced` proved that no other copy, on any thread, can see it.
    private final class Box: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) {
        box = Box(value)
    }

    var value: Value {
        get { box.value }
        set {
            if isKnownUniquelyReferenced(&box) {
                box.value = newValue
            } else {
                box = Box(newValue)
            }
        }
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.value == rhs.box.value
    }

    func hash(into hasher: inout Hasher) {
        box.value.hash(into: &hasher)
    }
}
