/// Turns a parsed scenario document into templates, handlers, media and
/// navigation data, reporting every problem with its place: wrong types,
/// unknown keys (with a suggestion), missing keys, bad values and
/// references to templates or tracks that do not exist. A kind decodes its
/// templates with it (`TemplateContent.decode(_:with:)`); the app around
/// them, its events and scripts are the session's to decode
/// (`ScenarioDecoder+App`, `ScenarioDecoder+Events`).
struct ScenarioDecoder {
    var reader = DocumentReader()
    /// Whether the scripts are read (false for the embedded tour's first
    /// frame, which does not run them).
    var readsScripts = true
    /// Template ids named by the document before their template was read,
    /// checked once all are read (`reference(template:at:_:)`).
    private(set) var templateReferences: [(id: String, path: DocumentPath, location: SourceLocation)] = []
    /// Track ids named by the document, checked once all are read.
    var trackReferences: [(id: String, path: DocumentPath, location: SourceLocation)] = []
    /// List items named by `update` actions, checked once all are read.
    var itemReferences: [(template: String, item: String, path: DocumentPath, location: SourceLocation)] = []
    /// Trips and navigation alerts named by actions and guidance, checked once all are read.
    var tripReferences: [(id: String, path: DocumentPath, location: SourceLocation)] = []
    var alertReferences: [(id: String, path: DocumentPath, location: SourceLocation)] = []
    /// Templates whose places an `update` replaces, checked once all are read.
    var placesReferences: [(template: String, path: DocumentPath, location: SourceLocation)] = []
    /// The templates read, by id, each as the parse passed it (`read(template:)`).
    var templates: [TemplateID: Template] = [:]
    /// The ids of the templates met, used or not: a second is a duplicate.
    private var templateIDs: Set<String> = []
    /// The handler of each one action read, made once: the 100,000 rows
    /// of a list that each push the same template share one list of actions.
    var oneActionHandlers: [Action: Handler] = [:]

    /// A template named at `path`: one read already is there, since none
    /// is taken away, so only a name read before its template waits to be
    /// checked (a list whose 100,000 rows push one template keeps none).
    mutating func reference(template id: String, at path: @autoclosure () -> DocumentPath, _ location: SourceLocation) {
        // Looked up by key: a template read is not copied out to be compared.
        if templates.index(forKey: TemplateID(id)) == nil { templateReferences.append((id, path(), location)) }
    }

    /// One member of `templates`, decoded as the parse passes it: the
    /// parse then lets its values go (`JSONValue.handedOver`).
    mutating func read(template member: JSONMember) {
        let path: DocumentPath = "$.templates.\(member.key)"
        guard templateIDs.insert(member.key).inserted else {
            reader.error(.duplicateKey, "the template id \"\(member.key)\" is given twice", at: member.keyLocation, path: path)
            return
        }
        guard DocumentReader.isIdentifier(member.key) else {
            reader.error(.badValue, "a template id must be 1 to 64 letters, digits, '-', '_' or '.'", at: member.keyLocation, path: path)
            return
        }
        if let template = decodeTemplate(member.value, id: TemplateID(member.key), at: path) { templates[template.id] = template }
    }

    mutating func decodeMedia(_ node: JSONNode) -> [Track] {
        guard let media = reader.object(node, at: "$.media", accepts: ["tracks"], what: "\"media\""),
            let elements = reader.array(media, "tracks", what: "\"tracks\"")
        else { return [] }
        var tracks: [Track] = []
        var ids: Set<String> = []
        for element in elements {
            guard
                let fields = reader.object(
                    element.node, at: element.path, accepts: ["id", "title", "artist", "album", "duration", "artwork"], requires: ["id", "title"],
                    what: "a track"),
                let idNode = fields["id"], let id = reader.identifier(idNode, at: fields.path("id"), what: "a track id"),
                let title = reader.string(fields, "title")
            else { continue }
            guard ids.insert(id).inserted else {
                reader.error(.duplicateKey, "the track id \"\(id)\" is given twice", at: idNode.location, path: fields.path("id"))
                continue
            }
            tracks.append(
                Track(
                    id: TrackID(id), title: title, artist: reader.string(fields, "artist"), album: reader.string(fields, "album"),
                    duration: reader.number(fields, "duration", in: 1...86_400), artwork: reader.string(fields, "artwork")))
        }
        return tracks
    }

    mutating func checkReferences(templates: [TemplateID: Template], tracks: [Track]) {
        var itemIDsByList: [String: Set<String>] = [:]
        /// A list's item ids, gathered once however many updates name it.
        func itemIDs(_ template: String, _ gather: () -> Set<String>) -> Set<String> {
            if let known = itemIDsByList[template] { return known }
            let ids = gather()
            itemIDsByList[template] = ids
            return ids
        }
        let ids = templates.keys.map(\.rawValue).sorted()
        for reference in templateReferences where templates[TemplateID(reference.id)] == nil {
            reader.error(
                .unknownTemplate(reference.id, suggestion: KeySuggestion.nearest(to: reference.id, in: ids)), at: reference.location, path: reference.path)
        }
        for reference in itemReferences {
            guard case .list(let list)? = templates[TemplateID(reference.template)]?.body else {
                if templates[TemplateID(reference.template)] != nil {
                    reader.error(
                        .badValue, "\"update\" changes list items; '\(reference.template)' is not a list", at: reference.location, path: reference.path)
                }
                continue
            }
            let ids = itemIDs(reference.template) { Set(list.sections.flatMap(\.items).compactMap(\.id)) }
            if !ids.contains(reference.item) {
                let hint = KeySuggestion.nearest(to: reference.item, in: ids.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
                reader.error(
                    .unknownItem, "list '\(reference.template)' has no item with the id \"\(reference.item)\"\(hint)", at: reference.location,
                    path: reference.path)
            }
        }
        for reference in placesReferences {
            guard let template = templates[TemplateID(reference.template)], template.kind != .pointOfInterest else { continue }
            reader.error(
                .badValue, "\"update\" with \"pointsOfInterest\" changes a point-of-interest template's places; \(template.reference) is not one",
                at: reference.location, path: reference.path)
        }
        let trackIDs = Set(tracks.map(\.id.rawValue))
        for reference in trackReferences where !trackIDs.contains(reference.id) {
            let hint = KeySuggestion.nearest(to: reference.id, in: tracks.map(\.id.rawValue)).map { "; did you mean \"\($0)\"?" } ?? ""
            reader.error(.unknownTrack, "no track is named \"\(reference.id)\" in \"media\"\(hint)", at: reference.location, path: reference.path)
        }
    }

    /// A time of day member, `H:MM`, in minutes after midnight.
    mutating func readTime(_ fields: DocumentReader.Fields, _ key: String) -> Int? {
        guard let text = reader.string(fields, key) else { return nil }
        guard let minutes = Self.minutes(text) else {
            reader.error(.badValue, "\"\(key)\" must be a time H:MM from 0:00 to 23:59; it is \"\(text)\"", at: fields[key]!.location, path: fields.path(key))
            return nil
        }
        return minutes
    }

    /// Minutes after midnight of `H:MM`.
    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, let hours = Int(parts[0]), let minutes = Int(parts[1]),
            (0..<24).contains(hours), (0..<60).contains(minutes)
        else { return nil }
        return hours * 60 + minutes
    }
}
