import PlacesPresentation

/// The manual page places(1), in roff, made from the same declarations as `help`: every command with its usage,
/// details, options and examples, the global options, the environment variables, the files, the exit statuses.
///
/// `places help --man` prints it; `docs/places.1` is that output, committed, and `ManPageTests` fails when the two
/// differ. It is in English, the language of the commands and options it names.
@MainActor
enum ManPage {
    /// The variables `places` reads that no option sets, with what each changes.
    static let environment: [(name: String, meaning: String)] = [
        ("PLACES_OPENER", "the program that opens links, instead of xdg-open (open on macOS)"),
        ("PAGER", "the pager for long help (default less; empty or cat: none)"),
        ("LESS", "the options less is given; when unset, places gives it FRX"),
        ("LC_ALL, LC_MESSAGES, LANG, LANGUAGE", "the language of messages, help and the form: English or Dutch, chosen as gettext does"),
        ("TERM", "dumb: no spinner, colour, emphasis or pager"),
        ("PLACES_TERMINAL_WAIT", "the seconds to wait for a terminal that does not answer whether it draws pictures (default 2)"),
        ("COLUMNS, LINES", "the terminal's size, when it cannot be asked"),
        ("DISPLAY, WAYLAND_DISPLAY", "a desktop session, which install-handler registers places with"),
        ("HOME", "the base of the folders below when their XDG variables are unset"),
        ("XDG_CACHE_HOME, XDG_DATA_HOME, XDG_STATE_HOME, XDG_CONFIG_HOME", "the folders under FILES (used only when absolute)"),
    ]

    /// The files `places` reads and writes.
    static let files: [(path: String, meaning: String)] = [
        ("$XDG_CACHE_HOME/places/feed-HASH.json", "the last good copy of each feed source (default ~/.cache/places/)"),
        ("$XDG_CACHE_HOME/places/wikipedia/answer-HASH.json", "Wikipedia's last answer to each question, the newest 200"),
        ("$XDG_CACHE_HOME/places/pictures/picture-HASH.json", "each article's picture seen, the newest 200, for a terminal that draws pictures"),
        ("$XDG_DATA_HOME/places/custom-locations.json", "your own locations (default ~/.local/share/places/), itself a Places feed"),
        ("$XDG_DATA_HOME/places/removed-locations.json", "the last 50 removals, which undo brings back, newest first"),
        ("$XDG_DATA_HOME/places/saved-articles.json", "the saved articles, with their summaries and whole texts, at most 500"),
        ("$XDG_CONFIG_HOME/places/config", "lasting choices, one key = value a line (default ~/.config/places/config); places config shows them"),
        ("$XDG_STATE_HOME/places/history", "the session's history (default ~/.local/state/places/)"),
        ("$XDG_STATE_HOME/places/last-articles.json", "the last list of articles, for @N"),
        ("$XDG_STATE_HOME/places/notices", "the notices already said in full"),
        ("$XDG_DATA_HOME/applications/places-handler.desktop", "the desktop handler install-handler writes"),
        ("$XDG_CONFIG_HOME/mimeapps.list", "where install-handler makes places the handler of wikipedia:// links"),
    ]

    /// The whole page.
    static func render() -> String {
        let language = Language.english
        let frame = HelpFrame(language)
        var page: [String] = [
            #".\" The manual page of places, printed by "places help --man": edit the declarations, not this file."#,
            ".TH PLACES 1 \"\" \"places \(text(PlacesApplication.version))\" \"User Commands\"",
            ".SH NAME",
            "places \\- open the Wikipedia app's Places tab at a location, and play it in the terminal",
            ".SH SYNOPSIS",
        ]
        for (index, row) in frame.usage.enumerated() {
            if index > 0 { page.append(".br") }
            page.append(".B " + quoted(row.0))
        }
        page += [".SH DESCRIPTION", paragraph(frame.introduction)]
        page += [".PP", paragraph(frame.usage.map { "\($0.0): \($0.1)." }.joined(separator: " "))]

        page.append(".SH COMMANDS")
        for command in CommandSet.all {
            let help = command.help(language)
            page.append(".SS " + quoted(help.synopsis))
            page.append(paragraph(sentence(help.summary)))
            page += [".PP", paragraph(help.details)]
            if help.usage != [help.synopsis] {
                page += [".PP", "Usage:"] + help.usage.flatMap { [".br", text($0)] }
            }
            for option in command.options { page += item(option, language) }
            page += [".PP", help.examples.count == 1 ? frame.exampleTitle : frame.examplesTitle, ".RS 4", ".EX"]
            page += help.examples.map(line)
            page += [".EE", ".RE"]
        }

        page += [".SH OPTIONS", paragraph("Every command takes these, on the command line and on a session line (for that line; --source holds for the whole session). Options may stand before or after the command; -- ends them.")]
        for option in GlobalOptions.all { page += item(option, language) }

        page.append(".SH ENVIRONMENT")
        for option in GlobalOptions.all {
            guard let variable = option.environment else { continue }
            page += [".TP", ".B " + quoted(variable), paragraph("as \(option.name): \(option.help(language))")]
        }
        for variable in environment { page += [".TP", ".B " + quoted(variable.name), paragraph(sentence(variable.meaning))] }

        page.append(".SH FILES")
        for file in files { page += [".TP", ".I " + quoted(file.path), paragraph(sentence(file.meaning))] }

        page.append(".SH EXIT STATUS")
        for status in ExitStatus.allCases { page += [".TP", ".B \(status.rawValue)", paragraph(sentence(status.meaning(language)))] }
        page += [".PP", paragraph("A session reading from a pipe exits with the worst status of its lines; an interactive session exits 0.")]

        page += [".SH EXAMPLES", ".EX"]
        page += CommandSet.all.compactMap { command in command.help(language).examples.first { $0.hasPrefix("places ") } }.map(line)
        page += [".EE", ".SH SEE ALSO", ".BR xdg-open (1),", ".BR less (1)"]
        return page.joined(separator: "\n") + "\n"
    }

    /// An option as a tagged paragraph: its spellings in bold, its value in italics, its help.
    private static func item(_ option: OptionSpec, _ language: Language) -> [String] {
        let spellings = (option.aliases + [option.name]).map(text).joined(separator: ", ")
        let tag = option.takesValue ? "\\fB\(spellings)\\fR \\fI\(text(option.placeholder(language)))\\fR" : "\\fB\(spellings)\\fR"
        return [".TP", tag, paragraph(option.help(language))]
    }

    /// A sentence: a capital first letter and a full stop.
    private static func sentence(_ text: String) -> String {
        let body = text.prefix(1).uppercased() + text.dropFirst()
        return body.hasSuffix(".") ? body : body + "."
    }

    /// Text that may span lines in the source, as one filled paragraph.
    private static func paragraph(_ source: String) -> String {
        line(source.split(whereSeparator: \.isNewline).joined(separator: " "))
    }

    /// One line of text, safe to stand at the start of a roff line.
    private static func line(_ source: String) -> String {
        let escaped = text(source)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// A macro's argument in double quotes.
    private static func quoted(_ source: String) -> String {
        "\"" + text(source) + "\""
    }

    /// `source` in roff: a backslash, a minus and a double quote escaped, every other character outside ASCII
    /// written as its code point, so the page needs no input encoding.
    static func text(_ source: String) -> String {
        var result = ""
        for scalar in source.unicodeScalars {
            switch scalar {
            case "\\": result += "\\(rs"
            case "-": result += "\\-"
            case "\"": result += "\\(dq"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result
    }
}
