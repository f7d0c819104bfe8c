import HeadUnitCore

/// CPListItem: a row with text, detail, an image on the leading edge, an
/// accessory and the now-playing marks. Chosen, it runs its handler; when
/// its playback configuration presents playback, the car then shows now playing.
@preconcurrency @MainActor public final class CPListItem: NSObject, CPSelectableListItem, CPPlayableItem {
    public private(set) var text: String?
    public private(set) var detailText: String?
    public private(set) var image: UIImage?
    public var accessoryType: CPListItemAccessoryType = .none
    public private(set) var accessoryImage: UIImage?
    public var isPlaying = false
    public var playingIndicatorLocation: CPListItemPlayingIndicatorLocation = .leading
    public var isExplicitContent = false
    /// 0 to 1: a bar on the row.
    public var playbackProgress: Double = 0
    public var isEnabled = true
    public var userInfo: Any?
    public var handler: ((any CPSelectableListItem, @escaping () -> Void) -> Void)?
    public var playbackConfiguration: CPPlaybackConfiguration?

    /// The largest image and accessory image a row shows: 44 x 44 points.
    public class var maximumImageSize: CGSize { CGSize(width: 44, height: 44) }

    public init(text: String?, detailText: String?) {
        self.text = text
        self.detailText = detailText
    }

    public init(text: String?, detailText: String?, image: UIImage?) {
        self.text = text
        self.detailText = detailText
        self.image = image
    }

    /// With an accessory image, the accessory type is `.none`, as CarPlay sets it.
    public init(text: String?, detailText: String?, image: UIImage?, accessoryImage: UIImage?, accessoryType: CPListItemAccessoryType) {
        self.text = text
        self.detailText = detailText
        self.image = image
        self.accessoryImage = accessoryImage
        self.accessoryType = accessoryImage == nil ? accessoryType : .none
    }

    /// The older spelling (deprecated in iOS 14) of a disclosure accessory.
    @available(*, deprecated, renamed: "init(text:detailText:image:accessoryImage:accessoryType:)")
    public convenience init(text: String?, detailText: String?, image: UIImage?, showsDisclosureIndicator: Bool) {
        self.init(text: text, detailText: detailText, image: image, accessoryImage: nil, accessoryType: showsDisclosureIndicator ? .disclosureIndicator : .none)
    }

    /// Whether the row shows the disclosure accessory (deprecated in iOS 14).
    @available(*, deprecated, renamed: "accessoryType")
    public var showsDisclosureIndicator: Bool { accessoryType == .disclosureIndicator }

    /// The explicit mark (deprecated in iOS 14).
    @available(*, deprecated, renamed: "isExplicitContent")
    public var showsExplicitLabel: Bool {
        get { isExplicitContent }
        set { isExplicitContent = newValue }
    }

    public func setText(_ text: String) { self.text = text }
    public func setDetailText(_ detailText: String?) { self.detailText = detailText }
    public func setImage(_ image: UIImage?) { self.image = image }
    public func setAccessoryImage(_ accessoryImage: UIImage?) { self.accessoryImage = accessoryImage }

    /// The row as headunit draws it; chosen without a handler of its own,
    /// it is told to `unhandled` (a list's deprecated delegate).
    func listItem(_ conversion: Conversion, unhandled: ((CPListItem, @escaping @Sendable () -> Void) -> Void)? = nil) -> ListItem {
        if accessoryImage != nil { conversion.notice("a list item's accessoryImage is not drawn") }
        let accessory: ListAccessory =
            switch accessoryType {
            case .none: .none
            case .disclosureIndicator: .disclosureIndicator
            case .cloud: .cloud
            }
        return ListItem(
            text: text ?? "", detailText: detailText, image: image?.glyph, accessory: accessory, isPlaying: isPlaying,
            playingIndicatorLocation: playingIndicatorLocation == .leading ? .leading : .trailing, isExplicitContent: isExplicitContent,
            playbackProgress: playbackProgress > 0 ? min(1, playbackProgress) : nil, isEnabled: isEnabled,
            handler: choosing(
                handler == nil && unhandled == nil
                    ? nil
                    : conversion.handler(for: self, spins: true) { [weak self, weak conversion] row in
                        guard let self, let conversion else { return }
                        let completion = conversion.completion(of: row, label: self.text ?? "")
                        if let handler = self.handler { handler(self, completion) } else { unhandled?(self, anyThread(completion)) }
                    }))
    }
}

/// CPListItemAccessoryType.
public enum CPListItemAccessoryType: Int, Sendable {
    case none, disclosureIndicator, cloud
}

/// CPListItemPlayingIndicatorLocation.
public enum CPListItemPlayingIndicatorLocation: Int, Sendable {
    case leading, trailing
}
