@testable import PlacesData
import Testing

/// libcurl reads 0 ms as "no deadline": every timeout becomes at least one real millisecond.
@Suite struct CurlTimeoutTests {
    @Test("seconds become whole milliseconds, rounded up, never zero", arguments: [
        (0.0001, 1), (0.001, 1), (0.0015, 2), (1, 1_000), (15, 15_000), (600, 600_000),
    ])
    func milliseconds(seconds: Double, expected: Int) {
        #expect(CurlTransfer.milliseconds(seconds) == expected)
    }
}
