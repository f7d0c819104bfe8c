// SwiftUICore on Linux: STAND-INS for what CarPlay code takes from SwiftUI's
// core: a view's protocol, to host one, and the environment's keys and
// values, which models shared with the phone's views declare. Linux's Swift
// has no SwiftUI; the car draws templates, and a view hosted on the car's
// window is drawn as headunit's map surface, as any map view is. `import
// SwiftUICore` brings Foundation.
@_exported import Foundation

/// STAND-IN for `View`: a piece of an app's interface, made of its `body`.
/// headunit never draws a body: it only hosts views.
@preconcurrency @MainActor public protocol View {
    associatedtype Body: View

    /// The view's content.
    var body: Body { get }
}

/// STAND-IN for `Never` as a view: the body of a view with no body.
extension Never: View {
    public var body: Never {
        switch self {}
    }
}
