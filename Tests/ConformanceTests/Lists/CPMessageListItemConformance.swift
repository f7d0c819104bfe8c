import CarPlay
import CarPlayTesting
import Testing

/// CPMessageListItem and its leading and trailing configurations.
@MainActor struct CPMessageListItemConformance {
    /// A leading configuration.
    private func leading(_ item: CPMessageLeadingItem = .none, image: UIImage? = nil, unread: Bool = false) -> CPMessageListItemLeadingConfiguration {
        CPMessageListItemLeadingConfiguration(leadingItem: item, leadingImage: image, unread: unread)
    }

    /// A conversation with `name`.
    private func conversation(
        _ name: String, leading: CPMessageListItemLeadingConfiguration? = nil, trailing: CPMessageListItemTrailingConfiguration? = nil,
        detail: String? = nil, trailingText: String? = nil
    ) -> CPMessageListItem {
        CPMessageListItem(
            conversationIdentifier: "conversation-\(name)", text: name, leadingConfiguration: leading ?? self.leading(), trailingConfiguration: trailing,
            detailText: detail, trailingText: trailingText)
    }

    /// A communication app's car showing `items`.
    private func car(_ items: @escaping () -> [CPMessageListItem]) async throws -> (TestCar, ListConformanceApp) {
        try await ListConformanceApp.car(category: .communication, title: "Messages") { _ in [CPListSection(items: items())] }
    }

    @Test("selecting a message item hands the conversation to Siri: there is no handler to call", .apple("carplay/cpmessagelistitem"))
    func selectionGoesToSiri() async throws {
        let (car, _) = try await car { [self.conversation("Anna", leading: self.leading(unread: true), detail: "On my way")] }
        try await car.tap("Anna")
        #expect(car.screen.contains("Siri"))
        #expect(car.screen.contains("Anna"))
    }

    @Test(
        "a conversation item shows its text and keeps the app's conversation identifier",
        .apple("carplay/cpmessagelistitem/init(conversationidentifier:text:leadingconfiguration:trailingconfiguration:detailtext:trailingtext:)"))
    func initForAConversation() async throws {
        let item = conversation("Book Club", detail: "See you Thursday", trailingText: "Mon")
        #expect(item.conversationIdentifier == "conversation-Book Club" && item.phoneOrEmailAddress == nil)
        let (car, _) = try await car { [item] }
        #expect(car.screen.contains("Book Club") && car.screen.contains("See you Thursday") && car.screen.contains("Mon"))
    }

    @Test(
        "a contact item shows the full name as its primary text and keeps the address",
        .apple("carplay/cpmessagelistitem/init(fullname:phoneoremailaddress:leadingconfiguration:trailingconfiguration:detailtext:trailingtext:)"))
    func initForAContact() async throws {
        let item = CPMessageListItem(
            fullName: "Grace Hopper", phoneOrEmailAddress: "grace@example.com", leadingConfiguration: leading(), trailingConfiguration: nil,
            detailText: nil, trailingText: nil)
        #expect(item.text == "Grace Hopper" && item.phoneOrEmailAddress == "grace@example.com")
        let (car, _) = try await car { [item] }
        #expect(car.controls.first { $0.id == "list.0.0" }?.label.contains("Grace Hopper") == true)
    }

    @Test("conversationIdentifier is the app's own identifier for the conversation", .apple("carplay/cpmessagelistitem/conversationidentifier"))
    func conversationIdentifier() {
        let item = conversation("Team")
        #expect(item.conversationIdentifier == "conversation-Team")
        item.conversationIdentifier = "team-2"
        #expect(item.conversationIdentifier == "team-2")
    }

    @Test("phoneOrEmailAddress is the address a new message goes to", .apple("carplay/cpmessagelistitem/phoneoremailaddress"))
    func phoneOrEmailAddress() {
        let item = CPMessageListItem(
            fullName: "Alan", phoneOrEmailAddress: "+44 20 7946 0000", leadingConfiguration: leading(), trailingConfiguration: nil, detailText: nil,
            trailingText: nil)
        #expect(item.phoneOrEmailAddress == "+44 20 7946 0000")
    }

    @Test("text is the item's primary text", .apple("carplay/cpmessagelistitem/text"))
    func textShown() async throws {
        let item = conversation("Family")
        let (car, _) = try await car { [item] }
        #expect(car.screen.contains("Family"))
        item.text = "Family Group"
        await car.settle()
        #expect(car.screen.contains("Family Group"))
    }

    @Test("detailText is shown below the primary text", .apple("carplay/cpmessagelistitem/detailtext"))
    func detailBelow() async throws {
        let (car, _) = try await car { [self.conversation("Sam", detail: "Running late")] }
        let name = try #require(Rows.line(of: car.screen, containing: "Sam")).number
        #expect(Rows.line(of: car.screen, containing: "Running late")?.number == name + 1)
    }

    @Test("trailingText is shown at the end of the row", .apple("carplay/cpmessagelistitem/trailingtext"))
    func trailingTextShown() async throws {
        let (car, _) = try await car { [self.conversation("Lee", trailingText: "10:42")] }
        let line = try #require(Rows.line(of: car.screen, containing: "Lee")).text
        #expect(line.range(of: "10:42")!.lowerBound > line.range(of: "Lee")!.lowerBound)
    }

    @Test("setting a new leading configuration redraws the item", .apple("carplay/cpmessagelistitem/leadingconfiguration"))
    func leadingConfigurationRedraws() async throws {
        let item = conversation("Kim")
        let (car, _) = try await car { [item] }
        #expect(try #require(Rows.line(of: car.screen, containing: "Kim")).text.contains("★") == false)
        item.leadingConfiguration = leading(.star)
        await car.settle()
        #expect(try #require(Rows.line(of: car.screen, containing: "Kim")).text.contains("★"))
    }

    @Test("setting a new trailing configuration redraws the item", .apple("carplay/cpmessagelistitem/trailingconfiguration"))
    func trailingConfigurationRedraws() async throws {
        let item = conversation("Noisy Group")
        let (car, _) = try await car { [item] }
        item.trailingConfiguration = CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil)
        await car.settle()
        #expect(try #require(Rows.line(of: car.screen, containing: "Noisy Group")).text.contains("⊘"))
    }

    @Test("a disabled message item looks disabled and does nothing when selected", .apple("carplay/cpmessagelistitem/isenabled"))
    func disabledItem() async throws {
        let item = conversation("Archived")
        #expect(item.isEnabled)
        item.isEnabled = false
        let (car, _) = try await car { [item] }
        #expect(car.controls.first { $0.id == "list.0.0" }?.isEnabled == false)
        try await car.tap("Archived")
        #expect(!car.screen.contains("Siri"))
    }

    @Test("userInfo keeps the app's own value for the item", .apple("carplay/cpmessagelistitem/userinfo"))
    func userInfo() {
        let item = conversation("Pat")
        #expect(item.userInfo == nil)
        item.userInfo = ["thread": 12]
        #expect((item.userInfo as? [String: Int])?["thread"] == 12)
    }

    @Test("a leading configuration shows its mark, image and unread indicator before the name", .apple("carplay/cpmessagelistitemleadingconfiguration"))
    func leadingRegion() async throws {
        let (car, _) = try await car { [self.conversation("Robin", leading: self.leading(.pin, image: Rows.image("R"), unread: true))] }
        let line = try #require(Rows.line(of: car.screen, containing: "Robin")).text
        let name = line.range(of: "Robin")!.lowerBound
        #expect(line.range(of: "⚑")!.lowerBound < name)
        #expect(line.firstIndex(of: "R")! < name)
        #expect(line.firstIndex(of: "●")! < name)
    }

    @Test(
        "a leading configuration is made of an item, an image and whether the conversation is unread",
        .apple("carplay/cpmessagelistitemleadingconfiguration/init(leadingitem:leadingimage:unread:)"))
    func leadingConfigurationInit() {
        let image = Rows.image("M")
        let configuration = leading(.star, image: image, unread: true)
        #expect(configuration.leadingItem == .star && configuration.leadingImage === image && configuration.isUnread)
    }

    @Test("isUnread shows the unread indicator", .apple("carplay/cpmessagelistitemleadingconfiguration/isunread"))
    func unreadIndicator() async throws {
        let (car, _) = try await car { [self.conversation("New One", leading: self.leading(unread: true)), self.conversation("Old One")] }
        #expect(try #require(Rows.line(of: car.screen, containing: "New One")).text.contains("●"))
        #expect(try #require(Rows.line(of: car.screen, containing: "Old One")).text.contains("●") == false)
    }

    @Test("leadingImage is shown in the leading region", .apple("carplay/cpmessagelistitemleadingconfiguration/leadingimage"))
    func leadingImage() async throws {
        let (car, _) = try await car { [self.conversation("Avery", leading: self.leading(image: Rows.image("Å")))] }
        #expect(try #require(Rows.line(of: car.screen, containing: "Avery")).text.contains("Å"))
    }

    @Test("leadingItem puts a pin or a star before the name", .apple("carplay/cpmessagelistitemleadingconfiguration/leadingitem"))
    func leadingItem() async throws {
        let (car, _) = try await car { [self.conversation("Pinned", leading: self.leading(.pin)), self.conversation("Starred", leading: self.leading(.star))] }
        #expect(try #require(Rows.line(of: car.screen, containing: "Pinned")).text.contains("⚑"))
        #expect(try #require(Rows.line(of: car.screen, containing: "Starred")).text.contains("★"))
    }

    @Test("a trailing configuration shows its mark in the trailing region", .apple("carplay/cpmessagelistitemtrailingconfiguration"))
    func trailingRegion() async throws {
        let trailing = CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil)
        let (car, _) = try await car { [self.conversation("Muted", trailing: trailing, trailingText: "9:00")] }
        let line = try #require(Rows.line(of: car.screen, containing: "Muted")).text
        #expect(line.range(of: "⊘")!.lowerBound > line.range(of: "Muted")!.lowerBound)
    }

    @Test(
        "a trailing configuration is made of an item and an image", .apple("carplay/cpmessagelistitemtrailingconfiguration/init(trailingitem:trailingimage:)"))
    func trailingConfigurationInit() {
        let configuration = CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil)
        #expect(configuration.trailingItem == .mute && configuration.trailingImage == nil)
    }

    @Test("trailingItem mute marks the conversation muted; none shows no mark", .apple("carplay/cpmessagelistitemtrailingconfiguration/trailingitem"))
    func trailingItemMute() async throws {
        let (car, _) = try await car {
            [
                self.conversation("Quiet", trailing: CPMessageListItemTrailingConfiguration(trailingItem: .mute, trailingImage: nil)),
                self.conversation("Loud", trailing: CPMessageListItemTrailingConfiguration(trailingItem: .none, trailingImage: nil)),
            ]
        }
        #expect(try #require(Rows.line(of: car.screen, containing: "Quiet")).text.contains("⊘"))
        #expect(try #require(Rows.line(of: car.screen, containing: "Loud")).text.contains("⊘") == false)
    }

    @Test("an image shown on the leading edge of the detail text", .apple("carplay/cpmessagelistitem/leadingdetailtextimage"))
    func leadingDetailTextImage() async throws {
        let item = conversation("Anna", detail: "Delivered")
        item.leadingDetailTextImage = UIImage(systemName: "checkmark")
        let (car, _) = try await car { [item] }
        let control = try #require(car.controls.first { $0.id == "list.0.0" })
        #expect(control.detailText == "Delivered")
        #expect(control.drawn == "Anna ✓ Delivered")
    }

    @Test("a message item's images are at most CPMaximumMessageItemImageSize", .apple("carplay/cpmaximummessageitemimagesize"))
    func maximumImageSize() {
        #expect(CPMaximumMessageItemImageSize == CGSize(width: 44, height: 44))
    }

    @Test(
        "the image before the detail text is at most CPMaximumMessageItemLeadingDetailTextImageSize",
        .apple("carplay/cpmaximummessageitemleadingdetailtextimagesize"))
    func maximumLeadingDetailTextImageSize() {
        #expect(CPMaximumMessageItemLeadingDetailTextImageSize == CGSize(width: 16, height: 16))
    }
}
