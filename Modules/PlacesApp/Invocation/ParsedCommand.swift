/// A command and its argument, checked and ready to run.
struct ParsedCommand {
    let command: any Command.Type
    let argument: CommandArgument
}
