import PlacesDomain
import Testing

@Suite struct GeodesyTests {
    @Test("a squared chord widened by an arc is the squared chord of both arcs together, and 4 from half way round on", arguments: [
        (0.0, 30_001.0), (1_000.0, 30_001.0), (531_000.0, 30_001.0), (1.5e6, 1.0), (9e6, 5e6), (2e7, 1.0), (1e7, .infinity),
    ])
    func widenedChord(metres: Double, more: Double) {
        let widened = Geodesy.squaredChord(Geodesy.squaredChord(metres: metres), widenedBy: Geodesy.halfAngle(metres: more))
        let together = Geodesy.squaredChord(metres: metres + more)
        #expect(abs(widened - together) <= 1e-12 * max(1, together), "\(widened) vs \(together)")
    }
}
