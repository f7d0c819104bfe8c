/// Where a handler was written in its template (`sections[0].items[2].handler`),
/// put into words only when a problem names it: checking a list of 100,000
/// rows makes no 100,000 strings.
enum SlotPath: Sendable, Equatable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// A path written out already (a few per template).
    case text(String)
    /// `sections[S].items[I].handler`.
    case listItem(section: Int, item: Int)
    /// `sections[S].items[I].images[N].handler`.
    case listImage(section: Int, item: Int, image: Int)

    init(stringLiteral value: String) { self = .text(value) }

    init(stringInterpolation: DefaultStringInterpolation) { self = .text(String(stringInterpolation: stringInterpolation)) }

    var description: String {
        switch self {
        case .text(let text): text
        case .listItem(let section, let item): "sections[\(section)].items[\(item)].handler"
        case .listImage(let section, let item, let image): "sections[\(section)].items[\(item)].images[\(image)].handler"
        }
    }
}
