// places-bench: how fast Places loads and searches 235k places, next to jq, Python's json and orjson measured in
// the same run on the same machine. Run it with `swift run -c release places-bench` (or Scripts/benchmark.sh).
// It prints a table; nothing here is a test, and nothing here is timed in `swift test`.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif
import PlacesData
import PlacesDomain

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
print("Places benchmark — \(Machine.summary)\n")
// The gazetteer needs nothing from outside: it is measured first, and also without world-places.json.
if options.runs("gazetteer") { GazetteerBench(root: options.root, rounds: options.rounds, places: options.places).report() }
if options.runs("map") { MapBench(rounds: options.rounds).report() }
if options.runs("explorer") { await ExplorerBench(root: options.root, rounds: options.rounds, places: options.places).report() }
if options.runs("session") { await SessionBench(root: options.root, rounds: options.rounds, places: options.places).report() }
if options.runs("network") { NetworkBench(rounds: options.rounds, places: options.places).report() }
if options.runs("transfer") { TransferBench(rounds: options.rounds).report() }
if options.runs("resolver") { ResolverBench(root: options.root, rounds: options.rounds, places: options.places).report() }
guard options.runs("feed") || options.runs("load") else { exit(0) }
guard let world = options.worldPlaces else {
    print("skipped: \(options.worldPath) is not present; it is read from ../shared/data beside the checkout (GeoNames, CC BY 4.0)")
    exit(0)
}
print("input: \(world) (\(Machine.size(of: world)))\n")

// End to end first, while this process is small: a child's peak RSS starts from its parent's at spawn time.
if options.runs("feed") { EndToEndBench(world: world, root: options.root, rounds: options.rounds, places: options.places).report() }
if options.runs("load") { await InProcessBench(path: world, rounds: options.rounds).report() }
