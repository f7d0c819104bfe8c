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
            reader.note("$.phone", node.location)
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

    /// The script: command lines, each checked as the command language reads it.
    mutating func decodeScript(_ fields: DocumentReader.Fields) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        for element in reader.array(fields, "script", what: "\"script\"") ?? [] {
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
