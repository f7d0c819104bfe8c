/// Numbers and the literals true, false and null.
extension JSONParser {
    mutating func number() throws(JSONSyntaxError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { advance() }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits") }
        if bytes[index] == UInt8(ascii: "0") {
            advance()
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number cannot start with 0") }
        } else {
            digits()
        }
        if peek(UInt8(ascii: ".")) {
            advance()
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits after '.'") }
            digits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            advance()
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { advance() }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a number needs digits in its exponent") }
            digits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("the number \(Escaped.value(text, limit: 32)) is out of range") }
        return value
    }

    private mutating func digits() {
        while index < bytes.count, isDigit(bytes[index]) { advance() }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = word.withUTF8Buffer { Array($0) }
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unexpected \(describeCurrent()) where a value was expected")
        }
        for _ in expected { advance() }
    }
}
