// UIKit on Linux: STAND-INS for the part of UIKit that CarPlay code
// touches. `import UIKit` brings Foundation, Dispatch and Combine with it (on iOS Foundation brings Combine), as on
// iOS. The classes keep UIKit's names, base classes and isolation (the
// views, responders and scenes are main-actor types imported as
// pre-concurrency, as Swift imports Apple's own), and hold what headunit
// can use: an image is the glyph or letters the car's cells show for it.
@_exported import Combine
@_exported import Dispatch
@_exported import Foundation
