import HeadUnitCore

extension PropertyList {
    /// The largest property list read: an Info.plist is a few kilobytes.
    public static let maximumFileSize = 4 << 20

    /// The property list in the file at `path` (a regular file only, read
    /// without blocking), or why it cannot be read: the file's own problem,
    /// or where its text stops being a property list.
    public static func load(path: String) -> Result<PropertyListValue, PropertyListError> {
        switch LocalFile.read(path, limit: maximumFileSize) {
        case .success(let bytes):
            do throws(PropertyListError) {
                return .success(try parse(bytes))
            } catch {
                return .failure(error)
            }
        case .failure(let error): return .failure(PropertyListError(error.reason))
        }
    }
}
