extension ScenarioDecoder {
    /// The connect step, timeline, phone events and reactions to the car.
    mutating func decodeEvents(_ fields: DocumentReader.Fields) -> AppEvents {
        let connect = fields["connect"].map { decodeActions($0, at: "$.connect") } ?? []
        var timeline: [TimelineEntry] = []
        for element in reader.array(fields, "timeline", what: "\"timeline\"") ?? [] {
            guard let entry = reader.object(element.node, at: element.path, accepts: ["at", "do"], requires: ["at", "do"], what: "a timeline entry"),
                let at = reader.number(entry, "at", in: 0...86_400), let actions = entry["do"]
            else { continue }
            timeline.append(TimelineEntry(at: at, actions: decodeActions(actions, at: entry.path("do"))))
        }
        var phone: [String: [Action]] = [:]
        if let node = fields["phone"] {
            if case .object(let members) = node.value {
                for member in members {
                    let name = member.key.split(separator: " ").joined(separator: " ")
                    guard !name.isEmpty, TextFit.sanitize(name) == name else {
                        reader.error(.badValue, "a phone event needs a name of words, such as \"select station-3\"", at: member.keyLocation, path: "$.phone")
                        continue
                    }
                    phone[name] = decodeActions(member.value, at: "$.phone.\(member.key)")
                }
            } else {
                reader.error(
                    .wrongType, "\"phone\" must be an object of actions by event name, not \(node.value.typeName)", at: node.location, path: "$.phone")
            }
        }
        var appearance: [Appearance: [Action]] = [:]
        if let node = fields["contentStyle"],
            let styles = reader.object(node, at: "$.contentStyle", accepts: ["light", "dark"], what: "\"contentStyle\"")
        {
            if let light = styles["light"] { appearance[.day] = decodeActions(light, at: "$.contentStyle.light") }
            if let dark = styles["dark"] { appearance[.night] = decodeActions(dark, at: "$.contentStyle.dark") }
        }
        var limitedUI: [Bool: [Action]] = [:]
        if let node = fields["limitedUI"], let states = reader.object(node, at: "$.limitedUI", accepts: ["on", "off"], what: "\"limitedUI\"") {
            if let on = states["on"] { limitedUI[true] = decodeActions(on, at: "$.limitedUI.on") }
            if let off = states["off"] { limitedUI[false] = decodeActions(off, at: "$.limitedUI.off") }
        }
        return AppEvents(connect: connect, timeline: timeline, phone: phone, appearance: appearance, limitedUI: limitedUI)
    }

    /// The scripts: `script`, one list of lines, and `scripts`, lists by
    /// name; every line checked as the command language reads it.
    mutating func decodeScripts(_ fields: DocumentReader.Fields) -> [Script] {
        var scripts: [Script] = []
        if let elements = reader.array(fields, "script", what: "\"script\"") {
            scripts.append(Script(name: Script.singleName, lines: decodeLines(elements)))
        }
        guard let node = fields["scripts"] else { return scripts }
        guard case .object(let members) = node.value else {
            reader.error(.wrongType, "\"scripts\" must be an object of scripts by name, not \(node.value.typeName)", at: node.location, path: "$.scripts")
            return scripts
        }
        for member in members {
            let path: DocumentPath = "$.scripts.\(member.key)"
            guard DocumentReader.isIdentifier(member.key), member.key != Script.singleName else {
                reader.error(
                    .badValue, "a script's name must be 1 to 64 letters, digits, '-', '_' or '.', and not \"script\"", at: member.keyLocation, path: path)
                continue
            }
            guard let elements = reader.array(member.value, at: path, what: "a script") else { continue }
            scripts.append(Script(name: member.key, lines: decodeLines(elements)))
        }
        return scripts
    }

    /// Script lines, each parsed, its paths checked.
    private mutating func decodeLines(_ elements: DocumentReader.Elements) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        for element in elements {
            guard let text = reader.string(element.node, at: element.path, what: "a script line") else { continue }
            do {
                let commands = try CommandParser.parse(text)
                for problem in commands.compactMap(ScriptFiles.problem) {
                    reader.error(.scriptPath, problem, at: element.node.location, path: element.path)
                }
                lines.append(ScriptLine(text, commands: commands, at: element.node.location))
            } catch {
                reader.error(.scriptCommand, error.message, at: element.node.location, path: element.path)
            }
        }
        return lines
    }
}
