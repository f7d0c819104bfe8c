import HeadUnitCore

/// CPSearchTemplate: a search field the keyboard fills; the delegate
/// answers each text with the results, and hears which one is selected.
@preconcurrency @MainActor public final class CPSearchTemplate: CPTemplate {
    public weak var delegate: (any CPSearchTemplateDelegate)?
    /// The results for `query`, as the delegate last gave them.
    private var results: [CPListItem] = []
    private var query = ""

    public override init() {}

    /// The driver typed: the delegate gives the results for the text.
    func searchTextChanged(_ text: String) {
        guard let delegate else { return }
        delegate.searchTemplate(self, updatedSearchText: text) { [weak self] items in
            self?.results = items
            self?.query = text
        }
    }

    override func body(_ conversion: Conversion) -> TemplateBody {
        let items = results.map { result in
            var item = result.listItem(conversion)
            item.handler = conversion.handler(for: result, spins: true) { [weak self, weak result, weak conversion] row in
                guard let conversion else { return }
                guard let self, let result, let delegate = self.delegate else { return conversion.finish(row) }
                delegate.searchTemplate(self, selectedResult: result, completionHandler: conversion.completion(of: row, label: result.text ?? ""))
            }
            return item
        }
        return .search(
            SearchTemplate(
                results: items, resultsByQuery: [query.lowercased(): items],
                searchButtonPressed: [conversion.action(for: self) { [weak self] _ in self.map { $0.delegate?.searchTemplateSearchButtonPressed($0) } }]))
    }
}

/// CPSearchTemplateDelegate: answers what is typed, hears the result selected.
@preconcurrency @MainActor public protocol CPSearchTemplateDelegate: NSObjectProtocol {
    func searchTemplate(_ searchTemplate: CPSearchTemplate, updatedSearchText searchText: String, completionHandler: @escaping ([CPListItem]) -> Void)
    func searchTemplate(_ searchTemplate: CPSearchTemplate, selectedResult item: CPListItem, completionHandler: @escaping () -> Void)
    func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate)
}

extension CPSearchTemplateDelegate {
    public func searchTemplateSearchButtonPressed(_ searchTemplate: CPSearchTemplate) {}
}

/// CPVoiceControlTemplate: Siri-style states a navigation app shows while it listens.
@preconcurrency @MainActor public final class CPVoiceControlTemplate: CPTemplate {
    public let voiceControlStates: [CPVoiceControlState]
    public private(set) var activeStateIdentifier: String?
    weak var runtime: CarPlayRuntime?

    public init(voiceControlStates: [CPVoiceControlState]) {
        self.voiceControlStates = voiceControlStates
        activeStateIdentifier = voiceControlStates.first?.identifier
    }

    /// Shows the state `identifier`, once the template has been presented
    /// (before, nothing changes), and when it is one of the first five.
    public func activateVoiceControlState(withIdentifier identifier: String) {
        guard runtime != nil, shownStates.contains(where: { $0.identifier == identifier }) else { return }
        activeStateIdentifier = identifier
        runtime?.send(.perform(.navigation(.activateVoiceControlState(identifier))))
    }

    /// The states the car shows: the first five.
    private var shownStates: ArraySlice<CPVoiceControlState> { voiceControlStates.prefix(5) }

    override func attach(_ runtime: CarPlayRuntime) { self.runtime = runtime }

    override func body(_ conversion: Conversion) -> TemplateBody {
        .voiceControl(
            VoiceControlTemplate(
                voiceControlStates: shownStates.map {
                    VoiceControlState(identifier: $0.identifier, titleVariants: $0.titleVariants ?? [], image: $0.image?.glyph, repeats: $0.repeats)
                }, activeStateIdentifier: activeStateIdentifier))
    }
}

/// CPVoiceControlState: a state of the voice control template.
@preconcurrency @MainActor public final class CPVoiceControlState: NSObject {
    public let identifier: String
    public let titleVariants: [String]?
    public let image: UIImage?
    public let repeats: Bool
    /// Buttons under the state's title (iOS 26.4): kept, not drawn.
    public var actionButtons: [CPButton] = []
    /// The most action buttons a state shows: headunit's value, as Apple publishes none.
    public class var maximumActionButtonCount: Int { 3 }

    public init(identifier: String, titleVariants: [String]?, image: UIImage?, repeats: Bool) {
        self.identifier = identifier
        self.titleVariants = titleVariants
        self.image = image
        self.repeats = repeats
    }
}
