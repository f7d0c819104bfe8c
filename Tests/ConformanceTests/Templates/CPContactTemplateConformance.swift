import CarPlay
import CarPlayTesting
import Testing

/// CPContactTemplate, CPContact and the contact buttons: a person and
/// what the driver can do about them.
@MainActor struct CPContactTemplateConformance {
    /// Anna, with a call button whose handler runs `called`.
    static func anna(_ called: @escaping (CPButton) -> Void = { _ in }) -> CPContact {
        let contact = CPContact(name: "Anna Smith", image: UIImage(systemName: "person")!)
        contact.subtitle = "Mobile"
        contact.informativeText = "Usually answers"
        contact.actions = [CPContactCallButton(handler: called)]
        return contact
    }

    /// A communication app's car whose root is a contact template of `contact`.
    static func car(_ contact: CPContact, _ configure: (CPContactTemplate) -> Void = { _ in }) async throws -> (TestCar, CPContactTemplate) {
        let template = CPContactTemplate(contact: contact)
        configure(template)
        let app = TemplateConformanceApp { _ in template }
        return (try await app.connectedCar(), template)
    }

    @Test("a contact template shows the contact's name, image, lines and buttons", .apple("carplay/cpcontacttemplate/init(contact:)"))
    func showsTheContact() async throws {
        let (car, template) = try await Self.car(Self.anna())
        #expect(template.contact.name == "Anna Smith")
        #expect(car.screen.contains("Anna Smith") && car.screen.contains("☺"))
        #expect(car.controls.contains { $0.id == "contact.action.0" && $0.label == "Call" })
    }

    @Test("giving the template another contact shows that one", .apple("carplay/cpcontacttemplate/contact"))
    func contactChanges() async throws {
        let (car, template) = try await Self.car(Self.anna())
        await car.phone { template.contact = CPContact(name: "Ben Jones", image: UIImage(systemName: "person")!) }
        #expect(car.screen.contains("Ben Jones") && !car.screen.contains("Anna Smith"))
    }

    @Test("a contact template shows its leading bar buttons", .apple("carplay/cpcontacttemplate/leadingnavigationbarbuttons"))
    func leadingBarButtons() async throws {
        let (car, _) = try await Self.car(Self.anna()) { $0.leadingNavigationBarButtons = [CPBarButton(title: "Edit") { _ in }] }
        #expect(car.controls.contains { $0.id == "nav.leading.0" && $0.label == "Edit" })
    }

    @Test("a contact template shows its trailing bar buttons", .apple("carplay/cpcontacttemplate/trailingnavigationbarbuttons"))
    func trailingBarButtons() async throws {
        let (car, _) = try await Self.car(Self.anna()) { $0.trailingNavigationBarButtons = [CPBarButton(title: "Favorite") { _ in }] }
        #expect(car.controls.contains { $0.id == "nav.trailing.0" && $0.label == "Favorite" })
    }
}

/// CPContact: what a contact template shows of a person.
@MainActor struct CPContactConformance {
    @Test("a contact is made with the name and image the template shows", .apple("carplay/cpcontact/init(name:image:)"))
    func nameAndImage() async throws {
        let contact = CPContact(name: "Cleo", image: UIImage(systemName: "house")!)
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        #expect(car.screen.contains("Cleo") && car.screen.contains("⌂"))
    }

    @Test("a contact's name shows, and changes while it shows", .apple("carplay/cpcontact/name"))
    func nameChanges() async throws {
        let contact = CPContactTemplateConformance.anna()
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        await car.phone { contact.name = "Anna Lee" }
        #expect(car.screen.contains("Anna Lee"))
    }

    @Test("a contact's image shows, and changes while it shows", .apple("carplay/cpcontact/image"))
    func imageChanges() async throws {
        let contact = CPContactTemplateConformance.anna()
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        await car.phone { contact.image = UIImage(systemName: "star")! }
        #expect(car.screen.contains("☆") && !car.screen.contains("☺"), "\(car.screen)")
    }

    @Test("a contact's subtitle shows under the name", .apple("carplay/cpcontact/subtitle"))
    func subtitleShows() async throws {
        let (car, _) = try await CPContactTemplateConformance.car(CPContactTemplateConformance.anna())
        let rows = car.screen.split(separator: "\n")
        let name = try #require(rows.firstIndex { $0.contains("Anna Smith") })
        #expect(rows[name + 1].contains("Mobile"))
    }

    @Test("a contact's informative text shows with the contact", .apple("carplay/cpcontact/informativetext"))
    func informativeTextShows() async throws {
        let (car, _) = try await CPContactTemplateConformance.car(CPContactTemplateConformance.anna())
        #expect(car.screen.contains("Usually answers"))
    }

    @Test("a contact's actions are the buttons the template shows, in order", .apple("carplay/cpcontact/actions"))
    func actionsShow() async throws {
        let contact = CPContactTemplateConformance.anna()
        contact.actions = [CPContactCallButton { _ in }, CPContactDirectionsButton { _ in }, CPButton(title: "Email") { _ in }]
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        #expect(car.controls.filter { $0.id.hasPrefix("contact.action.") }.map(\.label) == ["Call", "Directions", "Email"])
    }
}

/// CPContactCallButton, CPContactDirectionsButton and CPButton.
@MainActor struct CPContactButtonConformance {
    @Test("a call button shows as the contact's call button and runs its handler", .apple("carplay/cpcontactcallbutton/init(handler:)"))
    func callButton() async throws {
        var called = 0
        let (car, _) = try await CPContactTemplateConformance.car(CPContactTemplateConformance.anna { _ in called += 1 })
        try await car.tap("Call")
        #expect(called == 1)
    }

    @Test("a directions button shows as the contact's directions button and runs its handler", .apple("carplay/cpcontactdirectionsbutton/init(handler:)"))
    func directionsButton() async throws {
        var asked = 0
        let contact = CPContactTemplateConformance.anna()
        contact.actions = [CPContactDirectionsButton { _ in asked += 1 }]
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        #expect(car.controls.contains { $0.id == "contact.action.0" && $0.label == "Directions" })
        try await car.tap("Directions")
        #expect(asked == 1)
    }

    @Test(
        "a message button shows Message for the phone number or address the app gives; Siri writes the message",
        .apple("carplay/cpcontactmessagebutton/init(phoneoremail:)"))
    func messageButton() async throws {
        let message = CPContactMessageButton(phoneOrEmail: "anna@example.com")
        #expect(message.phoneOrEmail == "anna@example.com")
        let contact = CPContactTemplateConformance.anna()
        contact.actions = [message]
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        #expect(car.controls.contains { $0.id == "contact.action.0" && $0.label == "Message" })
        #expect(car.notices.contains { $0.contains("Siri") }, "headunit says it does not play Siri's part: \(car.notices)")
    }

    @Test("a button made with a title shows it and runs its handler, given the button", .apple("carplay/cpbutton/init(title:handler:)"))
    func titledButton() async throws {
        var chosen: [CPButton] = []
        let email = CPButton(title: "Email") { chosen.append($0) }
        let contact = CPContactTemplateConformance.anna()
        contact.actions = [email]
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        try await car.tap("Email")
        #expect(chosen.count == 1 && chosen.first === email)
    }

    @Test("a button made with an image shows the image", .apple("carplay/cpbutton/init(image:handler:)"))
    func imageButton() async throws {
        let star = CPButton(image: UIImage(systemName: "star")!) { _ in }
        #expect(star.image?.glyph == "☆")
        let contact = CPContactTemplateConformance.anna()
        contact.actions = [star]
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        #expect(car.controls.first { $0.id == "contact.action.0" }?.drawn.contains("☆") == true, "\(car.controls)")
    }

    @Test("a button's title can change while it shows", .apple("carplay/cpbutton/title"))
    func titleChanges() async throws {
        let email = CPButton(title: "Email") { _ in }
        let contact = CPContactTemplateConformance.anna()
        contact.actions = [email]
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        await car.phone { email.title = "Write" }
        #expect(car.controls.first { $0.id == "contact.action.0" }?.label == "Write")
    }

    @Test("a disabled button cannot be chosen", .apple("carplay/cpbutton/isenabled"))
    func disabledButton() async throws {
        var chosen = 0
        let email = CPButton(title: "Email") { _ in chosen += 1 }
        email.isEnabled = false
        let contact = CPContactTemplateConformance.anna()
        contact.actions = [email]
        let (car, _) = try await CPContactTemplateConformance.car(contact)
        try await car.tap("Email")
        #expect(chosen == 0)
    }

    @Test("a button's image is at most CPButtonMaximumImageSize", .apple("carplay/cpbuttonmaximumimagesize"))
    func maximumImageSize() {
        #expect(CPButtonMaximumImageSize == CGSize(width: 44, height: 44))
    }
}
