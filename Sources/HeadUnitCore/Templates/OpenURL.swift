/// Reads the URLs an app opens to hand over to the car's own apps:
/// `maps://?q=Cafe+Luna` (or `daddr=`, or maps.apple.com) opens Maps with
/// directions, `tel://555-0100` (or `tel:`) opens Phone calling the number.
public enum OpenURL {
    /// The forms accepted, for error messages.
    static let forms = "a maps:// URL (maps://?q=PLACE) or a tel:// URL (tel://NUMBER)"

    /// The system screen a URL opens, or nil when CarPlay has none for it.
    public static func screen(for url: String) -> SystemScreen? {
        let lower = url.lowercased()
        for prefix in ["maps://", "maps:", "https://maps.apple.com/", "http://maps.apple.com/"] where lower.hasPrefix(prefix) {
            return .maps(destination: destination(inQuery: String(url.dropFirst(prefix.count))))
        }
        for prefix in ["tel://", "tel:"] where lower.hasPrefix(prefix) {
            let number = decoded(String(url.dropFirst(prefix.count)))
            return number.isEmpty ? nil : .phone(calling: number)
        }
        return nil
    }

    /// The place a maps query asks for: `q`, `daddr` or `address`.
    private static func destination(inQuery rest: String) -> String {
        let query = rest.split(separator: "?", maxSplits: 1).last.map(String.init) ?? ""
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { parameters[parts[0]] = decoded(parts[1]) }
        }
        return ["q", "daddr", "address"].lazy.compactMap { parameters[$0] }.first { !$0.isEmpty } ?? "the map"
    }

    /// `text` with `+` as a space and `%XX` escapes decoded (a broken
    /// escape stays as written).
    static func decoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "+") {
                bytes.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8.removeFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return TextFit.sanitize(String(decoding: bytes, as: UTF8.self))
    }
}
