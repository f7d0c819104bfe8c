import HeadUnitCore

/// Key-map files: parsing, key names, clashes, the way out, and the help
/// text a map that loads gives.
@_cdecl("LLVMFuzzerTestOneInput")
public func keyMapFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    switch KeyMapLoader.load(bytes: Array(UnsafeBufferPointer(start: data, count: size))) {
    case .success(let map): _ = HelpText.lines(for: map)
    case .failure(let failure): for diagnostic in failure.diagnostics { _ = diagnostic.formatted(file: "fuzz.json") }
    }
    return 0
}
