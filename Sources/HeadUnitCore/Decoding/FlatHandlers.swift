/// The handlers of a list's rows read flat (`JSONFlatObject`): a word, or
/// an object of one `push`, `present` or `setRoot`. The rows that share
/// one (their bytes the last one's) are given it as it is, with no text made.
struct FlatHandlers {
    /// The last handler read from an object: its key and template id, as
    /// bytes and as text, and whether that template was read then (none is
    /// taken away, so it stays read).
    private var last: (keyBytes: ArraySlice<UInt8>, idBytes: ArraySlice<UInt8>, key: String, id: String, handler: Handler, isRead: Bool)?

    /// The handler `value` is, as `ScenarioDecoder.decodeHandler` reads it;
    /// nil for any other form, or one with a problem: the general reading
    /// then takes it, and tells.
    mutating func handler(
        _ value: JSONFlatObject.Value, of flat: JSONFlatObject, at path: @autoclosure () -> DocumentPath, with decoder: inout ScenarioDecoder
    ) -> Handler? {
        switch value {
        case .string(let word, _): return ScenarioDecoder.wordHandlers[flat.text(word)]
        case .member(let keyBytes, let idBytes, let location):
            if let last, flat.slice(keyBytes) == last.keyBytes, flat.slice(idBytes) == last.idBytes {
                if !last.isRead { decoder.reference(template: last.id, at: path().member(last.key), location) }
                return last.handler
            }
            let key = flat.text(keyBytes), id = flat.text(idBytes)
            guard DocumentReader.isIdentifier(id) else { return nil }
            let template = TemplateID(id)
            let action: Action
            switch key {
            case "push": action = .push(template)
            case "present": action = .present(template)
            case "setRoot": action = .setRoot(template)
            default: return nil
            }
            decoder.reference(template: id, at: path().member(key), location)
            // Made once for all who have it, as the general reading makes it.
            let handler = decoder.oneActionHandlers[action] ?? Handler([action])
            decoder.oneActionHandlers[action] = handler
            last = (flat.slice(keyBytes), flat.slice(idBytes), key, id, handler, decoder.templates.index(forKey: template) != nil)
            return handler
        }
    }
}
