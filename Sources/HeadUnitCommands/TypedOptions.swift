/// An option that takes a value, typed: its name, how its text becomes the
/// value, and the value when it is not given, written once here; the help
/// line says that default.
struct ValueOption<Value: Sendable>: Sendable {
    let name: String
    let placeholder: String
    let help: String
    /// The value when the option is not given, and how the help writes it.
    let byDefault: (value: Value, text: String)
    /// The value a text gives, or what is wrong with the text, for `command`.
    let read: @Sendable (_ text: String, _ command: String) throws(UsageError) -> Value

    var spec: OptionSpec { OptionSpec(name: name, value: placeholder, help: "\(help) (default \(byDefault.text))") }

    /// A value `convert` makes of the text; one it makes none of is told
    /// `--NAME must be EXPECTED` (quoting the text with `quotesGiven`).
    init(
        name: String, placeholder: String, help: String, byDefault: (value: Value, text: String), expected: String, quotesGiven: Bool = true,
        convert: @escaping @Sendable (String) -> Value?
    ) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.byDefault = byDefault
        read = { text, command throws(UsageError) in
            guard let value = convert(text) else {
                throw UsageError("\(command): --\(name) must be \(expected)" + (quotesGiven ? "; got '\(text)'" : ""))
            }
            return value
        }
    }

    /// A value `read` makes of the text, or throws for.
    init(
        name: String, placeholder: String, help: String, byDefault: (value: Value, text: String),
        read: @escaping @Sendable (_ text: String, _ command: String) throws(UsageError) -> Value
    ) {
        self.name = name
        self.placeholder = placeholder
        self.help = help
        self.byDefault = byDefault
        self.read = read
    }
}

extension ValueOption where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of the cases of `Value`, by its name: a command switches over
    /// them, and the compiler finds a case it forgets.
    static func choice(_ name: String, help: String, byDefault: Value) -> ValueOption<Value> {
        let names = Value.allCases.map(\.rawValue)
        return ValueOption(
            name: name, placeholder: names.joined(separator: "|"), help: help, byDefault: (byDefault, byDefault.rawValue),
            expected: ValueOption<String>.list(names), convert: Value.init(rawValue:))
    }
}

extension ValueOption where Value == String {
    /// "a, b or c".
    static func list(_ words: [String]) -> String {
        words.count > 1 ? words.dropLast().joined(separator: ", ") + " or " + words.last! : words.joined()
    }
}

extension ValueOption where Value == Int {
    /// A whole number in `range`.
    static func whole(_ name: String, help: String, byDefault: Int, in range: ClosedRange<Int>) -> ValueOption<Int> {
        ValueOption<Int>(
            name: name, placeholder: "N", help: help, byDefault: (byDefault, "\(byDefault)"),
            expected: "a whole number from \(range.lowerBound) to \(range.upperBound)", quotesGiven: false
        ) { Int($0).flatMap { range.contains($0) ? $0 : nil } }
    }
}

/// An option that names a file, a folder or a name, given or not.
struct TextOption: Sendable {
    let name: String
    let placeholder: String
    let help: String

    var spec: OptionSpec { OptionSpec(name: name, value: placeholder, help: help) }
}

/// An option without a value: given or not.
struct FlagOption: Sendable {
    let name: String
    let help: String

    var spec: OptionSpec { OptionSpec(name: name, value: nil, help: help) }

    /// `--help`, which every command takes.
    static let help = FlagOption(name: "help", help: "show this help")
}

extension ParsedArguments {
    /// The option's value: the text given, or its default.
    func value<Value>(_ option: ValueOption<Value>, command: String) throws(UsageError) -> Value {
        guard let text = values[option.name] else { return option.byDefault.value }
        return try option.read(text, command)
    }

    /// The text given for the option, if any.
    func value(_ option: TextOption) -> String? { values[option.name] }

    /// Every text given for an option that may be repeated, in order.
    func values(_ option: TextOption) -> [String] { allValues[option.name] ?? [] }

    /// Whether the flag was given.
    func isSet(_ flag: FlagOption) -> Bool { flags.contains(flag.name) }

    /// Whether the option or flag of this name was given.
    func isGiven(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}
