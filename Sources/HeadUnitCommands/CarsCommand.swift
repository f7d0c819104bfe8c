import HeadUnitCore

/// `headunit cars [NAME]`: the shipped cars, and one car's file.
enum CarsCommand: Subcommand {
    static let name = "cars"
    static let synopsis = "headunit cars [NAME]"
    static let summary = "list the shipped cars, or print one's car file"
    static let specs = [FlagOption.help.spec]

    static let help = Usage.help(
        synopsis,
        """
        Lists the cars headunit ships: each one's inputs, display, driver's side and cluster, and the real cars it is modelled on. \
        With a NAME, prints that car's file, to copy and change: --car takes a shipped car's name or a car file (headunit schema car).
        """, specs)

    static func run(_ arguments: [String], context: CommandContext) throws(CommandStop) -> ExitStatus {
        guard let parsed = try CommandArguments.read(arguments, specs: specs, command: name, help: help) else { return .success }
        switch parsed.positionals.count {
        case 0:
            Output.print(CarProfileLoader.builtIn.map(describe).joined(separator: "\n") + "\n")
            return .success
        case 1:
            let wanted = parsed.positionals[0]
            guard let file = CarProfileLoader.shippedFile(named: wanted) else {
                throw .usage(
                    UsageError("cars: no car is named '\(Escaped.value(wanted, limit: 64))': use \(CarProfileLoader.shippedNames.joined(separator: ", "))"))
            }
            Output.print(String(decoding: file, as: UTF8.self))
            return .success
        default:
            throw .usage(UsageError("cars: name at most one car"))
        }
    }

    /// A car in four lines: its name and summary, inputs, display, what it stands for.
    static func describe(_ car: CarProfile) -> String {
        let off = car.offWhileMoving.isEmpty ? "" : "; off while moving: \(car.offWhileMoving.sorted().map(\.rawValue).joined(separator: ", "))"
        return """
            \(car.name): \(car.summary)
              inputs: \(car.inputs.sorted().map(\.rawValue).joined(separator: ", "))\(off)
              display: \(car.profile) (--density \(car.density.rawValue)), driver on the \(car.driverSide.rawValue)\(car.cluster ? ", instrument cluster" : "")
              modelled on: \(car.modelledOn)
            """
    }
}
