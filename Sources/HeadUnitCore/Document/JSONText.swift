/// JSON written as text: two-space indentation, members in their order,
/// an empty object or array on one line.
enum JSONText {
    static func pretty(_ value: JSONValue) -> String {
        var text = ""
        write(value, indent: "", to: &text)
        return text + "\n"
    }

    private static func write(_ value: JSONValue, indent: String, to text: inout String) {
        let inner = indent + "  "
        switch value {
        case .object(let object) where !object.isEmpty:
            text += "{\n"
            for (offset, member) in object.enumerated() {
                text += inner + DiagnosticJSON.quoted(member.key) + ": "
                write(member.value.value, indent: inner, to: &text)
                text += offset == object.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        case .object: text += "{}"
        case .array(let elements) where !elements.isEmpty:
            text += "[\n"
            for (offset, element) in elements.enumerated() {
                text += inner
                write(element.value, indent: inner, to: &text)
                text += offset == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .array: text += "[]"
        case .string(let string): text += DiagnosticJSON.quoted(string)
        case .number(let number): text += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let bool): text += bool ? "true" : "false"
        case .null: text += "null"
        case .handedOver: preconditionFailure("a handed-over value is written where it was read")
        }
    }
}
