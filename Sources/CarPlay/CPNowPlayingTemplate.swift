import HeadUnitCore

/// CPNowPlayingTemplate: the one shared now playing (`shared`), showing
/// what `MPNowPlayingInfoCenter` says plays, its transport controls, up
/// to 5 buttons, and the Up Next and album-artist buttons.
@preconcurrency @MainActor public final class CPNowPlayingTemplate: CPTemplate {
    /// The one now-playing template (the car's: each car a test drives has its own).
    public static var shared: CPNowPlayingTemplate { CarContext.current.nowPlaying }

    public private(set) var nowPlayingButtons: [CPNowPlayingButton] = []
    public var isUpNextButtonEnabled = false
    public var upNextTitle: String?
    public var isAlbumArtistButtonEnabled = false
    /// How now playing lays out what plays (iOS 18.4): nil or the default
    /// mode, the artwork and the track; a sports mode, the event's teams.
    public var nowPlayingMode: CPNowPlayingMode?
    private var observers: [Weak] = []

    /// The car it is the shared now playing of.
    private unowned let context: CarContext

    init(context: CarContext) {
        self.context = context
        super.init()
    }

    public func updateNowPlayingButtons(_ nowPlayingButtons: [CPNowPlayingButton]) {
        self.nowPlayingButtons = nowPlayingButtons
    }

    public func add(_ observer: any CPNowPlayingTemplateObserver) {
        observers.append(Weak(observer))
    }

    public func remove(_ observer: any CPNowPlayingTemplateObserver) {
        observers.removeAll { $0.value == nil || $0.value === observer }
    }

    private func tellObservers(_ tell: (any CPNowPlayingTemplateObserver) -> Void) {
        for case let observer? in observers.map(\.value) { tell(observer) }
    }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .nowPlaying(
            NowPlayingTemplate(
                buttons: nowPlayingButtons.map { $0.nowPlayingButton(conversion) }, isUpNextButtonEnabled: isUpNextButtonEnabled,
                upNextTitle: upNextTitle,
                upNextHandler: conversion.handler(for: UpNext.key) { [weak self] _ in
                    guard let self else { return }
                    self.tellObservers { $0.nowPlayingTemplateUpNextButtonTapped(self) }
                }, isAlbumArtistButtonEnabled: isAlbumArtistButtonEnabled,
                albumArtistHandler: conversion.handler(for: AlbumArtist.key) { [weak self] _ in
                    guard let self else { return }
                    self.tellObservers { $0.nowPlayingTemplateAlbumArtistButtonTapped(self) }
                }, sports: nowPlayingMode?.sportsEvent(conversion)))
    }

    /// Keys for the handlers of the two built-in buttons.
    private final class UpNext: Sendable {
        static let key = UpNext()
    }

    private final class AlbumArtist: Sendable {
        static let key = AlbumArtist()
    }

    private struct Weak {
        weak var value: (any CPNowPlayingTemplateObserver)?
        init(_ value: any CPNowPlayingTemplateObserver) { self.value = value }
    }
}

/// CPNowPlayingTemplateObserver: told when the Up Next or album-artist button is tapped.
@preconcurrency @MainActor public protocol CPNowPlayingTemplateObserver: NSObjectProtocol {
    func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
    func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate)
}

extension CPNowPlayingTemplateObserver {
    public func nowPlayingTemplateUpNextButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
    public func nowPlayingTemplateAlbumArtistButtonTapped(_ nowPlayingTemplate: CPNowPlayingTemplate) {}
}

/// `CPNowPlayingButtonMaximumImageSize`: the largest image a now-playing
/// button shows: 20 x 20 points (the CarPlay Developer Guide's size); a
/// larger image is scaled down.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CPNowPlayingButtonMaximumImageSize = CGSize(width: 20, height: 20)

/// CPNowPlayingButton: a button of now playing (its subclasses name the kind).
@preconcurrency @MainActor open class CPNowPlayingButton: NSObject {
    public var isEnabled = true
    public var isSelected = false
    let handler: ((CPNowPlayingButton) -> Void)?

    public init(handler: ((CPNowPlayingButton) -> Void)?) {
        self.handler = handler
    }

    /// Its kind, as headunit draws it.
    var kind: NowPlayingButtonKind { .more }

    func nowPlayingButton(_ conversion: Conversion) -> NowPlayingButton {
        NowPlayingButton(
            kind: kind, isSelected: isSelected,
            handler: handler == nil || !isEnabled ? nil : conversion.handler(for: self) { [weak self] _ in self.map { $0.handler?($0) } })
    }
}

/// CPNowPlayingShuffleButton.
@preconcurrency @MainActor public final class CPNowPlayingShuffleButton: CPNowPlayingButton {
    override var kind: NowPlayingButtonKind { .shuffle }
}

/// CPNowPlayingRepeatButton.
@preconcurrency @MainActor public final class CPNowPlayingRepeatButton: CPNowPlayingButton {
    override var kind: NowPlayingButtonKind { .repeat }
}

/// CPNowPlayingPlaybackRateButton.
@preconcurrency @MainActor public final class CPNowPlayingPlaybackRateButton: CPNowPlayingButton {
    override var kind: NowPlayingButtonKind { .playbackRate }
}

/// CPNowPlayingAddToLibraryButton.
@preconcurrency @MainActor public final class CPNowPlayingAddToLibraryButton: CPNowPlayingButton {
    override var kind: NowPlayingButtonKind { .addToLibrary }
}

/// CPNowPlayingMoreButton.
@preconcurrency @MainActor public final class CPNowPlayingMoreButton: CPNowPlayingButton {
    override var kind: NowPlayingButtonKind { .more }
}

/// CPNowPlayingImageButton: a button of the app's own image (at most 20x20 points).
@preconcurrency @MainActor public final class CPNowPlayingImageButton: CPNowPlayingButton {
    public let image: UIImage

    public init(image: UIImage, handler: ((CPNowPlayingButton) -> Void)?) {
        self.image = image
        super.init(handler: handler)
    }

    override var kind: NowPlayingButtonKind { .image(image.glyph) }
}
