/// A command-line option a subcommand accepts.
struct OptionSpec {
    let name: String
    /// The value's placeholder (`NAME`), or nil for a flag.
    let value: String?
    let help: String
}

/// A usage mistake: one line naming what was wrong and what is accepted.
struct UsageError: Error, Sendable {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Arguments sorted into options (`--name value` or `--name=value`),
/// flags and positionals, checked against what a subcommand accepts.
struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    /// Every value each option was given, in order (`values` keeps the last).
    private(set) var allValues: [String: [String]] = [:]
    private(set) var flags: Set<String> = []
    private(set) var positionals: [String] = []

    init(_ arguments: [String], accepting specs: [OptionSpec], command: String) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw UsageError("\(command): unknown option '\(argument)'; \(Self.accepted(specs))")
                }
                positionals.append(argument)
                continue
            }
            let parts = argument.dropFirst(2).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let spec = specs.first(where: { $0.name == name }) else {
                throw UsageError("\(command): unknown option '--\(name)'; \(Self.accepted(specs))")
            }
            guard spec.value != nil else {
                if parts.count > 1 { throw UsageError("\(command): --\(name) takes no value") }
                flags.insert(name)
                continue
            }
            if parts.count > 1 {
                values[name] = String(parts[1])
            } else if index < arguments.count {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError("\(command): --\(name) needs a value \(spec.value!)")
            }
            allValues[name, default: []].append(values[name]!)
        }
    }

    subscript(option: String) -> String? { values[option] }

    private static func accepted(_ specs: [OptionSpec]) -> String {
        "accepted: " + specs.map { "--\($0.name)" }.joined(separator: ", ")
    }
}
