// Contacts on Linux: STAND-INS for the postal addresses CarPlay code reads
// from a placemark and formats for a list row. `import Contacts` brings
// Foundation, as on iOS.
@_exported import Foundation

/// STAND-IN for `CNPostalAddress`: a postal address, by its parts, each ""
/// when not known.
open class CNPostalAddress: NSObject, @unchecked Sendable {
    var parts = Parts()

    public override init() { super.init() }

    /// The street, with the house number.
    open var street: String { parts.street }
    /// The part of the city.
    open var subLocality: String { parts.subLocality }
    /// The city.
    open var city: String { parts.city }
    /// The county or district.
    open var subAdministrativeArea: String { parts.subAdministrativeArea }
    /// The state or province.
    open var state: String { parts.state }
    /// The postal code.
    open var postalCode: String { parts.postalCode }
    /// The country's name.
    open var country: String { parts.country }
    /// The country's ISO 3166 code.
    open var isoCountryCode: String { parts.isoCountryCode }

    /// The parts of an address.
    struct Parts {
        var street = "", subLocality = "", city = "", subAdministrativeArea = "", state = "", postalCode = "", country = "", isoCountryCode = ""
    }
}

/// STAND-IN for `CNMutablePostalAddress`: a postal address whose parts are set.
open class CNMutablePostalAddress: CNPostalAddress, @unchecked Sendable {
    open override var street: String {
        get { parts.street }
        set { parts.street = newValue }
    }
    open override var subLocality: String {
        get { parts.subLocality }
        set { parts.subLocality = newValue }
    }
    open override var city: String {
        get { parts.city }
        set { parts.city = newValue }
    }
    open override var subAdministrativeArea: String {
        get { parts.subAdministrativeArea }
        set { parts.subAdministrativeArea = newValue }
    }
    open override var state: String {
        get { parts.state }
        set { parts.state = newValue }
    }
    open override var postalCode: String {
        get { parts.postalCode }
        set { parts.postalCode = newValue }
    }
    open override var country: String {
        get { parts.country }
        set { parts.country = newValue }
    }
    open override var isoCountryCode: String {
        get { parts.isoCountryCode }
        set { parts.isoCountryCode = newValue }
    }
}

/// STAND-IN for `CNPostalAddressFormatter`: an address as the lines of a letter.
open class CNPostalAddressFormatter: Formatter, @unchecked Sendable {
    /// STAND-IN for `CNPostalAddressFormatterStyle`: the style of the lines.
    public enum Style: Int, Sendable {
        /// The lines of an envelope.
        case mailingAddress
    }

    /// The style `string(from:)` writes in.
    open var style = Style.mailingAddress

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `postalAddress` in lines: the street, then the city with the state and
    /// postal code, then the country; a line with no parts is left out.
    open class func string(from postalAddress: CNPostalAddress, style: Style) -> String {
        let place = [postalAddress.city, postalAddress.state, postalAddress.postalCode].filter { !$0.isEmpty }.joined(separator: " ")
        return [postalAddress.street, place, postalAddress.country].filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `postalAddress` in lines, in the formatter's style.
    open func string(from postalAddress: CNPostalAddress) -> String { Self.string(from: postalAddress, style: style) }
}
