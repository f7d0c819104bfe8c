/// A `UISceneDelegateClassName` as written: `$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate`
/// (Xcode puts the module's name in at build), `MyApp.CarPlaySceneDelegate`,
/// or a bare `CarPlaySceneDelegate`, which UIKit finds only for an
/// Objective-C class or one declared `@objc(CarPlaySceneDelegate)`: a
/// Swift class's runtime name carries its module.
struct DelegateClassName: Equatable {
    /// The module part: a build setting (`$(PRODUCT_MODULE_NAME)`) or a name; nil when bare.
    let module: String?
    /// The class's own name.
    let className: String

    init(_ written: String) {
        guard let dot = written.lastIndex(of: ".") else {
            (module, className) = (nil, written)
            return
        }
        (module, className) = (String(written[..<dot]), String(written[written.index(after: dot)...]))
    }
}
