import Testing

@testable import CarPlay

/// D20: a crash is told as the app's while the app's own code runs. App
/// code that runs inside the app's code gives the name back to the code
/// around it, not to headunit: a crash after it is still the app's.
@MainActor struct AppCodeTests {
    @Test func appCodeInsideAppCodeGivesTheNameBackToTheCodeAroundIt() {
        #expect(AppCode.current == "")
        AppCode.run("the handler of a CPListItem") {
            AppCode.run("a block the app put on the main queue") {
                #expect(AppCode.current == "a block the app put on the main queue")
            }
            #expect(AppCode.current == "the handler of a CPListItem")
        }
        #expect(AppCode.current == "")
    }
}
