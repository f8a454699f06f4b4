import PlacesDomain
import Testing

/// The rules of an import, without any repository: `ImportLocations.review` and `DuplicateRule`.
@Suite struct ImportReviewTests {
    private func entry(_ name: String?, _ latitude: Double, _ longitude: Double, _ number: Int) -> ImportEntry {
        ImportEntry(name: name, latitude: latitude, longitude: longitude, position: TransferPosition(entry: number, line: number + 1))
    }

    private func location(_ name: String?, _ latitude: Double, _ longitude: Double, origin: LocationOrigin = .custom) throws -> Location {
        Location(name: name, coordinate: try Coordinate(latitude: latitude, longitude: longitude), origin: origin)
    }

    /// Points just inside either edge of a band of latitude (every 0.0001°), from pole to pole and across the
    /// antimeridian, a third of them unnamed.
    private func bandEdgePoints() throws -> [Location] {
        try (0..<200).map { index in
            let latitude = -89.9999 + Double(index) * 0.9 + (index.isMultiple(of: 2) ? 0.0000001 : 0.0000999)
            return try location(index.isMultiple(of: 3) ? nil : "Place \(index)", latitude, Double(index % 360) - 179.99999)
        }
    }

    @Test("entries become custom locations as add makes them: trimmed names, blank means unnamed, -0 is 0")
    func validEntries() throws {
        let reading = TransferReading(format: .gpx, entries: [
            entry("  Dam Square \n", 52.3731, 4.8926, 1),
            entry(" \t ", -0.0, 180, 2),
            entry(nil, -90, -180, 3),
        ])
        let result = ImportLocations.review(reading, existing: [])
        #expect(result.additions == [
            try location("Dam Square", 52.3731, 4.8926),
            try location(nil, 0, 180),
            try location(nil, -90, -180),
        ])
        #expect(result.additions.allSatisfy { $0.origin == .custom })
        #expect(result.skipped.isEmpty && result.duplicates.isEmpty && result.format == .gpx)
        #expect(result.additions[1].coordinate.latitude.sign == .plus)
    }

    @Test("coordinates that are not on Earth are skipped with the reason and the entry's position")
    func invalidEntries() {
        let reading = TransferReading(format: .csv, entries: [
            entry("NaN", .nan, 4.89, 1),
            entry("Infinity", 52.37, .infinity, 2),
            entry("Latitude 91", 91, 100, 3),
            entry("Longitude -180.5", 52.37, -180.5, 4),
            entry("Swapped Sydney", 151.2093, -33.8688, 5),
            entry("Both wrong", 200, 200, 6),
            entry("Good", 52, 4, 7),
        ], skipped: [ImportSkip(position: TransferPosition(entry: 4, line: 99), reason: .malformedQuotes)])
        let result = ImportLocations.review(reading, existing: [])
        #expect(result.additions.map(\.name) == ["Good"])
        #expect(result.skipped.map(\.position.entry) == [1, 2, 3, 4, 4, 5, 6])
        let reasons = result.skipped.map(\.reason)
        guard case .coordinate(.latitudeOutOfRange(let nan)) = reasons[0] else {
            Issue.record("NaN: \(reasons[0])")
            return
        }
        #expect(nan.isNaN)
        #expect(reasons[1] == .coordinate(.longitudeOutOfRange(.infinity)))
        #expect(reasons[2] == .coordinate(.latitudeOutOfRange(91)))
        #expect(reasons.contains(.coordinate(.longitudeOutOfRange(-180.5))))
        #expect(reasons[5] == .swappedCoordinates(latitude: 151.2093, longitude: -33.8688))
        #expect(reasons[6] == .coordinate(.latitudeOutOfRange(200)))
    }

    @Test("a duplicate has the same folded name, or none, and lies within 5 m; a file's own repeats are left out too")
    func duplicates() throws {
        let existing = [
            try location("Zürich HB", 47.3779, 8.5403, origin: .feed),
            try location(nil, 52.0, 4.0),
            try location("Twin", 10, 10),
        ]
        // 0.00004° of latitude is about 4.4 m; 0.00006° about 6.7 m.
        let reading = TransferReading(format: .kml, entries: [
            entry("zurich  hb", 47.37794, 8.5403, 1),
            entry("ZÜRICH HB", 47.37796, 8.5403, 2),
            entry(nil, 52.00004, 4.0, 3),
            entry("Unnamed nearby", 52.0, 4.0, 4),
            entry("Twin", 20, 20, 5),
            entry("Twin", 20, 20, 6),
            entry("Twin", 10, 10, 7),
        ])
        let result = ImportLocations.review(reading, existing: existing)
        #expect(result.duplicates.map(\.position.entry) == [1, 3, 6, 7])
        #expect(result.duplicates.map(\.repeats?.entry) == [nil, nil, 5, nil])
        #expect(result.duplicates[0].location.name == "zurich  hb")
        #expect(result.additions.map(\.name) == ["ZÜRICH HB", "Unnamed nearby", "Twin"])
    }

    @Test("the rule's radius is inclusive and measured along the surface, across the antimeridian too")
    func radius() throws {
        var rule = DuplicateRule(existing: [try location("Date line", 0, 180)])
        #expect(rule.duplicate(of: try location("date line", 0, -179.99996)) != nil)
        #expect(rule.duplicate(of: try location("date line", 0, -179.9999)) == nil)
        #expect(DuplicateRule.radius == 5)
    }

    @Test("a file's entries are held to the rule among themselves as they would be against the list")
    func repeatsWithinAFile() throws {
        // Points on either side of band edges (every 0.0001°) and across the antimeridian, admitted first, then
        // each candidate asked about: it repeats an admitted point exactly when it would duplicate it as a listed one.
        let points = try bandEdgePoints()
        var rule = DuplicateRule(existing: [Location]())
        for point in points { #expect(rule.admit(point) == nil) }
        var listed = DuplicateRule(existing: points)
        var found = 0
        for point in points {
            for shift in [-0.000049, -0.00002, 0.00003, 0.00009] {
                guard let shifted = try? Coordinate(latitude: point.coordinate.latitude + shift, longitude: point.coordinate.longitude) else { continue }
                let candidate = Location(name: point.name.map { " \($0.uppercased()) " }, coordinate: shifted)
                let expected = listed.duplicate(of: candidate)
                var copy = rule
                let answer = copy.admit(candidate)
                #expect(answer == expected.map(DuplicateRule.Match.admitted) || (expected == nil && answer == nil), "\(candidate)")
                if expected != nil { found += 1 }
            }
        }
        #expect(found > 0)
        // One place written a thousand times, and in other spellings within 5 m, is admitted once.
        var repeated = DuplicateRule(existing: [Location]())
        let spellings = ["same", "SAME ", "Sâme"]
        let answers = try (0..<1000).map { index in
            repeated.admit(try location(spellings[index % 3], 52 + Double(index % 4) * 0.00001, 4))
        }
        #expect(answers.first == .some(nil))
        #expect(answers.dropFirst().allSatisfy { $0 == .admitted(0) })
        #expect(repeated.admitted.count == 1)
    }

    @Test("the first question, which reads every point, and later ones, by band of latitude, answer alike")
    func firstAndLaterQuestions() throws {
        // Points on either side of band edges (every 0.0001°), at a pole and across the antimeridian, each asked
        // about by a rule's first question and again after others.
        var existing = try bandEdgePoints()
        existing.append(try location("Pole", 90, 0))
        var candidates = existing.flatMap { location in
            [-0.000049, -0.00002, 0.00003, 0.00009].compactMap { shift in
                (try? Coordinate(latitude: location.coordinate.latitude + shift, longitude: location.coordinate.longitude))
                    .map { Location(name: location.name.map { " \($0.uppercased()) " }, coordinate: $0) }
            }
        }
        candidates.append(try location("pole", 89.99996, 120))
        var later = DuplicateRule(existing: existing)
        _ = later.duplicate(of: try location("warm-up", 0, 0))
        // A candidate's name is an existing one upper-cased (the spaces around it are trimmed by `Location`).
        func bare(_ candidate: Location) -> String? { candidate.name?.lowercased() }
        var found = 0
        for candidate in candidates {
            var first = DuplicateRule(existing: existing)
            let answer = first.duplicate(of: candidate)
            #expect(later.duplicate(of: candidate) == answer, "\(candidate)")
            // Whatever the path, a duplicate is within the radius and has the same name, folded.
            if let answer {
                found += 1
                #expect(existing[answer].coordinate.distance(to: candidate.coordinate) <= DuplicateRule.radius)
                #expect(existing[answer].name?.lowercased() == bare(candidate))
            } else {
                #expect(!existing.contains {
                    $0.coordinate.distance(to: candidate.coordinate) <= DuplicateRule.radius
                        && $0.name?.lowercased() == bare(candidate)
                })
            }
        }
        #expect(found > candidates.count / 3 && found < candidates.count, "both answers occur: \(found)")
    }
}
