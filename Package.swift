// swift-tools-version:6.0
import PackageDescription

/// headunit: a terminal emulator of a car head-unit display.
///
/// No outside packages: the toolchain, Debian's ncursesw and our own code.
let package = Package(
    name: "headunit",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "headunit", targets: ["headunit"]),
        .library(name: "CarPlay", targets: ["CarPlay"]),
        // HeadUnit.run, for an app's main.swift: the whole tool, with the terminal and the commands.
        .library(name: "CarPlayHeadUnit", targets: ["CarPlayHeadUnit"]),
        // Tests of an app's CarPlay code, from its own test target.
        .library(name: "CarPlayTesting", targets: ["CarPlayTesting", "_Testing_UIKit"]),
        // Apple's module names on Linux, so that an app's `import UIKit` resolves.
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "MediaPlayer", targets: ["MediaPlayer"]),
        .library(name: "MapKit", targets: ["MapKit"]),
        .library(name: "CoreLocation", targets: ["CoreLocation"]),
        .library(name: "CoreMedia", targets: ["CoreMedia"]),
        .library(name: "os", targets: ["os"]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "SwiftUICore", targets: ["SwiftUICore"]),
        .library(name: "AVFoundation", targets: ["AVFoundation"]),
        .library(name: "Contacts", targets: ["Contacts"]),
        .executable(name: "SwiftRadio", targets: ["SwiftRadio"]),
        .executable(name: "QuickOrdering", targets: ["QuickOrdering"]),
        .executable(name: "Navigation", targets: ["Navigation"]),
        .executable(name: "Compatibility", targets: ["Compatibility"]),
    ],
    targets: [
        .systemLibrary(name: "CNcursesw", path: "Sources/CNcursesw"),
        // zlib, for CarPlayTesting's PNG goldens: reading and writing PNGs.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        .target(name: "CTermSupport", path: "Sources/CTermSupport"),
        .target(name: "CTextWidth", path: "Sources/CTextWidth"),
        // A thread-local: the car whose app's job a thread runs (AppExecutor reads it).
        .target(name: "CAppExecutor", path: "Sources/CAppExecutor"),
        .target(
            name: "HeadUnitCore",
            dependencies: ["CTextWidth"],
            path: "Sources/HeadUnitCore",
            resources: [
                .embedInCode("Resources/tour.json"), .embedInCode("Resources/theme-default.json"),
                .embedInCode("Resources/theme-high-contrast.json"), .embedInCode("Resources/theme-amber.json"),
                .embedInCode("Resources/theme-mono.json"), .embedInCode("Resources/navigation.json"),
                .embedInCode("Resources/scenario.schema.json"), .embedInCode("Resources/theme.schema.json"),
                .embedInCode("Resources/keymap.schema.json"), .embedInCode("Resources/car.schema.json"),
                .embedInCode("Resources/car-every-input.json"), .embedInCode("Resources/car-touch-only.json"),
                .embedInCode("Resources/car-knob-only.json"), .embedInCode("Resources/car-knob-and-touch.json"),
                .embedInCode("Resources/car-touch-when-parked.json"), .embedInCode("Resources/car-touchpad.json"),
                .embedInCode("Resources/car-portrait-touch.json"),
            ],
            swiftSettings: functionSections,
            linkerSettings: [.linkedLibrary("m")]
        ),
        // The file I/O a host carries out for the core, which reads and writes nothing.
        .target(
            name: "HeadUnitFiles", dependencies: ["HeadUnitCore", "CTermSupport"], path: "Sources/HeadUnitFiles", swiftSettings: functionSections),
        .target(
            name: "HeadUnitTerminal",
            dependencies: ["HeadUnitCore", "HeadUnitFiles", "CNcursesw", "CTermSupport"],
            path: "Sources/HeadUnitTerminal",
            swiftSettings: functionSections
        ),
        .target(
            name: "HeadUnitTestSupport",
            dependencies: ["HeadUnitCore", "HeadUnitFiles", "CTermSupport"],
            path: "Sources/HeadUnitTestSupport"
        ),
        .target(
            name: "HeadUnitCommands",
            dependencies: ["HeadUnitCore", "HeadUnitFiles", "HeadUnitTerminal", "CTermSupport"],
            path: "Sources/HeadUnitCommands",
            swiftSettings: functionSections
        ),
        .target(name: "UIKit", dependencies: ["Combine"], path: "Sources/UIKit"),
        .target(name: "CoreLocation", dependencies: ["Contacts"], path: "Sources/CoreLocation"),
        .target(name: "CoreMedia", path: "Sources/CoreMedia"),
        // Unified logging (`Logger`, `os_log`): Linux's Swift has no `os` module.
        .target(name: "os", path: "Sources/os"),
        // ObservableObject, @Published, subjects and sink: Linux's Swift has no Combine.
        .target(name: "Combine", path: "Sources/Combine"),
        // A view's protocol and the environment; SwiftUI adds the hosting controller.
        .target(name: "SwiftUICore", path: "Sources/SwiftUICore"),
        .target(name: "SwiftUI", dependencies: ["SwiftUICore", "UIKit"], path: "Sources/SwiftUI"),
        .target(name: "Contacts", path: "Sources/Contacts"),
        .target(name: "AVFoundation", dependencies: ["CoreMedia", "Combine"], path: "Sources/AVFoundation"),
        .target(name: "MapKit", dependencies: ["CoreLocation", "Contacts"], path: "Sources/MapKit"),
        .target(name: "MediaPlayer", dependencies: ["UIKit", "AVFoundation"], path: "Sources/MediaPlayer"),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit"], path: "Sources/_Testing_UIKit"),
        .target(
            name: "CarPlay",
            dependencies: ["HeadUnitCore", "CTermSupport", "CAppExecutor", "UIKit", "MapKit", "MediaPlayer", "CoreMedia"],
            path: "Sources/CarPlay"
        ),
        // What only an app's main.swift imports: HeadUnit.run, which brings the commands and the terminal.
        .target(name: "CarPlayHeadUnit", dependencies: ["CarPlay", "HeadUnitCommands", "CTermSupport"], path: "Sources/CarPlayHeadUnit"),
        .target(
            name: "CarPlayTesting", dependencies: ["CarPlay", "HeadUnitCore", "HeadUnitFiles", "CZlib", "UIKit", "MediaPlayer"],
            path: "Sources/CarPlayTesting"),
        .executableTarget(
            name: "headunit",
            dependencies: ["HeadUnitCommands"],
            path: "Sources/headunit",
            // A release build is one static executable (the Swift runtime,
            // libstdc++, curses and the C library linked in): with nothing
            // for the dynamic loader to do it starts in 0.8 ms, against 1.9
            // ms with the runtime alone static, and dialog's 1.1 ms. lld
            // links it (gold warns of glibc's dlopen in a static binary,
            // which only the runtime's optional prespecialisations use);
            // curses needs its terminfo library named.
            linkerSettings: releaseLinking(libraries: ["ncursesw", "tinfo"])
        ),
        // The examples: each app's CarPlay code, and its main.swift that runs it on the head unit.
        // A release build is one static executable, as headunit is (the
        // examples use no FoundationNetworking, the one part that needs a
        // shared libcurl), so an app starts without the loader's work.
        .target(name: "SwiftRadioApp", dependencies: ["CarPlay", "MediaPlayer"], path: "Examples/SwiftRadio/App"),
        .executableTarget(
            name: "SwiftRadio", dependencies: ["SwiftRadioApp", "CarPlayHeadUnit"], path: "Examples/SwiftRadio/Main", linkerSettings: exampleLinking),
        .target(name: "QuickOrderingApp", dependencies: ["CarPlay", "CoreLocation"], path: "Examples/QuickOrdering/App"),
        .executableTarget(
            name: "QuickOrdering", dependencies: ["QuickOrderingApp", "CarPlayHeadUnit"], path: "Examples/QuickOrdering/Main", linkerSettings: exampleLinking),
        .target(name: "NavigationApp", dependencies: ["CarPlay"], path: "Examples/Navigation/App"),
        .executableTarget(
            name: "Navigation", dependencies: ["NavigationApp", "CarPlayHeadUnit"], path: "Examples/Navigation/Main", linkerSettings: exampleLinking),
        // Real apps' CarPlay code is Swift 5: the compatibility app is written as they are.
        .target(
            name: "CompatibilityApp", dependencies: ["CarPlay", "UIKit", "MediaPlayer"], path: "Examples/Compatibility/App",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "Compatibility", dependencies: ["CompatibilityApp", "CarPlayHeadUnit"], path: "Examples/Compatibility/Main",
            swiftSettings: [.swiftLanguageMode(.v5)],
            linkerSettings: exampleLinking),
        // A hosted app whose handler crashes, which the terminal tests run.
        .executableTarget(name: "CrashingApp", dependencies: ["CarPlay", "CarPlayHeadUnit"], path: "Tests/CrashingApp"),
        // A hosted app whose work takes the car's time (lists filled as they appear, async loads, sleeps).
        .target(name: "TimingAppScene", dependencies: ["CarPlay"], path: "Tests/TimingApp/App"),
        .executableTarget(name: "TimingApp", dependencies: ["TimingAppScene", "CarPlayHeadUnit"], path: "Tests/TimingApp/Main"),
        // A hosted app that breaks iOS's rules in its own code (a handler that never returns, a push from a background queue), in Swift 5 mode.
        .target(name: "MisbehavingAppScene", dependencies: ["CarPlay"], path: "Tests/MisbehavingApp/App", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "MisbehavingApp", dependencies: ["MisbehavingAppScene", "CarPlayHeadUnit"], path: "Tests/MisbehavingApp/Main",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "HeadUnitCoreTests",
            dependencies: ["HeadUnitCore", "HeadUnitFiles", "HeadUnitTestSupport"],
            path: "Tests/HeadUnitCoreTests",
            exclude: ["Goldens", "Fixtures"]
        ),
        .testTarget(
            name: "HeadUnitTerminalTests",
            dependencies: ["headunit", "CrashingApp", "MisbehavingApp", "HeadUnitCore", "HeadUnitTestSupport", "CTermSupport"],
            path: "Tests/HeadUnitTerminalTests"
        ),
        .testTarget(
            name: "CarPlayTests",
            dependencies: ["CarPlay", "HeadUnitCore", "HeadUnitTestSupport", "_Testing_UIKit"],
            path: "Tests/CarPlayTests"
        ),
        .testTarget(
            name: "ExamplesTests",
            dependencies: [
                "SwiftRadio", "QuickOrdering", "Navigation", "SwiftRadioApp", "QuickOrderingApp", "NavigationApp", "CompatibilityApp", "CarPlayTesting",
                "HeadUnitTestSupport",
            ],
            path: "Tests/ExamplesTests",
            exclude: ["__Screens__"]
        ),
        .testTarget(
            name: "CarPlayTestingTests", dependencies: ["CarPlayTesting", "TimingAppScene", "MisbehavingAppScene"], path: "Tests/CarPlayTestingTests",
            exclude: ["__Screens__"]),
        // Apple's documented behaviour of every member, as an app's developer tests it.
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "CarPlay", "CarPlayTesting", "UIKit", "MapKit", "MediaPlayer", "CoreLocation", "os", "Combine", "SwiftUI", "AVFoundation", "Contacts",
            ],
            path: "Tests/ConformanceTests", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "CompatibilityTests", dependencies: ["CompatibilityApp", "CarPlayTesting"], path: "Tests/CompatibilityTests",
            exclude: ["__Screens__"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // The app of the docs' examples, its main.swift and its tests: every
        // Swift block of README.md and docs/ is compiled here (DocsCodeTests).
        .target(name: "MyAppCarPlay", dependencies: ["CarPlay", "UIKit", "MediaPlayer"], path: "Tests/DocsApp/App", swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "MyAppOnTheCar", dependencies: ["MyAppCarPlay", "CarPlayHeadUnit"], path: "Tests/DocsApp/Main"),
        .testTarget(
            name: "MyAppCarPlayTests", dependencies: ["MyAppCarPlay", "CarPlayTesting"], path: "Tests/DocsApp/Tests", exclude: ["__Screens__"]),
        .testTarget(
            name: "headunitTests",
            dependencies: ["headunit", "HeadUnitCore", "HeadUnitTestSupport"],
            path: "Tests/headunitTests",
            // An app's Info.plist and Swift files, which `doctor` reads (not compiled here).
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// How a release build links an example app: one static executable, as
/// headunit (the Swift runtime, Foundation, curses and the C library in),
/// with the static libraries Foundation's archives need named, since the
/// driver's list misses them. Against `-static-stdlib` alone, SwiftRadio's
/// start to its first frame went from 4.5 to 3.6 ms and its peak memory
/// from 15 to 13 MB: the loader no longer relocates 81,782 pointers.
var exampleLinking: [LinkerSetting] {
    releaseLinking(libraries: [
        "CoreFoundation", "_FoundationICU", "_FoundationCShims", "_FoundationCollections", "swiftSynchronization", "FoundationEssentials",
        "FoundationInternationalization", "dispatch", "BlocksRuntime", "stdc++", "ncursesw", "tinfo",
    ])
}

/// A release build compiles each function into a section of its own, so
/// that the link order (`releaseLinking`) places functions one by one:
/// without it a file's functions share one section, and naming any of them
/// brings the whole file's code to the ordered stretch.
var functionSections: [SwiftSetting] {
    [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]
}

/// A release build's linking: one static executable by lld, with
/// `libraries` named, and the functions a start runs first, together
/// (Linking/start-order.txt, which scripts/start-order.sh writes). The
/// kernel maps 64 KB around each page of code a program touches, so code
/// run at start but spread over the binary costs memory and page faults:
/// in order, SwiftRadio's code resident at its first frame went from 10.1
/// to 5.3 MB (peak 13.3 to 9.0 MB; headunit's 8.4 to 6.3 MB). A name the
/// file has and a binary lacks is skipped.
func releaseLinking(libraries: [String]) -> [LinkerSetting] {
    let order = Context.packageDirectory + "/Linking/start-order.txt"
    let flags = ["-static-executable", "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(order)", "-Xlinker", "--no-warn-symbol-ordering"]
    return [.unsafeFlags(flags + libraries.flatMap { ["-Xlinker", "-l\($0)"] }, .when(configuration: .release))]
}
