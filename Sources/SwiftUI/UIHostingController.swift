// SwiftUI on Linux: STAND-INS for what a CarPlay scene delegate takes from
// SwiftUI: SwiftUICore's views and environment, and a view controller that
// hosts a view (a navigation app's map on the car's window, drawn by
// headunit as its map surface). `import SwiftUI` brings SwiftUICore and UIKit.
@_exported import SwiftUICore
@_exported import UIKit

/// STAND-IN for `UIHostingController`: a view controller whose content is a
/// SwiftUI view. On the car's window (`CPWindow.rootViewController`) it is
/// the app's map view, which headunit draws as its map surface.
@preconcurrency @MainActor open class UIHostingController<Content: View>: UIViewController {
    /// The hosted view.
    public var rootView: Content

    /// A controller hosting `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// The size the hosted view would take in `size`: all of it.
    open func sizeThatFits(in size: CGSize) -> CGSize { size }
}
