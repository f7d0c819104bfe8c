/// An app's Swift files, as `doctor --sources` reads them: which classes
/// adopt a protocol (in their declaration, in an extension, or through a
/// superclass or protocol declared there), and which name a scene role in
/// code. The host reads the files; this reads their text.
public struct SwiftSources: Sendable {
    /// A class declared in the sources.
    public struct DeclaredClass: Equatable, Sendable {
        public let name: String
        /// `file:line` of its declaration.
        public let place: String
        /// The name `@objc(Name)` gives it.
        public let objcName: String?
    }

    /// The folders read, as the command line named them.
    public let folders: [String]
    /// How many Swift files were read.
    public let fileCount: Int
    private var classes: [String: DeclaredClass] = [:]
    /// What each type name inherits or adopts, over all its declarations.
    private var supertypes: [String: Set<String>] = [:]
    /// `file:line` of each extension that adopts something, by type name.
    private var extensionPlaces: [String: String] = [:]
    /// `file:line` where code names a scene role, by the role's name.
    private var rolePlaces: [String: String] = [:]

    /// The sources of `files` (path and text) found under `folders`.
    public init(folders: [String], files: [(path: String, text: String)]) {
        self.folders = folders
        fileCount = files.count
        for file in files {
            let tokens = SwiftTokenizer.tokens(of: file.text)
            for declaration in SwiftDeclarationScanner.declarations(in: tokens) {
                let place = "\(file.path):\(declaration.line)"
                supertypes[declaration.name, default: []].formUnion(declaration.inherits)
                switch declaration.kind {
                case .class:
                    if classes[declaration.name] == nil {
                        classes[declaration.name] = DeclaredClass(name: declaration.name, place: place, objcName: declaration.objcName)
                    }
                case .extension where !declaration.inherits.isEmpty:
                    if extensionPlaces[declaration.name] == nil { extensionPlaces[declaration.name] = place }
                case .extension, .protocol: break
                }
            }
            for token in tokens where SceneRole.codeNames.contains(token.text) && rolePlaces[token.text] == nil {
                rolePlaces[token.text] = "\(file.path):\(token.line)"
            }
        }
    }

    /// The classes that adopt `protocolName`, by name; a type only
    /// extended here (declared elsewhere) counts as a class.
    public func adopters(of protocolName: String) -> [DeclaredClass] {
        var adopting: Set<String> = [protocolName], changed = true
        while changed {
            changed = false
            for (name, inherits) in supertypes where !adopting.contains(name) && !inherits.isDisjoint(with: adopting) {
                adopting.insert(name)
                changed = true
            }
        }
        adopting.remove(protocolName)
        return adopting.compactMap { name in
            classes[name] ?? extensionPlaces[name].map { DeclaredClass(name: name, place: $0, objcName: nil) }
        }.sorted { $0.name < $1.name }
    }

    /// The class declared as `name`, if the sources declare one.
    public func declaredClass(named name: String) -> DeclaredClass? { classes[name] }

    /// `file:line` where the code names a scene role (`.carTemplateApplication`), if it does.
    func placeNaming(_ codeName: String) -> String? { rolePlaces[codeName] }

    /// The folders, for a message: `App/` or `App/ and Shared/`.
    var folderList: String { ValueListing.words(folders) }
}

/// Words joined for a message: "a", "a and b", "a, b and c".
enum ValueListing {
    static func words(_ words: [String]) -> String {
        words.count > 1 ? words.dropLast().joined(separator: ", ") + " and " + words.last! : words.joined()
    }
}
