import Foundation

/// STAND-IN for `MKLocalSearch`: a search for places. The head unit has no
/// search service: a search finds nothing (`MKError.placemarkNotFound`),
/// as offline; an app's subclass answers as it likes.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// What `start` calls with the response or the error.
    public typealias CompletionHandler = @Sendable (MKLocalSearch.Response?, (any Error)?) -> Void

    /// The request searched for.
    public let request: Request
    /// Whether the search runs.
    open private(set) var isSearching = false

    /// A search for `request`.
    public init(request: Request) {
        self.request = request
        super.init()
    }

    /// Searches, then calls `completionHandler` on the main queue.
    open func start(completionHandler: @escaping CompletionHandler) {
        isSearching = true
        DispatchQueue.main.async { [self] in
            guard isSearching else { return }
            isSearching = false
            completionHandler(nil, MKError(.placemarkNotFound))
        }
    }

    /// Stops the search: its handler is not called.
    open func cancel() { isSearching = false }

    /// STAND-IN for `MKLocalSearch.Request`: what to search for, and where.
    open class Request: NSObject, @unchecked Sendable {
        /// The words searched for.
        open var naturalLanguageQuery: String?
        /// The region searched first.
        open var region = MKCoordinateRegion()
        /// Addresses, places, or both.
        open var resultTypes: ResultType = [.address, .pointOfInterest]

        public override init() { super.init() }

        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) {
            self.init()
            self.naturalLanguageQuery = naturalLanguageQuery
        }
    }

    /// STAND-IN for `MKLocalSearch.Response`: the places found.
    open class Response: NSObject, @unchecked Sendable {
        /// The places.
        open var mapItems: [MKMapItem] { [] }
        /// The region around them.
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }

        public override init() { super.init() }
    }

    /// STAND-IN for `MKLocalSearch.ResultType`.
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Addresses.
        public static let address = ResultType(rawValue: 1)
        /// Points of interest.
        public static let pointOfInterest = ResultType(rawValue: 2)
    }
}

/// STAND-IN for `MKError`: why MapKit could not answer.
public struct MKError: Error, Equatable, Sendable {
    /// The reason.
    public let code: Code

    public init(_ code: Code) { self.code = code }

    /// STAND-IN for `MKError.Code`.
    public enum Code: UInt, Sendable {
        case unknown = 1
        case serverFailure = 2
        case loadingThrottled = 3
        case placemarkNotFound = 4
    }
}
