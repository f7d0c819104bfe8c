import HeadUnitCore

/// Theme files: parsing, colours, glyph sets, and every problem's message.
@_cdecl("LLVMFuzzerTestOneInput")
public func themeFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    if case .failure(let failure) = ThemeLoader.load(bytes: Array(UnsafeBufferPointer(start: data, count: size))) {
        for diagnostic in failure.diagnostics { _ = diagnostic.formatted(file: "fuzz.json") }
    }
    return 0
}
