import PlacesData
import PlacesDomain
import PlacesPresentation

/// The receiving side of the deep-link contract: `inspect`, `handle-url` and the desktop registration.
extension CommandRunner {
    /// Shows what a receiving app would do with `link`; exit 1 when it would reject it.
    func inspect(_ link: String) -> ExitStatus {
        let result = PlacesLinkParser.parse(link)
        if options.json {
            console.line(Self.inspectionJSON(result))
        } else {
            switch result {
            case .success(let request):
                console.line(localizer(AppText.inspectValid, TerminalText.sanitized(messages.request(request))))
            case .failure(let rejection):
                console.line(localizer(AppText.inspectRejected, TerminalText.sanitized(messages.linkRejection(rejection))))
            }
        }
        if case .failure = result { return .failure }
        return .success
    }

    /// `{"valid", "latitude", "longitude", "name", "article", "reason"}`; the reason is always English, since
    /// machine-readable output never changes with the language.
    static func inspectionJSON(_ result: Result<PlacesLinkRequest, PlacesLinkRejection>) -> String {
        let nullValue = "null"
        switch result {
        case .success(let request):
            return JSONOutput.object([
                ("valid", "true"),
                ("latitude", request.coordinate.map { DecimalNotation.string($0.latitude) } ?? nullValue),
                ("longitude", request.coordinate.map { DecimalNotation.string($0.longitude) } ?? nullValue),
                ("name", request.label.map(JSONText.quoted) ?? nullValue),
                ("article", request.article.map { JSONText.quoted($0.url) } ?? nullValue),
                ("reason", nullValue),
            ])
        case .failure(let rejection):
            let reason = MessageFormatter(language: .english).linkRejection(rejection)
            return JSONOutput.object([
                ("valid", "false"), ("latitude", nullValue), ("longitude", nullValue), ("name", nullValue),
                ("article", nullValue), ("reason", JSONText.quoted(reason)),
            ])
        }
    }

    /// Plays the Places tab for a link: the place, the nearest locations with distances, and the web page.
    func handle(_ link: String) async -> ExitStatus {
        let request: PlacesLinkRequest
        switch PlacesLinkParser.parse(link) {
        case .success(let parsed):
            request = parsed
        case .failure(let rejection):
            console.message(localizer(AppText.inspectRejected, TerminalText.sanitized(messages.linkRejection(rejection))))
            return .failure
        }
        guard let coordinate = request.coordinate else {
            let article = request.article?.url ?? ""
            if options.json {
                console.line(JSONOutput.object([
                    ("location", "null"), ("article", JSONText.quoted(article)), ("nearest", "[]"), ("web", JSONText.quoted(article)),
                ]))
            } else {
                console.line(localizer(AppText.handleNoLocation, TerminalText.sanitized(request.label ?? ""), article))
            }
            return .success
        }
        let web = PlacesLink.webFallback(for: coordinate)
        // The nearest locations are a bonus: a link is still shown when the list cannot be loaded.
        let nearest = await ensureLoaded() ? list.catalog.nearest(to: coordinate, limit: 5) : []
        let rows = nearest.compactMap { item in list.row(number: item.number).map { ($0, item.metres) } }
        if options.json {
            let place = JSONOutput.object([
                ("name", request.label.map(JSONText.quoted) ?? "null"),
                ("latitude", DecimalNotation.string(coordinate.latitude)),
                ("longitude", DecimalNotation.string(coordinate.longitude)),
            ])
            let nearby = rows.map { row, metres in
                JSONOutput.object([
                    ("number", String(row.number)),
                    ("name", row.location.name.map(JSONText.quoted) ?? "null"),
                    ("latitude", DecimalNotation.string(row.location.coordinate.latitude)),
                    ("longitude", DecimalNotation.string(row.location.coordinate.longitude)),
                    ("distance_m", String(Int(metres.rounded()))),
                ])
            }
            console.line(JSONOutput.object([
                ("location", place),
                ("article", request.article.map { JSONText.quoted($0.url) } ?? "null"),
                ("nearest", "[" + nearby.joined(separator: ", ") + "]"),
                ("web", JSONText.quoted(web)),
            ]))
            return .success
        }
        let place = request.label.map { "\($0) (\(coordinates.string(for: coordinate)))" } ?? coordinates.string(for: coordinate)
        console.line(localizer(AppText.handleShowing, TerminalText.sanitized(place)))
        if let article = request.article {
            console.line(localizer(AppText.handleArticleOnly, article.url))
        }
        if !rows.isEmpty {
            console.line(localizer(AppText.handleNearest))
            let titles = rows.map { TerminalText.truncated(TerminalText.sanitized($0.0.title), toWidth: 40) }
            let numberWidth = rows.map { String($0.0.number).count }.max() ?? 1
            let titleWidth = titles.map(TerminalText.width(of:)).max() ?? 0
            for ((row, metres), title) in zip(rows, titles) {
                let distance = coordinates.distance(metres: metres)
                if console.style.plain {
                    console.line(localizer(AppText.plainRow, String(row.number), title, distance))
                } else {
                    let number = String(repeating: " ", count: numberWidth - String(row.number).count) + String(row.number)
                    console.line("  \(number)  \(TerminalText.padded(title, toWidth: titleWidth))  \(distance)")
                }
            }
        }
        console.line(localizer(AppText.handleOnWeb, web))
        return .success
    }

    /// Registers places for wikipedia:// links and says which files it wrote.
    func installHandler() -> ExitStatus {
        changeHandler(desktop.install) { change in
            switch change {
            case .changed(let paths):
                let schemes = DesktopIntegration.mimeTypes.joined(separator: ", ")
                return localizer(AppText.installed, paths.joined(separator: ", "), schemes)
            case .unchanged:
                let entry = (desktop.applicationsDirectory ?? "") + "/" + DesktopIntegration.desktopID
                return localizer(AppText.alreadyInstalled, entry)
            }
        }
    }

    /// Removes exactly what ``installHandler()`` added.
    func uninstallHandler() -> ExitStatus {
        changeHandler(desktop.uninstall) { change in
            switch change {
            case .changed(let paths): localizer(AppText.uninstalled, paths.joined(separator: ", "))
            case .unchanged: localizer(AppText.notInstalled)
            }
        }
    }

    private func changeHandler(
        _ change: () throws(DesktopIntegration.Failure) -> DesktopIntegration.Change,
        describe: (DesktopIntegration.Change) -> String
    ) -> ExitStatus {
        guard desktop.applicationsDirectory != nil, desktop.configDirectory != nil else {
            console.message(localizer(AppText.handlerUnavailable))
            return .failure
        }
        do {
            console.line(describe(try change()))
            return .success
        } catch {
            console.message(localizer(AppText.handlerFailed, error.detail))
            return .failure
        }
    }
}
