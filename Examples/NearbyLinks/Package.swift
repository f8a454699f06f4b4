// swift-tools-version: 6.0
// A tool built on Places' libraries, the way any other package would depend on them. `.ci/run` builds and runs it,
// so a change that breaks reuse fails CI.
import PackageDescription

let package = Package(
    name: "NearbyLinks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "Places", path: "../..")],
    targets: [
        .executableTarget(
            name: "nearby-links",
            dependencies: [
                .product(name: "PlacesDomain", package: "Places"),
                .product(name: "PlacesData", package: "Places"),
            ],
            path: "Sources/nearby-links"
        ),
    ]
)
