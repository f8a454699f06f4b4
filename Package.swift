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
    products: [
        .executable(name: "places", targets: ["places"]),
        .library(name: "PlacesDomain", targets: ["PlacesDomain"]),
        .library(name: "PlacesData", targets: ["PlacesData"]),
        .library(name: "PlacesPresentation", targets: ["PlacesPresentation"]),
    ],
    targets: [
        // MARK: Layers. The arrows point inwards: Data and Presentation know Domain, never each other.
        .target(name: "PlacesDomain", path: "Modules/PlacesDomain", swiftSettings: swiftSettings),
        .target(
            name: "PlacesData",
            dependencies: ["PlacesDomain", "PlacesCurlShim"],
            path: "Modules/PlacesData",
            swiftSettings: swiftSettings
        ),
        // libcurl through dlopen, for PlacesData's HTTP transport only: loaded on the first fetch, not at start-up.
        .target(name: "PlacesCurlShim", path: "Modules/PlacesCurlShim", linkerSettings: [.linkedLibrary("dl")]),
        .target(
            name: "PlacesPresentation",
            dependencies: ["PlacesDomain"],
            path: "Modules/PlacesPresentation",
            swiftSettings: swiftSettings
        ),

        // MARK: Front end. The composition root is the only code that sees every layer.
        .target(
            name: "PlacesApp",
            dependencies: ["PlacesDomain", "PlacesData", "PlacesPresentation"],
            path: "Modules/PlacesApp",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "places",
            dependencies: ["PlacesApp"],
            path: "Modules/places",
            swiftSettings: swiftSettings
        ),

        // MARK: Benchmarks. `swift run -c release places-bench`; never part of the test suite.
        .executableTarget(
            name: "places-bench",
            dependencies: ["PlacesData", "PlacesDomain"],
            path: "Modules/places-bench",
            swiftSettings: swiftSettings
        ),

        // MARK: Tools for people working on Places, built on the test support. `Scripts/fault-server.sh`.
        .executableTarget(
            name: "places-fault-server",
            dependencies: ["PlacesTestSupport"],
            path: "Modules/places-fault-server",
            swiftSettings: swiftSettings
        ),

        // MARK: Tests. Doubles and fixture loading live in one support target that ships in no product.
        .target(
            name: "PlacesTestSupport",
            dependencies: ["PlacesDomain", "PlacesPresentation"],
            path: "Modules/PlacesTestSupport",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesDomainTests",
            dependencies: ["PlacesDomain", "PlacesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesDataTests",
            dependencies: ["PlacesData", "PlacesDomain", "PlacesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesPresentationTests",
            dependencies: ["PlacesPresentation", "PlacesDomain", "PlacesTestSupport"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlacesAppTests",
            dependencies: ["PlacesApp", "PlacesData", "PlacesPresentation", "PlacesDomain", "PlacesTestSupport", "places"],
            swiftSettings: swiftSettings
        ),
    ]
)
