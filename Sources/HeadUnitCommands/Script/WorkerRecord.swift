import HeadUnitCore

/// What a worker process (`script --jobs N`) tells its parent of one
/// script it ran: its position in the run, the expectations that held,
/// the failing line and why, the display at its end, and what headunit
/// noted. Written as fields, each `NAME LENGTH`, a line break, the
/// LENGTH bytes of its value and a line break, so that no value (a
/// multi-line frame) can be taken for another.
struct WorkerRecord: Equatable, Sendable {
    let position: Int
    let expectations: Int
    /// The failing line's position among the script's lines, its rule and why.
    let failure: Failure?
    let frame: String
    let notices: [String]

    struct Failure: Equatable, Sendable {
        let line: Int
        let rule: ScriptRule
        let reason: String
    }

    /// The record of `result`, the script at `position`.
    init(position: Int, result: ScriptResult, notices: [String]) {
        self.position = position
        expectations = result.expectations
        failure = result.outcome.failure.map { failed in
            Failure(line: result.script.lines.firstIndex(of: failed.line) ?? 0, rule: failed.rule, reason: failed.reason)
        }
        frame = result.frame
        self.notices = notices
    }

    private init(position: Int, expectations: Int, failure: Failure?, frame: String, notices: [String]) {
        self.position = position
        self.expectations = expectations
        self.failure = failure
        self.frame = frame
        self.notices = notices
    }

    /// The result it tells of, for `run`'s script.
    func result(of run: ScriptCommand.ScriptRun) -> ScriptResult {
        var outcome = ScriptRunner.Outcome()
        outcome.expectations = expectations
        if let failure, run.script.lines.indices.contains(failure.line) {
            outcome.failure = (run.script.lines[failure.line], failure.rule, failure.reason)
        }
        return ScriptResult(script: run.script, file: run.file, outcome: outcome, frame: frame)
    }

    /// The record as the bytes a worker writes.
    var encoded: [UInt8] {
        var fields = [("run", "\(position)"), ("expectations", "\(expectations)"), ("frame", frame)]
        if let failure { fields += [("failure", "\(failure.line) \(failure.rule.rawValue)"), ("reason", failure.reason)] }
        fields += notices.map { ("notice", $0) }
        fields.append(("end", ""))
        var bytes: [UInt8] = []
        for (name, value) in fields {
            let utf8 = Array(value.utf8)
            bytes += Array("\(name) \(utf8.count)\n".utf8) + utf8 + [0x0A]
        }
        return bytes
    }

    /// The records in what workers wrote, or nil when it is not that (a
    /// worker that stopped part-way).
    static func decode(_ bytes: [UInt8]) -> [WorkerRecord]? {
        var records: [WorkerRecord] = []
        var fields: [(String, String)] = []
        var cursor = 0
        while cursor < bytes.count {
            guard let newline = bytes[cursor...].firstIndex(of: 0x0A) else { return nil }
            let header = String(decoding: bytes[cursor..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 2, let length = Int(header[1]), length >= 0, newline + 1 + length < bytes.count,
                bytes[newline + 1 + length] == 0x0A
            else { return nil }
            let value = String(decoding: bytes[(newline + 1)..<(newline + 1 + length)], as: UTF8.self)
            cursor = newline + 2 + length
            guard header[0] == "end" else {
                fields.append((String(header[0]), value))
                continue
            }
            guard let record = record(of: fields) else { return nil }
            records.append(record)
            fields = []
        }
        return fields.isEmpty ? records : nil
    }

    private static func record(of fields: [(String, String)]) -> WorkerRecord? {
        func value(_ name: String) -> String? { fields.first { $0.0 == name }?.1 }
        guard let position = value("run").flatMap({ Int($0) }), let expectations = value("expectations").flatMap({ Int($0) }),
            let frame = value("frame")
        else { return nil }
        var failure: Failure?
        if let failed = value("failure") {
            let parts = failed.split(separator: " ")
            guard parts.count == 2, let line = Int(parts[0]), let rule = ScriptRule(rawValue: String(parts[1])) else { return nil }
            failure = Failure(line: line, rule: rule, reason: value("reason") ?? "")
        }
        let notices = fields.filter { $0.0 == "notice" }.map(\.1)
        return WorkerRecord(position: position, expectations: expectations, failure: failure, frame: frame, notices: notices)
    }
}
