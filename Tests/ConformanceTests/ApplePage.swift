import Testing

/// The Apple page a conformance test checks one statement of: a path under
/// developer.apple.com/documentation (`carplay/cplisttemplate/maximumitemcount`),
/// or a page of the CarPlay Developer Guide or the Human Interface
/// Guidelines by its address. Every test of this target carries one;
/// `ConformanceIndexTests` holds that, and that every "works" row of
/// docs/CARPLAY.md names a test here or says no behaviour is documented.
struct ApplePage: TestTrait, SuiteTrait {
    let address: String

    var comments: [Comment] { [Comment(rawValue: "Apple: \(address)")] }
}

extension Trait where Self == ApplePage {
    /// A page of Apple's API documentation, by its path under
    /// `https://developer.apple.com/documentation/`.
    static func apple(_ path: String) -> ApplePage { ApplePage(address: "https://developer.apple.com/documentation/\(path)") }

    /// The CarPlay Developer Guide (the PDF Apple publishes for CarPlay
    /// apps), by its section.
    static func developerGuide(_ section: String) -> ApplePage { ApplePage(address: "CarPlay Developer Guide, \(section)") }

    /// A page of the Human Interface Guidelines, by its path under
    /// `https://developer.apple.com/design/human-interface-guidelines/`.
    static func hig(_ path: String) -> ApplePage { ApplePage(address: "https://developer.apple.com/design/human-interface-guidelines/\(path)") }
}
