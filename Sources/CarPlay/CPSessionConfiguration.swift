/// CPSessionConfiguration: what the car limits while driving and its
/// content style, told to its delegate as they change.
@preconcurrency @MainActor public final class CPSessionConfiguration: NSObject {
    /// What the car limits now.
    public private(set) var limitedUserInterfaces: CPLimitableUserInterface = []
    /// The car's content style now.
    public private(set) var contentStyle: CPContentStyle = .light
    public weak var delegate: (any CPSessionConfigurationDelegate)?
    /// Whether the car plays video (iOS 26.4): headunit's car plays none.
    public var supportsVideoPlayback: Bool { false }

    public init(delegate: any CPSessionConfigurationDelegate) {
        self.delegate = delegate
        super.init()
        CarContext.current.sessionConfigurations.append(CarContext.WeakConfiguration(value: self))
    }

    /// Tells every configuration of the car still alive of a change.
    static func tellAll(in context: CarContext, _ tell: (CPSessionConfiguration) -> Void) {
        context.sessionConfigurations.removeAll { $0.value == nil }
        for case let configuration? in context.sessionConfigurations.map(\.value) { tell(configuration) }
    }

    func limitedUserInterfacesChanged(_ limits: CPLimitableUserInterface) {
        limitedUserInterfaces = limits
        delegate?.sessionConfiguration(self, limitedUserInterfacesChanged: limits)
    }

    func contentStyleChanged(_ style: CPContentStyle) {
        contentStyle = style
        delegate?.sessionConfiguration(self, contentStyleChanged: style)
    }

}

/// CPSessionConfigurationDelegate: told when the car's limits and content style change.
@preconcurrency @MainActor public protocol CPSessionConfigurationDelegate: NSObjectProtocol {
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface)
    func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle)
}

extension CPSessionConfigurationDelegate {
    public func sessionConfiguration(
        _ sessionConfiguration: CPSessionConfiguration, limitedUserInterfacesChanged limitedUserInterfaces: CPLimitableUserInterface
    ) {}

    public func sessionConfiguration(_ sessionConfiguration: CPSessionConfiguration, contentStyleChanged contentStyle: CPContentStyle) {}
}

/// CPLimitableUserInterface: what the car limits while driving.
public struct CPLimitableUserInterface: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The keyboard is locked.
    public static let keyboard = CPLimitableUserInterface(rawValue: 1 << 0)
    /// Lists show 12 items at most.
    public static let lists = CPLimitableUserInterface(rawValue: 1 << 1)
}

/// CPContentStyle: light (day) or dark (night).
public struct CPContentStyle: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let light = CPContentStyle(rawValue: 1 << 0)
    public static let dark = CPContentStyle(rawValue: 1 << 1)
}
