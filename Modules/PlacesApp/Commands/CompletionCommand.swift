import PlacesPresentation

/// `completion SHELL`: prints the completion script for bash, zsh or fish.
///
/// The scripts hold no command, option or value of their own: at each Tab they ask `places` itself
/// (``ShellCompletion``), which answers from the commands' declarations and the list, so a new command or option
/// completes as soon as it is declared.
@MainActor
struct CompletionCommand: Command {
    static let name = "completion"
    static let argument = ArgumentShape.required
    static let completion = CompletionKind.words(Shell.allCases.map(\.rawValue))

    /// A shell Places writes a completion script for.
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func help(_ language: Language) -> CommandHelp {
        switch language {
        case .english:
            CommandHelp(
                synopsis: "completion SHELL",
                summary: "print the completion script for bash, zsh or fish",
                usage: ["completion bash|zsh|fish"],
                details: """
                Prints a script that makes the shell complete places's commands, options, their values (link styles, \
                formats, languages), file names, and the list's names and numbers. Install it once: for bash, \
                places completion bash > ~/.local/share/bash-completion/completions/places (with the bash-completion \
                package); for zsh, places completion zsh > ~/.zfunc/_places with ~/.zfunc on fpath before compinit; \
                for fish, places completion fish > ~/.config/fish/completions/places.fish.
                """,
                examples: ["places completion bash", "places completion fish"]
            )
        case .dutch:
            CommandHelp(
                synopsis: "completion SHELL",
                summary: "toon het aanvulscript voor bash, zsh of fish",
                usage: ["completion bash|zsh|fish"],
                details: """
                Toont een script waarmee de shell de opdrachten van places aanvult, hun opties en hun waarden \
                (linkstijlen, formaten, talen), bestandsnamen, en de namen en nummers van de lijst. Installeer het \
                één keer: voor bash places completion bash > ~/.local/share/bash-completion/completions/places (met \
                het pakket bash-completion); voor zsh places completion zsh > ~/.zfunc/_places met ~/.zfunc in fpath \
                vóór compinit; voor fish places completion fish > ~/.config/fish/completions/places.fish.
                """,
                examples: ["places completion bash", "places completion fish"]
            )
        }
    }

    static func make(_ app: AppGraph) -> CompletionCommand {
        CompletionCommand()
    }

    func run(_ input: CommandInput, _ io: CommandIO) async -> CommandOutcome {
        guard let text = input.argument.text, let shell = Shell(rawValue: text.lowercased()) else {
            return io.report(.unknownShell(input.argument.text ?? "", shells: Shell.allCases.map(\.rawValue)), inSession: input.inSession)
        }
        io.console.out.write(Self.script(for: shell))
        return .success
    }

    /// The script for `shell`, which asks `places` at each Tab.
    static func script(for shell: Shell) -> String {
        let entry = ShellCompletion.entry
        switch shell {
        case .bash:
            return #"""
            # bash completion for places, printed by "places completion bash".
            # Install: places completion bash > ~/.local/share/bash-completion/completions/places
            _places() {
                local cur words cword
                if declare -F _init_completion >/dev/null 2>&1; then
                    _init_completion -n =: || return
                else
                    words=("${COMP_WORDS[@]}")
                    cword=$COMP_CWORD
                    cur=${COMP_WORDS[COMP_CWORD]}
                fi
                local kind="" line candidate
                local -a found=()
                {
                    IFS= read -r kind
                    while IFS= read -r line; do
                        found+=("${line%%$'\t'*}")
                    done
                } < <(command places \#(entry) -- "${words[@]:1:cword-1}" "$cur" 2>/dev/null)
                COMPREPLY=()
                if [[ $kind == files ]]; then
                    if declare -F _filedir >/dev/null 2>&1; then
                        _filedir
                    else
                        compopt -o filenames 2>/dev/null
                        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                    fi
                    return 0
                fi
                for candidate in "${found[@]}"; do
                    if [[ $candidate == *[[:space:]\'\"\\]* ]]; then
                        COMPREPLY+=("$(printf '%q' "$candidate")")
                    else
                        COMPREPLY+=("$candidate")
                    fi
                done
                return 0
            }
            complete -F _places places

            """#
        case .zsh:
            return #"""
            #compdef places
            # zsh completion for places, printed by "places completion zsh".
            # Install: places completion zsh > ~/.zfunc/_places, with fpath=(~/.zfunc $fpath) before compinit.
            _places() {
                local -a lines matches shown
                local line
                lines=("${(@f)$(command places \#(entry) -- "${(@Q)words[2,CURRENT-1]}" "${(Q)PREFIX}" 2>/dev/null)}")
                if [[ ${lines[1]} == files ]]; then
                    _files
                    return
                fi
                for line in "${(@)lines[2,-1]}"; do
                    [[ -n $line ]] || continue
                    matches+=("${line%%$'\t'*}")
                    if [[ $line == *$'\t'* ]]; then
                        shown+=("${line%%$'\t'*}  -- ${line#*$'\t'}")
                    else
                        shown+=("$line")
                    fi
                done
                (( ${#matches} )) || return 1
                compadd -U -l -d shown -- "${matches[@]}"
            }
            if [[ ${funcstack[1]} == _places ]]; then
                _places "$@"
            else
                compdef _places places
            fi

            """#
        case .fish:
            return #"""
            # fish completion for places, printed by "places completion fish".
            # Install: places completion fish > ~/.config/fish/completions/places.fish
            function __places_complete
                set -l tokens (commandline -opc)
                set -l current (commandline -ct)
                set -l answer (command places \#(entry) -- $tokens[2..-1] "$current" 2>/dev/null)
                if test "$answer[1]" = files
                    __fish_complete_path "$current"
                    return
                end
                printf '%s\n' $answer[2..-1]
            end
            complete -c places -f -a '(__places_complete)'

            """#
        }
    }
}
