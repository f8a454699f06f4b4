// swift-tools-version: 6.0
import PackageDescription

// One set of settings for every target, so that each `public import` is a deliberate decision and every
// existential is spelled `any`.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Places",
    // Tested on Linux (Debian 12, Swift 6.3). Apple platforms are expected to build: these are the first releases
    // with `Synchronization.Mutex` (used by Data and System), which also have `Observation` (Presentation).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .executable(name: "places", targets: ["places"]),
        .library(name: "PlacesDomain", targets: ["PlacesDomain"]),
        .library(name: "PlacesData", targets: ["PlacesData"]),
        .library(name: "PlacesPresentation", targets: ["PlacesPresentation"]),
        // The loopback servers and the pseudo-terminal of the tests, a product only so that the benchmark package in
        // Benchmarks/ (which SwiftPM cannot let reach a target of this package any other way) can drive the built
        // binary as the tests do; it is no part of the API of Places.
        .library(name: "PlacesTestSupport", targets: ["PlacesTestSupport"]),
    ],
    targets: [
        // MARK: Layers. The arrows point inwards: Data and Presentation know Domain, never each other.
        .target(name: "PlacesDomain", path: "Modules/PlacesDomain", swiftSettings: swiftSettings),
        .target(
            name: "PlacesData",
            dependencies: [
                "PlacesDomain", "PlacesSystem", "PlacesCurlShim", "PlacesPixbufShim", "PlacesGazetteerData", "PlacesLandMaskData", "PlacesCountryData",
            ],
            path: "Modules/PlacesData",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PlacesPresentation",
            dependencies: ["PlacesDomain"],
            path: "Modules/PlacesPresentation",
            swiftSettings: swiftSettings
        ),

        // MARK: Operating-system services that Data and App both use (files, locks, threads, processes, JSON
        // text); in no product of its own, and never seen by Domain or Presentation.
        .target(
            name: "PlacesSystem",
            dependencies: ["PlacesDomain"],
            path: "Modules/PlacesSystem",
            swiftSettings: swiftSettings
        ),
        // The gazetteer (GeoNames, CC BY 4.0), embedded with `.incbin` by an assembly file that Scripts/update-gazetteer.sh
        // writes; the assembler finds gazetteer.bin through the header search path.
        .target(
            name: "PlacesGazetteerData",
            path: "Modules/PlacesGazetteerData",
            exclude: ["gazetteer.bin"],
            cSettings: [.headerSearchPath(".")]
        ),
        // The land mask (GLOBE via global-land-mask), embedded the same way by Scripts/update-land-mask.sh.
        .target(
            name: "PlacesLandMaskData",
            path: "Modules/PlacesLandMaskData",
            exclude: ["landmask.bin"],
            cSettings: [.headerSearchPath(".")]
        ),
        // The countries' shapes (Natural Earth, public domain), embedded the same way by Scripts/update-countries.sh.
        .target(
            name: "PlacesCountryData",
            path: "Modules/PlacesCountryData",
            exclude: ["countries.bin"],
            cSettings: [.headerSearchPath(".")]
        ),
        // libcurl through dlopen, for PlacesData's HTTP transport only: loaded on the first fetch, not at start-up.
        .target(name: "PlacesCurlShim", path: "Modules/PlacesCurlShim", linkerSettings: [.linkedLibrary("dl")]),
        // gdk-pixbuf, loaded with dlopen when a picture must become PNG for the kitty graphics protocol.
        .target(name: "PlacesPixbufShim", path: "Modules/PlacesPixbufShim", linkerSettings: [.linkedLibrary("dl")]),
        // Calls libedit's variadic functions, which Swift cannot call; PlacesApp loads libedit itself with dlopen.
        .target(name: "PlacesEditLineShim", path: "Modules/PlacesEditLineShim"),

        // MARK: Front end. The composition root is the only code that sees every layer.
        .target(
            name: "PlacesApp",
            dependencies: ["PlacesDomain", "PlacesData", "PlacesPresentation", "PlacesSystem", "PlacesEditLineShim"],
            path: "Modules/PlacesApp",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "places",
            dependencies: ["PlacesApp"],
            path: "Modules/places",
            swiftSettings: swiftSettings
        ),

        // MARK: The misbehaving loopback server of the tests, for trying faults by hand: `Scripts/fault-server.sh`.
        // FaultServerTests run it, so it stays in this package; the benchmark and the gazetteer's builder live in the
        // package in Benchmarks/, out of this build.
        .executableTarget(
            name: "places-fault-server",
            dependencies: ["PlacesTestSupport"],
            path: "Modules/places-fault-server",
            swiftSettings: swiftSettings
        ),

        // MARK: Tests. Servers, terminals and fixture loading live in one support target that ships in no product.
        .target(
            name: "PlacesTestSupport",
            dependencies: ["PlacesDomain", "PlacesPresentation", "PlacesSystem"],
            path: "Modules/PlacesTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesDomainTests",
            dependencies: ["PlacesDomain", "PlacesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesSystemTests",
            dependencies: ["PlacesSystem", "PlacesDomain", "PlacesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesDataTests",
            dependencies: ["PlacesData", "PlacesDomain", "PlacesSystem", "PlacesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesPresentationTests",
            dependencies: ["PlacesPresentation", "PlacesDomain", "PlacesData", "PlacesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesAppTests",
            dependencies: [
                "PlacesApp", "PlacesData", "PlacesPresentation", "PlacesDomain", "PlacesSystem", "PlacesTestSupport", "places",
                "places-fault-server",
            ],
            swiftSettings: swiftSettings
        ),
    ]
)
