/// Reads car files, reporting problems as a scenario's: file, line,
/// column, rule. The shipped cars are embedded; `headunit cars` lists them.
public enum CarProfileLoader {
    /// The shipped cars' files by name, in the order `headunit cars` lists them.
    static let shipped: [(name: String, bytes: [UInt8])] = [
        ("every-input", PackageResources.car_every_input_json), ("touch-only", PackageResources.car_touch_only_json),
        ("knob-only", PackageResources.car_knob_only_json), ("knob-and-touch", PackageResources.car_knob_and_touch_json),
        ("touch-when-parked", PackageResources.car_touch_when_parked_json), ("touchpad", PackageResources.car_touchpad_json),
        ("portrait-touch", PackageResources.car_portrait_touch_json),
    ]

    /// A shipped car's file, by name.
    public static func shippedFile(named name: String) -> [UInt8]? { shipped.first { $0.name == name }?.bytes }

    /// The names of the shipped cars, in order.
    public static var shippedNames: [String] { shipped.map(\.name) }

    /// The shipped cars, in order.
    public static var builtIn: [CarProfile] { shipped.compactMap { try? load(bytes: $0.bytes).get() } }

    /// Whether `car(named:)` reads `nameOrPath` as a file: it holds a `/` or ends in `.json`.
    public static func isFile(_ nameOrPath: String) -> Bool { nameOrPath.contains("/") || nameOrPath.hasSuffix(".json") }

    /// A shipped car by name; nil for a name no shipped car has.
    public static func shippedCar(named name: String) -> Result<CarProfile, CarFailure>? {
        guard let file = shipped.first(where: { $0.name == name }) else { return nil }
        return load(bytes: file.bytes).mapError { CarFailure(diagnostics: $0.diagnostics, file: name) }
    }

    static let keys = ["$schema", "headunit-car", "name", "summary", "modelledOn", "inputs", "offWhileMoving", "display", "drive", "cluster"]

    /// A car from a file's bytes.
    public static func load(bytes: [UInt8]) -> Result<CarProfile, CarFailure> {
        let document: JSONNode
        switch JSONFile.document(bytes) {
        case .success(let parsed): document = parsed
        case .failure(let diagnostic): return .failure(CarFailure(diagnostics: [diagnostic], file: ""))
        }
        var reader = DocumentReader()
        guard let fields = reader.object(document, at: "$", accepts: keys, requires: ["headunit-car", "name", "inputs"], what: "a car") else {
            return .failure(CarFailure(diagnostics: reader.diagnostics, file: ""))
        }
        if let version = fields["headunit-car"], version.value != .number(1) {
            reader.error(.formatVersion, "\"headunit-car\" must be 1, the car format this build reads", at: version.location, path: "$.headunit-car")
        }
        var car = CarProfile(name: reader.string(fields, "name") ?? "", inputs: readInputs(fields, "inputs", reader: &reader))
        car.summary = reader.string(fields, "summary") ?? ""
        car.modelledOn = reader.string(fields, "modelledOn") ?? ""
        car.offWhileMoving = readInputs(fields, "offWhileMoving", reader: &reader)
        if let extra = fields["offWhileMoving"], !car.offWhileMoving.isSubset(of: car.inputs) {
            let names = car.offWhileMoving.subtracting(car.inputs).sorted().map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            reader.error(.badValue, "\"offWhileMoving\" names inputs the car does not have: \(names)", at: extra.location, path: "$.offWhileMoving")
        }
        if car.inputs.isEmpty, let inputs = fields["inputs"] {
            reader.error(.badValue, "\"inputs\" must name at least one input: a driver must be able to do something", at: inputs.location, path: "$.inputs")
        }
        if let display = fields["display"] { readDisplay(display, into: &car, reader: &reader) }
        car.driverSide = reader.choice(fields, "drive", as: DriverSide.self) ?? .left
        car.cluster = reader.bool(fields, "cluster") ?? false
        guard !reader.diagnostics.contains(where: { $0.severity == .error }) else {
            return .failure(CarFailure(diagnostics: reader.diagnostics.sorted(), file: ""))
        }
        return .success(car)
    }

    private static func readInputs(_ fields: DocumentReader.Fields, _ key: String, reader: inout DocumentReader) -> Set<CarInput> {
        guard let elements = reader.array(fields, key, what: "\"\(key)\"") else { return [] }
        var inputs: Set<CarInput> = []
        for index in elements.startIndex..<elements.endIndex {
            let (node, path) = elements[index]
            if let input = reader.choice(node, at: path, what: "an input", as: CarInput.self) { inputs.insert(input) }
        }
        return inputs
    }

    private static func readDisplay(_ node: JSONNode, into car: inout CarProfile, reader: inout DocumentReader) {
        guard let fields = reader.object(node, at: "$.display", accepts: ["profile", "density"], what: "\"display\"") else { return }
        if let profile = fields["profile"], let text = reader.string(profile, at: "$.display.profile", what: "\"profile\"") {
            do throws(ProfileError) {
                car.profile = try DisplayProfile.parse(text)
            } catch {
                reader.error(.badValue, "\"profile\": \(error.description)", at: profile.location, path: "$.display.profile")
            }
        }
        if let density = fields["density"] {
            switch density.value {
            case .number(1): car.density = .one
            case .number(2): car.density = .two
            default: reader.error(.badValue, "\"density\" must be 1 or 2", at: density.location, path: "$.display.density")
            }
        }
    }
}

/// Why a car cannot be used.
public struct CarFailure: Error, Sendable {
    public let diagnostics: [Diagnostic]
    /// The file it came from, for diagnostics.
    public let file: String

    package init(diagnostics: [Diagnostic], file: String) {
        self.diagnostics = diagnostics
        self.file = file
    }

    /// The problems as lines: `FILE:LINE:COLUMN: error: ...`.
    public var lines: [String] { diagnostics.map { $0.formatted(file: file) } }
}
