/// A binary property list (`bplist00`, as `plutil -convert binary1` and
/// Xcode's build write an Info.plist) read from its bytes: the trailer, the
/// offset table and the objects it points at. Every count and offset is
/// checked against the file's size; an object met again on its own path is
/// a cycle, and one met again elsewhere is read once.
struct BinaryPropertyListReader {
    private let bytes: [UInt8]
    private let offsets: [Int]
    private let referenceSize: Int
    /// Where the objects end: the offset table's start.
    private let objectsEnd: Int
    private var made: [Int: PropertyListValue] = [:]
    private var open: Set<Int> = []

    static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        guard bytes.starts(with: Array("bplist00".utf8)) else {
            let version = String(decoding: bytes.dropFirst(6).prefix(2), as: UTF8.self)
            throw PropertyListError("a binary property list of version \(version); only version 00 is read")
        }
        guard bytes.count >= 8 + 32 + 1 else { throw damaged("it is too short for its trailer") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let count = number(bytes, at: trailer + 8, size: 8), top = number(bytes, at: trailer + 16, size: 8)
        let table = number(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else { throw damaged("its trailer gives sizes outside 1 to 8 bytes") }
        guard table >= 8, table <= trailer, count >= 1, count <= (trailer - table) / offsetSize, top >= 0, top < count else {
            throw damaged("its trailer points outside the file")
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for object in 0..<count {
            let offset = number(bytes, at: table + object * offsetSize, size: offsetSize)
            guard offset >= 8, offset < table else { throw damaged("object \(object) is said to be outside the file") }
            offsets.append(offset)
        }
        var reader = BinaryPropertyListReader(bytes: bytes, offsets: offsets, referenceSize: referenceSize, objectsEnd: table)
        return try reader.object(top, depth: 1)
    }

    private init(bytes: [UInt8], offsets: [Int], referenceSize: Int, objectsEnd: Int) {
        self.bytes = bytes
        self.offsets = offsets
        self.referenceSize = referenceSize
        self.objectsEnd = objectsEnd
    }

    /// The object numbered `object`.
    private mutating func object(_ object: Int, depth: Int) throws(PropertyListError) -> PropertyListValue {
        if let value = made[object] { return value }
        guard depth <= PropertyList.maximumDepth else {
            throw PropertyListError("nested deeper than \(PropertyList.maximumDepth) arrays and dictionaries")
        }
        guard open.insert(object).inserted else { throw Self.damaged("object \(object) contains itself") }
        defer { open.remove(object) }
        let start = offsets[object], marker = bytes[start], low = Int(marker & 0x0F)
        let value: PropertyListValue
        switch marker >> 4 {
        case 0x0 where marker == 0x08 || marker == 0x09: value = .boolean(marker == 0x09)
        case 0x1 where low <= 4:
            let size = 1 << low
            try within(start + 1, size, object)
            // A 16-byte integer keeps its low 8 bytes, as Apple's reader does.
            value = .integer(Self.number(bytes, at: start + 1 + size - min(size, 8), size: min(size, 8)))
        case 0x2 where low == 2 || low == 3, 0x3 where marker == 0x33:
            let size = marker == 0x22 ? 4 : 8
            try within(start + 1, size, object)
            let bits = UInt64(bitPattern: Int64(Self.number(bytes, at: start + 1, size: size)))
            let number = size == 4 ? Double(Float(bitPattern: UInt32(bits))) : Double(bitPattern: bits)
            value = marker == 0x33 ? .date(number) : .real(number)
        case 0x4:
            let (first, count) = try length(start, low, object, unit: 1)
            value = .data(Array(bytes[first..<first + count]))
        case 0x5, 0x6:
            let unit = marker >> 4 == 0x5 ? 1 : 2
            let (first, count) = try length(start, low, object, unit: unit)
            let text: String?
            if unit == 1 {
                text = bytes[first..<first + count].allSatisfy { $0 < 0x80 } ? String(decoding: bytes[first..<first + count], as: UTF8.self) : nil
            } else {
                let units = (0..<count).map { UInt16(bytes[first + 2 * $0]) << 8 | UInt16(bytes[first + 2 * $0 + 1]) }
                text = String(validating: units, as: UTF16.self)
            }
            guard let text else { throw Self.damaged("object \(object) is a string of invalid \(unit == 1 ? "ASCII" : "UTF-16")") }
            value = .string(text)
        case 0xA:
            let (first, count) = try length(start, low, object, unit: referenceSize)
            var elements: [PropertyListValue] = []
            for position in 0..<count { elements.append(try self.object(try reference(at: first, position), depth: depth + 1)) }
            value = .array(elements)
        case 0xD:
            let (first, count) = try length(start, low, object, unit: 2 * referenceSize)
            var dictionary = PropertyListDictionary()
            for position in 0..<count {
                guard case .string(let key) = try self.object(try reference(at: first, position), depth: depth + 1) else {
                    throw Self.damaged("object \(object) is a dictionary with a key that is not a string")
                }
                dictionary.append(key, try self.object(try reference(at: first, count + position), depth: depth + 1))
            }
            value = .dictionary(dictionary)
        default:
            throw Self.damaged("object \(object) is of a kind no Info.plist holds (marker 0x\(String(marker, radix: 16)))")
        }
        made[object] = value
        return value
    }

    /// Where an object's elements start and how many there are: the count
    /// in the marker's low half, or in an integer object after it.
    private func length(_ start: Int, _ low: Int, _ object: Int, unit: Int) throws(PropertyListError) -> (first: Int, count: Int) {
        var first = start + 1, count = low
        if low == 0x0F {
            try within(first, 1, object)
            let size = 1 << Int(bytes[first] & 0x0F)
            guard bytes[first] >> 4 == 0x1, size <= 8 else { throw Self.damaged("object \(object) has a count that is not an integer") }
            try within(first + 1, size, object)
            count = Self.number(bytes, at: first + 1, size: size)
            first += 1 + size
        }
        guard count >= 0, count <= (objectsEnd - first) / unit else { throw Self.damaged("object \(object) runs past the objects' end") }
        return (first, count)
    }

    /// The object number at position `position` of a list of references.
    private func reference(at first: Int, _ position: Int) throws(PropertyListError) -> Int {
        let object = Self.number(bytes, at: first + position * referenceSize, size: referenceSize)
        guard object >= 0, object < offsets.count else { throw Self.damaged("a reference to object \(object), of \(offsets.count)") }
        return object
    }

    private func within(_ first: Int, _ size: Int, _ object: Int) throws(PropertyListError) {
        guard first + size <= objectsEnd else { throw Self.damaged("object \(object) runs past the objects' end") }
    }

    /// A big-endian number of `size` bytes (at most 8; 8 of them may be negative).
    private static func number(_ bytes: [UInt8], at start: Int, size: Int) -> Int {
        bytes[start..<start + size].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func damaged(_ reason: String) -> PropertyListError {
        PropertyListError("the binary property list is damaged: \(reason)")
    }
}
