// Swift Testing declares a cross-import overlay for UIKit: a file that
// imports both Testing and UIKit makes the compiler look for this module.
// On Linux Apple's overlay does not exist, so this one stands in: it
// re-exports Testing and adds nothing. Test targets that use UIKit with
// Swift Testing depend on it (CarPlayTesting brings it).
@_exported import Testing
