import HeadUnitCore

/// `script --report`: what each task of each script cost the driver, as
/// text for a person or JSON for a tool.
enum TaskCostReport {
    /// The budgets a task's estimated static time is held against.
    static let budgets: [(id: String, limit: Double, what: String)] = [
        ("sae-j2364", TaskCost.staticTaskLimit, "SAE J2364's 15 s static task time"),
        ("nhtsa-eyes-off-road", TaskCost.eyesOffRoadLimit, "NHTSA's 12 s total eyes-off-road time"),
    ]

    static func text(_ results: [ScriptResult]) -> String {
        var lines: [String] = []
        for result in results {
            lines.append("\(result.file) › \(result.script.name)\(result.failure == nil ? "" : " (failed; counted to the failure)")")
            for task in result.outcome.tasks {
                let inputs = TaskCost.Input.allCases.map { "\(task.inputs[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
                lines.append("  task \(task.name): \(task.inputCount) inputs (\(inputs))")
                lines.append(
                    "    screens \(task.visited.joined(separator: ", ")); deepest stack \(task.deepestStack) of \(task.depthLimit); "
                        + "\(seconds(task.clockSeconds)) s on the clock")
                let operators = TaskCost.Operator.allCases.compactMap { kind in
                    task.operators[kind].map { "\(kind.rawValue) \($0)×\(seconds(kind.seconds))" }
                }
                lines.append("    estimated static task time \(seconds(task.estimatedSeconds)) s (\(operators.joined(separator: ", ")))")
                for budget in budgets {
                    let within = task.estimatedSeconds <= budget.limit
                    lines.append("    \(within ? "within" : "over") \(budget.what)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ results: [ScriptResult]) -> String {
        let scripts = results.map { result in
            let tasks = result.outcome.tasks.map { task in
                let inputs = TaskCost.Input.allCases.map { "\(string($0.rawValue)): \(task.inputs[$0] ?? 0)" }.joined(separator: ", ")
                let operators = TaskCost.Operator.allCases.map { kind in
                    "\(string(kind.rawValue)): {\"count\": \(task.operators[kind] ?? 0), \"seconds\": \(seconds(kind.seconds))}"
                }.joined(separator: ", ")
                let budgetsJSON = budgets.map {
                    "\(string($0.id)): {\"limitSeconds\": \(seconds($0.limit)), \"within\": \(task.estimatedSeconds <= $0.limit)}"
                }.joined(separator: ", ")
                return """
                    {"name": \(string(task.name)), "inputs": {\(inputs)}, "inputCount": \(task.inputCount), \
                    "templatesVisited": [\(task.visited.map(string).joined(separator: ", "))], \
                    "deepestStack": \(task.deepestStack), "depthLimit": \(task.depthLimit), "clockSeconds": \(seconds(task.clockSeconds)), \
                    "estimatedStaticTaskSeconds": \(seconds(task.estimatedSeconds)), "operators": {\(operators)}, "budgets": {\(budgetsJSON)}}
                    """
            }
            return """
                {"file": \(string(result.file)), "script": \(string(result.script.name)), "passed": \(result.failure == nil), \
                "tasks": [\(tasks.joined(separator: ", "))]}
                """
        }
        return "{\"model\": \"Keystroke-Level Model (Card, Moran and Newell, 1983), as SAE J2365 uses it\", \"scripts\": [\n"
            + scripts.map { "  " + $0 }.joined(separator: ",\n") + "\n]}\n"
    }

    /// `12.4`: seconds to two decimals at most, as JSON and people read them.
    static func seconds(_ value: Double) -> String { TaskCostFormat.seconds(value) }

    /// A JSON string.
    static func string(_ text: String) -> String { DiagnosticJSON.quoted(text) }
}
