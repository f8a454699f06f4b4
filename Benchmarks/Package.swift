// swift-tools-version: 6.0
// The developer's tools, kept out of the product's build (as swift-nio keeps its benchmarks): the benchmark and the
// gazetteer's builder. They depend on Places by path, as any other package would, so `swift build` and `swift test`
// at the repository's root never compile them. Run them from the repository's root: `Scripts/benchmark.sh` and
// `Scripts/update-gazetteer.sh`.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "PlacesBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Places", path: "..")],
    targets: [
        // Load and search speed, a session's cost per line, the explorer's key-to-frame time: `Scripts/benchmark.sh`.
        .executableTarget(
            name: "places-bench",
            dependencies: [
                .product(name: "PlacesDomain", package: "Places"),
                .product(name: "PlacesData", package: "Places"),
                .product(name: "PlacesPresentation", package: "Places"),
                .product(name: "PlacesTestSupport", package: "Places"),
            ],
            path: "Sources/places-bench",
            swiftSettings: swiftSettings
        ),
        // Builds the gazetteer compiled into places from GeoNames data: `Scripts/update-gazetteer.sh`.
        .executableTarget(
            name: "places-gazetteer-build",
            dependencies: [.product(name: "PlacesDomain", package: "Places")],
            path: "Sources/places-gazetteer-build",
            swiftSettings: swiftSettings
        ),
    ]
)
