/// CPSearchTemplate: a search field the keyboard fills, and the results
/// the app gives for what is typed, as list items.
public struct SearchTemplate: Equatable, Sendable {
    /// The results, narrowed to those whose text or detail holds what is typed.
    public var results: [ListItem]
    /// Results for exact queries (lower case), where the app answers by query.
    public var resultsByQuery: [String: [ListItem]]
    /// What the app does when the keyboard's search button is pressed.
    public var searchButtonPressed: [Action]
    /// What is typed in the field.
    public private(set) var searchText = ""

    public init(results: [ListItem] = [], resultsByQuery: [String: [ListItem]] = [:], searchButtonPressed: [Action] = []) {
        self.results = results
        self.resultsByQuery = resultsByQuery
        self.searchButtonPressed = searchButtonPressed
    }

    /// The results for the text typed (`updatedSearchText`): the app's
    /// answer for that query, else the results that hold the text.
    public var shownResults: [ListItem] {
        let query = searchText.lowercased()
        if let answer = resultsByQuery[query] { return answer }
        guard !query.isEmpty else { return results }
        return results.filter { item in
            item.text.lowercased().contains(query) || item.detailText?.lowercased().contains(query) == true
        }
    }

    /// The results as the list the template shows.
    var resultsList: ListTemplate {
        ListTemplate(
            title: "", sections: [ListSection(items: shownResults)], emptyViewTitleVariants: searchText.isEmpty ? [] : ["No Results"])
    }

    /// Takes the text typed in `old`.
    mutating func keepText(of old: SearchTemplate) { searchText = old.searchText }

    /// Types into the field; false when nothing changed.
    mutating func type(_ input: KeyboardInput) -> Bool {
        switch input {
        case .text(let text):
            let clean = TextFit.sanitize(text)
            guard !clean.isEmpty, searchText.count < Self.maximumLength else { return false }
            searchText = String((searchText + clean).prefix(Self.maximumLength))
        case .deleteBackward:
            guard !searchText.isEmpty else { return false }
            searchText.removeLast()
        }
        return true
    }

    /// Empties the field.
    mutating func clear() { searchText = "" }

    /// The longest text the field takes.
    static let maximumLength = 64
}
